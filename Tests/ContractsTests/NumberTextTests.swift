import ContractRuntime
import Contracts
import Foundation
import Testing

/// Number literals on TMDb season details (issue 39): a number with more digits than a `Double` holds is decoded as
/// the nearest `Double`, its text kept and the loss reported (`x-unrepresentable`); a literal whose value the type
/// holds (`8.70`, `486.0`) is the value received, without drift, written in the encoders' form.
@Suite("Decoding policy: number text and digits a Double cannot hold")
struct NumberTextTests {
    static let popularity = "/episodes/0/crew/0/popularity"

    static func number(_ text: String) throws -> JSONValue { .number(try #require(JSONNumber(text))) }

    /// The literal at `pointer` of the JSON text `bytes`, as written.
    static func literal(at pointer: String, in bytes: [UInt8]) throws -> String? {
        guard case .number(let number)? = try #require(JSONPointer(pointer)).resolve(in: try JSONValue(parsing: bytes)) else {
            return nil
        }
        return number.literal
    }

    /// The crew member whose popularity the tests set.
    static func crew(_ season: SeasonDetails) throws -> CrewMember {
        try #require(season.episodes?.value?.first?.crew?.value?.first)
    }

    @Test(
        "more digits than a Double holds: the nearest Double, the text kept and written back, the loss reported",
        arguments: [
            ("0.12345678901234567890123", 0.12345678901234567890123),
            ("1e400", Double.greatestFiniteMagnitude),
            ("9007199254740993", 9_007_199_254_740_992),
        ])
    func digitsBeyondDouble(_ text: String, _ nearest: Double) throws {
        let bytes = try TolerantDecodingTests.broken([(Self.popularity, try Self.number(text))])
        #expect(SeasonDetails.contractValidator.validate(try JSONDocument(parsing: bytes)).isValid, "the document is valid")

        let fast = try SeasonDetails.decode(bytes, policy: .tolerant)
        #expect(try Self.crew(fast.value).popularity == .value(nearest))
        #expect(fast.drift.map(\.instanceLocation.description) == [Self.popularity])
        #expect(fast.drift.map(\.keyword) == [UnrepresentableValues.keyword])
        #expect(fast.drift.map(\.expected) == ["a number a Double holds exactly"])
        #expect(fast.drift.map(\.found) == [text])
        let written = JSONWriter.compact.bytes(from: fast.value.jsonValue)
        #expect(try Self.literal(at: Self.popularity, in: written) == text, "every digit written back")
        #expect(JSONValueEquivalence.firstDifference(try JSONValue(parsing: written), try JSONValue(parsing: bytes)) == nil)

        let plain = try SeasonDetails(jsonBytes: bytes)
        #expect(plain == fast.value)
        #expect(try Self.literal(at: Self.popularity, in: JSONWriter.compact.bytes(from: plain.jsonValue)) == text)
        let entry = try #require(ContractTypes.bySchemaURI["https://contracts.local/episodes/season-details.schema.json"])
        #expect(try entry.decode(SeasonDetails.self, bytes, policy: .tolerant) == fast)

        // Strict: a located failure, as for other valid values the Swift type cannot hold.
        #expect(throws: ContractDecodingError.invalid(fast.drift)) { try SeasonDetails.decode(validating: bytes) }
        #expect(throws: ContractDecodingError.invalid(fast.drift)) { try SeasonDetails.decode(bytes, policy: .strict) }

        // Foundation's JSONDecoder refuses a document holding 1e400 as a whole ("not valid JSON"): the Codable path
        // cannot read it at all, so it is checked on the other literals only.
        guard nearest != .greatestFiniteMagnitude else { return }
        let codable = try JSONDecoder().decode(SeasonDetails.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.value == fast.value)
        #expect(codable.drift == fast.drift)
        let encoded = Array(try JSONEncoder().encode(codable.value))
        #expect(try Self.literal(at: Self.popularity, in: encoded) == text, "JSONEncoder writes every digit back")
        #expect(throws: (any Error).self) { try JSONDecoder().decode(SeasonDetails.self, from: Data(bytes), policy: .strict) }
    }

    @Test("once the app sets the member, its value is written instead of the kept text")
    func appEditWins() throws {
        let bytes = try TolerantDecodingTests.broken([(Self.popularity, try Self.number("0.12345678901234567890123"))])
        var season = try SeasonDetails.decode(bytes, policy: .tolerant).value
        guard case .value(var episodes)? = season.episodes, case .value(var crew)? = episodes[0].crew else {
            Issue.record("the fixture has no crew")
            return
        }
        crew[0].popularity = .value(2.5)
        episodes[0].crew = .value(crew)
        season.episodes = .value(episodes)
        #expect(try Self.literal(at: Self.popularity, in: JSONWriter.compact.bytes(from: season.jsonValue)) == "2.5")
        #expect(try Self.literal(at: Self.popularity, in: Array(try JSONEncoder().encode(season))) == "2.5")
    }

    @Test("8.70 and 486.0: the value received, no drift, nothing kept; written in the encoders' form on both paths")
    func literalFormIsNotKept() throws {
        let bytes = try TolerantDecodingTests.broken([
            ("/episodes/0/vote_average", try Self.number("8.70")),
            ("/episodes/0/vote_count", try Self.number("486.0")),
        ])
        let fast = try SeasonDetails.decode(bytes, policy: .tolerant)
        let episode = try #require(fast.value.episodes?.value?.first)
        #expect(episode.voteAverage == .value(8.7))
        #expect(episode.voteCount == .value(486))
        #expect(fast.drift.isEmpty, "the value is the one received")
        #expect(episode.unknownMembers["vote_average"] == nil && episode.unknownMembers["vote_count"] == nil)
        // JSONDecoder reads no literal text: keeping it on the fast path alone would make the paths disagree.
        #expect(try JSONDecoder().decode(SeasonDetails.self, from: Data(bytes), policy: .tolerant).value == fast.value)
        let written = JSONWriter.compact.bytes(from: fast.value.jsonValue)
        #expect(try Self.literal(at: "/episodes/0/vote_average", in: written) == "8.7")
        #expect(try Self.literal(at: "/episodes/0/vote_count", in: written) == "486")
    }

    @Test("a literal the encoders write as received keeps nothing")
    func canonicalTextKeepsNothing() throws {
        let bytes = try TolerantDecodingTests.broken([
            ("/episodes/0/vote_average", try Self.number("8.7")), (Self.popularity, try Self.number("0.30000000000000004")),
        ])
        let season = try SeasonDetails.decode(bytes, policy: .tolerant)
        #expect(season.drift.isEmpty)
        let episode = try #require(season.value.episodes?.value?.first)
        #expect(episode.unknownMembers["vote_average"] == nil)
        #expect(try Self.crew(season.value).unknownMembers["popularity"] == nil, "17 digits a Double holds are no loss")
    }

    @Test("an integer beyond Int in an integer member: nil, the text kept and written back, reported; strict fails")
    func integerBeyondInt() throws {
        let huge = "123456789012345678901234567890"
        let bytes = try TolerantDecodingTests.broken([("/episodes/0/vote_count", try Self.number(huge))])
        let fast = try SeasonDetails.decode(bytes, policy: .tolerant)
        let episode = try #require(fast.value.episodes?.value?.first)
        #expect(episode.voteCount == nil)
        #expect(fast.drift.map(\.instanceLocation.description) == ["/episodes/0/vote_count"])
        #expect(fast.drift.map(\.keyword) == [UnrepresentableValues.keyword])
        #expect(try Self.literal(at: "/episodes/0/vote_count", in: JSONWriter.compact.bytes(from: fast.value.jsonValue)) == huge)
        #expect(throws: ContractDecodingError.invalid(fast.drift)) { try SeasonDetails.decode(validating: bytes) }

        let codable = try JSONDecoder().decode(SeasonDetails.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.value == fast.value)
        #expect(codable.drift.map(\.instanceLocation.description) == ["/episodes/0/vote_count"])
        #expect(codable.drift.map(\.keyword) == [UnrepresentableValues.keyword])
        #expect(try Self.literal(at: "/episodes/0/vote_count", in: Array(try JSONEncoder().encode(codable.value))) == huge)
    }

    @Test("an array of numbers keeps its text: the array received is written back while the member holds its decoding")
    func arrayOfNumbers() throws {
        let bytes = Array(#"{"a": [1.50, 0.12345678901234567890123, 2]}"#.utf8)
        let document = try JSONDocument(parsing: bytes)
        var kept: [String: JSONValue] = [:]
        var values: [Double] = []
        let unrepresentable = try document.withView { (view) throws(DecodingFailure) -> [ValidationError] in
            try UnrepresentableValues.collecting(beside: []) { () throws(DecodingFailure) in
                for member in ObjectMembers(of: 0, in: view) {
                    values = try TolerantArrays.decode([Double].self, view, member, validating: false, checked: false, keeping: &kept)
                }
            }.unrepresentable
        }
        #expect(values == [1.5, 0.12345678901234567890123, 2])
        #expect(unrepresentable.map(\.instanceLocation.description) == ["/a/1"])
        let array = try #require(kept["a"])
        #expect(JSONWriter.compact.bytes(from: array) == Array(#"[1.50,0.12345678901234567890123,2]"#.utf8))
        #expect(TolerantArrays.kept(values, array) == array, "written back while the member is unchanged")
        #expect(TolerantArrays.kept([1.5, 2], array) == nil, "the app's array once it changes it")
    }
}
