/// Serializes ``JSONValue`` trees to JSON text, compact or pretty, with stable output.
///
/// Output is deterministic: members keep their order (or are sorted by key when asked), numbers are
/// written exactly as their literal, strings escape only what JSON requires (`"`, `\`, control
/// characters) and keep other characters as UTF-8.
public struct JSONWriter: Sendable {
    /// One line, no spaces.
    public static let compact = JSONWriter(indent: nil)
    /// Two-space indentation, `"key": value`.
    public static let pretty = JSONWriter(indent: 2)

    /// Spaces per level, or nil for compact output.
    public var indent: Int?
    /// Whether object members are written sorted by key (by code points) instead of in their order.
    public var sortsKeys: Bool

    /// Creates a writer.
    public init(indent: Int?, sortsKeys: Bool = false) {
        self.indent = indent
        self.sortsKeys = sortsKeys
    }

    /// The JSON text of `value` as UTF-8 bytes.
    public func bytes(from value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, depth: 0, into: &output)
        return output
    }

    /// The JSON text of `value`.
    public func string(from value: JSONValue) -> String {
        String(decoding: bytes(from: value), as: UTF8.self)
    }

    private func newline(_ depth: Int, _ output: inout [UInt8]) {
        guard let indent else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
    }

    private func write(_ value: JSONValue, depth: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.literal.utf8)
        case .string(let text): JSONWriter.writeString(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1, &output)
                write(element, depth: depth + 1, into: &output)
            }
            if !elements.isEmpty { newline(depth, &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            let members = sortsKeys ? object.members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) } : object.members
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1, &output)
                JSONWriter.writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                write(member.value, depth: depth + 1, into: &output)
            }
            if !members.isEmpty { newline(depth, &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `text` as a JSON string literal.
    public static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole rather than byte by byte.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            if bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
