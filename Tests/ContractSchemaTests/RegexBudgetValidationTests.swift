import ContractJSON
import Testing

@testable import ContractSchema

/// One backtracking budget per document (issue 11, defect 5): many small values against a backreference
/// pattern must not multiply a per-value allowance, and an undecided pattern rejects the document with an
/// error naming it. No timings: the work is bounded by the budget, observed through `RegexStepBudget`.
@Suite("Regex budget per document")
struct RegexBudgetValidationTests {
    static let hostilePattern = #"^(a|a)*\1$"#
    static let hostileValue = String(repeating: "a", count: 30) + "!"

    private func validate(_ schema: String, _ instance: String) throws -> ValidationResult {
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema))
        let document = try JSONDocument(parsing: instance)
        let result = validator.validate(document)
        #expect(validator.isValid(document) == result.isValid, "the fast pass and the error pass agree")
        return result
    }

    private func array(of value: String, count: Int) -> String {
        "[" + Array(repeating: "\"\(value)\"", count: count).joined(separator: ",") + "]"
    }

    private func expectBudgetSpent(_ result: ValidationResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!result.isValid, sourceLocation: sourceLocation)
        let named = result.errors.filter { $0.message.contains("/\(Self.hostilePattern)/") && $0.message.contains("budget") && $0.message.contains("is spent") }
        #expect(!named.isEmpty, "an error names the pattern and says the budget is spent: \(result.errors.prefix(2).map(\.message))",
                sourceLocation: sourceLocation)
    }

    @Test("items: 300 and 1,000 copies of a hostile string are rejected, naming the pattern", arguments: [300, 1_000])
    func manyItems(count: Int) throws {
        let schema = #"{"type": "array", "items": {"type": "string", "pattern": "^(a|a)*\\1$"}}"#
        let result = try validate(schema, array(of: Self.hostileValue, count: count))
        expectBudgetSpent(result)
        #expect(result.errors.first?.instanceLocation.description == "/0")
    }

    @Test("patternProperties: 1,000 hostile keys are rejected, naming the pattern (an undecided key is not a match)")
    func manyKeys() throws {
        let schema = #"{"type": "object", "patternProperties": {"^(a|a)*\\1$": true}, "additionalProperties": true}"#
        let members = (0..<1_000).map { "\"\(String(repeating: "a", count: 30))\($0)!\": 1" }
        let result = try validate(schema, "{" + members.joined(separator: ",") + "}")
        expectBudgetSpent(result)
        #expect(result.errors.first?.keywordLocation.description.hasPrefix("/patternProperties/") == true)
    }

    @Test("an undecided pattern under not is still a rejection, reported once at the root")
    func undecidedUnderNot() throws {
        let result = try validate(#"{"not": {"pattern": "^(a|a)*\\1$"}}"#, "\"\(Self.hostileValue)\"")
        expectBudgetSpent(result)
        #expect(result.errors.count == 1)
    }

    @Test("benign backreference patterns on 1,000 values stay within the budget")
    func benignValues() throws {
        let schema = #"{"type": "array", "items": {"pattern": "^(\\w+)-\\1$"}}"#
        #expect(try validate(schema, array(of: "abcdefgh-abcdefgh", count: 1_000)).isValid)
        let result = try validate(schema, array(of: "abcdefgh-abcdefgx", count: 1_000))
        #expect(!result.isValid && result.errors.count == 1_000)
        #expect(!result.errors.contains { $0.message.contains("budget") })
    }

    @Test("a shared budget, once spent, stays spent: later matches answer nil without taking steps")
    func sharedBudgetIsSticky() throws {
        let regex = try ECMAScriptRegex(Self.hostilePattern)
        var budget = RegexStepBudget(steps: RegexStepBudget.perDocument)
        var decided = 0
        var undecided = 0
        for _ in 0..<1_000 {
            switch RegexUTF8.withBytes(of: Self.hostileValue, { regex.matcher.matches($0, budget: &budget) }) {
            case nil: undecided += 1
            case _?: decided += 1
            }
        }
        #expect(decided == 0 && undecided == 1_000)
        #expect(budget.isSpent && budget.remaining == 0)
        // A stand-alone match still has a budget of its own.
        #expect(regex.matches("aa") == true)
    }

    @Test("no budget grants more than its ceiling, however long the inputs")
    func ceiling() {
        var budget = RegexStepBudget(steps: RegexStepBudget.perDocument)
        #expect(budget.allowance(forInputLength: 1_000) == RegexStepBudget.perDocument + 1_000 * RegexStepBudget.perByte)
        #expect(budget.allowance(forInputLength: 100_000_000) == RegexStepBudget.ceiling)
        budget.charge(1_000)
        #expect(budget.allowance(forInputLength: 100_000_000) == RegexStepBudget.ceiling - 1_000)
        #expect(budget.allowance(forInputLength: Int.max) == RegexStepBudget.ceiling - 1_000)
        #expect(RegexStepBudget(steps: .max).remaining == RegexStepBudget.ceiling)
    }
}
