import ContractSchemaCore

// In the validator's module, not with the rest of FileSystem: the registry and the checker name files by their
// `file://` URLs, the generator's tool (which every consumer compiles) names them by relative paths.
extension FileSystem {
    /// The `file://` URL of `path` made absolute (``standardized(_:)``), with a trailing `/` for a `directory`:
    /// `/tmp/a b.json` gives `file:///tmp/a%20b.json`, as Foundation's `URL(fileURLWithPath:)` writes it.
    package static func fileURI(_ path: String, directory: Bool = false) -> String {
        let absolute = standardized(path)
        return "file://" + percentEncoded(absolute) + (directory && absolute.utf8.last != UInt8(ascii: "/") ? "/" : "")
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
}
