import ContractJSON

/// A schema's JSON as the lines of a raw multi-line string literal in generated code.
///
/// Trade-off: `ContractJSON.JSONWriter` keeps other characters as UTF-8, which is right for JSON
/// files but not for Swift source, where line separators and bidirectional formatting characters
/// would hide what the code says; they are written here as JSON `\u` escapes (the same JSON value).
enum EmbeddedJSON {
    /// `value` as pretty-printed JSON text (two spaces, members in their order, numbers as written), one
    /// element per line.
    static func prettyLines(_ value: JSONValue) -> [String] {
        var text = ""
        for scalar in JSONWriter.pretty.string(from: value).unicodeScalars {
            // Only string contents can hold such characters: the structure is spaces and line feeds.
            if scalar != "\n" && SwiftEscaping.needsUnicodeEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `#`, or as many more `#` as it takes for no `"""#` or `\#` in `lines` to end the literal or start
    /// an escape (`"\\#"` in JSON is a backslash followed by `#`).
    static func rawDelimiter(for lines: [String]) -> String {
        var longest = 0
        for line in lines {
            var previous: Character?
            var run = 0
            for character in line {
                if character == "#" && (run > 0 || previous == "\"" || previous == "\\") {
                    run += 1
                    longest = max(longest, run)
                } else {
                    run = 0
                }
                if character != "#" { previous = character }
            }
        }
        return String(repeating: "#", count: longest + 1)
    }
}
