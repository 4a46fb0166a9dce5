import ContractJSON
import ContractSchema
import GeneratorLoading

/// How ``SchemaDiff`` compares numeric and length bounds, `multipleOf`, `uniqueItems`, `pattern` and `format`.
extension SchemaDiff {
    static let lowerBounds = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains"]
    static let upperBounds = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains"]
    /// The lower count bounds a schema has when it writes none.
    static let countDefaults: [String: JSONNumber] = ["minLength": 0, "minItems": 0, "minProperties": 0, "minContains": 1]

    /// Compares the value constraints; returns the keywords it handled.
    mutating func compareBounds(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) -> Set<String> {
        var (ov, nv) = (ov, nv)
        // A schema without `type` whose union rules out the type a changed bound constrains (compose-spec cdbcb9a66's volume
        // items, a `oneOf` of a string and an object beside `uniqueItems`, which moved up to the array): the types it
        // accepts stand for its `type`.
        if SchemaDiff.boundedTypes.keys.contains(where: { ov.keywords[$0] != nv.keywords[$0] }) {
            for (isOld, side) in [(true, o), (false, n)] {
                let view = isOld ? ov : nv
                guard view.types == nil, view.keywords["anyOf"] != nil || view.keywords["oneOf"] != nil, let location = side.location,
                    let types = acceptedTypes(view, at: location, old: isOld)
                else { continue }
                let written = JSONValue.array(types.sorted().map(JSONValue.string))
                if isOld { ov.keywords["type"] = written } else { nv.keywords["type"] = written }
            }
        }
        SchemaDiff.leaveUnmetBounds(&ov, &nv)
        let loosened = "models generated from the old schema reject such values when they decode with validation"
        let tightened = "old apps may send values the new constraint rejects"
        compareNumericBounds(ov, nv, path: path, o, n, loosened: loosened, tightened: tightened)
        for keyword in SchemaDiff.lowerBounds + SchemaDiff.upperBounds where !SchemaDiff.numericBounds.contains(keyword) {
            let before = ov.keywords[keyword]?.numberValue, after = nv.keywords[keyword]?.numberValue
            guard before != after else { continue }
            // A count bound written as its default bounds nothing (workflows 56e4053c1's and dependabot d68222532's
            // `minItems: 0`); `minContains` defaults to 1.
            if let implied = SchemaDiff.countDefaults[keyword], (before ?? implied) == (after ?? implied) { continue }
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
            var effect = stricter ? ChangeEffect.narrows(tightened) : .widens(loosened)
            // tslint d24c818bb's `no-duplicate-imports`: `items: [boolean], additionalItems: false` became `items: [boolean,
            // options], maxItems: 2`; the old closed tuple held fewer items than the new bound allows.
            if stricter, keyword == "maxItems", let after, let held = SchemaDiff.closedTupleLength(ov), JSONNumber(held) <= after {
                effect = effect.sparingRequests("the old schema's closed tuple held at most \(held) item\(held == 1 ? "" : "s")")
            }
            // travis f6265f5d6's webhook URLs: the old `format: uri` took no empty string before `minLength: 1` came (`validate`
            // and the oracle assert formats).
            if stricter, keyword == "minLength", after == 1, let name = ov.keywords["format"]?.stringValue,
                let format = StringFormat.named(name), SchemaDiff.formatVerdict(format, "") == false
            {
                effect = effect.sparingRequests("the old schema's format \"\(name)\" took no empty string")
            }
            record(stricter ? .constraintTightened : .constraintLoosened, summary, path: path, old: oldSite, new: newSite, effect)
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
            var effect = uniqueAfter ? ChangeEffect.narrows(tightened) : .widens(loosened)
            // tslint 2fe7d31a3's `no-empty`: at most a boolean and a string before, never two equal items.
            if uniqueAfter, let reason = arraysHoldNoEqualItems(ov) { effect = effect.sparingRequests(reason) }
            record(uniqueAfter ? .constraintTightened : .constraintLoosened, "uniqueItems \(uniqueBefore) → \(uniqueAfter)", path: path,
                   old: site(old, ov, "uniqueItems", o.anchor), new: site(new, nv, "uniqueItems", n.anchor), effect)
        }
        let patternBefore = ov.keywords["pattern"]?.stringValue, patternAfter = nv.keywords["pattern"]?.stringValue
        if patternBefore != patternAfter {
            let oldSite = site(old, ov, patternBefore != nil ? "pattern" : nil, o.anchor), newSite = site(new, nv, patternAfter != nil ? "pattern" : nil, n.anchor)
            switch (patternBefore, patternAfter) {
            case (let before?, let after?):
                comparePatterns(before, after, path: path, oldSite: oldSite, newSite: newSite, loosened: loosened)
            case (nil, let after?):
                let held = unionHoldsPattern(after, ov, old: true)
                let effect = held ? .harmless(SchemaDiff.unionHoldsPatternNote) : ChangeEffect.narrows(tightened)
                record(.constraintTightened, "pattern /\(after)/ added", path: path, old: oldSite, new: newSite, effect)
            case (let before?, nil):
                let held = unionHoldsPattern(before, nv, old: false)
                let effect = held ? .harmless(SchemaDiff.unionHoldsPatternNote) : ChangeEffect.widens(loosened)
                record(.constraintLoosened, "pattern /\(before)/ removed", path: path, old: oldSite, new: newSite, effect)
            default:
                break
            }
        }
        compareFormats(ov, nv, path: path, o, n)
        return Set(SchemaDiff.lowerBounds + SchemaDiff.upperBounds + ["multipleOf", "uniqueItems", "pattern", "format"])
    }

