/// The `api` member of an endpoint declaration: the API's name, documentation, base URL,
/// authentication and user-facing messages.
package struct APIEntry: Sendable {
    /// How requests of an API authenticate.
    package enum Authentication: String, Sendable, Hashable, CaseIterable {
        /// No authentication (the default).
        case none
        /// An `Authorization: Bearer <token>` header.
        case bearer
    }

    /// The lowerCamelCase name of the API, e.g. `sessions`.
    package var name: String
    /// Where `name` is written.
    package var namePosition: SourcePosition
    /// A human-readable title.
    package var title: String?
    /// What the API is, and which seed document it comes from.
    package var description: String?
    /// The production base URL, when it is fixed (an absolute `http` or `https` URL).
    package var baseURL: String?
    /// How requests authenticate.
    package var authentication: Authentication
    /// User-facing texts for every endpoint of the API.
    package var messages: [MessageEntry]
    /// The API key requests carry, when the API authenticates with one (OpenAPI input).
    package var apiKey: APIKeyEntry?

    /// Creates an API entry.
    package init(
        name: String, namePosition: SourcePosition, title: String? = nil, description: String? = nil,
        baseURL: String? = nil, authentication: Authentication = .none, messages: [MessageEntry] = []
    ) {
        self.name = name
        self.namePosition = namePosition
        self.title = title
        self.description = description
        self.baseURL = baseURL
        self.authentication = authentication
        self.messages = messages
    }
}

/// An API key an OpenAPI `apiKey` security scheme sends: in a header or a query item of this name.
package struct APIKeyEntry: Sendable {
    /// The header or query item name, e.g. `X-API-Key` or `api_key`.
    package var name: String
    /// Whether it is a query item (else a header).
    package var inQuery: Bool

    /// Creates an entry.
    package init(name: String, inQuery: Bool) {
        self.name = name
        self.inQuery = inQuery
    }
}
