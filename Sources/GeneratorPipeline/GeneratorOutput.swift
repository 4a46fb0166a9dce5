import GeneratorLoading
import GeneratorRendering

/// What a successful ``GeneratorPipeline`` run produces: the Swift files and the warnings.
package struct GeneratorOutput: Sendable, Hashable {
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
