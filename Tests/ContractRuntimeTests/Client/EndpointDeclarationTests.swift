import ContractJSON
import ContractRuntime
import Contracts
import Foundation
import Testing

/// The `*.endpoints.json` declarations: well-formed, pointing at schemas that exist, and describing
/// exactly what the types the generator made from them (in `Contracts`) do.
@Suite("Endpoint declarations")
struct EndpointDeclarationTests {
    /// `Schemas/` of the package (through the symlinks of a scratch package, if any).
    static let schemas = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas")

    static func document(_ path: String) throws -> JSONDocument {
        let bytes = try [UInt8](Data(contentsOf: schemas.appendingPathComponent(path)))
        return try JSONDocument(parsing: bytes, options: JSONParsingOptions(duplicateKeys: .reject))
    }

    /// What a generated endpoint type says about its endpoint, to compare with the declaration.
    struct Generated: Sendable {
        var api: String
        var apiMessages: UserMessages
        var definition: EndpointDefinition
        var query: [String]
        var pagination: String?
        var acceptsIdempotencyKey: Bool
    }

    static let generated: [String: Generated] = [
        "listSessions": Generated(
            api: SessionsAPI.name, apiMessages: SessionsAPI.messages, definition: ListSessions.definition,
            query: ListSessions(groupID: "g", cursor: "c").queryNames, pagination: "cursor", acceptsIdempotencyKey: false
        ),
        "getRound": Generated(
            api: SessionsAPI.name, apiMessages: SessionsAPI.messages, definition: GetRound.definition,
            query: GetRound(roundID: "r").queryNames, pagination: nil, acceptsIdempotencyKey: false
        ),
        "getRoundRatings": Generated(
            api: SessionsAPI.name, apiMessages: SessionsAPI.messages, definition: GetRoundRatings.definition,
            query: GetRoundRatings(roundID: "r").queryNames, pagination: nil, acceptsIdempotencyKey: false
        ),
        "listHistory": Generated(
            api: HistoryAPI.name, apiMessages: HistoryAPI.messages, definition: ListHistory.definition,
            query: ListHistory(status: .failed).queryNames, pagination: "offset", acceptsIdempotencyKey: false
        ),
        "deleteHistoryItem": Generated(
            api: HistoryAPI.name, apiMessages: HistoryAPI.messages, definition: DeleteHistoryItem.definition,
            query: DeleteHistoryItem(jobID: "j").queryNames, pagination: nil, acceptsIdempotencyKey: false
        ),
        "rerunJob": Generated(
            api: HistoryAPI.name, apiMessages: HistoryAPI.messages, definition: RerunJob.definition,
            query: RerunJob(RerunRequest(imageKey: "k", effectId: "e")).queryNames, pagination: nil,
            acceptsIdempotencyKey: true
        ),
        "getSeasonDetails": Generated(
            api: EpisodesAPI.name, apiMessages: EpisodesAPI.messages, definition: GetSeasonDetails.definition,
            query: GetSeasonDetails(seriesID: 1, seasonNumber: 1).queryNames, pagination: nil, acceptsIdempotencyKey: false
        ),
    ]

    static let declarationFiles = [
        "sessions/sessions.endpoints.json",
        "history/history.endpoints.json",
        "episodes/episodes.endpoints.json",
    ]

    @Test("The declaration format's own schema is strict JSON with the expected $id")
    func formatSchema() throws {
        let schema = try Self.document("endpoints.schema.json").root
        #expect(schema["$id"]?.stringValue == "https://contracts.local/endpoints.schema.json")
        #expect(schema["required"]?.value == ["api", "endpoints"])
    }

    @Test("Every declared endpoint matches its generated type", arguments: declarationFiles)
    func declarationsMatchGeneratedTypes(file: String) throws {
        let root = try Self.document(file).root
        #expect(root["$schema"]?.stringValue == "https://contracts.local/endpoints.schema.json")
        let api = try #require(root["api"])
        let endpoints = try #require(root["endpoints"]).members
        #expect(!endpoints.isEmpty)

        for (name, endpoint) in endpoints {
            let generated = try #require(Self.generated[name], "no generated type for \(name)")
            let definition = generated.definition
            #expect(api["name"]?.stringValue == generated.api)
            #expect(Self.messages(api["messages"]) == generated.apiMessages, "\(name)")
            #expect(definition.name == name)
            #expect(endpoint["method"]?.stringValue == definition.method.rawValue, "\(name)")
            #expect(endpoint["path"]?.stringValue == definition.path, "\(name)")
            #expect(endpoint["response"]?["schema"]?.stringValue == definition.responseSchema, "\(name)")
            #expect(endpoint["request"]?["schema"]?.stringValue == definition.requestSchema, "\(name)")
            #expect((endpoint["idempotent"]?.boolValue ?? definition.method.isIdempotent) == definition.isIdempotent, "\(name)")
            #expect((endpoint["idempotencyKey"]?.boolValue ?? false) == generated.acceptsIdempotencyKey, "\(name)")
            #expect(Self.messages(endpoint["messages"]) == definition.messages, "\(name)")
            #expect(endpoint["query"]?.members.map(\.key) ?? [] == generated.query, "\(name)")
            #expect(endpoint["pagination"]?["style"]?.stringValue == generated.pagination, "\(name)")

            // Every placeholder of the path is declared, and nothing else.
            let placeholders = definition.path.split(separator: "/")
                .filter { $0.hasPrefix("{") }.map { String($0.dropFirst().dropLast()) }
            #expect(Set(endpoint["pathParameters"]?.members.map(\.key) ?? []) == Set(placeholders), "\(name)")

            // Pagination parameters are declared query parameters.
            if let pagination = endpoint["pagination"] {
                for key in ["cursorParameter", "offsetParameter", "limitParameter"] {
                    if let parameter = pagination[key]?.stringValue {
                        #expect(generated.query.contains(parameter), "\(name).\(key)")
                    }
                }
            }
        }
    }

    @Test("Every schema a declaration names exists under Schemas/", arguments: declarationFiles)
    func referencedSchemasExist(file: String) throws {
        let ids = try Self.schemaIDs()
        let root = try Self.document(file).root
        for (name, endpoint) in try #require(root["endpoints"]).members {
            var referenced = [endpoint["response"]?["schema"]?.stringValue, endpoint["request"]?["schema"]?.stringValue]
            referenced += endpoint["errors"]?.members.map { $0.value.stringValue } ?? []
            for id in referenced.compactMap({ $0 }) {
                #expect(ids.contains(id), "\(name) names \(id)")
            }
        }
    }

    /// The `$id` of every `*.schema.json` under `Schemas/`.
    static func schemaIDs() throws -> Set<String> {
        var ids: Set<String> = []
        let files = FileManager.default.enumerator(at: schemas, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.lastPathComponent.hasSuffix(".schema.json") else { continue }
            let document = try JSONDocument(parsing: [UInt8](Data(contentsOf: url)))
            if let id = document.root["$id"]?.stringValue { ids.insert(id) }
        }
        return ids
    }

    /// A declaration's `messages` object as ``UserMessages``.
    static func messages(_ node: JSONNode?) -> UserMessages {
        var messages = UserMessages()
        for (key, text) in node?.members ?? [] {
            messages[UserMessages.Key(key)] = text.stringValue
        }
        return messages
    }
}

extension Endpoint {
    /// The names of the query items this request sends.
    var queryNames: [String] {
        ((try? requestParts())?.query ?? []).map(\.name)
    }
}
