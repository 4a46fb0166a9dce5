import ContractJSON
import Testing

@testable import ContractCheckKit

/// Issue 42 item 6 on histories outside SchemaStore: a change inside a definition no payload path of its file reaches
/// (a file of definitions other files name) is shown by a document of that definition, which `validate --schema
/// FILE#/pointer` checks; a name a `propertyNames` union or enum no longer takes, or newly takes, is shown by an object
/// holding that name.
@Suite("diff: evidence from documents of unreached definitions and of property names")
struct DiffEvidenceDefinitionTests {
    /// Whether `validate --schema <schema>` accepts `document` with the old version and rejects it with the new one
    /// (`requests`), or the reverse.
    static func validateBreaks(_ document: String, old: String, new: String, requests: Bool) throws -> Bool {
        let scratch = try Scratch()
        let file = try scratch.write("evidence.json", document)
        let before = check(["validate", "--schema", old, file]).status, after = check(["validate", "--schema", new, file]).status
        return requests ? before == 0 && after == 1 : after == 0 && before == 1
    }

    @Test("CycloneDX f9ab2ad44: enum values removed from a definition only other files name, shown by a document of it")
    func unreachedDefinition() throws {
        let old = DiffOracleTests.history("cyclonedx-f9ab2ad44/old/cryptography-defs.schema.json")
        let new = DiffOracleTests.history("cyclonedx-f9ab2ad44/new/cryptography-defs.schema.json")
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        #expect(result.status == 1, "\(result.output)")
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let breaking = changes.filter { $0["breaks"] == true }
        // The file's root takes `algorithms`, whose family names are plain strings: `algorithmFamiliesEnum` is named only by
        // bom-1.7.schema.json. Before, the removal was unconfirmed ("no payload path of the compared file reaches" it).
        #expect(breaking.count == 1)
        let removal = try #require(breaking.first { $0["summary"] == #"enum value "KMAC" removed"# }, "\(breaking)")
        #expect(removal["unconfirmed"] == false)
        #expect(removal["evidenceSchema"] == "#/definitions/algorithmFamiliesEnum")
        let evidence = try #require(DiffEvidenceHistoryTests.wholeEvidence(removal))
        #expect(evidence == #""KMAC""#)
        let pointer = "#/definitions/algorithmFamiliesEnum"
        #expect(try Self.validateBreaks(evidence, old: old + pointer, new: new + pointer, requests: true))
        // Against the files' roots, the document is no instance: rejected by both.
        #expect(try !Self.validateBreaks(evidence, old: old, new: new, requests: true))
        let text = check(["diff", "--role", "request", old, new]).output
        #expect(text.contains(#"evidence (a document of #/definitions/algorithmFamiliesEnum): "KMAC""#), "\(text)")
    }

