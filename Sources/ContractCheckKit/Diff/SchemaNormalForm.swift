import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// One spelling for schemas that accept the same documents, so that ``SchemaDiff`` can tell a rewrite from a
/// change: draft-04 → 07 migrations and refactors write `type: [null, object]` as `anyOf` of single-type
/// branches, an enum as `oneOf` of `const`s, `{$ref}` as `allOf: [{$ref}]`. Two schemas whose forms are equal
/// accept exactly the same documents; unequal forms say nothing (the structural diff judges them).
///
/// Every rule is exact (no document is accepted differently):
/// - annotations and definition containers are left out; a local `$ref` is replaced by its target (in drafts 04
///   to 07 its siblings are ignored, as validators ignore them; later, they are a conjunction); a recursive one has
///   no form;
/// - `enum: [x]` is `const: x`, an `enum` is the union of its values' `const`s, and a `type` that every value
///   fits is dropped (values of other types cannot be valid: they are dropped, nothing left is `false`);
/// - `type` with several types is the union of one branch per type, each keeping the keywords that apply to it;
///   `integer` is folded into `number`; all types together is no constraint;
/// - a `oneOf` whose branches accept pairwise disjoint types or distinct constants is an `anyOf`; nested `anyOf`s
///   are flattened, branches sorted and deduplicated, `{const: true}` with `{const: false}` is `{type: boolean}`,
///   a `const` beside a branch taking its whole type is absorbed, as is `{type: integer}` beside `{type: number}`,
///   `{const: null}` is `{type: null}`, a branch
///   that takes anything makes the union take anything, one branch is that branch; a `oneOf` of constants takes
///   those written once;
/// - `additionalProperties`, `items`, `propertyNames`, `unevaluated*` that allow anything are absent, as are an
///   empty `required` or `properties` (without `additionalProperties`);
/// - draft-04 `exclusiveMaximum: true` beside `maximum: m` is `exclusiveMaximum: m`; `items: [...]` is
///   `prefixItems` (its `additionalItems` then `items`); `dependencies` is `dependentRequired`/`dependentSchemas`;
///   before 2019-09, a `properties` member that takes anything is absent when no `additionalProperties` is beside it;
/// - `allOf` members are flattened, `true` members dropped, and a member merged into its parent when no
///   keyword of one interacts with a keyword of the other;
/// - an object schema that requires a member its `properties` give `false`, or that is closed with none declared and
///   requires one, is `false`.
///
/// Work is bounded: past ``maximumNodes`` schemas in one form, 32 nested `$ref`s or 200 levels, or at a `$dynamicRef`, the form is nil
/// (not comparable), so hostile inputs cost bounded time and no deep recursion.
struct SchemaNormalForm {
    let set: SchemaSet
    /// The most schema objects one form visits.
    static let maximumNodes = 20_000
    private var nodes = 0
    /// The `$ref` targets being expanded, outermost first.
    private var expanding: [SchemaLocation] = []

    /// The forms of `$ref` targets expanded so far, with the schema objects each stands for.
    final class Expansions {
        var forms: [SchemaLocation: (value: JSONValue, weight: Int)] = [:]
        init() {}
    }
    private let expansions: Expansions

    init(_ set: SchemaSet, _ expansions: Expansions) {
        self.set = set
        self.expansions = expansions
    }

    /// The form of the schema at `location` and its text (compact JSON, sorted keys), or nil past the bounds or when
    /// a `$ref` does not resolve; and how many schema objects it stands for. `expansions` keeps the forms of `$ref`
    /// targets for the next calls on the same set (a target reached many ways is expanded once).
    static func form(
        _ set: SchemaSet, at location: SchemaLocation, expansions: Expansions
    ) -> (form: (value: JSONValue, text: String)?, nodes: Int) {
        var form = SchemaNormalForm(set, expansions)
        let value = form.form(at: location, depth: 0)
        return (value.map { ($0, text($0)) }, form.nodes)
    }

    /// Whether every document `inner` accepts is accepted by `outer` by the shape of their forms: `outer` takes
    /// anything, is one of `inner`'s `allOf` members (or `inner` without them), `inner` is one of `outer`'s
    /// `anyOf` branches, or `inner` holds `outer`'s keywords and more that read no sibling.
    static func contains(_ outer: (value: JSONValue, text: String), _ inner: (value: JSONValue, text: String)) -> Bool {
        outer.text == inner.text || holds(outer.value, inner.value)
    }

