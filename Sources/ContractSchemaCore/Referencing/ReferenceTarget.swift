import ContractJSON

/// What an absolute reference designates before any document is consulted: a resource plus a JSON
/// Pointer (an empty or `/`-led fragment), or a plain-name anchor in a resource. The one place that reads
/// a reference's fragment, so that every lookup (the validator's, the generator's, lint's and diff's)
/// percent-decodes exactly once and treats the same fragments as pointers.
package enum ReferenceTarget: Sendable, Hashable {
    /// The resource `uri` (absolute, without fragment), at `pointer` below its root.
    case pointer(uri: String, pointer: JSONPointer)
    /// The plain-name anchor `name` (decoded) of the resource `uri`; ``key`` is how indexes record it.
    case anchor(uri: String, name: String)

    /// Reads `reference` (absolute); nil when its fragment is neither a valid pointer nor a decodable name.
    package init?(_ reference: URIReference) {
        self.init(fragment: reference.fragment ?? "", in: reference.withoutFragment.text)
    }

    /// Reads `fragment` (as written after `#`, still percent-encoded) as a place in the resource `uri`; nil when
    /// it is neither a valid pointer nor a decodable name.
    package init?(fragment: String, in uri: String) {
        if fragment.isEmpty || fragment.hasPrefix("/") {
            guard let pointer = JSONPointer(uriFragment: fragment) else { return nil }
            self = .pointer(uri: uri, pointer: pointer)
        } else {
            guard let name = JSONPointer.percentDecoded(fragment) else { return nil }
            self = .anchor(uri: uri, name: name)
        }
    }

    /// The JSON Pointer a fragment is (the empty fragment: the root); nil for an anchor or an invalid pointer. For
    /// readers of documents that are not schemas (OpenAPI objects), where only pointers name things.
    package static func pointer(inFragment fragment: String) -> JSONPointer? {
        guard case .pointer(_, let pointer)? = ReferenceTarget(fragment: fragment, in: "") else { return nil }
        return pointer
    }

    /// The key under which indexes record an anchor: `uri#name`.
    package static func anchorKey(resource uri: String, name: String) -> String {
        uri + "#" + name
    }
}
