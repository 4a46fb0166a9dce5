/// Decodes the raw bytes of a string the parser has already validated (escapes well formed,
/// surrogates paired, UTF-8 valid) into a Swift `String`.
@usableFromInline
enum JSONStringDecoder {
    @usableFromInline
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(hex4(raw, at: index))
                index += 4
                if scalar & 0xFC00 == 0xD800 {
                    let low = UInt32(hex4(raw, at: index + 2))
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &output)
            default: output.append(escape)  // \" \\ \/
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = raw[index + offset]
            let digit: UInt8 = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: byte - UInt8(ascii: "A") + 10
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        output.append(contentsOf: UTF8.encode(scalar)!)
    }
}
