import ContractJSON
import Testing

@testable import ContractCheckKit

private typealias History = DiffEvidenceHistoryTests

/// Real pairs from a seventeenth run of SchemaStore's history (`.ci/diff-history` SKIP 3600, 2021), the first run of it
/// being this suite's start: nothing had been tuned on it.
@Suite("diff evidence: seventeenth set of SchemaStore history")
struct DiffEvidenceSeventeenthSetTests {
    private static func breaking(_ changes: [JSONValue]) -> [JSONValue] { changes.filter { $0["breaks"] == true } }

    @Test("publiccode a8490339e: no document valid in both versions; breaks shown in documents the version keeping them takes")
    func noDocumentValidInBoth() throws {
        // `platforms` and `categories`, required strings, became arrays: no sampled document was valid in both versions, so
        // documents aimed at a change were built in `{}` and none was valid. `description`, a closed object of strings,
        // became a map of languages to such objects. Before, 10 of its response items had no evidence; two of them were
        // false (`format uri removed` where the new version takes objects only).
        let (old, new, status, responses) = try History.run("a8490339e", "publiccode", role: "response")
        #expect(status == 1)
        let breaking = Self.breaking(responses)
        #expect(breaking.count == 16, "\(breaking.map { $0["summary"] ?? .null })")
        for change in breaking {
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
        // A language named like an old member, given a description: the old version wanted a string there.
        let named = try #require(breaking.first { $0["instancePath"] == "/description/localisedName" })
        #expect(History.wholeEvidence(named)?.contains(#""description":{"localisedName":{"#) == true, "\(named)")
        let formats = responses.filter {
            $0["kind"] == "format-changed" && $0["instancePath"]?.stringValue?.hasPrefix("/description/") == true
        }
        #expect(!formats.isEmpty && formats.allSatisfy { $0["breaks"] == false }, "\(formats)")
        // Requests: every item shown too, in documents the old version accepts.
        let (_, _, _, requests) = try History.run("a8490339e", "publiccode", role: "request")
        for change in Self.breaking(requests) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("template a2274b3ce: a oneOf branch written twice took nothing; fixed, both copies make documents valid")
    func duplicatedBranchTookNothing() throws {
        // The value forms' `oneOf` had two branches pinning `identifier` to `safe_namespace` (the second meant
        // `lower_safe_namespace`): a form naming it matched both, so the old version rejected it. Before, the second branch's
        // enum losing `safe_namespace` was a request break no document could show, and the responses were called safe.
        let (old, new, status, requests) = try History.run("a2274b3ce", "template", role: "request")
        #expect(status == 0)
        let removed = try #require(requests.first { $0["kind"] == "enum-value-removed" })
        #expect(removed["breaks"] == false && removed["reason"]?.stringValue?.contains("another branch of the old oneOf") == true)
        let (_, _, responseStatus, responses) = try History.run("a2274b3ce", "template", role: "response")
        #expect(responseStatus == 1)
        let gained = Self.breaking(responses)
        #expect(Set(gained.compactMap { $0["new"]?["pointer"]?.stringValue })
            == ["/properties/forms/additionalProperties/oneOf/6", "/properties/forms/additionalProperties/oneOf/7"])
        for change in gained {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }
}