    static let unionHoldsPatternNote = "every branch of the union beside it asks the same pattern or takes only strings it matches"

    /// Whether every branch of an `anyOf` or `oneOf` of `view` asks `pattern` itself or takes only strings it matches (an
    /// `enum` or `const`): the pattern beside the union asks nothing more (jsconfig f677f237b's `moduleResolution`, `pattern:
    /// ^(([Nn]ode)|([Cc]lassic))$` beside `anyOf: [{enum: [classic, node]}, {pattern: the same}]`, dropped the outer one).
    func unionHoldsPattern(_ pattern: String, _ view: SchemaView, old isOld: Bool) -> Bool {
        guard let regex = ECMAScriptRegex.reading(pattern) else { return false }
        return unionBranchLists(view).contains { branches in
            branches.allSatisfy { branch in
                let keywords = SchemaView(isOld ? old : new, at: branch, following: true).keywords
                if keywords["pattern"]?.stringValue == pattern { return true }
                guard let values = keywords["const"].map({ [$0] }) ?? keywords["enum"]?.arrayValue else { return false }
                return values.allSatisfy { value in value.stringValue.map { regex.matches($0) == true } ?? false }
            }
        }
    }

    /// Why the old schema's arrays never hold two equal items, if they never do: at most one item, or a tuple whose
    /// positions (its prefix, then at most one past it) take types no two of them share.
    mutating func arraysHoldNoEqualItems(_ view: SchemaView) -> String? {
        let most = view.keywords["maxItems"]?.numberValue.flatMap { $0.isIntegral ? Int(exactly: $0.doubleValue) : nil }
        if let most, most <= 1 { return "the old schema's arrays held at most \(most) item\(most == 1 ? "" : "s")" }
        let prefix = view.tupleItems, tail = view.itemsPastTuple
        guard !prefix.isEmpty else { return nil }
        let closed = tail.map { old.value(at: $0) == .bool(false) } ?? false
        let length = closed ? min(prefix.count, most ?? prefix.count) : most
        guard let length, length <= prefix.count + 1, length <= 16 else { return nil }
        var taken: [Set<String>] = []
        for position in 0..<length {
            guard let location = position < prefix.count ? prefix[position] : tail else { return nil }
            // An integer is a number: the two are one type here.
            var types = SchemaDiff.expand(SchemaView(old, at: location, following: true).types)
            if types.contains("integer") { types.insert("number") }
            guard taken.allSatisfy({ $0.isDisjoint(with: types) }) else { return nil }
            taken.append(types)
        }
        return "the old schema's tuple took a different type at each of its \(length) positions"
    }

