import Foundation

/// Parses UUID text from bytes (either case), without building a `String`.
@usableFromInline
enum UUIDText {
    /// The UUID written as `8-4-4-4-12` hexadecimal digits.
    ///
    /// Eight digits at a time (SWAR: the digits of one 64-bit word are checked and turned into four
    /// octets together) rather than one by one: a UUID member took about 500 instructions a byte at a
    /// time, a tenth of the fast path's time on payloads keyed by UUIDs.
    @inlinable
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36, bytes[8] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: "-"),
            bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
        else { return nil }
        let base = UnsafeRawPointer(bytes.baseAddress!)
        func load(_ offset: Int) -> UInt64 { UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        func load4(_ offset: Int) -> UInt64 { UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
        // The 32 digits as four words of eight: 0-7, 9-12 + 14-17, 19-22 + 24-27, 28-35.
        guard let a = octets(load(0)), let b = octets(load4(9) | load4(14) << 32),
            let c = octets(load4(19) | load4(24) << 32), let d = octets(load(28))
        else { return nil }
        let high = UInt64(a) | UInt64(b) << 32
        let low = UInt64(c) | UInt64(d) << 32
        return withUnsafeBytes(of: (high.littleEndian, low.littleEndian)) { raw in
            UUID(uuid: raw.load(as: uuid_t.self))
        }
    }

    /// The four octets that the eight hexadecimal digits of `word` (first digit in the lowest byte) write, the
    /// first octet in the lowest byte; nil unless every byte is `0-9`, `a-f` or `A-F`.
    @inlinable
    static func octets(_ word: UInt64) -> UInt32? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // Bytes below 0x80 only; then, per byte, bit 7 says whether it lies in [low, high] (no borrow crosses
        // bytes: each byte of `word | highs` is at least 0x80, each of `(0x80 + high) * ones` at least `word`'s).
        func within(_ word: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
            (((word | highs) &- low &* ones) & ((0x80 &+ high) &* ones &- word)) & highs
        }
        guard word & highs == 0 else { return nil }
        let digit = within(word, 0x30, 0x39)
        let letter = within(word | 0x2020_2020_2020_2020, 0x61, 0x66)
        guard digit | letter == highs else { return nil }
        // A digit's value is its low nibble; a letter's is its low nibble + 9 (bit 6 tells letters).
        let nibbles = (word & 0x0F0F_0F0F_0F0F_0F0F) &+ ((word >> 6) & ones) &* 9
        // Byte pairs (high nibble first in the text) into octets, then the octets side by side.
        var packed = ((nibbles << 4) | (nibbles >> 8)) & 0x00FF_00FF_00FF_00FF
        packed = (packed | (packed >> 8)) & 0x0000_FFFF_0000_FFFF
        packed = (packed | (packed >> 16)) & 0x0000_0000_FFFF_FFFF
        return UInt32(truncatingIfNeeded: packed)
    }
}
