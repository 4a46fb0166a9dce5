import ContractJSON
import ContractSchema
import Foundation
import GeneratorLoading
import Testing

@testable import ContractCheckKit

/// `diff` verdicts held to documents: a change called safe has no sampled document that breaks, and
/// every breaking change prints one that does, which the validator confirms.
@Suite("diff: verdicts checked by sampled documents")
struct DiffOracleTests {
    static func history(_ name: String) -> String { SchemaStoreFiles.path("history/" + name) }

    /// A validator of the schema file at `path`, with the `*.schema.json` files beside it registered, checking as
    /// `validate` does by default (formats asserted).
    static func validator(_ path: String) throws -> SchemaValidator {
        var registry = SchemaRegistry()
        _ = try registry.registerDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let uri = try registry.registeredURI(ofFile: path) ?? registry.registerFile(atPath: path)
        return try SchemaValidator(uri: uri, registry: registry, options: .validating)
    }

    /// Whether the old schema accepts `document` and the new one rejects it (`requests`), or the reverse.
    static func breaks(_ document: String, old: String, new: String, requests: Bool) throws -> Bool {
        let value = try JSONValue(parsing: document)
        let before = try validator(old).validate(value), after = try validator(new).validate(value)
        return requests ? before.isValid && !after.isValid : after.isValid && !before.isValid
    }

