import ContractJSON
import GeneratorLoading

// MARK: Pairs that nothing distinguishes

extension SchemaDiff {
    /// The pairs of `pairs` (old file, new file) that are the same JSON, as is every file their references reach, followed
    /// through both versions alike: no document can tell the versions apart there, so they are neither walked nor sampled.
    /// A folder diffed in CI against its previous version mostly holds such files; walking and sampling each took most of
    /// the time of `diff DIR DIR`. A reference that resolves to nothing loaded, or to a file with no counterpart, keeps
    /// its pair compared.
    func unchangedClosures(_ pairs: [(Int, Int)]) -> Set<[Int]> {
        var oldTargets: [Int: [Int]?] = [:], newTargets: [Int: [Int]?] = [:]
        var known: [[Int]: Bool] = [:]
        var unchanged: Set<[Int]> = []
        for (o, n) in pairs where reachSameFiles(o, n, &oldTargets, &newTargets, &known) { unchanged.insert([o, n]) }
        return unchanged
    }

    private func reachSameFiles(
        _ o: Int, _ n: Int, _ oldTargets: inout [Int: [Int]?], _ newTargets: inout [Int: [Int]?], _ known: inout [[Int]: Bool]
    ) -> Bool {
        if let verdict = known[[o, n]] { return verdict }
        var queue = [[o, n]]
        var seen: Set<[Int]> = []
        var verdict = true
        walk: while let pair = queue.popLast() {
            guard seen.insert(pair).inserted else { continue }
            if known[pair] == true { continue }
            guard known[pair] != false, old.files[pair[0]].root == new.files[pair[1]].root else {
                verdict = false
                break walk
            }
            if oldTargets[pair[0]] == nil { oldTargets[pair[0]] = Self.referencedFiles(old, pair[0]) }
            if newTargets[pair[1]] == nil { newTargets[pair[1]] = Self.referencedFiles(new, pair[1]) }
            // Equal files list their references in the same order: each target pairs with the other version's.
            guard let before = oldTargets[pair[0]] ?? nil, let after = newTargets[pair[1]] ?? nil, before.count == after.count else {
                verdict = false
                break walk
            }
            queue += zip(before, after).map { [$0, $1] }
        }
        // Each pair met lies in a closure that is unchanged only if the whole walk found no difference; a difference found
        // is known for the starting pair alone.
        if verdict { for pair in seen { known[pair] = true } } else { known[[o, n]] = false }
        return verdict
    }

    /// The file each reference of `file` resolves to, in document order (static and dynamic references alike; a standard
    /// metaschema is the same in both versions and left out); nil when one resolves to nothing loaded.
    private static func referencedFiles(_ set: SchemaSet, _ file: Int) -> [Int]? {
        var targets: [Int] = []
        var missing = false
        set.forEachSchema(in: file) { node in
            guard !missing, case .object(let object) = node.value else { return }
            for keyword in ["$ref", "$dynamicRef", "$recursiveRef"] {
                guard let reference = object[keyword]?.stringValue else { continue }
                switch set.resolve(reference, base: node.base) {
                case .found(let target) where target.file < set.files.count: targets.append(target.file)
                case .metaschema: break
                default: missing = true
                }
            }
        }
        return missing ? nil : targets
    }
}
