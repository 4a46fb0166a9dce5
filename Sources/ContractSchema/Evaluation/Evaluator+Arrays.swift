import ContractJSON

/// The array keywords, evaluated in one pass over the elements: prefixItems/items/additionalItems,
/// contains with min/maxContains, min/maxItems, uniqueItems.
extension Evaluator {
    // MARK: Arrays

    mutating func evaluateArray(_ rules: ArrayRules, of node: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        var valid = true
        let count = view.count(index)
        if let minimum = rules.minItems, count < minimum {
            record(node, "minItems", expected: Wording.atLeast(minimum, "item", "items"), found: "\(count)")
            valid = false
            if !collectsErrors { return false }
        }
        if let maximum = rules.maxItems, count > maximum {
            record(node, "maxItems", expected: Wording.atMost(maximum, "item", "items"), found: "\(count)")
            valid = false
            if !collectsErrors { return false }
        }
        if !rules.prefix.isEmpty || rules.rest != nil || rules.contains != nil {
            var matches = 0
            var element = index + 1
            for position in 0..<count {
                defer { element = view.next(element) }
                if isCutShort { return false }
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
                    if rules.maxContains == nil && matches >= rules.minContains && annotations == nil && !collectsOutputAnnotations {
                        continue
                    }
                    var none: Annotations? = nil
                    let matched: Bool
                    if collectsOutputAnnotations {
                        instancePath.append(String(position))
                        matched = evaluateKeepingAnnotations(contains, element, "contains", &none)
                        instancePath.removeLast()
                    } else {
                        matched = probe(contains, element, &none)
                    }
                    if matched {
                        matches += 1
                        if annotations != nil { annotations!.items.insert(element) }
                    }
                }
            }
            if rules.contains != nil {
                if matches < rules.minContains {
                    let keyword = rules.minContains == 1 ? "contains" : "minContains"
                    record(node, [keyword], expected: nil, found: nil,
                           message: Wording.containsTooFew(rules.minContains, found: matches))
                    valid = false
                    if !collectsErrors { return false }
                }
                if let maximum = rules.maxContains, matches > maximum {
                    record(node, ["maxContains"], expected: nil, found: nil,
                           message: Wording.containsTooMany(maximum, found: matches))
                    valid = false
                    if !collectsErrors { return false }
                }
            }
        }
        if rules.uniqueItems, count > 1, let (first, second) = firstDuplicate(in: index) {
            record(node, ["uniqueItems"], expected: nil, found: nil, message: Wording.duplicateItems(first, second))
            valid = false
        }
        return valid
    }
}
