import ContractJSON

/// The four kinds of TOML string: "basic" (with escapes), 'literal', and their multi-line forms.
extension TOMLParser {
    /// A string value of any kind, its content as UTF-8.
    mutating func string() throws(JSONParseError) -> [UInt8] {
        guard let quote = peek() else { throw error("expected a string") }
        if input[position...].starts(with: [quote, quote, quote]) { return try multiLineString(quote: quote) }
        return try singleLineString()
    }

    /// `"basic"` or `'literal'` on one line.
    mutating func singleLineString() throws(JSONParseError) -> [UInt8] {
        let quote = input[position]
        let start = position
        position += 1
        var content: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("this string is not closed", at: start) }
            if byte == quote {
                position += 1
                return content
            }
            if byte == 0x0A || byte == 0x0D { throw error("a line break in a single-line string (use \"\"\" or ''' for several lines)") }
            if TOMLParser.isControl(byte) { throw error("the control character \(TOMLParser.hex(byte)) must be escaped in a string") }
            if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                try escape(into: &content)
            } else {
                content.append(byte)
                position += 1
            }
        }
    }

    /// `"""…"""` or `'''…'''`: a line break right after the opening quotes is dropped, CRLF becomes LF,
    /// and up to two quotes may stand right before the closing three.
    private mutating func multiLineString(quote: UInt8) throws(JSONParseError) -> [UInt8] {
        let start = position
        position += 3
        if peek() == 0x0A {
            position += 1
        } else if peek() == 0x0D, position + 1 < input.count, input[position + 1] == 0x0A {
            position += 2
        }
        var content: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("this multi-line string is not closed", at: start) }
            if byte == quote {
                var run = 0
                while position + run < input.count, input[position + run] == quote { run += 1 }
                if run >= 3 {
                    guard run <= 5 else { throw error("too many quotes: at most two may stand before the closing three") }
                    content += Array(repeating: quote, count: run - 3)
                    position += run
                    return content
                }
                content += Array(repeating: quote, count: run)
                position += run
            } else if byte == 0x0A {
                content.append(0x0A)
                position += 1
            } else if byte == 0x0D {
                guard position + 1 < input.count, input[position + 1] == 0x0A else {
                    throw error("a carriage return must be followed by a line feed")
                }
                content.append(0x0A)
                position += 2
            } else if TOMLParser.isControl(byte) {
                throw error("the control character \(TOMLParser.hex(byte)) must be escaped in a string")
            } else if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                if try !skipLineEndingBackslash() { try escape(into: &content) }
            } else {
                content.append(byte)
                position += 1
            }
        }
    }

    /// A `\` that ends a line (spaces and tabs may follow it) drops the line break and all whitespace
    /// up to the next visible character. Returns false, moving nothing, for any other backslash.
    private mutating func skipLineEndingBackslash() throws(JSONParseError) -> Bool {
        var index = position + 1
        while index < input.count, input[index] == 0x20 || input[index] == 0x09 { index += 1 }
        guard index < input.count, input[index] == 0x0A || input[index] == 0x0D else { return false }
        position = index
        while let byte = peek() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                position += 1
            } else if byte == 0x0D {
                guard position + 1 < input.count, input[position + 1] == 0x0A else {
                    throw error("a carriage return must be followed by a line feed")
                }
                position += 2
            } else {
                break
            }
        }
        return true
    }

    /// One escape sequence of a basic string (TOML 1.0: `\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX`).
    private mutating func escape(into content: inout [UInt8]) throws(JSONParseError) {
        let start = position
        position += 1
        guard let letter = peek() else { throw error("an escape sequence is cut off by the end of the input") }
        let sequence = TOMLParser.quoted([UInt8(ascii: "\\")] + character(at: position))
        position += 1
        switch letter {
        case UInt8(ascii: "b"): content.append(0x08)
        case UInt8(ascii: "t"): content.append(0x09)
        case UInt8(ascii: "n"): content.append(0x0A)
        case UInt8(ascii: "f"): content.append(0x0C)
        case UInt8(ascii: "r"): content.append(0x0D)
        case UInt8(ascii: "\""): content.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): content.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let width = letter == UInt8(ascii: "u") ? 4 : 8
            var value: UInt32 = 0
            for _ in 0..<width {
                guard let byte = peek(), let digit = TOMLParser.hexValue(byte) else {
                    throw error("\\\(Unicode.Scalar(letter)) needs exactly \(width) hexadecimal digits", at: start)
                }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw error("\\\(Unicode.Scalar(letter)) must name a Unicode scalar value (not a surrogate, at most 10FFFF)", at: start)
            }
            content += Array(String(Character(scalar)).utf8)
        default:
            throw error("unknown escape sequence \(sequence) (TOML 1.0 has \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX)", at: start)
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
