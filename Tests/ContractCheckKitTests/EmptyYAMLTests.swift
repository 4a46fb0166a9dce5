import Testing

@testable import ContractCheckKit

/// A YAML payload holding no document is checked as check-jsonschema checks it: as one `null`.
@Suite("Empty YAML payloads")
struct EmptyYAMLTests {
    @Test("a YAML file of only comments, or empty, is one null payload: invalid against an object schema, valid against {}")
    func commentOnlyYAML() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let anything = try scratch.write("any.schema.json", "{}")
        let comments = try scratch.write("config.yaml", "# everything below was removed\n\n   # still nothing\n")
        let empty = try scratch.write("empty.yml", "")
        for payload in [comments, empty] {
            let result = check(["validate", "--schema", schema, payload])
            #expect(result.status == 1, "\(result.output)")
            #expect(result.output.contains(payload + ":1:1: (root): expected object, found null"), "\(result.output)")
            #expect(result.lines.last == "0 valid, 1 invalid")
            let permissive = check(["validate", "--schema", anything, payload])
            #expect(permissive.status == 0)
            #expect(permissive.lines.last == "1 valid, 0 invalid")
        }
        // A stream with documents is unchanged: no extra null for the comment after them.
        let stream = try scratch.write("stream.yaml", "items: []\nhasMore: true\n# trailing comment\n")
        #expect(check(["validate", "--schema", schema, stream]).lines.last == "1 valid, 0 invalid")
    }
}
