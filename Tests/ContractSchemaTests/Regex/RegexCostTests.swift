import Testing

@testable import ContractSchema

/// Patterns that make backtracking engines take exponential time must get a verdict quickly here (they run on
/// automata); budgeted matchers answer nil instead of hanging. No timing assertions: a hang would time the test out.
@Suite("Regex cost bounds")
struct RegexCostTests {
    static let manyA = String(repeating: "a", count: 30_000)
    static let manyAThenBang = manyA + "!"

    @Test("catastrophic patterns without backreferences are decided (false) on 10,000–30,000 characters")
    func catastrophicPatterns() {
        expectMatch(#"^(a+)+$"#, Self.manyAThenBang, false)
        expectMatch(#"(a|aa)+$"#, Self.manyAThenBang, false)
        expectMatch(#"(x+x+)+y"#, String(repeating: "x", count: 30_000), false)
        expectMatch(#"(a|a)*b"#, Self.manyA, false)
        expectMatch(#"(a*)*b"#, Self.manyA, false)
        expectMatch(#"^(a|a?)+$"#, Self.manyAThenBang, false)
        expectMatch(#"^(\w+\s?)*$"#, Self.manyAThenBang, false)
        expectMatch(#"^(([a-z])+.)+[A-Z]([a-z])+$"#, String(repeating: "a", count: 10_000) + "!", false)
        expectMatch(#"^(a+)+b"#, String(repeating: "a", count: 10_000), false)
        expectMatch(#"(.*a){20}"#, String(repeating: "b", count: 10_000), false)
        expectMatch(#"(\d+)*[a-z]$"#, String(repeating: "1", count: 20_000) + "!", false)
        expectMatch(#"^(?:a|b|ab|ba)*c$"#, String(repeating: "ab", count: 10_000), false)
        // …and still find matches.
        expectMatch(#"^(a+)+$"#, Self.manyA, true)
        expectMatch(#"(x+x+)+y"#, String(repeating: "x", count: 30_000) + "y", true)
        expectMatch(#"(a|aa)+$"#, Self.manyAThenBang + "a", true)
    }

    @Test("catastrophic lookaround patterns are decided too")
    func catastrophicLookarounds() {
        expectMatch(#"^(?=(a+)+$)"#, Self.manyAThenBang, false)
        expectMatch(#"(?=(a|a)*b)"#, Self.manyA, false)
        expectMatch(#"(?<=(a+)+)b"#, Self.manyA + "c", false)
        expectMatch(#"(?<!a)(a+)+!"#, Self.manyAThenBang, true)
        expectMatch(#"^(?!(a|aa)+$).*$"#, Self.manyA, false)
    }

    @Test("long inputs on every strategy")
    func longInputs() {
        let text = String(repeating: "Les hivers de mon enfance étaient des saisons longues. ", count: 2_000)
        expectMatch("patinoire", text, false)  // literal
        expectMatch("^Les", text, true)  // anchored literal
        expectMatch(#"^[\p{L}\s.,]+$"#, text, true)  // single-character run
        expectMatch(#"\p{Letter}cole"#, text, false)  // DFA with non-ASCII predicates
        expectMatch(#"(?<=é)taient\b"#, text, true)  // Pike VM
        expectMatch(#"\b(\w+) \1\b"#, text, false)  // backtracker
        expectMatch(#"(\w)\1"#, text, false)  // backtracker, no doubled letter anywhere
        expectMatch(#"(\w)\1"#, text + "balloon", true)  // backtracker, match at the very end
    }

    @Test("exponential backtracking with backreferences runs out of budget and answers nil")
    func backreferenceBudget() throws {
        let regex = try ECMAScriptRegex(#"^(a+)+\1$"#)
        #expect(regex.matches(String(repeating: "a", count: 40) + "!") == nil)
        #expect(regex.matches(Self.manyAThenBang) == nil)
        // The relaxed prefilter (backreferences → [^]*) decides plain non-matches without backtracking.
        let prefiltered = try ECMAScriptRegex(#"^(a+)+\1b$"#)
        #expect(prefiltered.matches(Self.manyAThenBang) == false)
        #expect(prefiltered.matches("aab") == true)
    }

    @Test("counted repetition near the cap compiles and matches")
    func largeCountedRepetition() {
        expectMatch(#"^a{20000}$"#, String(repeating: "a", count: 20_000), true)
        expectMatch(#"^a{20000}$"#, String(repeating: "a", count: 19_999), false)
        expectMatch(#"a{500}"#, String(repeating: "a", count: 499) + "b" + String(repeating: "a", count: 500), true)
        expectMatch(#"a{500}"#, String(repeating: "a", count: 499) + "b" + String(repeating: "a", count: 499), false)
        expectMatch(#"^(?:a|ab){0,1000}$"#, String(repeating: "ab", count: 500), true)
        expectMatch(#"^(?:a|ab){0,1000}$"#, String(repeating: "ab", count: 1_001), false)
        expectMatch(#"^[ab]*a[ab]{12}$"#, String(repeating: "b", count: 5_000) + "a" + String(repeating: "b", count: 12), true)
    }
}
