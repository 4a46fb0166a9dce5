import Contracts
import Foundation
import Testing

/// TMDb season details → `(overview, episodes)` with nil episodes → empty list (tv-season-details-prd.md
/// §US-7), and the season screen's summary with the poster at a chosen size (§US-6, §US-9).
@Suite("TMDb season details → TVSeasonEpisodes, TVSeasonDetailsSummary")
struct SeasonMapperTests {
    let seasons: Fixtures

    init() throws {
        seasons = try Fixtures("episodes", "season-details")
    }

    @Test func nullEpisodesBecomeAnEmptyList() throws {
        let wire = try SeasonDetails.decode(try seasons.example(containing: "episodes null maps to an empty list"))
        #expect(TVSeasonEpisodes(wire).episodes == [])
        #expect(TVSeasonDetailsSummary(wire).episodes == [])
        #expect(TVSeasonEpisodes(wire).overview == "")
    }

    @Test func missingEpisodesBecomeAnEmptyList() throws {
        let wire = try SeasonDetails.decode(json: #"{"id": 3572, "season_number": 1, "overview": "Walter White."}"#)
        #expect(TVSeasonEpisodes(wire).episodes == [])
        #expect(TVSeasonEpisodes(wire).overview == "Walter White.")
    }

    @Test func aSeasonWithoutEpisodesOrOverviewIsEmpty() throws {
        let wire = try SeasonDetails.decode(try seasons.example(containing: "Specials season 0"))
        let season = TVSeasonEpisodes(wire)
        #expect(season.episodes.isEmpty)
        #expect(season.overview == nil)
        #expect(TVSeasonDetailsSummary(wire).posterURL == nil)
    }

    @Test func episodesAreMappedInTMDbOrder() throws {
        let example = try seasons.example(containing: "corpus tv-season.ndjson line 955")
        let wire = try SeasonDetails.decode(example)
        let season = TVSeasonEpisodes(wire)
        let wireEpisodes = try #require(wire.episodes?.value)
        #expect(season.episodes.count == wireEpisodes.count)
        #expect(season.episodes.count == example.data["episodes"]?.arrayValue?.count)
        #expect(season.episodes == wireEpisodes.map { TVEpisode($0) })
        #expect(season.episodes.map(\.episodeNumber) == wireEpisodes.map(\.episodeNumber))
    }

    @Test func everyValidSeasonMaps() throws {
        for example in seasons.valid {
            let wire = try SeasonDetails.decode(example)
            let expected = example.data["episodes"]?.arrayValue?.count ?? 0
            #expect(TVSeasonEpisodes(wire).episodes.count == expected, "\(example.description)")
            #expect(TVSeasonDetailsSummary(wire).episodes.count == expected, "\(example.description)")
        }
    }

    @Test func thePosterLinksToTheChosenSize() throws {
        let wire = try SeasonDetails.decode(try seasons.example(containing: "2024-era response"))
        #expect(TVSeasonDetailsSummary(wire).posterURL?.absoluteString == "https://image.tmdb.org/t/p/w342/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg")
        #expect(TVSeasonDetailsSummary(wire, posterSize: "w500").posterURL?.absoluteString == "https://image.tmdb.org/t/p/w500/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg")
        #expect(TVSeasonDetailsSummary(wire, posterSize: "original").posterURL?.absoluteString == "https://image.tmdb.org/t/p/original/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg")
    }

    @Test func aSizeThatIsNotOneSegmentGivesNoPoster() throws {
        let wire = try SeasonDetails.decode(try seasons.example(containing: "2024-era response"))
        #expect(TVSeasonDetailsSummary(wire, posterSize: "").posterURL == nil)
        #expect(TVSeasonDetailsSummary(wire, posterSize: "w500/../x").posterURL == nil)
    }

    @Test func theScreenSummaryCarriesOverviewAndStillURLs() throws {
        let wire = try SeasonDetails.decode(try seasons.example(containing: "2024-era response"))
        let summary = TVSeasonDetailsSummary(wire, imagesBaseURL: "https://images.example.test/t/p/")
        #expect(summary.overview == "High school chemistry teacher Walter White's life is suddenly transformed by a dire medical diagnosis.")
        #expect(summary.posterURL?.absoluteString == "https://images.example.test/t/p/w342/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg")
        let episode = try #require(summary.episodes.first)
        #expect(episode.name == "Pilot")
        #expect(episode.stillURLSet?.w92.absoluteString == "https://images.example.test/t/p/w92/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
    }
}
