import ConsumerModels
import Foundation
import Testing

/// Schemas named by relative identifiers that refer to each other as if identifiers had no base
/// (`"$id": "star$created"` referring to `"common/webhook-user.schema.json"`, as GitHub's webhook
/// schemas do): the plugin resolves them, and the generated validators find them at run time.
@Suite("Consumer package: schemas named by relative identifiers")
struct RelativeIdentifierTests {
    @Test func referencesBetweenRelativeIdentifiersResolve() throws {
        let text = #"{"action": "created", "sender": {"login": "octocat", "id": 1}, "starred_at": null}"#
        let event = try Created.decode(validating: Array(text.utf8))
        #expect(event.sender.login == "octocat")
        #expect(event.sender.id == 1)
        // validate() compiles the schema with its reference through the runtime registry.
        #expect(event.validate().isValid)
        #expect(JSONValueEquivalence.same(event.jsonValue, try JSONValue(parsing: text)))
    }

    @Test func theReferencedSchemaIsEnforced() throws {
        // id must be at least 1: checked through the reference, by the fast path and by validate().
        let text = #"{"action": "created", "sender": {"login": "octocat", "id": 0}}"#
        #expect(throws: ContractDecodingError.self) { try Created.decode(validating: Array(text.utf8)) }
        let decoded = try JSONDecoder().decode(Created.self, from: Data(text.utf8))
        #expect(!decoded.validate().isValid)
    }
}
