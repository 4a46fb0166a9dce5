import ContractJSON
import GeneratorLoading

/// How ``SchemaDiff`` compares `prefixItems`/`items` tuples and `items`.
extension SchemaDiff {
    mutating func compareArrays(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        // Where one version takes no array, the other's items are reached by no document both accept: the type change says it.
        guard SchemaDiff.bothTake("array", ov, nv) else { return }
        let oldTuple = ov.tupleItems, newTuple = nv.tupleItems
        let oldItems = ov.itemsPastTuple, newItems = nv.itemsPastTuple
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
            var effect = ChangeEffect.narrows("old apps may send arrays without a matching item")
            if itemsMeet(containsOf: nv, view: ov, items: oldItems, tuple: oldTuple, isOld: true) {
                effect = effect.sparingRequests(SchemaDiff.containsImpliedNote("old"))
            }
            record(.constraintTightened, "contains added", path: path, old: site(old, ov, nil, o.anchor), new: site(new, nv, "contains", n.anchor), effect)
        case (true, false):
            var effect = ChangeEffect.widens("old models may rely on a matching item")
            // github-workflow a5c3ad75f: `steps` moved its `contains: {oneOf: [uses, run]}` into `items`, beside `minItems: 1`.
            if itemsMeet(containsOf: ov, view: nv, items: newItems, tuple: newTuple, isOld: false) {
                effect = effect.sparingResponses(SchemaDiff.containsImpliedNote("new"))
            }
            record(.constraintLoosened, "contains removed", path: path, old: site(old, ov, "contains", o.anchor), new: site(new, nv, nil, n.anchor), effect)
        case (false, false):
            break
        }
    }

    static func containsImpliedNote(_ version: String) -> String {
        "every array the \(version) version takes holds an item, and each of its items matches the `contains`"
    }

    /// Whether every array `view` takes (of the version `isOld` names) has an item matching the `contains` of `holder` (the
    /// other version's): `view` asks for one item at least (`minItems`), has no tuple, and its `items` form lies within the
    /// `contains` form.
    private mutating func itemsMeet(
        containsOf holder: SchemaView, view: SchemaView, items: SchemaLocation?, tuple: [SchemaLocation], isOld: Bool
    ) -> Bool {
        // `minContains` (2019-09) may ask for no match, or for several.
        guard tuple.isEmpty, let items, let contains = holder.child("contains"), holder.keywords["minContains"] == nil,
            (view.keywords["minItems"]?.numberValue?.int64Value ?? 0) >= 1,
            let inner = normalForm(old: isOld, items), let outer = normalForm(old: !isOld, contains)
        else { return false }
        return SchemaNormalForm.contains(outer, inner)
    }
}
