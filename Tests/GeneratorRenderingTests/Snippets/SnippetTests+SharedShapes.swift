import GeneratorTranslation
import Testing

/// Issue 41, item 5: inline schemas written out several times (the same result object under each list endpoint)
/// generate one type; every later one is a type alias of the first.
@Suite("Snippets: equal inline schemas share one type")
struct SharedShapeSnippetTests {
    /// Two list endpoints whose inline result objects differ only in descriptions, titles and examples, and whose
    /// inline item objects differ in `extra` (the tested keyword, absent from the first when `extra` is empty).
    static func document(first: String = "", second: String = "") -> String {
        #"""
        {
          "openapi": "3.1.0",
          "info": {"title": "Shows", "version": "1"},
          "paths": {
            "/movies": {"get": {"operationId": "listMovies", "responses": {"200": {"description": "ok", "content": {"application/json": {
              "schema": {"type": "object", "required": ["page"], "properties": {
                "page": {"type": "integer", "description": "The page."},
                "owner": {"type": "object", "description": "Who lists them.", "properties": {"name": {"type": "string"}}},
                "results": {"type": "array", "items": {"type": "object", "required": ["id"], "title": "Movie",
                  "properties": {"id": {"type": "integer", "example": 1}, "name": {"type": "string"\#(first)}}}}
              }}}}}}}},
            "/shows": {"get": {"operationId": "listShows", "responses": {"200": {"description": "ok", "content": {"application/json": {
              "schema": {"type": "object", "required": ["page"], "properties": {
                "page": {"type": "integer", "description": "The page of shows.", "examples": [2]},
                "owner": {"type": "object", "description": "Who lists the shows.", "$comment": "same",
                  "properties": {"name": {"type": "string", "title": "Name"}}},
                "results": {"type": "array", "items": {"type": "object", "required": ["id"], "title": "Show",
                  "properties": {"id": {"type": "integer", "example": 7}, "name": {"type": "string"\#(second)}}}}
              }}}}}}}}
          }
        }
        """#
    }

    @Test("two endpoints with the same inline shape but other descriptions and examples: one struct and type aliases")
    func merged() throws {
        let files = try Snippet.render(["shows.openapi.json": Self.document()])
        let models = try #require(files["Models.swift"])
        #expect(models.contains("public struct ListMoviesResponse:"))
        #expect(!models.contains("public struct ListShowsResponse:"), "the second body is generated again")
        Snippet.expect("public typealias ListShowsResponse", of: files, toBe: "public typealias ListShowsResponse = ListMoviesResponse")
        // The nested types of the kept one serve: the second body's are not generated at all.
        #expect(!models.contains("ListShowsResponse_"), "nested types of the merged body are generated")
        #expect(models.components(separatedBy: "public struct ListMoviesResponse_Result:").count == 2)
        #expect(
            models.contains(
                "/// Also the type of the equal schemas (but for descriptions and examples) at "
                    + "`shows.openapi.json#/paths/~1shows/get/responses/200/content/application~1json/schema`."))
        #expect(
            models.contains(
                "/// - Remark: Generated from shows.openapi.json#/paths/~1shows/get/responses/200/content/application~1json/schema\n"))
        // Every use is the same type: the endpoint's response, and the validator of the kept schema.
        let endpoints = try #require(files["Endpoints.swift"])
        #expect(endpoints.contains("public typealias Response = ListShowsResponse"))
    }

    @Test("equal nested objects inside differing bodies: the later one is an alias of the first, under its own name")
    func mergedNested() throws {
        let files = try Snippet.render(["shows.openapi.json": Self.document(second: #", "maxLength": 9"#)])
        let models = try #require(files["Models.swift"])
        #expect(models.contains("public struct ListShowsResponse:"))
        Snippet.expect(
            "public typealias ListShowsResponse_Owner", of: files,
            toBe: "public typealias ListShowsResponse_Owner = ListMoviesResponse_Owner")
        #expect(models.contains("public struct ListShowsResponse_Result:"), "a constraint differs, so the items are not merged")
        // A one-line alias whose doc names its own source.
        #expect(
            models.contains(
                "/// - Remark: Generated from shows.openapi.json#/paths/~1shows/get/responses/200/content/application~1json/schema"
                    + "/properties/owner\npublic typealias ListShowsResponse_Owner = ListMoviesResponse_Owner\n"))
        let fast = try #require(files["FastDecoding.swift"])
        #expect(!fast.contains("extension ListShowsResponse_Owner"), "the alias has codecs of its own")
    }

    @Test(
        "a constraint that differs keeps the types apart",
        arguments: [
            (#", "maxLength": 9"#, "maxLength"), (#", "default": "x""#, "default"), (#", "format": "uuid""#, "format"),
            (#", "deprecated": true"#, "deprecated"), (#", "readOnly": true"#, "readOnly"),
            (#", "x-swift-type": "Swift.String""#, "an x- extension"),
            (#", "pattern": "^a""#, "pattern"),
        ])
    func notMerged(keyword: String, why: String) throws {
        let files = try Snippet.render(["shows.openapi.json": Self.document(second: keyword)])
        let models = try #require(files["Models.swift"])
        #expect(models.contains("public struct ListShowsResponse:"), "merged although \(why) differs")
        #expect(models.contains("public struct ListShowsResponse_Result:"), "merged although \(why) differs")
    }

    @Test("required and nullable members are constraints too")
    func requiredAndNullable() throws {
        let required = Self.document().replacingOccurrences(
            of: #""required": ["id"], "title": "Show""#, with: #""required": ["id", "name"], "title": "Show""#)
        let requiredModels = try Snippet.render(["shows.openapi.json": required])["Models.swift"]
        #expect(requiredModels?.contains("public struct ListShowsResponse_Result:") == true)
        let nullable = Self.document().replacingOccurrences(of: #""openapi": "3.1.0""#, with: #""openapi": "3.0.3""#)
            .replacingOccurrences(of: #""title": "Show""#, with: #""title": "Show", "nullable": true"#)
        let files = try Snippet.render(["shows.openapi.json": nullable])
        #expect(files["Models.swift"]?.contains("public struct ListShowsResponse_Result:") == true)
        #expect(files["Models.swift"]?.contains("public typealias ListShowsResponse_Owner = ListMoviesResponse_Owner") == true)
    }

    @Test("an alias of a shared type whose schema admits null is registered as Nullable, as the kept type is")
    func nullableAlias() throws {
        let document = Self.document().replacingOccurrences(of: #""openapi": "3.1.0""#, with: #""openapi": "3.0.3""#)
            .replacingOccurrences(of: #""description": "Who lists"#, with: #""nullable": true, "description": "Who lists"#)
            .replacingOccurrences(of: #""description": "The page of shows.""#, with: #""maximum": 9"#)
        let files = try Snippet.render(["shows.openapi.json": document])
        let models = try #require(files["Models.swift"])
        #expect(models.contains("public struct ListShowsResponse:"))
        #expect(models.contains("public typealias ListShowsResponse_Owner = ListMoviesResponse_Owner"))
        let fast = try #require(files["FastDecoding.swift"])
        #expect(fast.contains("alias: ContractModels.Nullable<ListMoviesResponse_Owner>.self"))
        #expect(fast.contains("alias: ContractModels.Nullable<ListShowsResponse_Owner>.self"))
        #expect(!fast.contains("alias: ListShowsResponse_Owner.self"))
    }

    @Test("a schema with an identifier or an anchor is never merged")
    func identifiersKeepTheirType() throws {
        for keyword in [#", "$id": "https://example.test/name""#, #", "$anchor": "name""#] {
            let files = try Snippet.render(["shows.openapi.json": Self.document(second: keyword)])
            #expect(files["Models.swift"]?.contains("public struct ListShowsResponse_Result:") == true, "merged with \(keyword)")
        }
    }

    @Test("references merge only when they resolve to the same schema")
    func references() throws {
        let schema = #"""
            {
              "$id": "https://example.test/links.schema.json",
              "type": "object",
              "properties": {
                "first": {"type": "object", "properties": {"to": {"$ref": "#/$defs/Target"}}},
                "second": {"type": "object", "description": "Same target.",
                  "properties": {"to": {"$ref": "links.schema.json#/$defs/Target"}}},
                "third": {"type": "object", "properties": {"to": {"$ref": "#/$defs/Other"}}}
              },
              "$defs": {"Target": {"type": "string"}, "Other": {"type": "string"}}
            }
            """#
        let files = try Snippet.render(["links.schema.json": schema])
        Snippet.expect("public typealias Links_Second", of: files, toBe: "public typealias Links_Second = Links_First")
        #expect(files["Models.swift"]?.contains("public struct Links_Third:") == true)
    }

    @Test("output is deterministic and property names such as description are compared, not dropped")
    func deterministic() throws {
        let schema = #"""
            {
              "$id": "https://example.test/notes.schema.json",
              "type": "object",
              "properties": {
                "a": {"type": "object", "properties": {"description": {"type": "string"}}},
                "b": {"type": "object", "properties": {"title": {"type": "string"}}},
                "c": {"type": "object", "properties": {"description": {"type": "string", "description": "Other words."}}}
              }
            }
            """#
        let first = try Snippet.render(["notes.schema.json": schema])
        #expect(try Snippet.render(["notes.schema.json": schema]) == first)
        #expect(first["Models.swift"]?.contains("public struct Notes_B:") == true)
        Snippet.expect("public typealias Notes_C", of: first, toBe: "public typealias Notes_C = Notes_A")
    }
}
