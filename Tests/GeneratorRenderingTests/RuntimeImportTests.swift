import GeneratorLoading
import GeneratorPipeline
import Testing

/// What generated files import, and what the generated `payloadValidator` knows about open enums.
@Suite("Runtime imports and open enums")
struct RuntimeImportTests {
    static let schemas = [
        "thing.schema.json": #"""
            {"$id": "https://t.test/thing.schema.json", "type": "object", "required": ["kind", "mode", "flag"],
             "properties": {
               "kind": {"enum": ["a", "b"]},
               "mode": {"enum": ["on", "off"], "x-enum-closed": true},
               "flag": {"$ref": "#/$defs/Flag"}},
             "$defs": {"Flag": {"enum": ["red", "green"]}}}
            """#,
    ]
    static let endpoints = #"""
        {"api": {"name": "things"},
         "endpoints": {"getThing": {"method": "GET", "path": "/thing", "response": {"schema": "https://t.test/thing.schema.json"}}}}
        """#

    static func render(_ files: [String: String]) throws -> [String: String] {
        let sources = files.sorted { $0.key < $1.key }.map {
            SchemaLoader.Source(path: "/s/" + $0.key, relativePath: $0.key, bytes: Array($0.value.utf8))
        }
        return Dictionary(uniqueKeysWithValues: try GeneratorPipeline().run(.sources(sources)).files.map { ($0.name, $0.contents) })
    }

    static func imports(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
    }

    @Test("models-only output imports ContractModels, never the client")
    func modelsOnlyImports() throws {
        let files = try Self.render(Self.schemas)
        #expect(files.count == GoldenTests.fileNames.count)
        for (name, text) in files {
            #expect(Self.imports(text) == ["import ContractModels", "import Foundation"], "\(name)")
            #expect(!text.contains("ContractClient"), "\(name)")
            #expect(!text.contains("ContractRuntime"), "\(name)")
        }
    }

    @Test("Endpoints.swift imports ContractClient when the target declares endpoints")
    func endpointsImportTheClient() throws {
        let files = try Self.render(Self.schemas.merging(["things.endpoints.json": Self.endpoints]) { $1 })
        let endpoints = try #require(files.first { $0.key.hasSuffix("Endpoints.swift") }?.value)
        #expect(Self.imports(endpoints) == ["import ContractClient", "import ContractModels", "import Foundation"])
        for (name, text) in files where !name.hasSuffix("Endpoints.swift") {
            #expect(!text.contains("ContractClient"), "\(name)")
        }
    }

    @Test("payloadValidator lists the open enums' keyword locations (as the validator reports them), not the closed ones")
    func openEnumLocations() throws {
        let files = try Self.render(Self.schemas.merging(["things.endpoints.json": Self.endpoints]) { $1 })
        let endpoints = try #require(files.first { $0.key.hasSuffix("Endpoints.swift") }?.value)
        #expect(endpoints.contains("""
                    openEnums: [
                        "https://t.test/thing.schema.json#/$defs/Flag/enum",
                        "https://t.test/thing.schema.json#/properties/kind/enum",
                    ]
            """))
        #expect(!endpoints.contains("mode/enum"))
    }
}
