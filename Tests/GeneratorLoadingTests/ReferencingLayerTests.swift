import ContractJSON
import ContractSchemaCore
import Testing

@testable import GeneratorLoading

/// The generator reads references and dialects through ContractSchemaCore's referencing layer, as the validator does.
@Suite struct ReferencingLayerTests {
    @Test("a schema naming a custom metaschema gets the draft that metaschema names, as the validator reads it")
    func customMetaschemaDecidesTheDialect() throws {
        let set = try load([
            "meta.schema.json": #"{"$id": "https://x.test/meta7", "$schema": "http://json-schema.org/draft-07/schema#"}"#,
            "pair.schema.json": #"{"$id": "https://x.test/pair", "$schema": "https://x.test/meta7", "items": [{"type": "string"}]}"#,
        ])
        let pair = SchemaLocation(file: 1, pointer: .root)
        #expect(set.draft(at: pair) == .draft7)
        #expect(set.tupleKeywords(at: pair) == ("items", "additionalItems"))
    }

    @Test("an anchor reference is percent-decoded once, as the validator decodes it")
    func anchorsArePercentDecoded() throws {
        let set = try load([
            "s.schema.json":
                ##"{"$id": "https://x.test/s", "$defs": {"a": {"$anchor": "caf\u00e9"}}, "properties": {"p": {"$ref": "#caf%C3%A9"}}}"##
        ])
        #expect(
            set.resolve("#caf%C3%A9", from: SchemaLocation(file: 0, pointer: ["properties", "p"]))
                == SchemaLocation(file: 0, pointer: ["$defs", "a"]))
    }

    @Test("two files with one $id: the error names both places")
    func duplicateIdentifierNamesBothPlaces() {
        #expect {
            _ = try load([
                "a.schema.json": "{\n  \"$id\": \"https://x.test/same.json\"\n}",
                "b.schema.json": "{\n  \"type\": \"string\",\n  \"$id\": \"https://x.test/same.json\"\n}",
            ])
        } throws: { error in
            let diagnostic = (error as? GeneratorError)?.diagnostics.first
            return diagnostic?.message
                == "duplicate schema identifier 'https://x.test/same.json' (also defined at /schemas/a.schema.json:2:10)"
                && diagnostic?.position?.path == "/schemas/b.schema.json" && diagnostic?.position?.line == 3
        }
    }
}
