import ContractJSON
import Foundation

/// The schema documents a validator may reference, by URI. References are resolved only here,
/// never over the network.
///
/// A new registry already holds the draft 2020-12 and draft-07 metaschemas. Register your own
/// documents from memory or files; each is known by its `$id` (and any embedded `$id`s, `$anchor`s and
/// `$dynamicAnchor`s) and by the URI it was registered under.
///
/// ```swift
/// var registry = SchemaRegistry()
/// try registry.registerDirectory(atPath: "Schemas")
/// let validator = try SchemaValidator(uri: "https://contracts.local/sessions/sessions-page.schema.json", registry: registry)
/// ```
public struct SchemaRegistry: Sendable {
    struct Document: Sendable {
        let root: JSONValue
        /// The URI the document was registered under (its `$id`, or the retrieval URI).
        let uri: String
        /// The file path it was read from, for diagnostics.
        let source: String?
        /// The parsed text, to turn pointers into lines and columns.
        let text: JSONDocument?
    }

    /// A schema value inside a registered document.
    struct Location: Hashable, Sendable {
        var document: Int
        var pointer: JSONPointer
    }

    private(set) var documents: [Document] = []
    private(set) var resources: [String: Location] = [:]
    private(set) var anchors: [String: Location] = [:]
    private(set) var dynamicAnchors: [String: [String: Location]] = [:]
    /// The draft for documents without `$schema`.
    public var defaultDraft: Draft

    /// Creates a registry holding the standard metaschemas. `defaultDraft` applies to documents
    /// that do not name a `$schema`.
    public init(defaultDraft: Draft = .draft2020_12) {
        // Copy-on-write copy of the metaschemas parsed and indexed once per process (each names its
        // `$schema`, so the default draft does not change how they are indexed).
        self = SchemaRegistry.standard
        self.defaultDraft = defaultDraft
    }

    /// The registry with only the embedded metaschemas, built on first use.
    private static let standard: SchemaRegistry = {
        var registry = SchemaRegistry(empty: .draft2020_12)
        for (uri, text) in Metaschemas.all {
            // The embedded texts are known to be valid; a failure here is a packaging bug.
            guard let value = try? JSONValue(parsing: text) else { preconditionFailure("embedded metaschema \(uri) is not valid JSON") }
            try? registry.register(value, uri: uri)
        }
        return registry
    }()

    private init(empty defaultDraft: Draft) {
        self.defaultDraft = defaultDraft
    }

    /// The URIs of all registered resources (documents and embedded `$id`s), sorted.
    public var resourceURIs: [String] { resources.keys.sorted() }

    /// Registers a schema document held in memory.
    ///
    /// - Parameters:
    ///   - schema: the schema (an object or a boolean).
    ///   - uri: the URI it is known by besides its `$id`; required when it has no `$id`.
    public mutating func register(_ schema: JSONValue, uri: String? = nil) throws(SchemaError) {
        try register(schema, uri: uri, source: nil, text: nil)
    }

    /// Registers a parsed schema document, keeping its text so errors can give lines and columns.
    public mutating func register(_ document: JSONDocument, uri: String? = nil, source: String? = nil) throws(SchemaError) {
        try register(document.root.value, uri: uri, source: source, text: document)
    }

