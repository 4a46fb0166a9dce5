import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on SchemaStore's ninth set of 220 pairs (`.ci/diff-history` with SKIP 1830, past the 346 pairs of the
/// December 2023 mass reformat), which nothing had been tuned on: items found there without evidence.
@Suite("diff: evidence on SchemaStore's ninth set")
struct DiffEvidenceNinthSetTests {
    typealias History = DiffEvidenceHistoryTests

    @Test("hugo d1e40620b: patternProperties `.` became additionalProperties and declared members: each break shown")
    func everyNameButEmptyBecameEveryName() throws {
        // `outputFormats` (a `$ref` to a definition) took `{".": closed format}`; now `additionalProperties: closed format`.
        // Only the name "" escaped the pattern, so each property of the format is new to it (15 request items, none shown
        // before: the names tried were those the pattern takes). `caches`, `languages` and `menu` also declare `_merge` now,
        // a string the old pattern gave an object or array schema (3 items, none shown before).
        let (old, new, status, changes) = try History.run("d1e40620b", "hugo", role: "request")
        let breaking = changes.filter { $0["breaks"] == true }
        let formats = breaking.filter {
            $0["kind"] == "property-added" && ($0["instancePath"]?.stringValue ?? "").contains("outputFormats/*/")
        }
        #expect(formats.count == 12, "\(breaking.map { $0["instancePath"] ?? .null })")
        let patterns = breaking.filter { ($0["summary"]?.stringValue ?? "").hasPrefix("patternProperties") }
        #expect(patterns.count == 3, "\(breaking.map { $0["summary"] ?? .null })")
        for change in formats {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#"{"outputFormats":{"":{"#), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        for change in patterns {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""_merge":"#), "\(evidence)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        #expect(!breaking.contains { $0["unconfirmed"] == true }, "\(breaking.filter { $0["unconfirmed"] == true })")
        #expect(status == 1)
    }
}
