import ContractJSON

/// Chooses and runs the cheapest matching strategy for a parsed pattern.
///
/// - Pure literals (optionally `^`/`$`-anchored) are byte searches over the UTF-8 input.
/// - `^X{n,m}$` where `X` matches a single code point (`^[a-z0-9-]+$`, `^\d{4}$`, `^\p{L}*$`…) is a single scan.
/// - Everything else without lookarounds or backreferences runs on a DFA built eagerly from the NFA program
///   (linear time, one table lookup per ASCII byte; NFA stepping for what the DFA does not cover).
/// - Lookarounds without backreferences run on the Pike VM (polynomial, step-budgeted).
/// - Backreferences run on the backtracker (step-budgeted), after a linear-time prefilter in which every
///   backreference is relaxed to `[^]*`: when even that over-approximation fails, the answer is a definite false.
///
/// Every matcher is a final class: a class-bound existential is one reference, so copying an ``ECMAScriptRegex``
/// (generated validators pass one per checked value) is a retain rather than a copy through a value witness.
protocol RegexMatching: AnyObject, Sendable {
    /// Whether the pattern matches somewhere in `bytes` (UTF-8); nil when a budgeted matcher could not decide
    /// within a budget of its own.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool?
    /// The same, drawing steps from `budget` (shared by the matches of one document); nil when it is spent.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, budget: inout RegexStepBudget) -> Bool?
}

extension RegexMatching {
    /// Linear-time matchers need no budget.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, budget: inout RegexStepBudget) -> Bool? {
        matches(bytes)
    }

    /// Whether the pattern matches the string at `index` of a parsed document, drawing the steps of a budgeted
    /// matcher from `budget` (one per validated document); nil when the budget is spent and the matcher could
    /// not decide. The evaluator calls it on ``PatternRule/matcher``.
    @inline(__always)
    func matches(_ view: JSONView, at index: Int, budget: inout RegexStepBudget) -> Bool? {
        RegexUTF8.withBytes(of: view, at: index) { matches($0, budget: &budget) }
    }
}

enum RegexPlanner {
    /// Plans the matcher for `root`; throws only "pattern too large".
    static func plan(_ root: RegexNode, captureCount: Int) throws(RegexSyntaxError) -> any RegexMatching {
        try plan(root, captureCount: captureCount, relaxed: false)
    }

    private static func plan(_ root: RegexNode, captureCount: Int, relaxed: Bool) throws(RegexSyntaxError)
        -> any RegexMatching
    {
        let anchored = root.isAnchoredAtStart
        if !relaxed && root.containsBackreference {
            let program = try RegexCompiler.compile(root, captureCount: captureCount, tracking: true)
            var prefilter: (any RegexMatching)?
            if !root.containsBackreferenceInNegativeLookaround() {
                prefilter = try plan(root, captureCount: captureCount, relaxed: true)
            }
            return RegexBacktrackingMatcher(program: program, anchored: anchored, prefilter: prefilter)
        }
        if !relaxed, let literal = literalMatcher(root) { return literal }
        if !relaxed, let run = singleCharacterRunMatcher(root) { return run }
        let program = try RegexCompiler.compile(
            root, captureCount: captureCount, tracking: false, relaxBackreferences: relaxed)
        if !relaxed, let conjunction = try conjunctionMatcher(root, captureCount: captureCount) { return conjunction }
        if root.containsLookaround {
            // Lookarounds whose body has no lookaround (and, unless relaxed, no backreference) get accelerators.
            var accelerators: [RegexLookAccelerator?] = []
            for look in program.looks {
                if look.body.containsLookaround || (!relaxed && look.body.containsBackreference) {
                    accelerators.append(nil)
                    continue
                }
                var dfa: RegexDFA?
                if !look.behind {
                    let forward = try RegexCompiler.compile(
                        look.body, captureCount: captureCount, tracking: false, relaxBackreferences: relaxed)
                    dfa = RegexDFA(program: forward, inject: false, trackWord: look.body.containsWordAssertion)
                }
                let opposite = try RegexCompiler.compile(
                    look.body, captureCount: captureCount, tracking: false, relaxBackreferences: relaxed,
                    backward: !look.behind)
                accelerators.append(RegexLookAccelerator(dfa: dfa, opposite: opposite))
            }
            return RegexLookaroundMatcher(program: program, accelerators: accelerators, anchored: anchored)
        }
        return RegexDFAFactory.automaton(program: program, inject: !anchored, trackWord: root.containsWordAssertion)
    }

