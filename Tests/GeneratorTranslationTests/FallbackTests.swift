import ContractJSON
import GeneratorTestSupport
import Testing
@testable import GeneratorTranslation

/// Valid constructs without a precise Swift type: the nearest sound type, a warning at the
/// construct's position that says what was lost and how to get it back, and a doc-comment note.
@Suite("Fallbacks: never refuse a valid schema")
struct FallbackTests {
    func property(_ schema: String, _ name: String = "p") throws -> PropertyDeclaration {
        let module = try translate(["o.schema.json": "{\"type\": \"object\", \"properties\": {\"\(name)\": \(schema)}}"])
        return try #require(module.structure("O")?.property(name))
    }

    @Test func mixedEnumsBecomeJSONValue() throws {
        let found = warnings(["e.schema.json": "{\n  \"enum\": [1, \"a\", true]\n}"])
        #expect(found == ["/s/e.schema.json:2:11: warning: an enum of several value types (boolean, integer, string) is generated as JSONValue, checked by validate(); for typed cases split it into oneOf alternatives of one type each, or set x-swift-type"])
        let module = try translate(["e.schema.json": #"{"enum": [1, "a", true]}"#])
        #expect(module.declaration("E")?.kind == .alias(.builtin(.jsonValue)))
        #expect(module.declaration("E")?.documentation.notes.first?.hasPrefix("Fallback: an enum of several value types") == true)
        #expect(module.declaration("E")?.selfRule.checks == [.schema("file:///e.schema.json")])
        #expect(try property(#"{"enum": [["a"], ["b"]]}"#).type == .builtin(.jsonValue))
    }

    /// A property `p` whose schema is a `$ref` to `reference`.
    func referring(to reference: String) -> [String: String] {
        ["o.schema.json": #"{"type": "object", "properties": {"p": {"$ref": "\#(reference)"}}}"#]
    }

    @Test("a $ref to an official metaschema, or to a schema in one, is JSONValue with a warning; a pointer it lacks is an error")
    func officialMetaschemaReferences() throws {
        for reference in [
            "https://json-schema.org/draft/2020-12/schema", "http://json-schema.org/draft-07/schema#",
            "http://json-schema.org/draft-04/schema#", "https://json-schema.org/draft/2019-09/meta/applicator",
            "http://json-schema.org/draft-07/schema#/definitions/schemaArray",
            "https://json-schema.org/draft/2020-12/meta/core#/$defs/anchorString", "https://json-schema.org/draft/2020-12/schema#meta",
        ] {
            #expect(try property(#"{"$ref": "\#(reference)"}"#).type == .builtin(.jsonValue), "\(reference)")
            let found = warnings(referring(to: reference))
            #expect(found.count == 1 && found[0].contains("warning: $ref '\(reference)' names "), "\(found)")
        }
        let missing = [
            "http://json-schema.org/draft-07/schema#/definitions/bogus", "https://json-schema.org/draft/2020-12/links",
            "https://json-schema.org/draft/2020-12/schema#nowhere",
        ]
        for reference in missing {
            #expect(diagnostics(referring(to: reference)) == [
                "/s/o.schema.json:1:49: error: unresolvable $ref '\(reference)' (resolves to '\(reference)', "
                    + "which no loaded schema defines)"
            ])
        }
    }

    @Test func numberEnumsAreNotMixed() throws {
        #expect(try property(#"{"enum": [1, 2, 3, 1e29]}"#).type == .builtin(.double))
        #expect(try property(#"{"enum": [1, 2, 3]}"#).type == .named(TypeName(["O", "P"], fileScope: true)))
        #expect(try property(#"{"enum": [1, 12345678901234567891]}"#).type == .builtin(.jsonValue))
    }

    @Test func constAlternativesOfSeveralTypesBecomeAUnion() throws {
        let module = try translate(["c.schema.json": #"{"oneOf": [{"const": "auto"}, {"const": true}]}"#])
        guard case .union(let union)? = module.declaration("C")?.kind else { Issue.record("no union"); return }
        #expect(union.variants.count == 2)
    }

    @Test func nullOnlySchemasAreJSONNull() throws {
        #expect(try property(#"{"type": "null"}"#).type == .builtin(.null))
        #expect(try property(#"{"const": null}"#).type == .builtin(.null))
        #expect(try property(#"{"enum": [null]}"#).type == .builtin(.null))
        #expect(try property(#"{"oneOf": [{"type": "null"}, {"const": null}]}"#).type == .builtin(.null))
        #expect(warnings(["n.schema.json": #"{"type": "object", "properties": {"x": {"type": "null"}}}"#]) == [])
    }

    @Test func defaultsThatAreNoSwiftLiteralAreNotApplied() throws {
        let found = warnings(["d.schema.json": "{\"type\": \"object\", \"properties\": {\n  \"a\": {\"type\": \"array\", \"items\": {\"enum\": [\"x\"]}, \"default\": \"all\"},\n  \"b\": {\"type\": \"string\", \"default\": null}}}"])
        #expect(found == [
            "/s/d.schema.json:2:63: warning: default \"all\" cannot be written as a value of [D_AItem]; it is not applied: the property is optional and nil when the member is absent; change the default to a value of the property's type, or set x-swift-type",
            "/s/d.schema.json:3:38: warning: default null does not fit a non-nullable property; it is not applied: the property is optional and nil when the member is absent; change the default to a value of the property's type, or set x-swift-type",
        ])
        let lean = GeneratorConfiguration(lossless: false)
        let module = try translate(["d.schema.json": #"{"type": "object", "properties": {"a": {"type": "string", "default": 7}, "m": {"type": "object", "additionalProperties": {"type": "string"}, "default": {}}}}"#], configuration: lean)
        #expect(module.structure("D")?.property("a")?.optionality == .optional)
        #expect(module.structure("D")?.property("a")?.defaultValue == nil)
        // `{}` on a map is a Swift literal (`[:]`): applied.
        #expect(module.structure("D")?.property("m")?.optionality == .defaulted)
    }

    @Test func integerBoundsBeyondTheTypeKeepEveryDigit() throws {
        let found = warnings(["i.schema.json": "{\"type\": \"object\", \"properties\": {\n  \"n\": {\"type\": \"integer\", \"maximum\": 1e30}}}"])
        #expect(found == ["/s/i.schema.json:2:39: warning: maximum 1e30 is outside the range of Swift.Int; generated as JSONValue, which keeps every digit, checked by validate(); choose a wider integer with format (int64, uint64), or set x-swift-type"])
        #expect(try property(#"{"type": "integer", "maximum": 1e30}"#).type == .builtin(.jsonValue))
    }

    @Test func allOfThatCannotBeFlattenedTakesTheMostSpecificMember() throws {
        let p = try property(#"{"allOf": [{"type": "string", "minLength": 3}, {"enum": ["low", "high"]}]}"#)
        // The enum member's type; the string member's minLength is checked while decoding.
        guard case .named(let name) = p.type else { Issue.record("not the enum: \(p.type)"); return }
        #expect(name.components.first == "O")
        #expect(p.rule.checks == [.minLength(3)])
        let found = warnings(["a.schema.json": #"{"allOf": [{"type": "string"}, {"type": "string", "maxLength": 3}]}"#])
        #expect(found.count == 1 && found[0].contains("warning: allOf of several non-object schemas cannot be flattened"))
    }

    @Test func dynamicRefsResolveStaticallyWhenTheAnchorIsUnique() throws {
        let module = try translate(["d.schema.json": #"""
            {"type": "object", "properties": {"tree": {"$dynamicRef": "#node"}},
             "$defs": {"node": {"$dynamicAnchor": "node", "type": "object", "properties": {"children": {"type": "array", "items": {"$dynamicRef": "#node"}}}}}}
            """#])
        #expect(module.structure("D")?.property("tree")?.type == .named(TypeName(["Node"])))
        #expect(module.structure("Node")?.property("children")?.type == .array(.named(TypeName(["Node"]))))
    }

    @Test func bothOneOfAndAnyOfBecomeJSONValue() throws {
        let found = warnings(["b.schema.json": #"{"oneOf": [{"type": "string"}], "anyOf": [{"type": "integer"}]}"#])
        #expect(found == ["/s/b.schema.json:1:42: warning: a schema with both oneOf and anyOf is generated as JSONValue, checked by the validator; for a typed model nest one of them in allOf, or set x-swift-type"])
    }

    @Test func warningsAsErrorsRestoresTheOldStrictness() {
        var strict = GeneratorConfiguration()
        strict.warningsAsErrors = true
        let found = diagnostics(["e.schema.json": "{\n  \"enum\": [1, \"a\"]\n}"], configuration: strict)
        #expect(found.count == 1 && found[0].hasPrefix("/s/e.schema.json:2:11: error: an enum of several value types"))
    }

    @Test func invalidSchemasStayErrors() {
        #expect(diagnostics(["t.schema.json": #"{"type": "integr"}"#]).first?.contains("error: unknown type 'integr'") == true)
        #expect(diagnostics(["r.schema.json": ##"{"$ref": "#/$defs/missing"}"##]).first?.contains("error:") == true)
    }

    @Test func openObjectsKeepUnknownMembersUnlessLean() throws {
        let schema = ["o.schema.json": #"{"type": "object", "properties": {"a": {"type": "string"}}}"#]
        #expect(try translate(schema).structure("O")?.additionalProperties == AdditionalProperties(swiftName: "unknownMembers", valueType: .builtin(.jsonValue)))
        #expect(try translate(schema, configuration: GeneratorConfiguration(lossless: false)).structure("O")?.additionalProperties == nil)
        let closed = ["c.schema.json": #"{"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": false}"#]
        #expect(try translate(closed).structure("C")?.additionalProperties == nil)
        let patterned = ["p.schema.json": #"{"type": "object", "properties": {"a": {"type": "string"}}, "patternProperties": {"^x-": {}}, "additionalProperties": false}"#]
        #expect(try translate(patterned).structure("P")?.additionalProperties?.swiftName == "unknownMembers")
        #expect(try translate(patterned).structure("P")?.rejectsUndeclaredMembers == false)
    }

    @Test func formatsCanStayStringsAndDateTimesCanBeDates() throws {
        let schema = ["f.schema.json": #"{"type": "object", "properties": {"at": {"type": "string", "format": "date-time"}, "id": {"type": "string", "format": "uuid"}}}"#]
        let strings = try GeneratorConfiguration(parsing: Array(#"{"formats": "strings"}"#.utf8), path: "contracts.json")
        #expect(try translate(schema, configuration: strings).structure("F")?.properties.map(\.type) == [.builtin(.string), .builtin(.string)])
        #expect(try translate(schema, configuration: strings).structure("F")?.property("at")?.rule.checks == [.format("date-time")])
        let dates = try GeneratorConfiguration(parsing: Array(#"{"dateTimes": "Date", "lossless": false, "warningsAsErrors": true}"#.utf8), path: "contracts.json")
        #expect(dates.dateTimesAsDate && !dates.isLossless && dates.warningsAsErrors)
        #expect(try translate(schema, configuration: dates).structure("F")?.property("at")?.type == .builtin(.dateTime))
        #expect(try translate(schema).structure("F")?.property("at")?.type == .builtin(.dateTimeText))
    }
}
