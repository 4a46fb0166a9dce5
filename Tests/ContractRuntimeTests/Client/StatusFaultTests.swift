import ContractRuntime
import Contracts
import Foundation
import Testing

/// Non-2xx answers: the seed's messages, what is retried, and how often requests are sent.
@Suite("HTTP status faults")
struct StatusFaultTests {
    @Test("403 on the session list: the seed's text, no retry")
    func forbidden() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            let error = try await failure { try await client.send(ListSessions(groupID: "forbidden")) }

            #expect(error.status == 403)
            #expect(error.userMessage == "You don't have access to this household's history.")
            #expect(error.attempts == 1)
            #expect(error.response?.bodyText.contains("not a member of this household") == true)
            #expect(try await server.requests().count("GET", "/groups/forbidden/sessions") == 1)
        }
    }

    @Test("404 on the session list: the seed's text, no retry")
    func householdNotFound() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            let error = try await failure { try await client.send(ListSessions(groupID: "missing")) }

            #expect(error.status == 404)
            #expect(error.userMessage == "This household wasn't found.")
            #expect(try await server.requests().count("GET", "/groups/missing/sessions") == 1)
        }
    }

    @Test("404 on a round: the standard text, since only the session list says household")
    func roundNotFound() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            let error = try await failure { try await client.send(GetRound(roundID: "missing")) }

            #expect(error.status == 404)
            #expect(error.userMessage == "This couldn't be found. It may have been deleted.")
            #expect(error.endpoint == "sessions.getRound")
        }
    }

    @Test("500 on a GET: retried up to the attempt limit, then the seed's server text")
    func serverErrorRetried() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server, fault: "status=500")
            let error = try await failure { try await client.send(ListSessions(groupID: "family")) }

            #expect(error.status == 500)
            #expect(error.userMessage == "Something went wrong on our end. Try again in a moment.")
            #expect(error.attempts == 3)
            #expect(try await server.requests().count("GET", "/groups/family/sessions") == 3)
        }
    }

    @Test("500 once, then success: the call succeeds on the second attempt")
    func serverErrorRecovers() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server, fault: "status=500;times=1")
            let round = try await client.send(GetRoundRatings(roundID: "r1"))

            #expect(round.roundId == "r1")
            #expect(try await server.requests().count("GET", "/rounds/r1/ratings") == 2)
        }
    }

    @Test("500 on a POST without an idempotency key: sent once, never again")
    func postIsNotRetried() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "status=500")
            let rerun = RerunJob(RerunRequest(imageKey: "k", effectId: "e"))
            let error = try await failure { try await client.send(rerun) }

            #expect(error.status == 500)
            #expect(error.attempts == 1)
            #expect(error.userMessage == "Something went wrong on our end. Try again in a moment.")
            #expect(try await server.requests().count("POST", "/api/v1/jobs") == 1)
        }
    }

    @Test("A POST with an idempotency key is retried, with the same key, and creates one job")
    func postWithIdempotencyKeyIsRetried() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "status=503;times=1")
            let rerun = RerunJob(RerunRequest(imageKey: "k", effectId: "e"), idempotencyKey: "rerun-42")
            let answer = try await client.send(rerun)

            #expect(answer.status == "queued")
            let entries = try await server.requests().entries("POST", "/api/v1/jobs")
            #expect(entries.count == 2)
            #expect(entries.map { $0.headers["Idempotency-Key"] } == ["rerun-42", "rerun-42"])
        }
    }

    @Test("429 with Retry-After: waits as asked, then succeeds")
    func tooManyRequestsHonoursRetryAfter() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "status=429;retry-after=1;times=1")
            let page = try await client.send(ListHistory(limit: 5))

            #expect(page.items.count == 5)
            #expect(try await server.requests().count("GET", "/api/v1/history") == 2)
        }
    }

    @Test("429 asking for longer than the policy allows: no retry, the 429 text")
    func tooManyRequestsTooLong() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "status=429;retry-after=120")
            let error = try await failure { try await client.send(ListHistory()) }

            #expect(error.status == 429)
            #expect(error.response?.retryAfter() == .seconds(120))
            #expect(error.userMessage == "Too many requests right now. Try again in a moment.")
            #expect(try await server.requests().count("GET", "/api/v1/history") == 1)
        }
    }

    @Test("409 on a DELETE: not retried, the conflict text")
    func conflict() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "status=409")
            let error = try await failure { try await client.send(DeleteHistoryItem(jobID: "job_001")) }

            #expect(error.status == 409)
            #expect(error.userMessage == "This was changed in the meantime. Refresh and try again.")
            #expect(try await server.requests().count("DELETE", "/api/v1/history/job_001") == 1)
        }
    }

    @Test("A DELETE is idempotent: retried after a 502")
    func deleteIsRetried() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "status=502;times=2")
            let answer = try await client.send(DeleteHistoryItem(jobID: "job_001"))

            #expect(answer.success)
            #expect(try await server.requests().count("DELETE", "/api/v1/history/job_001") == 3)
        }
    }
}
