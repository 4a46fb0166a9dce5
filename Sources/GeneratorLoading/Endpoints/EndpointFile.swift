import ContractJSON

/// One parsed and checked `*.endpoints.json` file: the HTTP API of one schema family and its
/// endpoints, each with the source position diagnostics point at.
///
/// The format is described by `Schemas/endpoints.schema.json` and `Schemas/ENDPOINTS.md`;
/// ``EndpointLoader`` reads files into this shape and reports everything that breaks it.
package struct EndpointFile: Sendable {
    /// The path diagnostics show, exactly as given to the loader.
    package var path: String
    /// The path relative to the input directory it was found in (the file name for a file given
    /// directly); stable across machines, so it may appear in generated code.
    package var relativePath: String
    /// The `api` member: what all endpoints of the file share.
    package var api: APIEntry
    /// The endpoints, in the order the file declares them.
    package var endpoints: [EndpointEntry]
    /// What kind of file declared them.
    package var sourceKind: SourceKind

    /// The kinds of files endpoints are declared in.
    package enum SourceKind: Sendable {
        /// An `*.endpoints.json` (or YAML) declaration.
        case endpointDeclaration
        /// An OpenAPI 3.0 or 3.1 document.
        case openAPI
    }

    /// Creates a file record.
    package init(
        path: String, relativePath: String, api: APIEntry, endpoints: [EndpointEntry], sourceKind: SourceKind = .endpointDeclaration
    ) {
        self.path = path
        self.relativePath = relativePath
        self.api = api
        self.endpoints = endpoints
        self.sourceKind = sourceKind
    }
}
