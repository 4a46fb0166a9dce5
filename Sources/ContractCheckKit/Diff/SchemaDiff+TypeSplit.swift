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
            // A branch without `type` (bower b582ac3e4's `$ref` to base-04.json's license, an `anyOf` of an enum of strings and
            // `type: string`) takes the types its normal form allows; it is compared by forms below.
            guard let types = view.types ?? typesByForm(old: !singleIsOld, view) else { return false }
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
            if part.view.types == nil {
                compareByForms(
                    single: single, singleIsOld: singleIsOld, part: (part.location, shared), keyword: keyword, path: path,
                    oldSide: o, newSide: n)
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

    /// The types a schema without `type` allows by its normal form (nil when unknown or any).
    mutating func typesByForm(old isOld: Bool, _ view: SchemaView) -> Set<String>? {
        guard view.keywords["type"] == nil, let location = view.location, let form = normalForm(old: isOld, location),
            let types = SchemaNormalForm.acceptedTypes(form.value)
        else { return nil }
        return types
    }

    /// The part of the single schema for `part`'s `types` (one type) compared with that branch by normal forms: the
    /// single schema's form without other types' keywords, `type` narrowed. An item only where one form does not hold the
    /// other: bower b582ac3e4's `{type: [string, array], maxLength: 140}` string part, within the new any-string license
    /// branch (no request break) but not holding it (old models expect at most 140 characters).
    private mutating func compareByForms(
        single: SchemaView, singleIsOld: Bool, part: (location: SchemaLocation, types: Set<String>), keyword: String, path: String,
        oldSide o: Side, newSide n: Side
    ) {
        let branchSet = singleIsOld ? new : old
        let types = SchemaDiff.describe(part.types)
        let summary = "\(keyword) branch \(describeBranch(branchSet, part.location)) compared with the \(types) part"
        let oldSite = singleIsOld ? site(old, single, nil, o.anchor) : site(old, part.location, nil)
        let newSite = singleIsOld ? site(new, part.location, nil) : site(new, single, nil, n.anchor)
        let undecided = SchemaDiff.undecided(keyword)
        guard part.types.count == 1, let type = part.types.first, let location = single.location,
            let whole = normalForm(old: singleIsOld, location),
            case .object(let object) = SchemaNormalForm.restricted(whole.value, to: type),
            let branch = normalForm(old: !singleIsOld, part.location)
        else {
            record(.constraintChanged, summary, path: path, old: oldSite, new: newSite, undecided)
            return
        }
        var keywords = SchemaNormalForm.keywords(of: object)
        keywords["type"] = .string(type)
        let restricted = SchemaNormalForm.normalize(keywords)
        let singleForm = (value: restricted, text: SchemaNormalForm.text(restricted))
        let (before, after) = singleIsOld ? (singleForm, branch) : (branch, singleForm)
        let requestsKept = SchemaNormalForm.contains(after, before), responsesKept = SchemaNormalForm.contains(before, after)
        if requestsKept && responsesKept { return }
        let effect = ChangeEffect(
            breaksResponses: responsesKept ? nil : "old models may rely on what the old \(types) schema asked",
            breaksRequests: requestsKept ? nil : "old apps may send \(types) values the new schema rejects",
            responseNote: "the new schema takes no \(types) value the old one rejected",
            requestNote: "the new schema takes every \(types) value the old one did")
        let kind: SchemaChange.Kind = requestsKept ? .constraintLoosened : (responsesKept ? .constraintTightened : .constraintChanged)
        record(kind, summary, path: path, old: oldSite, new: newSite, effect)
    }
}
