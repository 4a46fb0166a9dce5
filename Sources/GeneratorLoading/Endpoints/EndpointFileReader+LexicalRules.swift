import ContractJSON
import Foundation

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

    /// An absolute `http`/`https` URL without query, fragment or trailing `/`, that Foundation parses
    /// (generated code writes `URL(string:)!` for it).
    static func isBaseURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://") || text.hasPrefix("http://"), !text.hasSuffix("/"),
            !text.contains("?"), !text.contains("#"),
            !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value >= 0x7F }),
            let url = URL(string: text), url.host != nil
        else { return false }
        return true
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
