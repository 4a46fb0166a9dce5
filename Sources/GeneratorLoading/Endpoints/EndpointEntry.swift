/// One member of the `endpoints` object of a declaration: an HTTP operation with its parameters,
/// body, response, pagination and messages.
public struct EndpointEntry: Sendable, Hashable {
    /// The HTTP methods a declaration may use.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        /// `GET`.
        case get = "GET"
        /// `POST`.
        case post = "POST"
        /// `PUT`.
        case put = "PUT"
        /// `PATCH`.
        case patch = "PATCH"
        /// `DELETE`.
        case delete = "DELETE"

        /// Whether requests with this method may be sent twice by default (GET, PUT, DELETE).
        public var isIdempotent: Bool { self == .get || self == .put || self == .delete }
    }

    /// The endpoint's lowerCamelCase name (the member key), e.g. `listSessions`.
    public var name: String
    /// Where the endpoint's object starts.
    public var position: SourcePosition
    /// One line: what the endpoint does.
    public var summary: String?
    /// More about it.
    public var description: String?
    /// The HTTP method.
    public var method: Method
    /// The path template, e.g. `/rounds/{round_id}/ratings`.
    public var path: String
    /// Where the path template is written.
    public var pathPosition: SourcePosition
    /// The path parameters, in the order their placeholders appear in the path.
    public var pathParameters: [ParameterEntry]
    /// The query parameters, in the order they are sent.
    public var queryParameters: [ParameterEntry]
    /// The schema of the request body, if there is one.
    public var requestSchema: SchemaReference?
    /// The schema of a 2xx response body.
    public var responseSchema: SchemaReference
    /// Schemas of error bodies by status (`404`), class (`4xx`) or `default`, in file order.
    public var errorSchemas: [ErrorSchemaEntry]
    /// Whether the request may be sent twice, when the declaration says so explicitly.
    public var isIdempotent: Bool?
    /// Whether callers may pass an idempotency key.
    public var acceptsIdempotencyKey: Bool
    /// How the response is one page of a longer list, if it is.
    public var pagination: PaginationEntry?
    /// User-facing texts for this endpoint.
    public var messages: [MessageEntry]

    /// Creates an endpoint entry.
    public init(
        name: String, position: SourcePosition, summary: String? = nil, description: String? = nil, method: Method,
        path: String, pathPosition: SourcePosition, pathParameters: [ParameterEntry] = [], queryParameters: [ParameterEntry] = [],
        requestSchema: SchemaReference? = nil, responseSchema: SchemaReference, errorSchemas: [ErrorSchemaEntry] = [],
        isIdempotent: Bool? = nil, acceptsIdempotencyKey: Bool = false, pagination: PaginationEntry? = nil,
        messages: [MessageEntry] = []
    ) {
        self.name = name
        self.position = position
        self.summary = summary
        self.description = description
        self.method = method
        self.path = path
        self.pathPosition = pathPosition
        self.pathParameters = pathParameters
        self.queryParameters = queryParameters
        self.requestSchema = requestSchema
        self.responseSchema = responseSchema
        self.errorSchemas = errorSchemas
        self.isIdempotent = isIdempotent
        self.acceptsIdempotencyKey = acceptsIdempotencyKey
        self.pagination = pagination
        self.messages = messages
    }

    /// The query parameter named `name`, if the endpoint declares one.
    public func queryParameter(named name: String) -> ParameterEntry? {
        queryParameters.first { $0.name == name }
    }
}

/// One member of an endpoint's `errors`: the statuses it covers and the schema of their bodies.
public struct ErrorSchemaEntry: Sendable, Hashable {
    /// `"404"`, `"4xx"`, `"5xx"` or `"default"`.
    public var key: String
    /// The schema of the body.
    public var schema: SchemaReference

    /// Creates an error schema entry.
    public init(key: String, schema: SchemaReference) {
        self.key = key
        self.schema = schema
    }
}
