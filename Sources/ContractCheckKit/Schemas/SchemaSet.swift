import ContractJSON
import ContractSchema
import ContractSchemaCore

/// Schema files loaded for `lint` and `diff`: each file's value tree and text (for line and column),
/// an index of the URIs and anchors they declare, and `$ref` resolution among them.
///
/// Unlike ``SchemaRegistry`` (which compiles for validation), this keeps every file as written so
/// rules can look at keywords a validator ignores, and so positions can be given for any pointer.
struct SchemaSet {
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
    private(set) var resources: [String: Location] = [:]
    private(set) var anchors: [String: Location] = [:]

    /// Why a file could not be loaded.
    struct LoadError: Error, CustomStringConvertible {
        var path: String
        var location: SourceLocation?
        var message: String
        var description: String { location.map { "\(path):\($0.line):\($0.column): \(message)" } ?? "\(path): \(message)" }
    }

    /// Loads files and folders (every `*.schema.json`, `*.schema.yaml` and `*.schema.yml` below a folder, sorted).
    static func load(_ paths: [String]) throws(LoadError) -> SchemaSet {
        var set = SchemaSet()
        for path in paths {
            if Files.isDirectory(path) {
                let found = Files.files(in: path, suffixes: SourceFiles.schemaSuffixes)
                if found.isEmpty { throw LoadError(path: path, message: "no *.schema.json (or .schema.yaml) files in this folder") }
                for file in found {
                    try set.add(file, relativePath: String(file.dropFirst(path.count).drop { $0 == "/" }))
                }
            } else {
                try set.add(path, relativePath: FileSystem.lastComponent(of: path))
            }
        }
        return set
    }

    /// Adds one file.
    mutating func add(_ path: String, relativePath: String) throws(LoadError) {
        let document: JSONDocument
        do {
            document = try SourceFiles.document(path)
        } catch let error as JSONParseError {
            throw LoadError(path: path, location: error.location, message: "invalid \(SourceFiles.notation(path)): \(error.message)")
        } catch {
            throw LoadError(path: path, message: "cannot read file")
        }
        let root = document.root.value
        let draft = Draft.declared(by: root, inherited: .draft2020_12)
        let fileURI = FileSystem.fileURI(path)
        let identifiers = SchemaDocumentIndex(root: root, uri: fileURI, draft: draft)
        // The file's URI is its own identifier when it has one (the second resource, at the root).
        let uri = identifiers.resources.last { $0.pointer.isRoot }?.uri ?? fileURI
        let index = files.count
        referenceChainEnds = ReferenceChainEnds()
        files.append(File(path: path, relativePath: relativePath, document: document, root: root, uri: uri, draft: draft,
                          locator: JSONLocator(document)))
        for resource in identifiers.resources { resources[resource.uri] = Location(file: index, pointer: resource.pointer) }
        for (name, pointer) in identifiers.anchors { anchors[name] = Location(file: index, pointer: pointer) }
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
        let file = files[location.file]
        var base = file.uri
        var value = file.root
        var draft = file.draft
        let tokens = location.pointer.tokens
        for depth in 0...tokens.count {
            if case .object(let object) = value {
                draft = Draft.declared(by: value, inherited: draft)
                if depth > 0, let id = SchemaSet.identifier(of: object, in: draft) {
                    base = URIReference(base).resolving(id).withoutFragment.text
                }
            }
            guard depth < tokens.count else { break }
            guard let next = value.child(tokens[depth]) else { break }
            value = next
        }
        return base
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
        let absolute = resolved.text
        let uri = resolved.withoutFragment.text
        let fragment = resolved.fragment ?? ""
        if fragment.isEmpty || fragment.hasPrefix("/") {
            if let resource = resources[uri], let pointer = JSONPointer(uriFragment: fragment) {
                let location = Location(file: resource.file, pointer: resource.pointer.appending(pointer))
                if value(at: location) != nil { return .found(location) }
            }
        } else if let decoded = JSONPointer.percentDecoded(fragment), let location = anchors[uri + "#" + decoded] {
            return .found(location)
        }
        if uri.hasPrefix("https://json-schema.org/") || uri.hasPrefix("http://json-schema.org/") { return .metaschema }
        return .missing(uri: absolute)
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
        let root = files[file]
        visit(Node(location: Location(file: file, pointer: .root), value: root.root, base: root.uri, draft: root.draft),
              skippingDefinitions: false, body)
    }

