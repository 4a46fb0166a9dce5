import ContractRuntime
import Testing

/// The fast path's `pattern` check: the compiled regular expression decides when it can, and only otherwise
/// the schema's validator, which is then read (and only then).
@Suite("Contracts: pattern checks in the fast path")
struct PatternCheckTests {
    static let schema = JSONValue.object(JSONObject([.init(key: "pattern", value: .string("^[a-z]+-[0-9]+$"))]))

    /// Whether the check accepts the JSON text `text`, and how many times it read the validator.
    static func check(_ text: String, regex: ECMAScriptRegex?) throws -> (accepted: Bool, validatorReads: Int) {
        let validator = try SchemaValidator(schema: schema)
        var reads = 0
        func site() -> SchemaValidator {
            reads += 1
            return validator
        }
        let accepted = try JSONDocument(parsing: text).withView { view in
            do throws(DecodingFailure) {
                try ContractChecks.pattern(view, 0, regex, site())
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
        let validator = try SchemaValidator(schema: Self.schema)
        let patterns: [ECMAScriptRegex?] = [nil, try ECMAScriptRegex("^[a-z]+-[0-9]+$")]
        for position in patterns.indices {
            var reads = 0
            func site() -> SchemaValidator {
                reads += 1
                return validator
            }
            let result = try JSONDocument(parsing: text).withView { view in
                do throws(DecodingFailure) {
                    try ContractChecks.pattern(view, 0, patterns, position, site())
                    return true
                } catch {
                    return false
                }
            }
            #expect(result == accepted, "position \(position)")
            #expect(reads == (position == 0 ? 1 : 0), "position \(position)")
        }
    }

    @Test("values that are not strings are not the pattern's business")
    func nonStrings() throws {
        for text in ["12", "null", "[\"ab-\"]", "{}"] {
            #expect(try Self.check(text, regex: nil) == (true, 0))
        }
    }
}
