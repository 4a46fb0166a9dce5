import Testing
@testable import GeneratorRendering

@Suite("Escaping schema text")
struct EscapingTests {
    static let hostile = [
        "plain", "quote \" inside", "back\\slash", "interpolation \\(exit(1))", "new\nline", "crlf\r\nend", "tab\there",
        "nul \u{0} and bell \u{7}", "line separator \u{2028} paragraph \u{2029}", "bidi \u{202E}override\u{202C}", "\"\"\"",
        "#\"raw\"#", "emoji 😀 and 名前 and é", "*/ } func pwned() {} /*", "`backticks`", "zero\u{200B}width", "\u{FEFF}bom",
    ]

    /// Reads a Swift string literal back (the escapes `stringLiteral` writes).
    func unescape(_ literal: String) -> String? {
        guard literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count >= 2 else { return nil }
        var scalars = Array(literal.unicodeScalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        while !scalars.isEmpty {
            let scalar = scalars.removeFirst()
            if scalar == "\"" || scalar == "\n" || scalar == "\r" { return nil }  // would end or break the literal
            guard scalar == "\\" else { result.append(scalar); continue }
            guard !scalars.isEmpty else { return nil }
            let next = scalars.removeFirst()
            switch next {
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "u":
                guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else { return nil }
                let hex = String(String.UnicodeScalarView(scalars[1..<close]))
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                result.append(decoded)
                scalars.removeFirst(close + 1)
            default: return nil  // `\(` would be interpolation
            }
        }
        return String(result)
    }

    @Test(arguments: hostile)
    func stringLiteralsRoundTrip(text: String) throws {
        let literal = SwiftEscaping.stringLiteral(text)
        #expect(unescape(literal) == text)
        #expect(!literal.unicodeScalars.contains { SwiftEscaping.needsUnicodeEscape($0) })
    }

    @Test(arguments: hostile)
    func docCommentsStayComments(text: String) {
        let lines = SwiftEscaping.docComment([text, "second paragraph"])
        for line in lines {
            #expect(line.hasPrefix("///"))
            #expect(!line.contains("\n") && !line.contains("\r"))
            #expect(!line.contains("*/"))
            #expect(!line.unicodeScalars.contains { SwiftEscaping.needsUnicodeEscape($0) })
        }
        #expect(lines.contains("///"))
    }

    @Test func docCommentLineBreaks() {
        #expect(SwiftEscaping.docComment(["a\nb\r\nc\rd\u{2028}e"]) == ["/// a", "/// b", "/// c", "/// d", "/// e"])
        #expect(SwiftEscaping.docComment(["*/ x"]) == ["/// * / x"])
    }
}
