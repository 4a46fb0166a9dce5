import ContractJSON
import Foundation
import Testing

@testable import ContractCheckKit

/// The page schema of `pageSchemaText`, written in YAML (with a comment, an anchor and a flow sequence).
let pageSchemaYAML = """
# The page schema, in YAML.
$schema: https://json-schema.org/draft/2020-12/schema
$id: https://contracts.local/test/page.schema.json
type: object
required: [items, hasMore]
properties:
  items:
    type: array
    items: &text {type: string}
  hasMore: {type: boolean}
  title: *text
additionalProperties: true
"""

@Suite("YAML wherever the checker reads JSON: schemas, fixtures, mapping files, payloads")
struct YAMLInputTests {
    @Test("validate: each document of a YAML stream is one payload; errors point at the YAML line and column")
    func yamlPayloadStream() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let payload = try scratch.write("pages.yaml", """
        items: [a, b]
        hasMore: false
        ---
        # second page
        items:
          - c
          - 42
        hasMore: true
        ---
        items: []
        """)
        let result = check(["validate", "--schema", schema, payload])
        #expect(result.status == 1)
        #expect(result.lines.contains(payload + ":7:5: /items/1: expected string, found number 42  [https://contracts.local/test/page.schema.json#/properties/items/items/type]"),
                "\(result.output)")
        #expect(result.output.contains(payload + ":10:1: (root): missing required property \"hasMore\""), "\(result.output)")
        #expect(result.lines.last == "1 valid, 2 invalid")
    }

    @Test("validate: a YAML syntax error is one failed payload at its line and column, after the documents before it")
    func yamlSyntaxError() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let payload = try scratch.write("broken.yml", "items: []\nhasMore: true\n---\nitems: [a\nhasMore: false\n")
        let result = check(["validate", "--schema", schema, payload])
        #expect(result.status == 1)
        #expect(result.lines.first?.hasPrefix(payload + ":5:") == true, "\(result.output)")
        #expect(result.output.contains("invalid YAML:"))
        #expect(result.lines.last == "1 valid, 1 invalid")
        let json = check(["validate", "--schema", schema, "--format", "json", payload])
        #expect(json.output.contains("\"yaml-syntax\""))
    }

    @Test("validate: a stream of 20,000 YAML documents is read one document at a time, each located from its own start (issue 43, 2)")
    func longYAMLStream() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("count.schema.json", #"{"type": "object", "properties": {"a": {"type": "integer"}}}"#)
        let text = (0..<20_000).map { $0 == 19_990 ? "---\na: x\n" : "---\na: \($0)\n" }.joined() + "---\na: [\n"
        let payload = try scratch.write("many.yaml", text)
        let result = check(["validate", "--schema", schema, "--jobs", "1", payload])
        let lines = result.lines
        #expect(lines.first?.hasPrefix(payload + ":39982:4: /a: expected integer, found string \"x\"") == true, "\(lines.first ?? "")")
        #expect(lines.dropFirst().first?.hasPrefix(payload + ":40003:1: invalid YAML:") == true, "\(lines.dropLast().last ?? "")")
        #expect(result.lines.last == "19999 valid, 2 invalid")

        // The work of locating a document's values: each document's text is its own few bytes. The whole stream
        // parsed at once gave every document the whole file, and counting lines from byte 0 for each made a
        // stream quadratic in its documents.
        let batcher = PayloadBatcher(sources: [PayloadSource(path: payload)], console: .capturing(input: nil))
        var texts: [Int] = []
        try batcher.run { batch in
            for case .success(let document)? in batch.entries.map(\.parsed) { texts.append(document.origin?.text.count ?? .max) }
        }
        #expect(texts.count == 20_000)
        #expect(texts.allSatisfy { $0 <= 16 }, "largest text: \(texts.max() ?? 0) bytes")
    }

    @Test("validate: a YAML document over --max-document-size is an error for that document, without being read whole (issue 43, 3)")
    func largeYAMLDocument() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("count.schema.json", #"{"type": "object", "properties": {"a": {"type": "integer"}}}"#)
        let big = "---\na: 1\nlist:\n" + String(repeating: "  - some text of a line\n", count: 100_000)
        let payload = try scratch.write("big.yaml", "a: 1\n" + big + "---\na: x\n")
        let result = check(["validate", "--schema", schema, "--max-document-size", "64K", payload])
        #expect(result.status == 1)
        #expect(result.lines.count == 3, "\(result.output)")
        let refused = payload + ":2:1: the document has \(big.utf8.count) bytes, more than the limit of 65536"
        #expect(result.lines.first?.hasPrefix(refused) == true,
                "\(result.lines.first ?? "")")
        #expect(result.lines.dropFirst().first?.hasPrefix(payload + ":100006:4: /a: expected integer") == true, "\(result.output)")
        #expect(result.lines.last == "1 valid, 2 invalid")
        // A single document over the limit, and the same without the limit (16 MiB by default): validated.
        let alone = try scratch.write("alone.yaml", big)
        #expect(check(["validate", "--schema", schema, "--max-document-size", "1K", alone]).lines.last == "0 valid, 1 invalid")
        #expect(check(["validate", "--schema", schema, payload]).lines.last == "2 valid, 1 invalid")
    }

    @Test("validate: a .schema.yaml schema, YAML on stdin by --stdin-name, YAML files found in folders")
    func yamlSchemaAndStdin() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.yaml", pageSchemaYAML)
        try scratch.write("in/a.yaml", "items: [x]\nhasMore: false\ntitle: 7\n")
        try scratch.write("in/b.json", #"{"items": [], "hasMore": true}"#)
        let folder = check(["validate", "--schema", schema, scratch.path + "/in"])
        #expect(folder.status == 1)
        #expect(folder.output.contains(scratch.path + "/in/a.yaml:3:8: /title: expected string"), "\(folder.output)")
        #expect(folder.lines.last == "1 valid, 1 invalid")
        let piped = check(["validate", "--schema", schema, "--stdin-name", "piped.yaml", "-"], input: "items: []\nhasMore: yes\n")
        #expect(piped.output.contains("piped.yaml:2:10: /hasMore: expected boolean, found string"), "\(piped.output)")
        let byID = check(["validate", "--schemas", scratch.path, "--schema", "https://contracts.local/test/page.schema.json", scratch.path + "/in/b.json"])
        #expect(byID.status == 0, "\(byID.errorOutput)")
    }

    @Test("a broken YAML schema is reported at its YAML line and column")
    func brokenYAMLSchema() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("bad.schema.yaml", "type: object\nproperties:\n  a: {type: string\n")
        let payload = try scratch.write("p.json", "{}")
        let result = check(["validate", "--schema", schema, payload])
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("invalid YAML"), "\(result.errorOutput)")
        let lint = check(["lint", schema])
        #expect(lint.status != 0)
        #expect(lint.errorOutput.contains(schema + ":4:1: invalid YAML"), "\(lint.errorOutput)")
    }

    @Test("lint reads *.schema.yaml files and reports findings at their YAML positions")
    func lintYAML() throws {
        let scratch = try Scratch()
        try scratch.write("schemas/page.schema.yaml", pageSchemaYAML.replacingOccurrences(of: "additionalProperties: true", with: ""))
        try scratch.write("schemas/typo.schema.yml", "type: object\nproperties:\n  a:\n    type: string\n    maxLenght: 3\nadditionalProperties: false\n")
        let result = check(["lint", scratch.path + "/schemas"])
        #expect(result.output.contains("page.schema.yaml:2:1: warning:") && result.output.contains("additionalProperties"), "\(result.output)")
        #expect(result.output.contains("typo.schema.yml:5:16: error:") && result.output.contains("maxLenght"), "\(result.output)")
    }

    @Test("test runs YAML fixtures against YAML schemas")
    func testCommandYAML() throws {
        let scratch = try Scratch()
        try scratch.write("contracts/page.schema.yaml", pageSchemaYAML)
        try scratch.write("contracts/fixtures/page.yaml", """
        - description: pages
          schema: {$ref: "https://contracts.local/test/page.schema.json"}
          tests:
            - description: a page
              data: {items: [a], hasMore: false}
              valid: true
            - description: a number among the items
              data: {items: [1], hasMore: false}
              valid: false
        """)
        let result = check(["test", scratch.path + "/contracts"])
        #expect(result.status == 0, "\(result.output)\(result.errorOutput)")
        #expect(result.output.contains("2 passed") || result.output.contains("2 tests"), "\(result.output)")
    }

    @Test("diff compares YAML schema versions (and a YAML version against a JSON one)")
    func diffYAML() throws {
        let scratch = try Scratch()
        let old = try scratch.write("old/page.schema.json", pageSchemaText)
        let new = try scratch.write("new/page.schema.yaml", pageSchemaYAML.replacingOccurrences(of: "required: [items, hasMore]", with: "required: [items, hasMore, title]"))
        let result = check(["diff", old, new, "--role", "request"])
        #expect(result.status == 1, "\(result.output)\(result.errorOutput)")
        #expect(result.output.contains("title"), "\(result.output)")
    }

    @Test("yaml-suite runs yaml-test-suite-shaped folders and counts passes and failures")
    func yamlSuite() throws {
        let scratch = try Scratch()
        try scratch.write("suite/AAAA/in.yaml", "a: [1, b]\n")
        try scratch.write("suite/AAAA/in.json", #"{"a": [1, "b"]}"#)
        try scratch.write("suite/BBBB/00/in.yaml", "--- 1\n--- two\n")
        try scratch.write("suite/BBBB/00/in.json", "1\n\"two\"\n")
        try scratch.write("suite/CCCC/in.yaml", "a: [\n")
        try scratch.write("suite/CCCC/error", "")
        try scratch.write("suite/DDDD/in.yaml", "? [complex]\n: key\n")
        let passing = check(["yaml-suite", scratch.path + "/suite"])
        #expect(passing.status == 0, "\(passing.output)")
        #expect(passing.lines.last == "3 passed, 0 failed")
        #expect(passing.output.contains("not counted): 1"))
        try scratch.write("suite/EEEE/in.yaml", "a: 1\n")
        try scratch.write("suite/EEEE/error", "")
        let failing = check(["yaml-suite", scratch.path + "/suite"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("FAIL EEEE: must be rejected"))
        #expect(failing.lines.last == "3 passed, 1 failed")
    }
}
