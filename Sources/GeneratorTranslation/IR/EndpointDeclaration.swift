/// One endpoint, ready to render: a struct conforming to `ContractModels.Endpoint` (or
/// `CursorPaginated` / `OffsetPaginated`) whose stored properties are the call's parameters.
package struct EndpointDeclaration: Sendable {
    /// The Swift type name, the UpperCamelCase form of the endpoint's name (`ListSessions`).
    package var typeName: String
    /// The endpoint's name as declared (`listSessions`).
    package var name: String
    /// Doc comment text: the declared `summary` and `description`.
    package var documentation: Documentation
    /// The HTTP method.
    package var method: EndpointMethod
    /// The path template (`/rounds/{round_id}`).
    package var path: String
    /// The path parameters, in placeholder order.
    package var pathParameters: [EndpointParameter]
    /// The query parameters, in the order they are sent.
    package var queryParameters: [EndpointParameter]
    /// The header parameters, in declaration order.
    package var headerParameters: [EndpointParameter] = []
    /// The JSON request body, if the endpoint has one.
    package var body: SchemaTypeReference?
    /// The media type of a request body the caller gives as bytes (`ContractClient.RequestBody`), when
    /// the body is not JSON with a schema.
    package var rawBodyMediaType: String?
    /// The body of a 2xx response; `nil`: the raw body (`ContractClient.RawBody`), or, when
    /// ``statusResponses`` is not empty, one body per status.
    package var response: SchemaTypeReference?
    /// When the 2xx responses have different bodies: each status's (or class's) body, exact statuses
    /// first; the endpoint's `Response` is then an enumeration (`ContractClient.StatusResponse`).
    package var statusResponses: [StatusResponseDeclaration] = []
    /// Where the endpoint is declared in its file, as pointer tokens (`["endpoints", "listSessions"]`,
    /// or `["paths", "/pets", "get"]` in an OpenAPI document).
    package var sourceTokens: [String]
    /// The file the endpoint is declared in, when it is not its API's (a split OpenAPI document).
    package var sourceFile: String?
    /// Whether the request may be sent twice, when the declaration says so explicitly (otherwise the
    /// method decides).
    package var isIdempotent: Bool?
    /// Whether callers may pass an idempotency key.
    package var acceptsIdempotencyKey: Bool
    /// User-facing texts for this endpoint, in declaration order.
    package var messages: [UserMessage]
    /// How the response is one page of a longer list, if it is.
    package var pagination: EndpointPagination?
    /// The schemas of error bodies, by the statuses they cover.
    package var errorBodies: [ErrorBodyDeclaration]

    /// Creates an endpoint declaration.
    package init(
        typeName: String, name: String, documentation: Documentation, method: EndpointMethod, path: String,
        pathParameters: [EndpointParameter], queryParameters: [EndpointParameter], body: SchemaTypeReference?,
        response: SchemaTypeReference?, isIdempotent: Bool?, acceptsIdempotencyKey: Bool, messages: [UserMessage],
        pagination: EndpointPagination?, errorBodies: [ErrorBodyDeclaration]
    ) {
        self.typeName = typeName
        self.name = name
        self.documentation = documentation
        self.method = method
        self.path = path
        self.pathParameters = pathParameters
        self.queryParameters = queryParameters
        self.body = body
        self.response = response
        self.sourceTokens = ["endpoints", name]
        self.isIdempotent = isIdempotent
        self.acceptsIdempotencyKey = acceptsIdempotencyKey
        self.messages = messages
        self.pagination = pagination
        self.errorBodies = errorBodies
    }

    /// Every parameter: path parameters, then query parameters, then header parameters.
    package var parameters: [EndpointParameter] { pathParameters + queryParameters + headerParameters }
}

/// A schema named by `$id` in a declaration, with the generated type its values decode to.
package struct SchemaTypeReference: Sendable {
    /// The Swift type (a generated model, an alias or a builtin).
    package var type: TypeUsage
    /// The schema's absolute URI.
    package var schemaURI: String

    /// Creates a reference.
    package init(type: TypeUsage, schemaURI: String) {
        self.type = type
        self.schemaURI = schemaURI
    }
}

/// The body of the successful responses with some statuses, when an endpoint's 2xx bodies differ.
package struct StatusResponseDeclaration: Sendable {
    /// Which statuses it covers (one, or the 2xx class).
    package var statuses: ErrorBodyDeclaration.Statuses
    /// The schema and type of the body; `nil` when the body is not JSON (taken as `RawBody`).
    package var body: SchemaTypeReference?

    /// Creates a status response declaration.
    package init(statuses: ErrorBodyDeclaration.Statuses, body: SchemaTypeReference?) {
        self.statuses = statuses
        self.body = body
    }
}

/// The schema of the bodies of failed responses with some statuses: an entry of `errors`.
package struct ErrorBodyDeclaration: Sendable {
    /// Which statuses it covers.
    package enum Statuses: Sendable, Comparable {
        /// One status, e.g. 404.
        case status(Int)
        /// A class: 4 for 4xx, 5 for 5xx.
        case statusClass(Int)
        /// Every status not covered by another entry.
        case otherwise
    }

    /// Which statuses it covers.
    package var statuses: Statuses
    /// The schema and type of the body.
    package var body: SchemaTypeReference

    /// Creates an error body declaration.
    package init(statuses: Statuses, body: SchemaTypeReference) {
        self.statuses = statuses
        self.body = body
    }
}
