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
/// No budget ever grants more than ``ceiling`` steps, and the backtracker holds at most ``maximumFrames`` frames,
/// which bounds time and memory whatever the document. A match outside validation (``ECMAScriptRegex/matches(_:)``)
/// gets a budget of its own, ``perMatch``.
struct RegexStepBudget: Sendable {
    /// The fixed allowance of one document: about 0.1 to 0.3 s of backtracking in a release build.
    static let perDocument = 4_000_000
    /// The fixed allowance of one stand-alone match.
    static let perMatch = 1_000_000
    /// Steps granted per byte of each input a budgeted matcher runs on.
    static let perByte = 64
    /// The most steps a budget may ever grant in total, fixed allowance and per-byte grants together (about 0.5 s
    /// of backtracking): a single long string gets no more, so a 1 MB value cannot buy 64 million steps.
    static let ceiling = 32_000_000
    /// The most backtracking frames the backtracker may hold at once (about 50 MB); more counts as spending the
    /// budget, so memory stays bounded whatever the pattern.
    static let maximumFrames = 2_000_000

    /// Steps left (before the next input's per-byte grant).
    private(set) var remaining: Int
    /// Whether a match ran out of steps; sticky.
    private(set) var isSpent = false
    /// Steps granted so far, fixed allowance included; never above ``ceiling``.
    private var granted: Int

    init(steps: Int) {
        remaining = min(steps, RegexStepBudget.ceiling)
        granted = remaining
    }

    /// Grants the per-byte allowance for an input of `byteCount` bytes (within the ceiling) and returns the steps
    /// the match may take; nil when the budget is already spent.
    mutating func allowance(forInputLength byteCount: Int) -> Int? {
        if isSpent { return nil }
        let room = RegexStepBudget.ceiling - granted
        let grant = byteCount > room / RegexStepBudget.perByte ? room : byteCount * RegexStepBudget.perByte
        granted += grant
        remaining += grant
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
