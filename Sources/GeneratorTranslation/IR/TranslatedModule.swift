/// The output of the translate stage: every declaration to generate, the schemas to embed, the
/// mappers, the HTTP APIs, and the settings the renderer needs.
public struct TranslatedModule: Sendable, Hashable {
    /// Top-level declarations (each with its nested ones), ordered by schema file and position.
    package var declarations: [TypeDeclaration]
    /// The schema files, to embed for runtime validation.
    package var schemas: [EmbeddedSchema]
    /// Wire-to-domain conversions.
    package var mappers: [MapperDeclaration]
    /// The configuration the module was translated with.
    package var configuration: GeneratorConfiguration
    /// The HTTP APIs of the `*.endpoints.json` declarations, in file order.
    package var apis: [APIDeclaration]

    /// Creates a module.
    package init(
        declarations: [TypeDeclaration], schemas: [EmbeddedSchema], mappers: [MapperDeclaration], configuration: GeneratorConfiguration,
        apis: [APIDeclaration] = []
    ) {
        self.declarations = declarations
        self.schemas = schemas
        self.mappers = mappers
        self.configuration = configuration
        self.apis = apis
    }

    /// Every declaration, nested ones included, depth first in order.
    package var allDeclarations: [TypeDeclaration] { declarations.flatMap(\.flattened) }
}

/// One schema file's text, to embed in generated code.
package struct EmbeddedSchema: Sendable, Hashable {
    /// The absolute URI the schema is registered under.
    package var uri: String
    /// The schema as compact JSON.
    package var json: String
    /// The file's path relative to its input directory.
    package var relativePath: String

    /// Creates an embedded schema.
    package init(uri: String, json: String, relativePath: String) {
        self.uri = uri
        self.json = json
        self.relativePath = relativePath
    }
}
