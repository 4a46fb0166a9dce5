import ContractRuntime
import Contracts
import Foundation
import Testing

/// What endpoints generated from OpenAPI documents add to the client, against the real loopback
/// server: raw response bodies, header parameters, repeated query items and API keys.
@Suite("OpenAPI client parts")
struct OpenAPIClientPartsTests {
    /// `DELETE /api/v1/history/{jobId}` taken as raw bytes, with a header parameter, as a generated
    /// endpoint without a response schema is.
    struct DeleteRaw: Endpoint, Hashable {
        typealias API = HistoryAPI
        typealias Response = RawBody
        static let definition = EndpointDefinition(name: "deleteRaw", method: .delete, path: "/api/v1/history/{jobId}")
        var jobID: String
        var requestID: String?
        var tags: [String] = []

        func requestParts() -> RequestParts {
            var parts = RequestParts(path: ["jobId": jobID])
            parts.query += tags.map { QueryItem(name: "tag", value: $0) }
            parts.headers["X-Request-ID"] = requestID
            return parts
        }
    }

    @Test("A response without a schema arrives as its bytes and Content-Type, not parsed as JSON")
    func rawBody() async throws {
        try await withContractServer { server in
            let client = APIClient<HistoryAPI>(baseURL: server.baseURL, retryPolicy: .fastForTests, timeout: .seconds(5))
            let body = try await client.send(DeleteRaw(jobID: "job_1", requestID: "r-42", tags: ["a", "b c"]))

            #expect(body.contentType?.hasPrefix("application/json") == true)
            #expect(body.text?.contains("\"success\"") == true, "\(body.text ?? "")")
            let received = try await server.requests().entries("DELETE", "/api/v1/history/job_1")
            try #require(received.count == 1)
            #expect(received[0].headers["X-Request-Id"] == "r-42")
            #expect(received[0].query == "tag=a&tag=b%20c")
        }
    }

    @Test("A raw body that is not JSON is not an error")
    func rawBodyThatIsNotJSON() async throws {
        try await withContractServer { server in
            let client = APIClient<HistoryAPI>(
                baseURL: server.baseURL, middlewares: [FaultHeader("malformed")], retryPolicy: .fastForTests, timeout: .seconds(5))
            let body = try await client.send(DeleteRaw(jobID: "job_2"))
            #expect(!body.bytes.isEmpty)
        }
    }

    @Test("An API key goes in its header or query item to the base URL, and not across a redirect to another origin")
    func apiKey() async throws {
        try await withContractServer { first in
            try await withContractServer { second in
                let header = APIClient<SessionsAPI>(
                    baseURL: first.baseURL, middlewares: [APIKeyMiddleware(name: "X-API-Key", in: .header, key: "key-1")],
                    retryPolicy: .fastForTests, timeout: .seconds(5))
                _ = try await header.send(GetRound(roundID: "r1"))
                let query = APIClient<SessionsAPI>(
                    baseURL: first.baseURL, middlewares: [APIKeyMiddleware(name: "api key", in: .query, key: { "k&1" })],
                    retryPolicy: .fastForTests, timeout: .seconds(5))
                _ = try await query.send(GetRound(roundID: "r2"))

                #expect(try await first.requests().entries("GET", "/rounds/r1").first?.headers["X-Api-Key"] == "key-1")
                #expect(try await first.requests().entries("GET", "/rounds/r2").first?.query == "api%20key=k%261")

                let target = second.baseURL.appendingPathComponent("rounds/r3").absoluteString
                let redirected = APIClient<SessionsAPI>(
                    baseURL: first.baseURL,
                    middlewares: [APIKeyMiddleware(name: "X-API-Key", in: .header, key: "key-1"), FaultHeader("redirect=307@\(target)")],
                    retryPolicy: .fastForTests, timeout: .seconds(5))
                _ = try await redirected.send(GetRound(roundID: "r1"))
                let received = try await second.requests().entries("GET", "/rounds/r3")
                try #require(received.count == 1)
                #expect(received[0].headers["X-Api-Key"] == nil)
            }
        }
    }
}
