import ContractJSON
import ContractSchema
import Testing

/// The official metaschemas are added to a registry only when a schema needs them; these tests hold what
/// a user sees either way: the same URIs, the same references, and their own documents first.
@Suite("Official metaschemas, added on need")
struct OfficialMetaschemaTests {
    @Test("a new registry lists the official metaschemas beside its own documents")
    func listed() throws {
        var registry = SchemaRegistry()
        try registry.register(try JSONValue(parsing: #"{"$id": "urn:test:own", "type": "string"}"#))
        let uris = registry.resourceURIs
        for official in ["https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2020-12/meta/core",
                         "https://json-schema.org/draft/2019-09/schema", "http://json-schema.org/draft-07/schema",
                         "http://json-schema.org/draft-04/schema"] {
            #expect(uris.contains(official), "\(official) missing")
        }
        #expect(uris.contains("urn:test:own"))
        #expect(uris == uris.sorted())
    }

    @Test("a $ref to a metaschema, by absolute URI or inside an embedded resource, resolves offline")
    func referenced() throws {
        let direct = try SchemaValidator(schema: try JSONValue(parsing: #"{"$ref": "https://json-schema.org/draft/2020-12/schema"}"#))
        #expect(direct.validate(try JSONValue(parsing: #"{"minimum": 1}"#)).isValid)
        #expect(!direct.validate(try JSONValue(parsing: #"{"minimum": "1"}"#)).isValid)
        let embedded = #"""
            {"$defs": {"inner": {"$id": "https://example.com/inner", "properties": {"s": {"$ref": "http://json-schema.org/draft-07/schema#"}}}},
             "$ref": "https://example.com/inner"}
            """#
        let nested = try SchemaValidator(schema: try JSONValue(parsing: embedded))
        #expect(nested.validate(try JSONValue(parsing: #"{"s": {"type": "string"}}"#)).isValid)
        #expect(!nested.validate(try JSONValue(parsing: #"{"s": {"type": 12}}"#)).isValid)
    }

    @Test("a $schema naming a vocabulary metaschema is read for its $vocabulary")
    func vocabularyMetaschema() throws {
        // The validation vocabulary's metaschema turns on only core, validation and meta-data: no applicators.
        let schema = #"{"$schema": "https://json-schema.org/draft/2020-12/meta/validation", "type": "object", "properties": {"a": false}}"#
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema))
        #expect(validator.validate(try JSONValue(parsing: #"{"a": 1}"#)).isValid)
        #expect(!validator.validate(try JSONValue(parsing: "[]")).isValid)
    }

    @Test("a document claiming a metaschema's URI never replaces the bundled metaschema, and is reported as a warning")
    func bundledMetaschemaFirst() throws {
        var registry = SchemaRegistry()
        let claim = try JSONValue(parsing: #"{"$id": "http://json-schema.org/draft-07/schema#", "type": "string"}"#)
        try registry.register(claim, uri: "file:///own.json")
        try registry.register(try JSONValue(parsing: #"{"$id": "urn:test:user", "$ref": "https://json-schema.org/draft/2020-12/schema"}"#))
        let metaschema = try SchemaValidator(uri: "http://json-schema.org/draft-07/schema", registry: registry)
        // The bundled draft-07 metaschema: an object schema is valid, a string is not a schema.
        #expect(metaschema.validate(try JSONValue(parsing: "{}")).isValid)
        #expect(!metaschema.validate(try JSONValue(parsing: #""text""#)).isValid)
        let official = try SchemaValidator(uri: "urn:test:user", registry: registry)
        #expect(official.validate(try JSONValue(parsing: "{}")).isValid)
        #expect(registry.officialMetaschemaWarnings.map(\.description) == [
            #"file:///own.json: $id "http://json-schema.org/draft-07/schema" is an official metaschema's URI; "#
                + "the bundled metaschema keeps it (at #/$id)"
        ])
        // The document is still known by the URI it was registered under.
        let own = try SchemaValidator(uri: "file:///own.json", registry: registry)
        #expect(!own.validate(try JSONValue(parsing: "{}")).isValid)
    }
}
