import CContractSystem

/// The file system as the package's tools see it: read files, find files in folders, resolve paths;
/// ``FileSystem/write(_:to:)`` and its neighbours write the generated files.
///
/// Trade-off: this is a few POSIX calls (through CContractSystem, see its header) instead of Foundation's
/// `FileManager` and `URL`. Every package that applies the plugin compiles this tool on a clean build, and
/// importing Foundation made each of its compile jobs load Foundation; linked into contract-check, it
/// slowed every run's start-up (figures in docs/BENCHMARKS.md). What it costs is this file and its tests
/// (`FileSystemTests`), on Linux and on Apple platforms; Windows is not a host the tool builds on.
package enum FileSystem {
    /// What a path names, with symbolic links followed.
    package enum Kind: Sendable {
        case regularFile
        case directory
        case other
    }

    /// What `path` names once symbolic links are followed; nil when nothing is there.
    package static func kind(of path: String) -> Kind? {
        kind(contract_path_kind(path, true))
    }

    /// What `path` itself is, a symbolic link not followed (a link is `.other`).
    static func linkKind(of path: String) -> Kind? {
        kind(contract_path_kind(path, false))
    }

    /// The kind `contract_path_kind` reports.
    private static func kind(_ kind: ContractPathKind) -> Kind? {
        switch kind {
        case .missing: nil
        case .regularFile: .regularFile
        case .directory: .directory
        case .other: .other
        }
    }

    /// The bytes of the file at `path` (a symbolic link is followed); nil when it cannot be read or is
    /// not a regular file (a folder, a FIFO or a device would never end or mean nothing as a schema).
    package static func contents(of path: String) -> [UInt8]? {
        bytes(of: path, upTo: .max)
    }

    /// Why ``contents(of:)`` gives nil for `path`, in words for a diagnostic; nil when no reason is known.
    package static func unreadableReason(_ path: String) -> String? {
        guard linkKind(of: path) != nil else {
            // Found by a folder search yet absent: the search spells a name that is not valid UTF-8 with
            // U+FFFD for each bad byte (Trade-off: paths are strings), and that spelling names no file.
            return path.unicodeScalars.contains("\u{FFFD}") ? "its name is not valid UTF-8; rename it" : "no such file"
        }
        switch kind(of: path) {
        case nil: return "a broken symbolic link"
        case .directory?: return "a folder"
        case .other?: return "not a regular file (a FIFO, socket or device)"
        case .regularFile?: return contract_is_readable(path) != 0 ? nil : "no permission to read it"
        }
    }

    /// The first `count` bytes of the regular file at `path` (fewer if it is shorter); nil when it cannot be read.
    package static func prefix(_ count: Int, of path: String) -> [UInt8]? {
        bytes(of: path, upTo: count)
    }

    /// At most `limit` bytes from the start of the regular file at `path`.
    private static func bytes(of path: String, upTo limit: Int) -> [UInt8]? {
        // Opened without blocking, so that a FIFO without a writer is refused at once.
        var size: Int64 = 0
        let descriptor = contract_open_regular_file(path, &size)
        guard descriptor >= 0 else { return nil }
        defer { _ = contract_close(descriptor) }
        // Read straight into the array: the size the file had when opened, then, for a file that grew since or
        // reports no size (procfs), on in 64 KiB pieces; a piece that comes back short is the file's end.
        var bytes: [UInt8] = []
        var wanted = min(Int(clamping: max(size, 0)), limit)
        while true {
            var failed = false
            let piece = [UInt8](unsafeUninitializedCapacity: wanted) { storage, initialized in
                while initialized < wanted {
                    let count = contract_read(descriptor, storage.baseAddress! + initialized, UInt(wanted - initialized))
                    if count <= 0 {
                        failed = count < 0
                        return
                    }
                    initialized += count
                }
            }
            guard !failed else { return nil }
            if bytes.isEmpty { bytes = piece } else { bytes += piece }
            guard piece.count == wanted, bytes.count < limit else { return bytes }
            wanted = min(65_536, limit - bytes.count)
        }
    }

    /// The names in the folder at `path` (not `.` and `..`), unsorted; nil when it cannot be listed.
    package static func entries(of path: String) -> [String]? {
        guard let directory = contract_open_directory(path) else { return nil }
        defer { contract_close_directory(directory) }
        var names: [String] = []
        while let entry = contract_next_entry(directory) {
            let name = String(cString: entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The entries under the folder at `path` that are not folders, as paths relative to it, `/`-separated,
    /// unsorted: what `FileManager`'s enumerator lists, less the folders. Folders whose name starts with `.`
    /// are entered only when `hiddenFolders` is true, and symbolic links are listed, not followed (a link
    /// loop cannot make the walk endless); so are FIFOs and other special files, which reading then refuses
    /// with an error.
    package static func files(under path: String, hiddenFolders: Bool = false) -> [String] {
        var found: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? path : path + "/" + relative
            for name in entries(of: folder) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                if linkKind(of: folder + "/" + name) == .directory {
                    if hiddenFolders || name.utf8.first != UInt8(ascii: ".") { pending.append(child) }
                } else {
                    found.append(child)
                }
            }
        }
        return found
    }

    /// The current working folder.
    package static var currentDirectory: String {
        guard let pointer = contract_current_directory() else { return "." }
        defer { contract_free(pointer) }
        return String(cString: pointer)
    }
}
