/// A strict RFC 8259 parser that turns UTF-8 bytes into a tape (see ``JSONTapeEntry``).
///
/// Trade-off: the toolchain's `JSONSerialization` loses the difference between `1` and `1.0`, big
/// integers and key order, and is several times slower than needed, so the package carries its own
/// parser. It is iterative (an explicit stack, never recursion), so hostile nesting ends in an error
/// instead of a stack overflow, and it validates UTF-8 as it scans strings, eight bytes at a time.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct JSONParser {
    let options: JSONParsingOptions
    private var tape: ParserBuffer<JSONTapeEntry>
    /// Tape indices of the containers still open, innermost last.
    private var open: ParserBuffer<Int>
    /// Element or member counts of the open containers.
    private var counts: ParserBuffer<UInt32>

    /// Creates a parser for one input; ``parse(_:)`` allocates and releases its buffers.
    init(options: JSONParsingOptions, inputSize: Int) {
        self.options = options
        tape = ParserBuffer()
        open = ParserBuffer()
        counts = ParserBuffer()
    }

    /// Containers nested this deep keep their stacks on the machine stack (no allocation).
    static let stackDepth = 64

    /// Inputs up to this size are parsed straight into the tape array, sized for the worst case: every
    /// entry starts at a distinct byte, so n + 1 entries always suffice, even for truncated input such
    /// as `[[[8`. (Pages never touched are not resident.) Larger inputs grow a buffer and copy it once,
    /// to keep memory proportional to the need.
    static let inPlaceLimit = 1 << 18

    /// Parses `bytes` into a tape. Call once per parser.
    mutating func parse(_ bytes: [UInt8]) throws(JSONParseError) -> [JSONTapeEntry] {
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: JSONParser.stackDepth) { openStorage throws(JSONParseError) in
            try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: JSONParser.stackDepth) { countStorage throws(JSONParseError) in
                open = ParserBuffer(lending: openStorage.baseAddress!, capacity: JSONParser.stackDepth)
                counts = ParserBuffer(lending: countStorage.baseAddress!, capacity: JSONParser.stackDepth)
                defer {
                    tape.deallocate()
                    open.deallocate()
                    counts.deallocate()
                }
                return try parseTape(bytes)
            }
        }
    }

    private mutating func parseTape(_ bytes: [UInt8]) throws(JSONParseError) -> [JSONTapeEntry] {
        var failure: JSONParseError?
        let result: [JSONTapeEntry] = bytes.withUnsafeBufferPointer { buffer in
            if buffer.count <= JSONParser.inPlaceLimit {
                let bound = buffer.count + 1
                return [JSONTapeEntry](unsafeUninitializedCapacity: bound) { storage, count in
                    tape = ParserBuffer(lending: storage.baseAddress!, capacity: bound)
                    do throws(JSONParseError) {
                        try parse(buffer)
                        precondition(tape.base == storage.baseAddress!, "the tape is sized to its worst case and never grows")
                        count = tape.count
                    } catch {
                        failure = error
                        count = 0
                    }
                }
            }
            // Compact JSON needs about one entry per 4-8 bytes; the buffer doubles when that is not enough.
            tape = ParserBuffer(capacity: buffer.count / 5 + 16)
            do throws(JSONParseError) {
                try parse(buffer)
                return tape.array()
            } catch {
                failure = error
                return []
            }
        }
        if let failure { throw failure }
        return result
    }

    private mutating func parse(_ input: UnsafeBufferPointer<UInt8>) throws(JSONParseError) {
        var scanner = Scanner(input: input)
        guard input.count < Int(UInt32.max) else {
            throw scanner.error("documents of 4 GiB or more are not supported", at: 0)
        }
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            throw scanner.error("a byte order mark (U+FEFF) is not allowed at the start of a JSON text", at: 0)
        }

        scanner.skipWhitespace()
        var expectingValue = true
        while true {
            if expectingValue {
                guard let byte = scanner.peek() else {
                    throw scanner.error(open.isEmpty ? "expected a JSON value, found end of input" : "expected a value, found end of input")
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = byte == UInt8(ascii: "{")
                    guard open.count < options.maximumDepth else {
                        throw scanner.error("nesting deeper than \(options.maximumDepth) levels (the maximum depth)")
                    }
                    open.append(tape.count)
                    counts.append(0)
                    tape.append(JSONTapeEntry(kind: isObject ? .object : .array, flags: 0, offset: UInt32(scanner.position), length: 0, end: 0))
                    scanner.position += 1
                    scanner.skipWhitespace()
                    if scanner.peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        scanner.position += 1
                        try closeContainer(&scanner)
                        expectingValue = false
                    } else if isObject {
                        try parseKeyAndColon(&scanner, first: true)
                    }
                    continue
                case UInt8(ascii: "\""):
                    appendScalar(try scanner.scanString())
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    appendScalar(try scanner.scanNumber())
                case UInt8(ascii: "t"):
                    try scanner.expectLiteral("true")
                    tape.append(JSONTapeEntry(kind: .true, flags: 0, offset: UInt32(scanner.position - 4), length: 4, end: UInt32(tape.count + 1)))
                case UInt8(ascii: "f"):
                    try scanner.expectLiteral("false")
                    tape.append(JSONTapeEntry(kind: .false, flags: 0, offset: UInt32(scanner.position - 5), length: 5, end: UInt32(tape.count + 1)))
                case UInt8(ascii: "n"):
                    try scanner.expectLiteral("null")
                    tape.append(JSONTapeEntry(kind: .null, flags: 0, offset: UInt32(scanner.position - 4), length: 4, end: UInt32(tape.count + 1)))
                default:
                    throw scanner.error("expected a value, found \(scanner.describe(byte))")
                }
                expectingValue = false
                continue
            }

            // A value has just been completed.
            guard let container = open.last else { break }
            counts[counts.count - 1] += 1
            scanner.skipWhitespace()
            let isObject = tape[container].kind == .object
            guard let byte = scanner.peek() else {
                throw scanner.error(isObject ? "expected ',' or '}' after an object member, found end of input" : "expected ',' or ']' after an array element, found end of input")
            }
            if byte == UInt8(ascii: ",") {
                scanner.position += 1
                scanner.skipWhitespace()
                if isObject { try parseKeyAndColon(&scanner, first: false) }
                expectingValue = true
            } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                scanner.position += 1
                try closeContainer(&scanner)
            } else {
                throw scanner.error(isObject ? "expected ',' or '}' after an object member, found \(scanner.describe(byte))" : "expected ',' or ']' after an array element, found \(scanner.describe(byte))")
            }
        }
        scanner.skipWhitespace()
        if let byte = scanner.peek() {
            throw scanner.error("expected end of input after the top-level value, found \(scanner.describe(byte))")
        }
    }

    @inline(__always) private mutating func appendScalar(_ entry: JSONTapeEntry) {
        var entry = entry
        entry.end = UInt32(tape.count + 1)
        tape.append(entry)
    }

    private mutating func parseKeyAndColon(_ scanner: inout Scanner, first: Bool) throws(JSONParseError) {
        guard let byte = scanner.peek() else {
            throw scanner.error(first ? "expected a string key or '}', found end of input" : "expected a string key, found end of input")
        }
        guard byte == UInt8(ascii: "\"") else {
            throw scanner.error(first ? "expected a string key or '}', found \(scanner.describe(byte))" : "expected a string key after ',', found \(scanner.describe(byte))")
        }
        appendScalar(try scanner.scanString())
        scanner.skipWhitespace()
        guard let colon = scanner.peek() else { throw scanner.error("expected ':' after an object key, found end of input") }
        guard colon == UInt8(ascii: ":") else { throw scanner.error("expected ':' after an object key, found \(scanner.describe(colon))") }
        scanner.position += 1
        scanner.skipWhitespace()
    }

    private mutating func closeContainer(_ scanner: inout Scanner) throws(JSONParseError) {
        let index = open.removeLast()
        let count = counts.removeLast()
        tape[index].length = count
        tape[index].end = UInt32(tape.count)
        if tape[index].kind == .object && count > 1 && mayHaveDuplicateKeys(ofObjectAt: index, count: Int(count), scanner.input) {
            try markDuplicateKeys(ofObjectAt: index, count: Int(count), scanner)
        }
    }

    /// A quick filter in front of ``markDuplicateKeys(ofObjectAt:count:_:)``: false when the keys
    /// of the object are certainly distinct (nearly always), using a two-bit Bloom filter over a
    /// fingerprint of each key (length and first and last bytes). Keys with escapes, and objects
    /// with more than 32 members, always take the full check.
    @inline(__always) private func mayHaveDuplicateKeys(ofObjectAt index: Int, count: Int, _ input: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count <= 32 else { return true }
        var seen: UInt64 = 0
        var key = index + 1
        for _ in 0..<count {
            let entry = tape[key]
            if entry.hasEscapes { return true }
            let mixed = JSONParser.fingerprint(rawString(key, in: input)) &* 0x9E37_79B9_7F4A_7C15
            let bits: UInt64 = (1 << (mixed >> 58)) | (1 << ((mixed >> 52) & 63))
            if seen & bits == bits { return true }
            seen |= bits
            key = Int(tape[key + 1].end)
        }
        return false
    }

    /// A 64-bit fingerprint of the key bytes `input[start..<start + length]`: the length and the
    /// first and last (up to) 8 bytes, two loads, almost always decisive.
    @inline(__always) static func fingerprint(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let length = key.count
        var fingerprint = UInt64(length) &* 0x9E37_79B9_7F4A_7C15
        if length >= 8 {
            let base = UnsafeRawPointer(key.baseAddress!)
            fingerprint ^= base.loadUnaligned(as: UInt64.self)
            fingerprint = (fingerprint ^ (fingerprint >> 29)) &* 0xBF58_476D_1CE4_E5B9
            fingerprint ^= base.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        } else {
            for byte in key { fingerprint = (fingerprint ^ UInt64(byte)) &* 0x1000_0000_01B3 }
        }
        return fingerprint
    }

    /// The bytes between the quotes of the string (key) at tape `index`, escapes undecoded.
    @inline(__always) private func rawString(_ index: Int, in input: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let entry = tape[index]
        return UnsafeBufferPointer(rebasing: input[Int(entry.offset) + 1 ..< Int(entry.offset) + 1 + Int(entry.length)])
    }

    /// Flags every member hidden by a later one with the same key, or throws under ``JSONParsingOptions/DuplicateKeys/reject``.
    ///
    /// Runs on the objects ``mayHaveDuplicateKeys(ofObjectAt:count:_:)`` lets through, without
    /// allocation: keys are compared by length and a 64-bit fingerprint first, then byte by byte;
    /// only keys with escapes are decoded.
    private mutating func markDuplicateKeys(ofObjectAt index: Int, count: Int, _ scanner: Scanner) throws(JSONParseError) {
        let input = scanner.input
        try withUnsafeTemporaryAllocation(of: (key: Int, fingerprint: UInt64).self, capacity: count) { keys throws(JSONParseError) in
            var key = index + 1
            var anyEscapes = false
            for position in 0..<count {
                let entry = tape[key]
                anyEscapes = anyEscapes || entry.hasEscapes
                // Escaped keys get theirs from the decoded key when it matters (large objects); small objects
                // with escapes compare every pair.
                keys.initializeElement(at: position, to: (key, entry.hasEscapes ? 0 : JSONParser.fingerprint(rawString(key, in: input))))
                key = Int(tape[key + 1].end)
            }
            func bytes(_ key: Int) -> [UInt8] {
                let raw = rawString(key, in: input)
                return tape[key].hasEscapes ? Array(JSONStringDecoder.decode(raw).utf8) : Array(raw)
            }
            func same(_ a: Int, _ b: Int) -> Bool {
                if !tape[a].hasEscapes && !tape[b].hasEscapes {
                    let x = rawString(a, in: input)
                    let y = rawString(b, in: input)
                    return x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                }
                return bytes(a) == bytes(b)
            }
            // Later members win: scan from the end and hide earlier duplicates.
            if count <= 32 {
                for later in stride(from: count - 1, through: 1, by: -1) {
                    let laterPrint = keys[later].fingerprint
                    for earlier in 0..<later where anyEscapes || keys[earlier].fingerprint == laterPrint {
                        let laterKey = keys[later].key
                        let earlierKey = keys[earlier].key
                        if tape[laterKey].isShadowed || tape[earlierKey].isShadowed { continue }
                        if same(earlierKey, laterKey) { try shadow(earlierKey, scanner) }
                    }
                }
            } else {
                // Large objects: a sort brings equal fingerprints together and only those are compared. A run
                // of more than a few equal fingerprints (keys alike in length and both ends, or escaped: crafted
                // or unlucky) is re-sorted by a full hash seeded per process, so no input makes it quadratic.
                // No allocation per key; O(n log n) however the keys look.
                func compareRun(_ run: UnsafeMutableBufferPointer<(key: Int, fingerprint: UInt64)>) throws(JSONParseError) {
                    // Members are in document order within a run: later ones hide earlier equal ones.
                    for later in stride(from: run.count - 1, to: 0, by: -1) where !tape[run[later].key].isShadowed {
                        for earlier in 0..<later where !tape[run[earlier].key].isShadowed && same(run[earlier].key, run[later].key) {
                            try shadow(run[earlier].key, scanner)
                        }
                    }
                }
                func runs(of sorted: UnsafeMutableBufferPointer<(key: Int, fingerprint: UInt64)>,
                          _ body: (UnsafeMutableBufferPointer<(key: Int, fingerprint: UInt64)>) throws(JSONParseError) -> Void) throws(JSONParseError) {
                    var start = 0
                    while start < sorted.count {
                        var end = start + 1
                        while end < sorted.count && sorted[end].fingerprint == sorted[start].fingerprint { end += 1 }
                        if end - start > 1 { try body(UnsafeMutableBufferPointer(rebasing: sorted[start..<end])) }
                        start = end
                    }
                }
                if anyEscapes {
                    for position in 0..<count where tape[keys[position].key].hasEscapes {
                        keys[position].fingerprint = bytes(keys[position].key).withUnsafeBufferPointer(JSONParser.fingerprint)
                    }
                }
                var all = UnsafeMutableBufferPointer(rebasing: keys[0..<count])
                all.sort { ($0.fingerprint, $0.key) < ($1.fingerprint, $1.key) }
                try runs(of: all) { (run: UnsafeMutableBufferPointer<(key: Int, fingerprint: UInt64)>) throws(JSONParseError) in
                    guard run.count > 8 else { return try compareRun(run) }
                    var run = run
                    for position in run.indices {
                        var hasher = Hasher()
                        if tape[run[position].key].hasEscapes {
                            bytes(run[position].key).withUnsafeBytes { hasher.combine(bytes: $0) }
                        } else {
                            hasher.combine(bytes: UnsafeRawBufferPointer(rawString(run[position].key, in: input)))
                        }
                        run[position].fingerprint = UInt64(UInt(bitPattern: Int(hasher.finalize())))
                    }
                    run.sort { ($0.fingerprint, $0.key) < ($1.fingerprint, $1.key) }
                    try runs(of: run, compareRun)
                }
            }
            keys.deinitialize()
        }
    }

    private mutating func shadow(_ key: Int, _ scanner: Scanner) throws(JSONParseError) {
        if options.duplicateKeys == .reject {
            let entry = tape[key]
            let name: String = JSONStringDecoder.decode(rawString(key, in: scanner.input))
            throw scanner.error("duplicate key \"" + name + "\" in object", at: Int(entry.offset))
        }
        tape[key].flags |= JSONTapeEntry.Flags.shadowed
    }
}

