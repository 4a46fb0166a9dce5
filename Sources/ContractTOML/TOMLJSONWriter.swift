import ContractJSON

/// Writes a read TOML tree as JSON text, with the source offset of every JSON value (keys included) in
/// tape order, so that the ``JSONDocument`` parsed from it locates its values in the TOML file.
///
/// Two forms: `.plain`, the JSON a TOML file stands for when validated (dates and times as the strings
/// check-jsonschema gives them, so that a schema's verdicts match it), and `.tagged`, toml-test's form
/// (`{"type": …, "value": …}` for every scalar), which the conformance runner compares.
struct TOMLJSONWriter {
    enum Form { case plain, tagged }

    let form: Form
    let input: [UInt8]
    private(set) var output: [UInt8] = []
    private(set) var offsets: [UInt32] = []

    init(form: Form, input: [UInt8]) {
        self.form = form
        self.input = input
    }

    // Recursion is bounded: the parser refused nesting deeper than its maximum depth.
    mutating func write(_ node: TOMLNode, at offset: Int) throws(JSONParseError) {
        switch node {
        case .table(let table):
            mark(offset)
            output.append(UInt8(ascii: "{"))
            for index in 0..<table.count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                mark(table.keyOffsets[index])
                JSONWriter.writeString(String(decoding: table.keys[index], as: UTF8.self), into: &output)
                output.append(UInt8(ascii: ":"))
                try write(table.values[index], at: table.valueOffsets[index])
            }
            output.append(UInt8(ascii: "}"))
        case .array(let array):
            mark(offset)
            output.append(UInt8(ascii: "["))
            for index in array.elements.indices {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                try write(array.elements[index], at: array.elementOffsets[index])
            }
            output.append(UInt8(ascii: "]"))
        case .string(let bytes): scalar("string", String(decoding: bytes, as: UTF8.self), at: offset)
        case .integer(let value): scalar("integer", String(value), json: String(value), at: offset)
        case .bool(let value): scalar("bool", value ? "true" : "false", json: value ? "true" : "false", at: offset)
        case .dateTime(let value):
            switch form {
            case .plain: scalar("", value.checkJSONSchemaText, at: offset)
            case .tagged: scalar(value.kind, value.canonicalText, at: offset)
            }
        case .float(let json, let text):
            let literal = String(decoding: text, as: UTF8.self)
            guard form == .tagged || json != nil else {
                throw JSONParseError(
                    message: "the float \(literal) has no JSON value (JSON numbers are finite), so no JSON Schema can check it",
                    location: SourceLocation(offset: offset, in: input), isUnrepresentableValue: true)
            }
            scalar("float", literal, json: json.map { String(decoding: $0, as: UTF8.self) }, at: offset)
        }
    }

    /// A scalar: in the plain form its JSON (`json`, or `text` as a string), in the tagged form
    /// `{"type": type, "value": text}` (whose entries all point at the value).
    private mutating func scalar(_ type: String, _ text: String, json: String? = nil, at offset: Int) {
        switch form {
        case .plain:
            mark(offset)
            if let json { output += Array(json.utf8) } else { JSONWriter.writeString(text, into: &output) }
        case .tagged:
            for _ in 0..<5 { mark(offset) }
            output += Array(#"{"type":"#.utf8)
            JSONWriter.writeString(type, into: &output)
            output += Array(#","value":"#.utf8)
            JSONWriter.writeString(text, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private mutating func mark(_ offset: Int) {
        offsets.append(UInt32(truncatingIfNeeded: offset))
    }
}
