import Testing

@testable import ContractSchema

/// Matching semantics: anchors, quantifier bounds, lazy/greedy, alternation, code points, backreferences and
/// lookarounds.
@Suite("Regex matching")
struct RegexMatchingTests {
    @Test("the search is unanchored, like RegExp.prototype.test")
    func unanchoredSearch() {
        expectMatch("a+", "xxaayy", true)
        expectMatch("b", "abc", true)
        expectMatch("", "", true)
        expectMatch("", "abc", true)
        expectMatch("abc", "ab", false)
        expectMatch("needle", String(repeating: "hay ", count: 1000) + "needle", true)
        expectMatch("needle", String(repeating: "hay ", count: 1000) + "needl", false)
    }

    @Test("^ and $ only match at the start and end of the input (no multiline flag)")
    func anchors() {
        expectMatch("^abc$", "abc", true)
        expectMatch("^abc$", "abc\n", false)
        expectMatch("^abc$", "\nabc", false)
        expectMatch("^b", "a\nb", false)
        expectMatch("a$", "a\nb", false)
        expectMatch("^$", "", true)
        expectMatch("^$", "\n", false)
        expectMatch("a^b", "ab", false)
        expectMatch("^^a$$", "a", true)
        expectMatch("^a|b$", "xax", false)
        expectMatch("^a|b$", "ax", true)
        expectMatch("^a|b$", "xb", true)
        expectMatch("(?:^|,)x(?:,|$)", "a,x,b", true)
        expectMatch("(?:^|,)x(?:,|$)", "ax", false)
        expectMatch("(^a)?b", "ab", true)
    }

    @Test("quantifier bounds")
    func quantifierBounds() {
        let cases: [(String, [Int])] = [
            ("^a{3}$", [3]), ("^a{2,}$", Array(2...12)), ("^a{2,4}$", [2, 3, 4]), ("^a{0}$", [0]),
            ("^a{0,1}$", [0, 1]), ("^a?$", [0, 1]), ("^a*$", Array(0...12)), ("^a+$", Array(1...12)),
            ("^(?:a{2}){2,3}$", [4, 6]), ("^(?:a|aa){2}$", [2, 3, 4]), ("^a{1,3}a{2}$", [3, 4, 5]),
            ("^(?:a?){3}$", [0, 1, 2, 3]), ("^(?:a*){2,}$", Array(0...12)),
        ]
        for (pattern, lengths) in cases {
            for length in 0...12 {
                expectMatch(pattern, String(repeating: "a", count: length), lengths.contains(length))
            }
        }
        expectMatch("^x{2}y{1,2}z{0,}$", "xxyz", true)
        expectMatch("^x{2}y{1,2}z{0,}$", "xxyyyz", false)
        expectMatch("^[0-9]{1,3}(?:,[0-9]{3})*$", "12,345,678", true)
        expectMatch("^[0-9]{1,3}(?:,[0-9]{3})*$", "1234,567", false)
    }

    @Test("lazy quantifiers give the same test() verdict as greedy ones")
    func lazyEqualsGreedy() throws {
        let pairs = [
            ("^a*b$", "^a*?b$"), ("a+b", "a+?b"), ("^(a|ab)*c$", "^(a|ab)*?c$"), ("^a{2,4}$", "^a{2,4}?$"),
            ("x(?:ab)+y", "x(?:ab)+?y"), ("^.*foo", "^.*?foo"), ("^(a*)*b", "^(a*?)*?b"), ("^[ab]{1,3}b$", "^[ab]{1,3}?b$"),
            ("a?b", "a??b"), ("^(a+)+$", "^(a+?)+?$"), ("(a|b)*c", "(a|b)*?c"), ("^(?:a|b){0,3}$", "^(?:a|b){0,3}?$"),
            ("^(a+)\\1$", "^(a+?)\\1$"), ("(?=a+b)a", "(?=a+?b)a"), ("^(a{2,})\\1$", "^(a{2,}?)\\1$"),
        ]
        let inputs = ["", "a", "b", "ab", "aab", "abc", "aaab", "xababy", "xy", "zfoo", "aaaa", "abab", "c", "aaaaa"]
        for (greedy, lazy) in pairs {
            let greedyRegex = try ECMAScriptRegex(greedy)
            let lazyRegex = try ECMAScriptRegex(lazy)
            for input in inputs {
                #expect(greedyRegex.matches(input) == lazyRegex.matches(input), "\(greedy) vs \(lazy) on \(input)")
            }
        }
    }

