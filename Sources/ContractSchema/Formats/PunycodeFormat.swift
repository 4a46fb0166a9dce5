/// RFC 3492 Punycode, as used by IDNA A-labels (`xn--` followed by the Punycode form).
enum FormatPunycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128
    /// Larger than any intermediate value a valid label (at most 63 octets) can produce.
    private static let limit = Int(Int32.max)

    /// Decodes the Punycode `input` (lower-case ASCII, without the `xn--` prefix) into code points,
    /// or returns `nil` when it is malformed, overflows, or decodes to a non-scalar value.
    static func decode(_ input: [UInt8]) -> [UInt32]? {
        var output: [UInt32] = []
        output.reserveCapacity(input.count)
        var start = 0
        if let delimiter = input.lastIndex(of: 0x2D) {
            for byte in input[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(UInt32(byte))
            }
            start = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var index = start
        while index < input.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard index < input.count, let digit = digitValue(input[index]) else { return nil }
                index += 1
                i += digit * w
                guard i <= limit else { return nil }
                let t = threshold(k, bias)
                if digit < t { break }
                w *= base - t
                guard w <= limit else { return nil }
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - oldI, count, oldI == 0)
            n += i / count
            guard n <= 0x10FFFF, !(0xD800...0xDFFF).contains(n) else { return nil }
            i %= count
            output.insert(UInt32(n), at: i)
            i += 1
        }
        return output
    }

    /// Encodes `input` code points as Punycode (without the `xn--` prefix), or `nil` on overflow.
    static func encode(_ input: [UInt32]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 8)
        for scalar in input where scalar < 0x80 {
            output.append(UInt8(scalar))
        }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(0x2D) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            var m = Int.max
            for scalar in input where Int(scalar) >= n && Int(scalar) < m {
                m = Int(scalar)
            }
            delta += (m - n) * (handled + 1)
            guard delta <= limit else { return nil }
            n = m
            for scalar in input {
                let c = Int(scalar)
                if c < n {
                    delta += 1
                    guard delta <= limit else { return nil }
                }
                if c == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = threshold(k, bias)
                        if q < t { break }
                        output.append(digitByte(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digitByte(q))
                    bias = adapt(delta, handled + 1, handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return output
    }

    /// `t` for position `k` (RFC 3492 section 6.2).
    @inline(__always)
    private static func threshold(_ k: Int, _ bias: Int) -> Int {
        if k <= bias { return tMin }
        if k >= bias + tMax { return tMax }
        return k - bias
    }

    /// Bias adaptation (RFC 3492 section 6.1).
    private static func adapt(_ delta: Int, _ numPoints: Int, _ firstTime: Bool) -> Int {
        var delta = firstTime ? delta / damp : delta / 2
        delta += delta / numPoints
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// Value of a Punycode digit: `a`-`z` are 0-25 and `0`-`9` are 26-35 (lower case only).
    @inline(__always)
    private static func digitValue(_ byte: UInt8) -> Int? {
        if byte &- 0x61 < 26 { return Int(byte - 0x61) }
        if byte &- 0x30 < 10 { return Int(byte - 0x30) + 26 }
        return nil
    }

    /// The lower-case Punycode digit for `value` (0-35).
    @inline(__always)
    private static func digitByte(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(0x61 + value) : UInt8(0x30 + value - 26)
    }
}
