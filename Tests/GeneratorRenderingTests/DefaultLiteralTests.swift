import ContractJSON
import GeneratorTranslation
import Testing

@testable import GeneratorRendering

/// A schema `default` the renderer cannot write as a Swift value is left out, never written as a trap: the translator
/// drops such defaults with a warning, and the renderer holds to it by construction for any IR it is given.
@Suite("Defaults the renderer cannot write")
struct DefaultLiteralTests {
    /// A struct whose defaulted member's default does not fit its type (what the translator's check keeps out).
    static func module(default value: JSONValue, outputs: Set<GeneratorConfiguration.Output>) -> TranslatedModule {
        let property = PropertyDeclaration(
            swiftName: "count", jsonName: "count", type: .array(.builtin(.integer(.int))), optionality: .defaulted,
            isNullable: false, defaultValue: value)
        let declaration = TypeDeclaration(
            name: TypeName(["Counter"]), kind: .structure(StructDeclaration(properties: [property])), documentation: .none,
            schemaURI: "https://example.com/counter.schema.json#")
        return TranslatedModule(declarations: [declaration], schemas: [], mappers: [], outputs: outputs)
    }

    @Test("literal(_:as:) gives nil for a value it cannot write, also deep in an array or a map")
    func unwritableLiteralIsNil() {
        let context = RenderContext(module: Self.module(default: .array([]), outputs: []))
        #expect(context.literal(.string("three"), as: .builtin(.integer(.int))) == nil)
        #expect(context.literal(.array([.number(1), .string("two")]), as: .array(.builtin(.integer(.int)))) == nil)
        #expect(context.literal(.object(JSONObject([.init(key: "a", value: .bool(true))])), as: .dictionary(.builtin(.string))) == nil)
        #expect(context.literal(.array([.number(1), .number(2)]), as: .array(.builtin(.integer(.int)))) == "[1, 2]")
    }

    @Test("a default that cannot be written is left out: the member is required, and no file has a trap", arguments: [
        Set(GeneratorConfiguration.Output.allCases), [.models],
    ])
    func unwritableDefaultIsLeftOut(outputs: Set<GeneratorConfiguration.Output>) {
        let files = Renderer(module: Self.module(default: .array([.string("not an integer")]), outputs: outputs)).render()
        for file in files { #expect(!file.contents.contains("fatalError"), "\(file.name)") }
        let models = files.first { $0.name == "Models.swift" }?.contents ?? ""
        #expect(models.contains("init(count: [Swift.Int])"), "no default argument in the memberwise initializer")
        if outputs.contains(.fastDecoding) {
            let fast = files.first { $0.name == "FastDecoding.swift" }?.contents ?? ""
            #expect(fast.contains(#"throw ContractModels.DecodingFailure(.missingMember("count"), at: index)"#))
        } else {
            #expect(models.contains("self.count = try container.decode([Swift.Int].self, forKey: .count)"))
        }
    }
}
