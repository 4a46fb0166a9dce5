import ContractJSON

/// Checks the whole input before scanning: valid UTF-8 (YAML's other encodings, UTF-16 and UTF-32, are
/// not supported) and only characters YAML allows (no control characters but tab and line breaks).
/// The scanner then relies on it: a 0 from `peek` always means the end of the input.
enum YAMLInput {
    static func validate(_ bytes: [UInt8]) throws(JSONParseError) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D || byte == 0x7F {
                    throw failure("the control character U+\(hex(UInt32(byte))) is not allowed in YAML", at: index, in: bytes)
                }
                index += 1
                continue
            }
            var scalar: UInt32
            let length: Int
            switch byte {
            case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07)
            default: throw failure("invalid UTF-8 (YAML is read as UTF-8)", at: index, in: bytes)
            }
            guard index + length <= count else { throw failure("invalid UTF-8 (truncated sequence)", at: index, in: bytes) }
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { throw failure("invalid UTF-8 (YAML is read as UTF-8)", at: index, in: bytes) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw failure("invalid UTF-8 (overlong form or surrogate)", at: index, in: bytes)
            }
            // c-printable: C1 controls other than NEL, and the non-characters U+FFFE and U+FFFF, are excluded.
            if (scalar >= 0x80 && scalar <= 0x9F && scalar != 0x85) || scalar == 0xFFFE || scalar == 0xFFFF {
                throw failure("the character U+\(hex(scalar)) is not allowed in YAML", at: index, in: bytes)
            }
            index += length
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func failure(_ message: String, at offset: Int, in bytes: [UInt8]) -> JSONParseError {
        JSONParseError(message: message, location: SourceLocation(offset: offset, in: bytes))
    }
}
