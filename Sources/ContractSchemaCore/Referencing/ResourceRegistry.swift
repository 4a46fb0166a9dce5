import ContractJSON

/// The referencing layer: schema documents by URI, the resources (`$id`) and anchors each declares, and
/// the lookup of a reference in them. The validator's `SchemaRegistry`, the generator's loader, lint, diff
/// and the checker's schema sets all resolve references here, so that they agree on what a reference
/// designates (the model is jsonschema-rs's `referencing` crate: a registry, a resolver, per-draft
/// specifications in ``Vocabulary``).
///
/// ```swift
/// var registry = ResourceRegistry()
/// let document = registry.add(root, base: URIReference("file:///schemas/order.json"))
/// let target = registry.resolve("money.json#/$defs/amount", from: ResourceLocation(document: document, pointer: .root))
/// ```
package struct ResourceRegistry: Sendable {
    /// One document added to the registry.
    package struct Document: Sendable {
        /// The document's value.
        package let root: JSONValue
        /// The URI it was added under, without fragment: the base of its relative references.
        package let base: URIReference
        /// How many schemas it holds (``SchemaDocumentIndex/schemaCount``), to size a compilation.
        package let schemaCount: Int
        /// Its root identifier read against the folder it was added with, when that identifier is relative
        /// (see ``setFolder(_:ofDocument:)``).
        package fileprivate(set) var folderRelative: FolderRelativeIdentifier?
    }

    /// A relative root `$id` (`"common/user.schema.json"`, `"push$event"`) read against a folder: schema sets such
    /// as GitHub's webhook schemas name each other that way, as if identifiers had no base.
    package struct FolderRelativeIdentifier: Sendable {
        /// The identifier resolved against the folder.
        package let id: URIReference
        /// The document's own URI (its `$id` resolved against the URI it was added under), where the fallback applies.
        package let primaryBase: String
        /// The identifier as written.
        package let written: String
    }

    /// Two schemas that declare the same identifier.
    package struct DuplicateIdentifier: Sendable, Hashable {
        /// The identifier (absolute, without fragment).
        package let uri: String
        /// The schema that declared it first.
        package let first: ResourceLocation
        /// The schema that declared it again (it is the one the identifier names from then on).
        package let second: ResourceLocation
    }

    /// The dialect of documents that declare none.
    package var defaultDraft: Draft
    /// Whether an identifier that names an official metaschema is kept for the bundled text (see ``officialClaims``).
    private let protectsOfficialMetaschemas: Bool

    package private(set) var documents: [Document] = []
    /// Resources (documents and embedded `$id`s) by absolute URI without fragment.
    package private(set) var resources: [String: ResourceLocation] = [:]
    /// Plain-name anchors (`$anchor`, `$dynamicAnchor`, fragment-only ids), keyed `uri#name`.
    package private(set) var anchors: [String: ResourceLocation] = [:]
    /// The dynamic anchors of each resource by name (2019-09's `$recursiveAnchor: true` as ``recursiveAnchorName``).
    package private(set) var dynamicAnchors: [String: [String: ResourceLocation]] = [:]
    /// Resources whose root says `"$recursiveAnchor": true` (2019-09).
    package private(set) var recursiveAnchors: [String: ResourceLocation] = [:]
    /// Every identifier declared twice, in the order found.
    package private(set) var duplicates: [DuplicateIdentifier] = []
    /// Schemas whose identifier is an official metaschema's URI: that URI keeps naming the bundled metaschema.
    package private(set) var officialClaims: [(uri: String, location: ResourceLocation)] = []
    /// Whether a document refers to an official metaschema (``SchemaDocumentIndex/refersToOfficialMetaschemas``).
    package private(set) var refersToOfficialMetaschemas = false

    /// The dynamic-anchor name under which 2019-09 `$recursiveAnchor: true` resources are recorded.
    package static let recursiveAnchorName = "\u{0}recursive"

    /// An empty registry. With `protectingOfficialMetaschemas`, a document whose identifier is an official
    /// metaschema's URI is recorded in ``officialClaims`` and not known by that URI.
    package init(defaultDraft: Draft = .draft2020_12, protectingOfficialMetaschemas: Bool = true) {
        self.defaultDraft = defaultDraft
        protectsOfficialMetaschemas = protectingOfficialMetaschemas
    }

    /// Adds `root`, known by `base` and by every identifier and anchor it declares (walked from the root and
    /// from each of `entryPoints`, the schemas of a document that holds schemas without being one); returns
    /// its position.
    @discardableResult
    package mutating func add(_ root: JSONValue, base: URIReference, entryPoints: [JSONPointer] = []) -> Int {
        let document = documents.count
        let index = SchemaDocumentIndex(root: root, base: base, draft: defaultDraft, entryPoints: entryPoints)
        documents.append(Document(root: root, base: base.withoutFragment, schemaCount: index.schemaCount))
        if index.refersToOfficialMetaschemas { refersToOfficialMetaschemas = true }
        func at(_ pointer: JSONPointer) -> ResourceLocation { ResourceLocation(document: document, pointer: pointer) }
        var claimed: Set<String> = []
        for resource in index.resources {
            let location = at(resource.pointer)
            if protectsOfficialMetaschemas && Metaschemas.isBundled(resource.uri) {
                if claimed.insert(resource.uri).inserted { officialClaims.append((resource.uri, location)) }
                continue
            }
            if let existing = resources[resource.uri], existing != location {
                duplicates.append(DuplicateIdentifier(uri: resource.uri, first: existing, second: location))
            }
            resources[resource.uri] = location
        }
        func isClaimed(_ key: String) -> Bool {
            !claimed.isEmpty && claimed.contains(String(key.prefix { $0 != "#" }))
        }
        for (name, pointer) in index.anchors where !isClaimed(name) { anchors[name] = at(pointer) }
        for (resource, names) in index.dynamicAnchors where !isClaimed(resource) {
            for (name, pointer) in names { dynamicAnchors[resource, default: [:]][name] = at(pointer) }
        }
        for (resource, pointer) in index.recursiveAnchors where !isClaimed(resource) {
            // A `$recursiveAnchor: true` is a dynamic anchor under a name no `$dynamicAnchor` can have.
            recursiveAnchors[resource] = at(pointer)
            dynamicAnchors[resource, default: [:]][ResourceRegistry.recursiveAnchorName] = at(pointer)
        }
        return document
    }

    /// Makes `uri` name `location` too, unless it names something already (a file's place among the
    /// inputs, which a reference by path resolves to).
    package mutating func addAlias(_ uri: String, for location: ResourceLocation) {
        if resources[uri] == nil { resources[uri] = location }
    }

    /// Records that document `index` was read from `folder` (a directory URI ending in `/`): a relative
    /// root identifier is then also known resolved against the folder, and references from the document
    /// that designate nothing are tried once more against it (see ``resolve(_:from:base:)``).
    package mutating func setFolder(_ folder: URIReference, ofDocument index: Int) {
        let document = documents[index]
        guard let id = rootIdentifier(of: document.root), URIReference(id).scheme == nil else { return }
        let relative = folder.resolving(id).withoutFragment
        documents[index].folderRelative = FolderRelativeIdentifier(id: relative, primaryBase: canonicalURI(ofDocument: index), written: id)
        addAlias(relative.text, for: ResourceLocation(document: index, pointer: .root))
    }

    /// Adds every document of `other` (the official metaschemas) after these; names known here keep what they name.
    package mutating func merge(_ other: ResourceRegistry) {
        let offset = documents.count
        documents += other.documents
        func moved(_ location: ResourceLocation) -> ResourceLocation {
            ResourceLocation(document: location.document + offset, pointer: location.pointer)
        }
        for (uri, location) in other.resources where resources[uri] == nil { resources[uri] = moved(location) }
        for (name, location) in other.anchors where anchors[name] == nil { anchors[name] = moved(location) }
        for (uri, location) in other.recursiveAnchors where recursiveAnchors[uri] == nil { recursiveAnchors[uri] = moved(location) }
        for (uri, names) in other.dynamicAnchors where dynamicAnchors[uri] == nil { dynamicAnchors[uri] = names.mapValues(moved) }
        if other.refersToOfficialMetaschemas { refersToOfficialMetaschemas = true }
    }

    /// The value at `location`, or nil when its pointer leads nowhere.
    package func value(at location: ResourceLocation) -> JSONValue? {
        guard documents.indices.contains(location.document) else { return nil }
        return location.pointer.resolve(in: documents[location.document].root)
    }

    /// The root identifier of a document (`id` in draft-04) as its dialect reads it: not a bare fragment,
    /// and not one that a `$ref` beside it hides (drafts 4 to 7).
    package func rootIdentifier(of root: JSONValue) -> String? {
        guard case .object(let object) = root else { return nil }
        return Draft.declared(by: root, inherited: defaultDraft).vocabulary.baseChangingIdentifier(of: object)
    }

    /// The URI a document is known by: its root identifier resolved against the URI it was added under, or that URI.
    package func canonicalURI(ofDocument index: Int) -> String {
        let document = documents[index]
        guard let id = rootIdentifier(of: document.root) else { return document.base.text }
        return document.base.resolving(id).withoutFragment.text
    }

    /// The schema an absolute reference designates: a resource plus a JSON Pointer that leads to a value,
    /// or an anchor; nil otherwise.
    package func locate(_ reference: URIReference) -> ResourceLocation? {
        switch ReferenceTarget(reference) {
        case nil:
            return nil
        case .pointer(let uri, let pointer)?:
            guard let resource = resources[uri] else { return nil }
            let location = ResourceLocation(document: resource.document, pointer: resource.pointer.appending(pointer))
            return value(at: location) == nil ? nil : location
        case .anchor(let uri, let name)?:
            return anchors[ReferenceTarget.anchorKey(resource: uri, name: name)]
        }
    }

    /// Resolves the reference `reference` written in the schema at `location`, whose base URI is `base`.
    /// A reference that designates nothing is read once more against the document's folder-relative
    /// identifier (``setFolder(_:ofDocument:)``) where the document's own base is in effect.
    package func resolve(_ reference: String, from location: ResourceLocation, base: URIReference) -> ResourceLocation? {
        if let found = locate(base.resolving(reference)) { return found }
        return locateRelativeToFolder(reference, from: location, base: base)
    }

    /// The folder-relative half of ``resolve(_:from:base:)``.
    package func locateRelativeToFolder(_ reference: String, from location: ResourceLocation, base: URIReference) -> ResourceLocation? {
        guard let relative = documents[location.document].folderRelative, base.text == relative.primaryBase else { return nil }
        return locate(relative.id.resolving(reference))
    }

    /// The URI of the resource whose relative root identifier, as written, is `id`.
    package func resourceURI(forRelativeID id: String) -> String? {
        documents.first { $0.folderRelative?.written == id }?.folderRelative?.primaryBase
    }

    /// The dynamic anchors declared by the resource `uri`.
    package func dynamicAnchors(ofResource uri: String) -> [String: ResourceLocation] {
        dynamicAnchors[uri] ?? [:]
    }

    /// Every resource URI that declares the dynamic anchor `name`.
    package func resources(declaringDynamicAnchor name: String) -> [(uri: String, location: ResourceLocation)] {
        dynamicAnchors.compactMap { uri, anchors in anchors[name].map { (uri, $0) } }.sorted { $0.uri < $1.uri }
    }
}
