import ContractJSON
import ContractSchema
import Foundation
import Testing

/// The package's `Schemas/` folder, found from this file's path (tests run from a checkout).
let schemasDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Schemas").path

/// One schema file of `Schemas/`.
struct SchemaFile: CustomTestStringConvertible, Sendable {
    var path: String
    var document: JSONDocument
    var value: JSONValue { document.root.value }
    var testDescription: String { String(path.dropFirst(schemasDirectory.count + 1)) }
}

func files(withSuffix suffix: String, under directory: String = schemasDirectory) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var result: [String] = []
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(suffix) { result.append(directory + "/" + relative) }
    }
    return result.sorted()
}

let schemaFiles: [SchemaFile] = files(withSuffix: ".schema.json").filter { !$0.hasSuffix("/endpoints.schema.json") }.map { path in
    let data = FileManager.default.contents(atPath: path) ?? Data()
    // A file that does not parse shows up as an empty document, which the tests then reject.
    let document = (try? JSONDocument(parsing: [UInt8](data))) ?? (try! JSONDocument(parsing: "null"))
    return SchemaFile(path: path, document: document)
}

let registry: SchemaRegistry = {
    var registry = SchemaRegistry()
    for file in schemaFiles { try? registry.register(file.document, source: file.path) }
    return registry
}()

@Suite("Contracts in Schemas/")
struct SchemaContractTests {
    @Test("the five families are all there")
    func families() {
        let families = Set(schemaFiles.map { $0.testDescription.split(separator: "/").first.map(String.init) ?? "" })
        #expect(families.isSuperset(of: ["sessions", "episodes", "history", "rounds", "games"]))
        #expect(schemaFiles.count >= 30)
    }

    @Test("every schema is draft 2020-12 with an $id, a title and a description", arguments: schemaFiles)
    func identity(file: SchemaFile) throws {
        let object = try #require(file.value.objectValue, "not a JSON object")
        #expect(object["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        let id = try #require(object["$id"]?.stringValue)
        #expect(id == "https://contracts.local/" + file.testDescription)
        #expect(object["title"]?.stringValue?.isEmpty == false)
        #expect(object["description"]?.stringValue?.isEmpty == false)
    }

    @Test("$ids are unique")
    func uniqueIdentifiers() {
        let ids = schemaFiles.compactMap { $0.value["$id"]?.stringValue }
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == schemaFiles.count)
    }

    @Test("every schema passes the 2020-12 metaschema", arguments: schemaFiles)
    func metaschema(file: SchemaFile) throws {
        let metaschema = try SchemaValidator(uri: "https://json-schema.org/draft/2020-12/schema", registry: registry)
        let result = metaschema.validate(file.document)
        #expect(result.isValid, "\(result.errors.map(\.description))")
    }

    @Test("every schema compiles: no dangling $ref, no invalid pattern", arguments: schemaFiles)
    func compiles(file: SchemaFile) throws {
        let id = try #require(file.value["$id"]?.stringValue)
        _ = try SchemaValidator(uri: id, registry: registry)
    }

    @Test("every object decides additionalProperties and says why; every property is described", arguments: schemaFiles)
    func lintRules(file: SchemaFile) {
        var problems: [String] = []
        func visit(_ value: JSONValue, at pointer: JSONPointer) {
            guard case .object(let object) = value else { return }
            let isObjectSchema = object["properties"] != nil || object["type"] == "object"
                || (object["type"]?.arrayValue?.contains("object") ?? false)
            if isObjectSchema {
                if object["additionalProperties"] == nil && object["unevaluatedProperties"] == nil {
                    problems.append("\(pointer): object schema without additionalProperties")
                } else if object["$comment"]?.stringValue?.isEmpty != false {
                    problems.append("\(pointer): additionalProperties decided without a $comment saying why")
                }
            }
            if case .object(let properties)? = object["properties"] {
                for property in properties {
                    let target = property.value.objectValue
                    if target?["description"]?.stringValue?.isEmpty != false {
                        problems.append("\(pointer)/properties/\(property.key): no description")
                    }
                    visit(property.value, at: pointer.appending("properties").appending(property.key))
                }
            }
            for keyword in ["items", "additionalProperties", "not", "if", "then", "else"] {
                if let child = object[keyword] { visit(child, at: pointer.appending(keyword)) }
            }
            for keyword in ["allOf", "anyOf", "oneOf", "prefixItems"] {
                for (position, child) in (object[keyword]?.arrayValue ?? []).enumerated() {
                    visit(child, at: pointer.appending(keyword).appending(position))
                }
            }
            for definition in object["$defs"]?.objectValue ?? JSONObject() {
                visit(definition.value, at: pointer.appending("$defs").appending(definition.key))
            }
        }
        visit(file.value, at: .root)
        #expect(problems.isEmpty, "\(problems)")
    }
}

