import GeneratorLoading
import GeneratorRendering
import GeneratorTranslation

/// The generator as one function: inputs and configuration in, Swift files and diagnostics out.
///
/// ```swift
/// let pipeline = GeneratorPipeline(configuration: .init(generator: settings, moduleName: "Contracts"))
/// let output = try pipeline.run(.paths(["Sources/Contracts"]))
/// ```
///
/// Three typed stages, in the manner of swift-openapi-generator's `GeneratorPipeline`:
///
/// 1. ``loadStage``: files → ``LoadedContracts`` (schemas indexed with their source positions, `$ref`s
///    checked; endpoint declarations read and checked).
/// 2. ``translateStage``: ``LoadedContracts`` → ``TranslatedModule``, the IR (every declaration, the
///    embedded schemas, mappers and APIs); with a module name, also the check that no generated type
///    hides the module.
/// 3. ``renderStage``: ``TranslatedModule`` → ``RenderedFile``s.
///
/// Every diagnostic keeps the `path:LINE:COLUMN` of what it is about. The first stage that reports an
/// error ends the run with a ``GeneratorError`` holding every diagnostic so far. `contract-gen` (and so
/// both plugins, which run it), the fuzz target and the tests all generate through this type.
package struct GeneratorPipeline: Sendable {
    /// The settings of a run.
    package struct Configuration: Sendable {
        /// The generator's settings (`contracts.json`).
        package var generator: GeneratorConfiguration
        /// The module the files are generated into, if known: files are then named `<module>+Models.swift`...
        /// and a generated type of that name, which would hide the module, is an error.
        package var moduleName: String?

        /// Creates settings.
        package init(generator: GeneratorConfiguration = GeneratorConfiguration(), moduleName: String? = nil) {
            self.generator = generator
            self.moduleName = moduleName
        }
    }

    /// The settings.
    package var configuration: Configuration

    /// Creates a pipeline.
    package init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Creates a pipeline with generator settings and no module name.
    package init(_ generator: GeneratorConfiguration) {
        self.init(configuration: Configuration(generator: generator))
    }

    // MARK: Stages

    /// Files → schemas and endpoint declarations.
    package var loadStage: GeneratorPipelineStage<GeneratorInput, LoadedContracts> {
        GeneratorPipelineStage("load") { input, diagnostics in
            diagnostics.collecting { () throws(GeneratorError) in try LoadedContracts.load(input) }
        }
    }

    /// Schemas and endpoint declarations → the IR.
    package var translateStage: GeneratorPipelineStage<LoadedContracts, TranslatedModule> {
        let configuration = configuration
        return GeneratorPipelineStage("translate") { contracts, diagnostics in
            let translator = Translator(schemas: contracts.schemas, endpoints: contracts.endpoints, configuration: configuration.generator)
            let translated = diagnostics.collecting { () throws(GeneratorError) in try translator.translateWithDiagnostics() }
            guard let (module, warnings) = translated else { return nil }
            for warning in warnings { diagnostics.emit(warning) }
            if let name = configuration.moduleName {
                let clashes = ModuleNameCheck.diagnostics(
                    module, moduleName: name, schemas: contracts.schemas, endpoints: contracts.endpoints)
                for clash in clashes { diagnostics.emit(clash) }
            }
            return module
        }
    }

    /// The IR → Swift files (named for the module when the configuration names one).
    package var renderStage: GeneratorPipelineStage<TranslatedModule, [RenderedFile]> {
        let moduleName = configuration.moduleName
        return GeneratorPipelineStage("render") { module, _ in
            let files = Renderer(module: module).render()
            guard let moduleName else { return files }
            return files.map { RenderedFile(name: GeneratedFileNames.name($0.name, module: moduleName), contents: $0.contents) }
        }
    }

    // MARK: Running

    /// Loads, translates and renders `input`.
    ///
    /// - Returns: the files and the warnings.
    /// - Throws: ``GeneratorError`` with every diagnostic of the run when a stage reports an error.
    package func run(_ input: GeneratorInput) throws(GeneratorError) -> GeneratorOutput {
        var diagnostics = DiagnosticCollector()
        let contracts = try loadStage.run(input, diagnostics: &diagnostics)
        let module = try translateStage.run(contracts, diagnostics: &diagnostics)
        let files = try renderStage.run(module, diagnostics: &diagnostics)
        return GeneratorOutput(files: files, diagnostics: diagnostics.diagnostics)
    }

    /// Loads and translates `input` without rendering: the IR and the warnings (for tests of the
    /// translation and tools that inspect it).
    ///
    /// - Throws: ``GeneratorError`` with every diagnostic of the run when a stage reports an error.
    package func translate(_ input: GeneratorInput) throws(GeneratorError) -> (module: TranslatedModule, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let contracts = try loadStage.run(input, diagnostics: &diagnostics)
        let module = try translateStage.run(contracts, diagnostics: &diagnostics)
        return (module, diagnostics.diagnostics)
    }
}
