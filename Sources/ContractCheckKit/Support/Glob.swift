/// Shell-style path patterns: `*` and `?` within one path component, `[abc]`/`[a-z]`/`[!abc]` classes,
/// and `**` for any number of components (`payloads/**/*.json`).
///
/// Used for payload arguments a shell did not expand (quoted in CI files) and for mapping-file keys.
package struct Glob {
    /// The pattern as given.
    package let pattern: String
    private let components: [Substring]
    /// `components` for matching: a run of `**` is one `**` (they match the same paths), each component's
    /// scalars listed once instead of at every comparison.
    private let steps: [Step]

    /// One component of the pattern as the matcher sees it.
    private enum Step {
        /// `**`: any number of whole components, none included.
        case anyDepth
        /// One component matched by ``Glob/matchComponent(_:_:)``.
        case component([Unicode.Scalar])
    }

    /// Reads `pattern` (components separated by `/`).
    package init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: false)
        var steps: [Step] = []
        for component in components {
            if component == "**" {
                if case .anyDepth? = steps.last { continue }
                steps.append(.anyDepth)
            } else {
                steps.append(.component(Array(component.unicodeScalars)))
            }
        }
        self.steps = steps
    }

    /// Whether `text` contains any pattern syntax.
    package static func isPattern(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// Whether the whole of `path` matches.
    package func matches(_ path: String) -> Bool {
        var steps = 0
        return matches(path, steps: &steps)
    }

    /// ``matches(_:)``, adding to `steps` the component comparisons made (what tests bound).
    package func matches(_ path: String, steps: inout Int) -> Bool {
        run(path, fromEveryComponent: false, steps: &steps)
    }

    /// Whether `path` or any trailing part of it (whole components) matches, as `.gitignore` patterns
    /// without a leading `/` do: `counts/*.json` matches `data/counts/one.json`.
    package func matchesEnd(of path: String) -> Bool {
        var steps = 0
        return matchesEnd(of: path, steps: &steps)
    }

    /// ``matchesEnd(of:)``, adding to `steps` the component comparisons made (what tests bound).
    package func matchesEnd(of path: String, steps: inout Int) -> Bool {
        run(path, fromEveryComponent: !pattern.hasPrefix("/"), steps: &steps)
    }

    /// Runs the pattern as an automaton over the path's components: the set of pattern positions reached so
    /// far advances by one component at a time, so each (pattern component, path component) pair is
    /// compared at most once. Backtracking instead tried every way of splitting the path between the `**`s,
    /// exponential in their number (seven `**` over 40 folders took 29.5 s). With `fromEveryComponent`, a
    /// match may also start at every component (the end of the path matches).
    private func run(_ path: String, fromEveryComponent: Bool, steps count: inout Int) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        var current = [Bool](repeating: false, count: steps.count + 1)
        var next = current
        current[0] = true
        closeOverAnyDepth(&current)
        for part in parts {
            if fromEveryComponent && !current[0] {
                current[0] = true
                closeOverAnyDepth(&current)
            }
            let text = Array(part.unicodeScalars)
            for index in next.indices { next[index] = false }
            var alive = false
            for (index, step) in steps.enumerated() where current[index] {
                switch step {
                case .anyDepth:
                    next[index] = true
                    alive = true
                case .component(let scalars):
                    count += 1
                    if Glob.matchComponent(scalars[...], text[...]) {
                        next[index + 1] = true
                        alive = true
                    }
                }
            }
            if !alive && !fromEveryComponent { return false }
            closeOverAnyDepth(&next)
            swap(&current, &next)
        }
        return current[steps.count]
    }

    /// Adds the positions after each reached `**`, which may match no component.
    private func closeOverAnyDepth(_ reached: inout [Bool]) {
        for (index, step) in steps.enumerated() where reached[index] {
            if case .anyDepth = step { reached[index + 1] = true }
        }
    }

    /// Matches one path component (no `/`) against one pattern component.
    package static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
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
