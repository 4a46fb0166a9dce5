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
}
