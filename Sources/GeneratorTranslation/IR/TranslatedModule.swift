import ContractJSON

/// The output of the translate stage: every declaration to generate, the schemas to embed, the
/// mappers, the HTTP APIs, and the settings the renderer needs. Every type it holds belongs to the
/// IR (or to `ContractJSON`), so the render stage depends on nothing of the loader.
package struct TranslatedModule: Sendable {
    /// Top-level declarations (each with its nested ones), ordered by schema file and position.
    package var declarations: [TypeDeclaration]
    /// The schema files, to embed for runtime validation.
    package var schemas: [EmbeddedSchema]
    /// Wire-to-domain conversions.
    package var mappers: [MapperDeclaration]
    /// The access level of generated declarations (the configuration's `accessLevel`).
    package var accessLevel: GeneratorConfiguration.AccessLevel
    /// The outputs to fill (the configuration's `outputs`); the others hold only the header.
    package var outputs: Set<GeneratorConfiguration.Output>
    /// The HTTP APIs of the `*.endpoints.json` declarations, in file order.
    package var apis: [APIDeclaration]

    /// Creates a module.
    package init(
        declarations: [TypeDeclaration], schemas: [EmbeddedSchema], mappers: [MapperDeclaration],
        accessLevel: GeneratorConfiguration.AccessLevel = .public,
        outputs: Set<GeneratorConfiguration.Output> = Set(GeneratorConfiguration.Output.allCases),
        apis: [APIDeclaration] = []
    ) {
        self.declarations = declarations
        self.schemas = schemas
        self.mappers = mappers
        self.accessLevel = accessLevel
        self.outputs = outputs
        self.apis = apis
    }

    /// Every declaration, nested ones included, depth first in order.
    package var allDeclarations: [TypeDeclaration] { declarations.flatMap(\.flattened) }
}

/// One schema file's text, to embed in generated code.
package struct EmbeddedSchema: Sendable {
    /// The absolute URI the schema is registered under.
    package var uri: String
    /// The schema, embedded in the generated code as JSON text.
    package var value: JSONValue
    /// The file's path relative to its input directory.
    package var relativePath: String

    /// Creates an embedded schema.
    package init(uri: String, value: JSONValue, relativePath: String) {
        self.uri = uri
        self.value = value
        self.relativePath = relativePath
    }
}
