import ContractJSON
import ContractSchema
import GeneratorLoading

/// Documents to test a schema change with: values each schema of a file names (`examples`, `default`,
/// `const`, `enum`), values at and beside its bounds (`minimum` and one below, `maxItems` and one more,
/// a string of `minLength - 1`), strings built from a `pattern` (and member names from `patternProperties`),
/// one of each declared type, objects with every property and with only the required ones, objects that
/// meet an `if` (with its `then` merged in), and mutations of those (a member dropped, set to null or to
/// another type, an unknown member added, an array emptied or given a duplicate).
///
/// Trade-off: sampling proves a break when it finds a document, never the absence of one; without a
/// solver of our own (no dependencies), patterns are sampled from their syntax (``ECMAScriptRegex/sampleMatches(of:limit:)``),
/// which does not follow lookarounds or backreferences.
struct DocumentSampler {
    let set: SchemaSet
    /// The most documents kept.
    let limit: Int
    /// How deep values are changed by ``mutations(of:)``.
    static let maximumDepth = 16
    /// How deep schemas are followed (through `$ref`s, `allOf`/`oneOf` parts and nesting). Generated schemas spend
    /// several steps on one payload level: vector's `sources/*/decoding/protobuf` is 16 schemas down (a map's `$ref`, the
    /// source's `allOf`, the union of sources, its tagged branch's `allOf`, the configuration's `allOf`…).
    static let maximumSchemaDepth = 32

    /// `number` plus `step` (±1), exactly, when `number` is written as a plain integer (`-9223372036854775808`); nil otherwise.
    static func integer(_ number: JSONNumber, plus step: Int) -> JSONNumber? {
        let literal = number.literal
        let negative = literal.hasPrefix("-")
        let magnitude = Array((negative ? literal.dropFirst() : literal[...]).utf8)
        guard !magnitude.isEmpty, magnitude.allSatisfy({ (48...57).contains($0) }), abs(step) == 1 else { return nil }
        // The magnitude grows when the step goes away from zero, and shrinks (from 0 it turns to 1, changing sign) otherwise.
        let grows = (step > 0) != negative
        if !grows, magnitude.allSatisfy({ $0 == 48 }) { return JSONNumber(step > 0 ? "1" : "-1") }
        var digits = magnitude
        var index = digits.count - 1
        while index >= 0 {
            if grows {
                if digits[index] == 57 { digits[index] = 48; index -= 1 } else { digits[index] += 1; break }
            } else {
                if digits[index] == 48 { digits[index] = 57; index -= 1 } else { digits[index] -= 1; break }
            }
        }
        if index < 0 { digits.insert(49, at: 0) }
        while digits.count > 1, digits.first == 48 { digits.removeFirst() }
        let text = String(decoding: digits, as: UTF8.self)
        return JSONNumber(negative && text != "0" ? "-" + text : text)
    }
    /// The most values kept for one schema.
    static let perSchema = 24
    /// The most branches of one union sampled (each once, memoised, so the work stays linear in the schema's size).
    static let widestUnion = 128

    private var memo: [SchemaLocation: [JSONValue]] = [:]
    /// The schemas being sampled, outermost first: a recursive schema is not entered again inside itself,
    /// so each schema is sampled once and the work stays linear in the schema's size.
    private var inProgress: Set<SchemaLocation> = []
    /// The values found so far for each schema in progress, which a `$ref` back to it from inside takes: a step whose
    /// `parallel` member holds steps (github-workflow 7c910423d) had no step to put there, only "a" and 1.
    private var partial: [SchemaLocation: [JSONValue]] = [:]
    /// The schemas a recursive `$ref` came back to while they were in progress, in order.
    private var cuts: [SchemaLocation] = []
    /// Schemas whose values were cut short by a schema around them that was still in progress (workflows' step `steps`,
    /// a `$ref` to the step list being sampled, had none): asked for again from outside, they are sampled once more.
    private var provisional: Set<SchemaLocation> = []

    init(set: SchemaSet, limit: Int) {
        self.set = set
        self.limit = limit
    }

    /// The sampled documents of the file at `file`'s root, mutations included, without repeats.
    mutating func documents(ofFile file: Int) -> [JSONValue] {
        var kept = Unique(limit: limit)
        let roots = values(at: SchemaLocation(file: file, pointer: .root), depth: 0)
        for value in roots { kept.add(value) }
        for value in roots { for mutated in DocumentSampler.mutations(of: value) { kept.add(mutated) } }
        return kept.values
    }

