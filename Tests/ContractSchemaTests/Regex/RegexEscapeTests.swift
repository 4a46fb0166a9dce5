import Testing

@testable import ContractSchema

/// Escapes and the predefined classes (`\d \D \w \W \s \S`, `.`), which are ASCII-only or ECMA-specific.
@Suite("Regex escapes and character classes")
struct RegexEscapeTests {
    /// ECMA-262 WhiteSpace (TAB, VT, FF, ZWNBSP, every Zs) and LineTerminator (LF, CR, LS, PS).
    static let whitespace: [Unicode.Scalar] = [
        "\u{09}", "\u{0A}", "\u{0B}", "\u{0C}", "\u{0D}", "\u{20}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2001}",
        "\u{2002}", "\u{2003}", "\u{2004}", "\u{2005}", "\u{2006}", "\u{2007}", "\u{2008}", "\u{2009}", "\u{200A}",
        "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}",
    ]
    /// Look-alikes that are not ECMA-262 white space.
    static let notWhitespace: [Unicode.Scalar] = ["\u{85}", "\u{180E}", "\u{200B}", "\u{2060}", "\u{01}", "a", "\u{2013}"]

    @Test("\\s and \\S", arguments: whitespace)
    func whitespaceClass(_ scalar: Unicode.Scalar) {
        let text = String(scalar)
        expectMatch(#"^\s$"#, text, true)
        expectMatch(#"^\S$"#, text, false)
        expectMatch(#"^[\s]$"#, text, true)
        expectMatch(#"^[^\s]$"#, text, false)
        expectMatch(#"^[\S]$"#, text, false)
    }

    @Test("\\s does not match look-alikes", arguments: notWhitespace)
    func notWhitespaceClass(_ scalar: Unicode.Scalar) {
        let text = String(scalar)
        expectMatch(#"^\s$"#, text, false)
        expectMatch(#"^\S$"#, text, true)
    }

    @Test("\\d and \\D are ASCII digits only")
    func digits() {
        for digit in "0123456789" { expectMatch(#"^\d$"#, String(digit), true) }
        for other in ["a", "٣", "৪", "߀", "０", "²", " "] {
            expectMatch(#"^\d$"#, other, false)
            expectMatch(#"^\D$"#, other, true)
        }
        expectMatch(#"^\D$"#, "5", false)
        expectMatch(#"^[^\d]$"#, "5", false)
    }

    @Test("\\w, \\W and \\b use [A-Za-z0-9_] only")
    func wordCharacters() {
        expectMatch(#"^\w+$"#, "azAZ09_", true)
        for other in ["é", "ß", "π", "-", " ", "ǅ", "٣"] {
            expectMatch(#"^\w$"#, other, false)
            expectMatch(#"^\W$"#, other, true)
        }
        expectMatch(#"\bé"#, "é", false)
        expectMatch(#"\Bé"#, "é", true)
        expectMatch(#"a\b"#, "aé", true)
        expectMatch(#"\bfoo\b"#, "a foo.", true)
        expectMatch(#"\bfoo\b"#, "afoo", false)
        expectMatch(#"^\b$"#, "", false)
        expectMatch(#"^\B$"#, "", true)
    }

    @Test(". matches any code point except line terminators")
    func dot() {
        for text in ["a", "é", "🐲", "\u{85}", "\u{0}", "\u{FEFF}"] { expectMatch("^.$", text, true) }
        for text in ["\n", "\r", "\u{2028}", "\u{2029}"] { expectMatch("^.$", text, false) }
        expectMatch("^.$", "\r\n", false)
    }

    @Test("control escapes")
    func controlEscapes() {
        expectMatch(#"^\t$"#, "\t", true)
        expectMatch(#"^\n$"#, "\n", true)
        expectMatch(#"^\v$"#, "\u{0B}", true)
        expectMatch(#"^\f$"#, "\u{0C}", true)
        expectMatch(#"^\r$"#, "\r", true)
        expectMatch(#"^\0$"#, "\u{0}", true)
        expectMatch(#"^\0$"#, "0", false)
        expectMatch(#"^\t$"#, "t", false)
        expectMatch(#"^\cA\cZ\ca\cz$"#, "\u{01}\u{1A}\u{01}\u{1A}", true)
        expectMatch(#"^\cJ$"#, "\n", true)
        expectMatch(#"^[\cJ]$"#, "\n", true)
        expectMatch(#"^[\b]$"#, "\u{08}", true)
        expectMatch(#"^[\b]$"#, "b", false)
    }

    @Test("hexadecimal and Unicode escapes")
    func numericEscapes() {
        expectMatch(#"^\x41\x7a$"#, "Az", true)
        expectMatch(#"^\u0041\u00e9$"#, "Aé", true)
        expectMatch(#"^\u{41}\u{E9}\u{1F432}$"#, "Aé🐲", true)
        expectMatch(#"^\u{0000041}$"#, "A", true)
        // An escaped surrogate pair is one code point; a lone escaped surrogate never matches a Swift string.
        expectMatch(#"^\uD83D\uDC32$"#, "🐲", true)
        expectMatch(#"^[\uD83D\uDC32]$"#, "🐲", true)
        expectMatch(#"\uD83D"#, "🐲", false)
        expectMatch(#"^[\uD800-\uDFFF]$"#, "🐲", false)
        expectMatch(#"^\u{10FFFF}$"#, "\u{10FFFF}", true)
    }

    @Test("identity escapes of syntax characters and /")
    func identityEscapes() {
        expectMatch(#"^\^\$\\\.\*\+\?\(\)\[\]\{\}\|\/$"#, #"^$\.*+?()[]{}|/"#, true)
        expectMatch(#"^[\^\$\\\.\*\+\?\(\)\[\]\{\}\|\/\-]+$"#, #"^$\.*+?()[]{}|/-"#, true)
        expectMatch(#"^a\.b$"#, "axb", false)
        expectMatch(#"^a\.b$"#, "a.b", true)
    }

    @Test("class escapes inside classes, ranges and negation")
    func classContents() {
        expectMatch(#"^[\d\s]+$"#, "1 2\t3", true)
        expectMatch(#"^[\w.-]+$"#, "a.b-c_1", true)
        expectMatch(#"^[^\w]$"#, "a", false)
        expectMatch(#"^[^\W]$"#, "a", true)
        expectMatch(#"^[^\D]$"#, "7", true)
        expectMatch(#"^[\D\d]$"#, "é", true)
        expectMatch(#"^[a-fA-F0-9]+$"#, "dead BEEF", false)
        expectMatch(#"^[a-fA-F0-9]+$"#, "deadBEEF09", true)
        expectMatch(#"^[\x00-\x1F]$"#, "\u{1F}", true)
        expectMatch(#"^[\x00-\x1F]$"#, " ", false)
        expectMatch(#"^[é-ë]$"#, "ê", true)
        expectMatch(#"^[^é-ë]$"#, "ê", false)
        expectMatch(#"^[😀-🙏]$"#, "😎", true)
        expectMatch(#"^[a-]$"#, "-", true)
        expectMatch(#"^[-a]$"#, "-", true)
        expectMatch(#"^[a\-z]$"#, "-", true)
        expectMatch(#"^[a\-z]$"#, "b", false)
        expectMatch(#"^[[]$"#, "[", true)
        expectMatch(#"^[\]]$"#, "]", true)
    }
}
