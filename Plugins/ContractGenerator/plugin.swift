import Foundation
import PackagePlugin

/// The `ContractGenerator` build tool plugin: generates Swift code for every `*.schema.json` and
/// `*.endpoints.json` (or `.yaml`/`.yml`: `person.schema.yaml`) in the target's folder (recursively), and for the `inputs` of an optional
/// `contracts.json` there.
///
/// The outputs are always the same files, named after the target so they never collide with
/// the target's own files (`<Target>+Models.swift`, `+Validators.swift`, `+Encoders.swift`,
/// `+FastDecoding.swift`, `+Mappers.swift`, `+Endpoints.swift`, and parts 2 to 4 of the first four, `+Models-2.swift`...,
/// which the compiler builds in parallel), declared up front; `contract-gen` rewrites a file only when its content changes. Errors are reported as `file:LINE:COLUMN: error: message`.
///
/// A target whose folder already holds code committed by the `GenerateContracts` command plugin
/// stops the build with an error saying how to choose one of the two.
@main
struct ContractGeneratorPlugin {
    /// The files `contract-gen` writes (`GeneratedFile` in GeneratorRendering, which plugins cannot import): the
    /// per-type files in `GeneratedFile.partCount` (4) parts each, `Models.swift`, `Models-2.swift`...
    static let outputNames = ["Models", "Validators", "Encoders", "FastDecoding"].flatMap { base in
        [base + ".swift"] + (2...4).map { "\(base)-\($0).swift" }
    } + ["Mappers.swift", "Endpoints.swift"]
    func commands(tool: URL, targetName: String, directory: URL, files: [URL], workDirectory: URL, packageDirectory: URL) throws -> [Command] {
        var schemas = files.filter { ContractInputs.isInput($0.lastPathComponent) }
        // An OpenAPI document may name other files of the target by path (`schemas/pet.yaml`), which
        // contract-gen then reads: every JSON and YAML file of the target is an input, so editing one
        // regenerates.
        if schemas.contains(where: { ContractInputs.names.contains($0.lastPathComponent) || $0.lastPathComponent.contains(".openapi.") }) {
            let data = files.filter { ["json", "yaml", "yml"].contains($0.pathExtension.lowercased()) && !schemas.contains($0) }
            schemas += data.filter { $0.lastPathComponent != "contracts.json" }
        }
        try CommittedCode.refuse(in: files, targetName: targetName, directory: directory)
        let configuration = directory.appendingPathComponent("contracts.json")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        var inputFiles = schemas
        let output = workDirectory.appendingPathComponent("GeneratedSources")
        var arguments = ["--input", directory.path, "--output", output.path, "--module", targetName, "--quiet",
                         "--package-root", packageDirectory.path]
        if hasConfiguration {
            arguments += ["--config", configuration.path]
            inputFiles.append(configuration)
            inputFiles += try ConfigurationInputs.schemaFiles(configuration: configuration, packageDirectory: packageDirectory)
        }
        guard !inputFiles.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "Generating contracts for \(targetName)",
                executable: tool,
                arguments: arguments,
                inputFiles: inputFiles,
                // Same rule as contract-gen's GeneratedFileNames (plugins cannot import the package's modules).
                outputFiles: Self.outputNames.map { output.appendingPathComponent("\(targetName)+\($0)") }
            )
        ]
    }
}

extension ContractGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        guard let directory = TargetDirectory.of(files) else { return [] }
        try ClientDependency.require(for: target, files: files, directory: directory)
        return try commands(
            tool: try context.tool(named: "contract-gen").url, targetName: target.name, directory: directory,
            files: files, workDirectory: context.pluginWorkDirectoryURL, packageDirectory: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ContractGeneratorPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let directory = files.first { $0.lastPathComponent == "contracts.json" }?.deletingLastPathComponent()
            ?? files.first { ContractInputs.isInput($0.lastPathComponent) }?.deletingLastPathComponent()
            ?? context.xcodeProject.directoryURL
        return try commands(
            tool: try context.tool(named: "contract-gen").url, targetName: target.displayName, directory: directory,
            files: files, workDirectory: context.pluginWorkDirectoryURL, packageDirectory: context.xcodeProject.directoryURL)
    }
}
#endif

