import ContractJSON
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
    func asUnknownMember(_ values: [JSONValue], at path: [String], in base: JSONValue) -> [JSONValue] {
        guard DiffOracle.value(at: path.dropLast(), in: base).map({ $0.objectValue != nil }) ?? true else { return [] }
        var built = DocumentSampler.Unique(limit: 100)
        for value in DocumentSampler.oneOfEachType + values.prefix(94) {
            let member = JSONValue.object(JSONObject([.init(key: "x-sampled-member", value: value)]))
            built.add(DiffOracle.placing(member, at: path.dropLast(), in: base))
        }
        return built.values
    }
}
