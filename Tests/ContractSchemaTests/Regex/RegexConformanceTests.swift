import Testing

@testable import ContractSchema

/// Every pattern-related case of the JSON-Schema-Test-Suite (draft2020-12 and draft7): `pattern.json`,
/// `patternProperties.json`, `optional/ecmascript-regex.json`, `optional/non-bmp-regex.json`,
/// `optional/format/regex.json`, `optional/format/ecmascript-regex.json`, plus the patterns of
/// `additionalProperties.json` and `propertyNames.json`. Schema-level cases are reduced to the pattern verdicts they
/// depend on (for `patternProperties`, whether each property name matches). The draft7 files hold a subset of the
/// same cases.
@Suite("JSON-Schema-Test-Suite regex cases")
struct RegexConformanceTests {
    static let frenchASCII =
        "Les hivers de mon enfance etaient des saisons longues, longues. Nous vivions en trois lieux: l'ecole, l'eglise et la patinoire; mais la vraie vie etait sur la patinoire."
    static let frenchUnicode =
        "Les hivers de mon enfance étaient des saisons longues, longues. Nous vivions en trois lieux: l'école, l'église et la patinoire; mais la vraie vie était sur la patinoire."
    static let frenchEscaped =
        "Les hivers de mon enfance étaient des saisons longues, longues. Nous vivions en trois lieux: l'\u{e9}cole, l'église et la patinoire; mais la vraie vie était sur la patinoire."
    static let frenchUpper =
        "LES HIVERS DE MON ENFANCE ÉTAIENT DES SAISONS LONGUES, LONGUES. NOUS VIVIONS EN TROIS LIEUX: L'ÉCOLE, L'ÉGLISE ET LA PATINOIRE; MAIS LA VRAIE VIE ÉTAIT SUR LA PATINOIRE."

