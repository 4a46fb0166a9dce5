import ConsumerModels
import Foundation
import Testing

/// The tolerant rule for collections (issue 39) on maps and on arrays read through `Coded` (UUIDs): an element or
/// entry the Swift type cannot hold is left out, the collection received kept and written back until the app
/// changes the member, and every break reported, alike through the fast path and `JSONDecoder`.
@Suite("Consumer package: tolerant maps and UUID arrays")
struct TolerantCollectionTests {
    static let device = "6f9619ff-8b86-4d11-b42d-00c04fc964ff"
    static let log = """
        {"id": "s1", "readings": {"a": 1, "b": "high", "c": 3}, "aliases": {"main": "\(device)", "old": "not-a-uuid"},
         "devices": ["\(device)", 42, "\(device)"], "spares": ["nope"], "limit": "ten"}
        """

    /// The drift both decoders must report: exactly the validator's errors.
    static func expected(_ bytes: [UInt8]) throws -> [ValidationError] {
        SensorLog.contractValidator.validate(try JSONDocument(parsing: bytes)).errors
    }

    @Test("bad entries and elements are left out, kept, reported; the rest is delivered")
    func leftOutKeptReported() throws {
        let bytes = Array(Self.log.utf8)
        let received = try JSONValue(parsing: bytes)
        let expected = try Self.expected(bytes)
        #expect(
            Set(expected.map(\.instanceLocation.description))
                == ["/readings/b", "/aliases/old", "/devices/1", "/spares/0", "/limit"])
        let uuid = try #require(UUID(uuidString: Self.device))

        let fast = try SensorLog.decode(bytes, policy: .tolerant)
        #expect(fast.drift == expected)
        #expect(fast.value.readings == ["a": 1, "c": 3])
        #expect(fast.value.aliases == .value(["main": uuid]))
        #expect(fast.value.devices == [uuid, uuid])
        #expect(fast.value.spares == [])
        #expect(fast.value.limit == nil && fast.value.limitOrDefault == 10)
        #expect(JSONValueEquivalence.firstDifference(fast.value.jsonValue, received) == nil, "re-encoded as received")

        let codable = try JSONDecoder().decode(SensorLog.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.drift == expected)
        #expect(codable.value == fast.value, "JSONDecoder decodes the same value")
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(codable.value)))
        #expect(JSONValueEquivalence.firstDifference(coded, received) == nil, "JSONEncoder writes it as received")

        #expect(throws: ContractDecodingError.invalid(expected)) { try SensorLog.decode(validating: bytes) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(SensorLog.self, from: Data(bytes), policy: .strict) }
    }

    @Test("once the app changes a member, its value is written: edits win")
    func editsWin() throws {
        let bytes = Array(Self.log.utf8)
        var log = try SensorLog.decode(bytes, policy: .tolerant).value
        log.readings["d"] = 4
        log.devices.removeFirst()
        log.limit = 20
        guard case .object(let written) = log.jsonValue else {
            Issue.record("not an object")
            return
        }
        #expect(written["readings"] == (try JSONValue(parsing: Array(#"{"a": 1, "c": 3, "d": 4}"#.utf8))))
        #expect(written["devices"] == .array([.string(Self.device)]))
        #expect(written["limit"] == .number(JSONNumber(20)))
        #expect(written["aliases"] == (try JSONValue(parsing: Array(#"{"main": "\#(Self.device)", "old": "not-a-uuid"}"#.utf8))))
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(log)))
        #expect(JSONValueEquivalence.firstDifference(coded, log.jsonValue) == nil)
    }

    @Test("a required nullable member the type cannot hold fails its object, whose place keeps it: nothing is lost")
    func requiredNullableFailsItsObject() throws {
        let text = #"{"id": "s3", "readings": {}, "devices": [], "sensors": [{"name": "t", "unit": null}, {"name": "p", "unit": 5}]}"#
        let bytes = Array(text.utf8)
        let expected = try Self.expected(bytes)
        #expect(expected.map(\.instanceLocation.description) == ["/sensors/1/unit"])
        let fast = try SensorLog.decode(bytes, policy: .tolerant)
        #expect(fast.drift == expected)
        #expect(fast.value.sensors?.count == 1, "the sensor whose unit is 5 is left out")
        #expect(fast.value.sensors?.first.map { $0.name == "t" && $0.unit == nil } == true, "a null unit is a value, not drift")
        #expect(JSONValueEquivalence.firstDifference(fast.value.jsonValue, try JSONValue(parsing: bytes)) == nil)
        #expect(try JSONDecoder().decode(SensorLog.self, from: Data(bytes), policy: .tolerant).value == fast.value)

        // At the root, a required member the type cannot hold fails the decode, with every violation.
        let root = Array(#"{"id": 7, "readings": {}, "devices": []}"#.utf8)
        #expect(throws: ContractDecodingError.invalid(try Self.expected(root))) { try SensorLog.decode(root, policy: .tolerant) }
    }

    @Test("a valid log keeps nothing and has no drift")
    func validKeepsNothing() throws {
        let bytes = Array(#"{"id": "s2", "readings": {"a": 1}, "devices": ["\#(Self.device)"]}"#.utf8)
        let fast = try SensorLog.decode(bytes, policy: .tolerant)
        #expect(fast.drift.isEmpty && fast.value.unknownMembers.isEmpty)
        #expect(try JSONDecoder().decode(SensorLog.self, from: Data(bytes), policy: .tolerant).value == fast.value)
    }
}
