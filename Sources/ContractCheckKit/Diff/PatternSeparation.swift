import ContractSchema

/// Strings that tell a changed `pattern` from its old version: sampled from both patterns' languages (the
/// regex parser's tree, ``ECMAScriptRegex/sampleMatches(of:limit:)``) and from their near neighbours (a character
/// added or dropped at either end), each run through both matchers. The diff's verdict on a changed pattern is
/// drawn from them, since comparing two patterns' text says nothing about their languages (`\.(html|htm)$` and
/// `\.html?$` match the same strings).
///
/// Trade-off: sampling, not language inclusion (no automaton of our own): a separating string found proves the
/// difference; none found after the bounded search makes the rewrite "probably" equivalent or a widening.
struct PatternSeparation: Sendable, Hashable {
    /// A string the old pattern matches and the new one does not (it breaks requests).
    var onlyOld: String?
    /// A string the new pattern matches and the old one does not (it breaks responses).
    var onlyNew: String?
    /// How many strings both matchers decided.
    var tried: Int
    /// The first few strings of each kind (``onlyOld`` and ``onlyNew`` first): the oracle tries them all, since the first
    /// may fail another keyword (`""` and `minLength: 1`).
    var separating: [String] = []

    /// The most strings of each kind kept in ``separating``.
    static let keptPerKind = 6

    /// Strings sampled from each pattern.
    static let perPattern = 64
    /// The most candidates run through the matchers.
    static let maximumCandidates = 1_200

    /// The separation of `old` and `new`; nil when either does not compile or neither yields a string to try.
    init?(old: String, new: String) {
        guard let before = ECMAScriptRegex.reading(old), let after = ECMAScriptRegex.reading(new) else { return nil }
        var seen: Set<String> = []
        var candidates: [String] = []
        func add(_ text: String) {
            guard candidates.count < PatternSeparation.maximumCandidates, seen.insert(text).inserted else { return }
            candidates.append(text)
        }
        var sampled = ECMAScriptRegex.sampleMatches(of: old, limit: PatternSeparation.perPattern)
            + ECMAScriptRegex.sampleMatches(of: new, limit: PatternSeparation.perPattern)
        guard !sampled.isEmpty else { return nil }
        // What a lookahead asks for or rules out (bitrise 0d5cef006's `^(?!bundle::)(?!with$).*`: "bundle::" and "with"), which
        // samples of the whole pattern never hold.
        for body in PatternSeparation.lookaheadBodies(old) + PatternSeparation.lookaheadBodies(new) {
            sampled += ECMAScriptRegex.sampleMatches(of: "^(?:" + body + ")", limit: 8)
        }
        for text in sampled { add(text) }
        for text in sampled {
            for neighbour in PatternSeparation.neighbours(of: text) { add(neighbour) }
        }
        for text in ["", "a", "A", "0", "-", " ", "a b", "\n"] { add(text) }
        tried = 0
        var kept = (old: 0, new: 0)
        for text in candidates where kept.old < PatternSeparation.keptPerKind || kept.new < PatternSeparation.keptPerKind {
            guard let inOld = before.matches(text), let inNew = after.matches(text) else { continue }
            tried += 1
            if inOld && !inNew && kept.old < PatternSeparation.keptPerKind {
                if onlyOld == nil { onlyOld = text }
                kept.old += 1
                separating.append(text)
            }
            if inNew && !inOld && kept.new < PatternSeparation.keptPerKind {
                if onlyNew == nil { onlyNew = text }
                kept.new += 1
                separating.append(text)
            }
        }
    }

    /// The bodies of the lookaheads (`(?=…)`, `(?!…)`) written in `pattern`, at most eight: escapes and character classes
    /// skipped, parentheses balanced.
    static func lookaheadBodies(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        // One scan: the groups open at each point (where each starts, whether it is a lookahead); a lookahead's body is
        // taken when its parenthesis closes, and the bodies are returned in the order they start.
        var open: [(start: Int, isLookahead: Bool)] = []
        var bodies: [(start: Int, body: String)] = []
        var index = 0
        var inClass = false
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if inClass {
                inClass = character != "]"
            } else if character == "[" {
                inClass = true
            } else if character == "(" {
                let isLookahead = index + 2 < characters.count && characters[index + 1] == "?" && "=!".contains(characters[index + 2])
                open.append((index, isLookahead))
            } else if character == ")", let group = open.popLast(), group.isLookahead {
                bodies.append((group.start, String(characters[(group.start + 3)..<index])))
            }
            index += 1
        }
        return bodies.sorted { $0.start < $1.start }.prefix(8).map(\.body)
    }

    /// `text` with one character added or dropped at either end, its letters' case changed, or its last character (or
    /// every one) set to the top of a common range (`z`, `Z`, `9`): where anchors, optional parts and class ranges of
    /// two rewrites of a pattern differ (the samples take a class's first members, `a` and `0`).
    static func neighbours(of text: String) -> [String] {
        var result = [text + "a", text + "0", text + "-", text + " ", "a" + text, "0" + text, text.uppercased(), text.lowercased()]
        if !text.isEmpty {
            result += [String(text.dropFirst()), String(text.dropLast()), text + String(text.last ?? "a")]
            for top in ["z", "Z", "9"] {
                result.append(String(text.dropLast()) + top)
                result.append(String(repeating: top, count: text.count))
            }
        }
        return result
    }
}
