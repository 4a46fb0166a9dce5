import ContractRuntime
import Contracts
import Foundation
import Testing

/// The validation modes against the loopback server, with the generated `SessionsAPI.payloadValidator`:
/// an unknown value of an open enum is drift in `.tolerant` mode (reported, the response delivered)
/// and a failure in `.strict` mode; every other violation fails in both.
@Suite("Validation modes: drift and failures")
struct ValidationModeTests {
    /// A server that starts sending a session status this app version does not know.
    static let newStatus = #"patch=/sessions/0/status="pinned""#

    @Test("tolerant: an unknown value of an open enum is reported as drift, and the page is delivered")
    func tolerantDeliversDrift() async throws {
        let reports = Recorder<ValidationReport>()
        try await withContractServer { server in
            let client = makeClient(
                for: SessionsAPI.self, server: server, fault: Self.newStatus,
                validation: .tolerant(SessionsAPI.payloadValidator) { reports.append($0) })
            let page = try await client.send(ListSessions(groupID: "family"))
            #expect(page.sessions.first?.status == .unknown("pinned"))
        }
        let report = try #require(reports.all.first)
        #expect(reports.all.count == 1)
        #expect(report.endpoint == "sessions.listSessions")
        #expect(report.violations.map(\.pointer.description) == ["/sessions/0/status"])
        #expect(report.violations.allSatisfy { $0.isDrift })
        #expect(report.violations.first?.schemaLocation == "https://contracts.local/sessions/session-status.schema.json#/enum")
    }

    @Test("strict: the same unknown value fails the request (tests and CI)")
    func strictFailsOnDrift() async throws {
        try await withContractServer { server in
            let client = makeClient(
                for: SessionsAPI.self, server: server, fault: Self.newStatus,
                validation: .strict(SessionsAPI.payloadValidator))
            let error = try await failure { try await client.send(ListSessions(groupID: "family")) }
            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            #expect(violations.map(\.pointer.description) == ["/sessions/0/status"])
        }
    }

    @Test("tolerant: a violation the models cannot absorb still fails, and is not reported as drift")
    func tolerantFailsOnBrokenPayload() async throws {
        let reports = Recorder<ValidationReport>()
        try await withContractServer { server in
            let client = makeClient(
                for: SessionsAPI.self, server: server,
                fault: Self.newStatus + "; patch=/sessions/0/ratings_summary/loved=-1",
                validation: .tolerant(SessionsAPI.payloadValidator) { reports.append($0) })
            let error = try await failure { try await client.send(ListSessions(groupID: "family")) }
            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            #expect(violations.contains { $0.pointer.description == "/sessions/0/ratings_summary/loved" })
            #expect(violations.allSatisfy { $0.pointer.description.hasPrefix("/sessions/0/ratings_summary") })
            #expect(!violations.contains { $0.isDrift })
        }
        // The drift in the same page is still heard about.
        #expect(reports.all.flatMap(\.violations).map(\.pointer.description) == ["/sessions/0/status"])
    }

    @Test("a closed enum's unknown value is a failure: only the enums the validator lists as open are drift")
    func closedEnumIsNotDrift() throws {
        var registry = SchemaRegistry()
        try registry.register(
            try JSONDocument(parsing: #"{"$id": "https://t.test/s.json", "properties": {"open": {"enum": ["a"]}, "closed": {"enum": ["a"]}}}"#),
            uri: "https://t.test/s.json")
        let validator = SchemaPayloadValidator(
            validators: ["https://t.test/s.json": try SchemaValidator(uri: "https://t.test/s.json", registry: registry)],
            openEnums: ["https://t.test/s.json#/properties/open/enum"])
        let violations = validator.violations(
            of: try JSONDocument(parsing: #"{"open": "b", "closed": "b"}"#), against: "https://t.test/s.json")
        #expect(violations.map(\.pointer.description).sorted() == ["/closed", "/open"])
        #expect(violations.filter(\.isDrift).map(\.pointer.description) == ["/open"])
    }
}
