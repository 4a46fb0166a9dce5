import ContractJSON
import ContractYAML
import Testing

@Suite("YAML structure: collections, keys, anchors, documents, locations")
struct StructureTests {
    @Test("block and flow collections nest both ways")
    func collections() throws {
        let yaml = """
        # comment
        name: demo
        list:
        - a
        - [b, {c: d, e: [f]}]
        - k: v
          k2:
            - nested
        flow: {x: 1, y: [2, 3], "quoted key": 'v', ? explicit : key}
        empty: {}
        none: []
        ? complex explicit
        : value
        """
        #expect(try value(yaml) == json("""
        {"name": "demo", "list": ["a", ["b", {"c": "d", "e": ["f"]}], {"k": "v", "k2": ["nested"]}],
         "flow": {"x": 1, "y": [2, 3], "quoted key": "v", "explicit": "key"}, "empty": {}, "none": [],
         "complex explicit": "value"}
        """))
    }

    @Test("keys that are not strings become their text; collection keys and duplicates are errors")
    func keys() throws {
        #expect(try value("1: a\ntrue: b\n~: c\n1.50: d\n: e") == json(#"{"1": "a", "true": "b", "~": "c", "1.50": "d", "": "e"}"#))
        let complex = failure("a: 1\n? [x, y]\n: z")
        #expect(complex?.message.contains("no JSON form") == true)
        #expect(complex?.location.line == 2 && complex?.location.column == 3)
        let duplicate = failure("a: 1\nb: 2\na: 3")
        #expect(duplicate?.message.contains("appears twice") == true)
        #expect(duplicate?.location.line == 3)
    }

    @Test("anchors and aliases copy nodes; an alias may be a key; an unknown alias is an error")
    func anchors() throws {
        let yaml = """
        base: &base {size: 1, tags: [a, b]}
        copy: *base
        name: &n label
        *n : aliased key
        """
        #expect(try value(yaml) == json(#"{"base": {"size": 1, "tags": ["a", "b"]}, "copy": {"size": 1, "tags": ["a", "b"]}, "name": "label", "label": "aliased key"}"#))
        #expect(failure("a: *nowhere")?.message.contains("no anchor") == true)
    }

    @Test("streams: every document, directives, explicit ends; one-document readers refuse several")
    func streams() throws {
        let yaml = """
        %YAML 1.2
        %TAG !e! tag:example.com,2000:
        --- !e!thing
        a: 1
        ...
        --- [2]
        ---
        # empty document
        ...
        plain
        """
        #expect(try values(yaml) == [json(#"{"a": 1}"#), json("[2]"), .null, .string("plain")])
        #expect(try values("") == [])
        #expect(try value("# only a comment") == .null)
        #expect(throws: JSONParseError.self) { try value("a\n---\nb") }
        #expect(failure("%YAML 1.2\n%YAML 1.2\n--- a") != nil)
        #expect(failure("a: 1\n%YAML 1.2\n---\nb") != nil)
        #expect(failure("!x!y a") != nil, "an undeclared tag handle")
    }

    @Test("every value keeps the line and column of its YAML node, aliases included")
    func locations() throws {
        let yaml = "# header\nperson:\n  name: \"Ada\"\n  tags: [x, &t yy]\n  again: *t\n"
        let document = try YAML.document(parsing: Array(yaml.utf8))
        let person = try #require(document.root["person"])
        #expect(person.location.line == 3 && person.location.column == 3)
        #expect(person["name"]?.location.description == "3:9")
        #expect(person["tags"]?[1]?.location.description == "4:13")
        #expect(person["again"]?.location.description == "5:10")
        let pointer = try #require(JSONPointer("/person/tags/0"))
        #expect(document.index(at: pointer).map { document.location(ofNodeAt: $0).description } == "4:10")
    }

    @Test("syntax errors carry the line and column where YAML goes wrong")
    func errorLocations() {
        let cases: [(String, Int, Int)] = [
            ("a: 1\n b: 2", 2, 3),
            ("key: [1, 2", 1, 11),
            ("a:\n\t- b", 2, 2),
            ("- a\nb: c", 2, 1),
            ("\"bad \\q\"", 1, 6),
        ]
        for (text, line, column) in cases {
            let error = failure(text)
            #expect(error != nil, "\(text)")
            #expect(error?.location.line == line, "\(text): \(String(describing: error))")
            #expect(error?.location.column == column, "\(text): \(String(describing: error))")
        }
    }

    @Test("input must be UTF-8 without control characters; a byte order mark is allowed")
    func encoding() throws {
        #expect(failure("a: \u{1}") != nil)
        #expect(throws: JSONParseError.self) { try YAML.documents(parsing: [0x61, 0x3A, 0x20, 0xFF]) }
        #expect(try YAML.document(parsing: [0xEF, 0xBB, 0xBF] + Array("a: 1".utf8)).root.value == json(#"{"a": 1}"#))
    }

    /// YAML 1.2 allows a byte order mark at the start of every document (in its prefix, before comments or a
    /// `---`); SchemaStore's venvironment tests start with a comment line, then one (values as PyYAML's, BOM aside).
    @Test("a byte order mark before a document is not part of it: at the start, after comments, after '...'")
    func byteOrderMarkBeforeDocuments() throws {
        #expect(try values("# yaml-language-server: x\n\u{FEFF}version: '3.2.0'\n") == [json(#"{"version": "3.2.0"}"#)])
        #expect(try values("a: 1\n...\n\u{FEFF}b: 2\n") == [json(#"{"a": 1}"#), json(#"{"b": 2}"#)])
        #expect(
            try values("a: 1\n...\n\u{FEFF}--- b\n...\n\u{FEFF}# c\n\u{FEFF}--- c\n") == [json(#"{"a": 1}"#), json(#""b""#), json(#""c""#)])
        // The mark takes no column: `b` is indented under `a`.
        #expect(try values("\u{FEFF}a:\n b: 1\n") == [json(#"{"a": {"b": 1}}"#)])
        #expect(try values("# c\n\u{FEFF}a:\n b: 1\n") == [json(#"{"a": {"b": 1}}"#)])
        // Inside a document's content it stays a character, as in PyYAML.
        #expect(try values("---\n\u{FEFF}a: 1\n") == [json(#"{"\uFEFFa": 1}"#)])
    }

    @Test("events in yaml-test-suite notation keep anchors, tags, styles and document markers")
    func events() throws {
        let yaml = "--- !!map\n&a a: [\"b\", 'c', *a]\n? |\n  d\n: >-\n  e\n...\n"
        #expect(try YAML.events(parsing: Array(yaml.utf8)) == [
            "+STR", "+DOC ---", "+MAP <tag:yaml.org,2002:map>", "=VAL &a :a", "+SEQ []", "=VAL \"b", "=VAL 'c", "=ALI *a", "-SEQ",
            "=VAL |d\\n", "=VAL >e", "-MAP", "-DOC ...", "-STR",
        ])
    }

    @Test("SourceFormat picks YAML for .yaml and .yml, JSON otherwise")
    func sourceFormat() throws {
        #expect(SourceFormat(path: "a.schema.YAML") == .yaml)
        #expect(SourceFormat(path: "a.yml") == .yaml)
        #expect(SourceFormat(path: "a.json") == .json)
        #expect(try SourceFormat.document(parsing: Array("a: [1]".utf8), path: "x.yaml").root.value == json(#"{"a": [1]}"#))
        #expect(throws: JSONParseError.self) { try SourceFormat.document(parsing: Array("a: [1]".utf8), path: "x.json") }
        #expect(SourceFormat.isSchemaFile("p.schema.yml") && !SourceFormat.isSchemaFile("p.yaml"))
    }
}
