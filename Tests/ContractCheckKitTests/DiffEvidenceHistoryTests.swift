import ContractJSON
import Foundation
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on real SchemaStore history (see `SchemaStore/SOURCE.md`): breaking items carry an evidence
/// document the validator confirms, a changed `pattern` is judged by strings that tell the versions apart, and an
/// item without evidence is printed as unconfirmed.
@Suite("diff: evidence for each kind of breaking item, on SchemaStore history")
struct DiffEvidenceHistoryTests {
    /// A history pair as SchemaStore lays it out: `<commit>/old/<name>.json` (the parent's version) and
    /// `<commit>/new/<name>.json`, each in a folder of its own, as `diff FILE FILE` reads its neighbours.
    static func pair(_ commit: String, _ name: String) -> (old: String, new: String) {
        (DiffOracleTests.history("\(commit)/old/\(name).json"), DiffOracleTests.history("\(commit)/new/\(name).json"))
    }

    /// `diff --format json` over a history pair in `role`: the exit status and every change.
    static func run(
        _ commit: String, _ name: String, role: String, evidenceBudget: Int? = nil, extra: [String] = []
    ) throws -> (old: String, new: String, status: Int32, changes: [JSONValue]) {
        let (old, new) = pair(commit, name)
        let budget = evidenceBudget.map { ["--evidence-budget", String($0)] } ?? []
        let result = DiffRuns.shared.output(of: ["diff", "--role", role, "--format", "json"] + budget + extra + [old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        return (old, new, result.status, changes)
    }

    /// Whether `contract-check validate` accepts `evidence` with the old version and rejects it with the new one
    /// (`requests`), or the reverse: the check a user would run on a printed evidence document.
    /// A change's evidence document whole, as `diff --format json` gives it in `evidenceDocument` (the `evidence` text is
    /// cut at 200 characters, for report lines).
    static func wholeEvidence(_ change: JSONValue) -> String? {
        change["evidenceDocument"].map { JSONWriter.compact.string(from: $0) }
    }

    /// The same for the evidence of `change`, against the schema it is a document of (`evidenceSchema`: a definition's pointer).
    static func evidenceBreaks(_ change: JSONValue, old: String, new: String, requests: Bool) throws -> Bool {
        let evidence = try #require(wholeEvidence(change), "\(change)")
        let pointer = change["evidenceSchema"]?.stringValue ?? ""
        return try validateBreaks(evidence, old: old + pointer, new: new + pointer, requests: requests)
    }

    static func validateBreaks(_ evidence: String, old: String, new: String, requests: Bool) throws -> Bool {
        let scratch = try Scratch()
        let document = try scratch.write("evidence.json", evidence)
        let before = check(["validate", "--schema", old, document]).status, after = check(["validate", "--schema", new, document]).status
        return requests ? before == 0 && after == 1 : after == 0 && before == 1
    }

    @Test("tombi b25625bd3: members added to closed objects inside definitions, six $refs deep, each shown by a document holding them")
    func addedPropertiesInsideDefinitions() throws {
        let (old, new, status, changes) = try Self.run("b25625bd3", "tombi", role: "response")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: 8 of these 15 had evidence; `#/definitions/CargoHoverFeatureTree/default-features` and the
        // `schemas/*/exclude` members (an `anyOf` item with its required `path` and `include`) had none.
        #expect(breaking.count == 15)
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
            #expect(change["unconfirmed"] == false)
            if change["kind"] == "property-added", let path = change["instancePath"]?.stringValue,
                let name = path.split(separator: "/").last
            {
                #expect(evidence.contains("\"\(name)\":"), "\(path): \(evidence)")
            }
        }
        let exclude = try #require(breaking.first { $0["instancePath"] == "#/definitions/RootSchema/exclude" })
        #expect(exclude["evidence"]?.stringValue?.hasPrefix(#"{"schemas":[{"#) == true, "\(exclude)")
    }

    @Test("ryl 775f14798: a member added to a definition reached from another one's payload path through a $ref")
    func addedPropertyReachedThroughReference() throws {
        let (old, new, status, changes) = try Self.run("775f14798", "ryl", role: "response")
        #expect(status == 1)
        // `#/definitions/RulesTable/comments-indentation/allow-any-open-indent`: the change's site lies in
        // `RuleOptionsForCommentsIndentationOptions`, which `RulesTable` reaches through an `anyOf` and two `$ref`s.
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 2)
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(evidence.hasPrefix(#"{"rules":{"#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("hugo a3d98399e: cascade items, an allOf of `_target` and a $ref to cascade, became the $ref: only cascade's new members added")
    func allOfOfMembersAndReferenceBecameReference() throws {
        let (_, _, _, changes) = try Self.run("a3d98399e", "hugo", role: "request", evidenceBudget: 2_000)
        let items = changes.filter { $0["kind"] == "property-added" && $0["instancePath"]?.stringValue?.hasPrefix("/cascade/*/") == true }
        // Before: 35, among them the 25 members `cascade` declared already (`aliases`, `title`…), which each item met through
        // its `allOf`; the 10 it gained (`build`, `menus`…) are real: `[{"_target": {}, "build": 5}]` was valid and is not.
        let names = Set(items.compactMap { $0["instancePath"]?.stringValue?.split(separator: "/").last.map(String.init) })
        let gained: Set<String> = ["build", "menus", "modified", "params", "pubdate", "published", "sitemap", "target", "translationKey"]
        #expect(names == gained.union(["unpublishdate"]))
        #expect(items.allSatisfy { $0["breaks"] == true })
    }

    @Test("tsconfig f645fe05f: items made non-nullable in the branches of an anyOf of open objects, shown by one document failing each")
    func changesShownTogether() throws {
        let (old, new, status, changes) = try Self.run("f645fe05f", "tsconfig", role: "request")
        #expect(status == 1)
        // Before: the 6 changes under `files`, `exclude`, `include` and `references` had none: `{"files": [null]}` fails the
        // `files` branch of the root's `anyOf` and passes the `exclude` one.
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 20)
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            if evidence.hasSuffix("…") { continue }
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        let files = try #require(breaking.first { $0["instancePath"] == "#/definitions/filesDefinition/files/*" })
        let evidence = try #require(files["evidence"]?.stringValue)
        #expect(evidence.contains(#""files":[null]"#) && evidence.contains(#""exclude":"#), "\(evidence)")
    }

    @Test("accelerator ddc5cb616: an anyOf that named InvokeFragment-2 twice names it once: no branch removed")
    func duplicateBranchRemoved() throws {
        let (_, _, status, changes) = try Self.run("ddc5cb616", "accelerator", role: "request")
        // Before: 8 "anyOf branch $ref InvokeFragment-2 removed" request breaks, one in each transformation list.
        #expect(!changes.contains { $0["kind"] == "branch-removed" }, "\(changes)")
        #expect(status == 0)
    }

    @Test("jscpd 4fe365602: a oneOf of strings is not 'any type', a widened pattern breaks no request, nor values other branches take")
    func unionsOfStringsAndPatternWidening() throws {
        let (_, _, status, changes) = try Self.run("4fe365602", "jscpd", role: "request")
        // The three "no longer nullable (type allowed null)" items were false: the old `format` and `reporter` were
        // `anyOf`s of string enums and patterns, which reject null as the new ones do.
        #expect(!changes.contains { $0["kind"] == "became-non-nullable" }, "\(changes)")
        let pattern = try #require(changes.first { $0["new"]?["pointer"] == "/properties/maxSize/anyOf/0/pattern" })
        #expect(pattern["kind"] == "constraint-loosened")
        #expect(pattern["breaks"] == false)
        #expect(pattern["reason"]?.stringValue?.hasPrefix("probably a widening: none of ") == true, "\(pattern)")
        // Both items were unconfirmed breaks: the `format` branch added beside the array one takes strings only (an `anyOf`
        // of a string enum and strings), and "url", gone from the enum, is a string that `anyOf` still takes.
        #expect(!changes.contains { $0["breaks"] == true }, "\(changes.filter { $0["breaks"] == true })")
        #expect(status == 0)
        let (old, new) = Self.pair("4fe365602", "jscpd")
        let text = check(["diff", "--role", "request", old, new])
        #expect(text.status == 0)
        #expect(text.lines.last == "120 changes, 0 breaking (role: request)")
        #expect(
            text.output.contains(
                #"enum value "url" removed (where #/definitions/format is used): another branch of the new union takes "url""#))
        #expect(try !Self.validateBreaks(#"{"format":["url"]}"#, old: old, new: new, requests: true))
    }

    @Test("package.json 9174b49f1: packageManager's pattern gained `nub`: compatible for requests, a response break shown by nub@…")
    func patternWidening() throws {
        let request = try Self.run("9174b49f1", "package", role: "request")
        #expect(request.status == 0)
        let widened = try #require(request.changes.first { $0["new"]?["pointer"] == "/properties/packageManager/oneOf/0/pattern" })
        #expect(widened["kind"] == "constraint-loosened")
        #expect(widened["breaks"] == false)
        let response = try Self.run("9174b49f1", "package", role: "response")
        #expect(response.status == 1)
        let breaking = response.changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 1)
        let evidence = try #require(breaking.first?["evidence"]?.stringValue)
        #expect(evidence.contains(#"{"packageManager":"nub@"#), "\(evidence)")
        #expect(try Self.validateBreaks(evidence, old: response.old, new: response.new, requests: false), "\(evidence)")
    }

    @Test("bundleconfig 9666a6810: /\\.(html|htm)$/ → /\\.html?$/ is probably equivalent, in both roles")
    func equivalentPatternRewrite() throws {
        for role in ["request", "response"] {
            let (_, _, _, changes) = try Self.run("9666a6810", "bundleconfig", role: role)
            let pointer = "/definitions/htmlBundle/properties/outputFileName/pattern"
            let rewrite = try #require(changes.first { $0["new"]?["pointer"]?.stringValue == pointer })
            #expect(rewrite["breaks"] == false, "\(role): \(rewrite)")
            #expect(rewrite["summary"]?.stringValue?.hasSuffix("(probably equivalent)") == true, "\(role): \(rewrite)")
            #expect(rewrite["reason"]?.stringValue?.contains("is matched by one pattern and not the other") == true)
        }
    }

    @Test("jsonld 6313b56ae: a null branch added to @container breaks responses, shown with null there")
    func becameNullable() throws {
        let (old, new, _, changes) = try Self.run("6313b56ae", "jsonld", role: "response")
        let nullable = try #require(changes.first { $0["new"]?["pointer"] == "/definitions/common/properties/@container/anyOf/1" })
        #expect(nullable["kind"] == "became-nullable")
        let evidence = try #require(nullable["evidence"]?.stringValue, "\(nullable)")
        #expect(evidence.contains(#""@container":null"#), "\(evidence)")
        #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
    }

    @Test("maestro-flow e52aafa4e: 297 request breaks of a rewrite giving each command its own schema, each with evidence")
    func everyChangeOfALargeRewriteGetsEvidence() throws {
        let (old, new, status, changes) = try Self.run("e52aafa4e", "maestro-flow", role: "request")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        // Before, the pair's budget went to the first ~50 items and 244 were printed as unconfirmed.
        #expect(breaking.count > 250)
        let unconfirmed = breaking.filter { $0["evidence"]?.stringValue == nil }
        #expect(unconfirmed.isEmpty, "\(unconfirmed)")
        let retry = try #require(
            breaking.first { $0["instancePath"] == "#/$defs/commandObject/retry" && $0["kind"] == "became-non-nullable" })
        #expect(retry["evidence"]?.stringValue?.contains(#"{"retry":null}"#) == true, "\(retry)")
        // An added member whose schema is a `$ref` (`visible` → `#/$defs/selector`) is shown holding that member.
        let visible = try #require(breaking.first { $0["instancePath"] == "#/$defs/commandObject/extendedWaitUntil/visible" })
        #expect(visible["evidence"]?.stringValue?.contains(#""visible":"#) == true, "\(visible)")
        let every25th = breaking.enumerated().filter({ $0.offset % 25 == 0 }).map(\.element)
        for change in [retry, visible] + every25th {
            let evidence = try #require(change["evidence"]?.stringValue)
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
    }

    @Test("github-workflow 3fdf6895c: a draft-07 $ref wrapped in allOf makes its sibling properties apply, reported there")
    func referenceSiblingsStartToApply() throws {
        let (old, new, status, changes) = try Self.run("3fdf6895c", "github-workflow", role: "request")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: 38 "allOf added" items at the events, none with evidence (the siblings were read as applying before).
        #expect(!breaking.contains { $0["summary"] == "allOf added" }, "\(breaking)")
        let types = try #require(breaking.first { $0["instancePath"] == "/on/branch_protection_rule/types" })
        #expect(types["kind"] == "property-added")
        let evidence = try #require(types["evidence"]?.stringValue, "\(types)")
        #expect(evidence.contains(#"{"on":{"branch_protection_rule":{"types":"#), "\(evidence)")
        #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        #expect(try Self.validateBreaks(#"{"on":{"branch_protection_rule":{"types":["bogus"]}},"jobs":{"a":{"runs-on":"x"}}}"#,
                                        old: old, new: new, requests: true))
        // The wrapping allows nothing new: no response breaks.
        let response = try Self.run("3fdf6895c", "github-workflow", role: "response")
        #expect(response.changes.filter { $0["breaks"] == true }.isEmpty, "\(response.changes)")
        #expect(response.status == 0)
    }

