import Testing

@testable import ContractJSON

/// `JSONLocator` gives what `JSONDocument.index(at:)` and `location(ofNodeAt:)` give, pointer by pointer.
@Suite("JSON locator")
struct JSONLocatorTests {
    @Test("every pointer into a document: the same tape index and line and column as the one-off lookups")
    func agreesWithOneOffLookups() throws {
        let text = """
            {"a": [1, {"b": "x", "c~d": [true, null]}],
             "e/f": {"g": 2, "g": 3},
              "é": "\\u00e9", "": {"": []}}
            """
        let document = try JSONDocument(parsing: text, options: .init(duplicateKeys: .useLast))
        let locator = JSONLocator(document)
        let pointers = ["", "/a", "/a/0", "/a/1", "/a/1/b", "/a/1/c~0d", "/a/1/c~0d/1", "/a/2", "/a/-", "/a/01",
                        "/e~1f", "/e~1f/g", "/é", "/", "//", "/missing", "/a/1/b/x"]
        for text in pointers {
            let pointer = try #require(JSONPointer(text))
            let expected = document.index(at: pointer)
            #expect(locator.index(at: pointer) == expected, "\(text)")
            if let expected {
                #expect(locator.location(ofNodeAt: expected) == document.location(ofNodeAt: expected), "\(text)")
            }
        }
        let parsed = pointers.compactMap { JSONPointer($0) }
        #expect(parsed.count == pointers.count)
        #expect(document.indices(at: parsed) == parsed.map(document.index(at:)))
    }
}
