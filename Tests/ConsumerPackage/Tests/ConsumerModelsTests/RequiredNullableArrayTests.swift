import ConsumerModels
import Foundation
import Testing

/// A required array that may be `null` (issue 39) follows the array rule: an element the Swift type cannot hold is
/// left out, the array received kept and written back until the app changes the member, the break reported, alike
/// through the fast path and `JSONDecoder`; `null` stays a value.
@Suite("Consumer package: required nullable arrays")
struct RequiredNullableArrayTests {
    static let station = #"{"id": "st1", "samples": [1, "two", 3, 4.5], "levels": [0.5, 1e400]}"#

    @Test("bad elements are left out, kept, reported; the array is written back as received")
    func leftOutKeptReported() throws {
        let bytes = Array(Self.station.utf8)
        let expected = Station.contractValidator.validate(try JSONDocument(parsing: bytes)).errors
        #expect(expected.map(\.instanceLocation.description) == ["/samples/1", "/samples/3"], "1e400 is a valid number")
        #expect(expected.map(\.keyword) == ["type", "type"])

        let fast = try Station.decode(bytes, policy: .tolerant)
        #expect(fast.drift.filter { $0.keyword != UnrepresentableValues.keyword } == expected)
        #expect(fast.drift.filter { $0.keyword == UnrepresentableValues.keyword }.map(\.instanceLocation.description) == ["/levels/1"])
        #expect(fast.value.samples == [1, 3])
        #expect(fast.value.levels == [0.5, .greatestFiniteMagnitude], "the nearest Double")
        let written = JSONWriter.compact.bytes(from: fast.value.jsonValue)
        #expect(written == Array(#"{"id":"st1","samples":[1,"two",3,4.5],"levels":[0.5,1e400]}"#.utf8), "every byte as received")
        #expect(try Station(jsonBytes: bytes) == fast.value)

        // Foundation's JSONDecoder refuses 1e400 ("not valid JSON"): the Codable path is checked without it.
        let codableBytes = Array(#"{"id": "st1", "samples": [1, "two", 3, 4.5]}"#.utf8)
        let codable = try JSONDecoder().decode(Station.self, from: Data(codableBytes), policy: .tolerant)
        #expect(codable.drift == expected)
        #expect(codable.value.samples == fast.value.samples)
        #expect(codable.value == (try Station.decode(codableBytes, policy: .tolerant).value))
        let received = try JSONValue(parsing: codableBytes)
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(codable.value)))
        #expect(JSONValueEquivalence.firstDifference(coded, received) == nil, "JSONEncoder writes it as received")

        #expect(throws: ContractDecodingError.invalid(expected)) { try Station.decode(validating: codableBytes) }
        #expect(throws: ContractDecodingError.self) { try Station.decode(validating: bytes) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Station.self, from: Data(codableBytes), policy: .strict) }
    }

    @Test("null is a value: no drift, nothing kept, written back as null")
    func nullIsAValue() throws {
        let bytes = Array(#"{"id": "st2", "samples": null}"#.utf8)
        let fast = try Station.decode(bytes, policy: .tolerant)
        #expect(fast.drift.isEmpty)
        #expect(fast.value.samples == nil)
        #expect(fast.value.unknownMembers.isEmpty)
        #expect(JSONWriter.compact.bytes(from: fast.value.jsonValue) == Array(#"{"id":"st2","samples":null}"#.utf8))
        #expect(try JSONDecoder().decode(Station.self, from: Data(bytes), policy: .tolerant).value == fast.value)
    }

    @Test("once the app changes the array, its value is written: edits win")
    func editsWin() throws {
        var station = try Station.decode(Array(Self.station.utf8), policy: .tolerant).value
        station.samples?.append(5)
        #expect(JSONWriter.compact.bytes(from: station.jsonValue) == Array(#"{"id":"st1","samples":[1,3,5],"levels":[0.5,1e400]}"#.utf8))
        station.samples = nil
        guard case .object(let written) = station.jsonValue else {
            Issue.record("not an object")
            return
        }
        #expect(written["samples"] == .null)
        // JSONEncoder cannot write 1e400 (the kept levels): checked on a station without it.
        var plain = try Station.decode(Array(#"{"id": "st1", "samples": [1, "two"]}"#.utf8), policy: .tolerant).value
        plain.samples = nil
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(plain)))
        #expect(coded["samples"] == .null)
    }
}
