import ContractJSON

/// The validation vocabulary: keywords that check the value itself (type, const, enum, numeric
/// bounds, string length, pattern, format, content). Their wording is in `EvaluationMessages.swift`.
extension Evaluator {
    // Over 100 lines on purpose: one switch over the assertion keywords, one short case each, on the
    // validator's hot path (a case per function would add a call per keyword per value). The wording
    // of the errors is in EvaluationMessages.swift.
    mutating func evaluateAssertion(_ keyword: Keyword, of node: NodeID, _ index: Int) -> Bool {
        switch keyword {
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
            if !ok { record(node, limit.kind.rawValue, expected: Wording.number(limit.kind.relation, limit.value.literal), found: describe(index)) }
            return ok

        case .integerLimit(let kind, let bound):
            guard view.kind(index) == .number else { return true }
            let ok = kind.admits(view.compare(index, toInteger: bound))
            if !ok { record(node, kind.rawValue, expected: Wording.number(kind.relation, String(bound)), found: describe(index)) }
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
            if !ok { record(node, "multipleOf", expected: Wording.multiple(of: divisor.literal), found: describe(index)) }
            return ok

        case .minLength(let minimum):
            guard view.kind(index) == .string else { return true }
            let count = view.codePointCount(index)
            if count >= minimum { return true }
            record(node, "minLength", expected: Wording.atLeast(minimum, "character", "characters"), found: Wording.length(count, of: describe(index)))
            return false

        case .maxLength(let maximum):
            guard view.kind(index) == .string else { return true }
            if !view.tape[index].hasEscapes && Int(view.tape[index].length) <= maximum { return true }
            let count = view.codePointCount(index)
            if count <= maximum { return true }
            record(node, "maxLength", expected: Wording.atMost(maximum, "character", "characters"), found: Wording.length(count, of: describe(index)))
            return false

        case .pattern(let unretained):
            let box = unretained.box
            guard view.kind(index) == .string else { return true }
            switch box.matcher.matches(view, at: index, budget: &regexBudget) {
            case true?: return true
            case false?:
                record(node, "pattern", expected: Wording.matching(box.value.pattern), found: describe(index))
            case nil:
                budgetSpent(by: box.value, at: node, ["pattern"], index)
            }
            return false

        case .format(let format, let draft):
            guard view.kind(index) == .string else { return true }
            if format.accepts(view.string(index), draft: draft) { return true }
            record(node, "format", expected: Wording.valid(format.rawValue), found: describe(index))
            return false

        case .content(let unretained):
            let box = unretained.box
            guard view.kind(index) == .string else { return true }
            let (encoding, mediaType) = box.value
            var bytes = Array(view.string(index).utf8)
            if encoding?.lowercased() == "base64" {
                guard let decoded = Base64.decode(bytes) else {
                    record(node, "contentEncoding", expected: Wording.base64, found: describe(index))
                    return false
                }
                bytes = decoded
            }
            if mediaType?.lowercased() == "application/json", (try? JSONDocument(parsing: bytes)) == nil {
                record(node, "contentMediaType", expected: Wording.jsonDocument, found: describe(index))
                return false
            }
            return true

        case .object, .array, .reference, .dynamicReference, .allOf, .anyOf, .oneOf, .not, .conditional, .fault:
            return true
        }
    }
}
