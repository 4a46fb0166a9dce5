import Foundation
import Testing

@testable import ContractCheckKit

/// `--schema FILE` reads only the neighbours the schema references, directly or not.
@Suite("validate --schema FILE: lazy neighbours")
struct ReferencedSchemasTests {
    @Test("Referenced neighbours are found by path and by $id; a large unrelated neighbour is never parsed")
    func onlyReferenced() throws {
        let scratch = try Scratch()
        let main = try scratch.write("api/page.schema.json", #"""
            {"$id": "https://contracts.local/api/page.schema.json", "type": "object",
             "properties": {"item": {"$ref": "item.schema.json"}, "meta": {"$ref": "https://contracts.local/shared/meta.schema.json#/$defs/meta"}},
             "required": ["item", "meta"]}
            """#)
        try scratch.write("api/item.schema.json", #"""
            {"$id": "https://contracts.local/api/item.schema.json", "type": "object", "properties": {"tag": {"$ref": "tag.schema.json"}}}
            """#)
        try scratch.write("api/tag.schema.json", #"{"$id": "https://contracts.local/api/tag.schema.json", "type": "string"}"#)
        // Found by $id: its path does not mirror its URI.
        try scratch.write("api/elsewhere/m.schema.json", #"""
            {"$id": "https://contracts.local/shared/meta.schema.json", "$defs": {"meta": {"type": "integer"}}}
            """#)
        // A large unrelated neighbour, and a broken one: neither may be parsed.
        let huge = "{\"$id\": \"https://contracts.local/api/huge.schema.json\", \"enum\": [" + Array(repeating: "\"xxxxxxxxxxxxxxxx\"", count: 500_000).joined(separator: ",") + "]}"
        try scratch.write("api/huge.schema.json", huge)
        try scratch.write("api/broken.schema.json", "{ not json")

        let found = ReferencedSchemas.neighbours(of: main).map { String($0.dropFirst(scratch.path.count + 1)) }
        #expect(found == ["api/item.schema.json", "api/elsewhere/m.schema.json", "api/tag.schema.json"])

        let payload = try scratch.write("p.json", #"{"item": {"tag": 3}, "meta": "x"}"#)
        let result = check(["validate", "--verbose", "--schema", main, payload])
        #expect(result.status == 1)
        #expect(result.output.contains("/item/tag"))
        #expect(result.output.contains("/meta"))
    }

    @Test("A schema without references reads no neighbour")
    func noReferences() throws {
        let scratch = try Scratch()
        let main = try scratch.write("page.schema.json", pageSchemaText)
        try scratch.write("other.schema.json", #"{"type": "string"}"#)
        #expect(ReferencedSchemas.neighbours(of: main).isEmpty)
    }
}
