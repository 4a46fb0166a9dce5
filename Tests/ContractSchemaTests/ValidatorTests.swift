import ContractJSON
import ContractSchema
import Testing

/// Compiles `schema` text and validates `instance` text.
private func check(_ schema: String, _ instance: String, options: ValidationOptions = .init()) throws -> ValidationResult {
    let validator = try SchemaValidator(schema: try JSONValue(parsing: schema), options: options)
    return validator.validate(try JSONDocument(parsing: instance))
}

@Suite("Validator")
struct ValidatorTests {
    @Test("a type error says what was expected and what was found, and where")
    func typeError() throws {
        let result = try check(#"{"properties": {"id": {"type": "integer"}}}"#, #"{"id": "1"}"#)
        #expect(!result.isValid)
        let error = try #require(result.errors.first)
        #expect(error.message == ##"expected integer, found string "1""##)
        #expect(error.instanceLocation.description == "/id")
        #expect(error.keywordLocation.description == "/properties/id/type")
        #expect(error.absoluteKeywordLocation == "urn:x-contract-schema:root#/properties/id/type")
        #expect(error.expected == "integer")
        #expect(error.found == ##"string "1""##)
    }

    @Test("errors through $ref carry both the dynamic path and the absolute location")
    func referenceLocations() throws {
        var registry = SchemaRegistry()
        try registry.register(try JSONValue(parsing: #"{"$id": "https://example.test/item.json", "type": "object", "required": ["name"]}"#))
        let validator = try SchemaValidator(
            schema: try JSONValue(parsing: #"{"$id": "https://example.test/list.json", "type": "array", "items": {"$ref": "item.json"}}"#),
            registry: registry)
        let result = validator.validate(try JSONDocument(parsing: ##"[{"name": "a"}, {}]"##))
        let error = try #require(result.errors.first)
        #expect(error.message == ##"missing required property "name""##)
        #expect(error.instanceLocation.description == "/1")
        #expect(error.keywordLocation.description == "/items/$ref/required")
        #expect(error.absoluteKeywordLocation == "https://example.test/item.json#/required")
    }

    @Test("basic output format")
    func basicOutput() throws {
        let result = try check(##"{"enum": ["draft", "voting"]}"##, ##""archived""##)
        let output = JSONWriter.compact.string(from: result.basicOutput)
        #expect(output == #"{"valid":false,"errors":[{"valid":false,"keywordLocation":"/enum","absoluteKeywordLocation":"urn:x-contract-schema:root#/enum","instanceLocation":"","error":"expected one of \"draft\", \"voting\", found string \"archived\""}]}"#)
        #expect(JSONWriter.compact.string(from: try check("true", "1").basicOutput) == #"{"valid":true}"#)
    }

    @Test("a $ref loop that never consumes the value is a compile error", arguments: [
        ##"{"$ref": "#"}"##,
        #"{"$ref": ""}"#,
        ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"allOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}"##,
    ])
    func referenceLoops(schema: String) {
        #expect {
            _ = try SchemaValidator(schema: try JSONValue(parsing: schema))
        } throws: { error in
            (error as? SchemaError)?.message.contains("reference loop") == true
        }
    }

    @Test("recursion that consumes the value is fine")
    func recursiveSchema() throws {
        let schema = ##"{"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}}, "additionalProperties": false}"##
        #expect(try check(schema, #"{"children": [{"children": [{}]}]}"#).isValid)
        #expect(try !check(schema, #"{"children": [{"children": [{"x": 1}]}]}"#).isValid)
    }

    @Test("an unresolvable reference is a compile error that names it")
    func danglingReference() {
        #expect {
            _ = try SchemaValidator(schema: try JSONValue(parsing: #"{"properties": {"a": {"$ref": "other.json#/$defs/x"}}}"#))
        } throws: { error in
            guard let error = error as? SchemaError else { return false }
            return error.message.contains(##"unresolvable reference "other.json#/$defs/x""##) && error.pointer?.description == "/properties/a/$ref"
        }
    }

    @Test("an invalid pattern is a compile error")
    func invalidPattern() {
        #expect(throws: SchemaError.self) { try SchemaValidator(schema: try JSONValue(parsing: #"{"pattern": "(unclosed"}"#)) }
    }

    @Test("a catastrophic pattern against 10,000 a's and ! ends with a verdict")
    func catastrophicPattern() throws {
        let instance = "\"" + String(repeating: "a", count: 10_000) + "!\""
        let result = try check(#"{"pattern": "^(a+)+$"}"#, instance)
        #expect(!result.isValid)
        #expect(try check(#"{"pattern": "^(a+)+$"}"#, "\"" + String(repeating: "a", count: 10_000) + "\"").isValid)
    }

    @Test("string length counts code points")
    func codePointLength() throws {
        #expect(try check(##"{"maxLength": 1}"##, ##""\u00e9""##).isValid)
        #expect(try !check(##"{"maxLength": 1}"##, ##""e\u0301""##).isValid)
        #expect(try check(##"{"minLength": 2, "maxLength": 2}"##, ##""🎬x""##).isValid)
    }

    @Test("property names that differ only in Unicode normalization are two properties, as JSON compares names by code points")
    func propertiesByCodePoints() throws {
        // "caf\u00e9" (composed) and "cafe\u0301" (decomposed) are equal Swift strings, distinct JSON names.
        let schema = ##"{"properties": {"caf\u00e9": {"type": "integer"}, "cafe\u0301": {"type": "string"}}, "##
            + ##""required": ["caf\u00e9", "cafe\u0301"], "additionalProperties": false}"##
        #expect(try check(schema, ##"{"caf\u00e9": 1, "cafe\u0301": "x"}"##).isValid)
        // Compared as code points: `==` on Swift strings would let either spelling stand for the other.
        func pairs(_ result: ValidationResult) -> Set<[UInt32]> {
            Set(result.errors.map { ($0.instanceLocation.description + " " + $0.keywordLocation.description).unicodeScalars.map(\.value) })
        }
        func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }
        let swapped = try check(schema, ##"{"caf\u00e9": "x", "cafe\u0301": 1}"##)
        #expect(swapped.errors.count == 2)
        #expect(pairs(swapped) == [scalars("/caf\u{E9} /properties/caf\u{E9}/type"), scalars("/cafe\u{301} /properties/cafe\u{301}/type")])
        let missing = try check(schema, ##"{"caf\u00e9": 1}"##)
        #expect(missing.errors.count == 1)
        #expect(missing.errors.first.map { scalars($0.message).contains(0x301) } == true)  // names the decomposed one
    }

    @Test("numbers compare exactly: 1.0 is an integer, big integers keep their value")
    func exactNumbers() throws {
        #expect(try check(#"{"type": "integer"}"#, "1.0").isValid)
        #expect(try !check(#"{"maximum": 9223372036854775807}"#, "9223372036854775808").isValid)
        #expect(try check(#"{"multipleOf": 0.01}"#, "19.99").isValid)
        #expect(try check(#"{"minimum": 0.1}"#, "0.1").isValid)
        #expect(try !check(#"{"exclusiveMinimum": 0.1}"#, "0.1").isValid)
    }

    @Test("format is an annotation unless asserted")
    func formatAssertion() throws {
        #expect(try check(##"{"format": "date-time"}"##, ##""yesterday""##).isValid)
        let asserted = try check(##"{"format": "date-time"}"##, ##""yesterday""##, options: ValidationOptions(assertsFormats: true))
        #expect(asserted.errors.first?.message == ##"expected a valid date-time, found string "yesterday""##)
    }

    @Test("unevaluatedProperties sees through allOf and $ref")
    func unevaluated() throws {
        let schema = ##"{"$defs": {"base": {"properties": {"a": true}}}, "allOf": [{"$ref": "#/$defs/base"}], "properties": {"b": true}, "unevaluatedProperties": false}"##
        #expect(try check(schema, #"{"a": 1, "b": 2}"#).isValid)
        let result = try check(schema, #"{"a": 1, "c": 3}"#)
        #expect(result.errors.map(\.message) == [##"unexpected property "c" (no subschema evaluated it)"##])
        #expect(result.errors.first?.instanceLocation.description == "/c")
    }

    @Test("draft-07 is chosen by $schema: $ref siblings are ignored")
    func draft7() throws {
        let schema = ##"{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"s": {"type": "string"}}, "$ref": "#/definitions/s", "maxLength": 1}"##
        #expect(try check(schema, ##""long""##).isValid)
        #expect(try !check(schema, "1").isValid)
    }

    @Test("every schema passes the 2020-12 metaschema offline; a broken one does not")
    func metaschema() throws {
        var registry = SchemaRegistry()
        let validator = try SchemaValidator(uri: "https://json-schema.org/draft/2020-12/schema", registry: registry)
        #expect(validator.validate(try JSONValue(parsing: #"{"type": "object", "properties": {"a": {"minimum": 1}}}"#)).isValid)
        let broken = validator.validate(try JSONValue(parsing: #"{"type": "object", "properties": {"a": {"minimum": "1"}}}"#))
        #expect(!broken.isValid)
        #expect(broken.errors.contains { $0.instanceLocation.description == "/properties/a/minimum" })
        try registry.register(try JSONValue(parsing: #"{"$id": "urn:test:x"}"#))
        #expect(registry.resourceURIs.contains("urn:test:x"))
    }

    @Test("one compiled validator serves many threads")
    func concurrentUse() async throws {
        let validator = try SchemaValidator(schema: try JSONValue(parsing: #"{"type": "array", "items": {"type": "integer", "minimum": 0}}"#))
        let verdicts = await withTaskGroup(of: Bool.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    let text = worker % 2 == 0 ? "[1, 2, 3]" : "[1, -2, 3]"
                    return validator.validate(try! JSONDocument(parsing: text)).isValid
                }
            }
            var results: [Bool] = []
            for await verdict in group { results.append(verdict) }
            return results
        }
        #expect(verdicts.filter { $0 }.count == 4)
        #expect(verdicts.count == 8)
    }

    @Test("the error pass records at most maximumErrorCount errors and says so; a verdict never depends on the cap")
    func errorCap() throws {
        let strings = try SchemaValidator(schema: try JSONValue(parsing: #"{"items": {"type": "string"}}"#),
                                          options: ValidationOptions(maximumErrorCount: 10))
        let wrong = try JSONDocument(parsing: "[" + (0..<100).map(String.init).joined(separator: ",") + "]")
        let result = strings.validate(wrong)
        #expect(!result.isValid && result.isTruncated)
        #expect(result.errors.map(\.instanceLocation.description) == (0..<10).map { "/\($0)" })
        let fine = strings.validate(try JSONDocument(parsing: #"["a", "b"]"#))
        #expect(fine.isValid && !fine.isTruncated && fine.errors.isEmpty)
        // A failing anyOf branch with more errors than the cap does not turn the verdict of a valid document.
        let anyOf = try JSONValue(parsing: #"{"anyOf": [{"items": {"type": "string"}}, {"type": "array"}]}"#)
        let either = try SchemaValidator(schema: anyOf, options: ValidationOptions(maximumErrorCount: 10))
        #expect(either.validate(wrong).isValid)
        #expect(either.validateCollectingAnnotations(wrong).isValid)
        #expect(ValidationOptions().maximumErrorCount == 1_000)
    }
}
