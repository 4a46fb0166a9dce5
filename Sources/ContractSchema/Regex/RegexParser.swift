/// Parses an ECMA-262 `Pattern` with the `u` flag (and no other flag) into a `RegexNode` tree.
///
/// This is the strict Unicode-mode grammar: none of the Annex B web-compatibility relaxations apply, so lone `{`,
/// `}` and `]`, quantified lookaheads, identity escapes of letters (`\a`, `\e`…), octal escapes and
/// backreferences to non-existent groups are syntax errors. One relaxation is made on purpose: an escaped ASCII
/// punctuation character (`\&`, `\%`) is that character, as real-world schemas expect. Not supported (rejected with a syntax error although
/// recent editions accept them): pattern modifiers `(?i:…)` (ES2025) and duplicate group names in different
/// alternatives (ES2025).
struct RegexParser {
    /// Maximum nesting of groups, which bounds the recursion of the parser, compiler and matchers.
    static let maxNesting = 200
    /// Quantifier bounds above this are clamped in the tree (they exceed the program-size cap anyway).
    static let quantifierClamp = 1 << 30

    let scalars: [UInt32]
    var pos = 0
    private var captureCount = 0
    var groupNames: [String: Int] = [:]
    private var numberedReferences: [(number: Int, offset: Int)] = []
    var namedReferences: [(name: String, offset: Int)] = []

    /// The number of capturing groups, available after `parse()`.
    var capturingGroupCount: Int { captureCount }

    /// Whether only the syntax is checked: no tree is built (``parse()`` returns a placeholder), so groups may
    /// nest without limit and counted repetitions of any size are accepted, as ECMA-262 allows.
    let syntaxOnly: Bool

    init(_ pattern: String, syntaxOnly: Bool = false) {
        scalars = pattern.unicodeScalars.map(\.value)
        self.syntaxOnly = syntaxOnly
    }

    /// Parses the whole pattern.
    mutating func parse() throws(RegexSyntaxError) -> RegexNode {
        let node = try parseDisjunction()
        if pos < scalars.count {
            // parseDisjunction stops only at the end or at a ')' without a matching '('.
            throw RegexSyntaxError(offset: pos, message: "unmatched ')'")
        }
        for reference in numberedReferences where reference.number > captureCount {
            throw RegexSyntaxError(offset: reference.offset, message: "invalid backreference \\\(reference.number)")
        }
        for reference in namedReferences where groupNames[reference.name] == nil {
            throw RegexSyntaxError(
                offset: reference.offset, message: "invalid named reference: no group named '\(reference.name)'")
        }
        return namedReferences.isEmpty || syntaxOnly ? node : resolveNamedReferences(node)
    }

    // MARK: Helpers

    private var atEnd: Bool { pos >= scalars.count }

    func peek(_ offset: Int = 0) -> UInt32? {
        pos + offset < scalars.count ? scalars[pos + offset] : nil
    }

    private func isNext(_ text: String) -> Bool {
        var i = pos
        for scalar in text.unicodeScalars {
            guard i < scalars.count, scalars[i] == scalar.value else { return false }
            i += 1
        }
        return true
    }

    func fail(_ message: String, at offset: Int) -> RegexSyntaxError {
        RegexSyntaxError(offset: offset, message: message)
    }

    private static func ascii(_ c: Character) -> UInt32 { c.unicodeScalars.first!.value }

    private static func hexValue(_ c: UInt32?) -> UInt32? {
        guard let c else { return nil }
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }

    private static func isDigit(_ c: UInt32?) -> Bool {
        guard let c else { return false }
        return c >= 0x30 && c <= 0x39
    }

    private static func isSyntaxCharacter(_ c: UInt32) -> Bool {
        switch c {
        case 0x5E, 0x24, 0x5C, 0x2E, 0x2A, 0x2B, 0x3F, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x7C: return true
        default: return false
        }
    }

    private static func describe(_ c: UInt32) -> String {
        guard let scalar = Unicode.Scalar(c) else { return "\\u{\(String(c, radix: 16))}" }
        return String(Character(scalar))
    }

