/// Thrown by the lookaround and backtracking matchers when the step budget is used up.
struct RegexBudgetExceeded: Error {}

/// Steps the matchers that are not linear-time (the backtracker for backreferences, the Pike VM for
/// lookarounds) may take, drawn from by every match that shares the budget.
///
/// The validator gives each document one budget: a fixed allowance for the whole document plus
/// ``perByte`` steps for each byte of each string a budgeted pattern is matched against, so ordinary linear
/// work never runs out while a document of many small values cannot multiply a per-value allowance (1,000
/// strings of 31 bytes against `^(a|a)*\1$` get 4,000,000 + 1,000 × 31 × 64 ≈ 6 million steps in total, not
/// 1,000 × 1 million). Once spent, the budget stays spent: every later budgeted match answers nil
/// ("undecided") at once, and the validator rejects the document naming the pattern.
///
/// A match outside validation (``ECMAScriptRegex/matches(_:)``) gets a budget of its own, ``perMatch``.
struct RegexStepBudget: Sendable {
    /// The fixed allowance of one document: about 0.1 to 0.3 s of backtracking in a release build.
    static let perDocument = 4_000_000
    /// The fixed allowance of one stand-alone match.
    static let perMatch = 1_000_000
    /// Steps granted per byte of each input a budgeted matcher runs on.
    static let perByte = 64

    /// Steps left (before the next input's per-byte grant).
    private(set) var remaining: Int
    /// Whether a match ran out of steps; sticky.
    private(set) var isSpent = false

    init(steps: Int) {
        remaining = steps
    }

    /// Grants the per-byte allowance for an input of `byteCount` bytes and returns the steps the match may
    /// take; nil when the budget is already spent.
    mutating func allowance(forInputLength byteCount: Int) -> Int? {
        if isSpent { return nil }
        let (grant, overflow) = byteCount.multipliedReportingOverflow(by: RegexStepBudget.perByte)
        remaining = overflow ? Int.max : remaining.addingReportingOverflow(grant).partialValue
        if remaining < 0 { remaining = Int.max }
        return remaining
    }

    /// Records that a match took `steps` of its allowance.
    mutating func charge(_ steps: Int) {
        remaining -= steps
    }

    /// Records that a match ran out of steps.
    mutating func spend() {
        remaining = 0
        isSpent = true
    }
}
