import ContractJSON
import ContractSchema
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
        try SourceFormat.document(parsing: try Files.read(path), path: path)
    }

    /// "JSON" or "YAML" for `path`, for messages such as "invalid YAML: …".
    static func notation(_ path: String) -> String { SourceFormat(path: path).name }
}
