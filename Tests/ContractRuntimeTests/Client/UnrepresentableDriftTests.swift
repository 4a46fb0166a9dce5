import ContractRuntime
import Contracts
import Foundation
import Testing

/// The client's tolerant mode on a valid body holding a value the model's Swift type cannot hold (issue 39):
/// delivered, the value kept, and reported as drift although the validator finds nothing.
@Suite("Validation modes: valid values the types cannot hold")
struct UnrepresentableDriftTests {
    static let hugeRuntime = "patch=/episodes/0/runtime=123456789012345678901234567890"

    @Test("tolerant: a 30-digit runtime is delivered as nil, kept, and reported as drift")
    func tolerantReportsUnrepresentable() async throws {
        let reports = Recorder<ValidationReport>()
        let bodies = Recorder<[UInt8]>()
        try await withContractServer { server in
            let token: any ClientMiddleware = BearerTokenMiddleware(token: "contract-test-token")
            let client = makeClient(
                for: EpisodesAPI.self, server: server, fault: Self.hugeRuntime,
                middlewares: [token, BodyRecorder(bodies: bodies)],
                validation: .tolerant(EpisodesAPI.payloadValidator) { reports.append($0) })
            let season = try await client.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))
            let episodes = try #require(season.episodes?.value)
            #expect(episodes[0].runtime == nil)
            #expect(episodes[0].unknownMembers["runtime"] == .number(try #require(JSONNumber("123456789012345678901234567890"))))

            let body = try #require(bodies.all.last)
            let expected = EpisodesAPI.payloadValidator.violations(
                of: try JSONDocument(parsing: body), against: GetSeasonDetails.definition.responseSchema ?? "")
            #expect(expected.isEmpty, "the body is valid")
            #expect(JSONValueEquivalence.firstDifference(season.jsonValue, try JSONValue(parsing: body)) == nil)
        }
        let violations = reports.all.flatMap(\.violations)
        #expect(violations.map(\.pointer.description) == ["/episodes/0/runtime"])
        #expect(violations.allSatisfy { $0.isDrift })
        #expect(violations.first?.expected == "a value the Swift type can hold")
    }

    @Test("strict: the same body fails the request, located, rather than lose the value")
    func strictFailsOnUnrepresentable() async throws {
        try await withContractServer { server in
            let token: any ClientMiddleware = BearerTokenMiddleware(token: "contract-test-token")
            let client = makeClient(
                for: EpisodesAPI.self, server: server, fault: Self.hugeRuntime, middlewares: [token],
                validation: .strict(EpisodesAPI.payloadValidator))
            let error = try await failure { try await client.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1)) }
            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            #expect(violations.map(\.pointer.description) == ["/episodes/0/runtime"])
        }
    }
}
