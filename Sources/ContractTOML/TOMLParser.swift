import ContractJSON

/// Reads a TOML 1.0 document into a ``TOMLTable`` tree in one pass: statements (`key = value`,
/// `[table]`, `[[array of tables]]`) here, strings in `TOMLParser+Strings`, other values in
/// `TOMLParser+Values`.
///
/// Cost stays linear in the input: each key is looked up once in its table's dictionary (never a scan
/// of the keys before it), a header walks only its own path, and nesting (key paths, arrays and inline
/// tables together) is limited to `maximumDepth`, which also bounds the recursion of values.
struct TOMLParser {
    let input: [UInt8]
    let maximumDepth: Int
    var position = 0
    let root = TOMLTable(origin: .header, offset: 0, depth: 1)
    /// The table the current section's keys go into.
    var current: TOMLTable
    /// The number of the current section; each header and each inline table starts a new one.
    var section = 0
    var sections = 0

    init(_ input: [UInt8], maximumDepth: Int) {
        self.input = input
        self.maximumDepth = maximumDepth
        current = root
    }

    /// Reads the whole document and returns its root table.
    mutating func parse() throws(JSONParseError) -> TOMLTable {
        try TOMLParser.validateEncoding(input)
        // A byte order mark may start the document (it is not part of it).
        if input.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while true {
            skipWhitespace()
            guard let byte = peek() else { break }
            switch byte {
            case UInt8(ascii: "#"), 0x0A, 0x0D: break
            case UInt8(ascii: "["): try header()
            default: try keyValue(into: current, section: section)
            }
            try endOfLine()
        }
        return root
    }

    // MARK: Statements

    /// `[a.b]` or `[[a.b]]`: finds or creates the table (or appends to the array of tables) and makes
    /// it the current section.
    private mutating func header() throws(JSONParseError) {
        let start = position
        position += 1
        let isArray = peek() == UInt8(ascii: "[")
        if isArray { position += 1 }
        skipWhitespace()
        let path = try key()
        skipWhitespace()
        guard peek() == UInt8(ascii: "]") else { throw error("expected ']' to close the table header") }
        position += 1
        if isArray {
            guard peek() == UInt8(ascii: "]") else { throw error("expected ']]' to close the array-of-tables header") }
            position += 1
        }
        var table = root
        for (name, offset) in path.dropLast() {
            switch table.value(of: name) {
            case .table(let child)?:
                guard child.origin != .inline else {
                    throw error("the table \(TOMLParser.quoted(name)) was written inline ({…}) and cannot be extended", at: offset)
                }
                table = child
            case .array(let array)? where array.isTableArray:
                guard case .table(let last)? = array.elements.last else { throw error("empty array of tables", at: offset) }
                table = last
            case nil:
                let child = try newTable(.implicit, in: table, offset: offset)
                table.append(name, keyOffset: offset, value: .table(child), valueOffset: offset)
                table = child
            default:
                throw error("the key \(TOMLParser.quoted(name)) already holds a value that is not a table", at: offset)
            }
        }
        guard let (name, offset) = path.last else { throw error("expected a key", at: start) }
        let existing = table.value(of: name)
        if isArray {
            let array: TOMLArray
            switch existing {
            case nil:
                array = TOMLArray(isTableArray: true, offset: offset, depth: table.depth + 1)
                table.append(name, keyOffset: offset, value: .array(array), valueOffset: start)
            case .array(let found)? where found.isTableArray: array = found
            default: throw error("\(TOMLParser.quoted(name)) is already defined and is not an array of tables", at: offset)
            }
            let element = try newTable(.header, in: table, offset: start, depth: array.depth + 1)
            array.elements.append(.table(element))
            array.elementOffsets.append(start)
            current = element
        } else {
            switch existing {
            case nil:
                let child = try newTable(.header, in: table, offset: offset)
                table.append(name, keyOffset: offset, value: .table(child), valueOffset: start)
                current = child
            case .table(let child)? where child.origin == .implicit:
                child.origin = .header
                current = child
            default:
                throw error("the table \(TOMLParser.quoted(name)) is defined twice", at: offset)
            }
        }
        sections += 1
        section = sections
    }

    /// `a.b.c = value` into `table`: creates the tables `a` and `a.b` of a dotted key (or adds to the
    /// ones this same section or inline table created), then the value.
    mutating func keyValue(into table: TOMLTable, section: Int) throws(JSONParseError) {
        let path = try key()
        skipWhitespace()
        guard peek() == UInt8(ascii: "=") else { throw error("expected '=' after the key") }
        position += 1
        skipWhitespace()
        var target = table
        for (name, offset) in path.dropLast() {
            switch target.value(of: name) {
            case .table(let child)?:
                switch child.origin {
                case .dotted(section: section): break
                case .implicit: child.origin = .dotted(section: section)
                default:
                    throw error("the table \(TOMLParser.quoted(name)) is defined elsewhere; a dotted key cannot add to it", at: offset)
                }
                target = child
            case nil:
                let child = try newTable(.dotted(section: section), in: target, offset: offset)
                target.append(name, keyOffset: offset, value: .table(child), valueOffset: offset)
                target = child
            default:
                throw error("the key \(TOMLParser.quoted(name)) already holds a value that is not a table", at: offset)
            }
        }
        guard let (name, offset) = path.last else { throw error("expected a key") }
        guard target.value(of: name) == nil else { throw error("the key \(TOMLParser.quoted(name)) is defined twice", at: offset) }
        let valueOffset = position
        let value = try value(depth: target.depth + 1)
        target.append(name, keyOffset: offset, value: value, valueOffset: valueOffset)
    }

