import ContractJSON

/// Plain and quoted scalars: line folding, escapes, and where a plain scalar ends.
extension YAMLScanner {
    // MARK: Plain scalars

    mutating func scanPlain() throws(JSONParseError) -> YAMLToken {
        let start = mark
        var end = mark
        var content: [UInt8] = []
        var pending: [UInt8] = []
        let minimumIndent = indent + 1
        while true {
            if peek() == UInt8(ascii: "#") { break }
            if column == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: "."))) { break }
            var length = 0
            while true {
                let byte = peek(length)
                if YAMLScanner.isBlankOrEnd(byte) { break }
                if byte == UInt8(ascii: ":") {
                    let next = peek(length + 1)
                    if YAMLScanner.isBlankOrEnd(next) || (flowLevel > 0 && YAMLScanner.isFlowIndicator(next)) { break }
                }
                if flowLevel > 0 && YAMLScanner.isFlowIndicator(byte) { break }
                length += 1
            }
            if length == 0 { break }
            simpleKeyAllowed = false
            content += pending
            content += input[position..<position + length]
            forward(length)
            end = mark
            guard let spaces = try scanPlainSpaces() else { break }
            pending = spaces
            if peek() == UInt8(ascii: "#") || (flowLevel == 0 && column < minimumIndent) { break }
            if flowLevel > 0 && line != end.line && column <= indent && !atEnd {
                throw error("a flow collection's lines must be indented more than the block around it")
            }
        }
        var token = YAMLToken(.scalar, start, end)
        token.value = content
        token.style = .plain
        return token
    }

    /// The whitespace after a run of plain text, folded: nil when the scalar cannot go on.
    private mutating func scanPlainSpaces() throws(JSONParseError) -> [UInt8]? {
        let whitespaceStart = position
        while YAMLScanner.isBlank(peek()) { forward() }
        let whitespace = Array(input[whitespaceStart..<position])
        guard YAMLScanner.isBreak(peek()) else { return whitespace.isEmpty ? nil : whitespace }
        skipBreak()
        simpleKeyAllowed = true
        var breaks = 0
        while true {
            if column == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: "."))) { return nil }
            if YAMLScanner.isBlank(peek()) {
                // Tabs may follow the indentation of a continuation line, never replace it.
                if peek() == 0x09 && flowLevel == 0 && column < indent + 1 {
                    var ahead = 0
                    while YAMLScanner.isBlank(peek(ahead)) { ahead += 1 }
                    if !YAMLScanner.isBreak(peek(ahead)) && peek(ahead) != 0 && peek(ahead) != UInt8(ascii: "#") { return nil }
                }
                forward()
            } else if YAMLScanner.isBreak(peek()) {
                skipBreak()
                breaks += 1
            } else {
                break
            }
        }
        return breaks == 0 ? [0x20] : [UInt8](repeating: 0x0A, count: breaks)
    }

    // MARK: Quoted scalars

    mutating func scanFlowScalar(double: Bool) throws(JSONParseError) -> YAMLToken {
        let start = mark
        let quote = double ? UInt8(ascii: "\"") : UInt8(ascii: "'")
        forward()
        var content: [UInt8] = []
        while true {
            // A run of text up to a quote, an escape or whitespace.
            var length = 0
            while true {
                let byte = peek(length)
                if position + length >= input.count || byte == quote || YAMLScanner.isBlank(byte) || YAMLScanner.isBreak(byte) { break }
                if double && byte == UInt8(ascii: "\\") { break }
                length += 1
            }
            content += input[position..<position + length]
            forward(length)
            if atEnd { throw error("the quoted scalar starting here is not closed", at: start) }
            let byte = peek()
            if byte == quote {
                if !double && peek(1) == quote {
                    content.append(quote)
                    forward(2)
                    continue
                }
                forward()
                break
            }
            if byte == UInt8(ascii: "\\") {
                try scanEscape(into: &content)
                continue
            }
            // Whitespace: kept inside a line, folded across lines.
            let whitespaceStart = position
            while YAMLScanner.isBlank(peek()) { forward() }
            if atEnd { throw error("the quoted scalar starting here is not closed", at: start) }
            if YAMLScanner.isBreak(peek()) {
                skipBreak()
                let breaks = try scanQuotedBreaks(start)
                if breaks == 0 { content.append(0x20) } else { content += [UInt8](repeating: 0x0A, count: breaks) }
            } else {
                content += input[whitespaceStart..<position]
            }
        }
        var token = YAMLToken(.scalar, start, mark)
        token.value = content
        token.style = double ? .doubleQuoted : .singleQuoted
        return token
    }

    /// Skips the line prefixes and empty lines after a line break in a quoted scalar; returns the number of
    /// empty lines.
    private mutating func scanQuotedBreaks(_ start: YAMLMark) throws(JSONParseError) -> Int {
        var breaks = 0
        while true {
            if column == 0 && (isDocumentMarker(UInt8(ascii: "-")) || isDocumentMarker(UInt8(ascii: "."))) {
                throw error("a document marker cannot appear inside a quoted scalar")
            }
            var spaces = 0
            while peek() == 0x20 { forward(); spaces += 1 }
            let spacesOnly = spaces
            while YAMLScanner.isBlank(peek()) { forward() }
            if YAMLScanner.isBreak(peek()) {
                skipBreak()
                breaks += 1
                continue
            }
            if atEnd { throw error("the quoted scalar starting here is not closed", at: start) }
            if spacesOnly <= indent {
                throw error("a quoted scalar's continuation lines must be indented more than the block around it")
            }
            return breaks
        }
    }

    private mutating func scanEscape(into content: inout [UInt8]) throws(JSONParseError) {
        let escapeMark = mark
        forward()
        let byte = peek()
        var scalar: UInt32
        switch byte {
        case UInt8(ascii: "0"): scalar = 0
        case UInt8(ascii: "a"): scalar = 7
        case UInt8(ascii: "b"): scalar = 8
        case UInt8(ascii: "t"), 0x09: scalar = 9
        case UInt8(ascii: "n"): scalar = 10
        case UInt8(ascii: "v"): scalar = 11
        case UInt8(ascii: "f"): scalar = 12
        case UInt8(ascii: "r"): scalar = 13
        case UInt8(ascii: "e"): scalar = 27
        case 0x20: scalar = 0x20
        case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): scalar = UInt32(byte)
        case UInt8(ascii: "N"): scalar = 0x85
        case UInt8(ascii: "_"): scalar = 0xA0
        case UInt8(ascii: "L"): scalar = 0x2028
        case UInt8(ascii: "P"): scalar = 0x2029
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = byte == UInt8(ascii: "x") ? 2 : (byte == UInt8(ascii: "u") ? 4 : 8)
            scalar = 0
            for offset in 1...digits {
                guard let digit = YAMLScanner.hexValue(peek(offset)) else {
                    throw error("expected \(digits) hexadecimal digits in this escape", at: escapeMark)
                }
                scalar = scalar << 4 | UInt32(digit)
            }
            forward(digits)
        case 0x0A, 0x0D:
            // An escaped line break: the break and the next line's indentation disappear.
            skipBreak()
            let breaks = try scanQuotedBreaks(escapeMark)
            content += [UInt8](repeating: 0x0A, count: breaks)
            return
        default:
            throw error("unknown escape sequence '\\\(Character(Unicode.Scalar(byte)))' in a double-quoted scalar", at: escapeMark)
        }
        forward()
        guard let value = Unicode.Scalar(scalar) else {
            throw error("the escape names no Unicode scalar (a surrogate or beyond U+10FFFF)", at: escapeMark)
        }
        content += Array(String(Character(value)).utf8)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
