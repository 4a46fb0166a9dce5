import ConsumerModels
import Foundation
import Testing

extension ConsumerCase {
    /// `dialects.schema.json` (2019-09) and `legacy.schema.json` (draft-04), cross-checked with the validator.
    static func dialects(_ json: String, valid: Bool, _ why: String) -> ConsumerCase {
        ConsumerCase(schema: "dialects", json: json, valid: valid, why: why)
    }

    static let dialects: [ConsumerCase] = [
        dialects(#"{"label": "r", "children": [{"label": "c", "children": [{"label": "g"}]}]}"#, valid: true, "$recursiveRef nodes"),
        dialects(#"{"label": "r", "children": [{"children": []}]}"#, valid: false, "a $recursiveRef node without its label (required)"),
        dialects(#"{"label": "r", "pair": ["a", 1]}"#, valid: true, "an items array as a tuple"),
        dialects(#"{"label": "r", "pair": ["a", 1, true]}"#, valid: false, "additionalItems false"),
        dialects(#"{"label": "r", "pair": [1, "a"]}"#, valid: false, "tuple positions typed (type)"),
        dialects(#"{"label": "r", "tagged": {}}"#, valid: false, "required beside $ref applies in 2019-09"),
        ConsumerCase(schema: "legacy", json: #"{"count": 1, "engine": {"threshold": "25"}}"#, valid: true,
                     why: "draft-04: keywords beside $ref are ignored"),
        ConsumerCase(schema: "legacy", json: #"{"count": 0}"#, valid: false, why: "draft-04: boolean exclusiveMinimum"),
    ]
}

/// Schemas in other dialects than 2020-12, read as the validator reads them.
@Suite("Consumer package: dialects")
struct DialectTests {
    func roundTrips<T: Codable & Equatable & ContractValidatable & JSONViewDecodable>(
        _ type: T.Type, _ text: String
    ) throws -> T {
        let value = try T.decode(validating: Array(text.utf8))
        #expect(JSONValueEquivalence.same(value.jsonValue, try JSONValue(parsing: text)), "\(text)")
        let codable = try JSONDecoder().decode(T.self, from: Data(text.utf8))
        #expect(codable == value, "\(text)")
        #expect(try JSONDecoder().decode(T.self, from: JSONEncoder().encode(codable)) == value, "\(text)")
        return value
    }

    @Test func recursiveReferencesAndTuplesOf2019() throws {
        let text = #"{"label": "root", "children": [{"label": "leaf", "children": []}], "pair": ["a", 1], "tagged": {"tag": "t"}}"#
        let value = try roundTrips(Dialects.self, text)
        #expect(value.children?.first?.label == "leaf")
        #expect(value.pair?.item0 == "a")
        #expect(value.pair?.item1 == 1)
        // additionalItems false: a third element is invalid; a missing tag is invalid (required beside $ref applies).
        #expect(throws: ContractDecodingError.self) { try Dialects.decode(validating: Array(#"{"label": "r", "pair": ["a", 1, 2]}"#.utf8)) }
        #expect(throws: ContractDecodingError.self) { try Dialects.decode(validating: Array(#"{"label": "r", "tagged": {}}"#.utf8)) }
    }

    @Test func draft04ExclusiveMinimumAndReferenceSiblings() throws {
        // engine's threshold beside $ref is ignored in draft-04: a string is valid.
        _ = try roundTrips(Legacy.self, #"{"count": 1, "engine": {"threshold": "25"}}"#)
        // exclusiveMinimum true: 0 is not above 0.
        #expect(throws: ContractDecodingError.self) { try Legacy.decode(validating: Array(#"{"count": 0}"#.utf8)) }
    }
}
