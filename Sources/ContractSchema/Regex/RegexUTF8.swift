import ContractJSON

/// UTF-8 decoding over a Swift string's validated UTF-8 storage.
///
/// The matchers work on byte offsets into `String.utf8` and decode one code point at a time, forward or backward.
/// Swift strings always hold valid UTF-8, so no validation is needed here.
enum RegexUTF8 {
    /// Runs `body` with the UTF-8 bytes of `string`, without copying native strings.
    @inline(__always)
    static func withBytes<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }

    /// Runs `body` with the UTF-8 bytes of the string at `index` of a parsed document: read in place, or decoded
    /// first when the string has escapes.
    @inline(__always)
    static func withBytes<R>(of view: JSONView, at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        view.tape[index].hasEscapes ? withBytes(of: view.string(index), body) : body(view.rawBytes(index))
    }

    /// The code point starting at byte `i` and its length in bytes (`i` must be before the end).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: UInt32, length: Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1]) & 0x3F, 2) }
        if b0 < 0xF0 {
            return ((b0 & 0x0F) << 12 | (UInt32(bytes[i + 1]) & 0x3F) << 6 | UInt32(bytes[i + 2]) & 0x3F, 3)
        }
        let value = (b0 & 0x07) << 18 | (UInt32(bytes[i + 1]) & 0x3F) << 12 | (UInt32(bytes[i + 2]) & 0x3F) << 6
            | UInt32(bytes[i + 3]) & 0x3F
        return (value, 4)
    }

    /// The code point ending just before byte `i` and its length in bytes (`i` must be after the start).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, before i: Int) -> (scalar: UInt32, length: Int) {
        var start = i - 1
        while bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return (decode(bytes, at: start).scalar, i - start)
    }

    /// Whether the character ending before byte `i` is a word character (word characters are all ASCII, and a
    /// byte ≥ 0x80 always belongs to a non-ASCII character).
    @inline(__always)
    static func isWord(_ bytes: UnsafeBufferPointer<UInt8>, before i: Int) -> Bool {
        i > 0 && regexIsWordCharacter(UInt32(bytes[i - 1]))
    }

    /// Whether the character starting at byte `i` is a word character.
    @inline(__always)
    static func isWord(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        i < bytes.count && regexIsWordCharacter(UInt32(bytes[i]))
    }
}
