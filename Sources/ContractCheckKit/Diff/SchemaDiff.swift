import ContractJSON

/// Compares two versions of a schema set and lists every change with its location and whether it
/// breaks clients in the given role (see ``DiffRole`` and ``ChangeEffect``).
///
/// Files are paired by `$id` (then by path). Each pair is walked in parallel: properties by name,
/// `items`, `prefixItems` by index, `additionalProperties`, union branches matched by what they are
/// (`null`, the schema a `$ref` names, equal content, equal `type`). A `$ref` to a schema that is
/// compared on its own (a paired file, one of its `$defs`) is not entered again, so a change is listed
/// once, where it is written; a `$ref` that now names another schema is compared with the old one.
///
/// The verdicts follow one rule per role, applied keyword by keyword and conservatively (a change
/// whose effect cannot be decided breaks both ways):
///
/// - **response**: a change breaks when the new schema allows a payload that models generated from
///   the old one reject. Those models decode with the old types, `required`, nullability, `const`,
///   typed formats (`date-time` → `Date`, `int32` → `Int32`…), and, when they decode with validation,
///   every other constraint of the old schema, `additionalProperties: false` included. The one
///   deliberate tolerance is the generator's: enums are open unless `x-enum-closed: true` (or
///   `closedEnums`), and an open enum keeps a new value in `unknown(_:)`; boolean enums are closed.
/// - **request**: a change breaks when the new schema rejects a payload old apps send (valid under the
///   old schema): a new required property, a removed enum value or union branch, a tightened bound,
///   a narrowed type, a closed object that drops a property.
struct SchemaDiff {
    /// How the diff judges changes.
    struct Options {
        var role: DiffRole = .response
        /// Whether enums without `x-enum-closed` are closed (the generator's `closedEnums`).
        var closedEnums = false
    }

    /// One side of a comparison: a schema, or an absent one reported at its parent.
    private struct Side {
        var location: SchemaSet.Location?
        var anchor: SchemaSet.Location
    }

    private struct Pair: Hashable {
        var old: SchemaSet.Location
        var new: SchemaSet.Location
    }

    let old: SchemaSet
    let new: SchemaSet
    let options: Options
    private(set) var changes: [SchemaChange] = []
    private var compared: Set<Pair> = []
    private var separate: Set<Pair> = []

    init(old: SchemaSet, new: SchemaSet, options: Options) {
        self.old = old
        self.new = new
        self.options = options
    }

    // MARK: Files

    /// Compares every file of the old set with its counterpart (same `$id`, else same relative path);
    /// files only in one version are reported as removed or added.
    mutating func compareAll() {
        var newByKey: [String: Int] = [:]
        for (index, file) in new.files.enumerated() { newByKey[SchemaDiff.key(of: file)] = index }
        var newByPath: [String: Int] = [:]
        for (index, file) in new.files.enumerated() { newByPath[file.relativePath] = index }
        var pairs: [(Int, Int)] = []
        var pairedNew: Set<Int> = []
        var unpairedOld: [Int] = []
        for (index, file) in old.files.enumerated() {
            if let match = newByKey[SchemaDiff.key(of: file)] ?? newByPath[file.relativePath], !pairedNew.contains(match) {
                pairs.append((index, match))
                pairedNew.insert(match)
            } else {
                unpairedOld.append(index)
            }
        }
        compare(pairs: pairs)
        for index in unpairedOld {
            record(.schemaRemoved, "schema \(old.files[index].uri) removed", path: "", old: site(old, SchemaSet.Location(file: index, pointer: .root), nil), new: nil,
                   ChangeEffect(breaksResponses: "apps generated from the old version decode payloads of this schema; it is gone",
                                breaksRequests: "apps generated from the old version send payloads of this schema; it is gone"))
        }
        for index in new.files.indices where !pairedNew.contains(index) {
            record(.schemaAdded, "schema \(new.files[index].uri) added", path: "", old: nil, new: site(new, SchemaSet.Location(file: index, pointer: .root), nil),
                   .harmless("a new schema: no app depends on it yet"))
        }
    }

    /// Compares the given pairs of files (old index, new index), each with its `$defs`.
    mutating func compare(pairs: [(Int, Int)]) {
        for (o, n) in pairs {
            separate.insert(Pair(old: SchemaSet.Location(file: o, pointer: .root), new: SchemaSet.Location(file: n, pointer: .root)))
            for container in ["$defs", "definitions"] {
                guard case .object(let defs)? = old.files[o].root[container], case .object(let newDefs)? = new.files[n].root[container] else { continue }
                for name in defs.keys where newDefs[name] != nil {
                    let pointer = JSONPointer.root.appending(container).appending(name)
                    separate.insert(Pair(old: SchemaSet.Location(file: o, pointer: pointer), new: SchemaSet.Location(file: n, pointer: pointer)))
                }
            }
        }
        for (o, n) in pairs {
            let oldRoot = SchemaSet.Location(file: o, pointer: .root)
            let newRoot = SchemaSet.Location(file: n, pointer: .root)
            compare(Side(location: oldRoot, anchor: oldRoot), Side(location: newRoot, anchor: newRoot), path: "")
            for container in ["$defs", "definitions"] {
                let oldDefs = old.files[o].root[container]?.objectValue ?? JSONObject()
                let newDefs = new.files[n].root[container]?.objectValue ?? JSONObject()
                let containerPointer = JSONPointer.root.appending(container)
                for name in oldDefs.keys {
                    let pointer = containerPointer.appending(name)
                    let oldLocation = SchemaSet.Location(file: o, pointer: pointer)
                    if newDefs[name] != nil {
                        let newLocation = SchemaSet.Location(file: n, pointer: pointer)
                        compare(Side(location: oldLocation, anchor: oldLocation), Side(location: newLocation, anchor: newLocation), path: "#" + pointer.description)
                    } else {
                        record(.definitionRemoved, "\(container) entry \"\(name)\" removed", path: "#" + pointer.description,
                               old: site(old, oldLocation, nil), new: site(new, newRoot, nil),
                               .harmless("a reference that used it is reported where it changed"))
                    }
                }
                for name in newDefs.keys where oldDefs[name] == nil {
                    let pointer = containerPointer.appending(name)
                    record(.definitionAdded, "\(container) entry \"\(name)\" added", path: "#" + pointer.description,
                           old: nil, new: site(new, SchemaSet.Location(file: n, pointer: pointer), nil), .harmless("a new definition changes nothing until it is referenced"))
                }
            }
        }
        changes.sort { lhs, rhs in
            let l = lhs.site, r = rhs.site
            return (l?.file ?? "", l?.line ?? 0, l?.column ?? 0) < (r?.file ?? "", r?.line ?? 0, r?.column ?? 0)
        }
    }

    /// How files are paired: by `$id`, or by relative path when there is none.
    static func key(of file: SchemaSet.File) -> String {
        file.root["$id"] != nil ? file.uri : "path:" + file.relativePath
    }

