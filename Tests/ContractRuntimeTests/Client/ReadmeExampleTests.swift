import ContractRuntime
import Foundation
import Testing

/// The "Using the generated client" example of Schemas/ENDPOINTS.md, run against the loopback
/// server (the doubles stand in for the generated `SessionsAPI`, `ListSessions`, … ; `print`s are
/// replaced by expectations).
@Suite("README example")
struct ReadmeExampleTests {
    @Test("The documented example runs as written")
    func example() async throws {
        try await withContractServer { server in
            let port = server.baseURL.port!
            let logged = Recorder<String>()

            let client = APIClient<SessionsAPI>(
                baseURL: URL(string: "http://127.0.0.1:\(port)")!,
                middlewares: [HeaderFieldsMiddleware(["X-Client": "readme/1"]), LoggingMiddleware { logged.append($0) }],
                retryPolicy: .standard,
                validation: .off
            )

            var printed: [String] = []
            do throws(ClientError) {
                var titles: [String] = []
                for try await session in client.items(of: ListSessions(groupID: "n25")) {
                    titles.append(session.pick?.title ?? "No movie selected")
                }
                let round = try await client.send(GetRound(roundID: "n25-round-001"))
                printed.append("\(titles.count) \(round.suggestions.map(\.title))")
            } catch {
                printed.append(error.userMessage)
                if case .status(let response) = error.reason { printed.append("\(response.status) \(response.bodyText)") }
            }
            #expect(printed == [#"25 ["Fight Club", "Parasite"]"#])

            let tmdb = APIClient<EpisodesAPI>(
                baseURL: URL(string: "http://127.0.0.1:\(port)")!,
                middlewares: [BearerTokenMiddleware(token: "contract-test-token")]
            )
            let season = try await tmdb.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))
            #expect(season.episodes?.map { "\($0.episodeNumber). \($0.name ?? "")" }.prefix(2) == ["1. Pilot", "2. Episode 2"])

            #expect(logged.all.count == 6)  // 2 pages + 1 round, each logged going out and coming back
            let log = try await server.requests()
            #expect(log.log.filter { $0.path.hasPrefix("/groups/") }.allSatisfy { $0.headers["X-Client"] == "readme/1" })
        }
    }
}
