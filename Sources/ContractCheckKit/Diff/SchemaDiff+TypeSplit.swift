import ContractJSON
import GeneratorLoading

/// A schema of several types on one side, a union whose branches split those types on the other
/// (github-funding's `custom`: `type: [string, array, null]` with `items` and `uniqueItems`, becoming
/// `oneOf [string, array]`): each branch is compared with the part of the single schema that applies to
/// its types, so the array branch's new `minItems`/`maxItems` are found, and the array keywords are not
/// compared with the string branch (which would report `items` and `uniqueItems` as removed).
extension SchemaDiff {
    /// The keywords that constrain only values of one JSON type.
    static let typeKeywords: [String: Set<String>] = [
        "string": ["minLength", "maxLength", "pattern", "format", "contentMediaType", "contentEncoding", "contentSchema"],
        "number": ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
        "array": [
            "items", "prefixItems", "additionalItems", "minItems", "maxItems", "uniqueItems", "contains", "minContains", "maxContains",
            "unevaluatedItems",
        ],
        "object": [
            "properties", "required", "additionalProperties", "patternProperties", "propertyNames", "minProperties", "maxProperties",
            "dependentRequired", "dependentSchemas", "dependencies", "unevaluatedProperties",
        ],
    ]

    /// The part of `view` that applies to values of `types`: its `type` narrowed to them, the keywords of
    /// other types left out.
    static func restricted(_ view: SchemaView, to types: Set<String>) -> SchemaView {
        var result = view
        var kept: Set<String> = []
        for type in types { kept.formUnion(typeKeywords[type == "integer" ? "number" : type] ?? []) }
        let specific = typeKeywords.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for key in view.keywords.keys where specific.contains(key) && !kept.contains(key) { result.keywords[key] = nil }
        var names = expand(view.types).intersection(types)
        if names.contains("number") { names.remove("integer") }
        if names.count == 1, let name = names.first {
            result.keywords["type"] = .string(name)
        } else {
            result.keywords["type"] = .array(names.sorted().map { .string($0) })
        }
        // Enum values of the other types are the other part's (babelrc 3e160f8f0's `compact`: `enum: ["auto", true, false]`
        // split into a string branch and a boolean one); an enum of both booleans is no limit on booleans.
        if case .array(let values)? = view.keywords["enum"] {
            let kept = values.filter { value in
                names.contains { plainlyOfType($0, value) } || (names.contains("number") && value.numberValue != nil)
            }
            let everyBoolean = names == ["boolean"] && kept.contains(.bool(true)) && kept.contains(.bool(false))
            result.keywords["enum"] = everyBoolean ? nil : .array(kept)
        }
        return result
    }

    /// Compares a single schema of several non-null types with union branches that each declare disjoint
    /// types; false (nothing recorded) when the shapes are not so. `singleIsOld` says which side is single;
    /// nullability has been compared already.
    mutating func compareSplitByType(
        single: SchemaView, singleIsOld: Bool, branches: [SchemaLocation], union: SchemaView, keyword: String, path: String,
        oldSide o: Side, newSide n: Side
    ) -> Bool {
        let set = singleIsOld ? new : old
        // Without `type`, the types its `enum`/`const` or unions allow (sil-kit 585b21f01: `anyOf [integer, string]` became
        // `enum: [1, "1"]`).
        guard let declared = single.types ?? effectiveTypes(old: singleIsOld, single) else { return false }
        var singleTypes = SchemaDiff.expand(declared).subtracting(["null"])
        guard Set(singleTypes.map { $0 == "integer" ? "number" : $0 }).count > 1 else { return false }
        // Types no value of its `enum` has are not taken (grunt-jshint-task 5b30da8c6: `{type: [boolean, string], enum:
        // [true]}` takes no string, so the string branch of `anyOf [{const: true}, {type: string}]` is an added one).
        if case .array(let values)? = single.keywords["enum"] {
            singleTypes = singleTypes.filter { type in
                values.contains { SchemaDiff.plainlyOfType(type, $0) || (type == "number" && $0.numberValue != nil) }
            }
        }
        var parts: [(location: SchemaLocation, view: SchemaView, types: Set<String>)] = []
        for location in branches {
            let view = SchemaView(set, at: location, following: true)
            guard let types = view.types else { return false }
            let expanded = SchemaDiff.expand(types).subtracting(["null"])
            if expanded.isEmpty { continue }  // the null branch, compared already
            guard parts.allSatisfy({ $0.types.isDisjoint(with: expanded) }) else { return false }
            parts.append((location, view, expanded))
        }
        guard parts.count > 1 else { return false }
        var covered: Set<String> = []
        for part in parts {
            covered.formUnion(part.types)
            let shared = singleTypes.intersection(part.types)
            if shared.isEmpty {
                let branchSite = site(set, part.location, nil)
                if singleIsOld {
                    record(
                        .branchAdded, "\(keyword) branch \(describeBranch(new, part.location)) added", path: path,
                        old: site(old, single, "type", o.anchor), new: branchSite,
                        .widens(
                            "old models have no case for the new branch, so payloads that match only it fail to decode",
                            requests: "its type is one old apps never send"))
                } else {
                    record(
                        .branchRemoved, "\(keyword) branch \(describeBranch(old, part.location)) removed", path: path,
                        old: branchSite, new: site(new, single, "type", n.anchor),
                        .narrows(
                            "old apps may send payloads that match only the removed branch", responses: "old models simply never receive it"
                        ))
                }
                continue
            }
            let singlePart = SchemaDiff.restricted(single, to: part.types)
            let branchSide = Side(location: part.location, anchor: singleIsOld ? n.anchor : o.anchor)
            if singleIsOld {
                compareKeywords(singlePart, part.view, path: path, o, branchSide, annotations: false, ignoringNull: true)
            } else {
                compareKeywords(part.view, singlePart, path: path, branchSide, n, annotations: false, ignoringNull: true)
            }
        }
        let uncovered = singleTypes.subtracting(covered).subtracting(covered.contains("number") ? ["integer"] : [])
        if !uncovered.isEmpty {
            let text = SchemaDiff.describe(uncovered)
            if singleIsOld {
                record(
                    .typeNarrowed, "type \(text) no longer allowed (no \(keyword) branch takes it)", path: path,
                    old: site(old, single, "type", o.anchor), new: site(new, union, keyword, n.anchor),
                    .narrows("old apps may send \(text), which the new schema rejects", responses: "old models simply never receive it"))
            } else {
                record(
                    .typeWidened, "type \(text) now allowed", path: path,
                    old: site(old, union, keyword, o.anchor), new: site(new, single, "type", n.anchor),
                    .widens("old models have no case for \(text)", requests: "old apps never send it"))
            }
        }
        return true
    }
}
