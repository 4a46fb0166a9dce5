import ContractJSON
import ContractSchemaCore
import ContractYAML

/// The load stage: finds `*.schema.json` (and `*.schema.yaml`, `*.schema.yml`) files, parses them with their source positions, indexes their
/// `$id`s and anchors, and checks that every `$ref` resolves.
///
/// The schema of the endpoint declaration format (``EndpointLoader/formatSchemaID``) is set aside:
/// it describes `*.endpoints.json` files, not payloads, so no types are generated for it.
///
/// ```swift
/// let schemas = try SchemaLoader.load(paths: ["Schemas"])
/// ```
package enum SchemaLoader {
    /// The suffix of JSON schema files found in directories.
    package static let fileSuffix = ".schema.json"
    /// The suffixes of schema files found in directories: JSON and YAML.
    package static let fileSuffixes = SourceFormat.schemaFileSuffixes

    /// One input: bytes and where they came from.
    package struct Source: Sendable {
        /// The path diagnostics show.
        package var path: String
        /// The path used to build the file's default URI (`file:///<relativePath>`).
        package var relativePath: String
        /// The file's bytes.
        package var bytes: [UInt8]

        /// Creates a source.
        package init(path: String, relativePath: String, bytes: [UInt8]) {
            self.path = path
            self.relativePath = relativePath
            self.bytes = bytes
        }

        /// Parses the bytes strictly (duplicate keys are errors), as YAML for `.yaml`/`.yml` paths; on
        /// failure, reports the error at its line and column in `diagnostics` and returns nil.
        func parse(reporting diagnostics: inout DiagnosticCollector) -> JSONDocument? {
            let format = SourceFormat(path: path)
            do {
                return try format.document(parsing: bytes, options: JSONParsingOptions(duplicateKeys: .reject))
            } catch {
                diagnostics.emit(.error(
                    "invalid \(format.name): \(error.message)",
                    at: SourcePosition(path: path, line: error.location.line, column: error.location.column)))
                return nil
            }
        }
    }

    /// Loads every `*.schema.json`, `*.schema.yaml` and `*.schema.yml` under each directory of `paths` (recursively, skipping hidden
    /// entries), and each file of `paths` as it is (except endpoint declarations, which
    /// ``EndpointLoader`` reads).
    ///
    /// - Throws: ``GeneratorError`` with a diagnostic per unreadable file, parse error, duplicate `$id`
    ///   or unresolvable `$ref`.
    package static func load(paths: [String]) throws(GeneratorError) -> SchemaSet {
        var diagnostics = DiagnosticCollector()
        let sources = readSources(paths, suffixes: fileSuffixes, kind: "schema file", diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return try load(sources: sources)
    }

    /// Reads the files `paths` stand for (see ``discover(_:suffixes:diagnostics:)``), each once however
    /// many inputs name it: a target folder and a `contracts.json` input listing it, for example, or
    /// the same folder reached through `..`.
    static func readSources(_ paths: [String], suffixes: [String], kind: String, diagnostics: inout DiagnosticCollector) -> [Source] {
        var sources: [Source] = []
        var seen: Set<String> = []
        for path in paths {
            for (file, relative) in discover(path, suffixes: suffixes, diagnostics: &diagnostics) {
                let canonical = FileSystem.realPath(file)
                guard seen.insert(canonical).inserted else { continue }
                guard let bytes = FileSystem.contents(of: file) else {
                    let reason = FileSystem.unreadableReason(file).map { ": \($0)" } ?? ""
                    diagnostics.emit(.error("cannot read \(kind)\(reason)", at: SourcePosition(path: file, line: 1, column: 1)))
                    continue
                }
                sources.append(Source(path: file, relativePath: relative, bytes: bytes))
            }
        }
        return sources
    }

    /// The schema files a path stands for, each with its path relative to the input, sorted.
    package static func discover(_ path: String, diagnostics: inout DiagnosticCollector) -> [(path: String, relative: String)] {
        discover(path, suffixes: fileSuffixes, diagnostics: &diagnostics)
    }

    /// The files a path stands for, each with its path relative to the input, sorted: in a directory,
    /// those whose names end in `suffix`; a file given directly if it is of that kind (an endpoint
    /// declaration for ``EndpointLoader/fileSuffix``, anything else for schemas).
    package static func discover(_ path: String, suffix: String, diagnostics: inout DiagnosticCollector) -> [(path: String, relative: String)] {
        discover(path, suffixes: [suffix], diagnostics: &diagnostics)
    }

    /// The files a path stands for, for any of `suffixes` (see ``discover(_:suffix:diagnostics:)``).
    package static func discover(_ path: String, suffixes: [String], diagnostics: inout DiagnosticCollector) -> [(path: String, relative: String)] {
        guard let kind = FileSystem.kind(of: path) else {
            diagnostics.emit(.error("no such file or directory: \(path)"))
            return []
        }
        guard kind == .directory else {
            let isDeclaration = EndpointLoader.fileSuffixes.contains(where: path.hasSuffix)
            guard isDeclaration == suffixes.contains(where: EndpointLoader.fileSuffixes.contains) else { return [] }
            return [(path, String(path.split(separator: "/").last ?? Substring(path)))]
        }
        // Enumerate the real directory when the path is a symbolic link to one.
        let folder = FileSystem.realPath(path)
        var found: [(path: String, relative: String)] = []
        for relative in FileSystem.files(under: folder) {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let matchesName = suffixes.contains(OpenAPIFiles.suffixes[0]) && OpenAPIFiles.isOpenAPI(relative)
            if suffixes.contains(where: relative.hasSuffix) || matchesName {
                let separator = path.hasSuffix("/") ? "" : "/"
                // A symbolic link is read only if it stays inside the folder, as folder links and the files
                // an OpenAPI document names do: the generator embeds what it reads.
                guard FileSystem.realPath(folder + "/" + relative, inside: folder) != nil else {
                    diagnostics.emit(
                        .warning(
                            "a symbolic link to a file outside the input folder is not read",
                            at: SourcePosition(path: path + separator + relative, line: 1, column: 1)))
                    continue
                }
                found.append((path + separator + relative, relative))
            }
        }
        return found.sorted { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
    }

    /// The dialect of schemas that do not name one with `$schema`.
    package static let defaultDraft: Draft = .draft2020_12

    /// Loads schemas from bytes in memory (sorted by relative path first, so the result is deterministic),
    /// with the files of documents that hold schemas without being one (OpenAPI documents, read by
    /// ``OpenAPILoader``).
    package static func load(sources: [Source], holders: [SchemaFile] = []) throws(GeneratorError) -> SchemaSet {
        var diagnostics = DiagnosticCollector()
        var files: [SchemaFile] = []
        let sorted = sources.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
        for source in sorted {
            guard let document = source.parse(reporting: &diagnostics) else { continue }
            if let file = schemaFile(source, document: document, root: document.root.value) { files.append(file) }
        }
        if !holders.isEmpty {
            files += holders
            files.sort { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
        }
        var indexer = Indexer(files: files)
        for file in files.indices {
            indexer.index(SchemaLocation(file: file, pointer: .root), base: files[file].uri, draft: defaultDraft, isRoot: true)
            let rootDraft = indexer.drafts[SchemaLocation(file: file, pointer: .root)] ?? defaultDraft
            for pointer in files[file].embeddedSchemas?.schemas ?? [] {
                indexer.index(SchemaLocation(file: file, pointer: pointer), base: files[file].uri, draft: rootDraft)
            }
        }
        for diagnostic in indexer.diagnostics.diagnostics { diagnostics.emit(diagnostic) }
        var resources = indexer.resources
        for (index, file) in files.enumerated() {
            // Known by its identifier relative to the input too, unless that names another resource.
            if let alias = file.idRelativeToInput, resources[alias.description] == nil {
                resources[alias.description] = SchemaLocation(file: index, pointer: .root)
            }
            // And by its place among the inputs (`file:///<relativePath>`), which a reference by file
            // path (`"$ref": "pets/pet.schema.json"`, common in OpenAPI documents) resolves to.
            let place = URIReference(scheme: "file", authority: "", path: "/" + file.relativePath, query: nil, fragment: nil).description
            if resources[place] == nil { resources[place] = SchemaLocation(file: index, pointer: .root) }
        }
        let set = SchemaSet(files: files, resources: resources, anchors: indexer.anchors, bases: indexer.bases, drafts: indexer.drafts,
                            references: indexer.references)
        let positions = SchemaPositions(files)
        for (reference, location) in indexer.references where set.resolve(reference, from: location) == nil {
            let target = set.baseURI(at: location).resolving(reference)
            // An official metaschema, or a schema in one: the runtime validator has them built in, and
            // translation gives such a reference JSONValue with a warning.
            if Metaschemas.resolves(target) { continue }
            diagnostics.emit(.error("unresolvable $ref '\(reference)' (resolves to '\(target)', which no loaded schema defines)",
                                    at: positions.position(of: location.appending("$ref"))))
        }
        try diagnostics.throwIfErrors()
        return set
    }

    /// The record of the schema file `source` parsed as `document`, whose schema is `root` (the document's
    /// value, or that value as an OpenAPI document's rules read it); `nil` for the endpoint declaration
    /// format's schema, which describes tooling input, not a payload: no types for it.
    static func schemaFile(_ source: Source, document: JSONDocument, root: JSONValue) -> SchemaFile? {
        var uri = URIReference(scheme: "file", authority: "", path: "/" + source.relativePath, query: nil, fragment: nil)
        var idRelativeToInput: URIReference?
        let draft = Draft.declared(by: root, inherited: defaultDraft)
        if case .string(let id)? = root[draft.vocabulary.identifierKeyword], !id.hasPrefix("#"),
           !(draft.vocabulary.ignoresSiblingsOfRef && root["$ref"] != nil) {
            uri = uri.resolving(id).withoutFragment
            if URIReference(id).scheme == nil {
                idRelativeToInput = URIReference(scheme: "file", authority: "", path: "/", query: nil, fragment: nil).resolving(id).withoutFragment
            }
        }
        if uri.description == EndpointLoader.formatSchemaID { return nil }
        return SchemaFile(path: source.path, relativePath: source.relativePath, document: document, root: root, uri: uri,
                          idRelativeToInput: idRelativeToInput)
    }

    /// Walks schema positions, recording identifiers, anchors, base URIs and references.
    struct Indexer {
        let files: [SchemaFile]
        var resources: [String: SchemaLocation] = [:]
        var anchors: [String: SchemaLocation] = [:]
        var bases: [SchemaLocation: URIReference] = [:]
        var drafts: [SchemaLocation: Draft] = [:]
        var references: [(String, SchemaLocation)] = []
        var diagnostics = DiagnosticCollector()

        let positions: SchemaPositions

        init(files: [SchemaFile]) {
            self.files = files
            positions = SchemaPositions(files)
        }

        func position(_ location: SchemaLocation) -> SourcePosition {
            positions.position(of: location)
        }

        /// Indexes the schema at `location`, whose enclosing dialect is `draft`: its identifier and
        /// anchors as its dialect spells them, its references, then its subschemas.
        mutating func index(_ location: SchemaLocation, base: URIReference, draft: Draft, isRoot: Bool = false) {
            guard case .object(let schema)? = location.pointer.resolve(in: files[location.file].root) else { return }
            let draft = Draft.declared(by: .object(schema), inherited: draft)
            let vocabulary = draft.vocabulary
            var base = base
            var isResource = isRoot
            let idKeyword = vocabulary.identifierKeyword
            if let id = schema[idKeyword], !(vocabulary.ignoresSiblingsOfRef && schema["$ref"] != nil) {
                if case .string(let text) = id {
                    let resolved = base.resolving(text)
                    let fragment = resolved.fragment ?? ""
                    if vocabulary.identifierFragmentIsAnchor, !fragment.isEmpty, !fragment.hasPrefix("/") {
                        // Drafts 4 to 7: `"$id": "#name"` is a plain-name anchor.
                        anchors[resolved.withoutFragment.description + "#" + fragment] = location
                    } else if !fragment.isEmpty {
                        diagnostics.emit(.error("\(idKeyword) must not contain a non-empty fragment", at: position(location.appending(idKeyword))))
                    }
                    if !text.hasPrefix("#") {
                        base = resolved.withoutFragment
                        isResource = true
                    }
                } else {
                    diagnostics.emit(.error("\(idKeyword) must be a string", at: position(location.appending(idKeyword))))
                }
            }
            if isResource {
                let key = base.description
                if let existing = resources[key], existing != location {
                    diagnostics.emit(.error("duplicate schema identifier '\(key)' (also defined in \(files[existing.file].path))",
                                            at: position(schema[idKeyword] == nil ? location : location.appending(idKeyword))))
                } else {
                    resources[key] = location
                }
            }
            bases[location] = base
            drafts[location] = draft
            for keyword in [vocabulary.anchorKeyword, vocabulary.dynamicAnchorKeyword].compactMap({ $0 }) {
                if case .string(let anchor)? = schema[keyword] {
                    anchors[base.description + "#" + anchor] = location
                }
            }
            for keyword in ["$ref", vocabulary.dynamicReferenceKeyword].compactMap({ $0 }) {
                guard let value = schema[keyword] else { continue }
                if case .string(let reference) = value {
                    references.append((reference, location))
                } else {
                    diagnostics.emit(.error("\(keyword) must be a string", at: position(location.appending(keyword))))
                }
            }
            vocabulary.forEachSubschema(of: schema) { keyword, entry, _ in
                let child = location.appending(keyword)
                index(entry.map { child.appending($0) } ?? child, base: base, draft: draft)
            }
        }
    }
}
