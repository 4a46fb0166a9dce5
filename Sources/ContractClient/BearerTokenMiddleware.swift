/// Authenticates every request with `Authorization: Bearer <token>`, as TMDb and most JSON APIs
/// expect.
///
/// The token is fetched for every attempt, so a provider that refreshes tokens is asked again when
/// a request is retried. A request that already has an `Authorization` header is left alone.
///
/// ```swift
/// let tmdb = APIClient<EpisodesAPI>(
///     baseURL: URL(string: "https://api.themoviedb.org")!,
///     middlewares: [BearerTokenMiddleware(token: readAccessToken)]
/// )
/// ```
public struct BearerTokenMiddleware: ClientMiddleware {
    private let token: @Sendable () async throws -> String

    /// Authenticates with a fixed token.
    public init(token: String) {
        self.token = { token }
    }

    /// Authenticates with a token from `token`, called before every attempt. An error it throws
    /// ends the call with ``ClientError/Reason/middleware(_:)``.
    public init(token: @escaping @Sendable () async throws -> String) {
        self.token = token
    }

    /// Adds the `Authorization` header and sends the request on.
    public func intercept(
        _ request: HTTPRequest,
        context: RequestContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        if !request.headers.contains("Authorization") {
            request.headers["Authorization"] = "Bearer \(try await token())"
        }
        return try await next(request)
    }
}
