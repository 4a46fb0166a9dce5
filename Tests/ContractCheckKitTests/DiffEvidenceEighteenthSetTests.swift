import ContractJSON
import Testing

@testable import ContractCheckKit

private typealias History = DiffEvidenceHistoryTests

/// Real pairs from an eighteenth run of SchemaStore's history (`.ci/diff-history` SKIP 4470, 2018-2019), the first run of
/// it being this suite's start: nothing had been tuned on it.
@Suite("diff evidence: eighteenth set of SchemaStore history")
struct DiffEvidenceEighteenthSetTests {
    private static func breaking(_ changes: [JSONValue]) -> [JSONValue] { changes.filter { $0["breaks"] == true } }

    @Test("ansible-stable-2.2 006978621 (excerpt): module changes shown in a task of the branch requiring `name`")
    func untaggedBranchOfTasks() throws {
        // A task is an `anyOf` of open objects told apart by the member each requires (`shell`, `raw`, …, `name`). Values
        // placed in a sampled `{"shell": ""}` task went through the open `shell` branch, which takes any module: 17 of
        // the 18 request items had no evidence. A `not` added under a module (`selinux`) needs the members the old module
        // requires beside those the `not` names.
        let (old, new, status, requests) = try History.run("006978621", "ansible-stable-2.2", role: "request")
        #expect(status == 1)
        let breaking = Self.breaking(requests)
        #expect(breaking.count == 18, "\(breaking.map { $0["summary"] ?? .null })")
        for change in breaking {
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        let profile = try #require(breaking.first { $0["instancePath"] == "/*/ecs_taskdefinition/profile" })
        #expect(History.wholeEvidence(profile)?.contains(#""name":"#) == true, "\(profile)")
        let negated = try #require(breaking.first { $0["instancePath"] == "/*/selinux" && $0["summary"] == #""not" added"# })
        #expect(History.wholeEvidence(negated)?.contains(#""state":"#) == true, "\(negated)")
    }

    @Test("The default evidence budget grows with a pair's breaking changes; a budget set is kept")
    func budgetGrowsWithChanges() {
        var options = SchemaDiff.Options()
        #expect(DiffOracle.budget(options, breaking: 10) == DiffOracle.targetedPerPair)
        #expect(DiffOracle.budget(options, breaking: 3_583) == 3_583 * DiffOracle.targetedPerBreakingChange)
        options.evidenceBudget = 500
        options.evidenceBudgetScales = false
        #expect(DiffOracle.budget(options, breaking: 3_583) == 500)
    }

    @Test("jsconfig 76de21e2a: a pattern became `anyOf: [{enum}, {pattern}]`, the new pattern taking every old value")
    func anyOfBranchHoldsOldPattern() throws {
        // `target`'s `^([eE][sS]([356]|(201[5678])|[nN][eE][xX][tT]))$` became an `anyOf` of an enum and a wider pattern:
        // the request item "anyOf added" was breaking, though the pattern branch takes every string the old one did.
        let (_, _, status, requests) = try History.run("76de21e2a", "jsconfig", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let added = try #require(requests.first { $0["summary"] == "anyOf added" })
        #expect(added["reason"]?.stringValue?.contains("meets its branch #1") == true, "\(added)")
    }

    @Test("composer efb87fdaf: a closed object's `_comment` moved under `^_comment.*` with more types")
    func memberMovedUnderPattern() throws {
        // Old apps still send `_comment`, which the pattern takes with a wider schema; names matching it were rejected by
        // the closed old object. Both request items were breaking; for responses, the new values are (with evidence).
        let (old, new, status, requests) = try History.run("efb87fdaf", "composer", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let removed = try #require(requests.first { $0["kind"] == "property-removed" })
        #expect(removed["reason"]?.stringValue?.contains("by another keyword") == true, "\(removed)")
        let (_, _, responseStatus, responses) = try History.run("efb87fdaf", "composer", role: "response")
        #expect(responseStatus == 1)
        let breaking = Self.breaking(responses)
        #expect(Set(breaking.compactMap { $0["kind"]?.stringValue }) == ["constraint-loosened", "type-widened"], "\(breaking)")
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }

    @Test("travis b3a9a1344: an s3 deploy branch added, which the old catch-all (a provider not in its list) took whole")
    func branchTakenByOldCatchAll() throws {
        // The catch-all `{properties: {provider: {type: string, not: {enum: [...]}}}, required: [provider]}` gained "s3"
        // as the `s3` branch came. For responses old models decoded s3 deploys through it; for requests old apps' s3 deploys
        // may lack what the new branch requires (shown).
        let (old, new, status, responses) = try History.run("b3a9a1344", "travis", role: "response")
        #expect(status == 0, "\(Self.breaking(responses))")
        let added = try #require(responses.first { $0["kind"] == "branch-added" })
        #expect(added["reason"]?.stringValue?.contains("catch-all") == true, "\(added)")
        let (_, _, requestStatus, requests) = try History.run("b3a9a1344", "travis", role: "request")
        #expect(requestStatus == 1)
        for change in Self.breaking(requests) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("gitlab-ci 51f8f0943: hidden jobs `^[.]` given templates that require nothing, where jobs required `script`")
    func patternWidensOldAdditional() throws {
        // The root's `additionalProperties` (a job, requiring `script`) gave `.name` members their schema; the added pattern
        // gives them the same closed object without `required`: nothing old apps sent is rejected.
        let (_, _, status, requests) = try History.run("51f8f0943", "gitlab-ci", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let added = try #require(requests.first { $0["summary"]?.stringValue?.hasPrefix("patternProperties /^[.]/ added") == true })
        #expect(added["breaks"] == false, "\(added)")
    }
}
