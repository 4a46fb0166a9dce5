/// Strict RFC 4648 base64 decoding (standard alphabet, padding required), for `contentEncoding`.
enum Base64 {
    static func decode(_ text: [UInt8]) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(text.count / 4 * 3)
        var index = 0
        while index < text.count {
            var quad: UInt32 = 0
            var padding = 0
            for offset in 0..<4 {
                let byte = text[index + offset]
                let value: UInt8
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
                case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
                case UInt8(ascii: "+"): value = 62
                case UInt8(ascii: "/"): value = 63
                case UInt8(ascii: "="):
                    guard index + 4 == text.count, offset >= 2 else { return nil }
                    padding += 1
                    value = 0
                default: return nil
                }
                if padding > 0 && byte != UInt8(ascii: "=") { return nil }
                quad = quad << 6 | UInt32(value)
            }
            output.append(UInt8(quad >> 16 & 0xFF))
            if padding < 2 { output.append(UInt8(quad >> 8 & 0xFF)) }
            if padding < 1 { output.append(UInt8(quad & 0xFF)) }
            index += 4
        }
        return output
    }
}
