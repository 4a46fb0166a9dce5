import ContractRuntime
import Contracts
import Foundation
import Testing

/// Path parameters stay in their own segment whatever their value: no dot segment, no `/`.
@Suite("Path parameters against path injection")
struct PathInjectionTests {
    @Test("A dot-segment value reaches the server as data in its segment, not as a move up the path",
          arguments: [("..", "%2E%2E"), (".", "%2E"), ("...", "%2E%2E%2E"), ("%2e%2E", "%252e%252E"),
                      ("../..", "..%2F.."), ("a/../b", "a%2F..%2Fb")])
    func dotSegments(value: String, sent: String) async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            // The server answers any round id but "missing": the value arrived as the id.
            _ = try await client.send(GetRound(roundID: value))
            let log = try await server.requests()
            #expect(log.count("GET", "/rounds/\(sent)") == 1)
            #expect(log.total == 1)
        }
    }

    @Test("DELETE /api/v1/history/{jobId} with \"..\" deletes the job named \"..\", not /api/v1/")
    func deleteDotDot() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server)
            let answer = try await client.send(DeleteHistoryItem(jobID: ".."))

            #expect(answer.deletedItemId == "..")
            #expect(try await server.requests().count("DELETE", "/api/v1/history/%2E%2E") == 1)
        }
    }

    @Test("An empty path parameter is refused before sending")
    func empty() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server)
            let error = try await failure { try await client.send(DeleteHistoryItem(jobID: "")) }
            guard case .invalidRequest = error.reason else {
                Issue.record("expected an invalid request, got \(error)")
                return
            }
            #expect(try await server.requests().total == 0)
        }
    }
}
