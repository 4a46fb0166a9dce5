import Testing

@testable import ContractSchema

/// Internals: which strategy a pattern gets, and agreement between the DFA (including its NFA fallback when size
/// limits are hit) and the Pike VM on the same program.
@Suite("Regex engine internals")
struct RegexEngineTests {
    @Test("patterns get the cheapest strategy")
    func strategies() throws {
        #expect(try ECMAScriptRegex("abc").matcher is RegexLiteralMatcher)
        #expect(try ECMAScriptRegex("^a(b)c$").matcher is RegexLiteralMatcher)
        #expect(try ECMAScriptRegex("^[a-z0-9-]+$").matcher is RegexRunMatcher)
        #expect(try ECMAScriptRegex(#"^\p{L}{2,5}$"#).matcher is RegexRunMatcher)
        #expect(RegexDFAFactory.isAutomaton(try ECMAScriptRegex(#"^\d{4}-\d{2}$"#).matcher))
        #expect(RegexDFAFactory.isAutomaton(try ECMAScriptRegex(#"\bfoo\b"#).matcher))
        #expect(try ECMAScriptRegex(#"^(?=.*\d)(?!.*\s).{8,}$"#).matcher is RegexConjunctionMatcher)
        #expect(try ECMAScriptRegex(#"a(?=b)"#).matcher is RegexLookaroundMatcher)
        #expect(try ECMAScriptRegex(#"(?<=a)b"#).matcher is RegexLookaroundMatcher)
        #expect(try ECMAScriptRegex(#"(a)\1"#).matcher is RegexBacktrackingMatcher)
    }

