import GeneratorTranslation
import Testing

/// Snippets of composition and values: recursion, `allOf`, defaults, formats.
extension SnippetTests {
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

                let _memberwise: ContractModels.Memberwise

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case value = "value"
                    case next = "next"
                    case children = "children"
                }
            }
            """#)
        // The initializers, in an extension: the public one calls the synthesized one, which takes the box in the
        // place of its member (and the `_memberwise` token; see the nullable snippet).
        Snippet.expect("extension Node", of: files, toBe: #"""
            extension Node {
                public init(
                    value: Swift.Int,
                    next: Node? = nil,
                    children: [Node]? = nil,
                    unknownMembers: [Swift.String: ContractModels.JSONValue] = [:]
                ) {
                    self.init(
                        value: value,
                        _nextBox: ContractModels.Box(next),
                        children: children,
                        unknownMembers: unknownMembers,
                        _memberwise: ContractModels.Memberwise()
                    )
                }
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

                let _memberwise: ContractModels.Memberwise

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case name = "name"
                    case badge = "badge"
                }
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

                let _memberwise: ContractModels.Memberwise

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case pageSize = "pageSize"
                    case theme = "theme"
                }
            }
            """#)
    }

    @Test("formats become Swift types: date-time, date, uuid, uri (URI, keeping the text), int32, int64")
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

                public var link: ContractModels.URI

                public var count: Swift.Int32

                public var total: Swift.Int64

                public var unknownMembers: [Swift.String: ContractModels.JSONValue]

                let _memberwise: ContractModels.Memberwise

                public enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable {
                    case id = "id"
                    case at = "at"
                    case day = "day"
                    case link = "link"
                    case count = "count"
                    case total = "total"
                }
            }
            """#)
    }

    @Test("a uri default is a URI literal only when it is an RFC 3986 URI; \"urls\": \"URL\" gives Foundation.URL through Coded")
    func uriDefaultsAndFoundationURLs() throws {
        let schema = #"""
            {
              "$id": "https://example.test/links.schema.json",
              "type": "object",
              "properties": {
                "home": {"type": "string", "format": "uri", "default": "https://example.test/a?b=c#d"},
                "bad": {"type": "string", "format": "uri", "default": "not a uri"}
              }
            }
            """#
        let files = try Snippet.render(["links.schema.json": schema])
        Snippet.expect("public var homeOrDefault", of: files, toBe: #"""
            public var homeOrDefault: ContractModels.URI { home ?? ContractModels.CheckedLiteral.uri("https://example.test/a?b=c#d") }
            """#)
        #expect(Snippet.declaration("public var badOrDefault", in: files["Models.swift"] ?? "") == nil)
        var configuration = GeneratorConfiguration()
        configuration.urlsAsFoundationURL = true
        let foundation = try Snippet.render(["links.schema.json": schema], configuration: configuration)
        Snippet.expect("public var homeOrDefault", of: foundation, toBe: #"""
            public var homeOrDefault: Foundation.URL { home ?? ContractModels.CheckedLiteral.url("https://example.test/a?b=c#d") }
            """#)
        // `Codable` through `Coded` is what a module without the fast path writes (with it, `Codable` runs the fast path).
        configuration.outputs = [.models]
        let modelsOnly = try Snippet.render(["links.schema.json": schema], configuration: configuration)
        Snippet.expect("self.home = try", of: modelsOnly, toBe: #"""
            self.home = try ContractModels.StrictCodable.decodeUnlessAbsent(ContractModels.Coded<Foundation.URL>.self, forKey: .home, in: container, policy: contractPolicy, keeping: &contractKept)?.value
            """#)
    }
}
