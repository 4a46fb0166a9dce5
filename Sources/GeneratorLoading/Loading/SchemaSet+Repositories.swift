import ContractJSON
import ContractSchemaCore

/// A repository set (``SchemaLoader/load(repository:patternFiles:uri:)``) as lint and diff read it: every file as
/// written (keywords a validator ignores included), positions for any pointer, every subschema walked with
/// its base URI and dialect, and references resolved by the referencing layer with what they miss named.
extension SchemaSet {
    /// An empty repository set: the referencing layer's default dialect, official metaschema URIs kept for the
    /// bundled metaschemas (a schema claiming one is a finding). Not indexed as the generator's sets are: bases and
    /// dialects come from the referencing layer when asked for, and no `x-mappers` are read (no code is generated from it).
    package static func repository() -> SchemaSet {
        SchemaSet(files: [], registry: ResourceRegistry(), bases: [:], drafts: [:], isIndexed: false)
    }

    /// Adds one file, already parsed, known by `uri` before its `$id` is read. Where `$ref` chains end is learnt
    /// afresh: the new file can give a chain another end.
    package mutating func add(_ path: String, relativePath: String, document: JSONDocument, uri: URIReference) {
        let root = document.root.value
        let index = registry.add(root, base: uri)
        files.append(
            SchemaFile(
                path: path, relativePath: relativePath, document: document, root: root,
                uri: URIReference(registry.canonicalURI(ofDocument: index))))
        memo = SchemaSetMemo()
    }

    /// A subschema found by ``forEachSchema(in:_:)``.
    package struct Node {
        /// Where it is.
        package var location: SchemaLocation
        /// The schema as written.
        package var value: JSONValue
        /// The base URI `$ref`s in this schema resolve against.
        package var base: String
        /// Its dialect.
        package var draft: Draft
        /// The keyword (and member, for maps) under which the parent holds this schema; nil for the root.
        package var keyword: String?
        /// The parent schema's location; nil for the root.
        package var parent: SchemaLocation?

        /// The node of a schema the referencing layer's walk met.
        init(_ visit: ResourceRegistry.SchemaVisit) {
            location = SchemaLocation(visit.location)
            value = visit.value
            base = visit.base.text
            draft = visit.draft
            keyword = visit.keyword
            parent = visit.parent.map(SchemaLocation.init)
        }
    }

    /// The value at `location` as written (``schema(at:)`` leaves out what a draft 04 to 07 `$ref` hides).
    package func value(at location: SchemaLocation) -> JSONValue? {
        guard files.indices.contains(location.file) else { return nil }
        return location.pointer.resolve(in: files[location.file].root)
    }

    /// The line and column of the value at `location`; nil when there is none.
    package func sourceLocation(of location: SchemaLocation) -> SourceLocation? {
        memo.location(of: location.pointer, inFile: location.file, document: files[location.file].document)
    }

    /// The line and column of `pointer` in `file`, or of its nearest existing ancestor.
    package func nearestPosition(in file: Int, _ pointer: JSONPointer) -> SourceLocation {
        var pointer = pointer
        while true {
            if let position = sourceLocation(of: SchemaLocation(file: file, pointer: pointer)) { return position }
            guard let parent = pointer.parent else { return SourceLocation(offset: 0, line: 1, column: 1) }
            pointer = parent
        }
    }

    /// The dialect of file `index` as a whole (its `$schema`, or the default).
    package func draft(ofFile index: Int) -> Draft {
        registry.draft(of: files[index].root, inherited: registry.defaultDraft)
    }

    /// The base URI in force at `location` (the file's URI, changed by any `$id` on the way down), as the
    /// referencing layer walks to it.
    package func base(at location: SchemaLocation) -> String {
        registry.scope(at: ResourceLocation(location)).base.text
    }

    /// What a `$ref` value resolves to from a schema whose base URI is `base`.
    package enum Resolution {
        /// A schema of the set.
        case found(SchemaLocation)
        /// A standard metaschema (not loaded, but known).
        case metaschema
        /// Nothing loaded: the URI it resolves to.
        case missing(uri: String)
    }

    /// Resolves `reference` against `base`.
    package func resolve(_ reference: String, base: String) -> Resolution {
        let resolved = URIReference(base).resolving(reference)
        if let found = registry.locate(resolved) { return .found(SchemaLocation(found)) }
        if SchemaDocumentIndex.isOfficial(resolved.withoutFragment.text) { return .metaschema }
        return .missing(uri: resolved.text)
    }

    /// Follows `$ref` from the schema at `location` if it has one: the target, or nil.
    package func target(ofReferenceAt location: SchemaLocation) -> SchemaLocation? {
        guard case .object(let object)? = value(at: location), let reference = object["$ref"]?.stringValue else { return nil }
        if case .found(let target) = resolve(reference, base: base(at: location)) { return target }
        return nil
    }

    /// Calls `body` with the root schema of `file` and every subschema below it, parents first, in
    /// document order. `enum`, `const`, `default` and `examples` hold data, not schemas, and are not entered.
    package func forEachSchema(in file: Int, _ body: (Node) -> Void) {
        let start = ResourceLocation(document: file, pointer: .root)
        registry.forEachSchema(from: start, base: registry.documents[file].base, draft: registry.defaultDraft, definitionsOfAnyDraft: true) {
            visit in body(Node(visit))
        }
    }

    /// Calls `body` with the schema at `location` and every subschema below it; with
    /// `skippingDefinitions`, `$defs` and `definitions` are not entered (they are reached through `$ref`).
    package func forEachSchema(from location: SchemaLocation, skippingDefinitions: Bool, _ body: (Node) -> Void) {
        let start = ResourceLocation(location)
        // The scope around the starting schema: its parent's (the root's own identifier is the document's base).
        let around =
            location.pointer.parent.map { registry.scope(at: ResourceLocation(document: location.file, pointer: $0)) }
            ?? (base: registry.documents[location.file].base, draft: registry.defaultDraft)
        let definitions = Vocabulary.definitionsKeywordsOfAnyDraft
        let skipped: (String) -> Bool = { skippingDefinitions && definitions.contains($0) }
        registry.forEachSchema(from: start, base: around.base, draft: around.draft, skipping: skipped, definitionsOfAnyDraft: true) {
            visit in
            var node = Node(visit)
            if visit.location == start, !location.pointer.isRoot {
                // Not the root of its file: rules see it as a subschema.
                node.keyword = ""
                node.parent = location.pointer.parent.map { SchemaLocation(file: location.file, pointer: $0) }
            }
            body(node)
        }
    }
}
