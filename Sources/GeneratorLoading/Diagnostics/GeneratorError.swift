/// The error a generator stage throws when it cannot go on: every diagnostic it collected, errors first
/// in the order they were found.
package struct GeneratorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The diagnostics; at least one has severity ``Diagnostic/Severity/error``.
    package var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects diagnostics while a stage runs, so one run reports every problem it can find.
package struct DiagnosticCollector: Sendable {
    /// The diagnostics so far, in the order they were emitted, each once.
    package private(set) var diagnostics: [Diagnostic] = []
    /// What was emitted, so that a schema reached from several places (a parameter shared by operations)
    /// says a thing once.
    private var emitted: Set<Diagnostic> = []
    /// Whether the last diagnostic other than a note was a repeat, whose notes are repeats too.
    private var repeating = false

    /// Creates an empty collector.
    package init() {}

    /// Adds a diagnostic, unless the same one (severity, message and place) was added before.
    package mutating func emit(_ diagnostic: Diagnostic) {
        if diagnostic.severity != .note { repeating = !emitted.insert(diagnostic).inserted }
        if !repeating { diagnostics.append(diagnostic) }
    }

    /// Whether any error was emitted.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Throws a ``GeneratorError`` with everything collected if any error was emitted.
    package func throwIfErrors() throws(GeneratorError) {
        if hasErrors { throw GeneratorError(diagnostics) }
    }
}
