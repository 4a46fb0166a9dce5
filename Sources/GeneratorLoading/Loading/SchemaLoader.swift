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
    /// ``OpenAPILoader``). Identifiers, anchors and references are ContractSchemaCore's ``ResourceRegistry``'s
    /// (file `i` is its document `i`); this stage adds the diagnostics a generator owes.
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
        var registry = ResourceRegistry(defaultDraft: defaultDraft, protectingOfficialMetaschemas: false)
        for file in files {
            // A schema file is known by its place among the inputs (`file:///<relativePath>`), which a reference
            // by path (`"$ref": "pets/pet.schema.json"`, common in OpenAPI documents) resolves to, and by its `$id`.
            let base = file.embeddedSchemas == nil ? retrievalURI(of: file.relativePath) : file.uri
            registry.add(file.root, base: base, entryPoints: file.embeddedSchemas?.schemas ?? [])
        }
        // Known by its identifier relative to the input too, unless that names another resource.
        let inputFolder = URIReference(scheme: "file", authority: "", path: "/", query: nil, fragment: nil)
        for index in files.indices {
            registry.setFolder(inputFolder, ofDocument: index)
            files[index].idRelativeToInput = registry.documents[index].folderRelative?.id
        }
        var indexer = Indexer(files: files, registry: registry)
        for file in files.indices { indexer.index(file: file) }
        for diagnostic in indexer.diagnostics.diagnostics { diagnostics.emit(diagnostic) }
        let positions = SchemaPositions(files)
        for duplicate in registry.duplicates {
            let (first, second) = (SchemaLocation(duplicate.first), SchemaLocation(duplicate.second))
            let firstPosition = positions.position(of: indexer.identifierLocation(first))
            let place = "\(firstPosition.path):\(firstPosition.line):\(firstPosition.column)"
            diagnostics.emit(.error("duplicate schema identifier '\(duplicate.uri)' (also defined at \(place))",
                                    at: positions.position(of: indexer.identifierLocation(second))))
        }
        let set = SchemaSet(files: files, registry: registry, bases: indexer.bases, drafts: indexer.drafts, references: indexer.references)
        for (reference, location) in indexer.references where set.resolve(reference, from: location) == nil {
            let target = set.baseURI(at: location).resolving(reference)
            // An official metaschema, or a schema in one: the runtime validator has them built in, and
            // translation gives such a reference JSONValue with a warning.
            if Metaschemas.resolves(target) { continue }
            var message = "unresolvable $ref '\(reference)' (resolves to '\(target)', which no loaded schema defines)"
            if let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https",
                !SchemaDocumentIndex.isOfficial(target.text)
            {
                // Builds read nothing from the network (a plugin may not, and a build must not change with a server).
                message += "; nothing is downloaded: save that document among the schemas as <name>.schema.json (or .yaml) "
                    + "with \"$id\": \"\(target.withoutFragment.text)\""
            }
            diagnostics.emit(.error(message, at: positions.position(of: location.appending("$ref"))))
        }
        try diagnostics.throwIfErrors()
        return set
    }

    /// The URI of a file by its place among the inputs: `file:///<relativePath>`.
    static func retrievalURI(of relativePath: String) -> URIReference {
        URIReference(scheme: "file", authority: "", path: "/" + relativePath, query: nil, fragment: nil)
    }

    /// The record of the schema file `source` parsed as `document`, whose schema is `root` (the document's
    /// value, or that value as an OpenAPI document's rules read it); `nil` for the endpoint declaration
    /// format's schema, which describes tooling input, not a payload: no types for it. Identifiers are read as
    /// the referencing layer reads them (its dialect rules, the loader's default draft).
    static func schemaFile(_ source: Source, document: JSONDocument, root: JSONValue) -> SchemaFile? {
        let rules = ResourceRegistry(defaultDraft: defaultDraft, protectingOfficialMetaschemas: false)
        var uri = retrievalURI(of: source.relativePath)
        if let id = rules.rootIdentifier(of: root) { uri = uri.resolving(id).withoutFragment }
        if uri.description == EndpointLoader.formatSchemaID { return nil }
        return SchemaFile(path: source.path, relativePath: source.relativePath, document: document, root: root, uri: uri)
    }

    /// Walks schema positions with the registry, recording base URIs, dialects and references, and reporting
    /// identifiers and references that are not strings.
    struct Indexer {
        let files: [SchemaFile]
        let registry: ResourceRegistry
        var bases: [SchemaLocation: URIReference] = [:]
        var drafts: [SchemaLocation: Draft] = [:]
        var references: [(String, SchemaLocation)] = []
        var diagnostics = DiagnosticCollector()

        let positions: SchemaPositions

        init(files: [SchemaFile], registry: ResourceRegistry) {
            self.files = files
            self.registry = registry
            positions = SchemaPositions(files)
        }

        /// Where a duplicate identifier of the schema at `location` is reported: its identifier keyword, if it has one.
        func identifierLocation(_ location: SchemaLocation) -> SchemaLocation {
            guard case .object(let schema)? = location.pointer.resolve(in: files[location.file].root) else { return location }
            let keyword = drafts[location]?.vocabulary.identifierKeyword ?? "$id"
            return schema[keyword] == nil ? location : location.appending(keyword)
        }

        /// Indexes the schemas of file `file`: from its root, then from each schema it holds without being one.
        mutating func index(file: Int) {
            let root = ResourceLocation(document: file, pointer: .root)
            registry.forEachSchema(from: root, base: registry.documents[file].base, draft: registry.defaultDraft) { record($0) }
            let scope = registry.scope(at: root)
            for pointer in files[file].embeddedSchemas?.schemas ?? [] {
                registry.forEachSchema(from: ResourceLocation(document: file, pointer: pointer), base: files[file].uri, draft: scope.draft) { record($0) }
            }
        }

        /// Records one schema: its base URI and dialect, its references, and what is wrong with its identifier.
        private mutating func record(_ visit: ResourceRegistry.SchemaVisit) {
            guard case .object(let schema) = visit.value else { return }
            let location = SchemaLocation(visit.location)
            let vocabulary = visit.draft.vocabulary
            bases[location] = visit.base
            drafts[location] = visit.draft
            let idKeyword = vocabulary.identifierKeyword
            if let id = schema[idKeyword], !(vocabulary.ignoresSiblingsOfRef && schema["$ref"] != nil) {
                if case .string(let text) = id {
                    let fragment = URIReference(text).fragment ?? ""
                    // Drafts 4 to 7 read a plain-name fragment as an anchor; any other non-empty fragment is wrong.
                    if !fragment.isEmpty && !(vocabulary.identifierFragmentIsAnchor && !fragment.hasPrefix("/")) {
                        diagnostics.emit(.error("\(idKeyword) must not contain a non-empty fragment", at: positions.position(of: location.appending(idKeyword))))
                    }
                } else {
                    diagnostics.emit(.error("\(idKeyword) must be a string", at: positions.position(of: location.appending(idKeyword))))
                }
            }
            for keyword in ["$ref", vocabulary.dynamicReferenceKeyword].compactMap({ $0 }) {
                guard let value = schema[keyword] else { continue }
                if case .string(let reference) = value {
                    references.append((reference, location))
                } else {
                    diagnostics.emit(.error("\(keyword) must be a string", at: positions.position(of: location.appending(keyword))))
                }
            }
        }
    }
}

extension SchemaLocation {
    /// The location of a registry location (file `i` is document `i`).
    init(_ location: ResourceLocation) {
        self.init(file: location.document, pointer: location.pointer)
    }
}

extension ResourceLocation {
    /// The registry location of a schema set's location.
    init(_ location: SchemaLocation) {
        self.init(document: location.file, pointer: location.pointer)
    }
}