    // MARK: Disjunction, alternative, term

    /// A group or lookaround being parsed (the root counts as one): the loop below keeps them on an explicit stack,
    /// so nesting costs heap, never call stack.
    private struct OpenGroup {
        enum Kind { case root, group(capture: Int?), lookaround(behind: Bool, negated: Bool) }
        var kind: Kind
        var start: Int
        var capturesBefore: Int
        var alternatives: [RegexNode] = []
        var terms: [RegexNode] = []

        /// Appends a term, making room for several at the first (growing one at a time reallocated for most terms).
        mutating func append(_ term: RegexNode) {
            if terms.isEmpty { terms.reserveCapacity(8) }
            terms.append(term)
        }

        mutating func closeAlternative() {
            alternatives.append(terms.count == 1 ? terms[0] : (terms.isEmpty ? .empty : .sequence(terms)))
            terms = []
        }

        mutating func body() -> RegexNode {
            closeAlternative()
            return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
        }
    }

    /// Parses a `Disjunction` up to the end or to a `)` without a matching `(`. Without a tree (`syntaxOnly`)
    /// groups may nest without limit; with one, at most ``maxNesting`` deep.
    private mutating func parseDisjunction() throws(RegexSyntaxError) -> RegexNode {
        var stack = [OpenGroup(kind: .root, start: pos, capturesBefore: 0)]
        while let c = peek() {
            switch c {
            case 0x7C:  // |
                pos += 1
                stack[stack.count - 1].closeAlternative()
            case 0x29:  // )
                if stack.count == 1 { return stack[0].body() }  // parse() reports it
                pos += 1
                var group = stack.removeLast()
                let body = syntaxOnly ? RegexNode.empty : group.body()
                switch group.kind {
                case .root:
                    preconditionFailure("the root is never closed by ')'")
                case .lookaround(let behind, let negated):
                    // Lookarounds are not quantifiable with the u flag; a following quantifier fails as the next term.
                    stack[stack.count - 1].append(.lookaround(body, behind: behind, negated: negated))
                case .group(let capture):
                    let atom = capture.map { RegexNode.capture(index: $0, body) } ?? body
                    stack[stack.count - 1].append(try quantify(atom, capturesBefore: group.capturesBefore))
                }
            case 0x28:  // (
                if !syntaxOnly && stack.count > RegexParser.maxNesting { throw fail("pattern nested too deeply", at: pos) }
                stack.append(try openGroup())
            default:
                stack[stack.count - 1].append(try parseTerm())
            }
        }
        if let unterminated = stack.last, stack.count > 1 { throw fail("unterminated group", at: unterminated.start) }
        return stack[0].body()
    }

    /// Consumes the opening of a group or lookaround at `pos`: `(`, `(?:`, `(?<name>`, `(?=`, `(?!`, `(?<=`, `(?<!`.
    private mutating func openGroup() throws(RegexSyntaxError) -> OpenGroup {
        let start = pos
        if isNext("(?=") || isNext("(?!") || isNext("(?<=") || isNext("(?<!") {
            let behind = peek(2) == 0x3C
            let negated = peek(behind ? 3 : 2) == 0x21
            pos += behind ? 4 : 3
            return OpenGroup(kind: .lookaround(behind: behind, negated: negated), start: start, capturesBefore: captureCount)
        }
        let capturesBefore = captureCount
        var capture: Int?
        if isNext("(?:") {
            pos += 3
        } else if isNext("(?<") {
            pos += 3
            let name = try parseGroupName()
            captureCount += 1
            guard groupNames[name] == nil else { throw fail("duplicate capture group name", at: start + 3) }
            groupNames[name] = captureCount
            capture = captureCount
        } else if isNext("(?") {
            if let next = peek(2), next == 0x69 || next == 0x6D || next == 0x73 || next == 0x2D {  // i m s -
                throw fail("pattern modifiers are not supported", at: start)
            }
            throw fail("invalid group", at: start)
        } else {
            pos += 1
            captureCount += 1
            capture = captureCount
        }
        return OpenGroup(kind: .group(capture: capture), start: start, capturesBefore: capturesBefore)
    }

