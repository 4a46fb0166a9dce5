import ContractRuntime
import Testing

/// The fast path's `pattern` check: the compiled regular expression decides when it can, and only otherwise
/// the schema's validator, which is then read (and only then).
@Suite("Contracts: pattern checks in the fast path")
struct PatternCheckTests {
    static let schema = JSONValue.object(JSONObject([.init(key: "pattern", value: .string("^[a-z]+-[0-9]+$"))]))

    /// Whether the check accepts the JSON text `text`, and how many times it read the validator: `regex` alone, or
    /// (generated code's form) the array `[nil, regex]` and `position` in it.
    static func check(_ text: String, regex: ECMAScriptRegex?, position: Int? = nil) throws -> (accepted: Bool, validatorReads: Int) {
        let validator = try SchemaValidator(schema: schema)
        var reads = 0
        func site() -> SchemaValidator {
            reads += 1
            return validator
        }
        let accepted = try JSONDocument(parsing: text).withView { view in
            do throws(DecodingFailure) {
                if let position {
                    try ContractChecks.pattern(view, 0, [nil, regex], position, site())
                } else {
                    try ContractChecks.pattern(view, 0, regex, site())
                }
                return true
            } catch {
                return false
            }
        }
        return (accepted, reads)
    }

    static let cases = [(#""ab-12""#, true), (#""ab-""#, false), (#""AB-12""#, false)]

    @Test("a compiled pattern decides alone; the validator is not read", arguments: cases)
    func compiledPatternDecides(text: String, accepted: Bool) throws {
        let regex = try ECMAScriptRegex("^[a-z]+-[0-9]+$")
        let result = try Self.check(text, regex: regex)
        #expect(result.accepted == accepted)
        #expect(result.validatorReads == 0)
    }

    @Test("without a compiled pattern the schema's validator decides, with the same verdicts", arguments: cases)
    func validatorDecidesWithoutRegex(text: String, accepted: Bool) throws {
        let result = try Self.check(text, regex: nil)
        #expect(result.accepted == accepted)
        #expect(result.validatorReads == 1)
    }

    @Test("generated code's form, the array of compiled patterns and a position, gives the same verdicts", arguments: cases)
    func arrayAndPosition(text: String, accepted: Bool) throws {
        let regex = try ECMAScriptRegex("^[a-z]+-[0-9]+$")
        #expect(try Self.check(text, regex: regex, position: 0) == (accepted, 1))
        #expect(try Self.check(text, regex: regex, position: 1) == (accepted, 0))
    }

    @Test("values that are not strings are not the pattern's business")
    func nonStrings() throws {
        for text in ["12", "null", "[\"ab-\"]", "{}"] {
            #expect(try Self.check(text, regex: nil) == (true, 0))
        }
    }
}
