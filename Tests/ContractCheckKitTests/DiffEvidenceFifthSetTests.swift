import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on pairs of the "fifth" measured set of SchemaStore history (see `SchemaStore/SOURCE.md`): an object whose
/// members and `oneOf` became two branches of an `anyOf`, definitions whose change no document of the file shows, and
/// patterns of lookaheads.
@Suite("diff: evidence and false items of the fifth set of SchemaStore history")
struct DiffEvidenceFifthSetTests {
    typealias History = DiffEvidenceHistoryTests

    @Test("dofigen 8040e5857: `{properties, oneOf}` became `anyOf: [FromContext, {properties}]`: no request break but AddGitRepo's")
    func partsBecameBranches() throws {
        // Before: 27 unconfirmed request items. The old root, `Bind`, `Cache`, `Copy` and `Stage` each meet the new `FromContext`
        // branch (the old `oneOf`, its `port` bound now written `0.0`), so only the two `exclude` members typed where the old
        // objects took any value break, shown by documents of their definitions (the root's `FromContext` takes every old one).
        let (old, new, status, changes) = try History.run("8040e5857", "dofigen", role: "request")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        let paths = breaking.compactMap { $0["instancePath"]?.stringValue }.sorted()
        #expect(paths == ["#/definitions/AddGitRepo/exclude", "#/definitions/UnknownPatch/exclude"], "\(breaking)")
        for change in breaking {
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("dofigen 8040e5857 responses: FromContext added to Bind, Cache and Copy, shown by it with a member old typed otherwise")
    func branchBesideOldMembers() throws {
        // Before: four unconfirmed: `FromContext` takes `{fromImage, readwrite: 1}`, which the old `Bind` rejected for `readwrite`.
        let (old, new, status, changes) = try History.run("8040e5857", "dofigen", role: "response", evidenceBudget: 300)
        #expect(status == 1)
        for name in ["Bind", "Cache", "Copy"] {
            let added = try #require(
                changes.first { $0["instancePath"] == .string("#/definitions/\(name)") && $0["kind"] == "branch-added" }, "\(changes)")
            #expect(added["breaks"] == true && added["unconfirmed"] == false, "\(added)")
            #expect(try History.evidenceBreaks(added, old: old, new: new, requests: false), "\(added)")
        }
        let paths = try #require(changes.first { $0["instancePath"] == "#/definitions/Copy/paths" })
        #expect(try History.evidenceBreaks(paths, old: old, new: new, requests: false), "\(paths)")
    }

    @Test("bitrise 0d5cef006: steps' `.*` split by lookahead patterns and closed, shown with the names they rule out: `with`, `bundle::`")
    func namesLookaheadsRuleOut() throws {
        // Before: five unconfirmed request items. `^(?!bundle::)(?!with$).*` takes neither "with" nor "bundle::", which the
        // old `.*` gave a step (`{}`); no string sampled from the whole pattern is one of them.
        let (old, new, status, changes) = try History.run("0d5cef006", "bitrise", role: "request")
        #expect(status == 1)
        let shown = [
            "#/definitions/WithModel/steps/*", "#/definitions/StepBundleModel/steps/*", "#/definitions/StepBundleModel/steps/*/{.*}",
        ]
        for path in shown {
            let change = try #require(changes.first { $0["instancePath"] == .string(path) && $0["breaks"] == true }, "\(path)")
            #expect(change["unconfirmed"] == false, "\(change)")
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
        // `^(?!bundle::)(?!with$).*` gives its members the schema `.*` gave every member: no break in itself.
        let split = try #require(changes.first { $0["instancePath"] == "#/definitions/StepBundleModel/steps/*/{^(?!bundle::)(?!with$).*}" })
        #expect(split["breaks"] == false, "\(split)")
        // The old `.*` of WithModel's steps now rules out "bundle::": a break the pattern's samples alone did not show.
        let bundle = try #require(changes.first { $0["instancePath"] == "#/definitions/WithModel/steps/*/bundle::" }, "\(changes)")
        #expect(bundle["breaks"] == true && bundle["unconfirmed"] == false, "\(bundle)")
        #expect(try History.evidenceBreaks(bundle, old: old, new: new, requests: true), "\(bundle)")
    }

    @Test("metricshub 5ea9993c4 (excerpt): a `sql` source branch that no longer types `tables`, shown with a member the old one typed")
    func branchFreeingOldMembers() throws {
        // Before: unconfirmed. The old `sql` branch (now `internalDbQuery`) typed `tables` and `executeForEachEntryOf`; the
        // added `sql` branch leaves them free, so `{"type": "sql", "executeForEachEntryOf": null}` decodes only with the new one.
        let (old, new, status, changes) = try History.run("5ea9993c4", "metricshub", role: "response", evidenceBudget: 2000)
        #expect(status == 1)
        let added = try #require(changes.first { $0["kind"] == "branch-added" && $0["instancePath"] == "#/definitions/sources/*" })
        #expect(added["breaks"] == true && added["unconfirmed"] == false, "\(added)")
        #expect(try History.evidenceBreaks(added, old: old, new: new, requests: false), "\(added)")
    }

    @Test("a pattern added with the schema an old `.*` gave every member breaks nothing; one with another schema does")
    func patternBesideEveryName() throws {
        let scratch = try Scratch()
        func version(_ patterns: String) -> String {
            #"{"type": "object", "properties": {"m": {"type": "object", "patternProperties": {\#(patterns)}}}}"#
        }
        let old = try scratch.write("old/a.json", version(#"".*": {"type": "string"}"#))
        let same = try scratch.write("same/a.json", version(#"".*": {"type": "string"}, "^a": {"type": "string"}"#))
        let other = try scratch.write("other/a.json", version(#"".*": {"type": "string"}, "^a": {"type": "string", "maxLength": 2}"#))
        for role in ["request", "response"] {
            let result = check(["diff", "--role", role, "--format", "json", old, same])
            let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(result.status == 0)
        }
        let result = check(["diff", "--role", "request", "--format", "json", old, other])
        let breaking = try (JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["breaks"] == true }
        #expect(breaking.count == 1 && breaking.first?["instancePath"] == "/m/{^a}", "\(breaking)")
        let change = try #require(breaking.first)
        #expect(change["unconfirmed"] == false, "\(change)")
        #expect(try History.evidenceBreaks(change, old: old, new: other, requests: true), "\(change)")
    }
}
