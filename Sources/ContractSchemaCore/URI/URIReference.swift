/// A URI reference split into its RFC 3986 components, with reference resolution (section 5.2).
///
/// Schema identifiers (`$id`, draft-04 `id`) and references (`$ref`) are URI references; resolving a
/// relative `$ref` such as `../common/money.schema.json#/$defs/amount` against the base URI of the
/// schema it appears in gives the absolute URI of its target. This is the package's only resolver:
/// the validator, the generator's loader and the checker all use it.
///
/// Trade-off: Foundation's `URL(string:relativeTo:)` differs between platforms on edge cases (empty
/// references, `urn:` bases, dot segments), and schema identity must be exact, so the package carries
/// this small resolver instead.
public struct URIReference: Sendable, Hashable, CustomStringConvertible {
    /// The scheme without `:`, if any.
    public var scheme: String?
    /// The authority without `//`, if any.
    public var authority: String?
    /// The path (possibly empty).
    public var path: String
    /// The query without `?`, if any.
    public var query: String?
    /// The fragment without `#`, if any.
    public var fragment: String?

    /// Splits `text` into components (RFC 3986 appendix B); never fails. A scheme is only recognised
    /// when it is `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` in ASCII (section 3.1).
    public init(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":"), URIReference.isScheme(rest[..<colon]) {
            scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[..<slash])
            rest = rest[slash...]
        }
        path = String(rest)
    }

    /// Creates a reference from components.
    public init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// Whether `text` is a scheme: an ASCII letter then ASCII letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
        return text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// Whether the reference has a scheme (is an absolute URI, possibly with a fragment).
    public var isAbsolute: Bool { scheme != nil }

    /// The reference without its fragment.
    public var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// The text form (RFC 3986 section 5.3).
    public var text: String {
        var result = ""
        if let scheme { result += scheme + ":" }
        if let authority { result += "//" + authority }
        result += path
        if let query { result += "?" + query }
        if let fragment { result += "#" + fragment }
        return result
    }

    /// The text form, as ``text``.
    public var description: String { text }

    /// Resolves `reference` against this base URI (RFC 3986 section 5.2.2, strict).
    public func resolving(_ reference: URIReference) -> URIReference {
        var target = URIReference(scheme: nil, authority: nil, path: "", query: nil, fragment: reference.fragment)
        if let scheme = reference.scheme {
            target.scheme = scheme
            target.authority = reference.authority
            target.path = URIReference.removeDotSegments(reference.path)
            target.query = reference.query
            return target
        }
        target.scheme = scheme
        if reference.authority != nil {
            target.authority = reference.authority
            target.path = URIReference.removeDotSegments(reference.path)
            target.query = reference.query
            return target
        }
        target.authority = authority
        if reference.path.isEmpty {
            target.path = path
            target.query = reference.query ?? query
        } else {
            if reference.path.hasPrefix("/") {
                target.path = URIReference.removeDotSegments(reference.path)
            } else {
                target.path = URIReference.removeDotSegments(merge(reference.path))
            }
            target.query = reference.query
        }
        return target
    }

    /// Resolves the text of a reference against this base URI.
    public func resolving(_ reference: String) -> URIReference {
        resolving(URIReference(reference))
    }

    /// Merges a relative path with this base's path (section 5.2.3).
    private func merge(_ referencePath: String) -> String {
        if authority != nil && path.isEmpty { return "/" + referencePath }
        guard let slash = path.lastIndex(of: "/") else { return referencePath }
        return String(path[...slash]) + referencePath
    }

    /// Removes `.` and `..` segments (section 5.2.4).
    public static func removeDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var input = Substring(path)
        var output: [Substring] = []
        while !input.isEmpty {
            if input.hasPrefix("../") {
                input = input.dropFirst(3)
            } else if input.hasPrefix("./") {
                input = input.dropFirst(2)
            } else if input.hasPrefix("/./") {
                input = input.dropFirst(2)
            } else if input == "/." {
                input = "/"
            } else if input.hasPrefix("/../") {
                input = input.dropFirst(3)
                if !output.isEmpty { output.removeLast() }
            } else if input == "/.." {
                input = "/"
                if !output.isEmpty { output.removeLast() }
            } else if input == "." || input == ".." {
                input = ""
            } else {
                let searchStart = input.first == "/" ? input.index(after: input.startIndex) : input.startIndex
                let end = input[searchStart...].firstIndex(of: "/") ?? input.endIndex
                output.append(input[..<end])
                input = input[end...]
            }
        }
        return output.joined()
    }
}
