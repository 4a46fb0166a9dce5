import ContractJSON
import ContractSchema
import Testing

/// Issue 11, the validator's minor items and defect 6: hostile but valid schemas compile, and errors say where.
@Suite("Hostile schemas")
struct SchemaHostileInputTests {
    private func validator(_ schema: String, assertsFormats: Bool = false) throws -> SchemaValidator {
        try SchemaValidator(schema: try JSONValue(parsing: schema), options: ValidationOptions(assertsFormats: assertsFormats))
    }

    @Test("format regex accepts what ECMA-262 accepts: huge counts and 100,000 nested groups (no stack overflow)")
    func formatRegexAcceptsValidSyntax() throws {
        let regex = try validator(#"{"format": "regex"}"#, assertsFormats: true)
        let nested = String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 100_000)
        let lookarounds = String(repeating: "(?=", count: 100_000) + "a" + String(repeating: ")", count: 100_000)
        for pattern in ["a{99999999999}", "a{0,99999999999}", "(?:ab){2147483648,}", nested, lookarounds, nested + "{3}"] {
            let document = try JSONDocument(parsing: JSONWriter.compact.bytes(from: .string(pattern)))
            #expect(regex.validate(document).isValid, "\(pattern.prefix(40))")
        }
        // …and still rejects what it does not.
        let unbalanced = String(repeating: "(", count: 100_000) + "a" + String(repeating: ")", count: 99_999)
        for pattern in ["a{3,2}", "a{99999999999,99999999998}", "(?=a)*", unbalanced, unbalanced.dropFirst() + "))", "\\"] {
            let document = try JSONDocument(parsing: JSONWriter.compact.bytes(from: .string(String(pattern))))
            let result = regex.validate(document)
            #expect(!result.isValid && result.errors.first?.message.contains("expected a valid regex") == true, "\(pattern.prefix(40))")
        }
    }

    @Test("a $ref loop error gives file:line:column of the schema that closes the loop")
    func referenceLoopLocation() throws {
        let text = """
            {
              "$defs": {
                "a": {"$ref": "#/$defs/b"},
                "b": {"allOf": [{"$ref": "#/$defs/a"}]}
              },
              "$ref": "#/$defs/a"
            }
            """
        var registry = SchemaRegistry()
        try registry.register(try JSONDocument(parsing: text), uri: "file:///schemas/loop.schema.json", source: "schemas/loop.schema.json")
        #expect {
            _ = try SchemaValidator(uri: "file:///schemas/loop.schema.json", registry: registry)
        } throws: { error in
            guard let error = error as? SchemaError else { return false }
            return error.message.hasPrefix("reference loop that never reaches a value: ")
                && error.location?.line == 4 && error.location?.column == 21
                && error.description.hasPrefix("schemas/loop.schema.json:4:21: reference loop")
        }
    }

    @Test("a $dynamicRef whose loop the dynamic scope breaks compiles; one no scope can break is still a loop (issue 43, 5)")
    func dynamicScopeBreaksLoop() throws {
        // The inner resource's `$dynamicRef` lands on its own anchor only when it is evaluated alone; from the
        // outer schema, whose resource declares the same anchor, it always lands there (python-jsonschema
        // 4.26 agrees: 5 is valid, "x" is not).
        let outer = """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$id": "https://contracts.local/test/outer",
              "$ref": "inner",
              "$defs": {
                "x": {"$dynamicAnchor": "x", "type": "integer"},
                "inner": {"$id": "inner", "$dynamicAnchor": "x", "allOf": [{"$dynamicRef": "#x"}]}
              }
            }
            """
        let checked = try validator(outer)
        #expect(checked.validate(try JSONDocument(parsing: "5")).isValid)
        let wrong = checked.validate(try JSONDocument(parsing: #""x""#))
        #expect(!wrong.isValid)
        #expect(wrong.errors.contains { $0.absoluteKeywordLocation == "https://contracts.local/test/outer#/$defs/x/type" })

        // The inner resource as the root: its own anchor is the outermost, so the loop is real.
        var registry = SchemaRegistry()
        try registry.register(try JSONDocument(parsing: outer), uri: "https://contracts.local/test/outer")
        #expect {
            _ = try SchemaValidator(uri: "https://contracts.local/test/inner", registry: registry)
        } throws: { error in
            (error as? SchemaError)?.message.hasPrefix("reference loop that never reaches a value: ") == true
        }
    }

    @Test("numbers beyond Double's range stay exact: 1e400 is never +inf")
    func hugeNumbers() throws {
        let schema = try JSONValue(parsing: #"{"default": 1e400, "maximum": 1e400, "const": 1E400}"#)
        #expect(JSONWriter.compact.string(from: schema) == #"{"default":1e400,"maximum":1e400,"const":1E400}"#)
        #expect(try JSONDocument(parsing: "1e400").root.doubleValue == nil)
        #expect(try JSONDocument(parsing: "-1e400").root.doubleValue == nil)
        let checked = try SchemaValidator(schema: schema)
        #expect(checked.validate(try JSONDocument(parsing: "10e399")).isValid)
        let result = checked.validate(try JSONDocument(parsing: "1e401"))
        #expect(result.errors.map(\.message).sorted() == ["expected 1E400, found number 1e401", "expected a number ≤ 1e400, found number 1e401"])
        #expect(!result.errors.contains { $0.message.contains("inf") })
    }

    @Test("a schema with 50,000 properties compiles and validates (defect 6: compile was quadratic)")
    func manyProperties() throws {
        let count = 50_000
        let properties = (0..<count).map { #""p\#($0)": {"type": "integer"}"# }.joined(separator: ",")
        let checked = try validator(#"{"type": "object", "properties": {\#(properties)}, "required": ["p0", "p\#(count - 1)"]}"#)
        let members = (0..<count).map { #""p\#($0)": \#($0)"# }
        #expect(checked.validate(try JSONDocument(parsing: "{" + members.joined(separator: ",") + "}")).isValid)
        let wrong = members.dropLast() + [#""p\#(count - 1)": "x""#]
        let result = checked.validate(try JSONDocument(parsing: "{" + wrong.joined(separator: ",") + "}"))
        #expect(result.errors.map(\.instanceLocation.description) == ["/p\(count - 1)"])
        #expect(result.errors.first?.keywordLocation.description == "/properties/p\(count - 1)/type")
    }
}
