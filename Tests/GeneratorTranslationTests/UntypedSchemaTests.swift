import ContractJSON
import GeneratorTestSupport
import Testing
@testable import GeneratorTranslation

/// A schema without `type` allows every kind of value: `properties` or `items` constrain objects or
/// arrays only. Such a schema is a struct (or array) only where something says every valid value is
/// one; elsewhere it is an enum with a case per constrained kind and `.other(JSONValue)`.
@Suite("Schemas without type: an object only when the schema says so")
struct UntypedSchemaTests {
    func union(_ module: TranslatedModule, _ name: String) throws -> UnionDeclaration {
        guard case .union(let union)? = module.declaration(name)?.kind else {
            Issue.record("\(name) is not a union: \(String(describing: module.declaration(name)?.kind))")
            throw CancellationError()
        }
        return union
    }

    @Test func propertiesWithoutTypeAllowEveryOtherValue() throws {
        let found = warnings(["c.schema.json": "{\n  \"properties\": {\"a\": {\"type\": \"integer\"}}\n}"])
        #expect(found == ["/s/c.schema.json:2:17: warning: this schema has no \"type\", so any JSON value is valid and what `properties` says applies only to objects; generated as an enum with cases .object(…) and .other(JSONValue); add \"type\": \"object\" if nothing else is valid"])
        let module = try translate(["c.schema.json": #"{"properties": {"a": {"type": "integer"}}}"#])
        let union = try union(module, "C")
        #expect(union.variants.map(\.swiftName) == ["object", "other"])
        #expect(union.variants[0].type == .named(TypeName(["C", "Object"], fileScope: true)))
        #expect(union.variants[0].kinds == .object)
        #expect(union.variants[1].type == .builtin(.jsonValue))
        #expect(union.variants[1].kinds == JSONKinds.any.subtracting(.object))
        #expect(module.structure("C.Object")?.property("a")?.type.unwrapped == .builtin(.integer(.int)))
        #expect(module.declaration("C")?.documentation.notes.first?.hasPrefix("Fallback: this schema has no \"type\"") == true)
    }

    @Test func itemsWithoutTypeAllowEveryOtherValue() throws {
        let module = try translate(["l.schema.json": #"{"items": {"type": "string"}}"#])
        let union = try union(module, "L")
        #expect(union.variants.map(\.swiftName) == ["array", "other"])
        #expect(union.variants[0].type == .array(.builtin(.string)))
        #expect(union.variants[1].kinds == JSONKinds.any.subtracting(.array))
        let both = try translate(["b.schema.json": #"{"properties": {"a": {}}, "items": {"type": "integer"}}"#])
        #expect(try self.union(both, "B").variants.map(\.swiftName) == ["object", "array", "other"])
    }

    @Test func keywordsThatConstrainNothingStayJSONValue() throws {
        let module = try translate(["f.schema.json": #"{"additionalProperties": true, "items": true}"#])
        #expect(module.declaration("F")?.kind == .alias(.builtin(.jsonValue)))
        #expect(warnings(["f.schema.json": #"{"additionalProperties": true}"#]) == [])
    }

    @Test func aTypeThatSaysObjectMakesAStruct() throws {
        // In a oneOf / anyOf / allOf of a schema whose type is object, beside an allOf member that says
        // object, or through a $ref to one.
        let schemas = [
            "o.schema.json": ##"""
            {"type": "object", "properties": {
              "branch": {"type": "object", "oneOf": [{"properties": {"a": {"type": "string"}}, "required": ["a"]}, {"properties": {"b": {"type": "string"}}, "required": ["b"]}]},
              "merged": {"allOf": [{"type": "object"}, {"properties": {"c": {"type": "string"}}}]},
              "referred": {"$ref": "#/$defs/base", "properties": {"d": {"type": "string"}}}
            }, "$defs": {"base": {"type": "object"}}}
            """##,
        ]
        #expect(warnings(schemas) == [])
        let module = try translate(schemas)
        let object = try #require(module.structure("O"))
        #expect(object.property("merged")?.type == .named(TypeName(["O", "Merged"], fileScope: true)))
        #expect(module.structure("O.Merged")?.property("c") != nil)
        #expect(module.structure("O.Referred")?.property("d") != nil)
        let branch = try union(module, "O.Branch")
        #expect(branch.variants.allSatisfy { $0.kinds == .object })
    }

    @Test func anAllOfOfUntypedMembersIsNoObjectEither() throws {
        let module = try translate(["a.schema.json": ##"{"allOf": [{"$ref": "#/$defs/named"}], "$defs": {"named": {"properties": {"n": {"type": "string"}}}}}"##])
        #expect(try union(module, "A").variants.map(\.swiftName) == ["object", "other"])
        #expect(module.structure("A.Object")?.property("n")?.type.unwrapped == .builtin(.string))
    }
}
