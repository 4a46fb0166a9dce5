import ContractJSON
import ContractSchema
import ContractSchemaCore

/// Schema files loaded for `lint` and `diff`: each file's value tree and text (for line and column),
/// with the URIs and anchors they declare and `$ref` resolution among them left to ContractSchemaCore's
/// referencing layer (``ResourceRegistry``: file `i` is its document `i`).
///
/// Unlike ``SchemaRegistry`` (which compiles for validation), this keeps every file as written so
/// rules can look at keywords a validator ignores, and so positions can be given for any pointer.
///
/// Trade-off: `openapi` reads a contract folder with the generator's loader (``ContractFolder``); lint and diff
/// do not, because three of their needs differ and unifying would change what they report:
/// - they read folders as repositories lay them out (SchemaStore's `src/schemas/json/<name>.json`): any JSON or
///   YAML file whose `$schema` names a draft, and glob patterns (``SchemaFiles``); the loader reads `*.schema.*`;
/// - a duplicate `$id` or a `$ref` that resolves nowhere is a finding among the others (``DuplicateIdentifierRule``,
///   ``DanglingReferenceRule``), where the loader ends the run with an error and nothing else is reported;
/// - each file is known by its real `file://` URI, as the validator's registry that lint's compile rule and diff's
///   oracle compile with knows it, where the loader knows it by `file:///<path below the input>`.
/// What both share is below the loaders: ContractSchemaCore's file layer and ``ResourceRegistry`` (identifiers,
/// anchors, dialects, reference lookup), and `SourceFormat` for parsing.
struct SchemaFileSet {
    /// One loaded file.
    struct File {
        /// The path as found on disk.
        var path: String
        /// The path relative to the folder it was loaded from (its name when loaded alone).
        var relativePath: String
        var document: JSONDocument
        var root: JSONValue
        /// The URI the file is known by: its `$id`, or its `file://` URL.
        var uri: String
        var draft: Draft
        /// Positions of values in ``document``, found in time linear overall (lint and diff report many).
        var locator: JSONLocator
    }

    /// A schema inside one of the files.
    struct Location: Hashable, Sendable {
        var file: Int
        var pointer: JSONPointer
    }

    /// A subschema found by ``forEachSchema(in:_:)``.
    struct Node {
        var location: Location
        var value: JSONValue
        /// The base URI `$ref`s in this schema resolve against.
        var base: String
        var draft: Draft
        /// The keyword (and member, for maps) under which the parent holds this schema; nil for the root.
        var keyword: String?
        /// The parent schema's location; nil for the root.
        var parent: Location?
    }

    private(set) var files: [File] = []
    /// Where `$ref` chains end, once followed (``SchemaView/finalTarget(_:from:)``); started afresh by each
    /// ``add(_:relativePath:)``, since a new file can give a chain another end.
    private(set) var referenceChainEnds = ReferenceChainEnds()
    /// The files' resources and anchors, and reference lookup.
    private(set) var registry = ResourceRegistry()
    /// The resources (files and embedded `$id`s) by absolute URI.
    var resources: [String: ResourceLocation] { registry.resources }

    /// Why a file could not be loaded.
    struct LoadError: Error, CustomStringConvertible {
        var path: String
        var location: SourceLocation?
        var message: String
        var description: String { location.map { "\(path):\($0.line):\($0.column): \(message)" } ?? "\(path): \(message)" }
    }

    /// Loads files, folders and glob patterns: the schema files each stands for (``SchemaFiles/find(_:)``: in a
    /// folder, `*.schema.json` files and JSON or YAML files whose `$schema` names a draft), each file once.
    static func load(_ paths: [String]) throws(LoadError) -> SchemaFileSet {
        var set = SchemaFileSet()
        // Each file once, however many arguments name it (a file and its folder): not a duplicate of itself.
        var seen: Set<String> = []
        for path in paths {
            for found in try SchemaFiles.find(path) where seen.insert(FileSystem.realPath(found.path)).inserted {
                set.add(found.path, relativePath: found.relativePath, document: found.document)
            }
        }
        return set
    }

    /// Reads and adds one file.
    mutating func add(_ path: String, relativePath: String) throws(LoadError) {
        add(path, relativePath: relativePath, document: try SchemaFiles.parse(path))
    }

    /// Adds one file, already parsed.
    mutating func add(_ path: String, relativePath: String, document: JSONDocument) {
        let root = document.root.value
        let index = registry.add(root, base: URIReference(FileSystem.fileURI(path)))
        referenceChainEnds = ReferenceChainEnds()
        let (uri, draft) = (registry.canonicalURI(ofDocument: index), registry.draft(of: root, inherited: registry.defaultDraft))
        files.append(File(path: path, relativePath: relativePath, document: document, root: root, uri: uri, draft: draft,
                          locator: JSONLocator(document)))
    }

    /// The value at `location`.
    func value(at location: Location) -> JSONValue? {
        location.pointer.resolve(in: files[location.file].root)
    }

