import Contracts
import Foundation
import Testing

/// Still path → URL set for w92/w185/w300/original (tv-season-details-prd.md §US-1, §US-6
/// `TVEpisodeSummaryMapper`, §Design Decisions "Still widths: 92/185/300/max").
@Suite("TMDb episode → TVEpisodeSummary (still URLs)")
struct StillURLSetTests {
    let episodes: Fixtures

    init() throws {
        episodes = try Fixtures("episodes", "episode")
    }

    @Test func aStillResolvesToOneURLPerStillSize() throws {
        let summary = TVEpisodeSummary(try Episode.decode(try episodes.example(containing: "2023+ shape")))
        let set = try #require(summary.stillURLSet)
        #expect(set.w92.absoluteString == "https://image.tmdb.org/t/p/w92/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
        #expect(set.w185.absoluteString == "https://image.tmdb.org/t/p/w185/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
        #expect(set.w300.absoluteString == "https://image.tmdb.org/t/p/w300/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
        #expect(set.original.absoluteString == "https://image.tmdb.org/t/p/original/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
    }

    @Test func theSummaryKeepsTheEpisodeFields() throws {
        let wire = try Episode.decode(try episodes.example(containing: "2023+ shape"))
        let summary = TVEpisodeSummary(wire)
        let episode = TVEpisode(wire)
        #expect(summary.id == episode.id)
        #expect(summary.name == episode.name)
        #expect(summary.episodeNumber == episode.episodeNumber)
        #expect(summary.seasonNumber == episode.seasonNumber)
        #expect(summary.overview == episode.overview)
        #expect(summary.airDate == episode.airDate)
        #expect(summary.runtime == episode.runtime)
    }

    @Test func theBaseComesFromTheTMDbConfiguration() throws {
        let configuration = try ApiConfiguration.decode(try Fixtures("episodes", "api-configuration").example(containing: "with images and change_keys"))
        let wire = try Episode.decode(try episodes.example(containing: "2014-era shape"))
        let secure = TVEpisodeSummary(wire, imagesBaseURL: configuration.images.secureBaseUrl.text)
        #expect(secure.stillURLSet?.w300.absoluteString == "https://image.tmdb.org/t/p/w300/88Z0fMP8a88EpQWMCs1593G0ngu.jpg")
        let plain = TVEpisodeSummary(wire, imagesBaseURL: try #require(configuration.images.baseUrl).text)
        #expect(plain.stillURLSet?.w92.absoluteString == "http://image.tmdb.org/t/p/w92/88Z0fMP8a88EpQWMCs1593G0ngu.jpg")
    }

    @Test func aBaseWithoutTrailingSlashStillJoinsWithOneSlash() throws {
        let wire = try Episode.decode(try episodes.example(containing: "2023+ shape"))
        let summary = TVEpisodeSummary(wire, imagesBaseURL: "https://cdn.example.test/t/p")
        #expect(summary.stillURLSet?.w185.absoluteString == "https://cdn.example.test/t/p/w185/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
    }

    @Test func noStillMeansNoURLSet() throws {
        let unaired = TVEpisodeSummary(try Episode.decode(try episodes.example(containing: "unaired episode")))
        #expect(unaired.stillURLSet == nil)
        let missing = TVEpisodeSummary(try Episode.decode(json: #"{"id": 7, "episode_number": 1, "season_number": 1}"#))
        #expect(missing.stillURLSet == nil)
        let empty = TVEpisodeSummary(try Episode.decode(json: #"{"id": 7, "episode_number": 1, "season_number": 1, "still_path": ""}"#))
        #expect(empty.stillURLSet == nil)
    }

    @Test func anUnusableBaseGivesNoURLsRatherThanBrokenOnes() throws {
        let wire = try Episode.decode(try episodes.example(containing: "2023+ shape"))
        #expect(TVEpisodeSummary(wire, imagesBaseURL: "").stillURLSet == nil)
        #expect(TVEpisodeSummary(wire, imagesBaseURL: "not a url").stillURLSet == nil)
    }
}
