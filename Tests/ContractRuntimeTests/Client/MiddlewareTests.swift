import ContractRuntime
import Contracts
import Foundation
import Testing

/// The middleware chain: order, context, the built-in middleware, and failures.
@Suite("Middleware")
struct MiddlewareTests {
    /// Records what it sees, tagged with its name.
    struct Tracer: ClientMiddleware {
        var name: String
        var trace: Recorder<String>

        func intercept(
            _ request: HTTPRequest,
            context: RequestContext,
            next: @Sendable (HTTPRequest) async throws -> HTTPResponse
        ) async throws -> HTTPResponse {
            trace.append("\(name) → \(context.api).\(context.endpoint) #\(context.attempt)")
            do {
                let response = try await next(request)
                trace.append("\(name) ← \(response.status)")
                return response
            } catch {
                trace.append("\(name) ✕")
                throw error
            }
        }
    }

    @Test("Middleware runs first to last on the way out, last to first on the way back, once per attempt")
    func orderAndAttempts() async throws {
        let trace = Recorder<String>()
        let transport = ScriptedTransport([
            .failure(TransportError(.connectionLost, "reset")),
            .success(HTTPResponse(status: 200, body: Array(#"{"round_id":"r1","ratings":[],"closed":true}"#.utf8))),
        ])
        let client = APIClient<SessionsAPI>(
            baseURL: URL(string: "https://movienight.example.com")!,
            transport: transport,
            middlewares: [Tracer(name: "outer", trace: trace), Tracer(name: "inner", trace: trace)],
            retryPolicy: .fastForTests
        )
        _ = try await client.send(GetRoundRatings(roundID: "r1"))

        #expect(trace.all == [
            "outer → sessions.getRoundRatings #1", "inner → sessions.getRoundRatings #1", "inner ✕", "outer ✕",
            "outer → sessions.getRoundRatings #2", "inner → sessions.getRoundRatings #2", "inner ← 200", "outer ← 200",
        ])
    }

    @Test("Bearer token and header fields are added; the token is asked for on every attempt")
    func builtInHeaders() async throws {
        let tokens = Recorder<String>()
        let transport = ScriptedTransport([
            .success(HTTPResponse(status: 503)),
            .success(HTTPResponse(status: 200, body: Array(#"{"id":1,"season_number":1}"#.utf8))),
        ])
        let client = APIClient<EpisodesAPI>(
            baseURL: EpisodesAPI.baseURL,
            transport: transport,
            middlewares: [
                BearerTokenMiddleware { tokens.append("asked"); return "token-\(tokens.all.count)" },
                HeaderFieldsMiddleware(["X-Client": "contract-tests/1", "Accept": "application/json;v=3"]),
            ],
            retryPolicy: .fastForTests
        )
        _ = try await client.send(GetSeasonDetails(seriesID: 1, seasonNumber: 1))

        let sent = transport.requests
        #expect(sent.map { $0.headers["Authorization"] } == ["Bearer token-1", "Bearer token-2"])
        #expect(sent.allSatisfy { $0.headers["X-Client"] == "contract-tests/1" })
        #expect(sent.allSatisfy { $0.headers.values(for: "Accept") == ["application/json;v=3"] })
    }

    @Test("The logging middleware logs each attempt without header values")
    func logging() async throws {
        let lines = Recorder<String>()
        let transport = ScriptedTransport([
            .failure(TransportError(.timedOut, "slow")),
            .success(HTTPResponse(status: 200, body: Array(#"{"success":true,"deletedItemId":"job_1"}"#.utf8))),
        ])
        let client = APIClient<HistoryAPI>(
            baseURL: URL(string: "https://edit.example.com")!,
            transport: transport,
            middlewares: [BearerTokenMiddleware(token: "s3cr3t"), LoggingMiddleware { lines.append($0) }],
            retryPolicy: .fastForTests
        )
        _ = try await client.send(DeleteHistoryItem(jobID: "job_1"))

        let log = lines.all
        #expect(log.count == 4)
        #expect(log[0] == "→ DELETE https://edit.example.com/api/v1/history/job_1 [history.deleteHistoryItem #1]")
        #expect(log[1].hasPrefix("✕ timedOut: slow after "))
        #expect(log[3].hasPrefix("← 200, 40 bytes in "))
        #expect(log[3].hasSuffix(" ms [history.deleteHistoryItem #2]"))
        #expect(!log.joined().contains("s3cr3t"))
    }

    @Test("A middleware that throws ends the call with that error, and nothing is sent")
    func failingMiddleware() async throws {
        struct NoToken: Error {}
        let transport = ScriptedTransport(json: "{}")
        let client = APIClient<EpisodesAPI>(
            baseURL: EpisodesAPI.baseURL,
            transport: transport,
            middlewares: [BearerTokenMiddleware { throw NoToken() }]
        )
        let error = try await failure { try await client.send(GetSeasonDetails(seriesID: 1, seasonNumber: 1)) }

        guard case .middleware(let cause) = error.reason else {
            Issue.record("expected a middleware failure, got \(error)")
            return
        }
        #expect(cause is NoToken)
        #expect(error.attempts == 1)
        #expect(error.userMessage == "Something went wrong. Try again.")
        #expect(transport.requests.isEmpty)
    }

    @Test("A middleware can answer without the network")
    func shortCircuit() async throws {
        struct Offline: ClientMiddleware {
            func intercept(
                _ request: HTTPRequest, context: RequestContext,
                next: @Sendable (HTTPRequest) async throws -> HTTPResponse
            ) async throws -> HTTPResponse {
                HTTPResponse(status: 200, body: Array(#"{"round_id":"cached","ratings":[],"closed":false}"#.utf8))
            }
        }
        let transport = ScriptedTransport(json: "{}")
        let client = APIClient<SessionsAPI>(
            baseURL: URL(string: "https://movienight.example.com")!, transport: transport, middlewares: [Offline()]
        )
        let ratings = try await client.send(GetRoundRatings(roundID: "r1"))

        #expect(ratings.roundId == "cached")
        #expect(transport.requests.isEmpty)
    }
}
