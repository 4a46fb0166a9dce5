import ContractJSON

/// One payload document read from a file: its bytes and where they came from.
struct PayloadDocument {
    /// The file the document is in.
    var path: String
    /// The line it starts on (1 for whole files; the line number in NDJSON files).
    var line: Int
    var bytes: [UInt8]
}

/// A file of payloads: a single JSON document, or NDJSON with one document per line.
struct PayloadSource {
    var path: String
    var isLineDelimited: Bool

    /// Expands files and folders (recursively: `.json`, `.ndjson`, `.jsonl`) into sources, in order.
    static func expand(_ paths: [String]) throws(FileError) -> [PayloadSource] {
        var sources: [PayloadSource] = []
        for path in paths {
            if Files.isDirectory(path) {
                let files = Files.files(in: path, suffixes: [".json", ".ndjson", ".jsonl"])
                if files.isEmpty { throw FileError(path: path, reason: "no .json, .ndjson or .jsonl files in this folder") }
                sources += files.map(PayloadSource.init(path:))
            } else {
                sources.append(PayloadSource(path: path))
            }
        }
        return sources
    }

    init(path: String) {
        self.path = path
        isLineDelimited = path.hasSuffix(".ndjson") || path.hasSuffix(".jsonl")
    }

    /// Calls `body` with each document of the file. Blank lines of NDJSON files are skipped.
    func forEachDocument(_ body: (PayloadDocument) throws -> Void) throws {
        let bytes = try Files.read(path)
        guard isLineDelimited else {
            try body(PayloadDocument(path: path, line: 1, bytes: bytes))
            return
        }
        var start = 0
        var line = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var contentEnd = end
            if contentEnd > start && bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            let slice = bytes[start..<contentEnd]
            if slice.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
                try body(PayloadDocument(path: path, line: line, bytes: Array(slice)))
            }
            start = end + 1
            line += 1
        }
    }
}
