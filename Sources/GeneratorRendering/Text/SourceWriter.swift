/// Builds Swift source text line by line with four-space indentation; output is deterministic and
/// ends with exactly one newline.
package struct SourceWriter: Sendable {
    private var lines: [String] = []
    private var level = 0

    /// Creates an empty writer.
    package init() {}

    /// Appends one line at the current indentation (an empty line stays empty).
    package mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: level) + text)
    }

    /// Appends several lines.
    package mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// Appends `header {`, the body one level deeper, then `}`.
    package mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// Appends `header {`, the body one level deeper, then `}` followed by `trailer` (`} catch {}`).
    package mutating func block(_ header: String, closedWith trailer: String, _ body: (inout SourceWriter) -> Void) {
        line(header + " {")
        level += 1
        body(&self)
        level -= 1
        line("} " + trailer)
    }

    /// Appends `switch subject {`, the cases at the same indentation as the `switch`, then `}`.
    package mutating func switchBlock(_ subject: String, _ body: (inout SourceWriter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// Appends another writer's lines at the current indentation.
    package mutating func append(_ other: SourceWriter) {
        for text in other.lines { line(text) }
    }

    /// Whether any line contains `text`.
    package func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// Appends a blank line unless the previous line is blank or opens a block.
    package mutating func separator() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// The text.
    package var text: String {
        var result = lines.joined(separator: "\n")
        while result.hasSuffix("\n") { result.removeLast() }
        return result + "\n"
    }
}
