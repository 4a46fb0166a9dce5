import ContractJSON
import ContractYAML
import Testing

@Suite("YAML scalars: styles, escapes, block scalars, the core schema")
struct ScalarTests {
    @Test("plain scalars resolve by the YAML 1.2 core schema; quoted ones stay strings")
    func coreSchema() throws {
        let yaml = """
        nulls: [null, Null, NULL, ~, ]
        empty:
        bools: [true, True, TRUE, false, False, FALSE]
        ints: [0, -12, +7, 007, 0o17, 0x1F, 123456789012345678901234567890]
        floats: [1.5, -0.25, .5, 1., 1e3, 6.02E+23, +1.0e-2]
        strings: [yes, no, on, "1", '2', 0b101, 1_000, 0x, .inf1, 12:30, nul]
        """
        #expect(try value(yaml) == json("""
        {"nulls": [null, null, null, null], "empty": null,
         "bools": [true, true, true, false, false, false],
         "ints": [0, -12, 7, 7, 15, 31, 123456789012345678901234567890],
         "floats": [1.5, -0.25, 0.5, 1.0, 1000, 6.02e23, 0.01],
         "strings": ["yes", "no", "on", "1", "2", "0b101", "1_000", "0x", ".inf1", "12:30", "nul"]}
        """))
    }

    @Test("an integer keeps its exact digits and float-ness in the JSON text")
    func exactNumbers() throws {
        let document = try YAML.document(parsing: Array("[007, 1., 2.50, 123456789012345678901234567890]".utf8))
        #expect(document.root[0]?.int64Value == 7)
        #expect(document.root[1]?.numberValue?.description == "1.0")
        #expect(document.root[2]?.numberValue?.description == "2.50")
        #expect(document.root[3]?.numberValue?.description == "123456789012345678901234567890")
    }

    @Test("tags force types: !!str, !!int, !!float, !!bool, !!null; the non-specific ! makes a string")
    func tags() throws {
        let yaml = """
        a: !!str 12
        b: !!int "12"
        c: !!float '1'
        d: !!bool "true"
        e: !!null ""
        f: ! 12
        g: !local 12
        h: !<tag:yaml.org,2002:str> true
        """
        #expect(try value(yaml) == json(#"{"a": "12", "b": 12, "c": 1, "d": true, "e": null, "f": "12", "g": 12, "h": "true"}"#))
        #expect(failure("a: !!int twelve")?.message.contains("not an integer") == true)
        #expect(failure("a: !!bool yes")?.location.line == 1)
        #expect(failure("a: !!map [1]") != nil)
    }

    @Test(".inf and .nan have no JSON form: an error at their line and column")
    func infinities() {
        for text in ["x: .inf", "x: -.Inf", "x: .NaN"] {
            let error = failure(text)
            #expect(error?.location.line == 1 && error?.location.column == 4, "\(text)")
            #expect(error?.message.contains("JSON cannot represent") == true)
        }
        #expect(throws: JSONParseError.self) { try values("x: 0x1FFFFFFFFFFFFFFFFF") }
    }

    @Test("double-quoted escapes: every YAML escape, and bad ones are errors")
    func escapes() throws {
        let yaml = #"" \0 \a \b \t \n \v \f \r \e \  \" \/ \\ \N \_ \L \P \x41 \u00e9 \U0001F600""#
        let expected = " \u{0} \u{7} \u{8} \t \n \u{B} \u{C} \r \u{1B}   \" / \\ \u{85} \u{A0} \u{2028} \u{2029} A é 😀"
        #expect(try value(yaml) == .string(expected))
        #expect(failure(#""\q""#)?.message.contains("unknown escape") == true)
        #expect(failure(#""\uD800""#) != nil)
        #expect(failure(#""\x4""#) != nil)
    }

    @Test("quoted scalars fold lines; single quotes double to escape; escaped line breaks join")
    func quotedFolding() throws {
        #expect(try value("'it''s\n  folded\n\n  here'") == .string("it's folded\nhere"))
        #expect(try value("\"a\\\n  b  \n  c\"") == .string("ab c"))
        #expect(failure("'never closed") != nil)
    }

    @Test("plain scalars span lines; # after a space starts a comment; ': ' ends a key")
    func plainScalars() throws {
        #expect(try value("a: one\n  two\n\n  three # note\nb: x#y") == json(#"{"a": "one two\nthree", "b": "x#y"}"#))
        #expect(failure("a: one # note\n  two") != nil, "a comment ends a plain scalar")
        #expect(try value("- a:b\n- http://x.test/a?b#c") == json(#"["a:b", "http://x.test/a?b#c"]"#))
    }

    /// A block scalar of blank lines only, ended by a `---` line: found on a real ASCII-art stream, which failed
    /// with "a leading empty line of this block scalar has more spaces than its first line of text" (documents as
    /// PyYAML and ruamel.yaml read them).
    @Test("a block scalar whose only line is spaces, then more documents, is empty")
    func blockScalarOfSpacesBeforeDocumentMarker() throws {
        let text = "# ASCII Art\n--- |\n  \\//|SCII ArtCII Art\n--- |\n  \\//|SCII Art\n--- |\n  \n--- |\n  \\|\\/||\n  // ||  ||__\n"
        #expect(try values(text) == [
            .string("\\//|SCII ArtCII Art\n"), .string("\\//|SCII Art\n"), .string(""), .string("\\|\\/||\n// ||  ||__\n"),
        ])
        #expect(try values("--- >+\n   \n\n...\n--- |-\n    \n--- |\n  \n") == [.string("\n\n"), .string(""), .string("")])
    }

    @Test("literal and folded block scalars with chomping and indentation indicators")
    func blockScalars() throws {
        let yaml = """
        literal: |
          line 1
            indented
          line 3

        folded: >
          one
          two

          three
            kept
          four
        strip: |-
          text

        keep: |+
          text

        explicit: |2
            four spaces
        last: >-
          end
        """
        #expect(try value(yaml) == json(#"""
        {"literal": "line 1\n  indented\nline 3\n", "folded": "one two\nthree\n  kept\nfour\n", "strip": "text",
         "keep": "text\n\n", "explicit": "  four spaces\n", "last": "end"}
        """#))
        #expect(failure("a: |0\n  x") != nil)
        #expect(failure("a: |\n     \n  x") != nil, "a leading empty line longer than the text's indentation")
    }
}