    /// How many items an array of a closed tuple holds at most: `prefixItems` beside `items: false`, or (before 2020-12)
    /// an `items` array beside `additionalItems: false`.
    static func closedTupleLength(_ view: SchemaView) -> Int? {
        if case .array(let tuple)? = view.keywords["prefixItems"], view.keywords["items"] == .bool(false) { return tuple.count }
        if case .array(let tuple)? = view.keywords["items"], view.keywords["additionalItems"] == .bool(false) { return tuple.count }
        return nil
    }

    static let numericBounds: Set<String> = ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"]

    /// The types whose values each bound keyword constrains (the others pass it).
    static let boundedTypes: [String: Set<String>] = {
        var types: [String: Set<String>] = [:]
        for keyword in numericBounds.union(["multipleOf"]) { types[keyword] = ["number", "integer"] }
        for keyword in ["minLength", "maxLength", "pattern"] { types[keyword] = ["string"] }
        for keyword in ["minItems", "maxItems", "uniqueItems", "minContains", "maxContains"] { types[keyword] = ["array"] }
        for keyword in ["minProperties", "maxProperties"] { types[keyword] = ["object"] }
        return types
    }()

    /// Whether neither view's `type`, `enum` or `const` excludes `type` (jasonette's `{enum: ["none"], required: ["none"]}`
    /// takes no object).
    static func bothTake(_ type: String, _ ov: SchemaView, _ nv: SchemaView) -> Bool {
        [ov, nv].allSatisfy { view in
            if let types = view.types, !expand(types).contains(type) { return false }
            return enumValues(of: view)?.contains { value in
                switch value {
                case .null: type == "null"
                case .bool: type == "boolean"
                case .number(let number): type == "number" || (type == "integer" && number.isIntegral)
                case .string: type == "string"
                case .array: type == "array"
                case .object: type == "object"
                }
            } ?? true
        }
    }

    /// The values a view's `const` or `enum` allows; nil when it has neither.
    static func enumValues(of view: SchemaView) -> [JSONValue]? {
        if let value = view.keywords["const"] { return [value] }
        if case .array(let members)? = view.keywords["enum"] { return members }
        return nil
    }

    /// Takes out of the comparison the bound changes no value both versions accept can show, by making both sides
    /// agree on them:
    /// - a bound on a type one side's `type` excludes (glazewm 6d7a695e4's opacity `{type: number, minimum: 0, maximum: 1}`
    ///   became `{type: string}`; dependabot's `{type: object, minItems: 1}`): the type change is reported beside it;
    /// - a bound, `pattern` or `format` one side's `enum`/`const` values all meet (dependabot's `{type: integer, minimum: 1,
    ///   maximum: 1}` became `const: 1`; utcm-monitor b392b3df3's `enum: ["Present", "Absent"]` became
    ///   `pattern: "^([Pp][Rr][Ee][Ss][Ee][Nn][Tt]|[Aa][Bb][Ss][Ee][Nn][Tt])$"`); a value that fails it keeps the change;
    /// - a property count one side's `required` names or closed `properties` already imply (glazewm's keybindings
    ///   `{minProperties: 2, maxProperties: 2}` became two required members of a closed object of two);
    /// - a `minLength` one side's `pattern` already implies (github-funding 8dc60b621's usernames: the old
    ///   `^[a-zA-Z0-9](-?[a-zA-Z0-9])*$` became `minLength: 1`).
    static func leaveUnmetBounds(_ ov: inout SchemaView, _ nv: inout SchemaView) {
        for (keyword, types) in boundedTypes where ov.keywords[keyword] != nv.keywords[keyword] {
            if !types.contains(where: { bothTake($0, ov, nv) }) {
                ov.keywords[keyword] = nil
                nv.keywords[keyword] = nil
            }
        }
        meetBounds(&ov, of: nv)
        meetBounds(&nv, of: ov)
    }

