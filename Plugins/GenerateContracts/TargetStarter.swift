import Foundation
import PackagePlugin

/// `generate-contracts --init TARGET`: creates the folder of a models target the way the README lays
/// it out, and prints the lines to add to `Package.swift`.
///
/// - `Sources/TARGET/TARGET.swift`: SwiftPM builds only targets with at least one Swift source file
///   (the plugin's output does not count, so a folder of schemas alone is skipped and every import
///   of the module fails), and its `@_exported import ContractModels` lets code importing the target
///   use the runtime types the generated API mentions (`Nullable`, `JSONValue`, `decode(validating:)`).
///   A folder that already holds endpoint declarations (`*.endpoints.json`, or an OpenAPI document) gets
///   `ContractClient` instead, in the stub and in the dependency printed: the generated client needs it,
///   and it re-exports `ContractModels`.
/// - `Sources/TARGET/contracts.json`: the generator's settings, starting with public access.
///
/// Files that exist are left as they are. Runs before the target is declared (SwiftPM refuses a
/// manifest whose target has no folder), or on a declared target's existing folder.
struct TargetStarter {
    let package: Package
    let name: String

    func run() throws {
        guard isIdentifier(name) else {
            throw PluginError("--init needs a target name that is a Swift identifier (it becomes the module name), not '\(name)'")
        }
        let declared = package.targets.first { $0.name == name } as? SourceModuleTarget
        let directory = declared.flatMap { TargetDirectory.of($0.sourceFiles.map(\.url)) }
            ?? package.directoryURL.appendingPathComponent("Sources").appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let product = EndpointFiles.first(under: directory) == nil ? "ContractModels" : "ContractClient"
        if let endpoints = EndpointFiles.first(under: directory) {
            print("\(relative(endpoints)) declares endpoints: the target depends on ContractClient (which re-exports ContractModels)")
        }
        var written: [String] = []
        for (file, text) in [("\(name).swift", exportsFile(product)), ("contracts.json", configurationFile)] {
            let url = directory.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: url.path) {
                print("kept \(relative(url)) (it exists)")
                continue
            }
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            written.append(relative(url))
        }
        for path in written { print("wrote \(path)") }
        print(nextSteps(folder: relative(directory), declared: declared != nil, product: product))
    }

    /// The Swift file every models target needs, re-exporting `product`; see the type's documentation.
    func exportsFile(_ product: String) -> String {
        let clientNote = "ContractClient re-exports ContractModels."
        let modelsNote = "A target with *.endpoints.json files depends on ContractClient and re-exports it instead."
        return """
        // \(name): Swift types generated from the JSON Schemas in this folder by the ContractGenerator
        // build plugin of swift-data-contracts.
        //
        // This file must stay: SwiftPM builds only targets with at least one Swift source file, and the
        // plugin's generated files do not count. The re-export gives code that imports \(name) the
        // runtime types the generated API uses (Nullable, JSONValue, decode(validating:), validate()\
        \(product == "ContractClient" ? ", APIClient" : "")).
        // \(product == "ContractClient" ? clientNote : modelsNote)
        @_exported import \(product)

        """
    }

    /// A starting `contracts.json` (every key is optional; `Plugins/contracts-config.schema.json` of
    /// swift-data-contracts describes them all).
    var configurationFile: String {
        """
        {
          "accessLevel": "public",
          "closedEnums": false
        }

        """
    }

    /// What to do next: the target declaration to paste, then the schemas.
    func nextSteps(folder: String, declared: Bool, product: String) -> String {
        let dependency = package.dependencies.first { dependency in
            dependency.package.products.contains { $0.name == "ContractModels" }
        }?.package.id ?? "swift-data-contracts"
        let declaration = """
                    .target(
                        name: "\(name)",
                        dependencies: [.product(name: "\(product)", package: "\(dependency)")],
                        plugins: [.plugin(name: "ContractGenerator", package: "\(dependency)")]
                    ),
            """
        return """

            Next:
            \(declared ? "  (\(name) is declared in Package.swift already; it needs the dependency and plugin below)\n" : "")\
              1. Add the target to Package.swift's targets:
            \(declaration)
              2. Put your *.schema.json files (and *.endpoints.json, with a ContractClient dependency and \
            `@_exported import ContractClient`) in \(folder)/.
              3. swift build: the types are generated at build time; `import \(name)` to use them.
            """
    }

    func relative(_ url: URL) -> String {
        let base = package.directoryURL.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }
}

/// The endpoint declarations and OpenAPI documents of a folder (the inputs whose generated code uses
/// `ContractClient`), as `ContractGenerator` (`ClientDependency`, which this plugin cannot import) and
/// `contract-gen` recognise them.
enum EndpointFiles {
    static let suffixes = [".endpoints.json", ".endpoints.yaml", ".endpoints.yml", ".openapi.json", ".openapi.yaml", ".openapi.yml"]
    static let names = ["openapi.json", "openapi.yaml", "openapi.yml"]

    /// Whether `contract-gen` reads the file `name` as endpoints (or an OpenAPI document).
    static func declaresEndpoints(_ name: String) -> Bool {
        names.contains(name) || suffixes.contains { name.hasSuffix($0) }
    }

    /// The first such file under `directory` (recursively, in name order), if any.
    static func first(under directory: URL) -> URL? {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        guard let enumerator = files else { return nil }
        var found: [URL] = []
        for case let file as URL in enumerator where declaresEndpoints(file.lastPathComponent) { found.append(file) }
        return found.min { $0.path < $1.path }
    }
}