    /// ``contains(_:_:)`` on the forms alone. Forms are compared with `==` (objects in any member order, numbers by value,
    /// as a validator compares them), not by their text: serializing each subform at each level of the recursion cost
    /// most of `diff`'s time on large schemas (databricks-asset-bundles).
    private static func holds(_ outer: JSONValue, _ inner: JSONValue) -> Bool {
        if outer == .bool(true) || inner == .bool(false) || outer == inner { return true }
        // Keywords that each constrain values of types the inner's `type` excludes pass all it takes (codecov 0ea89d5b6: under
        // draft-07 a `$ref` beside `type: object` reads only the target's `properties`, so the old `anyOf` took the booleans
        // a new branch names).
        if case .object(let big) = outer, !big.keys.isEmpty, let types = declaredTypes(inner) {
            let kinds = Set(types.map { $0 == "integer" ? "number" : $0 })
            let foreign = { (key: String) in SchemaDiff.typeKeywords.contains { !kinds.contains($0.key) && $0.value.contains(key) } }
            if big.keys.allSatisfy(foreign) { return true }
        }
        // One value (ty 0b92cd93e: `const: "3.7"` where `pattern: ^\d+\.\d+$` was) that the outer form plainly takes.
        if let object = inner.objectValue, object.keys == ["const"], let value = object["const"],
            SchemaDiff.plainlyTakes(outer, value, depth: 0)
        {
            return true
        }
        // Values each of which the outer takes (go-task 9495fb2b1's `{type: number, enum: [0, 1]}` within `{type: integer}`).
        if case .object(let object) = inner, object.keys == ["anyOf"], case .array(let branches)? = object["anyOf"],
            !branches.isEmpty, branches.count <= 1_024, branches.allSatisfy({ holds(outer, $0) })
        {
            return true
        }
        if case .object(let object) = inner {
            if case .array(let members)? = object["allOf"] {
                if members.contains(where: { $0 == outer }) { return true }
                let rest = JSONObject(
                    object.keys.filter { $0 != "allOf" }.compactMap { key in object[key].map { JSONObject.Member(key: key, value: $0) } })
                if !rest.keys.isEmpty, .object(rest) == outer { return true }
            }
        }
        // A conditional without `else` takes all its `then` takes (and what fails its `if`): venvironment deb2e870c's
        // `oneOf: [{allOf: [{properties: {version: {const: …}}}, {$ref: full}]}, …]` became `anyOf: [{if: {properties:
        // {version: {const: …}}}, then: {$ref: full}}, …]`.
        if case .object(let conditional) = outer, Set(conditional.keys) == ["if", "then"], let condition = conditional["if"],
            let then = conditional["then"],
            holds(then, inner) || [[condition, then], [then, condition]].contains(where: { conjunction($0) == inner })
        {
            return true
        }
        if case .array(let branches)? = outer.objectValue?["anyOf"], outer.objectValue?.keys.count == 1 {
            // A branch that holds `inner` (dofigen 8040e5857's root, `{properties, oneOf}`, became `anyOf: [{oneOf}, {properties}]`).
            return branches.contains { holds($0, inner) }
        }
        // Closed objects alike but for members the outer declares besides (glazewm 6d7a695e4's image components gained
        // `height` and `width`): what the inner takes holds none of those members, and the rest alike.
        if case .object(let big) = outer, case .object(let small) = inner, big["additionalProperties"] == .bool(false),
            Set(big.keys) == Set(small.keys), big.keys.contains("properties"),
            big.allSatisfy({ $0.key == "properties" || small[$0.key] == $0.value }),
            let wide = big["properties"]?.objectValue, let narrow = small["properties"]?.objectValue,
            narrow.allSatisfy({ member in wide[member.key] == member.value })
        {
            return true
        }
        if case .object(let big) = outer, case .object(let small) = inner,
            openObjectHolds(big, closed: small) || openObjectWithUnionHolds(big, closed: small) || arrayHolds(big, small)
        {
            return true
        }
        // The same keywords and members, each member's form within the outer's (github-issue-forms feba3a093: a textarea's
        // `render` enum, inside a `then`, gained 909 languages): every member value the inner takes the outer takes, and with
        // the same names declared, what the other keywords (`additionalProperties`, `required`) ask is asked alike. The inner
        // may add keywords that read no other (github-issue-forms 592bd3bab: a `then` and its `attributes` member each gained
        // `type: object`).
        // Likewise `additionalProperties` beside the same names and patterns, and `items` beside the same tuple (gitlab-ci
        // 2f797da2f: variables of strings or integers, within variables of strings, integers or objects).
        if case .object(let big) = outer, case .object(let small) = inner, !big.keys.isEmpty, Set(big.keys).isSubset(of: Set(small.keys)),
            big["properties"]?.objectValue.map({ Set($0.keys) }) == small["properties"]?.objectValue.map({ Set($0.keys) }),
            big.allSatisfy({ member in
                guard let other = small[member.key] else { return false }
                if other == member.value { return true }
                switch member.key {
                case "properties":
                    let wide = member.value.objectValue ?? JSONObject()
                    return other.objectValue?.allSatisfy { inner in wide[inner.key].map { holds($0, inner.value) } ?? false } ?? false
                case "additionalProperties":
                    return big["patternProperties"] == small["patternProperties"] && holds(member.value, other)
                case "items":
                    return member.value.arrayValue == nil && other.arrayValue == nil && big["prefixItems"] == small["prefixItems"]
                        && holds(member.value, other)
                default:
                    return false
                }
            })
        {
            let added = Set(small.keys).subtracting(big.keys)
            let reads = interacting.contains { !$0.isDisjoint(with: added) && !$0.isDisjoint(with: big.keys) }
            if !reads, added.isDisjoint(with: ["unevaluatedProperties", "unevaluatedItems"]) { return true }
        }
        // `inner` is `outer` with more keywords that read no other (`{not, properties}` within `{properties}`).
        if case .object(let big) = inner, case .object(let small) = outer, !small.keys.isEmpty,
            small.allSatisfy({ member in big[member.key] == member.value })
        {
            let unevaluated: Set<String> = ["unevaluatedProperties", "unevaluatedItems"]
            // An added keyword changes what the outer's keywords mean only through a group the outer writes in
            // (`properties` beside its `additionalProperties`); `properties` added to a plain `{type: object}` only narrows
            // it (drupal-recipe 049c6d591's `block.block.*` actions within `{type: object}`; dofigen 8040e5857's
            // `{type, properties, oneOf}` within the `{oneOf}` it became one branch of).
            let added = Set(big.keys).subtracting(small.keys)
            let reads = interacting.contains { !$0.isDisjoint(with: added) && !$0.isDisjoint(with: small.keys) }
            if !reads, Set(big.keys).isDisjoint(with: unevaluated) { return true }
        }
        // The same keywords but `not: {required: X}`: excluding the objects that hold every name of a larger set excludes
        // fewer (ansible-lint c0c2022ac's collection roles, whose names they may not all hold gained `video_links`).
        if case .object(let big) = outer, case .object(let small) = inner, Set(big.keys) == Set(small.keys),
            let wide = requiredOnly(big["not"]), let narrow = requiredOnly(small["not"]), narrow.isSubset(of: wide),
            big.allSatisfy({ $0.key == "not" || small[$0.key] == $0.value })
        {
            return true
        }
        return false
    }

