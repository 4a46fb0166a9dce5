import ContractJSON
import ContractSchemaCore
import Testing

@Suite struct VocabularyTests {
    @Test func detectsTheDialectFromSchema() throws {
        let draft4 = try JSONValue(parsing: #"{"$schema": "http://json-schema.org/draft-04/schema#"}"#)
        #expect(Draft.declared(by: draft4, inherited: .draft2020_12) == .draft4)
        let unknown = try JSONValue(parsing: #"{"$schema": "https://example.com/custom"}"#)
        #expect(Draft.declared(by: unknown, inherited: .draft7) == .draft7)
        #expect(Draft.declared(by: .object(JSONObject()), inherited: .draft2020_12) == .draft2020_12)
        #expect(Draft(metaschemaURI: "https://json-schema.org/draft/2019-09/schema") == .draft2019_09)
    }

    /// compose-spec writes `https://json-schema.org/draft-07/schema`: the official host under the other scheme names the
    /// same draft; another path or host names none.
    @Test func officialURIsUnderEitherScheme() {
        #expect(Draft(metaschemaURI: "https://json-schema.org/draft-07/schema") == .draft7)
        #expect(Draft(metaschemaURI: "https://json-schema.org/draft-04/schema#") == .draft4)
        #expect(Draft(metaschemaURI: "http://json-schema.org/draft/2020-12/schema") == .draft2020_12)
        #expect(Draft(metaschemaURI: "https://json-schema.org/draft-08/schema") == nil)
        #expect(Draft(metaschemaURI: "http://json-schema.org/schema#") == .draft2020_12, "the site's alias of its latest draft")
        #expect(!Draft.draft2020_12.isCanonical("https://json-schema.org/schema"))
        #expect(Draft(metaschemaURI: "https://json-schema.org/draft/2020-12/meta/core") == nil, "a vocabulary's metaschema")
        #expect(Draft(metaschemaURI: "https://example.com/draft-07/schema") == nil)
        #expect(Draft(metaschemaURI: "https://spec.openapis.org/oas/3.1/dialect/base") == .draft2020_12, "OpenAPI 3.1's dialect")
        #expect(Draft(metaschemaURI: "https://spec.openapis.org/oas/3.1/dialect/2024-10-25") == .draft2020_12)
        #expect(Draft.draft7.isCanonical("http://json-schema.org/draft-07/schema#"))
        #expect(!Draft.draft7.isCanonical("https://json-schema.org/draft-07/schema"))
    }

    @Test func namesOnTheCommandLine() {
        #expect(Draft(name: "draft4") == .draft4)
        #expect(Draft(name: "draft-06") == .draft6)
        #expect(Draft(name: "7") == .draft7)
        #expect(Draft(name: "draft2019-09") == .draft2019_09)
        #expect(Draft(name: "2020-12") == .draft2020_12)
        #expect(Draft(name: "draft5") == nil)
        for draft in Draft.allCases { #expect(Draft(name: draft.name) == draft) }
    }

    @Test func identifierAndReferenceRulesPerDialect() {
        #expect(Draft.draft4.vocabulary.identifierKeyword == "id")
        for draft in [Draft.draft6, .draft7, .draft2019_09, .draft2020_12] {
            #expect(draft.vocabulary.identifierKeyword == "$id")
        }
        #expect(Draft.allCases.filter { $0.vocabulary.ignoresSiblingsOfRef } == [.draft4, .draft6, .draft7])
        #expect(Draft.draft2019_09.vocabulary.dynamicReferenceKeyword == "$recursiveRef")
        #expect(Draft.draft2020_12.vocabulary.dynamicReferenceKeyword == "$dynamicRef")
        #expect(Draft.draft7.vocabulary.anchorKeyword == nil)
        #expect(Draft.draft2019_09.vocabulary.anchorKeyword == "$anchor")
    }

    @Test func itemsTakesBothFormsUntil2020() {
        let single: JSONValue = .object(JSONObject())
        let array: JSONValue = .array([single])
        for draft in [Draft.draft4, .draft6, .draft7, .draft2019_09] {
            #expect(draft.vocabulary.layout(of: "items", value: array) == .array)
            #expect(draft.vocabulary.layout(of: "items", value: single) == .single)
            #expect(draft.vocabulary.layout(of: "additionalItems", value: single) == .single)
        }
        #expect(Draft.draft2020_12.vocabulary.layout(of: "items", value: array) == .single)
        #expect(Draft.draft2020_12.vocabulary.layout(of: "prefixItems", value: array) == .array)
        #expect(Draft.draft2020_12.vocabulary.layout(of: "additionalItems", value: single) == nil)
    }

    @Test func keywordsAppearInTheirDrafts() {
        #expect(Draft.draft6.vocabulary.keywords.contains("const"))
        #expect(Draft.draft6.vocabulary.borrowedKeywords["const"] == nil)
        // Borrowed: applied as the later draft defines them (see `borrowedKeywords`), each with its draft.
        #expect(Draft.draft4.vocabulary.borrowedKeywords == [
            "const": .draft6, "contains": .draft6, "propertyNames": .draft6, "if": .draft7, "then": .draft7, "else": .draft7,
        ])
        #expect(Draft.draft6.vocabulary.borrowedKeywords == ["if": .draft7, "then": .draft7, "else": .draft7])
        #expect(Draft.draft7.vocabulary.borrowedKeywords.isEmpty)
        #expect(!Draft.draft7.vocabulary.keywords.contains("dependentRequired"))
        #expect(Draft.draft7.vocabulary.keywords.contains("if"))
        #expect(Draft.draft2019_09.vocabulary.keywords.contains("unevaluatedProperties"))
        #expect(!Draft.draft7.vocabulary.keywords.contains("unevaluatedProperties"))
        #expect(Draft.draft2020_12.vocabulary.assertionKeywords.contains("dependentRequired"))
        #expect(Draft.draft2020_12.vocabulary.annotationKeywords.contains("format"))
        #expect(!Draft.draft2020_12.vocabulary.assertionKeywords.contains("format"))
    }

    @Test func formatNamesGrowWithTheDrafts() {
        #expect(Draft.draft4.vocabulary.formatNames == ["date-time", "email", "hostname", "ipv4", "ipv6", "uri"])
        #expect(Draft.draft6.vocabulary.formatNames.contains("json-pointer"))
        #expect(!Draft.draft6.vocabulary.formatNames.contains("date"))
        #expect(Draft.draft7.vocabulary.formatNames.contains("idn-hostname"))
        #expect(!Draft.draft7.vocabulary.formatNames.contains("uuid"))
        #expect(Draft.draft2020_12.vocabulary.formatNames.isSuperset(of: ["uuid", "duration", "regex"]))
    }
}
