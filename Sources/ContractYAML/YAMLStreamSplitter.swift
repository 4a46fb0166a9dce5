/// Cuts a YAML stream, as it is read, into runs of whole lines that each hold at most one document, so that a
/// reader of a long stream parses one document at a time (memory of one document, lines counted once) and can
/// refuse a document over a size limit without holding it.
///
/// A line starting with `---` or `...` followed by a space, a tab or the line's end is a document marker: YAML
/// forbids such a line inside any content (it ends the document, also inside block and quoted scalars). So a
/// run ends before a `---` line when it already holds content (not only directives, comments and blank lines,
/// which belong to the document that the `---` starts), and after a `...` line. Parsed alone, the runs give the
/// documents the whole stream gives. Lines end at `\n`; a file whose lines end at a lone `\r` is one run, and a
/// `...` line with a lone `\r` after the marker does not end its run.
///
/// ```swift
/// var splitter = YAMLStreamSplitter(maximumRunBytes: 1 << 20)
/// try splitter.append(chunk) { run in ... }   // as often as chunks come
/// try splitter.finish { run in ... }
/// ```
///
/// Trade-off: the markers are found by looking at the start of each line, not by the scanner: a document marker
/// where YAML forbids one (inside a quoted scalar) ends the run there, so such a malformed stream may get a
/// different error message than the whole stream parsed at once.
package struct YAMLStreamSplitter {
    /// A run of whole lines of the stream.
    package struct Run {
        /// The run's bytes; empty when it is over the limit.
        package var bytes: [UInt8]
        /// The line of the stream the run starts on (1-based, lines counted as ``SourceLocation`` counts them).
        package var line: Int
        /// The byte offset of the run's start in the stream.
        package var offset: Int
        /// The run's size when it is over `maximumRunBytes` (its bytes are then not kept).
        package var oversize: Int?
    }

    /// The most bytes a run keeps; a longer one is reported by its size only.
    package let maximumRunBytes: Int

    private var run: [UInt8] = []
    private var runSize = 0
    private var runLine = 1
    private var runOffset = 0
    /// Whether the run holds content that a following `---` line ends.
    private var runHasContent = false
    /// The first bytes of the current line, kept until the line can be classified.
    private var prefix: [UInt8] = []
    private var prefixDecided = false
    /// What the current line is, once known: a `---` or `...` marker, or a blank or comment line so far.
    private var lineKind = LineKind.other
    private var lineIsBlankOrComment = true
    private var lineSeenNonSpace = false
    /// Whether a lone `\r` (a line break to YAML) stands inside the current line: then the line is several, and
    /// the run does not end after it.
    private var lineHasLoneCarriageReturn = false
    private var line = 1
    private var offset = 0
    private var pendingCarriageReturn = false
    /// Where the current line starts.
    private var lineStartLine = 1
    private var lineStartOffset = 0

    private enum LineKind {
        case start, end, directive, other
    }

    /// A splitter whose runs keep at most `maximumRunBytes` bytes.
    package init(maximumRunBytes: Int) {
        self.maximumRunBytes = maximumRunBytes
    }

    /// The runs of a whole stream in memory, fed to a splitter `chunkSize` bytes at a time (as a reader of a file
    /// would): for tests and fuzzing, which hold the chunk boundaries to give the same runs.
    package static func runs(of bytes: [UInt8], chunkSize: Int, maximumRunBytes: Int) -> [Run] {
        var splitter = YAMLStreamSplitter(maximumRunBytes: maximumRunBytes)
        var runs: [Run] = []
        let step = max(chunkSize, 1)
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            while start < all.count {
                let end = min(start + step, all.count)
                splitter.append(UnsafeBufferPointer(rebasing: all[start..<end])) { runs.append($0) }
                start = end
            }
        }
        splitter.finish { runs.append($0) }
        return runs
    }

    /// Reads the next bytes of the stream, calling `body` with each run they complete.
    package mutating func append<E: Error>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Run) throws(E) -> Void) throws(E) {
        var start = 0
        while start < bytes.count {
            if !prefixDecided {
                if prefix.isEmpty && (bytes.count - start >= 8 || bytes[start...].contains(UInt8(ascii: "\n"))) {
                    // The line's first bytes are all here: classify it in place, then read it as the rest of a line.
                    try decide(YAMLStreamSplitter.kind(of: bytes[start..<min(start + 8, bytes.count)], beforeContent: !runHasContent), body)
                } else {
                    // A line cut by the chunk's end: hold its first bytes until the marker question can be answered.
                    while start < bytes.count && !prefixDecided {
                        let byte = bytes[start]
                        prefix.append(byte)
                        start += 1
                        offset += 1
                        count(byte)
                        if byte == UInt8(ascii: "\n") || prefix.count >= 8 { try decideHeldLine(body) }
                        if byte == UInt8(ascii: "\n") { try endLine(body) }
                    }
                    continue
                }
            }
            // The rest of the line, up to and including its line break. Bytes are looked at one by one (line
            // breaks, blank lines) only until the line's first character and at carriage returns: most bytes
            // cost two comparisons.
            var end = start
            var endsLine = false
            while end < bytes.count {
                let byte = bytes[end]
                end += 1
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || !lineSeenNonSpace || pendingCarriageReturn {
                    count(byte)
                    if byte == UInt8(ascii: "\n") {
                        endsLine = true
                        break
                    }
                }
            }
            offset += end - start
            keep(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = end
            if endsLine { try endLine(body) }
        }
    }

    /// Ends the stream, calling `body` with the last run.
    package mutating func finish<E: Error>(_ body: (Run) throws(E) -> Void) throws(E) {
        if !prefixDecided && !prefix.isEmpty { try decideHeldLine(body) }
        if pendingCarriageReturn {
            line += 1
            pendingCarriageReturn = false
        }
        try endRun(body)
    }

    /// Notes a byte of the current line (its offset aside): line breaks for the line count, and whether the line
    /// is blank or a comment.
    private mutating func count(_ byte: UInt8) {
        if pendingCarriageReturn && byte != UInt8(ascii: "\n") {
            line += 1
            lineHasLoneCarriageReturn = true
        }
        pendingCarriageReturn = byte == UInt8(ascii: "\r")
        if byte == UInt8(ascii: "\n") { line += 1 }
        guard !lineSeenNonSpace else { return }
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): break
        case 0xEF, 0xBB, 0xBF: break  // a byte order mark
        case UInt8(ascii: "#"): lineSeenNonSpace = true
        default:
            lineSeenNonSpace = true
            lineIsBlankOrComment = false
        }
    }

    /// What a line is, from its first bytes (up to 8, or all of a shorter line with its line break). A byte order
    /// mark before a marker counts only `beforeContent` (where a document may start with one): inside content,
    /// YAML reads it as a character, and the marker after it as content too.
    private static func kind(of first: Slice<UnsafeBufferPointer<UInt8>>, beforeContent: Bool) -> LineKind {
        var text = first
        if beforeContent && text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        func marker(_ character: UInt8) -> Bool {
            guard text.count >= 3, text.prefix(3).allSatisfy({ $0 == character }) else { return false }
            guard let next = text.dropFirst(3).first else { return true }
            return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\r") || next == UInt8(ascii: "\n")
        }
        if marker(UInt8(ascii: "-")) { return .start }
        if marker(UInt8(ascii: ".")) { return .end }
        if text.first == UInt8(ascii: "%") { return .directive }
        return .other
    }

    /// Takes the current line's kind, ending the run before a `---` line that starts a document after content.
    private mutating func decide<E: Error>(_ kind: LineKind, _ body: (Run) throws(E) -> Void) throws(E) {
        prefixDecided = true
        lineKind = kind
        // The line's bytes already counted belong to the next run.
        if kind == .start && runHasContent { try endRun(body, nextLine: lineStartLine, nextOffset: lineStartOffset) }
    }

    /// Classifies a line from the first bytes held, and adds them to the run.
    private mutating func decideHeldLine<E: Error>(_ body: (Run) throws(E) -> Void) throws(E) {
        let held = prefix
        prefix = []
        let beforeContent = !runHasContent
        try decide(held.withUnsafeBufferPointer { YAMLStreamSplitter.kind(of: $0[...], beforeContent: beforeContent) }, body)
        held.withUnsafeBufferPointer { keep($0) }
    }

    /// Updates the run's state at the end of a line, and ends the run after a `...` line.
    private mutating func endLine<E: Error>(_ body: (Run) throws(E) -> Void) throws(E) {
        if lineHasLoneCarriageReturn {
            // Several lines to YAML, which may hide a `...` and directives after it: no cut until content is seen
            // again (at worst the run then holds two documents, which parse as the whole stream does).
            runHasContent = false
        } else {
            switch lineKind {
            case .start: runHasContent = true
            case .end:
                runHasContent = true
                try endRun(body)
            case .directive: break  // belongs to the document the next `---` starts (or is content already)
            case .other: if !lineIsBlankOrComment { runHasContent = true }
            }
        }
        prefixDecided = false
        lineKind = .other
        lineIsBlankOrComment = true
        lineSeenNonSpace = false
        lineHasLoneCarriageReturn = false
        lineStartLine = line
        lineStartOffset = offset
    }

    /// Adds bytes to the run, or only counts them once it is over the limit.
    private mutating func keep(_ bytes: UnsafeBufferPointer<UInt8>) {
        runSize += bytes.count
        if runSize > maximumRunBytes {
            if !run.isEmpty { run = [] }
            return
        }
        run.append(contentsOf: bytes)
    }

    /// Hands over the run (when it has bytes) and starts the next one at `nextLine` and `nextOffset` (by default
    /// where the stream stands).
    private mutating func endRun<E: Error>(_ body: (Run) throws(E) -> Void, nextLine: Int? = nil, nextOffset: Int? = nil) throws(E) {
        if runSize > 0 {
            let finished = Run(bytes: run, line: runLine, offset: runOffset, oversize: runSize > maximumRunBytes ? runSize : nil)
            run = []
            runSize = 0
            try body(finished)
        }
        runHasContent = false
        runLine = nextLine ?? line
        runOffset = nextOffset ?? offset
    }
}
