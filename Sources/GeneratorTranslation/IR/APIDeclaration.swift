/// An HTTP API declared in one `*.endpoints.json` file, ready to render: a caseless enum conforming
/// to `ContractModels.APIDefinition`, followed by one type per endpoint.
package struct APIDeclaration: Sendable {
    /// The Swift type name, `<Name>API` (`SessionsAPI`).
    package var typeName: String
    /// The API's name as declared (`sessions`); the runtime's `APIDefinition.name`.
    package var name: String
    /// The declaration file's path relative to its input directory.
    package var sourcePath: String
    /// Doc comment text: the declared `title` and `description`.
    package var documentation: Documentation
    /// The production base URL, when the declaration fixes one.
    package var baseURL: String?
    /// Whether requests authenticate with `Authorization: Bearer <token>`.
    package var usesBearerToken: Bool
    /// User-facing texts for every endpoint of the API, in declaration order.
    package var messages: [UserMessage]
    /// The API key requests carry, if the API authenticates with one.
    package var apiKey: APIKey?
    /// Where the API is declared in its file: `["api"]`, or `["info"]` in an OpenAPI document.
    package var sourceTokens: [String] = ["api"]
    /// The endpoints, in declaration order.
    package var endpoints: [EndpointDeclaration]

    /// Creates an API declaration.
    package init(
        typeName: String, name: String, sourcePath: String, documentation: Documentation, baseURL: String?,
        usesBearerToken: Bool, messages: [UserMessage], endpoints: [EndpointDeclaration]
    ) {
        self.typeName = typeName
        self.name = name
        self.sourcePath = sourcePath
        self.documentation = documentation
        self.baseURL = baseURL
        self.usesBearerToken = usesBearerToken
        self.messages = messages
        self.endpoints = endpoints
    }

    /// The `$id`s of the schemas the API's responses are validated against (each status's, when an
    /// endpoint's 2xx bodies differ), each once, in endpoint order.
    package var responseSchemaURIs: [String] {
        var seen: Set<String> = []
        let uris = endpoints.flatMap { endpoint in
            [endpoint.response?.schemaURI].compactMap { $0 } + endpoint.statusResponses.compactMap(\.body?.schemaURI)
        }
        return uris.filter { seen.insert($0).inserted }
    }
}

/// The API key of an API: the header or query item that carries it.
package struct APIKey: Sendable {
    /// The header or query item name (`X-API-Key`).
    package var name: String
    /// Whether it is a query item (else a header).
    package var inQuery: Bool

    /// Creates an API key declaration.
    package init(name: String, inQuery: Bool) {
        self.name = name
        self.inQuery = inQuery
    }
}
