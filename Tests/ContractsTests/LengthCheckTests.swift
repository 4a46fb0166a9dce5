import ContractRuntime
import Testing

/// The fast path's `minLength` and `maxLength` count code points as the validator does, whatever the raw bytes
/// are made of: ASCII, multi-byte UTF-8, escapes, surrogate pairs (12 raw bytes for one code point), combining
/// marks; for every bound around the count, including those the raw length alone decides.
@Suite("Contracts: string length checks in the fast path")
struct LengthCheckTests {
    /// JSON string literals and the number of code points each holds.
    static let strings: [(text: String, codePoints: Int)] = [
        (#""""#, 0), (#""a""#, 1), (#""abc""#, 3), (#""é""#, 1), (#""e\u0301""#, 2), (#""😀""#, 1),
        (#""\ud83d\ude00""#, 1), (#""\ud83d\ude00\ud83d\ude00""#, 2), (#""\n""#, 1), (#""\u0041\u0042""#, 2),
        (#""😀😀😀""#, 3), (#""千と千尋の神隠し""#, 8), (#""12345678901234567890123456789012345""#, 35),
        (#""\ud83d\ude00x""#, 2),
    ]

    static func verdict(_ text: String, _ check: (JSONView) throws(DecodingFailure) -> Void) throws -> Bool {
        try JSONDocument(parsing: text).withView { view in
            do throws(DecodingFailure) {
                try check(view)
                return true
            } catch {
                return false
            }
        }
    }

    @Test("minLength and maxLength agree with the code point count and the validator at every bound")
    func boundsAroundTheCount() throws {
        for (text, codePoints) in Self.strings {
            #expect(try JSONValue(parsing: text).stringValue?.unicodeScalars.count == codePoints, "\(text)")
            for bound in 0...(codePoints + 13) {
                let minimum = try Self.verdict(text) { view throws(DecodingFailure) in try ContractChecks.minLength(view, 0, bound) }
                let maximum = try Self.verdict(text) { view throws(DecodingFailure) in try ContractChecks.maxLength(view, 0, bound) }
                #expect(minimum == (codePoints >= bound), "\(text) minLength \(bound)")
                #expect(maximum == (codePoints <= bound), "\(text) maxLength \(bound)")
                let validator = try SchemaValidator(schema: JSONValue(parsing: #"{"minLength": \#(bound)}"#))
                #expect(validator.validate(try JSONDocument(parsing: text)).isValid == minimum, "\(text) minLength \(bound)")
            }
        }
    }
}
