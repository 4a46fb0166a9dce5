import ContractJSON
import Foundation
import Testing

@testable import ContractCheckKit

@Suite("validate: inputs, schema choice, order, exit codes")
struct ValidateTests {
    @Test("--schema takes a $id registered with --schemas")
    func schemaByID() throws {
        let scratch = try Scratch()
        try scratch.write("schemas/test/page.schema.json", pageSchemaText)
        let payload = try scratch.write("ok.json", #"{"items": [], "hasMore": false}"#)
        let result = check(["validate", "--schemas", scratch.path + "/schemas", "--schema", "https://contracts.local/test/page.schema.json", payload])
        #expect(result.status == 0)
        #expect(result.output == "1 valid, 0 invalid\n")
        let unknown = check(["validate", "--schemas", scratch.path + "/schemas", "--schema", "https://contracts.local/test/nope.schema.json", payload])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.contains("neither a schema file nor the $id"))
    }

    @Test("folders and glob patterns expand to their .json, .ndjson and .jsonl files, in sorted order")
    func foldersAndGlobs() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        try scratch.write("in/b.json", #"{"items": [1], "hasMore": false}"#)
        try scratch.write("in/a.jsonl", "{\"items\": [], \"hasMore\": true}\n{\"items\": []}\n")
        try scratch.write("in/sub/c.json", #"{"items": [], "hasMore": "no"}"#)
        try scratch.write("in/notes.txt", "not a payload")
        let folder = check(["validate", "--schema", schema, scratch.path + "/in"])
        #expect(folder.status == 1)
        #expect(folder.lines.map { $0.split(separator: ":").first.map(String.init) ?? "" }.dropLast()
                == [scratch.path + "/in/a.jsonl", scratch.path + "/in/b.json", scratch.path + "/in/sub/c.json"])
        #expect(folder.lines.last == "1 valid, 3 invalid")

        let glob = check(["validate", "--schema", schema, scratch.path + "/in/**/*.json"])
        #expect(glob.lines.last == "0 valid, 2 invalid")
        #expect(glob.output.contains(scratch.path + "/in/sub/c.json:1:"))
        let none = check(["validate", "--schema", schema, scratch.path + "/in/*.yaml"])
        #expect(none.status == 2)
        #expect(none.errorOutput.contains("no files match this pattern"))
    }

