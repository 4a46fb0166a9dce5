import ContractJSON
import ContractSchema
import Testing

/// Each dialect is chosen by `$schema` (or the registry's default) and keeps its own rules, also
/// when a `$ref` crosses into a resource of another dialect.
@Suite struct DialectTests {
    private func valid(_ schema: String, _ instance: String, registry: SchemaRegistry = SchemaRegistry()) throws -> Bool {
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema), registry: registry)
        return validator.validate(try JSONDocument(parsing: instance)).isValid
    }

    @Test func draft4BooleanExclusiveBounds() throws {
        let schema = ##"{"$schema": "http://json-schema.org/draft-04/schema#", "maximum": 10, "exclusiveMaximum": true, "minimum": 1}"##
        #expect(try !valid(schema, "10"))
        #expect(try valid(schema, "9.5"))
        #expect(try valid(schema, "1"))
    }

    @Test func draft4IdentifiesWithId() throws {
        let schema = ##"""
        {"$schema": "http://json-schema.org/draft-04/schema#",
         "definitions": {"inner": {"id": "http://example.com/inner.json", "type": "string"}},
         "$ref": "http://example.com/inner.json"}
        """##
        #expect(try valid(schema, ##""a""##))
        #expect(try !valid(schema, "1"))
    }

    /// compose-spec's `$schema` is draft-07's URI under https: read as draft-07, so an `items` array is a tuple (2020-12
    /// would refuse the array) and keywords beside `$ref` are ignored.
    @Test func draft7UnderHTTPSKeepsItsRules() throws {
        let schema = ##"{"$schema": "https://json-schema.org/draft-07/schema", "items": [{"type": "string"}], "additionalItems": false}"##
        #expect(try valid(schema, ##"["a"]"##))
        #expect(try !valid(schema, ##"[1]"##))
        #expect(try !valid(schema, ##"["a", "b"]"##))
    }

    /// A schema file cut out of an OpenAPI 3.1 document keeps its `$schema`, the OAS dialect: read as 2020-12.
    @Test func openAPI31DialectIsDraft2020() throws {
        let schema = ##"""
            {"$schema": "https://spec.openapis.org/oas/3.1/dialect/base", "prefixItems": [{"type": "string"}], "items": false}
            """##
        #expect(try valid(schema, ##"["a"]"##))
        #expect(try !valid(schema, ##"["a", 1]"##))
    }

    @Test func keywordsBesideRefFollowTheDialect() throws {
        let draft7 = ##"{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"any": {}}, "$ref": "#/definitions/any", "type": "string"}"##
        #expect(try valid(draft7, "1"), "draft-07 ignores keywords beside $ref")
        let draft2019 = ##"{"$schema": "https://json-schema.org/draft/2019-09/schema", "$defs": {"any": {}}, "$ref": "#/$defs/any", "type": "string"}"##
        #expect(try !valid(draft2019, "1"), "2019-09 applies keywords beside $ref")
    }

    @Test("later keywords with no meaning in draft-04/06 are applied as their draft defines them, with a warning each")
    func borrowedKeywordsApply() throws {
        let draft4 = ##"{"$schema": "http://json-schema.org/draft-04/schema#", "const": 1}"##
        #expect(try valid(draft4, "1"))
        #expect(try !valid(draft4, "2"))
        let draft6 = ##"{"$schema": "http://json-schema.org/draft-06/schema#", "if": {"type": "string"}, "then": {"minLength": 3}}"##
        #expect(try !valid(draft6, ##""a""##))
        #expect(try valid(draft6, ##""abc""##))
        let contains = ##"""
        {"$schema": "http://json-schema.org/draft-04/schema#", "contains": {"type": "integer"}, "propertyNames": {"maxLength": 2}}
        """##
        #expect(try !valid(contains, ##"["a"]"##))
        #expect(try !valid(contains, ##"{"abc": 1}"##))
        let validator = try SchemaValidator(schema: try JSONValue(parsing: draft6))
        #expect(validator.warnings.map(\.message) == [
            "draft-06 has no \"if\"; applied as draft-07 defines it, as ajv and editors do",
            "draft-06 has no \"then\"; applied as draft-07 defines it, as ajv and editors do",
        ])
        #expect(validator.warnings.map { $0.pointer?.description } == ["/if", "/then"])
    }

    @Test("keywords a draft-04 schema would borrow stay ignored beside $ref, and other later keywords stay unknown")
    func unborrowedKeywordsStayIgnored() throws {
        let besideReference = ##"""
        {"$schema": "http://json-schema.org/draft-04/schema#", "definitions": {"any": {}},
         "properties": {"a": {"$ref": "#/definitions/any", "const": 1}}}
        """##
        #expect(try valid(besideReference, ##"{"a": 2}"##))
        #expect(try SchemaValidator(schema: try JSONValue(parsing: besideReference)).warnings.isEmpty)
        let draft7 = ##"{"$schema": "http://json-schema.org/draft-07/schema#", "dependentRequired": {"a": ["b"]}}"##
        #expect(try valid(draft7, ##"{"a": 1}"##), "dependentRequired has a draft-07 counterpart (dependencies): not borrowed")
        let draft6 = ##"{"$schema": "http://json-schema.org/draft-06/schema#", "unevaluatedProperties": false}"##
        #expect(try valid(draft6, ##"{"a": 1}"##))
    }

    @Test func draft2019RecursiveReferencesExtendTheirTarget() throws {
        var registry = SchemaRegistry()
        try registry.register(try JSONValue(parsing: ##"""
        {"$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://example.com/tree",
         "$recursiveAnchor": true, "type": "object",
         "properties": {"children": {"type": "array", "items": {"$recursiveRef": "#"}}}}
        """##))
        let strict = ##"""
        {"$schema": "https://json-schema.org/draft/2019-09/schema", "$id": "https://example.com/strict-tree",
         "$recursiveAnchor": true, "$ref": "tree", "unevaluatedProperties": false}
        """##
        #expect(try valid(strict, ##"{"children": [{"children": []}]}"##, registry: registry))
        #expect(try !valid(strict, ##"{"children": [{"extra": 1}]}"##, registry: registry), "the nested node is checked by the extending schema")
    }

    @Test("a schema that is its own metaschema, and two metaschemas naming each other, compile (fuzz-schema found a stack overflow)")
    func selfDescribingMetaschemas() throws {
        let own = ##"{"$schema": "https://example.com/own", "$id": "https://example.com/own", "type": "integer"}"##
        #expect(try valid(own, "1"))
        #expect(try !valid(own, ##""a""##))
        var registry = SchemaRegistry()
        try registry.register(try JSONValue(parsing: ##"""
        {"$schema": "https://example.com/a", "$id": "https://example.com/b",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true}}
        """##))
        let cycle = ##"{"$schema": "https://example.com/b", "$id": "https://example.com/a", "type": "integer"}"##
        // b's vocabularies leave out validation, so `type` is not asserted.
        #expect(try valid(cycle, ##""a""##, registry: registry))
    }

    @Test func crossDialectReferencesEvaluateEachResourceInItsDialect() throws {
        var registry = SchemaRegistry()
        try registry.register(try JSONValue(parsing: ##"""
        {"$schema": "http://json-schema.org/draft-04/schema#", "id": "https://example.com/old.json",
         "type": "number", "maximum": 5, "exclusiveMaximum": true}
        """##))
        try registry.register(try JSONValue(parsing: ##"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://example.com/new.json",
         "prefixItems": [{"type": "string"}], "items": false}
        """##))
        let from2020 = ##"{"$ref": "https://example.com/old.json"}"##
        #expect(try !valid(from2020, "5", registry: registry))
        #expect(try valid(from2020, "4", registry: registry))
        let from7 = ##"{"$schema": "http://json-schema.org/draft-07/schema#", "items": {"$ref": "https://example.com/new.json"}}"##
        #expect(try valid(from7, ##"[["a"]]"##, registry: registry))
        #expect(try !valid(from7, ##"[["a", "b"]]"##, registry: registry), "2020-12 items: false applies after prefixItems")
    }

    @Test func theDefaultDraftIsOverridable() throws {
        let schema = ##"{"items": [{"type": "string"}], "additionalItems": false}"##
        #expect(throws: SchemaError.self, "2020-12 items takes one schema") { try valid(schema, ##"["a", 1]"##) }
        #expect(try !valid(schema, ##"["a", 1]"##, registry: SchemaRegistry(defaultDraft: .draft4)))
    }

    @Test func everyDraftsMetaschemaIsBuiltIn() throws {
        let registry = SchemaRegistry()
        for draft in Draft.allCases {
            let metaschema = try SchemaValidator(uri: draft.metaschemaURI, registry: registry)
            #expect(metaschema.validate(try JSONValue(parsing: ##"{"type": "string"}"##)).isValid)
            #expect(!metaschema.validate(try JSONValue(parsing: ##"{"type": 12}"##)).isValid, "\(draft.name) metaschema checks type")
        }
    }

    @Test func validInstancesReportTheirAnnotations() throws {
        let validator = try SchemaValidator(schema: try JSONValue(parsing: ##"""
        {"$id": "https://example.com/a", "title": "A", "properties": {"id": {"readOnly": true, "format": "uuid"}},
         "anyOf": [{"type": "number", "description": "never"}, {"type": "object"}]}
        """##))
        let result = validator.validateCollectingAnnotations(try JSONDocument(parsing: ##"{"id": "x"}"##))
        #expect(result.isValid)
        let units = result.annotations.map { "\($0.instanceLocation) \($0.keywordLocation) \($0.absoluteKeywordLocation ?? "")" }
        #expect(units.contains(" /title https://example.com/a#/title"))
        #expect(units.contains("/id /properties/id/readOnly https://example.com/a#/properties/id/readOnly"))
        #expect(units.contains("/id /properties/id/format https://example.com/a#/properties/id/format"))
        #expect(!result.annotations.contains { $0.keywordLocation.tokens.last == "description" }, "a failed branch keeps none")
        let output = JSONWriter.compact.string(from: result.basicOutput)
        #expect(output.contains(##""annotation":true"##))
        let invalid = validator.validateCollectingAnnotations(try JSONDocument(parsing: "[]"))
        #expect(!invalid.isValid && invalid.annotations.isEmpty)
    }
}
