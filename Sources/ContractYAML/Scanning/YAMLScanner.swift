import ContractJSON

/// Turns YAML bytes into tokens (the lexical half of the YAML 1.2 grammar), following the structure of
/// libyaml's scanner: block indentation becomes explicit `blockMappingStart`/`blockSequenceStart`/
/// `blockEnd` tokens, and "simple keys" (`key: value` without `?`) are found by remembering where a key
/// could have started and inserting a `key` token there when the `:` turns up.
///
/// Trade-off: the package has no dependencies, so it carries its own YAML reader. It works on validated
/// UTF-8 bytes, keeps every stack on the heap (no recursion), and fails with a located error.
struct YAMLScanner {
    let input: [UInt8]
    var position = 0
    var line = 0
    var column = 0

    var tokens: [YAMLToken] = []
    var head = 0
    var tokensTaken = 0
    var done = false
    var streamStarted = false

    var flowLevel = 0
    var indent = -1
    var indents: [Int] = []
    var simpleKeyAllowed = false
    var possibleKeys: [PossibleKey?] = [nil]
    /// For each open flow collection, whether it is a mapping (whose keys may span lines).
    var flowMappings: [Bool] = []
    /// Set after a JSON-like node (quoted scalar, flow collection end): a `:` right after it is a value
    /// indicator in flow context even without a space (`{"a":1}`).
    var adjacentValueAllowed = false
    let maximumDepth: Int
    /// The line of the last `---` or implicit key's `:`; a block collection cannot start on it.
    var noBlockCollectionLine = -1
    /// Whether the current document has begun (a `---` or content since the stream's start or the last `...`):
    /// before that, a line may start with a byte order mark.
    var inDocumentContent = false

    struct PossibleKey {
        var tokenNumber: Int
        var required: Bool
        var mark: YAMLMark
    }

    init(_ input: [UInt8], maximumDepth: Int) {
        self.input = input
        self.maximumDepth = maximumDepth
    }

    // MARK: Characters

    @inline(__always) func peek(_ ahead: Int = 0) -> UInt8 {
        let index = position + ahead
        return index < input.count ? input[index] : 0
    }

    var atEnd: Bool { position >= input.count }
    var mark: YAMLMark { YAMLMark(offset: position, line: line, column: column) }

    @inline(__always) static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    /// Blank, line break or end of input (0 stands for the end: the input has no NUL, see ``YAMLInput``).
    @inline(__always) static func isBlankOrEnd(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0 }
    @inline(__always) static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    mutating func forward(_ count: Int = 1) {
        for _ in 0..<count {
            guard position < input.count else { return }
            let byte = input[position]
            position += 1
            if byte == 0x0A || (byte == 0x0D && peek() != 0x0A) {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
        }
    }

    /// Consumes one line break and returns it normalized to `\n`.
    mutating func skipBreak() {
        if peek() == 0x0D && peek(1) == 0x0A { forward(2) } else if YAMLScanner.isBreak(peek()) { forward() }
    }

    func error(_ message: String, at mark: YAMLMark? = nil) -> JSONParseError {
        let origin = mark ?? self.mark
        return JSONParseError(message: message, location: SourceLocation(offset: origin.offset, line: origin.line + 1, column: origin.column + 1))
    }

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0: "end of input"
        case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        case 0x20: "a space"
        case 0x09: "a tab"
        case 0x0A, 0x0D: "a line break"
        default: "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    // MARK: Token queue

    /// The next token without consuming it.
    mutating func peekToken() throws(JSONParseError) -> YAMLToken {
        while needMoreTokens() { try fetchMoreTokens() }
        return tokens[head]
    }

    /// Consumes and returns the next token.
    mutating func nextToken() throws(JSONParseError) -> YAMLToken {
        let token = try peekToken()
        head += 1
        tokensTaken += 1
        if head > 64 && head * 2 > tokens.count {
            tokens.removeFirst(head)
            head = 0
        }
        return token
    }

    private mutating func needMoreTokens() -> Bool {
        if done { return false }
        if head == tokens.count { return true }
        staleSimpleKeys()
        // A token that may turn out to be a simple key must wait until the key is decided.
        return possibleKeys.contains { $0 != nil && $0!.tokenNumber == tokensTaken }
    }

    mutating func append(_ token: YAMLToken) {
        switch token.kind {
        case .streamStart, .documentEnd: inDocumentContent = false
        case .versionDirective, .tagDirective, .reservedDirective: break
        default: inDocumentContent = true
        }
        tokens.append(token)
    }

    private mutating func fetchMoreTokens() throws(JSONParseError) {
        if !streamStarted {
            streamStarted = true
            simpleKeyAllowed = true
            append(YAMLToken(.streamStart, mark, mark))
            return
        }
        try scanToNextToken()
        staleSimpleKeys()
        try checkRequiredKeysStale()
        unwindIndent(column)
        let byte = peek()
        if atEnd { return try fetchStreamEnd() }
        if column == 0 {
            if byte == UInt8(ascii: "%") { return try fetchDirective() }
            if isDocumentMarker(UInt8(ascii: "-")) { return try fetchDocumentIndicator(.documentStart) }
            if isDocumentMarker(UInt8(ascii: ".")) { return try fetchDocumentIndicator(.documentEnd) }
        }
        let next = peek(1)
        switch byte {
        case UInt8(ascii: "["): return try fetchFlowCollectionStart(.flowSequenceStart)
        case UInt8(ascii: "{"): return try fetchFlowCollectionStart(.flowMappingStart)
        case UInt8(ascii: "]"): return try fetchFlowCollectionEnd(.flowSequenceEnd)
        case UInt8(ascii: "}"): return try fetchFlowCollectionEnd(.flowMappingEnd)
        case UInt8(ascii: ","): return try fetchFlowEntry()
        case UInt8(ascii: "-") where YAMLScanner.isBlankOrEnd(next): return try fetchBlockEntry()
        case UInt8(ascii: "?") where YAMLScanner.isBlankOrEnd(next) || (flowLevel > 0 && YAMLScanner.isFlowIndicator(next)):
            return try fetchKey()
        case UInt8(ascii: ":") where YAMLScanner.isBlankOrEnd(next) || (flowLevel > 0 && (YAMLScanner.isFlowIndicator(next) || adjacentValueAllowed)):
            return try fetchValue()
        case UInt8(ascii: "*"): return try fetchAnchor(alias: true)
        case UInt8(ascii: "&"): return try fetchAnchor(alias: false)
        case UInt8(ascii: "!"): return try fetchTag()
        case UInt8(ascii: "|") where flowLevel == 0: return try fetchBlockScalar(folded: false)
        case UInt8(ascii: ">") where flowLevel == 0: return try fetchBlockScalar(folded: true)
        case UInt8(ascii: "'"): return try fetchFlowScalar(double: false)
        case UInt8(ascii: "\""): return try fetchFlowScalar(double: true)
        default:
            if canStartPlain(byte, next) { return try fetchPlain() }
            throw error("found \(describe(byte)), which cannot start any token")
        }
    }

    func canStartPlain(_ byte: UInt8, _ next: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            return !YAMLScanner.isBlankOrEnd(next) && !(flowLevel > 0 && YAMLScanner.isFlowIndicator(next))
        case 0x20, 0x09, 0x0A, 0x0D, 0,
             UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return false
        default:
            return true
        }
    }

