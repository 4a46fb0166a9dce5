import Foundation
import PackagePlugin

/// The `GenerateContracts` command plugin, for teams that commit generated code:
///
///     swift package --allow-writing-to-package-directory generate-contracts [--target T]... [--check]
///
/// For each chosen target (by default every target with a `contracts.json`, `*.schema.json` or
/// `*.endpoints.json` files in its folder), runs `contract-gen` on the target's schemas and endpoint
/// declarations and writes the five generated files to
/// `Generated/` in the target's folder. With `--check` nothing is written and the command fails, naming
/// the stale files, when a committed file differs from what the schemas generate (for CI).
///
/// A target uses either this plugin (committed code) or the `ContractGenerator` build plugin, not both.
@main
struct GenerateContractsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let tool = try context.tool(named: "contract-gen").url
        var targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        if !names.isEmpty {
            let unknown = names.filter { name in !targets.contains { $0.name == name } }
            guard unknown.isEmpty else { throw PluginError("no source target named \(unknown.joined(separator: ", "))") }
            targets = targets.filter { names.contains($0.name) }
        } else {
            targets = targets.filter { target in
                target.sourceFiles.contains { file in
                    let name = file.url.lastPathComponent
                    let suffixes = [".schema.json", ".schema.yaml", ".schema.yml", ".endpoints.json", ".endpoints.yaml", ".endpoints.yml"]
                    return suffixes.contains { name.hasSuffix($0) } || name == "contracts.json"
                }
            }
        }
        var failures: [String] = []
        for target in targets {
            guard let directory = TargetDirectory.of(target.sourceFiles.map(\.url)) else { continue }
            var arguments = ["--input", directory.path, "--output", directory.appendingPathComponent("Generated").path,
                             "--package-root", context.package.directoryURL.path]
            let configuration = directory.appendingPathComponent("contracts.json")
            if FileManager.default.fileExists(atPath: configuration.path) { arguments += ["--config", configuration.path] }
            if check { arguments.append("--check") }
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures.append(target.name) }
        }
        if !failures.isEmpty {
            throw PluginError(check
                ? "generated code is stale for \(failures.joined(separator: ", ")); run `swift package --allow-writing-to-package-directory generate-contracts`"
                : "contract-gen failed for \(failures.joined(separator: ", "))")
        }
    }
}

/// The folder of a target, found from its files (the deepest folder holding them all; the target's
/// `contracts.json` or a source file at its top anchors it). Works with every tools version, unlike
/// `Target.directoryURL` (6.1) and without the deprecated `Path` API.
enum TargetDirectory {
    static func of(_ files: [URL]) -> URL? {
        guard let first = files.first else { return nil }
        var common = first.deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var count = 0
            while count < min(common.count, components.count), common[count] == components[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"), isDirectory: true)
    }
}

/// A failure the plugin reports.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