    /// A small deterministic generator for test inputs.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func string(from alphabet: [Character], maxLength: Int) -> String {
            String((0..<next(maxLength + 1)).map { _ in alphabet[next(alphabet.count)] })
        }
    }

    static let automatonPatterns: [String] = [
        #"[ab]*a[ab]{10}c"#,  // exceeds the DFA state limit: NFA fallback
        #"(?:a|b)*a(?:a|b){9}"#,
        #"^(?:a|ab){0,300}b$"#,
        #"[é]x|[ê]y|[ë]z|[è]w|[ē]v"#,  // more non-ASCII predicates than a signature table holds
        #"\p{L}+\d|\p{Lu}\p{Ll}+|[^\x00-\x7F]{2}"#,
        #"\bab|ba\b|\Bx"#,
        #"^$|^a$|a$|^é"#,
        #".*é.*a"#,
        #"(a|é|🐲)*b"#,
    ]

    @Test("DFA and Pike VM agree", arguments: automatonPatterns)
    func dfaAgreesWithPikeVM(_ pattern: String) throws {
        var parser = RegexParser(pattern)
        let root = try parser.parse()
        let program = try RegexCompiler.compile(root, captureCount: parser.capturingGroupCount, tracking: false)
        let dfa = RegexDFA(program: program, inject: !root.isAnchoredAtStart, trackWord: root.containsWordAssertion)
        #expect(dfa.stateCount <= RegexDFA.maxStates)
        var generator = Generator(state: UInt64(pattern.unicodeScalars.count))
        let alphabet: [Character] = ["a", "b", "c", "x", "y", "é", "ê", "ë", "è", "ē", "1", " ", "A", "🐲", "\u{301}"]
        for _ in 0..<400 {
            let input = generator.string(from: alphabet, maxLength: 30)
            let expected = RegexUTF8.withBytes(of: input) {
                var budget = RegexStepBudget(steps: RegexStepBudget.perMatch)
                return RegexPikeVM.matches(program, accelerators: [], $0, anchored: root.isAnchoredAtStart, budget: &budget)
            }
            let actual = RegexUTF8.withBytes(of: input) { dfa.matches($0) }
            #expect(actual == expected, "\(pattern) on \(input.debugDescription)")
        }
    }

    @Test("DFA size limits are respected for DFA-hostile patterns")
    func dfaLimits() throws {
        for pattern in [#"[ab]*a[ab]{15}c"#, #"a{2000}"#, #"(?:.*a){30}"#] {
            var parser = RegexParser(pattern)
            let root = try parser.parse()
            let program = try RegexCompiler.compile(root, captureCount: 0, tracking: false)
            let dfa = RegexDFA(program: program, inject: true, trackWord: false)
            #expect(dfa.stateCount <= RegexDFA.maxStates)
            #expect(dfa.cores.reduce(0) { $0 + $1.count } <= RegexDFA.maxCoreElements)
        }
        expectMatch(#"[ab]*a[ab]{15}c"#, String(repeating: "ab", count: 100) + "bc", false)
        expectMatch(#"[ab]*a[ab]{15}c"#, String(repeating: "ab", count: 100) + "c", true)
        expectMatch(#"[ab]*a[ab]{15}c"#, "a" + String(repeating: "b", count: 15) + "c", true)
    }

    @Test("backtracker and Pike VM agree on programs without backreferences")
    func backtrackerAgreesWithPikeVM() throws {
        let patterns = [
            #"^(a|ab)(c|bcd)(d*)$"#, #"(?<=a+)b"#, #"^(?:(?!ab).)*$"#, #"\b\w+\b"#, #"(a*)*b"#, #"^.{2,4}$"#,
            #"(?<=^|,)x"#, #"^(?=a)(?=.b)(?!..c)"#,
        ]
        var generator = Generator(state: 7)
        let alphabet: [Character] = ["a", "b", "c", "d", "x", ",", " ", "é"]
        for pattern in patterns {
            var parser = RegexParser(pattern)
            let root = try parser.parse()
            let tracked = try RegexCompiler.compile(root, captureCount: parser.capturingGroupCount, tracking: true)
            let plain = try RegexCompiler.compile(root, captureCount: parser.capturingGroupCount, tracking: false)
            for _ in 0..<200 {
                let input = generator.string(from: alphabet, maxLength: 10)
                let anchored = root.isAnchoredAtStart
                let expected = RegexUTF8.withBytes(of: input) {
                    var budget = RegexStepBudget(steps: RegexStepBudget.perMatch)
                    return RegexPikeVM.matches(plain, accelerators: [], $0, anchored: anchored, budget: &budget)
                }
                let actual = RegexUTF8.withBytes(of: input) {
                    var budget = RegexStepBudget(steps: RegexStepBudget.perMatch)
                    return RegexBacktracker.matches(tracked, $0, anchored: anchored, budget: &budget)
                }
                #expect(actual == expected, "\(pattern) on \(input.debugDescription)")
            }
        }
    }

    @Test("UTF-8 decoding forward and backward")
    func utf8() {
        let text = "aé€🐲"
        RegexUTF8.withBytes(of: text) { bytes in
            var forward: [UInt32] = []
            var i = 0
            while i < bytes.count {
                let (scalar, length) = RegexUTF8.decode(bytes, at: i)
                forward.append(scalar)
                i += length
            }
            #expect(forward == text.unicodeScalars.map(\.value))
            var backward: [UInt32] = []
            i = bytes.count
            while i > 0 {
                let (scalar, length) = RegexUTF8.decode(bytes, before: i)
                backward.append(scalar)
                i -= length
            }
            #expect(backward == text.unicodeScalars.map(\.value).reversed())
        }
    }

    @Test("character class construction")
    func charClasses() {
        let set = RegexCharClass(pairs: [(0x61, 0x7A), (0xE9, 0xE9), (0x1F432, 0x1F432)])
        #expect(set.contains(0x61) && set.contains(0x7A) && !set.contains(0x41))
        #expect(set.contains(0xE9) && set.contains(0x1F432) && !set.contains(0xEA))
        let inverted = RegexCharClass(pairs: [(0x61, 0x7A), (0xE9, 0xE9)], inverted: true)
        #expect(!inverted.contains(0x61) && inverted.contains(0x41) && !inverted.contains(0xE9) && inverted.contains(0x10FFFF))
        #expect(RegexCharClass(pairs: [(0x41, 0x41)]).singleMember == 0x41)
        #expect(RegexCharClass(pairs: [(0x1F432, 0x1F432)]).singleMember == 0x1F432)
        #expect(RegexCharClass(pairs: []).isEmptySet)
        #expect(RegexCharClass.complement(RegexCharClass.normalize([(0, 0x10), (0x20, 0x10FFFF)])) == [0x11, 0x1F])
        #expect(RegexCharClass.normalize([(5, 9), (1, 3), (4, 4), (20, 30)]) == [1, 9, 20, 30])
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test("the automaton is built on the first match, once, even when many threads match at the same time")
    func lazyAutomatonUnderConcurrency() async throws {
        let regex = try ECMAScriptRegex(#"^(?:[a-c]+-)*\d{2,4}$"#)
        let lazy = try #require(regex.matcher as? RegexLazyDFA)
        let inputs = ["ab-c-12", "ab-c-1", "cc-123", "d-12", "1234", "a-12345", "abc-99"]
        let expected = [true, false, true, false, true, false, true]
        let results = await withTaskGroup(of: [Bool?].self) { group in
            for _ in 0..<16 { group.addTask { inputs.map { regex.matches($0) } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        for result in results { #expect(result == expected.map(Optional.some)) }
        #expect(lazy.dfa === lazy.dfa, "one automaton is published and kept")
    }
}
