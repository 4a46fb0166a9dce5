import Testing

@testable import ContractSchema

/// Syntax errors (with offsets in Unicode scalars) and accepted syntax, following ECMA-262 with the `u` flag. The
/// validity of every pattern below was checked against V8 (`new RegExp(pattern, "u")`).
@Suite("Regex syntax")
struct RegexSyntaxTests {
    struct InvalidCase: Sendable, CustomTestStringConvertible {
        var pattern: String
        var offset: Int
        var message: String
        var testDescription: String { pattern.debugDescription }
    }

    static func invalid(_ pattern: String, _ offset: Int, _ message: String) -> InvalidCase {
        InvalidCase(pattern: pattern, offset: offset, message: message)
    }

    static let invalidCases: [InvalidCase] = [
        // Groups and brackets
        invalid(#"^(abc]"#, 5, "unmatched ']'"),
        invalid(#"(abc"#, 0, "unterminated group"),
        invalid(#"x(?:abc"#, 1, "unterminated group"),
        invalid(#"abc)"#, 3, "unmatched ')'"),
        invalid(#"[abc"#, 0, "unterminated character class"),
        invalid(#"a[b\]"#, 1, "unterminated character class"),
        invalid(#"]"#, 0, "unmatched ']'"),
        invalid(#"{"#, 0, "lone quantifier brackets"),
        invalid(#"}"#, 0, "lone quantifier brackets"),
        invalid(#"a}"#, 1, "lone quantifier brackets"),
        // Quantifiers
        invalid(#"*a"#, 0, "nothing to repeat"),
        invalid(#"a**"#, 2, "nothing to repeat"),
        invalid(#"a??+"#, 3, "nothing to repeat"),
        invalid(#"a{1}{2}"#, 4, "nothing to repeat"),
        invalid(#"a|*"#, 2, "nothing to repeat"),
        invalid(#"(+)"#, 1, "nothing to repeat"),
        invalid(#"^*"#, 1, "nothing to repeat"),
        invalid(#"$+"#, 1, "nothing to repeat"),
        invalid(#"\b+"#, 2, "nothing to repeat"),
        invalid(#"\B?"#, 2, "nothing to repeat"),
        invalid(#"(?=a)*"#, 5, "nothing to repeat"),
        invalid(#"(?!a)+"#, 5, "nothing to repeat"),
        invalid(#"(?<=a)+"#, 6, "nothing to repeat"),
        invalid(#"(?<!a)?"#, 6, "nothing to repeat"),
        invalid(#"(?<=x)*"#, 6, "nothing to repeat"),
        invalid(#"{1}"#, 0, "nothing to repeat"),
        invalid(#"a{2,1}"#, 1, "numbers out of order in {} quantifier"),
        invalid(#"a{"#, 1, "incomplete quantifier"),
        invalid(#"a{1"#, 1, "incomplete quantifier"),
        invalid(#"a{1,"#, 1, "incomplete quantifier"),
        invalid(#"a{,5}"#, 1, "incomplete quantifier"),
        invalid(#"a{x}"#, 1, "incomplete quantifier"),
        // Escapes
        invalid(#"\a"#, 0, #"invalid escape \a"#),
        invalid(#"\e"#, 0, #"invalid escape \e"#),
        invalid(#"x\q"#, 1, #"invalid escape \q"#),
        invalid(#"\ "#, 0, #"invalid escape \ "#),
        invalid(#"\é"#, 0, #"invalid escape \é"#),
        invalid(#"\"#, 0, #"\ at end of pattern"#),
        invalid(#"\c"#, 0, "invalid control escape"),
        invalid(#"\c1"#, 0, "invalid control escape"),
        invalid(#"[\c]"#, 1, "invalid control escape"),
        invalid(#"\x4"#, 0, "invalid hexadecimal escape"),
        invalid(#"\xZZ"#, 0, "invalid hexadecimal escape"),
        invalid(#"\u12"#, 0, "invalid unicode escape"),
        invalid(#"\u{110000}"#, 0, "invalid unicode escape"),
        invalid(#"\u{FFFFFFFFF}"#, 0, "invalid unicode escape"),
        invalid(#"\u{}"#, 0, "invalid unicode escape"),
        invalid(#"\u{12"#, 0, "invalid unicode escape"),
        invalid(#"\01"#, 0, "invalid decimal escape"),
        invalid(#"[\01]"#, 1, "invalid decimal escape"),
        // Backreferences and group names
        invalid(#"\1"#, 0, #"invalid backreference \1"#),
        invalid(#"\8"#, 0, #"invalid backreference \8"#),
        invalid(#"(a)\2"#, 3, #"invalid backreference \2"#),
        invalid(#"\k"#, 0, "invalid named reference"),
        invalid(#"\k<x>"#, 0, "invalid named reference: no group named 'x'"),
        invalid(#"(?<a>x)\k<b>"#, 7, "invalid named reference: no group named 'b'"),
        invalid(#"\k<a"#, 3, "invalid capture group name"),
        invalid(#"(?<a>x)(?<a>y)"#, 10, "duplicate capture group name"),
        invalid(#"(?<1a>x)"#, 3, "invalid capture group name"),
        invalid(#"(?<>x)"#, 3, "invalid capture group name"),
        invalid(#"(?<a b>x)"#, 3, "invalid capture group name"),
        invalid(#"(?<a"#, 3, "invalid capture group name"),
        // Group kinds that are not ECMA-262
        invalid(#"(?P<name>x)"#, 0, "invalid group"),
        invalid(#"(?P<n>a)(?P=n)"#, 0, "invalid group"),
        invalid(#"(?#comment)a"#, 0, "invalid group"),
        invalid(#"(?i)abc"#, 0, "pattern modifiers are not supported"),
        invalid(#"(?ims)abc"#, 0, "pattern modifiers are not supported"),
        invalid(#"(?>a)"#, 0, "invalid group"),
        // Character classes
        invalid(#"[z-a]"#, 1, "range out of order in character class"),
        invalid(#"[\d-z]"#, 3, "invalid character class range"),
        invalid(#"[a-\d]"#, 2, "invalid character class range"),
        invalid(#"[\p{L}-z]"#, 6, "invalid character class range"),
        invalid(#"[\B]"#, 1, #"invalid escape \B"#),
        invalid(#"[\1]"#, 1, "invalid class escape"),
        invalid(#"[\k]"#, 1, #"invalid escape \k"#),
        // Unicode properties
        invalid(#"\p{Foo}"#, 0, "invalid property name Foo"),
        invalid(#"\p{L"#, 0, "invalid property name"),
        invalid(#"\pL"#, 0, "invalid property name"),
        invalid(#"\P{}"#, 0, "invalid property name"),
        invalid(#"\p{letter}"#, 0, "invalid property name letter"),
        invalid(#"\p{Script=Foo}"#, 0, "invalid property name Script=Foo"),
        invalid(#"\p{sc=Latin"#, 0, "invalid property name"),
        invalid(#"\p{Block=Basic_Latin}"#, 0, "invalid property name Block=Basic_Latin"),
        invalid(#"\p{Any=Yes}"#, 0, "invalid property name Any=Yes"),
        invalid(#"\p{gc=Foo}"#, 0, "invalid property name gc=Foo"),
        invalid(#"\p{Zzzz}"#, 0, "invalid property name Zzzz"),
        invalid(#"x\p{ Lu }"#, 1, "invalid property name"),
        // Offsets count Unicode scalars, not UTF-16 units, bytes or grapheme clusters
        invalid("🐲🐲\\a", 2, #"invalid escape \a"#),
        invalid("e\u{301}é(", 3, "unterminated group"),
    ]

    @Test("invalid patterns throw with offset and message", arguments: invalidCases)
    func invalidPattern(_ test: InvalidCase) {
        let error = regexSyntaxError(test.pattern)
        #expect(error == RegexSyntaxError(offset: test.offset, message: test.message))
    }

    static let validPatterns: [String] = [
        #"([abc])+\s+$"#, #"[]"#, #"[^]"#, #"\cA"#, #"\cz"#, #"(?<name>x)"#, #"(?<n>a)\k<n>"#, #"(?<=a+)b"#,
        #"\/"#, #"[\-]"#, #"[\b]"#, #"\0"#, #"[\0]"#, #"\u{1F432}"#, #"\uD83D\uDC32"#, #"\uD83D"#, #"[--a]"#,
        #"x{0}"#, #"(?:)"#, #"()"#, #"|"#, #"a|"#, #"\k<a>(?<a>x)"#, #"\1(a)"#, #"(a)\1"#, #"(a)(b)\2\1"#,
        #"\p{General_Category=digit}"#, #"\p{gc=Lu}"#, #"\p{Script=Greek}"#, #"\p{sc=Grek}"#, #"\p{scx=Latn}"#,
        #"\p{Any}"#, #"\p{ASCII}"#, #"\p{Assigned}"#, #"\p{Emoji}"#, #"\p{RI}"#, #"\p{ExtPict}"#, #"\p{punct}"#,
        #"\p{cntrl}"#, #"\p{Combining_Mark}"#, #"\p{LC}"#, #"\P{L}"#, #"[\p{L}\d]"#, #"[^\P{L}]"#,
        #"\u{0000000041}"#, #"a{1,}"#, #"a{0,0}"#, #"a{3}?"#, #"[[]"#, #"[a-z-]"#, #"[-a]"#, #"[\w-]"#,
        #"(?<$_a1>x)"#, #"(?<\u0061b>x)\k<ab>"#, #"(?<π>x)"#, #"\$"#, #"[\^]"#, #"^$"#, #"\b\B"#,
        #"(?=a)(?!b)(?<=c)(?<!d)"#, #"\u{10FFFF}"#, #"[\u{10000}-\u{10FFFF}]"#, #"\p{Script_Extensions=Han}"#,
        #"\p{sc=Unknown}"#, #"\p{sc=Zzzz}"#, #"[\s\S]"#, #"\t\n\v\f\r"#, #"[\t\n\v\f\r]"#, #"\x7F"#, #"(?:a|b)*?c"#,
        #"a{99,100}"#, "🐲+", #"[🐲-🐵]"#, #"(((((((((((a)))))))))))\11"#,
    ]

    @Test("valid patterns compile", arguments: validPatterns)
    func validPattern(_ pattern: String) {
        #expect(regexSyntaxError(pattern) == nil)
    }

    /// The one deliberate relaxation of the `u`-flag grammar (V8 rejects these): escaped ASCII punctuation is the
    /// character itself, because real-world schemas write `\&` or `\-` and other validators accept them.
    @Test("escaped ASCII punctuation stands for itself", arguments: [#"\&"#, #"\%"#, #"\-"#, #"\_"#, #"\'"#, #"\""#, #"\@"#, #"\~"#, "\\#"])
    func escapedPunctuation(pattern: String) throws {
        let regex = try ECMAScriptRegex("^a" + pattern + "b$")
        let literal = String(pattern.dropFirst())
        #expect(regex.matches("a" + literal + "b") == true)
        #expect(regex.matches("a\\" + literal + "b") == false)
        #expect(regex.matches("ab") == false)
    }

    @Test("description combines message and offset")
    func description() {
        let error = RegexSyntaxError(offset: 3, message: "nothing to repeat")
        #expect(error.description == "nothing to repeat at offset 3")
        #expect("\(error)" == "nothing to repeat at offset 3")
    }

    @Test("counted repetition beyond the program-size cap is rejected, not expanded")
    func patternTooLarge() {
        for pattern in [#"a{1000000}"#, #"(?:a{1000}){1000}"#, #"((a{100}){100}){100}"#, #"\d{0,200000}"#,
            #"a{2147483648}"#, #"x{99999999999999999999}"#]
        {
            #expect(regexSyntaxError(pattern)?.message == "pattern too large", "\(pattern)")
        }
        // Just below the cap is fine.
        #expect(isValidRegex(#"a{90000}"#))
    }

    @Test("quantified empty bodies compile instantly whatever the count")
    func emptyBodies() {
        #expect(isValidRegex(#"(?:){1000000000}"#))
        #expect(isValidRegex(#"(?:){0,1000000000}"#))
        #expect(isValidRegex(#"(?:(?:){1000000000}){1000000000}"#))
        expectMatch(#"^(?:){1000000000}$"#, "", true)
    }

    @Test("nesting is limited to 200 groups")
    func nestingLimit() {
        let deep = String(repeating: "(", count: 150) + "a" + String(repeating: ")", count: 150)
        expectMatch(deep, "a", true)
        let tooDeep = String(repeating: "(?:", count: 300) + "a" + String(repeating: ")", count: 300)
        #expect(regexSyntaxError(tooDeep)?.message == "pattern nested too deeply")
        let deepLookahead = String(repeating: "(?=", count: 300) + "a" + String(repeating: ")", count: 300)
        #expect(regexSyntaxError(deepLookahead)?.message == "pattern nested too deeply")
    }

    @Test("ECMAScriptRegex equality and hashing use the pattern")
    func equality() throws {
        let a = try ECMAScriptRegex("a+")
        let b = try ECMAScriptRegex("a+")
        let c = try ECMAScriptRegex("a*")
        #expect(a == b)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
        #expect(a.pattern == "a+")
    }
}
