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
        try JSONDocument(parsing: literal).withView { view in accepted { () throws(DecodingFailure) in try check(view) } }
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

    /// Whether `check` passes.
    static func accepted(_ check: () throws(DecodingFailure) -> Void) -> Bool {
        do throws(DecodingFailure) {
            try check()
            return true
        } catch {
            return false
        }
    }

    /// The verdicts of the checks on a decoded integer (what generated code calls for integer members) and of the
    /// checks on the literal, for `T`: they must agree on every literal that decodes as a `T`.
    static func decodedIntegerChecksAgree<T: BinaryInteger & JSONViewDecodable>(_: T.Type, bound: Int64) throws {
        let extra = ["3.0", "1e1", "-1", "4294967295", "18446744073709551615", "2147483648", "-2147483649"]
        for literal in literals + extra {
            let document = try JSONDocument(parsing: literal)
            guard let value = try? document.withView({ view throws(DecodingFailure) in try T(from: view, at: 0) }) else { continue }
            for exclusive in [false, true] {
                let minimum = try accepts(literal) { view throws(DecodingFailure) in
                    try ContractChecks.minimum(view, 0, bound, exclusive: exclusive)
                }
                let maximum = try accepts(literal) { view throws(DecodingFailure) in
                    try ContractChecks.maximum(view, 0, bound, exclusive: exclusive)
                }
                let context = "\(T.self) \(literal), bound \(bound), exclusive \(exclusive)"
                let optional: T? = value
                let nullable: Nullable<T>? = .value(value)
                let doubleOptional: T?? = .some(value)
                #expect(accepted { () throws(DecodingFailure) in
                    try ContractChecks.minimum(optional, bound, exclusive: exclusive, at: 0)
                } == minimum, "\(context)")
                #expect(accepted { () throws(DecodingFailure) in
                    try ContractChecks.maximum(optional, bound, exclusive: exclusive, at: 0)
                } == maximum, "\(context)")
                #expect(accepted { () throws(DecodingFailure) in
                    try ContractChecks.minimum(nullable, bound, exclusive: exclusive, at: 0)
                } == minimum, "\(context)")
                #expect(accepted { () throws(DecodingFailure) in
                    try ContractChecks.maximum(doubleOptional, bound, exclusive: exclusive, at: 0)
                } == maximum, "\(context)")
            }
        }
    }

    @Test("integer bounds checked on the decoded integer agree with the checks on its literal", arguments: bounds + [-1, 1, 4_294_967_295])
    func decodedIntegers(_ bound: Int64) throws {
        try Self.decodedIntegerChecksAgree(Int.self, bound: bound)
        try Self.decodedIntegerChecksAgree(Int32.self, bound: bound)
        try Self.decodedIntegerChecksAgree(Int64.self, bound: bound)
        try Self.decodedIntegerChecksAgree(UInt32.self, bound: bound)
        try Self.decodedIntegerChecksAgree(UInt64.self, bound: bound)
    }

    @Test("a null or absent integer member checks nothing")
    func nullIntegers() throws {
        let null: Nullable<Int>? = .null
        let absent: Nullable<Int>? = nil
        let requiredNull: Int?? = .some(nil)
        try ContractChecks.minimum(null, 5, exclusive: false, at: 0)
        try ContractChecks.minimum(absent, 5, exclusive: false, at: 0)
        try ContractChecks.maximum(requiredNull, -5, exclusive: false, at: 0)
        let four: Nullable<Int>? = .value(4)
        #expect(throws: DecodingFailure.self) { try ContractChecks.minimum(four, 5, exclusive: false, at: 0) }
    }
}
