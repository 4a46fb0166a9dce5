import ContractJSON
import ContractSchemaCore
import ContractYAML

/// The schema files an argument stands for, as repositories lay them out: a folder (every `*.json`, `*.yaml`
/// and `*.yml` below it that is a schema by name, `*.schema.json`, or by content, ``Draft/isSchemaDocument(_:)``:
/// SchemaStore's `src/schemas/json/<name>.json`), a file (a schema whatever its name), or a glob pattern (the
/// files it matches, recognised as in a folder). What `--schemas`, `lint` and `diff` read.
enum SchemaFiles {
    /// One schema file, read and parsed.
    struct Found {
        /// The path as found.
        var path: String
        /// The folder argument it was found in (its relative root `$id` is read against it too), if any.
        var folder: String?
        /// Its path relative to that folder, or its name.
        var relativePath: String
        /// The parsed file.
        var document: JSONDocument
    }

    /// The suffixes of the files a folder or pattern is searched for.
    static let documentSuffixes = [".json", ".yaml", ".yml"]

    /// The schema files `argument` stands for, sorted within a folder or pattern.
    ///
    /// - Throws: ``SchemaFileSet/LoadError`` for a missing path, a file that cannot be parsed when it is named as a
    ///   schema (given alone or named `*.schema.*`), or a folder or pattern with no schema file.
    static func find(_ argument: String) throws(SchemaFileSet.LoadError) -> [Found] {
        if FileSystem.isDirectory(argument) {
            let found = try recognised(FileSystem.files(in: argument, suffixes: documentSuffixes), folder: argument)
            if found.isEmpty { throw SchemaFileSet.LoadError(path: argument, message: "no schema files in this folder \(expectation)") }
            return found
        }
        if !FileSystem.exists(argument) && Glob.isPattern(argument) {
            let found = try recognised(
                FileSystem.files(matching: argument).filter { path in documentSuffixes.contains(where: path.hasSuffix) }, folder: nil)
            if found.isEmpty { throw SchemaFileSet.LoadError(path: argument, message: "no schema files match this pattern \(expectation)") }
            return found
        }
        guard FileSystem.exists(argument) else {
            throw SchemaFileSet.LoadError(path: argument, message: FileSystem.missingReason(argument))
        }
        return [Found(path: argument, folder: nil, relativePath: FileSystem.lastComponent(of: argument), document: try parse(argument))]
    }

    /// What a schema file found among others is, for messages.
    static let expectation = "(JSON or YAML files whose $schema names a JSON Schema draft, or named *.schema.json, .schema.yaml)"

    /// Whether a file found among others is a schema: by its name, or by its content.
    static func isSchema(_ path: String, _ document: JSONDocument) -> Bool {
        SourceFormat.isSchemaFile(FileSystem.lastComponent(of: path)) || Draft.isSchemaDocument(document.root.value)
    }

    /// Reads `path` as a schema file.
    static func parse(_ path: String) throws(SchemaFileSet.LoadError) -> JSONDocument {
        do {
            return try SourceFiles.document(path)
        } catch let error as JSONParseError {
            throw SchemaFileSet.LoadError(
                path: path, location: error.location, message: "invalid \(SourceFiles.notation(path)): \(error.message)")
        } catch {
            throw SchemaFileSet.LoadError(path: path, message: "cannot read file")
        }
    }

    /// The schema files among `paths` (found in `folder`, when given): a file named as a schema must parse; any
    /// other is kept when it parses and reads as one.
    private static func recognised(_ paths: [String], folder: String?) throws(SchemaFileSet.LoadError) -> [Found] {
        var found: [Found] = []
        for path in paths {
            let named = SourceFormat.isSchemaFile(FileSystem.lastComponent(of: path))
            let document: JSONDocument
            do {
                document = try parse(path)
            } catch {
                if named { throw error }
                continue
            }
            guard named || Draft.isSchemaDocument(document.root.value) else { continue }
            let relative = folder.map { String(path.dropFirst($0.count).drop { $0 == "/" }) } ?? FileSystem.lastComponent(of: path)
            found.append(Found(path: path, folder: folder, relativePath: relative, document: document))
        }
        return found
    }
}
