import Foundation

/// Checks the port a URL names, read from its text.
///
/// Foundation keeps a port as a 16-bit number: `http://host:100325/` has the port 34789 (100325
/// modulo 65536), so a redirect to a port that does not exist would reach another service. This reads
/// the digits the URL actually holds and refuses a port past 65535 (RFC 3986 §3.2.3 allows any
/// number of digits; TCP has 16 bits).
enum URLPort {
    /// Why `url`'s port cannot be used, or `nil` if it names none, an empty one (the scheme's
    /// default) or one in 0...65535.
    static func problem(in url: URL) -> String? {
        let text = Substring(url.absoluteString)
        guard let schemeEnd = text.range(of: "://") else { return nil }
        var authority = text[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            authority = authority[authority.index(after: close)...]
        }
        guard let colon = authority.firstIndex(of: ":") else { return nil }
        let digits = authority[authority.index(after: colon)...]
        var port = 0
        for byte in digits.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return "the port is not a number" }
            port = port * 10 + Int(byte - UInt8(ascii: "0"))
            guard port <= 65535 else {
                return "the port \(PrintableText.escaped(String(digits.prefix(20)))) is larger than 65535"
            }
        }
        return nil
    }
}
