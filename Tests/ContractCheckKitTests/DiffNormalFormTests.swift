import ContractJSON
import Testing

@testable import ContractCheckKit

/// Equivalent spellings (``SchemaNormalForm``): a rewrite that accepts the same documents lists no change but
/// documentation, in either role, and a real change beside it is still reported, with an evidence document the
/// validator confirms.
@Suite("diff: equivalent spellings are no change, a real change beside one still is")
struct DiffNormalFormTests {
    /// One rule: the member `n` written two ways, in files of the given dialects.
    struct Rule: Sendable, CustomTestStringConvertible {
        var name: String
        var old: String
        var new: String
        var oldDraft = "http://json-schema.org/draft-07/schema#"
        var newDraft = "http://json-schema.org/draft-07/schema#"
        /// Definitions of each version, as the members of `definitions` (or `$defs` with `newDefinitions`).
        var oldDefinitions = ""
        var newDefinitions = ""
        var newDefinitionsKeyword = "definitions"
        var testDescription: String { name }
    }

    /// An object written as an `allOf` of an option group (a `$ref`, open) and its own members, as partial-poe's tasks were.
    static let optionGroups =
        ##"{"allOf": [{"$ref": "#/definitions/common"}, "##
        + #"{"type": "object", "properties": {"cmd": {"type": "string"}}, "required": ["cmd"]}]}"#