    /// Values of the schema at `location`, valid ones first where the schema says how.
    mutating func values(at location: SchemaLocation, depth: Int) -> [JSONValue] {
        if let known = memo[location], !(inProgress.isEmpty && provisional.contains(location)) { return known }
        if inProgress.isEmpty { provisional.remove(location) }
        // The root keeps every document up to the limit; nested schemas fewer, deeper ones fewer still.
        var kept = Unique(limit: depth == 0 ? limit : (depth <= 2 ? 8 * DocumentSampler.perSchema : 3 * DocumentSampler.perSchema))
        guard depth < DocumentSampler.maximumSchemaDepth, let schema = set.value(at: location) else { return [] }
        if inProgress.contains(location) {
            cuts.append(location)
            return partial[location] ?? []
        }
        let cutsBefore = cuts.count
        inProgress.insert(location)
        defer {
            inProgress.remove(location)
            partial[location] = nil
        }
        guard case .object(let object) = schema else {
            if schema == .bool(true) { for value in DocumentSampler.oneOfEachType { kept.add(value) } }
            return kept.values
        }
        func child(_ tokens: String...) -> SchemaLocation {
            var pointer = location.pointer
            for token in tokens { pointer = pointer.appending(token) }
            return SchemaLocation(file: location.file, pointer: pointer)
        }
        if case .array(let examples)? = object["examples"] { for value in examples.prefix(6) { kept.add(value) } }
        // A `default` outside the `enum` or `const` beside it is invalid (launchsettings 9bbddb328's `commandName`, default ""
        // beside a new enum of five names): the first value of an object's member, it made every object invalid.
        let listed = object["const"].map { [$0] } ?? object["enum"]?.arrayValue
        if let value = object["default"], listed?.contains(value) ?? true { kept.add(value) }
        if let value = object["const"] { kept.add(value) }
        if case .array(let values)? = object["enum"] { for value in values.prefix(8) { kept.add(value) } }
        if let target = set.target(ofReferenceAt: location) {
            for value in values(at: target, depth: depth + 1) { kept.add(value) }
        }
        // An `allOf` member's values are parts of the whole: beside an object's own members they go over its smallest
        // samples below (a member holding only an `if`/`then` gives `{"kind": "x"}`, which lacks the required members).
        var conditional: [JSONValue] = []
        let typedObject = DocumentSampler.types(of: object).contains("object")
        let unions = object["oneOf"] != nil || object["anyOf"] != nil
        let required = typedObject && unions ? requiredNames(at: location) : []
        // The parts joined into whole objects first: an object written as an `allOf` of parts (vector's source, its
        // configuration and its `{type: const}` tag; the configuration itself its own members and a shared block) is valid
        // only with the members every part requires.
        let wholes = wholes(ofAllOf: object, child: child, depth: depth)
        if typedObject { conditional += wholes } else { for value in wholes { kept.add(value) } }
        for keyword in ["oneOf", "anyOf", "allOf"] {
            guard case .array(let branches)? = object[keyword] else { continue }
            // A union of more branches than its share of values holds (vector's 65 sinks, the one declaring `framing` the
            // seventh): every branch's first values before any branch's later ones, so that each alternative is sampled.
            let wide = keyword != "allOf" && branches.count > 8
            let indices = Array(branches.indices.prefix(wide ? DocumentSampler.widestUnion : 8))
            var sampled = indices.map { index in
                Array(values(at: child(keyword, String(index)), depth: depth + 1).prefix(DocumentSampler.perSchema))
            }
            // A branch that only requires members of the object (webextension b3f8099cd's resource `anyOf [{required:
            // [matches]}, …]`) gives `{"matches": "a"}`, without the object's own required members or its types: as an
            // `allOf` member's, its values come after the object's (which hold each branch's members, typed).
            // Likewise a branch requiring members only the object declares (semgrep 678aee02a's rules: `{properties: {mode:
            // {const: taint}}, required: [id, languages, …]}`): its values hold "a" for a list of languages.
            let parts = indices.map { index in
                typedObject
                    && (keyword == "allOf" || DocumentSampler.onlyRequires(branches[index])
                        || DocumentSampler.requiresUndeclared(branches[index], declaredBy: object))
            }
            for (offset, values) in sampled.enumerated() where parts[offset] { conditional += values }
            var whole = sampled.indices.filter { !parts[$0] }
            // A branch's objects that lack a member the holder requires (drone's pipeline branch, without the root's
            // `kind`; its docker branch, without the pipeline's `type` and `name`) take the branch's pinned value of it
            // (`kind: pipeline`, `type: docker`), else the holder's first.
            if typedObject, keyword != "allOf", !required.isEmpty {
                var firsts = JSONObject()
                for name in required.sorted() where object["properties"]?.objectValue?[name] != nil {
                    if let first = values(at: child("properties", name), depth: depth + 1).first { firsts[name] = first }
                }
                for offset in whole {
                    let pinned = branches[offset].objectValue.map(DocumentSampler.pinnedMembers(of:)) ?? JSONObject()
                    var complete: [JSONValue] = [], written: [JSONValue] = []
                    for value in sampled[offset] {
                        guard case .object(var members) = value, required.contains(where: { members[$0] == nil }) else {
                            complete.append(value)
                            continue
                        }
                        // In name order: a set's own order changes from run to run, and the document is printed.
                        for name in required.sorted() where members[name] == nil { members[name] = pinned[name] ?? firsts[name] }
                        if required.allSatisfy({ members[$0] != nil }) { complete.append(.object(members)) }
                        written.append(value)
                    }
                    // And as written, after them (partial-poe 0091e807a's `{"extra": ""}`, which the search gives another
                    // executor `type`: the one document showing that type's value removed).
                    sampled[offset] = complete + written
                }
                whole = whole.filter { !sampled[$0].isEmpty }
            }
            if keyword != "allOf", wide || whole.reduce(0, { $0 + sampled[$1].count }) > kept.limit - kept.values.count {
                for round in 0..<DocumentSampler.perSchema {
                    for offset in whole where round < sampled[offset].count { kept.add(sampled[offset][round]) }
                }
            } else {
                for offset in whole { for value in sampled[offset] { kept.add(value) } }
            }
        }
        // `if`/`then`/`else`: values of each, and objects that meet the condition with `then`'s members merged in.
        if object["if"] != nil {
            let conditions = Array(values(at: child("if"), depth: depth + 1).prefix(6))
            let branches = ["then", "else"].flatMap { object[$0] == nil ? [] : values(at: child($0), depth: depth + 1).prefix(6) }
            for value in conditions + branches { kept.add(value) }
            conditional += conditions
            for condition in conditions {
                for branch in branches.prefix(4) { conditional.append(DocumentSampler.merged(branch, condition)) }
            }
        }
        partial[location] = kept.values + conditional
        let typedStart = kept.values.count
        for type in DocumentSampler.types(of: object) {
            for value in typed(type, object, child: child, depth: depth) { kept.add(value) }
        }
        // The condition's members over the object's own smallest samples (its required members), so that both hold.
        let bases = kept.values[typedStart...].filter { $0.objectValue != nil }.prefix(2)
        for base in bases.isEmpty ? [JSONValue.object(JSONObject())] : Array(bases) {
            for value in conditional { kept.add(DocumentSampler.merged(base, value)) }
        }
        for value in conditional { kept.add(value) }
        memo[location] = kept.values
        if cuts[cutsBefore...].contains(where: { $0 != location && inProgress.contains($0) }) { provisional.insert(location) }
        if inProgress.count == 1 { cuts.removeAll(keepingCapacity: true) }
        return kept.values
    }