    /// A table nested in `parent`, within the depth limit.
    func newTable(_ origin: TOMLTable.Origin, in parent: TOMLTable, offset: Int, depth: Int? = nil) throws(JSONParseError) -> TOMLTable {
        let depth = depth ?? parent.depth + 1
        guard depth <= maximumDepth else { throw error("tables nested deeper than \(maximumDepth) levels", at: offset) }
        return TOMLTable(origin: origin, offset: offset, depth: depth)
    }

    /// A key: one or more simple keys (bare, "basic" or 'literal') joined by dots, with the offset of each.
    mutating func key() throws(JSONParseError) -> [([UInt8], Int)] {
        var path: [([UInt8], Int)] = []
        while true {
            let start = position
            guard let byte = peek() else { throw error("expected a key") }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                if input[position...].starts(with: [byte, byte, byte]) {
                    throw error("a key cannot be a multi-line string")
                }
                path.append((try singleLineString(), start))
            } else {
                while let next = peek(), TOMLParser.isBareKeyByte(next) { position += 1 }
                guard position > start else { throw error("expected a key (letters, digits, '_', '-', or a quoted string)") }
                path.append((Array(input[start..<position]), start))
            }
            guard path.count <= maximumDepth else { throw error("a key of more than \(maximumDepth) parts", at: start) }
            skipWhitespace()
            guard peek() == UInt8(ascii: ".") else { return path }
            position += 1
            skipWhitespace()
        }
    }

    // MARK: Whitespace, comments and line ends

    /// After a statement: spaces, an optional comment, then a line break or the end.
    private mutating func endOfLine() throws(JSONParseError) {
        skipWhitespace()
        if peek() == UInt8(ascii: "#") { try comment() }
        guard let byte = peek() else { return }
        if byte == 0x0A {
            position += 1
        } else if byte == 0x0D, position + 1 < input.count, input[position + 1] == 0x0A {
            position += 2
        } else {
            throw error(byte == 0x0D ? "a carriage return must be followed by a line feed" : "expected the end of the line")
        }
    }

    /// Skips a `#` comment up to (not including) its line break; control characters other than tab are not allowed in it.
    mutating func comment() throws(JSONParseError) {
        position += 1
        while let byte = peek(), byte != 0x0A {
            if byte == 0x0D, position + 1 < input.count, input[position + 1] == 0x0A { return }
            if TOMLParser.isControl(byte) { throw error("the control character \(TOMLParser.hex(byte)) is not allowed in a comment") }
            position += 1
        }
    }

    /// Skips spaces and tabs.
    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 { position += 1 }
    }

    /// Skips spaces, tabs, line breaks and comments (inside arrays).
    mutating func skipWhitespaceAndComments() throws(JSONParseError) {
        while let byte = peek() {
            switch byte {
            case 0x20, 0x09, 0x0A: position += 1
            case 0x0D:
                guard position + 1 < input.count, input[position + 1] == 0x0A else {
                    throw error("a carriage return must be followed by a line feed")
                }
                position += 2
            case UInt8(ascii: "#"): try comment()
            default: return
            }
        }
    }

    func peek() -> UInt8? { position < input.count ? input[position] : nil }

    // MARK: Errors and characters

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(message: message, location: SourceLocation(offset: offset ?? position, in: input))
    }

    /// `"name"` for messages: at most 60 characters, control and non-ASCII characters as `\u{…}`.
    static func quoted(_ bytes: [UInt8]) -> String {
        var text = "\""
        for scalar in String(decoding: bytes.prefix(60), as: UTF8.self).unicodeScalars {
            text +=
                scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
        }
        return text + (bytes.count > 60 ? "…\"" : "\"")
    }

    /// The bytes of the character starting at `offset` (one UTF-8 sequence), for messages.
    func character(at offset: Int) -> [UInt8] {
        var end = offset + 1
        while end < input.count, input[end] & 0xC0 == 0x80 { end += 1 }
        return Array(input[offset..<min(end, input.count)])
    }

    static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default: return false
        }
    }

    /// Control characters TOML allows nowhere but as line breaks: U+0000 to U+001F except tab, and U+007F.
    static func isControl(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != 0x09) || byte == 0x7F }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// TOML is UTF-8: the first invalid sequence is an error at its offset.
    ///
    /// Trade-off: the standard library's decoder finds it (decoding replaces each invalid sequence, so
    /// the first difference from the input is where it starts) rather than a validator of our own.
    static func validateEncoding(_ input: [UInt8]) throws(JSONParseError) {
        let decoded = String(decoding: input, as: UTF8.self).utf8
        guard decoded.count != input.count || !decoded.elementsEqual(input) else { return }
        var offset = 0
        for (byte, original) in zip(decoded, input) {
            if byte != original { break }
            offset += 1
        }
        offset = min(offset, input.count - 1)
        while offset > 0, input[offset] & 0xC0 == 0x80 { offset -= 1 }
        throw JSONParseError(message: "invalid UTF-8 (TOML is read as UTF-8)", location: SourceLocation(offset: offset, in: input))
    }
}