    /// `---` or `...` at the start of a line, followed by a blank or the end.
    func isDocumentMarker(_ character: UInt8) -> Bool {
        column == 0 && peek() == character && peek(1) == character && peek(2) == character && YAMLScanner.isBlankOrEnd(peek(3))
    }

    // MARK: Whitespace and comments

    mutating func scanToNextToken() throws(JSONParseError) {
        var crossedLine = false
        while true {
            skipByteOrderMark()
            var sawTab = false
            while YAMLScanner.isBlank(peek()) {
                if peek() == 0x09 { sawTab = true }
                forward()
            }
            if peek() == UInt8(ascii: "#") {
                // Column 0 is the start of a line, also after a byte order mark.
                if column > 0 && !YAMLScanner.isBlankOrEnd(input[position - 1]) {
                    throw error("a comment must be separated from what precedes it by a space")
                }
                while !atEnd && !YAMLScanner.isBreak(peek()) { forward() }
            }
            if YAMLScanner.isBreak(peek()) {
                skipBreak()
                crossedLine = true
                if flowLevel == 0 { simpleKeyAllowed = true }
                continue
            }
            if sawTab && flowLevel == 0 && simpleKeyAllowed && !atEnd {
                try checkTabIndentation()
            }
            if crossedLine && flowLevel > 0 && !atEnd && leadingSpaces() <= indent {
                throw error("a flow collection's lines must be indented more than the block around it")
            }
            return
        }
    }

    /// Skips a byte order mark at the start of a line in a document's prefix (the stream's start, after `...`,
    /// comments and blank lines), where YAML 1.2 allows one. It is not a character of the document, so the
    /// column stays 0. Inside a document it stays a character, as in PyYAML and ruamel.yaml (and as
    /// ``YAMLStreamSplitter`` reads it).
    mutating func skipByteOrderMark() {
        guard !inDocumentContent, column == 0, peek() == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF else { return }
        position += 3
    }

    /// The number of spaces that start the current line.
    func leadingSpaces() -> Int {
        var start = position
        while start > 0 && !YAMLScanner.isBreak(input[start - 1]) { start -= 1 }
        var count = 0
        while start + count < input.count && input[start + count] == 0x20 { count += 1 }
        return count
    }

