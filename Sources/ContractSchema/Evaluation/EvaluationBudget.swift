/// How many subschemas the validator may evaluate for one document: what bounds the time a hostile
/// schema can take on a small document.
///
/// Applicators that stay at one instance location (`allOf`, `anyOf`, `oneOf`, `$ref`, `not`, `if`)
/// can reach one definition along many paths: a schema whose `$defs` entry `d0` is `allOf: [d1, d1]`,
/// `d1` is `allOf: [d2, d2]` and so on for 40 levels evaluates 2⁴⁰ subschemas for the document `1`,
/// while its file is 3 KB. Each key matched against each `patternProperties` pattern counts too.
///
/// The budget is a fixed allowance plus an allowance per value of the document (an entry of its tape),
/// far above what real schemas use (a few evaluations per value), so only such fan-out spends it. Once spent, every further evaluation fails at once and the validator rejects the
/// document with a message that names the budget and the schema location where it ran out.
struct EvaluationBudget: Sendable {
    /// The fixed allowance of one document: about 0.1 s of evaluation in a release build (a little more in the error pass).
    static let perDocument = 2_000_000
    /// The allowance per value (tape entry) of the document.
    static let perValue = 100
    /// The part of the budget spent before the evaluator starts remembering verdicts (see `VerdictMemo`): a fixed
    /// part and a part per value, far above what real documents use, so that they never pay for remembering.
    static let beforeRememberingPerDocument = 100_000
    static let beforeRememberingPerValue = 10

    /// Evaluations left before the reserve is needed.
    private(set) var remaining: Int
    /// The rest of the budget, handed out once by ``takeReserve()``.
    private(set) var reserve: Int
    /// Whether an evaluation was refused; sticky.
    private(set) var isSpent = false

    /// The budget of a document whose tape has `values` entries.
    init(values: Int) {
        let perValue = values > (Int.max - EvaluationBudget.perDocument) / EvaluationBudget.perValue
            ? Int.max - EvaluationBudget.perDocument : values * EvaluationBudget.perValue
        let total = EvaluationBudget.perDocument + perValue
        let first = EvaluationBudget.beforeRememberingPerDocument
            + min(values, (Int.max - EvaluationBudget.beforeRememberingPerDocument) / EvaluationBudget.beforeRememberingPerValue)
            * EvaluationBudget.beforeRememberingPerValue
        remaining = min(first, total)
        reserve = total - remaining
    }

    /// Takes one evaluation; false when none is left before the reserve (and from then on, unless the
    /// reserve is taken).
    @inline(__always)
    mutating func take() -> Bool {
        if remaining <= 0 {
            isSpent = true
            return false
        }
        remaining -= 1
        return true
    }

    /// Makes the reserve the evaluations left, once; false when there is none (the budget is spent).
    mutating func takeReserve() -> Bool {
        guard reserve > 0 else { return false }
        remaining = reserve
        reserve = 0
        isSpent = false
        return true
    }
}
