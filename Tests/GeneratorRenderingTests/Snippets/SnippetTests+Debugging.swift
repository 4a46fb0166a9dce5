import GeneratorTranslation
import Testing

/// Snippets of what makes generated code debuggable: fast decoders that read like hand-written code
/// (locals named after the properties, the struct's `CodingKeys` as the key, no tape arithmetic), the
/// `- Remark: Generated from` line on every declaration, schemas embedded as readable JSON, and the
/// encoders in a file of their own.
extension SnippetTests {
    static let debugSchemas: [String: String] = [
        "pet.schema.json": #"""
            {
              "$id": "https://example.test/pet.schema.json",
              "type": "object",
              "required": ["name", "index"],
              "properties": {
                "name": {"type": "string", "minLength": 1},
                "index": {"type": "integer", "description": "Named like the decoder's parameter."},
                "default": {"type": "boolean"},
                "owner": {"type": "object", "properties": {"tag": {"type": "string"}}}
              },
              "additionalProperties": false
            }
            """#,
        "point.schema.json": #"""
            {"$id": "https://example.test/point.schema.json", "type": "array", "prefixItems": [{"type": "number"}, {"type": "number"}, {"type": "string", "maxLength": 3}], "minItems": 2, "items": false}
            """#,
        "tag.schema.json": ##"""
            {"$id": "https://example.test/tag.schema.json", "type": "string", "description": "A JSON text holding \\# and \"#, which a one-# raw string would misread.", "pattern": "^[a-z]+$"}
            """##,
        "pets.endpoints.json": #"""
            {
              "$schema": "https://contracts.local/endpoints.schema.json",
              "api": {"name": "pets", "baseURL": "https://api.example.test"},
              "endpoints": {
                "getPet": {"method": "GET", "path": "/pets/{id}", "pathParameters": {"id": {"type": "string"}}, "response": {"schema": "https://example.test/pet.schema.json"}}
              }
            }
            """#,
    ]

    @Test("a fast decoder names its locals after the properties (renaming one the decoder needs) and switches over the struct's CodingKeys")
    func fastDecoderLocalsAndKeyEnum() throws {
        let files = try Snippet.render(Self.debugSchemas)
        Snippet.expect("extension Pet: ContractModels.JSONViewCodable", in: "FastDecoding.swift", of: files, toBe: #"""
            extension Pet: ContractModels.JSONViewCodable {
                public init(
                    from view: ContractModels.JSONView,
                    at index: Swift.Int,
                    validating: Swift.Bool
                ) throws(ContractModels.DecodingFailure) {
                    let checking = validating
                    try ContractModels.ViewDecoding.expectObject(view, index)
                    var name: Swift.String? = nil
                    var indexValue: Swift.Int? = nil
                    var `default`: Swift.Bool? = nil
                    var owner: Pet_Owner? = nil
                    for member in ContractModels.ObjectMembers(of: index, in: view) {
                        switch ContractModels.ViewDecoding.field(view, member.key, Self.contractField) {
                        case .name:
                            name = try view.decode(Swift.String.self, at: member.value, validating: checking)
                            if checking {
                                try ContractModels.ContractChecks.minLength(view, member.value, 1)
                            }
                        case .index: indexValue = try view.decode(Swift.Int.self, at: member.value, validating: checking)
                        case .`default`: `default` = try view.decode(Swift.Bool.self, at: member.value, validating: checking)
                        case .owner: owner = try view.decode(Pet_Owner.self, at: member.value, validating: checking)
                        case nil:
                            throw ContractModels.DecodingFailure(
                                .constraint("additionalProperties"),
                                at: member.value
                            )
                        }
                    }
                    guard let name else {
                        throw ContractModels.DecodingFailure(.missingMember("name"), at: index)
                    }
                    guard let indexValue else {
                        throw ContractModels.DecodingFailure(.missingMember("index"), at: index)
                    }
                    self.init(name: name, index: indexValue, default: `default`, owner: owner)
                }

                private static func contractField(_ key: Swift.UnsafeBufferPointer<Swift.UInt8>) -> CodingKeys? {
                    switch key.count {
                    case 4:
                        if ContractModels.ViewDecoding.equals(key, "name") { return .name }
                    case 5:
                        if ContractModels.ViewDecoding.equals(key, "index") { return .index }
                        if ContractModels.ViewDecoding.equals(key, "owner") { return .owner }
                    case 7:
                        if ContractModels.ViewDecoding.equals(key, "default") { return .`default` }
                    default: break
                    }
                    return nil
                }
            }
            """#)
        let text = try #require(files["FastDecoding.swift"])
        for tapeArithmetic in ["member + 1", "view.next(", "view.tape[", "isShadowed", "case 0:", "var f0"] {
            #expect(!text.contains(tapeArithmetic), "\(tapeArithmetic)")
        }
    }

    @Test("an integer's bounds are checked on the integer just decoded; a number's on its literal")
    func integerBoundsOnDecodedValues() throws {
        let files = try Snippet.render([
            "counter.schema.json": #"""
            {
              "$id": "https://example.test/counter.schema.json",
              "type": "object",
              "required": ["count"],
              "additionalProperties": false,
              "properties": {
                "count": {"type": "integer", "minimum": 0, "exclusiveMaximum": 100},
                "limit": {"type": ["integer", "null"], "minimum": 1},
                "ratio": {"type": "number", "minimum": 0.5}
              }
            }
            """#,
        ])
        Snippet.expect("extension Counter: ContractModels.JSONViewCodable", in: "FastDecoding.swift", of: files, toBe: #"""
            extension Counter: ContractModels.JSONViewCodable {
                public init(
                    from view: ContractModels.JSONView,
                    at index: Swift.Int,
                    validating: Swift.Bool
                ) throws(ContractModels.DecodingFailure) {
                    let checking = validating
                    try ContractModels.ViewDecoding.expectObject(view, index)
                    var count: Swift.Int? = nil
                    var limit: ContractModels.Nullable<Swift.Int>? = nil
                    var ratio: Swift.Double? = nil
                    for member in ContractModels.ObjectMembers(of: index, in: view) {
                        switch ContractModels.ViewDecoding.field(view, member.key, Self.contractField) {
                        case .count:
                            count = try view.decode(Swift.Int.self, at: member.value, validating: checking)
                            if checking {
                                try ContractModels.ContractChecks.minimum(
                                    count,
                                    0,
                                    exclusive: false,
                                    at: member.value
                                )
                                try ContractModels.ContractChecks.maximum(
                                    count,
                                    100,
                                    exclusive: true,
                                    at: member.value
                                )
                            }
                        case .limit:
                            limit = try view.decode(
                                ContractModels.Nullable<Swift.Int>.self,
                                at: member.value,
                                validating: checking
                            )
                            if checking {
                                try ContractModels.ContractChecks.minimum(
                                    limit,
                                    1,
                                    exclusive: false,
                                    at: member.value
                                )
                            }
                        case .ratio:
                            ratio = try view.decode(Swift.Double.self, at: member.value, validating: checking)
                            if checking {
                                try ContractModels.ContractChecks.minimum(
                                    view,
                                    member.value,
                                    0.5,
                                    "0.5",
                                    exclusive: false
                                )
                            }
                        case nil:
                            throw ContractModels.DecodingFailure(
                                .constraint("additionalProperties"),
                                at: member.value
                            )
                        }
                    }
                    guard let count else {
                        throw ContractModels.DecodingFailure(.missingMember("count"), at: index)
                    }
                    self.init(count: count, limit: limit, ratio: ratio)
                }

                private static func contractField(_ key: Swift.UnsafeBufferPointer<Swift.UInt8>) -> CodingKeys? {
                    switch key.count {
                    case 5:
                        if ContractModels.ViewDecoding.equals(key, "count") { return .count }
                        if ContractModels.ViewDecoding.equals(key, "limit") { return .limit }
                        if ContractModels.ViewDecoding.equals(key, "ratio") { return .ratio }
                    default: break
                    }
                    return nil
                }
            }
            """#)
    }

    @Test("a tuple's fast decoder steps through the array with ArrayElements")
    func fastDecoderTuple() throws {
        let files = try Snippet.render(Self.debugSchemas)
        Snippet.expect("extension Point: ContractModels.JSONViewCodable", in: "FastDecoding.swift", of: files, toBe: #"""
            extension Point: ContractModels.JSONViewCodable {
                public init(
                    from view: ContractModels.JSONView,
                    at index: Swift.Int,
                    validating: Swift.Bool
                ) throws(ContractModels.DecodingFailure) {
                    if validating {
                        try ContractModels.ContractChecks.minItems(view, index, 2)
                    }
                    let checking = validating
                    try ContractModels.ViewDecoding.expectArray(view, index)
                    var elements = ContractModels.ArrayElements(of: index, in: view)
                    let item0: Swift.Double
                    if let element = elements.next() {
                        item0 = try view.decode(Swift.Double.self, at: element, validating: checking)
                    } else {
                        throw ContractModels.DecodingFailure(.invalidValue("too few elements"), at: index)
                    }
                    let item1: Swift.Double
                    if let element = elements.next() {
                        item1 = try view.decode(Swift.Double.self, at: element, validating: checking)
                    } else {
                        throw ContractModels.DecodingFailure(.invalidValue("too few elements"), at: index)
                    }
                    var item2: Swift.String? = nil
                    if let element = elements.next() {
                        item2 = try view.decode(Swift.String.self, at: element, validating: checking)
                        if checking {
                            try ContractModels.ContractChecks.maxLength(view, element, 3)
                        }
                    }
                    guard elements.next() == nil else {
                        throw ContractModels.DecodingFailure(.invalidValue("too many elements"), at: index)
                    }
                    self.init(item0: item0, item1: item1, item2: item2)
                }
            }
            """#)
    }

    @Test("every declaration says where it comes from: - Remark: Generated from <file>#<JSON Pointer>")
    func remarks() throws {
        let files = try Snippet.render(Self.debugSchemas)
        for (name, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where Self.isTopLevelDeclaration(line) {
                let comment = lines[..<index].reversed().prefix { $0.hasPrefix("///") }
                #expect(comment.contains { $0.hasPrefix("/// - Remark: Generated from ") }, "\(name): \(line)")
            }
        }
        let models = try #require(files["Models.swift"])
        #expect(models.contains("/// - Remark: Generated from pet.schema.json#\npublic struct Pet:"))
        // An inline schema's type is declared at file scope, and its parent's alias of it says what it is.
        #expect(models.contains("/// - Remark: Generated from pet.schema.json#/properties/owner\npublic struct Pet_Owner:"))
        #expect(models.contains("    /// ``Pet_Owner``, declared at file scope.\n    public typealias Owner = Pet_Owner\n"))
        let fast = try #require(files["FastDecoding.swift"])
        #expect(fast.contains("/// - Remark: Generated from pet.schema.json#/properties/owner\nextension Pet_Owner: ContractModels"))
        let endpoints = try #require(files["Endpoints.swift"])
        #expect(endpoints.contains("/// - Remark: Generated from pets.endpoints.json#/api\npublic enum PetsAPI:"))
        #expect(endpoints.contains("/// - Remark: Generated from pets.endpoints.json#/endpoints/getPet\npublic struct GetPet:"))
    }

    /// A line that declares a type or an extension at the top level of a generated file.
    static func isTopLevelDeclaration(_ line: String) -> Bool {
        ["extension ", "public struct ", "public enum ", "enum ", "public typealias "].contains { line.hasPrefix($0) }
    }

    @Test("embedded schemas are pretty-printed JSON in raw multi-line strings, with enough # for their text")
    func embeddedSchemas() throws {
        let files = try Snippet.render(Self.debugSchemas)
        let validators = try #require(files["Validators.swift"])
        #expect(validators.contains(###"""
                    // tag.schema.json
                    (
                        uri: "https://example.test/tag.schema.json",
                        json: ##"""
                            {
                              "$id": "https://example.test/tag.schema.json",
                              "type": "string",
                              "description": "A JSON text holding \\# and \"#, which a one-# raw string would misread.",
                              "pattern": "^[a-z]+$"
                            }
                            """##
                    ),
            """###), "\(validators)")
        #expect(validators.contains(#"""
                        json: #"""
                            {
                              "$id": "https://example.test/point.schema.json",
                              "type": "array",
                              "prefixItems": [
            """#))
    }

    @Test("jsonValue encoders are in Encoders.swift; Validators.swift holds the validators only")
    func encodersFile() throws {
        let files = try Snippet.render(Self.debugSchemas)
        Snippet.expect("extension Pet: ContractModels.JSONValueEncodable", in: "Encoders.swift", of: files, toBe: #"""
            extension Pet: ContractModels.JSONValueEncodable {
                public var jsonValue: ContractModels.JSONValue {
                    var members: [ContractModels.JSONObject.Member] = []
                    members.append(ContractModels.JSONObject.Member(key: "name", value: self.name.jsonValue))
                    members.append(ContractModels.JSONObject.Member(key: "index", value: self.index.jsonValue))
                    if let value = self.`default` {
                        members.append(ContractModels.JSONObject.Member(key: "default", value: value.jsonValue))
                    }
                    if let value = self.owner {
                        members.append(ContractModels.JSONObject.Member(key: "owner", value: value.jsonValue))
                    }
                    return .object(ContractModels.JSONObject(members))
                }
            }
            """#)
        Snippet.expect("extension Pet: ContractModels.ContractValidatable", in: "Validators.swift", of: files, toBe: #"""
            extension Pet: ContractModels.ContractValidatable {
                public static let contractValidator = ContractSchemas.validator(
                    "https://example.test/pet.schema.json"
                )
            }
            """#)
        #expect(!(files["Validators.swift"] ?? "").contains("jsonValue"))
    }
}