    /// A name for a schema location that is the same in both versions when it is "the same schema".
    private func identity(_ set: SchemaSet, _ location: SchemaSet.Location) -> String {
        SchemaDiff.key(of: set.files[location.file]) + "#" + location.pointer.description
    }

    // MARK: Schemas

    /// Compares two schemas. `ignoringNull`: their nullability was already compared (a `type` array
    /// with `null` on one side, a union with a `null` branch on the other), so `null` is left out of
    /// their types.
    private mutating func compare(_ o: Side, _ n: Side, path: String, annotations: Bool = true, ignoringNull: Bool = false) {
        if let ol = o.location, let nl = n.location {
            guard compared.insert(Pair(old: ol, new: nl)).inserted else { return }
        }
        let ov = o.location.map { SchemaView(old, at: $0, following: false) } ?? .absent
        let nv = n.location.map { SchemaView(new, at: $0, following: false) } ?? .absent
        if ov.isNever || nv.isNever {
            if ov.isNever && !nv.isNever {
                record(.constraintLoosened, "schema was false (nothing allowed) and now allows values", path: path,
                       old: site(old, ov, nil, o.anchor), new: site(new, nv, nil, n.anchor),
                       .widens("models generated from the old schema never expected a value here"))
            } else if nv.isNever && !ov.isNever {
                record(.constraintTightened, "schema is now false: nothing is allowed", path: path,
                       old: site(old, ov, nil, o.anchor), new: site(new, nv, nil, n.anchor),
                       .narrows("old apps may send a value here; the new schema allows none"))
            }
            return
        }
        if nv.isPureUnion && ov.keywords["anyOf"] == nil && ov.keywords["oneOf"] == nil && o.location != nil {
            let keyword = nv.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
            compareBranches([o.location!], oldView: ov, branches(nv, keyword), newView: nv, keyword: keyword, path: path, oldSide: o, newSide: n, oldIsSingle: true)
            compareAnnotations(ov, nv, path: path, o, n)
            return
        }
        if ov.isPureUnion && nv.keywords["anyOf"] == nil && nv.keywords["oneOf"] == nil && n.location != nil {
            let keyword = ov.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
            compareBranches(branches(ov, keyword), oldView: ov, [n.location!], newView: nv, keyword: keyword, path: path, oldSide: o, newSide: n, newIsSingle: true)
            compareAnnotations(ov, nv, path: path, o, n)
            return
        }
        let oldReference = ov.keywords["$ref"]?.stringValue
        let newReference = nv.keywords["$ref"]?.stringValue
        if oldReference != nil || newReference != nil {
            var visited: Set<SchemaSet.Location> = []
            let oldTarget = o.location.flatMap { oldReference == nil ? nil : SchemaView.finalTarget(old, from: $0, visited: &visited) }
            visited = []
            let newTarget = n.location.flatMap { newReference == nil ? nil : SchemaView.finalTarget(new, from: $0, visited: &visited) }
            if oldReference != nil && newReference != nil {
                if let oldTarget, let newTarget {
                    if identity(old, oldTarget) != identity(new, newTarget) {
                        record(.referenceChanged, "$ref changed from \"\(oldReference!)\" to \"\(newReference!)\"", path: path,
                               old: site(old, ov, "$ref", o.anchor), new: site(new, nv, "$ref", n.anchor),
                               .harmless("the schemas it names are compared below"))
                    }
                    if !separate.contains(Pair(old: oldTarget, new: newTarget)) {
                        compare(Side(location: oldTarget, anchor: oldTarget), Side(location: newTarget, anchor: newTarget), path: path)
                    }
                } else if oldReference != newReference || oldTarget != nil || newTarget != nil {
                    record(.referenceChanged, "$ref changed from \"\(oldReference!)\" to \"\(newReference!)\" (not both resolvable)", path: path,
                           old: site(old, ov, "$ref", o.anchor), new: site(new, nv, "$ref", n.anchor),
                           ChangeEffect(breaksResponses: "the referenced schema cannot be compared, so compatibility is unknown",
                                        breaksRequests: "the referenced schema cannot be compared, so compatibility is unknown"))
                }
                var oldRest = ov, newRest = nv
                oldRest.keywords["$ref"] = nil
                newRest.keywords["$ref"] = nil
                compareKeywords(oldRest, newRest, path: path, o, n, annotations: annotations, ignoringNull: ignoringNull)
                return
            }
            // A reference on one side only: compare what it names (with its siblings) with the inline schema.
            let oldFollowed = oldReference != nil && oldTarget != nil ? SchemaView(old, at: o.location!, following: true) : ov
            let newFollowed = newReference != nil && newTarget != nil ? SchemaView(new, at: n.location!, following: true) : nv
            if (oldReference != nil && oldTarget == nil) || (newReference != nil && newTarget == nil) {
                record(.referenceChanged, oldReference != nil ? "$ref \"\(oldReference!)\" replaced by an inline schema" : "inline schema replaced by $ref \"\(newReference!)\"",
                       path: path, old: site(old, ov, oldReference != nil ? "$ref" : nil, o.anchor), new: site(new, nv, newReference != nil ? "$ref" : nil, n.anchor),
                       ChangeEffect(breaksResponses: "the referenced schema is not loaded, so compatibility is unknown",
                                    breaksRequests: "the referenced schema is not loaded, so compatibility is unknown"))
                return
            }
            compareKeywords(oldFollowed, newFollowed, path: path, o, n, annotations: annotations, ignoringNull: ignoringNull)
            return
        }
        compareKeywords(ov, nv, path: path, o, n, annotations: annotations, ignoringNull: ignoringNull)
    }

