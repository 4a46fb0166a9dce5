import ContractRuntime
import Contracts
import Foundation
import Testing

/// `Codable` of generated types runs their fast decoder and `jsonValue` encoder (`JSONViewCodable`): what apps that use
/// `JSONDecoder` and `JSONEncoder` directly see, with generated types inside collections and inside their own types.
@Suite("Codable through the fast path")
struct CodableThroughFastPathTests {
    /// An app's own `Codable` type holding generated ones.
    struct Envelope: Codable, Equatable {
        var label: String
        var standings: [Standing]
    }

    static func standing(holeScores: String) throws -> JSONValue {
        try JSONValue(parsing: UnrepresentableValueTests.standing(holeScores: holeScores))
    }

    static func envelope(_ standings: [JSONValue]) -> Data {
        let members = [
            JSONObject.Member(key: "label", value: .string("week 1")), JSONObject.Member(key: "standings", value: .array(standings)),
        ]
        return Data(JSONWriter.compact.bytes(from: .object(JSONObject(members))))
    }

    /// The coding path as the JSON Pointer tokens it stands for.
    static func tokens(_ path: [any CodingKey]) -> [String] {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }
    }

    @Test("inside an app's type, a value left out is reported under the app's path, and written back")
    func nestedDriftIsLocatedUnderTheOuterPath() throws {
        let valid = try Self.standing(holeScores: "[3, 4]")
        let huge = try Self.standing(holeScores: "[3, \(UnrepresentableValueTests.huge), 4]")
        let data = Self.envelope([valid, huge])
        let decoded = try UnrepresentableValues.collecting(beside: []) { try JSONDecoder().decode(Envelope.self, from: data) }
        #expect(decoded.value.standings.map(\.holeScores) == [[3, 4], [3, 4]])
        #expect(decoded.unrepresentable.map(\.instanceLocation.description) == ["/standings/1/hole_scores/1"])
        let written = try JSONValue(parsing: Array(try JSONEncoder().encode(decoded.value)))
        #expect(JSONValueEquivalence.firstDifference(written, try JSONValue(parsing: Array(data))) == nil, "written back as received")
    }

    @Test("inside an app's type, a missing or wrong required member fails under the app's coding path")
    func nestedErrorIsLocatedUnderTheOuterPath() throws {
        guard case .object(var broken) = try Self.standing(holeScores: "[3, 4]") else {
            throw Fixtures.Malformed(description: "not an object")
        }
        broken["strokes"] = nil
        let data = Self.envelope([try Self.standing(holeScores: "[3]"), .object(broken)])
        do {
            _ = try JSONDecoder().decode(Envelope.self, from: data)
            Issue.record("decoded a standing without strokes")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "strokes")
            #expect(Self.tokens(context.codingPath) == ["standings", "1"])
        }
        // A required member of the wrong type fails its object: located at the member.
        guard case .object(var wrong) = try Self.standing(holeScores: "[3]") else { throw Fixtures.Malformed(description: "not an object") }
        wrong["strokes"] = .string("seventy")
        do {
            _ = try JSONDecoder().decode(Envelope.self, from: Self.envelope([.object(wrong)]))
            Issue.record("decoded a string as an integer")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(Self.tokens(context.codingPath) == ["standings", "0", "strokes"])
        }
    }

    @Test("the strict policy in userInfo fails on a value the Swift type cannot hold, where it is")
    func strictPolicyFromUserInfo() throws {
        let data = Self.envelope([try Self.standing(holeScores: "[3, \(UnrepresentableValueTests.huge)]")])
        let decoder = JSONDecoder()
        decoder.userInfo[DecodingPolicy.userInfoKey] = DecodingPolicy.strict
        do {
            _ = try decoder.decode(Envelope.self, from: data)
            Issue.record("strict decoding left the huge integer out")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(Self.tokens(context.codingPath) == ["standings", "0", "hole_scores", "1"])
        }
        // The same document under the default (tolerant) policy decodes.
        #expect(try JSONDecoder().decode(Envelope.self, from: data).standings.first?.holeScores == [3])
    }

    @Test("arrays and dictionaries of generated types encode as their jsonValue and decode back equal")
    func collectionsRoundTrip() throws {
        let standings = try [Self.standing(holeScores: "[3, 4]"), Self.standing(holeScores: "[5]")].map {
            try Standing(jsonBytes: JSONWriter.compact.bytes(from: $0))
        }
        let array = try JSONEncoder().encode(standings)
        #expect(try JSONValue(parsing: Array(array)) == .array(standings.map(\.jsonValue)))
        #expect(try JSONDecoder().decode([Standing].self, from: array) == standings)
        let byName = Dictionary(uniqueKeysWithValues: zip(["a", "b"], standings))
        #expect(try JSONDecoder().decode([String: Standing].self, from: try JSONEncoder().encode(byName)) == byName)
    }
}