    /// Calls `body` with the schema at `location` and every subschema below it; with
    /// `skippingDefinitions`, `$defs` and `definitions` are not entered (they are reached through `$ref`).
    func forEachSchema(from location: Location, skippingDefinitions: Bool, _ body: (Node) -> Void) {
        guard let value = value(at: location) else { return }
        let start = Node(location: location, value: value, base: base(at: location), draft: draft(at: location),
                         keyword: location.pointer.isRoot ? nil : "", parent: location.pointer.parent.map { Location(file: location.file, pointer: $0) })
        visit(start, skippingDefinitions: skippingDefinitions, alreadyBased: true, body)
    }

    /// The draft in force at `location`.
    func draft(at location: Location) -> Draft {
        let file = files[location.file]
        var draft = file.draft
        var value = file.root
        for token in location.pointer.tokens {
            if case .object = value { draft = Draft.declared(by: value, inherited: draft) }
            guard let next = value.child(token) else { break }
            value = next
        }
        return Draft.declared(by: value, inherited: draft)
    }

    private func visit(_ node: Node, skippingDefinitions: Bool, alreadyBased: Bool = false, _ body: (Node) -> Void) {
        var node = node
        guard case .object(let object) = node.value else {
            body(node)
            return
        }
        node.draft = Draft.declared(by: node.value, inherited: node.draft)
        if !alreadyBased, node.keyword != nil, let id = SchemaSet.identifier(of: object, in: node.draft) {
            node.base = URIReference(node.base).resolving(id).withoutFragment.text
        }
        body(node)
        for member in object {
            // `$defs` in a draft before 2019-09 is walked as a definitions container too: validators resolve
            // `$ref`s into it by pointer, and draft-07 schemas use it so (SchemaStore's pyproject dependencies).
            let layout = node.draft.vocabulary.layout(of: member.key, value: member.value) ?? (member.key == "$defs" ? .map : nil)
            guard let layout else { continue }
            if skippingDefinitions && (member.key == "$defs" || member.key == "definitions") { continue }
            let at = node.location.pointer.appending(member.key)
            func child(_ value: JSONValue, _ pointer: JSONPointer, _ keyword: String) {
                visit(Node(location: Location(file: node.location.file, pointer: pointer), value: value, base: node.base,
                           draft: node.draft, keyword: keyword, parent: node.location), skippingDefinitions: skippingDefinitions, body)
            }
            switch (layout, member.value) {
            case (.single, _):
                child(member.value, at, member.key)
            case (.array, .array(let elements)):
                for (index, element) in elements.enumerated() { child(element, at.appending(String(index)), member.key) }
            case (.map, .object(let entries)):
                for entry in entries {
                    // `dependencies` mixes schemas and arrays of names.
                    if case .array = entry.value { continue }
                    child(entry.value, at.appending(entry.key), member.key)
                }
            default:
                continue
            }
        }
    }

    /// The identifier that changes the base URI of `object` in `draft` (`$id`, draft-04 `id`), if any:
    /// not one beside `$ref` where the draft ignores those, nor a fragment-only one.
    static func identifier(of object: JSONObject, in draft: Draft) -> String? {
        let vocabulary = draft.vocabulary
        if vocabulary.ignoresSiblingsOfRef && object["$ref"] != nil { return nil }
        guard let id = object[vocabulary.identifierKeyword]?.stringValue, !id.hasPrefix("#") else { return nil }
        return id
    }
}

/// Where each `$ref` chain of a ``SchemaSet`` ends (nil: it does not resolve), by the location it starts at.
/// A class, so that the set's copies share what one comparison learnt.
final class ReferenceChainEnds {
    private var ends: [SchemaSet.Location: SchemaSet.Location?] = [:]

    subscript(start: SchemaSet.Location) -> SchemaSet.Location?? {
        get { ends[start] }
        set { ends[start] = newValue }
    }
}
