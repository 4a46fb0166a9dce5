import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on the fifth measured set of SchemaStore history (session 53, group C): false items dropped by general
/// rules, with a real change beside each still reported, and real items the oracle now shows, on the real pairs kept with
/// their provenance in `SchemaStore/SOURCE.md`.
@Suite("diff: fifth-set items, judged false and dropped or real and shown")
struct DiffFifthSetCTests {
    typealias History = DiffEvidenceHistoryTests

    static let draft7 = #""$schema": "http://json-schema.org/draft-07/schema#""#

    /// `diff --format json` of two single-file versions in `role`; each breaking item's evidence is checked with
    /// `validate` while the files exist.
    static func run(_ old: String, _ new: String, role: String) throws -> (status: Int32, changes: [JSONValue]) {
        let scratch = try Scratch()
        let oldFile = try scratch.write("old/s.json", old), newFile = try scratch.write("new/s.json", new)
        let result = check(["diff", "--role", role, "--format", "json", oldFile, newFile])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        for change in changes where change["breaks"] == true && change["unconfirmed"] == false {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(try History.validateBreaks(evidence, old: oldFile, new: newFile, requests: role == "request"), "\(evidence)")
        }
        return (result.status, changes)
    }

    /// A map `m` whose members take `member`, by the one pattern `pattern` (old) or by `additionalProperties` (new).
    static func map(pattern: String?, _ member: String) -> String {
        let members = pattern.map { ##""patternProperties": {"\##($0)": {"$ref": "#/definitions/Item"}}"## }
            ?? ##""additionalProperties": {"$ref": "#/definitions/Item", "type": "object"}"##
        return #"{\#(draft7), "type": "object", "properties": {"m": {"type": "object", \#(members)}}, "definitions": {"Item": \#(member)}}"#
    }

    static let item = #"{"type": "object", "additionalProperties": false, "properties": {"a": {"type": "string"}}, "required": ["a"]}"#
    static let itemWithB =
        #"{"type": "object", "additionalProperties": false, "properties": {"a": {"type": "string"}, "b": {"type": "string"}}, "#
        + #""required": ["a", "b"]}"#

    @Test("a pattern taking every name moved whole to additionalProperties: the old additionalProperties applied to nothing, no change")
    func everyNamePatternMovedToAdditionalProperties() throws {
        // Before: the new `Item` compared with the old absent `additionalProperties` (any value): "type any type → object",
        // "additionalProperties became false" and "a added (required)", all false.
        for role in ["request", "response"] {
            let (status, changes) = try Self.run(Self.map(pattern: ".*", Self.item), Self.map(pattern: nil, Self.item), role: role)
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(status == 0)
        }
    }

    @Test("a member required beside that move is reported where it is, with evidence, and nothing about the old any-value")
    func everyNamePatternMovedWithARealChange() throws {
        let (status, changes) = try Self.run(Self.map(pattern: ".*", Self.item), Self.map(pattern: nil, Self.itemWithB), role: "request")
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(status == 1)
        let added = try #require(breaking.first { $0["kind"] == "property-added" }, "\(breaking)")
        #expect(added["summary"]?.stringValue?.contains(#""b""#) == true, "\(added)")
        #expect(added["unconfirmed"] == false, "\(added)")
        let anyValueItems = ["type-narrowed", "additional-properties-closed"]
        #expect(!breaking.contains { anyValueItems.contains($0["kind"]?.stringValue ?? "") }, "\(breaking)")
    }

    @Test("`^.*$` rejects a name with a line break, so additionalProperties applied there: the new member schema is still reported")
    func anchoredPatternDoesNotTakeEveryName() throws {
        let (status, changes) = try Self.run(Self.map(pattern: "^.*$", Self.item), Self.map(pattern: nil, Self.item), role: "request")
        #expect(status != 0)
        #expect(changes.contains { $0["breaks"] == true && $0["kind"] == "type-narrowed" && $0["instancePath"] == "/m/*" }, "\(changes)")
    }

    @Test("gematik-test ea49c4087: maps of partial-file $refs by `.*` moved to definitions under additionalProperties: no break")
    func gematikPartialsMovedToDefinitions() throws {
        // Before: 8 (patients) and 6 (hcps) request items, all unconfirmed: `validate` gives `{"patients": {"a": 5}}` the
        // same error with both versions, and the partial files hold the same members as the new definitions.
        for name in ["gematik-test-patients", "gematik-test-hcps"] {
            let (_, _, status, changes) = try History.run("ea49c4087", name, role: "request")
            #expect(!changes.contains { $0["breaks"] == true }, "\(name): \(changes)")
            #expect(status == 0, "\(name)")
        }
    }

    @Test("patterns added whose schemas lie within the old additionalProperties break no response; one taking non-objects does")
    func patternWithinOldAdditionalProperties() throws {
        let old = #"{\#(Self.draft7), "type": "object", "properties": {"a": {"type": "object", "#
            + #""additionalProperties": {"type": "object", "additionalProperties": true}}}}"#
        func new(_ extra: String) -> String {
            #"{\#(Self.draft7), "type": "object", "properties": {"a": {"type": "object", "additionalProperties": {"type": "object"}, "#
                + #""patternProperties": {"^x": {"type": "object", "properties": {"k": {"type": "string"}}}\#(extra)}}}}"#
        }
        let alone = try Self.run(old, new(""), role: "response")
        #expect(!alone.changes.contains { $0["breaks"] == true }, "\(alone.changes)")
        #expect(alone.status == 0)
        let beside = try Self.run(old, new(#", "^y": {"properties": {"k": {"type": "string"}}}"#), role: "response")
        let breaking = beside.changes.filter { $0["breaks"] == true }
        #expect(breaking.map { $0["instancePath"]?.stringValue ?? "" } == ["/a/{^y}"], "\(breaking)")
        #expect(breaking.allSatisfy { $0["unconfirmed"] == false }, "\(breaking)")
        #expect(beside.status == 1)
    }

    @Test("drupal-recipe 049c6d591: actions patterns typed object break no response; the three without a type do, shown")
    func drupalActionPatterns() throws {
        // Before: 9 "patternProperties added" response items; the 6 typed `object` (block.block.*, …, user.role.*) were
        // unconfirmed, since the old actions took any object.
        let (old, new, status, changes) = try History.run("049c6d591", "drupal-recipe", role: "response")
        #expect(status == 1)
        let patterns = changes.filter { $0["breaks"] == true && ($0["summary"]?.stringValue ?? "").hasPrefix("patternProperties") }
        let names = patterns.compactMap { $0["instancePath"]?.stringValue }.sorted()
        let expected = ["editor.editor.*", "field.field.*.*.*", "field.storage.*.*"].map { "/config/actions/{\($0)}" }
        #expect(names == expected, "\(names)")
        for change in changes where change["breaks"] == true {
            let evidence = try #require(History.wholeEvidence(change), "\(change)")
            #expect(try History.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("a required integer with an exclusive minimum is sampled within it, so a member added beside it is shown")
    func exclusiveBoundsInSamples() throws {
        // Before: every sampled document held `n: -1` (first in order, and `minimum` alone was read), which both reject.
        func file(_ extra: String) -> String {
            #"{\#(Self.draft7), "type": "object", "additionalProperties": false, "required": ["n", "f"], "properties": {"#
                + #""n": {"type": "integer", "exclusiveMinimum": 0}, "f": {"type": "number", "exclusiveMinimum": 0.5}\#(extra)}}"#
        }
        let (status, changes) = try Self.run(file(""), file(#", "added": {"type": "string"}"#), role: "response")
        let added = try #require(changes.first { $0["kind"] == "property-added" }, "\(changes)")
        #expect(added["breaks"] == true && added["unconfirmed"] == false, "\(added)")
        #expect(status == 1)
    }

    @Test("radiohound-v0 627b097c4: metadata members renamed, made optional and nullable, each shown in both roles")
    func radiohoundCountsWithExclusiveBounds() throws {
        // Before: 1 request and 8 response items, none shown: every count (`exclusiveMinimum: 0`) was sampled as -1.
        for (role, count) in [("request", 1), ("response", 8)] {
            let (old, new, status, changes) = try History.run("627b097c4", "radiohound-v0", role: role)
            #expect(status == 1)
            let breaking = changes.filter { $0["breaks"] == true }
            #expect(breaking.count == count, "\(role): \(breaking)")
            for change in breaking {
                let evidence = try #require(History.wholeEvidence(change), "\(role): \(change)")
                #expect(try History.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
            }
        }
    }

    /// Steps as an `allOf` of a `oneOf` of `{type: object, properties: {u}, required: [u]}` / `{…r…}` and a closed object
    /// declaring `u` and `r` alike, or one closed object with `oneOf: [{required: [u]}, {required: [r]}]` (github-workflow
    /// 1575ac9fe's `step`); `u` in the new object as `newU`.
    static func steps(old: Bool, newU: String = #"{"type": "string"}"#) -> String {
        if old {
            return #"{\#(draft7), "type": "object", "properties": {"steps": {"type": "array", "items": {"allOf": [{"oneOf": ["#
                + #"{"type": "object", "properties": {"u": {"type": "string"}}, "required": ["u"]}, "#
                + #"{"type": "object", "properties": {"r": {"type": "string"}}, "required": ["r"]}]}, "#
                + #"{"type": "object", "additionalProperties": false, "#
                + #""properties": {"u": {"type": "string"}, "r": {"type": "string"}}}]}}}}"#
        }
        return ##"{\##(draft7), "type": "object", "properties": {"steps": {"type": "array", "items": {"$ref": "#/definitions/step"}}}, "##
            + #""definitions": {"step": {"type": "object", "additionalProperties": false, "properties": {"u": \#(newU), "#
            + #""r": {"type": "string"}}, "oneOf": [{"required": ["u"]}, {"required": ["r"]}]}}}"#
    }

    @Test("a member a union branch declared as the object beside it does, no longer declared in the branch: no change")
    func branchMemberDeclaredAlikeBesideTheUnion() throws {
        // Before: response "property u removed (it was required)" and the same for `r`, both unconfirmed.
        for role in ["request", "response"] {
            let (status, changes) = try Self.run(Self.steps(old: true), Self.steps(old: false), role: role)
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(status == 0)
        }
        // The member the object declares tightened beside it: reported and shown.
        let (status, changes) = try Self.run(
            Self.steps(old: true), Self.steps(old: false, newU: #"{"type": "string", "maxLength": 3}"#), role: "request")
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.map { $0["kind"]?.stringValue ?? "" } == ["constraint-tightened"], "\(breaking)")
        #expect(breaking.allSatisfy { $0["unconfirmed"] == false }, "\(breaking)")
        #expect(status == 1)
    }

    /// The one breaking item of a pair of single files in `role`, which must come with evidence `validate` confirms.
    static func shown(_ old: String, _ new: String, role: String, kind: String) throws -> String {
        let (status, changes) = try Self.run(old, new, role: role)
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.map { $0["kind"]?.stringValue ?? "" } == [kind], "\(breaking)")
        #expect(breaking.allSatisfy { $0["unconfirmed"] == false }, "\(breaking)")
        #expect(status == 1)
        return breaking.first.flatMap(History.wholeEvidence) ?? ""
    }

    @Test("a branch added to a union of closed objects: shown by a member only it takes, which the old object rejects")
    func branchAddedShownByItsMember() throws {
        // Before: unconfirmed. The old closed object rejects the member at the member (`/items/0/keys`), and the branch was
        // tried against that member's value rather than the object holding it.
        let item = #"{"type": "object", "additionalProperties": false, "required": ["path"], "properties": {"path": {"type": "string"}"#
        func file(_ definitions: String) -> String {
            ##"{\##(Self.draft7), "type": "object", "properties": {"items": {"type": "array", "items": {"$ref": "#/definitions/Item"}}}, "##
                + #""definitions": {\#(definitions)}}"#
        }
        let old = file(#""Item": \#(item)}}"#)
        let new = file(##""Item": {"anyOf": [{"$ref": "#/definitions/Root"}, {"$ref": "#/definitions/Sub"}]}, "##
            + #""Root": \#(item)}}, "Sub": \#(item), "keys": {"type": "string"}}}"#)
        let evidence = try Self.shown(old, new, role: "response", kind: "branch-added")
        #expect(evidence.contains(#""keys":"#), "\(evidence)")
    }

    @Test("a branch removed beside an open object branch: shown by the removed one's value with a member the other mistypes")
    func branchRemovedShownBesideAnOpenBranch() throws {
        // Before: unconfirmed. Every value of the removed branch is also one of the open `{properties: {name: string}}`.
        func file(_ branches: String, _ definitions: String = "") -> String {
            #"{\#(Self.draft7), "type": "object", "properties": {"places": {"type": "array", "items": {"type": "object", "#
                + #""anyOf": [{"properties": {"name": {"type": "string"}}}\#(branches)]}}}\#(definitions)}"#
        }
        let old = file(
            ##", {"$ref": "#/definitions/Geo"}"##,
            #", "definitions": {"Geo": {"type": "object", "required": ["coordinates"], "#
                + #""properties": {"coordinates": {"type": "array", "minItems": 2, "items": {"type": "number"}}}}}"#)
        let evidence = try Self.shown(old, file(""), role: "request", kind: "branch-removed")
        #expect(evidence.contains(#""coordinates":"#), "\(evidence)")
    }

    @Test("definitions under a namespace, and an anyOf of unanchored patterns made a oneOf: shown by a string two patterns take")
    func namespacedDefinitionsAndJoinedStrings() throws {
        // databricks-asset-bundles 0f92cd941 in small. Before: "no payload path reaches the changed schema", since the `$ref`s
        // inside `$defs/example.com/app/…` were not walked; and no sampled string matched two patterns.
        func file(_ union: String) -> String {
            let bool = #"{"\#(union)": [{"type": "boolean"}, {"type": "string", "pattern": "\\$\\{a\\.[a-z]+\\}"}, "#
                + #"{"type": "string", "pattern": "\\$\\{b\\.[a-z]+\\}"}]}"#
            return ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "##
                + ##""properties": {"app": {"$ref": "#/$defs/example.com/app/Config"}}, "$defs": {"example.com": {"app": {"Config": "##
                + ##"{"type": "object", "properties": {"flag": {"$ref": "#/$defs/bool"}}}}}, "bool": \##(bool)}}"##
        }
        let evidence = try Self.shown(file("anyOf"), file("oneOf"), role: "request", kind: "constraint-tightened")
        #expect(evidence.hasPrefix(#"{"app":{"flag":"${"#), "\(evidence)")
    }

    @Test("tombi ea5008764 and ninjs-2.0 e0530f89f: a catalog item branch added, geojson places removed, each shown")
    func tombiAndNinjsBranches() throws {
        for (commit, name, role) in [("ea5008764", "tombi", "response"), ("e0530f89f", "ninjs-2.0", "request")] {
            let (old, new, status, changes) = try History.run(commit, name, role: role)
            #expect(status == 1, "\(name)")
            let breaking = changes.filter { $0["breaks"] == true }
            #expect(!breaking.isEmpty, "\(name)")
            for change in breaking {
                let evidence = try #require(History.wholeEvidence(change), "\(name): \(change)")
                #expect(try History.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
            }
        }
    }

    @Test("a tagged branch inserted before the others: each old branch compared with the one of its tag, or of its members")
    func branchesPairedByTagAndMembers() throws {
        // aspire-8.0 642653953 in small: `p` tags its branch without requiring it, and the catch-all branch (any other
        // tag, by `not`) has no tag. Before: `p`'s branch compared with the inserted `b` ("const p → b", "v removed",
        // "y added"), and `p`'s with the catch-all ("not removed", "type no longer required").
        func branch(_ tag: String, _ required: [String], _ members: String) -> String {
            let names = required.map { "\"\($0)\"" }.joined(separator: ", ")
            return #"{"type": "object", "additionalProperties": false, "required": [\#(names)], "#
                + #""properties": {"type": {"const": "\#(tag)"}, \#(members)}}"#
        }
        func other(_ tags: String) -> String {
            #"{"type": "object", "required": ["type"], "not": {"properties": {"type": {"enum": [\#(tags)]}}}, "#
                + #""properties": {"type": {"type": "string"}}}"#
        }
        func file(_ branches: [String]) -> String {
            #"{\#(Self.draft7), "type": "object", "properties": {"r": {"type": "object", "additionalProperties": {"oneOf": ["#
                + branches.joined(separator: ", ") + "]}}}}"
        }
        let a = branch("a", ["type", "x"], #""x": {"type": "string"}"#)
        let old = file([a, branch("p", ["v"], #""v": {"type": "string"}"#), other(#""a", "p""#)])
        let b = branch("b", ["type", "y"], #""y": {"type": "string"}"#)
        let new = file([a, b, branch("p", ["v"], #""v": {"type": "string"}, "w": {"type": "string"}"#), other(#""a", "b", "p""#)])
        let request = try Self.run(old, new, role: "request")
        let kinds = request.changes.filter { $0["breaks"] == true }.map { $0["kind"]?.stringValue ?? "" }
        #expect(!kinds.contains("const-changed") && !kinds.contains("property-removed"), "\(request.changes)")
        // The catch-all no longer takes `b`, shown by `{"type": "b"}`.
        let not = try #require(request.changes.first { $0["summary"] == #""not" changed"# }, "\(request.changes)")
        #expect(not["breaks"] == true && not["unconfirmed"] == false, "\(not)")
        let response = try Self.run(old, new, role: "response")
        let added = try #require(response.changes.first { $0["kind"] == "property-added" }, "\(response.changes)")
        #expect(added["instancePath"] == "/r/*/w" && added["unconfirmed"] == false, "\(added)")
        #expect(!response.changes.contains { $0["kind"] == "became-optional" || $0["kind"] == "const-changed" }, "\(response.changes)")
    }
}