    @Test("codecov 6d16f0008: draft-07 $ref siblings ignored; a boolean branch beside a $ref that took booleans widens nothing")
    func ignoredSiblingsOnBothSides() throws {
        let (old, new, status, changes) = try Self.run("6d16f0008", "codecov", role: "request")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: 28 items, 24 unconfirmed ("property added" under `project/default`, where the old `properties`
        // sat beside a `$ref` and were ignored).
        #expect(!breaking.isEmpty && breaking.count < 10, "\(breaking)")
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        // `{$ref, type: [object, boolean]}` → `anyOf [boolean, {$ref, type: object}]`: the old `type` was ignored and
        // the referenced schema has object keywords only, so `true` was valid before and is still valid.
        let response = try Self.run("6d16f0008", "codecov", role: "response")
        #expect(response.changes.filter { $0["breaks"] == true }.isEmpty, "\(response.changes)")
        let scratch = try Scratch()
        let document = try scratch.write("default.json", #"{"coverage":{"status":{"project":{"default":true}}}}"#)
        #expect(check(["validate", "--schema", old, document]).status == 0)
        #expect(check(["validate", "--schema", new, document]).status == 0)
    }

    @Test("partial-poe 0091e807a: tasks written as an allOf of option groups, now flat and closed: no member 'added', the closing shown")
    func optionGroupsWrittenFlat() throws {
        // The default budget searches each of the items left unconfirmed for minutes in a debug build; the quick pass (a
        // few documents for each change) fits in 4,000, and every assertion below holds with it.
        let (old, new, status, changes) = try Self.run("0091e807a", "partial-poe", role: "request", evidenceBudget: 4_000)
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: 148 items, 109 unconfirmed: each member an option group of the old `allOf` declared (`args`, `cwd`…)
        // was "property added" at the flat task, where it is not new.
        let tasks = ["cmd", "expr", "parallel", "ref", "script", "sequence", "shell", "switch"]
        for task in tasks {
            let added = breaking.filter {
                $0["kind"] == "property-added" && $0["instancePath"]?.stringValue?.hasPrefix("#/definitions/\(task)_task/") == true
            }
            #expect(added.isEmpty, "\(task): \(added)")
        }
        let closing = try #require(
            breaking.first { $0["instancePath"] == "#/definitions/cmd_task" && $0["kind"] == "additional-properties-closed" })
        let evidence = try #require(closing["evidence"]?.stringValue, "\(closing)")
        #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        // A member an option group declared is compared with its flat counterpart: `args` items are closed now, a real
        // break inside the member (the old `standard_options` args definition took any member).
        let args = try #require(
            breaking.first { $0["instancePath"] == "#/definitions/cmd_task/args/*" && $0["kind"] == "additional-properties-closed" })
        #expect(args["old"]?["pointer"] == "/definitions/standard_options/properties/args/definitions/args", "\(args)")
        let unknownMember = #"{"tasks":{"a":{"cmd":"x","args":[{"name":"a","zzz":1}]}}}"#
        #expect(try Self.validateBreaks(unknownMember, old: old, new: new, requests: true))
        // Before: none of the args-item items had evidence: the shortest documents write each task as a string, and a
        // value placed at `tasks/a/args/0` replaced it with an object lacking `cmd`. The task is built from the task
        // definition's sampled values now, and the args item from the item's.
        let argsItems = [
            ("additional-properties-closed", "#/definitions/cmd_task/args/*"),
            ("became-non-nullable", "#/definitions/cmd_task/args/*/default"),
            ("enum-added", "#/definitions/cmd_task/args/*/type"),
            ("became-non-nullable", "#/definitions/cmd_task/args/*/type"),
        ]
        for (kind, place) in argsItems {
            let item = try #require(
                breaking.first {
                    $0["kind"]?.stringValue == kind && $0["instancePath"]?.stringValue == place
                        && $0["new"]?["pointer"]?.stringValue?.hasPrefix("/definitions/args_item/") == true
                }, "\(kind) \(place)")
            let evidence = try #require(item["evidence"]?.stringValue, "\(item)")
            #expect(evidence.contains(#""cmd":"#) && evidence.contains(#""args":[{"#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        // `verbosity`'s old `{type: integer, minimum: -2, maximum: 2}` accepts what the new `enum: [-2, -1, 0, 1, 2]` does.
        let verbosity = breaking.filter { $0["instancePath"]?.stringValue?.hasSuffix("/verbosity") == true }
        #expect(verbosity.isEmpty, "\(verbosity)")
        #expect(try !Self.validateBreaks(#"{"tasks":{"a":{"cmd":"x","verbosity":2}}}"#, old: old, new: new, requests: true))
        #expect(try !Self.validateBreaks(#"{"tasks":{"a":{"cmd":"x","verbosity":5}}}"#, old: old, new: new, requests: true))
        for change in breaking where change["evidence"]?.stringValue != nil {
            #expect(try Self.evidenceBreaks(change, old: old, new: new, requests: true), "\(change)")
        }
    }

