import ConsumerModels
import Foundation
import Testing

/// A member that admits null only through an `allOf` member's `$ref` or an `anyOf` branch (DigitalOcean's 3.0
/// `nullable` objects, reduced in reserved-ip.schema.json): `null` is a valid value, so every decoder takes it, as nil,
/// and writes it back.
@Suite("Consumer package: null through allOf and anyOf members")
struct NullThroughMembersTests {
    @Test("null through an allOf member and an anyOf branch decodes as nil and is written back")
    func nullDecodes() throws {
        let bytes = Array(#"{"ip":"203.0.113.7","backup_window":null,"droplet":null}"#.utf8)
        #expect(ReservedIp.contractValidator.validate(try JSONDocument(parsing: bytes)).errors.isEmpty, "the schema admits null")
        let fast = try ReservedIp.decode(validating: bytes)
        #expect(fast.backupWindow == nil)
        #expect(fast.droplet == nil)
        #expect(JSONWriter.compact.bytes(from: fast.jsonValue) == bytes)
        let codable = try JSONDecoder().decode(ReservedIp.self, from: Data(bytes))
        #expect(codable == fast)
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(codable)))
        #expect(JSONValueEquivalence.firstDifference(coded, try JSONValue(parsing: bytes)) == nil, "JSONEncoder writes null back")
    }

    @Test("values still decode into their types")
    func valuesDecode() throws {
        let bytes = Array(#"{"ip":"203.0.113.7","backup_window":{"start":"a","end":"b"},"droplet":{"id":3}}"#.utf8)
        let fast = try ReservedIp.decode(validating: bytes)
        #expect(fast.backupWindow?.start == "a")
        #expect(fast.droplet != nil)
        #expect(JSONWriter.compact.bytes(from: fast.jsonValue) == bytes)
        #expect(try JSONDecoder().decode(ReservedIp.self, from: Data(bytes)) == fast)
    }

    @Test("a value of another kind is still refused")
    func otherKindsRefused() throws {
        let bytes = Array(#"{"ip":"203.0.113.7","backup_window":7,"droplet":"x"}"#.utf8)
        let errors = ReservedIp.contractValidator.validate(try JSONDocument(parsing: bytes)).errors
        #expect(Set(errors.map(\.instanceLocation.description)) == ["/backup_window", "/droplet"])
        #expect(throws: ContractDecodingError.self) { try ReservedIp.decode(validating: bytes) }
    }
}