    /// Whether the array form `big`, which gives item schemas by position (`prefixItems`, then `items`) and bounds the length
    /// only, takes every array of `small`, written alike: no fewer items required, no more allowed, and at each position
    /// (up to `small`'s `maxItems`, and past both tuples) `big`'s item schema holding `small`'s (github-workflow 4883c8f96's
    /// `runs-on` arrays: seven tuples of `"self-hosted"`, a machine and an architecture, then strings, became one array whose
    /// first item is a string).
    private static func arrayHolds(_ big: JSONObject, _ small: JSONObject) -> Bool {
        let arrayKeywords: Set<String> = ["type", "prefixItems", "items", "minItems", "maxItems"]
        guard big.keys.allSatisfy(arrayKeywords.contains), small.keys.allSatisfy(arrayKeywords.contains),
            big["prefixItems"] != nil || big["items"] != nil || small["prefixItems"] != nil || small["items"] != nil,
            big["type"] == nil || (big["type"] == "array" && small["type"] == "array"), small["type"] == nil || small["type"] == "array"
        else { return false }
        let count = { (value: JSONValue?) in value?.numberValue?.int64Value }
        guard (count(big["minItems"]) ?? 0) <= (count(small["minItems"]) ?? 0) else { return false }
        let limit = count(small["maxItems"])
        if let most = count(big["maxItems"]) {
            guard let limit, limit <= most else { return false }
        }
        let bigTuple = big["prefixItems"]?.arrayValue ?? [], smallTuple = small["prefixItems"]?.arrayValue ?? []
        guard max(bigTuple.count, smallTuple.count) <= 256 else { return false }
        // The last position is past both tuples: `items` against `items`.
        for position in 0...max(bigTuple.count, smallTuple.count) {
            if let limit, Int64(position) >= limit { break }
            let outer = position < bigTuple.count ? bigTuple[position] : big["items"] ?? .bool(true)
            let inner = position < smallTuple.count ? smallTuple[position] : small["items"] ?? .bool(true)
            guard holds(outer, inner) else { return false }
        }
        return true
    }

