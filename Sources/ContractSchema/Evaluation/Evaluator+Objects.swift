import ContractJSON

/// The object keywords, evaluated in one pass over the members: properties, patternProperties,
/// additionalProperties, propertyNames, required, dependencies, min/maxProperties.
extension Evaluator {
    // MARK: Objects

    // Over 100 lines on purpose: every object keyword is checked in a single pass over the members
    // (each member is matched against properties, patternProperties and additionalProperties once),
    // which splitting by keyword would turn into one pass per keyword.
    mutating func evaluateObject(_ rules: ObjectRules, of node: NodeID, _ index: Int, _ annotations: inout Annotations?) -> Bool {
        var valid = true
        // Read once per object: each read of a stored array through the (unretained) rules retains it.
        let slots = rules.slots
        let table = rules.table
        let patternRules = rules.patternRules
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
                    if isCutShort { return false }
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
                    if !patternRules.isEmpty {
                        for (pattern, patternNode) in zip(patternRules, rules.patternNodes) {
                            // Each key against each pattern is one evaluation: thousands of patterns
                            // times a million keys must not run unbounded.
                            guard evaluationBudget.take() || startRemembering() else {
                                evaluationBudgetRanOut(at: node)
                                return false
                            }
                            let found = pattern.matcher.matches(view, at: key, budget: &regexBudget)
                            if found == false { continue }
                            if found == nil {
                                if collectsErrors { instancePath.append(view.string(key)) }
                                budgetSpent(by: pattern.value, at: node, ["patternProperties", pattern.value.pattern], key)
                                if collectsErrors { instancePath.removeLast() }
                                valid = false
                                if !collectsErrors { return false }
                                continue
                            }
                            matched = true
                            if collectsErrors { instancePath.append(view.string(key)) }
                            let ok = evaluateMember(patternNode, value, ["patternProperties", pattern.value.pattern])
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
                                   message: Wording.additionalProperty(view.string(key)))
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
                        // Read only in error mode: in the fast pass it copied the (empty) errors array out of the
                        // log's optional per member name (ui5-manifest: about 1M instructions).
                        let before = collectsErrors ? errors.count : 0
                        let ok = evaluate(names, key, &none)
                        if collectsErrors { keywordPath.removeSubrange(saved...) }
                        if !ok {
                            if collectsErrors {
                                errors.removeSubrange(before...)
                                record(node, ["propertyNames"], expected: nil, found: nil,
                                       message: Wording.propertyName(view.string(key)))
                            }
                            valid = false
                            if !collectsErrors { return false }
                        }
                    }
                }
            }
            for slot in rules.requiredSlots where !present[slot] {
                record(node, ["required"], expected: nil, found: nil, message: Wording.missing(slots[slot].name))
                valid = false
                if !collectsErrors { return false }
            }
            for slot in rules.dependentSlots where present[slot] {
                let owner = slots[slot]
                for dependency in owner.dependentRequired where !present[dependency] {
                    record(node, [rules.dependentRequiredKeyword, owner.name], expected: nil, found: nil,
                           message: Wording.missing(slots[dependency].name, requiredBy: owner.name))
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
                    record(node, "minProperties", expected: Wording.atLeast(minimum, "property", "properties"), found: "\(count)")
                    valid = false
                    if !collectsErrors { return false }
                }
                if let maximum = rules.maxProperties, count > maximum {
                    record(node, "maxProperties", expected: Wording.atMost(maximum, "property", "properties"), found: "\(count)")
                    valid = false
                }
            }
            return valid
        }
    }
}
