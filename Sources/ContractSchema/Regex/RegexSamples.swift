/// Strings a pattern matches, built from its syntax tree: what `diff`'s sampling oracle tries against the other
/// version of a changed `pattern`. Each candidate is checked with the pattern's own matcher, so the result holds
/// only true matches; constructs the builder does not follow (lookarounds, backreferences, `\b`) give candidates
/// that may fail that check and are then left out.
///
/// Bounded: at most `limit` strings of at most ``RegexSamples/maximumLength`` code points, a repetition taken at
/// its minimum and one more (and at `{n}` exactly), alternatives and class members a few at a time.
enum RegexSamples {
    /// The longest candidate kept, in code points.
    static let maximumLength = 200
    /// The most candidates one node yields (alternatives, class members, repetition counts).
    static let perNode = 6

    static func candidates(_ node: RegexNode, limit: Int) -> [[UInt32]] {
        switch node {
        case .empty, .assertion, .lookaround, .backreference:
            return [[]]
        case .scalar(let scalar):
            return [[scalar]]
        case .charClass(let set):
            return members(of: set).map { [$0] }
        case .capture(_, let body):
            return candidates(body, limit: limit)
        case .alternation(let branches):
            // The first candidate of every branch before the second of any, so that each branch is tried.
            let lists = branches.prefix(3 * perNode).map { candidates($0, limit: perNode) }
            var result: [[UInt32]] = []
            for round in 0..<perNode {
                for list in lists where round < list.count && result.count < limit { result.append(list[round]) }
            }
            return result
        case .sequence(let nodes):
            // All first choices, then each element's other choices with the first of the rest: linear, not a product.
            let lists = nodes.map { candidates($0, limit: perNode) }
            guard !lists.contains(where: \.isEmpty) else { return [] }
            let firsts = lists.map { $0[0] }
            var result = [firsts.flatMap { $0 }]
            for (position, list) in lists.enumerated() {
                for choice in list.dropFirst() where result.count < limit {
                    var parts = firsts
                    parts[position] = choice
                    result.append(parts.flatMap { $0 })
                }
            }
            return result.filter { $0.count <= maximumLength }
        case .quantified(let body, let min, let max, _, _):
            let inner = candidates(body, limit: perNode)
            guard let first = inner.first else { return min == 0 ? [[]] : [] }
            var counts = [min, min + 1, min == 0 ? 2 : min]
            if let max { counts = counts.filter { $0 <= max } + (max <= 8 ? [max] : []) }
            var result: [[UInt32]] = []
            for count in counts where count * Swift.max(1, first.count) <= maximumLength {
                result.append(Array(repeating: first, count: count).flatMap { $0 })
                // The same count with the body's other candidates in turn (`[a-z0-9]+` gives "a0" too).
                if inner.count > 1, count > 0 {
                    result.append((0..<count).flatMap { inner[($0 + 1) % inner.count] })
                }
            }
            // Each later candidate of the body once, at the least count that holds one: a class's later members are where
            // two rewrites of it differ (drupal-info b2f94a0a3's `[a-z0-9_-]+` that became `[a-z0-9_\-.]+` takes "." now).
            if inner.count > 2, let least = counts.first(where: { $0 > 0 }), least * Swift.max(1, first.count) <= maximumLength {
                let lead = Array(repeating: first, count: least - 1).flatMap { $0 }
                for other in inner.dropFirst(2) { result.append(lead + other) }
            }
            return result
        }
    }

    /// A few members of a class: ASCII letters, digits and punctuation first, then the low end of other ranges.
    static func members(of set: RegexCharClass) -> [UInt32] {
        var found: [UInt32] = []
        for scalar in preferred where set.contains(scalar) && found.count < perNode - 2 { found.append(scalar) }
        for scalar in UInt32(0x20)..<0x7F where found.count < perNode && !found.contains(scalar) && set.contains(scalar) {
            found.append(scalar)
        }
        if found.isEmpty {
            for start in stride(from: 0, to: set.ranges.count, by: 2) where found.count < 2 && !set.inverted {
                found.append(set.ranges[start])
            }
            for scalar in [UInt32(0xE9), 0x3B1, 0x4E2D, 0x0A, 0x09] where found.count < 3 && set.contains(scalar) { found.append(scalar) }
        }
        return found
    }

    /// The members tried first: what hand-written values in schemas most often hold.
    static let preferred: [UInt32] = Array("a0A_-.".unicodeScalars.map(\.value))
}

extension ECMAScriptRegex {
    /// Up to `limit` strings that `pattern` matches, built from its syntax (for the diff's sampling oracle);
    /// empty for a pattern that does not compile or whose candidates all fail it. Each is checked by the matcher.
    package static func sampleMatches(of pattern: String, limit: Int = 12) -> [String] {
        guard let (root, source) = parsedReading(pattern), let regex = try? ECMAScriptRegex(source) else { return [] }
        var seen: Set<String> = []
        var result: [String] = []
        for candidate in RegexSamples.candidates(root, limit: 4 * limit) where result.count < limit {
            var text = String.UnicodeScalarView()
            for value in candidate { if let scalar = Unicode.Scalar(value) { text.append(scalar) } }
            let string = String(text)
            if seen.insert(string).inserted, regex.matches(string) == true { result.append(string) }
        }
        return result
    }