    private mutating func compareKeywords(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side, annotations: Bool, ignoringNull: Bool = false) {
        var handled: Set<String> = ["$ref", "$defs", "definitions"]
        compareTypes(ov, nv, path: path, o, n, ignoringNull: ignoringNull)
        handled.insert("type")
        compareEnums(ov, nv, path: path, o, n)
        handled.formUnion(["enum", "const"])
        handled.formUnion(compareBounds(ov, nv, path: path, o, n))
        compareObjects(ov, nv, path: path, o, n)
        handled.formUnion(["properties", "required", "additionalProperties", "unevaluatedProperties", "patternProperties", "propertyNames", "dependentRequired"])
        compareArrays(ov, nv, path: path, o, n)
        handled.formUnion(["items", "prefixItems", "additionalItems", "contains", "unevaluatedItems"])
        handled.formUnion(["anyOf", "oneOf", "allOf"])
        var unionKeywords = ["anyOf", "oneOf", "allOf"]
        if let (from, to) = SchemaDiff.unionSwitch(ov, nv) {
            // The same alternatives under another keyword: compare them, and judge the switch itself.
            unionKeywords.removeAll { $0 == from || $0 == to }
            let widening = from == "oneOf"
            record(widening ? .constraintLoosened : .constraintTightened, "\(from) became \(to)", path: path,
                   old: site(old, ov, from, o.anchor), new: site(new, nv, to, n.anchor),
                   widening ? .widens("old models decode exactly one alternative and fail on payloads that now match several")
                            : .narrows("old apps may send payloads that match several alternatives, which oneOf rejects"))
            compareBranches(branches(ov, from), oldView: ov, branches(nv, to), newView: nv, keyword: to, path: path, oldSide: o, newSide: n)
        }
        for keyword in unionKeywords {
            let oldBranches = branches(ov, keyword), newBranches = branches(nv, keyword)
            switch (oldBranches.isEmpty, newBranches.isEmpty) {
            case (true, true): continue
            case (false, false):
                compareBranches(oldBranches, oldView: ov, newBranches, newView: nv, keyword: keyword, path: path, oldSide: o, newSide: n)
            case (true, false):
                record(.constraintTightened, "\(keyword) added", path: path, old: site(old, ov, nil, o.anchor), new: site(new, nv, keyword, n.anchor),
                       .narrows("old apps may send payloads that match none of its schemas"))
            case (false, true):
                record(.constraintLoosened, "\(keyword) removed", path: path, old: site(old, ov, keyword, o.anchor), new: site(new, nv, nil, n.anchor),
                       keyword == "allOf" ? .widens("old models may rely on the constraints it added") :
                        .widens("old models decode one of its schemas; payloads need no longer match any"))
            }
        }
        if annotations { compareAnnotations(ov, nv, path: path, o, n) }
        handled.formUnion(Set(ov.keywords.keys).union(nv.keywords.keys).filter(SchemaView.isAnnotation))
        // Keywords without a finer rule: any difference is judged breaking both ways.
        for keyword in Set(ov.keywords.keys).union(nv.keywords.keys).subtracting(handled).sorted() {
            let before = ov.keywords[keyword], after = nv.keywords[keyword]
            guard before != after else { continue }
            let what = before == nil ? "added" : (after == nil ? "removed" : "changed")
            record(.constraintChanged, "\(keyword) \(what)", path: path, old: site(old, ov, keyword, o.anchor), new: site(new, nv, keyword, n.anchor),
                   ChangeEffect(breaksResponses: "\(keyword) changed; its effect on decoding cannot be decided, so it is treated as breaking",
                                breaksRequests: "\(keyword) changed; its effect on accepted payloads cannot be decided, so it is treated as breaking"))
        }
    }

    // MARK: Types and values

    private static let allTypes: Set<String> = ["null", "boolean", "object", "array", "number", "integer", "string"]

    private static func expand(_ types: Set<String>?) -> Set<String> {
        guard var types else { return allTypes }
        if types.contains("number") { types.insert("integer") }
        return types
    }

    private static func describe(_ types: Set<String>?) -> String {
        guard let types else { return "any type" }
        return types.sorted().joined(separator: " or ")
    }

    private mutating func compareTypes(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side, ignoringNull: Bool) {
        var before = ov.types, after = nv.types
        if ignoringNull {
            before = SchemaDiff.expand(before).subtracting(["null"])
            after = SchemaDiff.expand(after).subtracting(["null"])
        }
        guard SchemaDiff.expand(before) != SchemaDiff.expand(after) else { return }
        let added = SchemaDiff.expand(after).subtracting(SchemaDiff.expand(before))
        let removed = SchemaDiff.expand(before).subtracting(SchemaDiff.expand(after))
        let oldSite = site(old, ov, ov.keywords["type"] != nil ? "type" : nil, o.anchor)
        let newSite = site(new, nv, nv.keywords["type"] != nil ? "type" : nil, n.anchor)
        if added.contains("null") {
            record(.becameNullable, "became nullable (type \(SchemaDiff.describe(before)) → \(SchemaDiff.describe(after)))", path: path, old: oldSite, new: newSite,
                   .widens("old models declare the value non-optional, so decoding fails on null"))
        }
        if removed.contains("null") {
            record(.becameNonNullable, "no longer nullable (type \(SchemaDiff.describe(before)) → \(SchemaDiff.describe(after)))", path: path, old: oldSite, new: newSite,
                   .narrows("old apps may send null"))
        }
        let widened = added.subtracting(["null"]), narrowed = removed.subtracting(["null"])
        let summary = "type \(SchemaDiff.describe(before)) → \(SchemaDiff.describe(after))"
        if !widened.isEmpty && !narrowed.isEmpty {
            record(.typeChanged, summary, path: path, old: oldSite, new: newSite,
                   ChangeEffect(breaksResponses: "old models decode \(SchemaDiff.describe(before)) and fail on \(SchemaDiff.describe(widened))",
                                breaksRequests: "old apps may send \(SchemaDiff.describe(narrowed)), which the new schema rejects"))
        } else if !widened.isEmpty {
            record(.typeWidened, summary, path: path, old: oldSite, new: newSite,
                   .widens("old models decode \(SchemaDiff.describe(before)) and fail on \(SchemaDiff.describe(widened == ["number", "integer"] || widened == ["number"] ? ["number"] : widened))"))
        } else if !narrowed.isEmpty {
            record(.typeNarrowed, summary, path: path, old: oldSite, new: newSite,
                   .narrows("old apps may send \(SchemaDiff.describe(narrowed)), which the new schema rejects"))
        }
    }

    /// Whether the old enum is closed, as the generator decides: `x-enum-closed`, else the option; booleans always.
    private func isClosedEnum(_ view: SchemaView) -> Bool {
        if case .bool(let closed)? = view.keywords["x-enum-closed"] { return closed }
        if case .array(let values)? = view.keywords["enum"], !values.isEmpty, values.allSatisfy({ $0.boolValue != nil }) { return true }
        return options.closedEnums
    }

    private mutating func compareEnums(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        let oldSite = site(old, ov, ov.keywords["enum"] != nil ? "enum" : nil, o.anchor)
        let newSite = site(new, nv, nv.keywords["enum"] != nil ? "enum" : nil, n.anchor)
        let closed = isClosedEnum(ov)
        let openNote = "the old enum is open: old models keep unknown values in unknown(_:)"
        switch (ov.keywords["enum"]?.arrayValue, nv.keywords["enum"]?.arrayValue) {
        case (let before?, let after?):
            compareEnumValues(before, after, closed: closed, path: path, oldSite: oldSite, newSite: newSite)
        case (let before?, nil):
            record(.enumRemoved, "enum removed (was \(SchemaDiff.list(before)))", path: path, old: oldSite, new: newSite,
                   closed ? .widens("the old enum is closed: old models fail on any other value")
                          : ChangeEffect(breaksResponses: nil, breaksRequests: nil, responseNote: openNote, requestNote: nil))
        case (nil, let after?):
            record(.enumAdded, "enum added (\(SchemaDiff.list(after)))", path: path, old: oldSite, new: newSite,
                   .narrows("old apps may send values outside the enum"))
        case (nil, nil):
            break
        }
        let before = ov.keywords["const"], after = nv.keywords["const"]
        guard before != after else { return }
        let oldConst = site(old, ov, before != nil ? "const" : nil, o.anchor)
        let newConst = site(new, nv, after != nil ? "const" : nil, n.anchor)
        switch (before, after) {
        case (let before?, let after?):
            record(.constChanged, "const \(before) → \(after)", path: path, old: oldConst, new: newConst,
                   ChangeEffect(breaksResponses: "old models expect \(before)", breaksRequests: "old apps send \(before)"))
        case (let before?, nil):
            record(.constChanged, "const \(before) removed", path: path, old: oldConst, new: newConst, .widens("old models expect exactly \(before)"))
        case (nil, let after?):
            record(.constChanged, "const \(after) added", path: path, old: oldConst, new: newConst, .narrows("old apps may send other values than \(after)"))
        default:
            break
        }
    }

