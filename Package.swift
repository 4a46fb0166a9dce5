// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-data-contracts",
    // What the code needs: Duration, Clock and Task.sleep(for:) (the client's timeouts and retry
    // backoff) arrived in macOS 13, iOS 16, tvOS 16, watchOS 9. Linux needs Swift 6.0 or later.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // ContractModels: what generated models run on (no networking). ContractClient: the HTTP
        // client, with ContractModels. ContractRuntime: both (the single runtime of earlier versions).
        .library(name: "ContractModels", targets: ["ContractModels"]),
        .library(name: "ContractClient", targets: ["ContractClient"]),
        .library(name: "ContractRuntime", targets: ["ContractRuntime"]),
        .library(name: "Contracts", targets: ["Contracts"]),
        .executable(name: "contract-check", targets: ["contract-check"]),
        .executable(name: "contract-gen", targets: ["contract-gen"]),
        .executable(name: "contract-bench", targets: ["contract-bench"]),
        .plugin(name: "ContractGenerator", targets: ["ContractGenerator"]),
        .plugin(name: "GenerateContracts", targets: ["GenerateContracts"]),
    ],
    targets: [
        // MARK: Core
        // The operating-system calls of the generator's tool and the JSON layer, in C so that no tool module imports
        // Glibc or Darwin (see its header). libm: Swift's rounding of Double calls it, and Glibc's import linked it.
        .target(name: "CContractSystem", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        .target(name: "ContractJSON", dependencies: ["CContractSystem"]),
        .target(name: "ContractYAML", dependencies: ["ContractJSON"]),
        .target(name: "ContractTOML", dependencies: ["ContractJSON"]),
        // The schema-document layer: URIs, per-dialect vocabularies, identifier indexing (see its README).
        .target(name: "ContractSchemaCore", dependencies: ["CContractSystem", "ContractJSON"], exclude: ["README.md"]),
        .target(name: "ContractSchema", dependencies: ["ContractJSON", "ContractSchemaCore"]),
        .target(name: "ContractModels", dependencies: ["CContractSystem", "ContractJSON", "ContractSchema"]),
        .target(name: "ContractClient", dependencies: ["CContractSystem", "ContractModels", "ContractJSON", "ContractSchema"]),
        .target(name: "ContractRuntime", dependencies: ["ContractModels", "ContractClient"]),

        // MARK: Generator: load -> translate -> render, a thin executable and two thin plugins
        .target(name: "GeneratorLoading", dependencies: ["CContractSystem", "ContractJSON", "ContractSchema", "ContractSchemaCore", "ContractYAML"]),
        .target(name: "GeneratorTranslation", dependencies: ["GeneratorLoading", "ContractSchemaCore", "ContractJSON"]),
        .target(name: "GeneratorRendering", dependencies: ["GeneratorTranslation", "ContractJSON"]),
        // The three stages as one typed pipeline (inputs + configuration -> files + diagnostics), which
        // contract-gen, fuzz-gen and the generator tests run.
        .target(name: "GeneratorPipeline", dependencies: ["ContractCommandLine", "ContractJSON", "ContractSchema", "ContractSchemaCore", "GeneratorLoading", "GeneratorTranslation", "GeneratorRendering"]),
        .executableTarget(name: "contract-gen", dependencies: ["CContractSystem", "ContractCommandLine", "ContractSchemaCore", "GeneratorPipeline", "GeneratorRendering", "GeneratorTranslation"]),
        .plugin(name: "ContractGenerator", capability: .buildTool(), dependencies: ["contract-gen"]),
        .plugin(
            name: "GenerateContracts",
            capability: .command(
                intent: .custom(verb: "generate-contracts", description: "Write the generated contract code into the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files next to the schemas")]),
            dependencies: ["contract-gen"]),
        // The package's own contracts, generated from Schemas/ and committed (Sources/Contracts/Generated,
        // written by `swift package --allow-writing-to-package-directory generate-contracts --target Contracts`,
        // checked by `--check` in .ci/run and by CommittedContractsTests): with no build plugin applied
        // in this package, building contract-check builds neither contract-gen nor the plugin.
        .target(name: "Contracts", dependencies: ["ContractRuntime"], exclude: ["contracts.json"]),

        // MARK: Tools
        // Arguments parsed by an option table that also writes the --help text; shared by the three tools.
        .target(name: "ContractCommandLine", dependencies: ["CContractSystem"]),
        .target(
            name: "ContractCheckKit",
            dependencies: [
                "CContractSystem", "ContractCommandLine", "ContractJSON", "ContractYAML", "ContractTOML", "ContractSchemaCore", "ContractSchema",
                "GeneratorLoading",
            ]),
        .executableTarget(name: "contract-check", dependencies: ["ContractCheckKit", "ContractCommandLine"]),
        .executableTarget(name: "contract-bench", dependencies: ["ContractCommandLine", "ContractJSON", "ContractSchema", "ContractRuntime", "Contracts"]),
        // Fuzz targets: replayers in normal builds, libFuzzer targets with -DFUZZING (see README).
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", "ContractJSON"]),
        .executableTarget(name: "fuzz-schema", dependencies: ["FuzzSupport", "ContractJSON", "ContractSchema"]),
        .executableTarget(name: "fuzz-yaml", dependencies: ["FuzzSupport", "ContractJSON", "ContractYAML"]),
        .executableTarget(name: "fuzz-yaml-stream", dependencies: ["FuzzSupport", "ContractJSON", "ContractYAML"]),
        .executableTarget(name: "fuzz-toml", dependencies: ["FuzzSupport", "ContractJSON", "ContractTOML"]),
        .executableTarget(name: "fuzz-glob", dependencies: ["FuzzSupport", "ContractCheckKit"]),
        .target(name: "FuzzSupport", dependencies: ["ContractJSON"]),
        .executableTarget(name: "fuzz-gen", dependencies: ["FuzzSupport", "GeneratorLoading", "GeneratorPipeline"]),
        .executableTarget(name: "fuzz-http", dependencies: ["FuzzSupport", "ContractRuntime", "Contracts"]),

        // MARK: Tests
        // What the generator's test targets share: structural equality for the IR and syntax trees.
        .target(name: "GeneratorTestSupport", dependencies: ["GeneratorLoading", "GeneratorTranslation"], path: "Tests/GeneratorTestSupport"),
        .testTarget(name: "GeneratorLoadingTests", dependencies: ["GeneratorLoading", "GeneratorPipeline", "GeneratorTestSupport", "ContractJSON", "ContractSchemaCore"]),
        .testTarget(
            name: "GeneratorTranslationTests",
            dependencies: ["GeneratorTranslation", "GeneratorLoading", "GeneratorPipeline", "GeneratorTestSupport", "ContractJSON", "ContractSchema"]),
        .testTarget(name: "GeneratorRenderingTests", dependencies: ["GeneratorRendering", "GeneratorTranslation", "GeneratorLoading", "GeneratorPipeline"], exclude: ["Golden", "Schemas"]),
        .testTarget(name: "ContractJSONTests", dependencies: ["CContractSystem", "ContractJSON"]),
        .testTarget(name: "ContractYAMLTests", dependencies: ["ContractYAML", "ContractJSON"]),
        .testTarget(name: "ContractTOMLTests", dependencies: ["ContractTOML", "ContractJSON"]),
        .testTarget(name: "ContractSchemaCoreTests", dependencies: ["ContractSchemaCore", "ContractJSON"], exclude: ["Data"]),
        .testTarget(name: "ContractSchemaTests", dependencies: ["ContractSchema", "ContractJSON"]),
        .testTarget(name: "ContractCheckKitTests", dependencies: ["ContractCheckKit", "ContractCommandLine", "ContractJSON", "ContractSchema", "ContractSchemaCore", "GeneratorLoading"], exclude: ["Consumers", "SchemaStore"]),
        .testTarget(name: "SchemaContractTests", dependencies: ["ContractSchema", "ContractJSON"]),
        .testTarget(name: "ContractRuntimeTests", dependencies: ["ContractRuntime", "ContractJSON", "Contracts"], exclude: ["Server"]),
        .testTarget(name: "ContractsMapperTests", dependencies: ["Contracts"]),
        .testTarget(name: "ContractsTests", dependencies: ["Contracts", "ContractRuntime", "ContractCheckKit"]),
    ],
    swiftLanguageModes: [.v6]
)
