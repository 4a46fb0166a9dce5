import ContractJSON
import ContractSchemaCore
import Testing

@Suite struct SchemaDocumentIndexTests {
    @Test func indexesEmbeddedResourcesEachInItsDialect() throws {
        let schema = try JSONValue(parsing: #"""
        {"$id": "https://example.com/root.json",
         "$defs": {
           "old": {"$schema": "http://json-schema.org/draft-04/schema#", "id": "old.json",
                   "definitions": {"x": {"id": "#item"}}},
           "seven": {"$schema": "http://json-schema.org/draft-07/schema#", "$id": "seven.json",
                     "definitions": {"r": {"$ref": "#", "$id": "hidden.json"}}},
           "named": {"$anchor": "here"},
           "dyn": {"$dynamicAnchor": "node"}
         },
         "properties": {"$id": {"type": "string"}}}
        """#)
        let index = SchemaDocumentIndex(root: schema, uri: "file:///root.json", draft: .draft2020_12)
        let uris = index.resources.map(\.uri)
        #expect(uris == ["file:///root.json", "https://example.com/root.json", "https://example.com/old.json", "https://example.com/seven.json"])
        #expect(index.resources.map(\.draft) == [.draft2020_12, .draft2020_12, .draft4, .draft7])
        // A draft-04 fragment-only `id` is an anchor; an `$id` beside `$ref` in draft-07 is ignored.
        #expect(index.anchors["https://example.com/old.json#item"] == ["$defs", "old", "definitions", "x"])
        #expect(!uris.contains("https://example.com/hidden.json"))
        #expect(index.pointer(for: URIReference("https://example.com/root.json#here")) == ["$defs", "named"])
        #expect(index.dynamicAnchors["https://example.com/root.json"]?["node"] == ["$defs", "dyn"])
        #expect(index.pointer(for: URIReference("https://example.com/seven.json#/definitions/r")) == ["$defs", "seven", "definitions", "r"])
        #expect(index.pointer(for: URIReference("https://example.com/nowhere.json")) == nil)
    }

    @Test func recordsRecursiveAnchors() throws {
        let schema = try JSONValue(parsing: #"{"$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://example.com/tree", "$recursiveAnchor": true}"#)
        let index = SchemaDocumentIndex(root: schema, uri: "https://example.com/tree", draft: .draft2020_12)
        #expect(index.recursiveAnchors["https://example.com/tree"] == .root)
    }
}
