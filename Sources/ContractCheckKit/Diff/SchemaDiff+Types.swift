import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// How ``SchemaDiff`` compares `type` (widened, narrowed, nullability), `enum` and `const`.
extension SchemaDiff {
    /// Whether the schema at `location` is a `oneOf` branch that takes null, beside another branch that takes null too: null
    /// then matches two branches, which `oneOf` rejects (kustomization 53a046eca's patches, `oneOf` of two untyped objects).
    func oneOfRejectsNull(at location: SchemaLocation) -> Bool {
        guard let index = location.pointer.tokens.last.flatMap({ Int($0) }), let union = location.pointer.parent,
            union.tokens.last == "oneOf", case .array(let branches)? = new.value(at: SchemaLocation(file: location.file, pointer: union)),
            branches.count <= 64,
            SchemaDiff.takesNull(new, location)
        else { return false }
        return branches.indices.contains { other in
            other != index && SchemaDiff.takesNull(new, SchemaLocation(file: location.file, pointer: union.appending(String(other))))
        }
    }

    /// Whether the schema at `location` surely takes null: it says nothing but what applies to values of other types
    /// (`properties`, `required`, `minLength`…), annotations and definitions, its `$ref`s followed.
    static func takesNull(_ set: SchemaSet, _ location: SchemaLocation, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        let view = SchemaView(set, at: location, following: false)
        if view.isNever { return false }
        let specific = typeKeywords.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for keyword in view.keywords.keys where !specific.contains(keyword) && !SchemaView.isAnnotation(keyword) {
            if Vocabulary.definitionsKeywordsOfAnyDraft.contains(keyword) || keyword == "$schema" || keyword == "$id" || keyword == "id" {
                continue
            }
            guard keyword == "$ref", let target = SchemaView.finalTarget(set, from: location), takesNull(set, target, depth: depth + 1)
            else { return false }
        }
        return true
    }

    static let allTypes: Set<String> = ["null", "boolean", "object", "array", "number", "integer", "string"]

    static func expand(_ types: Set<String>?) -> Set<String> {
        guard var types else { return allTypes }
        if types.contains("number") { types.insert("integer") }
        return types
    }

    static func describe(_ types: Set<String>?) -> String {
        guard let types else { return "any type" }
        return types.sorted().joined(separator: " or ")
    }

