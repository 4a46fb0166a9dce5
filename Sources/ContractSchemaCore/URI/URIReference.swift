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
    public var scheme: String? { didSet { text = URIReference.compose(scheme, authority, path, query, fragment) } }
    /// The authority without `//`, if any.
    public var authority: String? { didSet { text = URIReference.compose(scheme, authority, path, query, fragment) } }
    /// The path (possibly empty).
    public var path: String { didSet { text = URIReference.compose(scheme, authority, path, query, fragment) } }
    /// The query without `?`, if any.
    public var query: String? { didSet { text = URIReference.compose(scheme, authority, path, query, fragment) } }
    /// The fragment without `#`, if any.
    public var fragment: String? { didSet { text = URIReference.compose(scheme, authority, path, query, fragment) } }
    /// The text form (RFC 3986 section 5.3), kept with the components: the compiler and the document index
    /// read it for every schema (dictionary keys, anchors), and writing it out each time was a tenth of compile time.
    public private(set) var text: String

    /// Splits `text` into components (RFC 3986 appendix B); never fails. A scheme is only recognised
    /// when it is `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` in ASCII (section 3.1).
    public init(_ text: String) {
        // Split on the bytes of the ASCII delimiters (not on Characters: a delimiter followed by a
        // combining mark is still a delimiter), by offsets into the contiguous UTF-8.
        var text = text
        var components: (String?, String?, String, String?, String?) = (nil, nil, "", nil, nil)
        text.withUTF8 { bytes in
            func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var end = bytes.count
            if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
                components.4 = string(hash + 1..<end)
                end = hash
            }
            if let question = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) {
                components.3 = string(question + 1..<end)
                end = question
            }
            var start = 0
            if let colon = bytes[..<end].firstIndex(of: UInt8(ascii: ":")),
                URIReference.isScheme(UnsafeBufferPointer(rebasing: bytes[..<colon]))
            {
                components.0 = string(0..<colon)
                start = colon + 1
            }
            if end - start >= 2, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") {
                let slash = bytes[(start + 2)..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
                components.1 = string(start + 2..<slash)
                start = slash
            }
            components.2 = string(start..<end)
        }
        (scheme, authority, path, query, fragment) = components
        // Splitting loses nothing: the components written back are the text itself.
        self.text = text
    }

    /// Creates a reference from components.
    public init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
        self.text = URIReference.compose(scheme, authority, path, query, fragment)
    }

    /// Whether `text` is a scheme: an ASCII letter then ASCII letters, digits, `+`, `-` or `.`.
    static func isScheme(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8 { isScheme($0) }
    }

    /// Whether `bytes` are a scheme: an ASCII letter then ASCII letters, digits, `+`, `-` or `.`.
    static func isScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// Whether the reference has a scheme (is an absolute URI, possibly with a fragment).
    public var isAbsolute: Bool { scheme != nil }

    /// The reference without its fragment.
    public var withoutFragment: URIReference {
        guard let fragment else { return self }
        // The text without `#fragment` is a prefix of the text: no need to compose it again.
        return URIReference(
            scheme: scheme, authority: authority, path: path, query: query, fragment: nil,
            text: String(text[..<text.utf8.index(text.utf8.endIndex, offsetBy: -(fragment.utf8.count + 1))]))
    }

    /// Creates a reference from components and their text form, which the caller has written.
    private init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?, text: String) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
        self.text = text
    }

    /// The text form of components (RFC 3986 section 5.3), written into one allocation.
    private static func compose(_ scheme: String?, _ authority: String?, _ path: String, _ query: String?, _ fragment: String?) -> String {
        var count = path.utf8.count
        if let scheme { count += scheme.utf8.count + 1 }
        if let authority { count += authority.utf8.count + 2 }
        if let query { count += query.utf8.count + 1 }
        if let fragment { count += fragment.utf8.count + 1 }
        var result = ""
        result.reserveCapacity(count)
        if let scheme { result += scheme; result += ":" }
        if let authority { result += "//"; result += authority }
        result += path
        if let query { result += "?"; result += query }
        if let fragment { result += "#"; result += fragment }
        return result
    }

    /// The text form, as ``text``.
    public var description: String { text }

    /// Resolves `reference` against this base URI (RFC 3986 section 5.2.2, strict).
    public func resolving(_ reference: URIReference) -> URIReference {
        let fragment = reference.fragment
        if let scheme = reference.scheme {
            return URIReference(
                scheme: scheme, authority: reference.authority, path: URIReference.removeDotSegments(reference.path),
                query: reference.query, fragment: fragment)
        }
        if reference.authority != nil {
            return URIReference(
                scheme: scheme, authority: reference.authority, path: URIReference.removeDotSegments(reference.path),
                query: reference.query, fragment: fragment)
        }
        if reference.path.isEmpty {
            return URIReference(scheme: scheme, authority: authority, path: path, query: reference.query ?? query, fragment: fragment)
        }
        let path = reference.path.utf8.first == UInt8(ascii: "/") ? reference.path : merge(reference.path)
        return URIReference(
            scheme: scheme, authority: authority, path: URIReference.removeDotSegments(path), query: reference.query, fragment: fragment)
    }

    /// Resolves the text of a reference against this base URI.
    public func resolving(_ reference: String) -> URIReference {
        // A fragment-only reference (`#/$defs/item`, the most common `$ref`) keeps every component of the base
        // but the fragment (section 5.2.2, empty path): the result's text is the base's without its fragment,
        // then the reference, with no splitting or composing.
        if reference.utf8.first == UInt8(ascii: "#") {
            var prefix = text
            if let fragment { prefix = String(text[..<text.utf8.index(text.utf8.endIndex, offsetBy: -(fragment.utf8.count + 1))]) }
            return URIReference(
                scheme: scheme, authority: authority, path: path, query: query, fragment: String(Substring(reference.utf8.dropFirst())),
                text: prefix + reference)
        }
        return resolving(URIReference(reference))
    }

    /// Resolves `reference` against this base URI as ``resolving(_:)-(URIReference)`` does, when the result stays
    /// inside `root` (a URI whose path ends in `/`, such as `file:///` for an input folder); nil when it names
    /// another scheme or authority, or when its path leaves `root`'s, a `..` that climbs above it included.
    /// Resolution alone removes such a `..` silently (`/a/../../b` is `/b`): a reader of files below a folder must
    /// refuse it instead of reading elsewhere.
    package func resolving(_ reference: URIReference, within root: URIReference) -> URIReference? {
        let resolved = resolving(reference)
        guard resolved.scheme == root.scheme, resolved.authority == root.authority, resolved.path.hasPrefix(root.path) else { return nil }
        guard reference.scheme == nil, reference.authority == nil else { return resolved }
        let merged = reference.path.utf8.first == UInt8(ascii: "/") ? reference.path : merge(reference.path)
        guard merged.hasPrefix(root.path) else { return nil }
        var depth = 0
        for segment in merged.utf8.dropFirst(root.path.utf8.count).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if segment.elementsEqual("..".utf8) {
                guard depth > 0 else { return nil }
                depth -= 1
            } else if !segment.isEmpty && !segment.elementsEqual(".".utf8) {
                depth += 1
            }
        }
        return resolved
    }

    /// Merges a relative path with this base's path (section 5.2.3).
    private func merge(_ referencePath: String) -> String {
        if authority != nil && path.isEmpty { return "/" + referencePath }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return referencePath }
        return String(decoding: path.utf8[...slash], as: UTF8.self) + referencePath
    }

    /// Removes `.` and `..` segments (section 5.2.4).
    public static func removeDotSegments(_ path: String) -> String {
        // Only a segment that starts with "." can be a dot segment; without one, every step keeps a segment.
        var previous = UInt8(ascii: "/")
        guard path.utf8.contains(where: { byte in
            defer { previous = byte }
            return byte == UInt8(ascii: ".") && previous == UInt8(ascii: "/")
        }) else { return path }
        // On bytes: the segments are split by the ASCII "/", whatever follows it.
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var input = ArraySlice(path.utf8)
        var output: [ArraySlice<UInt8>] = []
        func starts(_ prefix: [UInt8]) -> Bool { input.starts(with: prefix) }
        func equals(_ whole: [UInt8]) -> Bool { input.elementsEqual(whole) }
        while !input.isEmpty {
            if starts([dot, dot, slash]) {
                input = input.dropFirst(3)
            } else if starts([dot, slash]) || starts([slash, dot, slash]) {
                input = input.dropFirst(2)
            } else if equals([slash, dot]) {
                input = [slash]
            } else if starts([slash, dot, dot, slash]) {
                input = input.dropFirst(3)
                if !output.isEmpty { output.removeLast() }
            } else if equals([slash, dot, dot]) {
                input = [slash]
                if !output.isEmpty { output.removeLast() }
            } else if equals([dot]) || equals([dot, dot]) {
                input = []
            } else {
                let searchStart = input.first == slash ? input.startIndex + 1 : input.startIndex
                let end = input[searchStart...].firstIndex(of: slash) ?? input.endIndex
                output.append(input[..<end])
                input = input[end...]
            }
        }
        return String(decoding: output.joined(), as: UTF8.self)
    }
}