/// The byte-level reader behind ``JSONParser``.
private struct Scanner {
    let input: UnsafeBufferPointer<UInt8>
    var position = 0

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
    }

    @inline(__always) func peek() -> UInt8? {
        position < input.count ? input[position] : nil
    }

    @inline(__always) mutating func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(message: message, location: SourceLocation(offset: offset ?? position, in: input))
    }

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        case 0x20: "a space"
        default:
            "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in text {
            guard position < input.count, input[position] == expected else {
                let found = position < input.count ? describe(input[position]) : "end of input"
                throw error("expected '\(literal)', found \(found)", at: position)
            }
            position += 1
        }
    }

    mutating func scanNumber() throws(JSONParseError) -> JSONTapeEntry {
        let start = position
        var flags: UInt8 = 0
        if input[position] == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), first &- UInt8(ascii: "0") < 10 else {
            throw error("expected a digit after '-', found \(peek().map(describe) ?? "end of input")")
        }
        position += 1
        if first == UInt8(ascii: "0") {
            if let next = peek(), next &- UInt8(ascii: "0") < 10 {
                throw error("expected '.', 'e' or the end of the number after a leading 0 (leading zeros are not allowed), found \(describe(next))")
            }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            flags |= JSONTapeEntry.Flags.hasFractionOrExponent
            guard let digit = peek(), digit &- UInt8(ascii: "0") < 10 else {
                throw error("expected a digit after the decimal point, found \(peek().map(describe) ?? "end of input")")
            }
            skipDigits()
        }
        if let e = peek(), e | 0x20 == UInt8(ascii: "e") {
            position += 1
            flags |= JSONTapeEntry.Flags.hasFractionOrExponent
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), digit &- UInt8(ascii: "0") < 10 else {
                throw error("expected a digit in the exponent, found \(peek().map(describe) ?? "end of input")")
            }
            skipDigits()
        }
        return JSONTapeEntry(kind: .number, flags: flags, offset: UInt32(start), length: UInt32(position - start), end: 0)
    }

    @inline(__always) private mutating func skipDigits() {
        while position < input.count, input[position] &- UInt8(ascii: "0") < 10 { position += 1 }
    }

    /// Scans a string starting at its opening quote; validates escapes and UTF-8.
    mutating func scanString() throws(JSONParseError) -> JSONTapeEntry {
        let quote = position
        position += 1
        var flags = JSONTapeEntry.Flags.isASCII
        let count = input.count
        let base = input.baseAddress!
        while true {
            // Eight bytes at a time while none is special: '"', '\\', a control character or non-ASCII.
            while position + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let ones: UInt64 = 0x0101_0101_0101_0101
                let highs: UInt64 = 0x8080_8080_8080_8080
                let quotes = word ^ (ones &* 0x22)
                let slashes = word ^ (ones &* 0x5C)
                let special = (((quotes &- ones) & ~quotes) | ((slashes &- ones) & ~slashes) | ((word &- ones &* 0x20) & ~word) | word) & highs
                if special != 0 {
                    // Each test is exact up to its first match (a borrow only spreads upwards), so the
                    // lowest flagged byte is the first special one: go straight to it.
                    position += special.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
            guard position < count else {
                throw error("expected '\"' to close the string that starts at byte \(quote), found end of input")
            }
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return JSONTapeEntry(kind: .string, flags: flags, offset: UInt32(quote), length: UInt32(position - quote - 2), end: 0)
            } else if byte == UInt8(ascii: "\\") {
                flags |= JSONTapeEntry.Flags.hasEscapes
                try scanEscape()
            } else if byte < 0x20 {
                throw error("expected '\"' or more string content, found an unescaped control character U+00\(String(byte, radix: 16, uppercase: true).leftPadded(to: 2)) (escape it as \\u00XX)")
            } else if byte < 0x80 {
                position += 1
            } else {
                flags &= ~JSONTapeEntry.Flags.isASCII
                try scanUTF8Sequence(lead: byte)
            }
        }
    }

    private mutating func scanEscape() throws(JSONParseError) {
        position += 1
        guard let byte = peek() else { throw error("expected an escape character after '\\', found end of input") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            let escapeStart = position - 1
            let unit = try scanHex4()
            if unit & 0xFC00 == 0xD800 {
                guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"), input[position + 1] == UInt8(ascii: "u") else {
                    throw error("expected a low surrogate escape (\\uDC00-\\uDFFF) after the high surrogate \\u\(hex(unit)), found \(peek().map(describe) ?? "end of input")", at: escapeStart)
                }
                position += 1
                let low = try scanHex4()
                guard low & 0xFC00 == 0xDC00 else {
                    throw error("expected a low surrogate (\\uDC00-\\uDFFF) after the high surrogate \\u\(hex(unit)), found \\u\(hex(low))", at: escapeStart)
                }
            } else if unit & 0xFC00 == 0xDC00 {
                throw error("expected a code point, found the lone low surrogate \\u\(hex(unit))", at: escapeStart)
            }
        default:
            throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, found \(describe(byte)) after '\\'")
        }
    }

    private func hex(_ unit: UInt16) -> String { String(unit, radix: 16, uppercase: true).leftPadded(to: 4) }

    /// Scans `uXXXX` (position at the `u`) and returns the code unit.
    private mutating func scanHex4() throws(JSONParseError) -> UInt16 {
        position += 1
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error("expected 4 hexadecimal digits after \\u, found end of input") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hexadecimal digits after \\u, found \(describe(byte))")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence starting with `lead` (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF).
    private mutating func scanUTF8Sequence(lead: UInt8) throws(JSONParseError) {
        let start = position
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let continuations: Int
        switch lead {
        case 0xC2...0xDF: continuations = 1
        case 0xE0: continuations = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: continuations = 2
        case 0xED: continuations = 2; high = 0x9F
        case 0xF0: continuations = 3; low = 0x90
        case 0xF1...0xF3: continuations = 3
        case 0xF4: continuations = 3; high = 0x8F
        default:
            throw error("expected valid UTF-8, found the byte 0x\(String(lead, radix: 16, uppercase: true)) which cannot start a UTF-8 sequence")
        }
        position += 1
        for index in 0..<continuations {
            guard let byte = peek() else { throw error("expected valid UTF-8, found a truncated sequence at end of input", at: start) }
            let (min, max) = index == 0 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= min && byte <= max else {
                throw error("expected valid UTF-8, found an invalid, overlong or surrogate sequence", at: start)
            }
            position += 1
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
