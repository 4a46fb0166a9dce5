import ContractJSON
import ContractRuntime
import Contracts
import Foundation
import Testing

/// The package's `Schemas/` folder, found from this file's path.
private let schemaDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Schemas").path

/// The client with the real contracts: the package's own validator over `Schemas/`.
@Suite("Payload validation with the real contracts")
struct RealValidatorTests {
    @Test("every seed endpoint's loopback payload conforms to its contract")
    func conformingPayloads() async throws {
        let validator = try SchemaPayloadValidator(schemaDirectory: schemaDirectory)
        try await withContractServer { server in
            let sessions = makeClient(for: SessionsAPI.self, server: server, validation: .strict(validator))
            _ = try await sessions.send(ListSessions(groupID: "family"))
            _ = try await sessions.send(GetRound(roundID: "r1"))
            let history = makeClient(for: HistoryAPI.self, server: server, validation: .strict(validator))
            _ = try await history.send(ListHistory())
        }
    }

    @Test("strict mode with the real schemas rejects a broken payload with pointer, expected and found")
    func strictRejectsWithRealSchemas() async throws {
        let validator = try SchemaPayloadValidator(schemaDirectory: schemaDirectory)
        try await withContractServer { server in
            let client = makeClient(
                for: SessionsAPI.self, server: server,
                fault: "patch=/sessions/0/ratings_summary/loved=-1",
                validation: .strict(validator))
            let error = try await failure { try await client.send(ListSessions(groupID: "family")) }
            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            let violation = try #require(violations.first { $0.pointer.description == "/sessions/0/ratings_summary/loved" })
            #expect(violation.expected == "a number ≥ 0")
            #expect(violation.found == "number -1")
            #expect(violation.schemaLocation == "https://contracts.local/sessions/ratings-summary.schema.json#/properties/loved/minimum")
        }
    }

    @Test("an unknown schema id is reported, not ignored")
    func unknownSchema() throws {
        let validator = try SchemaPayloadValidator(schemaDirectory: schemaDirectory)
        let violations = validator.violations(of: try JSONDocument(parsing: "{}"), against: "https://contracts.local/nope.schema.json")
        #expect(violations.count == 1)
        #expect(violations.first?.found == "no such schema registered")
    }
}
