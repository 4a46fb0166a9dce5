/// Zero-width assertions that need no sub-match: `^`, `$`, `\b`, `\B`.
///
/// Without the `m` flag `^` and `$` only hold at the very start and end of the input.
enum RegexAssertionKind: UInt8, Sendable, Hashable {
    case start
    case end
    case wordBoundary
    case notWordBoundary
}

/// The abstract syntax tree produced by `RegexParser` and consumed by `RegexCompiler`. Only the cases that hold
/// one node are boxed (`indirect`): boxing every case made each scalar and class of a pattern an allocation.
enum RegexNode: Sendable {
    /// Matches the empty string.
    case empty
    /// Matches one code point.
    case scalar(UInt32)
    /// Matches one code point belonging to the class (also used for `.`, `\d`, `\p{…}`…).
    case charClass(RegexCharClass)
    /// Matches each element in turn.
    case sequence([RegexNode])
    /// Matches the first alternative that leads to an overall match.
    case alternation([RegexNode])
    /// Capturing group number `index` (1-based, in order of the opening parentheses).
    indirect case capture(index: Int, RegexNode)
    /// A quantified atom. `captures` is the half-open range of capture-group numbers inside `body`; ECMA-262
    /// resets those groups at the start of every iteration.
    indirect case quantified(body: RegexNode, min: Int, max: Int?, greedy: Bool, captures: Range<Int>)
    /// `^`, `$`, `\b` or `\B`.
    case assertion(RegexAssertionKind)
    /// `\N` or `\k<name>`, resolved to a group number.
    case backreference(Int)
    /// `(?=…)`, `(?!…)`, `(?<=…)` or `(?<!…)`.
    indirect case lookaround(RegexNode, behind: Bool, negated: Bool)
}

extension RegexNode {
    /// Whether the node contains a backreference.
    var containsBackreference: Bool {
        switch self {
        case .backreference: return true
        case .empty, .scalar, .charClass, .assertion: return false
        case .sequence(let nodes), .alternation(let nodes): return nodes.contains { $0.containsBackreference }
        case .capture(_, let body), .quantified(let body, _, _, _, _), .lookaround(let body, _, _):
            return body.containsBackreference
        }
    }

    /// Whether the node contains a lookaround assertion.
    var containsLookaround: Bool {
        switch self {
        case .lookaround: return true
        case .empty, .scalar, .charClass, .assertion, .backreference: return false
        case .sequence(let nodes), .alternation(let nodes): return nodes.contains { $0.containsLookaround }
        case .capture(_, let body), .quantified(let body, _, _, _, _): return body.containsLookaround
        }
    }

    /// Whether the node contains `\b` or `\B` (the DFA then has to track the word-ness of the previous character).
    var containsWordAssertion: Bool {
        switch self {
        case .assertion(let kind): return kind == .wordBoundary || kind == .notWordBoundary
        case .empty, .scalar, .charClass, .backreference: return false
        case .sequence(let nodes), .alternation(let nodes): return nodes.contains { $0.containsWordAssertion }
        case .capture(_, let body), .quantified(let body, _, _, _, _), .lookaround(let body, _, _):
            return body.containsWordAssertion
        }
    }

    /// Whether a backreference occurs inside a negative lookaround (relaxing backreferences to "any text" then no
    /// longer over-approximates the language, so the relaxed prefilter must not be used).
    func containsBackreferenceInNegativeLookaround(inside: Bool = false) -> Bool {
        switch self {
        case .backreference: return inside
        case .empty, .scalar, .charClass, .assertion: return false
        case .sequence(let nodes), .alternation(let nodes):
            return nodes.contains { $0.containsBackreferenceInNegativeLookaround(inside: inside) }
        case .capture(_, let body), .quantified(let body, _, _, _, _):
            return body.containsBackreferenceInNegativeLookaround(inside: inside)
        case .lookaround(let body, _, let negated):
            return body.containsBackreferenceInNegativeLookaround(inside: inside || negated)
        }
    }

    /// Whether every match must start at input position 0 (the pattern begins with `^` on every path).
    var isAnchoredAtStart: Bool {
        switch self {
        case .assertion(let kind): return kind == .start
        case .sequence(let nodes):
            for node in nodes {
                if node.isAnchoredAtStart { return true }
                // Zero-width items that cannot consume input may precede the anchor.
                switch node {
                case .assertion, .lookaround, .empty: continue
                default: return false
                }
            }
            return false
        case .alternation(let nodes): return !nodes.isEmpty && nodes.allSatisfy { $0.isAnchoredAtStart }
        case .capture(_, let body): return body.isAnchoredAtStart
        case .quantified(let body, let min, _, _, _): return min > 0 && body.isAnchoredAtStart
        case .empty, .scalar, .charClass, .backreference, .lookaround: return false
        }
    }
}
