import GeneratorTranslation

/// The files the renderer writes, in this order, each enabled by one output of the configuration
/// (`contracts.json`'s `outputs`): the `validators` output is two files, the `ContractValidatable`
/// conformances with the embedded schemas, and the `jsonValue` encoders `validate()` runs on.
///
/// The per-type files are each split into ``partCount`` parts (`Models.swift`, `Models-2.swift`...).
/// The set is fixed whatever the schemas (a disabled file or an unused part holds only the header), so the
/// build plugin can declare the outputs before generation runs; `Plugins/ContractGenerator` repeats the names.
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

    /// How many files each output with per-type code is split into, so that the compiler can build them in
    /// parallel (each frontend job type-checks its own files). Fixed, so that the build plugin can declare them.
    package static let partCount = 4

    /// The fewest declarations a part after the first holds: a module of fewer than twice as many declarations
    /// stays in one file (small modules gain nothing from parallel files, and read better whole).
    package static let minimumPartSize = 100

    /// How many files this output is written as: ``partCount`` for the per-type files, one for mappers and endpoints.
    package var parts: Int {
        switch self {
        case .models, .validators, .encoders, .fastDecoding: GeneratedFile.partCount
        case .mappers, .endpoints: 1
        }
    }

    /// The name of part `part` (from 0): ``fileName`` for the first, `Models-2.swift`... for the others.
    package func fileName(part: Int) -> String {
        part == 0 ? fileName : String(fileName.dropLast(".swift".count)) + "-\(part + 1).swift"
    }

    /// Which part declaration number `index` of `count` is rendered in: consecutive runs of at least
    /// ``minimumPartSize`` declarations, as even as that allows.
    package static func part(ofDeclaration index: Int, count: Int) -> Int {
        let size = max(minimumPartSize, (count + partCount - 1) / partCount)
        return min(partCount - 1, index / size)
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
