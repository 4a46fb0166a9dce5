/// Which files are OpenAPI documents: `openapi.json`, `openapi.yaml` and `openapi.yml`, or any name
/// ending in `.openapi.json`, `.openapi.yaml` or `.openapi.yml` (`petstore.openapi.yaml`).
///
/// An OpenAPI document is read twice by the load stage: as a holder of schemas (its components and
/// the inline schemas of its operations, see ``EmbeddedSchemaSites``) and as the endpoint
/// declarations of one API (see ``OpenAPIReader``).
package enum OpenAPIFiles {
    /// The suffixes of OpenAPI documents found in directories.
    package static let suffixes = [".openapi.json", ".openapi.yaml", ".openapi.yml"]
    /// The exact names of OpenAPI documents found in directories.
    package static let names = ["openapi.json", "openapi.yaml", "openapi.yml"]

    /// Whether the file at `path` (a name or a relative path) is an OpenAPI document by its name.
    package static func isOpenAPI(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return names.contains(name) || suffixes.contains { name.hasSuffix($0) }
    }
}
