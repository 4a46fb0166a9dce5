import ContractJSON
import GeneratorLoading
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on the older set of SchemaStore pairs (session 51): evidence found by general sampling rules for items
/// that had none.
extension DiffEvidenceHistoryTests {
    @Test("sampler: an object whose members are required only in its allOf's if/else and oneOf gets valid samples")
    func requirementsInPartsAreSampled() throws {
        let scratch = try Scratch()
        // dependabot-2.0's `update`, cut down: nothing in `required` beside `properties`; an `if`/`else` and a `oneOf` of
        // `required` lists say which members an update must hold.
        let path = try scratch.write(
            "update.json",
            #"""
            {"type": "object", "additionalProperties": false,
             "properties": {"ecosystem": {"enum": ["npm", "pip"]}, "directory": {"type": "string"},
               "directories": {"type": "array", "items": {"type": "string"}, "minItems": 1},
               "group": {"type": "string"}, "schedule": {"type": "object", "properties": {"interval": {"enum": ["daily"]}},
                 "required": ["interval"]}},
             "allOf": [
               {"if": {"required": ["group"]}, "then": {"required": ["ecosystem"]}, "else": {"required": ["ecosystem", "schedule"]}},
               {"oneOf": [{"required": ["directories"]}, {"required": ["directory"]}]}]}
            """#)
        let set = try SchemaSet.load([path])
        let (validator, _) = try #require(DiffOracle.validator(set, 0))
        var sampler = DocumentSampler(set: set, limit: 200)
        let values = sampler.values(at: SchemaLocation(file: 0, pointer: .root), depth: 0)
        let valid = values.filter { validator.validate($0).isValid }
        #expect(!valid.isEmpty, "\(values.map(DiffOracle.text(of:)))")
        // Each branch of the `oneOf` is met by an object holding its member alone.
        #expect(valid.contains { $0["directory"] != nil && $0["directories"] == nil }, "\(valid.map(DiffOracle.text(of:)))")
        #expect(valid.contains { $0["directories"] != nil && $0["directory"] == nil }, "\(valid.map(DiffOracle.text(of:)))")
    }

    @Test("dependabot-2.0 2977812f9: cooldown bounds tightened and a group-by branch added, each shown inside a valid update")
    func boundsInsideAnObjectRequiredByItsParts() throws {
        // Before: none of the 9 request items had evidence (no sampled `update` held `package-ecosystem`, `schedule` and a
        // `directory`, which its `allOf` requires), nor 4 of the 19 response items.
        for (role, count) in [("request", 9), ("response", 19)] {
            let (old, new, status, changes) = try Self.run("2977812f9", "dependabot-2.0", role: role)
            #expect(status == 1)
            let breaking = changes.filter { $0["breaks"] == true }
            #expect(breaking.count == count, "\(role): \(breaking)")
            // Printed evidence is cut at 200 characters, so a user cannot check those documents: the 101 items past
            // `maxItems: 100` (2 request items), and group-by's document inside an update and a group (1 response item).
            var cut: [String] = []
            for change in breaking {
                let evidence = try #require(change["evidence"]?.stringValue, "\(role): \(change)")
                if evidence.hasSuffix("…") {
                    cut.append(change["summary"]?.stringValue ?? "")
                    continue
                }
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
            }
            #expect(cut == (role == "request" ? ["maxItems 150 → 100", "maxItems 150 → 100"] : [#"property "group-by" added (optional)"#]))
            if role == "request" {
                let days = try #require(breaking.first { $0["summary"] == "minimum 0 → 1" })
                #expect(days["evidence"]?.stringValue?.contains(#""cooldown":{"#) == true, "\(days)")
            } else {
                // The new branch `{required: [group-by]}` is shown by a group holding that member alone.
                let branch = try #require(breaking.first { $0["kind"] == "branch-added" && $0["summary"] == "anyOf branch #4 added" })
                #expect(branch["evidence"]?.stringValue?.contains(#"{"group-by":"dependency-name"}"#) == true, "\(branch)")
            }
        }
    }

    @Test("traefik-v3-file-provider 2687b1328: members added to a middleware shown in a union of closed one-member objects")
    func memberAddedInsideAClosedSingleMemberBranch() throws {
        let (old, new, status, changes) = try Self.run("2687b1328", "traefik-v3-file-provider", role: "response")
        #expect(status == 1)
        let added = changes.filter { $0["breaks"] == true }
        // Before: none of the 6 had evidence. The sampled middlewares are `{"addPrefix": …}` and the like (the first eight
        // of the `oneOf`'s branches); a `forwardAuth` placed beside one matches no branch, as each is closed.
        #expect(added.count == 6, "\(added)")
        for change in added {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            let member = try #require(change["instancePath"]?.stringValue?.split(separator: "/").last)
            #expect(evidence.contains(#"{"forwardAuth":{""# + member + #"":"#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
        let request = try Self.run("2687b1328", "traefik-v3-file-provider", role: "request")
        #expect(request.status == 0)
    }
}

extension DiffEvidenceHistoryTests {
    @Test("partial-pixi 79712e5a5: `minLength: 1` beside a pattern of `+` is no change; the task names' still break, shown")
    func minLengthThePatternImplies() throws {
        // Before: 8 breaking items, 5 unconfirmed: `depends-on`, `depends_on` (and their items) and `DependsOn/task` gained
        // `minLength: 1` beside `^[^\s\$]+$`, which rejects "" already. The 3 `propertyNames` have no pattern.
        let (old, new, status, changes) = try Self.run("79712e5a5", "partial-pixi", role: "request")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 3, "\(breaking)")
        #expect(breaking.allSatisfy { ($0["instancePath"]?.stringValue ?? "").hasSuffix("/(property names)") }, "\(breaking)")
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
    }

    @Test("amplify 6b32be7d4: phases of any name, each a phase object, now open: shown by a member that is no object")
    func openedObjectWhosePatternTookEveryName() throws {
        let (old, new, status, changes) = try Self.run("6b32be7d4", "amplify", role: "response")
        #expect(status == 1)
        // Before: these 6 had no evidence. The old `phases` took any name by `patternProperties: {".*": {$ref: phase}}`;
        // the document that shows them fails `phase`'s `type`, which the evidence was not matched to.
        let phases = changes.filter { $0["breaks"] == true && ($0["instancePath"]?.stringValue ?? "").contains("/phases") }
        #expect(phases.count == 6, "\(phases)")
        #expect(Set(phases.map { $0["kind"]?.stringValue ?? "" }) == ["additional-properties-opened", "constraint-loosened"])
        for change in phases {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            let section = try #require(change["instancePath"]?.stringValue?.split(separator: "/").first)
            #expect(evidence.hasPrefix(#"{""# + section + #"":{"phases":{"#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
        #expect(!changes.contains { $0["breaks"] == true && $0["evidence"] == nil }, "\(changes)")
    }

    @Test("package.json fd851f944: prettier options changed, shown in an override, which requires its `files`, too")
    func changeReachedThroughAPayloadPathOfRequiredMembers() throws {
        // The old `prettier` is `prettierrc-2.8.8.json` (its draft-04 `id` is the URL package.json named), the new one
        // `prettierrc.json`. Before: each option added or removed had evidence at `/prettier/<option>` but none at
        // `/prettier/overrides/*/options/<option>`, as no sampled override held the `files` it requires.
        for (role, count) in [("request", 8), ("response", 4)] {
            let (old, new, status, changes) = try Self.run("fd851f944", "package", role: role)
            #expect(status == 1)
            let breaking = changes.filter { $0["breaks"] == true }
            #expect(breaking.count == count, "\(role): \(breaking)")
            for change in breaking {
                let evidence = try #require(change["evidence"]?.stringValue, "\(role): \(change)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
                if (change["instancePath"]?.stringValue ?? "").contains("/overrides/") {
                    #expect(evidence.hasPrefix(#"{"prettier":{"overrides":[{"files":"#), "\(evidence)")
                }
            }
        }
    }
}

extension DiffEvidenceHistoryTests {
    @Test("bitrise 1e50144ca: oneOf branches of a closed object that declares no member took nothing: removing them is no break")
    func branchesOfAnObjectThatTookNothing() throws {
        // The old commit condition is `{type: object, additionalProperties: false, oneOf: [{required: [pattern], properties},
        // {required: [regex], properties}]}`: `additionalProperties` sees no `properties` beside it, so no object passed.
        // Before: both branches "removed" broke requests, unconfirmed.
        let (_, _, status, changes) = try Self.run("1e50144ca", "bitrise", role: "request")
        #expect(status == 1)
        let removed = changes.filter { $0["kind"] == "branch-removed" }
        #expect(removed.count == 2 && removed.allSatisfy { $0["breaks"] == false }, "\(removed)")
        // The one request break left (a `oneOf` added to a branch condition) is still reported, with evidence (a trigger
        // map entry past 200 characters, printed cut).
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.map { $0["summary"]?.stringValue ?? "" } == ["oneOf added"], "\(breaking)")
        #expect(breaking.first?["unconfirmed"] == false && breaking.first?["evidence"]?.stringValue != nil, "\(breaking)")
        // For responses the new branches do break: the object form was unusable before. Each is shown by a condition only its
        // branch takes, which the old holder's `additionalProperties` rejects (before: both unconfirmed).
        let response = try Self.run("1e50144ca", "bitrise", role: "response")
        let added = response.changes.filter { $0["kind"] == "branch-added" && $0["breaks"] == true }
        #expect(added.count == 2, "\(added)")
        for (change, member) in zip(added, ["pattern", "regex"]) {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""commit_message":{"\#(member)""#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: response.old, new: response.new, requests: false), "\(evidence)")
        }
    }

    @Test("buf.gen a4e1783a1: a member the `then` required when absent (its `if` only tests it) was required already")
    func memberRequiredWhenItsAbsencePicksTheBranch() throws {
        // Old: `if: {properties: {version: {const: v1}}}, then: {required: [version, plugins]}`; new: both branches require
        // both. Before: "version" and "plugins" became required, both unconfirmed. `version` was required already (without
        // it the `if` holds and the `then` asks for it); `plugins` is required now for v2, shown by `{"version":"v2"}`.
        let (old, new, status, changes) = try Self.run("a4e1783a1", "buf.gen", role: "request")
        #expect(status == 1)
        let required = changes.filter { $0["kind"] == "became-required" }
        #expect(required.map { $0["instancePath"]?.stringValue ?? "" } == ["/plugins"], "\(required)")
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 4, "\(breaking)")
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        #expect(required.first?["evidence"] == #"{"version":"v2"}"#, "\(required)")
    }
}

extension DiffEvidenceHistoryTests {
    @Test("a member the `then` requires, which the `if` only tests, is required either way: no change; a member required now is")
    func memberTheConditionTestsIsRequiredEitherWay() throws {
        let scratch = try Scratch()
        let properties = #""properties": {"v": {"enum": ["1", "2"]}, "p": {"type": "array"}, "q": {"type": "string"}}"#
        let condition = #""if": {"properties": {"v": {"const": "1"}}}, "then": {"required": ["v", "p"]}"#
        let start = #"{"type": "object", "# + properties + ", " + condition
        let old = try scratch.write("old/b.schema.json", start + #", "else": {"required": ["q"]}}"#)
        let new = try scratch.write("new/b.schema.json", start + #", "else": {"required": ["v", "p", "q"]}}"#)
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        // Without `v` the `if` holds and the old `then` asks for it: `v` was required already. `p` was not, for `v: "2"`.
        let required = changes.filter { $0["kind"] == "became-required" }
        #expect(required.map { $0["instancePath"]?.stringValue ?? "" } == ["/p"], "\(changes)")
        #expect(required.first?["breaks"] == true)
        let evidence = try #require(required.first?["evidence"]?.stringValue, "\(required)")
        #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        #expect(result.status == 1)
    }
}

extension DiffEvidenceHistoryTests {
    @Test("tombi 0cc65d2d7: enums split into oneOf branches whose values differ overlap nowhere; the `auto` line ending is new")
    func branchesApartByTheirValues() throws {
        // `TomlVersion` became `oneOf: [{enum: [v1.0.0, v1.1.0]}, {const: v1.1.0-preview}]` and `LineEnding` gained
        // `{const: auto}`. Before: both "branch added" items broke requests (a value matching two branches), unconfirmed,
        // and `TomlVersion`'s broke responses, though the old enum took "v1.1.0-preview".
        let request = try Self.run("0cc65d2d7", "tombi", role: "request")
        let added = request.changes.filter { $0["kind"] == "branch-added" }
        #expect(added.count == 2 && added.allSatisfy { $0["breaks"] == false }, "\(added)")
        let response = try Self.run("0cc65d2d7", "tombi", role: "response")
        let branches = response.changes.filter { $0["kind"] == "branch-added" && $0["breaks"] == true }
        #expect(branches.map { $0["instancePath"]?.stringValue ?? "" } == ["#/definitions/LineEnding"], "\(branches)")
        let evidence = try #require(branches.first?["evidence"]?.stringValue, "\(branches)")
        #expect(evidence.contains(#""auto""#), "\(evidence)")
        #expect(try Self.validateBreaks(evidence, old: response.old, new: response.new, requests: false), "\(evidence)")
    }
}

extension DiffEvidenceHistoryTests {
    @Test("dependabot-2.0 7ab2c6b84: registries under `.+`, now under additionalProperties: the empty name shows the opening")
    func openedObjectShownByANameThePatternMissed() throws {
        let (old, new, status, changes) = try Self.run("7ab2c6b84", "dependabot-2.0", role: "response")
        #expect(status == 1)
        // Before: both items unconfirmed. Every name `.+` matches takes the same registry schema in both versions; only the
        // empty name, which `.+` does not match, is newly accepted.
        let opened = try #require(changes.first { $0["kind"] == "additional-properties-opened" }, "\(changes)")
        let evidence = try #require(opened["evidence"]?.stringValue, "\(opened)")
        #expect(evidence.contains(#""registries":{"":{"#), "\(evidence)")
        #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        // The `.+` entry "removed" is no change: its schema moved to `additionalProperties`, which gives it to every name `.+`
        // matches (and to the empty name, the opening above).
        let removed = try #require(changes.first { $0["kind"] == "constraint-loosened" }, "\(changes)")
        #expect(removed["breaks"] == false, "\(removed)")
        #expect(changes.filter { $0["breaks"] == true }.count == 1)
    }
}

extension DiffEvidenceHistoryTests {
    @Test("minecraft-pack-mcmeta d4e10f420: `pack_format` or `min_format`+`max_format`, where `pack_format` was required: no break")
    func anyOfWhoseBranchTheOldObjectRequired() throws {
        // Before: `/pack` and `/overlays/entries/*` "anyOf added" broke requests, unconfirmed: the old objects required
        // `pack_format`, the new ones ask for it or for both new members.
        let (_, _, status, changes) = try Self.run("d4e10f420", "minecraft-pack-mcmeta", role: "request")
        let added = changes.filter { $0["summary"] == "anyOf added" }
        #expect(added.map { $0["instancePath"]?.stringValue ?? "" } == ["/pack", "/overlays/entries/*"], "\(added)")
        #expect(added.allSatisfy { $0["breaks"] == false }, "\(added)")
        #expect(status == 0, "\(changes.filter { $0["breaks"] == true })")
    }
}
