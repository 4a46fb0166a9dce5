import Contracts
import Foundation
import Testing

/// Ratings summary → `RatingsSummary` with total rated and attendees (session-history-view.md §Model
/// Additions `toRatingsSummary(totalAttendees:)`), falling back to the rated count (OQ-SH-5).
@Suite("Session ratings summary → RatingsSummary")
struct RatingsSummaryMapperTests {
    let summaries: Fixtures

    init() throws {
        summaries = try Fixtures("sessions", "ratings-summary")
    }

    @Test func theSeedTallyCountsEveryoneWhoRated() throws {
        let wire = try SessionRatingsSummary.decode(try summaries.example(containing: "seed session-history-view.md"))
        let summary = RatingsSummary(wire, totalAttendees: 4)
        #expect(summary.loved == 2)
        #expect(summary.liked == 1)
        #expect(summary.didNotLike == 0)
        #expect(summary.totalRated == 3)
        #expect(summary.totalAttendees == 4)
    }

    @Test func unknownAttendeesFallBackToTheRatedCount() throws {
        let wire = try SessionRatingsSummary.decode(try summaries.example(containing: "seed session-history-view.md"))
        let summary = RatingsSummary(wire, totalAttendees: nil)
        #expect(summary.totalAttendees == 3)
        #expect(summary.totalAttendees == summary.totalRated)
    }

    @Test func nobodyRatedYet() throws {
        let wire = try SessionRatingsSummary.decode(try summaries.example(containing: "all zero"))
        let summary = RatingsSummary(wire, totalAttendees: 5)
        #expect(summary.totalRated == 0)
        #expect(summary.totalAttendees == 5)
        #expect(RatingsSummary(wire, totalAttendees: nil).totalAttendees == 0)
    }

    @Test func theRatedCountIsTheSumOfTheThreeCounts() throws {
        for example in summaries.valid {
            let wire = try SessionRatingsSummary.decode(example)
            #expect(RatingsSummary(wire, totalAttendees: nil).totalRated == wire.loved + wire.liked + wire.didNotLike, "\(example.description)")
        }
    }

    @Test func aNegativeCountIsRejectedBeforeMapping() throws {
        let example = try summaries.example(containing: "counts cannot be negative")
        #expect(throws: ContractDecodingError.self) { try SessionRatingsSummary.decode(example) }
    }
}
