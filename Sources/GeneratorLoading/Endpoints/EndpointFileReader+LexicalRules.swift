import ContractJSON
import ContractSchemaCore

/// The lexical rules ``EndpointFileReader`` checks names, keys and base URLs against.
extension EndpointFileReader {
    /// `^[a-z][A-Za-z0-9]*$`
    static func isLowerCamelName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { isASCIILetter($0) || isDigit($0) }
    }

    /// `^[A-Za-z_][A-Za-z0-9_]*$`
    static func isPathParameterName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isASCIILetter(first) || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { isASCIILetter($0) || isDigit($0) || $0 == "_" }
    }

    /// `^[A-Za-z_][A-Za-z0-9_.-]*$`
    static func isQueryParameterName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isASCIILetter(first) || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { isASCIILetter($0) || isDigit($0) || $0 == "_" || $0 == "." || $0 == "-" }
    }

    /// A header field name: an RFC 9110 `token` (`^[A-Za-z0-9!#$%&'*+.^_`|~-]+$`). Anything else (a
    /// space, CR, LF, `:`) makes every request that sends the field fail, or splits it.
    static func isHeaderFieldName(_ text: String) -> Bool {
        let symbols = "!#$%&'*+-.^_`|~".unicodeScalars
        return !text.isEmpty && text.unicodeScalars.allSatisfy { isASCIILetter($0) || isDigit($0) || symbols.contains($0) }
    }

    /// `^([1-5][0-9][0-9]|[45]xx|connection|timeout|payload|cancelled|other)$`
    static func isMessageKey(_ key: String) -> Bool {
        isStatusKey(key) || key == "4xx" || key == "5xx" || ["connection", "timeout", "payload", "cancelled", "other"].contains(key)
    }

    /// `^([1-5][0-9][0-9]|[45]xx|default)$`
    static func isErrorKey(_ key: String) -> Bool {
        isStatusKey(key) || key == "4xx" || key == "5xx" || key == "default"
    }

    /// `^[1-5][0-9][0-9]$`
    static func isStatusKey(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        return scalars.count == 3 && ("1"..."5").contains(scalars[0]) && isDigit(scalars[1]) && isDigit(scalars[2])
    }

    /// An absolute `http`/`https` URL without query, fragment or trailing `/`, valid by RFC 3986 (so
    /// Foundation parses it: generated code writes `CheckedLiteral.url(_:)` for it): an authority with a host, an
    /// optional port up to 65535 and optional user information, then a path of `pchar`s, `%XX` escapes well
    /// formed. `BaseURLTests` checks every verdict against Foundation's `URL(string:)`.
    static func isBaseURL(_ text: String) -> Bool {
        // The parts, split as every URI in the package is (RFC 3986 appendix B); then the grammar of each.
        let url = URIReference(text)
        guard url.scheme == "https" || url.scheme == "http", let authority = url.authority, url.query == nil, url.fragment == nil,
            !text.hasSuffix("/"), hasWellFormedEscapes(Array(text.unicodeScalars)[...]),
            url.path.unicodeScalars.allSatisfy(isPathCharacter)
        else { return false }
        var hostAndPort = Array(authority.unicodeScalars)[...]
        if let at = hostAndPort.lastIndex(of: "@") {
            guard hostAndPort[..<at].allSatisfy({ $0 != "@" && isPathCharacter($0) }) else { return false }
            hostAndPort = hostAndPort[(at + 1)...]
        }
        let host: ArraySlice<Unicode.Scalar>
        var port: ArraySlice<Unicode.Scalar> = []
        if hostAndPort.first == "[" {
            // An IPv6 literal: hex digits, `:` and `.` (an embedded IPv4 address) between brackets.
            guard let close = hostAndPort.firstIndex(of: "]") else { return false }
            host = hostAndPort[hostAndPort.startIndex + 1..<close]
            guard host.count >= 2, host.allSatisfy({ $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "." }) else { return false }
            let after = hostAndPort[(close + 1)...]
            guard after.isEmpty || after.first == ":" else { return false }
            port = after.dropFirst()
        } else {
            let colon = hostAndPort.firstIndex(of: ":") ?? hostAndPort.endIndex
            host = hostAndPort[..<colon]
            port = hostAndPort[colon...].dropFirst()
            guard !host.isEmpty, host.allSatisfy({ $0 != ":" && $0 != "@" && isPathCharacter($0) }) else { return false }
        }
        guard port.count <= 5, port.allSatisfy(isDigit) else { return false }
        return port.isEmpty || Int(String(String.UnicodeScalarView(port)))! <= 65_535
    }

    /// Whether every `%` in `scalars` starts an escape of two hexadecimal digits.
    static func hasWellFormedEscapes(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if scalars[index] == "%" {
                guard index + 2 < scalars.endIndex else { return false }
                guard scalars[index + 1].properties.isASCIIHexDigit, scalars[index + 2].properties.isASCIIHexDigit else { return false }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }

    /// Whether a URL path may hold `scalar` as it is (RFC 3986 `pchar`, `/` and `%`).
    static func isPathCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isUnreservedCharacter(scalar) || "!$&'()*+,;=:@/%".unicodeScalars.contains(scalar)
    }

    static func isUnreservedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || isDigit(scalar) || scalar == "-" || scalar == "." || scalar == "_" || scalar == "~"
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
