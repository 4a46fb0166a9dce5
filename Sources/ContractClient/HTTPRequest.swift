import Foundation

/// An HTTP request as the client engine hands it to middleware and to the ``Transport``.
///
/// The ``APIClient`` builds it from an ``Endpoint``: the URL from the client's base URL, the
/// endpoint's path template and query, plus `Accept`, `Content-Type` and `Idempotency-Key` headers.
public struct HTTPRequest: Sendable, Hashable {
    /// The method.
    public var method: HTTPMethod
    /// The absolute URL, with the query.
    public var url: URL
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, or `nil` for none.
    public var body: [UInt8]?
    /// How long the transport may take for the whole exchange, from sending the request to the last
    /// byte of the response body, before it fails with ``TransportError/Kind/timedOut``.
    public var timeout: Duration

    /// Creates a request.
    public init(
        method: HTTPMethod,
        url: URL,
        headers: HTTPHeaders = [:],
        body: [UInt8]? = nil,
        timeout: Duration = .seconds(30)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}
