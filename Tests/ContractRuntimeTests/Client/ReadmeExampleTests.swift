import Contracts
import Foundation
import Testing

/// The client examples of the documentation, run against the loopback server through the generated
/// `Contracts` types, with each `print` replaced by an expectation on what it prints.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("README.md \"Use the generated client\" runs as written")
    func readmeExample() async throws {
        try await withContractServer { server in
            let port = server.baseURL.port!
            let printed = Recorder<String>()
            @Sendable func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

            let client = APIClient<SessionsAPI>(
                baseURL: URL(string: "http://127.0.0.1:\(port)")!,
                validation: .tolerant(SessionsAPI.payloadValidator) { drift in print(drift) }   // apps ship this; tests use .strict
            )
            do throws(ClientError) {
                var titles: [String] = []
                for try await session in client.items(of: ListSessions(groupID: "n25")) {
                    titles.append(session.pick?.value?.title ?? "No movie selected")
                }
                let round = try await client.send(GetRound(roundID: "n25-round-001"))
                print(titles.count, round.suggestions.map(\.title))
            } catch {
                print(error.userMessage)
            }

            let tmdb = APIClient<EpisodesAPI>(
                baseURL: URL(string: "http://127.0.0.1:\(port)")!,
                middlewares: [BearerTokenMiddleware(token: "contract-test-token")]
            )
            do throws(ClientError) {
                let season = try await tmdb.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))
                print(season.episodes?.value?.first?.name?.value ?? "")
            } catch {
                print(GetSeasonDetails.errorBody(of: error)?.statusMessage ?? error.userMessage)
            }

            #expect(printed.all == [#"25 ["Fight Club", "Parasite"]"#, "Pilot"])
            let log = try await server.requests()
            #expect(log.entries("GET", "/groups/n25/sessions").map(\.query) == ["limit=20", "limit=20&cursor=cur_20"])
        }
    }

    @Test("README.md's TMDb error branch prints TMDb's own error text")
    func readmeErrorBranch() async throws {
        try await withContractServer { server in
            var printed: [String] = []
            func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

            let tmdb = APIClient<EpisodesAPI>(
                baseURL: server.baseURL,
                middlewares: [BearerTokenMiddleware(token: "expired")]
            )
            do throws(ClientError) {
                let season = try await tmdb.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))
                print(season.episodes?.value?.first?.name?.value ?? "")
            } catch {
                print(GetSeasonDetails.errorBody(of: error)?.statusMessage ?? error.userMessage)
            }

            // contract_server.py answers a wrong token as TMDb does: 401 with status_code 7.
            #expect(printed == ["Invalid API key: You must be granted a valid key."])
        }
    }

    @Test("Schemas/ENDPOINTS.md \"Using the generated client\" runs as written")
    func endpointsGuideExample() async throws {
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
                    titles.append(session.pick?.value?.title ?? "No movie selected")
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
            #expect(season.episodes?.value?.map { "\($0.episodeNumber). \($0.name?.value ?? "")" }.prefix(2) == ["1. Pilot", "2. Episode 2"])

            #expect(logged.all.count == 6)  // 2 pages + 1 round, each logged going out and coming back
            let log = try await server.requests()
            #expect(log.log.filter { $0.path.hasPrefix("/groups/") }.allSatisfy { $0.headers["X-Client"] == "readme/1" })
        }
    }
}
