/// Just enough of RFC 3986 to resolve `$id` and `$ref` values: split a reference into its parts,
/// resolve it against a base (section 5.2), and drop dot segments.
///
/// Trade-off: Foundation's `URL(string:relativeTo:)` differs between platforms on edge cases
/// (empty references, `urn:` bases, dot segments), and schema identity must be exact, so the package
/// carries this small resolver instead.
struct URIReference: Hashable, Sendable {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    init(_ text: String) {
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
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
        }
        path = String(rest)
    }

    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// The reference as text.
    var text: String {
        var result = ""
        if let scheme { result += scheme + ":" }
        if let authority { result += "//" + authority }
        result += path
        if let query { result += "?" + query }
        if let fragment { result += "#" + fragment }
        return result
    }

    /// Whether the reference has a scheme (is absolute, possibly with a fragment).
    var isAbsolute: Bool { scheme != nil }

    /// The reference without its fragment.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// Resolves `reference` against this base (RFC 3986 section 5.2.2).
    func resolving(_ reference: URIReference) -> URIReference {
        var target = URIReference("")
        if let scheme = reference.scheme {
            target = reference
            target.path = URIReference.removeDotSegments(reference.path)
            target.scheme = scheme
        } else {
            target.scheme = scheme
            if reference.authority != nil {
                target.authority = reference.authority
                target.path = URIReference.removeDotSegments(reference.path)
                target.query = reference.query
            } else {
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
            }
        }
        target.fragment = reference.fragment
        return target
    }

    /// Resolves the text `reference` against this base.
    func resolving(_ reference: String) -> URIReference {
        resolving(URIReference(reference))
    }

    private func merge(_ referencePath: String) -> String {
        if authority != nil && path.isEmpty { return "/" + referencePath }
        guard let slash = path.lastIndex(of: "/") else { return referencePath }
        return String(path[...slash]) + referencePath
    }

    static func removeDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var input = Substring(path)
        var output: [Substring] = []
        let absolute = input.hasPrefix("/")
        if absolute { input = input.dropFirst() }
        let segments = input.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case ".":
                if isLast { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if isLast { output.append("") }
            default:
                output.append(segment)
            }
        }
        return (absolute ? "/" : "") + output.joined(separator: "/")
    }
}
