import ContractJSON

/// One member of the `endpoints` object of a declaration: an HTTP operation with its parameters,
/// body, response, pagination and messages.
package struct EndpointEntry: Sendable {
    /// The HTTP methods a declaration may use.
    package enum Method: String, Sendable, Hashable, CaseIterable {
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
        /// `OPTIONS` (OpenAPI input only).
        case options = "OPTIONS"
        /// `HEAD` (OpenAPI input only).
        case head = "HEAD"
        /// `TRACE` (OpenAPI input only).
        case trace = "TRACE"

        /// The methods an `*.endpoints.json` declaration may use.
        package static let declarable: [Method] = [.get, .post, .put, .patch, .delete]

        /// Whether requests with this method may be sent twice by default (GET, PUT, DELETE).
        package var isIdempotent: Bool { self != .post && self != .patch }
    }

    /// The endpoint's lowerCamelCase name (the member key), e.g. `listSessions`.
    package var name: String
    /// Where the endpoint's object starts.
    package var position: SourcePosition
    /// One line: what the endpoint does.
    package var summary: String?
    /// More about it.
    package var description: String?
    /// The HTTP method.
    package var method: Method
    /// The path template, e.g. `/rounds/{round_id}/ratings`.
    package var path: String
    /// Where the path template is written.
    package var pathPosition: SourcePosition
    /// The path parameters, in the order their placeholders appear in the path.
    package var pathParameters: [ParameterEntry]
    /// The query parameters, in the order they are sent.
    package var queryParameters: [ParameterEntry]
    /// The header parameters (OpenAPI input), in the order they are declared.
    package var headerParameters: [ParameterEntry] = []
    /// The schema of the request body, if there is a JSON one.
    package var requestSchema: SchemaReference?
    /// The media type of a request body that is not JSON (or JSON without a schema), sent as the
    /// caller's bytes.
    package var requestMediaType: String?
    /// The schema of a 2xx response body; `nil` when the body is not JSON or not described (the
    /// response is then the raw body).
    package var responseSchema: SchemaReference?
    /// Where the endpoint is declared in its file, when that is not `/endpoints/<name>` (an OpenAPI
    /// operation: `/paths/~1pets/get`).
    package var sourcePointer: JSONPointer?
    /// The file the endpoint is declared in when it is not the declaration's own (a path item of a
    /// split OpenAPI document), relative to the input.
    package var sourceFile: String?
    /// Whether the declaration marks the endpoint deprecated.
    package var isDeprecated = false
    /// When the 2xx responses have different bodies (``responseSchema`` is then `nil`): each one's
    /// status (`201`) or class (`2xx`) and the schema of its body (`nil`: not JSON), in file order.
    package var successResponses: [SuccessResponseEntry] = []
    /// Schemas of error bodies by status (`404`), class (`4xx`) or `default`, in file order.
    package var errorSchemas: [ErrorSchemaEntry]
    /// Whether the request may be sent twice, when the declaration says so explicitly.
    package var isIdempotent: Bool?
    /// Whether callers may pass an idempotency key.
    package var acceptsIdempotencyKey: Bool
    /// How the response is one page of a longer list, if it is.
    package var pagination: PaginationEntry?
    /// User-facing texts for this endpoint.
    package var messages: [MessageEntry]

    /// Creates an endpoint entry.
    package init(
        name: String, position: SourcePosition, summary: String? = nil, description: String? = nil, method: Method,
        path: String, pathPosition: SourcePosition, pathParameters: [ParameterEntry] = [], queryParameters: [ParameterEntry] = [],
        requestSchema: SchemaReference? = nil, responseSchema: SchemaReference?, errorSchemas: [ErrorSchemaEntry] = [],
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
    package func queryParameter(named name: String) -> ParameterEntry? {
        queryParameters.first { $0.name == name }
    }
}

/// One member of an endpoint's `errors`: the statuses it covers and the schema of their bodies.
package struct ErrorSchemaEntry: Sendable {
    /// `"404"`, `"4xx"`, `"5xx"` or `"default"`.
    package var key: String
    /// The schema of the body.
    package var schema: SchemaReference

    /// Creates an error schema entry.
    package init(key: String, schema: SchemaReference) {
        self.key = key
        self.schema = schema
    }
}

/// One successful response of an operation whose 2xx responses have different bodies.
package struct SuccessResponseEntry: Sendable {
    /// `"200"`, `"201"` or `"2xx"`.
    package var key: String
    /// The schema of the body; `nil` when the body is not JSON (or has no schema).
    package var schema: SchemaReference?

    /// Creates a success response entry.
    package init(key: String, schema: SchemaReference?) {
        self.key = key
        self.schema = schema
    }
}
