// Test double of the code the generator will emit from Schemas/sessions/sessions.endpoints.json
// and the sessions schemas. Hand-written; the generated code replaces it.

import ContractRuntime

/// Double of generated `SessionsAPI`.
enum SessionsAPI: APIDefinition {
    static let name = "sessions"
    static let messages: UserMessages = [
        403: "You don't have access to this household's history.",
    ]
}

/// Double of generated `SessionStatus` (session-status.schema.json).
enum SessionStatus: String, Codable, Sendable {
    case draft, voting, selected, watched, rated, expired, discarded
}

/// Double of generated `SessionsPage` (sessions-page.schema.json).
struct SessionsPage: Codable, Sendable, Equatable {
    var sessions: [SessionSummary]
    var nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case sessions
        case nextCursor = "next_cursor"
    }
}

/// Double of generated `SessionSummary` (session-summary.schema.json).
struct SessionSummary: Codable, Sendable, Equatable {
    var roundID: String
    var status: SessionStatus
    var createdAt: String
    var attendees: [String]?
    var pick: Pick?
    var ratingsSummary: RatingsSummary?

    enum CodingKeys: String, CodingKey {
        case roundID = "round_id"
        case status
        case createdAt = "created_at"
        case attendees
        case pick
        case ratingsSummary = "ratings_summary"
    }
}

/// Double of generated `Pick` (pick.schema.json).
struct Pick: Codable, Sendable, Equatable {
    var tmdbMovieID: Int
    var title: String
    var posterPath: String?

    enum CodingKeys: String, CodingKey {
        case tmdbMovieID = "tmdb_movie_id"
        case title
        case posterPath = "poster_path"
    }
}

/// Double of generated `RatingsSummary` (ratings-summary.schema.json).
struct RatingsSummary: Codable, Sendable, Equatable {
    var loved: Int
    var liked: Int
    var didNotLike: Int

    enum CodingKeys: String, CodingKey {
        case loved, liked
        case didNotLike = "did_not_like"
    }
}

/// Double of generated `RoundDetail` (round-detail.schema.json).
struct RoundDetail: Codable, Sendable, Equatable {
    var roundID: String
    var groupID: String
    var status: SessionStatus
    var startedBy: String
    var attendees: [Member]?
    var createdAt: String
    var suggestions: [Suggestion]
    var pickedMovieID: Int?

    enum CodingKeys: String, CodingKey {
        case roundID = "round_id"
        case groupID = "group_id"
        case status
        case startedBy = "started_by"
        case attendees
        case createdAt = "created_at"
        case suggestions
        case pickedMovieID = "picked_movie_id"
    }
}

/// Double of generated `Member` (member.schema.json).
struct Member: Codable, Sendable, Equatable {
    var memberID: String
    var displayName: String
    var avatarKey: String?

    enum CodingKeys: String, CodingKey {
        case memberID = "member_id"
        case displayName = "display_name"
        case avatarKey = "avatar_key"
    }
}

/// Double of generated `Suggestion` (suggestion.schema.json).
struct Suggestion: Codable, Sendable, Equatable {
    var tmdbMovieID: Int
    var title: String
    var year: Int
    var posterPath: String?
    var contentRating: String?
    var votesUp: Int
    var votesDown: Int
    var voters: [Voter]

    enum CodingKeys: String, CodingKey {
        case tmdbMovieID = "tmdb_movie_id"
        case title, year
        case posterPath = "poster_path"
        case contentRating = "content_rating"
        case votesUp = "votes_up"
        case votesDown = "votes_down"
        case voters
    }
}

/// Double of generated `Voter` (voter.schema.json).
struct Voter: Codable, Sendable, Equatable {
    enum Vote: String, Codable, Sendable { case up, down }
    var memberID: String
    var displayName: String
    var avatarKey: String?
    var vote: Vote

    enum CodingKeys: String, CodingKey {
        case memberID = "member_id"
        case displayName = "display_name"
        case avatarKey = "avatar_key"
        case vote
    }
}

/// Double of generated `RoundRatings` (round-ratings.schema.json).
struct RoundRatings: Codable, Sendable, Equatable {
    var roundID: String
    var ratings: [RatingEntry]
    var closed: Bool

    enum CodingKeys: String, CodingKey {
        case roundID = "round_id"
        case ratings, closed
    }
}

/// Double of generated `RatingEntry` (rating-entry.schema.json).
struct RatingEntry: Codable, Sendable, Equatable {
    enum Rating: String, Codable, Sendable { case loved, liked, didNotLike = "did_not_like" }
    var memberID: String
    var displayName: String
    var rating: Rating?
    var ratedAt: String?

    enum CodingKeys: String, CodingKey {
        case memberID = "member_id"
        case displayName = "display_name"
        case rating
        case ratedAt = "rated_at"
    }
}

/// Double of generated `ListSessions` (endpoint `listSessions`).
struct ListSessions: CursorPaginated {
    typealias API = SessionsAPI
    typealias Response = SessionsPage
    typealias Item = SessionSummary

    static let definition = EndpointDefinition(
        name: "listSessions",
        method: .get,
        path: "/groups/{group_id}/sessions",
        responseSchema: "https://contracts.local/sessions/sessions-page.schema.json",
        messages: [404: "This household wasn't found."]
    )

    var groupID: String
    var limit: Int = 20
    var cursor: String?

    func requestParts() -> RequestParts {
        RequestParts(path: ["group_id": groupID], query: ["limit": String(limit), "cursor": cursor])
    }

    static func items(in page: SessionsPage) -> [SessionSummary] { page.sessions }
    static func nextCursor(in page: SessionsPage) -> String? { page.nextCursor }
}

/// Double of generated `GetRound` (endpoint `getRound`).
struct GetRound: Endpoint {
    typealias API = SessionsAPI
    typealias Response = RoundDetail

    static let definition = EndpointDefinition(
        name: "getRound",
        method: .get,
        path: "/rounds/{round_id}",
        responseSchema: "https://contracts.local/sessions/round-detail.schema.json"
    )

    var roundID: String

    func requestParts() -> RequestParts {
        RequestParts(path: ["round_id": roundID])
    }
}

/// Double of generated `GetRoundRatings` (endpoint `getRoundRatings`).
struct GetRoundRatings: Endpoint {
    typealias API = SessionsAPI
    typealias Response = RoundRatings

    static let definition = EndpointDefinition(
        name: "getRoundRatings",
        method: .get,
        path: "/rounds/{round_id}/ratings",
        responseSchema: "https://contracts.local/sessions/round-ratings.schema.json"
    )

    var roundID: String

    func requestParts() -> RequestParts {
        RequestParts(path: ["round_id": roundID])
    }
}
