/// Byte-level helpers shared by the format checkers.
///
/// Every checker works on the UTF-8 bytes of the string (always valid UTF-8, since they
/// come from a Swift `String`), so ASCII-only grammars need no decoding at all.
enum FormatUTF8 {
    /// Calls `body` with the contiguous UTF-8 bytes of `value`, copying only for bridged strings.
    @inline(__always)
    static func with<R>(_ value: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = value.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var copy = value
        return copy.withUTF8(body)
    }

    /// Decodes the scalar starting at `index` of valid UTF-8 `bytes`; returns it and its length.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int) {
        let b0 = UInt32(bytes[index])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 {
            return (((b0 & 0x1F) << 6) | (UInt32(bytes[index + 1]) & 0x3F), 2)
        }
        if b0 < 0xF0 {
            return (((b0 & 0x0F) << 12) | ((UInt32(bytes[index + 1]) & 0x3F) << 6)
                | (UInt32(bytes[index + 2]) & 0x3F), 3)
        }
        return (((b0 & 0x07) << 18) | ((UInt32(bytes[index + 1]) & 0x3F) << 12)
            | ((UInt32(bytes[index + 2]) & 0x3F) << 6) | (UInt32(bytes[index + 3]) & 0x3F), 4)
    }

    /// Whether `byte` is an ASCII digit `0`-`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// Whether `byte` is an ASCII letter.
    @inline(__always)
    static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// Whether `byte` is an ASCII hexadecimal digit.
    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6
    }

    /// The value of the two ASCII digits at `index` and `index + 1`, or `nil`.
    @inline(__always)
    static func twoDigits(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int? {
        let d0 = bytes[index] &- 0x30
        let d1 = bytes[index + 1] &- 0x30
        guard d0 < 10, d1 < 10 else { return nil }
        return Int(d0) * 10 + Int(d1)
    }

    /// Whether the bytes at `index` form a percent-encoded triplet `%XX`.
    @inline(__always)
    static func isPercentEncoded(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0x25
            && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
    }

    /// RFC 3987 `ucschar`: the non-ASCII characters an IRI may contain outside the query.
    @inline(__always)
    static func isUCSChar(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF:
            return true
        case 0x10000...0xDFFFD, 0xE1000...0xEFFFD:
            return scalar & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// RFC 3987 `iprivate`: private-use characters, allowed in an IRI query.
    @inline(__always)
    static func isIPrivate(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD:
            return true
        default:
            return false
        }
    }
}
