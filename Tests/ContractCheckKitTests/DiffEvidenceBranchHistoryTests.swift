import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on SchemaStore's seventh and older sets (session 55): tagged steps, `oneOf` branches added beside open
/// ones, and a closed holder that took nothing, each item shown by a document `validate` confirms.
@Suite("diff: evidence for tagged objects and oneOf branches on SchemaStore history")
struct DiffEvidenceBranchHistoryTests {
    typealias History = DiffEvidenceHistoryTests

    /// Every breaking item of `changes`, each with evidence that `validate` confirms in `role`; their summaries.
    static func confirmed(_ changes: [JSONValue], old: String, new: String, role: String) throws -> [String] {
        let breaking = changes.filter { $0["breaks"] == true }
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: role == "request"), "\(change)")
        }
        return breaking.map { $0["summary"]?.stringValue ?? "" }
    }

    @Test("jfrog-pipelines f699ee0e7: a pipeline needs a step, whose 28 type tags each pick a then: members shown in a valid one")
    func membersInsideAPipelineOfTaggedSteps() throws {
        // Reduced to two step types. A step is `{properties: {type: {enum}}, allOf: [{if: {properties: {type: {enum: [X]}}},
        // then: {$ref: X}}…]}`: the smallest sampled step, `{}`, met every `if` and failed every `then`, so no sampled pipeline
        // was valid. Before: none of the 2 request and 4 of the 7 response items had evidence.
        for (role, count) in [("request", 2), ("response", 7)] {
            let (old, new, status, changes) = try History.run("f699ee0e7", "jfrog-pipelines", role: role)
            #expect(status == 1)
            let summaries = try Self.confirmed(changes, old: old, new: new, role: role)
            #expect(summaries.count == count, "\(role): \(summaries)")
            if role == "response" { #expect(summaries.contains(#"property "preRun" added (optional)"#), "\(summaries)") }
        }
    }

    @Test("metricshub-connector 93569d955: oneOf sources added whose type is not required: shown beside an ipmi source")
    func oneOfBranchesAddedBesideAnOpenBranch() throws {
        // The `eventLog` and `file` sources declare every member the `ipmi` one does; none requires its `type`. A source with the
        // other sources' `query`, `oid`… mistyped is an `ipmi` source alone for the old `oneOf`, and three sources for the new.
        // Before: both request items unconfirmed.
        let (old, new, status, changes) = try History.run("93569d955", "metricshub-connector", role: "request")
        #expect(status == 1)
        let summaries = try Self.confirmed(changes, old: old, new: new, role: "request")
        #expect(summaries == ["oneOf branch #15 added", "oneOf branch #16 added"], "\(summaries)")
    }

    @Test("starlake 5ecc363c4: a REST API extraction added to a oneOf: shown beside an OpenAPI one, and with a JDBC member mistyped")
    func oneOfBranchAddedBesideAnotherBranch() throws {
        // Reduced to `extract`. Old: `oneOf: [JDBC (not openAPI), OpenAPI (requires openAPI)]`; new: a third branch requiring
        // `restAPI`, each an `allOf` of a base and its own members. An extraction with both `openAPI` and `restAPI` is one
        // branch's for the old union and two for the new (requests); one with `restAPI` and `jdbcSchemas` no array is the new
        // branch's alone (responses). Before: the item was unconfirmed in both roles.
        for role in ["request", "response"] {
            let (old, new, status, changes) = try History.run("5ecc363c4", "starlake", role: role)
            #expect(status == 1)
            let summaries = try Self.confirmed(changes, old: old, new: new, role: role)
            #expect(summaries.contains(##"oneOf branch $ref "#/definitions/RestAPIsV1" added"##), "\(role): \(summaries)")
        }
    }
}
