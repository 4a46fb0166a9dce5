import ContractJSON
import Foundation

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
        var viaText = false
        return double(bytes, viaText: &viaText)
    }

    /// ``double(_:)``, setting `viaText` when the literal took the standard library's parser: only such literals
    /// (more than 15 significant digits, or a large exponent) can have digits a `Double` does not hold.
    @inlinable
    static func double(_ bytes: UnsafeBufferPointer<UInt8>, viaText: inout Bool) -> Double {
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
            viaText = true
            return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
        }
        if let result = exact(mantissa, exponent) { return negative ? -result : result }
        viaText = true
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

extension NumberParsing {
    /// Whether the literal may have digits a `Double` loses, cheaply: an exponent, more than 16 characters (15
    /// significant digits or more), or an integer literal (those below 2^53 took the exact integer path before).
    @inlinable
    static func mayLoseDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.count > 16 { return true }
        var fraction = false
        for byte in bytes {
            if byte | 0x20 == UInt8(ascii: "e") { return true }
            if byte == UInt8(ascii: ".") { fraction = true }
        }
        return !fraction
    }

    /// The nearest finite `Double` to the literal `bytes`, which parsed as `parsed` (infinite beyond the range),
    /// when a `Double` cannot hold the literal's digits: the literal has more significant digits than the `Double`
    /// printed with as many digits gives back (a `Double` holds 15 to 17), or lies beyond its range. `nil` when it
    /// holds them.
    @usableFromInline
    static func nearestWhenLosingDigits(_ bytes: UnsafeBufferPointer<UInt8>, parsed: Double) -> Double? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let literal = JSONNumber(text) else { return nil }
        let nearest = parsed.isFinite ? parsed : (parsed < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude)
        // The shortest form first: what machines print, and cheap.
        if parsed.isFinite, JSONNumber(parsed) == literal { return nil }
        let digits = significantDigits(bytes)
        if digits <= 17, parsed.isFinite, let printed = JSONNumber(String(format: "%.\(max(digits, 1) - 1)e", parsed)),
            printed == literal
        {
            return nil
        }
        if parsed.isFinite, parsed == parsed.rounded(), parsed.magnitude < 0x1p64,
            let exact = JSONNumber((parsed < 0 ? "-" : "") + String(UInt64(parsed.magnitude))), exact == literal
        {
            return nil
        }
        return nearest
    }

    /// The significant digits of a literal: leading zeros (before or after the point) and trailing ones (before the
    /// exponent) not counted.
    static func significantDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var first: Int?
        var last = 0
        var count = 0
        for byte in bytes {
            if byte | 0x20 == UInt8(ascii: "e") { break }
            guard byte &- UInt8(ascii: "0") < 10 else { continue }
            count += 1
            if byte != UInt8(ascii: "0") {
                if first == nil { first = count }
                last = count
            }
        }
        guard let first else { return 0 }
        return last - first + 1
    }

    /// Whether a `Double` loses digits of the literal `bytes` (see ``nearestWhenLosingDigits(_:parsed:)``).
    @inlinable
    static func losesDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        mayLoseDigits(bytes) && nearestWhenLosingDigits(bytes, parsed: double(bytes)) != nil
    }
}
