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
    /// The annotations of the nodes evaluated valid so far; nil when not collected.
    var annotations: [ValidationAnnotation]?
    var instancePath: [String] = []
    var keywordPath: [String] = []
    /// The most errors recorded (``ValidationOptions/maximumErrorCount``), and whether one more was found.
    var maximumErrors = Int.max
    var truncated = false
    /// Whether evaluation stops once `truncated` is set: only where the document is already known to be
    /// invalid (the fast pass said so), since a branch cut short could otherwise turn a verdict.
    var stopsWhenTruncated = false
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
    let nodes: UnsafeBufferPointer<CompiledNode>
    let keywords: UnsafeBufferPointer<Keyword>
    let view: JSONView
    let collectsErrors: Bool
    let maximumDepth: Int
    let usesDynamicScope: Bool
    /// Error state, present only in error mode; a reference so that recording does not mutate the evaluator.
    let log: ErrorLog?
    var dynamicScope: [Int] = []
    var depth = 0
    /// Steps left for backreference and lookaround patterns, shared by the whole document (see RegexStepBudget).
    var regexBudget = RegexStepBudget(steps: RegexStepBudget.perDocument)
    /// The first pattern that could not be decided because the budget was spent: the document is then invalid.
    var budgetSpentBy: String?
    /// Subschema evaluations left for the whole document (see EvaluationBudget).
    var evaluationBudget: EvaluationBudget
    /// The node whose evaluation found the evaluation budget spent: the document is then invalid.
    var evaluationBudgetSpentAt: NodeID?
    /// Verdicts already reached, made once the first part of the evaluation budget is spent (see VerdictMemo).
    var memo: VerdictMemo?
    /// Whether an evaluation stopped at `maximumDepth`; from then on verdicts are not remembered.
    var reachedMaximumDepth = false
    /// The first reference fault reached (its index in ``CompiledSchema/faults``): the document is then refused undecided.
    var faultReached: Int?

    /// Creates an evaluator; `nodes` and `keywords` must be the schema's own arrays, pinned for the evaluation.
    init(schema: CompiledSchemaStorage, nodes: UnsafeBufferPointer<CompiledNode>, keywords: UnsafeBufferPointer<Keyword>,
         view: JSONView, collectsErrors: Bool, maximumDepth: Int, collectsAnnotations: Bool = false) {
        self.schema = schema
        self.nodes = nodes
        self.keywords = keywords
        self.view = view
        self.evaluationBudget = EvaluationBudget(values: view.tape.count)
        self.collectsErrors = collectsErrors
        self.maximumDepth = maximumDepth
        self.usesDynamicScope = schema.value.usesDynamicScope
        self.log = collectsErrors ? ErrorLog() : nil
        if collectsAnnotations { log?.annotations = [] }
    }

    /// The annotations collected (error mode with annotations only).
    var annotations: [ValidationAnnotation] { log?.annotations ?? [] }

    // The log's arrays, mutated in place (`_modify`): with only get and set, every `errors.append` copied the
    // whole array, which made a document with n errors cost n² (20,000 errors took 22 s).

    /// The errors recorded so far (error mode only).
    var errors: [ValidationError] {
        get { log?.errors ?? [] }
        nonmutating _modify {
            var empty: [ValidationError] = []
            if let log { yield &log.errors } else { yield &empty }
        }
    }
    var instancePath: [String] {
        get { log?.instancePath ?? [] }
        nonmutating _modify {
            var empty: [String] = []
            if let log { yield &log.instancePath } else { yield &empty }
        }
    }
    var keywordPath: [String] {
        get { log?.keywordPath ?? [] }
        nonmutating _modify {
            var empty: [String] = []
            if let log { yield &log.keywordPath } else { yield &empty }
        }
    }

    // MARK: Nodes

    /// Evaluates `id` against the value at `index`. `annotations` is non-nil when the caller needs to
    /// know what was evaluated; it is only extended when the node is valid.
    /// Whether the error pass has recorded all the errors it may, on a document known to be invalid: there
    /// is nothing left to find, so loops over large values stop.
    var isCutShort: Bool {
        guard let log else { return false }
        return log.truncated && log.stopsWhenTruncated
    }

    /// Whether annotations are being collected for output (``SchemaValidator/validateCollectingAnnotations(_:)``):
    /// then every subschema that applies is evaluated, also where the verdict is already known (a second
    /// valid `anyOf` branch, `contains` after enough matches), and `if` and `contains` keep the annotations
    /// of the subschemas that held.
    var collectsOutputAnnotations: Bool { log?.annotations != nil }

    /// Evaluates a subschema whose failure is no error of its own (`if`, `contains`) while annotations are
    /// collected for output: in place, so that its annotations are kept when it holds; its errors are dropped.
    mutating func evaluateKeepingAnnotations(_ id: NodeID, _ index: Int, _ keyword: String, _ annotations: inout Annotations?) -> Bool {
        let before = errors.count
        let valid = evaluateInPlace(id, index, [keyword], &annotations)
        errors.removeSubrange(before...)
        return valid
    }

    mutating func evaluate(_ id: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        if isCutShort { return false }
        if !collectsErrors && annotations == nil && !usesDynamicScope {
            // Fast pass shortcuts, reading single fields of the node rather than copying it. `$ref`-only
            // chains are safe to follow without the depth guard: the compiler rejects static reference loops.
            var target = id
            while nodes[target].onlyReference >= 0 { target = nodes[target].onlyReference }
            let onlyType = nodes[target].onlyType
            if onlyType != 0 { return typeMatches(TypeMask(rawValue: onlyType), index) }
            if nodes[target].isLeaf && nodes[target].constant == nil { return evaluateLeaf(target, index) }
            // Past the leaves, which are cheaper to check than to look up: remembered verdicts (see VerdictMemo).
            if memo != nil { return evaluateRemembering(target, index) }
            if nodes[target].constant == nil && !nodes[target].collectsAnnotations { return evaluatePlain(target, index) }
            return evaluateGeneral(target, nodes[target], index, &annotations)
        }
        if memo != nil && annotations == nil { return evaluateRemembering(id, index) }
        return evaluateGeneral(id, nodes[id], index, &annotations)
    }

    /// The fast pass on a node whose keywords check the value alone: no nesting to guard, no scope to track, no
    /// annotations. A function of its own (never inlined) so that evaluate, which only dispatches, keeps a small
    /// frame (ui5-manifest 148.7M -> 145.5M, cmake-presets 324.4M -> 321.4M instructions, callgrind). The `enum`
    /// and `const` boxes are read without a retain.
    @inline(never)
    mutating func evaluateLeaf(_ id: NodeID, _ index: Int) -> Bool {
        var none: Annotations? = nil
        let start = nodes[id].keywordStart
        for position in start ..< start + nodes[id].keywordCount {
            // The commonest checks inline; the rest through the general keyword switch.
            switch keywords[position] {
            case .type(let mask): if !typeMatches(mask, index) { return false }
            case .integerLimit(let kind, let bound):
                if view.kind(index) == .number && !kind.admits(view.compare(index, toInteger: bound)) { return false }
            case .enumeration(let unretained), .constant(let unretained):
                if !unretained.withBox({ matches(index, $0) }) { return false }
            case .minLength(let minimum):
                if view.kind(index) == .string && view.codePointCount(index) < minimum { return false }
            default: if !evaluate(keyword: position, of: id, index, &none) { return false }
            }
        }
        return true
    }

    /// evaluateGeneral for the fast pass on a schema object that collects no annotations, without the bookkeeping
    /// it cannot need there (dynamic scope, annotations, `unevaluated*`, error paths): the same checks in the same
    /// order. Its smaller frame and fewer spills: cmake-presets 354.2M -> 324.4M, ui5-manifest 162.6M -> 148.7M
    /// instructions (callgrind).
    mutating func evaluatePlain(_ id: NodeID, _ index: Int) -> Bool {
        guard evaluationBudget.take() || startRemembering() else {
            evaluationBudgetRanOut(at: id)
            return false
        }
        // Too deep: evaluateGeneral records the error only in error mode, so the fast pass just answers.
        if depth >= maximumDepth {
            reachedMaximumDepth = true
            return false
        }
        depth += 1
        defer { depth -= 1 }
        var none: Annotations? = nil
        let start = nodes[id].keywordStart
        for position in start ..< start + nodes[id].keywordCount {
            if case .type(let mask) = keywords[position] {
                if !typeMatches(mask, index) { return false }
                continue
            }
            if !evaluate(keyword: position, of: id, index, &none) { return false }
        }
        return true
    }

    // Always inlined: called from the mutating evaluate, an out-of-line call copied the whole evaluator (185 bytes,
    // memcpy) per call, about 20 instructions per `type`-only node.
    @inline(__always)
    func typeMatches(_ mask: TypeMask, _ index: Int) -> Bool {
        switch view.kind(index) {
        case .null: mask.contains(.null)
        case .true, .false: mask.contains(.boolean)
        case .string: mask.contains(.string)
        case .array: mask.contains(.array)
        case .object: mask.contains(.object)
        case .number:
            mask.contains(.number) || (mask.contains(.integer) && view.isIntegral(index))
                || (mask.contains(.integerLiteral) && !view.tape[index].hasFractionOrExponent)
        }
    }

    mutating func evaluateGeneral(_ id: NodeID, _ node: CompiledNode, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        if let constant = node.constant {
            if !constant {
                record(id, [], expected: nil, found: describe(index), message: Wording.falseSchema(found: describe(index)))
            } else if annotations != nil {
                // `true` evaluates nothing by itself.
            }
            return constant
        }
        guard evaluationBudget.take() || startRemembering() else {
            evaluationBudgetRanOut(at: id)
            return false
        }
        depth += 1
        defer { depth -= 1 }
        if depth > maximumDepth {
            reachedMaximumDepth = true
            record(id, [], expected: nil, found: nil, message: Wording.tooDeep(maximumDepth))
            return false
        }
        var pushedScope = false
        if usesDynamicScope && dynamicScope.last != node.resource {
            dynamicScope.append(node.resource)
            pushedScope = true
        }
        defer { if pushedScope { dynamicScope.removeLast() } }

        let annotationMark = collectsErrors ? log?.annotations?.count : nil
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
                           message: Wording.unevaluatedProperty(view.string(key)))
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
        if let annotationMark { settleAnnotations(of: id, valid: valid, since: annotationMark, index) }
        return valid
    }

    /// Keeps the annotations a node and its subschemas collected when it is valid (adding its own),
    /// drops them when it is not. The content keywords annotate strings only (2020-12 validation 8.3),
    /// and `contentSchema` only beside `contentMediaType` (8.5).
    func settleAnnotations(of id: NodeID, valid: Bool, since mark: Int, _ index: Int) {
        guard let log else { return }
        guard valid else {
            log.annotations?.removeSubrange(mark...)
            return
        }
        let own = schema.value.annotations(of: id)
        for (keyword, value) in own {
            if keyword.hasPrefix("content"), keyword == "contentMediaType" || keyword == "contentEncoding" || keyword == "contentSchema" {
                if view.kind(index) != .string { continue }
                if keyword == "contentSchema", !own.contains(where: { $0.keyword == "contentMediaType" }) { continue }
            }
            log.annotations?.append(ValidationAnnotation(
                instanceLocation: JSONPointer(tokens: log.instancePath), keywordLocation: JSONPointer(tokens: log.keywordPath + [keyword]),
                absoluteKeywordLocation: schema.value.absoluteLocation(of: id) + "/" + JSONPointer(tokens: [keyword]).uriFragment.dropFirst(),
                value: value))
        }
    }

    /// The fast pass's verdict on `id` when no evaluation is needed for it: a `type`-only schema, or one without
    /// keywords to check (`{}`, annotations only); nil otherwise. Only for the fast pass without annotations.
    @inline(__always)
    func shortcut(_ id: NodeID, _ index: Int) -> Bool? {
        if usesDynamicScope { return nil }
        let onlyType = nodes[id].onlyType
        if onlyType != 0 { return typeMatches(TypeMask(rawValue: onlyType), index) }
        if nodes[id].isLeaf && nodes[id].keywordCount == 0 { return true }
        return nil
    }

    /// Evaluates a subschema in place, under the keyword tokens `path`.
    @inline(__always)
    mutating func evaluateInPlace(_ id: NodeID, _ index: Int, _ path: @autoclosure () -> [String], _ annotations: inout Annotations?) -> Bool {
        if !collectsErrors && annotations == nil {
            // The same shortcut as evaluateMember's, for `$ref`s and the branches of `allOf`/`anyOf`/`oneOf`: with the
            // keyword-less case, cmake-presets 383.9M -> 357.5M instructions (callgrind).
            if let verdict = shortcut(id, index) { return verdict }
            return evaluate(id, index, &annotations)
        }
        let saved = keywordPath.count
        if collectsErrors { keywordPath += path() }
        var child: Annotations? = annotations == nil ? nil : Annotations()
        let valid = evaluate(id, index, &child)
        if collectsErrors { keywordPath.removeSubrange(saved...) }
        if valid, let child { annotations!.merge(child) }
        return valid
    }

    /// Evaluates a subschema without recording errors (for `not`, `if`, `contains` and trial branches).
    mutating func probe(_ id: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
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
        quiet.evaluationBudget = evaluationBudget
        quiet.memo = memo
        quiet.reachedMaximumDepth = reachedMaximumDepth
        var child: Annotations? = annotations == nil ? nil : Annotations()
        let valid = quiet.evaluate(id, index, &child)
        regexBudget = quiet.regexBudget
        budgetSpentBy = budgetSpentBy ?? quiet.budgetSpentBy
        evaluationBudget = quiet.evaluationBudget
        evaluationBudgetSpentAt = evaluationBudgetSpentAt ?? quiet.evaluationBudgetSpentAt
        memo = quiet.memo
        reachedMaximumDepth = quiet.reachedMaximumDepth
        faultReached = faultReached ?? quiet.faultReached
        if valid, let child { annotations!.merge(child) }
        return valid
    }

    // MARK: Keywords

    /// Evaluates one keyword. Assertions on the value itself and applicators (which evaluate
    /// subschemas) are in their own files; object and array keywords are evaluated in one pass each.
    mutating func evaluate(keyword position: Int, of node: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        let keyword = keywords[position]
        switch keyword {
        case .object(let unretained):
            guard view.kind(index) == .object else { return true }
            return unretained.withBox { evaluateObject($0, of: node, index, &annotations) }

        case .array(let unretained):
            guard view.kind(index) == .array else { return true }
            return unretained.withBox { evaluateArray($0, of: node, index, &annotations) }

        case .reference, .dynamicReference, .allOf, .anyOf, .oneOf, .not, .conditional:
            return evaluateApplicator(keyword, of: node, index, &annotations)
        case .fault(let fault):
            if faultReached == nil { faultReached = fault }
            record(node, [], expected: nil, found: nil, message: schema.value.faults[fault].message)
            return false
        case .type, .constant, .enumeration, .limit, .integerLimit, .multipleOf, .minLength, .maxLength, .pattern, .format, .content:
            return evaluateAssertion(keyword, of: node, index)
        }
    }

    /// Evaluates a member or element value (a child of the instance) under keyword tokens `path`.
    @inline(__always)
    mutating func evaluateMember(_ id: NodeID, _ index: Int, _ path: @autoclosure () -> [String]) -> Bool {
        if !collectsErrors {
            // A `type`-only subschema (the commonest property schema) checked here, as evaluate's fast pass would,
            // without the call. Always inlined: with the shortcut the compiler outlined this function, retaining per
            // call (figures in docs/BENCHMARKS.md).
            if let verdict = shortcut(id, index) { return verdict }
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
}
