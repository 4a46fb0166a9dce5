import ContractJSON

/// The applicator vocabulary applied in place: `$ref`, `$dynamicRef`/`$recursiveRef`, `allOf`,
/// `anyOf`, `oneOf`, `not`, `if`/`then`/`else`. Their wording is in `EvaluationMessages.swift`.
extension Evaluator {
    // Over 100 lines on purpose: one switch over the in-place applicators, one case each, on the
    // validator's hot path (recursion into subschemas starts here; a function per case would add a
    // call per keyword per value).
    mutating func evaluateApplicator(_ keyword: Keyword, of node: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        switch keyword {
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
            return evaluateInPlace(target, index, [reference.keyword], &annotations)

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
                    if annotations == nil && !collectsOutputAnnotations { break }
                } else if collectsErrors {
                    keepBranchErrors(errors[before...], in: &branchErrors)
                    errors.removeSubrange(before...)
                }
            }
            if !valid {
                record(node, ["anyOf"], expected: nil, found: describe(index),
                       message: Wording.noBranch(of: "anyOf", count: nodes.count, found: describe(index)))
                appendBranchErrors(branchErrors)
            }
            return valid

        case .oneOf(let unretained):
            let nodes = unretained.box.ids
            if !collectsErrors && annotations == nil {
                // Fast pass: count matches, stop at the second; nothing to remember.
                var matched = 0
                for id in nodes where shortcut(id, index) ?? evaluate(id, index, &annotations) {
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
                    keepBranchErrors(errors[before...], in: &branchErrors)
                }
                if collectsErrors { errors.removeSubrange(before...) }
            }
            if matches.count == 1 {
                if let combined { annotations!.merge(combined) }
                return true
            }
            if matches.isEmpty {
                record(node, ["oneOf"], expected: nil, found: describe(index),
                       message: Wording.noBranch(of: "oneOf", count: nodes.count, found: describe(index)))
                appendBranchErrors(branchErrors)
            } else {
                record(node, ["oneOf"], expected: nil, found: describe(index),
                       message: Wording.manyBranches(count: nodes.count, found: describe(index), matches: matches))
            }
            return false

        case .not(let id):
            var none: Annotations? = nil
            if probe(id, index, &none) {
                record(node, ["not"], expected: nil, found: describe(index),
                       message: Wording.matchesNot(found: describe(index)))
                return false
            }
            return true

        case .conditional(let unretained):
            let box = unretained.box
            let (condition, then, otherwise) = box.value
            let holds = collectsOutputAnnotations
                ? evaluateKeepingAnnotations(condition, index, "if", &annotations) : probe(condition, index, &annotations)
            if holds {
                guard let then else { return true }
                return evaluateInPlace(then, index, ["then"], &annotations)
            } else {
                guard let otherwise else { return true }
                return evaluateInPlace(otherwise, index, ["else"], &annotations)
            }

        case .type, .constant, .enumeration, .limit, .integerLimit, .multipleOf, .minLength, .maxLength, .pattern, .format, .content,
             .fault, .object, .array:
            return true
        }
    }
}
