import ContractJSON
import Testing

@testable import ContractCheckKit

/// A schema within one branch of the new `anyOf` (``SchemaNormalForm/contains(_:_:)``): requests kept, responses widened.
extension DiffNormalFormTests {
    @Test("an object's members and oneOf split into two anyOf branches keeps every request (dofigen 8040e5857); a real change still one")
    func partsBecameBranches() throws {
        // The old object meets both new branches: the `oneOf` one, and the members one (`minimum: 0.0` is `minimum: 0`).
        let union = #""oneOf": [{"required": ["a"]}, {"required": ["b"]}]"#
        let split = Rule(
            name: "split",
            old: #"{"type": "object", "properties": {"p": {"type": "integer", "minimum": 0}}, \#(union)}"#,
            new: #"{"anyOf": [{\#(union)}, {"type": "object", "#
                + #""properties": {"p": {"type": "integer", "minimum": 0.0}, "q": {"type": "string"}}}]}"#)
        let (status, changes, _, _, _) = try Self.run(split, role: "request", oldB: Self.bounded, newB: Self.bounded)
        #expect(!changes.contains { $0["breaks"] == true }, "\(changes)")
        #expect(status == 0)
        // Responses: the members branch takes an object with neither `a` nor `b`, which old models reject; shown.
        let response = try Self.run(split, role: "response", oldB: Self.bounded, newB: Self.bounded)
        let widened = response.changes.filter { $0["breaks"] == true }
        #expect(!widened.isEmpty && widened.allSatisfy { $0["unconfirmed"] == false }, "\(widened)")
        // Beside it, `b` tightened is still a request break, with evidence.
        let tighter = #"{"type": "string", "maxLength": 5}"#
        let beside = try Self.run(split, role: "request", oldB: Self.bounded, newB: tighter)
        let breaking = beside.changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 1 && breaking.first?["instancePath"] == "/b" && breaking.first?["unconfirmed"] == false, "\(breaking)")
        // A branch whose `additionalProperties` reads the members the old object declares beside it does not hold it.
        let closed = Rule(
            name: "closed branch",
            old: #"{"type": "object", "properties": {"p": {"type": "string"}}, "additionalProperties": false, "required": ["p"]}"#,
            new: #"{"anyOf": [{"type": "object", "additionalProperties": false, "required": ["p"]}, {"type": "null"}]}"#)
        let (closedStatus, closedChanges, _, _, _) = try Self.run(closed, role: "request", oldB: Self.bounded, newB: Self.bounded)
        let closedBreaks = closedChanges.filter { $0["breaks"] == true && $0["instancePath"]?.stringValue?.hasPrefix("/n") == true }
        #expect(!closedBreaks.isEmpty, "\(closedChanges)")
        #expect(closedStatus != 0)
    }

}
