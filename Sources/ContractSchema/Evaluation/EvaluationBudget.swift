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

    /// Evaluations left.
    private(set) var remaining: Int
    /// Whether an evaluation was refused; sticky.
    private(set) var isSpent = false

    /// The budget of a document whose tape has `values` entries.
    init(values: Int) {
        let perValue = values > (Int.max - EvaluationBudget.perDocument) / EvaluationBudget.perValue
            ? Int.max - EvaluationBudget.perDocument : values * EvaluationBudget.perValue
        remaining = EvaluationBudget.perDocument + perValue
    }

    /// Takes one evaluation; false when none is left (and from then on).
    @inline(__always)
    mutating func take() -> Bool {
        if remaining <= 0 {
            isSpent = true
            return false
        }
        remaining -= 1
        return true
    }
}