    /// The line and column of the value at `location`.
    func position(of location: Location) -> SourceLocation? {
        let locator = files[location.file].locator
        return locator.index(at: location.pointer).map { locator.location(ofNodeAt: $0) }
    }

    /// The line and column of `pointer` in `file`, or of its nearest existing ancestor.
    func nearestPosition(in file: Int, _ pointer: JSONPointer) -> SourceLocation {
        var pointer = pointer
        while true {
            if let position = position(of: Location(file: file, pointer: pointer)) { return position }
            guard let parent = pointer.parent else { return SourceLocation(offset: 0, line: 1, column: 1) }
            pointer = parent
        }
    }

    /// The base URI in force at `location` (the file's URI, changed by any `$id` on the way down).
    func base(at location: Location) -> String {
        registry.scope(at: ResourceLocation(location)).base.text
    }

    /// What a `$ref` value resolves to from a schema whose base URI is `base`.
    enum Resolution {
        case found(Location)
        /// A standard metaschema (not loaded, but known).
        case metaschema
        case missing(uri: String)
    }

    /// Resolves `reference` against `base`.
    func resolve(_ reference: String, base: String) -> Resolution {
        let resolved = URIReference(base).resolving(reference)
        if let found = registry.locate(resolved) { return .found(Location(file: found.document, pointer: found.pointer)) }
        if SchemaDocumentIndex.isOfficial(resolved.withoutFragment.text) { return .metaschema }
        return .missing(uri: resolved.text)
    }

    /// Follows `$ref` from the schema at `location` if it has one: the target, or nil.
    func target(ofReferenceAt location: Location) -> Location? {
        guard case .object(let object)? = value(at: location), let reference = object["$ref"]?.stringValue else { return nil }
        if case .found(let target) = resolve(reference, base: base(at: location)) { return target }
        return nil
    }

    /// Calls `body` with the root schema of `file` and every subschema below it, parents first, in
    /// document order. `enum`, `const`, `default` and `examples` hold data, not schemas, and are not entered.
    func forEachSchema(in file: Int, _ body: (Node) -> Void) {
        let start = ResourceLocation(document: file, pointer: .root)
        registry.forEachSchema(from: start, base: registry.documents[file].base, draft: registry.defaultDraft, definitionsOfAnyDraft: true) {
            visit in body(Node(visit))
        }
    }

    /// Calls `body` with the schema at `location` and every subschema below it; with
    /// `skippingDefinitions`, `$defs` and `definitions` are not entered (they are reached through `$ref`).
    func forEachSchema(from location: Location, skippingDefinitions: Bool, _ body: (Node) -> Void) {
        let start = ResourceLocation(location)
        // The scope around the starting schema: its parent's (the root's own identifier is the document's base).
        let around = location.pointer.parent.map { registry.scope(at: ResourceLocation(document: location.file, pointer: $0)) }
            ?? (base: registry.documents[location.file].base, draft: registry.defaultDraft)
        let definitions = Vocabulary.definitionsKeywordsOfAnyDraft
        let skipped: (String) -> Bool = { skippingDefinitions && definitions.contains($0) }
        registry.forEachSchema(from: start, base: around.base, draft: around.draft, skipping: skipped, definitionsOfAnyDraft: true) {
            visit in
            var node = Node(visit)
            if visit.location == start, !location.pointer.isRoot {
                // Not the root of its file: rules see it as a subschema.
                node.keyword = ""
                node.parent = location.pointer.parent.map { Location(file: location.file, pointer: $0) }
            }
            body(node)
        }
    }

    /// The draft in force at `location`.
    func draft(at location: Location) -> Draft {
        registry.scope(at: ResourceLocation(location)).draft
    }
}

extension SchemaFileSet.Node {
    /// The node of a schema the referencing layer's walk met.
    init(_ visit: ResourceRegistry.SchemaVisit) {
        self.init(
            location: SchemaFileSet.Location(file: visit.location.document, pointer: visit.location.pointer), value: visit.value,
            base: visit.base.text, draft: visit.draft, keyword: visit.keyword,
            parent: visit.parent.map { SchemaFileSet.Location(file: $0.document, pointer: $0.pointer) })
    }
}

extension ResourceLocation {
    /// The registry location of a schema set's location (file `i` is document `i`).
    init(_ location: SchemaFileSet.Location) {
        self.init(document: location.file, pointer: location.pointer)
    }
}

/// Where each `$ref` chain of a ``SchemaFileSet`` ends (nil: it does not resolve), by the location it starts at.
/// A class, so that the set's copies share what one comparison learnt.
final class ReferenceChainEnds {
    private var ends: [SchemaFileSet.Location: SchemaFileSet.Location?] = [:]

    subscript(start: SchemaFileSet.Location) -> SchemaFileSet.Location?? {
        get { ends[start] }
        set { ends[start] = newValue }
    }
}