    @Test("jsconfig f81743024: definitions typed object where the root is one, type beside anyOf split per type: the rest has evidence")
    func draft7MigrationOfAnAllOfRoot() throws {
        let (old, new, status, changes) = try Self.run("f81743024", "jsconfig", role: "request")
        // Before: 28 of 30 items unconfirmed: `type any type → object` at definitions the root's `allOf` reaches, and
        // `newLine`'s `type: [string, null]` beside `anyOf [enum, pattern]` written as three typed branches.
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(!breaking.isEmpty && breaking.count < 6, "\(breaking)")
        #expect(!breaking.contains { $0["instancePath"]?.stringValue?.hasPrefix("#/definitions/") == true }, "\(breaking)")
        #expect(!breaking.contains { $0["instancePath"] == "/compilerOptions/newLine" }, "\(breaking)")
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        #expect(status == 1)
        let response = try Self.run("f81743024", "jsconfig", role: "response")
        #expect(response.changes.filter { $0["breaks"] == true }.isEmpty, "\(response.changes.filter { $0["breaks"] == true })")
    }

    @Test("bundleconfig 9666a6810: a oneOf whose branches each take every non-object accepted objects only: `type: object` is no change")
    func oneOfThatAcceptedObjectsOnly() throws {
        let (old, new, _, changes) = try Self.run("9666a6810", "bundleconfig", role: "request")
        // `bundle` is `oneOf [jsBundle, cssBundle, htmlBundle]`, each `properties` only: a non-object matches all three.
        #expect(!changes.contains { $0["instancePath"] == "#/definitions/bundle" && $0["breaks"] == true }, "\(changes)")
        // The branches are used only there, so their own `type: object` is no change either.
        #expect(!changes.contains { $0["instancePath"] == "#/definitions/jsBundle" && $0["breaks"] == true }, "\(changes)")
        #expect(try !Self.validateBreaks("[null]", old: old, new: new, requests: true))
        #expect(try !Self.validateBreaks("[1]", old: old, new: new, requests: true))
    }

