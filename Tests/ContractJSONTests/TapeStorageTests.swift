import ContractJSON
import Foundation
import Testing

@Suite("Parsing into reused tape storage")
struct TapeStorageTests {
    /// Documents in an order that makes the storage grow (dense arrays), fail midway, shrink back to small
    /// documents and outgrow what it keeps.
    static let documents: [String] = [
        #"{"id": 1, "tags": ["a", "b"], "nested": {"x": null, "y": [true, false]}}"#,
        "[" + Array(repeating: "1", count: 5_000).joined(separator: ",") + "]",
        #"{"a": 1, "a": 2}"#,
        #"{"broken": [1, 2"#,
        "[[[[8]]]]",
        #""just a string""#,
        "[" + Array(repeating: "0", count: JSONTapeStorage.keptCapacity + 10).joined(separator: ",") + "]",
        #"{"after": "the largest"}"#,
    ]

    @Test("each document gives the tape, or the error, that a parse without storage gives")
    func sameAsWithoutStorage() {
        let storage = JSONTapeStorage(capacity: 16)
        for text in TapeStorageTests.documents {
            let bytes = Array(text.utf8)
            let plain = Result { () throws(JSONParseError) in try JSONDocument(parsing: bytes) }
            let reused = Result { () throws(JSONParseError) in try JSONDocument(parsing: bytes, reusing: storage) }
            switch (plain, reused) {
            case (.success(let expected), .success(let actual)):
                #expect(actual.tape == expected.tape, "\(text.prefix(40))")
                #expect(actual.bytes == bytes)
            case (.failure(let expected), .failure(let actual)):
                #expect(actual.message == expected.message)
                #expect(actual.location == expected.location)
            default:
                Issue.record("\(text.prefix(40)): \(plain) without storage, \(reused) with it")
            }
        }
    }

    @Test("a document parsed into storage stays intact when the storage is reused")
    func documentsOwnTheirTapes() throws {
        let storage = JSONTapeStorage(capacity: 16)
        let first = try JSONDocument(parsing: Array(#"{"k": [1, 2, 3]}"#.utf8), reusing: storage)
        _ = try JSONDocument(parsing: Array(#"["x", "y", "z", {"w": 0}]"#.utf8), reusing: storage)
        #expect(first.root["k"]?[2]?.int64Value == 3)
        #expect(first.tape == (try JSONDocument(parsing: #"{"k": [1, 2, 3]}"#)).tape)
    }

    @Test("a parsed tape read in place (parseTape) is the tape a document keeps, and a document copied from its view is that document")
    func parsedTapesInPlace() {
        for text in TapeStorageTests.documents {
            let bytes = Array(text.utf8)
            let plain = Result { () throws(JSONParseError) in try JSONDocument(parsing: bytes) }
            do {
                let tape = try JSONDocument.parseTape(bytes)
                guard case .success(let expected) = plain else {
                    Issue.record("\(text.prefix(40)): parsed in place, but not as a document")
                    continue
                }
                #expect(tape.bytes == bytes)
                tape.withView { view in
                    #expect(Array(view.tape) == expected.tape, "\(text.prefix(40))")
                    let copy = JSONDocument(copying: view)
                    #expect(copy.tape == expected.tape && copy.bytes == bytes)
                    #expect(copy.root.value == expected.root.value)
                }
            } catch {
                guard case .failure(let expected) = plain else {
                    Issue.record("\(text.prefix(40)): parsed as a document, but not in place: \(error)")
                    continue
                }
                #expect(error.message == expected.message)
                #expect(error.location == expected.location)
            }
        }
    }

    @Test("parseTape's documented example")
    func parseTapeExample() throws {
        let bytes = Array(#"{"id": 7, "name": "x"}"#.utf8)
        let parsed = try JSONDocument.parseTape(bytes)
        let id = parsed.withView { view in view.member(of: 0, named: "id").flatMap(view.int64) }
        #expect(id == 7)
    }

    @Test("parseTape on many threads at once: each thread's kept buffer serves its own parses only")
    func parsedTapesOnManyThreads() throws {
        let mismatches = TapeStorageTests.mismatchesOnManyThreads { texts, expected, index, _ in
            let found = (try? JSONDocument.parseTape(Array(texts[index].utf8)))?.withView { Array($0.tape) }
            return found == expected[index]
        }
        #expect(mismatches == 0)
    }

    @Test("storages made one after another take their thread's kept buffer, and parseTape inside one's life gets another")
    func storagesShareTheThreadsBuffer() throws {
        let mismatches = TapeStorageTests.mismatchesOnManyThreads { texts, expected, first, second in
            // A batch's storage, as contract-check makes one per batch: two documents into it, and a
            // parseTape between them, which must not be handed the block the storage holds.
            let storage = JSONTapeStorage()
            let firstDocument = try? JSONDocument(parsing: Array(texts[first].utf8), reusing: storage)
            let inPlace = (try? JSONDocument.parseTape(Array(texts[second].utf8)))?.withView { Array($0.tape) }
            let secondDocument = try? JSONDocument(parsing: Array(texts[second].utf8), reusing: storage)
            return firstDocument?.tape == expected[first] && inPlace == expected[second] && secondDocument?.tape == expected[second]
        }
        #expect(mismatches == 0)
    }

    /// Runs `check` on 64 threads at once, each over every test document (below 100 kB) from its own starting
    /// point, with the documents, their expected tapes, and the index of a document and of the next one; returns
    /// how many checks failed.
    private static func mismatchesOnManyThreads(
        _ check: @Sendable (_ texts: [String], _ expected: [[JSONTapeEntry]?], _ index: Int, _ next: Int) -> Bool
    ) -> Int {
        let texts = documents.filter { $0.utf8.count < 100_000 }
        let expected = texts.map { text in try? JSONDocument(parsing: text).tape }
        let mismatches = MismatchCount()
        DispatchQueue.concurrentPerform(iterations: 64) { round in
            for offset in 0..<texts.count where !check(texts, expected, (round + offset) % texts.count, (round + offset + 1) % texts.count) {
                mismatches.add()
            }
        }
        return mismatches.value
    }
}

/// A count that threads add to under a lock.
private final class MismatchCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
