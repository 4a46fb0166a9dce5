import ContractJSON
import ContractSchemaCore

/// The schema documents a validator may reference, by URI. References are resolved only here,
/// never over the network.
///
/// A new registry already knows the metaschemas of drafts 2020-12, 2019-09, 7, 6 and 4 (it adds them when a
/// schema refers to one, or when one is compiled, so that a process that needs none never parses them). Register your own
/// documents from memory or files; each is known by its `$id` (and any embedded `$id`s, `$anchor`s and
/// `$dynamicAnchor`s, as ``SchemaDocumentIndex`` finds them in each resource's dialect) and by the URI
/// it was registered under.
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
        /// `uri` split into its components, the base of the document's relative references (split once,
        /// not for every reference into the document).
        let base: URIReference
        /// The file path it was read from, for diagnostics.
        let source: String?
        /// The parsed text, to turn pointers into lines and columns.
        let text: JSONDocument?
        /// For a file registered with a folder whose root `$id` is a relative reference: that `$id`
        /// resolved against the folder, and the base it replaces (see ``locateRelativeToFolder(_:from:base:)``).
        var folderRelative: (id: URIReference, primaryBase: String, written: String)?
        /// How many schemas the document holds (``SchemaDocumentIndex/schemaCount``), to size a compilation.
        var schemaCount = 0
    }

    /// A schema value inside a registered document.
    struct Location: Hashable, Sendable {
        /// The document's position in the registry.
        let document: Int
        /// Where the value sits in its document.
        let pointer: JSONPointer

        /// The location of `token` below this one.
        func appending(_ token: String) -> Self {
            Self(document: document, pointer: pointer.appending(token))
        }
    }

    private(set) var documents: [Document] = []
    private(set) var resources: [String: Location] = [:]
    private(set) var anchors: [String: Location] = [:]
    private(set) var dynamicAnchors: [String: [String: Location]] = [:]
    /// Resources whose root says `"$recursiveAnchor": true` (2019-09).
    private(set) var recursiveAnchors: [String: Location] = [:]
    /// The draft for documents without `$schema`.
    public var defaultDraft: Draft
    /// Whether the official metaschemas are among ``documents``.
    private var holdsOfficialMetaschemas = false
    /// Whether a registered document refers to an official metaschema, so compiling needs them.
    private var needsOfficialMetaschemas = false

    /// Creates a registry that knows the official metaschemas. `defaultDraft` applies to documents
    /// that do not name a `$schema`.
    public init(defaultDraft: Draft = .draft2020_12) {
        self.defaultDraft = defaultDraft
    }

    /// The official metaschemas, parsed and indexed once per process on first need (each names its
    /// `$schema`, so the default draft does not change how they are indexed).
    private static let official: SchemaRegistry = {
        var registry = SchemaRegistry(defaultDraft: .draft2020_12)
        registry.holdsOfficialMetaschemas = true
        for (uri, text) in Metaschemas.all {
            // The embedded texts are known to be valid; a failure here is a packaging bug.
            guard let value = try? JSONValue(parsing: text) else { preconditionFailure("embedded metaschema \(uri) is not valid JSON") }
            try? registry.register(value, uri: uri)
        }
        return registry
    }()

    /// Adds the official metaschemas if a registered document refers to one or `uri` is one of them. A
    /// document registered under a metaschema's URI keeps precedence over the official text.
    mutating func addOfficialMetaschemasIfNeeded(for uri: String) {
        guard !holdsOfficialMetaschemas, needsOfficialMetaschemas || SchemaDocumentIndex.isOfficial(uri) else { return }
        holdsOfficialMetaschemas = true
        let official = SchemaRegistry.official
        let offset = documents.count
        documents += official.documents
        func moved(_ location: Location) -> Location {
            Location(document: location.document + offset, pointer: location.pointer)
        }
        for (uri, location) in official.resources where resources[uri] == nil { resources[uri] = moved(location) }
        for (name, location) in official.anchors where anchors[name] == nil { anchors[name] = moved(location) }
        for (uri, location) in official.recursiveAnchors where recursiveAnchors[uri] == nil { recursiveAnchors[uri] = moved(location) }
        for (uri, names) in official.dynamicAnchors where dynamicAnchors[uri] == nil { dynamicAnchors[uri] = names.mapValues(moved) }
    }

    /// The URIs of all registered resources (documents and embedded `$id`s) and of the official
    /// metaschemas, sorted.
    public var resourceURIs: [String] {
        guard !holdsOfficialMetaschemas else { return resources.keys.sorted() }
        return Set(resources.keys).union(Metaschemas.all.map(\.uri)).sorted()
    }

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

    /// Turns a file's bytes into its document; `path` lets it choose the notation by extension (the
    /// checker passes one that reads `.yaml`/`.yml` files as YAML). The default reads JSON.
    public typealias DocumentReader = @Sendable (_ bytes: [UInt8], _ path: String) throws(JSONParseError) -> JSONDocument

    /// Reads, parses and registers the schema file at `path`, known by its `$id` and by its `file://` URL.
    @discardableResult
    public mutating func registerFile(atPath path: String, reader: DocumentReader? = nil) throws(SchemaError) -> String {
        guard let data = FileSystem.contents(of: path) else {
            throw SchemaError(message: "cannot read schema file", source: path)
        }
        let document: JSONDocument
        do throws(JSONParseError) {
            if let reader { document = try reader(data, path) } else { document = try JSONDocument(parsing: data) }
        } catch {
            let notation = path.hasSuffix(".yaml") || path.hasSuffix(".yml") ? "YAML" : "JSON"
            throw SchemaError(message: "invalid \(notation): \(error.message)", source: path, location: error.location)
        }
        return try registerFile(atPath: path, document: document)
    }

    /// Registers the schema file at `path` already read and parsed as `document`, known by its `$id` and by
    /// its `file://` URL, as ``registerFile(atPath:reader:)`` would.
    @discardableResult
    public mutating func registerFile(atPath path: String, document: JSONDocument) throws(SchemaError) -> String {
        try register(document, uri: FileSystem.fileURI(path), source: path)
        return canonicalURI(ofDocument: documents.count - 1)
    }

    /// The root `$id` of a document (`id` in draft-04) as its dialect reads it: not a bare fragment, and
    /// not one that a `$ref` beside it hides (drafts 4 to 7).
    private func rootIdentifier(of root: JSONValue) -> String? {
        let draft = Draft.declared(by: root, inherited: defaultDraft)
        guard case .object(let object) = root, let id = object[draft.vocabulary.identifierKeyword]?.stringValue, !id.hasPrefix("#"),
              !(draft.vocabulary.ignoresSiblingsOfRef && object["$ref"] != nil) else { return nil }
        return id
    }

    /// The URI a registered document is known by: its root `$id` resolved against the URI it was
    /// registered under, or that URI.
    private func canonicalURI(ofDocument index: Int) -> String {
        let document = documents[index]
        guard let id = rootIdentifier(of: document.root) else { return document.uri }
        return URIReference(document.uri).resolving(id).withoutFragment.text
    }

    /// Registers every file under `path` (recursively) whose name ends with `suffix`, in sorted order.
    /// Returns the URI of each registered document.
    @discardableResult
    public mutating func registerDirectory(atPath path: String, suffix: String = ".schema.json") throws(SchemaError) -> [String] {
        try registerDirectory(atPath: path, suffixes: [suffix], reader: nil)
    }

    /// Registers every file under `path` (recursively) whose name ends with one of `suffixes`, in sorted
    /// order, each parsed by `reader`. Returns the URI of each registered document.
    @discardableResult
    public mutating func registerDirectory(atPath path: String, suffixes: [String], reader: DocumentReader?) throws(SchemaError) -> [String] {
        guard FileSystem.kind(of: path) == .directory else {
            throw SchemaError(message: "cannot read schema directory", source: path)
        }
        let files = FileSystem.files(under: path, hiddenFolders: true).filter { relative in suffixes.contains(where: relative.hasSuffix) }
        var uris: [String] = []
        let folder = URIReference(FileSystem.fileURI(path, directory: true))
        for file in files.sorted() {
            let uri = try registerFile(atPath: FileSystem.joined(path, file), reader: reader)
            uris.append(uri)
            // A relative root `$id` ("common/user.schema.json", "push$event") is also read against the
            // folder: schema sets such as GitHub's webhook schemas name each other that way, as if
            // identifiers had no base.
            if let id = rootIdentifier(of: documents[documents.count - 1].root), URIReference(id).scheme == nil {
                let relative = folder.resolving(id).withoutFragment
                documents[documents.count - 1].folderRelative = (relative, uri, id)
                if resources[relative.text] == nil { resources[relative.text] = Location(document: documents.count - 1, pointer: JSONPointer.root) }
            }
        }
        return uris
    }

    /// The URI a file already registered from `path` (by ``registerFile(atPath:reader:)`` or with its
    /// folder) is known by, or nil.
    public func registeredURI(ofFile path: String) -> String? {
        let standardized = FileSystem.standardized(path)
        guard let document = documents.lastIndex(where: { $0.source.map(FileSystem.standardized) == standardized }) else {
            return nil
        }
        return canonicalURI(ofDocument: document)
    }

    /// The URI of the resource whose relative `$id` is `id` in a folder registered with
    /// ``registerDirectory(atPath:suffixes:reader:)`` (`"push$event"`), or nil.
    public func resourceURI(forRelativeID id: String) -> String? {
        documents.first { $0.folderRelative?.written == id }?.folderRelative?.primaryBase
    }

    /// Finds what a reference that designates nothing designates when read against its document's
    /// identifier relative to the folder it was registered with (only where the document's root base
    /// is in effect): how schema sets whose relative identifiers name each other resolve.
    func locateRelativeToFolder(_ reference: String, from location: Location, base: URIReference) -> Location? {
        guard let relative = documents[location.document].folderRelative, base.text == relative.primaryBase else { return nil }
        return locate(relative.id.resolving(reference))
    }

    private mutating func register(_ schema: JSONValue, uri: String?, source: String?, text: JSONDocument?) throws(SchemaError) {
        let document = documents.count
        var baseText = uri ?? "urn:x-contract-schema:document:\(document)"
        if baseText.hasSuffix("#") { baseText.removeLast() }
        documents.append(Document(root: schema, uri: baseText, base: URIReference(baseText), source: source, text: text))
        let index = SchemaDocumentIndex(root: schema, base: documents[document].base, draft: defaultDraft)
        documents[document].schemaCount = index.schemaCount
        if index.refersToOfficialMetaschemas { needsOfficialMetaschemas = true }
        for resource in index.resources { resources[resource.uri] = Location(document: document, pointer: resource.pointer) }
        for (name, pointer) in index.anchors { anchors[name] = Location(document: document, pointer: pointer) }
        for (resource, names) in index.dynamicAnchors {
            for (name, pointer) in names { dynamicAnchors[resource, default: [:]][name] = Location(document: document, pointer: pointer) }
        }
        for (resource, pointer) in index.recursiveAnchors {
            // A `$recursiveAnchor: true` is a dynamic anchor under a name no `$dynamicAnchor` can have.
            let location = Location(document: document, pointer: pointer)
            recursiveAnchors[resource] = location
            dynamicAnchors[resource, default: [:]][SchemaRegistry.recursiveAnchorName] = location
        }
    }

    /// The dynamic-anchor name under which 2019-09 `$recursiveAnchor: true` resources are recorded.
    static let recursiveAnchorName = "\u{0}recursive"

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

