import CContractSystem

extension FileSystem {
    /// What a path found by a search (or named by the user) is, symbolic links followed, in the detail a
    /// message about skipping it needs.
    package enum Entry: Equatable, Sendable {
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
    package static func entry(_ path: String) -> Entry {
        var size: Int64 = 0
        switch contract_path_detail(path, &size) {
        case .missing: return .missing
        case .regularFile: return .regular
        case .directory: return .directory
        case .FIFO: return .special("a FIFO")
        case .socket: return .special("a socket")
        case .device: return .special("a device")
        case .other: return .special("not a regular file")
        case .linkLoop: return .linkLoop
        case .brokenLink: return .brokenLink
        }
    }

    /// Whether `path` is a directory.
    package static func isDirectory(_ path: String) -> Bool {
        kind(of: path) == .directory
    }

    /// Whether something exists at `path`.
    package static func exists(_ path: String) -> Bool {
        kind(of: path) != nil
    }

    /// The size of the file at `path` in bytes (through symbolic links), if known: one `stat`.
    package static func size(_ path: String) -> Int? {
        var size: Int64 = 0
        switch contract_path_detail(path, &size) {
        case .missing, .linkLoop, .brokenLink: return nil
        default: return Int(clamping: size)
        }
    }

    /// Why `path`, of kind `entry`, found while searching a folder or matching a pattern, is skipped; nil for a
    /// regular file (and for a folder, which the search itself handles).
    private static func skipReason(_ entry: Entry, _ path: String) -> String? {
        switch entry {
        case .regular, .directory: nil
        case .special(let what): "skipped: \(what), not a regular file"
        case .linkLoop: "skipped: a symbolic link loop"
        case .brokenLink: "skipped: a broken symbolic link"
        // Trade-off: paths are Swift strings throughout the tools, which cannot hold a name that is not
        // valid UTF-8 (possible on Linux); such a file is named and skipped rather than read by its bytes.
        case .missing where path.unicodeScalars.contains("\u{FFFD}"): "skipped: its name is not valid UTF-8, rename it to check it"
        case .missing: "skipped: removed while the folder was read"
        }
    }

    /// The reason a path named on the command line cannot be read as a file.
    package static func missingReason(_ path: String) -> String {
        switch entry(path) {
        case .linkLoop: "a symbolic link loop"
        case .brokenLink: "a broken symbolic link"
        default: "no such file"
        }
    }

    /// The regular files below `directory` (recursively) whose names end with one of `suffixes`,
    /// sorted. FIFOs, sockets, devices and link loops are left out and passed to `skipped` with the
    /// reason (a FIFO named `x.json` would block a reader forever).
    package static func files(
        in directory: String, suffixes: [String], recursive: Bool = true,
        skipped: (_ path: String, _ reason: String) -> Void = { _, _ in }
    ) -> [String] {
        var result: [String] = []
        if recursive {
            for relative in files(under: directory, hiddenFolders: true) where suffixes.contains(where: relative.hasSuffix) {
                collect(joined(directory, relative), into: &result, skipped: skipped)
            }
        } else {
            for name in entries(of: directory) ?? [] where suffixes.contains(where: name.hasSuffix) {
                collect(joined(directory, name), into: &result, skipped: skipped)
            }
        }
        return result.sorted()
    }

    /// Adds `path`, found by a search, to `result` when it is a regular file; passes it to `skipped`, with the
    /// reason, when it is a special file or a broken link; leaves a folder out. One `stat` for the lot.
    package static func collect(_ path: String, into result: inout [String], skipped: (_ path: String, _ reason: String) -> Void) {
        let entry = entry(path)
        if let reason = skipReason(entry, path) {
            skipped(path, reason)
        } else if entry == .regular {
            result.append(path)
        }
    }
}
