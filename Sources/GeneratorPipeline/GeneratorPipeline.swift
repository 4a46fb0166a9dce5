import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading
import GeneratorRendering
import GeneratorTranslation

// Trade-off: the pipeline, its stage type and its result are one file (one concept: the generator as
// a function), so this module compiles in one frontend job: each file of a module costs a frontend job
// of its own in a debug build, which every cold build of contract-gen (every app's first build) pays.

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
            let loaded = diagnostics.collecting { () throws(GeneratorError) in try LoadedContracts.load(input) }
            for warning in loaded?.warnings ?? [] { diagnostics.emit(warning) }
            return loaded
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
            for problem in EmbeddedSchemaCheck.diagnostics(module, schemas: contracts.schemas) { diagnostics.emit(problem) }
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

/// The check that every schema generated code embeds compiles with the runtime's own compiler, so that
/// `ContractModels.EmbeddedSchemas` (which stops the program on a schema that does not compile) is never
/// handed one: what it would reject is a located generator error instead.
///
/// Trade-off: `contract-gen` links `ContractSchema` for this (the plugin tool's cold build compiles the
/// validator too); a check of its own would be a second compiler to keep in step with the runtime's,
/// which is exactly how an embedded schema came to trap.
enum EmbeddedSchemaCheck {
    /// The URI the synthetic schema that references every embedded one is compiled under.
    static let checkURI = "urn:x-contract-gen:embedded-schemas"

    /// An error for the first embedded schema the runtime compiler refuses (none when all compile).
    ///
    /// Every schema a validator is asked for at run time (each declaration's, each union alternative's,
    /// each response's; the members' validators are inside them) is referenced from one synthetic schema
    /// compiled once, so the cost is one compilation of what the module embeds, linear in its size. A
    /// schema nothing asks a validator for is not compiled, so a document is not refused for it.
    static func diagnostics(_ module: TranslatedModule, schemas: SchemaSet) -> [Diagnostic] {
        // Without the validators output nothing is embedded, and nothing may be refused for it.
        guard module.outputs.contains(.validators) else { return [] }
        var registry = SchemaRegistry()
        for schema in module.schemas {
            do {
                try registry.register(schema.value, uri: schema.uri)
            } catch {
                return [located(error, schemas: schemas)]
            }
        }
        var seen: Set<String> = []
        var references: [JSONValue] = []
        func reference(_ uri: String) {
            if seen.insert(uri).inserted { references.append(.object(["$ref": .string(uri)])) }
        }
        for declaration in module.allDeclarations {
            reference(declaration.schemaURI)
            if case .union(let union) = declaration.kind { for variant in union.variants { reference(variant.schemaURI) } }
        }
        for api in module.apis {
            for uri in api.responseSchemaURIs { reference(uri) }
            for endpoint in api.endpoints { if let body = endpoint.body { reference(body.schemaURI) } }
        }
        guard !references.isEmpty else { return [] }
        let root: JSONValue = .object(["$schema": .string(Draft.draft2020_12.metaschemaURI), "anyOf": .array(references)])
        do {
            try registry.register(root, uri: checkURI)
            _ = try SchemaValidator(uri: checkURI, registry: registry, options: ValidationOptions(assertsFormats: true))
            return []
        } catch {
            return [located(error, schemas: schemas)]
        }
    }

    /// `error` as a diagnostic at the schema it is about (its file's line and column when known).
    static func located(_ error: SchemaError, schemas: SchemaSet) -> Diagnostic {
        let message = "the runtime validator cannot compile this schema: \(error.message)"
        guard let source = error.source, source != checkURI else { return .error(message) }
        let uri = error.pointer.map { source + "#" + $0.uriFragment } ?? source
        guard let location = schemas.location(ofURI: uri) ?? schemas.location(ofURI: source) else {
            return .error(message + " (in \(uri))")
        }
        return .error(message, at: schemas.position(of: location))
    }
}

/// One typed step of the ``GeneratorPipeline``: a transition from its input to its output that reports
/// what it finds into the run's diagnostics.
///
/// A stage fails by emitting an error (or throwing a ``GeneratorError``); the pipeline then stops and
/// throws every diagnostic of the run so far, so warnings of earlier stages are not lost.
package struct GeneratorPipelineStage<Input, Output>: Sendable {
    /// What the stage does, for readers of the pipeline (`load`, `translate`, `render`).
    package var name: String
    /// The transition. It may emit warnings and errors; it returns `nil` only after emitting an error.
    package var transition: @Sendable (Input, inout DiagnosticCollector) -> Output?

    /// Creates a stage.
    package init(_ name: String, transition: @escaping @Sendable (Input, inout DiagnosticCollector) -> Output?) {
        self.name = name
        self.transition = transition
    }

    /// Runs the transition on `input`, adding its diagnostics to `diagnostics`.
    ///
    /// - Throws: ``GeneratorError`` with every diagnostic collected so far when the stage reports an error.
    package func run(_ input: Input, diagnostics: inout DiagnosticCollector) throws(GeneratorError) -> Output {
        let output = transition(input, &diagnostics)
        guard let output, !diagnostics.hasErrors else {
            if !diagnostics.hasErrors { diagnostics.emit(.error("the \(name) stage produced nothing")) }
            throw GeneratorError(diagnostics.diagnostics)
        }
        return output
    }
}

extension DiagnosticCollector {
    /// The value of a throwing step, or `nil` after adding its error's diagnostics.
    mutating func collecting<Value>(_ body: () throws(GeneratorError) -> Value) -> Value? {
        do {
            return try body()
        } catch {
            for diagnostic in error.diagnostics { emit(diagnostic) }
            return nil
        }
    }
}

/// What a successful ``GeneratorPipeline`` run produces: the Swift files and the warnings.
package struct GeneratorOutput: Sendable, Equatable {
    /// Every generated file, in ``GeneratorConfiguration/Output`` order, named for the module when the
    /// pipeline's configuration names one.
    package var files: [RenderedFile]
    /// The warnings of every stage, in the order they were found.
    package var diagnostics: [Diagnostic]

    /// Creates an output.
    package init(files: [RenderedFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    /// The contents of the file named `name`, if one was generated.
    package func contents(of name: String) -> String? {
        files.first { $0.name == name }?.contents
    }
}
