import ContractJSON
import Testing

/// Evidence and its absence on pairs from histories outside SchemaStore (golangci-lint, go-task).
@Suite("diff: evidence on golangci-lint and go-task pairs")
struct DiffEvidenceRepositoryTests {
    private static let draft = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

    /// golangci-lint a79eeab21's `severity`, reduced: the required `default-severity` renamed `default` in a closed object.
    @Test("a required member removed breaks responses, shown by a response without it that the old required rejects")
    func removedRequiredMemberHasEvidence() throws {
        let scratch = try Scratch()
        func severity(_ name: String) -> String {
            #"{\#(Self.draft), "type": "object", "properties": {"severity": {"type": "object", "properties": {"\#(name)": "#
                + #"{"type": "string"}}, "required": ["\#(name)"], "additionalProperties": false}}}"#
        }
        let old = try scratch.write("old/g.json", severity("default-severity"))
        let new = try scratch.write("new/g.json", severity("default"))
        let result = check(["diff", "--role", "response", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let removed = try #require(changes.first { $0["kind"] == "property-removed" }, "\(result.output)")
        #expect(removed["breaks"] == true)
        let evidence = try #require(removed["evidence"]?.stringValue, "\(removed)")
        #expect(!evidence.contains("default-severity"), "\(evidence)")
        #expect(try DiffReferencedFileTests.breaks(evidence, old: old, new: new, requests: false, in: scratch), "\(evidence)")
    }

    /// go-task d6b9b3080's old `anyOf: ["string", …]`: a string where a schema must be.
    @Test("a pair whose old version does not compile says so, with the validator's error and its place")
    func uncompiledVersionNamed() throws {
        let scratch = try Scratch()
        let old = try scratch.write(
            "old/t.json", #"{\#(Self.draft), "properties": {"m": {"anyOf": ["string", {"type": "integer"}]}}}"#)
        let new = try scratch.write("new/t.json", #"{\#(Self.draft), "properties": {"m": {"type": "string"}}}"#)
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let breaking = changes.filter { $0["breaks"] == true }
        #expect(!breaking.isEmpty, "\(result.output)")
        for change in breaking {
            let reason = change["noEvidence"]?.stringValue ?? ""
            #expect(reason.hasPrefix("the old version does not compile for validation ("), "\(change)")
            #expect(reason.contains("old/t.json:1:"), "\(reason)")
            #expect(reason.contains("expected a schema (an object or a boolean), found string (at #/properties/m/anyOf/0)"), "\(reason)")
        }
    }
}
