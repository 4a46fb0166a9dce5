import GeneratorTranslation
import Testing

/// One test per translation feature: the schema in, the exact Swift declaration out, side by side
/// (the style of swift-openapi-generator's `SnippetBasedReferenceTests`). Doc comments are not
/// compared (see ``Snippet``). A failure prints the whole generated declaration.
@Suite("Snippets: schema in, Swift out")
struct SnippetTests {
    @Test("a member that may be null is optional; one that may be null or absent is Nullable, to tell the two apart")
    func nullableVersusOptional() throws {
        let schemas = [
            "pet.schema.json": #"""
            {
              "$id": "https://example.test/pet.schema.json",
              "type": "object",
              "required": ["name", "nickname"],
              "properties": {
                "name": {"type": "string"},
                "nickname": {"type": ["string", "null"]},
                "age": {"type": "integer"},
                "owner": {"type": ["string", "null"]}
              }
            }
            """#
        ]
        let files = try Snippet.render(schemas)
        Snippet.expect("public struct Pet", of: files, elidingBodies: true, toBe: #"""
            public struct Pet: Swift.Codable, Swift.Hashable, Swift.Sendable {
                public var name: Swift.String

                public var nickname: Swift.String?

                public var age: Swift.Int?

                public var owner: ContractModels.Nullable<Swift.String>?

                public var unknownMembers: [Swift.String: ContractModels.JSONValue]

                let _memberwise: ContractModels.Memberwise

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case name = "name"
                    case nickname = "nickname"
                    case age = "age"
                    case owner = "owner"
                }
            }
            """#)
        // The initializers follow the struct in an extension: the compiler then synthesizes the memberwise
        // initializer (it takes the `_memberwise` token), which builds the value in place, and the public one calls it.
        Snippet.expect("extension Pet", of: files, elidingBodies: true, toBe: #"""
            extension Pet {
                public init(
                    name: Swift.String,
                    nickname: Swift.String?,
                    age: Swift.Int? = nil,
                    owner: ContractModels.Nullable<Swift.String>? = nil,
                    unknownMembers: [Swift.String: ContractModels.JSONValue] = [:]
                ) { ... }
            }
            """#)
        // `Codable` comes from the runtime (`JSONViewCodable`, through the fast path); without the fast path
        // (`"outputs": ["models"]`) a struct keeps an `init(from:)` of its own.
        #expect(files["Models.swift"]?.contains("init(from decoder") == false)
        let modelsOnly = try Snippet.render(schemas, configuration: GeneratorConfiguration(outputs: [.models]))
        Snippet.expect("public init(from decoder", of: modelsOnly, toBe: #"""
            public init(from decoder: any Swift.Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let contractPolicy = ContractModels.DecodingPolicy.of(decoder)
                var contractKept: [Swift.String: ContractModels.JSONValue] = [:]
                self.name = try container.decode(Swift.String.self, forKey: .name)
                self.nickname = try container.decode(Swift.String?.self, forKey: .nickname)
                self.age = try ContractModels.StrictCodable.decodeUnlessAbsent(Swift.Int.self, forKey: .age, in: container, policy: contractPolicy, keeping: &contractKept)
                self.owner = try ContractModels.StrictCodable.decodeUnlessAbsent(ContractModels.Nullable<Swift.String>.self, forKey: .owner, in: container, policy: contractPolicy, keeping: &contractKept)
                let extra = try decoder.container(keyedBy: ContractModels.AnyCodingKey.self)
                var additional: [Swift.String: ContractModels.JSONValue] = contractKept
                for key in extra.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
                    additional[key.stringValue] = try extra.decode(ContractModels.JSONValue.self, forKey: key)
                }
                self.unknownMembers = additional
                self._memberwise = ContractModels.Memberwise()
            }
            """#)
    }

    @Test("an enum is open (unknown values kept) unless x-enum-closed says it is closed")
    func openAndClosedEnums() throws {
        let files = try Snippet.render([
            "status.schema.json": #"""
            {"$id": "https://example.test/status.schema.json", "type": "string", "enum": ["active", "retired"]}
            """#,
            "size.schema.json": #"""
            {"$id": "https://example.test/size.schema.json", "type": "string", "enum": ["small", "large"], "x-enum-closed": true}
            """#,
        ])
        Snippet.expect("public enum Status", of: files, toBe: #"""
            public enum Status: Swift.RawRepresentable, Swift.Codable, Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                case active
                case retired
                case unknown(Swift.String)