    /// Gives `view` each bound, `pattern` or `format` of `other` its values already meet: the values of its `enum`/`const`,
    /// the count of its `required` names (`minProperties`), of its closed `properties` (`maxProperties`), or its
    /// `pattern`'s shortest match (`minLength`).
    private static func meetBounds(_ view: inout SchemaView, of other: SchemaView) {
        let values = enumValues(of: view)
        for (keyword, bound) in other.keywords
        where (boundedTypes[keyword] != nil || keyword == "format") && view.keywords[keyword] != bound {
            if let values, !values.isEmpty, values.allSatisfy(meeting(keyword, bound)) {
                view.keywords[keyword] = bound
                continue
            }
            guard let limit = bound.numberValue?.int64Value else { continue }
            if keyword == "minLength", let pattern = view.keywords["pattern"]?.stringValue,
                let implied = ECMAScriptRegex.minimumMatchLength(of: pattern), implied >= limit
            {
                view.keywords[keyword] = bound
            }
            if keyword == "minProperties", case .array(let names)? = view.keywords["required"],
                Set(names.compactMap(\.stringValue)).count >= limit
            {
                view.keywords[keyword] = bound
            }
            if keyword == "maxProperties", view.keywords["additionalProperties"] == .bool(false),
                view.keywords["patternProperties"] == nil, view.keywords["unevaluatedProperties"] == nil,
                let declared = view.keywords["properties"]?.objectValue, declared.count <= limit
            {
                view.keywords[keyword] = bound
            }
        }
    }

    /// Whether a value meets `keyword: bound`: a `pattern` (compiled once) by the validator's matcher, a `format` the
    /// validator knows by its check (other formats are not decided).
    private static func meeting(_ keyword: String, _ bound: JSONValue) -> (JSONValue) -> Bool {
        if keyword == "format" {
            let format = bound.stringValue.flatMap(StringFormat.named)
            return { value in
                guard case .string(let text) = value else { return format != nil }
                return format?.accepts(text) == true
            }
        }
        guard keyword == "pattern" else { return { meets($0, keyword, bound) } }
        let regex = bound.stringValue.flatMap { ECMAScriptRegex.reading($0) }
        return { value in
            guard case .string(let text) = value else { return true }
            return regex?.matches(text) == true
        }
    }

    /// Whether `value` meets the bound `keyword: bound` (values of other types pass it); false where not decided.
    private static func meets(_ value: JSONValue, _ keyword: String, _ bound: JSONValue) -> Bool {
        let type: String
        switch value {
        case .number: type = "number"
        case .string: type = "string"
        case .array: type = "array"
        case .object: type = "object"
        default: return true
        }
        guard boundedTypes[keyword]?.contains(type) == true else { return true }
        guard let limit = bound.numberValue else { return false }
        switch value {
        case .number(let number):
            switch keyword {
            case "minimum": return number >= limit
            case "maximum": return number <= limit
            case "exclusiveMinimum": return number > limit
            case "exclusiveMaximum": return number < limit
            case "multipleOf": return !limit.isZero && number.isMultiple(of: limit)
            default: return false
            }
        case .string(let text):
            guard let limit = limit.int64Value else { return false }
            let length = Int64(text.unicodeScalars.count)
            return keyword == "minLength" ? length >= limit : (keyword == "maxLength" ? length <= limit : false)
        default:
            return false
        }
    }

    /// One side's effective numeric bound: the stricter of the inclusive and the exclusive keyword.
    struct Bound {
        var value: JSONNumber
        var exclusive: Bool
        var keyword: String
    }