/// Code committed by `generate-contracts` in a target that also applies this plugin: every type
/// would be declared twice (SwiftPM's "multiple producers" or "filename used twice", or Swift's
/// "invalid redeclaration"), so the build stops here with what to do instead.
enum CommittedCode {
    static func refuse(in files: [URL], targetName: String, directory: URL) throws {
        let committed = files.filter { $0.pathExtension == "swift" && isGenerated($0) }
        guard !committed.isEmpty else { return }
        let names = committed.map { $0.path.hasPrefix(directory.path + "/") ? String($0.path.dropFirst(directory.path.count + 1)) : $0.lastPathComponent }
        throw PluginError("""
            target '\(targetName)' applies the ContractGenerator build plugin but also holds generated code committed by \
            `swift package generate-contracts` (\(names.sorted().joined(separator: ", "))): every type would be declared twice. \
            Use one of the two: to keep the committed code, remove `.plugin(name: "ContractGenerator", ...)` from the \
            target's `plugins` in Package.swift (and check it in CI with `generate-contracts --check`); to generate at \
            build time, delete those files.
            """)
    }

    /// Whether the file starts with contract-gen's header (GeneratedFileNames.header).
    static func isGenerated(_ file: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 64)) ?? Data()
        return start.starts(with: Data("// Generated by contract-gen".utf8))
    }
}

/// Endpoint declarations (or an OpenAPI document) in a target that cannot import `ContractClient`: the
/// generated `+Endpoints.swift` would fail with a `no such module 'ContractClient'` error per use, so the
/// build stops here once, naming the fix.
enum ClientDependency {
    /// The inputs that declare endpoints: every kind but schema files.
    static let endpointSuffixes = ContractInputs.suffixes.filter { !$0.hasPrefix(".schema.") }

    static func require(for target: SourceModuleTarget, files: [URL], directory: URL) throws {
        let endpoints = files.filter { file in
            let name = file.lastPathComponent
            return ContractInputs.names.contains(name) || endpointSuffixes.contains { name.hasSuffix($0) }
        }
        guard let first = endpoints.first,
            !target.recursiveTargetDependencies.contains(where: { $0.name == "ContractClient" })
        else { return }
        let prefix = directory.path + "/"
        let name = first.path.hasPrefix(prefix) ? String(first.path.dropFirst(prefix.count)) : first.lastPathComponent
        throw PluginError("""
            target '\(target.name)' declares endpoints (\(name)\(endpoints.count > 1 ? " and \(endpoints.count - 1) more" : "")), whose \
            generated client needs the ContractClient product, but the target does not depend on it. In Package.swift, \
            replace the target's ContractModels dependency with `.product(name: "ContractClient", package: "swift-data-contracts")` \
            (it re-exports ContractModels), and write `@_exported import ContractClient` in the target's stub file \
            (\(target.name).swift) so that code importing \(target.name) gets APIClient.
            """)
    }
}

/// Reads the `inputs` of a `contracts.json`, so that the schema and endpoint declaration files they
/// name are inputs of the build command (the build reruns when they change). `contract-gen`
/// validates the file itself.
enum ConfigurationInputs {
    /// Inputs outside `packageDirectory` are left out here; `contract-gen` refuses them with an error.
    static func schemaFiles(configuration: URL, packageDirectory: URL) throws -> [URL] {
        guard let data = FileManager.default.contents(atPath: configuration.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let inputs = object["inputs"] as? [String]
        else { return [] }
        var files: [URL] = []
        let base = configuration.deletingLastPathComponent()
        for input in inputs {
            let url = base.appendingPathComponent(input).standardizedFileURL
            let root = packageDirectory.standardizedFileURL.resolvingSymlinksInPath().path
            let resolved = url.resolvingSymlinksInPath().path
            guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(url)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            for case let file as URL in enumerator
            where ContractInputs.isInput(file.lastPathComponent) {
                files.append(file)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
