import Testing

@testable import ContractSchema

/// `\p{…}` and `\P{…}`: General_Category (short and long names), binary properties, Script and Script_Extensions.
@Suite("Regex Unicode properties")
struct RegexUnicodePropertyTests {
    /// Every General_Category value and alias ECMA-262 accepts, with one member and one non-member.
    static let categories: [(names: [String], member: String, nonMember: String)] = [
        (["L", "Letter"], "ж", "1"),
        (["LC", "Cased_Letter"], "ǅ", "ª"),
        (["Lu", "Uppercase_Letter"], "É", "é"),
        (["Ll", "Lowercase_Letter"], "é", "É"),
        (["Lt", "Titlecase_Letter"], "ǅ", "D"),
        (["Lm", "Modifier_Letter"], "ʰ", "h"),
        (["Lo", "Other_Letter"], "漢", "a"),
        (["M", "Mark", "Combining_Mark"], "\u{301}", "a"),
        (["Mn", "Nonspacing_Mark"], "\u{301}", "\u{903}"),
        (["Mc", "Spacing_Mark"], "\u{903}", "\u{301}"),
        (["Me", "Enclosing_Mark"], "\u{20DD}", "\u{301}"),
        (["N", "Number"], "½", "a"),
        (["Nd", "Decimal_Number", "digit"], "٣", "½"),
        (["Nl", "Letter_Number"], "Ⅻ", "1"),
        (["No", "Other_Number"], "½", "1"),
        (["P", "Punctuation", "punct"], "!", "$"),
        (["Pc", "Connector_Punctuation"], "_", "-"),
        (["Pd", "Dash_Punctuation"], "-", "_"),
        (["Ps", "Open_Punctuation"], "(", ")"),
        (["Pe", "Close_Punctuation"], ")", "("),
        (["Pi", "Initial_Punctuation"], "«", "»"),
        (["Pf", "Final_Punctuation"], "»", "«"),
        (["Po", "Other_Punctuation"], "!", "("),
        (["S", "Symbol"], "+", "a"),
        (["Sm", "Math_Symbol"], "+", "$"),
        (["Sc", "Currency_Symbol"], "€", "+"),
        (["Sk", "Modifier_Symbol"], "^", "+"),
        (["So", "Other_Symbol"], "©", "+"),
        (["Z", "Separator"], " ", "\t"),
        (["Zs", "Space_Separator"], "\u{3000}", "\u{2028}"),
        (["Zl", "Line_Separator"], "\u{2028}", "\u{2029}"),
        (["Zp", "Paragraph_Separator"], "\u{2029}", "\u{2028}"),
        (["C", "Other"], "\u{0}", "a"),
        (["Cc", "Control", "cntrl"], "\u{7F}", "\u{AD}"),
        (["Cf", "Format"], "\u{AD}", "\u{7F}"),
        (["Cs", "Surrogate"], "", "a"),
        (["Co", "Private_Use"], "\u{E000}", "a"),
        (["Cn", "Unassigned"], "\u{378}", "a"),
    ]

    @Test("General_Category values, long and short, bare and with gc= / General_Category=")
    func generalCategories() {
        for (names, member, nonMember) in Self.categories {
            for name in names {
                for pattern in ["^\\p{\(name)}$", "^\\p{gc=\(name)}$", "^\\p{General_Category=\(name)}$"] {
                    if !member.isEmpty { expectMatch(pattern, member, true) }
                    expectMatch(pattern, nonMember, false)
                }
                if !member.isEmpty { expectMatch("^\\P{\(name)}$", member, false) }
                expectMatch("^\\P{\(name)}$", nonMember, true)
            }
        }
    }

    @Test("property names are case-sensitive and must be exact")
    func exactNames() {
        for name in ["letter", "LETTER", "lu", "Upper_case_Letter", "L&", "Lowercase Letter", "IsLetter", "InBasicLatin"] {
            #expect(!isValidRegex("\\p{\(name)}"), "\(name)")
        }
    }

