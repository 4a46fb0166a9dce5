/// Optimal-string-alignment distance (Levenshtein with adjacent transpositions), for "did you mean" hints.
enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and swaps that turn `a` into `b`.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The candidate `word` was most likely meant to be: a case-insensitive match, or the closest one
    /// within a distance that grows with the word's length (1 up to 4 characters, 2 up to 8, then 3).
    static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let bare = lowered.hasPrefix("$") ? String(lowered.dropFirst()) : lowered
        let limit = word.count <= 4 ? 1 : (word.count <= 8 ? 2 : 3)
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let other = candidate.lowercased()
            let otherBare = other.hasPrefix("$") ? String(other.dropFirst()) : other
            let distance = (other == lowered || otherBare == bare) ? 0 : between(lowered, other)
            if distance <= limit, distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < best!.word) {
                best = (candidate, distance)
            }
        }
        return best?.word
    }
}
