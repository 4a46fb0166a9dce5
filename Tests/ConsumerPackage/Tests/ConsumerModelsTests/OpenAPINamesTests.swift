import ConsumerClient
import ConsumerModels
import Foundation
import Testing

/// What a real OpenAPI document's names and unions give a user: code that compiles and decodes what the
/// document allows.
@Suite("OpenAPI names and shared tags")
struct OpenAPINamesTests {
    @Test("a schema named Response is the endpoint's Response, under a name that cannot hide it")
    func responseNamedLikeTheEndpointAlias() throws {
        #expect(GetResponse.Response.self == Response_.self)
        #expect(GetResponse.ErrorBody.self == ErrorBody_.self)
        #expect(AddItem.Response.self == [Item_].self)
        let value = try Response_.decode(validating: Array(#"{"id": "r1", "api": "v1", "score": 0.5, "note": null}"#.utf8))
        #expect(value.id == "r1" && value.api == "v1")
        // 3.0's `exclusiveMinimum: true` read as 3.1's `exclusiveMinimum: 0`: 0 itself is refused, nothing traps.
        #expect(throws: ContractDecodingError.self) { _ = try Response_.decode(validating: Array(#"{"id": "r1", "score": 0}"#.utf8)) }
    }

    @Test("two alternatives sharing a discriminator value each decode; the third by its own value")
    func sharedDiscriminatorValue() throws {
        guard case .outputMessage(let output) = try roundTrip(Conversation.self, #"{"type": "message", "id": "msg_1"}"#) else {
            Issue.record("not an output message")
            return
        }
        #expect(output.id == "msg_1")
        guard case .inputMessage = try roundTrip(Conversation.self, #"{"type": "message", "role": "user"}"#) else {
            Issue.record("not an input message")
            return
        }
        guard case .functionCall(let call) = try roundTrip(Conversation.self, #"{"type": "function_call", "name": "f"}"#) else {
            Issue.record("not a function call")
            return
        }
        #expect(call.name == "f")
        #expect(throws: ContractDecodingError.self) { _ = try Conversation.decode(validating: Array(#"{"type": "message"}"#.utf8)) }
    }
}

/// An operation whose successful statuses have different bodies: a typed value per status, chosen by
/// the status the server sent, validated against that status's schema.
@Suite("Responses whose 2xx bodies differ")
struct StatusResponseTests {
    /// Answers every request with one canned response (the transport is not what is tested here).
    struct Canned: Transport {
        var response: HTTPResponse
        func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse { response }
    }

    static func send(_ status: Int, _ body: String, validation: ValidationMode = .off) async throws -> PutJob.Response {
        let canned = HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
        let client = APIClient<NamesAPI>(
            baseURL: URL(string: "https://names.test")!, transport: Canned(response: canned), validation: validation)
        return try await client.send(PutJob())
    }

    @Test("each documented status decodes into its own case, a body-less one keeps its bytes")
    func eachStatusItsCase() async throws {
        guard case .ok(let replaced) = try await Self.send(200, #"{"name": "old"}"#) else {
            Issue.record("200 is not .ok")
            return
        }
        #expect(replaced.name == "old")
        guard case .created(let receipt) = try await Self.send(201, #"{"receipt": 7}"#) else {
            Issue.record("201 is not .created")
            return
        }
        #expect(receipt.receipt == 7)
        guard case .accepted(let raw) = try await Self.send(202, "") else {
            Issue.record("202 is not .accepted")
            return
        }
        #expect(raw.bytes.isEmpty)
        guard case .undocumented(let status, let body) = try await Self.send(203, "queued") else {
            Issue.record("203 is not .undocumented")
            return
        }
        #expect(status == 203 && body.text == "queued")
    }

    @Test("strict validation uses the schema of the status that came")
    func validationFollowsTheStatus() async throws {
        // A valid 200 body (an Item) is not a valid 201 body (a receipt of at least 1).
        await #expect(throws: ClientError.self) {
            _ = try await Self.send(201, #"{"receipt": 0}"#, validation: .strict(NamesAPI.payloadValidator))
        }
        guard case .created = try await Self.send(201, #"{"receipt": 1}"#, validation: .strict(NamesAPI.payloadValidator)) else {
            Issue.record("a valid 201 body is not .created")
            return
        }
        #expect(PutJob.Response.responseSchema(forStatus: 202) == nil)
        #expect(PutJob.Response.responseSchema(forStatus: 201) != nil)
    }
}
