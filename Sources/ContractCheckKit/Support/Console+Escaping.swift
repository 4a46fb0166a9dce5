import ContractCommandLine

/// The console's names for ``TerminalText``, which every human-readable line the checker prints uses
/// for text from outside (file names, messages quoting payload values).
extension Console {
    /// `text` with every control character written as an escape (``TerminalText/escaped(_:)``).
    static func escaped(_ text: String) -> String { TerminalText.escaped(text) }

    /// A path as the first thing on a line (``TerminalText/escapedPath(_:)``).
    static func escapedPath(_ path: String) -> String { TerminalText.escapedPath(path) }

    /// Whether `scalar` is printed as an escape (``TerminalText/needsEscape(_:)``).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { TerminalText.needsEscape(scalar) }
}