    /// Parses a term that does not open a group: an assertion, or an atom with its quantifier.
    private mutating func parseTerm() throws(RegexSyntaxError) -> RegexNode {
        let start = pos
        switch scalars[pos] {
        case 0x5E:  // ^
            pos += 1
            return .assertion(.start)
        case 0x24:  // $
            pos += 1
            return .assertion(.end)
        case 0x5C where peek(1) == 0x62:  // \b
            pos += 2
            return .assertion(.wordBoundary)
        case 0x5C where peek(1) == 0x42:  // \B
            pos += 2
            return .assertion(.notWordBoundary)
        case 0x2A, 0x2B, 0x3F:  // * + ?
            throw fail("nothing to repeat", at: start)
        case 0x7B:  // {
            if parseBraceQuantifier() != nil {
                pos = start
                throw fail("nothing to repeat", at: start)
            }
            throw fail("lone quantifier brackets", at: start)
        case 0x7D:  // }
            throw fail("lone quantifier brackets", at: start)
        case 0x5D:  // ]
            throw fail("unmatched ']'", at: start)
        default:
            break
        }
        let capturesBefore = captureCount
        return try quantify(try parseAtom(), capturesBefore: capturesBefore)
    }

    /// Applies the quantifier at `pos`, if any, to `atom` (whose groups are numbered after `capturesBefore`).
    private mutating func quantify(_ atom: RegexNode, capturesBefore: Int) throws(RegexSyntaxError) -> RegexNode {
        let quantifierStart = pos
        guard let c = peek() else { return atom }
        var min: Int
        var max: Int?
        switch c {
        case 0x2A:
            (min, max) = (0, nil)
            pos += 1
        case 0x2B:
            (min, max) = (1, nil)
            pos += 1
        case 0x3F:
            (min, max) = (0, 1)
            pos += 1
        case 0x7B:
            guard let bounds = parseBraceQuantifier() else { throw fail("incomplete quantifier", at: pos) }
            (min, max) = bounds
            if let max, max < min { throw fail("numbers out of order in {} quantifier", at: quantifierStart) }
        default:
            return atom
        }
        var greedy = true
        if peek() == 0x3F {
            greedy = false
            pos += 1
        }
        if syntaxOnly { return .empty }
        return .quantified(
            body: atom, min: Swift.min(min, RegexParser.quantifierClamp), max: max.map { Swift.min($0, RegexParser.quantifierClamp) },
            greedy: greedy, captures: (capturesBefore + 1)..<(captureCount + 1))
    }

    /// Parses `{n}`, `{n,}` or `{n,m}` at `pos`; on failure leaves `pos` unchanged and returns nil.
    private mutating func parseBraceQuantifier() -> (Int, Int?)? {
        let start = pos
        pos += 1
        guard let min = parseDecimal() else {
            pos = start
            return nil
        }
        var max: Int? = min
        if peek() == 0x2C {  // ,
            pos += 1
            max = Self.isDigit(peek()) ? parseDecimal() : nil
        }
        guard peek() == 0x7D else {
            pos = start
            return nil
        }
        pos += 1
        return (min, max)
    }

    /// Reads one or more decimal digits, saturating at `Int.max` (bounds are clamped where nodes are made).
    private mutating func parseDecimal() -> Int? {
        guard Self.isDigit(peek()) else { return nil }
        var value = 0
        while let c = peek(), Self.isDigit(c) {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            value = overflow ? Int.max : times10.addingReportingOverflow(Int(c - 0x30)).overflow ? Int.max : times10 + Int(c - 0x30)
            pos += 1
        }
        return value
    }

    // MARK: Atoms