    @Test("alternation tries every alternative")
    func alternation() {
        expectMatch("^(?:cat|dog|bird)$", "dog", true)
        expectMatch("^(?:cat|dog|bird)$", "cow", false)
        expectMatch("^(a|ab)(c|bcd)(d*)$", "abcd", true)
        expectMatch("^(|a)b$", "ab", true)
        expectMatch("^(|a)b$", "b", true)
        expectMatch("a|", "zzz", true)
        expectMatch("|a", "", true)
    }

    @Test("matching is by code point, not by grapheme cluster or UTF-16 unit")
    func codePoints() {
        let decomposed = "e\u{301}"  // one Character, two code points
        expectMatch("^.$", decomposed, false)
        expectMatch("^..$", decomposed, true)
        expectMatch("^e", decomposed, true)
        expectMatch("^é$", decomposed, false)
        expectMatch("^é$", "é", true)
        expectMatch("^\\u00e9$", "é", true)
        expectMatch("^[é]$", decomposed, false)
        expectMatch("^.$", "🐲", true)  // one code point, two UTF-16 units
        expectMatch("^.{2}$", "🐲", false)
        expectMatch("^[^a]$", "🐲", true)
        expectMatch("^🐲{2}$", "🐲🐲", true)
        expectMatch("^.{3}$", "🇫🇷a", true)  // one Character (flag) made of two code points, then "a"
        expectMatch("^\\p{L}\\p{M}$", decomposed, true)
        expectMatch("(?<=e)\u{301}", decomposed, true)
    }

