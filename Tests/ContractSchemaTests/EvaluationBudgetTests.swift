import ContractJSON
import Testing

@testable import ContractSchema

/// One budget of subschema evaluations per document: a 3 KB schema whose definitions fan out at every
/// level (`allOf: [next, next]` forty deep is 2⁴⁰ evaluations) must not hang the checker on the document
/// `1`. No timings: the work is bounded by the budget, and the tests observe its verdict and message.
@Suite("Evaluation budget per document")
struct EvaluationBudgetTests {
    /// `$defs` d0…d(levels-1), each applying the next one twice through `keyword`, the last applying `leaf`.
    static func fanOut(_ keyword: String, levels: Int, leaf: String) -> String {
        var definitions: [String] = []
        for level in 0..<levels {
            let next = level == levels - 1 ? leaf : ##"{"$ref": "#/$defs/d\##(level + 1)"}"##
            definitions.append(#""d\#(level)": {"\#(keyword)": [\#(next), \#(next)]}"#)
        }
        return ##"{"$defs": {\##(definitions.joined(separator: ", "))}, "$ref": "#/$defs/d0"}"##
    }

    private func validate(_ schema: String, _ instance: String) throws -> (ValidationResult, fast: Bool) {
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema))
        let document = try JSONDocument(parsing: instance)
        return (validator.validate(document), validator.isValid(document))
    }

    @Test("allOf or anyOf of two $refs to the next level, 21 and 40 levels deep: 5 is valid, \"x\" is not (issue 43, 6)",
          arguments: ["allOf", "anyOf"], [21, 40])
    func fanOutIsDecidedOncePerLevel(keyword: String, levels: Int) throws {
        // 2^levels paths reach the last level at the same value: within the budget (2,000,100 evaluations)
        // only when each level is evaluated about once.
        let schema = Self.fanOut(keyword, levels: levels, leaf: #"{"type": "integer"}"#)
        let (valid, fast) = try validate(schema, "5")
        #expect(fast)
        #expect(valid.isValid, "\(valid.errors.map(\.message))")
        let (invalid, invalidFast) = try validate(schema, #""x""#)
        #expect(!invalidFast)
        #expect(!invalid.isValid)
        // Where it failed: the integer check at the last level (allOf), or the first level's anyOf.
        let first = invalid.errors.first?.keywordLocation.description ?? ""
        #expect(first.hasSuffix(keyword == "allOf" ? "/type" : "/anyOf"), "\(first)")
        #expect(!invalid.errors.contains { $0.message.hasPrefix(Wording.evaluationBudgetSpent) })
    }

    @Test("a fan-out whose annotations unevaluatedProperties needs is still bounded: rejected, naming the budget and where")
    func exponentialAllOfUnderUnevaluated() throws {
        // Each path's annotations may differ, so no verdict is reused: the budget ends it.
        let fanOut = Self.fanOut("allOf", levels: 40, leaf: #"{"type": "object"}"#)
        let schema = #"{"unevaluatedProperties": false, "#  + fanOut.dropFirst()
        let (result, fast) = try validate(schema, "{}")
        #expect(!fast)
        #expect(!result.isValid)
        let spent = result.errors.filter { $0.message.hasPrefix(Wording.evaluationBudgetSpent) }
        #expect(spent.count == 1, "one error says the budget is spent: \(result.errors.map(\.message))")
        #expect(spent.first?.absoluteKeywordLocation?.contains("#/$defs/d") == true, "it names the schema location")
        #expect(spent.first?.message.hasSuffix("the document is rejected") == true)
    }

    @Test("the same fan-out with fewer levels is within the budget and valid")
    func smallFanOutIsValid() throws {
        let (result, fast) = try validate(Self.fanOut("allOf", levels: 12, leaf: #"{"type": "integer"}"#), "1")
        #expect(fast)
        #expect(result.isValid)
    }

    @Test("anyOf fanning out over failing branches: rejected, with at most maximumErrorCount errors")
    func exponentialAnyOfErrors() throws {
        let schema = Self.fanOut("anyOf", levels: 40, leaf: #"{"type": "string"}"#)
        let validator = try SchemaValidator(schema: try JSONValue(parsing: schema), options: .init(maximumErrorCount: 50))
        let result = validator.validate(try JSONDocument(parsing: "1"))
        #expect(!result.isValid)
        #expect(result.errors.count <= 50, "nested failing branches kept \(result.errors.count) errors")
        #expect(result.isTruncated)
    }

    @Test("patternProperties: every key against every pattern counts, so thousands of each end")
    func patternsTimesKeys() throws {
        let patterns = (0..<3_000).map { #""^k\#($0)x$": {"type": "integer"}"# }.joined(separator: ", ")
        let keys = (0..<3_000).map { #""k\#($0)": 1"# }.joined(separator: ", ")
        // 9 million key/pattern pairs against a budget of 2 million plus 100 per value (6,001 values).
        let (result, fast) = try validate(#"{"patternProperties": {\#(patterns)}}"#, "{\(keys)}")
        #expect(!fast)
        #expect(result.errors.contains { $0.message.hasPrefix(Wording.evaluationBudgetSpent) })
    }

    @Test("the budget grows with the document: a value per tape entry, so large real documents are never cut short")
    func budgetScalesWithDocument() {
        var small = EvaluationBudget(values: 1)
        var large = EvaluationBudget(values: 1_000_000)
        #expect(small.remaining + small.reserve == EvaluationBudget.perDocument + EvaluationBudget.perValue)
        #expect(large.remaining + large.reserve == EvaluationBudget.perDocument + 1_000_000 * EvaluationBudget.perValue)
        let huge = EvaluationBudget(values: .max)
        #expect(huge.remaining + huge.reserve == .max)
        // The first part, before verdicts are remembered, then the reserve, once.
        #expect(small.remaining == EvaluationBudget.beforeRememberingPerDocument + EvaluationBudget.beforeRememberingPerValue)
        while small.take() {}
        #expect(small.isSpent)
        let tookReserve = small.takeReserve()
        #expect(tookReserve && !small.isSpent)
        #expect(small.remaining == EvaluationBudget.perDocument + EvaluationBudget.perValue
            - EvaluationBudget.beforeRememberingPerDocument - EvaluationBudget.beforeRememberingPerValue)
        while small.take() {}
        #expect(small.isSpent)
        let tookAgain = small.takeReserve()
        #expect(!tookAgain, "the reserve is taken once")
        let takenAfterSpent = small.take()
        #expect(!takenAfterSpent, "once spent, it stays spent")
        let takenFromLarge = large.take()
        #expect(takenFromLarge && !large.isSpent)
    }
}
