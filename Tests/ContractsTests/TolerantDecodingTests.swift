import ContractRuntime
import Contracts
import Foundation
import Testing

/// The decoding policy (`DecodingPolicy`) on TMDb season details shaped as the corpus fixtures are
/// (`Schemas/episodes/fixtures/season-details.json`), broken the ways real TMDb responses break their
/// published schemas: a tolerant decode delivers the value, reports exactly the validator's errors and
/// re-encodes what was received; a strict decode fails with those errors.
@Suite("Decoding policy: strict and tolerant")
struct TolerantDecodingTests {
    /// The first valid season of the fixtures, a real TMDb response from the corpus.
    static func season() throws -> JSONValue {
        let fixture = try #require(
            Fixtures.all.first { $0.schemaURI == "https://contracts.local/episodes/season-details.schema.json" && $0.valid })
        return try JSONValue(parsing: fixture.data)
    }

    /// `season` with the value at each pointer replaced.
    static func broken(_ patches: [(String, JSONValue)]) throws -> [UInt8] {
        var document = try season()
        for (pointer, value) in patches {
            let tokens = try #require(JSONPointer(pointer)).tokens
            document = try #require(replacing(document, tokens[...], with: value), "no value at \(pointer)")
        }
        return JSONWriter.compact.bytes(from: document)
    }

    private static func replacing(_ value: JSONValue, _ tokens: ArraySlice<String>, with new: JSONValue) -> JSONValue? {
        guard let token = tokens.first else { return new }
        switch value {
        case .object(var object):
            let inner = object[token] ?? .null
            guard let replaced = replacing(inner, tokens.dropFirst(), with: new) else { return nil }
            object[token] = replaced
            return .object(object)
        case .array(var array):
            guard let index = Int(token), array.indices.contains(index),
                let replaced = replacing(array[index], tokens.dropFirst(), with: new)
            else { return nil }
            array[index] = replaced
            return .array(array)
        default:
            return nil
        }
    }

    /// Checks the promise on `bytes`: tolerant decodes on both paths, with the validator's errors as drift
    /// and a lossless re-encoding; strict fails with the same errors.
    static func expectTolerated(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SeasonDetails {
        let expected = SeasonDetails.contractValidator.validate(try JSONDocument(parsing: bytes))
        #expect(!expected.isValid, "the test data should break the schema", sourceLocation: sourceLocation)
        let received = try JSONValue(parsing: bytes)

        let fast = try SeasonDetails.decode(bytes, policy: .tolerant)
        #expect(fast.drift == expected.errors, sourceLocation: sourceLocation)
        #expect(JSONValueEquivalence.firstDifference(fast.value.jsonValue, received) == nil, sourceLocation: sourceLocation)
        #expect(
            fast.value.validate().errors == expected.errors, "validate() of the value sees the same drift", sourceLocation: sourceLocation)

        let codable = try JSONDecoder().decode(SeasonDetails.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.drift == expected.errors, sourceLocation: sourceLocation)
        #expect(codable.value == fast.value, "Codable and the fast path decode the same value", sourceLocation: sourceLocation)
        let reencoded = try JSONValue(parsing: Array(try JSONEncoder().encode(codable.value)))
        #expect(JSONValueEquivalence.firstDifference(reencoded, received) == nil, sourceLocation: sourceLocation)

        let entry = try #require(ContractTypes.bySchemaURI["https://contracts.local/episodes/season-details.schema.json"])
        #expect(try entry.decode(SeasonDetails.self, bytes, policy: .tolerant) == fast, sourceLocation: sourceLocation)

        #expect(throws: ContractDecodingError.invalid(expected.errors), sourceLocation: sourceLocation) {
            try SeasonDetails.decode(validating: bytes)
        }
        #expect(throws: ContractDecodingError.invalid(expected.errors), sourceLocation: sourceLocation) {
            try SeasonDetails.decode(bytes, policy: .strict)
        }
        #expect(throws: ContractDecodingError.invalid(expected.errors), sourceLocation: sourceLocation) {
            try JSONDecoder().decode(SeasonDetails.self, from: Data(bytes), policy: .strict)
        }
        return fast.value
    }

    @Test("null in an optional, non-nullable string: the member is nil, the null kept and reported")
    func nullInOptionalString() throws {
        let season = try Self.expectTolerated(try Self.broken([("/episodes/0/crew/0/credit_id", .null)]))
        let crew = try #require(season.episodes?.value?.first?.crew?.value?.first)
        #expect(crew.creditId == nil)
        #expect(crew.unknownMembers["credit_id"] == .null)
        #expect(crew.name != nil, "the rest of the crew member is decoded")
    }

    @Test("8.7 for an optional integer, a string for a number: members nil, values kept with every digit")
    func wrongNumbers() throws {
        let bytes = try Self.broken([
            ("/episodes/0/runtime", .number(try #require(JSONNumber("8.7")))),
            ("/episodes/1/vote_average", .string("7.25")),
        ])
        let season = try Self.expectTolerated(bytes)
        let episodes = try #require(season.episodes?.value)
        #expect(episodes[0].runtime == nil)
        #expect(episodes[0].unknownMembers["runtime"] == .number(try #require(JSONNumber("8.7"))))
        #expect(episodes[1].voteAverage == nil)
        #expect(episodes[1].unknownMembers["vote_average"] == .string("7.25"))
    }

    @Test("a required member broken in an array element: the element is left out, the array received kept")
    func brokenElementIsLeftOut() throws {
        let received = try Self.season()
        guard case .object(let object) = received, case .array(let episodes)? = object["episodes"] else {
            Issue.record("the fixture has no episodes")
            return
        }
        let season = try Self.expectTolerated(try Self.broken([("/episodes/1/id", .string("4896904"))]))
        let decoded = try #require(season.episodes?.value)
        #expect(decoded.count == episodes.count - 1, "only the broken episode is left out")
        var expectedIDs = episodes.map { episode -> JSONValue? in
            if case .object(let members) = episode { return members["id"] }
            return nil
        }
        expectedIDs.remove(at: 1)
        #expect(decoded.map { JSONValue.number(JSONNumber(Int64($0.id))) } == expectedIDs)
        guard case .array(let kept)? = season.unknownMembers["episodes"] else {
            Issue.record("the episodes received are not kept")
            return
        }
        #expect(kept.count == episodes.count)
        #expect(season.id > 0, "the season itself is decoded")
    }

    @Test("values the Swift type holds but the schema forbids stay in the member, reported")
    func forbiddenButRepresentable() throws {
        let season = try Self.expectTolerated(try Self.broken([("/episodes/0/crew/0/gender", .number(JSONNumber(7)))]))
        #expect(season.episodes?.value?.first?.crew?.value?.first?.gender == .value(7))
    }

    @Test("a member the app sets replaces the kept value when encoded")
    func appChangesWin() throws {
        var season = try SeasonDetails.decode(try Self.broken([("/_id", .number(JSONNumber(12)))]), policy: .tolerant).value
        #expect(season._id == nil)
        season._id = "88d5e05570b541aabcab5e7f"
        guard case .object(let object) = season.jsonValue else {
            Issue.record("not an object")
            return
        }
        #expect(object["_id"] == .string("88d5e05570b541aabcab5e7f"))
        #expect(season.validate().isValid)
    }

    @Test("a root that cannot be decoded fails in both policies, with every violation located")
    func brokenRootFails() throws {
        let bytes = try Self.broken([("/id", .string("90007")), ("/season_number", .null), ("/episodes/0/runtime", .bool(true))])
        let expected = SeasonDetails.contractValidator.validate(try JSONDocument(parsing: bytes))
        #expect(expected.errors.map(\.instanceLocation.description).sorted() == ["/episodes/0/runtime", "/id", "/season_number"])
        #expect(throws: ContractDecodingError.invalid(expected.errors)) { try SeasonDetails.decode(bytes, policy: .tolerant) }
        #expect(throws: ContractDecodingError.invalid(expected.errors)) {
            try JSONDecoder().decode(SeasonDetails.self, from: Data(bytes), policy: .tolerant)
        }
    }

    @Test("an unknown value of an open enum: decode(_:policy: .tolerant) keeps it, strict decode(validating:) fails")
    func openEnumValue() throws {
        let fixture = try #require(
            Fixtures.all.first { $0.schemaURI == "https://contracts.local/sessions/sessions-page.schema.json" && $0.valid })
        guard case .object(var page) = try JSONValue(parsing: fixture.data), case .array(var sessions)? = page["sessions"],
            case .object(var first)? = sessions.first
        else {
            Issue.record("the sessions page fixture has no session")
            return
        }
        first["status"] = .string("members_early_access")
        sessions[0] = .object(first)
        page["sessions"] = .array(sessions)
        let bytes = JSONWriter.compact.bytes(from: .object(page))

        let decoded = try SessionsPage.decode(bytes, policy: .tolerant)
        #expect(decoded.value.sessions.first?.status == .unknown("members_early_access"))
        #expect(decoded.drift.map(\.instanceLocation.description) == ["/sessions/0/status"])
        #expect(decoded.drift.map(\.keyword) == ["enum"])
        #expect(try SessionsPage(jsonBytes: bytes).sessions.first?.status == .unknown("members_early_access"))
        #expect(throws: ContractDecodingError.self) { try SessionsPage.decode(validating: bytes) }
    }

    @Test("a valid document has no drift in either policy")
    func validDocumentHasNoDrift() throws {
        let bytes = JSONWriter.compact.bytes(from: try Self.season())
        #expect(try SeasonDetails.decode(bytes, policy: .tolerant).drift.isEmpty)
        #expect(try SeasonDetails.decode(bytes, policy: .strict).value == SeasonDetails.decode(validating: bytes))
    }

    @Test("the public throwing APIs mix with JSONEncoder in one ordinary do block")
    func throwingAPIsCompose() {
        // This compiling is the point: typed `throws(ContractDecodingError)` made the block fail to compile.
        var outcome = ""
        do {
            let bytes = JSONWriter.compact.bytes(from: try Self.season())
            let strict = try SeasonDetails.decode(validating: bytes)
            let tolerant = try SeasonDetails.decode(bytes, policy: .tolerant)
            let lenient = try SeasonDetails(jsonBytes: bytes)
            let data = try JSONEncoder().encode(strict)
            outcome = tolerant.value == lenient && !data.isEmpty ? "ok" : "different"
        } catch let error as ContractDecodingError {
            outcome = "contract: \(error)"
        } catch {
            outcome = "other: \(error)"
        }
        #expect(outcome == "ok")
    }
}