    static let ecmascriptRegexCases: [RegexCase] = [
        // ECMA 262 regex $ does not match trailing newline
        RegexCase(#"^abc$"#, "abc\\n", false),
        RegexCase(#"^abc$"#, "abc\n", false),
        RegexCase(#"^abc$"#, "abc", true),
        // ECMA 262 regex converts \t to horizontal tab
        RegexCase(#"^\t$"#, "\\t", false),
        RegexCase(#"^\t$"#, "\u{0009}", true),
        // ECMA 262 regex escapes control codes with \c and upper letter
        RegexCase(#"^\cC$"#, "\\cC", false),
        RegexCase(#"^\cC$"#, "\u{0003}", true),
        // ECMA 262 regex escapes control codes with \c and lower letter
        RegexCase(#"^\cc$"#, "\\cc", false),
        RegexCase(#"^\cc$"#, "\u{0003}", true),
        // ECMA 262 \d matches ascii digits only
        RegexCase(#"^\d$"#, "0", true),
        RegexCase(#"^\d$"#, "߀", false),
        RegexCase(#"^\d$"#, "\u{07c0}", false),
        // ECMA 262 \D matches everything but ascii digits
        RegexCase(#"^\D$"#, "0", false),
        RegexCase(#"^\D$"#, "߀", true),
        RegexCase(#"^\D$"#, "\u{07c0}", true),
        // ECMA 262 \w matches ascii letters only
        RegexCase(#"^\w$"#, "a", true),
        RegexCase(#"^\w$"#, "é", false),
        // ECMA 262 \W matches everything but ascii letters
        RegexCase(#"^\W$"#, "a", false),
        RegexCase(#"^\W$"#, "é", true),
        // ECMA 262 \s matches whitespace
        RegexCase(#"^\s$"#, " ", true),
        RegexCase(#"^\s$"#, "\t", true),
        RegexCase(#"^\s$"#, "\u{000b}", true),
        RegexCase(#"^\s$"#, "\u{000c}", true),
        RegexCase(#"^\s$"#, "\u{00a0}", true),
        RegexCase(#"^\s$"#, "\u{feff}", true),
        RegexCase(#"^\s$"#, "\u{000a}", true),
        RegexCase(#"^\s$"#, "\u{2029}", true),
        RegexCase(#"^\s$"#, "\u{2003}", true),
        RegexCase(#"^\s$"#, "\u{0001}", false),
        RegexCase(#"^\s$"#, "\u{2013}", false),
        // ECMA 262 \S matches everything but whitespace
        RegexCase(#"^\S$"#, " ", false),
        RegexCase(#"^\S$"#, "\t", false),
        RegexCase(#"^\S$"#, "\u{000b}", false),
        RegexCase(#"^\S$"#, "\u{000c}", false),
        RegexCase(#"^\S$"#, "\u{00a0}", false),
        RegexCase(#"^\S$"#, "\u{feff}", false),
        RegexCase(#"^\S$"#, "\u{000a}", false),
        RegexCase(#"^\S$"#, "\u{2029}", false),
        RegexCase(#"^\S$"#, "\u{2003}", false),
        RegexCase(#"^\S$"#, "\u{0001}", true),
        RegexCase(#"^\S$"#, "\u{2013}", true),
        // patterns always use unicode semantics with pattern
        RegexCase(#"\p{Letter}cole"#, frenchASCII, true),
        RegexCase(#"\p{Letter}cole"#, frenchUnicode, true),
        RegexCase(#"\p{Letter}cole"#, frenchEscaped, true),
        RegexCase(#"\p{Letter}cole"#, frenchUpper, false),
        // \w in patterns matches [A-Za-z0-9_], not unicode letters
        RegexCase(#"\wcole"#, frenchASCII, true),
        RegexCase(#"\wcole"#, frenchUnicode, false),
        RegexCase(#"\wcole"#, frenchEscaped, false),
        RegexCase(#"\wcole"#, frenchUpper, false),
        // pattern with ASCII ranges
        RegexCase(#"[a-z]cole"#, frenchUnicode, false),
        RegexCase(#"[a-z]cole"#, frenchEscaped, false),
        RegexCase(#"[a-z]cole"#, frenchASCII, true),
        // \d in pattern matches [0-9], not unicode digits
        RegexCase(#"^\d+$"#, "42", true),
        RegexCase(#"^\d+$"#, "-%#", false),
        RegexCase(#"^\d+$"#, "৪২", false),
        // pattern with non-ASCII digits
        RegexCase(#"^\p{digit}+$"#, "42", true),
        RegexCase(#"^\p{digit}+$"#, "-%#", false),
        RegexCase(#"^\p{digit}+$"#, "৪২", true),
        // patterns always use unicode semantics with patternProperties (property names)
        RegexCase(#"\p{Letter}cole"#, "l'ecole", true),
        RegexCase(#"\p{Letter}cole"#, "l'école", true),
        RegexCase(#"\p{Letter}cole"#, "l'\u{e9}cole", true),
        RegexCase(#"\p{Letter}cole"#, "L'ÉCOLE", false),
        // \w in patternProperties matches [A-Za-z0-9_], not unicode letters
        RegexCase(#"\wcole"#, "l'ecole", true),
        RegexCase(#"\wcole"#, "l'école", false),
        RegexCase(#"\wcole"#, "l'\u{e9}cole", false),
        RegexCase(#"\wcole"#, "L'ÉCOLE", false),
        // patternProperties with ASCII ranges
        RegexCase(#"[a-z]cole"#, "l'école", false),
        RegexCase(#"[a-z]cole"#, "l'\u{e9}cole", false),
        RegexCase(#"[a-z]cole"#, "l'ecole", true),
        // \d in patternProperties matches [0-9], not unicode digits
        RegexCase(#"^\d+$"#, "42", true),
        RegexCase(#"^\d+$"#, "-%#", false),
        RegexCase(#"^\d+$"#, "৪২", false),
        // patternProperties with non-ASCII digits
        RegexCase(#"^\p{digit}+$"#, "42", true),
        RegexCase(#"^\p{digit}+$"#, "-%#", false),
        RegexCase(#"^\p{digit}+$"#, "৪২", true),
    ]

    static let nonBMPCases: [RegexCase] = [
        // Proper UTF-16 surrogate pair handling: pattern
        RegexCase("^🐲*$", "", true),
        RegexCase("^🐲*$", "🐲", true),
        RegexCase("^🐲*$", "🐲🐲", true),
        RegexCase("^🐲*$", "🐉", false),
        RegexCase("^🐲*$", "🐉🐉", false),
        RegexCase("^🐲*$", "D", false),
        RegexCase("^🐲*$", "DD", false),
        // patternProperties: the names "", "🐲" and "🐲🐲" match (their validity then depends on the value type)
    ]

    static let patternCases: [RegexCase] = [
        // pattern validation
        RegexCase(#"^a*$"#, "aaa", true),
        RegexCase(#"^a*$"#, "abc", false),
        // pattern is not anchored
        RegexCase(#"a+"#, "xxaayy", true),
        // pattern with Unicode property escape requires unicode mode
        RegexCase(#"^\p{Letter}+$"#, "Hello", true),
        RegexCase(#"^\p{Letter}+$"#, "π", true),
        RegexCase(#"^\p{Letter}+$"#, "123", false),
    ]

    static let patternPropertiesCases: [RegexCase] = [
        // patternProperties validates properties matching a regex
        RegexCase(#"f.*o"#, "foo", true),
        RegexCase(#"f.*o"#, "foooooo", true),
        RegexCase(#"f.*o"#, "fooooo", true),
        // multiple simultaneous patternProperties are validated
        RegexCase(#"a*"#, "a", true),
        RegexCase(#"a*"#, "aaaa", true),
        RegexCase(#"a*"#, "aaa", true),
        RegexCase(#"aaa*"#, "a", false),
        RegexCase(#"aaa*"#, "aaa", true),
        RegexCase(#"aaa*"#, "aaaa", true),
        // regexes are not anchored by default and are case sensitive
        RegexCase(#"[0-9]{2,}"#, "answer 1", false),
        RegexCase(#"X_"#, "answer 1", false),
        RegexCase(#"[0-9]{2,}"#, "a31b", true),
        RegexCase(#"X_"#, "a31b", false),
        RegexCase(#"[0-9]{2,}"#, "a_x_3", false),
        RegexCase(#"X_"#, "a_x_3", false),
        RegexCase(#"[0-9]{2,}"#, "a_X_3", false),
        RegexCase(#"X_"#, "a_X_3", true),
        // patternProperties with boolean schemas
        RegexCase(#"f.*"#, "foo", true),
        RegexCase(#"b.*"#, "foo", false),
        RegexCase(#"f.*"#, "bar", false),
        RegexCase(#"b.*"#, "bar", true),
        RegexCase(#"f.*"#, "foobar", true),
        RegexCase(#"b.*"#, "foobar", true),
        // patternProperties with null valued instance properties
        RegexCase(#"^.*bar$"#, "foobar", true),
        // patternProperties with Unicode property escape
        RegexCase(#"^\p{Letter}+$"#, "π", true),
        RegexCase(#"^\p{Letter}+$"#, "123", false),
        // Proper UTF-16 surrogate pair handling: patternProperties
        RegexCase("^🐲*$", "", true),
        RegexCase("^🐲*$", "🐲", true),
        RegexCase("^🐲*$", "🐲🐲", true),
        // additionalProperties.json
        RegexCase(#"^v"#, "vroom", true),
        RegexCase(#"^v"#, "foo", false),
        RegexCase(#"^á"#, "ármányos", true),
        RegexCase(#"^á"#, "élmény", false),
        // propertyNames.json
        RegexCase(#"^a+$"#, "a", true),
        RegexCase(#"^a+$"#, "aa", true),
        RegexCase(#"^a+$"#, "aaa", true),
        RegexCase(#"^a+$"#, "aaA", false),
        // properties.json, unevaluatedProperties.json
        RegexCase(#"f.o"#, "foo", true),
        RegexCase(#"f.o"#, "fxo", true),
        RegexCase(#"f.o"#, "bar", false),
        RegexCase(#"^foo"#, "foo", true),
        RegexCase(#"^bar$"#, "bar", true),
        RegexCase(#"^bar$"#, "barx", false),
    ]

    @Test("optional/ecmascript-regex.json", arguments: ecmascriptRegexCases)
    func ecmascriptRegex(_ test: RegexCase) {
        expectMatch(test.pattern, test.input, test.expected)
    }

    @Test("optional/non-bmp-regex.json", arguments: nonBMPCases)
    func nonBMP(_ test: RegexCase) {
        expectMatch(test.pattern, test.input, test.expected)
    }

    @Test("pattern.json", arguments: patternCases)
    func pattern(_ test: RegexCase) {
        expectMatch(test.pattern, test.input, test.expected)
    }

    @Test("patternProperties.json and other property-name patterns", arguments: patternPropertiesCases)
    func patternProperties(_ test: RegexCase) {
        expectMatch(test.pattern, test.input, test.expected)
    }

    /// `optional/format/regex.json` and `optional/format/ecmascript-regex.json`: validity of the pattern itself.
    static let formatRegexCases: [(String, Bool)] = [
        (#"([abc])+\s+$"#, true),
        (#"^(abc]"#, false),
        (#"\a"#, false),
        (#"(?P<name>x)"#, false),
        (#"(?P<n>a)(?P=n)"#, false),
        (#"(?#comment)a"#, false),
        (#"(?i)abc"#, false),
        (#"(?ims)abc"#, false),
        (#"(?<name>x)"#, true),
        (#"(?<n>a)\k<n>"#, true),
        (#"(?<=a+)b"#, true),
        (#"[]"#, true),
        (#"[^]"#, true),
        (#"\cA"#, true),
    ]

    @Test("optional/format/regex.json and optional/format/ecmascript-regex.json", arguments: formatRegexCases)
    func formatRegex(_ pattern: String, _ valid: Bool) {
        #expect(isValidRegex(pattern) == valid, "\(pattern.debugDescription)")
    }

    @Test("the empty class never matches, the negated empty class always does")
    func emptyClasses() {
        expectMatch("[]", "", false)
        expectMatch("[]", "abc", false)
        expectMatch("[^]", "a", true)
        expectMatch("[^]", "\n", true)
        expectMatch("[^]", "", false)
    }
}