    mutating func compareTypes(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side, ignoringNull: Bool) {
        // `type` on one side only: the other side's types are those its unions allow (`type: [null, object]` beside a
        // `oneOf` becoming the `oneOf` alone). With `type` on neither side, the unions are compared branch by branch.
        var before = ov.types, after = nv.types
        if before == nil, after != nil { before = effectiveTypes(old: true, ov) }
        if after == nil, before != nil, ov.types != nil { after = effectiveTypes(old: false, nv) }
        if ignoringNull {
            before = SchemaDiff.expand(before).subtracting(["null"])
            after = SchemaDiff.expand(after).subtracting(["null"])
        }
        // A member name is a string whatever `propertyNames` says (maestro-flow e52aafa4e dropped `propertyNames: {type: string}`).
        if path.hasSuffix("/(property names)") {
            before = SchemaDiff.expand(before).intersection(["string"])
            after = SchemaDiff.expand(after).intersection(["string"])
        }
        guard SchemaDiff.expand(before) != SchemaDiff.expand(after) else { return }
        let added = SchemaDiff.expand(after).subtracting(SchemaDiff.expand(before))
        let removed = SchemaDiff.expand(before).subtracting(SchemaDiff.expand(after))
        let oldSite = site(old, ov, ov.keywords["type"] != nil ? "type" : nil, o.anchor)
        let newSite = site(new, nv, nv.keywords["type"] != nil ? "type" : nil, n.anchor)
        // Inside a definition used only where the schemas around its uses already limit the types (jsconfig's
        // definitions, each an `allOf` member of an object-typed root), no document the other version accepts reaches it
        // with the types gained or lost.
        let narrowingUnseen = !removed.isEmpty && o.location.map { usesLimit(old: true, $0, to: SchemaDiff.expand(after)) } == true
        let wideningUnseen = !added.isEmpty && n.location.map { usesLimit(old: false, $0, to: SchemaDiff.expand(before)) } == true
        let limit = SchemaDiff.describe(narrowingUnseen ? after : before)
        let unseen = "every place that uses this schema already limits the value to \(limit)"
        if added.contains("null") {
            var effect: ChangeEffect =
                wideningUnseen ? .harmless(unseen) : .widens("old models declare the value non-optional, so decoding fails on null")
            if !wideningUnseen, let location = n.location, oneOfRejectsNull(at: location) {
                effect = .harmless("another branch of the new oneOf takes null as well, so the oneOf rejects it")
            }
            record(.becameNullable, "became nullable (type \(SchemaDiff.describe(before)) → \(SchemaDiff.describe(after)))", path: path, old: oldSite, new: newSite,
                   effect)
        }
        if removed.contains("null") {
            let effect: ChangeEffect = narrowingUnseen ? .harmless(unseen) : .narrows("old apps may send null")
            record(.becameNonNullable, "no longer nullable (type \(SchemaDiff.describe(before)) → \(SchemaDiff.describe(after)))", path: path, old: oldSite, new: newSite,
                   effect)
        }
        let widened = added.subtracting(["null"]), narrowed = removed.subtracting(["null"])
        let summary = "type \(SchemaDiff.describe(before)) → \(SchemaDiff.describe(after))"
        if !widened.isEmpty && !narrowed.isEmpty && narrowingUnseen && wideningUnseen {
            record(.typeChanged, summary, path: path, old: oldSite, new: newSite, .harmless(unseen))
        } else if !widened.isEmpty && !narrowed.isEmpty {
            record(.typeChanged, summary, path: path, old: oldSite, new: newSite,
                   ChangeEffect(breaksResponses: "old models decode \(SchemaDiff.describe(before)) and fail on \(SchemaDiff.describe(widened))",
                                breaksRequests: "old apps may send \(SchemaDiff.describe(narrowed)), which the new schema rejects"))
        } else if !widened.isEmpty {
            record(.typeWidened, summary, path: path, old: oldSite, new: newSite, wideningUnseen ? .harmless(unseen) :
                   .widens("old models decode \(SchemaDiff.describe(before)) and fail on \(SchemaDiff.describe(widened == ["number", "integer"] || widened == ["number"] ? ["number"] : widened))"))
        } else if !narrowed.isEmpty {
            let reason = "old apps may send \(SchemaDiff.describe(narrowed)), which the new schema rejects"
            record(.typeNarrowed, summary, path: path, old: oldSite, new: newSite, narrowingUnseen ? .harmless(unseen) : .narrows(reason))
        }
    }

