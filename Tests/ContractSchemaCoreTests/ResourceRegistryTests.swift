import ContractJSON
import ContractSchemaCore
import Testing

@Suite struct ResourceRegistryTests {
    private func schema(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: text)
    }

    @Test("a reference finds resources by $id and by the URI a document was added under, pointers and anchors in them")
    func locatesResourcesPointersAndAnchors() throws {
        var registry = ResourceRegistry()
        let root = try schema(#"{"$id": "https://example.com/order.json", "$defs": {"money": {"$anchor": "money", "type": "number"}}}"#)
        let document = registry.add(root, base: URIReference("file:///schemas/order.json"))
        let money = ResourceLocation(document: document, pointer: ["$defs", "money"])
        #expect(registry.locate(URIReference("https://example.com/order.json#/$defs/money")) == money)
        #expect(registry.locate(URIReference("https://example.com/order.json#money")) == money)
        #expect(registry.locate(URIReference("file:///schemas/order.json#money")) == nil)
        #expect(registry.locate(URIReference("file:///schemas/order.json#/$defs/money")) == money)
        #expect(registry.locate(URIReference("https://example.com/order.json#/$defs/nothing")) == nil)
        #expect(registry.canonicalURI(ofDocument: document) == "https://example.com/order.json")
    }

    @Test("an anchor's fragment is percent-decoded once, as a pointer's is")
    func anchorFragmentsAreDecodedOnce() throws {
        var registry = ResourceRegistry()
        let root = try schema(#"{"$defs": {"a": {"$anchor": "caf\u00e9"}, "b": {"$anchor": "x%41"}}}"#)
        let document = registry.add(root, base: URIReference("https://example.com/s.json"))
        #expect(
            registry.locate(URIReference("https://example.com/s.json#caf%C3%A9"))
                == ResourceLocation(document: document, pointer: ["$defs", "a"]))
        // Decoded once: `%2541` is `%41`, the anchor's own text, not `A`.
        #expect(
            registry.locate(URIReference("https://example.com/s.json#x%2541"))
                == ResourceLocation(document: document, pointer: ["$defs", "b"]))
        #expect(registry.locate(URIReference("https://example.com/s.json#xA")) == nil)
    }

    @Test("two documents declaring one $id are recorded once, with both places; the later one is what the $id names")
    func duplicateIdentifiers() throws {
        var registry = ResourceRegistry()
        let first = registry.add(
            try schema(#"{"$id": "https://example.com/same.json", "type": "string"}"#), base: URIReference("file:///a.json"))
        let second = registry.add(
            try schema(#"{"$id": "https://example.com/same.json", "type": "integer"}"#), base: URIReference("file:///b.json"))
        #expect(registry.duplicates.map(\.uri) == ["https://example.com/same.json"])
        #expect(registry.duplicates.first?.first == ResourceLocation(document: first, pointer: .root))
        #expect(registry.duplicates.first?.second == ResourceLocation(document: second, pointer: .root))
        #expect(registry.locate(URIReference("https://example.com/same.json"))?.document == second)
    }

    @Test("a schema claiming an official metaschema's URI is recorded and never replaces the bundled metaschema")
    func officialMetaschemaURIsAreKept() throws {
        var registry = ResourceRegistry()
        let claim = try schema(#"{"$id": "https://json-schema.org/draft/2020-12/schema", "type": "integer"}"#)
        let document = registry.add(claim, base: URIReference("file:///mine.json"))
        #expect(registry.officialClaims.map(\.uri) == ["https://json-schema.org/draft/2020-12/schema"])
        #expect(registry.officialClaims.first?.location == ResourceLocation(document: document, pointer: .root))
        registry.merge(Metaschemas.registry)
        let found = try #require(registry.locate(URIReference("https://json-schema.org/draft/2020-12/schema")))
        #expect(found.document != document)
        #expect(registry.value(at: found)?.objectValue?["title"]?.stringValue == "Core and Validation specifications meta-schema")
    }

    @Test("a relative root $id is known against its folder, and references that miss are read against it")
    func folderRelativeIdentifiers() throws {
        var registry = ResourceRegistry()
        let user = registry.add(
            try schema(#"{"$id": "common/user.json", "type": "object"}"#), base: URIReference("file:///hooks/common/user.json"))
        let push = registry.add(
            try schema(#"{"$id": "push$event", "properties": {"sender": {"$ref": "common/user.json"}}}"#),
            base: URIReference("file:///hooks/push/event.json"))
        let folder = URIReference("file:///hooks/")
        registry.setFolder(folder, ofDocument: user)
        registry.setFolder(folder, ofDocument: push)
        let sender = ResourceLocation(document: push, pointer: ["properties", "sender"])
        let base = registry.scope(at: sender).base
        #expect(base.text == "file:///hooks/push/push$event")
        #expect(registry.locate(base.resolving("common/user.json")) == nil)
        #expect(registry.resolve("common/user.json", from: sender, base: base) == ResourceLocation(document: user, pointer: .root))
        #expect(registry.resourceURI(forRelativeID: "push$event") == "file:///hooks/push/push$event")
    }

    @Test("a custom metaschema decides the dialect: the draft it names and the vocabularies its $vocabulary enables")
    func customMetaschemaDialect() throws {
        var registry = ResourceRegistry()
        registry.add(
            try schema(#"{"$id": "https://example.com/meta7", "$schema": "http://json-schema.org/draft-07/schema#"}"#),
            base: URIReference("https://example.com/meta7"))
        registry.add(
            try schema(
                #"""
                {"$id": "https://example.com/no-validation", "$schema": "https://json-schema.org/draft/2020-12/schema",
                 "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true, "https://json-schema.org/draft/2020-12/vocab/applicator": true}}
                """#), base: URIReference("https://example.com/no-validation"))
        let seven = try schema(#"{"$schema": "https://example.com/meta7", "items": [{"type": "string"}]}"#)
        #expect(registry.draft(of: seven, inherited: .draft2020_12) == .draft7)
        #expect(registry.draft(of: seven, inherited: .draft2020_12).vocabulary.tupleKeywords == ("items", "additionalItems"))
        let dialect = try #require(
            registry.dialect(of: try schema(#"{"$schema": "https://example.com/no-validation"}"#), inherited: Dialect(.draft2020_12)))
        #expect(dialect.draft == .draft2020_12)
        #expect(!dialect.validation)
        #expect(dialect.applicator)
        #expect(registry.dialect(of: try schema(#"{"$schema": "https://example.com/unknown"}"#), inherited: Dialect(.draft2020_12)) == nil)
        #expect(registry.draft(of: try schema(#"{"$schema": "https://example.com/unknown"}"#), inherited: .draft6) == .draft6)
    }

    @Test("the walk gives each subschema the base and draft in force there, entering only subschema keywords")
    func walkScopes() throws {
        var registry = ResourceRegistry()
        let root = try schema(
            #"""
            {"$id": "https://example.com/root.json", "properties": {
              "a": {"$id": "nested/a.json", "items": {"$ref": "#/x"}},
              "b": {"$schema": "http://json-schema.org/draft-07/schema#", "$id": "b.json", "$ref": "#/y", "definitions": {"c": true}},
              "e": {"enum": [{"$id": "not-an-id"}]}}}
            """#)
        let document = registry.add(root, base: URIReference("file:///root.json"))
        var seen: [String: (String, Draft)] = [:]
        registry.forEachSchema(
            from: ResourceLocation(document: document, pointer: .root), base: URIReference("file:///root.json"), draft: .draft2020_12
        ) {
            seen[$0.location.pointer.description] = ($0.base.text, $0.draft)
        }
        #expect(
            seen.keys.sorted() == [
                "", "/properties/a", "/properties/a/items", "/properties/b", "/properties/b/definitions/c", "/properties/e",
            ])
        #expect(seen["/properties/a/items"]?.0 == "https://example.com/nested/a.json")
        // Draft-07: an `$id` beside `$ref` is ignored.
        #expect(seen["/properties/b"]?.0 == "https://example.com/root.json")
        #expect(seen["/properties/b/definitions/c"]?.1 == .draft7)
        #expect(
            registry.scope(at: ResourceLocation(document: document, pointer: ["properties", "a", "items"])).base.text
                == "https://example.com/nested/a.json")
    }
}
