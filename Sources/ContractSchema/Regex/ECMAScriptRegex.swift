import ContractJSON

// ECMA-262 regular expressions for JSON Schema `pattern`, `patternProperties` and `format: "regex"`.
//
// Why a home-grown engine: JSON Schema gives patterns ECMA-262 meaning, and Swift's `Regex` (like most
// backtracking engines) has no way to bound its cost, so `^(a+)+$` against 10,000 "a" followed by "!" would hang
// the validator. The package may only depend on the toolchain, so this is a small engine of its own.
//
// Trade-off: patterns without backreferences are matched by automata (an eagerly built DFA over ASCII with NFA
// stepping for the rest, or a Pike VM when lookarounds are present), which is linear in the input for everything
// but lookarounds and immune to catastrophic backtracking, at the price of compile-time work and of expanding
// counted repetition into the program (capped at 100,000 instructions: `a{1000000}` is rejected as "pattern too
// large"). Only backreferences need backtracking; that matcher (and the lookaround one) has a step budget and
// answers nil ("undecided") rather than hanging. Matching only answers "is there a match" (`RegExp.prototype.test`),
// which is all JSON Schema needs, so no capture positions are ever reported.
//
// Pipeline: RegexParser (pattern → RegexNode) → RegexCompiler (→ RegexProgram) → RegexMatcher (strategy:
// literal / single-character run / RegexDFA / RegexPikeVM / RegexBacktracker). Input is read as UTF-8 and decoded
// to code points on the fly, so matching is by Unicode scalar (the `u` flag), never by grapheme cluster.

/// A regular expression with ECMA-262 syntax and semantics, compiled as if with the `u` (Unicode) flag and no
/// other flag, as JSON Schema requires for `pattern`, `patternProperties` and `format: "regex"`.
///
/// Matching works on Unicode code points: `.` matches one code point, so "é" written as `e` + U+0301 is two
/// characters. `\d`, `\w` and `\b` are ASCII-only, `\s` is ECMA-262 white space plus line terminators, and `^`/`$`
/// only match at the start/end of the input. Values are immutable and safe to share between threads; equality and
/// hashing use the pattern text.
public struct ECMAScriptRegex: Sendable, Hashable {
    /// The pattern source this regular expression was compiled from (as the schema wrote it, for a web reading).
    public internal(set) var pattern: String
    let matcher: any RegexMatching
    let capturingGroupCount: Int

    /// Compiles `pattern` with ECMA-262 syntax and `u`-flag (Unicode) semantics; throws on invalid syntax.
    ///
    /// Also throws for the few valid patterns this engine does not accept: counted repetitions whose expansion
    /// exceeds the program-size cap ("pattern too large"), groups nested more than 200 deep, pattern modifiers
    /// `(?i:…)` and duplicate group names in different alternatives (both ES2025).
    public init(_ pattern: String) throws(RegexSyntaxError) {
        var parser = RegexParser(pattern)
        let root = try parser.parse()
        self.pattern = pattern
        capturingGroupCount = parser.capturingGroupCount
        matcher = try RegexPlanner.plan(root, captureCount: parser.capturingGroupCount)
    }

    /// Whether the pattern matches anywhere in `string` (an unanchored search, like JavaScript's
    /// `RegExp.prototype.test`).
    ///
    /// Returns nil only when the answer could not be decided within the step budget (1,000,000 steps plus 64 per
    /// byte of `string`, at most 32,000,000), which is possible only for patterns with backreferences or lookarounds; never hangs.
    public func matches(_ string: String) -> Bool? {
        RegexUTF8.withBytes(of: string) { matcher.matches($0) }
    }

    /// Whether the pattern matches anywhere in the text whose UTF-8 encoding is `utf8`, which must be
    /// valid UTF-8 (a parsed JSON string without escapes is). Spares building a `String` per value.
    public func matches(utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
        matcher.matches(utf8)
    }

    /// Whether the pattern matches the string at `index` of a parsed document, read in place unless it
    /// has escapes to decode.
    @inline(__always)
    public func matches(_ view: JSONView, at index: Int) -> Bool? {
        RegexUTF8.withBytes(of: view, at: index) { matcher.matches($0) }
    }

    /// Whether `pattern` is a valid ECMA-262 pattern (`u` flag), checking syntax only: unlike ``init(_:)`` it
    /// accepts groups nested to any depth and counted repetitions of any size (`a{99999999999}`), as ECMA-262
    /// does. This is JSON Schema's `format: "regex"`. Linear in the pattern's length; no recursion.
    public static func isValidSyntax(_ pattern: String) -> Bool {
        var parser = RegexParser(pattern, syntaxOnly: true)
        return (try? parser.parse()) != nil
    }

    /// Two regular expressions are equal when their patterns are equal.
    public static func == (lhs: ECMAScriptRegex, rhs: ECMAScriptRegex) -> Bool {
        lhs.pattern == rhs.pattern
    }

    /// Hashes the pattern.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
    }
}
