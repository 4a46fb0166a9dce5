import Foundation

/// Parses UUID text from bytes (either case), without building a `String`.
@usableFromInline
enum UUIDText {
    @inlinable
    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The UUID written as `8-4-4-4-12` hexadecimal digits.
    @inlinable
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36, bytes[8] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: "-"),
            bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
        else { return nil }
        var octets: [UInt8] = []
        octets.reserveCapacity(16)
        var index = 0
        while index < 36 {
            if index == 8 || index == 13 || index == 18 || index == 23 { index += 1; continue }
            guard let high = hex(bytes[index]), let low = hex(bytes[index + 1]) else { return nil }
            octets.append(high << 4 | low)
            index += 2
        }
        return UUID(uuid: (octets[0], octets[1], octets[2], octets[3], octets[4], octets[5], octets[6], octets[7],
                           octets[8], octets[9], octets[10], octets[11], octets[12], octets[13], octets[14], octets[15]))
    }
}
