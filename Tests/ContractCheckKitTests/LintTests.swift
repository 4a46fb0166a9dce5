import ContractJSON
import Testing

@testable import ContractCheckKit

@Suite("lint")
struct LintTests {
    /// Lints `files` (name → text) as one set and returns the JSON findings as (rule, severity, pointer, message).
    private func lint(_ files: [String: String], _ extra: [String] = []) throws -> (status: Int32, findings: [(rule: String, severity: String, pointer: String, message: String)]) {
        let scratch = try Scratch()
        for (name, text) in files { try scratch.write(name, text) }
        let result = check(["lint", "--format", "json", scratch.path] + extra)
        var findings: [(String, String, String, String)] = []
        for line in result.lines {
            let item = try JSONValue(parsing: line)
            for unit in (item["errors"]?.arrayValue ?? []) + (item["annotations"]?.arrayValue ?? []) {
                findings.append((unit["rule"]?.stringValue ?? "", unit["severity"]?.stringValue ?? "", unit["instanceLocation"]?.stringValue ?? "",
                                 (unit["error"] ?? unit["annotation"])?.stringValue ?? ""))
            }
        }
        return (result.status, findings)
    }

    private static let header = #""$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/lint/a.schema.json""#

    @Test("a clean schema set has no findings and exits 0")
    func clean() throws {
        let result = try lint(["a.schema.json": """
        {\(LintTests.header), "type": "object", "required": ["id"], "properties": {"id": {"type": "string", "format": "uuid"},
         "kind": {"$ref": "#/$defs/kind"}}, "additionalProperties": false, "$defs": {"kind": {"enum": ["a", "b"], "x-enum-closed": true}}}
        """])
        #expect(result.status == 0)
        #expect(result.findings.isEmpty)
    }

