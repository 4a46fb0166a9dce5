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
