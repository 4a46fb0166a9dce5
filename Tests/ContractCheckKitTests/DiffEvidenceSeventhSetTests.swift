import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on SchemaStore's seventh set of 220 pairs (`.ci/diff-history` with SKIP 1320), which nothing had been
/// tuned on: items found there without evidence.
@Suite("diff: evidence on SchemaStore's seventh set")
struct DiffEvidenceSeventhSetTests {
    typealias History = DiffEvidenceHistoryTests

    @Test("dependabot-2.0 a1b980f27: time zones removed from an enum the old version read from base.json: each shown")
    func enumReadThroughReference() throws {
        // The old `timezone` is `{$id: timezone, $ref: base.json#/definitions/timezone}` (583 zones); the new one that enum
        // inline (with the same `$id`, which base.json beside it declares too) less 11 zones, reported once per use. Before, none of the 22 items
        // (request) had evidence: the removed values were looked for in the old site's own `enum`, which it has none of.
        let (old, new, status, changes) = try History.run("a1b980f27", "dependabot-2.0", role: "request")
        let removed = changes.filter { $0["kind"] == "enum-value-removed" && $0["breaks"] == true }
        #expect(removed.count == 22, "\(changes.map { $0["summary"] ?? .null })")
        for change in removed {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            // The summary names the value (`enum value "UTC" removed`); the evidence holds it.
            let value = try #require(change["summary"]?.stringValue?.dropFirst("enum value ".count).dropLast(" removed".count))
            #expect(evidence.contains(value), "\(evidence)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        #expect(status == 1)
    }
}
