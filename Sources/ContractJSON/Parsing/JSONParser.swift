/// A strict RFC 8259 parser that turns UTF-8 bytes into a tape (see ``JSONTapeEntry``).
///
/// Trade-off: the toolchain's `JSONSerialization` loses the difference between `1` and `1.0`, big
/// integers and key order, and is several times slower than needed, so the package carries its own
/// parser. It is iterative (an explicit stack, never recursion), so hostile nesting ends in an error
/// instead of a stack overflow, and it validates UTF-8 as it scans strings, sixteen bytes at a time.
struct JSONParser {
    let options: JSONParsingOptions
    var tape: ParserBuffer<JSONTapeEntry>
    /// Tape indices of the containers still open, innermost last.
    var open: ParserBuffer<Int>
    /// Element or member counts of the open containers.
    var counts: ParserBuffer<UInt32>

    /// Creates a parser for one input; ``parse(_:reusing:)`` allocates and releases its buffers.
    init(options: JSONParsingOptions) {
        self.options = options
        tape = ParserBuffer()
        open = ParserBuffer()
        counts = ParserBuffer()
    }

    /// Containers nested this deep keep their stacks on the machine stack (no allocation).
    static let stackDepth = 64

    /// The tape entries a parse starts with for an input of `size` bytes: about one per 3 bytes up to 256 KiB,
    /// which real documents need far less than, and one per 5 above (compact JSON needs one per 4–8 bytes);
    /// denser input (`[1,1,1…`, `[[[[8`: up to one entry per byte) doubles the buffer. Sizing for the worst case
    /// (n + 1 entries, 16 bytes each) made every parse allocate 16 bytes per input byte, most of it never
    /// written: costly where each allocated byte is (the fuzzers' address sanitizer).
    static func initialCapacity(forInputSize size: Int) -> Int { size <= 1 << 18 ? size / 3 + 16 : size / 5 + 16 }

    /// Parses `bytes` into a tape. Call once per parser.
    ///
    /// The tape is written into a buffer, then copied once into an array of its exact size. The buffer is
    /// `storage`'s block when given (kept, and grown if needed, for the next document; see ``JSONTapeStorage``),
    /// a new one otherwise. Trade-off: writing into the array itself (`Array(unsafeUninitializedCapacity:)`)
    /// saves the copy but goes through the standard library's unspecialized allocation; measured with
    /// callgrind, it was no cheaper than a heap buffer and the copy.
    mutating func parse(_ bytes: [UInt8], reusing storage: JSONTapeStorage? = nil) throws(JSONParseError) -> [JSONTapeEntry] {
        tape = storage.map { ParserBuffer(lending: $0.base, capacity: $0.capacity) }
            ?? ParserBuffer(capacity: JSONParser.initialCapacity(forInputSize: bytes.count))
        defer {
            // A tape that outgrew the storage's block leaves its larger buffer to the storage.
            if let storage, tape.base != storage.base, let grown = tape.relinquish() {
                storage.adopt(grown.base, capacity: grown.capacity)
            }
            tape.deallocate()
        }
        try parseTape(bytes)
        return tape.array()
    }

    /// Parses `bytes` into a tape buffer that the caller owns: for a reader that is done with the document before
    /// it parses another (the validated decoding of generated models), which then reads the tape where the parse
    /// wrote it, without the exact-size copy a ``JSONDocument`` keeps. The parse writes into the thread's kept
    /// buffer when it has one large enough (``ThreadTapeCache``), and gives it back when the input is not JSON.
    mutating func parseIntoBuffer(_ bytes: [UInt8]) throws(JSONParseError) -> ParserBuffer<JSONTapeEntry> {
        let minimum = JSONParser.initialCapacity(forInputSize: bytes.count)
        // A new buffer holds at least the entries of a few kilobytes of input, so that the thread's small
        // documents all fit the one it keeps.
        tape = ThreadTapeCache.take(minimum: minimum).map { ParserBuffer(owning: $0.base, capacity: $0.capacity) }
            ?? ParserBuffer(capacity: max(minimum, ThreadTapeCache.initialCapacity))
        do {
            try parseTape(bytes)
        } catch {
            ThreadTapeCache.keep(tape.base, capacity: tape.capacity)
            throw error
        }
        // The buffer is owned (the kept one, a new one, or the larger one it grew into): it passes to the caller.
        return tape
    }