    /// Whether the open object form `big`, which types, declares and requires members only, takes every object of the closed
    /// form `small`: `small` holds no member but those it declares, so `big`'s other members never occur, those both declare
    /// are held within, and `small` requires what `big` does (go-task 1c1be683a's `cmd`: `anyOf: [string, cmd_call, task_call]`,
    /// where the open `task_call` declares `task` and `vars` and takes every closed `cmd_call`, which gained `set`).
    private static func openObjectHolds(_ big: JSONObject, closed small: JSONObject) -> Bool {
        guard small["additionalProperties"] == .bool(false), small["patternProperties"] == nil, small["unevaluatedProperties"] == nil,
            big.keys.allSatisfy({ ["type", "properties", "required"].contains($0) }),
            big["type"] == nil || (big["type"] == "object" && small["type"] == "object")
        else { return false }
        let declared = small["properties"]?.objectValue ?? JSONObject()
        for member in big["properties"]?.objectValue ?? JSONObject() {
            guard let held = declared[member.key] else { continue }
            guard holds(member.value, held) else { return false }
        }
        let required = Set(small["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        return (big["required"]?.arrayValue ?? []).allSatisfy { $0.stringValue.map(required.contains) == true }
    }

    /// Whether the open object form `big`, which types, declares and requires members beside one `oneOf` or `anyOf`, takes
    /// every object of the closed form `small`: the rest of `big` does (``openObjectHolds(_:closed:)``), a branch does, and
    /// in a `oneOf` every other branch is kept apart from `small` (partial-poe 0091e807a's old executor, `{type: object,
    /// properties: {type}, oneOf: [uv options, virtualenv options, not uv or virtualenv]}`, took each closed executor the
    /// new `oneOf` lists, `{type: {const: "simple"}}` by the third branch alone).
    private static func openObjectWithUnionHolds(_ big: JSONObject, closed small: JSONObject) -> Bool {
        let unions = ["oneOf", "anyOf"].filter { big[$0] != nil }
        guard unions.count == 1, let keyword = unions.first, case .array(let branches)? = big[keyword], branches.count <= 16 else {
            return false
        }
        let rest = JSONObject(
            big.keys.filter { $0 != keyword }.compactMap { key in big[key].map { JSONObject.Member(key: key, value: $0) } })
        guard openObjectHolds(rest, closed: small) else { return false }
        let inner = JSONValue.object(small)
        // A `not` branch holds `small` when what it negates is kept apart from it, and the reverse.
        func takes(_ branch: JSONValue) -> Bool {
            if let negated = onlyNot(branch) { return keptApart(negated, small) }
            return holds(branch, inner)
        }
        func apart(_ branch: JSONValue) -> Bool {
            if let negated = onlyNot(branch) { return holds(negated, inner) }
            return keptApart(branch, small)
        }
        let held = branches.filter(takes).count
        return keyword == "anyOf" ? held > 0 : held == 1 && branches.allSatisfy { takes($0) || apart($0) }
    }

    /// The types a form's `type` names, which bound every value it takes.
    private static func declaredTypes(_ value: JSONValue) -> Set<String>? {
        switch value.objectValue?["type"] {
        case .string(let name)?: return [name]
        case .array(let names)?:
            let strings = names.compactMap(\.stringValue)
            return strings.count == names.count ? Set(strings) : nil
        default: return nil
        }
    }

    /// The schema a form that is `not` alone negates.
    private static func onlyNot(_ value: JSONValue) -> JSONValue? {
        guard case .object(let object) = value, object.keys == ["not"] else { return nil }
        return object["not"]
    }

    /// Whether no object of the form `small` (objects only) matches the form `branch`: a member `small` requires takes
    /// constants there none of which `branch`'s `properties` take for it.
    private static func keptApart(_ branch: JSONValue, _ small: JSONObject) -> Bool {
        guard small["type"] == "object", let declared = small["properties"]?.objectValue,
            let members = branch.objectValue?["properties"]?.objectValue
        else { return false }
        func constants(_ value: JSONValue?) -> [JSONValue]? {
            guard case .object(let object)? = value else { return nil }
            if object.keys == ["const"], let value = object["const"] { return [value] }
            guard object.keys == ["anyOf"], case .array(let branches)? = object["anyOf"] else { return nil }
            let values = branches.compactMap { $0.objectValue?.keys == ["const"] ? $0.objectValue?["const"] : nil }
            return values.count == branches.count ? values : nil
        }
        // Numbers are left out: `1` and `1.0` are one value to a validator.
        func comparable(_ values: [JSONValue]) -> Bool {
            values.allSatisfy { $0.numberValue == nil && $0.arrayValue == nil && $0.objectValue == nil }
        }
        for name in small["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
            guard let taken = constants(declared[name]), let allowed = constants(members[name]), comparable(taken + allowed) else {
                continue
            }
            if !taken.contains(where: allowed.contains) { return true }
        }
        return false
    }

    /// The names of a schema that is `required` alone.
    private static func requiredOnly(_ value: JSONValue?) -> Set<String>? {
        guard case .object(let object)? = value, object.keys == ["required"], case .array(let names)? = object["required"] else {
            return nil
        }
        let strings = names.compactMap(\.stringValue)
        return strings.count == names.count ? Set(strings) : nil
    }

    private mutating func form(at location: SchemaLocation, depth: Int) -> JSONValue? {
        nodes += 1
        guard nodes <= SchemaNormalForm.maximumNodes, depth < 200 else { return nil }
        switch set.value(at: location) {
        case .bool(let value)?: return .bool(value)
        case .object(let object)?: return form(of: object, at: location, depth: depth)
        default: return nil
        }
    }

    private mutating func form(of object: JSONObject, at location: SchemaLocation, depth: Int) -> JSONValue? {
        let draft = set.draft(ofFile: location.file)
        var referenced: JSONValue?
        if object["$ref"] != nil {
            guard let target = set.target(ofReferenceAt: location) else { return nil }
            if let known = expansions.forms[target] {
                // A form found without meeting a cycle does not depend on the expansion it was found in.
                nodes += known.weight
                guard nodes <= SchemaNormalForm.maximumNodes else { return nil }
                referenced = known.value
            } else {
                // A cycle is not compared (its unfolding would need the expansion points named): no form.
                guard !expanding.contains(target), expanding.count < 32 else { return nil }
                expanding.append(target)
                let before = nodes
                referenced = form(at: target, depth: depth + 1)
                expanding.removeLast()
                guard let referenced else { return nil }
                expansions.forms[target] = (referenced, nodes - before)
            }
            // Drafts 04 to 07 ignore a `$ref`'s siblings.
            if draft <= .draft7, let referenced { return referenced }
        }
        // Dynamic references resolve by the evaluation path, which a form does not follow.
        guard object["$dynamicRef"] == nil, object["$recursiveRef"] == nil else { return nil }
        var keywords: [String: JSONValue] = [:]
        for member in object where member.key != "$ref" && !SchemaView.isAnnotation(member.key) {
            if Vocabulary.definitionsKeywordsOfAnyDraft.contains(member.key) { continue }
            guard
                let value = keywordForm(
                    member.key, member.value, at: location.pointer.appending(member.key), file: location.file, draft: draft, depth: depth)
            else { return nil }
            keywords[member.key] = value
        }
        SchemaNormalForm.rewriteDraftSpellings(&keywords, draft: draft)
        var result = SchemaNormalForm.normalize(keywords)
        if let referenced { result = SchemaNormalForm.conjunction([referenced, result]) }
        return result
    }

    /// The keyword's value with its subschemas in normal form.
    private mutating func keywordForm(_ keyword: String, _ value: JSONValue, at pointer: JSONPointer, file: Int, draft: Draft, depth: Int)
        -> JSONValue?
    {
        let schemaMaps: Set<String> = ["properties", "patternProperties", "dependentSchemas"]
        let schemaLists: Set<String> = ["allOf", "anyOf", "oneOf", "prefixItems"]
        let schemas: Set<String> = [
            "additionalProperties", "propertyNames", "contains", "not", "if", "then", "else", "unevaluatedItems", "unevaluatedProperties",
            "additionalItems",
        ]
        if schemaMaps.contains(keyword) || keyword == "dependencies" {
            guard case .object(let map) = value else { return nil }
            var members: [JSONObject.Member] = []
            for member in map {
                if keyword == "dependencies", case .array = member.value {
                    members.append(JSONObject.Member(key: member.key, value: member.value))
                    continue
                }
                guard let form = form(at: SchemaLocation(file: file, pointer: pointer.appending(member.key)), depth: depth + 1) else {
                    return nil
                }
                members.append(JSONObject.Member(key: member.key, value: form))
            }
            return .object(JSONObject(members))
        }
        if schemaLists.contains(keyword) || (keyword == "items" && value.arrayValue != nil) {
            guard case .array(let list) = value else { return nil }
            var forms: [JSONValue] = []
            for index in list.indices {
                guard let form = form(at: SchemaLocation(file: file, pointer: pointer.appending(String(index))), depth: depth + 1) else {
                    return nil
                }
                forms.append(form)
            }
            return .array(forms)
        }
        if schemas.contains(keyword) || keyword == "items" {
            return form(at: SchemaLocation(file: file, pointer: pointer), depth: depth + 1)
        }
        return SchemaNormalForm.wholeNumbersPlain(value)
    }

    /// `value` with each whole number that fits `Int64` written plainly: `minimum: 0.0` (dofigen 8040e5857's regenerated
    /// `port`) is `minimum: 0`, as validators read it, and forms are compared by their text.
    static func wholeNumbersPlain(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number):
            guard let whole = number.int64Value, number.literal != String(whole) else { return value }
            return .number(JSONNumber(whole))
        case .array(let values): return .array(values.map(wholeNumbersPlain))
        case .object(let object):
            return .object(JSONObject(object.map { JSONObject.Member(key: $0.key, value: wholeNumbersPlain($0.value)) }))
        default: return value
        }
    }

    /// Draft-specific spellings written as 2020-12 writes them.
    static func rewriteDraftSpellings(_ keywords: inout [String: JSONValue], draft: Draft) {
        for (flag, bound) in [("exclusiveMaximum", "maximum"), ("exclusiveMinimum", "minimum")] {
            guard case .bool(let exclusive)? = keywords[flag] else { continue }
            keywords[flag] = nil
            if exclusive, let value = keywords[bound] {
                keywords[flag] = value
                keywords[bound] = nil
            }
        }
        if draft < .draft2020_12 {
            if case .array(let prefix)? = keywords["items"] {
                keywords["prefixItems"] = .array(prefix)
                keywords["items"] = keywords["additionalItems"]
            }
            keywords["additionalItems"] = nil
        }
        // Before 2019-09 nothing but `additionalProperties` reads `properties`: a member that takes anything adds nothing.
        if draft <= .draft7, keywords["additionalProperties"] == nil, case .object(let properties)? = keywords["properties"] {
            keywords["properties"] = .object(JSONObject(properties.filter { $0.value != .bool(true) }))
        }
        if case .object(let dependencies)? = keywords["dependencies"] {
            keywords["dependencies"] = nil
            var required: [JSONObject.Member] = [], schemas: [JSONObject.Member] = []
            for member in dependencies {
                if case .array = member.value { required.append(member) } else { schemas.append(member) }
            }
            if !required.isEmpty { keywords["dependentRequired"] = .object(JSONObject(required)) }
            if !schemas.isEmpty { keywords["dependentSchemas"] = .object(JSONObject(schemas)) }
        }
    }