    static let rules: [Rule] = [
        Rule(
            name: "type [null, object] is anyOf of single-type branches",
            old: #"{"type": ["null", "object"], "properties": {"a": {"type": ["boolean", "null"]}}}"#,
            new:
                #"{"anyOf": [{"type": "object", "properties": {"a": {"anyOf": [{"type": "boolean"}, {"type": "null"}]}}}, {"type": "null"}]}"#
        ),
        Rule(
            name: "no constraint is an anyOf of all seven types",
            old: #"{"additionalProperties": true}"#,
            new:
                #"{"anyOf": [{"type": "null"}, {"type": "boolean"}, {"type": "object"}, {"type": "array"}, {"type": "number"}, {"type": "integer"}, {"type": "string"}]}"#
        ),
        Rule(
            name: "null in an enum is a null branch (jscsrc e158e1921)",
            old: #"{"type": ["boolean", "null", "string"], "enum": [true, false, null, "smart"]}"#,
            new: #"{"anyOf": [{"type": "boolean"}, {"type": "null"}, {"type": "string", "const": "smart"}]}"#),
        Rule(
            name: "a oneOf of the same constant twice accepts nothing (jscsrc e158e1921)",
            old: #"{"type": "string", "oneOf": [{"enum": [""]}, {"enum": [""]}]}"#, new: "false"),
        Rule(
            name: "a oneOf of branches of disjoint types is an anyOf",
            old: #"{"oneOf": [{"type": "string"}, {"type": "integer"}]}"#, new: #"{"anyOf": [{"type": "integer"}, {"type": "string"}]}"#),
        Rule(
            name: "additionalProperties true is absent",
            old: #"{"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": true}"#,
            new: #"{"type": "object", "properties": {"a": {"type": "string"}}}"#),
        Rule(
            name: "a $ref to an equal definition is the inline schema",
            old: #"{"type": "string", "minLength": 2}"#, new: ##"{"$ref": "#/definitions/text", "description": "moved"}"##,
            newDefinitions: #""text": {"type": "string", "minLength": 2}"#),
        Rule(
            name: "allOf of one $ref is the $ref",
            old: ##"{"allOf": [{"$ref": "#/definitions/text"}], "description": "a"}"##,
            new: ##"{"$ref": "#/definitions/text", "description": "a"}"##,
            oldDefinitions: #""text": {"type": "object", "required": ["text"]}"#,
            newDefinitions: #""text": {"type": "object", "required": ["text"]}"#),
        Rule(
            name: "draft-04 exclusiveMaximum true is the numeric form",
            old: #"{"type": "number", "maximum": 10, "exclusiveMaximum": true, "minimum": 0, "exclusiveMinimum": false}"#,
            new: #"{"type": "number", "exclusiveMaximum": 10, "minimum": 0}"#, oldDraft: "http://json-schema.org/draft-04/schema#"),
        Rule(
            name: "definitions become $defs with the $refs moving along",
            old: ##"{"$ref": "#/definitions/level"}"##, new: ##"{"$ref": "#/$defs/level"}"##,
            newDraft: "https://json-schema.org/draft/2020-12/schema",
            oldDefinitions: #""level": {"type": "integer", "minimum": 1}"#, newDefinitions: #""level": {"type": "integer", "minimum": 1}"#,
            newDefinitionsKeyword: "$defs"),
        Rule(
            name: "an items array is prefixItems, additionalItems the rest",
            old: #"{"type": "array", "items": [{"type": "string"}, {"type": "integer"}], "additionalItems": false}"#,
            new: #"{"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}], "items": false}"#,
            newDraft: "https://json-schema.org/draft/2020-12/schema"),
        Rule(
            name: "an enum over two types is a oneOf of typed enums and consts (stylintrc 8a3e4fcb4)",
            old: #"{"type": ["string", "boolean"], "enum": [false, "never", "always"], "default": false}"#,
            new: #"{"oneOf": [{"type": "string", "enum": ["never", "always"]}, {"type": "boolean", "const": false}]}"#),
        Rule(
            name: "a oneOf of one-value enums is a oneOf of consts (jscsrc e158e1921)",
            old: #"{"type": "string", "oneOf": [{"enum": ["closurecompiler"]}, {"enum": ["jsdoc3"]}]}"#,
            new: #"{"type": "string", "oneOf": [{"const": "closurecompiler"}, {"const": "jsdoc3"}]}"#),
        Rule(
            name: "an allOf of option groups is one object with their members (partial-poe 0091e807a)",
            old: Self.optionGroups,
            new: #"{"type": "object", "properties": {"cwd": {"type": "string"}, "cmd": {"type": "string"}}, "required": ["cmd"]}"#,
            oldDefinitions: #""common": {"properties": {"cwd": {"type": "string"}}, "additionalProperties": true}"#),
        Rule(
            name: "type beside an anyOf is the union of the branches with that type (jsconfig f81743024)",
            old: #"{"type": ["string", "null"], "anyOf": [{"enum": ["crlf", "lf"]}, {"pattern": "^(CRLF|LF)$"}]}"#,
            new: #"{"anyOf": [{"type": "string", "enum": ["crlf", "lf"]}, {"type": "string", "pattern": "^(CRLF|LF)$"}, {"type": "null"}]}"#),
        Rule(
            name: "a oneOf of two branches that take every non-object accepts objects only (bundleconfig 9666a6810)",
            old: #"{"required": ["f"], "oneOf": [{"properties": {"f": {"pattern": "js$"}}}, {"properties": {"f": {"pattern": "css$"}}}]}"#,
            new:
                #"{"type": "object", "required": ["f"], "oneOf": [{"properties": {"f": {"pattern": "js$"}}}, {"properties": {"f": {"pattern": "css$"}}}]}"#
        ),
        Rule(
            name: "booleans and a string in one enum are a boolean branch and a const (jscsrc e158e1921)",
            old: #"{"oneOf": [{"type": ["boolean", "string"], "enum": [true, false, "some"]}]}"#,
            new: #"{"oneOf": [{"type": "boolean"}, {"type": "string", "const": "some"}]}"#),
        Rule(
            name: "a requirement of both then and else is the object's (dependabot-2.0 aae26627e)",
            old: #"{"type": "object", "properties": {"k": {"type": "string"}, "c": {"type": "string"}}, "#
                + #""if": {"properties": {"k": {"const": "cron"}}}, "then": {"required": ["k", "c"]}, "else": {"required": ["k"]}}"#,
            new: #"{"type": "object", "properties": {"k": {"type": "string"}, "c": {"type": "string"}}, "required": ["k"], "#
                + #""if": {"properties": {"k": {"const": "cron"}}}, "then": {"required": ["c"]}}"#),
        Rule(
            name: "if {not: X} then A is if X else A; a branch restating its object's member by $ref adds nothing (dependabot-2.0)",
            old: #"{"type": "object", "properties": {"g": {"type": "string"}, "s": {"type": "integer"}}, "#
                + #""if": {"required": ["g"]}, "else": {"required": ["s"]}}"#,
            new: #"{"type": "object", "properties": {"g": {"type": "string"}, "s": {"type": "integer"}}, "#
                + #""if": {"not": {"properties": {"g": {}}, "required": ["g"]}}, "#
                + ##""then": {"properties": {"s": {"$ref": "#/properties/n/properties/s"}}, "required": ["s"]}}"##),
        Rule(
            name: "a branch's member takes the one type its object's member takes (dependabot-2.0 aae26627e)",
            old: #"{"type": "object", "properties": {"u": {"type": "array", "items": {"type": "object"}}}, "if": {"required": ["e"]}, "#
                + #""then": {}, "else": {"properties": {"u": {"items": {"properties": {"p": {"const": 1}}}}}}}"#,
            new: #"{"type": "object", "properties": {"u": {"type": "array", "items": {"type": "object"}}}, "if": {"required": ["e"]}, "#
                + #""else": {"properties": {"u": {"type": "array", "items": {"type": "object", "properties": {"p": {"const": 1}}}}}}}"#),
        Rule(
            name: "constants closed with unevaluatedProperties: false are the constants (vector 899044e14)",
            old: #"{"oneOf": [{"const": "histogram"}, {"const": "summary"}]}"#,
            new: ##"{"$ref": "#/definitions/StatisticKind", "_metadata": {"docs::human_name": "Statistic"}}"##,
            newDraft: "https://json-schema.org/draft/2019-09/schema",
            newDefinitions:
                #""StatisticKind": {"oneOf": [{"const": "histogram", "_metadata": {"logical_name": "Histogram"}}, {"const": "summary"}], "#
                + #""unevaluatedProperties": false}"#),
        Rule(
            name: "members of an allOf part beside unevaluatedProperties: false are members of the closed object (vector 899044e14)",
            old: #"{"type": "object", "properties": {"g": {"type": "object"}, "t": {"const": "a"}}, "required": ["t"], "#
                + #""unevaluatedProperties": false}"#,
            new: #"{"allOf": [{"type": "object", "properties": {"g": {"type": "object"}}}, "#
                + #"{"type": "object", "properties": {"t": {"const": "a"}}, "required": ["t"]}], "unevaluatedProperties": false}"#,
            oldDraft: "https://json-schema.org/draft/2019-09/schema", newDraft: "https://json-schema.org/draft/2019-09/schema"),
        Rule(
            name: "an object closed with no member declared, whose branches each require one, takes nothing (jasonette a5d4308cb)",
            old: #"{"type": "object", "additionalProperties": false, "oneOf": [{"properties": {"s": {"type": "object", "#
                + #""required": ["w, h"]}}, "required": ["t"]}, {"required": ["u"]}]}"#,
            new: #"{"type": "object", "additionalProperties": false, "oneOf": [{"properties": {"s": {"type": "object", "#
                + #""required": ["w", "h"]}}, "required": ["t"]}, {"required": ["u"]}]}"#
        ),
        Rule(
            name: "an object requiring a member whose schema takes no value takes nothing (ansible-stable 006978621)",
            old: #"{"type": "object", "required": ["r"], "properties": {"r": {"type": "string", "enum": [10, 30]}}}"#, new: "false"),
        Rule(
            name: "an anchored alternation of words is an enum of them (partial-pyright b58e17c73's pythonPlatform)",
            old: #"{"type": "string", "pattern": "^(Linux|Windows|All)$"}"#, new: #"{"enum": ["Windows", "Linux", "All"]}"#),
        Rule(
            name: "a pattern that matches every name is additionalProperties (stylelintrc a3795b437's rule options)",
            old: #"{"type": "object", "patternProperties": {".*": {"type": "array", "items": {"type": "string"}}}}"#,
            new: #"{"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}}"#),
        Rule(
            name: "a tuple of 2 or 3 items split by length into a oneOf of two closed tuples (partial-eslint-plugins 5a02e765d)",
            old: #"{"type": "array", "minItems": 2, "maxItems": 3, "#
                + #""items": [{"type": "integer"}, {"enum": ["a", "b"]}, {"type": "object"}]}"#,
            new: #"{"oneOf": [{"type": "array", "minItems": 2, "additionalItems": false, "#
                + #""items": [{"type": "integer"}, {"enum": ["a", "b"]}]}, "#
                + #"{"type": "array", "minItems": 3, "additionalItems": false, "#
                + #""items": [{"type": "integer"}, {"enum": ["a", "b"]}, {"type": "object"}]}]}"#
        ),
    ]

    /// The schema file text of one version: `n` as given, `b` a bounded string, `definitions` if any.
    static func file(_ draft: String, _ n: String, b: String, definitions: String, keyword: String) -> String {
        let defs = definitions.isEmpty ? "" : #", "\#(keyword)": {\#(definitions)}"#
        return #"{"$schema": "\#(draft)", "type": "object", "properties": {"n": \#(n), "b": \#(b)}\#(defs)}"#
    }

    /// `diff --format json` of the rule's versions in `role`, `b` going from `oldB` to `newB`.
    static func run(
        _ rule: Rule, role: String, oldB: String, newB: String
    ) throws -> (status: Int32, changes: [JSONValue], old: String, new: String, scratch: Scratch) {
        let scratch = try Scratch()
        let old = try scratch.write(
            "old/a.json", file(rule.oldDraft, rule.old, b: oldB, definitions: rule.oldDefinitions, keyword: "definitions"))
        let new = try scratch.write(
            "new/a.json", file(rule.newDraft, rule.new, b: newB, definitions: rule.newDefinitions, keyword: rule.newDefinitionsKeyword))
        let result = check(["diff", "--role", role, "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        // The evidence is checked while the files exist.
        for change in changes where change["breaks"] == true && change["evidence"]?.stringValue != nil {
            #expect(try DiffEvidenceHistoryTests.evidenceBreaks(change, old: old, new: new, requests: role == "request"), "\(change)")
        }
        return (result.status, changes, old, new, scratch)
    }

    static let bounded = #"{"type": "string", "maxLength": 10}"#

    @Test("the rewrite alone: no change but documentation, exit 0", arguments: rules)
    func rewriteAlone(_ rule: Rule) throws {
        for role in ["request", "response"] {
            let (status, changes, _, _, _) = try Self.run(rule, role: role, oldB: Self.bounded, newB: Self.bounded)
            let listed = changes.filter {
                $0["kind"] != "annotation-changed" && $0["kind"] != "definition-added" && $0["kind"] != "definition-removed"
            }
            #expect(listed.isEmpty, "\(role): \(listed)")
            #expect(status == 0, "\(role): \(changes)")
        }
    }

    @Test("a real change beside the rewrite is still reported, with evidence", arguments: rules)
    func realChangeBeside(_ rule: Rule) throws {
        let tighter = #"{"type": "string", "maxLength": 5}"#
        let (status, changes, _, _, _) = try Self.run(rule, role: "request", oldB: Self.bounded, newB: tighter)
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.count == 1, "\(breaking)")
        let change = try #require(breaking.first)
        #expect(change["kind"] == "constraint-tightened")
        #expect(change["instancePath"]?.stringValue?.hasSuffix("/b") == true, "\(change)")
        #expect(change["unconfirmed"] == false, "\(change)")
        #expect(status == 1)
    }

    @Test("an allOf of option groups written flat and closed: the closing and a tightened member, where they are, with evidence")
    func mergedAllOfMembers() throws {
        // partial-poe 0091e807a in small: the members were declared by the old `allOf` members, so none is "added".
        let rule = Rule(
            name: "flattened and closed",
            old: Self.optionGroups,
            new: #"{"type": "object", "properties": {"cwd": {"type": "string", "minLength": 1}, "cmd": {"type": "string"}}, "#
                + #""required": ["cmd"], "additionalProperties": false}"#,
            oldDefinitions: #""common": {"properties": {"cwd": {"type": "string"}}, "additionalProperties": true}"#)
        let (status, changes, _, _, _) = try Self.run(rule, role: "request", oldB: Self.bounded, newB: Self.bounded)
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(!changes.contains { $0["kind"] == "property-added" }, "\(changes)")
        let kinds = breaking.map { $0["kind"]?.stringValue ?? "" }.sorted()
        #expect(kinds == ["additional-properties-closed", "constraint-tightened"], "\(breaking)")
        let tightened = try #require(breaking.first { $0["kind"] == "constraint-tightened" })
        #expect(tightened["instancePath"] == "/n/cwd")
        #expect(tightened["old"]?["pointer"] == "/definitions/common/properties/cwd", "\(tightened)")
        #expect(breaking.allSatisfy { $0["unconfirmed"] == false }, "\(breaking)")
        #expect(status == 1)
    }

    @Test("a definition used only where an object is required gains type object: no change; used from a property too, a break")
    func typeLimitedWhereUsed() throws {
        // jsconfig f81743024: each definition is an `allOf` member (or a branch of one) of the object-typed root, so
        // no document the old version accepts has anything but an object there.
        func file(_ type: String, beside extra: String = "") -> String {
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "#
                + ##""allOf": [{"$ref": "#/definitions/files"}, {"anyOf": [{"$ref": "#/definitions/files"}, {"required": ["x"]}]}]"##
                + extra + #", "definitions": {"files": {\#(type)"properties": {"files": {"type": "array"}}}}}"#
        }
        let scratch = try Scratch()
        let old = try scratch.write("old/a.json", file(""))
        let new = try scratch.write("new/a.json", file(#""type": "object", "#))
        for role in ["request", "response"] {
            let result = check(["diff", "--role", role, "--format", "json", old, new])
            let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(result.status == 0, "\(role)")
        }
        let used = ##", "properties": {"one": {"$ref": "#/definitions/files"}}"##
        let oldUsed = try scratch.write("old2/a.json", file("", beside: used))
        let newUsed = try scratch.write("new2/a.json", file(#""type": "object", "#, beside: used))
        let result = check(["diff", "--role", "request", "--format", "json", oldUsed, newUsed])
        let breaking = try (JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["breaks"] == true }
        #expect(breaking.contains { $0["kind"] == "type-narrowed" }, "\(breaking)")
        for change in breaking {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: oldUsed, new: newUsed, requests: true), "\(evidence)")
        }
        #expect(result.status == 1)
    }

    @Test("a branch that declares a member by $ref to the schema its object declares restates it: no break (dependabot-2.0 aae26627e)")
    func branchRestatingItsObject() throws {
        let members = #""properties": {"x": {"type": "string"}, "y": {"type": "integer"}}"#
        func rule(_ x: String) -> Rule {
            Rule(
                name: "restated", old: #"{"type": "object", \#(members), "anyOf": [{"required": ["x"]}, {"required": ["y"]}]}"#,
                new: #"{"type": "object", \#(members), "anyOf": [{"properties": {"x": \#(x)}, "required": ["x"]}, {"required": ["y"]}]}"#,
                newDefinitions: #""short": {"type": "string", "maxLength": 3}"#)
        }
        let restated = rule(##"{"$ref": "#/properties/n/properties/x"}"##)
        for role in ["request", "response"] {
            let (status, changes, _, _, _) = try Self.run(restated, role: role, oldB: Self.bounded, newB: Self.bounded)
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(status == 0)
        }
        // A branch that names another schema does constrain the member: old apps may send a longer `x`.
        let other = rule(##"{"$ref": "#/definitions/short"}"##)
        let (status, changes, _, _, _) = try Self.run(other, role: "request", oldB: Self.bounded, newB: Self.bounded)
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.contains { $0["instancePath"] == "/n/x" && $0["unconfirmed"] == false }, "\(breaking)")
        #expect(status == 1)
    }

    @Test("a changed conditional is still reported; an added `not` or `if` only documents old apps never send can meet breaks nothing")
    func conditionalChanges() throws {
        let members = #""properties": {"k": {"type": "string"}, "c": {"type": "string"}}"#
        let condition = #""if": {"properties": {"k": {"const": "a"}}, "required": ["k"]}"#
        let narrowed = Rule(
            name: "then narrowed", old: #"{"type": "object", \#(members), \#(condition), "then": {"required": ["c"]}}"#,
            new: #"{"type": "object", \#(members), \#(condition), "then": {"required": ["c"], "properties": {"c": {"maxLength": 2}}}}"#)
        let (status, changes, _, _, _) = try Self.run(narrowed, role: "request", oldB: Self.bounded, newB: Self.bounded)
        let thenChanged = changes.filter { $0["summary"] == "then changed" && $0["instancePath"] == "/n" }
        #expect(thenChanged.count == 1 && thenChanged.allSatisfy { $0["breaks"] == true }, "\(changes)")
        #expect(status != 0)
        // `b` is new and the old object closed: every document the `not` or the `if` applies to holds `b`, which old apps
        // never send.
        let closed = #""properties": {"a": {"type": "string"}}, "additionalProperties": false"#
        let opened = #""properties": {"a": {"type": "string"}, "b": {"type": "string"}}, "additionalProperties": false"#
        for added in [#""not": {"required": ["a", "b"]}"#, #""if": {"required": ["b"]}, "then": {"required": ["a"]}"#] {
            let rule = Rule(
                name: "unreachable", old: #"{"type": "object", \#(closed)}"#, new: #"{"type": "object", \#(opened), \#(added)}"#)
            for role in ["request", "response"] {
                let (_, changes, _, _, _) = try Self.run(rule, role: role, oldB: Self.bounded, newB: Self.bounded)
                let added = changes.filter { ["\"not\" added", "if added", "then added"].contains($0["summary"]?.stringValue) }
                #expect(!added.isEmpty && added.allSatisfy { $0["breaks"] == false }, "\(role): \(changes)")
            }
        }
        // The reverse: a condition on `b` dropped where the new object no longer takes `b` lets no new document through.
        let dropped = Rule(
            name: "excluded", old: #"{"type": "object", \#(opened), "if": {"required": ["b"]}, "then": {"required": ["a"]}}"#,
            new: #"{"type": "object", \#(closed)}"#)
        let (_, removed, _, _, _) = try Self.run(dropped, role: "response", oldB: Self.bounded, newB: Self.bounded)
        let conditional = removed.filter { ["if removed", "then removed"].contains($0["summary"]?.stringValue) }
        #expect(conditional.count == 2 && conditional.allSatisfy { $0["breaks"] == false }, "\(removed)")
        // The same `not` on a member old apps do send breaks requests, shown by a document holding it.
        let reachable = Rule(
            name: "reachable", old: #"{"type": "object", \#(opened)}"#, new: #"{"type": "object", \#(opened), "not": {"required": ["a"]}}"#)
        let (_, reached, _, _, _) = try Self.run(reachable, role: "request", oldB: Self.bounded, newB: Self.bounded)
        #expect(reached.contains { $0["summary"] == "\"not\" added" && $0["breaks"] == true && $0["unconfirmed"] == false }, "\(reached)")
    }

    @Test("dependencies entries dropped widen only, shown by a document meeting what the old entry rejected (pyproject b44e6d8dc)")
    func dependencyDropped() throws {
        // The old entry: `authors` only when `dynamic` does not list it (PEP 621); PEP 808 lets both be given.
        let members = #""properties": {"authors": {"type": "array"}, "dynamic": {"type": "array", "items": {"type": "string"}}}"#
        let listed = #"{"required": ["dynamic"], "properties": {"dynamic": {"type": "array", "contains": {"const": "authors"}}}}"#
        let rule = Rule(
            name: "dropped", old: #"{"type": "object", \#(members), "dependencies": {"authors": {"not": \#(listed)}, "x": ["authors"]}}"#,
            new: #"{"type": "object", \#(members), "dependencies": {"x": ["authors"]}}"#)
        let (_, requests, _, _, _) = try Self.run(rule, role: "request", oldB: Self.bounded, newB: Self.bounded)
        #expect(!requests.contains { $0["breaks"] == true }, "\(requests)")
        let (status, responses, _, _, _) = try Self.run(rule, role: "response", oldB: Self.bounded, newB: Self.bounded)
        let changed = try #require(responses.first { $0["summary"] == "dependencies changed" }, "\(responses)")
        #expect(changed["breaks"] == true)
        let evidence = try #require(changed["evidence"]?.stringValue, "\(changed)")
        #expect(evidence.contains(#""dynamic":["#) && evidence.contains(#""authors""#), "\(evidence)")
        #expect(status == 1)
    }

    @Test("a real change inside the rewritten schema is not hidden")
    func realChangeInside() throws {
        // `type [null, object]` split into an anyOf, and the object branch's member narrowed from boolean or null to boolean.
        let rule = Rule(
            name: "split and narrowed",
            old: #"{"type": ["null", "object"], "properties": {"a": {"type": ["boolean", "null"]}}}"#,
            new: #"{"anyOf": [{"type": "object", "properties": {"a": {"type": "boolean"}}}, {"type": "null"}]}"#)
        let (status, changes, _, _, _) = try Self.run(rule, role: "request", oldB: Self.bounded, newB: Self.bounded)
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.contains { $0["kind"] == "became-non-nullable" && $0["unconfirmed"] == false }, "\(changes)")
        #expect(status == 1)
    }

    @Test("$refs that fan out 2^24 ways stop the normal form at its bound; the real change at the bottom is still reported")
    func fanOutBound() throws {
        func definitions(_ maxLength: Int) -> String {
            var members = (0..<24).map { i in
                ##""d\##(i)": {"anyOf": [{"$ref": "#/definitions/d\##(i + 1)"}, {"$ref": "#/definitions/d\##(i + 1)", "title": "again"}]}"##
            }
            members.append(#""d24": {"type": "string", "maxLength": \#(maxLength)}"#)
            return members.joined(separator: ", ")
        }
        let rule = Rule(
            name: "fan-out", old: ##"{"$ref": "#/definitions/d0"}"##, new: ##"{"$ref": "#/definitions/d0"}"##,
            oldDefinitions: definitions(10), newDefinitions: definitions(5))
        let (status, changes, _, _, _) = try Self.run(rule, role: "request", oldB: Self.bounded, newB: Self.bounded)
        #expect(changes.contains { $0["breaks"] == true && $0["kind"] == "constraint-tightened" }, "\(changes)")
        #expect(status != 0)
    }

    @Test("draft-07 $ref siblings are ignored: wrapping the $ref in allOf makes them apply, a real change (github-workflow 3fdf6895c)")
    func referenceSiblingsStartApplying() throws {
        let rule = Rule(
            name: "siblings",
            old: ##"{"$ref": "#/definitions/event", "properties": {"types": {"type": "array", "items": {"enum": ["created"]}}}}"##,
            new:
                ##"{"allOf": [{"$ref": "#/definitions/event"}], "properties": {"types": {"type": "array", "items": {"enum": ["created"]}}}}"##,
            oldDefinitions: #""event": {"type": ["object", "null"]}"#, newDefinitions: #""event": {"type": ["object", "null"]}"#)
        let (status, changes, old, new, scratch) = try Self.run(rule, role: "request", oldB: Self.bounded, newB: Self.bounded)
        #expect(changes.contains { $0["breaks"] == true }, "\(changes)")
        #expect(status != 0)
        // The break the diff must not hide: the old version ignores `properties` beside its `$ref`.
        #expect(try DiffEvidenceHistoryTests.validateBreaks(#"{"n": {"types": ["deleted"]}}"#, old: old, new: new, requests: true))
        _ = scratch
    }
}

/// The draft-04 → 07 migrations with most unconfirmed items over 220 SchemaStore pairs (see `SchemaStore/SOURCE.md`):
/// what is left once equivalent spellings are no change.
@Suite("diff: SchemaStore draft-04 → 07 migrations, equivalent spellings read as such")
struct DiffMigrationHistoryTests {
    @Test("stylintrc 8a3e4fcb4: `type [string, boolean]` with an enum, rewritten as a oneOf per type: no break in either role")
    func stylintrc() throws {
        for role in ["request", "response"] {
            let (_, _, status, changes) = try DiffEvidenceHistoryTests.run("8a3e4fcb4", "stylintrc", role: role)
            // Before: 65 breaking items in each role, all unconfirmed (`enum value "never" removed`, ...).
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(status == 0)
        }
    }

    @Test("jscsrc e158e1921: type arrays as anyOf, enums as consts: no request break; response breaks have evidence")
    func jscsrc() throws {
        let (_, _, status, changes) = try DiffEvidenceHistoryTests.run("e158e1921", "jscsrc", role: "request")
        // Before: 179 breaking items, all unconfirmed.
        #expect(!changes.contains { $0["breaks"] == true }, "\(changes.filter { $0["breaks"] == true })")
        #expect(status == 0)
        let (old, new, responseStatus, responseChanges) = try DiffEvidenceHistoryTests.run("e158e1921", "jscsrc", role: "response")
        let breaking = responseChanges.filter { $0["breaks"] == true }
        // Real widenings (a `string` branch added to `validateIndentation`, `value` no longer required, ...).
        let shown = breaking.compactMap { $0["evidence"]?.stringValue }
        #expect(shown.count >= 5, "\(breaking)")
        // `type: integer` beside a `oneOf` of an integer and a string enum became the `oneOf` alone: the types read
        // from the `oneOf` are integer and string, not "number" (an item "integer → number" without evidence before).
        let unconfirmed = breaking.filter { $0["evidence"]?.stringValue == nil }
        #expect(unconfirmed.isEmpty, "\(unconfirmed)")
        #expect(!breaking.contains { $0["summary"]?.stringValue?.contains("→ null or number") == true }, "\(breaking)")
        for evidence in shown {
            #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
        #expect(responseStatus == 1)
    }

    @Test("ide.host 142dde599: allOf [$ref] as $ref: no request break; the response break is real (siblings of a draft-07 $ref)")
    func ideHost() throws {
        let (_, _, status, changes) = try DiffEvidenceHistoryTests.run("142dde599", "ide.host", role: "request")
        // Before: 50 breaking items, all unconfirmed (`type any type → object` at definitions reached through allOf).
        #expect(!changes.contains { $0["breaks"] == true }, "\(changes.filter { $0["breaks"] == true })")
        #expect(status == 0)
        let (old, new, _, responseChanges) = try DiffEvidenceHistoryTests.run("142dde599", "ide.host", role: "response")
        #expect(responseChanges.contains { $0["breaks"] == true })
        // `symbolInfo` became `{$ref, type, properties}`: draft-07 ignores what is beside the `$ref`, so the new
        // version accepts members the old one's properties rejected.
        let widening = #"{"symbolInfo": [{"id": "x", "isVisible": "yes"}]}"#
        #expect(try DiffEvidenceHistoryTests.validateBreaks(widening, old: old, new: new, requests: false))
    }

    @Test("a property restated beside an allOf with only annotations changed is the member's own: none 'added'; a real change still shown")
    func restatedPropertyBesideAllOf() throws {
        // partial-tox 6ea6a7dd0 in small: the old file restated a member of the schema its `allOf` names with its own
        // description, the new one only names it. The base is recursive, so the whole has no normal form.
        func file(_ restated: String) -> String {
            ##"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "allOf": [{"$ref": "#/definitions/base"}], "##
                + restated + ##""definitions": {"base": {"type": "object", "properties": {"a": {"type": "string"}, "##
                + ##""b": {"type": "integer"}, "c": {"$ref": "#/definitions/base"}}}}}"##
        }
        let scratch = try Scratch()
        let new = try scratch.write("new/a.json", file(""))
        let old = try scratch.write("old/a.json", file(#""properties": {"a": {"type": "string", "description": "restated"}}, "#))
        for role in ["request", "response"] {
            let result = check(["diff", "--role", role, "--format", "json", old, new])
            let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
            #expect(!changes.contains { $0["breaks"] == true }, "\(role): \(changes)")
            #expect(!changes.contains { $0["kind"] == "property-added" }, "\(role): \(changes)")
            #expect(result.status == 0, "\(role)")
        }
        // Restated with a bound of its own, the member is not the same: dropping the bound is shown, with evidence.
        let bounded = try scratch.write("bounded/a.json", file(#""properties": {"a": {"type": "string", "maxLength": 3}}, "#))
        let result = check(["diff", "--role", "response", "--format", "json", bounded, new])
        let breaking = try (JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["breaks"] == true }
        let loosened = try #require(breaking.first { $0["instancePath"] == "/a" }, "\(breaking)")
        let evidence = try #require(loosened["evidence"]?.stringValue, "\(loosened)")
        #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: bounded, new: new, requests: false), "\(evidence)")
        #expect(result.status == 1)
    }

    @Test("constants added to a oneOf where the old union took them by pattern: no break; a constant it did not take still one")
    func constantsTheOldPatternTook() throws {
        // ty 0b92cd93e in small: `anyOf [{pattern: M.m}, {const}]` became a `oneOf` of `{type: string, const}` versions.
        func file(_ union: String) -> String {
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"v": \#(union)}}"#
        }
        let scratch = try Scratch()
        let old = try scratch.write("old/a.json", file(#"{"anyOf": [{"type": "string", "pattern": "^\\d+\\.\\d+$"}, {"const": "3.7"}]}"#))
        let versions = #"{"type": "string", "const": "3.7"}, {"type": "string", "const": "3.8"}"#
        let new = try scratch.write("new/a.json", file(#"{"oneOf": [\#(versions), {"type": "string", "const": "3.9"}]}"#))
        for role in ["request", "response"] {
            let result = check(["diff", "--role", role, "--format", "json", old, new])
            let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
            let added = changes.filter { $0["kind"] == "branch-added" }
            #expect(added.count == 2 && added.allSatisfy { $0["breaks"] == false }, "\(role): \(added)")
            // What breaks requests (a version the pattern took, now rejected) is shown; responses have no break.
            for change in changes where change["breaks"] == true {
                #expect(role == "request", "\(change)")
                let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
                #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
            }
        }
        let latest = try scratch.write("latest/a.json", file(#"{"oneOf": [\#(versions), {"type": "string", "const": "latest"}]}"#))
        let result = check(["diff", "--role", "response", "--format", "json", old, latest])
        let breaking = try (JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["breaks"] == true }
        let added = try #require(breaking.first { $0["kind"] == "branch-added" }, "\(breaking)")
        #expect(added["evidence"] == #"{"v":"latest"}"#, "\(added)")
        #expect(result.status == 1)
    }

    @Test("a oneOf branch added with `not: {required: [m]}` beside one requiring m overlaps none; beside one not requiring it, a break")
    func branchApartByForbiddenMember() throws {
        // tox 60efee653 in small: labeled factor groups beside `{prefix, start, stop}` ranges.
        func file(_ required: String) -> String {
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"v": {"oneOf": ["#
                + #"{"type": "array"}, {"type": "object", \#(required)"properties": {"prefix": {"type": "string"}}, "additionalProperties": false}"#
        }
        let added = #", {"type": "object", "maxProperties": 1, "not": {"required": ["prefix"]}}"#
        let scratch = try Scratch()
        for (name, required, breaks) in [("apart", #""required": ["prefix"], "#, false), ("overlapping", "", true)] {
            let old = try scratch.write("\(name)/old/a.json", file(required) + "]}}}")
            let new = try scratch.write("\(name)/new/a.json", file(required) + added + "]}}}")
            let result = check(["diff", "--role", "request", "--format", "json", old, new])
            let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
            let branch = try #require(changes.first { $0["kind"] == "branch-added" }, "\(name): \(changes)")
            #expect(branch["breaks"] == .bool(breaks), "\(name): \(branch)")
            if breaks {
                let evidence = try #require(branch["evidence"]?.stringValue, "\(branch)")
                #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
            }
        }
    }
}