/// One fixture file: cases in the official suite format.
struct FixtureFile: CustomTestStringConvertible, Sendable {
    var path: String
    var testDescription: String { String(path.dropFirst(schemasDirectory.count + 1)) }
}

@Suite("Fixtures in Schemas/*/fixtures")
struct FixtureTests {
    static let fixtures = files(withSuffix: ".json").filter { $0.contains("/fixtures/") }.map(FixtureFile.init(path:))

    @Test("every schema has a fixture file with valid and invalid examples")
    func coverage() throws {
        for file in schemaFiles {
            let fixture = file.path.replacingOccurrences(of: ".schema.json", with: ".json")
                .replacingOccurrences(of: "/\((file.path as NSString).lastPathComponent.replacingOccurrences(of: ".schema.json", with: ".json"))",
                                      with: "/fixtures/\((file.path as NSString).lastPathComponent.replacingOccurrences(of: ".schema.json", with: ".json"))")
            let data = try #require(FileManager.default.contents(atPath: fixture), "no fixtures for \(file.testDescription)")
            let cases = try #require(try JSONValue(parsing: [UInt8](data)).arrayValue)
            let verdicts = cases.flatMap { $0["tests"]?.arrayValue ?? [] }.compactMap { $0["valid"]?.boolValue }
            #expect(verdicts.contains(true), "\(fixture) has no valid example")
            #expect(verdicts.contains(false), "\(fixture) has no invalid example")
        }
    }

    @Test("every fixture gets its expected verdict; invalid ones say which rule they break", arguments: fixtures)
    func verdicts(fixture: FixtureFile) throws {
        let data = try #require(FileManager.default.contents(atPath: fixture.path))
        let cases = try #require(try JSONValue(parsing: [UInt8](data)).arrayValue)
        for testCase in cases {
            let schema = try #require(testCase["schema"])
            let validator = try SchemaValidator(schema: schema, uri: "urn:x-fixture:" + fixture.testDescription, registry: registry)
            for test in testCase["tests"]?.arrayValue ?? [] {
                let expected = try #require(test["valid"]?.boolValue as Bool?)
                let description = test["description"]?.stringValue ?? ""
                let result = validator.validate(test["data"] ?? .null)
                #expect(result.isValid == expected, "\(description): \(result.errors.map(\.description))")
                if !expected {
                    #expect(description.count > 10, "invalid fixture without a reason: \(description)")
                }
            }
        }
    }

    @Test("the seeds' printed JSON examples are among the fixtures, and valid")
    func seedExamples() throws {
        var seedExamples = 0
        for fixture in Self.fixtures {
            let data = try #require(FileManager.default.contents(atPath: fixture.path))
            for testCase in try JSONValue(parsing: [UInt8](data)).arrayValue ?? [] {
                for test in testCase["tests"]?.arrayValue ?? [] where (test["description"]?.stringValue ?? "").lowercased().contains("seed") {
                    seedExamples += 1
                }
            }
        }
        #expect(seedExamples >= 5)
    }
}
