import ContractJSON
import Foundation
import Testing

@testable import ContractCheckKit

@Suite("TOML payloads, and the toml-suite runner")
struct TOMLInputTests {
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
