import Foundation

/// Builds request URLs from a base URL, a path template and a query.
enum RequestURL {
    /// A request that cannot be built, and why.
    struct Failure: Error {
        var message: String
    }

    /// `base` + `template` with every `{name}` replaced by the percent-encoded parameter, + the
    /// percent-encoded query. A path prefix in `base` (`https://api.example.com/v2`) is kept.
    static func make(
        base: URL,
        template: String,
        parameters: [String: String],
        query: [QueryItem]
    ) throws(Failure) -> URL {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        if !template.hasPrefix("/") { text.append("/") }
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            text.append(contentsOf: rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw Failure(message: "unclosed \"{\" in path template \(template)")
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = parameters[name] else {
                throw Failure(message: "missing path parameter \"\(name)\" for \(template)")
            }
            guard !value.isEmpty else {
                throw Failure(message: "path parameter \"\(name)\" is empty")
            }
            text.append(pathSegment(value))
            rest = rest[rest.index(after: close)...]
        }
        text.append(contentsOf: rest)
        if !query.isEmpty {
            text.append("?")
            text.append(query.map { "\(percentEncoded($0.name))=\(percentEncoded($0.value))" }.joined(separator: "&"))
        }
        guard let url = URL(string: text) else {
            throw Failure(message: "not a valid URL: \(text)")
        }
        return url
    }

    /// `value` as one path segment: percent-encoded (so `/`, `?`, `#` and `%` stay data), and a value
    /// made only of dots (`.`, `..`) with its dots encoded as `%2E` too, so that neither URL
    /// normalization nor the HTTP stack can take it for a dot segment and move up the path
    /// (`/history/{jobId}` with `".."` must not become `/`).
    static func pathSegment(_ value: String) -> String {
        if value.utf8.allSatisfy({ $0 == UInt8(ascii: ".") }) {
            return String(repeating: "%2E", count: value.utf8.count)
        }
        return percentEncoded(value)
    }

    /// Percent-encodes every byte except the unreserved characters of RFC 3986
    /// (`A–Z a–z 0–9 - . _ ~`), so the result is safe in a path segment and in a query.
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
