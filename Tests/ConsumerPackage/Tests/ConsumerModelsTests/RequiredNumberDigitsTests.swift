import ConsumerModels
import Foundation
import Testing

/// A required `number` member (issue 39) keeps digits a `Double` cannot hold as optional members do: the nearest
/// `Double`, the text kept and written back while the member holds what decoding gave it, the loss reported, alike
/// through the fast path and `JSONDecoder`; strict decoding fails.
@Suite("Consumer package: required numbers keep their digits")
struct RequiredNumberDigitsTests {
    static let text = "0.12345678901234567890123"
    static let gauge = #"{"id": "g1", "reading": 0.12345678901234567890123, "previous": 9007199254740993, "offset": 2}"#

    @Test("the nearest Double, the text written back, the loss reported, on both paths")
    func keptAndReported() throws {
        let bytes = Array(Self.gauge.utf8)
        #expect(Gauge.contractValidator.validate(try JSONDocument(parsing: bytes)).isValid, "the document is valid")

        let fast = try Gauge.decode(bytes, policy: .tolerant)
        #expect(fast.value.reading == 0.12345678901234567890123)
        #expect(fast.value.previous == 9_007_199_254_740_992)
        #expect(fast.drift.map(\.instanceLocation.description) == ["/reading", "/previous"])
        #expect(fast.drift.map(\.keyword) == [UnrepresentableValues.keyword, UnrepresentableValues.keyword])
        #expect(fast.drift.map(\.found) == [Self.text, "9007199254740993"])
        let written = #"{"id":"g1","reading":0.12345678901234567890123,"previous":9007199254740993,"offset":2}"#
        #expect(JSONWriter.compact.bytes(from: fast.value.jsonValue) == Array(written.utf8), "every digit written back")
        #expect(try Gauge(jsonBytes: bytes) == fast.value)

        let codable = try JSONDecoder().decode(Gauge.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.value == fast.value)
        // The same entries; `JSONDecoder` gives members in no document order, so Codable reports them by place.
        #expect(codable.drift == fast.drift.sorted { $0.instanceLocation.description < $1.instanceLocation.description })
        let encoded = try JSONValue(parsing: Array(try JSONEncoder().encode(codable.value)))
        guard case .number(let reading)? = encoded["reading"] else {
            Issue.record("no reading in \(encoded)")
            return
        }
        #expect(reading.literal == Self.text, "JSONEncoder writes every digit back")
        #expect(encoded["previous"] == .number(try #require(JSONNumber("9007199254740993"))))

        #expect(throws: ContractDecodingError.self) { try Gauge.decode(validating: bytes) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Gauge.self, from: Data(bytes), policy: .strict) }
    }

    @Test("once the app sets the reading, its value is written instead of the kept text")
    func appEditWins() throws {
        var gauge = try Gauge.decode(Array(Self.gauge.utf8), policy: .tolerant).value
        gauge.reading = 2.5
        gauge.previous = nil
        #expect(JSONWriter.compact.bytes(from: gauge.jsonValue) == Array(#"{"id":"g1","reading":2.5,"previous":null,"offset":2}"#.utf8))
        #expect(try JSONValue(parsing: Array(try JSONEncoder().encode(gauge)))["reading"] == .number(try #require(JSONNumber("2.5"))))
    }
}
