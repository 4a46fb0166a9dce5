import CContractSystem

extension FileSystem {
    /// `path` made absolute against the current folder, with `.`, `..` and repeated `/` removed
    /// lexically (symbolic links are not looked at).
    package static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
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
            guard existing != "/", let slash = existing.utf8.lastIndex(of: UInt8(ascii: "/")) else { return standardized(path) }
            missing.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }

    /// Whether `path` is `root` or inside it, both resolved (``realPath(_:)``).
    package static func isInside(_ path: String, _ root: String) -> Bool {
        realPath(path, inside: root) != nil
    }

    /// `path` resolved (``realPath(_:)``) if it is `root` or inside it, also resolved; nil otherwise.
    package static func realPath(_ path: String, inside root: String) -> String? {
        let resolved = realPath(path)
        let base = realPath(root)
        return resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") ? resolved : nil
    }

    /// `name` appended to the folder `directory` (`a` + `b` is `a/b`, `a/` + `b` is `a/b`, an empty folder
    /// gives `b`).
    package static func joined(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The folder part of `path`: `a/b.json` gives `a`, `/b.json` gives `/`, `b.json` gives an empty string.
    package static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The `file://` URL of `path` made absolute (``standardized(_:)``), with a trailing `/` for a `directory`:
    /// `/tmp/a b.json` gives `file:///tmp/a%20b.json`, as Foundation's `URL(fileURLWithPath:)` writes it.
    package static func fileURI(_ path: String, directory: Bool = false) -> String {
        let absolute = standardized(path)
        return "file://" + percentEncoded(absolute) + (directory && !absolute.hasSuffix("/") ? "/" : "")
    }

    /// `path` with every byte a URI path cannot hold as it is (anything but ASCII letters, digits and
    /// `-._~/!$&'()*+,;=:@`) written `%XX`.
    package static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                encoded.append(byte)
            case _ where "-._~/!$&'()*+,;=:@".utf8.contains(byte):
                encoded.append(byte)
            default:
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The last part of `path`: `a/b.json` gives `b.json`.
    package static func lastComponent(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
