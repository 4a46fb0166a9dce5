import ContractCommandLine
import ContractJSON
import ContractSchema
import ContractSchemaCore
import ContractYAML

/// A contract folder as `contract-check openapi` reads it: the schema files (by `$id`) and the
/// endpoint declarations (`*.endpoints.json`, `.yaml`, `.yml`) below it.
struct ContractFolder {
    /// One schema file.
    struct SchemaFile {
        /// The path as found (below the folder).
        var path: String
        /// The root `$id` without fragment (or the file's URI when it has none): what `$ref`s name it by.
        var id: String
        var document: JSONDocument
    }

    /// One endpoints file.
    struct EndpointsFile {
        var path: String
        var document: JSONDocument
    }

    /// A problem in an input file, at a line and column when it has one.
    struct Problem: Error, CustomStringConvertible {
        var path: String
        var location: SourceLocation?
        var message: String

        var description: String {
            let place = location.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(TerminalText.escapedPath(path))\(place): error: \(TerminalText.escaped(message))"
        }
    }

    let root: String
    private(set) var schemas: [SchemaFile] = []
    private(set) var endpoints: [EndpointsFile] = []
    /// Schema files by `$id` (without fragment).
    private(set) var schemaByID: [String: Int] = [:]

    /// Reads every schema and endpoints file below `root`; a file that cannot be read or parsed, or two
    /// schemas with one `$id`, is a problem.
    init(root: String, skipped: (_ path: String, _ reason: String) -> Void = { _, _ in }) throws(Problem) {
        self.root = root
        for path in FileSystem.files(in: root, suffixes: SourceFiles.schemaSuffixes, skipped: skipped) {
            let document = try Self.read(path)
            // Known by its `$id` (resolved against the file's own URI when relative), else by that URI, as the
            // validator's registry knows files; endpoint declarations name schemas by absolute `$id`.
            let fileURI = URIReference(FileSystem.fileURI(path))
            let declared = document.root.value["$id"]?.stringValue.map { fileURI.resolving($0) }
            let id = (declared ?? fileURI).withoutFragment.text
            if let other = schemaByID[id] {
                throw Problem(path: path, location: nil, message: "\"$id\" \(id) is also the $id of \(schemas[other].path)")
            }
            schemaByID[id] = schemas.count
            schemas.append(SchemaFile(path: path, id: id, document: document))
        }
        for path in FileSystem.files(in: root, suffixes: SourceFormat.endpointsFileSuffixes, skipped: skipped) {
            endpoints.append(EndpointsFile(path: path, document: try Self.read(path)))
        }
        // The endpoints format's own schema (what the declarations name as "$schema") is no payload of the API.
        let formats = Set(
            endpoints.compactMap { $0.document.root.value["$schema"]?.stringValue }.map { URIReference($0).withoutFragment.text })
        schemas.removeAll { formats.contains($0.id) }
        schemaByID = Dictionary(uniqueKeysWithValues: schemas.enumerated().map { ($1.id, $0) })
    }

    private static func read(_ path: String) throws(Problem) -> JSONDocument {
        do {
            return try SourceFiles.document(path)
        } catch let error as JSONParseError {
            throw Problem(path: path, location: error.location, message: "invalid \(SourceFiles.notation(path)): \(error.message)")
        } catch {
            throw Problem(path: path, location: nil, message: "\(error)")
        }
    }

    /// The schema file an absolute URI (with or without fragment) names, or nil.
    func schema(named uri: String) -> SchemaFile? {
        schemaByID[URIReference(uri).withoutFragment.text].map { schemas[$0] }
    }
}
