import ContractJSON
import ContractSchema
import Testing

/// Where a dialect defines a type or a format differently from later ones, its schemas keep its
/// definition (the optional suites' zeroTerminatedFloats and RFC 1123 hostname cases).
@Suite struct DialectDefinitionTests {
    private func valid(_ schema: String, _ instance: String, assertsFormats: Bool = false) throws -> Bool {
        let options = ValidationOptions(assertsFormats: assertsFormats)
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema), options: options)
        return validator.validate(try JSONDocument(parsing: instance)).isValid
    }

    @Test("draft-04 integer is a number written without fraction or exponent; from draft-06 on, any whole number")
    func integerTypes() throws {
        let draft4 = ##"{"$schema": "http://json-schema.org/draft-04/schema#", "type": "integer"}"##
        #expect(try valid(draft4, "1"))
        #expect(try valid(draft4, "-12345678901234567890"))
        #expect(try !valid(draft4, "1.0"))
        #expect(try !valid(draft4, "1e2"))
        #expect(try !valid(draft4, "1.5"))
        // The error still names the type the schema wrote.
        let validator = try SchemaValidator(schema: try JSONValue(parsing: draft4))
        #expect(validator.validate(try JSONDocument(parsing: "1.0")).errors.first?.message == "expected integer, found number 1.0")
        // In a list of types, and beside number.
        let list = ##"{"$schema": "http://json-schema.org/draft-04/schema#", "type": ["integer", "string"]}"##
        #expect(try !valid(list, "2.0"))
        #expect(try valid(list, "2"))
        #expect(try valid(##"{"$schema": "http://json-schema.org/draft-04/schema#", "type": ["integer", "number"]}"##, "2.0"))
        for dialect in ["http://json-schema.org/draft-06/schema#", "http://json-schema.org/draft-07/schema#",
                        "https://json-schema.org/draft/2020-12/schema"] {
            let schema = ##"{"$schema": "\##(dialect)", "type": "integer"}"##
            #expect(try valid(schema, "1.0"), "\(dialect)")
            #expect(try valid(schema, "1e2"), "\(dialect)")
            #expect(try !valid(schema, "1.5"), "\(dialect)")
        }
    }

    @Test("hostname in draft-04 and draft-06 is RFC 1034/1123 ('--' at the third position allowed); from draft-07, IDNA2008 reserves it")
    func hostnames() throws {
        for dialect in ["http://json-schema.org/draft-04/schema#", "http://json-schema.org/draft-06/schema#"] {
            let schema = ##"{"$schema": "\##(dialect)", "format": "hostname"}"##
            #expect(try valid(schema, ##""ab--cd.example""##, assertsFormats: true), "\(dialect)")
            #expect(try valid(schema, ##""xn--X.example""##, assertsFormats: true), "\(dialect): only LDH rules apply")
            #expect(try !valid(schema, ##""-ab.example""##, assertsFormats: true), "\(dialect)")
            #expect(try !valid(schema, ##""ab-.example""##, assertsFormats: true), "\(dialect)")
            #expect(try !valid(schema, ##""a_b.example""##, assertsFormats: true), "\(dialect)")
        }
        for dialect in ["http://json-schema.org/draft-07/schema#", "https://json-schema.org/draft/2020-12/schema"] {
            let schema = ##"{"$schema": "\##(dialect)", "format": "hostname"}"##
            #expect(try !valid(schema, ##""ab--cd.example""##, assertsFormats: true), "\(dialect)")
            #expect(try !valid(schema, ##""xn--X.example""##, assertsFormats: true), "\(dialect)")
            #expect(try valid(schema, ##""a--b.example""##, assertsFormats: true), "\(dialect)")
        }
    }
}
