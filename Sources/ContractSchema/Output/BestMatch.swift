import ContractJSON

/// The one error of a failed validation a person should read first, as python-jsonschema's `best_match`
/// picks it, plus the branch an `anyOf`/`oneOf` discriminator selects.
///
/// The evaluator records a failed `anyOf`/`oneOf` as its own error followed at once by the errors of its
/// branches (keyword locations under `…/oneOf/N/`), so the branches are found again from the flat list.
/// The selection: among the errors not inside a failed alternative, the one nearest the root of the
/// instance (more is wrong there), a failed alternative last; then, into a failed `anyOf`/`oneOf`: the
/// branch a discriminator selects, when exactly one branch has no failing `const` (or single-value `enum`)
/// on a member of the value; otherwise the error that got deepest into the document, preferring concrete
/// keywords over nested alternatives, branches whose `type` matches and branches with fewer errors (that
/// got further); of candidates equally good, the first branch's (python-jsonschema would show the
/// alternative itself, whose message names no property; the branch's first error says more, and the
/// others stay counted and listed with `--verbose`).
public enum BestMatch {
    /// The position in `errors` of the best match, or nil when `errors` is empty.
    public static func index(in errors: [ValidationError]) -> Int? {
        guard !errors.isEmpty else { return nil }
        let tree = Tree(errors)
        let roots = tree.children(from: 0, until: errors.count)
        let first = roots.min { rootKey(errors[$0]) < rootKey(errors[$1]) }
        guard let first else { return 0 }
        return tree.descend(into: first)
    }

    /// At the top level a shallower error wins, a failed alternative last; ties keep the evaluation order.
    private static func rootKey(_ error: ValidationError) -> (Int, Int) {
        (error.instanceLocation.tokens.count, isAlternative(error) ? 1 : 0)
    }

    /// Whether `error` is a failed `anyOf`/`oneOf` (one that may have branch errors after it).
    static func isAlternative(_ error: ValidationError) -> Bool {
        error.keyword == "anyOf" || error.keyword == "oneOf"
    }

    /// The flat error list read as a tree of alternatives and their branches.
    private struct Tree {
        let errors: [ValidationError]

        init(_ errors: [ValidationError]) { self.errors = errors }

        /// The end (exclusive) of the errors that belong to the failed alternative at `index`: those right
        /// after it whose keyword and instance locations lie under it.
        func end(of index: Int) -> Int {
            let parent = errors[index]
            guard BestMatch.isAlternative(parent) else { return index + 1 }
            var next = index + 1
            while next < errors.count, isInside(errors[next], parent) { next += 1 }
            return next
        }

        func isInside(_ child: ValidationError, _ parent: ValidationError) -> Bool {
            let keyword = parent.keywordLocation.tokens, instance = parent.instanceLocation.tokens
            return child.keywordLocation.tokens.count > keyword.count && child.keywordLocation.tokens.starts(with: keyword)
                && child.instanceLocation.tokens.starts(with: instance)
        }

        /// The errors in `start..<end` that no other error of the range contains.
        func children(from start: Int, until end: Int) -> [Int] {
            var result: [Int] = []
            var index = start
            while index < end {
                result.append(index)
                index = max(self.end(of: index), index + 1)
            }
            return result
        }

        /// The branch number (the token after `anyOf`/`oneOf`) of a child of `parent`.
        func branch(of child: Int, in parent: Int) -> String {
            let depth = errors[parent].keywordLocation.tokens.count
            let tokens = errors[child].keywordLocation.tokens
            return tokens.count > depth ? tokens[depth] : ""
        }

        /// Follows failed alternatives down to the error to show.
        func descend(into index: Int) -> Int {
            var current = index
            // Each step goes one alternative deeper, so this ends within the list's length.
            while BestMatch.isAlternative(errors[current]) {
                let children = self.children(from: current + 1, until: end(of: current))
                guard !children.isEmpty else { return current }
                let parent = errors[current]
                var branches: [String: [Int]] = [:]
                var order: [String] = []
                for child in children {
                    let name = branch(of: child, in: current)
                    if branches[name] == nil { order.append(name) }
                    branches[name, default: []].append(child)
                }
                let typeMisses = Set(
                    children.filter {
                        errors[$0].keyword == "type" && errors[$0].instanceLocation == parent.instanceLocation
                            && errors[$0].keywordLocation.tokens.count == parent.keywordLocation.tokens.count + 2
                    }.map { branch(of: $0, in: current) })
                var sizes: [String: Int] = [:]
                for inner in (current + 1)..<end(of: current) { sizes[branch(of: inner, in: current), default: 0] += 1 }
                let key = { (child: Int) in self.key(child, current, typeMisses, sizes) }
                let open = order.filter { name in
                    !branches[name, default: []].contains { isDiscriminatorMiss(errors[$0], below: parent) }
                }
                if open.count == 1 && order.count > 1, let chosen = branches[open[0]] {
                    // The discriminator names the branch: its most relevant error, without the tie rule.
                    current = chosen.min { key($0) < key($1) } ?? chosen[0]
                    continue
                }
                let pool = (open.isEmpty ? order : open).flatMap { branches[$0, default: []] }
                guard let best = pool.min(by: { key($0) < key($1) }) else { return current }
                current = best
            }
            return current
        }

        /// Inside an alternative, the error deepest into the document wins, then a concrete keyword over a
        /// nested alternative, then one from a branch whose `type` accepts the value (`typeMisses`: the
        /// branches with a `type` error on the alternative's own value), then one from a branch with fewer
        /// errors (`sizes`, by branch).
        func key(_ child: Int, _ parent: Int, _ typeMisses: Set<String>, _ sizes: [String: Int]) -> Relevance {
            let error = errors[child]
            let name = branch(of: child, in: parent)
            return Relevance(
                depth: -error.instanceLocation.tokens.count, alternative: BestMatch.isAlternative(error) ? 1 : 0,
                typeMiss: typeMisses.contains(name) ? 1 : 0, size: sizes[name, default: 0])
        }

        /// Whether `error` is a `const` (or an `enum` of one value) failing on a member of the value the
        /// alternative `parent` is about: the branch's discriminator does not match.
        func isDiscriminatorMiss(_ error: ValidationError, below parent: ValidationError) -> Bool {
            guard error.instanceLocation.tokens.count == parent.instanceLocation.tokens.count + 1 else { return false }
            if error.keyword == "const" { return true }
            guard error.keyword == "enum", let expected = error.expected, expected.hasPrefix("one of ") else { return false }
            // The evaluator writes an enum's values as compact JSON after "one of ", separated by ", ": the
            // rest is one value exactly when it parses as one JSON text (`"a, b"` does; `"a", "b"` does not).
            return (try? JSONDocument(parsing: Array(expected.utf8.dropFirst(7)))) != nil
        }
    }

    /// The order of candidates inside an alternative (smaller is better).
    private struct Relevance: Comparable {
        var depth: Int
        var alternative: Int
        var typeMiss: Int
        var size: Int

        static func < (a: Relevance, b: Relevance) -> Bool {
            (a.depth, a.alternative, a.typeMiss, a.size) < (b.depth, b.alternative, b.typeMiss, b.size)
        }
    }
}
