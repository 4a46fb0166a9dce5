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

    @Test("gorder-r06 4344297c9: word-bounded label patterns anchored: each new name an old pattern took alike, no response break")
    func anchoredPatternsWithinOldOnes() throws {
        // `\b0[1-7][0-7]\b` and kin (a match anywhere in the name) became `^0[1-7][0-7]$` and kin, each `{integer 0…16}`,
        // in a closed object. Every name the anchored patterns match (finitely many) matched an old pattern with the same
        // schema, and the new object takes no other: old models decode every member. Before: 11 response items, none shown.
        let (_, _, status, changes) = try History.run("4344297c9", "gorder-r06", role: "response")
        let patterns = changes.filter { ($0["summary"]?.stringValue ?? "").hasPrefix("patternProperties") }
        #expect(patterns.count == 11, "\(changes)")
        #expect(patterns.allSatisfy { $0["breaks"] == false }, "\(patterns)")
        #expect(status == 0, "\(changes.filter { $0["breaks"] == true })")
        // Requests still break: an old app's `x 017` matched `\b0[1-7][0-7]\b`, and no anchored pattern takes it.
        let (old, new, requestStatus, requestChanges) = try History.run("4344297c9", "gorder-r06", role: "request")
        let breaking = requestChanges.filter { $0["breaks"] == true }
        #expect(!breaking.isEmpty && requestStatus == 1)
        for change in breaking.filter({ $0["evidenceDocument"] != nil && $0["evidenceDocument"] != .null }) {
            #expect(try History.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("partial-scikit-build 53bba3e98: string and boolean branches moved into a nested oneOf: only the object branch is new")
    func nestedUnionSpliced() throws {
        // `define` values: `oneOf [string, boolean]` became `oneOf [{oneOf [string, boolean]}, {object requiring env}]`.
        // Before: the string and boolean branches were "removed" (2 request items) and the nested union "added" (a response
        // item), none shown by a document.
        let (_, _, requestStatus, requests) = try History.run("53bba3e98", "partial-scikit-build", role: "request")
        let define = requests.filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/cmake/define") }
        #expect(!define.contains { $0["breaks"] == true }, "\(define)")
        #expect(!define.contains { $0["kind"] == "branch-removed" }, "\(define)")
        _ = requestStatus
        let (old, new, _, responses) = try History.run("53bba3e98", "partial-scikit-build", role: "response")
        let added = responses.filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/cmake/define") && $0["breaks"] == true }
        #expect(added.count == 1, "\(added)")
        let object = try #require(added.first)
        #expect(object["summary"] == #"oneOf branch type "object" added"#)
        #expect(try History.evidenceBreaks(object, old: old, new: new, requests: false), "\(object)")
    }

    @Test("kode-ci-build-1.0.0 4b41d2a45: dependencies added for a member the old closed object rejected: no request break")
    func dependencyOnMemberOldRejected() throws {
        // `on.push` and `on.pull-request` gained `paths` and `dependencies: {paths: [branches]}`; the old objects were closed
        // without `paths`, so no old app sent it and the new entry asks nothing of what they send. Before: 2 request items.
        let (_, _, _, changes) = try History.run("4b41d2a45", "kode-ci-build-1.0.0", role: "request")
        let dependencies = changes.filter { $0["summary"] == "dependencies added" }
        #expect(dependencies.count == 2, "\(changes)")
        #expect(dependencies.allSatisfy { $0["breaks"] == false }, "\(dependencies)")
    }

    @Test("minecraft-texture-mcmeta b1190fc13: a required member moved into one oneOf branch, shown without it")
    func removedRequiredShownWithoutIt() throws {
        // The root required `animation`; now `oneOf [{required: [animation]}, {required: [fusion]}]`. The new version takes
        // `{"fusion": …}`, which the old one rejects for lacking `animation`. Before: the item had no evidence (documents
        // holding `animation` were looked for).
        let (old, new, status, changes) = try History.run("b1190fc13", "minecraft-texture-mcmeta", role: "response")
        let removed = try #require(changes.first { $0["summary"] == #"property "animation" removed (it was required)"# })
        #expect(removed["breaks"] == true)
        let evidence = try #require(History.wholeEvidence(removed), "\(removed)")
        #expect(!evidence.contains("\"animation\""), "\(evidence)")
        #expect(try History.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        #expect(status == 1)
    }

    @Test("bower b582ac3e4: a string-or-array license split into a license $ref and an array: strings compared by forms")
    func typeSplitIntoReferencedBranch() throws {
        // `{type: [string, array], maxLength: 140}` became `oneOf [{$ref: base-04.json#/definitions/license}, {type: array,
        // items: license}]`, the license an `anyOf` of an SPDX enum and any string. The `$ref` branch has no `type`, so the
        // single schema was paired with the array branch alone: "type array or string → array", a request item no document
        // could show (strings are still taken). Now the string part is compared with the license by normal forms.
        let (_, _, _, requests) = try History.run("b582ac3e4", "bower", role: "request")
        #expect(!requests.contains { $0["kind"] == "type-narrowed" }, "\(requests)")
        let strings = try #require(requests.first { ($0["summary"]?.stringValue ?? "").hasSuffix("compared with the string part") })
        #expect(strings["breaks"] == false, "\(strings)")
        // Responses: the 140-character limit is gone, shown by a longer string.
        let (old, new, status, responses) = try History.run("b582ac3e4", "bower", role: "response")
        let longer = try #require(responses.first { ($0["summary"]?.stringValue ?? "").hasSuffix("compared with the string part") })
        #expect(longer["breaks"] == true)
        #expect(try History.evidenceBreaks(longer, old: old, new: new, requests: false), "\(longer)")
        #expect(status == 1)
    }
}
