import Foundation

/// Hand-written Codable models of the corpus families, with explicit CodingKeys: the baseline an app
/// team would write without this package. Used only to time `JSONDecoder`.
enum HandWritten {
    struct SessionsPage: Decodable {
        struct Pick: Decodable {
            var tmdbMovieID: Int; var title: String; var posterPath: String?
            enum CodingKeys: String, CodingKey { case tmdbMovieID = "tmdb_movie_id", title, posterPath = "poster_path" }
        }
        struct Ratings: Decodable {
            var loved: Int; var liked: Int; var didNotLike: Int
            enum CodingKeys: String, CodingKey { case loved, liked, didNotLike = "did_not_like" }
        }
        struct Session: Decodable {
            var roundID: String; var status: String; var createdAt: String; var attendees: [String]?
            var pick: Pick?; var ratingsSummary: Ratings?
            enum CodingKeys: String, CodingKey {
                case roundID = "round_id", status, createdAt = "created_at", attendees, pick, ratingsSummary = "ratings_summary"
            }
        }
        var sessions: [Session]; var nextCursor: String?
        enum CodingKeys: String, CodingKey { case sessions, nextCursor = "next_cursor" }
    }

    struct Member: Decodable {
        var memberID: String; var displayName: String; var avatarKey: String?
        enum CodingKeys: String, CodingKey { case memberID = "member_id", displayName = "display_name", avatarKey = "avatar_key" }
    }

    struct RoundDetail: Decodable {
        struct Voter: Decodable {
            var memberID: String; var displayName: String; var avatarKey: String?; var vote: String
            enum CodingKeys: String, CodingKey { case memberID = "member_id", displayName = "display_name", avatarKey = "avatar_key", vote }
        }
        struct Suggestion: Decodable {
            var tmdbMovieID: Int; var title: String; var year: Int?; var posterPath: String?; var contentRating: String?
            var votesUp: Int; var votesDown: Int; var voters: [Voter]
            enum CodingKeys: String, CodingKey {
                case tmdbMovieID = "tmdb_movie_id", title, year, posterPath = "poster_path", contentRating = "content_rating"
                case votesUp = "votes_up", votesDown = "votes_down", voters
            }
        }
        var roundID: String; var groupID: String; var status: String; var startedBy: String; var attendees: [Member]
        var createdAt: String; var suggestions: [Suggestion]; var pickedMovieID: Int?
        enum CodingKeys: String, CodingKey {
            case roundID = "round_id", groupID = "group_id", status, startedBy = "started_by", attendees
            case createdAt = "created_at", suggestions, pickedMovieID = "picked_movie_id"
        }
    }

    struct RoundRatings: Decodable {
        struct Entry: Decodable {
            var memberID: String; var displayName: String; var rating: String?; var ratedAt: String?
            enum CodingKeys: String, CodingKey { case memberID = "member_id", displayName = "display_name", rating, ratedAt = "rated_at" }
        }
        var roundID: String; var ratings: [Entry]; var closed: Bool
        enum CodingKeys: String, CodingKey { case roundID = "round_id", ratings, closed }
    }

    struct TVSeason: Decodable {
        struct Crew: Decodable {
            var job: String; var department: String; var creditID: String; var adult: Bool; var gender: Int; var id: Int
            var knownForDepartment: String; var name: String; var originalName: String; var popularity: Double; var profilePath: String?
            enum CodingKeys: String, CodingKey {
                case job, department, creditID = "credit_id", adult, gender, id, knownForDepartment = "known_for_department"
                case name, originalName = "original_name", popularity, profilePath = "profile_path"
            }
        }
        struct Guest: Decodable {
            var character: String; var creditID: String; var order: Int; var adult: Bool; var gender: Int; var id: Int
            var knownForDepartment: String; var name: String; var originalName: String; var popularity: Double; var profilePath: String?
            enum CodingKeys: String, CodingKey {
                case character, creditID = "credit_id", order, adult, gender, id, knownForDepartment = "known_for_department"
                case name, originalName = "original_name", popularity, profilePath = "profile_path"
            }
        }
        struct Episode: Decodable {
            var airDate: String?; var episodeNumber: Int; var episodeType: String?; var id: Int; var name: String; var overview: String
            var productionCode: String?; var runtime: Int?; var seasonNumber: Int; var showID: Int?; var stillPath: String?
            var voteAverage: Double; var voteCount: Int; var crew: [Crew]; var guestStars: [Guest]
            enum CodingKeys: String, CodingKey {
                case airDate = "air_date", episodeNumber = "episode_number", episodeType = "episode_type", id, name, overview
                case productionCode = "production_code", runtime, seasonNumber = "season_number", showID = "show_id"
                case stillPath = "still_path", voteAverage = "vote_average", voteCount = "vote_count", crew, guestStars = "guest_stars"
            }
        }
        var underscoreID: String?; var airDate: String?; var episodes: [Episode]?; var name: String; var overview: String
        var id: Int; var posterPath: String?; var seasonNumber: Int; var voteAverage: Double?
        enum CodingKeys: String, CodingKey {
            case underscoreID = "_id", airDate = "air_date", episodes, name, overview, id, posterPath = "poster_path"
            case seasonNumber = "season_number", voteAverage = "vote_average"
        }
    }

