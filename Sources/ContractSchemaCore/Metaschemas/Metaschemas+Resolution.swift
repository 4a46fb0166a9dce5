import ContractJSON

extension Metaschemas {
    /// The embedded metaschema with identifier `uri` (its fragment ignored), if there is one.
    package static func text(of uri: URIReference) -> String? {
        let base = uri.withoutFragment.text
        return all.first { $0.uri == base }?.text
    }

    /// Whether an absolute `reference` names a schema inside an embedded metaschema: the metaschema itself,
    /// or a JSON Pointer or anchor in it that exists. A validator resolves exactly these offline, so
    /// generated code whose schema refers to one compiles at run time.
    package static func resolves(_ reference: URIReference) -> Bool {
        guard let text = text(of: reference) else { return false }
        guard let fragment = reference.fragment, !fragment.isEmpty else { return true }
        // The embedded texts are valid JSON; each names its own `$schema`, so the draft given here is only a default.
        guard let root = try? JSONValue(parsing: text) else { return false }
        let draft = Draft.declared(by: root, inherited: .draft2020_12)
        let index = SchemaDocumentIndex(root: root, uri: reference.withoutFragment.text, draft: draft)
        guard let pointer = index.pointer(for: reference) else { return false }
        return pointer.resolve(in: root) != nil
    }
}
