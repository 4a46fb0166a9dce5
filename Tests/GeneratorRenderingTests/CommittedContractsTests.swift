import Foundation
import GeneratorPipeline
import GeneratorTranslation
import Testing

/// `Sources/Contracts/Generated` is committed (so that building contract-check runs no plugin); it
/// must be exactly what the generator makes of `Schemas/` today.
@Suite("Committed Contracts code")
struct CommittedContractsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Sources/Contracts/Generated is what contract-gen generates from Schemas/ (else run generate-contracts --target Contracts)")
    func committedCodeIsCurrent() throws {
        let target = Self.root.appendingPathComponent("Sources/Contracts")
        let configurationPath = target.appendingPathComponent("contracts.json").path
        let configuration = try GeneratorConfiguration(
            parsing: Array(try Data(contentsOf: URL(fileURLWithPath: configurationPath))), path: configurationPath)
        // What the GenerateContracts plugin passes: the target's folder and the configuration's inputs.
        let inputs = [target.path] + configuration.inputs.map { target.appendingPathComponent($0).standardizedFileURL.path }
        let output = try GeneratorPipeline(configuration: .init(generator: configuration, moduleName: "Contracts")).run(.paths(inputs))
        let generated = target.appendingPathComponent("Generated")
        let committed = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = output.files.map { ($0.contents, $0.name) }
        #expect(committed == files.map(\.1).sorted())
        for (contents, name) in files {
            let text = try? String(contentsOf: generated.appendingPathComponent(name), encoding: .utf8)
            let isCurrent = text == contents  // not compared inside #expect: a failure would print both files
            #expect(isCurrent, "Generated/\(name) is stale: run `swift package --allow-writing-to-package-directory generate-contracts --target Contracts`")
        }
    }
}
