import ContractCommandLine
import GeneratorLoading

extension Diagnostic {
    /// The diagnostic as the generator prints it: `path:LINE:COLUMN: severity: message` on exactly one line,
    /// safe for a terminal and a CI log. Control characters in the path and the message (a file name or
    /// quoted schema text may hold a line break or a terminal escape) are written as escapes, and a path
    /// starting with `::`, which a CI runner would read as a workflow command, gets `./` before it.
    package var printedLine: String {
        let message = TerminalText.escaped(message)
        guard let position else { return "\(severity.rawValue): \(message)" }
        return "\(TerminalText.escapedPath(position.path)):\(position.line):\(position.column): \(severity.rawValue): \(message)"
    }
}
