import ContractJSON
import GeneratorLoading

/// How ``SchemaDiff`` compares `prefixItems`/`items` tuples and `items`.
extension SchemaDiff {
    mutating func compareArrays(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        // Where one version takes no array, the other's items are reached by no document both accept: the type change says it.
        guard SchemaDiff.bothTake("array", ov, nv) else { return }
        func tuple(_ view: SchemaView) -> [SchemaLocation] {
            var locations: [SchemaLocation] = []
            for keyword in ["prefixItems", "items"] {
                guard case .array(let elements)? = view.keywords[keyword], let owner = view.owners[keyword] else { continue }
                for index in elements.indices {
                    locations.append(SchemaLocation(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String(index))))
                }
            }
            return locations
        }
        func single(_ view: SchemaView) -> SchemaLocation? {
            for keyword in ["items", "additionalItems"] {
                if let value = view.keywords[keyword], value.arrayValue == nil, keyword == "items" || view.keywords["items"]?.arrayValue != nil {
                    return view.child(keyword)
                }
            }
            return nil
        }
        let oldTuple = tuple(ov), newTuple = tuple(nv)
        let oldItems = single(ov), newItems = single(nv)
        // Past a side's tuple, its items schema applies (partial-eslint-plugins 5a02e765d: `items: [{type: string}]` became
        // `items: {type: string}`, which applies to the first item too).
        for index in 0..<max(oldTuple.count, newTuple.count) {
            compare(Side(location: index < oldTuple.count ? oldTuple[index] : oldItems, anchor: ov.location ?? o.anchor),
                    Side(location: index < newTuple.count ? newTuple[index] : newItems, anchor: nv.location ?? n.anchor), path: path + "/\(index)")
        }
        if oldItems != nil || newItems != nil {
            compare(Side(location: oldItems, anchor: ov.location ?? o.anchor), Side(location: newItems, anchor: nv.location ?? n.anchor), path: path + "/*")
        }
        if ov.keywords["unevaluatedItems"] != nil || nv.keywords["unevaluatedItems"] != nil {
            compare(Side(location: ov.child("unevaluatedItems"), anchor: ov.location ?? o.anchor), Side(location: nv.child("unevaluatedItems"), anchor: nv.location ?? n.anchor), path: path + "/*")
        }
        switch (ov.keywords["contains"] != nil, nv.keywords["contains"] != nil) {
        case (true, true):
            compare(Side(location: ov.child("contains"), anchor: ov.location ?? o.anchor), Side(location: nv.child("contains"), anchor: nv.location ?? n.anchor), path: path + "/(contains)")
        case (false, true):
            record(.constraintTightened, "contains added", path: path, old: site(old, ov, nil, o.anchor), new: site(new, nv, "contains", n.anchor),
                   .narrows("old apps may send arrays without a matching item"))
        case (true, false):
            record(.constraintLoosened, "contains removed", path: path, old: site(old, ov, "contains", o.anchor), new: site(new, nv, nil, n.anchor),
                   .widens("old models may rely on a matching item"))
        case (false, false):
            break
        }
    }
}