    @Test("glazewm 6d7a695e4: members added as required are shown by documents without them, which fail the new `required`")
    func addedRequiredMembers() throws {
        let (old, new, status, changes) = try Self.run("6d7a695e4", "glazewm", role: "request")
        #expect(status == 1)
        let added = changes.filter { $0["kind"] == "property-added" && $0["summary"]?.stringValue?.hasSuffix("(required)") == true }
        // Before, an evidence document had to hold the added member, so these four had none.
        let paths = added.compactMap { $0["instancePath"]?.stringValue }.sorted()
        #expect(paths == ["/keybindings/*/bindings", "/keybindings/*/commands", "/window_rules/*/commands", "/window_rules/*/match"])
        for change in added {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            let name = try #require(change["instancePath"]?.stringValue?.split(separator: "/").last)
            #expect(!evidence.contains("\"\(name)\":"), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
    }

    @Test("dependabot-2.0 aae26627e: if/then/else rewritten (requirements of both branches hoisted, `if: {not}`): only cronjob's move")
    func conditionalRewrites() throws {
        // Before: request 12 breaking items, none with evidence (9 if/then/else, 3 "became required"); response 9 of them.
        let request = try Self.run("aae26627e", "dependabot-2.0", role: "request")
        #expect(!request.changes.contains { $0["breaks"] == true }, "\(request.changes)")
        #expect(request.status == 0)
        let response = try Self.run("aae26627e", "dependabot-2.0", role: "response")
        #expect(!response.changes.contains { $0["kind"] == "constraint-changed" || $0["kind"] == "became-required" }, "\(response.changes)")
        // `cronjob` left `schedule` for the `then` of `interval: cron`: any value is taken with another interval now.
        let moved = response.changes.filter { $0["breaks"] == true }
        #expect(moved.map { $0["instancePath"]?.stringValue ?? "" }.sorted()
            == ["#/definitions/multi-ecosystem-group/schedule/cronjob", "#/definitions/update/schedule/cronjob"], "\(moved)")
        let shown = try #require(moved.first { $0["evidence"]?.stringValue != nil }, "\(moved)")
        let evidence = try #require(shown["evidence"]?.stringValue)
        #expect(try Self.validateBreaks(evidence, old: response.old, new: response.new, requests: false), "\(evidence)")
    }

