import ContractRuntime
import Contracts
import Foundation
import Testing

/// The tolerant rule for arrays (`TolerantArrays`): an element that cannot be represented is left out of the
/// typed array, reported as drift where the validator finds it, and the array received is written back on
/// re-encoding until the app changes the member. On a required array member (`SessionsPage.sessions`), where
/// failing the array would fail the whole page.
@Suite("Decoding policy: array elements that cannot be represented")
struct TolerantArrayTests {
    /// A valid sessions page of the fixtures, with the sessions as JSON.
    static func page() throws -> (page: JSONObject, sessions: [JSONValue]) {
        let fixture = try #require(
            Fixtures.all.first {
                $0.schemaURI == "https://contracts.local/sessions/sessions-page.schema.json" && $0.valid
                    && ((try? JSONValue(parsing: $0.data)).flatMap { value -> Int? in
                        if case .object(let page) = value, case .array(let sessions)? = page["sessions"] { return sessions.count }
                        return nil
                    } ?? 0) >= 3
            }, "a valid sessions page with three sessions or more")
        guard case .object(let page) = try JSONValue(parsing: fixture.data), case .array(let sessions)? = page["sessions"] else {
            throw Failure.notAPage
        }
        return (page, sessions)
    }

    enum Failure: Error { case notAPage }

    /// The page with session `index` lacking its required `round_id`.
    static func brokenPage() throws -> (bytes: [UInt8], sessions: [JSONValue]) {
        var (page, sessions) = try page()
        guard case .object(var session) = sessions[1] else { throw Failure.notAPage }
        session["round_id"] = nil
        sessions[1] = .object(session)
        page["sessions"] = .array(sessions)
        return (JSONWriter.compact.bytes(from: .object(page)), sessions)
    }

    @Test("a session missing a required member is left out, reported where the validator finds it, kept for re-encoding")
    func requiredArrayKeepsItsOtherElements() throws {
        let (bytes, sessions) = try Self.brokenPage()
        let received = try JSONValue(parsing: bytes)
        let expected = SessionsPage.contractValidator.validate(try JSONDocument(parsing: bytes))
        #expect(expected.errors.map(\.instanceLocation.description) == ["/sessions/1"])
        #expect(expected.errors.map(\.keyword) == ["required"])

        let fast = try SessionsPage.decode(bytes, policy: .tolerant)
        #expect(fast.drift == expected.errors)
        #expect(fast.value.sessions.count == sessions.count - 1)
        #expect(fast.value.unknownMembers["sessions"] == .array(sessions), "the array received is kept whole")
        #expect(JSONValueEquivalence.firstDifference(fast.value.jsonValue, received) == nil)
        #expect(fast.value.validate().errors == expected.errors, "validate() of the value sees the same drift")
        #expect(try SessionsPage(jsonBytes: bytes) == fast.value)

        let codable = try JSONDecoder().decode(SessionsPage.self, from: Data(bytes), policy: .tolerant)
        #expect(codable.drift == expected.errors)
        #expect(codable.value == fast.value, "Codable and the fast path decode the same value")
        let reencoded = try JSONValue(parsing: Array(try JSONEncoder().encode(codable.value)))
        #expect(JSONValueEquivalence.firstDifference(reencoded, received) == nil)
        #expect(try JSONDecoder().decode(SessionsPage.self, from: Data(bytes)) == fast.value, "plain JSONDecoder is tolerant")

        let entry = try #require(ContractTypes.bySchemaURI["https://contracts.local/sessions/sessions-page.schema.json"])
        #expect(try entry.decode(SessionsPage.self, bytes, policy: .tolerant) == fast)

        #expect(throws: ContractDecodingError.invalid(expected.errors)) { try SessionsPage.decode(validating: bytes) }
        #expect(throws: ContractDecodingError.invalid(expected.errors)) { try SessionsPage.decode(bytes, policy: .strict) }
        #expect(throws: ContractDecodingError.invalid(expected.errors)) {
            try JSONDecoder().decode(SessionsPage.self, from: Data(bytes), policy: .strict)
        }
    }

    @Test("once the app changes the array, its value is encoded: edits are never lost")
    func appEditsWin() throws {
        let (bytes, sessions) = try Self.brokenPage()
        let decoded = try SessionsPage.decode(bytes, policy: .tolerant).value

        var removed = decoded
        removed.sessions.removeFirst()
        #expect(Self.sessions(of: removed) == Array(decoded.sessions.dropFirst()).map(\.jsonValue))

        var edited = decoded
        edited.sessions[0].status = .unknown("archived")
        let written = try #require(Self.sessions(of: edited))
        #expect(written.count == sessions.count - 1, "the app's array, without the element left out")
        guard case .object(let first)? = written.first else {
            Issue.record("no first session")
            return
        }
        #expect(first["status"] == .string("archived"))
        let coded = try JSONValue(parsing: Array(try JSONEncoder().encode(edited)))
        #expect(JSONValueEquivalence.firstDifference(coded, edited.jsonValue) == nil, "JSONEncoder writes the app's array too")

        var replaced = decoded
        replaced.sessions = []
        #expect(Self.sessions(of: replaced) == [])

        var restored = edited
        restored.sessions = decoded.sessions
        #expect(Self.sessions(of: restored) == sessions, "the member as decoded again: the array received")
    }

    @Test("a valid page keeps nothing, and the rule changes nothing for it")
    func validPageKeepsNothing() throws {
        let (page, _) = try Self.page()
        let bytes = JSONWriter.compact.bytes(from: .object(page))
        let lenient = try SessionsPage(jsonBytes: bytes)
        #expect(lenient.unknownMembers["sessions"] == nil)
        #expect(lenient == (try SessionsPage.decode(validating: bytes)))
    }

    static func sessions(of page: SessionsPage) -> [JSONValue]? {
        guard case .object(let object) = page.jsonValue, case .array(let sessions)? = object["sessions"] else { return nil }
        return sessions
    }
}
