import GeneratorLoading
import GeneratorPipeline
@testable import GeneratorTranslation

/// Loads and translates schemas given as text (`relative path: JSON`).
func translate(_ files: [String: String], configuration: GeneratorConfiguration = .init()) throws(GeneratorError) -> TranslatedModule {
    try GeneratorPipeline(configuration).translate(.sources(sources(files))).module
}

/// In-memory sources for files given as text (`relative path: JSON`), each at `/s/<relative path>`.
func sources(_ files: [String: String]) -> [SchemaLoader.Source] {
    files.map { SchemaLoader.Source(path: "/s/" + $0.key, relativePath: $0.key, bytes: Array($0.value.utf8)) }
}

/// The diagnostics translating `files` fails with.
func diagnostics(_ files: [String: String], configuration: GeneratorConfiguration = .init()) -> [String] {
    do {
        _ = try translate(files, configuration: configuration)
        return []
    } catch {
        return error.diagnostics.map(\.printedLine)
    }
}

/// The warnings of a translation that succeeds (`[]` and a recorded issue when it fails).
func warnings(_ files: [String: String], configuration: GeneratorConfiguration = .init()) -> [String] {
    do {
        return try GeneratorPipeline(configuration).translate(.sources(sources(files))).diagnostics.map(\.printedLine)
    } catch {
        return error.diagnostics.map(\.printedLine)
    }
}

extension TranslatedModule {
    /// The declaration named by a dotted path.
    func declaration(_ path: String) -> TypeDeclaration? {
        allDeclarations.first { $0.name.components.joined(separator: ".") == path }
    }

    /// The struct named by a dotted path.
    func structure(_ path: String) -> StructDeclaration? {
        if case .structure(let structure)? = declaration(path)?.kind { return structure }
        return nil
    }

    /// The enum named by a dotted path.
    func enumeration(_ path: String) -> EnumDeclaration? {
        if case .enumeration(let enumeration)? = declaration(path)?.kind { return enumeration }
        return nil
    }

    /// The union named by a dotted path.
    func union(_ path: String) -> UnionDeclaration? {
        if case .union(let union)? = declaration(path)?.kind { return union }
        return nil
    }
}

extension StructDeclaration {
    /// The property with a JSON name.
    func property(_ jsonName: String) -> PropertyDeclaration? { properties.first { $0.jsonName == jsonName } }
}
