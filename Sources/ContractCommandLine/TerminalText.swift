/// Text from outside — file names, messages quoting payload values — made safe to print as one line.
///
/// A file name may hold a line break followed by `::warning file=x::…`, which a CI runner would
/// execute as a workflow command, or escape sequences that rewrite the terminal. Every human-readable
/// line the checker and the generator print passes its outside text through here.
package enum TerminalText {
    /// `text` with every control character written as an escape: `\n`, `\r`, `\t`, and `\u{1B}`
    /// for the other C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the
    /// bidirectional overrides (which can make a name read differently from what it is).
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// A path as the first thing on a line: escaped, and prefixed with `./` when it starts with `::`
    /// (a line starting with `::` is a GitHub Actions workflow command).
    package static func escapedPath(_ path: String) -> String {
        let text = escaped(path)
        return text.hasPrefix("::") ? "./" + text : text
    }

    /// Whether `scalar` is printed as an escape.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
