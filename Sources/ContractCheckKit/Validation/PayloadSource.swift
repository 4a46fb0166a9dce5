import ContractSchemaCore
/// One input of `validate`: a file or standard input, holding one JSON document, NDJSON (one
/// document per line) or a YAML stream (each document one payload).
struct PayloadSource: Sendable {
    /// The name used in reports: the path as given, or `<stdin>` (or `--stdin-name`).
    var path: String
    /// Whether this is standard input rather than a file.
    var isStandardInput = false
    /// Whether every line is a document of its own (`.ndjson`, `.jsonl`, or `--ndjson`).
    var isLineDelimited: Bool
    /// The size in bytes, when known up front (for the progress line).
    var size: Int?
    /// Whether this is YAML (`.yaml`, `.yml`, unless `--ndjson` forces lines): each document of the stream is one payload.
    var isYAML = false
    /// Whether this is TOML (`.toml`, unless `--ndjson` forces lines): one document.
    var isTOML = false
    /// Whether the name's extension is none the checker reads (see ``SourceFiles/hasForeignExtension(_:)``).
    var hasForeignExtension = false

    /// The file suffixes a folder is searched for.
    static let suffixes = [".json", ".ndjson", ".jsonl", ".yaml", ".yml", ".toml"]

    /// The notation `--payload-format` (or `--ndjson`) names for every input, whatever its file name.
    enum Notation: String, CaseIterable, Sendable {
        case json, ndjson, yaml, toml
    }

    /// A file source, read as `notation` when given, else by its extension (`.ndjson`/`.jsonl`, `.yaml`/`.yml`, `.toml`).
    init(path: String, notation: Notation? = nil) {
        self.init(name: path, notation: notation)
        size = FileSystem.size(path)
    }

    /// Standard input, named `name` in reports.
    init(standardInputNamed name: String, notation: Notation?) {
        self.init(name: name, notation: notation)
        isStandardInput = true
    }

    private init(name: String, notation: Notation?) {
        path = name
        guard let notation else {
            isLineDelimited = name.hasSuffix(".ndjson") || name.hasSuffix(".jsonl")
            isYAML = SourceFiles.notation(name) == "YAML"
            isTOML = SourceFiles.isTOML(name)
            hasForeignExtension = SourceFiles.hasForeignExtension(name)
            return
        }
        // Named by the user, the notation is what the file holds: one that does not parse is an invalid payload.
        isLineDelimited = notation == .ndjson
        isYAML = notation == .yaml
        isTOML = notation == .toml
    }

    /// "JSON", "YAML" or "TOML", for messages such as "invalid TOML: …".
    var notation: String { isYAML ? "YAML" : (isTOML ? "TOML" : "JSON") }

    /// Expands the payload arguments, in order: `-` is standard input, folders are searched
    /// recursively for `.json`, `.ndjson`, `.jsonl`, `.yaml`, `.yml` and `.toml` files, and patterns such as `payloads/**/*.json`
    /// are expanded when no file has that name.
    ///
    /// `excluding` names a file that folders and patterns never yield (the `--map` file, which is not a
    /// payload although `'payloads/**/*.json'` matches it); named on its own, it is still read.
    /// Special files (FIFOs, sockets, devices) and link loops found in folders or by patterns are
    /// skipped and passed to `skipped` with the reason; named explicitly, a FIFO is read (`<(…)`).
    static func expand(
        _ arguments: [String], notation: Notation?, standardInputName: String, excluding: String? = nil,
        skipped: (_ path: String, _ reason: String) -> Void = { _, _ in }
    ) throws(FileError) -> [PayloadSource] {
        let excluded = excluding.map(FileSystem.standardized)
        func found(_ files: [String]) -> [PayloadSource] {
            files.filter { FileSystem.standardized($0) != excluded }.map { PayloadSource(path: $0, notation: notation) }
        }
        var sources: [PayloadSource] = []
        for argument in arguments {
            if argument == "-" {
                sources.append(PayloadSource(standardInputNamed: standardInputName, notation: notation))
            } else if FileSystem.isDirectory(argument) {
                let files = FileSystem.files(in: argument, suffixes: suffixes, skipped: skipped)
                if files.isEmpty { throw FileError(path: argument, reason: "no .json, .ndjson, .jsonl, .yaml, .yml or .toml files in this folder") }
                sources += found(files)
            } else if FileSystem.exists(argument) || !Glob.isPattern(argument) {
                guard FileSystem.exists(argument) else { throw FileError(path: argument, reason: FileSystem.missingReason(argument)) }
                sources.append(PayloadSource(path: argument, notation: notation))
            } else {
                let files = FileSystem.files(matching: argument, skipped: skipped)
                if files.isEmpty { throw FileError(path: argument, reason: "no files match this pattern") }
                sources += found(files)
            }
        }
        return sources
    }
}