    /// Compares the allowed values of an enum (an `enum` array, or a union of `const` branches).
    /// A new `null` is a new nullability, which breaks old models whether the enum is open or not.
    private mutating func compareEnumValues(_ before: [JSONValue], _ after: [JSONValue], closed: Bool, path: String, oldSite: SchemaSite?, newSite: SchemaSite?) {
        let openNote = "the old enum is open: old models keep unknown values in unknown(_:)"
        for value in after where !before.contains(value) {
            if value == .null {
                record(.becameNullable, "became nullable (enum value null added)", path: path, old: oldSite, new: newSite,
                       .widens("old models declare the value non-optional, so decoding fails on null", requests: "old apps never send null"))
                continue
            }
            record(.enumValueAdded, "enum value \(value) added", path: path, old: oldSite, new: newSite,
                   closed ? .widens("the old enum is closed: old models have no case for \(value)", requests: "old apps never send it")
                          : ChangeEffect(breaksResponses: nil, breaksRequests: nil, responseNote: openNote, requestNote: "old apps never send it"))
        }
        for value in before where !after.contains(value) {
            if value == .null {
                record(.becameNonNullable, "no longer nullable (enum value null removed)", path: path, old: oldSite, new: newSite,
                       .narrows("old apps may send null", responses: "old models simply never receive it"))
                continue
            }
            record(.enumValueRemoved, "enum value \(value) removed", path: path, old: oldSite, new: newSite,
                   .narrows("old apps may still send \(value)", responses: "old models simply never receive it"))
        }
    }

    private static func list(_ values: [JSONValue]) -> String {
        values.count <= 6 ? values.map(\.description).joined(separator: ", ") : values.prefix(6).map(\.description).joined(separator: ", ") + ", …"
    }

    // MARK: Constraints

    private static let lowerBounds = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"]
    private static let upperBounds = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"]
    private static let typedFormats: [String: String] = ["date-time": "Date", "date": "CalendarDate", "uuid": "UUID", "uri": "URL"]

    /// Compares the value constraints; returns the keywords it handled.
    private mutating func compareBounds(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) -> Set<String> {
        let loosened = "models generated from the old schema reject such values when they decode with validation"
        let tightened = "old apps may send values the new constraint rejects"
        compareNumericBounds(ov, nv, path: path, o, n, loosened: loosened, tightened: tightened)
        for keyword in SchemaDiff.lowerBounds + SchemaDiff.upperBounds where !SchemaDiff.numericBounds.contains(keyword) {
            let before = ov.keywords[keyword]?.numberValue, after = nv.keywords[keyword]?.numberValue
            guard before != after else { continue }
            let isLower = SchemaDiff.lowerBounds.contains(keyword)
            let oldSite = site(old, ov, before != nil ? keyword : nil, o.anchor), newSite = site(new, nv, after != nil ? keyword : nil, n.anchor)
            let stricter: Bool
            let summary: String
            switch (before, after) {
            case (let before?, let after?):
                stricter = isLower ? after > before : after < before
                summary = "\(keyword) \(before) → \(after)"
            case (nil, let after?):
                stricter = true
                summary = "\(keyword) \(after) added"
            case (let before?, nil):
                stricter = false
                summary = "\(keyword) \(before) removed"
            default:
                continue
            }
            record(stricter ? .constraintTightened : .constraintLoosened, summary, path: path, old: oldSite, new: newSite,
                   stricter ? .narrows(tightened) : .widens(loosened))
        }
        if ov.keywords["multipleOf"] != nv.keywords["multipleOf"] {
            let before = ov.keywords["multipleOf"]?.numberValue, after = nv.keywords["multipleOf"]?.numberValue
            let oldSite = site(old, ov, before != nil ? "multipleOf" : nil, o.anchor), newSite = site(new, nv, after != nil ? "multipleOf" : nil, n.anchor)
            switch (before, after) {
            case (let before?, let after?) where after.isMultiple(of: before):
                record(.constraintTightened, "multipleOf \(before) → \(after)", path: path, old: oldSite, new: newSite, .narrows(tightened))
            case (let before?, let after?) where before.isMultiple(of: after):
                record(.constraintLoosened, "multipleOf \(before) → \(after)", path: path, old: oldSite, new: newSite, .widens(loosened))
            case (let before?, let after?):
                record(.constraintChanged, "multipleOf \(before) → \(after)", path: path, old: oldSite, new: newSite,
                       ChangeEffect(breaksResponses: loosened, breaksRequests: tightened))
            case (nil, let after?):
                record(.constraintTightened, "multipleOf \(after) added", path: path, old: oldSite, new: newSite, .narrows(tightened))
            case (let before?, nil):
                record(.constraintLoosened, "multipleOf \(before) removed", path: path, old: oldSite, new: newSite, .widens(loosened))
            default:
                break
            }
        }
        let uniqueBefore = ov.keywords["uniqueItems"]?.boolValue ?? false, uniqueAfter = nv.keywords["uniqueItems"]?.boolValue ?? false
        if uniqueBefore != uniqueAfter {
            record(uniqueAfter ? .constraintTightened : .constraintLoosened, "uniqueItems \(uniqueBefore) → \(uniqueAfter)", path: path,
                   old: site(old, ov, "uniqueItems", o.anchor), new: site(new, nv, "uniqueItems", n.anchor), uniqueAfter ? .narrows(tightened) : .widens(loosened))
        }
        let patternBefore = ov.keywords["pattern"]?.stringValue, patternAfter = nv.keywords["pattern"]?.stringValue
        if patternBefore != patternAfter {
            let oldSite = site(old, ov, patternBefore != nil ? "pattern" : nil, o.anchor), newSite = site(new, nv, patternAfter != nil ? "pattern" : nil, n.anchor)
            switch (patternBefore, patternAfter) {
            case (let before?, let after?):
                record(.constraintChanged, "pattern /\(before)/ → /\(after)/", path: path, old: oldSite, new: newSite,
                       ChangeEffect(breaksResponses: "values the new pattern allows may fail the old one (" + loosened + ")",
                                    breaksRequests: "values old apps send may fail the new pattern"))
            case (nil, let after?):
                record(.constraintTightened, "pattern /\(after)/ added", path: path, old: oldSite, new: newSite, .narrows(tightened))
            case (let before?, nil):
                record(.constraintLoosened, "pattern /\(before)/ removed", path: path, old: oldSite, new: newSite, .widens(loosened))
            default:
                break
            }
        }
        compareFormats(ov, nv, path: path, o, n)
        return Set(SchemaDiff.lowerBounds + SchemaDiff.upperBounds + ["multipleOf", "uniqueItems", "pattern", "format"])
    }

