/// Adds fixed header fields to every request, replacing fields of the same name: client version,
/// locale, tenant, tracing flags.
///
/// ```swift
/// HeaderFieldsMiddleware(["X-Client": "ios/2.1", "Accept-Language": "en"])
/// ```
public struct HeaderFieldsMiddleware: ClientMiddleware {
    /// The fields added to every request.
    public var headers: HTTPHeaders

    /// Creates the middleware.
    public init(_ headers: HTTPHeaders) {
        self.headers = headers
    }

    /// Sets the fields and sends the request on.
    public func intercept(
        _ request: HTTPRequest,
        context: RequestContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        for field in headers {
            request.headers[field.name] = field.value
        }
        return try await next(request)
    }
}
