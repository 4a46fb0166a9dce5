/// The output of the load stage: every schema, indexed and with its references checked, and every
/// endpoint declaration, checked against the declaration format.
package struct LoadedContracts: Sendable {
    /// The schemas.
    package var schemas: SchemaSet
    /// The endpoint declarations, in relative-path order.
    package var endpoints: [EndpointFile]

    /// Creates a load result.
    package init(schemas: SchemaSet, endpoints: [EndpointFile] = []) {
        self.schemas = schemas
        self.endpoints = endpoints
    }

    /// Loads the schemas of `input`, then its endpoint declarations.
    ///
    /// - Throws: ``GeneratorError`` with the diagnostics of the schemas when one of them is broken (the
    ///   declarations are not read then), else those of the declarations when one of them is.
    package static func load(_ input: GeneratorInput) throws(GeneratorError) -> LoadedContracts {
        switch input.files {
        case .paths(let paths):
            let schemas = try SchemaLoader.load(paths: paths)
            return LoadedContracts(schemas: schemas, endpoints: try EndpointLoader.load(paths: paths))
        case .sources(let schemaSources, let endpointSources):
            let schemas = try SchemaLoader.load(sources: schemaSources)
            let endpoints = endpointSources.isEmpty ? [] : try EndpointLoader.load(sources: endpointSources)
            return LoadedContracts(schemas: schemas, endpoints: endpoints)
        }
    }
}
