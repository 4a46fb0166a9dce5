import ContractCommandLine
import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// Decides which schema each payload is validated against, and compiles each schema once.
///
/// In order of precedence: `--schema` (a file, or a `$id` among `--schemas`) for every payload; else
/// the payload's own `$schema` member, when it names a registered schema; else the first entry of the
/// `--map` file whose pattern matches the payload's path, file name or file stem. Compiled validators
/// are shared by all worker threads.
final class SchemaChooser: @unchecked Sendable {
    /// The schema a document is checked against, or why there is none. Indirect: every document copies
    /// its file's choice, which is then one retain instead of copying a validator and a URI field by field.
    indirect enum Choice {
        case validator(SchemaValidator, uri: String)
        case problem(String)
    }

    /// One entry of a mapping file: a path pattern and the schema for the payloads it matches.
    struct MappingEntry: Sendable {
        var pattern: Glob
        var schema: String
    }

    let registry: SchemaRegistry
    let options: ValidationOptions
    /// The `--schema` URI, which overrides everything else.
    let fixedURI: String?
    let mapping: [MappingEntry]
    /// What the run should know about the schemas (a schema claiming an official metaschema's URI), to print before it.
    let warnings: [String]
    /// The registered resource URIs, for checking `$schema` members quickly.
    private let knownURIs: Set<String>
    private let lock = Monitor()
    private var cache: [String: Result<SchemaValidator, SchemaError>] = [:]

    /// Registers the schema folders and files and reads the mapping file.
    ///
    /// - Throws: ``SchemaError`` for an unreadable or invalid schema, ``UsageError`` for a bad mapping
    ///   file or an unknown `$id`.
    init(schema: String?, folders: [String], mapFile: String?, options: ValidationOptions) throws {
        var registry = SchemaRegistry()
        var registered: Set<String> = []
        for argument in folders {
            // Folders, files and patterns, schema files recognised by content (SchemaStore's `<name>.json`).
            let files = try SchemaLoader.find(argument, patternFiles: FileSystem.patternFiles)
            for found in files where registered.insert(FileSystem.realPath(found.path)).inserted {
                if let folder = found.folder {
                    try registry.registerFile(atPath: found.path, document: found.document, folder: folder)
                } else {
                    try registry.registerFile(atPath: found.path, document: found.document)
                }
            }
        }
        var fixedURI: String?
        // The documents read only because the `--schema` file reaches them (registered just before it).
        var neighbours = 0..<0
        func register(_ file: String) throws -> String {
            if let registered = registry.registeredURI(ofFile: file) { return registered }  // already read with its folder
            // Read and parsed once: to find its neighbours, then registered as it was parsed.
            let first = registry.documentCount
            let parsed = SchemaChooser.registerNeighbours(of: file, in: &registry)
            neighbours = first..<registry.documentCount
            if let parsed { return try registry.registerFile(atPath: file, document: parsed) }
            return try registry.registerFile(atPath: file, reader: SourceFiles.reader)
        }
        if let schema {
            // `FILE#/$defs/name`: a definition of a schema file (`diff` prints evidence documents of definitions no payload
            // path of the file reaches).
            let hash = schema.firstIndex(of: "#")
            let file = hash.map { String(schema[..<$0]) }
            if FileSystem.exists(schema) && !FileSystem.isDirectory(schema) {
                fixedURI = try register(schema)
            } else if let hash, let file, !file.isEmpty, FileSystem.exists(file), !FileSystem.isDirectory(file),
                JSONPointer(uriFragment: String(schema[schema.index(after: hash)...])) != nil
            {
                fixedURI = try register(file) + String(schema[hash...])
            } else if registry.resourceURIs.contains(SchemaChooser.withoutFragment(schema)) {
                fixedURI = schema
            } else if let relative = registry.resourceURI(forRelativeID: schema) {
                fixedURI = relative
            } else {
                throw UsageError("--schema \(schema) is neither a schema file nor the $id of a schema under --schemas")
            }
        }
        var mapping: [MappingEntry] = []
        if let mapFile {
            let document: JSONDocument
            do {
                document = try SourceFiles.document(mapFile)
            } catch let error as JSONParseError {
                throw UsageError("\(mapFile):\(error.location): invalid \(SourceFiles.notation(mapFile)): \(error.message)")
            }
            guard case .object(let object) = document.root.value else {
                throw UsageError("\(mapFile): a mapping file is an object of path patterns and schema $ids")
            }
            for member in object {
                guard case .string(var target) = member.value else {
                    throw UsageError("\(mapFile): the schema for \"\(member.key)\" must be a string ($id or schema file)")
                }
                if !registry.resourceURIs.contains(SchemaChooser.withoutFragment(target)) {
                    let file = target.hasPrefix("/") ? target : FileSystem.joined(FileSystem.folder(of: mapFile), target)
                    guard FileSystem.exists(file) else {
                        throw UsageError("\(mapFile): \"\(member.key)\" maps to \(target), which is neither a schema under --schemas nor a file")
                    }
                    // A file `--schemas` registered already is not registered twice (its `$id` would be declared twice).
                    target = try registry.registeredURI(ofFile: file) ?? registry.registerFile(atPath: file, reader: SourceFiles.reader)
                }
                mapping.append(MappingEntry(pattern: Glob(member.key), schema: target))
            }
        }
        // Two schemas with one `$id`: which one a reference means would depend on the order files were read.
        let duplicates = registry.duplicateIdentifiers(incidental: neighbours)
        if let duplicate = duplicates.errors.first { throw duplicate }
        warnings = (duplicates.warnings + registry.officialMetaschemaWarnings).map { "warning: \($0)" }
        self.registry = registry
        self.options = options
        self.fixedURI = fixedURI
        self.mapping = mapping
        knownURIs = Set(registry.resourceURIs)
    }