    private static let numericBounds: Set<String> = ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"]

    /// One side's effective numeric bound: the stricter of the inclusive and the exclusive keyword.
    private struct Bound {
        var value: JSONNumber
        var exclusive: Bool
        var keyword: String
    }

    private static func bound(_ view: SchemaView, lower: Bool) -> Bound? {
        let inclusive = view.keywords[lower ? "minimum" : "maximum"]?.numberValue.map { Bound(value: $0, exclusive: false, keyword: lower ? "minimum" : "maximum") }
        let exclusive = view.keywords[lower ? "exclusiveMinimum" : "exclusiveMaximum"]?.numberValue.map { Bound(value: $0, exclusive: true, keyword: lower ? "exclusiveMinimum" : "exclusiveMaximum") }
        guard let inclusive else { return exclusive }
        guard let exclusive else { return inclusive }
        if lower { return exclusive.value >= inclusive.value ? exclusive : inclusive }
        return exclusive.value <= inclusive.value ? exclusive : inclusive
    }

    /// Compares `minimum`/`exclusiveMinimum` and `maximum`/`exclusiveMaximum` by the range they leave,
    /// so `minimum: 0` → `exclusiveMinimum: 0` is one tightening, not a removal and an addition.
    /// Draft-04 style boolean exclusives, which this cannot order, are a change that breaks both ways.
    private mutating func compareNumericBounds(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side, loosened: String, tightened: String) {
        for keyword in SchemaDiff.numericBounds.sorted() where ov.keywords[keyword] != nv.keywords[keyword] {
            let values = [ov.keywords[keyword], nv.keywords[keyword]].compactMap { $0 }
            if values.contains(where: { $0.numberValue == nil }) {
                record(.constraintChanged, "\(keyword) changed", path: path, old: site(old, ov, ov.keywords[keyword] != nil ? keyword : nil, o.anchor),
                       new: site(new, nv, nv.keywords[keyword] != nil ? keyword : nil, n.anchor),
                       ChangeEffect(breaksResponses: loosened, breaksRequests: tightened))
                return
            }
        }
        for lower in [true, false] {
            let before = SchemaDiff.bound(ov, lower: lower), after = SchemaDiff.bound(nv, lower: lower)
            let oldSite = site(old, ov, before?.keyword, o.anchor), newSite = site(new, nv, after?.keyword, n.anchor)
            func text(_ bound: Bound) -> String { "\(bound.keyword) \(bound.value)" }
            switch (before, after) {
            case (nil, nil):
                continue
            case (nil, let after?):
                record(.constraintTightened, "\(text(after)) added", path: path, old: oldSite, new: newSite, .narrows(tightened))
            case (let before?, nil):
                record(.constraintLoosened, "\(text(before)) removed", path: path, old: oldSite, new: newSite, .widens(loosened))
            case (let before?, let after?):
                if before.value == after.value && before.exclusive == after.exclusive { continue }
                let stricter: Bool
                if before.value == after.value {
                    stricter = after.exclusive
                } else {
                    stricter = lower ? after.value > before.value : after.value < before.value
                }
                let summary = before.keyword == after.keyword ? "\(after.keyword) \(before.value) → \(after.value)" : "\(text(before)) → \(text(after))"
                record(stricter ? .constraintTightened : .constraintLoosened, summary, path: path, old: oldSite, new: newSite,
                       stricter ? .narrows(tightened) : .widens(loosened))
            }
        }
    }

    private mutating func compareFormats(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        let before = ov.keywords["format"]?.stringValue, after = nv.keywords["format"]?.stringValue
        guard before != after else { return }
        let oldSite = site(old, ov, before != nil ? "format" : nil, o.anchor), newSite = site(new, nv, after != nil ? "format" : nil, n.anchor)
        func decodes(_ format: String) -> String {
            if let type = SchemaDiff.typedFormats[format] { return "old models decode it as \(type) and fail on other strings" }
            return "old models check format \(format) when they decode with validation"
        }
        let widths = ["int8": (-128.0, 127.0), "int16": (-32768.0, 32767.0), "int32": (-2147483648.0, 2147483647.0),
                      "int64": (-9.223372036854775808e18, 9.223372036854775807e18), "uint8": (0, 255), "uint16": (0, 65535),
                      "uint32": (0, 4_294_967_295), "uint64": (0, 1.8446744073709551615e19)]
        switch (before, after) {
        case (let before?, let after?):
            if let a = widths[before], let b = widths[after] {
                if b.0 <= a.0 && b.1 >= a.1 {
                    record(.formatChanged, "integer format \(before) → \(after) (wider)", path: path, old: oldSite, new: newSite,
                           .widens("old models decode a \(before.capitalized) and overflow on larger values"))
                } else if b.0 >= a.0 && b.1 <= a.1 {
                    record(.formatChanged, "integer format \(before) → \(after) (narrower)", path: path, old: oldSite, new: newSite,
                           .narrows("old apps may send values outside \(after)"))
                } else {
                    record(.formatChanged, "integer format \(before) → \(after)", path: path, old: oldSite, new: newSite,
                           ChangeEffect(breaksResponses: "old models decode a \(before.capitalized)", breaksRequests: "old apps may send values outside \(after)"))
                }
                return
            }
            record(.formatChanged, "format \(before) → \(after)", path: path, old: oldSite, new: newSite,
                   ChangeEffect(breaksResponses: decodes(before), breaksRequests: "old apps send \(before) values, which need not be valid \(after)"))
        case (nil, let after?):
            record(.formatChanged, "format \(after) added", path: path, old: oldSite, new: newSite,
                   .narrows("old apps may send strings that are not valid \(after)"))
        case (let before?, nil):
            record(.formatChanged, "format \(before) removed", path: path, old: oldSite, new: newSite, .widens(decodes(before)))
        default:
            break
        }
    }

    // MARK: Objects

    private enum Extra {
        case open, closed
        case schema(SchemaSet.Location)
    }

    private func extra(_ view: SchemaView, _ keyword: String) -> Extra {
        switch view.keywords[keyword] {
        case .bool(false)?: return .closed
        case .object?: return view.child(keyword).map(Extra.schema) ?? .open
        default: return .open
        }
    }

