import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on the newest SchemaStore pairs whose items were judged false, each kept with its provenance in
/// `SchemaStore/SOURCE.md`: the false items are gone, and what really changed beside them is still shown by a document.
@Suite("diff: items of the newest SchemaStore pairs judged false")
struct DiffNewTailHistoryTests {
    @Test("hws-config 02817d67b: host and hostGroup moved into the oneOf branches requiring them: no request break")
    func membersMovedIntoBranches() throws {
        // Before: "property host/hostGroup added (required)", 2 request items without evidence.
        let request = try DiffEvidenceHistoryTests.run("02817d67b", "hws-config", role: "request")
        #expect(!request.changes.contains { $0["breaks"] == true }, "\(request.changes)")
        #expect(request.status == 0)
        // Responses do break: each member is now constrained only in its own branch, so the other branch takes any value of
        // it (`{"host": {…}, "hostGroup": null}` matches the host branch alone), which old models reject.
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("02817d67b", "hws-config", role: "response")
        #expect(status == 1)
        let removed = changes.filter { $0["breaks"] == true && $0["kind"] == "property-removed" }
        #expect(Set(removed.compactMap { $0["instancePath"]?.stringValue }) == ["/hosts/*/host", "/hosts/*/hostGroup"], "\(changes)")
        let shown = removed.compactMap { $0["evidence"]?.stringValue }
        #expect(!shown.isEmpty)
        for evidence in shown {
            #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        }
    }

    @Test("babelrc 3e160f8f0: compact's enum split into a string branch and a boolean one: only \"auto\" removed, shown")
    func enumSplitByType() throws {
        // Before: "enum value true removed" and "enum value false removed", unconfirmed: `{type: boolean}` takes both.
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("3e160f8f0", "babelrc", role: "request")
        #expect(status == 1)
        let compact = changes.filter { $0["breaks"] == true && $0["instancePath"] == "/compact" }
        #expect(compact.map { $0["summary"]?.stringValue ?? "" } == [#"enum value "auto" removed"#], "\(compact)")
        for change in changes where change["breaks"] == true {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
    }

    @Test("hatch d1a4056fa: version sources added as oneOf branches apart from the others by `version`: no request break")
    func branchesApartByARequiredMember() throws {
        // Before: "oneOf branch #3/#4 added", 2 request items without evidence. Each branch requires `version`, whose schemas
        // keep them apart (`source: false` in one, `source` required in another; `source` "regex" or "code").
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("d1a4056fa", "hatch", role: "request")
        #expect(!changes.contains { $0["kind"] == "branch-added" && $0["breaks"] == true }, "\(changes)")
        // What does break is still shown: the `not` added to `source`, and members added to the closed `Version`.
        #expect(status == 1)
        for change in changes where change["breaks"] == true {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        // Responses: old models have no case for a version with both `path` and `source`.
        let response = try DiffEvidenceHistoryTests.run("d1a4056fa", "hatch", role: "response")
        #expect(response.changes.filter { $0["kind"] == "branch-added" && $0["breaks"] == true && $0["evidence"] != .null }.count == 2)
    }

    @Test("jasonette a5d4308cb: advancedTitle, closed with no member declared, takes no value in either version: nothing in it breaks")
    func unsatisfiableInBothVersions() throws {
        // Before: "width"/"height" became required (request) and no longer required (response), unconfirmed.
        for role in ["request", "response"] {
            let (_, _, _, changes) = try DiffEvidenceHistoryTests.run("a5d4308cb", "jasonette", role: role)
            let inside = changes.filter {
                $0["breaks"] == true && $0["instancePath"]?.stringValue?.hasPrefix("#/definitions/advancedTitle") == true
            }
            #expect(inside.isEmpty, "\(role): \(inside)")
        }
        // The rest of the pair still breaks requests, each item shown.
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("a5d4308cb", "jasonette", role: "request")
        #expect(status == 1)
        for change in changes where change["breaks"] == true {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
    }

    @Test("ty 0b92cd93e: the constants kept are matched as they are; the M.m pattern branch is removed, named by its old anyOf")
    func removedBranchNamedByItsKeyword() throws {
        // Before: "oneOf branch #1 … #9 removed" (the constants, all still taken), "anyOf became oneOf" and "const 3.7 added".
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("0b92cd93e", "ty", role: "request")
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(breaking.map { $0["summary"]?.stringValue ?? "" } == [#"anyOf branch type "string" removed"#], "\(breaking)")
        let evidence = try #require(breaking.first?["evidence"]?.stringValue)
        #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        #expect(status == 1)
    }

    @Test("schema-org-thing 6313b56ae: the allOf jsonld.json dropped is shown by an error on the path through it")
    func siteInAReferencedFileShownOnTheEvaluationPath() throws {
        // Before: "allOf removed" (jsonld.json's root `allOf` of context, graph and common, which schema-org-thing.json's root
        // reaches by `$ref`) had no evidence: the failing keyword lies in the definition the member names.
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("6313b56ae", "schema-org-thing", role: "response")
        #expect(status == 1)
        let removed = try #require(changes.first { $0["summary"] == "allOf removed" && $0["breaks"] == true }, "\(changes)")
        let evidence = try #require(removed["evidence"]?.stringValue, "\(removed)")
        #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
    }

    @Test("jsconfig afd1bdb88: references/*/path gained minLength 1 in one anyOf branch: shown with the other branches failed")
    func changeInABranchOthersTakeAlike() throws {
        // Before: unconfirmed. The root's `anyOf [files, exclude, include, references]` are each `properties` alone, so a
        // document with an empty path still met `files`; it shows only with `files`, `exclude` and `include` all invalid.
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("afd1bdb88", "jsconfig", role: "request")
        #expect(status == 1)
        let change = try #require(changes.first { $0["breaks"] == true }, "\(changes)")
        #expect(change["instancePath"] == "#/definitions/referencesDefinition/references/*/path")
        let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
        #expect(evidence.contains(#""path":"""#), "\(evidence)")
        #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
    }

    @Test("partial-cibuildwheel 4e44b86b7: a pattern branch no constant of another branch matches overlaps none: no request break")
    func patternBranchApartFromConstants() throws {
        // Before: "oneOf branch type string added" (`^pyodide-build; ?args:` beside `enum: [pyodide-build]`), unconfirmed.
        let (old, new, status, changes) = try DiffEvidenceHistoryTests.run("4e44b86b7", "partial-cibuildwheel", role: "request")
        #expect(status == 1)
        #expect(!changes.contains { $0["kind"] == "branch-added" && $0["breaks"] == true }, "\(changes)")
        for change in changes where change["breaks"] == true {
            let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
            #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
    }

    @Test("a member tightened in a definition that is one anyOf branch of several taking the same documents: shown")
    func otherBranchesFailedInSmall() throws {
        let scratch = try Scratch()
        func file(_ bound: String) -> String {
            ##"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "anyOf": [{"$ref": "#/definitions/a"}, "##
                + ##"{"$ref": "#/definitions/r"}], "definitions": {"a": {"properties": {"a": {"type": "array"}}}, "##
                + #""r": {"properties": {"r": {"type": "string"\#(bound)}}}}}"#
        }
        let old = try scratch.write("old/s.json", file(""))
        let new = try scratch.write("new/s.json", file(#", "minLength": 1"#))
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let change = try #require(
            (try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).first { $0["breaks"] == true }, "\(result.output)")
        let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
        #expect(evidence.contains(#""a":"#), "\(evidence)")
        #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        #expect(result.status == 1)
    }

    @Test("a closed object opened beside a propertyNames listing one name more: the response break is shown under that name")
    func openedBesideListedNames() throws {
        let scratch = try Scratch()
        func file(_ names: String) -> String {
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"m": {"type": "object", "#
                + #""properties": {"a": {"type": "string"}}\#(names)}}}"#
        }
        let old = try scratch.write("old/s.json", file(#", "additionalProperties": false"#))
        let new = try scratch.write("new/s.json", file(#", "propertyNames": {"enum": ["a", "t"]}"#))
        let result = check(["diff", "--role", "response", "--format", "json", old, new])
        let change = try #require(
            (try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []).first { $0["breaks"] == true }, "\(result.output)")
        #expect(change["kind"] == "additional-properties-opened")
        let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
        #expect(evidence.contains(#""t":"#), "\(evidence)")
        #expect(try DiffEvidenceHistoryTests.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
        #expect(result.status == 1)
    }
}
