/// Where each line of a text starts, so that the line and column of many offsets are found in
/// O(log lines + line length) each instead of a scan from the start of the text: what a tool that
/// reports positions all over a large document (a generator reading a 3 MB OpenAPI document) needs.
///
/// Built in one pass over the text. Gives what ``SourceLocation/init(offset:in:)-(Int,[UInt8])`` gives.
///
/// ```swift
/// let lines = document.lineTable
/// let location = document.location(ofNodeAt: index, using: lines)
/// ```
public struct SourceLineTable: Sendable {
    /// The location of the first byte of every line, in order.
    private let starts: [SourceLocation]
    private let text: [UInt8]

    /// Indexes the lines of `text` (`\n`, `\r\n` and a lone `\r` end a line).
    public init(_ text: [UInt8]) {
        var starts = [SourceLocation(offset: 0, line: 1, column: 1)]
        var index = 0
        while index < text.count {
            let byte = text[index]
            let endsLine =
                byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && !(index + 1 < text.count && text[index + 1] == UInt8(ascii: "\n")))
            if endsLine {
                starts.append(SourceLocation(offset: index + 1, line: starts.count + 1, column: 1))
            }
            index += 1
        }
        self.starts = starts
        self.text = text
    }

    /// The line and column of byte `offset` (clamped to the text).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let target = min(max(offset, 0), text.count)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle].offset <= target { low = middle } else { high = middle - 1 }
        }
        return text.withUnsafeBufferPointer { starts[low].advanced(to: target, in: $0) }
    }
}

extension JSONDocument {
    /// The line table of the text locations point into: the YAML source for a translated document.
    public var lineTable: SourceLineTable { SourceLineTable(origin?.text ?? bytes) }

    /// The location of the value at tape `index`, looked up in `lines` (this document's ``lineTable``):
    /// what ``location(ofNodeAt:)`` gives, without scanning the text.
    public func location(ofNodeAt index: Int, using lines: SourceLineTable) -> SourceLocation {
        lines.location(ofOffset: origin.map { Int($0.offsets[index]) } ?? Int(tape[index].offset))
    }
}
