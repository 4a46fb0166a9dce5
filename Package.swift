// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-data-contracts",
    products: [
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
        .target(name: "ContractJSON"),
        .target(name: "ContractSchema", dependencies: ["ContractJSON"]),
        .target(name: "ContractRuntime", dependencies: ["ContractJSON", "ContractSchema"]),

        // MARK: Generator: load -> translate -> render, a thin executable and two thin plugins
        .target(name: "GeneratorLoading", dependencies: ["ContractJSON"]),
        .target(name: "GeneratorTranslation", dependencies: ["GeneratorLoading", "ContractJSON"]),
        .target(name: "GeneratorRendering", dependencies: ["GeneratorTranslation", "ContractJSON"]),
        .executableTarget(name: "contract-gen", dependencies: ["GeneratorLoading", "GeneratorTranslation", "GeneratorRendering"]),
        .plugin(name: "ContractGenerator", capability: .buildTool(), dependencies: ["contract-gen"]),
        .plugin(
            name: "GenerateContracts",
            capability: .command(
                intent: .custom(verb: "generate-contracts", description: "Write the generated contract code into the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files next to the schemas")]),
            dependencies: ["contract-gen"]),
        .target(name: "Contracts", dependencies: ["ContractRuntime"], plugins: ["ContractGenerator"]),

        // MARK: Tools
        .target(name: "ContractCheckKit", dependencies: ["ContractJSON", "ContractSchema"]),
        .executableTarget(name: "contract-check", dependencies: ["ContractCheckKit"]),
        .executableTarget(name: "contract-bench", dependencies: ["ContractJSON", "ContractSchema", "ContractRuntime", "Contracts"]),
        // Fuzz targets: replayers in normal builds, libFuzzer targets with -DFUZZING (see README).
        .executableTarget(name: "fuzz-json", dependencies: ["ContractJSON"]),
        .executableTarget(name: "fuzz-schema", dependencies: ["ContractJSON", "ContractSchema"]),
        .target(name: "FuzzSupport"),
        .executableTarget(name: "fuzz-gen", dependencies: ["FuzzSupport", "GeneratorLoading", "GeneratorTranslation", "GeneratorRendering"]),
        .executableTarget(name: "fuzz-http", dependencies: ["FuzzSupport", "ContractRuntime", "Contracts"]),

        // MARK: Tests
        .testTarget(name: "GeneratorLoadingTests", dependencies: ["GeneratorLoading", "ContractJSON"]),
        .testTarget(name: "GeneratorTranslationTests", dependencies: ["GeneratorTranslation", "GeneratorLoading", "ContractJSON"]),
        .testTarget(name: "GeneratorRenderingTests", dependencies: ["GeneratorRendering", "GeneratorTranslation", "GeneratorLoading"], exclude: ["Golden", "Schemas"]),
        .testTarget(name: "ContractJSONTests", dependencies: ["ContractJSON"]),
        .testTarget(name: "ContractSchemaTests", dependencies: ["ContractSchema", "ContractJSON"]),
        .testTarget(name: "ContractCheckKitTests", dependencies: ["ContractCheckKit", "ContractJSON"], exclude: ["Consumers"]),
        .testTarget(name: "SchemaContractTests", dependencies: ["ContractSchema", "ContractJSON"]),
        .testTarget(name: "ContractRuntimeTests", dependencies: ["ContractRuntime", "ContractJSON", "Contracts"], exclude: ["Server"]),
        .testTarget(name: "ContractsMapperTests", dependencies: ["Contracts"]),
        .testTarget(name: "ContractsTests", dependencies: ["Contracts", "ContractRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