    /// Parses an atom other than a group (groups are opened by `parseDisjunction`).
    private mutating func parseAtom() throws(RegexSyntaxError) -> RegexNode {
        let c = scalars[pos]
        switch c {
        case 0x2E:  // .
            pos += 1
            return .charClass(.dot)
        case 0x5B:  // [
            return try parseClass()
        case 0x5C:  // \
            return try parseAtomEscape()
        default:
            pos += 1
            return .scalar(c)
        }
    }

    /// Parses `\…` outside a class (assertions `\b` and `\B` are handled by `parseTerm`).
    private mutating func parseAtomEscape() throws(RegexSyntaxError) -> RegexNode {
        let start = pos
        guard let c = peek(1) else { throw fail("\\ at end of pattern", at: start) }
        switch c {
        case 0x31...0x39:  // DecimalEscape: a backreference
            pos += 1
            let number = parseDecimal()!
            numberedReferences.append((number, start))
            return .backreference(number)
        case 0x6B:  // k<name>
            pos += 2
            guard peek() == 0x3C else { throw fail("invalid named reference", at: start) }
            pos += 1
            let name = try parseGroupName()
            namedReferences.append((name, start))
            return .backreference(-namedReferences.count)
        default:
            if let set = try parseClassEscape() { return .charClass(RegexCharClass(pairs: set.pairs, properties: set.properties)) }
            return .scalar(try parseCharacterEscape(inClass: false))
        }
    }

    /// Parses `\d \D \s \S \w \W \p{…} \P{…}` at `pos`; returns nil (consuming nothing) for other escapes.
    mutating func parseClassEscape() throws(RegexSyntaxError) -> (pairs: [(UInt32, UInt32)], properties: [RegexPropertyItem])? {
        let start = pos
        guard let c = peek(1) else { return nil }
        switch c {
        case 0x64: pos += 2; return (RegexCharClass.digitPairs, [])
        case 0x44: pos += 2; return (RegexCharClass.complementPairs(RegexCharClass.digitPairs), [])
        case 0x73: pos += 2; return (RegexCharClass.spacePairs, [])
        case 0x53: pos += 2; return (RegexCharClass.complementPairs(RegexCharClass.spacePairs), [])
        case 0x77: pos += 2; return (RegexCharClass.wordPairs, [])
        case 0x57: pos += 2; return (RegexCharClass.complementPairs(RegexCharClass.wordPairs), [])
        case 0x70, 0x50:  // p P
            pos += 2
            guard peek() == 0x7B else { throw fail("invalid property name", at: start) }
            pos += 1
            var text = ""
            while let d = peek(), d != 0x7D {
                guard let scalar = Unicode.Scalar(d), scalar.isASCII,
                    scalar.properties.isAlphabetic || Self.isDigit(d) || d == 0x5F || d == 0x3D
                else { throw fail("invalid property name", at: start) }
                text.unicodeScalars.append(scalar)
                pos += 1
            }
            guard peek() == 0x7D else { throw fail("invalid property name", at: start) }
            pos += 1
            guard let property = RegexUnicodeProperty.lookup(text) else {
                throw fail(text.isEmpty ? "invalid property name" : "invalid property name \(text)", at: start)
            }
            return ([], [RegexPropertyItem(property: property, negated: c == 0x50)])
        default:
            return nil
        }
    }

