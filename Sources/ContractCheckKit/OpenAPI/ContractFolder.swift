import ContractCommandLine
import ContractJSON
import ContractSchema
import ContractSchemaCore
import ContractYAML
import GeneratorLoading

/// A contract folder as `contract-check openapi` reads it: the schema files (by `$id`) and the
/// endpoint declarations (`*.endpoints.json`, `.yaml`, `.yml`) below it.
///
/// The declarations are read by the generator's loader (``EndpointLoader``), so that what the export
/// accepts and means is what the generated client accepts and means; the folder search is the shared file
/// layer's (``FileSystem/files(in:suffixes:recursive:skipped:)``), which names each entry it skips.
struct ContractFolder {
    /// One schema file.
    struct SchemaFile {
        /// The path as found (below the folder).
        var path: String
        /// The root `$id` without fragment (or the file's URI when it has none): what `$ref`s name it by.
        var id: String
        var document: JSONDocument
    }

    /// A problem in an input file, at a line and column when it has one.
    struct Problem: Error, CustomStringConvertible {
        var path: String
        var location: SourceLocation?
        var message: String

        init(path: String, location: SourceLocation?, message: String) {
            self.path = path
            self.location = location
            self.message = message
        }

        /// A problem at a position the generator's loader gave.
        init(at position: SourcePosition, _ message: String) {
            let location = SourceLocation(offset: 0, line: position.line, column: position.column)
            self.init(path: position.path, location: location, message: message)
        }

        var description: String {
            let place = location.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(TerminalText.escapedPath(path))\(place): error: \(TerminalText.escaped(message))"
        }
    }

    /// Every problem that kept the folder from being read (the loader reports all of them, not the first).
    struct Failure: Error, CustomStringConvertible {
        var problems: [Problem]

        init(_ problems: [Problem]) { self.problems = problems }

        /// The errors of the generator's loader (its warnings are not failures).
        init(_ error: GeneratorError, root: String) {
            problems = error.diagnostics.filter { $0.severity == .error }.map { diagnostic in
                diagnostic.position.map { Problem(at: $0, diagnostic.message) }
                    ?? Problem(path: root, location: nil, message: diagnostic.message)
            }
        }

        var description: String { problems.map(\.description).joined(separator: "\n") }
    }

    let root: String
    private(set) var schemas: [SchemaFile] = []
    /// The endpoint declarations, as the generator's ``EndpointLoader`` reads and checks them, in path order.
    private(set) var endpoints: [EndpointFile] = []
    /// Schema files by `$id` (without fragment).
    private(set) var schemaByID: [String: Int] = [:]

    /// Reads every schema and endpoints file below `root`; a file that cannot be read or parsed, a
    /// declaration that breaks the format, or two schemas with one `$id`, is a problem.
    init(root: String, skipped: (_ path: String, _ reason: String) -> Void = { _, _ in }) throws(Failure) {
        self.root = root
        for path in FileSystem.files(in: root, suffixes: SourceFiles.schemaSuffixes, skipped: skipped) {
            let document = try Self.read(path)
            // Known by its `$id` (resolved against the file's own URI when relative), else by that URI, as the
            // validator's registry knows files; endpoint declarations name schemas by absolute `$id`.
            let fileURI = URIReference(FileSystem.fileURI(path))
            let declared = document.root.value["$id"]?.stringValue.map { fileURI.resolving($0) }
            let id = (declared ?? fileURI).withoutFragment.text
            if let other = schemaByID[id] {
                throw Failure([Problem(path: path, location: nil, message: "\"$id\" \(id) is also the $id of \(schemas[other].path)")])
            }
            schemaByID[id] = schemas.count
            schemas.append(SchemaFile(path: path, id: id, document: document))
        }
        let declarations = try Self.sources(in: root, suffixes: SourceFormat.endpointsFileSuffixes, skipped: skipped)
        do throws(GeneratorError) {
            endpoints = try EndpointLoader.load(sources: declarations)
        } catch {
            throw Failure(error, root: root)
        }
        // The endpoints format's own schema (what declarations name as "$schema") is no payload of the API.
        schemas.removeAll { $0.id == EndpointLoader.formatSchemaID }
        schemaByID = Dictionary(uniqueKeysWithValues: schemas.enumerated().map { ($1.id, $0) })
    }

    /// The files below `root` whose names end in one of `suffixes`, read, as the generator's loader takes them.
    private static func sources(
        in root: String, suffixes: [String], skipped: (_ path: String, _ reason: String) -> Void
    ) throws(Failure) -> [SchemaLoader.Source] {
        var sources: [SchemaLoader.Source] = []
        for path in FileSystem.files(in: root, suffixes: suffixes, skipped: skipped) {
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(path)
            } catch {
                throw Failure([Problem(path: path, location: nil, message: "\(error)")])
            }
            let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count).drop { $0 == "/" }) : FileSystem.lastComponent(of: path)
            sources.append(SchemaLoader.Source(path: path, relativePath: relative, bytes: bytes))
        }
        return sources
    }

    private static func read(_ path: String) throws(Failure) -> JSONDocument {
        do {
            return try SourceFiles.document(path)
        } catch let error as JSONParseError {
            let message = "invalid \(SourceFiles.notation(path)): \(error.message)"
            throw Failure([Problem(path: path, location: error.location, message: message)])
        } catch {
            throw Failure([Problem(path: path, location: nil, message: "\(error)")])
        }
    }

    /// The schema file an absolute URI (with or without fragment) names, or nil.
    func schema(named uri: String) -> SchemaFile? {
        schemaByID[URIReference(uri).withoutFragment.text].map { schemas[$0] }
    }
}
