import GeneratorTranslation
import Testing

/// Snippets of the other two outputs: `Endpoints.swift` and `Mappers.swift`.
extension SnippetTests {
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
                    let yes: Swift.Int = wire.yes
                    let total: Swift.Int = (wire.yes + wire.no)
                    let votersValue: Swift.Int = (voters ?? total)
                    self.init(yes: yes, total: total, voters: votersValue)
                }
            }
            """#)
    }
}
