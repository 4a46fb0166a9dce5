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
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    // The "\n" of "\r\n" ends the line.
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        self.init(offset: end, line: line, column: column)
    }

    /// The locations of several byte offsets in `bytes`, each what ``init(offset:in:)-(Int,[UInt8])`` gives, found
    /// in one pass over the text: O(text + offsets × log offsets) instead of a scan from the start per offset (a
    /// document with a hundred thousand errors would otherwise cost a hundred thousand scans).
    public static func locations(ofOffsets offsets: [Int], in bytes: [UInt8]) -> [SourceLocation] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var result = Array(repeating: SourceLocation(offset: 0, line: 1, column: 1), count: offsets.count)
        var line = 1
        var column = 1
        var index = 0
        bytes.withUnsafeBufferPointer { bytes in
            for position in order {
                let end = min(max(offsets[position], 0), bytes.count)
                // The same rules as init(offset:in:), continued from the previous offset.
                while index < end {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\n") {
                        line += 1
                        column = 1
                    } else if byte == UInt8(ascii: "\r") {
                        if !(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")) {
                            line += 1
                            column = 1
                        }
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                    index += 1
                }
                result[position] = SourceLocation(offset: end, line: line, column: column)
            }
        }
        return result
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
