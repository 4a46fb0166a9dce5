/// A step between the ``APIClient`` and its ``Transport`` that can change a request before it is
/// sent and look at (or change) the response: authentication, logging, custom headers, metrics.
///
/// Middleware runs once per attempt, in the order the client lists it: the first middleware sees
/// the request first and the response last. Call `next` to pass the request on; don't call it to
/// answer without the network.
///
/// ```swift
/// struct UserAgent: ClientMiddleware {
///     func intercept(_ request: HTTPRequest, context: RequestContext,
///                    next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
///         var request = request
///         request.headers["User-Agent"] = "MovieNight/2.1"
///         return try await next(request)
///     }
/// }
/// ```
///
/// Errors thrown by `next` are the engine's own (a ``TransportError`` or a ``ClientError``); rethrow
/// them unchanged. Any other error a middleware throws ends the call with
/// ``ClientError/Reason/middleware(_:)``.
public protocol ClientMiddleware: Sendable {
    /// Handles one attempt of a request.
    ///
    /// - Parameters:
    ///   - request: The request as built by the client and changed by earlier middleware.
    ///   - context: Which endpoint and which attempt this is.
    ///   - next: Sends the request on to the rest of the chain and the transport.
    func intercept(
        _ request: HTTPRequest,
        context: RequestContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}

/// What middleware knows about the call a request belongs to.
public struct RequestContext: Sendable, Hashable {
    /// The API's name (``APIDefinition/name``), e.g. `"sessions"`.
    public var api: String
    /// The endpoint's name (``EndpointDefinition/name``), e.g. `"listSessions"`.
    public var endpoint: String
    /// The attempt number, starting at 1; higher on retries.
    public var attempt: Int

    /// Creates a context.
    public init(api: String, endpoint: String, attempt: Int) {
        self.api = api
        self.endpoint = endpoint
        self.attempt = attempt
    }
}