    /// Whether the separation before `offset` on its line holds a tab and follows other content (an
    /// indicator): a block collection may not start there (`-\t- a`, `?\tkey: value`).
    func tabSeparatesCollection(at offset: Int) -> Bool {
        var index = offset - 1
        var sawTab = false
        while index >= 0 && YAMLScanner.isBlank(input[index]) {
            if input[index] == 0x09 { sawTab = true }
            index -= 1
        }
        return sawTab && index >= 0 && !YAMLScanner.isBreak(input[index])
    }

    /// A block collection starting at `start` (just added to the indentation): not on the line of a `---`
    /// or of an implicit key's `:`, and not after a tab.
    func checkBlockCollectionStart(_ start: YAMLMark) throws(JSONParseError) {
        if start.line == noBlockCollectionLine {
            throw error("a block collection cannot start on the same line as '---' or as an implicit key's ':'", at: start)
        }
        if tabSeparatesCollection(at: start.offset) {
            throw error("tabs cannot be used for indentation (here, before a nested block collection)", at: start)
        }
    }

    /// A tab before a block token at the start of a line is indentation, which YAML forbids; between
    /// tokens on one line (`a:\tb`, `-\tx`) it is separation. Block indicators and keys after tabs used as
    /// indentation are errors.
    mutating func checkTabIndentation() throws(JSONParseError) {
        // Only whitespace precedes us on this line?
        var back = position - 1
        var onlyWhitespace = true
        while back >= 0 && !YAMLScanner.isBreak(input[back]) {
            if !YAMLScanner.isBlank(input[back]) { onlyWhitespace = false; break }
            back -= 1
        }
        guard onlyWhitespace else { return }
        let byte = peek()
        let next = peek(1)
        let isIndicator = (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":")) && YAMLScanner.isBlankOrEnd(next)
        if isIndicator || indent < column {
            // Content after tab indentation starts a new block node whose indentation would be the tab.
            if isIndicator || wouldStartBlockKey() {
                throw error("tabs cannot be used for indentation")
            }
        }
    }

    /// Whether a block mapping key seems to start here (a `:` follows on this line outside quotes).
    func wouldStartBlockKey() -> Bool {
        var index = position
        var quote: UInt8 = 0
        while index < input.count && !YAMLScanner.isBreak(input[index]) {
            let byte = input[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                if index == position { quote = byte }
            } else if byte == UInt8(ascii: "#") && index > position && YAMLScanner.isBlank(input[index - 1]) {
                return false
            } else if byte == UInt8(ascii: ":") && (index + 1 >= input.count || YAMLScanner.isBlankOrEnd(input[index + 1])) {
                return true
            }
            index += 1
        }
        return false
    }

    // MARK: Simple keys

    /// Whether a possible key at flow level `level` can no longer be a key: implicit keys fit on one line
    /// and in 1024 characters; in flow mappings they may span lines. (The 1024 limit there is libyaml's, not
    /// the specification's: it bounds the tokens held back while a key is undecided.)
    func isStale(_ key: PossibleKey, level: Int) -> Bool {
        if position - key.mark.offset > 1024 { return true }
        if level > 0 && flowMappings[level - 1] { return false }
        return key.mark.line != line
    }

    mutating func staleSimpleKeys() {
        for level in possibleKeys.indices {
            guard let key = possibleKeys[level] else { continue }
            if isStale(key, level: level) {
                if !key.required { possibleKeys[level] = nil }
            }
        }
    }

    func checkRequiredKeysStale() throws(JSONParseError) {
        for (level, key) in possibleKeys.enumerated() {
            guard let key, key.required else { continue }
            if isStale(key, level: level) {
                throw error("could not find the ':' of this implicit mapping key", at: key.mark)
            }
        }
    }

    mutating func savePossibleSimpleKey() throws(JSONParseError) {
        let required = flowLevel == 0 && indent == column
        guard simpleKeyAllowed else { return }
        try removePossibleSimpleKey()
        possibleKeys[flowLevel] = PossibleKey(tokenNumber: tokensTaken + tokens.count - head, required: required, mark: mark)
    }

    mutating func removePossibleSimpleKey() throws(JSONParseError) {
        if let key = possibleKeys[flowLevel], key.required {
            throw error("could not find the ':' of this implicit mapping key", at: key.mark)
        }
        possibleKeys[flowLevel] = nil
    }

    // MARK: Indentation

    mutating func unwindIndent(_ column: Int) {
        guard flowLevel == 0 else { return }
        while indent > column {
            append(YAMLToken(.blockEnd, mark, mark))
            indent = indents.removeLast()
        }
    }

    mutating func addIndent(_ column: Int) throws(JSONParseError) -> Bool {
        guard indent < column else { return false }
        guard indents.count + flowLevel < maximumDepth else {
            throw error("nesting deeper than \(maximumDepth) levels (the maximum depth)")
        }
        indents.append(indent)
        indent = column
        return true
    }
}