    /// The JSON types a form may accept (`number` standing for `integer` too, unless `keepingInteger`: then `integer`
    /// is kept where a branch takes integers only); nil: any.
    static func acceptedTypes(_ form: JSONValue, keepingInteger: Bool = false) -> Set<String>? {
        switch form {
        case .bool(let value): return value ? nil : []
        case .object(let object):
            if let value = object["const"] {
                // An integral constant is an integer (sil-kit 585b21f01's `enum: [1, "1"]` for `anyOf [integer, string]`).
                if keepingInteger, case .number(let number) = value, number.isIntegral { return ["integer"] }
                return [value.typeName]
            }
            if case .string(let name)? = object["type"] { return [name == "integer" && !keepingInteger ? "number" : name] }
            // A `oneOf` accepts no type its branches all reject, as an `anyOf` does.
            if case .array(let branches)? = object["anyOf"] {
                var union: Set<String> = []
                for branch in branches {
                    guard let types = acceptedTypes(branch, keepingInteger: keepingInteger) else { return nil }
                    union.formUnion(types)
                }
                return union
            }
            if case .array(let branches)? = object["oneOf"] {
                // Nor a type two of its branches take whole (`properties` only, as bundleconfig's `jsBundle` and
                // `cssBundle`): every value of it matches both, so none is valid.
                let excluded = everyType.filter { type in branches.filter { takesWhole($0, type) }.count >= 2 }
                var union: Set<String>? = []
                for branch in branches {
                    guard let types = acceptedTypes(branch, keepingInteger: keepingInteger) else {
                        union = nil
                        break
                    }
                    union?.formUnion(types)
                }
                guard !excluded.isEmpty else { return union }
                var result = (union ?? everyType).subtracting(excluded)
                if excluded.contains("number") { result.remove("integer") }
                return result
            }
            return nil
        default: return nil
        }
    }
}

extension SchemaNormalForm {
    /// Whether a form accepts every value of `type`: it takes anything, or holds only keywords about other types.
    static func takesWhole(_ form: JSONValue, _ type: String) -> Bool {
        switch form {
        case .bool(let value): return value
        case .object(let object):
            let own = SchemaDiff.typeKeywords[type == "integer" ? "number" : type] ?? []
            let specific = SchemaDiff.typeKeywords.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            return object.keys.allSatisfy { specific.contains($0) && !own.contains($0) }
        default: return false
        }
    }
}

// MARK: Rules on one schema object, its subschemas already in normal form

extension SchemaNormalForm {
    static let everyType: Set<String> = ["null", "boolean", "object", "array", "number", "string"]

    static func text(_ value: JSONValue) -> String { JSONWriter(indent: nil, sortsKeys: true).string(from: value) }

    /// Sorted by their text, each once.
    static func canonicalList(_ values: [JSONValue]) -> [JSONValue] {
        var seen: [String: JSONValue] = [:]
        for value in values { seen[text(value)] = value }
        return seen.keys.sorted().compactMap { seen[$0] }
    }

    /// Whether `value` is of one of `types`; nil when that depends on the draft's reading of `integer`.
    static func fits(_ value: JSONValue, _ types: Set<String>) -> Bool? {
        guard case .number(let number) = value else { return types.contains(value.typeName) }
        if types.contains("number") { return true }
        guard types.contains("integer") else { return false }
        let literal = number.description
        return literal.contains(".") || literal.contains("e") || literal.contains("E") ? nil : true
    }

