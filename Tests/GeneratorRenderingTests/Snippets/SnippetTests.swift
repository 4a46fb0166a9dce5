import GeneratorTranslation
import Testing

/// One test per translation feature: the schema in, the exact Swift declaration out, side by side
/// (the style of swift-openapi-generator's `SnippetBasedReferenceTests`). Doc comments are not
/// compared (see ``Snippet``). A failure prints the whole generated declaration.
@Suite("Snippets: schema in, Swift out")
struct SnippetTests {
    @Test("a member that may be null is optional; one that may be null or absent is Nullable, to tell the two apart")
    func nullableVersusOptional() throws {
        let files = try Snippet.render([
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
            """#,
        ])
        Snippet.expect("public struct Pet", of: files, elidingBodies: true, toBe: #"""
            public struct Pet: Swift.Codable, Swift.Hashable, Swift.Sendable {
                public var name: Swift.String

                public var nickname: Swift.String?

                public var age: Swift.Int?

                public var owner: ContractModels.Nullable<Swift.String>?

                public var unknownMembers: [Swift.String: ContractModels.JSONValue]

                public init(
                    name: Swift.String,
                    nickname: Swift.String?,
                    age: Swift.Int? = nil,
                    owner: ContractModels.Nullable<Swift.String>? = nil,
                    unknownMembers: [Swift.String: ContractModels.JSONValue] = [:]
                ) { ... }

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case name = "name"
                    case nickname = "nickname"
                    case age = "age"
                    case owner = "owner"
                }

                public init(from decoder: any Swift.Decoder) throws { ... }

                public func encode(to encoder: any Swift.Encoder) throws { ... }
            }
            """#)
        Snippet.expect("public init(from decoder", of: files, toBe: #"""
            public init(from decoder: any Swift.Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.name = try container.decode(Swift.String.self, forKey: .name)
                self.nickname = try container.decode(Swift.String?.self, forKey: .nickname)
                self.age = try ContractModels.StrictCodable.decodeUnlessAbsent(Swift.Int.self, forKey: .age, in: container)
                self.owner = container.contains(.owner) ? try container.decode(ContractModels.Nullable<Swift.String>.self, forKey: .owner) : nil
                let extra = try decoder.container(keyedBy: ContractModels.AnyCodingKey.self)
                var additional: [Swift.String: ContractModels.JSONValue] = [:]
                for key in extra.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
                    additional[key.stringValue] = try extra.decode(ContractModels.JSONValue.self, forKey: key)
                }
                self.unknownMembers = additional
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

                public init(from decoder: any Swift.Decoder) throws {
                    let container = try decoder.container(keyedBy: ContractModels.AnyCodingKey.self)
                    switch try container.decode(Swift.String.self, forKey: ContractModels.AnyCodingKey("kind")) {
                    case "circle": self = .circle(try Circle(from: decoder))
                    case "square": self = .square(try Square(from: decoder))
                    case let tag: throw Swift.DecodingError.dataCorruptedError(forKey: ContractModels.AnyCodingKey("kind"), in: container, debugDescription: "unknown kind '\(tag)'")
                    }
                }

                public func encode(to encoder: any Swift.Encoder) throws {
                    switch self {
                    case .circle(let value): try value.encode(to: encoder)
                    case .square(let value): try value.encode(to: encoder)
                    }
                }
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

                public init(from decoder: any Swift.Decoder) throws {
                    let selection = ContractModels.UnionSelection.select(try ContractModels.UnionSelection.kind(of: decoder), Self.alternativeKinds, exclusive: true, matches: { _ in true })
                    switch selection {
                    case .success(0): self = .string(try Swift.String(from: decoder))
                    case .success(1): self = .integer(try Swift.Int(from: decoder))
                    case .success: throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no alternative"))
                    case .failure(let failure): throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: failure.message))
                    }
                }

                public func encode(to encoder: any Swift.Encoder) throws {
                    switch self {
                    case .string(let value): try value.encode(to: encoder)
                    case .integer(let value): try value.encode(to: encoder)
                    }
                }
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

                public init(item0: Swift.Double, item1: Swift.Double) { ... }

                public init(from decoder: any Swift.Decoder) throws { ... }

