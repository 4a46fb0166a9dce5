import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on schema histories outside SchemaStore (see `SchemaStore/SOURCE.md`, "Other repositories'
/// histories"): compose-spec's extension members (`patternProperties: {"^x-": {}}` beside `additionalProperties: false`).
@Suite("diff: evidence on other repositories' schema histories")
struct DiffOtherHistoryTests {
    typealias History = DiffEvidenceHistoryTests

    /// The breaking items of a pair whose summary starts with `summary`.
    static func breaking(_ changes: [JSONValue], _ summary: String) -> [JSONValue] {
        changes.filter { $0["breaks"] == true && $0["summary"]?.stringValue?.hasPrefix(summary) == true }
    }

    @Test("compose-spec 4e4673184: x- members no longer taken by the closed ipam break requests, shown by a document holding one")
    func patternRemovedFromClosedObject() throws {
        let (old, new, _, changes) = try History.run("compose-spec-4e4673184", "compose-spec", role: "request")
        // Before: reported as a loosening breaking no request, while the oracle found a document the new version rejects
        // ("diff safe, oracle breaks").
        #expect(!changes.contains { $0["kind"] == "sampled-break" }, "\(changes)")
        let removed = Self.breaking(changes, "patternProperties /^x-/ removed")
        #expect(removed.count == 1)
        for change in removed {
            #expect(change["instancePath"] == "#/definitions/network/ipam/{^x-}")
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        // The same pattern dropped from `ipam/config` items, opened at once, takes nothing away.
        let (_, _, _, responses) = try History.run("compose-spec-4e4673184", "compose-spec", role: "response")
        #expect(Self.breaking(responses, "patternProperties").isEmpty, "\(responses)")
    }

    @Test("an object closed beside patternProperties for x- members: shown by a member without the prefix")
    func closedBesideExtensionPattern() throws {
        // compose-spec 6336cc86f's `develop`: an open object became closed with `patternProperties: {"^x-": {}}`, so the
        // unknown member the oracle tried first (`x-unknown-member`) is still taken; before, the item had no evidence.
        let scratch = try Scratch()
        let head = #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"develop": "#
        let old = try scratch.write("old.json", head + #"{"type": "object", "properties": {"watch": {"type": "array"}}}}}"#)
        let new = try scratch.write(
            "new.json",
            head + #"{"type": "object", "properties": {"watch": {"type": "array"}}, "additionalProperties": false, "#
                + #""patternProperties": {"^x-": {}}}}}"#)
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let closed = changes.filter { $0["kind"] == "additional-properties-closed" }
        #expect(closed.count == 1)
        for change in closed {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        #expect(result.status == 1)
    }

    @Test("compose-spec 321141841: x- members newly taken by closed depends_on entries break responses only")
    func patternAddedToClosedObject() throws {
        let (old, new, requestStatus, requests) = try History.run("compose-spec-321141841", "compose-spec", role: "request")
        // Before: "constraint-tightened patternProperties /^x-/ added", a request break no document could show.
        #expect(Self.breaking(requests, "patternProperties").isEmpty, "\(requests)")
        #expect(requestStatus == 0)
        let (_, _, _, responses) = try History.run("compose-spec-321141841", "compose-spec", role: "response")
        let added = Self.breaking(responses, "patternProperties /^x-/ added")
        #expect(added.count == 1)
        for change in added {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains("\"x-"), "\(evidence)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }
}
