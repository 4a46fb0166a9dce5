import Foundation

/// Parses UUID text from bytes (either case), without building a `String`.
@usableFromInline
enum UUIDText {
    /// The value of a hexadecimal digit, or 0xFF.
    @inlinable
    static func hexValue(_ byte: UInt8) -> UInt8 {
        let digit = byte &- UInt8(ascii: "0")
        if digit < 10 { return digit }
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? letter &+ 10 : 0xFF
    }

    /// The UUID written as `8-4-4-4-12` hexadecimal digits.
    @inlinable
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36, bytes[8] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: "-"),
            bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
        else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var invalid: UInt8 = 0
        withUnsafeMutableBytes(of: &uuid) { octets in
            var index = 0
            var octet = 0
            while octet < 16 {
                if index == 8 || index == 13 || index == 18 || index == 23 { index += 1 }
                let high = hexValue(bytes[index])
                let low = hexValue(bytes[index &+ 1])
                invalid |= (high | low) & 0xF0
                octets[octet] = high &<< 4 | (low & 0x0F)
                octet &+= 1
                index &+= 2
            }
        }
        return invalid == 0 ? UUID(uuid: uuid) : nil
    }
}
