/// The verdicts of (subschema, value) pairs an evaluation has already reached, so that a subschema that in-place
/// applicators reach along many paths is evaluated once per value: `$defs` d0…d40, each `allOf` (or `anyOf`) of two
/// `$ref`s to the next, reach the last one 2⁴⁰ ways at the same value, and spent the document's whole budget at 21
/// levels, rejecting a valid `5`. Remembered, each level is evaluated once and the cost is linear.
///
/// Made only once the first part of the evaluation budget is spent (see ``EvaluationBudget``), which real documents
/// never reach: they pay one nil check per evaluation, not a table lookup.
///
/// A verdict stands for the pair alone only where nothing else decides it, so it is neither kept nor used:
/// - when the caller wants the annotations (an enclosing `unevaluatedProperties`/`unevaluatedItems` needs to
///   know what was evaluated, which the verdict does not say), or the output collects annotations;
/// - with dynamic references (`$dynamicRef`, `$recursiveRef`), whose target depends on the path taken;
/// - once a budget is spent or the maximum depth reached, since those verdicts are failures of the path,
///   not of the pair.
/// The error pass uses only remembered valid verdicts (which record nothing); a pair found invalid is evaluated
/// again at each path, so that its errors are recorded with that path's keyword location.
final class VerdictMemo {
    /// Verdicts by `node << 32 | value index`.
    var verdicts: [Int: Bool] = [:]
    /// The most verdicts kept (about 40 MB): beyond it the evaluation goes on without remembering more.
    static let capacity = 1 << 21
}

extension Evaluator {
    /// Called when the first part of the evaluation budget is spent: takes the reserve and starts remembering
    /// verdicts; false when there is no reserve (the budget is spent).
    @inline(never)
    mutating func startRemembering() -> Bool {
        guard evaluationBudget.takeReserve() else { return false }
        if memo == nil { memo = VerdictMemo() }
        return evaluationBudget.take()
    }

    /// ``evaluate(_:_:_:)`` for a caller that wants no annotations, once verdicts are remembered: the verdict on
    /// `id` (past its fast-pass shortcuts) at `index`, looked up or reached and kept.
    @inline(never)
    mutating func evaluateRemembering(_ id: NodeID, _ index: Int) -> Bool {
        var none: Annotations? = nil
        guard let memo, !usesDynamicScope, log?.annotations == nil, index < 1 << 32, id < 1 << 31 else {
            return evaluateGeneral(id, nodes[id], index, &none)
        }
        let key = id << 32 | index
        if let verdict = memo.verdicts[key], verdict || !collectsErrors { return verdict }
        let valid = !collectsErrors && nodes[id].constant == nil && !nodes[id].collectsAnnotations
            ? evaluatePlain(id, index) : evaluateGeneral(id, nodes[id], index, &none)
        if evaluationBudgetSpentAt == nil && budgetSpentBy == nil && !reachedMaximumDepth && !isCutShort
            && memo.verdicts.count < VerdictMemo.capacity
        {
            memo.verdicts[key] = valid
        }
        return valid
    }
}
