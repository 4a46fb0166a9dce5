import ContractSchemaCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system helpers shared by the commands.
enum Files {
    /// What a path names, following symbolic links.
    enum Kind: Equatable {
        case regular
        case directory
        /// A FIFO, socket, or device: reading it may block forever or never end.
        case special(String)
        /// A symbolic link that leads back to itself.
        case linkLoop
        /// A symbolic link to nothing.
        case brokenLink
        /// Nothing at all: for a name listed by a folder search, a name that is not valid UTF-8 (the search
        /// gives it with U+FFFD in place of each bad byte, and that spelling names no file) or a file removed
        /// since the folder was read.
        case missing
    }

    /// What `path` is, following symbolic links.
    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ELOOP { return .linkLoop }
            return lstat(path, &info) == 0 ? .brokenLink : .missing
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .special("a FIFO")
        case S_IFSOCK: return .special("a socket")
        case S_IFCHR, S_IFBLK: return .special("a device")
        default: return .special("not a regular file")
        }
    }

    /// Why `path`, of kind `kind`, found while searching a folder or matching a pattern, is skipped; nil for a
    /// regular file (and for a folder, which the search itself handles).
    private static func skipReason(_ kind: Kind, _ path: String) -> String? {
        switch kind {
        case .regular, .directory: nil
        case .special(let what): "skipped: \(what), not a regular file"
        case .linkLoop: "skipped: a symbolic link loop"
        case .brokenLink: "skipped: a broken symbolic link"
        // Trade-off: paths are Swift strings throughout the checker, which cannot hold a name that is not
        // valid UTF-8 (possible on Linux); such a file is named and skipped rather than read by its bytes.
        case .missing where path.unicodeScalars.contains("\u{FFFD}"): "skipped: its name is not valid UTF-8, rename it to check it"
        case .missing: "skipped: removed while the folder was read"
        }
    }

    /// The reason a path named on the command line cannot be read as a file, as `FileError` text.
    static func missingReason(_ path: String) -> String {
        switch kind(path) {
        case .linkLoop: "a symbolic link loop"
        case .brokenLink: "a broken symbolic link"
        default: "no such file"
        }
    }

    /// The contents of `path`, or an error naming it.
    static func read(_ path: String) throws(FileError) -> [UInt8] {
        guard let bytes = FileSystem.contents(of: path) else { throw FileError(path: path, reason: "cannot read file") }
        return bytes
    }

    /// Whether `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        FileSystem.kind(of: path) == .directory
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileSystem.kind(of: path) != nil
    }

    /// The size of the file at `path` in bytes (through symbolic links), if known. One `stat`: FileManager's
    /// attribute dictionary (owner names, dates, bridged numbers) cost a small `validate` run 7% of its instructions.
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The regular files below `directory` (recursively) whose names end with one of `suffixes`,
    /// sorted. FIFOs, sockets, devices and link loops are left out and passed to `skipped` with the
    /// reason (a FIFO named `x.json` would block a reader forever).
    static func files(
        in directory: String, suffixes: [String], recursive: Bool = true,
        skipped: (_ path: String, _ reason: String) -> Void = { _, _ in }
    ) -> [String] {
        var result: [String] = []
        if recursive {
            for relative in FileSystem.files(under: directory, hiddenFolders: true) where suffixes.contains(where: relative.hasSuffix) {
                collect(FileSystem.joined(directory, relative), into: &result, skipped: skipped)
            }
        } else {
            for name in FileSystem.entries(of: directory) ?? [] where suffixes.contains(where: name.hasSuffix) {
                collect(FileSystem.joined(directory, name), into: &result, skipped: skipped)
            }
        }
        return result.sorted()
    }

    /// The regular files matching a glob pattern such as `payloads/**/*.json`, sorted; others go to
    /// `skipped` as in ``files(in:suffixes:recursive:skipped:)``.
    static func files(matching pattern: String, skipped: (_ path: String, _ reason: String) -> Void = { _, _ in }) -> [String] {
        let glob = Glob(pattern)
        let prefix = glob.fixedPrefix
        guard isDirectory(prefix) else { return [] }
        var result: [String] = []
        for relative in FileSystem.files(under: prefix, hiddenFolders: true) {
            let path = prefix == "." ? relative : FileSystem.joined(prefix, relative)
            guard glob.matches(path) else { continue }
            collect(path, into: &result, skipped: skipped)
        }
        return result.sorted()
    }

    /// Adds `path`, found by a search, to `result` when it is a regular file; passes it to `skipped`, with the
    /// reason, when it is a special file or a broken link; leaves a folder out. One `stat` for the lot.
    private static func collect(_ path: String, into result: inout [String], skipped: (_ path: String, _ reason: String) -> Void) {
        let kind = kind(path)
        if let reason = skipReason(kind, path) {
            skipped(path, reason)
        } else if kind == .regular {
            result.append(path)
        }
    }

    /// The directory part of `path` ("." when there is none).
    static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// A file that could not be read.
struct FileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
}