    /// Registers the schema files beside `schemaFile` that it references (directly or not, by path or by `$id`),
    /// so that a schema given by path alone resolves relative `$ref`s to the files beside it, as it
    /// would in an editor; unrelated neighbours are not read (see ``ReferencedSchemas``).
    ///
    /// Called before the schema itself is registered, so that it wins over a neighbour declaring the
    /// same `$id`. A neighbour that cannot be read or parsed is left out (registering fails before it
    /// changes anything): if the schema needs it, compiling reports the reference as unresolvable.
    /// Returns the schema's own document as it was parsed to find them, or nil when it could not be.
    static func registerNeighbours(of schemaFile: String, in registry: inout SchemaRegistry) -> JSONDocument? {
        let (schema, neighbours) = ReferencedSchemas.documents(of: schemaFile)
        // Those `--schemas` registered already are not registered twice (they would declare their `$id` twice).
        for file in neighbours where registry.registeredURI(ofFile: file.path) == nil {
            _ = try? registry.registerFile(atPath: file.path, document: file.document)
        }
        return schema?.document
    }

    /// The schema the mapping file gives a payload file, if any: the first entry whose pattern matches
    /// the file's stem (`pages` for `pages.ndjson`), its path or the end of its path.
    func mappedSchema(forPath path: String) -> String? {
        let name = FileSystem.lastComponent(of: path)
        var stem = name
        for suffix in PayloadSource.suffixes where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return mapping.first { $0.pattern.matches(stem) || $0.pattern.matchesEnd(of: path) }?.schema
    }

    /// The compiled validator of `uri`, compiling it on first use.
    func validator(for uri: String) -> Result<SchemaValidator, SchemaError> {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[uri] { return cached }
        let result: Result<SchemaValidator, SchemaError>
        do {
            result = .success(try SchemaValidator(uri: uri, registry: registry, options: options))
        } catch {
            result = .failure(error)
        }
        cache[uri] = result
        return result
    }

    /// The schema for a parsed document from a source whose default choice (``choice(of:)`` of its schema from
    /// `--schema` or the map, settled before the run so that workers take it without a lock or a lookup per
    /// document) is `defaultChoice`.
    func choose(for document: JSONDocument, default defaultChoice: Choice?) -> Choice {
        if fixedURI == nil, document.tape[0].kind == .object, let named = document.root["$schema"]?.stringValue {
            if knownURIs.contains(SchemaChooser.withoutFragment(named)) { return choice(of: named) }
            if defaultChoice == nil {
                return .problem("the document names $schema \"\(named)\", which is not among the registered schemas (add its folder with --schemas)")
            }
        }
        return defaultChoice ?? .problem("no schema for this document: give --schema, a $schema member, or a --map entry for this file")
    }

    /// The choice `uri` makes: its validator, compiled on first use, or why it does not compile.
    func choice(of uri: String) -> Choice {
        switch validator(for: uri) {
        case .success(let validator): .validator(validator, uri: uri)
        case .failure(let error): .problem("schema \(uri) does not compile: \(error)")
        }
    }

    static func withoutFragment(_ uri: String) -> String {
        guard let hash = uri.firstIndex(of: "#") else { return uri }
        return String(uri[..<hash])
    }
}
