import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6: breaking items judged false in session 51 (a compatible change a pre-commit hook would block), on the
/// real SchemaStore pairs kept with their provenance in `SchemaStore/SOURCE.md`. Each false item is gone, and what really
/// changed beside it is still reported and shown by a document.
@Suite("diff: SchemaStore items judged false, no longer reported")
struct DiffFalseItemsHistoryTests {
    typealias History = DiffEvidenceHistoryTests

    @Test("claude-code-settings d3cbd0bf4: env's one pattern, closed, as propertyNames beside additionalProperties: no break")
    func patternAsPropertyNames() throws {
        // Before: request "pattern added" at `/env/(property names)`; response "patternProperties removed" and
        // "additionalProperties no longer false" at `/env`; all three unconfirmed.
        let request = try History.run("d3cbd0bf4", "claude-code-settings", role: "request", evidenceBudget: 100)
        let env = request.changes.filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/env") && $0["breaks"] == true }
        #expect(!env.contains { $0["kind"] != "enum-added" }, "\(env)")
        // The enums given to variables the pattern took with any string are real, each shown.
        #expect(!env.isEmpty)
        for change in env.prefix(3) {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(try History.validateBreaks(evidence, old: request.old, new: request.new, requests: true), "\(evidence)")
        }
        let response = try History.run("d3cbd0bf4", "claude-code-settings", role: "response", evidenceBudget: 100)
        let breaking = response.changes.filter { $0["breaks"] == true }
        #expect(!breaking.contains { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/env") }, "\(breaking)")
        #expect(breaking.count == 4 && breaking.allSatisfy { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/hooks/") })
    }

    @Test("buf.lock a4e1783a1: deps moved into an else alike and a looser then: no request break; responses still widened")
    func conditionalEveryOldPayloadMeets() throws {
        // Before: "if/then/else added", 3 request items unconfirmed. A v1 lock's `deps` under the old closed items meets the
        // looser `then`; any other version's meets the `else`, which is the old `deps`.
        let request = try History.run("a4e1783a1", "buf.lock", role: "request")
        #expect(!request.changes.contains { $0["breaks"] == true }, "\(request.changes)")
        #expect(request.status == 0)
        // v1 `deps` items may now lack `name`, which old models require: shown.
        let (old, new, status, changes) = try History.run("a4e1783a1", "buf.lock", role: "response")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.map { $0["kind"]?.stringValue ?? "" } == ["property-removed"], "\(breaking)")
        for change in breaking {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("specmatic c5b8ed7cc: members moved into an else alike, a then for version 3: the conditional and 16 removals are no break")
    func membersMovedIntoConditionalBranches() throws {
        // Before: request "if/then/else added" ×3 unconfirmed; response "property … removed" ×17 and "if/then/else added" ×3.
        let request = try History.run("c5b8ed7cc", "specmatic", role: "request", evidenceBudget: 200)
        let conditional = request.changes.filter { $0["kind"] == "constraint-changed" && $0["instancePath"] == "" }
        #expect(conditional.count == 3 && conditional.allSatisfy { $0["breaks"] == false }, "\(conditional)")
        // What changed inside the contracts' definitions still breaks, and is shown.
        #expect(request.status == 1)
        let response = try History.run("c5b8ed7cc", "specmatic", role: "response", evidenceBudget: 200)
        let removed = response.changes.filter { $0["kind"] == "property-removed" && $0["instancePath"] != "/contracts" }
        #expect(removed.count >= 16 && removed.allSatisfy { $0["breaks"] == false }, "\(removed)")
        #expect(!response.changes.contains { $0["kind"] == "constraint-changed" && $0["breaks"] == true })
        // A version-3 configuration is new: the opened root is shown by one.
        let opened = try #require(response.changes.first { $0["kind"] == "additional-properties-opened" && $0["breaks"] == true })
        let evidence = try #require(History.wholeEvidence(opened), "\(opened)")
        #expect(try History.validateBreaks(evidence, old: response.old, new: response.new, requests: false), "\(evidence)")
    }

    @Test("drone 67717760c: concurrency declared in the open kind_pipeline, which closed pipelines beside it limited alike: no break")
    func memberTheSiblingUnionLimited() throws {
        // Before: "property concurrency added (optional)" at `/concurrency` and where `kind_pipeline` is used, both request
        // items unconfirmed. `kind_pipeline` is only ever an `allOf` member beside a `oneOf` of closed pipelines: the docker one
        // declared `concurrency` as the same `$ref`, the others rejected it.
        let request = try History.run("67717760c", "drone", role: "request", evidenceBudget: 200)
        #expect(!request.changes.contains { $0["breaks"] == true }, "\(request.changes.filter { $0["breaks"] == true })")
        #expect(request.status == 0)
        // The pipelines that now take `concurrency` were closed without it: those response items stay.
        let response = try History.run("67717760c", "drone", role: "response", evidenceBudget: 0)
        let added = response.changes.filter { $0["kind"] == "property-added" && $0["breaks"] == true }
        #expect(added.count == 4, "\(added)")
    }

    @Test("bamboo-spec 3fea23353: task items, an anyOf of $refs, now a $ref to an anyOf with one branch more: none removed")
    func unionThroughAReference() throws {
        // Before: request "anyOf branch … removed" ×2 (`script`, `task`), response "… added" ×3, all unconfirmed.
        let request = try History.run("3fea23353", "bamboo-spec", role: "request", evidenceBudget: 200)
        #expect(!request.changes.contains { $0["kind"] == "branch-removed" && $0["breaks"] == true }, "\(request.changes)")
        let response = try History.run("3fea23353", "bamboo-spec", role: "response", evidenceBudget: 200)
        let added = response.changes.filter { $0["kind"] == "branch-added" && $0["instancePath"] == "#/definitions/job/tasks/*" }
        #expect(added.map { $0["summary"]?.stringValue ?? "" } == [#"anyOf branch type "object" added"#], "\(added)")
    }
}
