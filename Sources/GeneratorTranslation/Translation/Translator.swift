import GeneratorLoading

/// The translate stage: turns a loaded ``SchemaSet`` into a ``TranslatedModule`` of Swift declarations.
///
/// ```swift
/// let schemas = try SchemaLoader.load(paths: ["Schemas"])
/// let endpoints = try EndpointLoader.load(paths: ["Schemas"])
/// let module = try Translator(schemas: schemas, endpoints: endpoints, configuration: .init()).translate()
/// ```
///
/// Every file's root schema and every `$defs` entry becomes a named type (named after the file or the
/// key, in upper camel case, unless `x-swift-name` or the configuration says otherwise); inline object,
/// enum and union schemas become types nested in the type that uses them. Every declared API becomes
/// an `APIDefinition` type and every endpoint a request type whose response is the generated type of
/// its schema. Anything the generator cannot represent faithfully is reported as a positioned error.
package struct Translator: Sendable {
    /// The schemas to translate.
    package var schemas: SchemaSet
    /// The settings.
    package var configuration: GeneratorConfiguration
    /// Where the configuration came from (for diagnostics about its keys).
    package var configurationPath: String?
    /// The endpoint declarations, translated after the schemas whose types they use.
    package var endpoints: [EndpointFile]

    /// Creates a translator.
    package init(
        schemas: SchemaSet, endpoints: [EndpointFile] = [], configuration: GeneratorConfiguration = .init(),
        configurationPath: String? = nil
    ) {
        self.schemas = schemas
        self.endpoints = endpoints
        self.configuration = configuration
        self.configurationPath = configurationPath
    }

    /// Translates every schema.
    ///
    /// - Returns: the module, with any warnings in ``warnings``.
    /// - Throws: ``GeneratorError`` listing every error found.
    package func translate() throws(GeneratorError) -> TranslatedModule {
        let context = TranslationContext(schemas: schemas, configuration: configuration, endpoints: endpoints)
        context.run()
        try context.diagnostics.throwIfErrors()
        return context.module()
    }

    /// Translates and also returns the warnings.
    package func translateWithDiagnostics() throws(GeneratorError) -> (module: TranslatedModule, diagnostics: [Diagnostic]) {
        let context = TranslationContext(schemas: schemas, configuration: configuration, endpoints: endpoints)
        context.run()
        try context.diagnostics.throwIfErrors()
        return (context.module(), context.diagnostics.diagnostics)
    }
}
