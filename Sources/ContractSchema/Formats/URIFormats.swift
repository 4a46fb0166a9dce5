/// `uri`, `uri-reference` (RFC 3986) and `iri`, `iri-reference` (RFC 3987).
///
/// ```
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// hier-part     = "//" authority path-abempty / path-absolute / path-rootless / path-empty
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// host          = IP-literal / IPv4address / reg-name
/// IP-literal    = "[" ( IPv6address / IPvFuture ) "]"
/// IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/// pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
/// query         = *( pchar / "/" / "?" )        fragment = *( pchar / "/" / "?" )
/// ```
/// The IRI variants additionally allow `ucschar` wherever `unreserved` is allowed and
/// `iprivate` in the query. `IPv4address` is subsumed by `reg-name`, so hosts such as
/// `999.999.999.999` are structurally valid.
enum FormatURI {
    /// Whether `byte` is `unreserved` (ASCII part).
    @inline(__always)
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        FormatUTF8.isAlpha(byte) || FormatUTF8.isDigit(byte)
            || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
    }

    /// Whether `byte` is `sub-delims`: `! $ & ' ( ) * + , ; =`.
    @inline(__always)
    private static func isSubDelim(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x24, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D: return true
        default: return false
        }
    }

    /// Where a run of characters is being scanned; decides which extras are allowed.
    private enum Component {
        case userinfo, regName, path, query, fragment
    }

    /// Whether `bytes` is a URI (or, with `allowsRelative`, a URI reference); with
    /// `allowsUnicode`, the IRI grammar of RFC 3987 is used instead.
    static func isValid(_ b: UnsafeBufferPointer<UInt8>, allowsRelative: Bool, allowsUnicode: Bool) -> Bool {
        if isPlainAbsolute(b) { return true }
        return isValidInFull(b, allowsRelative: allowsRelative, allowsUnicode: allowsUnicode)
    }

    /// Which ASCII bytes continue a run without further rules, indexed by byte: bit 1 (`plainHost`) for
    /// `unreserved` and `sub-delims`, which continue a reg-name; bit 2 (`plainRest`) for those and ":",
    /// "@", "/", "?", which continue a path, a query or a fragment.
    private static let plainBytes: [UInt8] = (0..<256).map { byte in
        let c = UInt8(byte)
        let host = c < 0x80 && (isUnreserved(c) || isSubDelim(c))
        let rest = host || c == 0x3A || c == 0x40 || c == 0x2F || c == 0x3F
        return (host ? plainHost : 0) | (rest ? plainRest : 0)
    }
    private static let plainHost: UInt8 = 1
    private static let plainRest: UInt8 = 2

    /// The index of the ":" that ends `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, if `b` starts with one.
    private static func schemeEnd(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = b.count
        guard n > 0, FormatUTF8.isAlpha(b[0]) else { return nil }
        var j = 1
        while j < n {
            let c = b[j]
            guard FormatUTF8.isAlpha(c) || FormatUTF8.isDigit(c) || c == 0x2B || c == 0x2D || c == 0x2E else { break }
            j += 1
        }
        return j < n && b[j] == 0x3A ? j : nil
    }

    /// The shape nearly every URI in a payload has, `scheme://host/path?query#fragment` with plain
    /// characters only, accepted in one pass with a table lookup per byte. `false` means "not this
    /// shape" (userinfo, a port, an IP literal, percent-encoding, non-ASCII, or an error), never
    /// "invalid": ``isValidInFull(_:allowsRelative:allowsUnicode:)`` then decides.
    private static func isPlainAbsolute(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = schemeEnd(b) else { return false }
        return plainBytes.withUnsafeBufferPointer { table in
            let n = b.count
            var i = colon + 1
            if i + 1 < n, b[i] == 0x2F, b[i + 1] == 0x2F {
                i += 2
                while i < n, table[Int(b[i])] & plainHost != 0 { i += 1 }
                if i < n, b[i] != 0x2F, b[i] != 0x3F, b[i] != 0x23 { return false }
            }
            // path-abempty (or a rootless path) and the query: pchar, "/" and "?" throughout.
            while i < n, table[Int(b[i])] & plainRest != 0 { i += 1 }
            if i == n { return true }
            guard b[i] == 0x23 else { return false }
            i += 1
            while i < n, table[Int(b[i])] & plainRest != 0 { i += 1 }
            return i == n
        }
    }

    /// The full RFC 3986 / 3987 grammar.
    private static func isValidInFull(_ b: UnsafeBufferPointer<UInt8>, allowsRelative: Bool, allowsUnicode: Bool) -> Bool {
        let n = b.count
        let colon = schemeEnd(b)
        let hasScheme = colon != nil
        var i = colon.map { $0 + 1 } ?? 0
        if !hasScheme && !allowsRelative { return false }

        if i + 1 < n, b[i] == 0x2F, b[i + 1] == 0x2F {
            i += 2
            var end = i
            while end < n, b[end] != 0x2F, b[end] != 0x3F, b[end] != 0x23 { end += 1 }
            guard authority(b, i, end, allowsUnicode) else { return false }
            i = end
        } else if !hasScheme {
            // path-noscheme: the first segment must not contain ":".
            var j = i
            while j < n, b[j] != 0x2F, b[j] != 0x3F, b[j] != 0x23 {
                if b[j] == 0x3A { return false }
                j += 1
            }
        }
        // Path: pchar and "/".
        guard let afterPath = scan(b, i, .path, allowsUnicode) else { return false }
        i = afterPath
        if i < n, b[i] == 0x3F {
            guard let afterQuery = scan(b, i + 1, .query, allowsUnicode) else { return false }
            i = afterQuery
        }
        if i < n, b[i] == 0x23 {
            guard let afterFragment = scan(b, i + 1, .fragment, allowsUnicode) else { return false }
            i = afterFragment
        }
        return i == n
    }

    /// Scans characters allowed in `component` from `start`; returns the index of the first
    /// delimiter that ends the component, or `nil` on a character that is not allowed.
    private static func scan(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ component: Component,
                             _ allowsUnicode: Bool, end: Int? = nil) -> Int? {
        let n = end ?? b.count
        var i = start
        while i < n {
            let c = b[i]
            if c < 0x80 {
                if isUnreserved(c) || isSubDelim(c) {
                    i += 1
                    continue
                }
                switch c {
                case 0x25: // pct-encoded
                    guard FormatUTF8.isPercentEncoded(b, at: i), i + 2 < n else { return nil }
                    i += 3
                case 0x3A: // ":"
                    i += 1
                case 0x40: // "@"
                    guard component != .userinfo, component != .regName else { return nil }
                    i += 1
                case 0x2F: // "/"
                    switch component {
                    case .path, .query, .fragment: i += 1
                    default: return i
                    }
                case 0x3F: // "?"
                    switch component {
                    case .query, .fragment: i += 1
                    case .path: return i
                    default: return nil
                    }
                case 0x23: // "#"
                    switch component {
                    case .path, .query: return i
                    default: return nil
                    }
                default:
                    return nil
                }
            } else {
                guard allowsUnicode else { return nil }
                let (scalar, length) = FormatUTF8.decode(b, at: i)
                guard FormatUTF8.isUCSChar(scalar)
                    || (component == .query && FormatUTF8.isIPrivate(scalar))
                else { return nil }
                i += length
            }
        }
        return i
    }

    /// `authority` in `b[start..<end]`.
    private static func authority(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                  _ allowsUnicode: Bool) -> Bool {
        var hostStart = start
        var at = start
        while at < end, b[at] != 0x40 { at += 1 }
        if at < end {
            // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
            guard scan(b, start, .userinfo, allowsUnicode, end: at) == at else { return false }
            hostStart = at + 1
        }
        var portStart: Int
        if hostStart < end, b[hostStart] == 0x5B {
            var close = hostStart + 1
            while close < end, b[close] != 0x5D { close += 1 }
            guard close < end, ipLiteral(b, hostStart + 1, close) else { return false }
            portStart = close + 1
        } else {
            // reg-name (which subsumes IPv4address); ":" ends it.
            var i = hostStart
            while i < end, b[i] != 0x3A { i += 1 }
            guard scan(b, hostStart, .regName, allowsUnicode, end: i) == i else { return false }
            portStart = i
        }
        if portStart < end {
            guard b[portStart] == 0x3A else { return false }
            portStart += 1
            while portStart < end {
                guard FormatUTF8.isDigit(b[portStart]) else { return false }
                portStart += 1
            }
        }
        return true
    }

    /// `IPv6address / IPvFuture` in `b[start..<end]` (inside the brackets).
    private static func ipLiteral(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard start < end else { return false }
        if b[start] | 0x20 == 0x76 { // "v"
            var i = start + 1
            while i < end, FormatUTF8.isHexDigit(b[i]) { i += 1 }
            guard i > start + 1, i < end, b[i] == 0x2E else { return false }
            i += 1
            guard i < end else { return false }
            while i < end {
                let c = b[i]
                guard isUnreserved(c) || isSubDelim(c) || c == 0x3A else { return false }
                i += 1
            }
            return true
        }
        return FormatIPAddress.isIPv6(b, from: start, to: end)
    }
}
