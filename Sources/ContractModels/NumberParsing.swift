/// Converts JSON number literals to `Double` without going through `String` in the common case.
@usableFromInline
enum NumberParsing {
    /// Powers of ten that `Double` represents exactly.
    @usableFromInline static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The `Double` nearest to the JSON number literal `bytes` (correctly rounded).
    ///
    /// Literals with at most 15 significant digits and a small decimal exponent are computed exactly
    /// from an integer mantissa and an exact power of ten (one correctly rounded operation);
    /// others go through the standard library's parser.
    @inlinable
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") { negative = true; index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var inFraction = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte &- UInt8(ascii: "0") < 10 {
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                if inFraction { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < bytes.count || digits > 15 {
            // An exponent part, or too many digits for the exact path.
            if index < bytes.count, digits <= 15 {
                index += 1
                var exponentNegative = false
                if bytes[index] == UInt8(ascii: "-") { exponentNegative = true; index += 1 } else if bytes[index] == UInt8(ascii: "+") { index += 1 }
                var value = 0
                while index < bytes.count, value < 10_000 {
                    value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                    index += 1
                }
                if index == bytes.count {
                    exponent += exponentNegative ? -value : value
                    if let result = exact(mantissa, exponent) { return negative ? -result : result }
                }
            }
            return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
        }
        if let result = exact(mantissa, exponent) { return negative ? -result : result }
        return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
    }

    @inlinable
    static func exact(_ mantissa: UInt64, _ exponent: Int) -> Double? {
        guard mantissa < 1 << 53 else { return nil }
        let value = Double(mantissa)
        if exponent == 0 { return value }
        if exponent < 0 && exponent >= -22 { return value / exactPowers[-exponent] }
        if exponent > 0 && exponent <= 22 {
            let result = value * exactPowers[exponent]
            // Only exact when the product stays below 2^53.
            return result < 9_007_199_254_740_992 ? result : nil
        }
        return mantissa == 0 ? 0 : nil
    }
}