    @Test("validate --schema FILE#/pointer checks against a definition of the file; a pointer to nothing is an error")
    func validateAgainstDefinition() throws {
        let scratch = try Scratch()
        let schema = try scratch.write(
            "schema.json", #"{"type": "array", "$defs": {"name": {"type": "string", "minLength": 2}}}"#)
        let good = try scratch.write("good.json", #""ab""#), bad = try scratch.write("bad.json", #""a""#)
        #expect(check(["validate", "--schema", schema + "#/$defs/name", good]).status == 0)
        #expect(check(["validate", "--schema", schema + "#/$defs/name", bad]).status == 1)
        #expect(check(["validate", "--schema", schema, good]).status == 1)
        let missing = check(["validate", "--schema", schema + "#/$defs/nothing", good])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("#/$defs/nothing"), "\(missing.errorOutput)")
    }

    /// A configuration whose `rules` names each rule by `propertyNames` (the shape of ansible-lint-config.json's `rules`,
    /// whose 26a12aa70 and 5b070f00f changes were unconfirmed: no error at `propertyNames` was read as showing them).
    static func rules(_ names: String) -> String {
        #"{"type": "object", "properties": {"rules": {"type": "object", "propertyNames": \#(names), "additionalProperties": {"type": "object"}}}}"#
    }

    @Test("a name removed from a propertyNames enum is shown by an object holding that name")
    func propertyNameRemoved() throws {
        let scratch = try Scratch()
        let old = try scratch.write("old/config.json", Self.rules(#"{"enum": ["line-length", "old-rule", "tabs"]}"#))
        let new = try scratch.write("new/config.json", Self.rules(#"{"enum": ["line-length", "tabs"]}"#))
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let removal = try #require(changes.first { $0["kind"] == "enum-value-removed" }, "\(result.output)")
        let evidence = try #require(DiffEvidenceHistoryTests.wholeEvidence(removal), "\(removal)")
        #expect(evidence.contains(#""old-rule":"#), "\(evidence)")
        #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
    }

    @Test("a string branch added to a propertyNames enum: a listed name now matches two (requests), a new one only it (responses)")
    func propertyNameBranchAdded() throws {
        let scratch = try Scratch()
        let old = try scratch.write("old/config.json", Self.rules(#"{"enum": ["line-length", "tabs"]}"#))
        let new = try scratch.write(
            "new/config.json", Self.rules(#"{"oneOf": [{"enum": ["line-length", "tabs"]}, {"type": "string", "pattern": "^[a-z-]+$"}]}"#))
        for role in ["request", "response"] {
            let result = check(["diff", "--role", role, "--format", "json", old, new])
            let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
            let added = try #require(changes.first { $0["kind"] == "branch-added" && $0["breaks"] == true }, "\(role): \(result.output)")
            let evidence = try #require(DiffEvidenceHistoryTests.wholeEvidence(added), "\(role): \(added)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(role): \(evidence)")
        }
    }

    /// A task whose `allOf` forbids members one `{not: {required: [x]}}` each (the shape of ansible-lint's task, whose
    /// a9c5b6ce1 reordered the list and dropped three: two false request items and four false response items).
    static func task(_ forbidden: [String]) -> String {
        let members = forbidden.map { #"{"not": {"required": ["\#($0)"]}}"# }.joined(separator: ", ")
        return ##"{"type": "array", "items": {"$ref": "#/$defs/task"}, "$defs": {"task": {"type": "object", "allOf": [\##(members)]}}}"##
    }

    @Test("an allOf of `not`s reordered compares each `not` with its own: only those removed or added are changes, each shown")
    func reorderedNegations() throws {
        let scratch = try Scratch()
        let old = try scratch.write("old/tasks.json", Self.task(["block", "hosts", "tasks", "with_filetree", "with_flattened"]))
        let new = try scratch.write("new/tasks.json", Self.task(["hosts", "tasks", "block", "include"]))
        let request = try JSONValue(parsing: check(["diff", "--role", "request", "--format", "json", old, new]).output)
        let requestBreaks = (request["changes"]?.arrayValue ?? []).filter { $0["breaks"] == true }
        // Before: the first `not` was merged into the task and the others compared by index ("not changed", members added).
        #expect(requestBreaks.count == 1, "\(requestBreaks)")
        for change in requestBreaks {
            let evidence = try #require(DiffEvidenceHistoryTests.wholeEvidence(change), "\(change)")
            #expect(evidence.contains(#""include":"#), "\(evidence)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: true), "\(evidence)")
        }
        let response = try JSONValue(parsing: check(["diff", "--role", "response", "--format", "json", old, new]).output)
        let responseBreaks = (response["changes"]?.arrayValue ?? []).filter { $0["breaks"] == true }
        #expect(responseBreaks.count == 2, "\(responseBreaks)")
        // `with_filetree`'s `not` became `include`'s (the same keywords at the same place), `with_flattened`'s was removed.
        var shown: Set<String> = []
        for change in responseBreaks {
            let evidence = try #require(DiffEvidenceHistoryTests.wholeEvidence(change), "\(change)")
            #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
            for name in ["with_filetree", "with_flattened"] where evidence.contains("\"\(name)\":") { shown.insert(name) }
        }
        #expect(shown == ["with_filetree", "with_flattened"])
    }

    @Test("a root made a oneOf of $refs to its old shape and a new one, beside $defs: the old shape is a branch, no member removed")
    func rootSplitIntoVersionedBranches() throws {
        // The shape of ansible-lint's execution-environment.json at cf5c031ef (v1 kept, v3 added): three members read as
        // "removed" (the new root, a oneOf beside $defs, was not taken for a union), none with evidence.
        let v1 = #"{"type": "object", "additionalProperties": false, "required": ["version"], "properties": "#
            + #"{"version": {"enum": [1]}, "ansible_config": {"type": "string"}, "build_arg_defaults": {"type": "object"}}}"#
        let v3 = #"{"type": "object", "additionalProperties": false, "required": ["version"], "properties": "#
            + #"{"version": {"enum": [3]}, "images": {"type": "object"}}}"#
        let scratch = try Scratch()
        let old = try scratch.write("old/ee.json", v1)
        let new = try scratch.write(
            "new/ee.json",
            ##"{"oneOf": [{"$ref": "#/$defs/v3"}, {"$ref": "#/$defs/v1"}], "$defs": {"v1": "## + v1 + #", "v3": "# + v3 + "}}")
        for role in ["request", "response"] {
            let output = check(["diff", "--role", role, "--format", "json", old, new]).output
            let changes = try JSONValue(parsing: output)["changes"]?.arrayValue ?? []
            #expect(!changes.contains { $0["kind"] == "property-removed" }, "\(role): \(changes)")
            let breaking = changes.filter { $0["breaks"] == true }
            #expect(breaking.count == (role == "request" ? 0 : 1), "\(role): \(breaking)")
            for change in breaking {
                let evidence = try #require(DiffEvidenceHistoryTests.wholeEvidence(change), "\(change)")
                #expect(evidence.contains(#""version":3"#), "\(evidence)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: false), "\(evidence)")
            }
        }
    }

    @Test("a format whose strings another's include (iri → iri-reference, CycloneDX 9eeaa26ad) breaks one way, shown; not the other")
    func formatWithinAnother() throws {
        let scratch = try Scratch()
        let iri = try scratch.write("iri/url.json", #"{"type": "object", "properties": {"url": {"type": "string", "format": "iri"}}}"#)
        let reference = try scratch.write(
            "reference/url.json", #"{"type": "object", "properties": {"url": {"type": "string", "format": "iri-reference"}}}"#)
        // Widened: no request break; a response break shown by a relative reference.
        for (old, new, breaking) in [(iri, reference, "response"), (reference, iri, "request")] {
            for role in ["request", "response"] {
                let output = check(["diff", "--role", role, "--format", "json", old, new]).output
            let changes = try JSONValue(parsing: output)["changes"]?.arrayValue ?? []
                let format = try #require(changes.first { $0["kind"] == "format-changed" }, "\(changes)")
                #expect(format["breaks"] == .bool(role == breaking), "\(role): \(format)")
                guard role == breaking else { continue }
                let evidence = try #require(DiffEvidenceHistoryTests.wholeEvidence(format), "\(format)")
                #expect(try Self.validateBreaks(evidence, old: old, new: new, requests: role == "request"), "\(evidence)")
            }
        }
    }
}
