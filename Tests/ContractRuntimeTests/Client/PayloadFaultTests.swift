import ContractJSON
import ContractRuntime
import Contracts
import Foundation
import Testing

/// 2xx responses whose bodies are not JSON or break the contract, in each validation mode, with the
/// generated `payloadValidator`s (the real validator over the schemas embedded in `Contracts`).
@Suite("Payload faults and validation modes")
struct PayloadFaultTests {
    @Test("A body with a JSON syntax error fails with its line and column, and is not retried")
    func malformedJSON() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server, fault: "malformed")
            let error = try await failure { try await client.send(GetRound(roundID: "r1")) }

            guard case .malformed(let parseError)? = error.payloadError else {
                Issue.record("expected a malformed payload, got \(error)")
                return
            }
            #expect(parseError.location.line == 3)
            #expect(parseError.location.column == 3)
            #expect(error.userMessage == "Something went wrong on our end. Try again in a moment.")
            #expect(error.attempts == 1)
            #expect(try await server.requests().count("GET", "/rounds/r1") == 1)
        }
    }

    @Test("A body cut short without Content-Length is malformed JSON, located")
    func cutBody() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "cut")
            let error = try await failure { try await client.send(ListHistory()) }

            guard case .malformed(let parseError)? = error.payloadError else {
                Issue.record("expected a malformed payload, got \(error)")
                return
            }
            let body = try #require(error.response).body
            #expect(parseError.location.offset == body.count)
            #expect(parseError.location.line > 1)
            #expect(try await server.requests().count("GET", "/api/v1/history") == 1)
        }
    }

    @Test("Strict mode rejects a payload that breaks the schema, with pointer, expected and found")
    func strictRejects() async throws {
        try await withContractServer { server in
            let calls = Recorder<String>()
            let client = makeClient(
                for: SessionsAPI.self, server: server,
                fault: "patch=/sessions/0/ratings_summary/loved=-1",
                validation: .strict(RecordingValidator(SessionsAPI.payloadValidator, recording: calls))
            )
            let error = try await failure { try await client.send(ListSessions(groupID: "family")) }

            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            // `ratings_summary` is `anyOf [summary, null]`: the validator names the failed alternative and the
            // failing value inside it, nothing outside the summary.
            #expect(violations.allSatisfy { $0.pointer.description.hasPrefix("/sessions/0/ratings_summary") })
            let violation = try #require(violations.first { $0.pointer.description == "/sessions/0/ratings_summary/loved" })
            #expect(violation.expected == "a number ≥ 0")
            #expect(violation.found == "number -1")
            #expect(violation.schemaLocation == "https://contracts.local/sessions/ratings-summary.schema.json#/properties/loved/minimum")
            #expect(calls.all == ["https://contracts.local/sessions/sessions-page.schema.json"])
            #expect(error.userMessage == "Something went wrong on our end. Try again in a moment.")
            #expect(try await server.requests().count("GET", "/groups/family/sessions") == 1)
        }
    }

    @Test("Strict mode passes a conforming payload")
    func strictPasses() async throws {
        try await withContractServer { server in
            let calls = Recorder<String>()
            let validator = RecordingValidator(HistoryAPI.payloadValidator, recording: calls)
            let client = makeClient(for: HistoryAPI.self, server: server, validation: .strict(validator))
            let page = try await client.send(ListHistory(limit: 10))
            let deleted = try await client.send(DeleteHistoryItem(jobID: "job_002"))

            #expect(page.items.count == 10)
            #expect(deleted.success)
            #expect(calls.all == [
                "https://contracts.local/history/history-page.schema.json",
                "https://contracts.local/history/delete-response.schema.json",
            ])
        }
    }

    @Test("Report mode delivers the value and hands the violations to the callback")
    func reportDelivers() async throws {
        try await withContractServer { server in
            let reports = Recorder<ValidationReport>()
            let client = makeClient(
                for: SessionsAPI.self, server: server,
                fault: "patch=/suggestions/1/votes_down=-3",
                validation: .report(SessionsAPI.payloadValidator) { reports.append($0) }
            )
            let round = try await client.send(GetRound(roundID: "r1"))

            #expect(round.suggestions[1].votesDown == -3)
            let report = try #require(reports.all.first)
            #expect(reports.all.count == 1)
            #expect(report.endpoint == "sessions.getRound")
            #expect(report.schemaID == "https://contracts.local/sessions/round-detail.schema.json")
            #expect(report.url.path == "/rounds/r1")
            #expect(report.violations.map(\.pointer.description) == ["/suggestions/1/votes_down"])
        }
    }

    @Test("Report mode stays silent for a conforming payload")
    func reportSilent() async throws {
        try await withContractServer { server in
            let reports = Recorder<ValidationReport>()
            let client = makeClient(
                for: SessionsAPI.self, server: server,
                validation: .report(SessionsAPI.payloadValidator) { reports.append($0) }
            )
            var count = 0
            for try await _ in client.items(of: ListSessions(groupID: "n25")) { count += 1 }

            #expect(count == 25)
            #expect(reports.all.isEmpty)
        }
    }

    @Test("Off mode delivers a non-conforming payload without validating")
    func offDelivers() async throws {
        try await withContractServer { server in
            let client = makeClient(
                for: HistoryAPI.self, server: server, fault: "patch=/totalCount=-5",
                validation: .off
            )
            let page = try await client.send(ListHistory())

            #expect(page.totalCount == -5)
        }
    }

    @Test("A value the model cannot hold in an optional member is delivered in report mode: nil, kept, reported")
    func typeMismatchInOptionalMember() async throws {
        try await withContractServer { server in
            // Session 2 is "selected", without a summary; give it one with a string count.
            let reports = Recorder<ValidationReport>()
            let client = makeClient(
                for: SessionsAPI.self, server: server,
                fault: #"patch=/sessions/2/ratings_summary={"loved":0,"liked":0,"did_not_like":"2"}"#,
                validation: .report(SessionsAPI.payloadValidator) { reports.append($0) }
            )
            let page = try await client.send(ListSessions(groupID: "family"))
            #expect(page.sessions[2].ratingsSummary == nil)
            #expect(page.sessions[2].unknownMembers["ratings_summary"]?.description.contains("did_not_like") == true)
            let reported = reports.all.flatMap(\.violations)
            #expect(reported.allSatisfy { $0.pointer.description.hasPrefix("/sessions/2/ratings_summary") })
            #expect(reported.contains { $0.pointer.description == "/sessions/2/ratings_summary/did_not_like" })
        }
    }

    @Test("A value that cannot be decoded where the root needs it fails even in report mode: type mismatch located")
    func typeMismatch() async throws {
        try await withContractServer { server in
            let reports = Recorder<ValidationReport>()
            let client = makeClient(
                for: SessionsAPI.self, server: server, fault: "patch=/sessions=2",
                validation: .report(SessionsAPI.payloadValidator) { reports.append($0) }
            )
            let error = try await failure { try await client.send(ListSessions(groupID: "family")) }

            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            #expect(violations.count == 1)
            #expect(violations.first?.pointer.description == "/sessions")
            #expect(violations.first?.expected == "array")
            #expect(violations.first?.found == "number 2")
            #expect(violations.first?.message == "expected array, found number 2")
            #expect(reports.all.flatMap(\.violations).map(\.pointer.description) == ["/sessions"])
        }
    }

    @Test("An array element that cannot be decoded is left out, reported, and the array received kept (report mode)")
    func elementLeftOut() async throws {
        try await withContractServer { server in
            let reports = Recorder<ValidationReport>()
            let complete = try await makeClient(for: SessionsAPI.self, server: server).send(ListSessions(groupID: "family"))
            let client = makeClient(
                for: SessionsAPI.self, server: server, fault: "patch=/sessions/2/round_id=2",
                validation: .report(SessionsAPI.payloadValidator) { reports.append($0) }
            )
            let page = try await client.send(ListSessions(groupID: "family"))
            var expected = complete.sessions
            expected.remove(at: 2)
            #expect(page.sessions == expected)
            guard case .array(let kept)? = page.unknownMembers["sessions"] else {
                Issue.record("the sessions received are not kept")
                return
            }
            #expect(kept.count == complete.sessions.count)
            #expect(kept[2].description.contains(#""round_id":2"#))
            #expect(reports.all.flatMap(\.violations).map(\.pointer.description) == ["/sessions/2/round_id"])
            #expect(reports.all.flatMap(\.violations).map(\.message) == ["expected string, found number 2"])
        }
    }

    @Test("A missing required property is located at its object (strict); tolerant, that element is left out")
    func missingProperty() async throws {
        try await withContractServer { server in
            let fault = "remove=/suggestions/0/voters"
            let complete = try await makeClient(for: SessionsAPI.self, server: server).send(GetRound(roundID: "r1"))
            let round = try await makeClient(for: SessionsAPI.self, server: server, fault: fault).send(GetRound(roundID: "r1"))
            #expect(round.suggestions == Array(complete.suggestions.dropFirst()))

            let client = makeClient(for: SessionsAPI.self, server: server, fault: fault, validation: .strict(SessionsAPI.payloadValidator))
            let error = try await failure { try await client.send(GetRound(roundID: "r1")) }

            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            #expect(violations.first?.pointer.description == "/suggestions/0")
            #expect(violations.first?.message == #"missing required property "voters""#)
        }
    }

    @Test("An unknown enum value is kept by the generated open enum, and strict mode locates it")
    func unknownEnumValue() async throws {
        try await withContractServer { server in
            let fault = #"patch=/sessions/1/status="archived""#
            let tolerant = makeClient(for: SessionsAPI.self, server: server, fault: fault)
            let page = try await tolerant.send(ListSessions(groupID: "family"))
            #expect(page.sessions[1].status == .unknown("archived"))

            let client = makeClient(for: SessionsAPI.self, server: server, fault: fault, validation: .strict(SessionsAPI.payloadValidator))
            let error = try await failure { try await client.send(ListSessions(groupID: "family")) }

            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            #expect(violations.first?.pointer.description == "/sessions/1/status")
            #expect(violations.first?.found == #"string "archived""#)
        }
    }
}
