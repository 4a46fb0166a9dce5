/// Logs one line when each attempt starts and one when it ends, without header values or bodies
/// (so tokens and personal data stay out of logs), with every control character escaped (an
/// error's text can quote what the server sent).
///
/// ```
/// → GET http://127.0.0.1:8080/groups/family/sessions?limit=20 [sessions.listSessions #1]
/// ← 200, 1389 bytes in 12 ms [sessions.listSessions #1]
/// ```
///
/// Put it last in the middleware list to log requests exactly as they are sent.
public struct LoggingMiddleware: ClientMiddleware {
    private let log: @Sendable (String) -> Void

    /// Creates the middleware.
    ///
    /// - Parameter log: Receives each line, e.g. `{ logger.debug("\($0)") }` or `{ print($0) }`.
    public init(_ log: @escaping @Sendable (String) -> Void) {
        self.log = { line in log(PrintableText.escaped(line)) }
    }

    /// Logs the request, sends it on, and logs the outcome.
    public func intercept(
        _ request: HTTPRequest,
        context: RequestContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let tag = "[\(context.api).\(context.endpoint) #\(context.attempt)]"
        log("→ \(request.method) \(request.url.absoluteString) \(tag)")
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let response = try await next(request)
            log("← \(response.status), \(response.body.count) bytes in \(Self.milliseconds(clock.now - start)) ms \(tag)")
            return response
        } catch {
            log("✕ \(error) after \(Self.milliseconds(clock.now - start)) ms \(tag)")
            throw error
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
