import ContractRuntime
import Foundation
import Testing

/// One test of a fixture file `Schemas/<family>/fixtures/<stem>.json` (JSON-Schema-Test-Suite case
/// format: the schema is `{"$ref": "<$id>"}`).
struct FixtureCase: Sendable, CustomTestStringConvertible {
    /// The fixture file, relative to `Schemas/`.
    var file: String
    /// The test's description.
    var description: String
    /// The `$id` the case's schema refers to.
    var schemaURI: String
    /// The test's `data`, as compact JSON.
    var data: [UInt8]
    /// Whether the fixture says the data is valid.
    var valid: Bool

    var testDescription: String { "\(file): \(description)" }
}

/// The repository's `Schemas/` folder, its fixtures, and validators built from its files (not from
/// the schemas embedded in `Contracts`), formats asserted as for generated models.
enum Fixtures {
    /// Why a fixture file cannot be used.
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// `Schemas/` at the top of the repository.
    static let schemasDirectory: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Schemas"
    }()

    /// The schema files, relative to `Schemas/`, sorted.
    static func schemaFiles() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: schemasDirectory).filter { $0.hasSuffix(".schema.json") }.sorted()
    }

    /// The fixture files, relative to `Schemas/`, sorted.
    static func fixtureFiles() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: schemasDirectory)
            .filter { $0.split(separator: "/").dropLast().last == "fixtures" && $0.hasSuffix(".json") }.sorted()
    }

    /// Every test of every fixture file.
    static func load() throws -> [FixtureCase] {
        var cases: [FixtureCase] = []
        for file in try fixtureFiles() {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: schemasDirectory + "/" + file)))
            guard case .array(let groups) = try JSONValue(parsing: bytes) else { throw Malformed(description: "\(file): not an array") }
            for group in groups {
                guard case .object(let object) = group, case .object(let schema)? = object["schema"],
                      let uri = schema["$ref"]?.stringValue, case .array(let tests)? = object["tests"]
                else { throw Malformed(description: "\(file): a case without a {\"$ref\"} schema or tests") }
                for test in tests {
                    guard case .object(let test) = test, let description = test["description"]?.stringValue,
                          let data = test["data"], case .bool(let valid)? = test["valid"]
                    else { throw Malformed(description: "\(file): a test without description, data or valid") }
                    cases.append(FixtureCase(file: file, description: description, schemaURI: uri,
                                             data: JSONWriter.compact.bytes(from: data), valid: valid))
                }
            }
        }
        return cases
    }

    /// Every fixture test (empty when the fixtures do not load; `FixtureTests` then fails).
    static let all: [FixtureCase] = (try? load()) ?? []

    /// The registry of every schema file under `Schemas/`.
    static let registry: Result<SchemaRegistry, SchemaError> = {
        var registry = SchemaRegistry()
        do throws(SchemaError) { try registry.registerDirectory(atPath: schemasDirectory) } catch { return .failure(error) }
        return .success(registry)
    }()

    /// The runtime validator of `uri`, from the schema files.
    static func validator(for uri: String) throws -> SchemaValidator {
        try SchemaValidator(uri: uri, registry: registry.get(), options: ValidationOptions(assertsFormats: true))
    }
}
