import ContractJSON
import Testing

@testable import ContractSchema

/// Patterns that ECMA-262's Unicode mode refuses but its web grammar (Annex B) reads: the schema holding one stays
/// valid, and the validator checks values by the web reading, with a warning.
@Suite("Regex web reading")
struct RegexWebReadingTests {
    @Test(
        "a lone bracket, or a dash beside a class escape, is escaped as Annex B reads it",
        arguments: [
            // SchemaStore's sarif-2.1.0.json before dc99b5b18 (`language`), and mimetypes.json before the same commit.
            (#"^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$"#, #"^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}\]?$"#),
            (#"^[\w-_.]+/[\w-_.]+$"#, #"^[\w\-_.]+/[\w\-_.]+$"#),
            (#"[a-\d]"#, #"[a\-\d]"#),
            (#"^a}b$"#, #"^a\}b$"#),
            // SchemaStore's github-workflow.json from 201711cbb (`expressionSyntax`): a `{` after an atom, no quantifier.
            (#"^\${{.*}}$"#, #"^\$\{\{.*\}\}$"#),
            (#"a{,5}|b{2"#, #"a\{,5\}|b\{2"#),
        ])
    func escapes(pattern: String, reading: String) throws {
        #expect(ECMAScriptRegex.webReading(of: pattern) == reading)
        let regex = try #require(ECMAScriptRegex.reading(pattern))
        #expect(regex.pattern == pattern, "the regex reports the pattern as the schema wrote it")
        #expect(!ECMAScriptRegex.isValidSyntax(pattern), "format \"regex\" stays Unicode mode")
    }

    @Test(
        "a pattern that compiles, or that Annex B refuses too, has no web reading",
        arguments: [#"^[a-z]+$"#, #"(?1)"#, #"[z-a]"#, #"a**"#])
    func noReading(pattern: String) {
        #expect(ECMAScriptRegex.webReading(of: pattern) == nil)
    }

    @Test("hostile: many lone brackets are not escaped one compile at a time; the pattern stays unread")
    func manyBrackets() {
        let pattern = String(repeating: "a]", count: 100_000)
        #expect(ECMAScriptRegex.webReading(of: pattern) == nil)
        #expect(ECMAScriptRegex.reading(pattern) == nil)
    }

    @Test("the validator checks values by the web reading and warns at the pattern; a pattern it cannot read is an error")
    func validatorReadsForTheWeb() throws {
        let schema = #"{"type": "object", "patternProperties": {"^\\..+": {"pattern": "^[\\w-_.]+/[\\w-_.]+$"}}}"#
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema))
        #expect(validator.validate(try JSONDocument(parsing: #"{".x": "a-b_c/d.e"}"#)).isValid)
        #expect(!validator.validate(try JSONDocument(parsing: #"{".x": "a b/c"}"#)).isValid)
        #expect(!validator.validate(try JSONDocument(parsing: #"{".x": "a/c%"}"#)).isValid)
        #expect(validator.warnings.map { $0.pointer?.description } == ["/patternProperties/^\\..+/pattern"])
        #expect(validator.warnings.first?.message.contains("invalid character class range at offset 4") == true)
        let loneSchema = #"{"propertyNames": {"pattern": "^a]$"}, "patternProperties": {"b]": {}}}"#
        let lone = try SchemaValidator(schema: try JSONValue(parsing: loneSchema))
        #expect(Set(lone.warnings.map { $0.pointer?.description }) == ["/patternProperties/b]", "/propertyNames/pattern"])
        #expect(lone.validate(try JSONDocument(parsing: #"{"a]": 1}"#)).isValid)
        #expect(!lone.validate(try JSONDocument(parsing: #"{"a": 1}"#)).isValid)
        #expect(throws: SchemaError.self) { try SchemaValidator(schema: try JSONValue(parsing: #"{"pattern": "(?1)"}"#)) }
        let expression = try SchemaValidator(schema: try JSONValue(parsing: #"{"pattern": "^\\${{.*}}$"}"#))
        #expect(expression.validate(try JSONDocument(parsing: #""${{ github.ref }}""#)).isValid)
        #expect(!expression.validate(try JSONDocument(parsing: #""${ github.ref }""#)).isValid)
        #expect(expression.warnings.first?.message.contains("incomplete quantifier at offset 3") == true)
    }
}
