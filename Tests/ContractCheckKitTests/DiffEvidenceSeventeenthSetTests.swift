import ContractJSON
import Testing

@testable import ContractCheckKit

private typealias History = DiffEvidenceHistoryTests

/// Real pairs from a seventeenth run of SchemaStore's history (`.ci/diff-history` SKIP 3600, 2021), the first run of it
/// being this suite's start: nothing had been tuned on it.
@Suite("diff evidence: seventeenth set of SchemaStore history")
struct DiffEvidenceSeventeenthSetTests {
    private static func breaking(_ changes: [JSONValue]) -> [JSONValue] { changes.filter { $0["breaks"] == true } }

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
