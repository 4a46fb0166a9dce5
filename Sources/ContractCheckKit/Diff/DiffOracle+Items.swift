import ContractJSON
import ContractSchema
import GeneratorLoading

/// Documents for a change at `*`: after the items a tuple checks, or under a member name no property declares.
extension DiffOracle {
    /// For a change to an array's items: each value appended to sampled non-empty values of the array schema, placed where
    /// the array is. A value placed at `*` is the first item, which a tuple's first schema checks (partial-eslint-plugins
    /// 5a02e765d: `allow: [{type: string}]`, its later items free, became `allow: {items: {type: string}}`: `["a", 1]`).
    mutating func afterItems(_ values: [JSONValue], change: SchemaChange, at path: [String], in base: JSONValue) -> [JSONValue] {
        var arrays = DocumentSampler.Unique(limit: 6)
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            guard let site, let file = sampler == 0 ? oldFileIndex : newFileIndex else { continue }
            var pointer = site.pointer
            for _ in 0..<4 {
                let location = SchemaLocation(file: file, pointer: pointer)
                if let object = samplers[sampler].set.value(at: location)?.objectValue,
                    object["items"] != nil || object["prefixItems"] != nil
                {
                    for value in samplers[sampler].values(at: location, depth: 1) where value.arrayValue?.isEmpty == false {
                        arrays.add(value)
                    }
                    break
                }
                guard let parent = pointer.parent else { break }
                pointer = parent
            }
        }
        var built = DocumentSampler.Unique(limit: 200)
        for case .array(let items) in arrays.values.prefix(4) {
            for value in DocumentSampler.oneOfEachType + values.prefix(42) {
                built.add(DiffOracle.placing(.array(items + [value]), at: path.dropLast(), in: base))
            }
        }
        return built.values
    }

    /// For a change at an object's `*`: each value as the only member of the object, under a name no property declares
    /// (the sampler's own). A value placed at `*` replaces the first member, which may be a declared property (maestro-flow
    /// e52aafa4e: a one-member command object `{"launchApp": …}` whose unknown commands took `commandValue`, now anything).
    /// Also under each name no `patternProperties` there takes (stylelint's rule options `[{…}, {…}]`, whose old first item
    /// gave every name without "message" or "severity" in it a list of strings, and any value to those).
    func asUnknownMember(_ values: [JSONValue], change: SchemaChange, at path: [String], in base: JSONValue) -> [JSONValue] {
        guard DiffOracle.value(at: path.dropLast(), in: base).map({ $0.objectValue != nil }) ?? true else { return [] }
        var built = DocumentSampler.Unique(limit: 100)
        let names = ["x-sampled-member"] + namesNoPatternTakes(at: change)
        for value in DocumentSampler.oneOfEachType + values.prefix(94 / names.count) {
            for name in names {
                let member = JSONValue.object(JSONObject([.init(key: name, value: value)]))
                built.add(DiffOracle.placing(member, at: path.dropLast(), in: base))
            }
        }
        return built.values
    }

    /// Up to two member names that none of the `patternProperties` of the objects at the end of `change`'s path (a `*`
    /// member, reached from the definition a `#/…` path names, else from the compared files' roots; in either version)
    /// matches: strings told apart from the pattern, and the words the pattern names (a negative lookahead's `message`,
    /// which sampled matches do not follow), alone and inside a name.
    func namesNoPatternTakes(at change: SchemaChange) -> [String] {
        var start = JSONPointer.root
        var steps = change.instancePath.isEmpty ? [] : JSONPointer(change.instancePath)?.tokens ?? []
        if change.instancePath.hasPrefix("#") {
            guard let (definition, inside) = DiffOracle.splitDefinitionPath(change) else { return [] }
            (start, steps) = (definition, inside)
        }
        guard steps.last == "*" else { return [] }
        var patterns: [String] = []
        for (sampler, file) in [(0, oldFileIndex), (1, newFileIndex)] {
            guard let file else { continue }
            let reached = DiffOracle.schemas(along: steps, from: SchemaLocation(file: file, pointer: start), in: samplers[sampler].set)
            guard reached.count == steps.count + 1 else { continue }
            for location in reached[steps.count] {
                let tokens = location.pointer.tokens
                guard tokens.count >= 2, tokens[tokens.count - 2] == "patternProperties", let pattern = tokens.last else { continue }
                if !patterns.contains(pattern) { patterns.append(pattern) }
            }
        }
        let regexes = patterns.compactMap { try? ECMAScriptRegex($0) }
        guard !regexes.isEmpty else { return [] }
        var names: [String] = []
        for pattern in patterns.prefix(4) {
            let words = pattern.split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 }.prefix(4)
            let separating = PatternSeparation(old: pattern, new: "")?.separating ?? []
            for name in words.flatMap({ [$0, "x" + $0] }) + separating where names.count < 2 && !names.contains(name) {
                if !regexes.contains(where: { $0.matches(name) != false }) { names.append(name) }
            }
        }
        return names
    }
}
