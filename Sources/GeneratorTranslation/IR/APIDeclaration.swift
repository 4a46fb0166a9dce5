import GeneratorLoading

/// An HTTP API declared in one `*.endpoints.json` file, ready to render: a caseless enum conforming
/// to `ContractModels.APIDefinition`, followed by one type per endpoint.
public struct APIDeclaration: Sendable, Hashable {
    /// The Swift type name, `<Name>API` (`SessionsAPI`).
    public var typeName: String
    /// The API's name as declared (`sessions`); the runtime's `APIDefinition.name`.
    public var name: String
    /// The declaration file's path relative to its input directory.
    public var sourcePath: String
    /// Doc comment text: the declared `title` and `description`.
    public var documentation: Documentation
    /// The production base URL, when the declaration fixes one.
    public var baseURL: String?
    /// Whether requests authenticate with `Authorization: Bearer <token>`.
    public var usesBearerToken: Bool
    /// User-facing texts for every endpoint of the API, in declaration order.
    public var messages: [MessageEntry]
    /// The endpoints, in declaration order.
    public var endpoints: [EndpointDeclaration]

    /// Creates an API declaration.
    public init(
        typeName: String, name: String, sourcePath: String, documentation: Documentation, baseURL: String?,
        usesBearerToken: Bool, messages: [MessageEntry], endpoints: [EndpointDeclaration]
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

    /// The `$id`s of the schemas the API's responses are validated against, each once, in endpoint
    /// order.
    public var responseSchemaURIs: [String] {
        var seen: Set<String> = []
        return endpoints.map(\.response.schemaURI).filter { seen.insert($0).inserted }
    }
}
