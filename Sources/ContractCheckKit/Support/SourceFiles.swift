import ContractJSON
import ContractSchema
import ContractSchemaCore
import ContractYAML

/// How the checker turns files into documents: by extension, JSON or YAML (`.yaml`, `.yml`), so that
/// schemas, fixtures, mapping files and payloads may be written in either.
enum SourceFiles {
    /// The suffixes of schema files found in folders.
    static let schemaSuffixes = SourceFormat.schemaFileSuffixes

    /// The reader the schema registry uses for files.
    static let reader: SchemaRegistry.DocumentReader = { bytes, path throws(JSONParseError) in
        try SourceFormat.document(parsing: bytes, path: path)
    }

    /// Reads and parses the file at `path` (the read error, or a ``JSONParseError`` located in the file).
    static func document(_ path: String) throws -> JSONDocument {
        try SourceFormat.document(parsing: try FileSystem.read(path), path: path)
    }

    /// "JSON" or "YAML" for `path`, for messages such as "invalid YAML: …".
    static func notation(_ path: String) -> String { SourceFormat(path: path).name }

    /// The extensions of the payload files the checker reads: JSON, NDJSON, YAML and TOML. TOML is read
    /// for payloads only (schemas, fixtures and the generator's inputs are JSON or YAML).
    static let payloadExtensions: Set<String> = ["json", "ndjson", "jsonl", "yaml", "yml", "toml"]

    /// Whether `path` is a TOML payload (`.toml`).
    static func isTOML(_ path: String) -> Bool { fileExtension(path) == "toml" }

    /// Whether `path` has an extension, and not one of ``payloadExtensions`` (`data.xml`, but not
    /// `data.json`, `Makefile` or `.babelrc`): such a file is read as JSON, as check-jsonschema does by
    /// default, but one that is not JSON is a file the checker cannot read (exit 2), not an invalid payload.
    static func hasForeignExtension(_ path: String) -> Bool {
        fileExtension(path).map { !payloadExtensions.contains($0) } ?? false
    }

    /// The lowercased text after the last `.` of the file name; nil when it has none (a leading `.` does not count).
    private static func fileExtension(_ path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...].lowercased()
    }
}
