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
    /// Quantifier bounds above this are clamped (they exceed the program-size cap anyway).
    static let quantifierClamp = 1 << 30

    private let scalars: [UInt32]
    private var pos = 0
    private var captureCount = 0
    private var groupNames: [String: Int] = [:]
    private var numberedReferences: [(number: Int, offset: Int)] = []
    private var namedReferences: [(name: String, offset: Int)] = []

    /// The number of capturing groups, available after `parse()`.
    var capturingGroupCount: Int { captureCount }

    init(_ pattern: String) {
        scalars = pattern.unicodeScalars.map(\.value)
    }

    /// Parses the whole pattern.
    mutating func parse() throws(RegexSyntaxError) -> RegexNode {
        let node = try parseDisjunction(depth: 0)
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
        return namedReferences.isEmpty ? node : resolveNamedReferences(node)
    }

    // MARK: Helpers

    private var atEnd: Bool { pos >= scalars.count }

    private func peek(_ offset: Int = 0) -> UInt32? {
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

    private func fail(_ message: String, at offset: Int) -> RegexSyntaxError {
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

    private mutating func parseDisjunction(depth: Int) throws(RegexSyntaxError) -> RegexNode {
        var alternatives = [try parseAlternative(depth: depth)]
        while peek() == 0x7C {  // |
            pos += 1
            alternatives.append(try parseAlternative(depth: depth))
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func parseAlternative(depth: Int) throws(RegexSyntaxError) -> RegexNode {
        var terms: [RegexNode] = []
        while let c = peek(), c != 0x7C, c != 0x29 {  // | )
            terms.append(try parseTerm(depth: depth))
        }
        switch terms.count {
        case 0: return .empty
        case 1: return terms[0]
        default: return .sequence(terms)
        }
    }

    private mutating func parseTerm(depth: Int) throws(RegexSyntaxError) -> RegexNode {
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
        case 0x28 where isNext("(?=") || isNext("(?!") || isNext("(?<=") || isNext("(?<!"):
            let behind = peek(2) == 0x3C
            let negated = peek(behind ? 3 : 2) == 0x21
            guard depth < RegexParser.maxNesting else { throw fail("pattern nested too deeply", at: start) }
            pos += behind ? 4 : 3
            let body = try parseDisjunction(depth: depth + 1)
            guard peek() == 0x29 else { throw fail("unterminated group", at: start) }
            pos += 1
            // Lookarounds are not quantifiable with the u flag; a following quantifier fails in the next term.
            return .lookaround(body, behind: behind, negated: negated)
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
        let atom = try parseAtom(depth: depth)
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
        return .quantified(
            body: atom, min: min, max: max, greedy: greedy, captures: (capturesBefore + 1)..<(captureCount + 1))
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

    /// Reads one or more decimal digits, clamping huge values.
    private mutating func parseDecimal() -> Int? {
        guard Self.isDigit(peek()) else { return nil }
        var value = 0
        while let c = peek(), Self.isDigit(c) {
            value = Swift.min(value * 10 + Int(c - 0x30), RegexParser.quantifierClamp)
            pos += 1
        }
        return value
    }

    // MARK: Atoms

    private mutating func parseAtom(depth: Int) throws(RegexSyntaxError) -> RegexNode {
        let start = pos
        let c = scalars[pos]
        switch c {
        case 0x2E:  // .
            pos += 1
            return .charClass(.dot)
        case 0x28:  // (
            guard depth < RegexParser.maxNesting else { throw fail("pattern nested too deeply", at: start) }
            var captureIndex: Int?
            if isNext("(?:") {
                pos += 3
            } else if isNext("(?<") {
                pos += 3
                let name = try parseGroupName()
                captureCount += 1
                guard groupNames[name] == nil else { throw fail("duplicate capture group name", at: start + 3) }
                groupNames[name] = captureCount
                captureIndex = captureCount
            } else if isNext("(?") {
                if let next = peek(2), next == 0x69 || next == 0x6D || next == 0x73 || next == 0x2D {  // i m s -
                    throw fail("pattern modifiers are not supported", at: start)
                }
                throw fail("invalid group", at: start)
            } else {
                pos += 1
                captureCount += 1
                captureIndex = captureCount
            }
            let body = try parseDisjunction(depth: depth + 1)
            guard peek() == 0x29 else { throw fail("unterminated group", at: start) }
            pos += 1
            if let captureIndex { return .capture(index: captureIndex, body) }
            return body
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
    private mutating func parseClassEscape() throws(RegexSyntaxError) -> (pairs: [(UInt32, UInt32)], properties: [RegexPropertyItem])? {
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
    private mutating func parseCharacterEscape(inClass: Bool) throws(RegexSyntaxError) -> UInt32 {
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

    // MARK: Character classes

    private enum ClassAtom {
        case scalar(UInt32)
        case set(pairs: [(UInt32, UInt32)], properties: [RegexPropertyItem])
    }

    private mutating func parseClass() throws(RegexSyntaxError) -> RegexNode {
        let start = pos
        pos += 1
        var inverted = false
        if peek() == 0x5E {
            inverted = true
            pos += 1
        }
        var pairs: [(UInt32, UInt32)] = []
        var properties: [RegexPropertyItem] = []
        while true {
            guard let c = peek() else { throw fail("unterminated character class", at: start) }
            if c == 0x5D {
                pos += 1
                break
            }
            let atomStart = pos
            let first = try parseClassAtom()
            if peek() == 0x2D, let after = peek(1), after != 0x5D {  // a range
                let dash = pos
                pos += 1
                let second = try parseClassAtom()
                guard case .scalar(let lo) = first, case .scalar(let hi) = second else {
                    throw fail("invalid character class range", at: dash)
                }
                guard lo <= hi else { throw fail("range out of order in character class", at: atomStart) }
                pairs.append((lo, hi))
                continue
            }
            switch first {
            case .scalar(let value): pairs.append((value, value))
            case .set(let morePairs, let moreProperties):
                pairs += morePairs
                properties += moreProperties
            }
        }
        let set = RegexCharClass(pairs: pairs, properties: properties, inverted: inverted)
        if let single = set.singleMember { return .scalar(single) }
        return .charClass(set)
    }

    private mutating func parseClassAtom() throws(RegexSyntaxError) -> ClassAtom {
        let c = scalars[pos]
        guard c == 0x5C else {
            pos += 1
            return .scalar(c)
        }
        if let set = try parseClassEscape() { return .set(pairs: set.pairs, properties: set.properties) }
        return .scalar(try parseCharacterEscape(inClass: true))
    }

    // MARK: Named references

    private func resolveNamedReferences(_ node: RegexNode) -> RegexNode {
        switch node {
        case .backreference(let number) where number < 0:
            return .backreference(groupNames[namedReferences[-number - 1].name]!)
        case .empty, .scalar, .charClass, .assertion, .backreference:
            return node
        case .sequence(let nodes):
            return .sequence(nodes.map(resolveNamedReferences))
        case .alternation(let nodes):
            return .alternation(nodes.map(resolveNamedReferences))
        case .capture(let index, let body):
            return .capture(index: index, resolveNamedReferences(body))
        case .quantified(let body, let min, let max, let greedy, let captures):
            return .quantified(
                body: resolveNamedReferences(body), min: min, max: max, greedy: greedy, captures: captures)
        case .lookaround(let body, let behind, let negated):
            return .lookaround(resolveNamedReferences(body), behind: behind, negated: negated)
        }
    }
}