    @Test("binary properties (every ECMA-262 name and alias compiles)")
    func binaryProperties() {
        for name in RegexBinaryProperty.names.keys {
            #expect(isValidRegex("\\p{\(name)}"), "\(name)")
            #expect(isValidRegex("[\\P{\(name)}]"), "\(name)")
        }
        for name in ["Any", "ASCII", "Assigned", "Regional_Indicator", "RI", "Emoji_Component", "EComp",
            "Extended_Pictographic", "ExtPict"]
        {
            #expect(isValidRegex("\\p{\(name)}"), "\(name)")
        }
        expectMatch(#"^\p{Alphabetic}+$"#, "abcⅫ", true)
        expectMatch(#"^\p{Alpha}$"#, "1", false)
        expectMatch(#"^\p{White_Space}+$"#, " \t\u{85}", true)
        expectMatch(#"^\p{space}$"#, "a", false)
        expectMatch(#"^\p{Uppercase}$"#, "Ⓐ", true)
        expectMatch(#"^\p{Lowercase}$"#, "ª", true)
        expectMatch(#"^\p{Hex_Digit}+$"#, "09afAF０", true)
        expectMatch(#"^\p{AHex}$"#, "０", false)
        expectMatch(#"^\p{ID_Start}\p{ID_Continue}*$"#, "a1_b", true)
        expectMatch(#"^\p{IDS}$"#, "1", false)
        expectMatch(#"^\p{Emoji}$"#, "🐲", true)
        expectMatch(#"^\p{Emoji_Presentation}$"#, "#", false)
        expectMatch(#"^\p{Extended_Pictographic}$"#, "©", true)
        expectMatch(#"^\p{ExtPict}$"#, "a", false)
        expectMatch(#"^\p{Emoji_Component}$"#, "\u{200D}", true)
        expectMatch(#"^\p{RI}{2}$"#, "🇫🇷", true)
        expectMatch(#"^\p{Any}$"#, "\u{10FFFF}", true)
        expectMatch(#"^\p{ASCII}+$"#, "\u{0}~", true)
        expectMatch(#"^\p{ASCII}$"#, "é", false)
        expectMatch(#"^\p{Assigned}$"#, "\u{378}", false)
        expectMatch(#"^\P{Assigned}$"#, "\u{378}", true)
        expectMatch(#"^\p{Math}$"#, "∑", true)
        expectMatch(#"^\p{Dash}$"#, "–", true)
        expectMatch(#"^\p{Ideographic}$"#, "漢", true)
        expectMatch(#"^\p{Noncharacter_Code_Point}$"#, "\u{FFFF}", true)
    }

    @Test("Script and Script_Extensions")
    func scripts() {
        expectMatch(#"^\p{Script=Greek}+$"#, "αβγΩ", true)
        expectMatch(#"^\p{Script=Greek}+$"#, "α1", false)
        expectMatch(#"^\p{sc=Grek}+$"#, "αβγ", true)
        expectMatch(#"^\p{sc=Latin}+$"#, "abcÉ", true)
        expectMatch(#"^\p{sc=Latn}+$"#, "αβ", false)
        expectMatch(#"^\p{Script=Cyrillic}+$"#, "жизнь", true)
        expectMatch(#"^\p{sc=Han}+$"#, "漢字", true)
        expectMatch(#"^\p{sc=Hani}+$"#, "かな", false)
        expectMatch(#"^\p{sc=Hiragana}+$"#, "かな", true)
        expectMatch(#"^\p{sc=Katakana}+$"#, "カナ", true)
        expectMatch(#"^\p{sc=Arabic}+$"#, "مرحبا", true)
        expectMatch(#"^\p{sc=Hebrew}+$"#, "שלום", true)
        expectMatch(#"^\p{sc=Devanagari}+$"#, "नमस्ते", true)
        expectMatch(#"^\p{sc=Hangul}+$"#, "한국어", true)
        expectMatch(#"^\p{sc=Thai}+$"#, "ภาษาไทย", true)
        expectMatch(#"^\p{sc=Common}+$"#, "123 !", true)
        expectMatch(#"^\p{sc=Zyyy}$"#, "a", false)
        expectMatch(#"^\p{sc=Inherited}$"#, "\u{301}", true)
        expectMatch(#"^\p{sc=Qaai}$"#, "\u{301}", true)
        expectMatch(#"^\p{sc=Unknown}$"#, "\u{378}", true)
        expectMatch(#"^\p{sc=Zzzz}$"#, "\u{E000}", true)
        expectMatch(#"^\p{sc=Unknown}$"#, "a", false)
        // U+0342 COMBINING GREEK PERISPOMENI: Script=Inherited, Script_Extensions=Greek.
        expectMatch(#"^\p{sc=Grek}$"#, "\u{342}", false)
        expectMatch(#"^\p{scx=Grek}$"#, "\u{342}", true)
        expectMatch(#"^\p{Script_Extensions=Inherited}$"#, "\u{342}", false)
        expectMatch(#"^\p{Script_Extensions=Latin}$"#, "\u{363}", true)
        expectMatch(#"^\p{scx=Latn}$"#, "a", true)
        expectMatch(#"^\P{sc=Latn}$"#, "α", true)
        expectMatch(#"^[\p{sc=Grek}\p{sc=Latn}]+$"#, "aα", true)
        expectMatch(#"^[^\p{sc=Grek}]$"#, "α", false)
    }

    @Test("properties inside classes: union, negation of items and of the class")
    func propertiesInClasses() {
        expectMatch(#"^[\p{L}\d]+$"#, "abc123", true)
        expectMatch(#"^[\p{L}\d]+$"#, "abc-", false)
        expectMatch(#"^[^\p{L}]+$"#, "123", true)
        expectMatch(#"^[^\p{L}]$"#, "é", false)
        expectMatch(#"^[\P{L}a]+$"#, "1a", true)
        expectMatch(#"^[\P{L}a]$"#, "b", false)
        expectMatch(#"^[^\P{L}]$"#, "é", true)
        expectMatch(#"^[^\P{L}]$"#, "1", false)
        expectMatch(#"^[\p{Lu}\p{Nd}_]+$"#, "AB_٣", true)
        expectMatch(#"^[\p{Lu}\p{Nd}_]+$"#, "ab", false)
        // Two-byte UTF-8 (cached) and longer code points agree with the standard library.
        for value in UInt32(0x80)..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isLetter = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
                .contains(scalar.properties.generalCategory)
            expectMatch(#"^\p{L}$"#, String(scalar), isLetter)
        }
    }

    @Test("patterns always use Unicode semantics: \\p{Letter} matches decomposed and precomposed letters alike")
    func letterSemantics() {
        expectMatch(#"\p{Letter}cole"#, "l'école", true)
        expectMatch(#"\p{Letter}cole"#, "l'e\u{301}cole", false)  // the code point before "cole" is U+0301, a mark
        expectMatch(#"\p{Letter}\p{M}cole"#, "l'e\u{301}cole", true)
    }
}
