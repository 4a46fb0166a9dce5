import GeneratorTranslation

/// The files the renderer writes, in this order, each enabled by one output of the configuration
/// (`contracts.json`'s `outputs`): the `validators` output is two files, the `ContractValidatable`
/// conformances with the embedded schemas, and the `jsonValue` encoders `validate()` runs on.
///
/// The set is fixed whatever the schemas (a disabled file holds only the header), so the build plugin
/// can declare the outputs before generation runs; `Plugins/ContractGenerator` repeats the names.
package enum GeneratedFile: String, Sendable, Hashable, CaseIterable {
    /// The types, with their memberwise initializers and `Codable` conformances.
    case models
    /// The embedded schemas and `ContractValidatable` conformances.
    case validators
    /// `jsonValue`: each value as a `ContractModels.JSONValue`.
    case encoders
    /// `JSONViewDecodable` conformances: decoding from a parsed document without `Codable`.
    case fastDecoding
    /// Domain types declared with `x-mappers` and their initializers from wire types.
    case mappers
    /// One `APIDefinition` per `*.endpoints.json` and one request type per endpoint.
    case endpoints

    /// The file name (`Models.swift`): its output's, but `Encoders.swift` for the second file of the
    /// `validators` output; ``GeneratedFileNames/name(_:module:)`` prefixes the module.
    package var fileName: String {
        self == .encoders ? "Encoders.swift" : output.fileName
    }

    /// The output of the configuration that enables the file.
    package var output: GeneratorConfiguration.Output {
        switch self {
        case .models: .models
        case .validators, .encoders: .validators
        case .fastDecoding: .fastDecoding
        case .mappers: .mappers
        case .endpoints: .endpoints
        }
    }
}