                public func encode(to encoder: any Swift.Encoder) throws { ... }
            }
            """#)
    }

    @Test("a schema that contains itself is a struct whose recursive member is boxed")
    func recursion() throws {
        let files = try Snippet.render([
            "node.schema.json": #"""
            {
              "$id": "https://example.test/node.schema.json",
              "type": "object",
              "required": ["value"],
              "properties": {
                "value": {"type": "integer"},
                "next": {"$ref": "#"},
                "children": {"type": "array", "items": {"$ref": "#"}}
              }
            }
            """#,
        ])
        Snippet.expect("public struct Node", of: files, elidingBodies: true, toBe: #"""
            public struct Node: Swift.Codable, Swift.Hashable, Swift.Sendable {
                public var value: Swift.Int

                public var next: Node? {
                    get { _nextBox.value }
                    set { _nextBox = ContractModels.Box(newValue) }
                }
                private var _nextBox: ContractModels.Box<Node?>

                public var children: [Node]?

                public var unknownMembers: [Swift.String: ContractModels.JSONValue]

                public init(
                    value: Swift.Int,
                    next: Node? = nil,
                    children: [Node]? = nil,
                    unknownMembers: [Swift.String: ContractModels.JSONValue] = [:]
                ) { ... }

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case value = "value"
                    case next = "next"
                    case children = "children"
                }

                public init(from decoder: any Swift.Decoder) throws { ... }

                public func encode(to encoder: any Swift.Encoder) throws { ... }
            }
            """#)
    }

    @Test("allOf of object schemas is one struct with every member")
    func allOfFlattening() throws {
        let files = try Snippet.render([
            "employee.schema.json": #"""
            {
              "$id": "https://example.test/employee.schema.json",
              "allOf": [
                {"$ref": "#/$defs/person"},
                {"type": "object", "required": ["badge"], "properties": {"badge": {"type": "integer"}}}
              ],
              "$defs": {
                "person": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}
              }
            }
            """#,
        ])
        Snippet.expect("public struct Employee", of: files, elidingBodies: true, toBe: #"""
            public struct Employee: Swift.Codable, Swift.Hashable, Swift.Sendable {
                public var name: Swift.String

                public var badge: Swift.Int

                public var unknownMembers: [Swift.String: ContractModels.JSONValue]

                public init(
                    name: Swift.String,
                    badge: Swift.Int,
                    unknownMembers: [Swift.String: ContractModels.JSONValue] = [:]
                ) { ... }

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case name = "name"
                    case badge = "badge"
                }

                public init(from decoder: any Swift.Decoder) throws { ... }

                public func encode(to encoder: any Swift.Encoder) throws { ... }
            }
            """#)
    }

    @Test("a member with a default keeps what the wire said and reads the default through OrDefault")
    func defaults() throws {
        let files = try Snippet.render([
            "settings.schema.json": #"""
            {
              "$id": "https://example.test/settings.schema.json",
              "type": "object",
              "properties": {
                "pageSize": {"type": "integer", "default": 25},
                "theme": {"type": "string", "default": "light"}
              }
            }
            """#,
        ])
        Snippet.expect("public struct Settings", of: files, elidingBodies: true, toBe: #"""
            public struct Settings: Swift.Codable, Swift.Hashable, Swift.Sendable {
                public var pageSize: Swift.Int?

                public var pageSizeOrDefault: Swift.Int { pageSize ?? 25 }

                public var theme: Swift.String?

                public var themeOrDefault: Swift.String { theme ?? "light" }

                public var unknownMembers: [Swift.String: ContractModels.JSONValue]

                public init(
                    pageSize: Swift.Int? = nil,
                    theme: Swift.String? = nil,
                    unknownMembers: [Swift.String: ContractModels.JSONValue] = [:]
                ) { ... }

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case pageSize = "pageSize"
                    case theme = "theme"
                }

                public init(from decoder: any Swift.Decoder) throws { ... }

                public func encode(to encoder: any Swift.Encoder) throws { ... }
            }
            """#)
    }

    @Test("formats become Swift types: date-time, date, uuid, uri, int32, int64")
    func formats() throws {
        let files = try Snippet.render([
            "event.schema.json": #"""
            {
              "$id": "https://example.test/event.schema.json",
              "type": "object",
              "required": ["id", "at", "day", "link", "count", "total"],
              "properties": {
                "id": {"type": "string", "format": "uuid"},
                "at": {"type": "string", "format": "date-time"},
                "day": {"type": "string", "format": "date"},
                "link": {"type": "string", "format": "uri"},
                "count": {"type": "integer", "format": "int32"},
                "total": {"type": "integer", "format": "int64"}
              }
            }
            """#,
        ])
        Snippet.expect("public struct Event", of: files, elidingBodies: true, toBe: #"""
            public struct Event: Swift.Codable, Swift.Hashable, Swift.Sendable {
                public var id: Foundation.UUID

                public var at: ContractModels.DateTime

                public var day: ContractModels.CalendarDate

                public var link: Foundation.URL

                public var count: Swift.Int32

                public var total: Swift.Int64

                public var unknownMembers: [Swift.String: ContractModels.JSONValue]

                public init(
                    id: Foundation.UUID,
                    at: ContractModels.DateTime,
                    day: ContractModels.CalendarDate,
                    link: Foundation.URL,
                    count: Swift.Int32,
                    total: Swift.Int64,
                    unknownMembers: [Swift.String: ContractModels.JSONValue] = [:]
                ) { ... }

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case id = "id"
                    case at = "at"
                    case day = "day"
                    case link = "link"
                    case count = "count"
                    case total = "total"
                }

                public init(from decoder: any Swift.Decoder) throws { ... }

                public func encode(to encoder: any Swift.Encoder) throws { ... }
            }
            """#)
    }

    @Test("an endpoint declaration is a request type with its path, query and response")
    func endpoints() throws {
        let files = try Snippet.render([
            "user.schema.json": #"""
            {"$id": "https://example.test/user.schema.json", "type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}
            """#,
            "users.endpoints.json": #"""
            {
              "$schema": "https://contracts.local/endpoints.schema.json",
              "api": {"name": "users", "baseURL": "https://api.example.test"},
              "endpoints": {
                "getUser": {
                  "method": "GET",
                  "path": "/users/{id}",
                  "pathParameters": {"id": {"type": "string"}},
                  "query": {"verbose": {"type": "boolean", "default": false}},
                  "response": {"schema": "https://example.test/user.schema.json"}
                }
              }
            }
            """#,
        ])
        Snippet.expect("public struct GetUser", in: "Endpoints.swift", of: files, toBe: #"""
            public struct GetUser: ContractClient.Endpoint, Swift.Hashable {
                public typealias API = UsersAPI
                public typealias Response = User

                public static let definition = ContractClient.EndpointDefinition(
                    name: "getUser",
                    method: .get,
                    path: "/users/{id}",
                    responseSchema: "https://example.test/user.schema.json"
                )

                public var id: Swift.String

                public var verbose: Swift.Bool

                public init(
                    id: Swift.String,
                    verbose: Swift.Bool = false
                ) {
                    self.id = id
                    self.verbose = verbose
                }

                public func requestParts() -> ContractClient.RequestParts {
                    ContractClient.RequestParts(
                        path: ["id": self.id],
                        query: ["verbose": (self.verbose ? "true" : "false")]
                    )
                }
            }
            """#)
    }

    @Test("x-mappers declare a view type built from the wire model by field expressions")
    func mappers() throws {
        let files = try Snippet.render([
            "tally.schema.json": #"""
            {
              "$id": "https://example.test/tally.schema.json",
              "type": "object",
              "required": ["yes", "no"],
              "properties": {"yes": {"type": "integer"}, "no": {"type": "integer"}},
              "x-mappers": {
                "TallySummary": {
                  "parameters": {"voters": {"type": "integer?"}},
                  "fields": {
                    "yes": "yes",
                    "total": {"sum": ["yes", "no"]},
                    "voters": {"coalesce": [{"parameter": "voters"}, {"field": "total"}]}
                  }
                }
              }
            }
            """#,
        ])
        Snippet.expect("public struct TallySummary", in: "Mappers.swift", of: files, toBe: #"""
            public struct TallySummary: Swift.Hashable, Swift.Sendable {
                public var yes: Swift.Int
                public var total: Swift.Int
                public var voters: Swift.Int

                public init(yes: Swift.Int, total: Swift.Int, voters: Swift.Int) {
                    self.yes = yes
                    self.total = total
                    self.voters = voters
                }
            }
            """#)
        Snippet.expect("extension TallySummary", in: "Mappers.swift", of: files, toBe: #"""
            extension TallySummary {
                public init(_ wire: Tally, voters: Swift.Int?) {
                    let v0: Swift.Int = wire.yes
                    let v1: Swift.Int = (wire.yes + wire.no)
                    let v2: Swift.Int = (voters ?? v1)
                    self.init(yes: v0, total: v1, voters: v2)
                }
            }
            """#)
    }
}