    // MARK: ^(?=A)(?!B)…C

    /// `^` followed by lookaheads and then a lookaround-free rest (the usual password-policy shape): at position 0
    /// every lookahead and the rest are independent anchored tests, each one a DFA scan.
    private static func conjunctionMatcher(_ root: RegexNode, captureCount: Int) throws(RegexSyntaxError)
        -> RegexConjunctionMatcher?
    {
        guard case .sequence(let items) = root, case .assertion(.start)? = items.first else { return nil }
        var tests: [(RegexDFA, Bool)] = []
        var index = 1
        while index < items.count, case .lookaround(let body, behind: false, let negated) = items[index] {
            guard !body.containsLookaround && !body.containsBackreference else { return nil }
            tests.append((try anchoredDFA(body, captureCount: captureCount), !negated))
            index += 1
        }
        let rest = RegexNode.sequence(Array(items[index...]))
        guard !tests.isEmpty, !rest.containsLookaround, !rest.containsBackreference else { return nil }
        tests.append((try anchoredDFA(rest, captureCount: captureCount), true))
        return RegexConjunctionMatcher(tests: tests)
    }

    /// A DFA testing whether `node` matches at the start of the input (a prefix match).
    private static func anchoredDFA(_ node: RegexNode, captureCount: Int) throws(RegexSyntaxError) -> RegexDFA {
        let program = try RegexCompiler.compile(node, captureCount: captureCount, tracking: false)
        return RegexDFA(program: program, inject: false, trackWord: node.containsWordAssertion)
    }

    // MARK: Literal patterns

    /// `lit`, `^lit`, `lit$`, `^lit$` (groups around the literal are fine: nothing reads captures).
    private static func literalMatcher(_ root: RegexNode) -> RegexLiteralMatcher? {
        var items: [RegexNode]
        if case .sequence(let nodes) = root { items = nodes } else { items = [root] }
        var anchoredStart = false
        var anchoredEnd = false
        if case .assertion(.start)? = items.first {
            anchoredStart = true
            items.removeFirst()
        }
        if case .assertion(.end)? = items.last {
            anchoredEnd = true
            items.removeLast()
        }
        var scalars: [UInt32] = []
        for item in items {
            guard appendLiteral(item, to: &scalars) else { return nil }
        }
        var bytes: [UInt8] = []
        for value in scalars {
            guard let scalar = Unicode.Scalar(value) else { return nil }  // a lone surrogate never matches
            bytes.append(contentsOf: String(scalar).utf8)
        }
        return RegexLiteralMatcher(needle: bytes, anchoredStart: anchoredStart, anchoredEnd: anchoredEnd)
    }

    private static func appendLiteral(_ node: RegexNode, to scalars: inout [UInt32]) -> Bool {
        switch node {
        case .empty: return true
        case .scalar(let c):
            scalars.append(c)
            return true
        case .sequence(let nodes):
            for item in nodes where !appendLiteral(item, to: &scalars) { return false }
            return true
        case .capture(_, let body): return appendLiteral(body, to: &scalars)
        default: return false
        }
    }

    // MARK: ^X{n,m}$

    private static func singleCharacterRunMatcher(_ root: RegexNode) -> RegexRunMatcher? {
        guard case .sequence(let items) = root, items.count == 3,
            case .assertion(.start) = items[0], case .assertion(.end) = items[2]
        else { return nil }
        var node = items[1]
        var min = 1
        var max: Int? = 1
        if case .quantified(let body, let lower, let upper, _, _) = node {
            node = body
            (min, max) = (lower, upper)
        }
        while case .capture(_, let body) = node { node = body }
        switch node {
        case .scalar(let c): return RegexRunMatcher(set: RegexCharClass(pairs: [(c, c)]), min: min, max: max)
        case .charClass(let set): return RegexRunMatcher(set: set, min: min, max: max)
        default: return nil
        }
    }
}

/// `lit`, `^lit`, `lit$`, `^lit$`: a byte search over the UTF-8 input.
final class RegexLiteralMatcher: RegexMatching {
    let needle: [UInt8]
    let anchoredStart: Bool
    let anchoredEnd: Bool