    /// The seed's own model (history-jobs-screen.md, Data Model): `URL?` for the images, `Date` for
    /// `createdAt`, an enum for the status; `parameters` as a struct, since `AnyCodable` is not Foundation.
    struct HistoryPage: Decodable {
        enum JobStatus: String, Decodable { case completed, processing, failed, cancelled }
        struct Parameters: Decodable { var fidelity: Double?; var upscale: Int?; var prompt: String? }
        struct Item: Decodable {
            var id: String; var thumbnailURL: URL?; var effectTitle: String; var effectID: String; var status: JobStatus
            var createdAt: Date; var resultURL: URL?; var originalImageKey: String?; var parameters: Parameters?
            enum CodingKeys: String, CodingKey {
                case id, thumbnailURL = "thumbnailUrl", effectTitle, effectID = "effectId", status, createdAt
                case resultURL = "resultUrl", originalImageKey, parameters
            }
        }
        var items: [Item]; var totalCount: Int; var hasMore: Bool
    }

    struct DiscGolfRound: Decodable {
        struct Course: Decodable {
            var courseID: String; var name: String; var holeCount: Int; var par: Int
            enum CodingKeys: String, CodingKey { case courseID = "course_id", name, holeCount = "hole_count", par }
        }
        struct Player: Decodable {
            var playerID: String; var name: String
            enum CodingKeys: String, CodingKey { case playerID = "player_id", name }
        }
        struct Standing: Decodable {
            var playerID: String; var name: String; var strokes: Int; var scoreToPar: Int; var holeScores: [Int]; var position: Int
            enum CodingKeys: String, CodingKey {
                case playerID = "player_id", name, strokes, scoreToPar = "score_to_par", holeScores = "hole_scores", position
            }
        }
        var roundID: String; var status: String; var course: Course; var organizerID: String; var startedAt: String
        var completedAt: String?; var players: [Player]; var guestNames: [String]; var standings: [Standing]
        enum CodingKeys: String, CodingKey {
            case roundID = "round_id", status, course, organizerID = "organizer_id", startedAt = "started_at"
            case completedAt = "completed_at", players, guestNames = "guest_names", standings
        }
    }

    struct PickleballGame: Decodable {
        var id: String; var gameType: String; var team1Score: Int; var team2Score: Int; var winningScore: Int
        var winByTwo: Bool; var isCompleted: Bool; var isArchived: Bool; var createdDate: String; var completedDate: String?
        var durationSeconds: Int?; var notes: String?; var team1Players: [String]; var team2Players: [String]
        enum CodingKeys: String, CodingKey {
            case id, gameType = "game_type", team1Score = "team1_score", team2Score = "team2_score", winningScore = "winning_score"
            case winByTwo = "win_by_two", isCompleted = "is_completed", isArchived = "is_archived", createdDate = "created_date"
            case completedDate = "completed_date", durationSeconds = "duration_seconds", notes
            case team1Players = "team1_players", team2Players = "team2_players"
        }
    }

    /// The decoder an app would configure for the seed's `createdAt: Date` ("ISO 8601 timestamp"): the
    /// API sends it with and without fractional seconds, which `.iso8601` alone does not accept.
    static let historyDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = try? Date(text, strategy: .iso8601) { return date }
            if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 timestamp: \(text)")
        }
        return decoder
    }()

    /// Decodes one document of `family` with JSONDecoder; false if it throws.
    static func decode(_ family: String, _ data: Data, with decoder: JSONDecoder) -> Bool {
        do {
            switch family {
            case "sessions-page": _ = try decoder.decode(SessionsPage.self, from: data)
            case "round-detail": _ = try decoder.decode(RoundDetail.self, from: data)
            case "round-ratings": _ = try decoder.decode(RoundRatings.self, from: data)
            case "tv-season": _ = try decoder.decode(TVSeason.self, from: data)
            case "history-page": _ = try historyDecoder.decode(HistoryPage.self, from: data)
            case "disc-golf-round": _ = try decoder.decode(DiscGolfRound.self, from: data)
            case "pickleball-game": _ = try decoder.decode(PickleballGame.self, from: data)
            default: return false
            }
            return true
        } catch {
            return false
        }
    }

    /// Whether `family` has a hand-written model.
    static func covers(_ family: String) -> Bool {
        ["sessions-page", "round-detail", "round-ratings", "tv-season", "history-page", "disc-golf-round", "pickleball-game"].contains(family)
    }
}
