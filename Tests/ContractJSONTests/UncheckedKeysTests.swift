import Testing

@testable import ContractJSON

/// A parse that leaves repeated keys to the reader (`checksDuplicateKeys = false`, the generated models' fast path):
/// it flags every object of two or more members and hides nothing, and `hasDuplicateKeys(within:)` finds exactly the
/// repeats the checking parse hides, with the same search.
@Suite("JSON: keys left unchecked by the parser")
struct UncheckedKeysTests {
    static var unchecked: JSONParsingOptions {
        var options = JSONParsingOptions()
        options.checksDuplicateKeys = false
        return options
    }

    /// Whether the checking parse hid a member of an object inside the value at `index`, itself included (the
    /// same tape indices: the two parses write the same entries, flags aside).
    static func hidesAMember(_ checked: JSONDocument, within index: Int) -> Bool {
        let end = Int(checked.tape[index].end)
        return ((index + 1)..<max(index + 1, end)).contains { checked.tape[$0].isShadowed }
    }

    /// Objects of every size class the search treats apart (up to 32 members, more; keys of under 8 bytes, more;
    /// escaped spellings; keys alike but for their middle), with and without a repeat, nested.
    static let documents: [String] = {
        func members(_ keys: [String]) -> String { keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") }
        let short = (0..<5).map { "k\($0)" }
        let long = (0..<40).map { "prefix__\(String(String($0 + 1000).dropFirst()))__suffix" }
        var documents = [
            "{}", #"{"a": 1}"#, #"{"a": 1, "b": 2}"#, #"{"a": 1, "a": 2}"#, #"{"a": 1, "\u0061": 2}"#,
            #"{"a\"b": 1, "a\u0022b": 2}"#, #"[{"x": 1, "y": {"z": 1, "z": 2}}, {"x": 1, "x": 1}]"#,
            "{" + members(short) + "}", "{" + members(short + ["k3"]) + "}",
            "{" + members(long) + "}", "{" + members(long + ["prefix__017__suffix"]) + "}",
            "{" + members(long + [#"\u0070refix__039__suffix"#]) + "}",
            "{" + members(Array(long.prefix(32)) + ["prefix__000__suffix"]) + "}",
            #"{"outer": [{"in": {"a": 1, "b": 2, "a": 3}}], "other": {"c": 1, "d": 2}}"#,
        ]
        // A repeat at every distance in an object of 12 short keys.
        for later in 1..<12 {
            for earlier in 0..<later {
                var keys = (0..<12).map { "key\($0)" }
                keys[later] = keys[earlier]
                documents.append("{" + members(keys) + "}")
            }
        }
        return documents
    }()

    @Test("objects are flagged, nothing is hidden, and the search finds exactly what the checking parse hides")
    func searchAgreesWithTheParser() throws {
        for text in Self.documents {
            let checked = try JSONDocument(parsing: text)
            let unchecked = try JSONDocument(parsing: text, options: Self.unchecked)
            #expect(unchecked.tape.count == checked.tape.count, "\(text)")
            for index in unchecked.tape.indices {
                let entry = unchecked.tape[index]
                #expect(!entry.isShadowed, "\(text)")
                #expect(entry.hasUncheckedKeys == (entry.kind == .object && entry.length >= 2), "\(text) at \(index)")
                #expect(!checked.tape[index].hasUncheckedKeys)
                let found = unchecked.withView { $0.hasDuplicateKeys(within: index) }
                #expect(found == Self.hidesAMember(checked, within: index), "\(text) at \(index)")
                #expect(!checked.withView { $0.hasDuplicateKeys(within: index) }, "a checked tape never reports a repeat")
            }
        }
    }

    @Test("a member is looked up as the last one with its key, as on a checked tape")
    func memberLookupTakesTheLast() throws {
        for text in [#"{"a": 1, "b": 2, "a": 3}"#, #"{"a": 1, "\u0061": 2, "a": 3, "c": 4}"#, #"{"b": 1, "a": 2}"#] {
            let checked = try JSONDocument(parsing: text)
            let unchecked = try JSONDocument(parsing: text, options: Self.unchecked)
            for name in ["a", "b", "c", "d"] {
                let expected = checked.withView { $0.member(of: 0, named: name) }
                #expect(unchecked.withView { $0.member(of: 0, named: name) } == expected, "\(text) \(name)")
            }
        }
    }

    @Test("a parse with the keys checked rejects a repeat under .reject, and one without leaves it")
    func rejectStillRejects() throws {
        var options = JSONParsingOptions(duplicateKeys: .reject)
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: #"{"a": 1, "a": 2}"#, options: options) }
        options.checksDuplicateKeys = false
        let document = try JSONDocument(parsing: #"{"a": 1, "a": 2}"#, options: options)
        #expect(document.withView { $0.hasDuplicateKeys(within: 0) })
    }
}
