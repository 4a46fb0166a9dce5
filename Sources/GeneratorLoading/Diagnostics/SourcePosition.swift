/// A place in a schema file that a diagnostic points at: the file's path as given to the loader, and a
/// 1-based line and column.
package struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, exactly as the loader was given it (absolute paths make diagnostics clickable).
    package var path: String
    /// Line number, starting at 1.
    package var line: Int
    /// Column number, starting at 1, in Unicode code points.
    package var column: Int

    /// Creates a position from its parts.
    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:LINE:COLUMN`.
    package var description: String { "\(path):\(line):\(column)" }
}
