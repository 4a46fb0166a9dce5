import ContractRuntime
import Contracts
import Foundation
import Testing

/// Valid values the Swift type cannot hold (issue 39): a 30-digit integer is valid for `integer`, which `Int`
/// cannot hold. The tolerant decoders leave it out and keep it, as for values that break the schema; since the
/// validator finds nothing, each one is a drift entry of its own (`UnrepresentableValues.keyword`), on every path.
@Suite("Decoding policy: valid values the Swift type cannot hold")
struct UnrepresentableValueTests {
    static let huge = "123456789012345678901234567890"

    /// The first valid standing of the fixtures, with `hole_scores` as given (JSON text).
    static func standing(holeScores: String) throws -> [UInt8] {
        let fixture = try #require(
            Fixtures.all.first { $0.schemaURI == "https://contracts.local/rounds/standing.schema.json" && $0.valid })
        guard case .object(var standing) = try JSONValue(parsing: fixture.data) else {
            throw Fixtures.Malformed(description: "not an object")
        }
        standing["hole_scores"] = try JSONValue(parsing: Array(holeScores.utf8))
        return JSONWriter.compact.bytes(from: .object(standing))
    }

    @Test("a 30-digit integer in integer items: left out, kept, reported on the fast path, Codable and ContractType")
    func hugeElementIsReported() throws {
        let bytes = try Self.standing(holeScores: "[3, \(Self.huge), 4]")
        let received = try JSONValue(parsing: bytes)
        #expect(Standing.contractValidator.validate(try JSONDocument(parsing: bytes)).isValid, "the document is valid")

        let fast = try Standing.decode(bytes, policy: .tolerant)
        #expect(fast.value.holeScores == [3, 4])
        #expect(fast.drift.map(\.instanceLocation.description) == ["/hole_scores/1"])
        #expect(fast.drift.map(\.keyword) == [UnrepresentableValues.keyword])
        #expect(fast.drift.first?.message.contains("valid, but the Swift type cannot hold it") == true)
        #expect(JSONValueEquivalence.firstDifference(fast.value.jsonValue, received) == nil, "re-encoded as received")

        let codable = try JSONDecoder().decode(Standing.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.value == fast.value)
        #expect(codable.drift.map(\.instanceLocation.description) == ["/hole_scores/1"])
        #expect(codable.drift.map(\.keyword) == [UnrepresentableValues.keyword])
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(codable.value)))
        #expect(JSONValueEquivalence.firstDifference(coded, received) == nil)

        let entry = try #require(ContractTypes.bySchemaURI["https://contracts.local/rounds/standing.schema.json"])
        #expect(try entry.decode(Standing.self, bytes, policy: .tolerant) == fast)

        // Strict fails on it, located, rather than leave it out silently.
        #expect(throws: ContractDecodingError.invalid(fast.drift)) { try Standing.decode(validating: bytes) }
        #expect(throws: ContractDecodingError.invalid(fast.drift)) { try Standing.decode(bytes, policy: .strict) }
    }

    @Test("after the app edits the array, its value is written; the huge element is then gone, as the app chose")
    func appEditWins() throws {
        let bytes = try Self.standing(holeScores: "[3, \(Self.huge), 4]")
        var standing = try Standing.decode(bytes, policy: .tolerant).value
        standing.holeScores?.append(5)
        guard case .object(let written) = standing.jsonValue else {
            Issue.record("not an object")
            return
        }
        #expect(written["hole_scores"] == (try JSONValue(parsing: Array("[3, 4, 5]".utf8))))
    }

    @Test("a huge integer that breaks the schema too is reported once, by the validator's own entry")
    func brokenAndHugeIsReportedOnce() throws {
        let bytes = try Self.standing(holeScores: "[3, -\(Self.huge), 4]")
        let expected = Standing.contractValidator.validate(try JSONDocument(parsing: bytes))
        #expect(expected.errors.map(\.keyword) == ["minimum"])
        let fast = try Standing.decode(bytes, policy: .tolerant)
        #expect(fast.drift == expected.errors)
        #expect(try JSONDecoder().decode(Standing.self, from: Data(bytes), policy: .tolerant).drift == expected.errors)
    }

    @Test("a valid standing whose values all fit has no drift and keeps nothing")
    func fittingValuesKeepNothing() throws {
        let bytes = try Self.standing(holeScores: "[3, 4]")
        let fast = try Standing.decode(bytes, policy: .tolerant)
        #expect(fast.drift.isEmpty)
        #expect(fast.value.unknownMembers["hole_scores"] == nil)
        #expect(try JSONDecoder().decode(Standing.self, from: Data(bytes), policy: .tolerant).drift.isEmpty)
    }
}
