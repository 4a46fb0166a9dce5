/// A position in a JSON text, for error messages: byte offset, 1-based line and 1-based column.
///
/// Columns count Unicode code points from the start of the line, as most editors show them.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// Byte offset from the start of the text.
    public var offset: Int
    /// Line number, starting at 1. Lines end at `\n`, `\r\n` or a lone `\r`.
    public var line: Int
    /// Column number, starting at 1, counted in Unicode code points.
    public var column: Int

    /// Creates a location from its parts.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Computes the line and column of byte `offset` in `bytes` (an offset past the end is clamped).
    public init(offset: Int, in bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { SourceLocation(offset: offset, in: $0) }
    }

    /// Computes the line and column of byte `offset` in `bytes` (an offset past the end is clamped).
    public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        self = SourceLocation(offset: 0, line: 1, column: 1).advanced(to: offset, in: bytes)
    }

    /// The location of byte `offset` (clamped to `bytes`), counted on from this one, which must lie at or
    /// before it: the one place the line and column rules are written.
    func advanced(to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = line
        var column = column
        var index = self.offset
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                // The "\n" of "\r\n" ends the line; a lone "\r" ends it itself.
                if !(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")) {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(offset: max(end, self.offset), line: line, column: column)
    }

    /// The locations of several byte offsets in `bytes`, each what ``init(offset:in:)-(Int,[UInt8])`` gives,
    /// looked up in one ``SourceLineTable`` instead of a scan from the start per offset (a document with a
    /// hundred thousand errors would otherwise cost a hundred thousand scans).
    public static func locations(ofOffsets offsets: [Int], in bytes: [UInt8]) -> [SourceLocation] {
        let table = SourceLineTable(bytes)
        return offsets.map(table.location(ofOffset:))
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
