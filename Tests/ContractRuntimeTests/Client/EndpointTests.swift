import ContractRuntime
import Contracts
import Foundation
import Testing

/// The happy path of every seed endpoint, through the types generated from `Schemas/*/*.endpoints.json`
/// (the `Contracts` library), against the loopback server.
@Suite("Endpoints against the loopback server")
struct EndpointTests {
    @Test("GET /groups/{group_id}/sessions returns the first page with limit=20 and no cursor")
    func listSessions() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            let page = try await client.send(ListSessions(groupID: "family"))

            #expect(page.sessions.count == 20)
            #expect(page.nextCursor?.value == "cur_20")
            #expect(page.sessions[0].roundId == "family-round-001")
            #expect(page.sessions[0].status == .rated)
            #expect(page.sessions[0].pick?.value?.title == "Fight Club")
            #expect(page.sessions[0].ratingsSummary?.value == SessionRatingsSummary(loved: 2, liked: 1, didNotLike: 0))
            #expect(page.sessions[6].status == .discarded)
            #expect(page.sessions[3].pick?.value == nil)

            let log = try await server.requests()
            let entries = log.entries("GET", "/groups/family/sessions")
            #expect(entries.map(\.query) == ["limit=20"])
            #expect(entries.first?.headers["Accept"] == "application/json")
        }
    }

    @Test("GET /rounds/{round_id} returns the round with suggestions and voters")
    func getRound() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            let round = try await client.send(GetRound(roundID: "round-7"))

            #expect(round.roundId == "round-7")
            #expect(round.status == .watched)
            #expect(round.attendees?.value?.map(\.displayName) == ["Tim", "Sarah", "Max"])
            #expect(round.suggestions.map(\.title) == ["Fight Club", "Parasite"])
            #expect(round.suggestions[0].voters.map(\.vote) == [.up, .up, .down])
            #expect(round.pickedMovieId?.value == 550)
            #expect(try await server.requests().count("GET", "/rounds/round-7") == 1)
        }
    }

    @Test("GET /rounds/{round_id}/ratings returns every attendee, rated or not")
    func getRoundRatings() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            let ratings = try await client.send(GetRoundRatings(roundID: "round-7"))

            #expect(ratings.roundId == "round-7")
            #expect(ratings.ratings.map { $0.rating?.value } == [.loved, .liked, nil])
            #expect(ratings.closed == false)
        }
    }

    @Test("GET /api/v1/history sends limit, offset and the status filter")
    func listHistory() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server)
            let page = try await client.send(ListHistory(status: .failed))

            #expect(page.items.count == 24)
            #expect(page.items.allSatisfy { $0.status == .failed })
            #expect(page.totalCount == 24)
            #expect(page.hasMore == false)
            let log = try await server.requests()
            #expect(log.entries("GET", "/api/v1/history").map(\.query) == ["limit=50&offset=0&status=failed"])
        }
    }

    @Test("DELETE /api/v1/history/{jobId} deletes and echoes the id")
    func deleteHistoryItem() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server)
            let answer = try await client.send(DeleteHistoryItem(jobID: "job_abc123"))

            #expect(answer == DeleteResponse(success: true, deletedItemId: "job_abc123"))
            #expect(try await server.requests().count("DELETE", "/api/v1/history/job_abc123") == 1)
        }
    }

    @Test("POST /api/v1/jobs sends the JSON body once and returns the queued job")
    func rerunJob() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server)
            let request = RerunRequest(imageKey: "uuid-original-key", effectId: "effect_face_001",
                                       parameters: JSONObject([.init(key: "fidelity", value: 0.8), .init(key: "upscale", value: 2)]))
            let answer = try await client.send(RerunJob(request))

            #expect(answer == RerunResponse(jobId: "job_new_1"))
            #expect(answer.status == "queued")
            let entries = try await server.requests().entries("POST", "/api/v1/jobs")
            #expect(entries.count == 1)
            #expect(entries.first?.headers["Content-Type"] == "application/json")
            #expect(entries.first?.headers["Idempotency-Key"] == nil)
            let sent = try JSONDecoder().decode(RerunRequest.self, from: Data((entries.first?.body ?? "").utf8))
            #expect(sent == request)
        }
    }

    @Test("TMDb GET /3/tv/{series_id}/season/{season_number}?language=en with a bearer token")
    func getSeasonDetails() async throws {
        try await withContractServer { server in
            let client = makeClient(
                for: EpisodesAPI.self, server: server,
                middlewares: [BearerTokenMiddleware(token: "contract-test-token")]
            )
            let season = try await client.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))

            #expect(season.seasonNumber == 1)
            #expect(season.overview?.value == "The Byrdes move to the Ozarks.")
            #expect(season.episodes?.value?.map(\.episodeNumber) == Array(1...8))
            #expect(season.episodes?.value?.first?.name?.value == "Pilot")
            #expect(season.episodes?.value?[3].stillPath?.value == nil)
            let entries = try await server.requests().entries("GET", "/3/tv/69740/season/1")
            #expect(entries.map(\.query) == ["language=en"])
            #expect(entries.first?.headers["Authorization"] == "Bearer contract-test-token")
        }
    }

    @Test("TMDb without a valid token fails with 401 and TMDb's error body")
    func getSeasonDetailsUnauthorised() async throws {
        try await withContractServer { server in
            let client = makeClient(
                for: EpisodesAPI.self, server: server,
                middlewares: [BearerTokenMiddleware(token: "expired")]
            )
            let error = try await failure { try await client.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1)) }

            #expect(error.status == 401)
            #expect(error.userMessage == "Your session has expired. Sign in again.")
            #expect(error.attempts == 1)
            let body = try #require(GetSeasonDetails.errorBody(of: error))
            #expect(body.statusCode == 7)
            #expect(body == (try JSONDecoder().decode(TmdbError.self, from: Data(try #require(error.response).body))))
        }
    }

    @Test("TMDb 404 for an unknown series")
    func getSeasonDetailsNotFound() async throws {
        try await withContractServer { server in
            let client = makeClient(
                for: EpisodesAPI.self, server: server,
                middlewares: [BearerTokenMiddleware(token: "contract-test-token")]
            )
            let error = try await failure { try await client.send(GetSeasonDetails(seriesID: 0, seasonNumber: 1)) }

            #expect(error.status == 404)
            #expect(error.endpoint == "episodes.getSeasonDetails")
            #expect(error.userMessage == "This couldn't be found. It may have been deleted.")
            #expect(try await server.requests().count("GET", "/3/tv/0/season/1") == 1)
        }
    }
}
