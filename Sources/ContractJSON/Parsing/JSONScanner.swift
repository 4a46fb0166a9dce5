import CContractSystem

/// The byte-level reader behind ``JSONParser``.
///
/// Positions, and the lengths and bounds computed from them on the hot paths, use wrapping arithmetic (`&+`, `&-`),
/// as do the parser's counts and depth: each is bounded by the input's size, which the parser first checks is under
/// 4 GiB, so none can overflow, and the overflow checks were 5% of the parse's instructions (callgrind, the
/// sessions-page corpus).
struct JSONScanner {
    let input: UnsafeBufferPointer<UInt8>
    var position = 0

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
    }

    @inline(__always) func peek() -> UInt8? {
        position < input.count ? input[position] : nil
    }

    @inline(__always) mutating func skipWhitespace() {
        // Most values are followed by a byte above the space (compact JSON): one comparison for those.
        while position < input.count, input[position] <= UInt8(ascii: " ") {
            switch input[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position &+= 1
            default: return
            }
        }
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(message: message, location: SourceLocation(offset: offset ?? position, in: input))
    }

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        case 0x20: "a space"
        default:
            "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in text {
            guard position < input.count, input[position] == expected else {
                let found = position < input.count ? describe(input[position]) : "end of input"
                throw error("expected '\(literal)', found \(found)", at: position)
            }
            position &+= 1
        }
    }

    mutating func scanNumber() throws(JSONParseError) -> JSONTapeEntry {
        let start = position
        var flags: UInt8 = 0
        if input[position] == UInt8(ascii: "-") { position &+= 1 }
        guard let first = peek(), first &- UInt8(ascii: "0") < 10 else {
            throw error("expected a digit after '-', found \(peek().map(describe) ?? "end of input")")
        }
        position &+= 1
        if first == UInt8(ascii: "0") {
            if let next = peek(), next &- UInt8(ascii: "0") < 10 {
                throw error("expected '.', 'e' or the end of the number after a leading 0 (leading zeros are not allowed), found \(describe(next))")
            }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position &+= 1
            flags |= JSONTapeEntry.Flags.hasFractionOrExponent
            guard let digit = peek(), digit &- UInt8(ascii: "0") < 10 else {
                throw error("expected a digit after the decimal point, found \(peek().map(describe) ?? "end of input")")
            }
            skipDigits()
        }
        if let e = peek(), e | 0x20 == UInt8(ascii: "e") {
            position &+= 1
            flags |= JSONTapeEntry.Flags.hasFractionOrExponent
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position &+= 1 }
            guard let digit = peek(), digit &- UInt8(ascii: "0") < 10 else {
                throw error("expected a digit in the exponent, found \(peek().map(describe) ?? "end of input")")
            }
            skipDigits()
        }
        let length = UInt32(inDocument: position &- start)
        return JSONTapeEntry(kind: .number, flags: flags, offset: UInt32(inDocument: start), length: length, end: 0)
    }

    @inline(__always) private mutating func skipDigits() {
        while position < input.count, input[position] &- UInt8(ascii: "0") < 10 { position &+= 1 }
    }

    /// Scans a string starting at its opening quote; validates escapes and UTF-8.
    mutating func scanString() throws(JSONParseError) -> JSONTapeEntry {
        let quote = position
        position &+= 1
        var flags = JSONTapeEntry.Flags.isASCII
        let count = input.count
        let base = input.baseAddress!
        while true {
            // Sixteen bytes at a time while none is special: '"', '\\', a control character or non-ASCII (C's
            // vector types; see CContractScan.h). Straight to the first special byte when there is one.
            var stopped = false
            while position &+ 16 <= count {
                let stops = contract_json_string_stops16(base + position)
                if stops != 0 {
                    position += stops.trailingZeroBitCount
                    stopped = true
                    break
                }
                position &+= 16
            }
            // The last 15 bytes of the input: eight at a time.
            while !stopped && position &+ 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let ones: UInt64 = 0x0101_0101_0101_0101
                let highs: UInt64 = 0x8080_8080_8080_8080
                let quotes = word ^ (ones &* 0x22)
                let slashes = word ^ (ones &* 0x5C)
                let special = (((quotes &- ones) & ~quotes) | ((slashes &- ones) & ~slashes) | ((word &- ones &* 0x20) & ~word) | word) & highs
                if special != 0 {
                    // Each test is exact up to its first match (a borrow only spreads upwards), so the
                    // lowest flagged byte is the first special one: go straight to it.
                    position += special.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
            guard position < count else {
                throw error("expected '\"' to close the string that starts at byte \(quote), found end of input")
            }
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                position &+= 1
                let length = UInt32(inDocument: position &- quote &- 2)
                return JSONTapeEntry(kind: .string, flags: flags, offset: UInt32(inDocument: quote), length: length, end: 0)
            } else if byte == UInt8(ascii: "\\") {
                flags |= JSONTapeEntry.Flags.hasEscapes
                try scanEscape()
            } else if byte < 0x20 {
                throw error("expected '\"' or more string content, found an unescaped control character U+00\(String(byte, radix: 16, uppercase: true).leftPadded(to: 2)) (escape it as \\u00XX)")
            } else if byte < 0x80 {
                position &+= 1
            } else {
                flags &= ~JSONTapeEntry.Flags.isASCII
                try scanUTF8Sequence(lead: byte)
            }
        }
    }

    private mutating func scanEscape() throws(JSONParseError) {
        position &+= 1
        guard let byte = peek() else { throw error("expected an escape character after '\\', found end of input") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position &+= 1
        case UInt8(ascii: "u"):
            let escapeStart = position - 1
            let unit = try scanHex4()
            if unit & 0xFC00 == 0xD800 {
                guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"), input[position + 1] == UInt8(ascii: "u") else {
                    throw error("expected a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate \\u\(hex(unit)), found \(peek().map(describe) ?? "end of input")", at: escapeStart)
                }
                position &+= 1
                let low = try scanHex4()
                guard low & 0xFC00 == 0xDC00 else {
                    throw error("expected a low surrogate (\\uDC00-\\uDFFF) after the high surrogate \\u\(hex(unit)), found \\u\(hex(low))", at: escapeStart)
                }
            } else if unit & 0xFC00 == 0xDC00 {
                throw error("expected a code point, found the lone low surrogate \\u\(hex(unit))", at: escapeStart)
            }
        default:
            throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, found \(describe(byte)) after '\\'")
        }
    }

    private func hex(_ unit: UInt16) -> String { String(unit, radix: 16, uppercase: true).leftPadded(to: 4) }

    /// Scans `uXXXX` (position at the `u`) and returns the code unit.
    private mutating func scanHex4() throws(JSONParseError) -> UInt16 {
        position &+= 1
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error("expected 4 hexadecimal digits after \\u, found end of input") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hexadecimal digits after \\u, found \(describe(byte))")
            }
            value = value << 4 | UInt16(digit)
            position &+= 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence starting with `lead` (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF).
    private mutating func scanUTF8Sequence(lead: UInt8) throws(JSONParseError) {
        let start = position
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let continuations: Int
        switch lead {
        case 0xC2...0xDF: continuations = 1
        case 0xE0: continuations = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: continuations = 2
        case 0xED: continuations = 2; high = 0x9F
        case 0xF0: continuations = 3; low = 0x90
        case 0xF1...0xF3: continuations = 3
        case 0xF4: continuations = 3; high = 0x8F
        default:
            throw error("expected valid UTF-8, found the byte 0x\(String(lead, radix: 16, uppercase: true)) which cannot start a UTF-8 sequence")
        }
        position &+= 1
        for index in 0..<continuations {
            guard let byte = peek() else { throw error("expected valid UTF-8, found a truncated sequence at end of input", at: start) }
            let (min, max) = index == 0 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= min && byte <= max else {
                throw error("expected valid UTF-8, found an invalid, overlong or surrogate sequence", at: start)
            }
            position &+= 1
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension UInt32 {
    /// A byte offset, length or tape index of the document being parsed, which always fits: the parser refuses
    /// input of 4 GiB or more, and writes at most one tape entry per input byte (no overflow check, which the
    /// parser's hottest lines paid for every value).
    @inline(__always) init(inDocument value: Int) {
        self.init(truncatingIfNeeded: value)
    }
}
