import ContractRuntime
import Contracts
import Foundation
import Testing

/// Failures below HTTP: timeouts, resets, truncated bodies, an unreachable server.
@Suite("Transport faults")
struct TransportFaultTests {
    @Test("A slow response hits the timeout; a GET is retried up to the limit")
    func slowGetTimesOut() async throws {
        try await withContractServer { server in
            let client = makeClient(
                for: SessionsAPI.self, server: server, fault: "delay=5",
                retryPolicy: RetryPolicy(maxAttempts: 2, initialDelay: .milliseconds(10)),
                timeout: .milliseconds(300)
            )
            let error = try await failure { try await client.send(GetRound(roundID: "slow")) }

            #expect(error.transportFailure == .timedOut)
            #expect(error.attempts == 2)
            #expect(error.userMessage == "Check your connection and try again.")
            #expect(try await server.requests().count("GET", "/rounds/slow") == 2)
        }
    }

    @Test("A slow response to a POST times out once and is not sent again")
    func slowPostTimesOutOnce() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "delay=5", timeout: .milliseconds(300))
            let error = try await failure { try await client.send(RerunJob(RerunRequest(imageKey: "k", effectId: "e"))) }

            #expect(error.transportFailure == .timedOut)
            #expect(error.attempts == 1)
            #expect(try await server.requests().count("POST", "/api/v1/jobs") == 1)
        }
    }

    @Test("A connection reset is a lost connection; a GET is retried up to the limit")
    func resetGet() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server, fault: "reset")
            let error = try await failure { try await client.send(GetRoundRatings(roundID: "r1")) }

            #expect(error.transportFailure == .connectionLost)
            #expect(error.attempts == 3)
            #expect(error.userMessage == "Check your connection and try again.")
            #expect(try await server.requests().count("GET", "/rounds/r1/ratings") == 3)
        }
    }

    @Test("A connection reset once, then success")
    func resetRecovers() async throws {
        try await withContractServer { server in
            let client = makeClient(for: EpisodesAPI.self, server: server, fault: "reset;times=1",
                                    middlewares: [BearerTokenMiddleware(token: "contract-test-token")])
            let season = try await client.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 2))

            #expect(season.seasonNumber == 2)
            #expect(try await server.requests().count("GET", "/3/tv/69740/season/2") == 2)
        }
    }

    @Test("A connection reset on a POST: sent once, never again")
    func resetPost() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "reset")
            let error = try await failure { try await client.send(RerunJob(RerunRequest(imageKey: "k", effectId: "e"))) }

            #expect(error.transportFailure == .connectionLost)
            #expect(try await server.requests().count("POST", "/api/v1/jobs") == 1)
        }
    }

    @Test("A body shorter than its Content-Length is a lost connection, retried for a GET")
    func truncatedBody() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "truncate")
            let error = try await failure { try await client.send(ListHistory()) }

            #expect(error.transportFailure == .connectionLost)
            #expect(error.attempts == 3)
            #expect(error.userMessage == "Check your connection and try again.")
            #expect(try await server.requests().count("GET", "/api/v1/history") == 3)
        }
    }

    @Test("A timeout longer than any clock is still a deadline, not a crash, on the built-in and the URLSession path",
          arguments: [true, false])
    func endlessTimeout(builtIn: Bool) async throws {
        try await withContractServer { server in
            let transport = URLSessionTransport(
                configuration: nil, maximumResponseBytes: URLSessionTransport.defaultMaximumResponseBytes,
                redirects: .standard, builtInHTTP: builtIn)
            let request = HTTPRequest(method: .get, url: server.baseURL.appendingPathComponent("rounds/r1"), timeout: .seconds(Int64.max))
            let response = try await transport.send(request)
            #expect(response.status == 200)
        }
    }

    @Test("A server that cannot be reached is offline, not retried")
    func unreachable() async throws {
        try await withContractServer { server in
            let client = APIClient<SessionsAPI>(baseURL: server.unreachableURL, retryPolicy: .fastForTests)
            let error = try await failure { try await client.send(GetRound(roundID: "r1")) }

            #expect(error.transportFailure == .offline)
            #expect(error.attempts == 1)
            #expect(error.userMessage == "Check your connection and try again.")
        }
    }
}
