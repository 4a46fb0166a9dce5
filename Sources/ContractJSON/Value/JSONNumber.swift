/// A JSON number kept exactly as written: no rounding, no size limit.
///
/// `JSONNumber` remembers its literal (so `1.0` is re-serialized as `1.0`) and compares by
/// mathematical value (so `1.0 == 1`, as JSON Schema requires). Integers beyond `Int64` and decimals
/// such as `0.1` are exact; ``doubleValue`` is there when an approximation is wanted.
public struct JSONNumber: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The number as written in the source, or a canonical form for numbers built in code.
    public let literal: String
    /// Whether the value is below zero (`-0` is zero and not negative).
    public let isNegative: Bool
    /// The significant decimal digits, without leading or trailing zeros, as an integer, when there are
    /// at most 19 of them (every number seen in practice); 0 for zero and for longer numbers.
    ///
    /// Storing them inline rather than as an array keeps parsing a number free of heap allocation;
    /// the rare longer ones keep their digits in ``longDigits``.
    let significand: UInt64
    /// How many significant digits there are (0 for zero).
    let digitCount: Int
    /// The significant digits (values 0-9) when there are more than 19, else `nil`.
    let longDigits: [UInt8]?
    /// The value is `digits × 10^exponent`, with the sign of ``isNegative``.
    let exponent: Int

    /// At most this many significant digits are kept in ``significand`` (10^19 < 2^64).
    static let inlineDigits = 19
    /// Powers of ten up to 10^19.
    static let powersOfTen: [UInt64] = (0...19).map { power in (0..<power).reduce(1) { value, _ in value * 10 } }

    /// Significant decimal digits (values 0-9), without leading or trailing zeros; empty for zero.
    var digits: [UInt8] {
        longDigits ?? Self.digitArray(significand, count: digitCount)
    }

    /// Parses a JSON number literal such as `-12.5e3`; `nil` if `text` is not one.
    public init?(_ text: String) {
        var text = text
        let valid = text.withUTF8 { JSONNumber.isValidLiteral($0) }
        guard valid else { return nil }
        self = text.withUTF8 { JSONNumber(validatedLiteral: $0) }
    }

    /// Creates the exact value of `value`.
    public init(_ value: Int64) {
        self = JSONNumber(String(value))!
    }

    /// Creates the exact value of `value`.
    public init(_ value: Int) {
        self.init(Int64(value))
    }

    /// Creates the value of a finite `value`, written in the shortest form that reads back the same;
    /// `nil` for infinities and NaN, which JSON cannot represent.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 {
            self.init(Int64(value))
        } else {
            // `Double.description` is the shortest round-tripping form and valid JSON ("1e-07", "5e+20").
            self.init("\(value)")
        }
    }

    /// Creates an integer from a literal.
    public init(integerLiteral value: Int64) {
        self.init(value)
    }

    /// Parses bytes that are known to be a valid JSON number literal.
    init(validatedLiteral bytes: UnsafeBufferPointer<UInt8>) {
        literal = String(decoding: bytes, as: UTF8.self)
        var index = 0
        let negativeSign = bytes[0] == UInt8(ascii: "-")
        if negativeSign { index = 1 }
        var significand: UInt64 = 0
        var count = 0
        var long: [UInt8]? = nil
        var fractionDigits = 0
        var inFraction = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte | 0x20 == UInt8(ascii: "e") {
                break
            } else {
                let digit = byte &- UInt8(ascii: "0")
                if count > 0 || digit != 0 {
                    if count < Self.inlineDigits {
                        significand = significand &* 10 &+ UInt64(digit)
                    } else {
                        if long == nil { long = Self.digitArray(significand, count: count) }
                        long!.append(digit)
                    }
                    count += 1
                }
                if inFraction { fractionDigits += 1 }
            }
            index += 1
        }
        var exponent = 0
        if index < bytes.count {
            index += 1
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "-") { exponentNegative = true; index += 1 } else if bytes[index] == UInt8(ascii: "+") { index += 1 }
            // Saturate absurd exponents; anything this large is beyond every comparison that matters.
            let limit = Int.max / 16
            while index < bytes.count {
                exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), limit)
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        exponent -= fractionDigits
        // Leading zeros were skipped above; trailing zeros move into the exponent.
        if var digits = long {
            while let last = digits.last, last == 0 {
                digits.removeLast()
                exponent += 1
            }
            count = digits.count
            if count <= Self.inlineDigits {
                significand = digits.reduce(0) { $0 * 10 + UInt64($1) }
                long = nil
            } else {
                significand = 0
                long = digits
            }
        } else {
            while count > 0, significand % 10 == 0 {
                significand /= 10
                count -= 1
                exponent += 1
            }
        }
        self.significand = significand
        self.digitCount = count
        self.longDigits = long
        self.exponent = count == 0 ? 0 : exponent
        self.isNegative = negativeSign && count > 0
    }

    /// The first `count` digits of `value`, most significant first.
    private static func digitArray(_ value: UInt64, count: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        var rest = value
        for position in stride(from: count - 1, through: 0, by: -1) {
            result[position] = UInt8(rest % 10)
            rest /= 10
        }
        return result
    }

    /// Whether `bytes` is exactly one JSON number literal (RFC 8259 grammar).
    static func isValidLiteral(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func digit(_ i: Int) -> Bool { i < bytes.count && bytes[i] &- UInt8(ascii: "0") < 10 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digit(index) else { return false }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { while digit(index) { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(index) else { return false }
            while digit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digit(index) else { return false }
            while digit(index) { index += 1 }
        }
        return index == bytes.count
    }

    /// The literal.
    public var description: String { literal }

    /// Whether the value is zero.
    public var isZero: Bool { digitCount == 0 }

    /// Whether the value is a whole number (`3`, `3.0`, `3e2`), whatever its size.
    public var isIntegral: Bool { exponent >= 0 }

    /// The value as an `Int64` if it is a whole number that fits.
    public var int64Value: Int64? {
        guard isIntegral else { return nil }
        guard digitCount + exponent <= 19 else { return nil }
        // At most 19 digits in all, so they are inline.
        var magnitude = significand
        for _ in 0..<exponent {
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            magnitude = product
        }
        if isNegative {
            return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The nearest `Double` (infinite for magnitudes beyond `Double`'s range).
    public var doubleValue: Double {
        Double(literal) ?? (isNegative ? -.infinity : .infinity)
    }

    // MARK: Exact arithmetic

    /// Compares magnitudes exactly.
    private static func compareMagnitude(_ a: JSONNumber, _ b: JSONNumber) -> Int {
        if a.digitCount == 0 || b.digitCount == 0 {
            return (a.digitCount == 0 ? 0 : 1) - (b.digitCount == 0 ? 0 : 1)
        }
        let aLead = a.digitCount + a.exponent
        let bLead = b.digitCount + b.exponent
        if aLead != bLead { return aLead < bLead ? -1 : 1 }
        if a.longDigits == nil, b.longDigits == nil {
            // Same leading position: compare the digit strings, each padded to 19 digits.
            let x = a.significand * powersOfTen[inlineDigits - a.digitCount]
            let y = b.significand * powersOfTen[inlineDigits - b.digitCount]
            return x == y ? 0 : (x < y ? -1 : 1)
        }
        let aDigits = a.digits
        let bDigits = b.digits
        for (x, y) in zip(aDigits, bDigits) where x != y {
            return x < y ? -1 : 1
        }
        return aDigits.count == bDigits.count ? 0 : (aDigits.count < bDigits.count ? -1 : 1)
    }

    /// Orders numbers by exact mathematical value.
    public static func < (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let magnitude = compareMagnitude(lhs, rhs)
        return lhs.isNegative ? magnitude > 0 : magnitude < 0
    }

    /// Equal when mathematically equal (`1.0 == 1`, `-0 == 0`).
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.isNegative == rhs.isNegative && lhs.exponent == rhs.exponent && lhs.digitCount == rhs.digitCount
            && lhs.significand == rhs.significand && lhs.longDigits == rhs.longDigits
    }

    /// Hashes the mathematical value, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isNegative)
        hasher.combine(exponent)
        hasher.combine(significand)
        hasher.combine(longDigits)
    }

    /// Whether `self / divisor` is a whole number, computed exactly (`0.0075` is a multiple of `0.0001`).
    ///
    /// Exact for divisors of up to 19 significant digits; for larger divisors (never seen in practice)
    /// the answer comes from `Double` arithmetic.
    public func isMultiple(of divisor: JSONNumber) -> Bool {
        if divisor.isZero { return false }
        if isZero { return true }
        // self = A·10^ea, divisor = B·10^eb. A has no trailing zeros, so if ea < eb the quotient
        // (A / (B·10^(eb-ea))) cannot be whole.
        if exponent < divisor.exponent { return false }
        let shift = exponent - divisor.exponent
        guard divisor.longDigits == nil else {
            let quotient = doubleValue / divisor.doubleValue
            return quotient.isFinite && quotient == quotient.rounded()
        }
        let modulus = divisor.significand
        var remainder: UInt64 = 0
        if let longDigits {
            for digit in longDigits { remainder = Self.mulMod(remainder, 10, modulus) &+ UInt64(digit) % modulus; remainder %= modulus }
        } else {
            remainder = significand % modulus
        }
        // remainder · 10^shift mod B, by square-and-multiply.
        var base: UInt64 = 10 % modulus
        var power = shift
        var factor: UInt64 = 1 % modulus
        while power > 0 {
            if power & 1 == 1 { factor = Self.mulMod(factor, base, modulus) }
            base = Self.mulMod(base, base, modulus)
            power >>= 1
        }
        return Self.mulMod(remainder, factor, modulus) == 0
    }

    private static func mulMod(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return m.dividingFullWidth((product.high, product.low)).remainder
    }
}