    // Over 100 lines would be worse split: each step reads and rewrites the same keyword table in order.
    static func normalize(_ input: [String: JSONValue]) -> JSONValue {
        var keywords = input
        for keyword in ["additionalProperties", "items", "propertyNames", "unevaluatedItems", "unevaluatedProperties"]
        where keywords[keyword] == .bool(true) {
            keywords[keyword] = nil
        }
        if case .array(let members)? = keywords["allOf"] {
            keywords["allOf"] = nil
            var rest: [JSONValue] = []
            for member in flattened(members, under: "allOf") {
                switch member {
                case .bool(true): continue
                case .bool(false): return false
                case .object(let object):
                    guard let joined = merged(keywords, SchemaNormalForm.keywords(of: object)) else {
                        rest.append(member)
                        continue
                    }
                    keywords = joined
                default: rest.append(member)
                }
            }
            if !rest.isEmpty { keywords["allOf"] = .array(canonicalList(rest)) }
        }
        if case .array(let names)? = keywords["required"] {
            keywords["required"] = names.isEmpty ? nil : .array(canonicalList(names))
        }
        for keyword in ["properties", "patternProperties"] where keywords[keyword]?.objectValue?.keys.isEmpty == true {
            keywords[keyword] = nil
        }
        var types: Set<String>?
        switch keywords["type"] {
        case .string(let name)?: types = [name]
        case .array(let names)?: types = Set(names.compactMap(\.stringValue))
        default: break
        }
        if var known = types {
            if known.contains("number") { known.remove("integer") }
            types = everyType.isSubset(of: known) ? nil : known
            keywords["type"] = nil
        }
        if case .array(let values)? = keywords["enum"] {
            let values = canonicalList(values)
            keywords["enum"] = values.count == 1 ? nil : .array(values)
            if values.count == 1 { keywords["const"] = keywords["const"] ?? values[0] }
        }
        if keywords["const"] == .null, types.map({ $0.contains("null") }) ?? true {
            keywords["const"] = nil
            types = ["null"]
        }
        if let known = types {
            if let value = keywords["const"] {
                switch fits(value, known) {
                case true?: types = nil
                case false?: return false
                case nil: break
                }
            } else if case .array(let values)? = keywords["enum"], values.allSatisfy({ fits($0, known) != nil }) {
                let kept = values.filter { fits($0, known) == true }
                if kept.isEmpty { return false }
                keywords["enum"] = kept.count == 1 ? nil : .array(kept)
                if kept.count == 1 { keywords["const"] = kept[0] }
                types = nil
            }
        }
        if case .array(let values)? = keywords["enum"], keywords["anyOf"] == nil {
            keywords["enum"] = nil
            keywords["anyOf"] = .array(values.map { .object(JSONObject([JSONObject.Member(key: "const", value: $0)])) })
        }
        // An object closed with no member declared is `{}`: a member it requires, or one every branch of its union requires,
        // leaves no value (jasonette a5d4308cb's `advancedTitle`, `additionalProperties: false` beside a `oneOf` of object
        // branches).
        if types == ["object"], keywords["additionalProperties"] == .bool(false), keywords["properties"] == nil,
            keywords["patternProperties"] == nil, keywords["unevaluatedProperties"] == nil
        {
            func requiresMember(_ form: JSONValue) -> Bool { form.objectValue?["required"]?.arrayValue?.isEmpty == false }
            if keywords["required"]?.arrayValue?.isEmpty == false { return false }
            for keyword in ["anyOf", "oneOf"] {
                if case .array(let branches)? = keywords[keyword], !branches.isEmpty, branches.allSatisfy(requiresMember) { return false }
            }
        }
        // A member required of every object whose declared schema takes no value (ansible-stable 006978621's old
        // `route53_health_check` requires `request_interval`, `{enum: [10, 30], type: string}`) leaves none.
        if types == ["object"], let declared = keywords["properties"]?.objectValue, case .array(let names)? = keywords["required"],
            names.contains(where: { name in name.stringValue.map { declared[$0] == .bool(false) } ?? false })
        {
            return false
        }
        if let known = types, known.count > 1 {
            // One branch per type, each with the keywords that apply to it.
            let specific = SchemaDiff.typeKeywords.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            var branches: [JSONValue] = []
            for type in known.sorted() {
                var branch = keywords
                let own = SchemaDiff.typeKeywords[type == "integer" ? "number" : type] ?? []
                for key in keywords.keys where specific.contains(key) && !own.contains(key) { branch[key] = nil }
                branch["type"] = .string(type)
                branches.append(normalize(branch))
            }
            return union(branches)
        }
        if let known = types, let only = known.first {
            keywords["type"] = .string(only)
            // Branches that take none of the type cannot match: leaving them out changes no count of matches.
            let wanted: Set<String> = [only == "integer" ? "number" : only]
            for keyword in ["anyOf", "oneOf"] {
                guard case .array(let branches)? = keywords[keyword] else { continue }
                keywords[keyword] = .array(branches.filter { acceptedTypes($0).map { !$0.isDisjoint(with: wanted) } ?? true })
            }
        }
        if case .array(let branches)? = keywords["oneOf"], keywords["anyOf"] == nil, !branches.isEmpty,
            branches.allSatisfy({ $0.objectValue?.keys == ["const"] })
        {
            // Constants: a value written twice matches two branches, so only those written once are accepted.
            let texts = branches.map(text)
            keywords["oneOf"] = .array(
                branches.indices.filter { index in texts.filter { $0 == texts[index] }.count == 1 }.map { branches[$0] })
        }
        // Items past `maxItems` cannot exist: the `prefixItems` schemas there and `items` read no value.
        if let limit = keywords["maxItems"]?.numberValue?.int64Value, case .array(let prefix)? = keywords["prefixItems"], limit >= 0,
            limit <= Int64(prefix.count)
        {
            keywords["items"] = nil
            keywords["prefixItems"] = limit == 0 ? nil : .array(Array(prefix.prefix(Int(limit))))
        }
        for keyword in ["oneOf", "anyOf"] where keywords["oneOf"] == nil || keywords["anyOf"] == nil {
            guard case .array(let branches)? = keywords[keyword], let tuple = tupleByLengths(branches, disjoint: keyword == "oneOf")
            else { continue }
            keywords[keyword] = nil
            keywords["anyOf"] = .array([tuple])
        }
        if case .array(let branches)? = keywords["oneOf"], pairwiseDisjoint(branches), keywords["anyOf"] == nil {
            keywords["oneOf"] = nil
            keywords["anyOf"] = .array(branches)
        }
        if case .array(let branches)? = keywords["anyOf"] {
            keywords["anyOf"] = nil
            var members = flattened(branches, under: "anyOf")
            if let only = keywords["type"]?.stringValue {
                // Beside `type`, a branch is only about values of that type: the rest of it cannot matter.
                let wanted: Set<String> = [only == "integer" ? "number" : only]
                members.removeAll { acceptedTypes($0).map { $0.isDisjoint(with: wanted) } ?? false }
                members = members.map { restricted($0, to: only) }
            }
            let whole = union(members)
            if keywords.isEmpty { return whole }
            if keywords.count == 1, let only = keywords["type"]?.stringValue, let distributed = typed(whole, only) { return distributed }
            switch whole {
            case .bool(true): break
            case .bool(false): return false
            case .object(let object) where object.keys == ["anyOf"]: keywords["anyOf"] = object["anyOf"]
            case .object(let object) where merged(keywords, SchemaNormalForm.keywords(of: object)) != nil:
                return normalize(merged(keywords, SchemaNormalForm.keywords(of: object)) ?? keywords)
            default: keywords["allOf"] = .array(canonicalList((keywords["allOf"]?.arrayValue ?? []) + [whole]))
            }
        }
        // Keywords about objects beside keywords that admit no object (constants closed with `unevaluatedProperties: false`, as
        // vector's 2019-09 schema writes every enum) apply to no value.
        let objectKeywords = SchemaDiff.typeKeywords["object"] ?? []
        if keywords.keys.contains(where: objectKeywords.contains) {
            let others = keywords.filter { !objectKeywords.contains($0.key) }
            let members = others.sorted { $0.key < $1.key }.map { JSONObject.Member(key: $0.key, value: $0.value) }
            let rest = JSONValue.object(JSONObject(members))
            if !others.isEmpty, let types = acceptedTypes(rest), !types.contains("object") { return rest }
        }
        if keywords.isEmpty { return true }
        return .object(JSONObject(keywords.keys.sorted().map { JSONObject.Member(key: $0, value: keywords[$0]!) }))
    }

