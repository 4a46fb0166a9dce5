import GeneratorLoading
import GeneratorPipeline
import Testing

@Suite("Fast-path decoders")
struct FastDecodingTests {
    static func fastDecoding(_ files: [String: String]) throws -> String {
        let sources = files.sorted { $0.key < $1.key }.map { SchemaLoader.Source(path: "/s/" + $0.key, relativePath: $0.key, bytes: Array($0.value.utf8)) }
        return try #require(try GeneratorPipeline().run(.sources(sources)).contents(of: "FastDecoding.swift"))
    }

    /// The body of `extension Name: ContractModels.JSONViewDecodable { … }`.
    static func decoder(of name: String, in text: String) throws -> Substring {
        let start = try #require(text.range(of: "extension \(name): ContractModels.JSONViewDecodable {"))
        let rest = text[start.upperBound...]
        return rest[..<(rest.range(of: "\nextension ")?.lowerBound ?? rest.endIndex)]
    }

    @Test("a struct the validator checks whole decodes its members without dead `if checking` code")
    func delegatedStructHasNoDeadChecks() throws {
        // unevaluatedProperties makes the runtime validator check Person as a whole; Swift warns
        // "will never be executed" about checks behind a constant `let checking = false`.
        let text = try Self.fastDecoding([
            "person.schema.json": #"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string", "minLength": 1}, "age": {"type": "integer", "minimum": 0}, "kind": {"enum": ["a", "b"]}}, "unevaluatedProperties": false}"#,
        ])
        let person = try Self.decoder(of: "Person", in: text)
        #expect(person.contains("ContractModels.ContractChecks.schema(view, index, Self.contractValidator)"))
        #expect(!person.contains("checking"), "\(person)")
        #expect(person.contains("validating: false"))
    }

    @Test("a struct that checks its own members keeps `let checking = validating`")
    func checkedStructKeepsItsChecks() throws {
        let text = try Self.fastDecoding([
            "item.schema.json": #"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string", "minLength": 1}}, "additionalProperties": false}"#,
        ])
        let item = try Self.decoder(of: "Item", in: text)
        #expect(item.contains("let checking = validating"))
        #expect(item.contains("if checking {"))
        #expect(item.contains("ContractModels.ContractChecks.minLength(view, member.value, 1)"))
    }
}
