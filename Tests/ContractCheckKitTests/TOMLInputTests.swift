import ContractJSON
import Foundation
import Testing

@testable import ContractCheckKit

@Suite("TOML payloads, and the toml-suite runner")
struct TOMLInputTests {
    /// A pyproject-like schema: a project with a string name and a date-time.
    static let projectSchema = #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "required": ["project"],
         "properties": {"project": {"type": "object", "required": ["name"],
           "properties": {"name": {"type": "string"}, "released": {"type": "string", "format": "date-time"}}}}}
        """#

    @Test("validate reads .toml payloads as TOML: named, in folders and by pattern; errors at the TOML line and column")
    func tomlPayloads() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("project.schema.json", Self.projectSchema)
        let good = try scratch.write("p/good.toml", "# a comment\n[project]\nname = \"demo\"\nreleased = 1979-05-27 07:32:00\n")
        let bad = try scratch.write("p/bad.toml", "[project]\n\nname = 3\n")
        let named = check(["validate", "--schema", schema, good, bad])
        #expect(named.status == 1)
        #expect(named.output.contains("bad.toml:3:8: /project/name: expected string"), "\(named.output)")
        #expect(named.lines.last == "1 valid, 1 invalid")
        let folder = check(["validate", "--schema", schema, scratch.path + "/p"])
        #expect(folder.lines.last == "1 valid, 1 invalid", "\(folder.output)\(folder.errorOutput)")
        let pattern = check(["validate", "--schema", schema, scratch.path + "/p/*.toml"])
        #expect(pattern.lines.last == "1 valid, 1 invalid")
        // A TOML syntax error is an invalid payload, located, with its own rule.
        let broken = try scratch.write("broken.toml", "[project]\nname = 'x'\nname = 'y'\n")
        let syntax = check(["validate", "--schema", schema, broken, "--format", "json"])
        #expect(syntax.status == 1)
        #expect(syntax.output.contains("\"toml-syntax\""), "\(syntax.output)")
        let text = check(["validate", "--schema", schema, broken]).output
        #expect(text.contains("broken.toml:3:1: invalid TOML: the key \"name\" is defined twice"), "\(text)")
    }

    @Test("a local date-time in TOML is a valid date-time, as in check-jsonschema; a local date is not")
    func tomlDateTimesAgainstFormats() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("project.schema.json", Self.projectSchema)
        let local = try scratch.write("local.toml", "[project]\nname = 'x'\nreleased = 1979-05-27T07:32:00.5\n")
        #expect(check(["validate", "--schema", schema, "--assert-formats", local]).status == 0)
        let date = try scratch.write("date.toml", "[project]\nname = 'x'\nreleased = 1979-05-27\n")
        let result = check(["validate", "--schema", schema, "--assert-formats", date])
        #expect(result.status == 1)
        #expect(result.output.contains("date.toml:3:12"), "\(result.output)")
    }

    @Test("a file in a format the checker cannot read is exit 2 with a message, never an invalid payload")
    func unreadableFormat() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("project.schema.json", Self.projectSchema)
        let xml = try scratch.write("project.xml", "<project name='x'/>")
        let result = check(["validate", "--schema", schema, xml])
        #expect(result.status == 2)
        #expect(result.output.contains("project.xml:1:1: cannot read this file: it is not JSON"), "\(result.output)")
        #expect(result.lines.last == "0 valid, 0 invalid, 1 in a format contract-check cannot read")
        // The same file among valid ones still makes the run exit 2, and the others are checked.
        let good = try scratch.write("good.toml", "[project]\nname = 'x'\n")
        let mixed = check(["validate", "--schema", schema, good, xml])
        #expect(mixed.status == 2)
        #expect(mixed.lines.last == "1 valid, 0 invalid, 1 in a format contract-check cannot read")
        // A name the checker does not know that holds JSON is read as JSON (as check-jsonschema does by default).
        let geojson = try scratch.write("project.geojson", #"{"project": {"name": "x"}}"#)
        #expect(check(["validate", "--schema", schema, geojson]).status == 0)
        let dotfile = try scratch.write(".projectrc", #"{"project": {"name": 1}}"#)
        #expect(check(["validate", "--schema", schema, dotfile]).status == 1)
        // A broken .json file is still an invalid payload.
        let json = try scratch.write("broken.json", "{")
        #expect(check(["validate", "--schema", schema, json]).status == 1)
    }

    @Test("--payload-format reads a file named otherwise (CITATION.cff) in the notation given; a wrong one is a usage error")
    func payloadFormat() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("project.schema.json", Self.projectSchema)
        let cff = try scratch.write("CITATION.cff", "# YAML under another name\nproject:\n  name: demo\n")
        #expect(check(["validate", "--schema", schema, cff]).status == 2)
        let yaml = check(["validate", "--schema", schema, "--payload-format", "yaml", cff])
        #expect(yaml.status == 0, "\(yaml.output)")
        #expect(yaml.lines.last == "1 valid, 0 invalid")
        // Named, the notation holds for every input, even one whose extension says otherwise.
        let toml = try scratch.write("settings.json", "[project]\nname = 3\n")
        let forced = check(["validate", "--schema", schema, "--payload-format", "toml", toml])
        #expect(forced.status == 1)
        #expect(forced.output.contains("settings.json:2:8: /project/name: expected string"), "\(forced.output)")
        // What the file holds is then the user's word: a file that does not parse as it is an invalid payload.
        #expect(check(["validate", "--schema", schema, "--payload-format", "toml", cff]).status == 1)
        #expect(check(["validate", "--schema", schema, "--payload-format", "xml", cff]).status == 2)
        #expect(check(["validate", "--schema", schema, "--payload-format", "yaml", "--ndjson", cff]).status == 2)
    }

    @Test("an infinity or NaN in YAML or TOML cannot be checked by any JSON Schema: exit 2 with the place, not invalid")
    func unrepresentableNumbers() throws {
        let scratch = try Scratch()
        let schema = try scratch.write("project.schema.json", Self.projectSchema)
        let toml = try scratch.write("inf.toml", "[project]\nname = 'x'\ntimeout = -inf\n")
        let yaml = try scratch.write("nan.yaml", "project:\n  name: x\n  ratio: .nan\n")
        let good = try scratch.write("good.toml", "[project]\nname = 'x'\n")
        let result = check(["validate", "--schema", schema, toml, yaml, good])
        #expect(result.status == 2)
        #expect(result.output.contains("inf.toml:3:11: cannot check this document: the float -inf has no JSON value"), "\(result.output)")
        #expect(result.output.contains("nan.yaml:3:10: cannot check this document: .nan is a float"), "\(result.output)")
        #expect(result.lines.last == "1 valid, 0 invalid, 2 holding a value JSON cannot represent")
        let json = check(["validate", "--schema", schema, toml, "--format", "json"])
        #expect(json.output.contains("\"unrepresentable-value\""), "\(json.output)")
    }

    @Test("toml-suite runs toml-test-shaped folders: the listed cases only, passes and failures counted")
    func tomlSuite() throws {
        let scratch = try Scratch()
        try scratch.write("tests/files-toml-1.0.0", "valid/a.toml\nvalid/a.json\ninvalid/b.toml\n")
        try scratch.write("tests/valid/a.toml", "n = 0xff\nf = 1e2\nd = 1979-05-27T07:32:00-00:00\ns = 'x'\n[t]\n")
        try scratch.write("tests/valid/a.json", """
            {"n": {"type": "integer", "value": "255"}, "f": {"type": "float", "value": "100.0"},
             "d": {"type": "datetime", "value": "1979-05-27T07:32:00.000Z"}, "s": {"type": "string", "value": "x"}, "t": {}}
            """)
        try scratch.write("tests/invalid/b.toml", "a = [1,,2]\n")
        // Not in the list: never run.
        try scratch.write("tests/invalid/c.toml", "a = 1\n")
        let passing = check(["toml-suite", scratch.path + "/tests"])
        #expect(passing.status == 0, "\(passing.output)")
        #expect(passing.lines.last == "2 passed, 0 failed")
        // A value of the wrong type fails, and so does an invalid case that is accepted.
        try scratch.write(
            "tests/valid/a.json",
            #"{"n": {"type": "float", "value": "255"}, "f": {"type": "float", "value": "100"}, "#
                + #""d": {"type": "datetime", "value": "1979-05-27T07:32:00Z"}, "s": {"type": "string", "value": "x"}, "t": {}}"#)
        try scratch.write("tests/files-toml-1.0.0", "valid/a.toml\ninvalid/b.toml\ninvalid/c.toml\n")
        let failing = check(["toml-suite", scratch.path + "/tests"])
        #expect(failing.status == 1)
        #expect(failing.output.contains("FAIL valid/a.toml: expected"))
        #expect(failing.output.contains("FAIL invalid/c.toml: must be rejected"))
        #expect(failing.lines.last == "1 passed, 2 failed")
        #expect(check(["toml-suite", scratch.path]).status == 2)
    }
}