    /// For an `allOf` of two or more parts that each give an object: the first object of each part merged into one, then
    /// that whole with each part's other objects over it, taken in turns (each part's variations, with what the others
    /// require beside them).
    private mutating func wholes(ofAllOf object: JSONObject, child: (String...) -> SchemaLocation, depth: Int) -> [JSONValue] {
        guard case .array(let members)? = object["allOf"], members.count > 1 else { return [] }
        var parts: [[JSONValue]] = []
        for index in members.indices.prefix(8) {
            let objects = values(at: child("allOf", String(index)), depth: depth + 1).filter { $0.objectValue != nil }
            // A part that gives no object (a recursive one, already being sampled) leaves no whole to build.
            guard !objects.isEmpty else { return [] }
            parts.append(Array(objects.prefix(DocumentSampler.perSchema)))
        }
        let whole = parts.reduce(JSONValue.object(JSONObject())) { DocumentSampler.merged($0, $1[0]) }
        var result = [whole]
        for round in 1..<(parts.map(\.count).max() ?? 1) {
            for part in parts where round < part.count { result.append(DocumentSampler.merged(whole, part[round])) }
        }
        return result
    }

    /// The member names every value of the schema at `location` must have: its `required`, and those of the schemas its
    /// `$ref` and `allOf` parts name (a tagged branch's tag and its configuration's members), eight schemas deep at most.
    func requiredNames(at location: SchemaLocation, depth: Int = 0) -> Set<String> {
        guard depth < 8, case .object(let object)? = set.value(at: location) else { return [] }
        var names = Set(object["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        if let target = set.target(ofReferenceAt: location) { names.formUnion(requiredNames(at: target, depth: depth + 1)) }
        if case .array(let parts)? = object["allOf"] {
            for index in parts.indices.prefix(8) {
                let part = SchemaLocation(file: location.file, pointer: location.pointer.appending("allOf").appending(String(index)))
                names.formUnion(requiredNames(at: part, depth: depth + 1))
            }
        }
        return names
    }

    /// Whether `schema` says nothing but which members are required (annotations aside).
    static func onlyRequires(_ schema: JSONValue) -> Bool {
        guard let object = schema.objectValue, object["required"] != nil else { return false }
        return object.keys.allSatisfy { $0 == "required" || SchemaView.isAnnotation($0) }
    }

    /// Whether `schema` requires a member it does not declare and `holder` does.
    static func requiresUndeclared(_ schema: JSONValue, declaredBy holder: JSONObject) -> Bool {
        guard let object = schema.objectValue, let declared = holder["properties"]?.objectValue else { return false }
        let own = object["properties"]?.objectValue
        return object["required"]?.arrayValue?.contains { name in
            name.stringValue.map { own?[$0] == nil && declared[$0] != nil } ?? false
        } ?? false
    }

    /// The types to sample: the declared ones, else those the keywords imply.
    static func types(of object: JSONObject) -> [String] {
        switch object["type"] {
        case .string(let name)?: return [name]
        case .array(let names)?: return names.compactMap(\.stringValue)
        default: break
        }
        var implied: [String] = []
        if object["properties"] != nil || object["required"] != nil || object["additionalProperties"] != nil { implied.append("object") }
        if object["items"] != nil || object["prefixItems"] != nil || object["minItems"] != nil { implied.append("array") }
        if object["minLength"] != nil || object["maxLength"] != nil || object["pattern"] != nil || object["format"] != nil {
            implied.append("string")
        }
        if object["minimum"] != nil || object["maximum"] != nil { implied.append("number") }
        return implied
    }

    private mutating func typed(
        _ type: String, _ object: JSONObject, child: (String...) -> SchemaLocation, depth: Int
    ) -> [JSONValue] {
        func bound(_ keyword: String) -> Int? { object[keyword]?.numberValue?.int64Value.flatMap { Int(exactly: $0) } }
        switch type {
        case "null": return [.null]
        case "boolean": return [.bool(true), .bool(false)]
        case "string":
            var lengths: Set<Int> = [1, 0]
            for keyword in ["minLength", "maxLength"] {
                if let limit = bound(keyword), limit < 10_000 { lengths.formUnion([limit, limit + 1, max(0, limit - 1)]) }
            }
            // Lengths within the bounds first: a required member takes its schema's first value.
            let fits = { (length: Int) in length >= (bound("minLength") ?? 0) && length <= (bound("maxLength") ?? Int.max) }
            var result = lengths.sorted { (fits($0) ? 0 : 1, $0) < (fits($1) ? 0 : 1, $1) }
                .map { JSONValue.string(String(repeating: "a", count: $0)) }
            if let pattern = object["pattern"]?.stringValue {
                result.insert(contentsOf: ECMAScriptRegex.sampleMatches(of: pattern).map(JSONValue.string), at: 0)
            }
            if let format = object["format"]?.stringValue.flatMap(StringFormat.named) {
                result.insert(.string(DocumentSampler.formatSample(format)), at: 0)
                if let edge = DocumentSampler.formatEdgeSample(format) { result.insert(.string(edge), at: 1) }
            }
            return result
        case "integer", "number":
            var numbers: Set<Double> = [0, 1, -1]
            var exact: [JSONNumber] = []
            for keyword in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] {
                guard let limit = object[keyword]?.numberValue else { continue }
                if abs(limit.doubleValue) < 1e15 {
                    numbers.formUnion([limit.doubleValue, limit.doubleValue - 1, limit.doubleValue + 1])
                } else {
                    // Past 2^53 a double has no neighbours one apart: `maximum: 9223372036854776000` → `…775807` (venvironment
                    // 9a6a87023) differs by integers that only exact decimal arithmetic writes.
                    exact += [DocumentSampler.integer(limit, plus: -1), limit, DocumentSampler.integer(limit, plus: 1)].compactMap { $0 }
                }
            }
            // Numbers within the bounds first, as for strings: a required member takes its schema's first value (an ESLint
            // severity `{type: integer, minimum: 0, maximum: 2}` was -1).
            let low = object["minimum"]?.numberValue?.doubleValue ?? -Double.infinity
            let high = object["maximum"]?.numberValue?.doubleValue ?? Double.infinity
            // Exclusive bounds too (radiohound-v0 627b097c4's `exclusiveMinimum: 0` made -1 every count's first value), as
            // numbers or, in draft 4, as `true` beside `minimum`/`maximum`.
            let open = { (keyword: String, bound: Double) -> Double? in
                object[keyword]?.numberValue?.doubleValue ?? (object[keyword] == .bool(true) ? bound : nil)
            }
            let lowOpen = open("exclusiveMinimum", low), highOpen = open("exclusiveMaximum", high)
            let fits = { (number: Double) in
                number >= low && number <= high && lowOpen.map { number > $0 } ?? true && highOpen.map { number < $0 } ?? true
            }
            var result = numbers.sorted { (fits($0) ? 0 : 1, $0) < (fits($1) ? 0 : 1, $1) }
                .compactMap { JSONNumber($0).map(JSONValue.number) }
            result += exact.map(JSONValue.number)
            if type == "number", let half = JSONNumber("1.5") { result.append(.number(half)) }
            return result
        case "array":
            var items: [JSONValue] = []
            if object["items"]?.objectValue != nil || object["items"]?.boolValue != nil {
                items = values(at: child("items"), depth: depth + 1)
            }
            if items.isEmpty { items = [.string("a"), .number(JSONNumber(1))] }
            var result: [JSONValue] = [.array([]), .array([items[0]]), .array([items[0], items[0]])]
            // A tuple (`items: [...]`, `prefixItems`): the first value of each position, in order (partial-eslint-plugins'
            // rule settings `["error", {"allow": []}]`, whose first item must be a severity).
            for keyword in ["prefixItems", "items"] {
                guard case .array(let positions)? = object[keyword], !positions.isEmpty else { continue }
                let firsts = positions.indices.prefix(8).compactMap { values(at: child(keyword, String($0)), depth: depth + 1).first }
                if firsts.count == min(positions.count, 8), let first = firsts.first {
                    result.insert(.array(firsts), at: 0)
                    // And one item more (babelrc's `[name, options]` plugins, whose tuple became closed).
                    result.append(.array(firsts + [first]))
                }
                break
            }
            if items.count > 1 { result.append(.array(Array(items.prefix(3)))) }
            // An item `contains` asks for, alone and after the first item (`dynamic: ["authors"]`).
            if object["contains"] != nil {
                for value in values(at: child("contains"), depth: depth + 1).prefix(2) {
                    result.append(.array([value]))
                    result.append(.array([items[0], value]))
                }
            }
            for keyword in ["minItems", "maxItems"] {
                guard let limit = bound(keyword), limit < 1_000 else { continue }
                for count in [max(0, limit - 1), limit, limit + 1] {
                    result.append(.array((0..<count).map { items[$0 % items.count] }))
                    result.append(.array((0..<count).map { index in DocumentSampler.distinct(items[index % items.count], index) }))
                }
            }
            // Counts within the bounds first (`[]` is no first value for `minItems: 1`); the order is otherwise kept.
            let fits = { (value: JSONValue) in
                let count = value.arrayValue?.count ?? 0
                return count >= (bound("minItems") ?? 0) && count <= (bound("maxItems") ?? Int.max)
            }
            // Items of a union: the next item values alone, last. Where the first branch's value is invalid (a `changed-files`
            // rule given "a" for its required member), an array of another's (pull-request-labeler 2a7fd1cbe's `{"all":
            // [{"base-branch": "a"}]}`).
            var alone: [JSONValue] = []
            if object["items"]?.objectValue != nil {
                let target = SchemaView.finalTarget(set, from: child("items")) ?? child("items")
                if let schema = set.value(at: target)?.objectValue, schema["anyOf"] != nil || schema["oneOf"] != nil {
                    alone = items.dropFirst().prefix(2).map { JSONValue.array([$0]) }
                }
            }
            return result.filter(fits) + result.filter { !fits($0) } + alone
        case "object":
            // Each property's values in an object with only the required properties beside it (the
            // smallest documents, so evidence is short), taken in turns so that every property is sampled.
            var full = JSONObject()
            var required = JSONObject()
            var samples: [(String, [JSONValue])] = []
            var names = object["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            // And the declared members its parts require (dependabot's `update` requires `package-ecosystem`, `schedule`
            // and `directory` only in its `allOf`'s `if`/`else` and `oneOf`): without them no sampled object is valid.
            let declared = Set(object["properties"]?.objectValue?.keys ?? [])
            for name in DocumentSampler.requiredInParts(of: object, depth: 0) where declared.contains(name) && !names.contains(name) {
                names.append(name)
            }
            if case .object(let properties)? = object["properties"] {
                for name in properties.keys.prefix(500) {
                    let values = values(at: child("properties", name), depth: depth + 1)
                    guard let first = values.first else { continue }
                    full[name] = first
                    if names.contains(name) { required[name] = first }
                    samples.append((name, values))
                }
            }
            // A map's values (`additionalProperties` as a schema) under a name no property has.
            if case .object? = object["additionalProperties"] {
                let values = values(at: child("additionalProperties"), depth: depth + 1)
                if !values.isEmpty { samples.append(("x-sampled-member", values)) }
            }
            // Member names built from each `patternProperties` pattern, with that pattern's values.
            if case .object(let patterns)? = object["patternProperties"] {
                for pattern in patterns.keys.prefix(8) {
                    let values = values(at: child("patternProperties", pattern), depth: depth + 1)
                    guard !values.isEmpty else { continue }
                    for name in ECMAScriptRegex.sampleMatches(of: pattern, limit: 2) { samples.append((name, values)) }
                }
            }
            // The first branch's required members are among the names: its pinned ones take its value too.
            for keyword in ["oneOf", "anyOf"] {
                guard let first = object[keyword]?.arrayValue?.first?.objectValue else { continue }
                for member in DocumentSampler.pinnedMembers(of: first) where names.contains(member.key) {
                    required[member.key] = member.value
                }
            }
            for name in names where required[name] == nil { required[name] = .string("a") }
            for name in names where full[name] == nil { full[name] = .string("a") }
            // Without the member its `if`s test, the smallest object meets them all at once and must hold what every `then`
            // requires; with its first value, it meets that value's `if` without what its `then` asks. It takes the first tag
            // with its `then`'s members instead.
            if let tagged = taggedCondition(of: object, child: child, depth: depth) {
                for member in tagged { required[member.key] = member.value }
            }
            // `minProperties` beyond the required members (glazewm's match criteria take one of five optional ones): the
            // first optional members fill the smallest object, so that values holding it are valid.
            if let least = bound("minProperties"), required.count < least {
                for member in full where required[member.key] == nil && required.count < least { required[member.key] = member.value }
                // Then members under its patterns or `additionalProperties` (workflows' step lists: each item one step under
                // `^.*$`).
                for (name, values) in samples where required[name] == nil && required.count < least {
                    if let first = values.first { required[name] = first }
                }
            }
            var result: [JSONValue] = [.object(required), .object(full), .object(JSONObject())]
            // Conditionals in `allOf` that each pin a member (semgrep 678aee02a's rules, one `if`/`then` per `mode`): the
            // members every `then` requires, above, include members another `then` forbids, so no such object is valid.
            // For each, the object with what its `then` requires, the member its `if` pins, and nothing the `then` forbids.
            let own = Set(object["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            result.insert(contentsOf: DocumentSampler.conditionalVariants(of: object, own: own, values: full), at: 0)
            // For each `oneOf`/`anyOf` branch (the object's or an `allOf` member's) that names members to require, the
            // required object with those instead of the first branch's: dependabot's group `{"group-by": "dependency-name"}`
            // for the branch `{required: [group-by]}`, an update with `directory` where the first branch asks `directories`.
            // A branch's names include those its own parts require (semgrep 678aee02a's search rules: `anyOf` of exactly one
            // of `pattern`, `patterns`…), and members it pins by a `const` or `enum` (`mode: {const: taint}`) take its value,
            // not the first the object declares: the first branch too, when it pins one.
            for holder in [object] + (object["allOf"]?.arrayValue ?? []).prefix(8).compactMap(\.objectValue) {
                for keyword in ["oneOf", "anyOf"] {
                    let branches = (holder[keyword]?.arrayValue ?? []).prefix(8).map { $0.objectValue ?? JSONObject() }
                    let names = branches.map { branch in
                        let listed = branch["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
                        return listed + DocumentSampler.requiredInParts(of: branch, depth: 1)
                    }
                    let usable = { (names: [String]) in !names.isEmpty && names.allSatisfy { full[$0] != nil && declared.contains($0) } }
                    for (index, wanted) in names.enumerated() where usable(wanted) {
                        let pinned = DocumentSampler.pinnedMembers(of: branches[index])
                        guard index > 0 || !pinned.isEmpty else { continue }
                        var variant = required
                        for name in names[0] where !own.contains(name) { variant[name] = nil }
                        for name in wanted { variant[name] = full[name] }
                        for member in pinned { variant[member.key] = member.value }
                        result.append(.object(variant))
                        // And with each other choice of the branch's own `anyOf`/`oneOf` of required members (semgrep's old
                        // search rules: one of `pattern`, `patterns`…), whose first one is among `wanted`.
                        let inner = branches[index]["anyOf"]?.arrayValue ?? branches[index]["oneOf"]?.arrayValue ?? []
                        result += DocumentSampler.choiceVariants(of: variant, choices: inner, own: own, values: full) { full[$0] != nil }
                    }
                }
            }
            // A member with `dependentRequired` (or draft-07's `dependencies` list) comes with the members it needs: workflows
            // 56e4053c1's step `{"result": …}` is valid only beside `call`.
            let needs = DocumentSampler.dependentNames(of: object)
            let rounds = samples.map(\.1.count).max() ?? 0
            for round in 0..<rounds {
                for (name, values) in samples where round < values.count {
                    var variant = required
                    variant[name] = values[round]
                    for needed in needs[name] ?? [] where variant[needed] == nil { variant[needed] = full[needed] ?? .string("a") }
                    result.append(.object(variant))
                }
            }
            // Then beside every other member: a condition between two members (`showHeader` only for some
            // `extensionPoint`s) shows only when both are present.
            for round in 1..<max(1, min(rounds, 4)) {
                for (name, values) in samples where round < values.count {
                    var variant = full
                    variant[name] = values[round]
                    result.append(.object(variant))
                }
            }
            return result
        default:
            return []
        }
    }

    /// For each `allOf` member of `object` that is an `if` pinning members (by `const` or a one-value `enum`) with a `then`: the
    /// object's `own` required members, the pinned ones, and the members the `then` requires (its parts' too), from `values`
    /// (else "a"), without those the `then` forbids (`false`); then one more for each other branch of the first
    /// `oneOf`/`anyOf` the `then` holds (semgrep's search rules: exactly one of `pattern`, `patterns`, `pattern-either`…). None
    /// where no `then` forbids a member another requires.
    static func conditionalVariants(of object: JSONObject, own: Set<String>, values: JSONObject) -> [JSONValue] {
        let members = (object["allOf"]?.arrayValue ?? []).prefix(8).compactMap(\.objectValue)
        // Only where the members every `then` requires meet a member one of them forbids: elsewhere that object is valid.
        let everyRequired = Set(requiredInParts(of: object, depth: 0))
        let contradicted = members.contains { member in
            let declared = member["then"]?.objectValue?["properties"]?.objectValue ?? JSONObject()
            return declared.contains { $0.value == .bool(false) && everyRequired.contains($0.key) }
        }
        guard contradicted else { return [] }
        var variants: [JSONValue] = []
        for member in members {
            guard case .object(let condition)? = member["if"], let then = member["then"]?.objectValue else { continue }
            let pinned = pinnedMembers(of: condition)
            guard !pinned.isEmpty else { continue }
            let forbidden = Set((then["properties"]?.objectValue ?? JSONObject()).filter { $0.value == .bool(false) }.map(\.key))
            var base = JSONObject()
            for name in own.sorted() { base[name] = values[name] ?? .string("a") }
            for name in (then["required"]?.arrayValue?.compactMap(\.stringValue) ?? []) + requiredInParts(of: then, depth: 1) {
                base[name] = values[name] ?? .string("a")
            }
            for pin in pinned { base[pin.key] = pin.value }
            for name in forbidden { base[name] = nil }
            variants.append(.object(base))
            // The choices inside the `then` (its own `oneOf`/`anyOf`, or its `then`'s and `else`'s).
            let holders = [then] + ["then", "else"].compactMap { then[$0]?.objectValue }
            guard let choices = holders.lazy.compactMap({ $0["oneOf"]?.arrayValue ?? $0["anyOf"]?.arrayValue }).first else { continue }
            variants += choiceVariants(of: base, choices: choices, own: own, values: values) { !forbidden.contains($0) }
        }
        return variants
    }

    /// `object`, which holds what the first of `choices` (union branches that each require members) requires, once with
    /// what each other choice requires instead (`values`' value, else "a"), for the choices whose members are all `allowed`;
    /// `own` members stay.
    static func choiceVariants(
        of object: JSONObject, choices: [JSONValue], own: Set<String>, values: JSONObject, allowed: (String) -> Bool
    ) -> [JSONValue] {
        let names = choices.prefix(8).map { $0.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] }
        var variants: [JSONValue] = []
        for wanted in names.dropFirst() where !wanted.isEmpty && wanted.allSatisfy(allowed) {
            var variant = object
            for name in names[0] where !own.contains(name) && !wanted.contains(name) { variant[name] = nil }
            for name in wanted { variant[name] = values[name] ?? .string("a") }
            variants.append(.object(variant))
        }
        return variants
    }

    /// The members each member needs beside it: `dependentRequired`, and `dependencies` entries that are lists of names.
    static func dependentNames(of object: JSONObject) -> [String: [String]] {
        var needs: [String: [String]] = [:]
        for keyword in ["dependentRequired", "dependencies"] {
            for member in object[keyword]?.objectValue ?? JSONObject() {
                guard case .array(let names) = member.value else { continue }
                needs[member.key, default: []] += names.prefix(64).compactMap(\.stringValue)
            }
        }
        return needs
    }

    /// For an object whose `if`s (its own, its `allOf` members') test members through `properties` without requiring them: the
    /// first condition's value holding those members, with the first value of its `then` under it. An object without the
    /// members meets every such `if` (jfrog-pipelines' `Step`: 28 `{if: {properties: {type: {enum: [X]}}}, then: {$ref: X}}`,
    /// whose `then`s require `execution` or `configuration`); one with a required tag's first value meets that tag's `if`
    /// (github-issue-forms' `form_item`, a `checkboxes` item without its `options`). Its smallest valid value holds one tag
    /// and what that tag's `then` asks.
    private mutating func taggedCondition(
        of object: JSONObject, child: (String...) -> SchemaLocation, depth: Int
    ) -> JSONObject? {
        let members = (object["allOf"]?.arrayValue ?? []).prefix(8)
        let holders = [(object, child())] + members.indices.compactMap { index in
            members[index].objectValue.map { ($0, child("allOf", String(index))) }
        }
        func under(_ location: SchemaLocation, _ keyword: String) -> SchemaLocation {
            SchemaLocation(file: location.file, pointer: location.pointer.appending(keyword))
        }
        for (holder, location) in holders {
            guard case .object(let condition)? = holder["if"], case .object(let tested)? = condition["properties"] else { continue }
            let names = Set(tested.keys).subtracting(condition["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            guard !names.isEmpty else { continue }
            let met = values(at: under(location, "if"), depth: depth + 1).lazy.compactMap(\.objectValue)
                .first { value in names.allSatisfy { value[$0] != nil } }
            guard let met else { continue }
            let then = holder["then"] == nil ? nil : values(at: under(location, "then"), depth: depth + 1).first { $0.objectValue != nil }
            return DocumentSampler.merged(then ?? .object(JSONObject()), .object(met)).objectValue
        }
        return nil
    }

    /// The members the parts of an object schema require beside its own `required`: each `allOf` member's (and its parts'),
    /// those of both `then` and `else` (whichever the `if` picks, both hold), and those of the first `oneOf`/`anyOf` branch
    /// (one branch: two `oneOf` branches each requiring a member fail together). Inline schemas only, two levels deep.
    static func requiredInParts(of object: JSONObject, depth: Int) -> [String] {
        guard depth < 3 else { return [] }
        var names: [String] = []
        func add(_ part: JSONValue?) {
            guard let part = part?.objectValue else { return }
            names += part["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            names += requiredInParts(of: part, depth: depth + 1)
        }
        if object["if"] != nil {
            add(object["then"])
            add(object["else"])
        }
        for member in object["allOf"]?.arrayValue ?? [] { add(member) }
        for keyword in ["oneOf", "anyOf"] { add(object[keyword]?.arrayValue?.first) }
        return names
    }

    /// The members a schema's `properties` pin to one value, by a `const` or the first of an `enum`.
    static func pinnedMembers(of object: JSONObject) -> JSONObject {
        var pinned = JSONObject()
        for member in object["properties"]?.objectValue ?? JSONObject() {
            guard let schema = member.value.objectValue, let value = schema["const"] ?? schema["enum"]?.arrayValue?.first else { continue }
            pinned[member.key] = value
        }
        return pinned
    }

    /// `base` with the members of `extra` (objects), `extra`'s where both have one; `extra` for other values.
    static func merged(_ base: JSONValue, _ extra: JSONValue) -> JSONValue {
        guard case .object(var object) = base, case .object(let added) = extra else { return extra }
        for member in added { object[member.key] = member.value }
        return .object(object)
    }

    /// `extra`'s members over `base`'s, objects held by both merged the same way.
    static func mergedDeeply(_ base: JSONValue, _ extra: JSONValue) -> JSONValue {
        guard case .object(var object) = base, case .object(let added) = extra else { return extra }
        for member in added { object[member.key] = object[member.key].map { mergedDeeply($0, member.value) } ?? member.value }
        return .object(object)
    }

    /// `value` made different for each `index` (strings and numbers), for arrays whose items must be unique.
    static func distinct(_ value: JSONValue, _ index: Int) -> JSONValue {
        switch value {
        case .string(let text): .string(text + String(index))
        case .number: .number(JSONNumber(index))
        default: value
        }
    }

    static let oneOfEachType: [JSONValue] = [.null, .bool(true), .number(JSONNumber(1)), .string("a"), .array([]), .object(JSONObject())]

    /// A string valid for `format`, one for each format `validate` checks (the switch keeps it so). Each differs from the
    /// others where it can (an IRI outside ASCII, an `idn-email` that is no `email`), so that a format changed for another
    /// is told apart by these (``formatSeparating(old:new:)``).
    static func formatSample(_ format: StringFormat) -> String {
        switch format {
        case .dateTime: "2024-01-02T03:04:05Z"
        case .date: "2024-01-02"
        case .time: "03:04:05Z"
        case .duration: "P1D"
        case .email: "a@example.com"
        case .idnEmail: "\u{C2E4}\u{B840}@example.com"
        case .hostname: "example.com"
        case .idnHostname: "\u{C2E4}\u{B840}.example"
        case .ipv4: "192.0.2.1"
        case .ipv6: "2001:db8::1"
        case .uri: "https://example.com/a"
        case .uriReference: "a/b"
        case .iri: "https://example.com/\u{E9}"
        case .iriReference: "\u{E9}/b"
        case .uuid: "123e4567-e89b-12d3-a456-426614174000"
        case .uriTemplate: "https://example.com/{id}"
        case .jsonPointer: "/a/b"
        case .relativeJSONPointer: "1/a"
        case .regex: "^a$"
        }
    }

    /// A second valid value of `format`, at the top of its ranges, where a `pattern` that replaced the format may stop short
    /// (resume d7c1d5f07: `format: date` became `^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|…)$`, which "9999-12-31" fails).
    static func formatEdgeSample(_ format: StringFormat) -> String? {
        switch format {
        case .dateTime: "9999-12-31T23:59:59.5+14:00"
        case .date: "9999-12-31"
        case .time: "23:59:59.5-12:00"
        case .ipv4: "255.255.255.255"
        default: nil
        }
    }

    /// The strings one of the formats `old` and `new` (nil: none, or one `validate` does not check) accepts and the other
    /// rejects: a valid value of every format and a few of none, those that break requests (the old accepts) first.
    static func formatSeparating(old: String?, new: String?) -> [String] {
        let before = old.flatMap(StringFormat.named), after = new.flatMap(StringFormat.named)
        guard before != nil || after != nil, before != after else { return [] }
        let candidates = StringFormat.allCases.map(formatSample) + ["a", "", "a b", "0"]
        let accepts = { (format: StringFormat?, text: String) in format?.accepts(text) ?? true }
        let requests = candidates.filter { accepts(before, $0) && !accepts(after, $0) }
        let responses = candidates.filter { accepts(after, $0) && !accepts(before, $0) }
        return requests + responses
    }

    /// Changed copies of `value`: at each of its first values, the value set to null, to a value of
    /// another type, emptied; each object member dropped; an unknown member added; an array's first
    /// item repeated.
    static func mutations(of value: JSONValue) -> [JSONValue] {
        var result: [JSONValue] = []
        var budget = 60
        func visit(_ current: JSONValue, _ rebuild: (JSONValue) -> JSONValue, depth: Int) {
            guard budget > 0, depth < maximumDepth else { return }
            budget -= 1
            result.append(rebuild(.null))
            switch current {
            case .object(let object):
                var added = object
                added["x-unknown-member"] = .number(JSONNumber(1))
                result.append(rebuild(.object(added)))
                result.append(rebuild(.string("a")))
                for member in object {
                    var dropped = object
                    dropped[member.key] = nil
                    result.append(rebuild(.object(dropped)))
                    visit(
                        member.value,
                        { replacement in
                            var changed = object
                            changed[member.key] = replacement
                            return rebuild(.object(changed))
                        }, depth: depth + 1)
                }
            case .array(let items):
                result.append(rebuild(.array([])))
                if let first = items.first {
                    result.append(rebuild(.array(items + [first])))
                    visit(first, { replacement in rebuild(.array([replacement] + items.dropFirst())) }, depth: depth + 1)
                }
            case .string(let text):
                result.append(rebuild(.string("")))
                result.append(rebuild(.array([current])))
                result.append(rebuild(.string(text + "-")))
            default:
                result.append(rebuild(.string("a")))
            }
        }
        visit(value, { $0 }, depth: 0)
        return result
    }

    /// Values without repeats (by their compact text), up to a limit.
    struct Unique {
        let limit: Int
        private(set) var values: [JSONValue] = []
        private var seen: Set<String> = []

        init(limit: Int) { self.limit = limit }

        mutating func add(_ value: JSONValue) {
            guard values.count < limit, seen.insert(JSONWriter.compact.string(from: value)).inserted else { return }
            values.append(value)
        }
    }
}