    @Test("lefthook d1e1b18e5: exclude string -> oneOf [array of string, string] widens; safe for requests")
    func lefthookWidening() throws {
        let old = Self.history("lefthook-d1e1b18e5-before.json"), new = Self.history("lefthook-d1e1b18e5.json")
        let result = check(["diff", "--role", "request", old, new])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.lines.last == "3 changes, 0 breaking (role: request)")
        #expect(result.output.contains(#"oneOf branch type "array" added"#))
        // The oracle agrees: of the documents sampled from both versions, none does the old accept and the new reject.
        let oldSet = try SchemaSet.load([old]), newSet = try SchemaSet.load([new])
        let oracle = try #require(DiffOracle(old: oldSet, oldFile: 0, new: newSet, newFile: 0))
        #expect(oracle.sampled > 100)
        #expect(oracle.rejectedByNew.isEmpty, "\(oracle.rejectedByNew.map { DiffOracle.text(of: $0.document) })")
        // And responses do break: old models never decode an array here.
        #expect(!oracle.acceptedOnlyByNew.isEmpty)
    }

    @Test("claude-code-keybindings 2f74efc3f: enum values removed inside definitions are shown at a payload place that reaches them")
    func removedValuesInsideDefinitionsHaveEvidence() throws {
        let old = Self.history("claude-code-keybindings-2f74efc3f-before.json")
        let new = Self.history("claude-code-keybindings-2f74efc3f.json")
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        #expect(result.status == 1)
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let breaking = changes.filter { $0["breaks"] == .bool(true) }
        #expect(breaking.count == 2)
        for change in breaking {
            // `#/$defs/context` and `#/$defs/builtinAction` are reached through `bindings/*/...`: the evidence is a whole
            // document the old version accepts and the new one rejects.
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(evidence.contains(#"{"bindings":[{"context":"#), "\(evidence)")
            #expect(try Self.breaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
    }

    @Test(
        "github-funding 8dc60b621: custom's minItems 1 and maxItems 4 break requests, with evidence; no false nullable, uniqueItems, minLength"
    )
    func githubFunding() throws {
        let old = Self.history("github-funding-8dc60b621-before.json"), new = Self.history("github-funding-8dc60b621.json")
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        #expect(result.status == 1)
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        func change(at pointer: String) -> JSONValue? { changes.first { $0["new"]?["pointer"]?.stringValue == pointer } }
        for pointer in ["/properties/custom/oneOf/1/minItems", "/properties/custom/oneOf/1/maxItems"] {
            let found = change(at: pointer)
            #expect(found?["breaks"] == true, "\(pointer)")
            let evidence = try #require(found?["evidence"]?.stringValue, "\(pointer)")
            #expect(try Self.breaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        #expect(change(at: "/properties/custom/oneOf/1/maxItems")?["evidence"]?.stringValue?.hasPrefix(#"{"custom":["#) == true)
        #expect(!changes.contains { $0["kind"] == "became-nullable" && $0["breaks"] == true }, "\(changes)")
        #expect(!changes.contains { $0["summary"]?.stringValue?.contains("uniqueItems") == true }, "\(changes)")
        #expect(!changes.contains { $0["summary"]?.stringValue?.contains("type array or string → string") == true })
        // Every breaking change has evidence, which the validator confirms. The `minLength 1` now beside `github`,
        // its items and `polar` is no break: the old username pattern already needed a character.
        for found in changes where found["breaks"] == true {
            let evidence = try #require(found["evidence"]?.stringValue, "\(found)")
            #expect(try Self.breaks(evidence, old: old, new: new, requests: true), "\(found)")
        }
        let implied = ["/properties/github/oneOf/0/minLength", "/properties/github/oneOf/1/items/minLength", "/properties/polar/minLength"]
        for pointer in implied {
            #expect(change(at: pointer)?["breaks"] != true, "\(pointer)")
        }
        let text = check(["diff", "--role", "request", old, new])
        #expect(
            text.output.contains(
                #"maxItems 4 added (payload /custom): old apps may send values the new constraint rejects; evidence: {"custom":["#))
    }

    @Test(
        "each pair of the diff cases: every breaking change's evidence breaks in the case's role", arguments: DiffCase.all + DiffCase.unions)
    func evidenceHolds(_ testCase: DiffCase) throws {
        let scratch = try Scratch()
        for (name, text) in testCase.old { try scratch.write("old/" + name, text) }
        for (name, text) in testCase.new { try scratch.write("new/" + name, text) }
        let result = check(
            ["diff", scratch.path + "/old", scratch.path + "/new", "--role", testCase.role, "--format", "json"] + testCase.extra)
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        for change in changes where change["breaks"] == true {
            guard let evidence = change["evidence"]?.stringValue,
                let file = (change["new"]?["file"] ?? change["old"]?["file"])?.stringValue.map({
                    URL(fileURLWithPath: $0).lastPathComponent
                }),
                testCase.old[file] != nil, testCase.new[file] != nil
            else { continue }
            let old = scratch.path + "/old/" + file, new = scratch.path + "/new/" + file
            let requests = try Self.breaks(evidence, old: old, new: new, requests: true)
            let responses = try Self.breaks(evidence, old: old, new: new, requests: false)
            switch testCase.role {
            case "request": #expect(requests, "\(change)")
            case "response": #expect(responses, "\(change)")
            default: #expect(requests || responses, "\(change)")
            }
        }
    }

    /// The breaking changes of `diff --format json` over a history pair in `role`.
    static func breakingChanges(_ name: String, role: String) throws -> (old: String, new: String, changes: [JSONValue]) {
        let old = Self.history(name + "-before.json"), new = Self.history(name + ".json")
        let result = check(["diff", "--role", role, "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        return (old, new, changes.filter { $0["breaks"] == .bool(true) })
    }

    @Test("chrome-manifest e79a84d44: changed command-key patterns show strings built from each pattern, both ways")
    func changedPatternsHaveEvidence() throws {
        for role in ["request", "response"] {
            let (old, new, breaking) = try Self.breakingChanges("chrome-manifest-e79a84d44", role: role)
            // The patterns sit in `then` and `else` of `#/definitions/command`: `^(Ctrl|…)\+Shift\+[0-9]` became anchored
            // at its end (requests break) and gained `Media(?:NextTrack|…)` keys (responses break). Under the same `if`, each
            // branch is compared member by member: the pattern is the item.
            let pattern = "/properties/suggested_key/patternProperties/^(default|mac|windows|linux|chromeos)$/pattern"
            #expect(breaking.map { $0["new"]?["pointer"]?.stringValue }
                == ["/definitions/command/then" + pattern, "/definitions/command/else" + pattern])
            for change in breaking {
                // The whole document (the `evidence` text is cut at 200 characters for report lines).
                // A document of the definition it lies in (`evidenceSchema`), checked as `validate --schema FILE#/…` would.
                let document = change["evidenceDocument"].map { JSONWriter.compact.string(from: $0) }
                let evidence = try #require(document, "\(role): \(change)")
                let pointer = change["evidenceSchema"]?.stringValue ?? ""
                let requests = role == "request"
                #expect(
                    try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old + pointer, new: new + pointer, requests: requests),
                    "\(role): \(evidence)")
                #expect(evidence.contains(#""suggested_key""#), "\(evidence)")
            }
        }
    }

    @Test("youtrack-app 40fd77574: an added allOf member with if/then (showHeader only in menus) has evidence meeting the condition")
    func conditionalMemberHasEvidence() throws {
        let (old, new, breaking) = try Self.breakingChanges("youtrack-app-40fd77574", role: "request")
        #expect(breaking.count == 2)
        for change in breaking {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try Self.breaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        let member = try #require(breaking.first { $0["new"]?["pointer"]?.stringValue == "/properties/widgets/items/allOf/4" })
        // The condition holds (an extension point other than the two menus) and `showHeader` is there.
        let evidence = try JSONValue(parsing: member["evidence"]?.stringValue ?? "")
        let widget = try #require(evidence["widgets"]?.arrayValue?.first)
        #expect(widget["showHeader"] != nil)
        #expect(!["MAIN_MENU_ITEM", "ADMINISTRATION_MENU_ITEM"].contains(widget["extensionPoint"]?.stringValue ?? ""))
    }

    @Test("a breaking change the oracle cannot look at says why: a $ref to a document that is not loaded")
    func unloadedReferenceSaysWhy() throws {
        let scratch = try Scratch()
        let old = try scratch.write(
            "old/app.json", #"{"$schema": "http://json-schema.org/draft-07/schema#", "properties": {"icon": {"type": "string"}}}"#)
        let new = try scratch.write(
            "new/app.json",
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "properties": {"icon": {"$ref": "https://example.invalid/i.json"}}}"#)
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let change = try #require(changes.first { $0["breaks"] == .bool(true) }, "\(result.output)")
        #expect(change["evidence"] == .null)
        let reason = change["noEvidence"]?.stringValue ?? ""
        #expect(reason.contains("not among the loaded files (contract-check downloads nothing)"), "\(change)")
        let text = check(["diff", "--role", "request", old, new])
        #expect(text.output.contains("contract-check downloads nothing"), "\(text.output)")
    }

    @Test("a $ref to a definition its file lacks in one version is said to be one, not an unloaded document (xs-app 7499d67d5)")
    func danglingLocalReferenceSaysWhy() throws {
        let scratch = try Scratch()
        let body = ##""$schema": "http://json-schema.org/draft-07/schema#", "properties": {"GET": {"$ref": "#/definitions/scope"}}"##
        let old = try scratch.write("old/app.json", "{" + body + "}")
        let new = try scratch.write("new/app.json", "{" + body + #", "definitions": {"scope": {"type": "string"}}}"#)
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let change = try #require(changes.first { $0["breaks"] == .bool(true) }, "\(result.output)")
        let reason = change["noEvidence"]?.stringValue ?? ""
        #expect(reason.contains(##"("#/definitions/scope") is not in its own file in one version"##), "\(change)")
        #expect(!reason.contains("downloads nothing"), "\(change)")
    }

    @Test("an enum value removed is shown by that value failing, not by another removed value (babelrc 3e160f8f0's compact)")
    func removedEnumValueShownByItself() throws {
        let scratch = try Scratch()
        let draft = #""$schema": "http://json-schema.org/draft-07/schema#""#
        let old = try scratch.write(
            "old/b.json", #"{\#(draft), "properties": {"c": {"type": ["string", "boolean"], "enum": ["auto", true, false]}}}"#)
        let new = try scratch.write(
            "new/b.json", #"{\#(draft), "properties": {"c": {"anyOf": [{"const": ["auto"], "type": "string"}, {"type": "boolean"}]}}}"#)
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let removed = (try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["kind"] == "enum-value-removed" }
        // `true` and `false` still match the new boolean branch: they are the boolean part's, not removed values.
        #expect(removed.count == 1, "\(removed)")
        let auto = try #require(removed.first { $0["summary"] == #"enum value "auto" removed"# }, "\(result.output)")
        #expect(auto["evidence"] == #"{"c":"auto"}"#, "\(auto)")
    }

    @Test("a tuple closed by additionalItems: false is shown by the tuple with one more item (babelrc 3e160f8f0's plugins)")
    func closedTupleShownWithOneMoreItem() throws {
        let scratch = try Scratch()
        let draft = #""$schema": "http://json-schema.org/draft-07/schema#""#
        let tuple = #""type": "array", "items": [{"type": "string"}, {"type": "object"}]"#
        let old = try scratch.write(
            "old/b.json", #"{\#(draft), "properties": {"p": {"type": "array", "items": {"anyOf": [{"type": "string"}, {\#(tuple)}]}}}}"#)
        let new = try scratch.write(
            "new/b.json",
            #"{\#(draft), "properties": {"p": {"type": "array", "items": {"anyOf": [{"type": "string"}, {\#(tuple), "additionalItems": false}]}}}}"#)
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let closed = try #require(changes.first { $0["breaks"] == true && $0["instancePath"] == "/p/*/*" }, "\(result.output)")
        // Before: unconfirmed; the sampler built no value of the tuple (`items` as an array), so no item past it.
        let evidence = try JSONValue(parsing: closed["evidence"]?.stringValue ?? "")
        #expect(evidence["p"]?.arrayValue?.first?.arrayValue?.count == 3, "\(closed)")
        #expect(result.status == 1)
    }

    @Test("a root $ref moved from one remote document to another (gitversion 635411fa9): no document checked, both roles")
    func remoteReferenceChangedSaysWhy() throws {
        let scratch = try Scratch()
        let draft = #""$schema": "http://json-schema.org/draft-07/schema#""#
        let old = try scratch.write("old/gv.json", #"{\#(draft), "$ref": "https://example.invalid/schemas/6.7/config.json"}"#)
        let new = try scratch.write("new/gv.json", #"{\#(draft), "$ref": "https://example.invalid/schemas/6.8/config.json"}"#)
        for role in ["request", "response"] {
            let result = check(["diff", "--role", role, "--format", "json", old, new])
            let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
            let change = try #require(
                changes.first { $0["kind"] == "reference-changed" && $0["breaks"] == true }, "\(result.output)")
            #expect(change["evidence"] == .null)
            // The reference is named: the old one, the first unresolved site.
            let reason = #"the schema a $ref names ("https://example.invalid/schemas/6.7/config.json") is not among"#
                + " the loaded files (contract-check downloads nothing),"
                + " so no document can be checked against it offline"
            #expect(change["noEvidence"]?.stringValue == reason, "\(change)")
            #expect(result.status == 3)
        }
    }

    @Test("bounds past 2^53 are shown by the integers beside them (venvironment 9a6a87023's maximum 9223372036854776000 → …807)")
    func largeBoundsHaveEvidence() throws {
        let scratch = try Scratch()
        let draft = #""$schema": "http://json-schema.org/draft-07/schema#""#
        let bounds = { (low: String, high: String) in
            #"{\#(draft), "properties": {"n": {"type": "integer", "minimum": \#(low), "maximum": \#(high)}}}"#
        }
        let old = try scratch.write("old/v.json", bounds("-9223372036854776000", "9223372036854776000"))
        let new = try scratch.write("new/v.json", bounds("-9223372036854775808", "9223372036854775807"))
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let tightened = (try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).filter { $0["breaks"] == true }
        #expect(tightened.count == 2, "\(result.output)")
        for change in tightened {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try Self.breaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        #expect(DocumentSampler.integer(JSONNumber(-1), plus: 1)?.literal == "0")
        #expect(DocumentSampler.integer(try #require(JSONNumber("-9223372036854775808")), plus: -1)?.literal == "-9223372036854775809")
        #expect(DocumentSampler.integer(try #require(JSONNumber("9999999999999999999")), plus: 1)?.literal == "10000000000000000000")
        #expect(DocumentSampler.integer(try #require(JSONNumber("1e20")), plus: 1) == nil)
    }

    @Test("a pattern only browsers' ECMAScript reads is compared as they read it (SchemaStore dc99b5b18's sarif and mimetypes)")
    func webReadPatternsCompare() throws {
        let scratch = try Scratch()
        let draft = #""$schema": "http://json-schema.org/draft-07/schema#""#
        let text = { (pattern: String) in #"{\#(draft), "properties": {"p": {"type": "string", "pattern": \#(pattern)}}}"# }
        // `[\w-_.]` is `[\w\-_.]`: the same set as `[a-zA-Z0-9-_.]`, so nothing changed.
        let old = try scratch.write("old/m.json", text(#""^[\\w-_.]+/[\\w-_.]+$""#))
        let new = try scratch.write("new/m.json", text(#""^[a-zA-Z0-9-_.]+/[a-zA-Z0-9-_.]+$""#))
        let same = check(["diff", "--role", "request", "--format", "json", old, new])
        #expect(same.status == 0, "\(same.output)")
        // A lone `]` is the character: dropping it rejects what old apps sent.
        let oldLone = try scratch.write("old/s.json", text(#""^[a-z]{2}-[a-z]{2}]?$""#))
        let newLone = try scratch.write("new/s.json", text(#""^[a-z]{2}-[a-z]{2}?$""#))
        let result = check(["diff", "--role", "request", "--format", "json", oldLone, newLone])
        let change = try #require((try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).first { $0["breaks"] == true })
        let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
        #expect(evidence.contains("]"), "\(evidence)")
        #expect(try Self.breaks(evidence, old: oldLone, new: newLone, requests: true), "\(evidence)")
    }
}
