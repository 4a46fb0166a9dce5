import ContractRuntime
import Contracts
import Foundation
import Testing

/// The fast path builds the elements of an array of a kilobyte or more in a per-thread scratch stack and moves
/// them into the array afterwards (ArrayScratch.swift). Whatever the array's size, nesting or failure, a user
/// must get exactly the elements of the document, or the error at the element that broke it, and the next
/// decode on the same thread must be unaffected.
@Suite("Contracts: large arrays on the fast path")
struct LargeArrayDecodingTests {
    /// `[ "item-0-…", "item-1-…", … ]`: strings long enough to need heap storage.
    static func strings(_ count: Int, tag: String = "item") -> [String] {
        (0..<count).map { "\(tag)-\($0)-\(String(repeating: "x", count: 20))" }
    }

    static func json(_ values: [String]) -> String {
        "[" + values.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }

    static func decode<T: JSONViewDecodable>(_: T.Type, _ text: String) throws -> T {
        let document = try JSONDocument(parsing: text)
        return try document.withView { view throws(DecodingFailure) in try view.decode(T.self, at: 0, validating: true) }
    }

    @Test("arrays of strings from empty to far past the scratch's 64 KiB keep every element in order")
    func stringsOfEverySize() throws {
        // 16 bytes a string: the scratch takes arrays of 60 or more, and holds up to 4,096 of them.
        for count in [0, 1, 59, 60, 61, 100, 1_000, 4_095, 4_096, 4_097, 20_000] {
            let expected = LargeArrayDecodingTests.strings(count)
            #expect(try LargeArrayDecodingTests.decode([String].self, LargeArrayDecodingTests.json(expected)) == expected, "\(count)")
        }
    }

    @Test("nested large arrays, each built while its parent's elements wait in the scratch")
    func nestedArrays() throws {
        let expected = (0..<40).map { LargeArrayDecodingTests.strings(70 + $0, tag: "row\($0)") }
        let text = "[" + expected.map(LargeArrayDecodingTests.json).joined(separator: ",") + "]"
        #expect(try LargeArrayDecodingTests.decode([[String]].self, text) == expected)
    }

    @Test("a wrong element in a large array fails at that element, and the next decode is unaffected")
    func failureInsideLargeArray() throws {
        var elements = LargeArrayDecodingTests.strings(200).map { "\"\($0)\"" }
        elements[150] = "150"
        let text = "[" + elements.joined(separator: ",") + "]"
        let document = try JSONDocument(parsing: text)
        let failure = document.withView { view -> DecodingFailure? in
            do throws(DecodingFailure) {
                _ = try view.decode([String].self, at: 0, validating: true)
                return nil
            } catch {
                return error
            }
        }
        #expect(failure?.reason == .typeMismatch(expected: "a string", found: .number))
        #expect(failure.map { $0.location(in: document).pointer.description } == "/150")
        // A failure deep in nested arrays leaves the scratch as it found it too.
        let nested = "[" + String(repeating: LargeArrayDecodingTests.json(LargeArrayDecodingTests.strings(80)) + ",", count: 3) + text + "]"
        #expect(throws: DecodingFailure.self) { try LargeArrayDecodingTests.decode([[String]].self, nested) }
        for _ in 0..<3 {
            let expected = LargeArrayDecodingTests.strings(3_000)
            #expect(try LargeArrayDecodingTests.decode([String].self, LargeArrayDecodingTests.json(expected)) == expected)
        }
    }

    @Test("a page of many sessions decodes the same through the fast path and through Codable")
    func largePageOfSessions() throws {
        let sessions = (0..<300).map { index in
            """
            {"round_id":"round-\(index)-\(UUID().uuidString)","status":"rated","created_at":"2026-10-28T04:29:16Z",\
            "attendees":["\(UUID().uuidString)","\(UUID().uuidString)"],\
            "pick":{"tmdb_movie_id":\(index + 1),"title":"Movie number \(index)","poster_path":null},\
            "ratings_summary":{"loved":\(index % 3),"liked":1,"did_not_like":0}}
            """
        }
        let text = #"{"sessions":["# + sessions.joined(separator: ",") + "]}"
        let fast = try LargeArrayDecodingTests.decode(SessionsPage.self, text)
        let coded = try JSONDecoder().decode(SessionsPage.self, from: Data(text.utf8))
        #expect(fast == coded)
        #expect(fast.sessions.count == 300)
        #expect(fast.sessions.last?.pick?.value?.title == "Movie number 299")
    }

    @Test("threads decoding large arrays at once each get their own elements")
    func concurrentThreads() async throws {
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    let expected = LargeArrayDecodingTests.strings(500 + worker * 37, tag: "worker\(worker)")
                    let text = LargeArrayDecodingTests.json(expected)
                    for _ in 0..<50 where try LargeArrayDecodingTests.decode([String].self, text) != expected {
                        return false
                    }
                    return true
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
