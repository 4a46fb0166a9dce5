// Compiled into both plugins through their `PluginsShared` links to this folder (a plugin can import
// neither the package's modules nor another plugin; swift-openapi-generator shares code the same way).

/// The files `contract-gen` reads, by name: what `SchemaLoader.fileSuffixes`, `EndpointLoader.fileSuffixes`
/// and `OpenAPIFiles` of GeneratorLoading recognise, restated because a plugin cannot import them.
enum ContractInputs {
    /// The suffixes of the files `contract-gen` reads.
    static let suffixes = [
        ".schema.json", ".schema.yaml", ".schema.yml", ".endpoints.json", ".endpoints.yaml", ".endpoints.yml",
        ".openapi.json", ".openapi.yaml", ".openapi.yml",
    ]
    /// The exact names of OpenAPI documents `contract-gen` reads.
    static let names = ["openapi.json", "openapi.yaml", "openapi.yml"]

    /// Whether `contract-gen` reads the file `name`.
    static func isInput(_ name: String) -> Bool {
        names.contains(name) || suffixes.contains { name.hasSuffix($0) }
    }
}
