import ContractJSON
import ContractSchema
import Foundation
import Testing

@testable import ContractCheckKit

/// Real SchemaStore schemas and negative tests (provenance in `SchemaStore/SOURCE.md`).
enum SchemaStoreFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SchemaStore").path
    static func path(_ relative: String) -> String { folder + "/" + relative }
}

@Suite("validate: the error a person reads first for a failed oneOf/anyOf")
struct ErrorSelectionTests {
    @Test("a GitHub workflow step without uses or run: one line naming uses, then the number of other errors")
    func workflowStepWithoutUses() {
        let schema = SchemaStoreFiles.path("schemas/github-workflow.json")
        let payload = SchemaStoreFiles.path("negative_test/github-workflow/steps-must-contain-run-or-uses.yaml")
        let result = check(["validate", "--schema", schema, payload])
        #expect(result.status == 1)
        #expect(
            result.lines == [
                payload
                    + #":9:9: /jobs/a/steps/0: missing required property "uses"  "#
                    + "[https://json.schemastore.org/github-workflow.json#/definitions/step/oneOf/0/required]",
                "  10 other errors in this document (--verbose lists them)",
                "0 valid, 1 invalid",
            ])
        let verbose = check(["validate", "--verbose", "--schema", schema, payload])
        #expect(verbose.lines.count == 12)
        // Readable JSON Pointers: the pattern property's name as written in the schema, not percent-encoded.
        #expect(verbose.lines[0].hasSuffix("#/properties/jobs/patternProperties/^[_a-zA-Z][a-zA-Z0-9_-]*$/oneOf]"))
        #expect(!verbose.output.contains("%5E"))
        #expect(Set(verbose.lines).count == verbose.lines.count)
        // Machine formats carry every error; their locations stay URIs.
        let json = check(["validate", "--format", "json", "--schema", schema, payload])
        let errors = (try? JSONValue(parsing: json.output))?["errors"]?.arrayValue ?? []
        #expect(errors.count == 11)
        #expect(json.output.contains("%5E%5B_a-zA-Z%5D"))
    }

    @Test("of two failing branches, the one whose errors got furthest: the reusable workflow's uses pattern")
    func furthestBranch() {
        let schema = SchemaStoreFiles.path("schemas/github-workflow.json")
        let payload = SchemaStoreFiles.path("negative_test/github-workflow/reusable-workflow-uses-has-wrong-pattern.yaml")
        let result = check(["validate", "--schema", schema, payload])
        #expect(result.lines.first?.contains(#"/jobs/build-and-publish/uses: expected a string matching"#) == true)
        #expect(result.lines.first?.hasSuffix("#/definitions/reusableWorkflowCallJob/properties/uses/pattern]") == true)
        #expect(result.lines.dropFirst().first == "  4 other errors in this document (--verbose lists them)")
    }

    @Test("a const discriminator selects the branch: claude-code-settings' git marketplace source")
    func constDiscriminator() {
        let schema = SchemaStoreFiles.path("schemas/claude-code-settings.json")
        let payload = SchemaStoreFiles.path("negative_test/claude-code-settings/invalid-blocked-marketplace-git-url.json")
        let result = check(["validate", "--schema", schema, payload])
        #expect(result.status == 1)
        #expect(result.lines.first?.contains(#"/blockedMarketplaces/0/url: expected a string matching /.*\.git$/"#) == true)
        #expect(result.lines.first?.hasSuffix("#/properties/blockedMarketplaces/items/anyOf/2/properties/url/pattern]") == true)
    }

    @Test("the discriminator wins over depth and error count; a single-value enum is a discriminator too")
    func discriminatorOverDepth() throws {
        let scratch = try Scratch()
        for (name, tag, kind) in [("const", #"{"const": "a"}"#, #""a""#), ("enum", #"{"enum": ["a, b"]}"#, #""a, b""#)] {
            // Branch 0 fails only on size; branch 1 fails deeper (/deep/x) but its kind does not match.
            let schema = try scratch.write(
                "\(name).schema.json",
                """
                {"$schema": "https://json-schema.org/draft/2020-12/schema", "oneOf": [
                  {"properties": {"kind": \(tag), "size": {"type": "integer"}}, "required": ["kind"]},
                  {"properties": {"kind": {"const": "b"}, "deep": {"properties": {"x": {"type": "string"}}}}}
                ]}
                """)
            let payload = try scratch.write("\(name).json", #"{"kind": "# + kind + #", "size": "big", "deep": {"x": 1}}"#)
            let result = check(["validate", "--schema", schema, payload])
            #expect(result.lines.first?.contains(#"/size: expected integer, found string "big""#) == true, "\(name)")
        }
    }

    @Test("a line reached twice through references is printed once and not counted as another error")
    func duplicateLines() throws {
        let scratch = try Scratch()
        let schema = try scratch.write(
            "twice.schema.json",
            """
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": {"n": {"type": "integer"}},
             "allOf": [{"$ref": "#/$defs/n"}, {"$ref": "#/$defs/n"}]}
            """)
        let payload = try scratch.write("x.json", #""x""#)
        let result = check(["validate", "--verbose", "--schema", schema, payload])
        #expect(result.lines.count == 2)
        let plain = check(["validate", "--schema", schema, payload])
        #expect(plain.lines.count == 2)
        let json = check(["validate", "--format", "json", "--schema", schema, payload])
        #expect(((try? JSONValue(parsing: json.output))?["errors"]?.arrayValue ?? []).count == 2)
    }

    @Test("BestMatch: nearest the root first, a failed alternative last; nil for no errors")
    func bestMatchOrder() {
        #expect(BestMatch.index(in: []) == nil)
        let deep = ValidationError(instanceLocation: ["a", "b"], keywordLocation: ["properties", "a", "type"], message: "deep")
        let alternative = ValidationError(instanceLocation: ["c"], keywordLocation: ["properties", "c", "anyOf"], message: "alt")
        let shallow = ValidationError(instanceLocation: ["d"], keywordLocation: ["properties", "d", "type"], message: "shallow")
        #expect(BestMatch.index(in: [deep, alternative, shallow]) == 2)
        #expect(BestMatch.index(in: [deep, alternative]) == 1)
    }
}
