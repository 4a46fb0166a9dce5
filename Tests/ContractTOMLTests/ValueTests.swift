import ContractJSON
import ContractTOML
import Testing

@Suite("TOML values as the JSON a schema checks")
struct ValueTests {
    @Test("tables, arrays of tables, dotted keys and inline tables become nested objects in document order")
    func structure() throws {
        let toml = """
            # pyproject-style
            [project]
            name = "demo"
            version.major = 1
            authors = [{ name = "A" }, { name = "B", email = "b@example.org" }]

            [[tool.check.rules]]
            id = 'R1'
            [[tool.check.rules]]
            id = 'R2'
            flags = [true, false]
            """
        #expect(
            try value(toml)
                == json(
                    """
                    {"project": {"name": "demo", "version": {"major": 1},
                                 "authors": [{"name": "A"}, {"name": "B", "email": "b@example.org"}]},
                     "tool": {"check": {"rules": [{"id": "R1"}, {"id": "R2", "flags": [true, false]}]}}}
                    """))
        let document = try TOML.document(parsing: Array(toml.utf8))
        #expect(document.root.value.objectValue?.keys == ["project", "tool"])
        // Locations point into the TOML text: `flags` is on line 11.
        #expect(document.root["tool"]?["check"]?["rules"]?[1]?["flags"]?.location.line == 11)
    }

    @Test("integers in any base become decimal numbers, floats keep their digits, booleans stay booleans")
    func numbers() throws {
        #expect(
            try value("a = 0xff\nb = 0o17\nc = 0b101\nd = -1_000\ne = +3\nf = -9223372036854775808")
                == json(#"{"a": 255, "b": 15, "c": 5, "d": -1000, "e": 3, "f": -9223372036854775808}"#))
        #expect(
            try value("a = 1_000.5e-3\nb = -0.0\nc = +2E10\nd = 3.141_592_653_589_793_238")
                == json(#"{"a": 1000.5e-3, "b": -0.0, "c": 2e10, "d": 3.141592653589793238}"#))
        #expect(try value("t = true\nf = false") == json(#"{"t": true, "f": false}"#))
    }

    @Test("strings: escapes, literal strings, multi-line strings with trimmed first line and line-ending backslash")
    func strings() throws {
        let toml = #"""
            a = "tab\there \u00e9 \U0001F600 \"q\""
            b = 'C:\no\escapes'
            c = """
            one
            two \
                three"""
            d = '''it's ''x'' '''
            e = """""quotes"""""
            """#
        #expect(
            try value(toml)
                == .object(
                    JSONObject([
                        .init(key: "a", value: .string("tab\there é 😀 \"q\"")),
                        .init(key: "b", value: .string(#"C:\no\escapes"#)),
                        .init(key: "c", value: .string("one\ntwo three")),
                        .init(key: "d", value: .string("it's ''x'' ")),
                        .init(key: "e", value: .string("\"\"quotes\"\"")),
                    ])))
        // CRLF inside a multi-line string is read as LF (as tomllib does).
        #expect(try value("s = \"\"\"\r\na\r\nb\"\"\"\r\n") == json(#"{"s": "a\nb"}"#))
        // Keys that differ only by Unicode normalization are different keys.
        #expect(try value("\"\u{e9}\" = 1\n\"e\u{301}\" = 2").objectValue?.count == 2)
    }

    @Test("dates and times become the strings check-jsonschema gives them")
    func dateTimes() throws {
        // Each expected string is what check-jsonschema 0.33 (tomllib, then isoformat) printed for the same line.
        let cases: [(String, String)] = [
            ("1987-07-05T17:45:56.6Z", "1987-07-05T17:45:56.600000+00:00"),
            ("1987-07-05T17:45:56.1234567-00:00", "1987-07-05T17:45:56.123456+00:00"),
            ("1987-07-05 17:45:56", "1987-07-05T17:45:56Z"),
            ("1987-07-05t17:45:00+05:30", "1987-07-05T17:45:00+05:30"),
            ("1987-07-05T17:45:00.000-08:00", "1987-07-05T17:45:00-08:00"),
            ("07:32:00", "07:32:00Z"),
            ("07:32:00.5", "07:32:00.500000Z"),
            ("1979-05-27", "1979-05-27"),
        ]
        for (literal, expected) in cases {
            #expect(try value("v = \(literal)") == .object(JSONObject([.init(key: "v", value: .string(expected))])), "\(literal)")
        }
        // A date followed by a comment is a date, not the start of a date-time.
        #expect(try value("v = 1979-05-27 # day") == json(#"{"v": "1979-05-27"}"#))
    }

    @Test("the tagged form tells integers, floats, strings and the four date-time kinds apart")
    func tagged() throws {
        let document = try TOML.taggedDocument(
            parsing: Array(
                "i = 1\nf = 1.0\ns = '1'\nd = 2024-02-29\nt = 00:00:00\nl = 2024-02-29T00:00:00\no = 2024-02-29T00:00:00.100-00:00\n".utf8))
        #expect(
            document.root.value
                == (try json(
                    """
                    {"i": {"type": "integer", "value": "1"}, "f": {"type": "float", "value": "1.0"}, "s": {"type": "string", "value": "1"},
                     "d": {"type": "date-local", "value": "2024-02-29"}, "t": {"type": "time-local", "value": "00:00:00"},
                     "l": {"type": "datetime-local", "value": "2024-02-29T00:00:00"}, "o": {"type": "datetime", "value": "2024-02-29T00:00:00.1Z"}}
                    """)))
        // inf and nan have a tagged form, though no JSON one.
        #expect(try TOML.taggedDocument(parsing: Array("x = -inf".utf8)).root["x"]?["value"]?.value == .string("-inf"))
    }
}
