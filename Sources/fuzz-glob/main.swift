import ContractCheckKit
import FuzzSupport

// Fuzz target for the glob matcher of payload patterns and --map keys: the input is a pattern and a path
// separated by the first NUL byte (or a pattern alone, matched against itself). The matcher must never crash
// or hang, its comparisons must stay within pattern components × path components, and it must give the
// answer of a plain reference matcher (recursion over components with a table of what was decided, written
// here from the rules: `**` is any number of whole components, anything else one component).
//
// Build with libFuzzer (see README, "Fuzzing", and .ci/fuzz):
//   swift build --product fuzz-glob --scratch-path .build/fuzz \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
// Without FUZZING this is a replayer: `swift run fuzz-glob FILE...` runs the same check on files.

/// Whether `pattern` matches the whole of `parts`, by the rules, deciding each (pattern, path) position once.
func reference(_ pattern: [Substring], _ parts: [Substring]) -> Bool {
    var decided: [Int: Bool] = [:]
    func match(_ p: Int, _ t: Int) -> Bool {
        let key = p * (parts.count + 1) + t
        if let known = decided[key] { return known }
        let result: Bool
        if p == pattern.count {
            result = t == parts.count
        } else if pattern[p] == "**" {
            result = match(p + 1, t) || (t < parts.count && match(p, t + 1))
        } else {
            result = t < parts.count
                && Glob.matchComponent(Array(pattern[p].unicodeScalars)[...], Array(parts[t].unicodeScalars)[...])
                && match(p + 1, t + 1)
        }
        decided[key] = result
        return result
    }
    return match(0, 0)
}

func checkGlob(_ bytes: [UInt8]) {
    let separator = bytes.firstIndex(of: 0)
    let pattern = String(decoding: bytes[..<(separator ?? bytes.endIndex)], as: UTF8.self)
    let path = separator.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) } ?? pattern
    let glob = Glob(pattern)
    let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: false)
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    var steps = 0
    let matched = glob.matches(path, steps: &steps)
    precondition(steps <= patternParts.count * parts.count, "\(steps) comparisons for \(patternParts.count) × \(parts.count) components")
    precondition(matched == reference(patternParts, parts), "matches disagrees with the reference")
    var endSteps = 0
    let matchedEnd = glob.matchesEnd(of: path, steps: &endSteps)
    precondition(endSteps <= patternParts.count * parts.count, "\(endSteps) comparisons at the end of the path")
    let expectedEnd = pattern.hasPrefix("/")
        ? matched : parts.indices.contains { reference(patternParts, Array(parts[$0...])) }
    precondition(matchedEnd == expectedEnd, "matchesEnd disagrees with the reference")
}

runFuzzer(checkGlob)
