import ContractJSON

/// Values other than strings: arrays, inline tables, and the literals (booleans, integers, floats,
/// dates and times), which are read as one token and then told apart by their form.
extension TOMLParser {
    /// The value at the current position; `depth` is how deep it would be nested.
    mutating func value(depth: Int) throws(JSONParseError) -> TOMLNode {
        guard let byte = peek() else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try string())
        case UInt8(ascii: "["): return .array(try array(depth: depth))
        case UInt8(ascii: "{"): return .table(try inlineTable(depth: depth))
        default: return try literal()
        }
    }

    /// `[a, b, …]`: line breaks and comments allowed between elements, and a comma after the last.
    private mutating func array(depth: Int) throws(JSONParseError) -> TOMLArray {
        guard depth <= maximumDepth else { throw error("arrays and tables nested deeper than \(maximumDepth) levels") }
        let array = TOMLArray(isTableArray: false, offset: position, depth: depth)
        position += 1
        while true {
            try skipWhitespaceAndComments()
            if peek() == UInt8(ascii: "]") { break }
            let offset = position
            let element = try value(depth: depth + 1)
            if case .table(let table) = element { table.origin = .inline }
            array.elements.append(element)
            array.elementOffsets.append(offset)
            try skipWhitespaceAndComments()
            if peek() == UInt8(ascii: ",") {
                position += 1
            } else if peek() != UInt8(ascii: "]") {
                throw error(peek() == nil ? "this array is not closed" : "expected ',' or ']' after an array element")
            }
        }
        position += 1
        return array
    }

    /// `{ a = 1, b.c = 2 }` on one line, no comma after the last member (TOML 1.0). Complete as
    /// written: no header or dotted key outside may add to it.
    private mutating func inlineTable(depth: Int) throws(JSONParseError) -> TOMLTable {
        guard depth <= maximumDepth else { throw error("arrays and tables nested deeper than \(maximumDepth) levels") }
        let table = TOMLTable(origin: .inline, offset: position, depth: depth)
        sections += 1
        let inlineSection = sections
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return table
        }
        while true {
            skipWhitespace()
            switch peek() {
            case 0x0A?, 0x0D?: throw error("an inline table must be on one line")
            case UInt8(ascii: "}")?: throw error("no comma may follow the last member of an inline table (TOML 1.0)")
            default: try keyValue(into: table, section: inlineSection)
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "}")?:
                position += 1
                return table
            case 0x0A?, 0x0D?: throw error("an inline table must be on one line")
            case nil: throw error("this inline table is not closed")
            default: throw error("expected ',' or '}' after a member of the inline table")
            }
        }
    }

    /// A boolean, number, date or time: the run of characters such literals are made of (with the
    /// space of `1979-05-27 07:32:00`), then its form decides the type.
    private mutating func literal() throws(JSONParseError) -> TOMLNode {
        let start = position
        while let byte = peek(), TOMLParser.isLiteralByte(byte) { position += 1 }
        // A date followed by a space and a time is one date-time.
        if position - start == 10, position + 2 < input.count, input[position] == 0x20, input[start + 4] == UInt8(ascii: "-"),
            TOMLDateTime.isDigit(input[position + 1]), TOMLDateTime.isDigit(input[position + 2])
        {
            position += 1
            while let byte = peek(), TOMLParser.isLiteralByte(byte) { position += 1 }
        }
        let token = input[start..<position]
        guard !token.isEmpty else {
            throw error(
                peek() == nil ? "expected a value" : "expected a value, found \(TOMLParser.quoted(character(at: start)))", at: start)
        }
        if token.count <= 5, let first = token.first, !TOMLDateTime.isDigit(first) {
            switch Array(token) {
            case Array("true".utf8): return .bool(true)
            case Array("false".utf8): return .bool(false)
            case Array("inf".utf8), Array("+inf".utf8), Array("-inf".utf8), Array("nan".utf8), Array("+nan".utf8), Array("-nan".utf8):
                return .float(json: nil, text: Array(token))
            default: break
            }
        }
        if token.contains(UInt8(ascii: ":"))
            || (token.count >= 5 && token[start + 4] == UInt8(ascii: "-") && token.prefix(4).allSatisfy(TOMLDateTime.isDigit))
        {
            switch TOMLDateTime.parse(token) {
            case .success(let value): return .dateTime(value)
            case .failure(let reason): throw error("invalid date or time: \(reason.message)", at: start)
            }
        }
        return try number(token, at: start)
    }

    /// An integer (decimal, `0x`, `0o`, `0b`) or a float; underscores only between digits.
    private func number(_ token: ArraySlice<UInt8>, at start: Int) throws(JSONParseError) -> TOMLNode {
        var rest = token
        if rest.count > 2, rest.first == UInt8(ascii: "0"), let radix = TOMLParser.radix(rest[rest.startIndex + 1]) {
            rest = rest.dropFirst(2)
            guard let digits = TOMLParser.digits(&rest, radix: radix), rest.isEmpty else {
                throw error("invalid \(radix == 16 ? "hexadecimal" : radix == 8 ? "octal" : "binary") integer", at: start)
            }
            guard let value = Int64(String(decoding: digits, as: UTF8.self), radix: radix) else {
                throw error("the integer does not fit in 64 bits", at: start)
            }
            return .integer(value)
        }
        var json: [UInt8] = []
        if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") {
            if rest.first == UInt8(ascii: "-") { json.append(UInt8(ascii: "-")) }
            rest = rest.dropFirst()
        }
        guard let whole = TOMLParser.digits(&rest, radix: 10) else { throw error("invalid number", at: start) }
        guard whole.count == 1 || whole.first != UInt8(ascii: "0") else {
            throw error("leading zeros are not allowed in a number", at: start)
        }
        json += whole
        var isFloat = false
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard let fraction = TOMLParser.digits(&rest, radix: 10) else {
                throw error("a '.' in a number must have digits on both sides", at: start)
            }
            json += [UInt8(ascii: ".")] + fraction
            isFloat = true
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            json.append(UInt8(ascii: "e"))
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                json.append(sign)
                rest = rest.dropFirst()
            }
            guard let exponent = TOMLParser.digits(&rest, radix: 10) else { throw error("an exponent needs digits", at: start) }
            json += exponent
            isFloat = true
        }
        guard rest.isEmpty else { throw error("invalid value \(TOMLParser.quoted(Array(token)))", at: start) }
        if isFloat { return .float(json: json, text: json) }
        guard let value = Int64(String(decoding: json, as: UTF8.self)) else {
            throw error("the integer does not fit in 64 bits", at: start)
        }
        return .integer(value)
    }

    /// Digits of `radix` with single underscores between them, without the underscores; nil when there
    /// are none or an underscore is misplaced. Stops at the first other character.
    private static func digits(_ rest: inout ArraySlice<UInt8>, radix: Int) -> [UInt8]? {
        var digits: [UInt8] = []
        var afterUnderscore = false
        while let byte = rest.first {
            if byte == UInt8(ascii: "_") {
                guard !digits.isEmpty, !afterUnderscore else { return nil }
                afterUnderscore = true
            } else if let value = hexValue(byte), Int(value) < radix {
                digits.append(byte)
                afterUnderscore = false
            } else {
                break
            }
            rest = rest.dropFirst()
        }
        return digits.isEmpty || afterUnderscore ? nil : digits
    }

    private static func radix(_ letter: UInt8) -> Int? {
        switch letter {
        case UInt8(ascii: "x"): return 16
        case UInt8(ascii: "o"): return 8
        case UInt8(ascii: "b"): return 2
        default: return nil
        }
    }

    /// The characters a literal is made of.
    private static func isLiteralByte(_ byte: UInt8) -> Bool {
        isBareKeyByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }
}
