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
    /// What the registry keeps of a document besides its resources: where it came from, for diagnostics.
    struct Source: Sendable {
        /// The file path it was read from.
        let path: String?
        /// The parsed text, to turn pointers into lines and columns.
        let text: JSONDocument?
    }

    /// A schema value inside a registered document.
    typealias Location = ResourceLocation

    /// The documents, their resources and anchors, and reference lookup: ContractSchemaCore's referencing layer.
    private(set) var referencing: ResourceRegistry
    /// Where each document of ``referencing`` came from (the official metaschemas: nowhere).
    private(set) var sources: [Source] = []
    /// The draft for documents without `$schema`.
    public var defaultDraft: Draft {
        get { referencing.defaultDraft }
        set { referencing.defaultDraft = newValue }
    }
    /// Whether the official metaschemas are among the documents.
    private var holdsOfficialMetaschemas = false

    /// Creates a registry that knows the official metaschemas. `defaultDraft` applies to documents
    /// that do not name a `$schema`.
    public init(defaultDraft: Draft = .draft2020_12) {
        referencing = ResourceRegistry(defaultDraft: defaultDraft)
    }

    /// Adds the official metaschemas if a registered document refers to one or `uri` is one of them. A
    /// registered document never replaces an official metaschema (``officialClaims``).
    mutating func addOfficialMetaschemasIfNeeded(for uri: String) {
        guard !holdsOfficialMetaschemas, referencing.refersToOfficialMetaschemas || SchemaDocumentIndex.isOfficial(uri) else { return }
        holdsOfficialMetaschemas = true
        let official = Metaschemas.registry
        referencing.merge(official)
        sources += Array(repeating: Source(path: nil, text: nil), count: official.documents.count)
    }

    /// The URIs of all registered resources (documents and embedded `$id`s) and of the official
    /// metaschemas, sorted.
    public var resourceURIs: [String] {
        guard !holdsOfficialMetaschemas else { return referencing.resources.keys.sorted() }
        return Set(referencing.resources.keys).union(Metaschemas.all.map(\.uri)).sorted()
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
        return referencing.canonicalURI(ofDocument: referencing.documents.count - 1)
    }

    /// Registers the schema file at `path`, already parsed as `document`, found in the folder `folder`: as
    /// ``registerFile(atPath:document:)``, and a relative root `$id` is also read against the folder, as
    /// ``registerDirectory(atPath:suffixes:reader:)`` reads it.
    @discardableResult
    public mutating func registerFile(atPath path: String, document: JSONDocument, folder: String) throws(SchemaError) -> String {
        let uri = try registerFile(atPath: path, document: document)
        referencing.setFolder(URIReference(FileSystem.fileURI(folder, directory: true)), ofDocument: referencing.documents.count - 1)
        return uri
    }

    /// Every identifier two registered schemas declare, as an error at the second declaration that names the
    /// first (file, line and column where known). The later declaration is the one the identifier names.
    public var duplicateIdentifierErrors: [SchemaError] { duplicateIdentifiers(incidental: 0..<0).errors }

    /// The number of documents registered so far; they are numbered from 0 in the order they were registered.
    public var documentCount: Int { referencing.documents.count }

    /// ``duplicateIdentifierErrors``, except that a duplicate one of whose declarations is in a document of `incidental`
    /// (a neighbour read only because a reference reached it, which the user did not name) is a warning at the
    /// declaration that lost: refusing the user's schema because a file beside it copied one of its definitions with its
    /// `$id` (SchemaStore's `jekyll.json` and `base.json` in 2024) would refuse a valid schema.
    public func duplicateIdentifiers(incidental: Range<Int>) -> (errors: [SchemaError], warnings: [SchemaError]) {
        var errors: [SchemaError] = []
        var warnings: [SchemaError] = []
        for duplicate in referencing.duplicates {
            if incidental.contains(duplicate.first.document) || incidental.contains(duplicate.second.document) {
                warnings.append(
                    located(
                        duplicate.first,
                        "$id \"\(duplicate.uri)\" is declared again at \(place(of: duplicate.second)), which references to it mean"))
            } else {
                let message = "duplicate $id \"\(duplicate.uri)\" (also declared at \(place(of: duplicate.first)))"
                errors.append(located(duplicate.second, message))
            }
        }
        return (errors, warnings)
    }

    /// Every registered schema whose identifier is an official metaschema's URI, as a warning at it: that URI
    /// keeps naming the bundled metaschema.
    public var officialMetaschemaWarnings: [SchemaError] {
        referencing.officialClaims.map { claim in
            located(claim.location, "$id \"\(claim.uri)\" is an official metaschema's URI; the bundled metaschema keeps it")
        }
    }

    /// An error about the schema at `location`, placed at its identifier when it has one.
    private func located(_ location: Location, _ message: String) -> SchemaError {
        let at = identifierLocation(location)
        let (source, position) = diagnosticPosition(of: at)
        return SchemaError(message: message, source: source, pointer: at.pointer, location: position)
    }

    /// `path:line:column` (or the document's URI) of the identifier of the schema at `location`.
    private func place(of location: Location) -> String {
        let (source, position) = diagnosticPosition(of: identifierLocation(location))
        return position.map { "\(source):\($0.line):\($0.column)" } ?? source
    }

    /// The location of the identifier keyword of the schema at `location` (`$id`, draft-04's `id`), or `location`.
    private func identifierLocation(_ location: Location) -> Location {
        guard case .object(let object)? = value(at: location) else { return location }
        let keyword = referencing.scope(at: location).draft.vocabulary.identifierKeyword
        return object[keyword] == nil ? location : location.appending(keyword)
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
            uris.append(try registerFile(atPath: FileSystem.joined(path, file), reader: reader))
            referencing.setFolder(folder, ofDocument: referencing.documents.count - 1)
        }
        return uris
    }

    /// The URI a file already registered from `path` (by ``registerFile(atPath:reader:)`` or with its
    /// folder) is known by, or nil.
    public func registeredURI(ofFile path: String) -> String? {
        let standardized = FileSystem.standardized(path)
        guard let document = sources.lastIndex(where: { $0.path.map(FileSystem.standardized) == standardized }) else {
            return nil
        }
        return referencing.canonicalURI(ofDocument: document)
    }

    /// The URI of the resource whose relative `$id` is `id` in a folder registered with
    /// ``registerDirectory(atPath:suffixes:reader:)`` (`"push$event"`), or nil.
    public func resourceURI(forRelativeID id: String) -> String? {
        referencing.resourceURI(forRelativeID: id)
    }

    /// Finds what a reference that designates nothing designates when read against its document's
    /// identifier relative to the folder it was registered with.
    func locateRelativeToFolder(_ reference: String, from location: Location, base: URIReference) -> Location? {
        referencing.locateRelativeToFolder(reference, from: location, base: base)
    }

    private mutating func register(_ schema: JSONValue, uri: String?, source: String?, text: JSONDocument?) throws(SchemaError) {
        var baseText = uri ?? "urn:x-contract-schema:document:\(referencing.documents.count)"
        if baseText.hasSuffix("#") { baseText.removeLast() }
        referencing.add(schema, base: URIReference(baseText))
        sources.append(Source(path: source, text: text))
    }

    /// The dynamic-anchor name under which 2019-09 `$recursiveAnchor: true` resources are recorded.
    static let recursiveAnchorName = ResourceRegistry.recursiveAnchorName

    /// The registered documents.
    var documents: [ResourceRegistry.Document] { referencing.documents }

    /// Resources whose root says `"$recursiveAnchor": true` (2019-09).
    var recursiveAnchors: [String: Location] { referencing.recursiveAnchors }

    /// The schema value at `location`.
    func value(at location: Location) -> JSONValue? {
        referencing.value(at: location)
    }

    /// Finds the schema an absolute URI reference designates.
    func locate(_ reference: URIReference) -> Location? {
        referencing.locate(reference)
    }

    /// The dynamic anchors declared by the resource `uri`.
    func dynamicAnchors(ofResource uri: String) -> [String: Location] {
        referencing.dynamicAnchors(ofResource: uri)
    }

    /// Every resource URI that declares the dynamic anchor `name`.
    func resources(declaringDynamicAnchor name: String) -> [(uri: String, location: Location)] {
        referencing.resources(declaringDynamicAnchor: name)
    }

    /// The file (or URI) and line/column of `location`, for error messages.
    func diagnosticPosition(of location: Location) -> (source: String, position: SourceLocation?) {
        let source = sources[location.document]
        let position = source.text.flatMap { text in text.index(at: location.pointer).map { text.location(ofNodeAt: $0) } }
        return (source.path ?? referencing.documents[location.document].base.text, position)
    }
}