    /// Reads, parses and registers the schema file at `path`, known by its `$id` and by its `file://` URL.
    @discardableResult
    public mutating func registerFile(atPath path: String) throws(SchemaError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SchemaError(message: "cannot read schema file", source: path)
        }
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: [UInt8](data))
        } catch {
            throw SchemaError(message: "invalid JSON: \(error.message)", source: path, location: error.location)
        }
        let fileURI = URL(fileURLWithPath: path).standardizedFileURL.absoluteString
        try register(document, uri: fileURI, source: path)
        if case .object(let object) = document.root.value, let id = object["$id"]?.stringValue {
            return URIReference(fileURI).resolving(id).withoutFragment.text
        }
        return fileURI
    }

    /// Registers every file under `path` (recursively) whose name ends with `suffix`, in sorted order.
    /// Returns the URI of each registered document.
    @discardableResult
    public mutating func registerDirectory(atPath path: String, suffix: String = ".schema.json") throws(SchemaError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw SchemaError(message: "cannot read schema directory", source: path)
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(suffix) { files.append(relative) }
        }
        var uris: [String] = []
        for file in files.sorted() {
            uris.append(try registerFile(atPath: (path as NSString).appendingPathComponent(file)))
        }
        return uris
    }

    private mutating func register(_ schema: JSONValue, uri: String?, source: String?, text: JSONDocument?) throws(SchemaError) {
        let index = documents.count
        var baseText = uri ?? "urn:x-contract-schema:document:\(index)"
        if baseText.hasSuffix("#") { baseText.removeLast() }
        documents.append(Document(root: schema, uri: baseText, source: source, text: text))
        let base = URIReference(baseText).withoutFragment
        let root = Location(document: index, pointer: .root)
        resources[base.text] = root
        var draft = defaultDraft
        if case .object(let object) = schema, let name = object["$schema"]?.stringValue, let known = Draft(metaschemaURI: name) {
            draft = known
        }
        try self.index(schema, at: root, base: base, draft: draft)
    }

    /// Records the identifiers of `value` and its subschemas.
    private mutating func index(_ value: JSONValue, at location: Location, base: URIReference, draft: Draft) throws(SchemaError) {
        guard case .object(let object) = value else { return }
        var base = base
        var draft = draft
        if let name = object["$schema"]?.stringValue, let known = Draft(metaschemaURI: name) { draft = known }
        let idHidden = draft == .draft7 && object["$ref"] != nil
        if !idHidden, let id = object["$id"]?.stringValue {
            let resolved = base.resolving(id)
            if draft == .draft7, id.hasPrefix("#") {
                anchors[base.text + id] = location
            } else {
                base = resolved.withoutFragment
                resources[base.text] = location
                if draft == .draft7, let fragment = resolved.fragment, !fragment.isEmpty, !fragment.hasPrefix("/") {
                    anchors[base.text + "#" + fragment] = location
                }
            }
        }
        if draft == .draft2020_12 {
            if let anchor = object["$anchor"]?.stringValue {
                anchors[base.text + "#" + anchor] = location
            }
            if let anchor = object["$dynamicAnchor"]?.stringValue {
                anchors[base.text + "#" + anchor] = location
                dynamicAnchors[base.text, default: [:]][anchor] = location
            }
        }
        for member in object {
            switch SubschemaLayout.of(keyword: member.key, value: member.value, draft: draft) {
            case .none:
                continue
            case .single:
                try index(member.value, at: location.appending(member.key), base: base, draft: draft)
            case .array:
                for (position, element) in (member.value.arrayValue ?? []).enumerated() {
                    try index(element, at: location.appending(member.key).appending(String(position)), base: base, draft: draft)
                }
            case .map:
                for entry in member.value.objectValue ?? JSONObject() {
                    try index(entry.value, at: location.appending(member.key).appending(entry.key), base: base, draft: draft)
                }
            }
        }
    }

    /// The schema value at `location`.
    func value(at location: Location) -> JSONValue? {
        location.pointer.resolve(in: documents[location.document].root)
    }

    /// Finds the schema an absolute URI reference designates.
    func locate(_ reference: URIReference) -> Location? {
        let uri = reference.withoutFragment.text
        let fragment = reference.fragment ?? ""
        if fragment.isEmpty || fragment.hasPrefix("/") {
            guard let resource = resources[uri], let pointer = JSONPointer(uriFragment: fragment) else { return nil }
            let location = Location(document: resource.document, pointer: resource.pointer.appending(pointer))
            return value(at: location) == nil ? nil : location
        }
        guard let decoded = JSONPointer.percentDecoded(fragment) else { return nil }
        return anchors[uri + "#" + decoded]
    }

    /// The dynamic anchors declared by the resource `uri`.
    func dynamicAnchors(ofResource uri: String) -> [String: Location] {
        dynamicAnchors[uri] ?? [:]
    }

    /// Every resource URI that declares the dynamic anchor `name`.
    func resources(declaringDynamicAnchor name: String) -> [(uri: String, location: Location)] {
        dynamicAnchors.compactMap { uri, anchors in anchors[name].map { (uri, $0) } }.sorted { $0.uri < $1.uri }
    }

    /// The file (or URI) and line/column of `location`, for error messages.
    func diagnosticPosition(of location: Location) -> (source: String, position: SourceLocation?) {
        let document = documents[location.document]
        let position = document.text.flatMap { text in text.index(at: location.pointer).map { text.location(ofNodeAt: $0) } }
        return (document.source ?? document.uri, position)
    }
}

extension SchemaRegistry.Location {
    func appending(_ token: String) -> Self {
        Self(document: document, pointer: pointer.appending(token))
    }
}

/// How a keyword holds subschemas, which decides where identifiers are looked for and how pointers walk.
enum SubschemaLayout {
    case none, single, array, map

    static func of(keyword: String, value: JSONValue, draft: Draft) -> SubschemaLayout {
        switch draft {
        case .draft2020_12:
            switch keyword {
            case "additionalProperties", "propertyNames", "items", "contains", "not", "if", "then", "else",
                 "unevaluatedItems", "unevaluatedProperties", "contentSchema":
                return .single
            case "allOf", "anyOf", "oneOf", "prefixItems":
                return .array
            case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas":
                return .map
            default:
                return .none
            }
        case .draft7:
            switch keyword {
            case "additionalProperties", "propertyNames", "additionalItems", "contains", "not", "if", "then", "else":
                return .single
            case "items":
                return value.arrayValue != nil ? .array : .single
            case "allOf", "anyOf", "oneOf":
                return .array
            case "properties", "patternProperties", "definitions":
                return .map
            case "dependencies":
                return .map  // array-valued entries are not schemas; indexing skips non-objects
            default:
                return .none
            }
        }
    }
}
