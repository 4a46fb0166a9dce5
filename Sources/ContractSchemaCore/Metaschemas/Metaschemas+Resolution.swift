import ContractJSON

extension Metaschemas {
    /// Whether an absolute `reference` names a schema inside an embedded metaschema: the metaschema itself,
    /// or a JSON Pointer or anchor in it that exists. A validator resolves exactly these offline, so
    /// generated code whose schema refers to one compiles at run time.
    package static func resolves(_ reference: URIReference) -> Bool {
        guard let document = indexed[reference.withoutFragment.text] else { return false }
        guard let fragment = reference.fragment, !fragment.isEmpty else { return true }
        guard let pointer = document.index.pointer(for: reference) else { return false }
        return pointer.resolve(in: document.root) != nil
    }

    /// Each metaschema parsed and indexed, by identifier: once per process, on the first reference into one
    /// (a schema may hold thousands), and only then.
    private static let indexed: [String: (root: JSONValue, index: SchemaDocumentIndex)] = {
        var documents: [String: (root: JSONValue, index: SchemaDocumentIndex)] = [:]
        for (uri, text) in all {
            // The embedded texts are valid JSON (a test parses each); each names its own `$schema`.
            guard let root = try? JSONValue(parsing: text) else { continue }
            let draft = Draft.declared(by: root, inherited: .draft2020_12)
            documents[uri] = (root, SchemaDocumentIndex(root: root, uri: uri, draft: draft))
        }
        return documents
    }()
}