    @Test("backreferences")
    func backreferences() {
        expectMatch(#"^(a+)b\1$"#, "aabaa", true)
        expectMatch(#"^(a+)b\1$"#, "aaba", false)
        expectMatch(#"(\w)\1"#, "hello", true)
        expectMatch(#"(\w)\1"#, "helo", false)
        expectMatch(#"^(?<q>["']).*\k<q>$"#, "\"abc\"", true)
        expectMatch(#"^(?<q>["']).*\k<q>$"#, "\"abc'", false)
        expectMatch(#"^(.)(.)\2\1$"#, "abba", true)
        expectMatch(#"^(.)(.)\2\1$"#, "abab", false)
        expectMatch(#"^(🐲)\1$"#, "🐲🐲", true)
        expectMatch(#"^(é)\1$"#, "ée\u{301}", false)
        // A group that did not participate (or is defined later) matches the empty string.
        expectMatch(#"^(a)|\1b$"#, "b", true)
        expectMatch(#"^\1(a)$"#, "a", true)
        expectMatch(#"^(?:(a)|b)\1$"#, "b", true)
        // Captures inside a quantified group are reset at each iteration.
        expectMatch(#"^(?:(a)|b)*\1$"#, "abb", true)
        expectMatch(#"^(?:(a)|b)+\1$"#, "aba", false)
        expectMatch(#"^(?:a|(b))+\1$"#, "abb", true)
        // An iteration matching the empty string is rejected once the minimum is reached.
        expectMatch(#"^(a?)?\1$"#, "aa", true)
        expectMatch(#"^(a*)+\1$"#, "aaa", true)
        // Forward references, nested groups, high group numbers.
        expectMatch(#"^((a)b)\2\1$"#, "abaab", true)
        expectMatch(#"^(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\11$"#, "abcdefghijkk", true)
        expectMatch(#"^(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)\11$"#, "abcdefghijka", false)
    }

    @Test("lookahead and lookbehind")
    func lookarounds() {
        expectMatch("foo(?=bar)", "foobar", true)
        expectMatch("foo(?=bar)", "foobaz", false)
        expectMatch("foo(?!bar)", "foobar", false)
        expectMatch("foo(?!bar)", "foobaz", true)
        expectMatch(#"(?<=\$)\d+"#, "$42", true)
        expectMatch(#"(?<=\$)\d+"#, "€42", false)
        expectMatch(#"(?<!\$)\b\d+"#, "$42", false)
        expectMatch(#"(?<!\$)\b\d+"#, "42", true)
        expectMatch("(?<=a+)b", "aaab", true)
        expectMatch("(?<=a+)b", "b", false)
        expectMatch("(?<=^a{2,3})b", "aab", true)
        expectMatch("(?<=^a{2,3})b", "aaaab", false)
        expectMatch("(?<=(?=ab)a)b", "ab", true)
        expectMatch("(?<=🐲)x", "🐲x", true)
        expectMatch("(?<=é)x", "e\u{301}x", false)
        expectMatch("^(?:(?!ab).)*$", "acb", true)
        expectMatch("^(?:(?!ab).)*$", "aab", false)
        expectMatch("x(?=y$)", "xyz", false)
        expectMatch("(?<!^)x", "x", false)
        expectMatch("(?<!^)x", "ax", true)
        expectMatch(#"(?<![a-z])\d{3}(?!\d)"#, " 123", true)
        expectMatch(#"(?<![a-z])\d{3}(?!\d)"#, "x123", false)
        // Lookbehind bodies match backward, with backreferences resolved right to left.
        expectMatch(#"(?<=(a)\1)b"#, "aab", true)
        expectMatch(#"(?<=\1(a))b"#, "aab", true)
        expectMatch(#"(?<=\1(a))b"#, "ab", false)
        // Positive lookaheads keep their captures; negative ones do not.
        expectMatch(#"(?=(a+))a*b\1"#, "baaabac", true)
        expectMatch(#"^(?!(a)b)\1c"#, "c", true)
    }

    @Test("password-policy style lookaheads")
    func passwordPolicies() {
        let pattern = #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?!.*\s).{8,}$"#
        expectMatch(pattern, "Passw0rdX", true)
        expectMatch(pattern, "password1", false)
        expectMatch(pattern, "PASSWORD1", false)
        expectMatch(pattern, "Pa1", false)
        expectMatch(pattern, "Pass w0rdX", false)
        expectMatch(pattern, "Pässw0rd", true)
    }

    @Test("typical JSON Schema patterns")
    func schemaPatterns() {
        expectMatch(#"^[a-z0-9]+(?:-[a-z0-9]+)*$"#, "my-slug-1", true)
        expectMatch(#"^[a-z0-9]+(?:-[a-z0-9]+)*$"#, "my--slug", false)
        expectMatch(#"^\d{4}-\d{2}-\d{2}$"#, "2024-01-31", true)
        expectMatch(#"^\d{4}-\d{2}-\d{2}$"#, "2024-1-31", false)
        expectMatch(#"^(\([0-9]{3}\))?[0-9]{3}-[0-9]{4}$"#, "(888)555-1212", true)
        expectMatch(#"^(\([0-9]{3}\))?[0-9]{3}-[0-9]{4}$"#, "(888)555-1212 ext. 532", false)
        expectMatch(#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, "a@b.co", true)
        expectMatch(#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, "a b@c.d", false)
        expectMatch(#"^[A-Za-z_][A-Za-z0-9_]*$"#, "_id", true)
        expectMatch(#"^[A-Za-z_][A-Za-z0-9_]*$"#, "9id", false)
        expectMatch(#"^x-"#, "x-foo", true)
        expectMatch(#"^x-"#, "y-x-foo", false)
        expectMatch(#"\.json$"#, "schema.json", true)
        expectMatch(#"\.json$"#, "schema.json5", false)
    }

    @Test("substrings and strings decoded from UTF-16 match the same")
    func stringRepresentations() throws {
        let regex = try ECMAScriptRegex(#"^\p{L}+ \d+$"#)
        let text = "école 42 tail"
        #expect(regex.matches(String(text.dropLast(5))) == true)
        #expect(regex.matches(String(decoding: Array(text.utf16.dropLast(5)), as: UTF16.self)) == true)
        #expect(regex.matches(text) == false)
    }
}