    /// `{type, anyOf}` as the union of the branches each with the type (a conjunction distributes over a union), so that
    /// `type: [string, null]` beside `anyOf [enum, pattern]` and `anyOf [{type: string, enum}, {type: string, pattern},
    /// {type: null}]` (jsconfig f81743024) have one form; nil when a branch names another type or `whole` is no union.
    static func typed(_ whole: JSONValue, _ type: String) -> JSONValue? {
        guard case .object(let object) = whole, object.keys == ["anyOf"], case .array(let branches)? = object["anyOf"] else { return nil }
        var result: [JSONValue] = []
        for branch in branches {
            guard case .object(let members) = branch else { return nil }
            var keywords = SchemaNormalForm.keywords(of: members)
            if let value = keywords["const"] {
                guard fits(value, [type]) == true else { return nil }
            } else {
                guard keywords["type"] == nil || keywords["type"] == .string(type) else { return nil }
                keywords["type"] = .string(type)
            }
            result.append(normalize(keywords))
        }
        return union(result)
    }

    /// A form conjoined with `type: type`: the keywords that apply only to other types left out.
    static func restricted(_ form: JSONValue, to type: String) -> JSONValue {
        guard case .object(let object) = form else { return form }
        let own = SchemaDiff.typeKeywords[type == "integer" ? "number" : type] ?? []
        let specific = SchemaDiff.typeKeywords.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let others = object.keys.filter { specific.contains($0) && !own.contains($0) }
        guard !others.isEmpty else { return form }
        var keywords: [String: JSONValue] = [:]
        for member in object where !others.contains(member.key) { keywords[member.key] = member.value }
        return normalize(keywords)
    }

    /// `allOf` or `anyOf` members with those that are only a list of the same keyword spliced in.
    static func flattened(_ members: [JSONValue], under keyword: String) -> [JSONValue] {
        members.flatMap { member -> [JSONValue] in
            if case .object(let object) = member, object.keys == [keyword], case .array(let inner)? = object[keyword] { return inner }
            return [member]
        }
    }

    /// Keywords that read other keywords of the same schema object.
    static let interacting: [Set<String>] = [
        ["properties", "patternProperties", "additionalProperties"], ["prefixItems", "items"], ["if", "then", "else"],
        ["contains", "minContains", "maxContains"],
    ]

