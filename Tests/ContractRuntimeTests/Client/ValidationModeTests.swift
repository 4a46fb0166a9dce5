import ContractRuntime
import Contracts
import Foundation
import Testing

/// The validation modes against the loopback server, with the generated `payloadValidator`s: in
/// `.tolerant` mode every violation of a body the models can decode is drift (reported, the response
/// delivered, what the types cannot hold kept); in `.strict` mode any violation fails.
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

    @Test("tolerant: a bound broken on a value the model holds is drift too; the page is delivered with every violation")
    func tolerantDeliversBrokenBound() async throws {
        let reports = Recorder<ValidationReport>()
        try await withContractServer { server in
            let client = makeClient(
                for: SessionsAPI.self, server: server,
                fault: Self.newStatus + "; patch=/sessions/0/ratings_summary/loved=-1",
                validation: .tolerant(SessionsAPI.payloadValidator) { reports.append($0) })
            let page = try await client.send(ListSessions(groupID: "family"))
            #expect(page.sessions.first?.ratingsSummary?.value?.loved == -1)
        }
        let pointers = Set(reports.all.flatMap(\.violations).map(\.pointer.description))
        #expect(pointers.contains("/sessions/0/ratings_summary/loved") && pointers.contains("/sessions/0/status"))
        #expect(reports.all.count == 1)
        #expect(reports.all.flatMap(\.violations).allSatisfy { $0.isDrift })
    }

    /// A TMDb season as real responses break its schema: a `null` in an optional string, `8.7` for an
    /// optional integer, a string for a number, a crew member without its required `id`.
    static let tmdbDrift =
        "patch=/episodes/3/production_code=null; patch=/episodes/0/runtime=8.7; patch=/episodes/1/vote_average=\"7.5\"; "
        + "patch=/episodes/2/crew=[{\"name\": \"Jason Bateman\", \"job\": \"Director\"}]; patch=/_id=7"

    /// A client of the TMDb season endpoint whose server sends ``tmdbDrift``.
    static func tmdbClient(
        _ server: ContractServer, _ validation: ValidationMode = .off, recording bodies: Recorder<[UInt8]>? = nil
    ) -> APIClient<EpisodesAPI> {
        let token: any ClientMiddleware = BearerTokenMiddleware(token: "contract-test-token")
        return makeClient(
            for: EpisodesAPI.self, server: server, fault: tmdbDrift,
            middlewares: [token] + (bodies.map { [BodyRecorder(bodies: $0)] } ?? []), validation: validation)
    }

    @Test("tolerant: TMDb drift is delivered, reported exactly as the validator finds it, and re-encodes as received")
    func tolerantTMDbSeason() async throws {
        let reports = Recorder<ValidationReport>()
        let bodies = Recorder<[UInt8]>()
        try await withContractServer { server in
            let client = Self.tmdbClient(server, .tolerant(EpisodesAPI.payloadValidator) { reports.append($0) }, recording: bodies)
            let season = try await client.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))
            let episodes = try #require(season.episodes?.value)
            #expect(episodes[0].runtime == nil)
            #expect(episodes[0].unknownMembers["runtime"] == .number(try #require(JSONNumber("8.7"))))
            #expect(episodes[1].voteAverage == nil)
            #expect(episodes[2].crew == .value([]), "the crew member without its required id is left out")
            guard case .array(let crew)? = episodes[2].unknownMembers["crew"] else {
                Issue.record("the crew received is not kept")
                return
            }
            #expect(crew.count == 1)
            #expect(episodes[3].productionCode == .some(.null), "production_code is nullable: not drift")
            #expect(season._id == nil)
            #expect(season.unknownMembers["_id"] == .number(JSONNumber(7)))

            // What the validator says of the body the server sent is exactly the drift reported.
            let body = try #require(bodies.all.last)
            let expected = EpisodesAPI.payloadValidator.violations(
                of: try JSONDocument(parsing: body), against: GetSeasonDetails.definition.responseSchema ?? "")
            #expect(reports.all.count == 1)
            #expect(reports.all.first?.violations.map(\.pointer) == expected.map(\.pointer))
            #expect(reports.all.first?.violations.map(\.schemaLocation) == expected.map(\.schemaLocation))
            #expect(
                expected.map(\.pointer.description).sorted()
                    == ["/_id", "/episodes/0/runtime", "/episodes/1/vote_average", "/episodes/2/crew/0"].sorted())
            #expect(JSONValueEquivalence.firstDifference(season.jsonValue, try JSONValue(parsing: body)) == nil)
        }
    }

    @Test("a client call, JSONEncoder and the decoders mix in one ordinary do block")
    func throwingAPIsCompose() async throws {
        try await withContractServer { server in
            let client = Self.tmdbClient(server, .tolerant(EpisodesAPI.payloadValidator) { _ in })
            // Compiling this block is half the point: each call throws its own error type.
            var outcome = ""
            do {
                let season = try await client.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))
                let data = try JSONEncoder().encode(season)
                let again = try SeasonDetails.decode(Array(data), policy: .tolerant)
                let strict = try? SeasonDetails.decode(validating: Array(data))
                outcome = again.value == season && strict == nil ? "ok" : "different"
            } catch {
                outcome = "\(error)"
            }
            #expect(outcome == "ok")
        }
    }

    @Test("strict and report keep their meaning on the same body")
    func strictAndReportOnTMDbDrift() async throws {
        let reports = Recorder<ValidationReport>()
        try await withContractServer { server in
            let strict = Self.tmdbClient(server, .strict(EpisodesAPI.payloadValidator))
            let error = try await failure { try await strict.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1)) }
            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            #expect(violations.count == 4)
            let report = Self.tmdbClient(server, .report(EpisodesAPI.payloadValidator) { reports.append($0) })
            let season = try await report.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))
            #expect(season.episodes?.value?.count == 8)
            let off = Self.tmdbClient(server)
            #expect(try await off.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1)) == season)
        }
        #expect(reports.all.first?.violations.count == 4)
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

/// Keeps the body of every response the transport delivers, to compare with what the client made of it.
struct BodyRecorder: ClientMiddleware {
    let bodies: Recorder<[UInt8]>

    func intercept(
        _ request: HTTPRequest, context: RequestContext, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let response = try await next(request)
        bodies.append(Array(response.body))
        return response
    }
}
