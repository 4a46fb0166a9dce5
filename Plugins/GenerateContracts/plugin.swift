import Foundation
import PackagePlugin

/// The `GenerateContracts` command plugin, for teams that commit generated code, and for starting a
/// target:
///
///     swift package --allow-writing-to-package-directory generate-contracts [--target T]... [--check]
///     swift package --allow-writing-to-package-directory generate-contracts --init TARGET
///
/// For each chosen target (by default every target with a `contracts.json`, `*.schema.json` or
/// `*.endpoints.json` files in its folder), runs `contract-gen` on the target's schemas and endpoint
/// declarations and writes the generated files, named after the target
/// (`Generated/<Target>+Models.swift`...), to `Generated/` in the target's folder. With `--check`
/// nothing is written and the command fails, naming the stale files, when a committed file differs
/// from what the schemas generate (for CI). `--init` creates a target's folder (see ``TargetStarter``).
///
/// A target uses either this plugin (committed code) or the `ContractGenerator` build plugin, not
/// both; a build of a target that does both stops with an error saying so.
@main
struct GenerateContractsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let initialize = extractor.extractOption(named: "init")
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unknown arguments \(extractor.remainingArguments.joined(separator: " ")); usage: generate-contracts [--target T]... [--check] | --init TARGET")
        }
        if !initialize.isEmpty {
            for name in initialize { try TargetStarter(package: context.package, name: name).run() }
            return
        }
        let tool = try context.tool(named: "contract-gen").url
        var targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        if !names.isEmpty {
            let unknown = names.filter { name in !targets.contains { $0.name == name } }
            guard unknown.isEmpty else { throw PluginError("no source target named \(unknown.joined(separator: ", "))") }
            targets = targets.filter { names.contains($0.name) }
        } else {
            // A target with committed code usually excludes its contracts.json from the sources (it is
            // not a resource), so the file is also looked for on disk.
            targets = targets.filter { target in
                target.sourceFiles.contains { file in
                    let name = file.url.lastPathComponent
                    return ContractInputs.isInput(name) || name == "contracts.json"
                } || TargetDirectory.of(target.sourceFiles.map(\.url)).map { directory in
                    FileManager.default.fileExists(atPath: directory.appendingPathComponent("contracts.json").path)
                } ?? false
            }
        }
        var failures: [String] = []
        for target in targets {
            guard let directory = TargetDirectory.of(target.sourceFiles.map(\.url)) else { continue }
            var arguments = ["--input", directory.path, "--output", directory.appendingPathComponent("Generated").path, "--module", target.name,
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
            if !check, BuildPluginUse.applies(in: context.package.directoryURL, to: target.name) {
                Diagnostics.warning("""
                    Package.swift seems to apply the ContractGenerator build plugin to '\(target.name)' too: its next build \
                    would declare every type twice and stops with an error. Remove the plugin from the target to keep the \
                    committed code in Generated/, or delete Generated/ to keep generating at build time.
                    """)
            }
        }
        if !failures.isEmpty {
            throw PluginError(check
                ? "generated code is stale for \(failures.joined(separator: ", ")); run `swift package --allow-writing-to-package-directory generate-contracts`"
                : "contract-gen failed for \(failures.joined(separator: ", "))")
        }
    }
}

/// Whether the manifest applies the `ContractGenerator` build plugin to a target: a look at the text
/// of `Package.swift` (the plugin API does not list a target's plugins), so only ever a warning.
enum BuildPluginUse {
    static func applies(in packageDirectory: URL, to targetName: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: packageDirectory.appendingPathComponent("Package.swift").path),
            let manifest = String(data: data, encoding: .utf8),
            let start = manifest.range(of: "name: \"\(targetName)\"")
        else { return false }
        // The target's declaration runs to the next target declaration.
        let rest = manifest[start.upperBound...]
        let end = [".target(", ".executableTarget(", ".testTarget(", ".macro("]
            .compactMap { marker in rest.range(of: marker).map(\.lowerBound) }.min() ?? rest.endIndex
        guard let plugins = rest[..<end].range(of: "plugins:") else { return false }
        return rest[plugins.upperBound..<end].contains("\"ContractGenerator\"")
    }
}
