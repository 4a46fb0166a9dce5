import Foundation

/// Authenticates every request with an API key in a header (`X-API-Key: <key>`) or a query item
/// (`?api_key=<key>`), as an OpenAPI `apiKey` security scheme declares.
///
/// The key is fetched for every attempt. A request that already carries the header or query item is
/// left alone. The key is added to the request the client builds for its base URL; a redirect to
/// another origin drops the header (see ``RedirectPolicy``), and a query key stays in the URL it was
/// added to.
///
/// ```swift
/// let client = APIClient<PetstoreAPI>(
///     baseURL: URL(string: "https://petstore.example")!,
///     middlewares: [APIKeyMiddleware(name: "X-API-Key", in: .header, key: { try await keychain.apiKey() })]
/// )
/// ```
public struct APIKeyMiddleware: ClientMiddleware {
    /// Where the key is sent.
    public enum Location: Sendable, Hashable {
        /// In the header named ``APIKeyMiddleware/name``.
        case header
        /// In the query item named ``APIKeyMiddleware/name``.
        case query
    }

    /// The header or query item name.
    public let name: String
    /// Where the key is sent.
    public let location: Location
    private let key: @Sendable () async throws -> String

    /// Authenticates with the key `key` returns, called before every attempt. An error it throws ends
    /// the call with ``ClientError/Reason/middleware(_:)``.
    public init(name: String, in location: Location, key: @escaping @Sendable () async throws -> String) {
        self.name = name
        self.location = location
        self.key = key
    }

    /// Authenticates with a fixed key.
    public init(name: String, in location: Location, key: String) {
        self.init(name: name, in: location, key: { key })
    }

    /// Adds the key and sends the request on.
    public func intercept(
        _ request: HTTPRequest,
        context: RequestContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        switch location {
        case .header:
            if !request.headers.contains(name) { request.headers[name] = try await key() }
        case .query:
            guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else { break }
            var items = components.percentEncodedQueryItems ?? []
            if !items.contains(where: { $0.name == RequestURL.percentEncoded(name) }) {
                items.append(URLQueryItem(name: RequestURL.percentEncoded(name), value: RequestURL.percentEncoded(try await key())))
                components.percentEncodedQueryItems = items
                if let url = components.url { request.url = url }
            }
        }
        return try await next(request)
    }
}
