/// Text a server chose — header values, cursors, messages quoting the body — made safe to print.
///
/// A response can carry ESC and BEL in a header (`Content-Encoding: \u{1B}]0;…\u{07}`): printed as
/// it is into a terminal or a log viewer, it sets the window title, clears the screen or forges a
/// log line. Every description the client builds (``ClientError``, ``TransportError``,
/// ``PayloadError``, ``HTTPHeaders``) and every ``LoggingMiddleware`` line passes through here.
/// Backslashes are kept as they are, so escaping twice changes nothing.
///
/// Trade-off: the same characters as the tools' `TerminalText` (in `ContractCommandLine`), written
/// again here because that module is not part of the client's products and an app should not link
/// the command-line option parser to print an error.
enum PrintableText {
    /// `text` with every control character written as an escape: `\n`, `\r`, `\t`, and `\u{1B}`
    /// for the other C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the
    /// bidirectional overrides.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            let escape = switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            result.append(contentsOf: escape.unicodeScalars)
        }
        return String(result)
    }

    /// `lines` escaped one by one and joined with line breaks: a multi-line description whose line
    /// breaks are its own, never the server's.
    static func escapedLines(_ lines: [String]) -> String {
        lines.map(escaped).joined(separator: "\n")
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
