import GeneratorTestSupport
import Testing
@testable import GeneratorTranslation

@Suite("x-mappers")
struct MapperTests {
    static let wire = #"""
        {"type": "object", "required": ["id", "status", "tags"], "properties": {
          "id": {"type": "integer"}, "name": {"type": ["string", "null"]}, "tags": {"type": "array", "items": {"type": "string"}},
          "status": {"enum": ["a", "b"]}, "path": {"type": "string"}
        },
        "x-mappers": {"Domain": {
          "parameters": {"lookup": {"lookup": {"key": "string", "value": "string"}}, "size": {"type": "string", "default": "w92"}},
          "fields": {
            "id": "id", "name": {"from": "name", "default": ""}, "tagNames": {"from": "tags", "lookup": "lookup"},
            "label": {"from": "status", "labels": {"a": "A"}, "otherwise": "other"}, "count": {"count": "tags"},
            "image": {"from": "path", "imageURL": {"base": "https://x/", "size": {"parameter": "size"}}}, "twice": {"sum": ["id", "id"]}
          }}}}
        """#

    @Test func infersFieldTypes() throws {
        let module = try translate(["w.schema.json": Self.wire])
        let mapper = try #require(module.mappers.first)
        #expect(mapper.name.description == "Domain")
        #expect(mapper.source.description == "W")
        #expect(mapper.fields.map(\.type.description) == [
            "Swift.Int", "Swift.String", "[Swift.String]", "Swift.String", "Swift.Int", "Foundation.URL?", "Swift.Int",
        ])
        #expect(mapper.parameters.map(\.typeDescription) == ["(Swift.String) -> Swift.String?", "Swift.String"])
    }

    @Test func reportsMistakesAtTheirPosition() {
        let text = "{\"type\": \"object\", \"properties\": {\"n\": {\"type\": \"integer\"}},\n \"x-mappers\": {\"D\": {\"fields\": {\n  \"a\": \"missing\",\n  \"b\": {\"sum\": [\"n\", {\"from\": \"n\", \"default\": 1}]}}}}}"
        let found = diagnostics(["m.schema.json": text])
        #expect(found == [
            "/s/m.schema.json:3:8: error: M has no member 'missing'",
            "/s/m.schema.json:4:17: error: sum adds integers; operand 0 is Swift.Int? (give it a default to make it non-optional)",
        ])
    }

    @Test func mapperNamesMustNotCollide() {
        let found = diagnostics(["m.schema.json": #"{"type": "object", "properties": {"n": {"type": "integer"}}, "x-mappers": {"M": {"fields": {"n": "n"}}}}"#])
        #expect(found.first?.contains("the mapper name 'M' is already used by another generated type") == true)
    }

    static let dated = #"""
        {"type": "object", "required": ["id"], "properties": {
          "id": {"type": "integer"}, "path": {"type": ["string", "null"]},
          "day": {"type": ["string", "null"], "anyOf": [{"type": "string", "format": "date"}, {"type": "string", "maxLength": 0}, {"type": "null"}]}
        },
        "x-mappers": {"Dated": {
          "parameters": {"base": {"type": "string", "default": "https://cdn.test/"}, "count": {"type": "integer"}},
          "fields": {
            "day": {"from": "day", "alternative": "date"},
            "image": {"from": "path", "imageURL": {"base": {"parameter": "base"}, "size": "w92"}},
            "images": {"from": "path", "imageURLSet": {"base": {"parameter": "base"}, "sizes": ["w92", "original"], "type": "Sizes"}}
          }}}}
        """#

    @Test func alternativePicksOneCaseOfAUnion() throws {
        let module = try translate(["d.schema.json": Self.dated])
        let mapper = try #require(module.mappers.first)
        #expect(mapper.fields.map(\.type.description) == ["ContractModels.CalendarDate?", "Foundation.URL?", "Dated.Sizes?"])
        guard case .alternative(_, let union, let caseName, _, let optional) = mapper.fields[0].expression else {
            Issue.record("expected an alternative, got \(mapper.fields[0].expression)")
            return
        }
        #expect(union.description == "D_Day")
        #expect(caseName == "date")
        #expect(optional)
    }

    @Test func imageBaseCanBeAParameter() throws {
        let module = try translate(["d.schema.json": Self.dated])
        let mapper = try #require(module.mappers.first)
        guard case .imageURL(_, let base, let size, _) = mapper.fields[1].expression,
            case .imageURLSet(_, _, let setBase, _) = mapper.fields[2].expression
        else {
            Issue.record("expected image URLs, got \(mapper.fields.map(\.expression))")
            return
        }
        #expect(base == .parameter("base"))
        #expect(setBase == .parameter("base"))
        #expect(size == .literal(.string("w92")))
    }

    @Test func alternativeAndImageBaseMistakesAreReported() {
        func mistake(_ field: String) -> [String] {
            let text = Self.dated.replacingOccurrences(of: #""day": {"from": "day", "alternative": "date"},"#, with: field + ",")
            return diagnostics(["d.schema.json": text])
        }
        #expect(mistake(#""day": {"from": "day", "alternative": "time"}"#).first?.contains("alternative names a case of D_Day: date, string") == true)
        #expect(mistake(#""day": {"from": "id", "alternative": "date"}"#).first?.contains("alternative applies to a value with several alternatives") == true)
        #expect(mistake(#""day": {"from": "path", "imageURL": {"base": {"parameter": "count"}, "size": "w92"}}"#).first?
            .contains("the base of an image URL is a string (not optional); this value is Swift.Int") == true)
        #expect(mistake(#""day": {"from": "path", "imageURL": {"base": "", "size": "w92"}}"#).first?.contains("the base of an image URL must not be empty") == true)
        #expect(mistake(#""day": {"from": "path", "imageURL": {"base": "https://x/", "size": "w92", "sise": "w1"}}"#).first?.contains("unknown imageURL keyword 'sise'") == true)
        #expect(mistake(#""day": {"from": "path", "imageURLSet": {"base": "https://x/", "sizes": ["w1"], "type": "Sizes"}}"#).first?
            .contains("Sizes is already declared in this mapper with other sizes") == true)
    }
}
