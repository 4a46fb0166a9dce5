import ContractJSON
import GeneratorLoading
import GeneratorPipeline
import GeneratorTranslation
import Testing

@testable import GeneratorRendering

/// Issue 41, item 5: generated code grows with the schema, not with its features (one runtime call per member),
/// and nothing it declares can trap on a schema's values.
@Suite("Generated code sized like the schema")
struct SizeSnippetTests {
    static let score = #"""
        {
          "$id": "https://example.test/score.schema.json",
          "title": "Score",
          "type": "object",
          "properties": {
            "ratio": {"type": "number", "default": 2.5},
            "huge": {"type": "number", "default": 1e400},
            "tiny": {"type": "number", "default": -1e-400},
            "name": {"type": "string"}
          }
        }
        """#

    @Test("a number default is a Double that cannot trap, beyond the range too")
    func doubleDefaults() throws {
        let files = try Snippet.render(["score.schema.json": Self.score])
        let models = try #require(files["Models.swift"])
        #expect(models.contains("public var ratioOrDefault: Swift.Double { ratio ?? Swift.Double(2.5) }"))
        #expect(models.contains("public var hugeOrDefault: Swift.Double { huge ?? Swift.Double.infinity }"))
        #expect(models.contains("public var tinyOrDefault: Swift.Double { tiny ?? Swift.Double(-0.0) }"))
        for (name, text) in files {
            #expect(!text.contains(")!") && !text.contains("]!") && !text.contains("fatalError"), "\(name) can trap")
        }
    }

    @Test("each optional member is one line of each codec, the tolerant rules being the runtime's")
    func oneLinePerMember() throws {
        let files = try Snippet.render(["score.schema.json": Self.score])
        let fast = try #require(files["FastDecoding.swift"])
        #expect(
            fast.contains(
                "case .name: try ContractModels.ViewDecoding.decodeMember(&name, view, member, validating: checking, "
                    + "failing: validating, keepingIn: &unknownMembers)"))
        let encoders = try #require(files["Encoders.swift"])
        #expect(encoders.contains(#"ContractModels.JSONValueMembers.append(&members, "name", self.name, keptIn: self.unknownMembers)"#))
        #expect(
            encoders.contains(
                #"ContractModels.JSONValueMembers.appendUndeclared(&members, self.unknownMembers, declared: ["ratio", "huge", "tiny", "name"])"#))
        // `Codable` is the runtime's, through the two above; without the fast path, one line per member of its own.
        #expect(try #require(files["Models.swift"]).contains("encode(to encoder") == false)
        let modelsOnly = try Snippet.render(["score.schema.json": Self.score], configuration: .init(outputs: [.models]))
        let models = try #require(modelsOnly["Models.swift"])
        #expect(
            models.contains(
                "try ContractModels.StrictCodable.encodeIfPresent(self.name, forKey: .name, in: &container, keptIn: self.unknownMembers)"))
        #expect(
            models.contains(
                "try ContractModels.StrictCodable.encodeUndeclared(self.unknownMembers, declared: CodingKeys.self, to: encoder)"))
        #expect(!models.contains("tolerating("), "a closure per member")
    }

    @Test("embedded schemas put what fits on one line, and read back as the same JSON")
    func embeddedJSON() throws {
        let text = #"""
            {"type": "object", "properties": {"id": {"type": "integer", "minimum": 0}, "tags": {"type": "array",
            "items": {"type": "string", "pattern": "^[a-z\u2028]+$"}}, "note": {"description": "\#(String(repeating: "long ", count: 30))"}},
            "required": ["id"], "empty": {}, "list": []}
            """#
        let value = try JSONValue(parsing: Array(text.utf8))
        let lines = EmbeddedJSON.prettyLines(value)
        #expect(lines.contains(#"    "id": {"type":"integer","minimum":0},"#))
        #expect(lines.contains(#"    "tags": {"type":"array","items":{"type":"string","pattern":"^[a-z\u2028]+$"}},"#))
        #expect(lines.allSatisfy { $0.count <= EmbeddedJSON.width || $0.contains("long long") })
        let back = try JSONValue(parsing: Array(lines.joined(separator: "\n").utf8))
        #expect(back == value)
        // Linear: the deepest nesting the parser reads back and a hundred thousand members are written at once.
        var deep = JSONValue.array([])
        for _ in 0..<250 { deep = .array([deep, .number(JSONNumber(1))]) }
        #expect(try JSONValue(parsing: Array(EmbeddedJSON.prettyLines(deep).joined(separator: "\n").utf8)) == deep)
        let wide = JSONValue.object(JSONObject((0..<100_000).map { JSONObject.Member(key: "k\($0)", value: .number(JSONNumber($0))) }))
        #expect(EmbeddedJSON.prettyLines(wide).count == 100_002)
    }

    /// A schema whose object member `child` holds an inline object `depth` levels deep, each with a `value`.
    static func nesting(depth: Int) -> String {
        var schema = #"{"type": "object", "properties": {"value": {"type": "integer"}}}"#
        for _ in 0..<depth {
            schema = #"{"type": "object", "properties": {"value": {"type": "integer"}, "child": "# + schema + "}}"
        }
        return #"{"$id": "https://example.test/deep.schema.json", "title": "Deep", "#
            + schema.dropFirst()
    }

    /// The most enclosing declarations any `struct` or `enum` of `source` is declared in (0: all at file scope), and how
    /// many are declared at file scope.
    static func typeNesting(_ source: String) -> (deepest: Int, fileScope: Int) {
        var depth = 0
        var enclosing: [Int] = []  // the brace depth of each open type declaration
        var deepest = 0
        var fileScope = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let words = line.split(separator: " ").prefix(4)
            let code = line.drop { $0 == " " }
            if !code.hasPrefix("//"), words.contains("struct") || words.contains("enum") {
                while let last = enclosing.last, last >= depth { enclosing.removeLast() }
                deepest = max(deepest, enclosing.count)
                if enclosing.isEmpty { fileScope += 1 }
                enclosing.append(depth)
            }
            depth += Snippet.braceBalance(line)
            while let last = enclosing.last, last >= depth { enclosing.removeLast() }
        }
        return (deepest, fileScope)
    }

    @Test("a 30-level inline nesting declares every type at file scope, its nested path kept by aliases")
    func flatNesting() throws {
        let files = try Snippet.render(["deep.schema.json": Self.nesting(depth: 30)])
        let models = try #require(files["Models.swift"])
        let nesting = Self.typeNesting(models)
        // One level at most: a struct's `CodingKeys`.
        #expect(nesting.deepest == 1)
        #expect(nesting.fileScope == 31, "the root and its 30 inline objects")
        #expect(models.contains("public typealias Child = Deep_Child\n"))
        #expect(models.contains("\npublic struct Deep_Child: "))
        // The innermost type, at file scope under its whole path, which its parent names by an alias.
        let path = ["Deep", "Child"] + (2...30).map { "Child\($0)" }
        let innermost = path.joined(separator: "_")
        #expect(models.contains("\npublic struct \(innermost): "))
        #expect(models.contains("public typealias Child30 = \(innermost)\n"))
        for file in ["Validators.swift", "Encoders.swift", "FastDecoding.swift"] {
            let text = try #require(files[file])
            #expect(Self.typeNesting(text).deepest == 0, "\(file) nests no type")
            #expect(text.contains("extension \(innermost):"), "\(file) extends the innermost type by its file-scope name")
        }
    }

    @Test("a large module's per-type files are split into parts the compiler builds in parallel, each type in one part")
    func splitFiles() throws {
        let definitions = (0..<450).map { #""T\#($0)": {"type": "object", "properties": {"n": {"type": "integer"}}}"# }
        let schema = #"{"$id": "https://example.test/many.schema.json", "title": "Many", "type": "object", "$defs": {"#
            + definitions.joined(separator: ", ") + "}}"
        let files = try Snippet.render(["many.schema.json": schema])
        func structs(_ file: String) -> Set<String> {
            Set((files[file] ?? "").split(separator: "\n").compactMap { line in
                line.hasPrefix("public struct ")
                    ? line.dropFirst("public struct ".count).split(separator: ":").first.map(String.init) : nil
            })
        }
        func extended(_ file: String, _ conformance: String) -> Set<String> {
            Set((files[file] ?? "").split(separator: "\n").compactMap { line in
                line.hasPrefix("extension ") && line.hasSuffix(": \(conformance) {")
                    ? line.dropFirst("extension ".count).split(separator: ":").first.map(String.init) : nil
            })
        }
        let parts = ["", "-2", "-3", "-4"]
        let declared = parts.map { structs("Models\($0).swift") }
        // 451 declarations in runs of 113: the first holds `Many`, an object without properties, as an alias.
        #expect(files["Models.swift"]?.contains("\npublic typealias Many = ") == true)
        #expect(declared.map(\.count) == [112, 113, 113, 112])
        #expect(declared.reduce(Set<String>()) { $0.union($1) }.count == 450, "no type in two parts")
        for (index, suffix) in parts.enumerated() {
            #expect(extended("Validators\(suffix).swift", "ContractModels.ContractValidatable") == declared[index])
            #expect(extended("Encoders\(suffix).swift", "ContractModels.JSONValueEncodable") == declared[index])
            #expect(extended("FastDecoding\(suffix).swift", "ContractModels.JSONViewCodable") == declared[index])
            // What the module declares once stays in the first part.
            #expect((files["Validators\(suffix).swift"] ?? "").contains("enum ContractSchemas {") == (index == 0))
            #expect((files["FastDecoding\(suffix).swift"] ?? "").contains("enum ContractTypes {") == (index == 0))
        }
        // A small module stays whole: its other parts hold only the header and imports.
        let small = try Snippet.render(["score.schema.json": Self.score])
        #expect(small["Models.swift"]?.contains("public struct Score:") == true)
        #expect(small["Models-2.swift"]?.contains("struct") == false)
    }

    @Test("format defaults and a declared base URL are built by CheckedLiteral: no generated line can trap")
    func checkedLiterals() throws {
        let schema = #"""
            {"$id": "https://example.test/stamp.schema.json", "title": "Stamp", "type": "object", "properties": {
              "id": {"type": "string", "format": "uuid", "default": "123e4567-e89b-12d3-a456-426614174000"},
              "day": {"type": "string", "format": "date", "default": "2024-02-29"},
              "at": {"type": "string", "format": "date-time", "default": "2024-05-01T10:22:39Z"},
              "home": {"type": "string", "format": "uri", "default": "https://example.test/a?b=c"},
              "extra": {"default": {"ratio": 1.5}}
            }}
            """#
        let endpoints = #"""
            {"api": {"name": "stamps", "baseURL": "https://api.example.test/v2"}, "endpoints": {
              "getStamp": {"method": "GET", "path": "/stamps", "response": {"schema": "https://example.test/stamp.schema.json"}}}}
            """#
        let files = try Snippet.render(["stamp.schema.json": schema, "stamps.endpoints.json": endpoints])
        let models = try #require(files["Models.swift"])
        for expression in [
            #"ContractModels.CheckedLiteral.uuid("123e4567-e89b-12d3-a456-426614174000")"#,
            #"ContractModels.CheckedLiteral.date("2024-02-29")"#,
            #"ContractModels.CheckedLiteral.dateTimeText("2024-05-01T10:22:39Z")"#,
            #"ContractModels.CheckedLiteral.uri("https://example.test/a?b=c")"#,
            #"ContractModels.CheckedLiteral.number("1.5")"#,
        ] {
            #expect(models.contains(expression), "\(expression)")
        }
        let api = try #require(files["Endpoints.swift"])
        #expect(api.contains(#"public static let baseURL = ContractModels.CheckedLiteral.url("https://api.example.test/v2")"#))
        for (name, text) in files {
            #expect(!text.contains(")!") && !text.contains("]!") && !text.contains("fatalError"), "\(name) can trap")
        }
    }

    @Test("an inline schema's file-scope name that is the module's name is an error, as a top-level one is")
    func flatNameHidingTheModule() throws {
        let schema = #"""
            {"title": "Pet", "type": "object", "properties": {"owner": {"type": "object", "properties": {"n": {"type": "integer"}}}}}
            """#
        let source = SchemaLoader.Source(path: "/s/pet.schema.json", relativePath: "pet.schema.json", bytes: Array(schema.utf8))
        let pipeline = GeneratorPipeline(configuration: .init(generator: GeneratorConfiguration(), moduleName: "Pet_Owner"))
        do {
            _ = try pipeline.run(.sources([source]))
            Issue.record("generated code whose type Pet_Owner hides the module Pet_Owner")
        } catch {
            #expect(error.diagnostics.contains { $0.message.hasPrefix("the generated type 'Pet_Owner' has the name of the module") })
        }
        let other = GeneratorPipeline(configuration: .init(generator: GeneratorConfiguration(), moduleName: "Pets"))
        #expect(try other.run(.sources([source])).files.contains { $0.contents.contains("public struct Pet_Owner:") })
    }
}
