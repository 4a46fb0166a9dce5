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

    /// For a change to a tuple's position `k` (`…/items/1`, the path ending in `1`): each value after the first sampled value
    /// of each earlier position's schema, placed where the array is (tslint 10f1daeeb's `no-any`, `[true]` with
    /// `additionalItems: false`, which gained `{ignore-rest-args}` as its second item: `[true, {}]`). The sampled arrays hold a
    /// first item of the rule's other part (`"a"`), which no version takes.
    mutating func afterTuplePrefix(_ values: [JSONValue], change: SchemaChange, at path: [String], in base: JSONValue) -> [JSONValue] {
        guard let index = path.last.flatMap({ Int($0) }), index > 0, index <= 16 else { return [] }
        var built = DocumentSampler.Unique(limit: 64)
        for (sampler, site) in [(1, change.new), (0, change.old)] {
            guard let site, let file = siteFile(site, sampler), let keyword = site.pointer.parent?.tokens.last,
                ["items", "prefixItems"].contains(keyword), site.pointer.tokens.last == String(index), let tuple = site.pointer.parent
            else { continue }
            var prefix: [JSONValue] = []
            for position in 0..<index {
                let location = SchemaLocation(file: file, pointer: tuple.appending(String(position)))
                guard let first = samplers[sampler].values(at: location, depth: 1).first else { return [] }
                prefix.append(first)
            }
            for value in DocumentSampler.oneOfEachType + values.prefix(58) {
                built.add(DiffOracle.placing(.array(prefix + [value]), at: path.dropLast(), in: base))
            }
            break
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

    /// Each value (and one of each type) placed at `path` in `base`, with the member a `*` of `path` placed renamed, where
    /// the schemas holding it in the version that must
    /// accept the evidence (`sampler`: the old one for a request) match member names by `patternProperties`: to names none
    /// of them matches, which that version leaves free (traefik-v2 e1bed5f93: `patternProperties: {"[a-zA-Z0-9-_]+":
    /// {type: string}}`, unanchored, became `additionalProperties: {type: string}`: only a name without such a character,
    /// ".", shows it).
    func underNamesNoPatternTakes(_ values: [JSONValue], at path: [String], in base: JSONValue, sampler: Int) -> [JSONValue] {
        guard let file = sampler == 0 ? oldFileIndex : newFileIndex else { return [] }
        let documents = (DocumentSampler.oneOfEachType + values.prefix(10)).map { DiffOracle.placing($0, at: path[...], in: base) }
        let set = samplers[sampler].set
        let depths = DiffOracle.schemas(along: path, from: SchemaLocation(file: file, pointer: .root), in: set)
        var built = DocumentSampler.Unique(limit: 64)
        for (index, token) in path.enumerated() where token == "*" && index < depths.count {
            var patterns: [String] = []
            var declared: Set<String> = []
            // Through a `$ref` and `allOf` members: hugo d1e40620b's `outputFormats` names a definition whose `patternProperties`
            // `.` took every name but "" (now `additionalProperties`, which takes "" too).
            for location in depths[index] {
                let object = SchemaView.whole(set, at: location).keywords
                patterns += object["patternProperties"]?.objectValue?.keys ?? []
                declared.formUnion(object["properties"]?.objectValue?.keys ?? [])
            }
            guard !patterns.isEmpty else { continue }
            let names = DiffOracle.namesNoPatternTakes(patterns, declared: declared)
            for document in documents {
                for name in names {
                    if let renamed = DiffOracle.renamingFirstMember(at: path[..<index], to: name, in: document) { built.add(renamed) }
                }
            }
        }
        return built.values
    }

    /// `document` with the first member of the object at `path` (`*`: the first element or member, as
    /// ``placing(_:at:in:)`` places) renamed `name`; nil when there is no such object or member.
    static func renamingFirstMember(at path: ArraySlice<String>, to name: String, in document: JSONValue) -> JSONValue? {
        guard let token = path.first else {
            guard case .object(let object) = document, let first = object.first, first.key != name else { return nil }
            let others = object.dropFirst().filter { $0.key != name }
            return .object(JSONObject([.init(key: name, value: first.value)] + others))
        }
        switch (token, document) {
        case ("*", .array(var items)) where !items.isEmpty:
            guard let inner = renamingFirstMember(at: path.dropFirst(), to: name, in: items[0]) else { return nil }
            items[0] = inner
            return .array(items)
        case (_, .object(var object)):
            guard let key = token == "*" ? object.keys.first : token, let child = object[key],
                let inner = renamingFirstMember(at: path.dropFirst(), to: name, in: child)
            else { return nil }
            object[key] = inner
            return .object(object)
        case (_, .array(var items)):
            guard let index = Int(token), items.indices.contains(index),
                let inner = renamingFirstMember(at: path.dropFirst(), to: name, in: items[index])
            else { return nil }
            items[index] = inner
            return .array(items)
        default:
            return nil
        }
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
        return DiffOracle.namesNoPatternTakes(patterns, declared: [], limit: 2, words: true)
    }
}
