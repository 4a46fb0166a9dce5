/// Escaping of schema text for the two places it reaches generated code: doc comments and string
/// literals. Nothing else from a schema is written verbatim (identifiers are rebuilt character by
/// character by `SwiftIdentifier`), so these two functions are what keeps schema text from injecting code.
package enum SwiftEscaping {
    /// A Swift string literal (with quotes) whose value is exactly `text`.
    ///
    /// `\`, `"`, line breaks and tabs are written as escapes; control characters, line and paragraph
    /// separators and bidirectional formatting characters as `\u{...}`; everything else (any script,
    /// emoji) as it is. The result is also a valid `StaticString` literal.
    package static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsUnicodeEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Doc comment lines (`/// ...`) for paragraphs of text; paragraphs are separated by `///`.
    ///
    /// Every line break form (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029, vertical tab, form feed)
    /// starts a new `///` line, so text can never leave the comment; other control and bidirectional
    /// formatting characters are written as `\u{...}`, and `*/` is split so that pasting the comment
    /// into a block comment stays harmless.
    package static func docComment(_ paragraphs: [String]) -> [String] {
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append("///") }
            for line in splitLines(paragraph) {
                let cleaned = escapeCommentLine(line)
                lines.append(cleaned.isEmpty ? "///" : "/// " + cleaned)
            }
        }
        return lines
    }

    /// Whether a scalar must be written as `\u{...}`: controls, separators, bidi and invisible formatting.
    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: return true
        case 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFEFF: return true
        case 0xD800...0xDFFF: return true
        default: return false
        }
    }

    static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A:
                if !previousWasCR { lines.append(current); current = "" }
                previousWasCR = false
                continue
            case 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                lines.append(current)
                current = ""
                previousWasCR = scalar.value == 0x0D
                continue
            default:
                previousWasCR = false
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        // Drop trailing blank lines and trailing spaces.
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }), lines.count > 1 { lines.removeLast() }
        return lines.map { line in
            var line = line
            while line.last == " " || line.last == "\t" { line.removeLast() }
            return line
        }
    }

    static func escapeCommentLine(_ line: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in line.unicodeScalars {
            if scalar == "\t" {
                result += "    "
            } else if needsUnicodeEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else if scalar == "/" && previous == "*" {
                result += " /"
            } else {
                result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }
}
