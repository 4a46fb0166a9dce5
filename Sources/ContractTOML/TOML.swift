import ContractJSON

/// Reads TOML 1.0 into ``JSONDocument``s, so a TOML file (`pyproject.toml`, `Cargo.toml`) is validated
/// like JSON, and every location points at the TOML source.
///
/// ```swift
/// let document = try TOML.document(parsing: Array("[tool.x]\nlevel = 3\n".utf8))
/// document.root["tool"]?["x"]?["level"]?.int64Value   // 3
/// ```
///
/// Tables become objects, arrays arrays, integers and finite floats numbers. Dates and times become
/// the strings check-jsonschema gives them (`1979-05-27T07:32:00+00:00`, a local date-time with `Z`
/// added), so both checkers agree on a schema's `format` and `pattern` checks. `inf` and `nan` have no
/// JSON value and are an error at their location. Input must be UTF-8 (a byte order mark may start it).
///
/// Trade-off: a reader of our own (no package dependencies), held to toml-test's TOML 1.0 cases by
/// `contract-check toml-suite`.
public enum TOML {
    /// Parses a TOML document into the JSON it stands for. Nesting (tables, arrays and inline tables
    /// together) deeper than `maximumDepth` is an error, as in the JSON and YAML readers.
    public static func document(
        parsing bytes: [UInt8], maximumDepth: Int = JSONParsingOptions.defaultMaximumDepth
    ) throws(JSONParseError) -> JSONDocument {
        try document(parsing: bytes, form: .plain, maximumDepth: maximumDepth)
    }

    /// Parses a TOML document into toml-test's tagged JSON: every string, number, boolean, date and
    /// time is `{"type": "integer", "value": "42"}` (dates and times in one canonical RFC 3339 form),
    /// so a conformance run can tell `1` from `1.0` and a date from a string.
    public static func taggedDocument(
        parsing bytes: [UInt8], maximumDepth: Int = JSONParsingOptions.defaultMaximumDepth
    ) throws(JSONParseError) -> JSONDocument {
        try document(parsing: bytes, form: .tagged, maximumDepth: maximumDepth)
    }

    private static func document(parsing bytes: [UInt8], form: TOMLJSONWriter.Form, maximumDepth: Int) throws(JSONParseError)
        -> JSONDocument
    {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONParseError(
                message: "documents of 4 GiB or more are not supported", location: SourceLocation(offset: 0, line: 1, column: 1))
        }
        var parser = TOMLParser(bytes, maximumDepth: max(maximumDepth, 1))
        let root = try parser.parse()
        var writer = TOMLJSONWriter(form: form, input: bytes)
        try writer.write(.table(root), at: 0)
        // A tagged scalar is an object, one level deeper than the value it stands for.
        let depth = max(maximumDepth, 1) + (form == .tagged ? 1 : 0)
        return try JSONDocument(
            parsing: writer.output, translatedFrom: SourceOrigin(text: bytes, offsets: writer.offsets),
            options: JSONParsingOptions(maximumDepth: depth))
    }
}
