import ContractJSON
import Testing

@testable import ContractSchema

/// References that cannot be followed (a missing target, a loop that never reaches a value), compiled with
/// `defersReferenceFaults`: they refuse only the documents whose evaluation reaches them, as check-jsonschema
/// resolves references when a document needs them (issue 42, item 1). Without the option they stay compile errors.
@Suite("Reference faults deferred to the documents that reach them")
struct ReferenceFaultTests {
    /// `a` reaches a definition that applies itself (as SchemaStore's cloudify.json does), `b` a missing one.
    static let schema = #"""
        {"$schema": "http://json-schema.org/draft-07/schema#",
         "properties": {"a": {"$ref": "#/definitions/loop"}, "b": {"$ref": "#/definitions/missing"}, "c": {"type": "integer"}},
         "definitions": {"loop": {"type": "object", "allOf": [{"$ref": "#/definitions/loop"}]}}}
        """#

    static let deferred = ValidationOptions(defersReferenceFaults: true)

    private func validate(_ instance: String) throws -> ValidationResult {
        let validator = try SchemaValidator(schema: try JSONValue(parsing: Self.schema), options: Self.deferred)
        return validator.validate(try JSONDocument(parsing: instance))
    }

    @Test("a document that reaches neither fault gets its verdict")
    func documentsAwayFromTheFaultsAreDecided() throws {
        let valid = try validate(#"{"c": 1}"#)
        #expect(valid.isValid)
        #expect(valid.schemaFault == nil)
        let invalid = try validate(#"{"c": "x"}"#)
        #expect(!invalid.isValid)
        #expect(invalid.schemaFault == nil)
        #expect(invalid.errors.map(\.message) == [#"expected integer, found string "x""#])
    }

    @Test("a document reaching the loop or the missing definition is undecided, with the fault's location")
    func documentsReachingAFaultAreUndecided() throws {
        let loop = try validate(#"{"a": {}}"#)
        #expect(!loop.isValid)
        let loopFault = try #require(loop.schemaFault)
        #expect(loopFault.message.hasPrefix("reference loop that never reaches a value"))
        #expect(loopFault.pointer?.description == "/definitions/loop/allOf/0")
        #expect(loop.errors.contains { $0.instanceLocation.description == "/a" && $0.message == loopFault.message })
        let missing = try validate(#"{"b": 1}"#)
        #expect(!missing.isValid)
        let missingFault = try #require(missing.schemaFault)
        #expect(missingFault.message.hasPrefix(##"unresolvable reference "#/definitions/missing""##))
        #expect(missingFault.pointer?.description == "/properties/b/$ref")
    }

    @Test("a fault under not or in a losing anyOf branch still leaves the document undecided, never valid")
    func enclosingApplicatorsDoNotTurnAFaultIntoAVerdict() throws {
        let schema = ##"{"not": {"$ref": "#/$defs/missing"}, "anyOf": [{"$ref": "#/$defs/gone"}, {"type": "integer"}]}"##
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema), options: Self.deferred)
        let document = try JSONDocument(parsing: "1")
        #expect(!validator.isValid(document))
        let result = validator.validate(document)
        #expect(!result.isValid)
        #expect(result.schemaFault != nil)
        #expect(validator.referenceFaults.count == 2)
    }

    @Test("a reference to a value that is no schema (a tuple's array) is a fault of the documents that reach it")
    func targetThatIsNoSchema() throws {
        // SchemaStore's tslint.json before 10f1daeeb: `additionalItems` and an option's `oneOf` branch name `…/options/items`,
        // a draft-04 tuple, which no validator can apply; python-jsonschema stops with an AttributeError there.
        let text = ##"{"$schema": "http://json-schema.org/draft-04/schema#", "type": "array", "items": [{"type": "boolean"}],"##
            + ##" "additionalItems": {"$ref": "#/definitions/options/items"},"##
            + ##" "definitions": {"options": {"type": "array", "items": [{"enum": ["dev", "optional"]}]}}}"##
        let schema = try JSONValue(parsing: text)
        let validator = try SchemaValidator(schema: schema, options: Self.deferred)
        #expect(validator.validate(try JSONDocument(parsing: "[true]")).isValid)
        #expect(validator.validate(try JSONDocument(parsing: #"["x"]"#)).schemaFault == nil)
        #expect(!validator.validate(try JSONDocument(parsing: #"["x"]"#)).isValid)
        let reaching = validator.validate(try JSONDocument(parsing: #"[true, "dev"]"#))
        #expect(!reaching.isValid)
        let fault = try #require(reaching.schemaFault)
        #expect(fault.message == "expected a schema (an object or a boolean), found array")
        #expect(fault.pointer?.description == "/definitions/options/items")
        #expect(throws: SchemaError.self) { try SchemaValidator(schema: schema) }
    }

    @Test("without the option, the loop and the missing target are compile errors, as before")
    func compileErrorsByDefault() throws {
        #expect(throws: SchemaError.self) { try SchemaValidator(schema: try JSONValue(parsing: Self.schema)) }
        let loopOnly = ##"{"$defs": {"x": {"allOf": [{"$ref": "#/$defs/x"}]}}, "$ref": "#/$defs/x"}"##
        #expect(throws: SchemaError.self) { try SchemaValidator(schema: try JSONValue(parsing: loopOnly)) }
    }

    @Test("draft-07 content keywords are annotations unless asserting them is asked for (optional in draft-07)")
    func draft7ContentIsAssertedOnRequest() throws {
        let schema = try JSONValue(
            parsing: #"{"$schema": "http://json-schema.org/draft-07/schema#", "contentMediaType": "application/json"}"#)
        let notJSON = try JSONDocument(parsing: #""""#)
        #expect(try SchemaValidator(schema: schema).isValid(notJSON))
        #expect(try !SchemaValidator(schema: schema, options: ValidationOptions(assertsContent: true)).isValid(notJSON))
    }
}
