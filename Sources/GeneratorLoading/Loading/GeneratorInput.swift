/// What the generator reads: schema files (`*.schema.json`, `.yaml`, `.yml`) and endpoint declarations
/// (`*.endpoints.json`, `.yaml`, `.yml`), either found on disk or given as bytes in memory.
package struct GeneratorInput: Sendable {
    /// Where the files come from.
    package enum Files: Sendable {
        /// Files and folders on disk, searched as ``SchemaLoader/load(paths:)`` and
        /// ``EndpointLoader/load(paths:)`` do.
        case paths([String])
        /// Files in memory: schemas, then endpoint declarations.
        case sources(schemas: [SchemaLoader.Source], endpoints: [SchemaLoader.Source])
    }

    /// Where the files come from.
    package var files: Files

    /// Creates an input.
    package init(_ files: Files) {
        self.files = files
    }

    /// The files and folders `paths` name.
    package static func paths(_ paths: [String]) -> GeneratorInput {
        GeneratorInput(.paths(paths))
    }

    /// Files in memory; those whose relative path ends in one of ``EndpointLoader/fileSuffixes`` are
    /// endpoint declarations, the others schemas.
    package static func sources(_ sources: [SchemaLoader.Source]) -> GeneratorInput {
        let isDeclaration = { (source: SchemaLoader.Source) in EndpointLoader.fileSuffixes.contains(where: source.relativePath.hasSuffix) }
        return GeneratorInput(.sources(schemas: sources.filter { !isDeclaration($0) }, endpoints: sources.filter(isDeclaration)))
    }
}
