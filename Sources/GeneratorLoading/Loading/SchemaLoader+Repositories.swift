import ContractJSON
import ContractSchemaCore
import ContractYAML

/// The loader as `lint`, `diff` and `--schemas` use it: schema files as repositories lay them out, where
/// the generator's inputs are `*.schema.*` files.
///
/// - Files are recognised by content as well as name (``isSchema(_:_:)``): in a folder, any `*.json`, `*.yaml` or
///   `*.yml` whose `$schema` names a draft (SchemaStore's `src/schemas/json/<name>.json`) or named `*.schema.*`.
/// - Each file is known by the URI its caller gives (the checker: its real `file://` URL, as the validator's
///   registry knows it), not by `file:///<path below the input>`.
/// - A duplicate `$id` or a `$ref` that resolves nowhere does not stop the load: the set keeps them
///   (``ResourceRegistry/duplicates``, ``SchemaSet/resolve(_:base:)``) for lint to report among its findings.
extension SchemaLoader {
    /// One schema file found for a repository set, read and parsed.
    package struct RepositoryFile: Sendable {
        /// The path as found.
        package var path: String
        /// The folder argument it was found in, if any.
        package var folder: String?
        /// Its path relative to that folder, or its name.
        package var relativePath: String
        /// The parsed file.
        package var document: JSONDocument
    }

    /// Why an argument or a file of a repository set could not be read.
    package struct RepositoryError: Error, CustomStringConvertible {
        /// The argument or file.
        package var path: String
        /// Where in the file, for a parse error.
        package var location: SourceLocation?
        /// What is wrong.
        package var message: String

        /// `path:line:column: message`, or `path: message`.
        package var description: String { location.map { "\(path):\($0.line):\($0.column): \(message)" } ?? "\(path): \(message)" }
    }

    /// The suffixes of the files a folder or pattern is searched for.
    package static let repositorySuffixes = [".json", ".yaml", ".yml"]

    /// What a schema file found among others is, for messages.
    static let repositoryExpectation =
        "(JSON or YAML files whose $schema names a JSON Schema draft, or named *.schema.json, .schema.yaml)"

    /// Whether a file found among others is a schema: by its name (`*.schema.*`), or by its content
    /// (``Draft/isSchemaDocument(_:)``). The one recognition rule of lint, diff and `--schemas`.
    package static func isSchema(_ path: String, _ document: JSONDocument) -> Bool {
        SourceFormat.isSchemaFile(FileSystem.lastComponent(of: path)) || Draft.isSchemaDocument(document.root.value)
    }

    /// The schema files `argument` stands for: a folder (its files recognised by ``isSchema(_:_:)``, sorted), a
    /// file (a schema whatever its name), or a pattern (`patternFiles` gives the files it matches, or nil when the
    /// argument is no pattern; they are recognised as in a folder).
    ///
    /// - Throws: ``RepositoryError`` for a missing path, a file that cannot be parsed when it is named as a
    ///   schema (given alone or named `*.schema.*`), or a folder or pattern with no schema file.
    package static func find(_ argument: String, patternFiles: (String) -> [String]?) throws(RepositoryError) -> [RepositoryFile] {
        if FileSystem.isDirectory(argument) {
            let found = try recognised(FileSystem.files(in: argument, suffixes: repositorySuffixes), folder: argument)
            if found.isEmpty { throw RepositoryError(path: argument, message: "no schema files in this folder \(repositoryExpectation)") }
            return found
        }
        if !FileSystem.exists(argument), let matched = patternFiles(argument) {
            let found = try recognised(matched.filter { path in repositorySuffixes.contains(where: path.hasSuffix) }, folder: nil)
            guard !found.isEmpty else {
                throw RepositoryError(path: argument, message: "no schema files match this pattern \(repositoryExpectation)")
            }
            return found
        }
        guard FileSystem.exists(argument) else {
            throw RepositoryError(path: argument, message: FileSystem.missingReason(argument))
        }
        let document = try parseRepositoryFile(argument)
        return [RepositoryFile(path: argument, folder: nil, relativePath: FileSystem.lastComponent(of: argument), document: document)]
    }

    /// Reads `path` as a schema file (JSON, or YAML for `.yaml`/`.yml`).
    package static func parseRepositoryFile(_ path: String) throws(RepositoryError) -> JSONDocument {
        guard let bytes = FileSystem.contents(of: path) else { throw RepositoryError(path: path, message: "cannot read file") }
        do {
            return try SourceFormat.document(parsing: bytes, path: path)
        } catch {
            let message = "invalid \(SourceFormat(path: path).name): \(error.message)"
            throw RepositoryError(path: path, location: error.location, message: message)
        }
    }

    /// The schema files among `paths` (found in `folder`, when given): a file named as a schema must parse; any
    /// other is kept when it parses and reads as one.
    private static func recognised(_ paths: [String], folder: String?) throws(RepositoryError) -> [RepositoryFile] {
        var found: [RepositoryFile] = []
        for path in paths {
            let named = SourceFormat.isSchemaFile(FileSystem.lastComponent(of: path))
            let document: JSONDocument
            do {
                document = try parseRepositoryFile(path)
            } catch {
                if named { throw error }
                continue
            }
            guard named || isSchema(path, document) else { continue }
            let relative = folder.map { String(path.dropFirst($0.count).drop { $0 == "/" }) } ?? FileSystem.lastComponent(of: path)
            found.append(RepositoryFile(path: path, folder: folder, relativePath: relative, document: document))
        }
        return found
    }

    /// Loads files, folders and patterns (``find(_:patternFiles:)``) into one repository set, each file once however
    /// many arguments name it (a file and its folder: not a duplicate of itself), in argument order. `uri` gives the
    /// URI each file is known by before its `$id` is read (the checker: its real `file://` URL).
    package static func load(
        repository arguments: [String], patternFiles: (String) -> [String]?, uri: (String) -> URIReference
    ) throws(RepositoryError) -> SchemaSet {
        var set = SchemaSet.repository()
        var seen: Set<String> = []
        for argument in arguments {
            for found in try find(argument, patternFiles: patternFiles) where seen.insert(FileSystem.realPath(found.path)).inserted {
                set.add(found.path, relativePath: found.relativePath, document: found.document, uri: uri(found.path))
            }
        }
        return set
    }
}
