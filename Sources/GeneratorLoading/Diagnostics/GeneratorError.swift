/// The error a generator stage throws when it cannot go on: every diagnostic it collected, errors first
/// in the order they were found.
public struct GeneratorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The diagnostics; at least one has severity ``Diagnostic/Severity/error``.
    public var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects diagnostics while a stage runs, so one run reports every problem it can find.
public struct DiagnosticCollector: Sendable {
    /// The diagnostics so far, in the order they were emitted.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Adds a diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Whether any error was emitted.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Throws a ``GeneratorError`` with everything collected if any error was emitted.
    public func throwIfErrors() throws(GeneratorError) {
        if hasErrors { throw GeneratorError(diagnostics) }
    }
}
