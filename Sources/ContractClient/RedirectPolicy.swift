import Foundation

/// Which redirects a transport follows, and what the next request carries.
///
/// ``URLSessionTransport`` follows `301`, `302`, `303`, `307` and `308` up to ``maximumRedirects``
/// times. Within the same origin (scheme, host and port) the request keeps its headers. To another
/// origin it keeps only the headers in ``crossOriginHeaders`` (`Accept`, `Content-Type`, …): the
/// credentials a middleware set — `Authorization`, `Cookie`, an API-key header of any name — never
/// leave the origin they were meant for. `303` (and `301`/`302` after a `POST`) turns the request
/// into a `GET` without a body, as browsers do; `307` and `308` keep the method and body.
///
/// ```swift
/// let transport = URLSessionTransport(redirects: .none)   // a 3xx is returned as it is
/// ```
public struct RedirectPolicy: Sendable, Hashable {
    /// How many redirects one exchange may follow; `0` returns every 3xx response as it is.
    public var maximumRedirects: Int
    /// The headers (case-insensitive) a request keeps when it is redirected to another origin.
    public var crossOriginHeaders: Set<String>

    /// The headers kept across origins by default: none of them carries a credential.
    public static let safeHeaders: Set<String> = [
        "accept", "accept-language", "content-type", "content-language", "user-agent", "idempotency-key",
    ]

    /// Up to 5 redirects, credentials dropped across origins.
    public static let standard = RedirectPolicy()
    /// No redirects: a 3xx response is the answer.
    public static let none = RedirectPolicy(maximumRedirects: 0)

    /// Creates a policy.
    public init(maximumRedirects: Int = 5, crossOriginHeaders: Set<String> = RedirectPolicy.safeHeaders) {
        self.maximumRedirects = max(0, maximumRedirects)
        self.crossOriginHeaders = Set(crossOriginHeaders.map { $0.lowercased() })
    }

    /// The statuses that redirect.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The request to send after `response` answered `request`, or `nil` if the response is the
    /// answer (not a redirect, no `Location`, or the policy follows none).
    ///
    /// - Parameter count: How many redirects this exchange has already followed.
    /// - Throws: ``TransportError/Kind/malformedResponse`` for a redirect past the limit, to a URL
    ///   that is not `http` or `https`, or to a port past 65535.
    func next(after request: HTTPRequest, status: Int, location: String?, count: Int) throws(TransportError) -> HTTPRequest? {
        guard maximumRedirects > 0, Self.redirectStatuses.contains(status), let location else { return nil }
        guard count < maximumRedirects else {
            throw TransportError(.malformedResponse, "more than \(maximumRedirects) redirects")
        }
        guard let target = URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: request.url)?.absoluteURL,
              let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil
        else {
            throw TransportError(.malformedResponse, "a redirect to an unusable location")
        }
        if let problem = URLPort.problem(in: target) {
            throw TransportError(.malformedResponse, "a redirect to an unusable location: \(problem)")
        }
        var next = request
        next.url = target
        if status == 303 || ((status == 301 || status == 302) && request.method == .post) {
            if next.method != .head { next.method = .get }
            next.body = nil
            next.headers = Self.removing(["content-type", "content-length", "content-encoding"], from: next.headers)
        }
        if !Self.sameOrigin(request.url, target) {
            var kept = HTTPHeaders()
            for field in next.headers where crossOriginHeaders.contains(field.name.lowercased()) {
                kept.add(field.name, field.value)
            }
            next.headers = kept
        }
        return next
    }

    /// Whether two URLs share scheme, host and port (the default port of the scheme when absent).
    package static func sameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int) {
            let scheme = url.scheme?.lowercased() ?? ""
            let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
            return (scheme, url.host?.lowercased() ?? "", port)
        }
        return origin(lhs) == origin(rhs)
    }

    private static func removing(_ names: Set<String>, from headers: HTTPHeaders) -> HTTPHeaders {
        var kept = HTTPHeaders()
        for field in headers where !names.contains(field.name.lowercased()) {
            kept.add(field.name, field.value)
        }
        return kept
    }
}
