import ContractJSON

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of payload documents handed to a worker: their bytes in one buffer and where each starts.
struct PayloadBatch: Sendable {
    /// One document inside ``bytes``.
    struct Entry: Sendable {
        /// Index into the run's sources.
        var source: Int
        /// The line the document starts on in its source.
        var line: Int
        var start: Int
        var end: Int
        /// For a document over the size limit (not in ``bytes``): how many bytes it has, at least.
        var oversize: Int? = nil
        /// A document already parsed (from a YAML stream), or where its stream failed to parse; nil for
        /// bytes still to be parsed as JSON.
        var parsed: Result<JSONDocument, JSONParseError>? = nil
        /// For a document parsed from a YAML stream: the lines of the stream before the text it was parsed from.
        var lineOffset = 0
    }

    var bytes: [UInt8] = []
    var entries: [Entry] = []
    /// How many bytes of input this batch stands for (document bytes, line breaks and blank lines).
    var inputBytes = 0
}

/// Reads sources in order and cuts them into batches of about `chunkSize` bytes.
///
/// NDJSON is read in chunks with `read(2)`: each chunk's complete lines form a batch, and a line cut
/// by the chunk's end is carried into the next one, so a file of any size needs only a few chunks of
/// memory. Whole-file documents are read at once and grouped until a batch is full.
///
/// A document over `maximumDocumentBytes` (a file, or one NDJSON line) is never held whole: it
/// becomes an entry with ``PayloadBatch/Entry/oversize`` set, and the rest of its line is skipped,
/// so memory stays within about the limit plus two chunks whatever the input.
struct PayloadBatcher {
    var sources: [PayloadSource]
    var chunkSize = 1 << 20
    var console: Console
    var maximumDocumentBytes = PayloadBatcher.defaultMaximumDocumentBytes

    /// The chunk size when batches are checked on the reading thread (`--jobs 1`): each batch is done with
    /// before the next chunk is read, so chunks this small (under glibc's 128 KiB threshold for giving memory
    /// straight back to the system) reuse the same memory instead of each costing a page fault per 4 KiB.
    static let inlineChunkSize = 64 << 10
    /// The default limit of one document: 16 MiB.
    static let defaultMaximumDocumentBytes = 16 << 20
    /// The most NDJSON lines one batch holds. A chunk of one-byte documents is half a million lines,
    /// and each becomes an entry and an outcome: batches of whole chunks held about 170 MB with one
    /// job and 600 MB with two, whatever the file's size. Smaller batches keep that to a few MB.
    static let maximumLinesPerBatch = 4_096

    /// Calls `emit` with each batch, in input order.
    func run(_ emit: (PayloadBatch) throws -> Void) throws {
        var pending = PayloadBatch()
        for (index, source) in sources.enumerated() {
            let reader = source.isStandardInput ? console.openStandardInput() : try ByteReader(path: source.path)
            if source.isYAML {
                if !pending.entries.isEmpty {
                    try emit(pending)
                    pending = PayloadBatch()
                }
                try readYAML(of: index, from: reader, emit)
            } else if source.isTOML {
                let (entry, size) = try readTOML(of: index, from: reader)
                pending.entries.append(entry)
                pending.inputBytes += size
                // Parsed documents are larger than their text: a batch holds fewer of them.
                if pending.entries.count >= 64 {
                    try emit(pending)
                    pending = PayloadBatch()
                }
            } else if source.isLineDelimited {
                if !pending.entries.isEmpty {
                    try emit(pending)
                    pending = PayloadBatch()
                }
                try readLines(of: index, from: reader, emit)
            } else {
                let known = source.isStandardInput ? nil : source.size
                let bytes = known.map { $0 > maximumDocumentBytes } == true
                    ? [] : try reader.readAll(path: source.path, limit: maximumDocumentBytes + 1)
                if let known, known > maximumDocumentBytes || bytes.count > maximumDocumentBytes {
                    pending.entries.append(.init(source: index, line: 1, start: 0, end: 0, oversize: max(known, bytes.count)))
                    pending.inputBytes += known
                    continue
                }
                if bytes.count > maximumDocumentBytes {
                    pending.entries.append(.init(source: index, line: 1, start: 0, end: 0, oversize: bytes.count))
                    pending.inputBytes += bytes.count
                    continue
                }
                let start = pending.bytes.count
                if pending.bytes.isEmpty { pending.bytes = bytes } else { pending.bytes += bytes }
                pending.entries.append(.init(source: index, line: 1, start: start, end: pending.bytes.count))
                pending.inputBytes += bytes.count
                if pending.bytes.count >= chunkSize || pending.entries.count >= 512 {
                    try emit(pending)
                    pending = PayloadBatch()
                }
            }
        }
        if !pending.entries.isEmpty { try emit(pending) }
    }

