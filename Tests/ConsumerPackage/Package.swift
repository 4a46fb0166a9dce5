// swift-tools-version:6.0
// A package that uses swift-data-contracts the way a client would: it depends on it by path and
// applies the ContractGenerator build plugin to its own schemas. Build and test it with
//     swift test --package-path Tests/ConsumerPackage
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],  // as swift-data-contracts
    dependencies: [
        .package(name: "swift-data-contracts", path: "../.."),
    ],
    targets: [
        .target(
            name: "ConsumerModels",
            dependencies: [.product(name: "ContractModels", package: "swift-data-contracts")],
            plugins: [.plugin(name: "ContractGenerator", package: "swift-data-contracts")]
        ),
        .target(
            name: "ConsumerClient",
            dependencies: [.product(name: "ContractClient", package: "swift-data-contracts")],
            plugins: [.plugin(name: "ContractGenerator", package: "swift-data-contracts")]
        ),
        .testTarget(name: "ConsumerModelsTests", dependencies: ["ConsumerModels", "ConsumerClient"]),
    ],
    swiftLanguageModes: [.v6]
)
