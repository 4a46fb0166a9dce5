/// Chooses and runs the cheapest matching strategy for a parsed pattern.
///
/// - Pure literals (optionally `^`/`$`-anchored) are byte searches over the UTF-8 input.
/// - `^X{n,m}$` where `X` matches a single code point (`^[a-z0-9-]+$`, `^\d{4}$`, `^\p{L}*$`…) is a single scan.
/// - Everything else without lookarounds or backreferences runs on a DFA built eagerly from the NFA program
///   (linear time, one table lookup per ASCII byte; NFA stepping for what the DFA does not cover).
/// - Lookarounds without backreferences run on the Pike VM (polynomial, step-budgeted).
/// - Backreferences run on the backtracker (step-budgeted), after a linear-time prefilter in which every
///   backreference is relaxed to `[^]*`: when even that over-approximation fails, the answer is a definite false.
final class RegexMatcher: Sendable {
    enum Strategy: Sendable {
        case literal([UInt8], anchoredStart: Bool, anchoredEnd: Bool)
        case singleCharacterRun(RegexCharClass, min: Int, max: Int?)
        case dfa(RegexDFA)
        case lookaround(RegexProgram, anchored: Bool)
        case backtrack(RegexProgram, anchored: Bool, prefilter: RegexMatcher?)
    }

    let strategy: Strategy

    init(strategy: Strategy) {
        self.strategy = strategy
    }

    /// Plans the matcher for `root`; throws only "pattern too large".
    convenience init(root: RegexNode, captureCount: Int) throws(RegexSyntaxError) {
        try self.init(strategy: RegexMatcher.plan(root, captureCount: captureCount, relaxed: false))
    }

    private static func plan(_ root: RegexNode, captureCount: Int, relaxed: Bool) throws(RegexSyntaxError)
        -> Strategy
    {
        let anchored = root.isAnchoredAtStart
        let hasBackreferences = !relaxed && root.containsBackreference
        if hasBackreferences {
            let program = try RegexCompiler.compile(root, captureCount: captureCount, tracking: true)
            var prefilter: RegexMatcher?
            if !root.containsBackreferenceInNegativeLookaround() {
                prefilter = RegexMatcher(
                    strategy: try plan(root, captureCount: captureCount, relaxed: true))
            }
            return .backtrack(program, anchored: anchored, prefilter: prefilter)
        }
        if !relaxed, let literal = literalStrategy(root) { return literal }
        if !relaxed, let run = singleCharacterRunStrategy(root) { return run }
        let program = try RegexCompiler.compile(
            root, captureCount: captureCount, tracking: false, relaxBackreferences: relaxed)
        if root.containsLookaround { return .lookaround(program, anchored: anchored) }
        return .dfa(RegexDFA(program: program, inject: !anchored, trackWord: root.containsWordAssertion))
    }

    /// Whether the pattern matches somewhere in `bytes`; nil when a budgeted matcher could not decide.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch strategy {
        case .literal(let needle, let anchoredStart, let anchoredEnd):
            return RegexMatcher.literalMatches(needle, bytes, anchoredStart: anchoredStart, anchoredEnd: anchoredEnd)
        case .singleCharacterRun(let set, let min, let max):
            return RegexMatcher.runMatches(set, min: min, max: max, bytes)
        case .dfa(let dfa):
            return dfa.matches(bytes)
        case .lookaround(let program, let anchored):
            return RegexPikeVM.matches(program, bytes, anchored: anchored)
        case .backtrack(let program, let anchored, let prefilter):
            if let prefilter, prefilter.matches(bytes) == false { return false }
            return RegexBacktracker.matches(program, bytes, anchored: anchored)
        }
    }

    // MARK: Literal patterns

    /// `lit`, `^lit`, `lit$`, `^lit$` (groups around the literal are fine: nothing reads captures).
    private static func literalStrategy(_ root: RegexNode) -> Strategy? {
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
        return .literal(bytes, anchoredStart: anchoredStart, anchoredEnd: anchoredEnd)
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

    static func literalMatches(
        _ needle: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, anchoredStart: Bool, anchoredEnd: Bool
    ) -> Bool {
        let n = bytes.count
        let m = needle.count
        if m > n { return false }
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

    // MARK: ^X{n,m}$

    private static func singleCharacterRunStrategy(_ root: RegexNode) -> Strategy? {
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
        case .scalar(let c): return .singleCharacterRun(RegexCharClass(pairs: [(c, c)]), min: min, max: max)
        case .charClass(let set): return .singleCharacterRun(set, min: min, max: max)
        default: return nil
        }
    }

    static func runMatches(_ set: RegexCharClass, min: Int, max: Int?, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let limit = max ?? Int.max
        var count = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if byte < 0x80 {
                guard set.contains(UInt32(byte)) else { return false }
                i += 1
            } else {
                let (c, length) = RegexUTF8.decode(bytes, at: i)
                guard set.containsNonASCII(c) else { return false }
                i += length
            }
            count += 1
            if count > limit { return false }
        }
        return count >= min
    }
}
