import ContractSchemaCore

/// What the checker adds to ContractSchemaCore's file layer: reading with the checker's error, and the
/// files a glob pattern names.
extension FileSystem {
    /// The contents of `path`, or an error naming it.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        guard let bytes = contents(of: path) else { throw FileError(path: path, reason: "cannot read file") }
        return bytes
    }

    /// The files `argument` names if it is a glob pattern (``files(matching:skipped:)``), or nil: how the loader's
    /// repository sets (``SchemaLoader/find(_:patternFiles:)``) expand patterns.
    static func patternFiles(_ argument: String) -> [String]? {
        Glob.isPattern(argument) ? files(matching: argument) : nil
    }

    /// The regular files matching a glob pattern such as `payloads/**/*.json`, sorted; others go to
    /// `skipped` as in ``files(in:suffixes:recursive:skipped:)``.
    static func files(matching pattern: String, skipped: (_ path: String, _ reason: String) -> Void = { _, _ in }) -> [String] {
        let glob = Glob(pattern)
        let prefix = glob.fixedPrefix
        guard isDirectory(prefix) else { return [] }
        var result: [String] = []
        for relative in files(under: prefix, hiddenFolders: true) {
            let path = prefix == "." ? relative : joined(prefix, relative)
            guard glob.matches(path) else { continue }
            collect(path, into: &result, skipped: skipped)
        }
        return result.sorted()
    }
}

/// A file that could not be read.
struct FileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
}