    @Test("partial-poe 9c67f5136: `if`/`then`s added to args items and switch cases, shown inside a `cmd` task and a `switch`")
    func conditionAddedToDefinition() throws {
        let (old, new, _, changes) = try Self.run("9c67f5136", "partial-poe", role: "request")
        // Before: none of the four had evidence (the shortest task both versions accept, `{"args": []}`, is no `cmd` task,
        // and no sampled argument met `type: boolean`).
        let conditional = changes.filter { $0["instancePath"] == "#/definitions/args_item" && $0["kind"] == "constraint-changed" }
        #expect(conditional.map { $0["summary"]?.stringValue ?? "" }.sorted() == ["if added", "then added"], "\(changes)")
        for change in conditional {
            #expect(change["breaks"] == true)
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""type":"boolean""#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        // The same kind of `allOf` of `if`/`then`s added to the tasks a `switch` holds: shown inside a `switch`.
        let cased = try #require(changes.first { $0["instancePath"] == "#/definitions/script_task_with_case" && $0["breaks"] == true })
        let evidence = try #require(cased["evidence"]?.stringValue, "\(cased)")
        #expect(evidence.contains(#""switch":["#), "\(evidence)")
        #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
    }

    @Test("webextension b3f8099cd: an `else` changed, shown by a manifest that fails the `if` (version 3 where it asks for 2)")
    func elseShownByFailingTheCondition() throws {
        let (old, new, _, changes) = try Self.run("b3f8099cd", "webextension", role: "request")
        let changed = try #require(changes.first { $0["summary"] == "else changed" }, "\(changes)")
        // The `then` (manifest version 2) takes the member as before: it is no item.
        #expect(!changes.contains { $0["summary"] == "then changed" }, "\(changes)")
        let evidence = try #require(changed["evidence"]?.stringValue, "\(changed)")
        #expect(!evidence.contains(#""manifest_version":2"#), "\(evidence)")
        #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
    }

    @Test("webextension b3f8099cd response: objects a version-3 manifest lists as web_accessible_resources, once only strings")
    func removedMemberKeptByElse() throws {
        let (old, new, status, changes) = try Self.run("b3f8099cd", "webextension", role: "response")
        #expect(status == 1)
        // Before: neither item had evidence. The member, gone from the root's `properties`, is declared by `then` (manifest
        // version 2: strings, as before) and `else` (objects naming `resources` and `matches` or `extension_ids`); the
        // sampled resource objects were `{"matches": "a"}` (the `anyOf` branch's alone), and the removed member's values
        // were only the old strings.
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.map { $0["summary"]?.stringValue ?? "" } == ["else changed", #"property "web_accessible_resources" removed"#])
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""web_accessible_resources":[{"#) && !evidence.contains(#""manifest_version":2"#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("glazewm 6d7a695e4 response: bounds the other version's type or members already settle are no change; the rest shown")
    func glazewmResponseBounds() throws {
        let (old, new, _, changes) = try Self.run("6d7a695e4", "glazewm", role: "response")
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: opacity's `minimum`/`maximum` (the type became string) and the keybindings' `minProperties`/`maxProperties` 2
        // (two required members of a closed object of two) were breaking and unconfirmed.
        #expect(!breaking.contains { $0["instancePath"] == "#/definitions/opacity-property" && $0["kind"] == "constraint-loosened" })
        #expect(!breaking.contains { $0["instancePath"] == "/keybindings/*" && $0["summary"]?.stringValue?.contains("Properties") == true })
        // Before without evidence: a removed `pattern: \S` (no sampled string told it from none), members added to a closed
        // object whose required `match` items need one of five optional members (`minProperties: 1`).
        let shown = [
            "/workspaces/*/name", "/window_rules/*/commands", "/window_rules/*/match", "/window_rules/*/on", "/window_rules/*/run_once",
        ]
        for path in shown {
            let change = try #require(breaking.first { $0["instancePath"]?.stringValue == path }, "\(path)")
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("web-manifest 32af9a900: members removed from open objects, each a `$ref` to a map, shown through the old `$ref`")
    func removedReferencedMembers() throws {
        for (name, members) in [
            ("web-manifest", ["description_localized", "icons_localized", "name_localized", "short_name_localized"]),
            ("web-manifest-app-info", ["description_localized", "label_localized"]),
        ] {
            let (old, new, status, changes) = try Self.run("32af9a900", name, role: "response")
            #expect(status == 1)
            let removed = changes.filter { $0["breaks"] == true && $0["kind"] == "property-removed" }
            // Before: these six unconfirmed: the old version rejects `{"name_localized": null}` in the referenced map's `type`.
            let names = Set(removed.compactMap { $0["instancePath"]?.stringValue?.split(separator: "/").last.map(String.init) })
            #expect(names.isSuperset(of: members), "\(removed)")
            for change in removed {
                let evidence = try #require(Self.wholeEvidence(change), "\(change)")
                let member = try #require(change["instancePath"]?.stringValue?.split(separator: "/").last)
                #expect(evidence.contains("\"\(member)\":"), "\(evidence)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
            }
        }
    }

    @Test("apibuilder a1e41dd55: a rewritten patternProperties pattern is judged by the names one pattern matches only")
    func rewrittenPatternPropertiesPattern() throws {
        let request = try Self.run("a1e41dd55", "apibuilder", role: "request")
        let breaking = request.changes.filter { $0["breaks"] == true }
        // Before: "patternProperties … added" for enums, interfaces, models and unions, unconfirmed; only the closed
        // models and unions reject a name the new pattern no longer matches.
        #expect(!breaking.contains { $0["summary"]?.stringValue?.hasPrefix("patternProperties") == true
            && $0["summary"]?.stringValue?.hasSuffix("added") == true }, "\(breaking)")
        let renamed = breaking.filter { $0["summary"]?.stringValue?.contains("no longer matches") == true }
        // At a name the old pattern matches and the new one does not (`""`), so that the evidence holds it.
        #expect(renamed.compactMap { $0["instancePath"]?.stringValue }.sorted() == ["#/definitions/model/", "#/definitions/union/"])
        // And the parameter `name` pattern, shown inside an operation framed with its required `method`.
        let parameter = try #require(breaking.first { $0["instancePath"] == "#/definitions/parameter/name" })
        for change in renamed + [parameter] {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: request.old, new: request.new, requests: true), "\(evidence)")
        }
        let response = try Self.run("a1e41dd55", "apibuilder", role: "response")
        let widened = response.changes.filter { $0["breaks"] == true }
        #expect(widened.count == 2, "\(widened)")
        for change in widened {
            #expect(change["summary"]?.stringValue?.contains("no longer matches") == true, "\(change)")
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: response.old, new: response.new, requests: false), "\(evidence)")
        }
    }

    @Test("dependabot aae26627e: a const for a one-value range, minItems of an object and items of a string are no change")
    func boundsNothingMeets() throws {
        let (_, _, status, changes) = try Self.run("aae26627e", "dependabot", role: "response")
        // Before: 7 breaking items, all unconfirmed.
        #expect(changes.filter { $0["breaks"] == true }.isEmpty, "\(changes)")
        #expect(status == 0)
    }

    @Test("cargo-make e02051cf4: members no longer required are shown by the object without them")
    func becameOptional() throws {
        let (old, new, _, changes) = try Self.run("e02051cf4", "cargo-make", role: "response")
        let optional = changes.filter { $0["breaks"] == true && $0["kind"] == "became-optional" }
        #expect(optional.count == 2)
        for change in optional {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            let member = try #require(change["instancePath"]?.stringValue?.split(separator: "/").last)
            #expect(!evidence.contains("\"\(member)\":"), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("maestro-flow e52aafa4e: the old union's `$ref` branch of any object is the counterpart of each new object schema")
    func referencedBranchPairedByItsTypes() throws {
        let (_, _, _, changes) = try Self.run("e52aafa4e", "maestro-flow", role: "response")
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: 41 response items, 39 unconfirmed: the old `commandValue` branch `boolean` was paired with each new
        // per-command object schema ("type boolean → object"), though its branch `{$ref: argumentMap}` took any object.
        #expect(!breaking.contains { $0["summary"]?.stringValue?.hasPrefix("type boolean → object") == true }, "\(breaking)")
        #expect(!breaking.contains { $0["summary"] == #"oneOf branch type "object" added"# }, "\(breaking)")
        #expect(breaking.count < 10, "\(breaking)")
    }

    @Test("component-detection 9a21f383e: members added to a union's branch definitions, shown inside a component of that branch")
    func addedMembersShownInTheirBranch() throws {
        let (old, new, status, changes) = try Self.run("9a21f383e", "component-detection-manifest", role: "request")
        #expect(status == 1)
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: 17 of these 62 had evidence; the members added to `Go` and the ten definitions after it in `Component`'s
        // `oneOf` had none (their values were placed under the sampled `cargo` component, which matched neither version).
        #expect(breaking.count == 62)
        let scratch = try Scratch()
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            // The oracle reads `format` as an annotation (the `git` component's `repositoryUrl: ""` is no URI).
            let document = try scratch.write("evidence.json", evidence)
            let validate = { (schema: String) in check(["validate", "--annotate-formats", "--schema", schema, document]).status }
            #expect(validate(old) == 0 && validate(new) == 1, "\(evidence)")
        }
        let licenses = try #require(breaking.first { $0["instancePath"] == "#/definitions/Go/go/licenses" })
        #expect(licenses["evidence"]?.stringValue?.contains(#""type":"go","go":{"#) == true, "\(licenses)")
    }

    @Test("claude-code-settings d3cbd0bf4: 145 variables declared where the closed env's patternProperties took them break no model")
    func membersThePatternTookAlready() throws {
        let (old, new, _, changes) = try Self.run("d3cbd0bf4", "claude-code-settings", role: "response", evidenceBudget: 2_000)
        let breaking = changes.filter { $0["breaks"] == true }
        // Before: 151 response items, 147 unconfirmed, 145 of them `property "NO_PROXY" added (optional)` and the like.
        let env = breaking.filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/env/") && $0["kind"] == "property-added" }
        #expect(env.isEmpty, "\(env)")
        #expect(breaking.count < 10, "\(breaking)")
        // Beside them, the hooks added to the closed `hooks` object are real, each shown.
        let hooks = breaking.filter { ($0["instancePath"]?.stringValue ?? "").hasPrefix("/hooks/") }
        #expect(hooks.count == 4, "\(breaking)")
        for change in hooks {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("--evidence-budget bounds the search for evidence: the same items, those it did not reach unconfirmed (exit 3 when all)")
    func evidenceBudgetBoundsTheSearch() throws {
        let full = try Self.run("e52aafa4e", "maestro-flow", role: "request")
        let none = try Self.run("e52aafa4e", "maestro-flow", role: "request", evidenceBudget: 0)
        let breaking = { (changes: [JSONValue]) in changes.filter { $0["breaks"] == true } }
        #expect(breaking(full.changes).count == breaking(none.changes).count, "the budget changes evidence, not the items")
        let withEvidence = { (changes: [JSONValue]) in breaking(changes).filter { $0["evidence"]?.stringValue != nil }.count }
        #expect(withEvidence(none.changes) < withEvidence(full.changes))
        #expect(withEvidence(full.changes) == breaking(full.changes).count)
        #expect(none.status == (withEvidence(none.changes) == 0 ? 3 : 1))
        #expect(check(["diff", "--evidence-budget", "-1", full.old, full.new]).status == 2)
        #expect(check(["diff", "--evidence-budget", "many", full.old, full.new]).status == 2)
    }

    @Test("vs-2017.3.host 142dde599: members removed in ide.host.json, the file its root references, each shown by a document")
    func removalsInReferencedFile() throws {
        let (old, new, status, changes) = try Self.run("142dde599", "vs-2017.3.host", role: "response")
        #expect(status == 1)
        // `symbolInfo` became a draft-07 `{$ref, properties}` whose siblings are ignored: its members take any value now.
        // Before: the 6 items, all sited in ide.host.json, had neither evidence nor the unconfirmed mark.
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 6)
        for change in breaking {
            #expect(change["new"]?["file"]?.stringValue?.hasSuffix("/ide.host.json") == true, "\(change)")
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(change["unconfirmed"] == false)
            let name = try #require(change["instancePath"]?.stringValue?.split(separator: "/").last)
            #expect(evidence.hasPrefix(#"{"symbolInfo":[{"#) && evidence.contains("\"\(name)\":"), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("grunt 5b30da8c6: fileFormat typed object in grunt-task.json breaks grunt-clean-task's requests, not grunt-copy-task's")
    func narrowedInReferencedFile() throws {
        let clean = try Self.run("5b30da8c6", "grunt-clean-task", role: "request")
        #expect(clean.status == 1)
        let breaking = clean.changes.filter { $0["breaks"] == true }
        #expect(breaking.map { $0["kind"]?.stringValue ?? "" } == ["became-non-nullable", "type-narrowed"])
        for change in breaking {
            #expect(change["new"]?["pointer"] == "/definitions/fileFormat/type")
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: clean.old, new: clean.new, requests: true), "\(evidence)")
        }
        // grunt-copy-task names the same schema inside an `allOf` with `type: object`: no value but an object reaches it.
        let copy = try Self.run("5b30da8c6", "grunt-copy-task", role: "request")
        #expect(copy.status == 0)
        let narrowed = copy.changes.filter { $0["new"]?["pointer"] == "/definitions/fileFormat/type" }
        #expect(narrowed.count == 2)
        #expect(narrowed.allSatisfy { $0["breaks"] == false }, "\(narrowed)")
        for document in [#"{"x":null}"#, #"{"x":5}"#] {
            #expect(try !Self.validateBreaks(document, old: copy.old, new: copy.new, requests: true), "\(document)")
        }
    }

    @Test("schema-org-action 6313b56ae: schema-org-thing.json's and jsonld.json's changes shown by documents; no false nullable")
    func changesInReferencedFiles() throws {
        for role in ["request", "response"] {
            let (old, new, status, changes) = try Self.run("6313b56ae", "schema-org-action", role: role)
            #expect(status == 1)
            let breaking = changes.filter { $0["breaks"] == true }
            // request: `context`, `graph`, `common` typed in jsonld.json; response: the draft-04 object became a draft-07
            // `{$ref, properties}` whose siblings are ignored, so its members (and schema-org-thing.json's) take any value.
            #expect(breaking.count == (role == "request" ? 3 : 28), "\(breaking)")
            #expect(breaking.contains { $0["new"]?["file"]?.stringValue?.hasSuffix("/jsonld.json") == true })
            for change in breaking {
                let evidence = try #require(Self.wholeEvidence(change), "\(change)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(change)")
            }
            // The new root is a `$ref` to jsonld.json's `anyOf` of an object and an array: null is still rejected.
            #expect(!changes.contains { $0["kind"] == "became-nullable" }, "\(changes)")
        }
    }

    @Test("partial-tox 6ea6a7dd0: a property restated beside allOf [tox.json] no longer: none of tox.json's members 'added'")
    func restatedPropertyDropped() throws {
        // Before: 25 request items "property added (optional)" and a response "allOf removed", all unconfirmed: the old
        // file's `legacy_tox_ini` differs from tox.json's in its description only, which kept tox.json from merging.
        for role in ["request", "response"] {
            let (_, _, status, changes) = try Self.run("6ea6a7dd0", "partial-tox", role: role)
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(!changes.contains { $0["kind"] == "property-added" }, "\(role): \(changes)")
            #expect(status == 0, "\(role)")
        }
    }

    @Test("ty 0b92cd93e: Python versions as constants where a pattern took any M.m: no branch 'added'; requests shown by 0.0")
    func versionsAsConstants() throws {
        // Before: 8 request and 9 response items unconfirmed ("oneOf branch added", "pattern removed").
        let (old, new, status, changes) = try Self.run("0b92cd93e", "ty", role: "request")
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(!breaking.isEmpty && !breaking.contains { $0["kind"] == "branch-added" }, "\(breaking)")
        for change in breaking {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        #expect(status == 1)
        let response = try Self.run("0b92cd93e", "ty", role: "response")
        #expect(!response.changes.contains { $0["breaks"] == true }, "\(response.changes)")
        #expect(response.status == 0)
    }

    @Test("tox 60efee653, 6debd6cb6: a oneOf branch apart by `not: {required}`, or a union of objects beside arrays, breaks no request")
    func branchesApartByRequiredOrTypes() throws {
        // 60efee653: `{not: {required: [prefix]}}` added beside `{required: [prefix]}` (before: 3 items, unconfirmed).
        let factor = try Self.run("60efee653", "tox", role: "request", evidenceBudget: 0)
        #expect(!factor.changes.contains { $0["breaks"] == true }, "\(factor.changes)")
        #expect(factor.status == 0)
        // The new branch does take objects old models have no case for: still a response break, with evidence.
        let response = try Self.run("60efee653", "tox", role: "response")
        let added = response.changes.filter { $0["kind"] == "branch-added" }
        #expect(added.count == 3 && added.allSatisfy { $0["breaks"] == true && $0["unconfirmed"] == false }, "\(added)")
        // 6debd6cb6: `replace_object` (a recursive `anyOf` of `$ref`s to objects) added beside an array branch
        // (before: 5 items, unconfirmed).
        let commands = try Self.run("6debd6cb6", "tox", role: "request", evidenceBudget: 0)
        let replace = commands.changes.filter {
            $0["kind"] == "branch-added" && ($0["summary"]?.stringValue ?? "").contains("replace_object")
        }
        #expect(replace.count == 5 && replace.allSatisfy { $0["breaks"] == false }, "\(replace)")
        // And the closed `factor_range_dict` (it requires `prefix`) beside `subs`, an `anyOf` of a string and closed objects
        // that each require `replace`, which it does not declare (before: 3 items, unconfirmed).
        let range = commands.changes.filter {
            $0["kind"] == "branch-added" && ($0["summary"]?.stringValue ?? "").contains("factor_range_dict")
        }
        #expect(range.count == 3 && range.allSatisfy { $0["breaks"] == false }, "\(range)")
    }

    @Test("partial-pixi 79712e5a5: task names gained `minLength: 1`, shown by a task named \"\"")
    func propertyNamesTightened() throws {
        // Before: 3 `(property names)` items unconfirmed: no name was tried, and the error, reported at `propertyNames`,
        // was not read as showing the `minLength` inside it.
        let (old, new, _, changes) = try Self.run("79712e5a5", "partial-pixi", role: "request")
        let names = changes.filter { ($0["instancePath"]?.stringValue ?? "").hasSuffix("/(property names)") }
        #expect(names.count == 3, "\(names)")
        for change in names {
            let evidence = try #require(Self.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""":"#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
    }

    @Test("stylelintrc a3795b437: a rule's `[options, severity]` pair, shown in a pair, under names the old pattern leaves free")
    func tuplePositionsInsideAUnionWithAMap() throws {
        // Before: none of these had evidence. A value at `…/0/*` was built into `{"0": …}` (the rule's map branch, not its
        // pair), and the old first item's pattern `^((?!message|severity).)*$` took every name tried.
        for role in ["request", "response"] {
            let (old, new, status, changes) = try Self.run("a3795b437", "stylelintrc", role: role)
            #expect(status == 1)
            let breaking = changes.filter { $0["breaks"] == true }
            let items = breaking.filter {
                let path = $0["instancePath"]?.stringValue ?? ""
                return path.hasPrefix("#/definitions/objectRule/0") || path.hasPrefix("#/definitions/objectRule/1")
            }
            #expect(items.count == (role == "request" ? 4 : 3), "\(items)")
            for change in items {
                // The request side's first pattern removed is false (the new item takes a string or the same list under those
                // names) and stays unconfirmed; every other item has evidence.
                if role == "request", change["kind"] == "constraint-changed" {
                    #expect(change["unconfirmed"] == true, "\(change)")
                    continue
                }
                let evidence = try #require(Self.wholeEvidence(change), "\(change)")
                #expect(evidence.hasPrefix(#"{"rules":{"declaration-property-unit-blacklist":[{"#), "\(evidence)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
            }
        }
    }

    @Test("partial-eslint-plugins 4c41ffc22: a rule's options object became one of four strings, shown in the `[severity, options]` pair")
    func tuplePositionWithoutAPairBothAccept() throws {
        // Before: all six unconfirmed. No pair both versions accept exists (the changed item is the second), so the scaffold
        // left the rule without an array and the value was built into `{"1": …}`.
        for role in ["request", "response"] {
            let (old, new, status, changes) = try Self.run("4c41ffc22", "partial-eslint-plugins", role: role)
            #expect(status == 1)
            let breaking = changes.filter { $0["breaks"] == true }
            #expect(breaking.count == (role == "request" ? 2 : 4), "\(breaking)")
            for change in breaking {
                let evidence = try #require(Self.wholeEvidence(change), "\(change)")
                #expect(evidence.hasPrefix(#"{"@typescript-eslint/return-await":["#), "\(evidence)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
            }
        }
    }
}

/// The runs of `diff` over history pairs, each made once: several tests read the same run (databricks-asset-bundles'
/// response run, the largest pair's search), and a diff is deterministic. A second test asking for a run being made waits
/// for it rather than making it again. (NSLock, not `Mutex`: the tests run on macOS 13 too.)
final class DiffRuns: @unchecked Sendable {
    static let shared = DiffRuns()
    private final class Cell: @unchecked Sendable {
        let lock = NSLock()
        var result: RunResult?
    }
    private let lock = NSLock()
    private var cells: [[String]: Cell] = [:]

    func output(of arguments: [String]) -> RunResult {
        lock.lock()
        let cell = cells[arguments] ?? Cell()
        cells[arguments] = cell
        lock.unlock()
        cell.lock.lock()
        defer { cell.lock.unlock() }
        if let result = cell.result { return result }
        let result = check(arguments)
        cell.result = result
        return result
    }
}
