/// Shell-style path patterns: `*` and `?` within one path component, `[abc]`/`[a-z]`/`[!abc]` classes,
/// and `**` for any number of components (`payloads/**/*.json`).
///
/// Used for payload arguments a shell did not expand (quoted in CI files) and for mapping-file keys.
struct Glob {
    let pattern: String
    private let components: [Substring]

    init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// Whether `text` contains any pattern syntax.
    static func isPattern(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// Whether the whole of `path` matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return Glob.match(components[...], parts[...])
    }

    /// Whether `path` or any trailing part of it (whole components) matches, as `.gitignore` patterns
    /// without a leading `/` do: `counts/*.json` matches `data/counts/one.json`.
    func matchesEnd(of path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if pattern.hasPrefix("/") { return Glob.match(components[...], parts[...]) }
        for start in parts.indices where Glob.match(components[...], parts[start...]) { return true }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero or more whole components.
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one path component (no `/`) against one pattern component.
    static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        var starP: Int? = nil
        var starT = 0
        while t < text.endIndex {
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == "*" {
                    starP = p
                    starT = t
                    p += 1
                    continue
                }
                if c == "?" {
                    p += 1
                    t += 1
                    continue
                }
                if c == "[", let (matched, next) = matchClass(pattern, p, text[t]) {
                    if matched {
                        p = next
                        t += 1
                        continue
                    }
                } else if c == text[t] {
                    p += 1
                    t += 1
                    continue
                }
            }
            guard let star = starP else { return false }
            p = star + 1
            starT += 1
            t = starT
        }
        while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// Matches `character` against the class starting at `start`; nil when the class is not closed
    /// (then `[` is an ordinary character).
    private static func matchClass(_ pattern: ArraySlice<Unicode.Scalar>, _ start: Int, _ character: Unicode.Scalar) -> (Bool, Int)? {
        var index = start + 1
        var negated = false
        if index < pattern.endIndex && (pattern[index] == "!" || pattern[index] == "^") {
            negated = true
            index += 1
        }
        var matched = false
        var first = true
        while index < pattern.endIndex {
            let c = pattern[index]
            if c == "]" && !first { return (matched != negated, index + 1) }
            first = false
            if index + 2 < pattern.endIndex, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if c.value <= character.value && character.value <= pattern[index + 2].value { matched = true }
                index += 3
            } else {
                if c == character { matched = true }
                index += 1
            }
        }
        return nil
    }

    /// The leading components without pattern syntax: where to start listing files.
    var fixedPrefix: String {
        var fixed: [Substring] = []
        for component in components.dropLast() {
            if Glob.isPattern(String(component)) { break }
            fixed.append(component)
        }
        let prefix = fixed.joined(separator: "/")
        if prefix.isEmpty { return pattern.hasPrefix("/") ? "/" : "." }
        return prefix
    }
}
