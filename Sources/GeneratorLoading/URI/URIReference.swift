/// A URI reference split into its RFC 3986 components, with reference resolution (§5.2).
///
/// Schema identifiers (`$id`) and references (`$ref`) are URI references; resolving a relative
/// `$ref` such as `../common/money.schema.json#/$defs/amount` against the base URI of the schema it
/// appears in gives the absolute URI of its target.
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

    /// Splits `text` into components (RFC 3986 appendix B); never fails.
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
        if let colon = rest.firstIndex(of: ":"), let first = rest.first, first.isASCII, first.isLetter,
            rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        {
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

    /// Whether the reference has a scheme (is an absolute URI, possibly with a fragment).
    public var isAbsolute: Bool { scheme != nil }

    /// The reference without its fragment.
    public var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// The text form (RFC 3986 §5.3).
    public var description: String {
        var result = ""
        if let scheme { result += scheme + ":" }
        if let authority { result += "//" + authority }
        result += path
        if let query { result += "?" + query }
        if let fragment { result += "#" + fragment }
        return result
    }

    /// Resolves `reference` against this base URI (RFC 3986 §5.2.2, strict).
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

    private func merge(_ referencePath: String) -> String {
        if authority != nil && path.isEmpty { return "/" + referencePath }
        guard let slash = path.lastIndex(of: "/") else { return referencePath }
        return String(path[...slash]) + referencePath
    }

    /// Removes `.` and `..` segments (RFC 3986 §5.2.4).
    static func removeDotSegments(_ path: String) -> String {
        var input = Substring(path)
        var output: [Substring] = []
        var result = ""
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
                var end = input.index(after: input.startIndex)
                if input.first == "/" {
                    end = input[end...].firstIndex(of: "/") ?? input.endIndex
                } else {
                    end = input.firstIndex(of: "/") ?? input.endIndex
                }
                output.append(input[..<end])
                input = input[end...]
            }
        }
        for segment in output { result += segment }
        return result
    }
}
