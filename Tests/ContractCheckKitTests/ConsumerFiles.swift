import ContractJSON
import ContractSchema
import Foundation

/// The published schemas the report formats are checked against, vendored unchanged as test data in
/// `Consumers/` (their sources are named in `Consumers/README.md`) and read from there, so the tests
/// check against the very files CI tools use.
enum ConsumerFiles {
    /// The folder holding the vendored files.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Consumers").path

    /// The text of a vendored file.
    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    /// A validator for `pointer` inside the vendored JSON Schema `name`, registered under `uri`;
    /// formats are asserted, as strict consumers do.
    static func validator(_ name: String, uri: String, pointer: String = "", draft: Draft = .draft2020_12) throws -> SchemaValidator {
        var registry = SchemaRegistry(defaultDraft: draft)
        var schema = try JSONValue(parsing: try text(name))
        if draft != .draft2020_12, case .object(var object) = schema {
            // A draft this package does not implement (SARIF's draft-04): validate with `draft`'s rules.
            object["$schema"] = nil
            schema = .object(object)
        }
        try registry.register(schema, uri: uri)
        return try SchemaValidator(uri: uri + pointer, registry: registry, options: ValidationOptions(assertsFormats: true))
    }

    /// The JSON Schema 2020-12 output schema (`output-schema-2020-12.json`).
    static func outputSchema(pointer: String = "") throws -> SchemaValidator {
        try validator("output-schema-2020-12.json", uri: "https://json-schema.org/draft/2020-12/output/schema", pointer: pointer)
    }

    /// The OASIS SARIF 2.1.0 schema (errata 01). It is a draft-04 schema; this package validates it
    /// with draft-07 rules, which mean the same for every keyword it uses (`definitions`, `$ref` by
    /// pointer, no boolean `exclusiveMinimum`). `.ci/run` also checks with a draft-04 validator.
    static func sarifSchema() throws -> SchemaValidator {
        try validator("sarif-schema-2.1.0.json", uri: "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
                      draft: .draft7)
    }
}
