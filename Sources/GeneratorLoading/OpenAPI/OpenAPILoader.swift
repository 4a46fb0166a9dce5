import ContractJSON

/// The load stage for OpenAPI documents: each one parsed with its source positions and read by
/// ``OpenAPIReader`` into a schema-holding ``SchemaFile`` and an ``EndpointFile``.
package enum OpenAPILoader {
    /// What the documents hold.
    package struct Loaded: Sendable {
        /// One file per document, its schemas described by ``SchemaFile/embeddedSchemas``.
        package var files: [SchemaFile]
        /// The API of each document that declares one.
        package var endpoints: [EndpointFile]
        /// The warnings (errors are thrown).
        package var warnings: [Diagnostic]
        /// How each file's document reads the schema files its schemas name, by relative path.
        var rules: [String: OpenAPISchemaRepairs.Rules] = [:]
    }

    /// Reads the documents `sources` (sorted by relative path first).
    ///
    /// - Throws: ``GeneratorError`` with every diagnostic when a document is broken.
    /// - Parameter readsFiles: whether Reference Objects may name other files, read from disk inside the
    ///   folder each document was found in (documents read from disk; not documents given in memory).
    package static func load(sources: [SchemaLoader.Source], readsFiles: Bool = false) throws(GeneratorError) -> Loaded {
        var diagnostics = DiagnosticCollector()
        var loaded = Loaded(files: [], endpoints: [], warnings: [])
        let sorted = sources.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
        for source in sorted {
            guard let document = source.parse(reporting: &diagnostics) else { continue }
            // A split document's Reference Objects may name other files inside the folder it was found in.
            var readFile: OpenAPIReader.FileReader?
            if readsFiles, source.path.hasSuffix(source.relativePath) {
                let root = String(source.path.dropLast(source.relativePath.count))
                readFile = { relative in
                    OpenAPIReferencedFiles.read(root + relative, inside: root).map {
                        SchemaLoader.Source(path: root + relative, relativePath: relative, bytes: $0)
                    }
                }
            }
            var reader = OpenAPIReader(path: source.path, relativePath: source.relativePath, document: document, readFile: readFile)
            let result = reader.read()
            for diagnostic in reader.diagnostics.diagnostics { diagnostics.emit(diagnostic) }
            guard let result else { continue }
            loaded.files += result.files
            for file in result.files where loaded.rules[file.relativePath] == nil { loaded.rules[file.relativePath] = result.rules }
            if let endpoints = result.endpoints { loaded.endpoints.append(endpoints) }
        }
        try diagnostics.throwIfErrors()
        loaded.warnings = diagnostics.diagnostics
        return loaded
    }
}