    /// Parses a `CharacterEscape` (or, in a class, `\b` and `\-`) at `pos` and returns its code point.
    mutating func parseCharacterEscape(inClass: Bool) throws(RegexSyntaxError) -> UInt32 {
        let start = pos
        guard let c = peek(1) else { throw fail("\\ at end of pattern", at: start) }
        pos += 2
        switch c {
        case 0x66: return 0x0C  // f
        case 0x6E: return 0x0A  // n
        case 0x72: return 0x0D  // r
        case 0x74: return 0x09  // t
        case 0x76: return 0x0B  // v
        case 0x63:  // c
            guard let letter = peek(), (0x41...0x5A).contains(letter) || (0x61...0x7A).contains(letter) else {
                throw fail("invalid control escape", at: start)
            }
            pos += 1
            return letter % 32
        case 0x30:  // 0
            if Self.isDigit(peek()) { throw fail("invalid decimal escape", at: start) }
            return 0
        case 0x78:  // x
            guard let high = Self.hexValue(peek()), let low = Self.hexValue(peek(1)) else {
                throw fail("invalid hexadecimal escape", at: start)
            }
            pos += 2
            return high << 4 | low
        case 0x75:  // u
            pos = start
            return try parseUnicodeEscape()
        case 0x62 where inClass:  // \b in a class is backspace
            return 0x08
        case 0x2D where inClass:  // \-
            return 0x2D
        default:
            if Self.isSyntaxCharacter(c) || c == 0x2F { return c }
            // Deliberate relaxation: an escaped ASCII punctuation character (`\&`, `\%`, `\'`…) stands for
            // itself, as in Annex B and in every mainstream validator; real-world schemas rely on it.
            if Self.isASCIIPunctuation(c) { return c }
            if Self.isDigit(c) { throw fail(inClass ? "invalid class escape" : "invalid escape", at: start) }
            throw fail("invalid escape \\\(Self.describe(c))", at: start)
        }
    }

    /// Whether `c` is printable ASCII punctuation (not a letter, digit, space or control character).
    static func isASCIIPunctuation(_ c: UInt32) -> Bool {
        (0x21...0x2F).contains(c) || (0x3A...0x40).contains(c) || (0x5B...0x60).contains(c) || (0x7B...0x7E).contains(c)
    }

    /// Parses `\uHHHH` (joining an escaped surrogate pair) or `\u{H…}` at `pos`.
    private mutating func parseUnicodeEscape() throws(RegexSyntaxError) -> UInt32 {
        let start = pos
        pos += 2
        if peek() == 0x7B {  // {
            pos += 1
            var value: UInt32 = 0
            var digits = 0
            while let digit = Self.hexValue(peek()) {
                value = value << 4 | digit
                digits += 1
                pos += 1
                guard value <= 0x10FFFF else { throw fail("invalid unicode escape", at: start) }
            }
            guard digits > 0, peek() == 0x7D else { throw fail("invalid unicode escape", at: start) }
            pos += 1
            return value
        }
        guard let value = readFourHex() else { throw fail("invalid unicode escape", at: start) }
        if (0xD800...0xDBFF).contains(value), peek() == 0x5C, peek(1) == 0x75 {
            let save = pos
            pos += 2
            if let low = readFourHex(), (0xDC00...0xDFFF).contains(low) {
                return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            pos = save
        }
        return value
    }

    private mutating func readFourHex() -> UInt32? {
        var value: UInt32 = 0
        for i in 0..<4 {
            guard let digit = Self.hexValue(peek(i)) else { return nil }
            value = value << 4 | digit
        }
        pos += 4
        return value
    }

    /// Parses a `RegExpIdentifierName` followed by `>` (the `<` has been consumed).
    private mutating func parseGroupName() throws(RegexSyntaxError) -> String {
        let start = pos
        var name = String.UnicodeScalarView()
        while true {
            guard var c = peek() else { throw fail("invalid capture group name", at: start) }
            if c == 0x3E {  // >
                pos += 1
                break
            }
            if c == 0x5C {
                guard peek(1) == 0x75 else { throw fail("invalid capture group name", at: start) }
                c = try parseUnicodeEscape()
            } else {
                pos += 1
            }
            guard let scalar = Unicode.Scalar(c) else { throw fail("invalid capture group name", at: start) }
            let valid: Bool
            if name.isEmpty {
                valid = scalar.properties.isIDStart || c == 0x24 || c == 0x5F
            } else {
                valid = scalar.properties.isIDContinue || c == 0x24 || c == 0x200C || c == 0x200D
            }
            guard valid else { throw fail("invalid capture group name", at: start) }
            name.append(scalar)
        }
        guard !name.isEmpty else { throw fail("invalid capture group name", at: start) }
        return String(name)
    }
}