    /// Whether every value that reaches the schema at `location` in a document the version accepts is of `allowed`
    /// types, by the schemas applying to the same value around it: the schema itself, the one whose `allOf`/`anyOf`/
    /// `oneOf` member or `then`/`else` it is, and, for a schema applied only where `$ref`s name it (a definition, or a
    /// schema of a file that is only referenced), every `$ref` that does in the compared files and the files they lead
    /// to (eight levels up at most; one no `$ref` uses: not limited).
    mutating func usesLimit(old isOld: Bool, _ location: SchemaLocation, to allowed: Set<String>, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        let set = isOld ? old : new
        var types = SchemaView(set, at: location, following: false).types
        if types == nil, let form = normalForm(old: isOld, location) { types = SchemaNormalForm.acceptedTypes(form.value) }
        if types == nil { types = SchemaDiff.topLevelTypes(set, SchemaView(set, at: location, following: true)) }
        if let types, SchemaDiff.expand(types).isSubset(of: allowed) { return true }
        let tokens = location.pointer.tokens
        if tokens.count >= 2, ["allOf", "anyOf", "oneOf"].contains(tokens[tokens.count - 2]), Int(tokens[tokens.count - 1]) != nil {
            let holder = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast(2))))
            return usesLimit(old: isOld, holder, to: allowed, depth: depth + 1)
        }
        if let last = tokens.last, last == "then" || last == "else" {
            let holder = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast())))
            return usesLimit(old: isOld, holder, to: allowed, depth: depth + 1)
        }
        if tokens.count >= 2, tokens[tokens.count - 2] == "properties" {
            let holder = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast(2))))
            return memberLimited(old: isOld, holder, member: tokens[tokens.count - 1], to: .types(allowed), depth: depth + 1)
        }
        let referrers = referrerMap(old: isOld)
        if tokens.count != 2 || !Vocabulary.definitionsKeywordsOfAnyDraft.contains(tokens[0]) {
            // Outside definitions, only in a file not compared on its own (whose root no document has) and under no schema a
            // `$ref` names (`grunt-task#/additionalProperties`, which `grunt-copy-task` names inside an `allOf` with `type: object`).
            let compared = pairedFiles.contains { (isOld ? $0.old : $0.new) == location.file }
            let namedAbove = tokens.indices.contains { end in
                referrers[SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens[..<end])))] != nil
            }
            guard !compared, !namedAbove else { return false }
        }
        let uses = referrers[location] ?? []
        guard !uses.isEmpty, uses.count <= 16 else { return false }
        for use in uses where !usesLimit(old: isOld, use, to: allowed, depth: depth + 1) {
            return false
        }
        return true
    }

    /// What ``memberLimited(old:_:member:to:depth:)`` asks of a member: that its values be of these types, or be among
    /// these values.
    enum MemberLimit {
        case types(Set<String>)
        case values([JSONValue])
    }

    /// Whether the member `member` of every object reaching the schema at `location` is limited to `allowed` (types, or
    /// values) by a schema applying to the same object: one whose `allOf`/`anyOf`/`oneOf` member or `then`/`else`
    /// `location` is, or every `$ref` using it as a definition, declaring that member so (bundleconfig 9666a6810:
    /// `jsBundle`'s `outputFileName`, a branch of `bundle`'s `oneOf` beside `bundle`'s own `outputFileName: {type:
    /// string}`); for a `then`, also its `if` declaring it so, which the member met wherever the `then` applies
    /// (cloud-run-v1 511d090d1: `allOf: [{if: {properties: {kind: {const: Revision}}}, then: {$ref: Revision}}, …]`).
    mutating func memberLimited(old isOld: Bool, _ location: SchemaLocation, member: String, to allowed: MemberLimit, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        let set = isOld ? old : new
        let tokens = location.pointer.tokens
        let unionMember =
            tokens.count >= 2 && ["allOf", "anyOf", "oneOf"].contains(tokens[tokens.count - 2]) && Int(tokens[tokens.count - 1]) != nil
        let conditional = tokens.last == "then" || tokens.last == "else"
        if unionMember || conditional {
            let holder = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast(conditional ? 1 : 2))))
            var declaring = [holder.pointer]
            if tokens.last == "then" { declaring.append(holder.pointer.appending("if")) }
            for schema in declaring {
                let declared = SchemaLocation(file: holder.file, pointer: schema.appending("properties").appending(member))
                if case .object? = set.value(at: declared), limitedByOwnKeywords(old: isOld, declared, to: allowed) { return true }
            }
            // The other members of an `allOf` apply to the same object (template.json's post actions: `args` typed `object` by
            // the first member, beside the `oneOf` of actions that one of them now types so too).
            if unionMember, tokens[tokens.count - 2] == "allOf", let own = Int(tokens[tokens.count - 1]),
                case .array(let members)? = set.value(at: SchemaLocation(file: holder.file, pointer: holder.pointer.appending("allOf"))),
                members.count <= 16
            {
                for index in members.indices where index != own {
                    let sibling = SchemaLocation(file: holder.file, pointer: holder.pointer.appending("allOf").appending(String(index)))
                    guard let declared = SchemaView(set, at: sibling, following: true).child("properties", member),
                        case .object? = set.value(at: declared)
                    else { continue }
                    if limitedByOwnKeywords(old: isOld, declared, to: allowed) { return true }
                }
            }
            return memberLimited(old: isOld, holder, member: member, to: allowed, depth: depth + 1)
        }
        guard tokens.count == 2, Vocabulary.definitionsKeywordsOfAnyDraft.contains(tokens[0]) else { return false }
        let uses = referrerMap(old: isOld)[location] ?? []
        guard !uses.isEmpty, uses.count <= 16 else { return false }
        for use in uses where !memberLimited(old: isOld, use, member: member, to: allowed, depth: depth + 1) {
            return false
        }
        return true
    }

    /// Whether the schema at `location` itself limits its values to `allowed`: its types (``usesLimitByOwnTypes(old:_:to:)``),
    /// or its `const`/`enum` values.
    mutating func limitedByOwnKeywords(old isOld: Bool, _ location: SchemaLocation, to allowed: MemberLimit) -> Bool {
        switch allowed {
        case .types(let types):
            return usesLimitByOwnTypes(old: isOld, location, to: types)
        case .values(let values):
            let view = SchemaView(isOld ? old : new, at: location, following: false)
            guard let own = view.keywords["const"].map({ [$0] }) ?? view.keywords["enum"]?.arrayValue else { return false }
            return own.allSatisfy(values.contains)
        }
    }

    /// Whether the schema at `location` itself accepts only `allowed` types (its `type`, else its normal form).
    mutating func usesLimitByOwnTypes(old isOld: Bool, _ location: SchemaLocation, to allowed: Set<String>) -> Bool {
        var types = SchemaView(isOld ? old : new, at: location, following: false).types
        if types == nil, let form = normalForm(old: isOld, location) { types = SchemaNormalForm.acceptedTypes(form.value) }
        return types.map { SchemaDiff.expand($0).isSubset(of: allowed) } ?? false
    }

    /// The `$ref`s reaching each schema of the old or the new set, from every file the compared files reach (made once).
    mutating func referrerMap(old isOld: Bool) -> [SchemaLocation: [SchemaLocation]] {
        let key = isOld ? 0 : 1
        if let known = referrerIndex[key] { return known }
        let made = DiffOracle.referrers(in: isOld ? old : new, from: pairedFiles.map { isOld ? $0.old : $0.new })
        referrerIndex[key] = made
        return made
    }

    /// The types a schema without `type` may accept, by its normal form (else, for a schema with none, by its top-level
    /// keywords: ``topLevelTypes(_:_:depth:)``); nil (any) when that says nothing.
    mutating func effectiveTypes(old isOld: Bool, _ view: SchemaView) -> Set<String>? {
        guard view.keywords["type"] == nil, let location = view.location else { return nil }
        let form = normalForm(old: isOld, location)
        var found = form.flatMap { SchemaNormalForm.acceptedTypes($0.value, keepingInteger: true) }
        if form == nil { found = SchemaDiff.topLevelTypes(isOld ? old : new, view) }
        guard var types = found, !types.isEmpty else { return nil }
        // Integers only stay `integer` (jscsrc's `validateIndentation`: `type: integer` beside a `oneOf` of an integer
        // and a string enum became the `oneOf` alone, which is no change of type); with `number`, they are numbers.
        if types.contains("number") { types.remove("integer") }
        return types
    }

    /// The types `view` accepts by its own `type`, `const` and `enum` and the types of its `anyOf`/`oneOf` branches and
    /// `allOf` members (`$ref`s followed, four levels down), nil when they allow any: a necessary condition only, for a
    /// schema the normal form does not cover (JSON-LD's root, an `anyOf` of an object and an array of itself, is
    /// recursive) whose unions still limit its types.
    static func topLevelTypes(_ set: SchemaSet, _ view: SchemaView, depth: Int = 0) -> Set<String>? {
        if view.isNever { return [] }
        var result = allTypes
        if let types = view.types { result.formIntersection(expand(types)) }
        if let value = view.keywords["const"] { result.formIntersection(expand([value.typeName])) }
        if case .array(let values)? = view.keywords["enum"] { result.formIntersection(expand(Set(values.map(\.typeName)))) }
        if depth < 4 {
            for keyword in ["anyOf", "oneOf", "allOf"] {
                guard case .array(let members)? = view.keywords[keyword], let owner = view.owners[keyword] else { continue }
                var locations = members.indices.map { index in
                    SchemaLocation(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String(index)))
                }
                if keyword == "allOf", let left = view.allOfMembers { locations = left }
                var union: Set<String> = []
                for location in locations {
                    let types = expand(topLevelTypes(set, SchemaView(set, at: location, following: true), depth: depth + 1))
                    if keyword == "allOf" { result.formIntersection(types) } else { union.formUnion(types) }
                }
                if keyword != "allOf" { result.formIntersection(union) }
            }
        }
        if result.contains("number") { result.remove("integer") }
        return expand(result) == allTypes ? nil : result
    }

    /// Whether the old enum is closed, as the generator decides: `x-enum-closed`, else the option; booleans always.
    func isClosedEnum(_ view: SchemaView) -> Bool {
        if case .bool(let closed)? = view.keywords["x-enum-closed"] { return closed }
        if case .array(let values)? = view.keywords["enum"], !values.isEmpty, values.allSatisfy({ $0.boolValue != nil }) { return true }
        return options.closedEnums
    }

    mutating func compareEnums(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        // `const: x` and `enum: [x]` allow the same value (SchemaStore's bootstraprc 5eb8f2928 rewrote one as the
        // other): with an enum on one side and a const on the other, the const is compared as an enum of one.
        let written = { (view: SchemaView) in ["enum", "const", "minimum"].first { view.keywords[$0] != nil } }
        let oldKeyword = written(ov), newKeyword = written(nv)
        var ov = ov, nv = nv
        SchemaDiff.boundedIntegersAsEnum(&ov, besides: nv)
        SchemaDiff.boundedIntegersAsEnum(&nv, besides: ov)
        SchemaDiff.constAsEnum(&ov, besides: nv)
        SchemaDiff.constAsEnum(&nv, besides: ov)
        SchemaDiff.wordsPatternAsEnum(&ov, besides: nv)
        SchemaDiff.wordsPatternAsEnum(&nv, besides: ov)
        // At the keyword as written (a `const` or a range compared as an enum), where a validator's error lies.
        let oldSite = site(old, ov, ov.keywords["enum"] != nil ? oldKeyword : nil, o.anchor)
        let newSite = site(new, nv, nv.keywords["enum"] != nil ? newKeyword : nil, n.anchor)
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
                   memberAlreadyAmong(after, n) ? .harmless(SchemaDiff.alreadyAmong) : .narrows("old apps may send values outside the enum"))
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
            record(.constChanged, "const \(after) added", path: path, old: oldConst, new: newConst,
                   memberAlreadyAmong([after], n) ? .harmless(SchemaDiff.alreadyAmong) : .narrows("old apps may send other values than \(after)"))
        default:
            break
        }
    }

    static let alreadyAmong = "wherever the new schema applies, a schema around it (an `if` its `then` needs) allows only these values"

    /// Whether the new schema at `side` is a member's (`…/properties/kind`) that every object reaching it already holds
    /// with one of `values`, by a schema around it (``memberLimited(old:_:member:to:depth:)``): a `const` or `enum` of
    /// those values added there rejects nothing.
    mutating func memberAlreadyAmong(_ values: [JSONValue], _ side: Side) -> Bool {
        guard let location = side.location, let member = location.pointer.tokens.last, let properties = location.pointer.parent,
            properties.tokens.last == "properties", let holder = properties.parent
        else { return false }
        return memberLimited(old: false, SchemaLocation(file: location.file, pointer: holder), member: member, to: .values(values), depth: 0)
    }

    /// Writes `view`'s `pattern` as an `enum` when it is an anchored alternation of plain words and `other` has an `enum`,
    /// `view` none: partial-pyright b58e17c73 rewrote `{type: string, pattern: "^(Linux|Windows|Darwin|All)$"}` as `enum:
    /// ["Windows", "Darwin", "Linux", "All"]`, which accepts the same four strings and is no "enum added".
    static func wordsPatternAsEnum(_ view: inout SchemaView, besides other: SchemaView) {
        guard view.keywords["enum"] == nil, view.keywords["const"] == nil, other.keywords["enum"] != nil,
            view.keywords["type"] == .string("string"), case .string(let pattern)? = view.keywords["pattern"],
            pattern.count > 2, pattern.hasPrefix("^"), pattern.hasSuffix("$")
        else { return }
        var body = pattern.dropFirst().dropLast()
        if body.hasPrefix("("), body.hasSuffix(")") { body = body.dropFirst().dropLast() }
        let words = body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let plain = { (word: String) in !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } }
        guard words.count <= 64, words.allSatisfy(plain) else { return }
        view.keywords["enum"] = .array(words.map(JSONValue.string))
    }

    /// Writes `view`'s integers between `minimum` and `maximum` (64 at most) as an `enum` when `other` has an `enum` and
    /// `view` none: partial-poe 0091e807a rewrote `verbosity`'s `{type: integer, minimum: -2, maximum: 2}` as `enum: [-2,
    /// -1, 0, 1, 2]`, which accepts the same five values and is no "enum added"; likewise beside a `const` (dependabot
    /// aae26627e: `version`'s `{type: integer, minimum: 1, maximum: 1}` became `const: 1`).
    static func boundedIntegersAsEnum(_ view: inout SchemaView, besides other: SchemaView) {
        let integer = view.keywords["type"] == .string("integer") || view.keywords["type"] == .array([.string("integer")])
        guard integer, view.keywords["enum"] == nil, view.keywords["const"] == nil,
            other.keywords["enum"] != nil || other.keywords["const"] != nil,
            ["exclusiveMinimum", "exclusiveMaximum", "multipleOf"].allSatisfy({ view.keywords[$0] == nil }),
            let low = view.keywords["minimum"]?.numberValue?.int64Value, let high = view.keywords["maximum"]?.numberValue?.int64Value,
            low <= high, high - low < 64
        else { return }
        view.keywords["enum"] = .array((low...high).map { .number(JSONNumber($0)) })
        view.owners["enum"] = view.owners["minimum"]
    }

    /// Writes `view`'s `const` as an `enum` of one value when `other` has an `enum` and no `const` and `view` no `enum`.
    static func constAsEnum(_ view: inout SchemaView, besides other: SchemaView) {
        guard let value = view.keywords["const"], view.keywords["enum"] == nil,
              other.keywords["enum"] != nil, other.keywords["const"] == nil else { return }
        view.keywords["enum"] = .array([value])
        view.keywords["const"] = nil
        view.owners["enum"] = view.owners["const"]
    }

    /// Compares the allowed values of an enum (an `enum` array, or a union of `const` branches).
    /// A new `null` is a new nullability, which breaks old models whether the enum is open or not.
    mutating func compareEnumValues(_ before: [JSONValue], _ after: [JSONValue], closed: Bool, path: String, oldSite: SchemaSite?, newSite: SchemaSite?) {
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
            if takenBySibling(value, path: path) {
                record(.enumValueRemoved, "enum value \(value) removed", path: path, old: oldSite, new: newSite,
                       .harmless("another branch of the new union takes \(value)"))
                continue
            }
            if rejectedByOldOneOf(value, path: path) {
                record(.enumValueRemoved, "enum value \(value) removed", path: path, old: oldSite, new: newSite,
                       .harmless("another branch of the old oneOf took \(value) too, so the old schema rejected it"))
                continue
            }
            record(.enumValueRemoved, "enum value \(value) removed", path: path, old: oldSite, new: newSite,
                   .narrows("old apps may still send \(value)", responses: "old models simply never receive it"))
        }
    }

    static func list(_ values: [JSONValue]) -> String {
        values.count <= 6 ? values.map(\.description).joined(separator: ", ") : values.prefix(6).map(\.description).joined(separator: ", ") + ", …"
    }
}