    @Test("draft-07 named under https (compose-spec's spelling) is linted as draft-07, with one warning at $schema")
    func draft7UnderHTTPS() throws {
        let result = try lint(["a.schema.json": ##"""
        {"$schema": "https://json-schema.org/draft-07/schema", "$id": "https://contracts.local/lint/a.schema.json", "type": "object",
         "properties": {"a": {"$ref": "#/definitions/a"}}, "additionalProperties": false, "definitions": {"a": {"type": "string"}}}
        """##])
        #expect(result.status == 0)
        #expect(result.findings.map(\.rule) == ["metaschema"])
        #expect(result.findings.first?.pointer == "/$schema")
        #expect(result.findings.first?.message.contains("read as draft-07") == true)
    }

    @Test("a schema in OpenAPI 3.1's dialect is linted as 2020-12 with that dialect's keywords known")
    func openAPIDialect() throws {
        let result = try lint(["a.schema.json": ##"""
        {"$schema": "https://spec.openapis.org/oas/3.1/dialect/base", "$id": "https://contracts.local/lint/a.schema.json", "type": "object",
         "properties": {"a": {"type": "integer"}}, "additionalProperties": false, "example": {"a": 1}, "discriminator": {"propertyName": "a"},
         "exampel": 1}
        """##])
        #expect(result.findings.map(\.rule) == ["unknown-keyword"], "only the misspelt one: \(result.findings)")
        #expect(result.findings.first?.pointer == "/exampel")
    }

    @Test("each rule catches its mistake, at the right place", arguments: [
        (#""type": "object", "properties": {"a": {"type": "string", "maxLenght": 3}}, "additionalProperties": true"#,
         "unknown-keyword", "error", "/properties/a/maxLenght", "did you mean \"maxLength\""),
        (#""type": "object", "Required": ["a"], "properties": {"a": {}}, "additionalProperties": true"#,
         "unknown-keyword", "error", "/Required", "did you mean \"required\""),
        (#""type": "object", "properties": {}, "additionalProperties": true, "x-swift-nmae": "A""#,
         "unknown-keyword", "warning", "/x-swift-nmae", "did you mean \"x-swift-name\""),
        (#""type": "object", "properties": {}, "additionalProperties": true, "definitions": {}"#,
         "unknown-keyword", "warning", "/definitions", "deprecated in draft 2020-12"),
        (#""type": "object", "required": ["id", "nmae"], "properties": {"id": {}, "name": {}}, "additionalProperties": true"#,
         "required-undeclared", "warning", "/required", "\"nmae\" is not declared in properties: did you mean \"name\""),
        (#""type": "object", "required": ["id", "nmae"], "properties": {"id": {}, "name": {}}, "additionalProperties": false"#,
         "required-undeclared", "error", "/required", "no value can have it: did you mean \"name\""),
        (#""type": "object", "properties": {"a": {"$ref": "https://example.com/upstream.json"}}, "additionalProperties": true"#,
         "dangling-ref", "warning", "/properties/a/$ref", "points outside the linted schemas"),
        (#""type": "object", "properties": {"a": {"tsType": "string"}}, "additionalProperties": true"#,
         "unknown-keyword", "warning", "/properties/a/tsType", "extension of json-schema-to-typescript"),
        (##""type": "object", "properties": {"a": {"$ref": "#/$defs/missing"}}, "additionalProperties": true"##,
         "dangling-ref", "error", "/properties/a/$ref", "#/$defs/missing"),
        (#""type": "object", "properties": {"a": {"$ref": "other.schema.json"}}, "additionalProperties": true"#,
         "dangling-ref", "error", "/properties/a/$ref", "https://contracts.local/lint/other.schema.json"),
        (#""type": "object", "properties": {}, "additionalProperties": true, "$defs": {"old": {"type": "string"}}"#,
         "unreachable-def", "warning", "/$defs/old", "\"old\" is not referenced"),
        (#""type": "object", "properties": {"inner": {"type": "object", "properties": {"x": {}}}}, "additionalProperties": true"#,
         "additional-properties-undecided", "warning", "/properties/inner", "undecided"),
        (#""type": "object", "properties": {"when": {"type": "string", "format": "date_time"}}, "additionalProperties": true"#,
         "unknown-format", "warning", "/properties/when/format", "did you mean \"date-time\""),
        (#""type": "object", "properties": {"n": {"type": "string", "format": "int32"}}, "additionalProperties": true"#,
         "unknown-format", "warning", "/properties/n/format", "sizes integers"),
        (#""type": "object", "properties": {"p": {"type": "string", "pattern": "(?i)abc"}}, "additionalProperties": true"#,
         "compile", "error", "/properties/p/pattern", "invalid regular expression"),
        (#""type": "object", "properties": {"m": {"minLength": -1}}, "additionalProperties": true"#,
         "metaschema", "error", "/properties/m/minLength", "expected"),
    ])
    func rule(body: String, rule: String, severity: String, pointer: String, message: String) throws {
        let result = try lint(["a.schema.json": "{\(LintTests.header), \(body)}"])
        let match = result.findings.first { $0.rule == rule && $0.pointer == pointer }
        #expect(match != nil, "\(result.findings)")
        #expect(match?.severity == severity)
        #expect(match?.message.contains(message) == true, "\(match?.message ?? "")")
        #expect(result.status == (result.findings.contains { $0.severity == "error" } ? 1 : 0))
    }

    @Test("$defs in a draft-07 schema: a definitions container when a $ref points into it, walked by every rule")
    func draft07Definitions() throws {
        let used = try lint([
            "a.schema.json": ##"""
            {"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/lint/a.schema.json",
             "type": "object", "properties": {"a": {"$ref": "#/$defs/a"}}, "additionalProperties": true,
             "$defs": {"a": {"type": "string", "maxLenght": 3}}}
            """##,
        ])
        #expect(!used.findings.contains { $0.pointer == "/$defs" }, "\(used.findings)")
        // The rules look inside it: the misspelt keyword of the definition is found.
        #expect(used.findings.contains { $0.rule == "unknown-keyword" && $0.pointer == "/$defs/a/maxLenght" && $0.severity == "error" })
        let unused = try lint([
            "a.schema.json": ##"""
            {"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://contracts.local/lint/a.schema.json",
             "type": "object", "properties": {}, "additionalProperties": true, "$defs": {"a": {"type": "string"}}}
            """##,
        ])
        let finding = unused.findings.first { $0.pointer == "/$defs" }
        #expect(finding?.severity == "warning")
        #expect(finding?.message.contains("no $ref points into it") == true)
        #expect(unused.status == 0)
    }

    @Test("required names count properties of allOf members, $ref targets and the enclosing object")
    func requiredThroughComposition() throws {
        let result = try lint([
            "a.schema.json": """
            {\(LintTests.header), "type": "object", "allOf": [{"$ref": "base.schema.json"}], "required": ["id", "extra"],
             "properties": {"extra": {}}, "oneOf": [{"required": ["a"]}, {"required": ["b"]}],
             "additionalProperties": true}
            """,
            "base.schema.json": #"{"$id": "https://contracts.local/lint/base.schema.json", "type": "object", "properties": {"id": {}, "a": {}, "b": {}}, "additionalProperties": true}"#,
        ])
        #expect(result.findings.filter { $0.rule == "required-undeclared" }.isEmpty, "\(result.findings)")
    }

    @Test("$defs reached only through other files count as used; references across files resolve")
    func crossFileReachability() throws {
        let result = try lint([
            "a.schema.json": "{\(LintTests.header), \"type\": \"object\", \"properties\": {\"s\": {\"$ref\": \"b.schema.json#/$defs/size\"}}, \"additionalProperties\": true}",
            "b.schema.json": #"{"$id": "https://contracts.local/lint/b.schema.json", "$defs": {"size": {"enum": ["s"]}, "unused": {"type": "string"}}}"#,
        ])
        #expect(result.findings.map(\.rule) == ["unreachable-def"])
        #expect(result.findings.first?.pointer == "/$defs/unused")
    }

    @Test("--disable turns a rule off; --strict fails on warnings; text output says file:line:col")
    func options() throws {
        let scratch = try Scratch()
        let file = try scratch.write("a.schema.json", "{\(LintTests.header),\n  \"type\": \"object\", \"properties\": {}}")
        let plain = check(["lint", file])
        #expect(plain.status == 0)
        #expect(plain.lines.first == file + ":1:1: warning: (root): object schema leaves additionalProperties undecided: set true (apps tolerate new fields) or false (closed, e.g. request bodies)  [additional-properties-undecided]")
        #expect(plain.lines.last == "linted 1 schema: 0 errors, 1 warning")
        #expect(check(["lint", "--strict", file]).status == 1)
        #expect(check(["lint", "--disable", "additional-properties-undecided", file]).lines == ["linted 1 schema: 0 errors, 0 warnings"])
        #expect(check(["lint", "--disable", "no-such-rule", file]).status == 2)
        #expect(check(["lint", scratch.path + "/missing.schema.json"]).status == 2)
    }

    @Test("20,000 unreferenced $defs entries: each reported at its own line, plus references that reach into a definition")
    func manyFindingsAtTheirLines() throws {
        let scratch = try Scratch()
        let count = 20_000
        let entries = (1..<count).map { "  \"d\($0)\": {\"type\": \"string\"}" }.joined(separator: ",\n")
        // d0 is reached through a pointer into it, so it is used; the others are not.
        let text = "{\(LintTests.header), \"type\": \"object\", \"additionalProperties\": true,\n"
            + "\"properties\": {\"a\": {\"$ref\": \"#/$defs/d0/properties/x\"}}, \"$defs\": {\n"
            + "  \"d0\": {\"type\": \"object\", \"additionalProperties\": true, \"properties\": {\"x\": {}}},\n\(entries)\n}}"
        let file = try scratch.write("a.schema.json", text)
        let result = check(["lint", file])
        let unreachable = result.lines.filter { $0.hasSuffix("[unreachable-def]") }
        #expect(unreachable.count == count - 1)
        // Entry dN sits on line N + 3; its value at column 8 + the digits of N.
        #expect(unreachable.first?.hasPrefix(file + ":4:9: warning: /$defs/d1: ") == true, "\(unreachable.first ?? "")")
        // The value starts after two spaces, the quoted key, a colon and a space.
        let column = 8 + String(count - 1).count
        #expect(unreachable.last?.hasPrefix(file + ":\(count + 2):\(column): warning: /$defs/d\(count - 1): ") == true)
    }
}