    init(needle: [UInt8], anchoredStart: Bool, anchoredEnd: Bool) {
        self.needle = needle
        self.anchoredStart = anchoredStart
        self.anchoredEnd = anchoredEnd
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let n = bytes.count
        let m = needle.count
        if m > n { return false }
        let anchoredStart = self.anchoredStart
        let anchoredEnd = self.anchoredEnd
        return needle.withUnsafeBufferPointer { needle in
            func matchesAt(_ offset: Int) -> Bool {
                var i = 0
                while i < m {
                    if bytes[offset + i] != needle[i] { return false }
                    i += 1
                }
                return true
            }
            switch (anchoredStart, anchoredEnd) {
            case (true, true): return m == n && matchesAt(0)
            case (true, false): return matchesAt(0)
            case (false, true): return matchesAt(n - m)
            case (false, false):
                if m == 0 { return true }
                let first = needle[0]
                var offset = 0
                let last = n - m
                while offset <= last {
                    if bytes[offset] == first && matchesAt(offset) { return true }
                    offset += 1
                }
                return false
            }
        }
    }
}

/// `^X{n,m}$` where `X` matches one code point: one scan checking membership and counting.
final class RegexRunMatcher: RegexMatching {
    let set: RegexCharClass
    let min: Int
    let max: Int

    init(set: RegexCharClass, min: Int, max: Int?) {
        self.set = set
        self.min = min
        self.max = max ?? Int.max
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let low = set.asciiLow
        let high = set.asciiHigh
        let limit = max
        var count = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if byte < 64 {
                guard (low >> UInt64(byte)) & 1 != 0 else { return false }
                i &+= 1
            } else if byte < 128 {
                guard (high >> UInt64(byte &- 64)) & 1 != 0 else { return false }
                i &+= 1
            } else {
                let (c, length) = RegexUTF8.decode(bytes, at: i)
                guard set.containsNonASCII(c) else { return false }
                i &+= length
            }
            count &+= 1
            if count > limit { return false }
        }
        return count >= min
    }
}

/// Programs with lookarounds (and no backreferences): the Pike VM.
final class RegexLookaroundMatcher: RegexMatching {
    let program: RegexProgram
    let accelerators: [RegexLookAccelerator?]
    let anchored: Bool

    init(program: RegexProgram, accelerators: [RegexLookAccelerator?], anchored: Bool) {
        self.program = program
        self.accelerators = accelerators
        self.anchored = anchored
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var budget = RegexStepBudget(steps: RegexStepBudget.perMatch)
        return matches(bytes, budget: &budget)
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>, budget: inout RegexStepBudget) -> Bool? {
        RegexPikeVM.matches(program, accelerators: accelerators, bytes, anchored: anchored, budget: &budget)
    }
}

/// Programs with backreferences: a linear-time prefilter with backreferences relaxed to `[^]*`, then the
/// budgeted backtracker.
final class RegexBacktrackingMatcher: RegexMatching {
    let program: RegexProgram
    let anchored: Bool
    let prefilter: (any RegexMatching)?

    init(program: RegexProgram, anchored: Bool, prefilter: (any RegexMatching)?) {
        self.program = program
        self.anchored = anchored
        self.prefilter = prefilter
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var budget = RegexStepBudget(steps: RegexStepBudget.perMatch)
        return matches(bytes, budget: &budget)
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>, budget: inout RegexStepBudget) -> Bool? {
        if let prefilter, prefilter.matches(bytes, budget: &budget) == false { return false }
        return RegexBacktracker.matches(program, bytes, anchored: anchored, budget: &budget)
    }
}

/// `^(?=A)(?!B)…C`: every lookahead and the rest tested at position 0, each by an anchored DFA.
final class RegexConjunctionMatcher: RegexMatching {
    /// Each DFA with the verdict it must give (false for negative lookaheads).
    let tests: [(dfa: RegexDFA, expected: Bool)]

    init(tests: [(RegexDFA, Bool)]) {
        self.tests = tests.map { (dfa: $0.0, expected: $0.1) }
    }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        for test in tests where test.dfa.matches(bytes) != test.expected { return false }
        return true
    }
}
