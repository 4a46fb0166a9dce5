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
}
