import ContractRuntime
import Foundation
import Testing

/// `JSONValue` through `JSONDecoder` (the `Codable` path of generated types reads each value so): a member or element
/// is first read as the kind its name or the element before held, so these documents change kinds where a guess
/// from before is wrong, and must still read as the parser reads them.
@Suite("JSONValue through JSONDecoder")
struct JSONValueDecodingTests {
    static let kinds = [
        #""text""#, "7", "-9223372036854775808", "18446744073709551615", "12345678901234567890123", "0.1",
        "0.12345678901234567890123", "1e300", "true", "false", "null", #"{"v":[1,"a"]}"#, "[]", "[[1.5],{}]", "{}",
    ]

    /// One object whose member `v` holds `values` in turn, in array elements, and an array holding them directly.
    static func document(_ values: [String]) -> String {
        let objects = values.map { #"{"v":\#($0),"w":\#($0)}"# }.joined(separator: ",")
        return #"{"objects":[\#(objects)],"elements":[\#(values.joined(separator: ","))]}"#
    }

    static func decoded(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test("each kind after each other kind, under one member name and in one array, reads as the parser reads it")
    func kindsChangeUnderOneName() throws {
        // Every ordered pair, so that each kind follows each other one (a wrong guess) and itself (a right one).
        let pairs = Self.kinds.flatMap { first in Self.kinds.flatMap { [first, $0] } }
        for values in [pairs, pairs.reversed()] {
            let text = Self.document(values)
            let parsed = try JSONValue(parsing: Array(text.utf8))
            #expect(JSONValueEquivalence.firstDifference(try Self.decoded(text), parsed) == nil)
            // Again, now with the kinds the first decode saw for these names.
            #expect(JSONValueEquivalence.firstDifference(try Self.decoded(text), parsed) == nil)
        }
    }

    @Test("a value alone, not in an object or array", arguments: kinds)
    func topLevel(_ text: String) throws {
        #expect(JSONValueEquivalence.firstDifference(try Self.decoded(text), try JSONValue(parsing: Array(text.utf8))) == nil)
    }

    @Test("digits past a Double are kept up to Decimal's 38")
    func numbersKeepTheirDigits() throws {
        let value = try Self.decoded(#"{"a":12345678901234567890123,"b":0.12345678901234567890123,"c":18446744073709551615}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(object["a"] == .number(try #require(JSONNumber("12345678901234567890123"))))
        #expect(object["b"] == .number(try #require(JSONNumber("0.12345678901234567890123"))))
        #expect(object["c"] == .number(try #require(JSONNumber("18446744073709551615"))))
    }

    /// DigitalOcean's OpenAPI document gives `flush_ms` the example 9223372036854776000 (past `Int64`): written back
    /// as `9.223372036854776e+18`, it is no longer an integer for draft 4 (the 3.0 dialect) nor for a strict reader.
    @Test("whole numbers past Int64 are written back as digits", arguments: [
        "9223372036854776000", "18446744073709551615", "-9223372036854775809", "1e30", "123456789012345678901234567890",
    ])
    func wholeNumbersStayWhole(_ literal: String) throws {
        let number = try #require(JSONNumber(literal))
        let written = String(decoding: try JSONEncoder().encode([JSONValue.number(number)]), as: UTF8.self)
        #expect(!written.contains("e") && !written.contains("E") && !written.contains("."), "\(written)")
        let back = try JSONValue(parsing: Array(written.utf8))
        #expect(back == .array([.number(number)]))
    }
}
