/// Builds Swift source text line by line with four-space indentation; output is deterministic and
/// ends with exactly one newline.
package struct SourceWriter: Sendable {
    private var lines: [String] = []
    private var level = 0
    /// Columns the lines will be indented by when appended to another writer (see ``nested()``).
    private var offset = 0

    /// Creates an empty writer.
    package init() {}

    /// An empty writer for lines that will be appended here `levels` deeper than the current
    /// indentation: its calls are wrapped for the columns they will end up at.
    package func detached(levels: Int = 0) -> SourceWriter {
        var writer = SourceWriter()
        writer.offset = offset + (level + levels) * 4
        return writer
    }

    /// Whether no line was written.
    package var isEmpty: Bool { lines.isEmpty }

    /// Runs `body` one level deeper (for bodies whose braces the caller writes, such as closures).
    package mutating func indented(_ body: (inout SourceWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// The columns taken by indentation at the current position.
    private var indentation: Int { offset + level * 4 }

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

    /// The longest line a call is written on before its arguments are put one per line.
    package static let lineLimit = 100

    /// Appends `head(arguments)tail` on one line when it fits in ``lineLimit`` columns at the current
    /// indentation; otherwise one argument per line, as swift-format writes it:
    ///
    ///     head(
    ///         first,
    ///         second
    ///     )tail
    package mutating func call(_ head: String, _ arguments: [String], _ tail: String = "") {
        let flat = head + "(" + arguments.joined(separator: ", ") + ")" + tail
        if arguments.isEmpty || indentation + flat.count <= Self.lineLimit {
            line(flat)
            return
        }
        line(head + "(")
        for (index, argument) in arguments.enumerated() {
            line("    " + argument + (index == arguments.count - 1 ? "" : ","))
        }
        line(")" + tail)
    }

    /// Appends `head(arguments)tail {`, the body one level deeper, then `}`; the arguments go one per
    /// line as in ``call(_:_:_:)`` when the first line would be too long.
    package mutating func block(call head: String, _ arguments: [String], _ tail: String = "", _ body: (inout SourceWriter) -> Void) {
        let flat = head + "(" + arguments.joined(separator: ", ") + ")" + tail + " {"
        if arguments.isEmpty || indentation + flat.count <= Self.lineLimit {
            block(String(flat.dropLast(2)), body)
            return
        }
        line(head + "(")
        for (index, argument) in arguments.enumerated() {
            line("    " + argument + (index == arguments.count - 1 ? "" : ","))
        }
        block(")" + tail, body)
    }

    /// Appends `guard condition else { head(arguments) }` on one line when it fits in ``lineLimit``
    /// columns, otherwise with the call (`throw ContractModels.DecodingFailure`...) in the body, its
    /// arguments one per line if it is still too long.
    package mutating func guardElse(_ condition: String, _ head: String, _ arguments: [String]) {
        let flat = "guard \(condition) else { \(head)(\(arguments.joined(separator: ", "))) }"
        if indentation + flat.count <= Self.lineLimit {
            line(flat)
            return
        }
        block("guard \(condition) else") { writer in writer.call(head, arguments) }
    }

    /// Appends another writer's lines at the current indentation.
    package mutating func append(_ other: SourceWriter) {
        for text in other.lines { line(text) }
    }

    /// Whether any line contains `text`.
    package func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// Whether any line uses the identifier `name` outside string literals and comments (`checking`
    /// in `if checking`, not in `isChecking`, `checkingAccount` or `"checking"`).
    package func uses(identifier name: String) -> Bool {
        lines.contains { line in SourceWriter.identifiers(in: line).contains { $0 == name } }
    }

    /// The identifiers of a line of code that are not members (`.name`), string literals and `//`
    /// comments skipped.
    static func identifiers(in line: String) -> [Substring] {
        var found: [Substring] = []
        var index = line.startIndex
        var inString = false
        while index < line.endIndex {
            let character = line[index]
            if inString {
                if character == "\\" { index = line.index(after: index) } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && line[index...].hasPrefix("//") {
                break
            } else if character.isLetter || character == "_" {
                let start = index
                while index < line.endIndex && (line[index].isLetter || line[index].isNumber || line[index] == "_") {
                    index = line.index(after: index)
                }
                let isMember = start > line.startIndex && line[line.index(before: start)] == "."
                if !isMember { found.append(line[start..<index]) }
                continue
            }
            if index < line.endIndex { index = line.index(after: index) }
        }
        return found
    }

    /// Appends a blank line unless the previous line is blank or opens a block.
    package mutating func separator() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// The one line written, without its indentation, or `nil` when there are several or none: what a
    /// caller may put after a `case` label instead of on a line of its own.
    package var onlyLine: String? {
        guard lines.count == 1, let line = lines.first else { return nil }
        return String(line.drop(while: { $0 == " " }))
    }

    /// The text.
    package var text: String {
        var result = lines.joined(separator: "\n")
        while result.hasSuffix("\n") { result.removeLast() }
        return result + "\n"
    }
}
