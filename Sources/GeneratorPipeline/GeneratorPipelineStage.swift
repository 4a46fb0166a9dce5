import GeneratorLoading

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
