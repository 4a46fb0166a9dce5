import GeneratorLoading
import GeneratorPipeline
import Testing

@Suite("Fast-path decoders")
struct FastDecodingTests {
    static func fastDecoding(_ files: [String: String]) throws -> String {
        let sources = files.sorted { $0.key < $1.key }.map { SchemaLoader.Source(path: "/s/" + $0.key, relativePath: $0.key, bytes: Array($0.value.utf8)) }
        return try #require(try GeneratorPipeline().run(.sources(sources)).contents(of: "FastDecoding.swift"))
    }

    /// The body of `extension Name: ContractModels.JSONViewCodable { … }` (`JSONViewDecodable` for an enum).
    static func decoder(of name: String, in text: String) throws -> Substring {
        let start = try #require(
            text.range(of: "extension \(name): ContractModels.JSONViewCodable {")
                ?? text.range(of: "extension \(name): ContractModels.JSONViewDecodable {"))
        let rest = text[start.upperBound...]
        return rest[..<(rest.range(of: "\nextension ")?.lowerBound ?? rest.endIndex)]
    }

    @Test("20,000 members that each need a warning and a runtime check: each warning at its line, each check named once")
    func wideObjectOfChecks() throws {
        // Before, each warning's position scanned the object's members and each check's name the names
        // so far: minutes for this schema (it takes seconds now).
        let count = 20_000
        let members = (0..<count).map { #""p\#($0)": {"enum": [\#($0), "a"]}"# }.joined(separator: ",\n")
        let text = "{\"type\": \"object\", \"properties\": {\n\(members)}}"
        let sources = [SchemaLoader.Source(path: "/s/w.schema.json", relativePath: "w.schema.json", bytes: Array(text.utf8))]
        let output = try GeneratorPipeline().run(.sources(sources))
        let lines = output.diagnostics.map { $0.position?.line ?? 0 }
        #expect(lines == Array(2..<(count + 2)))
        let decoding = try #require(output.contents(of: "FastDecoding.swift"))
        #expect(decoding.contains("Self.contractSiteValidators[\(count - 1)]"))
        #expect(!decoding.contains("Self.contractSiteValidators[\(count)]"))
    }

    @Test("patterns that differ only in Unicode normalization are two regular expressions")
    func patternsByCodePoints() throws {
        let text = try Self.fastDecoding([
            "w.schema.json": ##"{"type": "object", "properties": {"c": {"type": "string", "pattern": "^caf\u00e9$"}, "##
                + ##""d": {"type": "string", "pattern": "^cafe\u0301$"}}}"##,
        ])
        // Two compiled patterns, each checked by its position in the array.
        #expect(text.components(separatedBy: "try? ContractModels.ECMAScriptRegex(").count - 1 == 2)
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("Self.contractPatterns, 0,") && flat.contains("Self.contractPatterns, 1,"))
        #expect(text.unicodeScalars.contains("\u{301}") && text.unicodeScalars.contains("\u{E9}"))
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