                public static let allCases: [Status] = [.active, .retired]

                public init(rawValue: Swift.String) {
                    switch rawValue {
                    case "active": self = .active
                    case "retired": self = .retired
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: Swift.String {
                    switch self {
                    case .active: "active"
                    case .retired: "retired"
                    case .unknown(let value): value
                    }
                }

                public static func == (lhs: Status, rhs: Status) -> Swift.Bool {
                    lhs.rawValue == rhs.rawValue
                }

                public func hash(into hasher: inout Swift.Hasher) {
                    hasher.combine(rawValue)
                }

                public init(from decoder: any Swift.Decoder) throws {
                    self.init(rawValue: try decoder.singleValueContainer().decode(Swift.String.self))
                }

                public func encode(to encoder: any Swift.Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(rawValue)
                }
            }
            """#)
        Snippet.expect("public enum Size", of: files, toBe: #"""
            public enum Size: Swift.String, Swift.Codable, Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                case small = "small"
                case large = "large"
            }
            """#)
    }

    @Test("a oneOf whose branches hold a const member is an enum chosen by that tag")
    func discriminatedUnion() throws {
        let files = try Snippet.render([
            "shape.schema.json": #"""
            {
              "$id": "https://example.test/shape.schema.json",
              "oneOf": [
                {"$ref": "#/$defs/circle"},
                {"$ref": "#/$defs/square"}
              ],
              "$defs": {
                "circle": {
                  "type": "object",
                  "required": ["kind", "radius"],
                  "properties": {"kind": {"const": "circle"}, "radius": {"type": "number"}}
                },
                "square": {
                  "type": "object",
                  "required": ["kind", "side"],
                  "properties": {"kind": {"const": "square"}, "side": {"type": "number"}}
                }
              }
            }
            """#,
        ])
        Snippet.expect("public enum Shape", of: files, toBe: #"""
            public enum Shape: Swift.Codable, Swift.Hashable, Swift.Sendable {
                case circle(Circle)
                case square(Square)
            }
            """#)
    }

    @Test("a oneOf of different kinds without a tag is an enum chosen by the kind of value")
    func untaggedUnion() throws {
        let files = try Snippet.render([
            "identifier.schema.json": #"""
            {"$id": "https://example.test/identifier.schema.json", "oneOf": [{"type": "string"}, {"type": "integer"}]}
            """#,
        ])
        Snippet.expect("public enum Identifier", of: files, toBe: #"""
            public enum Identifier: Swift.Codable, Swift.Hashable, Swift.Sendable {
                case string(Swift.String)
                case integer(Swift.Int)

                static let alternativeKinds: [ContractModels.JSONKindSet] = [[.string], [.number]]
            }
            """#)
    }

    @Test("prefixItems is a tuple struct with a member per position")
    func tuple() throws {
        let files = try Snippet.render([
            "point.schema.json": #"""
            {
              "$id": "https://example.test/point.schema.json",
              "type": "array",
              "prefixItems": [{"type": "number"}, {"type": "number"}],
              "minItems": 2,
              "items": false
            }
            """#,
        ])
        Snippet.expect("public struct Point", of: files, elidingBodies: true, toBe: #"""
            public struct Point: Swift.Codable, Swift.Hashable, Swift.Sendable {
                public var item0: Swift.Double
                public var item1: Swift.Double

                let _memberwise: ContractModels.Memberwise
            }
            """#)
        Snippet.expect("extension Point", of: files, toBe: #"""
            extension Point {
                public init(item0: Swift.Double, item1: Swift.Double) {
                    self.init(item0: item0, item1: item1, _memberwise: ContractModels.Memberwise())
                }
            }
            """#)
    }
}
