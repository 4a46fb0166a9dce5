import ContractJSON
import GeneratorTestSupport
import Testing
@testable import GeneratorTranslation

@Suite("Schema to Swift mapping")
struct MappingTests {
    @Test func optionalityKeepsAbsentAndNullApart() throws {
        let module = try translate(["o.schema.json": #"""
            {"type": "object", "required": ["a", "b"], "properties": {
              "a": {"type": "string"}, "b": {"type": ["string", "null"]}, "c": {"type": "string"},
              "d": {"anyOf": [{"type": "string"}, {"type": "null"}]}, "e": {"type": "integer", "default": 11},
              "f": {"type": ["integer", "null"], "default": null}
            }}
            """#])
        let structure = try #require(module.structure("O"))
        #expect(structure.property("a")?.optionality == .required)
        #expect(structure.property("a")?.propertyType.description == "Swift.String")
        #expect(structure.property("b")?.optionality == .requiredNullable)
        #expect(structure.property("b")?.propertyType.description == "Swift.String?")
        #expect(structure.property("c")?.optionality == .optional)
        #expect(structure.property("c")?.propertyType.description == "Swift.String?")
        #expect(structure.property("d")?.optionality == .optionalNullable)
        #expect(structure.property("d")?.propertyType.description == "ContractModels.Nullable<Swift.String>?")
        // Lossless by default: a member with a default stays optional (absent stays absent).
        #expect(structure.property("e")?.optionality == .optional)
        #expect(structure.property("e")?.defaultValue == .number(JSONNumber(11)))
        #expect(structure.property("e")?.propertyType.description == "Swift.Int?")
        #expect(structure.property("f")?.propertyType.description == "ContractModels.Nullable<Swift.Int>?")
        // Lean structs apply defaults when decoding.
        let lean = try #require(try translate(["o.schema.json": #"{"type": "object", "properties": {"e": {"type": "integer", "default": 11}}}"#],
                                              configuration: GeneratorConfiguration(lossless: false)).structure("O"))
        #expect(lean.property("e")?.optionality == .defaulted)
        #expect(lean.property("e")?.propertyType.description == "Swift.Int")
    }

    @Test func formatsAndIntegerWidths() throws {
        let module = try translate(["f.schema.json": #"""
            {"type": "object", "properties": {
              "at": {"type": "string", "format": "date-time"}, "day": {"type": "string", "format": "date"},
              "id": {"type": "string", "format": "uuid"}, "link": {"type": "string", "format": "uri"},
              "mail": {"type": "string", "format": "email"}, "small": {"type": "integer", "format": "int32"},
              "big": {"type": "integer", "minimum": -9223372036854775808, "maximum": 9223372036854775807},
              "ratio": {"type": "number"}, "flag": {"type": "boolean"}, "any": {}, "bag": {"type": "object"}
            }}
            """#])
        let structure = try #require(module.structure("F"))
        let types = Dictionary(uniqueKeysWithValues: structure.properties.map { ($0.jsonName, $0.type.description) })
        #expect(types == [
            "at": "ContractModels.DateTime", "day": "ContractModels.CalendarDate", "id": "Foundation.UUID",
            "link": "ContractModels.URI",
            "mail": "Swift.String", "small": "Swift.Int32", "big": "Swift.Int", "ratio": "Swift.Double", "flag": "Swift.Bool",
            "any": "ContractModels.JSONValue", "bag": "ContractModels.JSONObject",
        ])
        // "urls": "URL" restores Foundation.URL; "formats": "strings" wins over both.
        var foundation = GeneratorConfiguration()
        foundation.urlsAsFoundationURL = true
        let link = #"{"type": "object", "properties": {"link": {"type": "string", "format": "uri"}}}"#
        func linkType() throws -> String? {
            try translate(["l.schema.json": link], configuration: foundation).structure("L")?.property("link")?.type.description
        }
        #expect(try linkType() == "Foundation.URL")
        foundation.formatsAsStrings = true
        #expect(try linkType() == "Swift.String")
    }

    @Test func enumsAreOpenUnlessClosed() throws {
        let module = try translate([
            "s.schema.json": #"{"type": "string", "enum": ["draft", "did_not_like", "PG-13", "unknown"]}"#,
            "c.schema.json": #"{"type": "string", "enum": ["a", "b"], "x-enum-closed": true}"#,
            "n.schema.json": #"{"type": "integer", "enum": [1, 2, -3], "x-enum-names": ["one", "two", "minusThree"]}"#,
            "nullable.schema.json": #"{"enum": ["x", null]}"#,
        ])
        let status = try #require(module.enumeration("S"))
        #expect(!status.isClosed)
        #expect(status.cases.map(\.swiftName) == ["draft", "didNotLike", "pg13", "unknown_"])
        #expect(module.enumeration("C")?.isClosed == true)
        #expect(module.enumeration("N")?.cases.map(\.swiftName) == ["one", "two", "minusThree"])
        #expect(module.enumeration("N")?.rawType == .integer(.int))
        #expect(module.declaration("Nullable") != nil)
    }

    @Test func discriminatedUnionByConstTags() throws {
        let module = try translate(["shape.schema.json": #"""
            {"oneOf": [
              {"type": "object", "required": ["kind", "radius"], "properties": {"kind": {"const": "circle"}, "radius": {"type": "number"}}},
              {"type": "object", "required": ["kind", "side"], "properties": {"kind": {"const": "square"}, "side": {"type": "number"}}}
            ]}
            """#])
        let union = try #require(module.union("Shape"))
        #expect(union.discriminator == "kind")
        #expect(union.variants.map(\.swiftName) == ["circle", "square"])
        #expect(union.variants.map(\.tags) == [["circle"], ["square"]])
        let circle = try #require(module.structure("Shape.Circle"))
        #expect(circle.property("kind")?.constant == "circle")
        #expect(circle.property("kind")?.isStored == false)
    }

    @Test func explicitDiscriminatorMapping() throws {
        let module = try translate([
            "pet.schema.json": #"{"oneOf": [{"$ref": "cat.schema.json"}, {"$ref": "dog.schema.json"}], "discriminator": {"propertyName": "type", "mapping": {"cat": "cat.schema.json", "dog": "dog.schema.json"}}}"#,
            "cat.schema.json": #"{"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}}"#,
            "dog.schema.json": #"{"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}}"#,
        ])
        let union = try #require(module.union("Pet"))
        #expect(union.discriminator == "type")
        #expect(union.variants.map(\.tags) == [["cat"], ["dog"]])
        #expect(union.variants.map(\.type.description) == ["Cat", "Dog"])
    }

    @Test func unionsWithoutDiscriminatorAreChosenByKind() throws {
        let module = try translate(["v.schema.json": #"{"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "array", "items": {"type": "string"}}]}"#])
        let union = try #require(module.union("V"))
        #expect(union.discriminator == nil)
        #expect(union.variants.map(\.swiftName) == ["string", "integer", "array"])
        #expect(union.variants.map(\.kinds) == [.string, .number, .array])
    }

    @Test func constAlternativesBecomeADocumentedEnum() throws {
        let module = try translate(["size.schema.json": #"{"oneOf": [{"const": "w92", "title": "Thumbnail"}, {"const": "original", "description": "Full size"}]}"#])
        let enumeration = try #require(module.enumeration("Size"))
        #expect(enumeration.cases.map(\.swiftName) == ["w92", "original"])
        #expect(enumeration.cases[0].documentation.title == "Thumbnail")
    }

    @Test func allOfIsFlattenedAcrossFiles() throws {
        let module = try translate([
            "base.schema.json": #"{"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}"#,
            "item.schema.json": #"{"allOf": [{"$ref": "base.schema.json"}, {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "id": {"description": "The id."}}}]}"#,
        ])
        let item = try #require(module.structure("Item"))
        #expect(item.properties.map(\.jsonName) == ["id", "name"])
        #expect(item.property("id")?.optionality == .required)
        #expect(item.property("id")?.type == .builtin(.string))
    }

    @Test func recursiveTypesAreBoxedOrIndirect() throws {
        let module = try translate([
            "node.schema.json": ##"{"type": "object", "required": ["value"], "properties": {"value": {"type": "integer"}, "next": {"$ref": "#"}, "children": {"type": "array", "items": {"$ref": "#"}}}}"##,
            "expr.schema.json": ##"{"oneOf": [{"type": "integer"}, {"type": "object", "required": ["left", "right"], "properties": {"left": {"$ref": "#"}, "right": {"$ref": "#"}}}]}"##,
        ])
        let node = try #require(module.structure("Node"))
        #expect(node.property("next")?.isBoxed == true)
        #expect(node.property("children")?.isBoxed == false)
        #expect(module.union("Expr")?.isIndirect == true)
    }

    @Test func allOfWhoseBaseRefersBackThroughAPropertyIsOneRecursiveStruct() throws {
        let module = try translate([
            "person.schema.json": ##"{"allOf": [{"$ref": "base.schema.json"}, {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}], "unevaluatedProperties": false}"##,
            "base.schema.json": ##"{"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}, "parent": {"$ref": "person.schema.json"}}}"##,
        ])
        let person = try #require(module.structure("Person"))
        #expect(person.properties.map(\.jsonName) == ["id", "parent", "name"])
        #expect(person.property("parent")?.type == .named(TypeName(["Person"])))
        #expect(person.property("parent")?.isBoxed == true)
        #expect(person.rejectsUndeclaredMembers, "unevaluatedProperties: false closes the flattened struct")
        #expect(module.structure("Base")?.property("parent")?.type == .named(TypeName(["Person"])))
        #expect(module.structure("Base")?.rejectsUndeclaredMembers == false)
    }

    @Test func dictionariesTuplesAndConstants() throws {
        let module = try translate([
            "m.schema.json": #"{"type": "object", "additionalProperties": {"type": "integer"}}"#,
            "p.schema.json": #"{"type": "array", "prefixItems": [{"type": "number", "title": "lat"}, {"type": "number", "title": "lon"}], "items": false, "minItems": 2}"#,
            "x.schema.json": #"{"type": "object", "properties": {"known": {"type": "string"}}, "additionalProperties": {"type": "string"}}"#,
        ])
        #expect(module.declaration("M")?.kind == .alias(.dictionary(.builtin(.integer(.int)))))
        guard case .tuple(let tuple)? = module.declaration("P")?.kind else { Issue.record("no tuple"); return }
        #expect(tuple.elements.map(\.swiftName) == ["lat", "lon"])
        #expect(tuple.rest == nil)
        #expect(module.structure("X")?.additionalProperties?.valueType == .builtin(.string))
    }
}

@Suite("Validation rules of generated decoders")
struct ValidationRuleTests {
    @Test func compiledChecksAndRuntimeFallbacks() throws {
        let module = try translate(["r.schema.json": #"""
            {"type": "object", "additionalProperties": false, "properties": {
              "name": {"type": "string", "minLength": 1, "maxLength": 20},
              "code": {"type": "string", "pattern": "^[A-Z]+$"},
              "scores": {"type": "array", "items": {"type": "integer", "minimum": 0}, "maxItems": 3},
              "link": {"type": "string", "format": "uri"}
            }}
            """#])
        let structure = try #require(module.structure("R"))
        #expect(structure.rejectsUndeclaredMembers)
        #expect(structure.property("name")?.rule.checks == [.minLength(1), .maxLength(20)])
        #expect(structure.property("code")?.rule.checks == [.pattern("^[A-Z]+$", uri: "file:///r.schema.json#/properties/code")])
        #expect(structure.property("scores")?.rule.checks == [.maxItems(3)])
        #expect(structure.property("scores")?.rule.elements?.value.checks == [.minimum(JSONNumber(0), exclusive: false)])
        // `format: uri` on a URI property is checked by URI's decoder, not a separate check.
        #expect(structure.property("link")?.type == .builtin(.uriText))
        #expect(structure.property("link")?.rule.checks == [])
        #expect(module.declaration("R")?.selfRule.isEmpty == true)
    }

    @Test func structsWithUncompiledKeywordsAreValidatedByTheRuntime() throws {
        let module = try translate(["q.schema.json": #"{"type": "object", "properties": {"a": {"type": "string"}}, "dependentRequired": {"a": ["b"]}}"#])
        #expect(module.declaration("Q")?.selfRule.checks == [.schema("file:///q.schema.json")])
    }
}
