import ContractJSON
import GeneratorLoading

/// Documents for a change to an array's items placed after the items a tuple checks.
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
}
