/// What is fixed about an endpoint: its name, method, path template, schemas, idempotency and
/// messages — one entry of an `*.endpoints.json` declaration.
///
/// ```swift
/// static let definition = EndpointDefinition(
///     name: "listSessions",
///     method: .get,
///     path: "/groups/{group_id}/sessions",
///     responseSchema: "https://contracts.local/sessions/sessions-page.schema.json"
/// )
/// ```
public struct EndpointDefinition: Sendable, Hashable {
    /// The endpoint's name, unique in its API, e.g. `"listSessions"`.
    public var name: String
    /// The HTTP method.
    public var method: HTTPMethod
    /// The path template relative to the client's base URL, with `{name}` placeholders filled from
    /// ``RequestParts/pathParameters``, e.g. `"/rounds/{round_id}/ratings"`.
    public var path: String
    /// The `$id` of the JSON Schema the request body conforms to, if the endpoint has a body.
    public var requestSchema: String?
    /// The `$id` of the JSON Schema a successful response conforms to; validated according to the
    /// client's ``ValidationMode``.
    public var responseSchema: String?
    /// Whether the request may be sent more than once (and so retried); defaults to
    /// ``HTTPMethod/isIdempotent``. A request with an ``Endpoint/idempotencyKey`` is always retryable.
    public var isIdempotent: Bool
    /// User-facing messages for this endpoint, over the API's and the standard ones.
    public var messages: UserMessages

    /// Creates a definition.
    public init(
        name: String,
        method: HTTPMethod,
        path: String,
        requestSchema: String? = nil,
        responseSchema: String? = nil,
        isIdempotent: Bool? = nil,
        messages: UserMessages = [:]
    ) {
        self.name = name
        self.method = method
        self.path = path
        self.requestSchema = requestSchema
        self.responseSchema = responseSchema
        self.isIdempotent = isIdempotent ?? method.isIdempotent
        self.messages = messages
    }
}
