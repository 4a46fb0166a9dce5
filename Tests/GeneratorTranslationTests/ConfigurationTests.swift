import Foundation
import GeneratorLoading
import GeneratorPipeline
import Testing
@testable import GeneratorTranslation

@Suite("contracts.json")
struct ConfigurationTests {
    @Test func parsesEverySetting() throws {
        let text = #"""
            {"accessLevel": "package", "outputs": ["models", "validators"], "closedEnums": true, "inputs": ["../../Schemas"],
             "names": {"t.schema.json#/properties/a_b": "renamed"}, "types": {"t.schema.json#/properties/n": "Swift.Int64"}}
            """#
        let configuration = try GeneratorConfiguration(parsing: Array(text.utf8), path: "contracts.json")
        #expect(configuration.accessLevel == .package)
        #expect(configuration.outputs == [.models, .validators])
        #expect(configuration.closedEnums)
        #expect(configuration.inputs == ["../../Schemas"])
        let module = try translate(["t.schema.json": #"{"type": "object", "properties": {"a_b": {"type": "string"}, "n": {"type": "integer"}}}"#], configuration: configuration)
        #expect(module.structure("T")?.property("a_b")?.swiftName == "renamed")
        #expect(module.structure("T")?.property("n")?.type == .builtin(.integer(.int64)))
    }

    @Test func reportsProblemsAtTheirPosition() {
        let text = "{\n  \"accessLevel\": \"open\",\n  \"outputs\": [\"models\", \"everything\"],\n  \"names\": {\"x\": \"not an identifier\"},\n  \"colour\": 1\n}"
        #expect {
            _ = try GeneratorConfiguration(parsing: Array(text.utf8), path: "Sources/T/contracts.json")
        } throws: { error in
            let lines = (error as? GeneratorError)?.diagnostics.map(\.printedLine) ?? []
            return lines == [
                "Sources/T/contracts.json:2:18: error: accessLevel must be one of public, package, internal",
                "Sources/T/contracts.json:3:25: error: unknown output; expected one of models, validators, fastDecoding, mappers, endpoints",
                "Sources/T/contracts.json:4:18: error: 'not an identifier' is not a valid Swift identifier",
                "Sources/T/contracts.json:5:13: error: unknown configuration key 'colour'",
            ]
        }
    }

    @Test("a key may name a schema by its file and anchor, as a $ref would, or by a percent-encoded pointer")
    func keysReadFragmentsAsReferencesDo() throws {
        let text = #"{"names": {"t.schema.json#item": "Entry", "t.schema.json#/$defs/the%20tag": "Label"}}"#
        let configuration = try GeneratorConfiguration(parsing: Array(text.utf8), path: "contracts.json")
        let schema = #"""
            {"type": "object", "properties": {"e": {"$ref": "#item"}, "t": {"$ref": "#/$defs/the%20tag"}},
             "$defs": {"item": {"$anchor": "item", "type": "object", "properties": {"x": {"type": "string"}}},
                       "the tag": {"type": "object", "properties": {"y": {"type": "string"}}}}}
            """#
        let module = try translate(["t.schema.json": schema], configuration: configuration)
        #expect(module.structure("Entry")?.property("x") != nil)
        #expect(module.structure("Label")?.property("y") != nil)
        #expect(module.structure("Item") == nil)
    }

    @Test func unknownSchemaLocationsAreErrors() throws {
        var configuration = try GeneratorConfiguration(parsing: Array(#"{"names": {"nope.schema.json": "X"}}"#.utf8), path: "c.json")
        configuration.outputs = Set(GeneratorConfiguration.Output.allCases)
        let found = diagnostics(["t.schema.json": #"{"type": "string"}"#], configuration: configuration)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("c.json:1:32: error: 'nope.schema.json' does not designate a loaded schema") == true)
    }

    @Test func theConfigurationSchemaFileMatchesTheEmbeddedCopy() throws {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast(3)
        let path = components.joined(separator: "/") + "/Plugins/contracts-config.schema.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == GeneratorConfiguration.jsonSchema)
    }
}
