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

    @Test("github-issue-forms 592bd3bab: each `then` and its `attributes` gained `type: object`: a narrowing, no response break")
    func thenGainedTypeAndNarrowerMember() throws {
        // Five `then`s (one per body element type) each gained `type: object`, and so did their `attributes` member. Before,
        // each `then` changed was undecided, a response break no document could show; now each is a narrowing: a request
        // break (a body element whose `attributes` is a string), shown, and none for responses.
        let (old, new, status, responses) = try History.run("592bd3bab", "github-issue-forms", role: "response")
        #expect(status == 0)
        #expect(Self.breaking(responses).isEmpty, "\(Self.breaking(responses))")
        let (_, _, requestStatus, requests) = try History.run("592bd3bab", "github-issue-forms", role: "request")
        #expect(requestStatus == 1)
        let thens = Self.breaking(requests).filter { $0["summary"] == "then changed" }
        #expect(thens.count == 5, "\(Self.breaking(requests))")
        for change in thens {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("template d41269c7b: value forms added beside a catch-all `not` branch that took their identifiers before")
    func branchesTheCatchAllTookBefore() throws {
        // The forms' `oneOf` starts with `{not: {required: [identifier], properties: {identifier: {enum: [known forms]}}}}`;
        // six forms (`firstLowerCase`…) were added to that list and given branches of their own. A form naming one was
        // valid before, through the catch-all, and old models decoded it: before, each branch added was a response break
        // no document could show.
        let (old, new, status, responses) = try History.run("d41269c7b", "template", role: "response")
        #expect(status == 1)
        let added = responses.filter { $0["kind"] == "branch-added" && $0["instancePath"] == "/forms/*" }
        #expect(added.count == 6 && added.allSatisfy { $0["breaks"] == false }, "\(added)")
        #expect(added.allSatisfy { $0["reason"]?.stringValue?.contains("catch-all branch") == true })
        // The pair's other response breaks are shown.
        for change in Self.breaking(responses) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }

    @Test("template d41269c7b: forms listed by the catch-all and given branches, args held by the other `allOf` part: no request break")
    func catchAllHandedOverAndArgumentsHeldAround() throws {
        // Six value forms joined the catch-all's list and got branches pinning `identifier` to them: a form naming one matched
        // the catch-all before and matches its own branch now, which asks nothing else, and a form without `identifier` matched
        // two branches before as now. The NuGet and solution post actions' open `args` declared `files` and `solutionFolder`;
        // the actions' other `allOf` part already held every `args` member to a string, which both declarations take. Before,
        // these 9 items were request breaks with no evidence, and the two generators added beside the others pinned by
        // `generator` overlapped none of them.
        let (old, new, status, requests) = try History.run("d41269c7b", "template", role: "request")
        #expect(status == 1)
        let forms = requests.filter { $0["instancePath"] == "/forms/*" }
        #expect(forms.count == 7 && forms.allSatisfy { $0["breaks"] == false }, "\(forms)")
        let handed = try #require(forms.first { $0["summary"] == "\"not\" changed" })
        #expect(handed["reason"]?.stringValue?.contains("a branch of its own") == true, "\(handed)")
        for member in ["files", "solutionFolder"] {
            let added = try #require(requests.first { $0["instancePath"]?.stringValue == "/postActions/*/args/" + member })
            #expect(added["breaks"] == false && added["reason"]?.stringValue?.contains("applied to the same object") == true, "\(added)")
        }
        let generators = requests.filter { $0["kind"] == "branch-added" && $0["instancePath"] == "/symbols/*" }
        #expect(generators.count == 2 && generators.allSatisfy { $0["breaks"] == false }, "\(generators)")
        let breaking = Self.breaking(requests)
        #expect(breaking.count == 5, "\(breaking)")
        for change in breaking {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("gitlab-ci 2f797da2f: variables of strings or integers within variables of strings, integers or objects")
    func narrowerAdditionalPropertiesHeld() throws {
        // Global variables were `anyOf: [{$ref: variables}, …]`, `variables` taking strings, integers or objects per member;
        // the new `additionalProperties` takes strings or integers only beside the same names. Before, the branch removed was a
        // request break no document could show (the new schema takes every value it took); the response break is shown.
        let (old, new, requestStatus, requests) = try History.run("2f797da2f", "gitlab-ci", role: "request")
        #expect(requestStatus == 0, "\(Self.breaking(requests))")
        let removed = try #require(requests.first { $0["kind"] == "branch-removed" })
        #expect(removed["reason"]?.stringValue?.contains("takes every value it took") == true, "\(removed)")
        let (_, _, status, responses) = try History.run("2f797da2f", "gitlab-ci", role: "response")
        #expect(status == 1)
        let breaking = Self.breaking(responses)
        #expect(breaking.count == 1, "\(breaking)")
        for change in breaking { #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)") }
    }

    @Test("github-action 0b3bcf438: required run and shell became a oneOf with required uses, which the closed step rejected")
    func oneOfAddedBesideRequiredMembers() throws {
        // A composite step, closed, required `run` and `shell`; it became `oneOf: [{required: [run, shell]}, {required: [uses]}]`
        // with `uses` declared. Every step old apps send meets the first branch, and not the second: before, `oneOf added` was
        // a request break no document could show.
        let (_, _, status, requests) = try History.run("0b3bcf438", "github-action", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let added = try #require(requests.first { $0["summary"] == "oneOf added" })
        #expect(added["reason"]?.stringValue?.contains("each requiring a member the old closed object rejected") == true, "\(added)")
    }

    @Test("tsconfig f8049b39c: an ES2021 pattern branch took ESNext's place in an anyOf; ESNext's, widened, moved to the next")
    func patternMovedToAnotherBranch() throws {
        // `lib` items are an `anyOf` of an enum and one case-insensitive pattern per version; `^[Ee][Ss]2021…$` was inserted
        // before `^[Ee][Ss][Nn][Ee][Xx][Tt]…$`, which gained members. Branches paired by place read as ESNext's pattern
        // rewritten to ES2021's: a request break no document could show, since the next branch takes every ESNext string.
        let (old, new, status, requests) = try History.run("f8049b39c", "tsconfig", role: "request")
        #expect(status == 0, "\(Self.breaking(requests))")
        let rewritten = try #require(requests.first { $0["summary"]?.stringValue?.hasPrefix("pattern /^[Ee][Ss][Nn]") == true })
        #expect(rewritten["reason"]?.stringValue?.contains("matched by another branch of the new anyOf") == true, "\(rewritten)")
        // The responses' breaks (ES2021 strings, which the old version rejected) are shown.
        let (_, _, responseStatus, responses) = try History.run("f8049b39c", "tsconfig", role: "response")
        #expect(responseStatus == 1)
        for change in Self.breaking(responses) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }
}
