import ContractJSON
import ContractYAML

/// The load stage for endpoint declarations: finds `*.endpoints.json` files, parses them with their
/// source positions, and checks them against the rules of `Schemas/endpoints.schema.json` and
/// `Schemas/ENDPOINTS.md` that need no schema (which `$id`s exist and what the responses look like is
/// checked when translating).
///
/// ```swift
/// let schemas = try SchemaLoader.load(paths: ["Schemas"])
/// let endpoints = try EndpointLoader.load(paths: ["Schemas"])
/// ```
package enum EndpointLoader {
    /// The suffix of endpoint declaration files found in directories.
    package static let fileSuffix = ".endpoints.json"
    /// The suffixes of endpoint declaration files: JSON and YAML.
    package static let fileSuffixes = SourceFormat.endpointsFileSuffixes
    /// The `$id` of the declaration format's own schema (`Schemas/endpoints.schema.json`), the only
    /// value a declaration's `$schema` may have. The schema describes tooling input, not a payload, so
    /// ``SchemaLoader`` sets a file with this `$id` aside instead of generating types for it.
    package static let formatSchemaID = "https://contracts.local/endpoints.schema.json"

    /// Loads every `*.endpoints.json` (or `.yaml`, `.yml`) under each directory of `paths` (recursively,
    /// skipping hidden entries), and each file of `paths` whose name ends in one of ``fileSuffixes``.
    ///
    /// - Throws: ``GeneratorError`` with a positioned diagnostic for every unreadable file, parse error
    ///   and broken rule.
    package static func load(paths: [String]) throws(GeneratorError) -> [EndpointFile] {
        var diagnostics = DiagnosticCollector()
        let sources = SchemaLoader.readSources(paths, suffixes: fileSuffixes, kind: "endpoint declaration file", diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return try load(sources: sources)
    }

    /// Loads declarations from bytes in memory (sorted by relative path first, so the result is
    /// deterministic).
    ///
    /// - Throws: ``GeneratorError`` listing every problem of every file.
    package static func load(sources: [SchemaLoader.Source]) throws(GeneratorError) -> [EndpointFile] {
        var diagnostics = DiagnosticCollector()
        var files: [EndpointFile] = []
        let sorted = sources.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
        for source in sorted {
            guard let document = source.parse(reporting: &diagnostics) else { continue }
            var reader = EndpointFileReader(path: source.path)
            let file = reader.read(document, relativePath: source.relativePath)
            for diagnostic in reader.diagnostics.diagnostics { diagnostics.emit(diagnostic) }
            if let file { files.append(file) }
        }
        try diagnostics.throwIfErrors()
        return files
    }
}
