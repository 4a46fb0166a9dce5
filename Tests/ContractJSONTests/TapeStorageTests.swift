import ContractJSON
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
}
