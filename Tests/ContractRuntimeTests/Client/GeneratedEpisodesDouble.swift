// Test double of the code the generator will emit from Schemas/episodes/episodes.endpoints.json
// and the episodes schemas. Hand-written; the generated code replaces it.

import ContractRuntime
import Foundation

/// Double of generated `EpisodesAPI`.
enum EpisodesAPI: APIDefinition {
    static let name = "episodes"
    /// The declared production base URL.
    static let baseURL = URL(string: "https://api.themoviedb.org")!
}

/// Double of generated `SeasonDetails` (season-details.schema.json), the fields the app uses.
struct SeasonDetails: Codable, Sendable, Equatable {
    var id: Int
    var seasonNumber: Int
    var name: String?
    var overview: String?
    var airDate: String?
    var posterPath: String?
    var episodes: [Episode]?

    enum CodingKeys: String, CodingKey {
        case id
        case seasonNumber = "season_number"
        case name, overview
        case airDate = "air_date"
        case posterPath = "poster_path"
        case episodes
    }
}

/// Double of generated `Episode` (episode.schema.json), the fields the app uses.
struct Episode: Codable, Sendable, Equatable {
    var id: Int
    var episodeNumber: Int
    var seasonNumber: Int
    var name: String?
    var overview: String?
    var airDate: String?
    var runtime: Int?
    var stillPath: String?

    enum CodingKeys: String, CodingKey {
        case id
        case episodeNumber = "episode_number"
        case seasonNumber = "season_number"
        case name, overview
        case airDate = "air_date"
        case runtime
        case stillPath = "still_path"
    }
}

/// Double of generated `TMDbError` (tmdb-error.schema.json).
struct TMDbError: Codable, Sendable, Equatable {
    var statusCode: Int
    var statusMessage: String

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }
}

/// Double of generated `GetSeasonDetails` (endpoint `getSeasonDetails`).
struct GetSeasonDetails: Endpoint {
    typealias API = EpisodesAPI
    typealias Response = SeasonDetails

    static let definition = EndpointDefinition(
        name: "getSeasonDetails",
        method: .get,
        path: "/3/tv/{series_id}/season/{season_number}",
        responseSchema: "https://contracts.local/episodes/season-details.schema.json"
    )

    var seriesID: Int
    var seasonNumber: Int
    var language: String = "en"

    func requestParts() -> RequestParts {
        RequestParts(
            path: ["series_id": String(seriesID), "season_number": String(seasonNumber)],
            query: ["language": language]
        )
    }
}
