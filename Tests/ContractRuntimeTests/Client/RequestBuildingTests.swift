import ContractRuntime
import Contracts
import Foundation
import Testing

/// How endpoints become HTTP requests: URLs, encoding, headers, and requests that cannot be built.
@Suite("Building requests")
struct RequestBuildingTests {
    let sessions = APIClient<SessionsAPI>(baseURL: URL(string: "https://movienight.example.com")!)

    @Test("The path template is filled and the query keeps its order, leaving out nil values")
    func pathAndQuery() throws {
        let first = try sessions.request(for: ListSessions(groupID: "family"))
        let next = try sessions.request(for: ListSessions(groupID: "family", cursor: "cur_20"))

        #expect(first.method == .get)
        #expect(first.url.absoluteString == "https://movienight.example.com/groups/family/sessions?limit=20")
        #expect(next.url.absoluteString == "https://movienight.example.com/groups/family/sessions?limit=20&cursor=cur_20")
        #expect(first.headers["accept"] == "application/json")
        #expect(first.body == nil)
        #expect(first.timeout == .seconds(30))
    }

    @Test("Path parameters and query values are percent-encoded, a slash included")
    func percentEncoding() throws {
        let round = try sessions.request(for: GetRound(roundID: "a b/c?d#é"))
        let page = try sessions.request(for: ListSessions(groupID: "g", cursor: "x=1&y=2+3"))

        #expect(round.url.absoluteString == "https://movienight.example.com/rounds/a%20b%2Fc%3Fd%23%C3%A9")
        #expect(page.url.absoluteString.hasSuffix("cursor=x%3D1%26y%3D2%2B3"))
    }

    @Test("A base URL path prefix is kept, with or without a trailing slash")
    func baseURLPrefix() throws {
        for base in ["https://api.example.com/v2", "https://api.example.com/v2/"] {
            let client = APIClient<EpisodesAPI>(baseURL: URL(string: base)!)
            let request = try client.request(for: GetSeasonDetails(seriesID: 1399, seasonNumber: 0))
            #expect(request.url.absoluteString == "https://api.example.com/v2/3/tv/1399/season/0?language=en")
        }
    }

    @Test("A JSON body gets its Content-Type; an idempotency key its header")
    func bodyAndIdempotencyKey() throws {
        let client = APIClient<HistoryAPI>(baseURL: URL(string: "https://edit.example.com")!, timeout: .seconds(7))
        let request = try client.request(for: RerunJob(
            RerunRequest(imageKey: "uuid-original-key", effectId: "effect_face_001", parameters: JSONObject([.init(key: "upscale", value: 2)])),
            idempotencyKey: "k-1"
        ))

        #expect(request.method == .post)
        #expect(request.url.absoluteString == "https://edit.example.com/api/v1/jobs")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.headers["Idempotency-Key"] == "k-1")
        #expect(request.timeout == .seconds(7))
        let body = String(decoding: try #require(request.body), as: UTF8.self)
        #expect(body == #"{"effectId":"effect_face_001","imageKey":"uuid-original-key","parameters":{"upscale":2}}"#)
    }

    @Test("An empty path parameter is an invalid request, and nothing is sent")
    func emptyPathParameter() async throws {
        let transport = ScriptedTransport(json: "{}")
        let client = APIClient<SessionsAPI>(baseURL: URL(string: "https://movienight.example.com")!, transport: transport)
        let error = try await failure { try await client.send(GetRound(roundID: "")) }

        guard case .invalidRequest(let message) = error.reason else {
            Issue.record("expected an invalid request, got \(error)")
            return
        }
        #expect(message == #"path parameter "round_id" is empty"#)
        #expect(error.attempts == 0)
        #expect(error.userMessage == "Something went wrong. Try again.")
        #expect(transport.requests.isEmpty)
    }

    @Test("A missing path parameter and an unencodable body are invalid requests")
    func unbuildableRequests() throws {
        struct Unlisted: Endpoint {
            typealias API = SessionsAPI
            typealias Response = RoundDetail
            static let definition = EndpointDefinition(name: "unlisted", method: .get, path: "/rounds/{round_id}")
            func requestParts() -> RequestParts { RequestParts(path: ["roundID": "r1"]) }
        }
        struct NotANumber: Endpoint {
            typealias API = SessionsAPI
            typealias Response = RoundDetail
            static let definition = EndpointDefinition(name: "notANumber", method: .put, path: "/rounds/r1")
            func requestParts() throws -> RequestParts { RequestParts(body: try .json(["score": Double.nan])) }
        }

        #expect {
            try sessions.request(for: Unlisted())
        } throws: { error in
            guard let error = error as? ClientError, case .invalidRequest(let message) = error.reason else { return false }
            return message.contains(#"missing path parameter "round_id""#)
        }
        #expect {
            try sessions.request(for: NotANumber())
        } throws: { error in
            guard let error = error as? ClientError, case .invalidRequest = error.reason else { return false }
            return error.endpoint == "sessions.notANumber"
        }
    }

    @Test("Header fields compare names case-insensitively and keep their order")
    func headers() {
        var headers: HTTPHeaders = ["Accept": "application/json", "X-Trace": "1"]
        headers.add("x-trace", "2")
        #expect(headers.values(for: "X-TRACE") == ["1", "2"])
        headers["x-Trace"] = "3"
        #expect(headers.values(for: "X-Trace") == ["3"])
        #expect(headers.map(\.name) == ["Accept", "X-Trace"])
        headers["ACCEPT"] = nil
        #expect(!headers.contains("Accept"))
        #expect(headers.count == 1)
    }

    @Test("Only idempotent methods are idempotent by default")
    func idempotentMethods() {
        #expect(HTTPMethod.get.isIdempotent && HTTPMethod.put.isIdempotent && HTTPMethod.delete.isIdempotent)
        #expect(!HTTPMethod.post.isIdempotent && !HTTPMethod.patch.isIdempotent)
        #expect(HTTPMethod(rawValue: "get") == .get)
        #expect(ListSessions.definition.isIdempotent)
        #expect(!RerunJob.definition.isIdempotent)
    }
}
