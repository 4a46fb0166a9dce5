import ContractJSON

/// The identifiers of one schema document: the resources (`$id`, draft-04 `id`) embedded in it, each
/// with its own dialect, and its anchors, found by walking exactly the subschema keywords of each
/// resource's dialect (a property *named* `$id` is not an identifier).
///
/// ```swift
/// let index = SchemaDocumentIndex(root: schema, uri: "file:///schemas/order.json", draft: .draft2020_12)
/// let pointer = index.pointer(for: URIReference("https://example.com/money#/$defs/amount"))
/// ```
public struct SchemaDocumentIndex: Sendable {
    /// A schema resource: a schema with its own base URI.
    public struct Resource: Sendable, Hashable {
        /// The absolute URI without fragment.
        public let uri: String
        /// Where the resource's root sits in the document.
        public let pointer: JSONPointer
        /// The dialect of the resource (its `$schema`, or the enclosing resource's dialect).
        public let draft: Draft
    }

    /// The resources, the document itself first.
    public private(set) var resources: [Resource] = []
    /// Plain-name anchors (`$anchor`, `$dynamicAnchor`, fragment-only `$id`/`id`), keyed `uri#name`.
    public private(set) var anchors: [String: JSONPointer] = [:]
    /// The `$dynamicAnchor`s (2020-12) of each resource URI, by name.
    public private(set) var dynamicAnchors: [String: [String: JSONPointer]] = [:]
    /// The resources whose root says `"$recursiveAnchor": true` (2019-09), by URI.
    public private(set) var recursiveAnchors: [String: JSONPointer] = [:]

    /// Indexes `root`, known by `uri` (its retrieval URI; its own identifier may override it), whose
    /// dialect is `draft` unless it declares one.
    public init(root: JSONValue, uri: String, draft: Draft) {
        let base = URIReference(uri).withoutFragment
        let rootDraft = Draft.declared(by: root, inherited: draft)
        resources.append(Resource(uri: base.text, pointer: .root, draft: rootDraft))
        // An explicit stack, not recursion: documents may nest deeply.
        var stack: [(value: JSONValue, pointer: JSONPointer, base: URIReference, draft: Draft)] = [(root, .root, base, draft)]
        while let (value, pointer, inheritedBase, inheritedDraft) = stack.popLast() {
            guard case .object(let object) = value else { continue }
            let draft = Draft.declared(by: value, inherited: inheritedDraft)
            let base = record(object, at: pointer, base: inheritedBase, draft: draft)
            var children: [(JSONValue, JSONPointer, URIReference, Draft)] = []
            draft.vocabulary.forEachSubschema(of: object) { tokens, child in
                var childPointer = pointer
                for token in tokens { childPointer = childPointer.appending(token) }
                children.append((child, childPointer, base, draft))
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    /// Records the identifiers of one schema object; returns the base URI of its subschemas.
    private mutating func record(_ object: JSONObject, at pointer: JSONPointer, base: URIReference, draft: Draft) -> URIReference {
        let vocabulary = draft.vocabulary
        var base = base
        let idHidden = vocabulary.ignoresSiblingsOfRef && object["$ref"] != nil
        if !idHidden, let id = object[vocabulary.identifierKeyword]?.stringValue {
            if vocabulary.identifierFragmentIsAnchor && id.hasPrefix("#") {
                if !id.hasPrefix("#/") && id.count > 1 { anchors[base.text + id] = pointer }
            } else {
                let resolved = base.resolving(id)
                base = resolved.withoutFragment
                if !(pointer.isRoot && base.text == resources[0].uri) {
                    resources.append(Resource(uri: base.text, pointer: pointer, draft: draft))
                }
                if vocabulary.identifierFragmentIsAnchor, let fragment = resolved.fragment, !fragment.isEmpty, !fragment.hasPrefix("/") {
                    anchors[base.text + "#" + fragment] = pointer
                }
            }
        }
        if let keyword = vocabulary.anchorKeyword, let anchor = object[keyword]?.stringValue {
            anchors[base.text + "#" + anchor] = pointer
        }
        if let keyword = vocabulary.dynamicAnchorKeyword {
            if case .string(let anchor)? = object[keyword] {
                anchors[base.text + "#" + anchor] = pointer
                dynamicAnchors[base.text, default: [:]][anchor] = pointer
            } else if case .bool(true)? = object[keyword] {
                recursiveAnchors[base.text] = pointer
            }
        }
        return base
    }

    /// Where the absolute `reference` points in this document: a resource plus a JSON Pointer
    /// fragment, or a plain-name anchor; nil when it names nothing here. The pointer is not checked
    /// against the document.
    public func pointer(for reference: URIReference) -> JSONPointer? {
        let uri = reference.withoutFragment.text
        let fragment = reference.fragment ?? ""
        if fragment.isEmpty || fragment.hasPrefix("/") {
            guard let resource = resources.last(where: { $0.uri == uri }), let pointer = JSONPointer(uriFragment: fragment) else { return nil }
            return resource.pointer.appending(pointer)
        }
        guard let decoded = JSONPointer.percentDecoded(fragment) else { return nil }
        return anchors[uri + "#" + decoded]
    }
}
