import ContractJSON
import ContractTOML
import Testing

@Suite("TOML that is not valid fails at a line and column, saying what was expected")
struct ErrorTests {
    @Test("each kind of mistake is reported where it is")
    func located() {
        let cases: [(toml: String, line: Int, column: Int, message: String)] = [
            ("a = 1\na = 2", 2, 1, "the key \"a\" is defined twice"),
            ("[t]\nx = 1\n[t]", 3, 2, "the table \"t\" is defined twice"),
            ("a = 1\n[a.b]", 2, 2, "already holds a value that is not a table"),
            ("t = {x = 1}\n[t.y]", 2, 2, "was written inline"),
            ("[a.b.c]\nz = 1\n[a]\nb.c.t = 2", 4, 3, "a dotted key cannot add to it"),
            ("[fruit]\napple.color = 'red'\n[fruit.apple]", 3, 8, "defined twice"),
            ("x = [1 2]", 1, 8, "expected ',' or ']'"),
            ("x = 01", 1, 5, "leading zeros"),
            ("x = 1__0", 1, 5, "invalid number"),
            ("x = 9223372036854775808", 1, 5, "does not fit in 64 bits"),
            ("x = 2023-02-29", 1, 5, "day 29 is not 1 to 28"),
            ("x = 12:30", 1, 5, "seconds are required"),
            ("x = \"\\x41\"", 1, 6, "unknown escape sequence"),
            ("x = \"line\nbreak\"", 1, 10, "a line break in a single-line string"),
            ("x = { a = 1,\n b = 2 }", 1, 13, "an inline table must be on one line"),
            ("x = { a = 1, }", 1, 14, "no comma may follow the last member"),
            ("x = 1 y = 2", 1, 7, "expected the end of the line"),
            ("x = inf", 1, 5, "has no JSON value"),
            ("# a comment with a \u{7F} in it", 1, 20, "control character U+007F"),
            ("x = 1\r y = 2", 1, 6, "carriage return"),
        ]
        for (toml, line, column, message) in cases {
            let error = failure(toml)
            #expect(error?.location.line == line, "\(toml): \(error?.description ?? "accepted")")
            #expect(error?.location.column == column, "\(toml): \(error?.description ?? "accepted")")
            #expect(error?.message.contains(message) == true, "\(toml): \(error?.description ?? "accepted")")
        }
    }

    @Test("what TOML allows is accepted: tables opened below dotted ones, implicit tables defined later, a BOM")
    func allowed() throws {
        #expect(failure("[fruit]\napple.color = 'red'\n[fruit.apple.texture]\nsmooth = true") == nil)
        #expect(failure("[a.b.c]\nz = 1\n[a]\nd = 2") == nil)
        #expect(failure("[[a]]\n[a.b]\nx = 1\n[[a]]\n[a.b]\nx = 2") == nil)
        #expect(try value("\u{FEFF}x = 1") == json(#"{"x": 1}"#))
        #expect(try value("") == json("{}"))
    }

    @Test("invalid UTF-8 is reported at the first bad byte")
    func encoding() {
        do {
            _ = try TOML.document(parsing: Array("a = 'ok'\nb = '".utf8) + [0xC3, 0x28, UInt8(ascii: "'")])
            Issue.record("accepted")
        } catch {
            #expect(error.location.line == 2)
            #expect(error.location.column == 6)
            #expect(error.message.contains("UTF-8"))
        }
    }
}
