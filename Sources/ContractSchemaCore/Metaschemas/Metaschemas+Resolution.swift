import ContractJSON

extension Metaschemas {
    /// Whether an absolute `reference` names a schema inside an embedded metaschema: the metaschema itself,
    /// or a JSON Pointer or anchor in it that exists. A validator resolves exactly these offline, so
    /// generated code whose schema refers to one compiles at run time.
    package static func resolves(_ reference: URIReference) -> Bool {
        registry.locate(reference) != nil
    }

    /// Whether `uri` (absolute, without fragment) is the identifier of a bundled metaschema: a user schema
    /// claiming it never replaces the bundled text.
    package static func isBundled(_ uri: String) -> Bool {
        bundledURIs.contains(uri)
    }

    private static let bundledURIs = Set(all.map(\.uri))

    /// Every metaschema parsed and in one registry: the official documents a validator's registry merges in
    /// when a schema refers to one. Built once per process, on first need (a schema may hold thousands of
    /// references into them), and only then.
    package static let registry: ResourceRegistry = {
        var registry = ResourceRegistry(defaultDraft: .draft2020_12, protectingOfficialMetaschemas: false)
        for (uri, text) in all {
            // The embedded texts are valid JSON (a test parses each); each names its own `$schema`.
            guard let root = try? JSONValue(parsing: text) else { continue }
            registry.add(root, base: URIReference(uri))
        }
        return registry
    }()
}
