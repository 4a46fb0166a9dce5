import ContractJSON

/// Members and items that keywords evaluated successfully, for `unevaluatedProperties`/`unevaluatedItems`.
struct Annotations {
    /// Tape indices of the keys of evaluated members.
    var keys: Set<Int> = []
    /// Tape indices of evaluated elements.
    var items: Set<Int> = []

    mutating func merge(_ other: Annotations) {
        keys.formUnion(other.keys)
        items.formUnion(other.items)
    }
}

/// The errors and current paths of an evaluation in error mode.
final class ErrorLog {
    var errors: [ValidationError] = []
    var instancePath: [String] = []
    var keywordPath: [String] = []
}

/// Evaluates one instance against a compiled schema.
///
/// Runs in two modes: a fast mode that answers valid/invalid and stops at the first failure, and an
/// error mode (used only when the fast mode said invalid) that evaluates everything and records every
/// failing keyword with its locations.
struct Evaluator {
    /// The compiled schema; unowned because the validator keeps it alive for the whole evaluation,
    /// which spares a retain and release per validated document.
    unowned(unsafe) let schema: CompiledSchemaStorage
    let nodes: UnsafeBufferPointer<SchemaNode>
    let keywords: UnsafeBufferPointer<Keyword>
    let view: JSONView
    let collectsErrors: Bool
    let maximumDepth: Int
    let usesDynamicScope: Bool
    /// Error state, present only in error mode; a reference so that recording does not mutate the evaluator.
    private let log: ErrorLog?
    private var dynamicScope: [Int] = []
    private var depth = 0
    /// Steps left for backreference and lookaround patterns, shared by the whole document (see RegexStepBudget).
    var regexBudget = RegexStepBudget(steps: RegexStepBudget.perDocument)
    /// The first pattern that could not be decided because the budget was spent: the document is then invalid.
    private(set) var budgetSpentBy: String?

    /// Creates an evaluator; `nodes` and `keywords` must be the schema's own arrays, pinned for the evaluation.
    init(schema: CompiledSchemaStorage, nodes: UnsafeBufferPointer<SchemaNode>, keywords: UnsafeBufferPointer<Keyword>, view: JSONView,
         collectsErrors: Bool, maximumDepth: Int) {
        self.schema = schema
        self.nodes = nodes
        self.keywords = keywords
        self.view = view
        self.collectsErrors = collectsErrors
        self.maximumDepth = maximumDepth
        self.usesDynamicScope = schema.value.usesDynamicScope
        self.log = collectsErrors ? ErrorLog() : nil
    }

    /// The errors recorded so far (error mode only).
    var errors: [ValidationError] {
        get { log?.errors ?? [] }
        nonmutating set { log?.errors = newValue }
    }
    private var instancePath: [String] {
        get { log?.instancePath ?? [] }
        nonmutating set { log?.instancePath = newValue }
    }
    private var keywordPath: [String] {
        get { log?.keywordPath ?? [] }
        nonmutating set { log?.keywordPath = newValue }
    }

    // MARK: Errors

    private func record(_ node: NodeID, _ keyword: [String], expected: @autoclosure () -> String?, found: @autoclosure () -> String?,
                                 message: @autoclosure () -> String) {
        guard collectsErrors else { return }
        let expected = expected()
        let found = found()
        let message = message()
        var absolute = schema.value.absoluteLocations[node]
        for token in keyword { absolute += "/" + JSONPointer(tokens: [token]).uriFragment.dropFirst() }
        errors.append(ValidationError(
            instanceLocation: JSONPointer(tokens: instancePath), keywordLocation: JSONPointer(tokens: keywordPath + keyword),
            absoluteKeywordLocation: absolute, message: message, expected: expected, found: found))
    }

    private func record(_ node: NodeID, _ keyword: String, expected: @autoclosure () -> String, found: @autoclosure () -> String) {
        guard collectsErrors else { return }
        let expected = expected()
        let found = found()
        record(node, [keyword], expected: expected, found: found, message: "expected \(expected), found \(found)")
    }

    /// A short description of the value at `index` for messages: `string "abc"`, `number 4`, `array of 2 items`.
    func describe(_ index: Int) -> String {
        switch view.kind(index) {
        case .null: return "null"
        case .true: return "boolean true"
        case .false: return "boolean false"
        case .number: return "number " + view.number(index).literal
        case .string: return "string " + Evaluator.quote(view.string(index))
        case .array:
            let count = view.count(index)
            return "array of \(count) item\(count == 1 ? "" : "s")"
        case .object:
            let count = view.memberCount(index)
            return "object with \(count) propert\(count == 1 ? "y" : "ies")"
        }
    }

