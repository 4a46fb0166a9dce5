/// The output of the load stage: every schema, indexed and with its references checked, and every
/// endpoint declaration, checked against the declaration format.
package struct LoadedContracts: Sendable {
    /// The schemas.
    package var schemas: SchemaSet
    /// The endpoint declarations and OpenAPI documents' APIs, in relative-path order.
    package var endpoints: [EndpointFile]
    /// The warnings of the load stage (where precision is lost reading an OpenAPI document).
    package var warnings: [Diagnostic]

    /// Creates a load result.
    package init(schemas: SchemaSet, endpoints: [EndpointFile] = [], warnings: [Diagnostic] = []) {
        self.schemas = schemas
        self.endpoints = endpoints
        self.warnings = warnings
    }

    /// Loads the schemas of `input` (OpenAPI documents among them), then its endpoint declarations.
    ///
    /// - Throws: ``GeneratorError`` with the diagnostics of the schemas and OpenAPI documents when one
    ///   of them is broken (the declarations are not read then), else those of the declarations when
    ///   one of them is.
    package static func load(_ input: GeneratorInput) throws(GeneratorError) -> LoadedContracts {
        var schemaSources: [SchemaLoader.Source]
        var endpointSources: [SchemaLoader.Source]
        var warnings: [Diagnostic] = []
        switch input.files {
        case .paths(let paths):
            var diagnostics = DiagnosticCollector()
            schemaSources = SchemaLoader.readSources(
                paths, suffixes: SchemaLoader.fileSuffixes + OpenAPIFiles.suffixes, kind: "schema file", diagnostics: &diagnostics)
            try diagnostics.throwIfErrors()
            endpointSources = SchemaLoader.readSources(
                paths, suffixes: EndpointLoader.fileSuffixes, kind: "endpoint declaration file", diagnostics: &diagnostics)
            try diagnostics.throwIfErrors()
            warnings = diagnostics.diagnostics
        case .sources(let schemas, let endpoints):
            schemaSources = schemas
            endpointSources = endpoints
        }
        let openAPISources = schemaSources.filter { OpenAPIFiles.isOpenAPI($0.relativePath) }
        schemaSources.removeAll { OpenAPIFiles.isOpenAPI($0.relativePath) }
        endpointSources.removeAll { OpenAPIFiles.isOpenAPI($0.relativePath) }
        var readsFiles = false
        if case .paths = input.files { readsFiles = true }
        let openAPI = try OpenAPILoader.load(sources: openAPISources, readsFiles: readsFiles)
        var holders = openAPI.files
        var referencedWarnings: [Diagnostic] = []
        if readsFiles {
            // The schema files a document names are read with its rules, so they come parsed and repaired.
            let referenced = OpenAPIReferencedFiles.files(referencedBy: openAPI.files, rules: openAPI.rules, loaded: schemaSources)
            try referenced.diagnostics.throwIfErrors()
            holders += referenced.files
            referencedWarnings = referenced.diagnostics.diagnostics
        }
        let schemas = try SchemaLoader.load(sources: schemaSources, holders: holders)
        var endpoints = endpointSources.isEmpty ? [] : try EndpointLoader.load(sources: endpointSources)
        endpoints += openAPI.endpoints
        endpoints.sort { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
        return LoadedContracts(schemas: schemas, endpoints: endpoints, warnings: warnings + openAPI.warnings + referencedWarnings)
    }
}
