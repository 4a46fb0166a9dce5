import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 for union branches added or removed, types narrowed or widened and nullability, on real SchemaStore
/// history (see `SchemaStore/SOURCE.md`): items no document can show are no longer reported as breaking, and the real
/// ones carry evidence the validator confirms.
@Suite("diff: union branches, types and nullability, on SchemaStore history")
struct DiffEvidenceUnionHistoryTests {
    typealias History = DiffEvidenceHistoryTests

    /// Every breaking change of `changes` has evidence that breaks `role` by `validate` with both versions.
    static func expectEvidence(_ changes: [JSONValue], old: String, new: String, requests: Bool) throws {
        for change in changes where change["breaks"] == true {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: requests), "\(evidence)")
        }
    }

    @Test("github-action 7c910423d: oneOf branches requiring members the old closed step rejects; the parallel step's response break")
    func branchesRequiringNewMembers() throws {
        let request = try History.run("7c910423d", "github-action", role: "request")
        // Before: 4 "oneOf branch #n added" request breaks without evidence. A step the old version accepts has none of
        // `wait`, `wait-all`, `cancel`, `parallel` (closed object), so it matches no new branch.
        let added = request.changes.filter { $0["kind"] == "branch-added" }
        #expect(added.count == 4)
        #expect(added.allSatisfy { $0["breaks"] == false }, "\(added)")
        #expect(!request.changes.contains { $0["breaks"] == true }, "\(request.changes.filter { $0["breaks"] == true })")
        #expect(request.status == 0)
        #expect(
            try !History.validateBreaks(
                #"{"name":"","description":"","runs":{"using":"composite","steps":[{"uses":"a"}]}}"#,
                old: request.old, new: request.new, requests: true))
        // For responses, every breaking item (the `parallel` branch had no evidence) is shown.
        let response = try History.run("7c910423d", "github-action", role: "response")
        #expect(response.status == 1)
        #expect(response.changes.filter { $0["breaks"] == true }.count == 9)
        try Self.expectEvidence(response.changes, old: response.old, new: response.new, requests: false)
        // Each added branch by a step of its own shape (`{required: [parallel]}` by a `parallel` step).
        let parallel = try #require(response.changes.first { $0["summary"] == "oneOf branch #5 added" })
        #expect(parallel["evidence"]?.stringValue?.contains(#"{"parallel":["#) == true, "\(parallel)")
    }

    @Test("github-workflow 7c910423d: a `parallel` step, whose items are steps again, shown by a step holding one")
    func recursiveBranchShown() throws {
        let (old, new, status, changes) = try History.run("7c910423d", "github-workflow", role: "response")
        #expect(status == 1)
        // Before: `oneOf branch #5 added` and `property "parallel" added` had no evidence: sampling a step, the `$ref` back
        // to it from `parallel`'s items gave nothing, so every `parallel` array held "a" or 1, which no step is.
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 9)
        try Self.expectEvidence(breaking, old: old, new: new, requests: false)
        for summary in ["oneOf branch #5 added", #"property "parallel" added (optional)"#] {
            let change = try #require(breaking.first { $0["summary"]?.stringValue == summary }, "\(summary)")
            #expect(change["evidence"]?.stringValue?.contains(#""steps":[{"parallel":[{"#) == true, "\(change)")
        }
    }

    @Test("jdt 6ba479a65: `type: [...]` as an anyOf of one branch per type, integer beside number, is no change")
    func integerBesideNumber() throws {
        let response = try History.run("6ba479a65", "jdt", role: "response")
        // Before: 4 "anyOf branch type … added" at `@jdt.remove/*`, none with evidence.
        #expect(!response.changes.contains { $0["breaks"] == true }, "\(response.changes.filter { $0["breaks"] == true })")
        let request = try History.run("6ba479a65", "jdt", role: "request")
        #expect(!request.changes.contains { $0["instancePath"] == "/@jdt.remove/*" && $0["breaks"] == true })
        #expect(request.changes.filter { $0["breaks"] == true }.count == 6)
        try Self.expectEvidence(request.changes, old: request.old, new: request.new, requests: true)
    }

    @Test("partial-cibuildwheel 4e44b86b7: a `$ref` to a union replaced by the union inline: branches paired, the changed one shown")
    func branchesAddedWhereAReferenceWas() throws {
        let (old, new, status, changes) = try History.run("4e44b86b7", "partial-cibuildwheel", role: "response")
        #expect(status == 1)
        // The old `$ref` names a `oneOf` of the same three branches (a name, a `name;args:` pattern, an object): each is paired
        // with its new one, so no branch is added; what breaks is the pattern's new frontend, shown by a value of it.
        let here = changes.filter { $0["breaks"] == true && $0["instancePath"] == "/pyodide/build-frontend" }
        #expect(here.map { $0["kind"]?.stringValue ?? "" } == ["constraint-changed"], "\(here)")
        try Self.expectEvidence(here, old: old, new: new, requests: false)
    }

    @Test("pull-request-labeler 2a7fd1cbe: label rules of match objects, each shown by a value of its own branch")
    func labelRulesOfMatchObjects() throws {
        let (old, new, status, changes) = try History.run("2a7fd1cbe", "pull-request-labeler", role: "response")
        #expect(status == 1)
        let added = changes.filter { $0["kind"] == "branch-added" && $0["instancePath"] == "/*/*" }
        #expect(added.count == 3)
        // `{all: [match]}` and `{any: [match]}`: the old items' `all`/`any` held strings only.
        let shown = added.filter { $0["evidence"]?.stringValue != nil }
        #expect(shown.count == added.filter { $0["breaks"] == true }.count)
        #expect(
            shown.map { $0["summary"]?.stringValue ?? "" } == [#"anyOf branch type "object" added"#, #"anyOf branch type "object" added"#])
        try Self.expectEvidence(shown, old: old, new: new, requests: false)
        #expect(shown.contains { $0["evidence"]?.stringValue?.contains(#"[{"all":[{"#) == true }, "\(shown)")
        #expect(shown.contains { $0["evidence"]?.stringValue?.contains(#"[{"any":[{"#) == true }, "\(shown)")
        // The `match` branch itself: the old untyped branch took every object without `all`/`any`, so it breaks no model (a
        // closed object of other members), and a document failing the union through another branch's value shows nothing.
        let match = try #require(added.first { $0["summary"] == ##"anyOf branch $ref "#/definitions/match" added"## })
        #expect(match["breaks"] == false, "\(match)")
        #expect(try !History.validateBreaks(#"{"x":[{"base-branch":"a"}]}"#, old: old, new: new, requests: false))
    }

    @Test("bundleconfig 9666a6810: a member typed by its holder beside the union is no narrowing inside a branch")
    func memberTypedBesideTheUnion() throws {
        let (old, new, _, changes) = try History.run("9666a6810", "bundleconfig", role: "request")
        // Before: 6 "type any type → string" / "no longer nullable" at `…Bundle/outputFileName`, none with evidence: `bundle`'s
        // own `properties/outputFileName` is a string beside the `oneOf` of `jsBundle`, `cssBundle`, `htmlBundle`.
        let narrowed = changes.filter { $0["instancePath"]?.stringValue?.hasSuffix("/outputFileName") == true && $0["breaks"] == true }
        #expect(narrowed.isEmpty, "\(narrowed)")
        let document = #"[{"outputFileName":null,"inputFiles":[]}]"#
        #expect(try !History.validateBreaks(document, old: old, new: new, requests: true))
    }

    @Test("github-workflow 690f43329: two oneOf branches naming one schema made nothing valid; their patterns now take values")
    func branchesNoDocumentMatchedAlone() throws {
        // `env` was `oneOf: [object, {$ref: expressionSyntax, pattern: …}, {$ref: expressionSyntax, pattern: …}]`: draft-07
        // ignores a `pattern` beside `$ref`, so every expression matched both branches and none was valid. The fix wrote
        // `type: string` beside each pattern. Before, each pattern was "tightened", a request break no document can show (old
        // apps never sent an expression there), and the responses the new version now takes were called safe.
        let (old, new, status, requests) = try History.run("690f43329", "github-workflow", role: "request")
        #expect(status == 0)
        let patterns = requests.filter {
            $0["new"]?["pointer"]?.stringValue?.hasPrefix("/definitions/env/oneOf/") == true && $0["kind"] == "constraint-tightened"
        }
        #expect(patterns.count == 2 && patterns.allSatisfy { $0["breaks"] == false }, "\(patterns)")
        let (_, _, responseStatus, responses) = try History.run("690f43329", "github-workflow", role: "response")
        #expect(responseStatus == 1)
        let gained = responses.filter { $0["breaks"] == true }
        #expect(Set(gained.compactMap { $0["new"]?["pointer"]?.stringValue }) == ["/definitions/env/oneOf/1", "/definitions/env/oneOf/2"])
        for change in gained {
            #expect(History.wholeEvidence(change)?.contains(#""env":"${{"#) == true, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: false), "\(change)")
        }
    }
}
