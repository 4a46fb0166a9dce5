import Foundation
import GeneratorLoading
import GeneratorPipeline
import GeneratorRendering
import GeneratorTranslation
import Testing

/// Renders the schemas under `Schemas/<case>/` and compares every output file with
/// `Golden/<case>/<file>.golden`. Run with `RECORD_GOLDEN=1` to rewrite the golden files.
@Suite("Golden files")
struct GoldenTests {
    static let directory: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast()
        return components.joined(separator: "/")
    }()

    /// The generated files, in order.
    static let fileNames = ["Models", "Validators", "Encoders", "FastDecoding"].flatMap { base in
        [base + ".swift"] + (2...4).map { "\(base)-\($0).swift" }
    } + ["Mappers.swift", "Endpoints.swift"]

    static func render(_ name: String) throws -> [RenderedFile] {
        let input = directory + "/Schemas/" + name
        var configuration = GeneratorConfiguration()
        if let data = FileManager.default.contents(atPath: input + "/contracts.json") {
            configuration = try GeneratorConfiguration(parsing: Array(data), path: input + "/contracts.json")
        }
        return try render(.paths([input]), configuration: configuration)
    }

    /// Generates the files of `input` with the pipeline contract-gen runs (also used by the snippet tests).
    static func render(_ input: GeneratorInput, configuration: GeneratorConfiguration) throws -> [RenderedFile] {
        try GeneratorPipeline(configuration).run(input).files
    }

    @Test(arguments: ["showcase", "hostile", "mappers", "endpoints"])
    func matchesGoldenFiles(name: String) throws {
        let files = try Self.render(name)
        #expect(files.map(\.name) == Self.fileNames)
        let record = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil
        for file in files {
            let path = Self.directory + "/Golden/" + name + "/" + file.name + ".golden"
            if record {
                try FileManager.default.createDirectory(atPath: Self.directory + "/Golden/" + name, withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
                continue
            }
            let golden = try #require(FileManager.default.contents(atPath: path), "missing \(path); run with RECORD_GOLDEN=1")
            #expect(String(decoding: golden, as: UTF8.self) == file.contents, "\(name)/\(file.name) differs from its golden file")
        }
    }

    @Test(arguments: ["showcase", "endpoints"])
    func outputIsDeterministic(name: String) throws {
        let first = try Self.render(name)
        let second = try Self.render(name)
        #expect(first == second)
    }

    @Test func inputOrderDoesNotMatter() throws {
        let input = Self.directory + "/Schemas/showcase"
        let names = try FileManager.default.contentsOfDirectory(atPath: input).filter { $0.hasSuffix(".schema.json") }.sorted()
        let sources = try names.map { name in
            SchemaLoader.Source(path: name, relativePath: name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: input + "/" + name))))
        }
        let forward = try GeneratorPipeline().run(.sources(sources))
        let backward = try GeneratorPipeline().run(.sources(sources.reversed()))
        #expect(forward == backward)
    }

    @Test func endpointsWithoutValidatorsHaveNoPayloadValidator() throws {
        let input = Self.directory + "/Schemas/endpoints"
        let output = try GeneratorPipeline(GeneratorConfiguration(outputs: [.models, .endpoints])).run(.paths([input]))
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public enum ShopAPI: ContractClient.APIDefinition {"))
        #expect(endpoints.contains("public struct ListOrders: ContractClient.CursorPaginated, Swift.Hashable {"))
        #expect(!endpoints.contains("payloadValidator"))
        #expect(!endpoints.contains("ContractSchemas"))
    }

    @Test func disabledOutputsKeepTheirFile() throws {
        let files = try GeneratorPipeline(GeneratorConfiguration(outputs: [.models])).run(.paths([Self.directory + "/Schemas/showcase"])).files
        #expect(files.map(\.name) == Self.fileNames)
        for file in files where !file.name.hasPrefix("Models") {
            #expect(file.contents.hasSuffix("// This output is disabled in contracts.json.\n"), "\(file.name)")
        }
    }
}
