import Contracts
import Foundation
import Testing

/// Session summary → `SessionHistoryRow` (session-history-view.md §SessionHistoryRowView,
/// §SessionStatusBadgeView, §Data Mapping, OQ-SH-5).
@Suite("Session summary → SessionHistoryRow")
struct SessionHistoryRowTests {
    /// The group's members as the caller knows them (the seed's `GroupMember` list).
    static let members = ["uuid-1": "Tim", "uuid-2": "Sarah", "m-1": "Max", "m-2": "Ana", "m-3": "Leo", "m-4": "Kim"]
    let summaries: Fixtures

    init() throws {
        summaries = try Fixtures("sessions", "session-summary")
    }

    static func row(_ wire: SessionSummary, posterSize: String = "w185") -> SessionHistoryRow {
        SessionHistoryRow(wire, memberName: { members[$0] }, posterSize: posterSize)
    }

    @Test func theSeedPageShowsOneRatedRow() throws {
        let page = try SessionsPage.decode(try Fixtures("sessions", "sessions-page").example(containing: "seed session-history-view.md"))
        let rows = page.sessions.map { Self.row($0) }
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row.id == "uuid")
        #expect(row.status == .rated)
        #expect(row.statusLabel == "Rated")
        #expect(row.createdAt == Date(timeIntervalSince1970: 1_771_099_200))  // 2026-02-14T20:00:00Z
        #expect(row.movieTitle == "Fight Club")
        #expect(row.posterURL?.absoluteString == "https://image.tmdb.org/t/p/w185/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(row.attendeeNames == ["Tim", "Sarah"])
        #expect(row.attendeeCount == 2)
        let ratings = try #require(row.ratingsSummary)
        #expect(ratings.loved == 2 && ratings.liked == 1 && ratings.didNotLike == 0)
        #expect(ratings.totalRated == 3)
        #expect(ratings.totalAttendees == 2)
    }

    @Test func legacyDiscardedReadsExpired() throws {
        let row = Self.row(try SessionSummary.decode(try summaries.example(containing: "without the attendees field")))
        #expect(row.status == .discarded)
        #expect(row.statusLabel == "Expired")
    }

    @Test(arguments: [
        ("draft", "Draft"), ("voting", "Voting"), ("selected", "Selected"), ("watched", "Watched"),
        ("rated", "Rated"), ("expired", "Expired"), ("discarded", "Expired"),
    ])
    func everyStatusHasTheBadgeTextOfTheSeed(status: String, label: String) throws {
        let wire = try SessionSummary.decode(json: #"{"round_id": "r", "status": "\#(status)", "created_at": "2026-02-14T20:00:00Z"}"#)
        #expect(Self.row(wire).statusLabel == label)
    }

    @Test func aStatusThisVersionDoesNotKnowIsRejectedWhenValidatingAndShownAsSentOtherwise() throws {
        let text = #"{"round_id": "r", "status": "archived", "created_at": "2026-02-14T20:00:00Z"}"#
        #expect(throws: ContractDecodingError.self) { try SessionSummary.decode(json: text) }
        let lenient = try SessionSummary(jsonBytes: Array(text.utf8))
        #expect(Self.row(lenient).statusLabel == "archived")
    }

    @Test(arguments: [
        #""attendees": null, "#,
        "",
        #""attendees": [], "#,
    ])
    func legacyAttendeesFallBackToTheRatedCount(attendees: String) throws {
        let wire = try SessionSummary.decode(json: #"{"round_id": "r-0", "status": "rated", "created_at": "2024-11-02T19:30:00Z", \#(attendees)"ratings_summary": {"loved": 1, "liked": 2, "did_not_like": 1}}"#)
        let row = Self.row(wire)
        #expect(row.attendeeNames == [])
        #expect(row.attendeeCount == nil)
        let ratings = try #require(row.ratingsSummary)
        #expect(ratings.totalRated == 4)
        #expect(ratings.totalAttendees == 4)
    }

    @Test func legacyFixturesHaveNoAttendees() throws {
        for text in ["attendees null (OQ-SH-5)", "without the attendees field", "attendees empty (legacy)"] {
            let row = Self.row(try SessionSummary.decode(try summaries.example(containing: text)))
            #expect(row.attendeeNames.isEmpty, "\(text)")
            #expect(row.attendeeCount == nil, "\(text)")
        }
    }

    @Test func namesComeFromTheCallersLookupInAttendeeOrder() throws {
        let wire = try SessionSummary.decode(try summaries.example(containing: "selected with a pick but no ratings yet"))
        #expect(Self.row(wire).attendeeNames == ["Max", "Ana", "Leo", "Kim"])
        let reversed = SessionHistoryRow(wire, memberName: { Self.members[$0].map { String($0.reversed()) } })
        #expect(reversed.attendeeNames == ["xaM", "anA", "oeL", "miK"])
    }

    @Test func idsTheLookupDoesNotKnowAreLeftOutOfTheNamesButStillCounted() throws {
        let wire = try SessionSummary.decode(try summaries.example(containing: "the session object of the seed"))
        let row = SessionHistoryRow(wire, memberName: { $0 == "uuid-2" ? "Sarah" : nil })
        #expect(row.attendeeNames == ["Sarah"])
        #expect(row.attendeeCount == 2)
        #expect(row.ratingsSummary?.totalAttendees == 2)
    }

    @Test func theCallerCanNameUnknownMembersInstead() throws {
        let wire = try SessionSummary.decode(try summaries.example(containing: "the session object of the seed"))
        let known = ["uuid-2": "Sarah"]
        let row = SessionHistoryRow(wire, memberName: { known[$0] ?? "Former member" })
        #expect(row.attendeeNames == ["Former member", "Sarah"])
    }

    @Test func aPickWithoutPosterAndNoPickShowThePlaceholder() throws {
        let selected = Self.row(try SessionSummary.decode(try summaries.example(containing: "selected with a pick but no ratings yet")))
        #expect(selected.movieTitle == "Parasite")
        #expect(selected.posterURL == nil)
        #expect(selected.ratingsSummary == nil)
        let expired = Self.row(try SessionSummary.decode(try summaries.example(containing: "attendees null (OQ-SH-5)")))
        #expect(expired.movieTitle == nil)
        #expect(expired.posterURL == nil)
        #expect(expired.statusLabel == "Expired")
    }

    @Test func thePosterLinksToTheChosenSize() throws {
        let wire = try SessionSummary.decode(try summaries.example(containing: "the session object of the seed"))
        #expect(Self.row(wire, posterSize: "w92").posterURL?.absoluteString == "https://image.tmdb.org/t/p/w92/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(Self.row(wire, posterSize: "original").posterURL?.absoluteString == "https://image.tmdb.org/t/p/original/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
    }

    @Test func everyValidFixtureMaps() throws {
        #expect(summaries.valid.count >= 5)
        for example in summaries.valid {
            let row = Self.row(try SessionSummary.decode(example))
            let ids = example.data["attendees"]?.arrayValue ?? []
            #expect(row.attendeeCount == (ids.isEmpty ? nil : ids.count), "\(example.description)")
            #expect(row.attendeeNames.count == ids.count, "\(example.description): every id in the fixtures is a known member")
            #expect((row.ratingsSummary == nil) == (example.data["ratings_summary"]?.objectValue == nil), "\(example.description)")
        }
    }

    @Test func theMemberListFromAttendeesIsRejected() throws {
        let example = try summaries.example(containing: "the list sends attendee ids, not member objects")
        #expect(throws: ContractDecodingError.self) { try SessionSummary.decode(example) }
    }
}
