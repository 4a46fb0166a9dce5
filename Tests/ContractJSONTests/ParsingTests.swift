import CContractSystem
import ContractJSON
import Testing

@Suite("Parsing")
struct ParsingTests {
    @Test("scalars and containers parse with their kinds and values")
    func parsesValues() throws {
        let document = try JSONDocument(parsing: #" {"a": [1, -2.5e3, "x\n\u00e9", true, false, null], "b": {}} "#)
        let a = try #require(document.root["a"])
        #expect(a.kind == .array)
        #expect(a[0]?.int64Value == 1)
        #expect(a[1]?.numberValue?.literal == "-2.5e3")
        #expect(a[2]?.stringValue == "x\né")
        #expect(a[3]?.boolValue == true)
        #expect(a[4]?.boolValue == false)
        #expect(a[5]?.isNull == true)
        #expect(document.root["b"]?.members.isEmpty == true)
        #expect(document.root.members.map(\.key) == ["a", "b"])
    }

    @Test("errors say what was expected, with line and column", arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a string key after ','"),
        ("[1, 2", 1, 6, "expected ',' or ']' after an array element, found end of input"),
        ("{\n  \"a\" 1\n}", 2, 7, "expected ':' after an object key"),
        ("01", 1, 2, "leading zeros are not allowed"),
        ("\"tab\there\"", 1, 5, "unescaped control character"),
        ("[1] x", 1, 5, "expected end of input after the top-level value"),
        ("", 1, 1, "expected a JSON value, found end of input"),
        ("nul", 1, 4, "expected 'null'"),
    ])
    func locatedErrors(text: String, line: Int, column: Int, message: String) {
        #expect {
            _ = try JSONDocument(parsing: text)
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.location.line == line && error.location.column == column && error.message.contains(message)
        }
    }

    @Test("invalid UTF-8 and lone surrogates are rejected")
    func rejectsBadText() {
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: [0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: [0x22, 0xED, 0xA0, 0x80, 0x22]) }
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: #""\uD800""#) }
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: #""\uDC00x""#) }
    }

    /// RFC 8259 (8.1) lets a parser ignore a byte order mark; files written on Windows start with one, and YAML
    /// and TOML files with one are read, so JSON ones are too (Python's `json`, and so check-jsonschema, refuse them).
    @Test("a byte order mark before the text is skipped; one with no text after it, or inside the text, is an error")
    func byteOrderMark() throws {
        let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array("{\n \"a\": 1}".utf8))
        #expect(document.root.value == (try JSONValue(parsing: #"{"a": 1}"#)))
        #expect(document.root["a"]?.location == SourceLocation(offset: 11, line: 2, column: 7))
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: [0xEF, 0xBB, 0xBF]) }
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D]) }
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: [0x20, 0xEF, 0xBB, 0xBF, 0x7B, 0x7D]) }
    }

    @Test("surrogate pairs decode to one code point")
    func surrogatePairs() throws {
        let document = try JSONDocument(parsing: #""\uD83C\uDFAC noir""#)
        #expect(document.root.stringValue == "🎬 noir")
    }

    @Test("a document nested 100,000 levels deep fails with an error, not a crash")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect {
            _ = try JSONDocument(parsing: text)
        } throws: { error in
            (error as? JSONParseError)?.message.contains("maximum depth") == true
        }
    }

    @Test("the depth limit is configurable")
    func depthLimit() throws {
        let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: text) }
        _ = try JSONDocument(parsing: text, options: JSONParsingOptions(maximumDepth: 300))
    }

    @Test("duplicate keys: last one wins by default, or rejected on request")
    func duplicateKeys() throws {
        let document = try JSONDocument(parsing: #"{"a": 1, "b": 2, "a": 3}"#)
        #expect(document.root["a"]?.int64Value == 3)
        #expect(document.root.members.map(\.key) == ["b", "a"])
        #expect(document.root.value == ["b": 2, "a": 3])
        #expect {
            _ = try JSONDocument(parsing: #"{"a": 1, "\u0061": 2}"#, options: JSONParsingOptions(duplicateKeys: .reject))
        } throws: { error in
            (error as? JSONParseError)?.message == #"duplicate key "a" in object"#
        }
    }

    @Test("duplicate keys of any length are found at any depth, beyond the parser's stack buffers")
    func duplicatesAtDepth() throws {
        for length in [1, 7, 8, 9, 16, 40] {
            let key = String(repeating: "k", count: length)
            let inner = #"{"\#(key)": 1, "other": 2, "\#(key)": 3}"#
            let text = String(repeating: #"{"x": "#, count: 100) + inner + String(repeating: "}", count: 100)
            var node = try JSONDocument(parsing: text).root
            for _ in 0..<100 { node = try #require(node["x"]) }
            #expect(node[key]?.int64Value == 3)
            #expect(node.members.map(\.key) == ["other", key])
        }
    }

    @Test("the string scanner stops at a quote, control character or non-ASCII byte at any position")
    func specialBytesAtEveryPosition() throws {
        // Up to 40 bytes: the scanner reads 16 bytes at a time, then 8, then one, as the end of the input nears.
        for position in 0..<40 {
            let prefix = String(repeating: "a", count: position)
            let suffix = String(repeating: "b", count: 40 - position)
            #expect(throws: JSONParseError.self) { try JSONDocument(parsing: "\"" + prefix + "\u{1}" + suffix + "\"") }
            #expect(throws: JSONParseError.self) { try JSONDocument(parsing: "\"" + prefix + "\u{1F}" + suffix + "\"") }
            #expect(throws: JSONParseError.self) { try JSONDocument(parsing: "[\"" + prefix + "\u{0}" + suffix + "\", 1]") }
            #expect(try JSONDocument(parsing: "\"" + prefix + "é" + suffix + "\"").root.stringValue == prefix + "é" + suffix)
            let unescaped = prefix + "\u{7F} ~" + suffix
            #expect(try JSONDocument(parsing: "[\"" + unescaped + "\"]").root[0]?.stringValue == unescaped)
            #expect(try JSONDocument(parsing: "\"" + prefix + "\\n" + suffix + "\"").root.stringValue == prefix + "\n" + suffix)
            let array = try JSONDocument(parsing: "[\"" + prefix + "\",\"" + suffix + "\"]").root
            #expect(array[0]?.stringValue == prefix)
            #expect(array[1]?.stringValue == suffix)
            // A string cut short at any length is an error, never a read past the input.
            #expect(throws: JSONParseError.self) { try JSONDocument(parsing: "\"" + prefix) }
            #expect(throws: JSONParseError.self) { try JSONDocument(parsing: Array(("\"" + prefix + "é").utf8.dropLast())) }
        }
    }

    @Test("many members with distinct keys are all kept")
    func manyMembers() throws {
        let members = (0..<100).map { "\"key\($0)\": \($0)" }.joined(separator: ",")
        let document = try JSONDocument(parsing: "{\(members)}")
        #expect(document.root.members.count == 100)
        #expect(document.root["key99"]?.int64Value == 99)
    }

    @Test("duplicates in large objects: keys alike but for their middle, escaped spellings, last one wins")
    func duplicatesInLargeObjects() throws {
        func padded(_ number: Int) -> String { String(String(number + 10_000).dropFirst()) }
        // 200 keys sharing their first and last eight bytes and their length, so only a full comparison tells them apart.
        var members = (0..<200).map { #""prefix__\#(padded($0))__suffix": \#($0)"# }
        members.append(#""prefix__0007__suffix": "seven again""#)
        members.append(#""\u0070refix__0042__suffix": "forty-two, escaped""#)
        let document = try JSONDocument(parsing: "{" + members.joined(separator: ",") + "}")
        #expect(document.root.members.count == 200)
        #expect(document.root["prefix__0007__suffix"]?.stringValue == "seven again")
        #expect(document.root["prefix__0042__suffix"]?.stringValue == "forty-two, escaped")
        #expect(document.root["prefix__0199__suffix"]?.int64Value == 199)
        #expect(throws: JSONParseError.self) {
            try JSONDocument(parsing: "{" + members.joined(separator: ",") + "}", options: JSONParsingOptions(duplicateKeys: .reject))
        }
        let distinct = (0..<200).map { #""prefix__\#(padded($0))__suffix": 0"# }.joined(separator: ",")
        _ = try JSONDocument(parsing: "{" + distinct + "}", options: JSONParsingOptions(duplicateKeys: .reject))
    }

    @Test("long strings with escapes at every position decode exactly")
    func longStrings() throws {
        for position in 0..<20 {
            let raw = String(repeating: "a", count: position) + "\\\"" + String(repeating: "b", count: 20 - position)
            let document = try JSONDocument(parsing: "\"\(raw)\"")
            #expect(document.root.stringValue == String(repeating: "a", count: position) + "\"" + String(repeating: "b", count: 20 - position))
        }
    }

    @Test("nodes know their line and column")
    func nodeLocations() throws {
        let document = try JSONDocument(parsing: "{\n  \"name\": \"Zoë\",\n  \"id\": 7\n}")
        #expect(document.root["id"]?.location == SourceLocation(offset: 28, line: 3, column: 9))
        let index = try #require(document.index(at: JSONPointer("/name")!))
        #expect(document.location(ofNodeAt: index).line == 2)
    }
}

@Suite("Parsing hostile input")
struct HostileInputTests {
    @Test("truncated nesting fails cleanly at every length", arguments: ["[[[8", "[[[[", "{\"a\":[{\"b\":[1,", "[1,[2,[3,[4", "{\"\":{\"\":{\"\":"])
    func truncated(text: String) {
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: text) }
    }

    @Test("documents larger than the in-place limit parse through the growing buffer")
    func largeDocument() throws {
        let elements = Array(repeating: "[1,[2,3],{\"k\":\"v\"}]", count: 40_000).joined(separator: ",")
        let document = try JSONDocument(parsing: "[\(elements)]")
        #expect(document.root.elements.count == 40_000)
        #expect(document.root[39_999]?[2]?["k"]?.stringValue == "v")
    }

    @Test("dense small documents (more values than the in-place tape holds) parse whole, and fail whole when cut")
    func denseDocument() throws {
        // One value per two bytes, and one per byte while nesting: past the in-place tape's capacity.
        let numbers = try JSONDocument(parsing: "[" + Array(repeating: "7", count: 3_000).joined(separator: ",") + "]")
        #expect(numbers.root.elements.count == 3_000)
        #expect(numbers.root[2_999]?.int64Value == 7)
        let nested = try JSONDocument(parsing: String(repeating: "[", count: 200) + String(repeating: "]", count: 200))
        #expect(nested.tape.count == 200)
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: String(repeating: "[", count: 200) + "8") }
        #expect(throws: JSONParseError.self) { try JSONDocument(parsing: "[" + String(repeating: "1,", count: 2_000)) }
    }
}

@Suite("String scanning, 16 bytes at a time")
struct StringScanTests {
    /// The mask the scanner's vector code must give: bit `i` for a quote, backslash, control or non-ASCII byte.
    static func expectedStops(_ block: [UInt8]) -> UInt32 {
        var mask: UInt32 = 0
        for (index, byte) in block.enumerated()
        where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
            mask |= 1 << UInt32(index)
        }
        return mask
    }

    @Test("every byte value at every position of a block is classified as the scanner needs, on the host's path and the portable one")
    func everyByteAtEveryPosition() {
        for position in 0..<16 {
            for value in 0...255 {
                var block = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
                block[position] = UInt8(value)
                let expected = Self.expectedStops(block)
                #expect(contract_json_string_stops16(block) == expected, "byte \(value) at \(position)")
                #expect(contract_json_string_stops16_portable(block) == expected, "byte \(value) at \(position)")
            }
        }
    }

    @Test("blocks with many stop bytes give every one of them")
    func manyStops() {
        // A fixed xorshift sequence: the same 2,000 blocks on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % 10)
        }
        let alphabet: [UInt8] = [0x00, 0x1F, 0x20, 0x22, 0x5C, 0x61, 0x7F, 0x80, 0xC3, 0xFF]
        for _ in 0..<2_000 {
            let block = (0..<16).map { _ in alphabet[next()] }
            #expect(contract_json_string_stops16(block) == Self.expectedStops(block), "\(block)")
            #expect(contract_json_string_stops16_portable(block) == Self.expectedStops(block), "\(block)")
        }
    }
}
