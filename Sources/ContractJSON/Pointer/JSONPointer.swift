/// A JSON Pointer (RFC 6901): a path to a value inside a JSON document, such as `/sessions/0/status`.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The reference tokens, unescaped (`a/b` is one token, written `a~1b`).
    public private(set) var tokens: [String]

    /// The pointer to the whole document (`""`).
    public static let root = JSONPointer(tokens: [])

    /// Creates a pointer from unescaped tokens.
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Creates a pointer from unescaped tokens.
    public init(arrayLiteral elements: String...) {
        self.tokens = elements
    }

    /// Parses the RFC 6901 string form; `nil` if it does not start with `/` (and is not empty) or has
    /// a `~` not followed by `0` or `1`. Works on the UTF-8 bytes, as RFC 6901 does: a `/` or `~` followed
    /// by a combining mark is still a separator or an escape.
    public init?(_ text: String) {
        if text.isEmpty { self.init(tokens: []); return }
        var text = text
        // Tokens are read as slices of the bytes; only a token with an escape is copied byte by byte.
        let parsed: [String]? = text.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return nil }
            var tokens: [String] = []
            var unescaped: [UInt8] = []
            var escaped = false  // whether the current token has an escape (and so is written in `unescaped`)
            var start = 1
            var index = 1
            func token(until end: Int) -> String {
                if escaped { return String(decoding: unescaped, as: UTF8.self) }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "~") {
                    guard index + 1 < bytes.count else { return nil }
                    let next = bytes[index + 1]
                    guard next == UInt8(ascii: "0") || next == UInt8(ascii: "1") else { return nil }
                    if !escaped {
                        unescaped.removeAll(keepingCapacity: true)
                        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        escaped = true
                    }
                    unescaped.append(next == UInt8(ascii: "0") ? UInt8(ascii: "~") : UInt8(ascii: "/"))
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "/") {
                    tokens.append(token(until: index))
                    escaped = false
                    start = index + 1
                } else if escaped {
                    unescaped.append(byte)
                }
                index += 1
            }
            tokens.append(token(until: bytes.count))
            return tokens
        }
        guard let parsed else { return nil }
        self.init(tokens: parsed)
    }

    /// Parses a URI fragment form such as `#/definitions/a%20b` (percent-decoded, then RFC 6901).
    public init?(uriFragment: String) {
        var fragment = Substring(uriFragment)
        // On the byte: a "#" that starts a longer character (a combining mark after it) leaves a text that is no
        // pointer either way.
        if fragment.utf8.first == UInt8(ascii: "#") { fragment = Substring(fragment.utf8.dropFirst()) }
        guard let decoded = JSONPointer.percentDecode(fragment) else { return nil }
        self.init(decoded)
    }

    /// The RFC 6901 string form (`~` written `~0`, `/` written `~1`).
    public var description: String {
        var result = ""
        for token in tokens {
            result += "/"
            result += JSONPointer.escape(token)
        }
        return result
    }

    /// The URI fragment form, percent-encoding characters not allowed in a fragment (without `#`).
    public var uriFragment: String {
        var bytes: [UInt8] = []
        for token in tokens {
            bytes.append(UInt8(ascii: "/"))
            for byte in token.utf8 {
                switch byte {
                case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
                case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
                case _ where JSONPointer.isFragmentSafe(byte): bytes.append(byte)
                default: bytes += [UInt8(ascii: "%"), JSONPointer.hexDigit(byte >> 4), JSONPointer.hexDigit(byte & 0xF)]
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The uppercase hexadecimal digit of `nibble` (0…15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }

    /// Whether this is the root pointer.
    public var isRoot: Bool { tokens.isEmpty }

    /// The pointer with `token` appended.
    public func appending(_ token: String) -> JSONPointer {
        var copy = self
        copy.tokens.append(token)
        return copy
    }

    /// The pointer with an array index appended.
    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// The pointer with all of `other`'s tokens appended.
    public func appending(_ other: JSONPointer) -> JSONPointer {
        // Either side empty (a resource at the root, a reference to a resource itself): nothing to copy.
        if tokens.isEmpty { return other }
        if other.tokens.isEmpty { return self }
        var copy = self
        copy.tokens += other.tokens
        return copy
    }

    /// The pointer to the parent value, or nil for the root.
    public var parent: JSONPointer? {
        tokens.isEmpty ? nil : JSONPointer(tokens: Array(tokens.dropLast()))
    }

    /// The value this pointer designates in `value`, or nil.
    public func resolve(in value: JSONValue) -> JSONValue? {
        var current = value
        for token in tokens {
            guard let next = current.child(token) else { return nil }
            current = next
        }
        return current
    }

    /// The array index a token denotes: decimal digits without leading zeros; nil otherwise.
    public static func arrayIndex(_ token: String) -> Int? {
        guard let first = token.utf8.first, token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        if first == UInt8(ascii: "0") && token.utf8.count > 1 { return nil }
        return Int(token)
    }

    /// Escapes one token (`~` → `~0`, `/` → `~1`).
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    }

    private static func isFragmentSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
                UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"),
                UInt8(ascii: "?"):
                return true
            default:
                return false
            }
        }
    }

    /// Decodes `%XX` escapes; nil if an escape is malformed or the result is not UTF-8.
    public static func percentDecoded(_ text: String) -> String? {
        percentDecode(Substring(text))
    }

    static func percentDecode(_ text: Substring) -> String? {
        // Without an escape the text is its own decoding (and already UTF-8).
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension JSONValue {
    /// The member or element that one unescaped pointer token names, or nil.
    package func child(_ token: String) -> JSONValue? {
        switch self {
        case .object(let object):
            return object[token]
        case .array(let elements):
            guard let index = JSONPointer.arrayIndex(token), index < elements.count else { return nil }
            return elements[index]
        default:
            return nil
        }
    }
}

extension String {
    /// Replaces every occurrence of `target` with `replacement` (Foundation-free).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
