import ContractJSON

/// A schema's JSON as the lines of a raw multi-line string literal in generated code.
///
/// Trade-off: `ContractJSON.JSONWriter` keeps other characters as UTF-8, which is right for JSON
/// files but not for Swift source, where line separators and bidirectional formatting characters
/// would hide what the code says; they are written here as JSON `\u` escapes (the same JSON value).
enum EmbeddedJSON {
    /// `value` as indented JSON text (two spaces, members in their order, numbers as written): an array or object
    /// whose compact text fits on its line within ``width`` columns is written on that line, a larger one with one
    /// element per line. Leaf schemas (`{"type":"integer","minimum":0}`) then take one line instead of four, so
    /// that the embedded schemas grow with the schema, not with its punctuation.
    static func prettyLines(_ value: JSONValue) -> [String] {
        var lines: [String] = []
        emit(value, indent: 0, head: "", tail: "", into: &lines)
        return lines.map(escapingUnicode)
    }

    /// The columns a line of embedded JSON may take (its literal's own indentation aside).
    static let width = 100

    private static func emit(_ value: JSONValue, indent: Int, head: String, tail: String, into lines: inout [String]) {
        let spaces = String(repeating: " ", count: indent)
        let budget = width - indent - head.utf8.count - tail.utf8.count
        let opening: String
        let closing: String
        switch value {
        case .array(let elements) where compactLength(value, within: budget) == nil:
            (opening, closing) = ("[", "]")
            lines.append(spaces + head + opening)
            for (index, element) in elements.enumerated() {
                emit(element, indent: indent + 2, head: "", tail: index < elements.count - 1 ? "," : "", into: &lines)
            }
        case .object(let object) where compactLength(value, within: budget) == nil:
            (opening, closing) = ("{", "}")
            lines.append(spaces + head + opening)
            for (index, member) in object.members.enumerated() {
                let key = JSONWriter.compact.string(from: .string(member.key)) + ": "
                emit(member.value, indent: indent + 2, head: key, tail: index < object.members.count - 1 ? "," : "", into: &lines)
            }
        default:
            lines.append(spaces + head + JSONWriter.compact.string(from: value) + tail)
            return
        }
        lines.append(spaces + closing + tail)
    }

    /// The length of `value`'s compact text, or `nil` when it exceeds `budget`: the walk stops there, so that
    /// deciding costs at most `budget` steps per container and the whole rendering stays linear.
    private static func compactLength(_ value: JSONValue, within budget: Int) -> Int? {
        var used = 0
        var pending: [JSONValue] = [value]
        while let next = pending.popLast() {
            switch next {
            case .null, .bool: used += 5
            case .number(let number): used += number.literal.utf8.count
            case .string(let text): used += stringLength(text, within: budget - used + 1)
            case .array(let elements):
                used += 1 + max(elements.count, 1)
                if used <= budget { pending.append(contentsOf: elements) }
            case .object(let object):
                used += 1 + max(object.count, 1)
                for member in object.members {
                    if used > budget { break }
                    used += stringLength(member.key, within: budget - used + 1) + 1
                    pending.append(member.value)
                }
            }
            if used > budget { return nil }
        }
        return used
    }

    /// The length of `text` as a JSON string literal, counted up to `limit` bytes.
    private static func stringLength(_ text: String, within limit: Int) -> Int {
        var count = 2
        for byte in text.utf8 {
            count += byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? 2 : byte < 0x20 ? 6 : 1
            if count > limit { break }
        }
        return count
    }

    /// A line with the characters that would hide what Swift source says (line separators, bidirectional
    /// formatting) written as JSON `\u` escapes; only string contents can hold them.
    private static func escapingUnicode(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: SwiftEscaping.needsUnicodeEscape) else { return line }
        var text = ""
        for scalar in line.unicodeScalars {
            if SwiftEscaping.needsUnicodeEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
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
