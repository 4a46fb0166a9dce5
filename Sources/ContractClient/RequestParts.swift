/// The parts of a request that vary from call to call: path parameters, query, extra headers and
/// body. An ``Endpoint`` produces them; the ``APIClient`` combines them with the
/// ``EndpointDefinition`` and its base URL.
///
/// ```swift
/// RequestParts(path: ["group_id": groupID], query: ["limit": String(limit), "cursor": cursor])
/// ```
public struct RequestParts: Sendable, Hashable {
    /// Values for the `{name}` placeholders of the path template; percent-encoded when the URL is
    /// built, so `/` in a value stays inside its segment.
    public var pathParameters: [String: String]
    /// Query items in order; percent-encoded when the URL is built.
    public var query: [QueryItem]
    /// Header fields to send with this request.
    public var headers: HTTPHeaders
    /// The body, or `nil` for none.
    public var body: RequestBody?

    /// Creates request parts. Query items whose value is `nil` are left out, so optional
    /// parameters can be listed unconditionally.
    public init(
        path: [String: String] = [:],
        query: KeyValuePairs<String, String?> = [:],
        headers: HTTPHeaders = [:],
        body: RequestBody? = nil
    ) {
        self.pathParameters = path
        self.query = query.compactMap { name, value in value.map { QueryItem(name: name, value: $0) } }
        self.headers = headers
        self.body = body
    }
}

/// One `name=value` item of a URL query.
public struct QueryItem: Sendable, Hashable {
    /// The name, unencoded.
    public var name: String
    /// The value, unencoded.
    public var value: String

    /// Creates a query item.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
