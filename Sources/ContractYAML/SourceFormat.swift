import ContractJSON

/// The notation of a source file, told by its name: YAML for `.yaml` and `.yml`, JSON for anything else.
/// The one place that turns file bytes into a document, for every reader of schemas and payloads.
///
/// ```swift
/// let document = try SourceFormat(path: "person.schema.yaml").document(parsing: bytes)
/// ```
public enum SourceFormat: Sendable, Hashable {
    case json, yaml

    /// The suffixes of schema files, in both notations.
    public static let schemaFileSuffixes = [".schema.json", ".schema.yaml", ".schema.yml"]
    /// The suffixes of endpoint declaration files (`*.endpoints.json`), in both notations: what the generator
    /// loads and `contract-check openapi` exports.
    public static let endpointsFileSuffixes = [".endpoints.json", ".endpoints.yaml", ".endpoints.yml"]

    /// The format a file name stands for (case-insensitive extension).
    public init(path: String) {
        let lowered = path.lowercased()
        self = lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") ? .yaml : .json
    }

    /// "JSON" or "YAML", for messages such as "invalid YAML: …".
    public var name: String { self == .json ? "JSON" : "YAML" }

    /// Parses the one document of a file. JSON follows `options`; YAML keeps its depth limit and always
    /// rejects duplicate keys (YAML requires unique keys). Errors carry the line and column in `bytes`.
    public func document(parsing bytes: [UInt8], options: JSONParsingOptions = .init()) throws(JSONParseError) -> JSONDocument {
        switch self {
        case .json: return try JSONDocument(parsing: bytes, options: options)
        case .yaml: return try YAML.document(parsing: bytes, options: YAMLParsingOptions(maximumDepth: options.maximumDepth))
        }
    }

    /// Parses the one document of the file at `path` (by its extension).
    public static func document(parsing bytes: [UInt8], path: String, options: JSONParsingOptions = .init()) throws(JSONParseError) -> JSONDocument {
        try SourceFormat(path: path).document(parsing: bytes, options: options)
    }

    /// Whether `name` is a schema file name (`*.schema.json`, `*.schema.yaml`, `*.schema.yml`).
    public static func isSchemaFile(_ name: String) -> Bool {
        schemaFileSuffixes.contains { name.hasSuffix($0) }
    }
}