    /// The literal code points every string `pattern` matches starts with: those after a leading `^` up to the first
    /// item that is not one code point (`^uv; ?args:` gives `uv;`); nil when the pattern does not compile or is not
    /// anchored at the start (a top-level alternation is not). Two such prefixes neither of which starts the other
    /// tell two patterns apart: no string matches both (the diff reads it for `oneOf` branches that cannot overlap).
    package static func anchoredPrefix(of pattern: String) -> String? {
        guard let (root, _) = parsedReading(pattern), case .sequence(let items) = root, case .assertion(.start)? = items.first else { return nil }
        var text = String.UnicodeScalarView()
        for item in items.dropFirst() {
            guard case .scalar(let value) = item, let scalar = Unicode.Scalar(value) else { break }
            text.append(scalar)
        }
        return String(text)
    }

    /// The fewest code points a string holds when `pattern` finds a match in it (a match may be anywhere, so this
    /// bounds every string the pattern accepts); nil when the pattern does not compile. Lookarounds and
    /// backreferences count as empty, which keeps the bound a lower one. The diff reads it as the `minLength` a
    /// `pattern` already implies (github-funding's `^[a-zA-Z0-9](-?[a-zA-Z0-9])*$` needs 1).
    package static func minimumMatchLength(of pattern: String) -> Int? {
        parsedReading(pattern)?.root.minimumLength
    }

    /// The tree of `pattern`, or of its ``webReading(of:)`` when only that parses, with the text parsed.
    static func parsedReading(_ pattern: String) -> (root: RegexNode, source: String)? {
        var parser = RegexParser(pattern)
        if let root = try? parser.parse() { return (root, pattern) }
        guard let relaxed = webReading(of: pattern) else { return nil }
        var again = RegexParser(relaxed)
        return (try? again.parse()).map { ($0, relaxed) }
    }
}

extension RegexNode {
    /// The fewest code points a match of the node consumes; saturates instead of overflowing on nested counts.
    var minimumLength: Int {
        switch self {
        case .empty, .assertion, .lookaround, .backreference: return 0
        case .scalar, .charClass: return 1
        case .capture(_, let body): return body.minimumLength
        case .sequence(let nodes):
            return nodes.reduce(0) { total, node in
                let (sum, overflow) = total.addingReportingOverflow(node.minimumLength)
                return overflow ? Int.max : sum
            }
        case .alternation(let branches): return branches.map(\.minimumLength).min() ?? 0
        case .quantified(let body, let min, _, _, _):
            let (product, overflow) = body.minimumLength.multipliedReportingOverflow(by: min)
            return overflow ? Int.max : product
        }
    }
}

extension RegexSamples {
    /// Every string `node` matches when they are finitely many and at most `limit` (a bounded repetition of classes
    /// spelled out as ranges); nil otherwise. Assertions, lookarounds and backreferences are not followed.
    static func language(_ node: RegexNode, limit: Int) -> [[UInt32]]? {
        switch node {
        case .empty:
            return [[]]
        case .scalar(let scalar):
            return [[scalar]]
        case .charClass(let set):
            guard !set.inverted, set.properties.isEmpty else { return nil }
            var members: [[UInt32]] = []
            for (low, high) in RegexCharClass.pairs(set.ranges) {
                guard Int(high - low) < limit - members.count else { return nil }
                for scalar in low...high { members.append([scalar]) }
            }
            return members
        case .capture(_, let body):
            return language(body, limit: limit)
        case .alternation(let branches):
            var result: [[UInt32]] = []
            for branch in branches {
                guard let strings = language(branch, limit: limit), strings.count <= limit - result.count else { return nil }
                result += strings
            }
            return result
        case .sequence(let nodes):
            var result: [[UInt32]] = [[]]
            for node in nodes {
                guard let strings = language(node, limit: limit), result.count * strings.count <= limit else { return nil }
                result = result.flatMap { prefix in strings.map { prefix + $0 } }
            }
            return result
        case .quantified(let body, let min, let max, _, _):
            guard let max, max <= 64, let strings = language(body, limit: limit) else { return nil }
            var result: [[UInt32]] = []
            var power: [[UInt32]] = [[]]
            for count in 0...max {
                if count >= min {
                    guard power.count <= limit - result.count else { return nil }
                    result += power
                }
                guard count < max else { break }
                guard power.count * strings.count <= limit else { return nil }
                power = power.flatMap { prefix in strings.map { prefix + $0 } }
            }
            return result
        case .assertion, .lookaround, .backreference:
            return nil
        }
    }
}

extension ECMAScriptRegex {
    /// Every string `pattern` matches, when it is anchored at both ends (`^…$`, so a match is the whole string) and what
    /// lies between matches finitely many strings, at most `limit` (gorder-r06's `^0[1-3][0-7][0-7]-[0-3]$`: 768); nil
    /// otherwise. Each is checked by the matcher. The diff reads such a pattern's member names one by one.
    package static func finiteMatches(of pattern: String, limit: Int = 4_096) -> [String]? {
        guard let (root, source) = parsedReading(pattern), let regex = try? ECMAScriptRegex(source), case .sequence(let nodes) = root,
            nodes.count >= 2, case .assertion(.start) = nodes[0], case .assertion(.end) = nodes[nodes.count - 1],
            let strings = RegexSamples.language(.sequence(Array(nodes.dropFirst().dropLast())), limit: limit)
        else { return nil }
        var result: [String] = []
        var seen: Set<String> = []
        for candidate in strings {
            var text = String.UnicodeScalarView()
            for value in candidate {
                guard let scalar = Unicode.Scalar(value) else { return nil }
                text.append(scalar)
            }
            let string = String(text)
            guard regex.matches(string) == true else { return nil }
            if seen.insert(string).inserted { result.append(string) }
        }
        return result
    }
}