    /// Cuts an NDJSON source into batches of complete lines. Blank lines are skipped; a `\r` before
    /// the `\n` is not part of the document.
    private func readLines(of source: Int, from reader: ByteReader, _ emit: (PayloadBatch) throws -> Void) throws {
        let path = sources[source].path
        var buffer: [UInt8] = []
        var searched = 0
        var line = 1
        var atEnd = false
        var needsMore = true
        while true {
            // Read when the buffer holds less than a chunk, or no whole line; a buffer left over from a
            // batch cut short at maximumLinesPerBatch is worked through first, so it never grows.
            if !atEnd && (needsMore || buffer.count < chunkSize) {
                atEnd = try reader.read(appendingTo: &buffer, count: chunkSize, path: path) == 0
            }
            needsMore = false
            var cut = buffer.count
            if !atEnd {
                guard let newline = PayloadBatcher.lastNewline(in: buffer, from: searched) else {
                    needsMore = true
                    searched = buffer.count  // One line longer than a chunk: keep reading.
                    if buffer.count > maximumDocumentBytes {
                        buffer = try skipLongLine(of: source, line: &line, from: reader, seen: buffer.count, emit)
                        searched = 0
                    }
                    continue
                }
                cut = newline + 1
            }
            let available = cut
            var batch = PayloadBatch()
            buffer.withUnsafeBufferPointer { bytes in
                var start = 0
                var lines = 0
                while start < cut {
                    if lines == PayloadBatcher.maximumLinesPerBatch {
                        // More lines than a batch holds: the rest stays in the buffer for the next batch.
                        cut = start
                        break
                    }
                    lines += 1
                    let end = PayloadBatcher.nextNewline(in: bytes, from: start, before: cut) ?? cut
                    var contentEnd = end
                    if contentEnd > start && bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
                    var blank = true
                    var position = start
                    while position < contentEnd {
                        let byte = bytes[position]
                        if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                            blank = false
                            break
                        }
                        position += 1
                    }
                    if contentEnd - start > maximumDocumentBytes {
                        batch.entries.append(.init(source: source, line: line, start: 0, end: 0, oversize: contentEnd - start))
                    } else if !blank {
                        batch.entries.append(.init(source: source, line: line, start: start, end: contentEnd))
                    }
                    start = end + 1
                    line += 1
                }
            }
            batch.inputBytes = cut
            let rest = ByteReader.copy(buffer, cut..<buffer.count)
            buffer.removeSubrange(cut...)
            batch.bytes = buffer
            if !batch.entries.isEmpty || batch.inputBytes > 0 { try emit(batch) }
            buffer = rest
            searched = 0
            if atEnd && cut == available { return }
        }
    }

    /// Skips the rest of a line already longer than the limit (`seen` bytes so far, none kept),
    /// emits it as an oversize entry, and returns the bytes read after its end.
    private func skipLongLine(
        of source: Int, line: inout Int, from reader: ByteReader, seen: Int, _ emit: (PayloadBatch) throws -> Void
    ) throws -> [UInt8] {
        let path = sources[source].path
        var length = seen
        var rest: [UInt8] = []
        while true {
            var chunk: [UInt8] = []
            guard try reader.read(appendingTo: &chunk, count: chunkSize, path: path) > 0 else { break }
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
                length += newline
                rest = ByteReader.copy(chunk, newline + 1..<chunk.count)
                break
            }
            length += chunk.count
        }
        var batch = PayloadBatch()
        batch.entries = [.init(source: source, line: line, start: 0, end: 0, oversize: length)]
        batch.inputBytes = length + 1
        try emit(batch)
        line += 1
        return rest
    }

    private static func lastNewline(in buffer: [UInt8], from start: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            var index = bytes.count - 1
            while index >= start {
                if bytes[index] == UInt8(ascii: "\n") { return index }
                index -= 1
            }
            return nil
        }
    }

    private static func nextNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        guard start < end, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), end - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