    /// `one of "a", "b", …` for enum messages (the first twelve values).
    static func list(_ values: [JSONValue]) -> String {
        "one of " + values.prefix(12).map(describe).joined(separator: ", ") + (values.count > 12 ? ", …" : "")
    }

    static func quote(_ text: String) -> String {
        let limit = 60
        let scalars = text.unicodeScalars
        let shown = scalars.count > limit ? String(String.UnicodeScalarView(scalars.prefix(limit))) + "…" : text
        return JSONWriter.compact.string(from: .string(shown))
    }

    static func describe(_ value: JSONValue) -> String {
        let text = JSONWriter.compact.string(from: value)
        return text.unicodeScalars.count > 80 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(80))) + "…" : text
    }

    /// Records that `regex` could not be decided for the string at `index` (a value, or a key for
    /// patternProperties) because the document's budget is spent; the document is then invalid.
    private mutating func budgetSpent(by regex: ECMAScriptRegex, at node: NodeID, _ keyword: [String], _ index: Int) {
        if budgetSpentBy == nil { budgetSpentBy = regex.pattern }
        record(node, keyword, expected: "a string matching /\(regex.pattern)/", found: describe(index),
               message: Evaluator.budgetMessage(regex.pattern) + " against \(describe(index)); the document is rejected")
    }

    /// Names the pattern and says that the document's budget is spent.
    static func budgetMessage(_ pattern: String) -> String {
        "pattern /\(pattern)/ was not decided: the document's backtracking budget (\(RegexStepBudget.perDocument) steps"
            + " plus \(RegexStepBudget.perByte) per byte matched) is spent"
    }

    // MARK: Nodes

    /// Evaluates `id` against the value at `index`. `annotations` is non-nil when the caller needs to
    /// know what was evaluated; it is only extended when the node is valid.
    mutating func evaluate(_ id: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        if !collectsErrors && annotations == nil && !usesDynamicScope {
            // Fast pass shortcuts, reading single fields of the node rather than copying it. `$ref`-only
            // chains are safe to follow without the depth guard: the compiler rejects static reference loops.
            var target = id
            while nodes[target].onlyReference >= 0 { target = nodes[target].onlyReference }
            let onlyType = nodes[target].onlyType
            if onlyType != 0 { return typeMatches(TypeMask(rawValue: onlyType), index) }
            if nodes[target].isLeaf && nodes[target].constant == nil {
                // Checks of the value alone: no nesting to guard, no scope to track, no annotations.
                let start = nodes[target].keywordStart
                for position in start ..< start + nodes[target].keywordCount {
                    // The commonest checks inline; the rest through the general keyword switch.
                    switch keywords[position] {
                    case .type(let mask): if !typeMatches(mask, index) { return false }
                    case .integerLimit(let kind, let bound):
                        if view.kind(index) == .number && !kind.admits(view.compare(index, toInteger: bound)) { return false }
                    case .enumeration(let unretained), .constant(let unretained):
                        if !matches(index, unretained.box) { return false }
                    case .minLength(let minimum):
                        if view.kind(index) == .string && view.codePointCount(index) < minimum { return false }
                    default: if !evaluate(keyword: position, of: target, index, &annotations) { return false }
                    }
                }
                return true
            }
            return evaluateGeneral(target, nodes[target], index, &annotations)
        }
        return evaluateGeneral(id, nodes[id], index, &annotations)
    }

    private func typeMatches(_ mask: TypeMask, _ index: Int) -> Bool {
        switch view.kind(index) {
        case .null: mask.contains(.null)
        case .true, .false: mask.contains(.boolean)
        case .string: mask.contains(.string)
        case .array: mask.contains(.array)
        case .object: mask.contains(.object)
        case .number: mask.contains(.number) || (mask.contains(.integer) && view.isIntegral(index))
        }
    }

    private mutating func evaluateGeneral(_ id: NodeID, _ node: SchemaNode, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        if let constant = node.constant {
            if !constant {
                record(id, [], expected: nil, found: describe(index), message: "no value is allowed here (the schema is false), found \(describe(index))")
            } else if annotations != nil {
                // `true` evaluates nothing by itself.
            }
            return constant
        }
        depth += 1
        defer { depth -= 1 }
        if depth > maximumDepth {
            record(id, [], expected: nil, found: nil, message: "evaluation exceeded \(maximumDepth) nested schemas; the schema recurses without consuming the value")
            return false
        }
        var pushedScope = false
        if usesDynamicScope && dynamicScope.last != node.resource {
            dynamicScope.append(node.resource)
            pushedScope = true
        }
        defer { if pushedScope { dynamicScope.removeLast() } }

        var local: Annotations? = (annotations != nil || node.collectsAnnotations) ? Annotations() : nil
        var valid = true
        for position in node.keywordStart ..< node.keywordStart + node.keywordCount {
            if !collectsErrors, case .type(let mask) = keywords[position] {
                // The commonest keyword, checked here rather than through the general switch.
                if !typeMatches(mask, index) { return false }
                continue
            }
            if !evaluate(keyword: position, of: id, index, &local) {
                valid = false
                if !collectsErrors { return false }
            }
        }
        if let unevaluated = node.unevaluatedProperties, view.kind(index) == .object {
            let evaluated = local?.keys ?? []
            var newlyEvaluated: [Int] = []
            var ok = true
            let forbidden = nodes[unevaluated].constant == false
            view.forEachMember(of: index) { key, value in
                guard ok || collectsErrors, !evaluated.contains(key) else { return }
                if collectsErrors { instancePath.append(view.string(key)) }
                defer { if collectsErrors { instancePath.removeLast() } }
                if forbidden {
                    ok = false
                    record(id, ["unevaluatedProperties"], expected: nil, found: nil,
                           message: "unexpected property \(Evaluator.quote(view.string(key))) (no subschema evaluated it)")
                } else if evaluateMember(unevaluated, value, ["unevaluatedProperties"]) {
                    newlyEvaluated.append(key)
                } else {
                    ok = false
                }
            }
            local?.keys.formUnion(newlyEvaluated)
            if !ok {
                valid = false
                if !collectsErrors { return false }
            }
        }
        if let unevaluated = node.unevaluatedItems, view.kind(index) == .array {
            let evaluated = local?.items ?? []
            var newlyEvaluated: [Int] = []
            var ok = true
            view.forEachElement(of: index) { element, position in
                guard ok || collectsErrors, !evaluated.contains(element) else { return }
                if collectsErrors { instancePath.append(String(position)) }
                defer { if collectsErrors { instancePath.removeLast() } }
                if evaluateMember(unevaluated, element, ["unevaluatedItems"]) { newlyEvaluated.append(element) } else { ok = false }
            }
            local?.items.formUnion(newlyEvaluated)
            if !ok {
                valid = false
                if !collectsErrors { return false }
            }
        }
        if valid, let local, annotations != nil {
            annotations!.merge(local)
        }
        return valid
    }

    /// Evaluates a subschema in place, under the keyword tokens `path`.
    private mutating func evaluateInPlace(_ id: NodeID, _ index: Int, _ path: @autoclosure () -> [String], _ annotations: inout Annotations?) -> Bool {
        if !collectsErrors && annotations == nil { return evaluate(id, index, &annotations) }
        let saved = keywordPath.count
        if collectsErrors { keywordPath += path() }
        var child: Annotations? = annotations == nil ? nil : Annotations()
        let valid = evaluate(id, index, &child)
        if collectsErrors { keywordPath.removeSubrange(saved...) }
        if valid, let child { annotations!.merge(child) }
        return valid
    }

    /// Evaluates a subschema without recording errors (for `not`, `if`, `contains` and trial branches).
    private mutating func probe(_ id: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        guard collectsErrors else {
            var child: Annotations? = annotations == nil ? nil : Annotations()
            let valid = evaluate(id, index, &child)
            if valid, let child { annotations!.merge(child) }
            return valid
        }
        var quiet = Evaluator(schema: schema, nodes: nodes, keywords: keywords, view: view, collectsErrors: false, maximumDepth: maximumDepth)
        quiet.dynamicScope = dynamicScope
        quiet.depth = depth
        quiet.regexBudget = regexBudget
        var child: Annotations? = annotations == nil ? nil : Annotations()
        let valid = quiet.evaluate(id, index, &child)
        regexBudget = quiet.regexBudget
        budgetSpentBy = budgetSpentBy ?? quiet.budgetSpentBy
        if valid, let child { annotations!.merge(child) }
        return valid
    }

    // MARK: Keywords

    private mutating func evaluate(keyword position: Int, of node: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        let keywords = self.keywords
        switch keywords[position] {
        case .type(let mask):
            let ok = typeMatches(mask, index)
            if !ok { record(node, "type", expected: mask.description, found: describe(index)) }
            return ok

        case .constant(let unretained):
            let constants = unretained.box
            if matches(index, constants) { return true }
            record(node, "const", expected: Evaluator.describe(constants.values[0]), found: describe(index))
            return false

        case .enumeration(let unretained):
            let constants = unretained.box
            if matches(index, constants) { return true }
            record(node, "enum", expected: Evaluator.list(constants.values), found: describe(index))
            return false

        case .limit(let unretained):
            let limit = unretained.box
            guard view.kind(index) == .number else { return true }
            let ok = limit.kind.admits(compare(index, limit))
            if !ok { record(node, limit.kind.rawValue, expected: "a number \(limit.kind.relation) \(limit.value.literal)", found: describe(index)) }
            return ok

        case .integerLimit(let kind, let bound):
            guard view.kind(index) == .number else { return true }
            let ok = kind.admits(view.compare(index, toInteger: bound))
            if !ok { record(node, kind.rawValue, expected: "a number \(kind.relation) \(bound)", found: describe(index)) }
            return ok

        case .multipleOf(let unretained):
            let box = unretained.box
            guard view.kind(index) == .number else { return true }
            let divisor = box.value
            let ok: Bool
            if let value = view.integerLiteral(index), let step = divisor.int64Value {
                ok = value % step == 0
            } else {
                ok = view.number(index).isMultiple(of: divisor)
            }
            if !ok { record(node, "multipleOf", expected: "a multiple of \(divisor.literal)", found: describe(index)) }
            return ok

        case .minLength(let minimum):
            guard view.kind(index) == .string else { return true }
            let count = view.codePointCount(index)
            if count >= minimum { return true }
            record(node, "minLength", expected: "at least \(minimum) character\(minimum == 1 ? "" : "s")", found: "\(count) in \(describe(index))")
            return false

        case .maxLength(let maximum):
            guard view.kind(index) == .string else { return true }
            if !view.tape[index].hasEscapes && Int(view.tape[index].length) <= maximum { return true }
            let count = view.codePointCount(index)
            if count <= maximum { return true }
            record(node, "maxLength", expected: "at most \(maximum) character\(maximum == 1 ? "" : "s")", found: "\(count) in \(describe(index))")
            return false

        case .pattern(let unretained):
            let box = unretained.box
            guard view.kind(index) == .string else { return true }
            let regex = box.value
            switch regex.matches(view, at: index, budget: &regexBudget) {
            case true?: return true
            case false?:
                record(node, "pattern", expected: "a string matching /\(regex.pattern)/", found: describe(index))
            case nil:
                budgetSpent(by: regex, at: node, ["pattern"], index)
            }
            return false

        case .format(let format):
            guard view.kind(index) == .string else { return true }
            if format.accepts(view.string(index)) { return true }
            record(node, "format", expected: "a valid \(format.rawValue)", found: describe(index))
            return false

        case .content(let unretained):
            let box = unretained.box
            guard view.kind(index) == .string else { return true }
            let (encoding, mediaType) = box.value
            var bytes = Array(view.string(index).utf8)
            if encoding?.lowercased() == "base64" {
                guard let decoded = Base64.decode(bytes) else {
                    record(node, "contentEncoding", expected: "base64-encoded content", found: describe(index))
                    return false
                }
                bytes = decoded
            }
            if mediaType?.lowercased() == "application/json", (try? JSONDocument(parsing: bytes)) == nil {
                record(node, "contentMediaType", expected: "a JSON document", found: describe(index))
                return false
            }
            return true

        case .object(let unretained):
            let rules = unretained.box
            guard view.kind(index) == .object else { return true }
            return evaluateObject(rules, of: node, index, &annotations)

        case .array(let unretained):
            let rules = unretained.box
            guard view.kind(index) == .array else { return true }
            return evaluateArray(rules, of: node, index, &annotations)

        case .reference(let target):
            return evaluateInPlace(target, index, ["$ref"], &annotations)

        case .dynamicReference(let unretained):
            let box = unretained.box
            let reference = box.value
            var target = reference.target
            if let anchor = reference.anchor {
                for resource in dynamicScope {
                    if let candidate = schema.value.dynamicAnchors[resource][anchor] {
                        target = candidate
                        break
                    }
                }
            }
            return evaluateInPlace(target, index, ["$dynamicRef"], &annotations)

        case .allOf(let unretained):
            let nodes = unretained.box.ids
            var valid = true
            for (position, id) in nodes.enumerated() where !evaluateInPlace(id, index, ["allOf", String(position)], &annotations) {
                valid = false
                if !collectsErrors { return false }
            }
            return valid

        case .anyOf(let unretained):
            let nodes = unretained.box.ids
            // Every branch runs when annotations are wanted: each valid branch contributes.
            var valid = false
            var branchErrors: [ValidationError] = []
            for (position, id) in nodes.enumerated() {
                let before = collectsErrors ? errors.count : 0
                if evaluateInPlace(id, index, ["anyOf", String(position)], &annotations) {
                    valid = true
                    if collectsErrors { errors.removeSubrange(before...) }
                    if annotations == nil { break }
                } else if collectsErrors {
                    branchErrors += errors[before...]
                    errors.removeSubrange(before...)
                }
            }
            if !valid {
                record(node, ["anyOf"], expected: nil, found: describe(index),
                       message: "expected a value matching at least one of the \(nodes.count) schemas in anyOf, found \(describe(index)) matching none")
                errors += branchErrors
            }
            return valid

        case .oneOf(let unretained):
            let nodes = unretained.box.ids
            if !collectsErrors && annotations == nil {
                // Fast pass: count matches, stop at the second; nothing to remember.
                var matched = 0
                for id in nodes where evaluate(id, index, &annotations) {
                    matched += 1
                    if matched > 1 { return false }
                }
                return matched == 1
            }
            var matches: [Int] = []
            var branchErrors: [ValidationError] = []
            var combined: Annotations? = annotations == nil ? nil : Annotations()
            for (position, id) in nodes.enumerated() {
                let before = collectsErrors ? errors.count : 0
                var branch: Annotations? = annotations == nil ? nil : Annotations()
                if evaluateInPlace(id, index, ["oneOf", String(position)], &branch) {
                    matches.append(position)
                    if let branch { combined!.merge(branch) }
                    if matches.count > 1 && !collectsErrors { return false }
                } else if collectsErrors {
                    branchErrors += errors[before...]
                }
                if collectsErrors { errors.removeSubrange(before...) }
            }
            if matches.count == 1 {
                if let combined { annotations!.merge(combined) }
                return true
            }
            if matches.isEmpty {
                record(node, ["oneOf"], expected: nil, found: describe(index),
                       message: "expected a value matching exactly one of the \(nodes.count) schemas in oneOf, found \(describe(index)) matching none")
                errors += branchErrors
            } else {
                record(node, ["oneOf"], expected: nil, found: describe(index),
                       message: "expected a value matching exactly one of the \(nodes.count) schemas in oneOf, found \(describe(index)) matching \(matches.count) (at positions \(matches.map(String.init).joined(separator: ", ")))")
            }
            return false

        case .not(let id):
            var none: Annotations? = nil
            if probe(id, index, &none) {
                record(node, ["not"], expected: nil, found: describe(index),
                       message: "expected a value that does not match the schema in not, found \(describe(index)) matching it")
                return false
            }
            return true

        case .conditional(let unretained):
            let box = unretained.box
            let (condition, then, otherwise) = box.value
            if probe(condition, index, &annotations) {
                guard let then else { return true }
                return evaluateInPlace(then, index, ["then"], &annotations)
            } else {
                guard let otherwise else { return true }
                return evaluateInPlace(otherwise, index, ["else"], &annotations)
            }
        }
    }

    // MARK: Objects

    private mutating func evaluateObject(_ rules: ObjectRules, of node: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        var valid = true
        // Read once per object: each read of a stored array through the (unretained) rules retains it.
        let slots = rules.slots
        let table = rules.table
        let slotCount = slots.count
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: max(slotCount, 1)) { present -> Bool in
            present.initialize(repeating: false)
            if rules.visitsMembers || slotCount > 0 {
                var key = index + 1
                let count = view.count(index)
                var seen = 0
                while seen < count {
                    let value = key + 1
                    defer {
                        key = view.next(value)
                        seen += 1
                    }
                    if view.tape[key].isShadowed { continue }
                    let keyEntry = view.tape[key]
                    var slot: Int?
                    if keyEntry.hasEscapes {
                        var name = view.string(key)
                        slot = name.withUTF8 { table.slot(for: $0) }
                    } else {
                        slot = table.slot(for: view.rawBytes(key))
                    }
                    var matched = false
                    if let slot {
                        present[slot] = true
                        if let property = slots[slot].property {
                            matched = true
                            if collectsErrors { instancePath.append(slots[slot].name) }
                            let ok = evaluateMember(property, value, ["properties", slots[slot].name])
                            if collectsErrors { instancePath.removeLast() }
                            if !ok {
                                valid = false
                                if !collectsErrors { return false }
                            }
                        }
                    }
                    if !rules.patterns.isEmpty {
                        for pattern in rules.patterns {
                            let found = pattern.regex.matches(view, at: key, budget: &regexBudget)
                            if found == false { continue }
                            if found == nil {
                                if collectsErrors { instancePath.append(view.string(key)) }
                                budgetSpent(by: pattern.regex, at: node, ["patternProperties", pattern.regex.pattern], key)
                                if collectsErrors { instancePath.removeLast() }
                                valid = false
                                if !collectsErrors { return false }
                                continue
                            }
                            matched = true
                            if collectsErrors { instancePath.append(view.string(key)) }
                            let ok = evaluateMember(pattern.node, value, ["patternProperties", pattern.regex.pattern])
                            if collectsErrors { instancePath.removeLast() }
                            if !ok {
                                valid = false
                                if !collectsErrors { return false }
                            }
                        }
                    }
                    if !matched, let additional = rules.additional {
                        matched = true
                        if collectsErrors { instancePath.append(view.string(key)) }
                        let ok: Bool
                        if nodes[additional].constant == false {
                            ok = false
                            record(node, ["additionalProperties"], expected: nil, found: nil,
                                   message: "unexpected property \(Evaluator.quote(view.string(key))) (additionalProperties is false)")
                        } else {
                            ok = evaluateMember(additional, value, ["additionalProperties"])
                        }
                        if collectsErrors { instancePath.removeLast() }
                        if !ok {
                            valid = false
                            if !collectsErrors { return false }
                        }
                    }
                    if matched && annotations != nil { annotations!.keys.insert(key) }
                    if let names = rules.propertyNames {
                        let saved = keywordPath.count
                        if collectsErrors { keywordPath.append("propertyNames") }
                        var none: Annotations? = nil
                        let before = errors.count
                        let ok = evaluate(names, key, &none)
                        if collectsErrors { keywordPath.removeSubrange(saved...) }
                        if !ok {
                            if collectsErrors {
                                errors.removeSubrange(before...)
                                record(node, ["propertyNames"], expected: nil, found: nil,
                                       message: "property name \(Evaluator.quote(view.string(key))) does not match the propertyNames schema")
                            }
                            valid = false
                            if !collectsErrors { return false }
                        }
                    }
                }
            }
            for slot in rules.requiredSlots where !present[slot] {
                record(node, ["required"], expected: nil, found: nil, message: "missing required property \(Evaluator.quote(slots[slot].name))")
                valid = false
                if !collectsErrors { return false }
            }
            for slot in rules.dependentSlots where present[slot] {
                let owner = slots[slot]
                for dependency in owner.dependentRequired where !present[dependency] {
                    record(node, [rules.dependentRequiredKeyword, owner.name], expected: nil, found: nil,
                           message: "missing property \(Evaluator.quote(slots[dependency].name)), required when \(Evaluator.quote(owner.name)) is present")
                    valid = false
                    if !collectsErrors { return false }
                }
                if let dependent = owner.dependentSchema,
                   !evaluateInPlace(dependent, index, [rules.dependentSchemasKeyword, owner.name], &annotations) {
                    valid = false
                    if !collectsErrors { return false }
                }
            }
            if rules.minProperties != nil || rules.maxProperties != nil {
                let count = view.memberCount(index)
                if let minimum = rules.minProperties, count < minimum {
                    record(node, "minProperties", expected: "at least \(minimum) propert\(minimum == 1 ? "y" : "ies")", found: "\(count)")
                    valid = false
                    if !collectsErrors { return false }
                }
                if let maximum = rules.maxProperties, count > maximum {
                    record(node, "maxProperties", expected: "at most \(maximum) propert\(maximum == 1 ? "y" : "ies")", found: "\(count)")
                    valid = false
                }
            }
            return valid
        }
    }

    /// Evaluates a member or element value (a child of the instance) under keyword tokens `path`.
    private mutating func evaluateMember(_ id: NodeID, _ index: Int, _ path: @autoclosure () -> [String]) -> Bool {
        if !collectsErrors {
            var none: Annotations? = nil
            return evaluate(id, index, &none)
        }
        let saved = keywordPath.count
        keywordPath += path()
        var none: Annotations? = nil
        let valid = evaluate(id, index, &none)
        keywordPath.removeSubrange(saved...)
        return valid
    }

    // MARK: Arrays

    private mutating func evaluateArray(_ rules: ArrayRules, of node: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        var valid = true
        let count = view.count(index)
        if let minimum = rules.minItems, count < minimum {
            record(node, "minItems", expected: "at least \(minimum) item\(minimum == 1 ? "" : "s")", found: "\(count)")
            valid = false
            if !collectsErrors { return false }
        }
        if let maximum = rules.maxItems, count > maximum {
            record(node, "maxItems", expected: "at most \(maximum) item\(maximum == 1 ? "" : "s")", found: "\(count)")
            valid = false
            if !collectsErrors { return false }
        }
        if !rules.prefix.isEmpty || rules.rest != nil || rules.contains != nil {
            var matches = 0
            var element = index + 1
            for position in 0..<count {
                defer { element = view.next(element) }
                let inPrefix = position < rules.prefix.count
                let id: NodeID? = inPrefix ? rules.prefix[position] : rules.rest
                if let id {
                    if collectsErrors { instancePath.append(String(position)) }
                    let ok = evaluateMember(id, element, inPrefix ? [rules.prefixKeyword, String(position)] : [rules.restKeyword])
                    if collectsErrors { instancePath.removeLast() }
                    if !ok {
                        valid = false
                        if !collectsErrors { return false }
                    } else if annotations != nil {
                        annotations!.items.insert(element)
                    }
                }
                if let contains = rules.contains {
                    if rules.maxContains == nil && matches >= rules.minContains && annotations == nil { continue }
                    var none: Annotations? = nil
                    if probe(contains, element, &none) {
                        matches += 1
                        if annotations != nil { annotations!.items.insert(element) }
                    }
                }
            }
            if rules.contains != nil {
                if matches < rules.minContains {
                    let keyword = rules.minContains == 1 ? "contains" : "minContains"
                    record(node, [keyword], expected: nil, found: nil,
                           message: "expected at least \(rules.minContains) item\(rules.minContains == 1 ? "" : "s") matching the contains schema, found \(matches)")
                    valid = false
                    if !collectsErrors { return false }
                }
                if let maximum = rules.maxContains, matches > maximum {
                    record(node, ["maxContains"], expected: nil, found: nil,
                           message: "expected at most \(maximum) item\(maximum == 1 ? "" : "s") matching the contains schema, found \(matches)")
                    valid = false
                    if !collectsErrors { return false }
                }
            }
        }
        if rules.uniqueItems, count > 1, let (first, second) = firstDuplicate(in: index) {
            record(node, ["uniqueItems"], expected: nil, found: nil, message: "expected unique items, found items \(first) and \(second) equal")
            valid = false
        }
        return valid
    }

    // MARK: Comparison

    /// Compares the number at `index` with a limit: -1, 0 or 1.
    private func compare(_ index: Int, _ limit: NumericLimit) -> Int {
        // Integer bounds are `.integerLimit`s, so the bound here has a fraction or is beyond Int64.
        if let value = view.double(index), value != limit.double, value.isFinite, limit.double.isFinite {
            // Rounding to Double is monotonic: distinct doubles order the exact values the same way.
            return value < limit.double ? -1 : 1
        }
        let number = view.number(index)
        return number < limit.value ? -1 : (number == limit.value ? 0 : 1)
    }

    /// Whether the value at `index` equals one of `constants`; strings are found by hash.
    private func matches(_ index: Int, _ constants: Constants) -> Bool {
        if view.kind(index) == .string && !view.tape[index].hasEscapes {
            if constants.strings.slot(for: view.rawBytes(index)) != nil { return true }
            if !constants.hasNonStrings { return false }
        }
        for value in constants.values where equals(index, value) { return true }
        return false
    }

    /// Whether the value at `index` equals `value` (JSON Schema equality: numbers by value, objects unordered).
    func equals(_ index: Int, _ value: JSONValue) -> Bool {
        switch (view.kind(index), value) {
        case (.null, .null), (.true, .bool(true)), (.false, .bool(false)):
            return true
        case (.number, .number(let number)):
            if let integer = view.integerLiteral(index), let other = number.int64Value { return integer == other }
            return view.number(index) == number
        case (.string, .string(let text)):
            var text = text
            return text.withUTF8 { view.stringEquals(index, $0) }
        case (.array, .array(let elements)):
            guard view.count(index) == elements.count else { return false }
            var element = index + 1
            for other in elements {
                if !equals(element, other) { return false }
                element = view.next(element)
            }
            return true
        case (.object, .object(let object)):
            guard view.memberCount(index) == object.count else { return false }
            for member in object {
                guard let child = view.member(of: index, named: member.key), equals(child, member.value) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Whether the values at two indices are equal.
    func equals(_ a: Int, _ b: Int) -> Bool {
        let kind = view.kind(a)
        guard kind == view.kind(b) else { return false }
        switch kind {
        case .null, .true, .false: return true
        case .number:
            if let x = view.integerLiteral(a), let y = view.integerLiteral(b) { return x == y }
            return view.number(a) == view.number(b)
        case .string:
            if !view.tape[a].hasEscapes && !view.tape[b].hasEscapes { return view.rawBytes(a).elementsEqual(view.rawBytes(b)) }
            return view.string(a).utf8.elementsEqual(view.string(b).utf8)
        case .array:
            guard view.count(a) == view.count(b) else { return false }
            var x = a + 1
            var y = b + 1
            for _ in 0..<view.count(a) {
                if !equals(x, y) { return false }
                x = view.next(x)
                y = view.next(y)
            }
            return true
        case .object:
            guard view.memberCount(a) == view.memberCount(b) else { return false }
            var same = true
            view.forEachMember(of: a) { key, value in
                guard same else { return }
                var name = view.string(key)
                guard let other = name.withUTF8({ view.member(of: b, utf8Name: $0) }), equals(value, other) else {
                    same = false
                    return
                }
            }
            return same
        }
    }

    /// A hash consistent with `equals(_:_:)`.
    private func hash(_ index: Int, into hasher: inout Hasher) {
        let kind = view.kind(index)
        switch kind {
        case .null, .true, .false: hasher.combine(kind.rawValue)
        case .number: hasher.combine(view.number(index))
        case .string: hasher.combine(5); for byte in view.string(index).utf8 { hasher.combine(byte) }
        case .array:
            hasher.combine(6)
            view.forEachElement(of: index) { element, _ in hash(element, into: &hasher) }
        case .object:
            var sum = 0
            view.forEachMember(of: index) { key, value in
                var member = Hasher()
                for byte in view.string(key).utf8 { member.combine(byte) }
                hash(value, into: &member)
                sum = sum &+ member.finalize()
            }
            hasher.combine(7)
            hasher.combine(sum)
        }
    }

    /// The positions of the first two equal elements of the array at `index`, if any.
    ///
    /// Small arrays are compared pairwise; larger ones by sorted hashes, so the check stays
    /// O(n log n) without building a dictionary per array.
    private func firstDuplicate(in index: Int) -> (Int, Int)? {
        let count = view.count(index)
        var elements: [Int] = []
        elements.reserveCapacity(count)
        view.forEachElement(of: index) { element, _ in elements.append(element) }
        if count <= 16 {
            for later in 1..<count {
                for earlier in 0..<later where equals(elements[earlier], elements[later]) { return (earlier, later) }
            }
            return nil
        }
        var hashed: [(hash: Int, position: Int)] = []
        hashed.reserveCapacity(count)
        for (position, element) in elements.enumerated() {
            var hasher = Hasher()
            hash(element, into: &hasher)
            hashed.append((hasher.finalize(), position))
        }
        hashed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.position < $1.position }
        var best: (Int, Int)?
        var start = 0
        while start < hashed.count {
            var end = start + 1
            while end < hashed.count && hashed[end].hash == hashed[start].hash { end += 1 }
            for later in start + 1 ..< max(end, start + 1) {
                for earlier in start..<later where equals(elements[hashed[earlier].position], elements[hashed[later].position]) {
                    let pair = (hashed[earlier].position, hashed[later].position)
                    if best == nil || pair.1 < best!.1 || (pair.1 == best!.1 && pair.0 < best!.0) { best = pair }
                }
            }
            start = end
        }
        return best
    }
}
