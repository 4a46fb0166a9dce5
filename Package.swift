// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-data-contracts",
    products: [
        .library(name: "ContractRuntime", targets: ["ContractRuntime"]),
        .executable(name: "contract-check", targets: ["contract-check"]),
        .executable(name: "contract-bench", targets: ["contract-bench"]),
    ],
    targets: [
        // MARK: Core
        .target(name: "ContractJSON"),
        .target(name: "ContractSchema", dependencies: ["ContractJSON"]),
        .target(name: "ContractRuntime", dependencies: ["ContractJSON", "ContractSchema"]),

        // MARK: Tools
        .target(name: "ContractCheckKit", dependencies: ["ContractJSON", "ContractSchema"]),
        .executableTarget(name: "contract-check", dependencies: ["ContractCheckKit"]),
        .executableTarget(name: "contract-bench", dependencies: ["ContractJSON", "ContractSchema"]),
        // Fuzz targets: replayers in normal builds, libFuzzer targets with -DFUZZING (see README).
        .executableTarget(name: "fuzz-json", dependencies: ["ContractJSON"]),
        .executableTarget(name: "fuzz-schema", dependencies: ["ContractJSON", "ContractSchema"]),

        // MARK: Tests
        .testTarget(name: "ContractJSONTests", dependencies: ["ContractJSON"]),
        .testTarget(name: "ContractSchemaTests", dependencies: ["ContractSchema", "ContractJSON"]),
        .testTarget(name: "ContractCheckKitTests", dependencies: ["ContractCheckKit", "ContractJSON"]),
        .testTarget(name: "SchemaContractTests", dependencies: ["ContractSchema", "ContractJSON"]),
        .testTarget(name: "ContractRuntimeTests", dependencies: ["ContractRuntime", "ContractJSON"], exclude: ["Server"]),
    ],
    swiftLanguageModes: [.v6]
)
