import ConsumerModels
import Foundation
import Testing

extension ConsumerCase {
    static func fallbacks(_ members: String, valid: Bool, _ why: String) -> ConsumerCase {
        ConsumerCase(schema: "fallbacks", json: "{\"name\": \"n\"\(members.isEmpty ? "" : ", " + members)}", valid: valid, why: why)
    }

    /// `fallbacks.schema.json`: constructs without a precise Swift type, each generated as the nearest
    /// sound type (the generator's warnings are asserted in GeneratorTranslationTests/ConsumerFallbackWarningTests).
    static let fallbacks: [ConsumerCase] = [
        fallbacks("", valid: true, "only the required member"),
        fallbacks(#""compact": true"#, valid: true, "a mixed enum's boolean (JSONValue)"),
        fallbacks(#""compact": "auto""#, valid: true, "a mixed enum's string (JSONValue)"),
        fallbacks(#""compact": "never""#, valid: false, "a mixed enum rejects other values (enum, checked by validate())"),
        fallbacks(#""platforms": ["linux"], "retries": 2, "label": "l", "tags": {"a": "b"}"#, valid: true, "defaults not applied are plain optionals"),
        fallbacks(#""always": null, "nothing": null"#, valid: true, "null-only members (JSONNull)"),
        fallbacks(#""always": 1"#, valid: false, "a null-only member rejects a number (type)"),
        fallbacks(#""nothing": false"#, valid: false, "a null const rejects false (const)"),
        fallbacks(#""huge": 1234567890123456789012345678901"#, valid: false, "above maximum 1e30 (maximum)"),
        fallbacks(#""huge": 123456789012345678901234567"#, valid: true, "an integer beyond Int64 keeps every digit (JSONValue)"),
        fallbacks(#""huge": -1"#, valid: false, "below minimum 0 (minimum)"),
        fallbacks(#""ratio": 1.5"#, valid: true, "a number enum as Double"),
        fallbacks(#""ratio": 2"#, valid: false, "a number outside the enum (enum)"),
        fallbacks(#""level": "low""#, valid: true, "allOf: the enum member's type, the string member checked"),
        fallbacks(#""level": "hi""#, valid: false, "allOf: in the enum, but shorter than minLength 3"),
        fallbacks(#""either": "ab""#, valid: true, "oneOf and anyOf together (JSONValue)"),
        fallbacks(#""either": "a""#, valid: false, "anyOf fails: too short and not an integer"),
        fallbacks(#""tree": {"label": "r", "children": [{"label": "c", "children": []}]}"#, valid: true, "$dynamicRef resolved statically"),
        fallbacks(#""tree": {"children": []}"#, valid: false, "a $dynamicRef node without its required label"),
        fallbacks(#""extra": {"kept": [1, 2.50, "x"]}, "at": "2024-01-02T03:04:05.123456789Z""#, valid: true, "unnamed members are kept as received"),
        fallbacks(#""loose": {"a": 1, "b": [true]}"#, valid: true, "no type: an object (Loose.object), its unnamed member kept"),
        fallbacks(#""loose": "text""#, valid: true, "no type: a string is valid too (Loose.other)"),
        fallbacks(#""loose": [1, {"a": "x"}]"#, valid: true, "no type: an array is valid too, its members unchecked (Loose.other)"),
        fallbacks(#""loose": null"#, valid: true, "no type: null is valid too (Loose.other, not an absent member)"),
        fallbacks(#""loose": {"a": "x"}"#, valid: false, "no type, but an object's a must be an integer (type)"),
        fallbacks(#""filter": {"type": "string"}, "count": 0"#, valid: true, "a $ref to the official metaschemas (JSONValue)"),
        fallbacks(#""filter": {"type": 5}"#, valid: false, "not a schema: checked against the built-in 2020-12 metaschema"),
        fallbacks(#""filter": false"#, valid: true, "a boolean schema is a schema"),
        fallbacks(#""count": -1"#, valid: false, "draft-07's nonNegativeInteger, built into the runtime (minimum)"),
    ]
}

/// The fallback types hold what the schema allows and give it back unchanged.
@Suite("Consumer package: fallback types")
struct FallbackTypeTests {
    @Test func fallbackTypesHoldTheirValues() throws {
        let text = #"{"name": "n", "compact": true, "always": null, "huge": 123456789012345678901234567, "ratio": 0.5, "level": "high", "tree": {"label": "r"}, "x-extra": {"a": 1}}"#
        let value = try Fallbacks.decode(validating: Array(text.utf8))
        #expect(value.compact == .bool(true))
        #expect(value.always == JSONNull())
        #expect(value.nothing == nil)
        #expect(value.huge == .number(JSONNumber("123456789012345678901234567")!))
        #expect(value.ratio == 0.5)
        #expect(value.level == .high)
        #expect(value.tree?.label == "r")
        #expect(value.unknownMembers["x-extra"] == .object(JSONObject([.init(key: "a", value: .number(JSONNumber(1)))])))
        #expect(JSONValueEquivalence.same(value.jsonValue, try JSONValue(parsing: text)))
        let codable = try JSONDecoder().decode(Fallbacks.self, from: Data(text.utf8))
        #expect(codable == value)
        let again = try JSONDecoder().decode(Fallbacks.self, from: JSONEncoder().encode(codable))
        #expect(again == value)
    }

    @Test func schemasWithoutTypeHoldEveryKindOfValue() throws {
        for (text, expected) in [
            (#"{"name": "n", "loose": {"a": 1}}"#, Fallbacks.Loose.object(Fallbacks.Loose.Object(a: 1))),
            (#"{"name": "n", "loose": "text"}"#, .other(.string("text"))),
            (#"{"name": "n", "loose": null}"#, .other(.null)),
            (#"{"name": "n", "loose": [1]}"#, .other(.array([.number(JSONNumber(1))]))),
        ] {
            let value = try Fallbacks.decode(validating: Array(text.utf8))
            #expect(value.loose == expected, "\(text)")
            #expect(JSONValueEquivalence.same(value.jsonValue, try JSONValue(parsing: text)), "\(text)")
            let codable = try JSONDecoder().decode(Fallbacks.self, from: Data(text.utf8))
            #expect(codable.loose == expected, "\(text)")
            #expect(try JSONDecoder().decode(Fallbacks.self, from: JSONEncoder().encode(codable)) == codable, "\(text)")
        }
        #expect(throws: (any Error).self) { try Fallbacks.decode(validating: Array(#"{"name": "n", "loose": {"a": "x"}}"#.utf8)) }
    }

    @Test func defaultsAreReadThroughTheirAccessorAndNeverInvented() throws {
        let value = try Fallbacks.decode(validating: Array(#"{"name": "n"}"#.utf8))
        #expect(value.compact == nil)
        #expect(value.compactOrDefault == .string("auto"))
        #expect(value.tagsOrDefault == [:])
        #expect(value.jsonValue == .object(JSONObject([.init(key: "name", value: .string("n"))])))
    }

    @Test func nullOnlyTypeRejectsOtherValues() throws {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(JSONNull.self, from: Data("1".utf8)) }
        #expect(try JSONDecoder().decode([JSONNull].self, from: Data("[null]".utf8)) == [JSONNull()])
        #expect(String(decoding: try JSONEncoder().encode([JSONNull()]), as: UTF8.self) == "[null]")
    }
}
