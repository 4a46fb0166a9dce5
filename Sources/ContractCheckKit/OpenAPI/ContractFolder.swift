import ContractCommandLine
import ContractJSON
import ContractSchemaCore
import ContractYAML
import GeneratorLoading

/// A contract folder as `contract-check openapi` reads it: the schema files (by `$id`) and the
/// endpoint declarations (`*.endpoints.json`, `.yaml`, `.yml`) below it.
///
/// Schemas and declarations are read by the generator's loader (``SchemaLoader``, ``EndpointLoader``), so that
/// what the export accepts, and where its references lead, is what the generator accepts and where generated
/// code's references lead; the folder search is the shared file layer's
/// (``FileSystem/files(in:suffixes:recursive:skipped:)``), which names each entry it skips.
struct ContractFolder {
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
    /// The schema files, as the generator's ``SchemaLoader`` reads and indexes them (each known by its `$id`,
    /// else by `file:///<path below the folder>`), in path order.
    let schemas: SchemaSet
    /// The endpoint declarations, as the generator's ``EndpointLoader`` reads and checks them, in path order.
    let endpoints: [EndpointFile]

    /// Reads every schema and endpoints file below `root`; a file that cannot be read or parsed, a
    /// declaration that breaks the format, a `$ref` no schema of the folder resolves, or two schemas with one
    /// `$id`, is a problem (every one is reported).
    init(root: String, skipped: (_ path: String, _ reason: String) -> Void = { _, _ in }) throws(Failure) {
        self.root = root
        let schemaSources = try Self.sources(in: root, suffixes: SourceFormat.schemaFileSuffixes, skipped: skipped)
        let declarations = try Self.sources(in: root, suffixes: SourceFormat.endpointsFileSuffixes, skipped: skipped)
        do throws(GeneratorError) {
            // The loader sets the endpoints format's own schema aside: it describes declarations, not a payload.
            schemas = try SchemaLoader.load(sources: schemaSources)
            endpoints = try EndpointLoader.load(sources: declarations)
        } catch {
            throw Failure(error, root: root)
        }
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
}