    /// The members of a schema object, by keyword.
    static func keywords(of object: JSONObject) -> [String: JSONValue] {
        Dictionary(object.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The keywords of `object` joined to `keywords` in one schema object that accepts what both accept together, or nil
    /// when that needs more than writing them side by side: a keyword both write holds once when the values are equal;
    /// `required` lists are joined; `properties` maps are joined when no `patternProperties` or `additionalProperties`
    /// reads them on either side and a name both declare has the same schema; other keywords that read each other
    /// (``interacting``) must come from one side only.
    static func merged(_ keywords: [String: JSONValue], _ object: [String: JSONValue]) -> [String: JSONValue]? {
        let theirs = Set(object.keys), ours = Set(keywords.keys)
        // A part's `unevaluatedProperties` would see more annotations once beside ours. Ours sees the same ones either way: a
        // part's members are evaluated whether written in the part or beside it (vector's `{unevaluatedProperties: false,
        // allOf: [{properties: {graph, proxy}}, {$ref: Sources}]}`).
        let everywhere: Set<String> = ["unevaluatedProperties", "unevaluatedItems"]
        guard theirs.isDisjoint(with: everywhere) || ours.isEmpty else { return nil }
        var result = keywords
        var joined: Set<String> = []
        for keyword in theirs.intersection(ours) where object[keyword] != keywords[keyword] {
            switch (keyword, keywords[keyword], object[keyword]) {
            case ("required", .array(let left)?, .array(let right)?):
                result[keyword] = .array(left + right.filter { !left.contains($0) })
            case ("properties", .object(let left)?, .object(let right)?):
                let readers: Set<String> = ["patternProperties", "additionalProperties"]
                guard ours.isDisjoint(with: readers), theirs.isDisjoint(with: readers),
                    right.allSatisfy({ member in left[member.key].map { $0 == member.value } ?? true })
                else { return nil }
                result[keyword] = .object(JSONObject(Array(left) + right.filter { left[$0.key] == nil }))
            default:
                return nil
            }
            joined.insert(keyword)
        }
        let shared = theirs.intersection(ours)
        let combinable = shared.filter { object[$0] == keywords[$0] || joined.contains($0) }
        guard interacting.allSatisfy({ group in
            theirs.subtracting(combinable).isDisjoint(with: group) || ours.subtracting(combinable).isDisjoint(with: group)
        }) else { return nil }
        for keyword in theirs.subtracting(ours) { result[keyword] = object[keyword] }
        return result
    }

    /// One closed tuple for union branches that are closed tuples, each of a length range, whose items are the first of
    /// the longest's and whose ranges join without a gap (apart from each other in a `oneOf`): partial-eslint-plugins
    /// 5a02e765d split `[severity, string, object?]` (`minItems: 2, maxItems: 3`) into a `oneOf` of the 2- and the 3-item
    /// tuple, each with `additionalItems: false`. Nil when the branches are not so.
    static func tupleByLengths(_ branches: [JSONValue], disjoint: Bool) -> JSONValue? {
        guard branches.count > 1, branches.count <= 16 else { return nil }
        var tuples: [(prefix: [JSONValue], low: Int64, high: Int64)] = []
        for branch in branches {
            guard case .object(let object) = branch, object["type"] == "array", case .array(let prefix)? = object["prefixItems"],
                Set(object.keys).isSubset(of: ["type", "prefixItems", "items", "minItems", "maxItems"])
            else { return nil }
            let low = object["minItems"]?.numberValue?.int64Value ?? 0
            let limit = object["maxItems"]?.numberValue?.int64Value
            let high = min(Int64(prefix.count), limit ?? Int64(prefix.count))
            // Past its items, a tuple must be closed, or end by `maxItems`.
            guard object["items"] == .bool(false) || (limit.map { $0 <= Int64(prefix.count) } ?? false), low <= high else { return nil }
            tuples.append((prefix, low, high))
        }
        tuples.sort { $0.low < $1.low }
        guard let longest = tuples.max(by: { $0.prefix.count < $1.prefix.count })?.prefix else { return nil }
        for (index, tuple) in tuples.enumerated() {
            guard tuple.prefix.indices.allSatisfy({ tuple.prefix[$0] == longest[$0] }) else { return nil }
            // Each item present in a value of this length is checked by the longest's schema at its index.
            guard Int64(tuple.prefix.count) >= tuple.high else { return nil }
            if index > 0 {
                let previous = tuples[index - 1]
                guard tuple.low <= previous.high + 1, !disjoint || tuple.low > previous.high, tuple.high >= previous.high
                else { return nil }
            }
        }
        let low = tuples[0].low, high = tuples.map(\.high).max() ?? 0
        var keywords: [String: JSONValue] = ["type": "array", "maxItems": .number(JSONNumber(high))]
        if low > 0 { keywords["minItems"] = .number(JSONNumber(low)) }
        if high > 0 { keywords["prefixItems"] = .array(Array(longest.prefix(Int(high)))) }
        return .object(JSONObject(keywords.keys.sorted().map { JSONObject.Member(key: $0, value: keywords[$0]!) }))
    }

    /// Whether no document matches two of `branches` (so `oneOf` is `anyOf`).
    static func pairwiseDisjoint(_ branches: [JSONValue]) -> Bool {
        for i in branches.indices {
            for j in branches.indices where j > i {
                let a = branches[i], b = branches[j]
                if let left = a.objectValue?["const"], let right = b.objectValue?["const"], a.objectValue?.keys.count == 1,
                    b.objectValue?.keys.count == 1
                {
                    if left != right { continue }
                    return false
                }
                // Values listed on both sides, none shared (tombi 0cc65d2d7's line endings `enum: [lf, crlf]` and `const: auto`).
                if let left = listedValues(a), let right = listedValues(b) {
                    if !left.contains(where: right.contains) { continue }
                    return false
                }
                guard let left = acceptedTypes(a), let right = acceptedTypes(b), left.isDisjoint(with: right) else { return false }
            }
        }
        return true
    }

    /// Whether no value matches both forms, which may come from different versions; false when it cannot tell. Beyond
    /// ``pairwiseDisjoint(_:)``: a union apart from the other when each branch is, an `allOf` when one member is, and arrays
    /// whose items are apart where one of them holds an item at least (travis 803fb4bc4's `irc` gained arrays of objects;
    /// the old arrays held strings).
    static func apart(_ a: JSONValue, _ b: JSONValue, depth: Int = 0) -> Bool {
        if a == .bool(false) || b == .bool(false) || pairwiseDisjoint([a, b]) { return true }
        guard depth < 4 else { return false }
        for (one, other) in [(a, b), (b, a)] {
            guard let object = one.objectValue else { continue }
            for keyword in ["anyOf", "oneOf"] {
                if let branches = object[keyword]?.arrayValue, branches.count <= 64,
                    branches.allSatisfy({ apart($0, other, depth: depth + 1) })
                {
                    return true
                }
            }
            if let members = object["allOf"]?.arrayValue, members.prefix(64).contains(where: { apart($0, other, depth: depth + 1) }) {
                return true
            }
        }
        guard acceptedTypes(a) == ["array"], acceptedTypes(b) == ["array"], let left = a.objectValue, let right = b.objectValue,
            left["prefixItems"] == nil, right["prefixItems"] == nil, let leftItems = left["items"], let rightItems = right["items"]
        else { return false }
        let holdsItem = [left, right].contains { ($0["minItems"]?.numberValue ?? 0) >= 1 }
        return holdsItem && apart(leftItems, rightItems, depth: depth + 1)
    }

    /// The values a form allows when it lists them (a `const`, or an `enum` read as an `anyOf` of `const`s, beside a
    /// `type` at most), else nil.
    static func listedValues(_ form: JSONValue) -> [JSONValue]? {
        guard let object = form.objectValue, object.keys.allSatisfy({ ["const", "anyOf", "type"].contains($0) }) else { return nil }
        if let value = object["const"] { return object["anyOf"] == nil ? [value] : nil }
        guard let members = object["anyOf"]?.arrayValue, members.allSatisfy({ $0.objectValue?.keys == ["const"] }) else { return nil }
        return members.compactMap { $0.objectValue?["const"] }
    }

    /// The union of `branches` in normal form.
    static func union(_ branches: [JSONValue]) -> JSONValue {
        var members: [JSONValue] = []
        for branch in flattened(branches, under: "anyOf") {
            if branch == .bool(true) { return true }
            if branch != .bool(false) { members.append(branch) }
        }
        func constant(_ member: JSONValue) -> JSONValue? {
            guard let object = member.objectValue, object.keys == ["const"] else { return nil }
            return object["const"]
        }
        members = members.map { constant($0) == .null ? ["type": "null"] : $0 }
        if members.contains(where: { constant($0) == .bool(true) }), members.contains(where: { constant($0) == .bool(false) }) {
            members.removeAll { constant($0)?.boolValue != nil }
            members.append(["type": "boolean"])
        }
        var wholeTypes: Set<String> = []
        for member in members {
            if let object = member.objectValue, object.keys == ["type"], let name = object["type"]?.stringValue { wholeTypes.insert(name) }
        }
        if everyType.isSubset(of: wholeTypes) { return true }
        // Every integer is a number (jdt 6ba479a65's `anyOf` of one branch per type, `integer` beside `number`).
        if wholeTypes.contains("number") { members.removeAll { $0 == ["type": "integer"] } }
        members.removeAll { member in
            guard let value = constant(member), value.numberValue == nil else { return false }
            return wholeTypes.contains(value.typeName)
        }
        members = canonicalList(members)
        if members.isEmpty { return false }
        if members.count == 1 { return members[0] }
        return ["anyOf": .array(members)]
    }

    /// Schemas that must all hold, in normal form.
    static func conjunction(_ parts: [JSONValue]) -> JSONValue {
        normalize(["allOf": .array(parts)])
    }
}
