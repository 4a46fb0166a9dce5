/// A message about a schema, shown in the compiler's format so SwiftPM and Xcode place it on the line
/// it is about: `path/to/file.schema.json:LINE:COLUMN: error: message`.
///
/// Every stage of the generator reports problems as diagnostics instead of skipping what it cannot
/// handle: a schema the generator does not support is an error, never silently dropped output.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Sendable, Hashable {
        /// Generation fails.
        case error
        /// Generation continues, but something deserves attention.
        case warning
        /// Extra context for the diagnostic before it.
        case note
    }

    /// How serious this diagnostic is.
    package var severity: Severity
    /// What is wrong, as written: it may quote schema text or file names with line breaks or terminal
    /// escapes, which whoever prints it escapes (contract-gen prints ``printedLine``, in GeneratorPipeline).
    package var message: String
    /// Where it is, if it is about a place in a file.
    package var position: SourcePosition?

    /// Creates a diagnostic; `message` is kept as given.
    package init(_ severity: Severity, _ message: String, at position: SourcePosition? = nil) {
        self.severity = severity
        self.message = message
        self.position = position
    }

    /// Creates an error.
    package static func error(_ message: String, at position: SourcePosition? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: position)
    }

    /// Creates a warning.
    package static func warning(_ message: String, at position: SourcePosition? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: position)
    }

    /// `path:LINE:COLUMN: severity: message`, or `severity: message` without a position, unescaped.
    package var description: String {
        if let position { return "\(position): \(severity.rawValue): \(message)" }
        return "\(severity.rawValue): \(message)"
    }
}
