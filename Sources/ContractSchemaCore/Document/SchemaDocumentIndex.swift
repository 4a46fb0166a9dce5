import CContractSystem
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
    /// Whether a schema of the document refers to an official metaschema at json-schema.org: a `$ref`
    /// (or `$dynamicRef`, `$recursiveRef`) that resolves there, or a `$schema` naming a metaschema there
    /// that is not a draft's own (a vocabulary metaschema read for its `$vocabulary`). A registry needs
    /// the official metaschemas only for such documents.
    public private(set) var refersToOfficialMetaschemas = false
    /// How many schemas (objects and booleans where the dialects put a subschema, and the root) the document
    /// holds: what compiling the whole document reserves room for.
    public private(set) var schemaCount = 0

    /// Indexes `root`, known by `uri` (its retrieval URI; its own identifier may override it), whose
    /// dialect is `draft` unless it declares one.
    public init(root: JSONValue, uri: String, draft: Draft) {
        self.init(root: root, base: URIReference(uri), draft: draft)
    }

    /// Indexes `root`, known by `base` already split into components (the registry has split it for the document).
    /// `entryPoints` are more places to walk from, in the root's dialect and base: the schemas of a document
    /// that holds schemas without being one (an OpenAPI document's components).
    package init(root: JSONValue, base uri: URIReference, draft: Draft, entryPoints: [JSONPointer] = []) {
        let base = uri.withoutFragment
        let rootDraft = Draft.declared(by: root, inherited: draft)
        resources.append(Resource(uri: base.text, pointer: .root, draft: rootDraft))
        // An explicit stack, not recursion: documents may nest deeply. Each entry names its base by index
        // and its place by a path node, so visiting a subschema copies no URI and writes no pointer.
        var bases = [base]
        var paths = PathTree()
        var stack: [(value: JSONValue, path: Int, base: Int, draft: Draft)] = []
        stack.reserveCapacity(16)
        // Popped last, so after the root's schemas, in the order given.
        for entry in entryPoints.reversed() {
            guard let value = entry.resolve(in: root) else { continue }
            var node = PathTree.root
            for token in entry.tokens { node = paths.node(token, below: node) }
            stack.append((value, node, 0, rootDraft))
        }
        stack.append((root, PathTree.root, 0, draft))
        while let (value, path, inheritedBase, inheritedDraft) = stack.popLast() {
            schemaCount += 1
            guard case .object(let object) = value else { continue }
            var draft = inheritedDraft
            var base = inheritedBase
            // The keywords read here, found in one pass: a schema with none of them (most) is only walked.
            let members = IdentifierMembers(object)
            if !members.isEmpty {
                if case .string(let name)? = members.schema, let declared = Draft(metaschemaURI: name) { draft = declared }
                if let declared = record(members, at: { paths.pointer(to: path) }, base: bases[inheritedBase], draft: draft) {
                    bases.append(declared)
                    base = bases.count - 1
                }
            }
            let firstChild = stack.count
            draft.vocabulary.forEachSubschema(of: object) { keyword, entry, child in
                var childPath = paths.node(keyword, below: path)
                if let entry { childPath = paths.node(entry, below: childPath) }
                stack.append((child, childPath, base, draft))
            }
            // Reversed on the stack, so that they come off it in document order.
            var (low, high) = (firstChild, stack.count - 1)
            while low < high {
                stack.swapAt(low, high)
                (low, high) = (low + 1, high - 1)
            }
        }
    }

    /// Records the identifiers of one schema object, whose pointer `pointer` writes (called only when it
    /// has one); returns the base URI of its subschemas when its `$id` changes it.
    private mutating func record(
        _ object: IdentifierMembers, at writePointer: () -> JSONPointer, base inherited: URIReference, draft: Draft
    ) -> URIReference? {
        // Written at most once, however many identifiers the schema declares.
        var written: JSONPointer?
        func pointer() -> JSONPointer {
            if let written { return written }
            written = writePointer()
            return written!
        }
        let vocabulary = draft.vocabulary
        var base = inherited
        var changed = false
        let idHidden = vocabulary.ignoresSiblingsOfRef && object.ref != nil
        if !idHidden, let id = object[vocabulary.identifierKeyword]?.stringValue {
            if vocabulary.identifierFragmentIsAnchor && id.hasPrefix("#") {
                if !id.hasPrefix("#/") && id.count > 1 { anchors[base.text + id] = pointer() }
            } else if !id.hasPrefix("#") {
                // A fragment-only identifier after draft-07 is invalid and names no resource.
                let resolved = base.resolving(id)
                base = resolved.withoutFragment
                changed = true
                if !(pointer().isRoot && base.text == resources[0].uri) {
                    resources.append(Resource(uri: base.text, pointer: pointer(), draft: draft))
                }
                if vocabulary.identifierFragmentIsAnchor, let fragment = resolved.fragment, !fragment.isEmpty, !fragment.hasPrefix("/") {
                    anchors[base.text + "#" + fragment] = pointer()
                }
            }
        }
        if !refersToOfficialMetaschemas {
            refersToOfficialMetaschemas = refersToOfficialMetaschemas(object, base: base, vocabulary: vocabulary)
        }
        if let keyword = vocabulary.anchorKeyword, let anchor = object[keyword]?.stringValue {
            anchors[base.text + "#" + anchor] = pointer()
        }
        if let keyword = vocabulary.dynamicAnchorKeyword {
            if case .string(let anchor)? = object[keyword] {
                anchors[base.text + "#" + anchor] = pointer()
                dynamicAnchors[base.text, default: [:]][anchor] = pointer()
            } else if case .bool(true)? = object[keyword] {
                recursiveAnchors[base.text] = pointer()
            }
        }
        return changed ? base : nil
    }

    /// Whether `object`'s references or `$schema` name an official metaschema (see ``refersToOfficialMetaschemas``).
    private func refersToOfficialMetaschemas(_ object: IdentifierMembers, base: URIReference, vocabulary: Vocabulary) -> Bool {
        // Only a reference that names the host, or any reference in a document served from it, can land
        // there; the base is written out only for a schema that has a reference.
        func landsThere(_ keyword: String?) -> Bool {
            guard let keyword, case .string(let reference)? = object[keyword] else { return false }
            guard SchemaDocumentIndex.mentionsOfficialHost(reference) || SchemaDocumentIndex.isOfficial(base.text) else { return false }
            return SchemaDocumentIndex.isOfficial(base.resolving(reference).text)
        }
        if landsThere("$ref") || landsThere(vocabulary.dynamicReferenceKeyword) { return true }
        if case .string(let name)? = object.schema, Draft(metaschemaURI: name) == nil {
            // Resolving copies parts of the two texts: without the host in either, the result cannot name it.
            guard SchemaDocumentIndex.mentionsOfficialHost(name) || SchemaDocumentIndex.mentionsOfficialHost(base.text) else {
                return false
            }
            return SchemaDocumentIndex.isOfficial(base.resolving(name).text)
        }
        return false
    }

    /// Whether `text` contains `json-schema.org`, compared on bytes (`String.contains` builds a substring
    /// searcher, with a table, on every call: a tenth of compile time when every schema has a `$ref`).
    /// Bytes find every match that characters find (the host is ASCII), so this filter never drops a reference.
    private static func mentionsOfficialHost(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            ("json-schema.org" as StaticString).withUTF8Buffer { host in
                guard bytes.count >= host.count else { return false }
                for start in 0...(bytes.count - host.count) where bytes[start] == host[0] {
                    if contract_memcmp(bytes.baseAddress! + start, host.baseAddress!, UInt(host.count)) == 0 { return true }
                }
                return false
            }
        }
    }

    /// Whether `object` may have a keyword that declares a dialect, an identifier or an anchor, or refers: all of
    /// them start with `$` but draft-04's `id`. A first-byte test per member, so that walking the many schemas
    /// without one costs little.
    package static func mayDeclareIdentifiers(_ object: JSONObject) -> Bool {
        object.contains { member in
            let first = member.key.utf8.first
            return first == UInt8(ascii: "$") || (first == UInt8(ascii: "i") && member.key == "id")
        }
    }

    /// Whether an absolute URI is on json-schema.org, where the official metaschemas live.
    package static func isOfficial(_ uri: String) -> Bool {
        uri.hasPrefix("https://json-schema.org/") || uri.hasPrefix("http://json-schema.org/")
    }

    /// Where the absolute `reference` points in this document: a resource plus a JSON Pointer
    /// fragment, or a plain-name anchor; nil when it names nothing here. The pointer is not checked
    /// against the document.
    public func pointer(for reference: URIReference) -> JSONPointer? {
        switch ReferenceTarget(reference) {
        case nil:
            return nil
        case .pointer(let uri, let pointer)?:
            return resources.last { $0.uri == uri }.map { $0.pointer.appending(pointer) }
        case .anchor(let uri, let name)?:
            return anchors[ReferenceTarget.anchorKey(resource: uri, name: name)]
        }
    }
}

/// The places visited while indexing a document, each a token below its parent, so that a pointer is
/// written only for the few schemas that declare an identifier.
private struct PathTree {
    /// The document root's node.
    static let root = 0
    /// Each node's parent and token, by node (one array: one allocation, where two grew side by side).
    private var nodes: [(parent: Int, token: String)]

    init() {
        nodes = []
        nodes.reserveCapacity(32)
        nodes.append((-1, ""))
    }

    /// A new node for `token` below `parent`.
    mutating func node(_ token: String, below parent: Int) -> Int {
        nodes.append((parent, token))
        return nodes.count - 1
    }

    /// The pointer from the root to `node`.
    func pointer(to node: Int) -> JSONPointer {
        var reversed: [String] = []
        var current = node
        while current != PathTree.root {
            reversed.append(nodes[current].token)
            current = nodes[current].parent
        }
        return JSONPointer(tokens: reversed.reversed())
    }
}
