import ContractCheckKit
import ContractJSON
import Foundation
import Testing

private let pageSchema = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://contracts.local/test/page.schema.json",
  "type": "object",
  "required": ["items", "hasMore"],
  "properties": {
    "items": {"type": "array", "items": {"type": "string"}},
    "hasMore": {"type": "boolean"}
  }
}
"""#

@Suite("contract-check")
struct CommandTests {
    @Test("validate: all valid exits 0 and prints the summary")
    func validateValid() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchema)
        let payload = try scratch.write("ok.json", #"{"items": ["a"], "hasMore": false}"#)
        let console = Console.capturing()
        #expect(ContractCheck.run(["validate", "--schema", schema, payload], console: console) == 0)
        #expect(console.output == "1 valid, 0 invalid\n")
    }

    @Test("validate: NDJSON errors give file, line, column, pointer and message; exit 1")
    func validateInvalidLines() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchema)
        let payload = try scratch.write("pages.ndjson", """
        {"items": [], "hasMore": true}
        {"items": [], "hasMore": "yes"}

        {"items": [1]}
        """)
        let console = Console.capturing()
        #expect(ContractCheck.run(["validate", "--verbose", "--schema", schema, payload], console: console) == 1)
        let lines = console.output.split(separator: "\n").map(String.init)
        #expect(lines.contains(payload + ##":2:26: /hasMore: expected boolean, found string "yes"  [https://contracts.local/test/page.schema.json#/properties/hasMore/type]"##))
        #expect(lines.contains { $0.hasPrefix(payload + ":4:1: (root): missing required property \"hasMore\"") })
        #expect(lines.contains { $0.hasPrefix(payload + ":4:12: /items/0: expected string, found number 1") })
        #expect(lines.last == "1 valid, 2 invalid")
    }

    @Test("validate: NDJSON of many tiny lines is read in batches of 4,096 lines; every line keeps its number", arguments: [1, 2])
    func validateManyTinyLines(jobs: Int) throws {
        let scratch = try Scratch()
        let schema = try scratch.write("int.schema.json", #"{"type": "integer"}"#)
        var lines = Array(repeating: "1", count: 10_000)
        let strings = [0, 4_095, 4_096, 4_097, 8_191, 8_192, 9_999]
        for index in strings { lines[index] = "\"s\"" }
        let payload = try scratch.write("tiny.ndjson", lines.joined(separator: "\n"))
        let console = Console.capturing()
        #expect(ContractCheck.run(["validate", "--jobs", String(jobs), "--schema", schema, payload], console: console) == 1)
        let reported = console.output.split(separator: "\n").filter { $0.hasPrefix(payload + ":") }.map { line in
            Int(line.dropFirst(payload.count + 1).prefix { $0 != ":" }) ?? 0
        }
        #expect(reported == strings.map { $0 + 1 })
        #expect(console.output.hasSuffix("9993 valid, 7 invalid\n"))
    }

    @Test("validate --format json prints one basic-output object per document")
    func validateJSON() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchema)
        let payload = try scratch.write("bad.json", #"{"items": "x", "hasMore": true}"#)
        let console = Console.capturing()
        #expect(ContractCheck.run(["validate", "--schema", schema, "--format", "json", payload], console: console) == 1)
        let value = try JSONValue(parsing: console.output)
        #expect(value["source"] == .string(payload))
        #expect(value["line"] == 1)
        #expect(value["valid"] == false)
        #expect(value["errors"]?.arrayValue?.first?["keywordLocation"] == "/properties/items/type")
        #expect(value["errors"]?.arrayValue?.first?["instanceLocation"] == "/items")
    }

    @Test("validate: malformed JSON is reported with its position, not skipped")
    func validateMalformed() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("page.schema.json", pageSchema)
        let payload = try scratch.write("broken.json", "{\n  \"items\": [,]\n}")
        let console = Console.capturing()
        #expect(ContractCheck.run(["validate", "--schema", schema, payload], console: console) == 1)
        #expect(console.output.contains(payload + ":2:13: invalid JSON: expected a value, found ','"))
    }

    @Test("validate: a broken schema or a bad call exits 2")
    func validateUsageErrors() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("bad.schema.json", ##"{"properties": {"a": {"$ref": "#/nowhere"}}}"##)
        let payload = try scratch.write("p.json", "{}")
        // The bad reference is followed only when a document reaches it (issue 42 item 1): `{}` does not, `{"a": 1}` does.
        #expect(ContractCheck.run(["validate", "--schema", schema, payload], console: Console.capturing()) == 0)
        let reaching = try scratch.write("a.json", #"{"a": 1}"#)
        let console = Console.capturing()
        #expect(ContractCheck.run(["validate", "--schema", schema, reaching], console: console) == 2)
        #expect(console.output.contains("unresolvable reference \"#/nowhere\""))
        #expect(ContractCheck.run(["validate", payload], console: Console.capturing()) == 2)
        #expect(ContractCheck.run(["frobnicate"], console: Console.capturing()) == 2)
    }

    @Test("test: runs fixtures in the suite format against a schema folder")
    func contractTests() throws {
        let scratch = try Scratch()
        try scratch.write("test/page.schema.json", pageSchema)
        try scratch.write("test/fixtures/page.json", #"""
        [{"description": "page", "schema": {"$ref": "https://contracts.local/test/page.schema.json"},
          "tests": [{"description": "ok", "data": {"items": [], "hasMore": false}, "valid": true},
                    {"description": "invalid: hasMore missing", "data": {"items": []}, "valid": false}]}]
        """#)
        let console = Console.capturing()
        #expect(ContractCheck.run(["test", scratch.path], console: console) == 0)
        #expect(console.output.contains("ok   test/fixtures/page.json: 2 tests"))
        #expect(console.output.hasSuffix("2 passed, 0 failed\n"))

        try scratch.write("test/fixtures/wrong.json", #"""
        [{"description": "wrong verdict", "schema": {"$ref": "https://contracts.local/test/page.schema.json"},
          "tests": [{"description": "claims valid", "data": {"items": 1, "hasMore": false}, "valid": true}]}]
        """#)
        let failing = Console.capturing()
        #expect(ContractCheck.run(["test", scratch.path], console: failing) == 1)
        #expect(failing.output.contains("FAIL test/fixtures/wrong.json · wrong verdict · claims valid: expected valid, got invalid"))

        // A fixtures folder on its own names its schemas with --schemas; without them every test fails.
        try scratch.write("test/fixtures/wrong.json", "[]")
        let alone = check(["test", scratch.path + "/test/fixtures"])
        #expect(alone.status == 1)
        #expect(alone.output.contains("schema did not compile"))
        let withSchemas = check(["test", scratch.path + "/test/fixtures", "--schemas", scratch.path + "/test"])
        #expect(withSchemas.status == 0)
        #expect(withSchemas.output.hasSuffix("2 passed, 0 failed\n"))

        // A test without its expected verdict fails instead of passing by default.
        try scratch.write("test/fixtures/wrong.json", #"[{"description": "no verdict", "schema": {"type": "string"}, "tests": [{"description": "t", "data": 1}]}]"#)
        let noVerdict = check(["test", scratch.path])
        #expect(noVerdict.status == 1)
        #expect(noVerdict.output.contains("no boolean \"valid\""))
        // A fixture that is not in the case format is an input error.
        try scratch.write("test/fixtures/wrong.json", #"{"a": 1}"#)
        #expect(check(["test", scratch.path]).status == 2)
        #expect(check(["test", scratch.path + "/nowhere"]).status == 2)
    }

    @Test("parse-suite: y_ must parse, n_ must fail")
    func parseSuite() throws {
        let scratch = try Scratch()
        try scratch.write("cases/y_ok.json", "[1]")
        try scratch.write("cases/n_bad.json", "[1,]")
        try scratch.write("cases/i_either.json", "[1e400]")
        let console = Console.capturing()
        #expect(ContractCheck.run(["parse-suite", scratch.path + "/cases"], console: console) == 0)
        #expect(console.output.hasSuffix("3 passed, 0 failed\n"))
        try scratch.write("cases/n_accepted.json", "[2]")
        #expect(ContractCheck.run(["parse-suite", scratch.path + "/cases"], console: Console.capturing()) == 1)
    }
}