    static func bound(_ view: SchemaView, lower: Bool) -> Bound? {
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
    mutating func compareNumericBounds(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side, loosened: String, tightened: String) {
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

    /// For a format, the formats that take every string it takes (a URI is a URI reference and an IRI; an ASCII address or
    /// host name is an internationalized one).
    static let formatsWithin: [String: Set<String>] = [
        "uri": ["uri-reference", "iri", "iri-reference"], "uri-reference": ["iri-reference"], "iri": ["iri-reference"],
        "email": ["idn-email"], "hostname": ["idn-hostname"],
    ]

    mutating func compareFormats(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        let before = ov.keywords["format"]?.stringValue, after = nv.keywords["format"]?.stringValue
        guard before != after else { return }
        let oldSite = site(old, ov, before != nil ? "format" : nil, o.anchor), newSite = site(new, nv, after != nil ? "format" : nil, n.anchor)
        func decodes(_ format: String) -> String {
            if let typed = TypedFormat(rawValue: format) {
                // The type of the default configuration, named as generated code names it (`DateTime`, not `Date`).
                let type = typed.swiftType().split(separator: ".").last.map(String.init) ?? typed.swiftType()
                return "old models decode it as \(type) and fail on other strings"
            }
            return "old models check format \(format) when they decode with validation"
        }
        let widths = ["int8": (-128.0, 127.0), "int16": (-32768.0, 32767.0), "int32": (-2147483648.0, 2147483647.0),
                      "int64": (-9.223372036854775808e18, 9.223372036854775807e18), "uint8": (0, 255), "uint16": (0, 65535),
                      "uint32": (0, 4_294_967_295), "uint64": (0, 1.8446744073709551615e19)]
        // A format neither `validate` nor generated models check (nodemon's usage line `"format": "<app> <your args>"`) is
        // an annotation: no value is accepted by one version and rejected by the other for it, nor decoded differently.
        let checked = { (name: String?) in name.map { StringFormat.named($0) != nil || widths[$0] != nil } ?? false }
        if !checked(before) && !checked(after) {
            let names = [before, after].compactMap { $0 }.joined(separator: " → ")
            let summary = before == nil ? "format \(names) added" : (after == nil ? "format \(names) removed" : "format \(names)")
            let note = "format \(names) is checked neither by validate nor by generated models (an unknown format is an annotation)"
            record(.formatChanged, summary, path: path, old: oldSite, new: newSite, .harmless(note))
            return
        }
        // A string format where one version takes no string here (publiccode a8490339e's `documentation`, a URI string, now
        // read by a map of objects): it tells apart no value both versions could take; the type change is reported itself.
        let takesStrings = { (view: SchemaView) in view.types.map { SchemaDiff.expand($0).contains("string") } ?? true }
        if [before, after].allSatisfy({ $0.map { widths[$0] == nil } ?? true }), !takesStrings(ov) || !takesStrings(nv) {
            let names = [before, after].compactMap { $0 }.joined(separator: " → ")
            let summary = before == nil ? "format \(names) added" : (after == nil ? "format \(names) removed" : "format \(names)")
            let note = "a format checks strings only, and the \(takesStrings(ov) ? "new" : "old") version takes no string here"
            record(.formatChanged, summary, path: path, old: oldSite, new: newSite, .harmless(note))
            return
        }
        switch (before, after) {
        case (let before?, let after?):
            if let a = widths[before], let b = widths[after] {
                let typeName = before.prefix(1).uppercased() + before.dropFirst()  // int32 -> Int32
                if b.0 <= a.0 && b.1 >= a.1 {
                    record(.formatChanged, "integer format \(before) → \(after) (wider)", path: path, old: oldSite, new: newSite,
                           .widens("old models decode a \(typeName) and overflow on larger values"))
                } else if b.0 >= a.0 && b.1 <= a.1 {
                    record(.formatChanged, "integer format \(before) → \(after) (narrower)", path: path, old: oldSite, new: newSite,
                           .narrows("old apps may send values outside \(after)"))
                } else {
                    record(.formatChanged, "integer format \(before) → \(after)", path: path, old: oldSite, new: newSite,
                           ChangeEffect(breaksResponses: "old models decode a \(typeName)", breaksRequests: "old apps may send values outside \(after)"))
                }
                return
            }
            // Every valid string of one is valid under the other (CycloneDX 9eeaa26ad's `iri` → `iri-reference`): one way only.
            if SchemaDiff.formatsWithin[before]?.contains(after) == true {
                record(.formatChanged, "format \(before) → \(after) (wider)", path: path, old: oldSite, new: newSite,
                       .widens(decodes(before), requests: "every valid \(before) is a valid \(after)"))
                return
            }
            if SchemaDiff.formatsWithin[after]?.contains(before) == true {
                record(.formatChanged, "format \(before) → \(after) (narrower)", path: path, old: oldSite, new: newSite,
                       .narrows("old apps may send \(before) values that are not valid \(after)",
                                responses: "every valid \(after) is a valid \(before)"))
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

    /// A changed `pattern`, judged by the strings that tell the two apart (``PatternSeparation``): one the old pattern
    /// matches and the new one does not breaks requests, the reverse responses; none found is a probable rewrite.
    private mutating func comparePatterns(
        _ before: String, _ after: String, path: String, oldSite: SchemaSite?, newSite: SchemaSite?, loosened: String
    ) {
        let summary = "pattern /\(before)/ → /\(after)/"
        guard let separation = PatternSeparation(old: before, new: after) else {
            record(.constraintChanged, summary, path: path, old: oldSite, new: newSite,
                   ChangeEffect(breaksResponses: "values the new pattern allows may fail the old one (" + loosened + ")",
                                breaksRequests: "values old apps send may fail the new pattern"))
            return
        }
        func quoted(_ text: String) -> String { JSONWriter.compact.string(from: .string(text)) }
        let none = "none of \(separation.tried) strings sampled from both patterns and their neighbours"
        let requests = separation.onlyOld.map { "values old apps send may fail the new pattern (\(quoted($0)) does)" }
        let responses = separation.onlyNew.map {
            "values the new pattern allows may fail the old one (\(quoted($0)) does; " + loosened + ")"
        }
        var kind = SchemaChange.Kind.constraintChanged
        var effect: ChangeEffect
        switch (requests, responses) {
        case (nil, nil):
            record(.constraintChanged, summary + " (probably equivalent)", path: path, old: oldSite, new: newSite,
                   .harmless("probably equivalent: " + none + " is matched by one pattern and not the other"))
            return
        case (let requests?, nil):
            kind = .constraintTightened
            effect = .narrows(requests, responses: "probably a narrowing: " + none + " is matched by the new pattern only")
        case (nil, let responses?):
            kind = .constraintLoosened
            effect = .widens(responses, requests: "probably a widening: " + none + " is matched by the old pattern only")
        case (let requests?, let responses?):
            effect = ChangeEffect(breaksResponses: responses, breaksRequests: requests)
        }
        // A branch of an `anyOf` whose values another branch now takes (tsconfig f8049b39c's `lib` items, a pattern per
        // version: `ES2021` took the place of `ESNext`, which moved to the next branch, widened): each sampled string that
        // only the old pattern matches is matched by another branch.
        if effect.breaksRequests != nil, anyOfSiblings[path] != nil, let oldRegex = ECMAScriptRegex.reading(before),
            let newRegex = ECMAScriptRegex.reading(after)
        {
            let lost = separation.separating.filter { oldRegex.matches($0) == true && newRegex.matches($0) == false }
            if !lost.isEmpty, lost.allSatisfy({ takenBySibling(.string($0), path: path) }) {
                effect = effect.sparingRequests(
                    "probably taken by another branch: each of the \(lost.count) strings sampled that only the old pattern matches is"
                        + " matched by another branch of the new anyOf")
            }
        }
        record(kind, summary, path: path, old: oldSite, new: newSite, effect)
    }
}