    /// Parses `bytes` into `tape`, which the caller has set up and frees or keeps.
    private mutating func parseTape(_ bytes: [UInt8]) throws(JSONParseError) {
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: JSONParser.stackDepth) { openStorage throws(JSONParseError) in
            try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: JSONParser.stackDepth) { countStorage throws(JSONParseError) in
                open = ParserBuffer(lending: openStorage.baseAddress!, capacity: JSONParser.stackDepth)
                counts = ParserBuffer(lending: countStorage.baseAddress!, capacity: JSONParser.stackDepth)
                defer {
                    open.deallocate()
                    counts.deallocate()
                }
                try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) in try parse(buffer) }
            }
        }
    }

    private mutating func parse(_ input: UnsafeBufferPointer<UInt8>) throws(JSONParseError) {
        var scanner = JSONScanner(input: input)
        guard input.count < Int(UInt32.max) else {
            throw scanner.error("documents of 4 GiB or more are not supported", at: 0)
        }
        // A UTF-8 byte order mark before the text is skipped, as RFC 8259 (8.1) lets a parser do: editors on
        // Windows write one, and YAML and TOML files with one are read too. It is not part of the value.
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { scanner.position = 3 }

        scanner.skipWhitespace()
        // The innermost open container, kept in locals rather than read from the stacks for every value: its
        // tape index (-1 at the top level), whether it is an object, and its elements or members so far. The
        // enclosing containers wait on `open` and `counts`; `depth` counts them all.
        var container = -1
        var isObject = false
        var count: UInt32 = 0
        var depth = 0
        var expectingValue = true
        while true {
            if expectingValue {
                guard let byte = scanner.peek() else {
                    let expected = container < 0 ? "a JSON value" : "a value"
                    throw scanner.error("expected \(expected), found end of input")
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard depth < options.maximumDepth else {
                        throw scanner.error("nesting deeper than \(options.maximumDepth) levels (the maximum depth)")
                    }
                    depth &+= 1
                    if container >= 0 {
                        open.append(container)
                        counts.append(count)
                    }
                    isObject = byte == UInt8(ascii: "{")
                    container = tape.count
                    count = 0
                    tape.append(JSONTapeEntry(kind: isObject ? .object : .array, flags: 0, offset: UInt32(inDocument: scanner.position), length: 0, end: 0))
                    scanner.position &+= 1
                    scanner.skipWhitespace()
                    if scanner.peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        scanner.position &+= 1
                        try closeContainer(&container, count: &count, isObject: &isObject, &scanner)
                        depth &-= 1
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
                    tape.append(JSONTapeEntry(kind: .true, flags: 0, offset: UInt32(inDocument: scanner.position &- 4), length: 4, end: UInt32(inDocument: tape.count &+ 1)))
                case UInt8(ascii: "f"):
                    try scanner.expectLiteral("false")
                    tape.append(JSONTapeEntry(kind: .false, flags: 0, offset: UInt32(inDocument: scanner.position &- 5), length: 5, end: UInt32(inDocument: tape.count &+ 1)))
                case UInt8(ascii: "n"):
                    try scanner.expectLiteral("null")
                    tape.append(JSONTapeEntry(kind: .null, flags: 0, offset: UInt32(inDocument: scanner.position &- 4), length: 4, end: UInt32(inDocument: tape.count &+ 1)))
                default:
                    throw scanner.error("expected a value, found \(scanner.describe(byte))")
                }
                expectingValue = false
                continue
            }

            // A value has just been completed.
            guard container >= 0 else { break }
            count &+= 1
            scanner.skipWhitespace()
            guard let byte = scanner.peek() else {
                throw scanner.error(isObject ? "expected ',' or '}' after an object member, found end of input" : "expected ',' or ']' after an array element, found end of input")
            }
            if byte == UInt8(ascii: ",") {
                scanner.position &+= 1
                scanner.skipWhitespace()
                if isObject { try parseKeyAndColon(&scanner, first: false) }
                expectingValue = true
            } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                scanner.position &+= 1
                try closeContainer(&container, count: &count, isObject: &isObject, &scanner)
                depth &-= 1
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
        entry.end = UInt32(inDocument: tape.count &+ 1)
        tape.append(entry)
    }

    @inline(__always) private mutating func parseKeyAndColon(_ scanner: inout JSONScanner, first: Bool) throws(JSONParseError) {
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
        scanner.position &+= 1
        scanner.skipWhitespace()
    }

    /// Closes `container` with its `count`, checks an object's keys for duplicates, and makes the enclosing
    /// container (or none: -1) the current one.
    private mutating func closeContainer(
        _ container: inout Int, count: inout UInt32, isObject: inout Bool, _ scanner: inout JSONScanner
    ) throws(JSONParseError) {
        let index = container
        tape[index].length = count
        tape[index].end = UInt32(inDocument: tape.count)
        if isObject && count > 1 {
            if options.checksDuplicateKeys {
                try checkKeys(ofObjectAt: index, count: Int(count), scanner)
            } else {
                tape[index].flags |= JSONTapeEntry.Flags.keysUnchecked
            }
        }
        if open.isEmpty {
            container = -1
        } else {
            container = open.removeLast()
            count = counts.removeLast()
            isObject = tape[container].kind == .object
        }
    }
}
