/// Where each line of a text starts, and where the text stands every ``checkpointInterval`` bytes, so
/// that the line and column of many offsets are found in O(log text + 256) each instead of a scan from the
/// start: what a tool that reports positions all over a large document needs (a generator reading a 3 MB
/// OpenAPI document; the checker locating a thousand errors in one minified line).
///
/// Built in one pass over the text. Gives what ``SourceLocation/init(offset:in:)-(Int,[UInt8])`` gives.
///
/// ```swift
/// let lines = document.lineTable
/// let location = document.location(ofNodeAt: index, using: lines)
/// ```
public struct SourceLineTable: Sendable {
    /// The most bytes a lookup counts on from its nearest known location.
    public static let checkpointInterval = 256

    /// Known locations in offset order: every line start and every checkpoint.
    private let known: [SourceLocation]
    private let text: [UInt8]

    /// Indexes `text` (`\n`, `\r\n` and a lone `\r` end a line).
    public init(_ text: [UInt8]) {
        var known: [SourceLocation] = []
        known.reserveCapacity(text.count / Self.checkpointInterval + 1)
        text.withUnsafeBufferPointer { bytes in
            var current = SourceLocation(offset: 0, line: 1, column: 1)
            known.append(current)
            var offset = 0
            while offset < bytes.count {
                // The next line start, or the next checkpoint, whichever comes first.
                var next = min(offset + Self.checkpointInterval, bytes.count)
                if let end = bytes[offset..<next].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
                    next = end + 1
                }
                current = current.advanced(to: next, in: bytes)
                if next < bytes.count { known.append(current) }
                offset = next
            }
        }
        self.known = known
        self.text = text
    }

    /// The line and column of byte `offset` (clamped to the text).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let target = min(max(offset, 0), text.count)
        var low = 0
        var high = known.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if known[middle].offset <= target { low = middle } else { high = middle - 1 }
        }
        return text.withUnsafeBufferPointer { known[low].advanced(to: target, in: $0) }
    }
}

extension JSONDocument {
    /// The line table of the text locations point into: the YAML source for a translated document.
    public var lineTable: SourceLineTable { SourceLineTable(origin?.text ?? bytes) }

    /// The location of the value at tape `index`, looked up in `lines` (this document's ``lineTable``):
    /// what ``location(ofNodeAt:)`` gives, without scanning the text.
    public func location(ofNodeAt index: Int, using lines: SourceLineTable) -> SourceLocation {
        lines.location(ofOffset: sourceOffset(ofNodeAt: index))
    }
}
