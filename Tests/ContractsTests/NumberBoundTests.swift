import ContractRuntime
import Testing

/// The fast path's `minimum` / `maximum` checks give the runtime validator's verdict at the edges:
/// fractions next to integer bounds, values that round to the bound as a `Double`, bounds beyond 2^53.
@Suite("Contracts: number bounds in the fast path")
struct NumberBoundTests {
    static let literals = [
        "0", "-0", "0.0", "-0.0", "1e-400", "-1e-400", "-0.0000001", "0.5", "9.99999999999999999999", "10", "10.0",
        "10.000000000000000001", "10.5", "1e1", "9007199254740992", "9007199254740993", "9007199254740993.5",
        "9223372036854775807", "9223372036854775807.5", "9223372036854775808", "-9223372036854775808", "-9223372036854775808.5",
    ]
    static let bounds: [Int64] = [0, 10, 9_007_199_254_740_993, Int64.max, Int64.min]

    /// Whether `check` accepts the number `literal`.
    static func accepts(_ literal: String, _ check: (JSONView) throws(DecodingFailure) -> Void) throws -> Bool {
        try JSONDocument(parsing: literal).withView { view in
            do throws(DecodingFailure) { try check(view); return true } catch { return false }
        }
    }

    @Test(arguments: bounds)
    func integerBoundsAgreeWithTheValidator(_ bound: Int64) throws {
        for exclusive in [false, true] {
            let minimum = try SchemaValidator(schema: .object(JSONObject([.init(key: exclusive ? "exclusiveMinimum" : "minimum", value: .number(JSONNumber(bound)))])))
            let maximum = try SchemaValidator(schema: .object(JSONObject([.init(key: exclusive ? "exclusiveMaximum" : "maximum", value: .number(JSONNumber(bound)))])))
            for literal in Self.literals {
                let document = try JSONDocument(parsing: literal)
                let fastMinimum = try Self.accepts(literal) { view throws(DecodingFailure) in try ContractChecks.minimum(view, 0, bound, exclusive: exclusive) }
                let fastMaximum = try Self.accepts(literal) { view throws(DecodingFailure) in try ContractChecks.maximum(view, 0, bound, exclusive: exclusive) }
                #expect(fastMinimum == minimum.isValid(document), "\(literal) against \(exclusive ? "exclusiveMinimum" : "minimum") \(bound)")
                #expect(fastMaximum == maximum.isValid(document), "\(literal) against \(exclusive ? "exclusiveMaximum" : "maximum") \(bound)")
            }
        }
    }

    @Test func fractionsNextToTheBound() throws {
        #expect(try !Self.accepts("-0.0000001") { view throws(DecodingFailure) in try ContractChecks.minimum(view, 0, 0, exclusive: false) })
        #expect(try Self.accepts("-0.0") { view throws(DecodingFailure) in try ContractChecks.minimum(view, 0, 0, exclusive: false) })
        #expect(try !Self.accepts("10.000000000000000001") { view throws(DecodingFailure) in try ContractChecks.maximum(view, 0, 10, exclusive: false) })
        #expect(try Self.accepts("9.99999999999999999999") { view throws(DecodingFailure) in try ContractChecks.maximum(view, 0, 10, exclusive: true) })
    }
}