    @Test("standard input: - reads one document, or NDJSON with --ndjson, named by --stdin-name")
    func standardInput() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let single = check(["validate", "--schema", schema, "-"], input: #"{"items": ["a"], "hasMore": false}"#)
        #expect(single.status == 0)
        let lines = check(["validate", "--schema", schema, "--ndjson", "--stdin-name", "piped.ndjson", "-"],
                          input: "{\"items\": [], \"hasMore\": true}\n{\"items\": [], \"hasMore\": 1}\n")
        #expect(lines.status == 1)
        #expect(lines.lines == [
            #"piped.ndjson:2:26: /hasMore: expected boolean, found number 1  [https://contracts.local/test/page.schema.json#/properties/hasMore/type]"#,
            "1 valid, 1 invalid",
        ])
        let unnamed = check(["validate", "--schema", schema, "--format", "json", "-"], input: "[1]")
        #expect(try JSONValue(parsing: unnamed.output)["source"] == "<stdin>")
    }

    @Test("a payload names its schema with $schema; an unknown one is a usage problem (exit 2)")
    func selfNamedSchema() throws {
        let scratch = try Scratch()
        try scratch.write("schemas/page.schema.json", pageSchemaText)
        let good = try scratch.write("good.json", #"{"$schema": "https://contracts.local/test/page.schema.json", "items": [], "hasMore": true}"#)
        let bad = try scratch.write("bad.json", #"{"$schema": "https://contracts.local/test/page.schema.json", "items": []}"#)
        let result = check(["validate", "--schemas", scratch.path + "/schemas", good, bad])
        #expect(result.status == 1)
        #expect(result.lines == [
            bad + #":1:1: (root): missing required property "hasMore"  [https://contracts.local/test/page.schema.json#/required]"#,
            "1 valid, 1 invalid",
        ])
        let stranger = try scratch.write("stranger.json", #"{"$schema": "https://example.com/unknown.json"}"#)
        let unknown = check(["validate", "--schemas", scratch.path + "/schemas", stranger])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("names $schema \"https://example.com/unknown.json\", which is not among the registered schemas"))
        // A schema file names its metaschema, so schema files validate against it with no setup.
        let asPayload = check(["validate", scratch.path + "/schemas/page.schema.json"])
        #expect(asPayload.status == 0)
    }

    @Test("a mapping file maps file stems, names or path patterns to schema $ids or files")
    func mappingFile() throws {
        let scratch = try Scratch()
        try scratch.write("schemas/page.schema.json", pageSchemaText)
        try scratch.write("schemas/count.schema.json", #"{"$id": "https://contracts.local/test/count.schema.json", "type": "integer"}"#)
        let map = try scratch.write("map.json", #"""
        {"pages": "https://contracts.local/test/page.schema.json", "counts/*.json": "schemas/count.schema.json"}
        """#)
        try scratch.write("data/pages.ndjson", "{\"items\": [], \"hasMore\": false}\n")
        try scratch.write("data/counts/one.json", "1")
        try scratch.write("data/counts/two.json", "\"two\"")
        let result = check(["validate", "--schemas", scratch.path + "/schemas", "--map", map,
                            scratch.path + "/data/pages.ndjson", scratch.path + "/data/counts/one.json", scratch.path + "/data/counts/two.json"])
        #expect(result.lines.last == "2 valid, 1 invalid")
        #expect(result.output.contains("two.json:1:1: (root): expected integer, found string \"two\""))
        let unmapped = try scratch.write("data/other.json", "{}")
        let missing = check(["validate", "--schemas", scratch.path + "/schemas", "--map", map, unmapped])
        #expect(missing.status == 2)
        #expect(missing.output.contains("no schema for this document"))
    }

    @Test("the --map file inside the payload folder is not validated as a payload when a pattern or folder matches it")
    func mappingFileIsNoPayload() throws {
        let scratch = try Scratch()
        try scratch.write("schemas/count.schema.json", #"{"$id": "https://contracts.local/test/count.schema.json", "type": "integer"}"#)
        let map = try scratch.write("payloads/map.json", #"{"counts/*.json": "https://contracts.local/test/count.schema.json"}"#)
        try scratch.write("payloads/counts/one.json", "1")
        for payloads in [scratch.path + "/payloads/**/*.json", scratch.path + "/payloads"] {
            let result = check(["validate", "--schemas", scratch.path + "/schemas", "--map", map, payloads, "--quiet"])
            #expect(result.status == 0, "\(result.output)")
            #expect(!result.output.contains("map.json"))
        }
        // Named on its own, it is read like any file (and here has no schema).
        #expect(check(["validate", "--schemas", scratch.path + "/schemas", "--map", map, map]).status == 2)
    }

    @Test("many jobs give the same output, in input order, as one job")
    func orderWithJobs() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        var text = ""
        for index in 0..<45_000 {
            text += index % 997 == 0 ? "{\"items\": [\(index)], \"hasMore\": false}\n" : "{\"items\": [], \"hasMore\": true}\n"
        }
        let payload = try scratch.write("many.ndjson", text)
        #expect(text.utf8.count > 1 << 20)  // more than one read chunk
        let one = check(["validate", "--schema", schema, "--jobs", "1", payload])
        let four = check(["validate", "--schema", schema, "--jobs", "4", payload])
        #expect(one.status == 1)
        #expect(one.output == four.output)
        #expect(one.lines.count == 47)
        #expect(one.lines[1].hasPrefix(payload + ":998:12: /items/0: expected string, found number 997"))
        #expect(one.lines.last == "44954 valid, 46 invalid")
        #expect(four.errorOutput.contains("checked 45,000 documents"))
        #expect(four.errorOutput.contains("4 jobs"))
    }

    @Test("NDJSON lines are cut correctly across read chunks: long lines, CRLF, blank lines, no final newline")
    func chunkBoundaries() throws {
        let scratch = try Scratch()
        let long = "{\"items\": [" + Array(repeating: "\"xxxxxxxxxx\"", count: 40).joined(separator: ",") + "], \"hasMore\": true}"
        let text = "\(long)\r\n\n   \n{\"items\": [], \"hasMore\": 2}\r\n\(long)\n{\"items\": [],\"hasMore\":false}"
        let path = try scratch.write("p.ndjson", text)
        var documents: [(line: Int, text: String)] = []
        var batches = 0
        try PayloadBatcher(sources: [PayloadSource(path: path)], chunkSize: 64, console: .capturing()).run { batch in
            batches += 1
            for entry in batch.entries { documents.append((entry.line, String(decoding: batch.bytes[entry.start..<entry.end], as: UTF8.self))) }
        }
        #expect(batches > 1)
        #expect(documents.map(\.line) == [1, 4, 5, 6])
        #expect(documents.map(\.text) == [long, "{\"items\": [], \"hasMore\": 2}", long, "{\"items\": [],\"hasMore\":false}"])
    }

    @Test("the work pool hands results back in submission order whatever finishes first")
    func poolOrder() {
        let pool = OrderedWorkPool<Int, Int>(jobs: 3, limit: 4) { value in
            usleep(UInt32((value * 7919) % 5) * 300)
            return value * 2
        }
        var seen: [Int] = []
        for value in 0..<200 { pool.submit(value) { seen.append($0) } }
        pool.finish { seen.append($0) }
        #expect(seen == (0..<200).map { $0 * 2 })
    }

    @Test("colour: --color always marks up text output, never and non-terminals do not")
    func colour() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let payload = try scratch.write("bad.json", #"{"items": 1, "hasMore": true}"#)
        let coloured = check(["validate", "--schema", schema, "--color", "always", payload])
        #expect(coloured.output.contains("\u{1B}[36m/items\u{1B}[0m"))
        #expect(!check(["validate", "--schema", schema, payload]).output.contains("\u{1B}["))
    }

    @Test("exit codes: 0 valid, 1 invalid or malformed, 2 unreadable input or bad options")
    func exitCodes() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        #expect(check(["validate", "--schema", schema, "-"], input: #"{"items": [], "hasMore": true}"#).status == 0)
        #expect(check(["validate", "--schema", schema, "-"], input: #"{"items": []}"#).status == 1)
        #expect(check(["validate", "--schema", schema, "-"], input: "{").status == 1)
        #expect(check(["validate", "--schema", schema, scratch.path + "/missing.json"]).status == 2)
        #expect(check(["validate", "--schema", schema, "--format", "yaml", "-"]).status == 2)
        #expect(check(["validate", "--schema", schema, "--jobs", "0", "-"]).status == 2)
        #expect(check(["validate", "--schema", schema]).status == 2)
    }

    @Test("--quiet leaves only the problems")
    func quiet() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchemaText)
        let result = check(["validate", "--schema", schema, "--quiet", "-"], input: #"{"items": []}"#)
        #expect(result.lines.count == 1)
        #expect(result.errorOutput.isEmpty)
    }
}
