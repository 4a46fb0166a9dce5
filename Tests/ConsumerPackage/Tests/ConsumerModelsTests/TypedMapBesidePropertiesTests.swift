import ConsumerModels
import Foundation
import Testing

/// An object with named properties and typed undeclared members (`additionalProperties` with a schema, issue 39)
/// keeps what its types cannot hold in a store of its own (`keptMembers`): an undeclared member that is no number is
/// left out of the typed map, an optional member the type cannot hold is `nil`, both kept, written back and
/// reported, alike through the fast path and `JSONDecoder`; before, either failed the object.
@Suite("Consumer package: typed undeclared members beside named properties")
struct TypedMapBesidePropertiesTests {
    static let station = #"""
        {"id": "st3", "samples": [], "calibration": {"unit": "mV", "gain": 1.5, "offset": "n/a", "updated": "yesterday", "drift": 0.25}}
        """#

    @Test("entries and members the types cannot hold are left out, kept, reported; the rest is delivered")
    func leftOutKeptReported() throws {
        let bytes = Array(Self.station.utf8)
        let received = try JSONValue(parsing: bytes)
        let expected = Station.contractValidator.validate(try JSONDocument(parsing: bytes)).errors
        #expect(Set(expected.map(\.instanceLocation.description)) == ["/calibration/offset", "/calibration/updated"])

        let fast = try Station.decode(bytes, policy: .tolerant)
        #expect(fast.drift == expected)
        let calibration = try #require(fast.value.calibration)
        #expect(calibration.unit == "mV")
        #expect(calibration.updated == nil)
        #expect(calibration.additionalProperties == ["gain": 1.5, "drift": 0.25])
        #expect(calibration.keptMembers == ["offset": .string("n/a"), "updated": .string("yesterday")])
        #expect(JSONValueEquivalence.firstDifference(fast.value.jsonValue, received) == nil, "re-encoded as received")
        #expect(try Station(jsonBytes: bytes) == fast.value)

        let codable = try JSONDecoder().decode(Station.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.drift == expected)
        #expect(codable.value == fast.value, "JSONDecoder decodes the same value")
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(codable.value)))
        #expect(JSONValueEquivalence.firstDifference(coded, received) == nil, "JSONEncoder writes it as received")

        #expect(throws: ContractDecodingError.invalid(expected)) { try Station.decode(validating: bytes) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Station.self, from: Data(bytes), policy: .strict) }
    }

    @Test("an entry the app sets wins over the value kept under its name")
    func editsWin() throws {
        var station = try Station.decode(Array(Self.station.utf8), policy: .tolerant).value
        station.calibration?.additionalProperties["offset"] = 2
        station.calibration?.updated = 20_260_101
        guard case .object(let written)? = station.jsonValue["calibration"] else {
            Issue.record("no calibration written")
            return
        }
        #expect(written["offset"] == .number(JSONNumber(2)))
        #expect(written["updated"] == .number(JSONNumber(20_260_101)))
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(station)))
        #expect(JSONValueEquivalence.firstDifference(coded, station.jsonValue) == nil)
    }

    @Test("an entry with more digits than a Double holds: the nearest Double, its text kept and written back, reported")
    func entryDigitsAreKept() throws {
        let text = "0.12345678901234567890123"
        let bytes = Array(#"{"id": "st4", "samples": null, "calibration": {"gain": \#(text)}}"#.utf8)
        let fast = try Station.decode(bytes, policy: .tolerant)
        #expect(fast.drift.map(\.instanceLocation.description) == ["/calibration/gain"])
        #expect(fast.drift.map(\.keyword) == [UnrepresentableValues.keyword])
        #expect(fast.value.calibration?.additionalProperties == ["gain": 0.12345678901234567890123])
        let written = #"{"id":"st4","samples":null,"calibration":{"gain":\#(text)}}"#
        #expect(JSONWriter.compact.bytes(from: fast.value.jsonValue) == Array(written.utf8))
        let codable = try JSONDecoder().decode(Station.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.value == fast.value)
        #expect(codable.drift == fast.drift)
    }
}