    private mutating func compareObjects(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        let oldProperties = ov.keywords["properties"]?.objectValue ?? JSONObject()
        let newProperties = nv.keywords["properties"]?.objectValue ?? JSONObject()
        let oldRequired = Set(ov.keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        let newRequired = Set(nv.keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        let newClosed: Bool = {
            if case .closed = extra(nv, "additionalProperties") { return true }
            if case .closed = extra(nv, "unevaluatedProperties") { return true }
            return false
        }()
        let oldClosed: Bool = {
            if case .closed = extra(ov, "additionalProperties") { return true }
            if case .closed = extra(ov, "unevaluatedProperties") { return true }
            return false
        }()
        let unknownNote = "old models ignore properties they do not know"
        let closedReason = "the old schema is closed (additionalProperties: false): models generated from it reject members they do not declare when they decode with validation"
        for name in oldProperties.keys {
            let oldChild = Side(location: ov.child("properties", name), anchor: ov.location ?? o.anchor)
            let childPath = path + "/" + JSONPointer.escape(name)
            if newProperties[name] != nil {
                let newChild = Side(location: nv.child("properties", name), anchor: nv.location ?? n.anchor)
                compare(oldChild, newChild, path: childPath)
            } else {
                let wasRequired = oldRequired.contains(name)
                record(.propertyRemoved, "property \"\(name)\" removed\(wasRequired ? " (it was required)" : "")", path: childPath,
                       old: site(old, oldChild.location ?? o.anchor, nil), new: site(new, nv, "properties", n.anchor),
                       ChangeEffect(breaksResponses: wasRequired ? "old models require \"\(name)\"; the new schema no longer promises it" : nil,
                                    breaksRequests: newClosed ? "old apps still send \"\(name)\", which the closed schema now rejects" : nil,
                                    responseNote: "old models have \"\(name)\" optional", requestNote: "the schema stays open, so \"\(name)\" is still accepted"))
            }
        }
        for name in newProperties.keys where oldProperties[name] == nil {
            let required = newRequired.contains(name)
            let childPath = path + "/" + JSONPointer.escape(name)
            let location = nv.child("properties", name) ?? n.anchor
            record(.propertyAdded, "property \"\(name)\" added (\(required ? "required" : "optional"))", path: childPath,
                   old: site(old, ov, "properties", o.anchor), new: site(new, location, nil),
                   ChangeEffect(breaksResponses: oldClosed ? closedReason : nil, breaksRequests: required ? "old apps do not send \"\(name)\", which is now required" : nil,
                                responseNote: unknownNote, requestNote: "it is optional: old apps may leave it out"))
        }
        let removedNames = Set(oldProperties.keys).subtracting(newProperties.keys)
        let addedNames = Set(newProperties.keys).subtracting(oldProperties.keys)
        for name in oldRequired.subtracting(newRequired).subtracting(removedNames).sorted() {
            record(.becameOptional, "\"\(name)\" is no longer required", path: path + "/" + JSONPointer.escape(name),
                   old: site(old, ov, "required", o.anchor), new: site(new, nv, nv.keywords["required"] != nil ? "required" : nil, n.anchor),
                   .widens("old models declare \"\(name)\" non-optional, so decoding fails when it is missing", requests: "old apps keep sending it"))
        }
        for name in newRequired.subtracting(oldRequired).subtracting(addedNames).sorted() {
            record(.becameRequired, "\"\(name)\" became required", path: path + "/" + JSONPointer.escape(name),
                   old: site(old, ov, ov.keywords["required"] != nil ? "required" : nil, o.anchor), new: site(new, nv, "required", n.anchor),
                   .narrows("old apps may leave \"\(name)\" out", responses: "old models still decode it"))
        }
        for keyword in ["additionalProperties", "unevaluatedProperties"] where ov.keywords[keyword] != nil || nv.keywords[keyword] != nil {
            let childPath = path + "/*"
            let oldSite = site(old, ov, ov.keywords[keyword] != nil ? keyword : nil, o.anchor)
            let newSite = site(new, nv, nv.keywords[keyword] != nil ? keyword : nil, n.anchor)
            switch (extra(ov, keyword), extra(nv, keyword)) {
            case (.open, .open), (.closed, .closed):
                break
            case (.open, .closed), (.schema, .closed):
                record(.additionalPropertiesClosed, "\(keyword) became false", path: path, old: oldSite, new: newSite,
                       .narrows("old apps may send properties the schema does not declare, which the new one rejects", responses: unknownNote))
            case (.closed, .open), (.closed, .schema):
                record(.additionalPropertiesOpened, "\(keyword) no longer false", path: path, old: oldSite, new: newSite,
                       .widens(closedReason.replacingOccurrences(of: "additionalProperties", with: keyword), requests: "the new schema accepts more"))
            case (.schema(let before), .schema(let after)):
                compare(Side(location: before, anchor: ov.location ?? o.anchor), Side(location: after, anchor: nv.location ?? n.anchor), path: childPath)
            case (.schema(let before), .open):
                compare(Side(location: before, anchor: ov.location ?? o.anchor), Side(location: nil, anchor: nv.location ?? n.anchor), path: childPath)
            case (.open, .schema(let after)):
                compare(Side(location: nil, anchor: ov.location ?? o.anchor), Side(location: after, anchor: nv.location ?? n.anchor), path: childPath)
            }
        }
        let oldPatterns = ov.keywords["patternProperties"]?.objectValue ?? JSONObject()
        let newPatterns = nv.keywords["patternProperties"]?.objectValue ?? JSONObject()
        for pattern in Set(oldPatterns.keys).union(newPatterns.keys).sorted() {
            let childPath = path + "/{" + pattern + "}"
            switch (oldPatterns[pattern], newPatterns[pattern]) {
            case (_?, _?):
                compare(Side(location: ov.child("patternProperties", pattern), anchor: ov.location ?? o.anchor),
                        Side(location: nv.child("patternProperties", pattern), anchor: nv.location ?? n.anchor), path: childPath)
            case (nil, _?):
                record(.constraintTightened, "patternProperties /\(pattern)/ added", path: childPath, old: site(old, ov, nil, o.anchor),
                       new: site(new, nv.child("patternProperties", pattern)!, nil), .narrows("old apps may send matching properties the new schema rejects"))
            case (_?, nil):
                record(.constraintLoosened, "patternProperties /\(pattern)/ removed", path: childPath,
                       old: site(old, ov.child("patternProperties", pattern)!, nil), new: site(new, nv, nil, n.anchor),
                       .widens("old models type matching properties with the removed schema"))
            default:
                break
            }
        }
        if ov.keywords["propertyNames"] != nil || nv.keywords["propertyNames"] != nil {
            compare(Side(location: ov.child("propertyNames"), anchor: ov.location ?? o.anchor), Side(location: nv.child("propertyNames"), anchor: nv.location ?? n.anchor),
                    path: path + "/(property names)")
        }
        let oldDependencies = ov.keywords["dependentRequired"]?.objectValue ?? JSONObject()
        let newDependencies = nv.keywords["dependentRequired"]?.objectValue ?? JSONObject()
        for name in Set(oldDependencies.keys).union(newDependencies.keys).sorted() {
            let before = Set(oldDependencies[name]?.arrayValue?.compactMap(\.stringValue) ?? [])
            let after = Set(newDependencies[name]?.arrayValue?.compactMap(\.stringValue) ?? [])
            let oldSite = site(old, ov, "dependentRequired", o.anchor), newSite = site(new, nv, "dependentRequired", n.anchor)
            if !after.subtracting(before).isEmpty {
                record(.constraintTightened, "dependentRequired \"\(name)\" now needs \(after.subtracting(before).sorted().joined(separator: ", "))", path: path,
                       old: oldSite, new: newSite, .narrows("old apps may send \"\(name)\" without them"))
            }
            if !before.subtracting(after).isEmpty {
                record(.constraintLoosened, "dependentRequired \"\(name)\" no longer needs \(before.subtracting(after).sorted().joined(separator: ", "))", path: path,
                       old: oldSite, new: newSite, .widens("old models may rely on them being present"))
            }
        }
    }

    // MARK: Arrays

    private mutating func compareArrays(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        func tuple(_ view: SchemaView) -> [SchemaSet.Location] {
            var locations: [SchemaSet.Location] = []
            for keyword in ["prefixItems", "items"] {
                guard case .array(let elements)? = view.keywords[keyword], let owner = view.owners[keyword] else { continue }
                for index in elements.indices {
                    locations.append(SchemaSet.Location(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String(index))))
                }
            }
            return locations
        }
        func single(_ view: SchemaView) -> SchemaSet.Location? {
            for keyword in ["items", "additionalItems"] {
                if let value = view.keywords[keyword], value.arrayValue == nil, keyword == "items" || view.keywords["items"]?.arrayValue != nil {
                    return view.child(keyword)
                }
            }
            return nil
        }
        let oldTuple = tuple(ov), newTuple = tuple(nv)
        for index in 0..<max(oldTuple.count, newTuple.count) {
            compare(Side(location: index < oldTuple.count ? oldTuple[index] : nil, anchor: ov.location ?? o.anchor),
                    Side(location: index < newTuple.count ? newTuple[index] : nil, anchor: nv.location ?? n.anchor), path: path + "/\(index)")
        }
        let oldItems = single(ov), newItems = single(nv)
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

    // MARK: Unions

    /// `("oneOf", "anyOf")` when the old schema's only union is `oneOf` and the new one's only union
    /// is `anyOf` (or the other way round): the alternatives stay, the way they combine changes.
    private static func unionSwitch(_ ov: SchemaView, _ nv: SchemaView) -> (String, String)? {
        let before = ["anyOf", "oneOf"].filter { ov.keywords[$0] != nil }
        let after = ["anyOf", "oneOf"].filter { nv.keywords[$0] != nil }
        guard before.count == 1, after.count == 1, before != after else { return nil }
        return (before[0], after[0])
    }

    /// The values of union branches that are each a single `const` (the generator's enum written as
    /// `oneOf: [{const: …}, …]`); nil when any branch is something else.
    private func constValues(_ set: SchemaSet, _ locations: [SchemaSet.Location]) -> [JSONValue]? {
        guard !locations.isEmpty else { return nil }
        var values: [JSONValue] = []
        for location in locations {
            guard case .object(let object)? = set.value(at: location), let value = object["const"],
                  object.keys.allSatisfy({ $0 == "const" || $0 == "type" || SchemaView.isAnnotation($0) }) else { return nil }
            values.append(value)
        }
        return values
    }

    private func branches(_ view: SchemaView, _ keyword: String) -> [SchemaSet.Location] {
        guard case .array(let elements)? = view.keywords[keyword], let owner = view.owners[keyword] else { return [] }
        return elements.indices.map { SchemaSet.Location(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String($0))) }
    }

    /// What a union branch is, for matching branches across versions.
    private struct BranchKey {
        var isNull: Bool
        var reference: String?
        var content: String
        var types: String
    }

    private func branchKey(_ set: SchemaSet, _ location: SchemaSet.Location) -> BranchKey {
        let value = set.value(at: location) ?? .bool(true)
        var object = value.objectValue ?? JSONObject()
        for key in object.keys where SchemaView.isAnnotation(key) { object[key] = nil }
        let isNull = object.count == 1 && object["type"] == "null"
        var reference: String?
        if object["$ref"] != nil {
            var visited: Set<SchemaSet.Location> = []
            reference = SchemaView.finalTarget(set, from: location, visited: &visited).map { identity(set, $0) } ?? object["$ref"]?.stringValue
        }
        let canonical = JSONWriter(indent: nil, sortsKeys: true)
        let content = value.objectValue == nil ? canonical.string(from: value) : canonical.string(from: .object(object))
        return BranchKey(isNull: isNull, reference: reference, content: content, types: object["type"].map { canonical.string(from: $0) } ?? "")
    }

    /// Whether two branches of the new version accept disjoint JSON types (then no payload matches both).
    private func disjoint(_ a: SchemaSet.Location, _ b: SchemaSet.Location) -> Bool {
        let left = SchemaView(new, at: a, following: true), right = SchemaView(new, at: b, following: true)
        guard !left.isNever, !right.isNever, let leftTypes = left.types, let rightTypes = right.types else { return left.isNever || right.isNever }
        return SchemaDiff.expand(leftTypes).isDisjoint(with: SchemaDiff.expand(rightTypes))
    }

    private func describeBranch(_ set: SchemaSet, _ location: SchemaSet.Location) -> String {
        let value = set.value(at: location)
        if let reference = value?["$ref"]?.stringValue { return "$ref \"\(reference)\"" }
        if let type = value?["type"] { return "type \(type)" }
        return "#\(location.pointer.tokens.last ?? "")"
    }

    private mutating func compareBranches(_ oldBranches: [SchemaSet.Location], oldView ov: SchemaView, _ newBranches: [SchemaSet.Location], newView nv: SchemaView,
                                          keyword: String, path: String, oldSide o: Side, newSide n: Side, oldIsSingle: Bool = false, newIsSingle: Bool = false) {
        if keyword != "allOf", !oldIsSingle, !newIsSingle, let before = constValues(old, oldBranches), let after = constValues(new, newBranches) {
            let closed = isClosedEnum(ov) || before.allSatisfy { $0.boolValue != nil }  // boolean enums are always closed
            compareEnumValues(before, after, closed: closed, path: path,
                              oldSite: site(old, ov, keyword, o.anchor), newSite: site(new, nv, keyword, n.anchor))
            return
        }
        let oldKeys = oldBranches.map { branchKey(old, $0) }, newKeys = newBranches.map { branchKey(new, $0) }
        var unmatchedOld = Array(oldBranches.indices), unmatchedNew = Array(newBranches.indices)
        var matches: [(Int, Int)] = []
        func pass(_ same: (BranchKey, BranchKey) -> Bool) {
            for i in unmatchedOld {
                if let j = unmatchedNew.first(where: { same(oldKeys[i], newKeys[$0]) }) {
                    matches.append((i, j))
                    unmatchedOld.removeAll { $0 == i }
                    unmatchedNew.removeAll { $0 == j }
                }
            }
        }
        pass { $0.isNull && $1.isNull }
        pass { $0.reference != nil && $0.reference == $1.reference }
        pass { !$0.isNull && $0.content == $1.content }
        pass { !$0.isNull && !$1.isNull && !$0.types.isEmpty && $0.types == $1.types }
        if oldIsSingle || newIsSingle || unmatchedOld.count == 1 && unmatchedNew.count == 1,
           let i = unmatchedOld.first(where: { !oldKeys[$0].isNull }), let j = unmatchedNew.first(where: { !newKeys[$0].isNull }) {
            matches.append((i, j))
            unmatchedOld.removeAll { $0 == i }
            unmatchedNew.removeAll { $0 == j }
        }
        let single = oldIsSingle || newIsSingle
        // A single schema whose `type` allows null matches the union's null branch: nullability is
        // compared once, here, and left out of the comparison of the rest.
        var singleNullHandled = false
        // The single schema's own types, through a `$ref` (a bare `$ref` is not "any type").
        func allowsNull(_ set: SchemaSet, _ locations: [SchemaSet.Location]) -> Bool {
            guard let location = locations.first else { return false }
            return SchemaDiff.expand(SchemaView(set, at: location, following: true).types).contains("null")
        }
        if oldIsSingle, allowsNull(old, oldBranches) {
            singleNullHandled = true
            if let j = unmatchedNew.first(where: { newKeys[$0].isNull }) {
                unmatchedNew.removeAll { $0 == j }
            } else {
                record(.becameNonNullable, "no longer nullable (type allowed null; \(keyword) has no null branch)", path: path,
                       old: site(old, ov, ov.keywords["type"] != nil ? "type" : nil, o.anchor), new: site(new, nv, keyword, n.anchor),
                       .narrows("old apps may send null", responses: "old models simply never receive it"))
            }
        }
        if newIsSingle, allowsNull(new, newBranches) {
            singleNullHandled = true
            if let i = unmatchedOld.first(where: { oldKeys[$0].isNull }) {
                unmatchedOld.removeAll { $0 == i }
            } else {
                record(.becameNullable, "became nullable (type allows null)", path: path,
                       old: site(old, ov, keyword, o.anchor), new: site(new, nv, nv.keywords["type"] != nil ? "type" : nil, n.anchor),
                       .widens("old models declare the value non-optional, so decoding fails on null", requests: "old apps never send null"))
            }
        }
        for (i, j) in matches.sorted(by: { $0.1 < $1.1 }) {
            compare(Side(location: oldBranches[i], anchor: o.anchor), Side(location: newBranches[j], anchor: n.anchor), path: path, annotations: !single,
                    ignoringNull: singleNullHandled)
        }
        let unionName = keyword == "allOf" ? "allOf member" : "\(keyword) branch"
        for j in unmatchedNew {
            let newSite = site(new, newBranches[j], nil)
            let oldSite = site(old, ov, oldIsSingle ? nil : keyword, o.anchor)
            if newKeys[j].isNull {
                record(.becameNullable, "became nullable (\(keyword) gained a null branch)", path: path, old: oldSite, new: newSite,
                       .widens("old models declare the value non-optional, so decoding fails on null"))
            } else if keyword == "allOf" {
                record(.constraintTightened, "\(unionName) \(describeBranch(new, newBranches[j])) added", path: path, old: oldSite, new: newSite,
                       .narrows("old apps may send payloads that break the added schema"))
            } else {
                // oneOf rejects a payload that matches two branches: a new branch that may overlap
                // another can reject what old apps send.
                let overlaps = keyword == "oneOf" && newBranches.indices.contains { $0 != j && !disjoint(newBranches[j], newBranches[$0]) }
                record(.branchAdded, "\(unionName) \(describeBranch(new, newBranches[j])) added", path: path, old: oldSite, new: newSite,
                       .widens("old models have no case for the new branch, so payloads that match only it fail to decode",
                               requests: overlaps ? nil : "its type overlaps no other branch, so what old apps send still matches exactly one")
                       .breakingRequests(overlaps ? "the new branch may match payloads another branch matches, and oneOf rejects a payload that matches two" : nil))
            }
        }
        for i in unmatchedOld {
            let oldSite = site(old, oldBranches[i], nil)
            let newSite = site(new, nv, newIsSingle ? nil : keyword, n.anchor)
            if oldKeys[i].isNull {
                record(.becameNonNullable, "no longer nullable (\(keyword) lost its null branch)", path: path, old: oldSite, new: newSite,
                       .narrows("old apps may send null"))
            } else if keyword == "allOf" {
                record(.constraintLoosened, "\(unionName) \(describeBranch(old, oldBranches[i])) removed", path: path, old: oldSite, new: newSite,
                       .widens("old models may rely on the removed schema's constraints"))
            } else {
                record(.branchRemoved, "\(unionName) \(describeBranch(old, oldBranches[i])) removed", path: path, old: oldSite, new: newSite,
                       .narrows("old apps may send payloads that match only the removed branch", responses: "old models simply never receive it"))
            }
        }
    }

    // MARK: Annotations

    private mutating func compareAnnotations(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        for keyword in Set(ov.keywords.keys).union(nv.keywords.keys).filter(SchemaView.isAnnotation).sorted() {
            let before = ov.keywords[keyword], after = nv.keywords[keyword]
            guard before != after else { continue }
            let what = before == nil ? "added" : (after == nil ? "removed" : "changed")
            let note: String
            switch keyword {
            case "default": note = "validation and decoding are unchanged; apps generated from the old schema keep the old default for a missing value"
            case let extension_ where extension_.hasPrefix("x-"): note = "a generator setting: it changes the generated code, not which payloads are valid"
            default: note = "documentation only: validation and decoding are unchanged"
            }
            record(.annotationChanged, "\(keyword) \(what)", path: path, old: site(old, ov, before != nil ? keyword : nil, o.anchor),
                   new: site(new, nv, after != nil ? keyword : nil, n.anchor), .harmless(note))
        }
    }

    // MARK: Reporting

    private func site(_ set: SchemaSet, _ view: SchemaView, _ keyword: String?, _ anchor: SchemaSet.Location) -> SchemaSite? {
        if let (location, keyword) = view.place(of: keyword) {
            let pointer = keyword.map { location.pointer.appending($0) } ?? location.pointer
            return site(set, SchemaSet.Location(file: location.file, pointer: pointer), nil)
        }
        return site(set, anchor, nil)
    }

    private func site(_ set: SchemaSet, _ location: SchemaSet.Location, _ keyword: String?) -> SchemaSite {
        let pointer = keyword.map { location.pointer.appending($0) } ?? location.pointer
        let position = set.nearestPosition(in: location.file, pointer)
        return SchemaSite(file: set.files[location.file].path, pointer: pointer, line: position.line, column: position.column)
    }

    private mutating func record(_ kind: SchemaChange.Kind, _ summary: String, path: String, old: SchemaSite?, new: SchemaSite?, _ effect: ChangeEffect) {
        let verdict = effect.verdict(for: options.role)
        changes.append(SchemaChange(kind: kind, summary: summary, instancePath: path, old: old, new: new, breaks: verdict.breaks, reason: verdict.reason))
    }
}
