import CContractSystem

extension FileSystem {
    /// `path` made absolute against the current folder, with `.`, `..` and repeated `/` removed
    /// lexically (symbolic links are not looked at). Parts are split at `/` bytes, as the system splits them
    /// (a `/` followed by a combining mark is one `Character`, and still a separator).
    package static func standardized(_ path: String) -> String {
        // Bytes, not Characters: `"/\u{301}x".hasPrefix("/")` is false.
        let absolute = Array((path.utf8.first == slash ? path : currentDirectory + "/" + path).utf8)
        let dot = UInt8(ascii: ".")
        var result: [UInt8] = []
        result.reserveCapacity(absolute.count)
        var start = 0
        while start <= absolute.count {
            var end = start
            while end < absolute.count && absolute[end] != slash { end += 1 }
            switch end - start {
            case 0: break
            case 1 where absolute[start] == dot: break
            case 2 where absolute[start] == dot && absolute[start + 1] == dot:
                // Back to the previous separator: the last part goes.
                while let last = result.popLast(), last != slash {}
            default:
                result.append(slash)
                result.append(contentsOf: absolute[start..<end])
            }
            start = end + 1
        }
        return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
    }

    /// `path` made absolute, with `.`, `..` and symbolic links resolved. A part that does not exist
    /// (yet) is kept as written after the longest existing folder above it is resolved.
    package static func realPath(_ path: String) -> String {
        var existing = standardized(path)
        var missing: [Substring] = []
        while true {
            if let pointer = contract_real_path(existing) {
                defer { contract_free(pointer) }
                let resolved = String(cString: pointer)
                guard !missing.isEmpty else { return resolved }
                return (resolved == "/" ? "" : resolved) + "/" + missing.reversed().joined(separator: "/")
            }
            guard existing != "/", let separator = existing.utf8.lastIndex(of: slash) else { return standardized(path) }
            // A UTF-8 step past the separator: a Character step would take a combining mark after it too.
            missing.append(existing[existing.utf8.index(after: separator)...])
            existing = separator == existing.startIndex ? "/" : String(existing[..<separator])
        }
    }

    /// Whether `path` is `root` or inside it, both resolved (``realPath(_:)``).
    package static func isInside(_ path: String, _ root: String) -> Bool {
        realPath(path, inside: root) != nil
    }

    /// `path` resolved (``realPath(_:)``) if it is `root` or inside it, also resolved; nil otherwise.
    ///
    /// Compared as bytes, as the system names files: String comparison is canonical equivalence, under which a
    /// sibling folder `e\u{301}` would count as inside a root named `é`.
    package static func realPath(_ path: String, inside root: String) -> String? {
        let resolved = realPath(path)
        let base = realPath(root)
        let prefix = base.utf8.last == slash ? Array(base.utf8) : Array(base.utf8) + [slash]
        return resolved.utf8.elementsEqual(base.utf8) || resolved.utf8.starts(with: prefix) ? resolved : nil
    }

    /// `name` appended to the folder `directory` (`a` + `b` is `a/b`, `a/` + `b` is `a/b`, an empty folder
    /// gives `b`).
    package static func joined(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory.utf8.last == slash ? directory + name : directory + "/" + name
    }

    /// The folder part of `path`: `a/b.json` gives `a`, `/b.json` gives `/`, `b.json` gives an empty string.
    package static func directory(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1 && bytes.last == slash { bytes.removeLast() }
        guard let last = bytes.lastIndex(of: slash) else { return "" }
        return last == 0 ? "/" : String(decoding: bytes[..<last], as: UTF8.self)
    }

    /// The folder of the file at `path`, `.` when the path names none (`b.json`).
    package static func folder(of path: String) -> String {
        let folder = directory(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// The separator, compared as a byte (`"/\u{301}"` is one `Character`, and not `"/"`).
    private static var slash: UInt8 { UInt8(ascii: "/") }

    /// The last part of `path`: `a/b.json` gives `b.json`.
    package static func lastComponent(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
