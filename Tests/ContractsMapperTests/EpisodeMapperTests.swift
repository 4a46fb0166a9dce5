import Contracts
import Foundation
import Testing

/// TMDb episode → domain `TVEpisode` (tv-season-details-prd.md §US-3, §US-7 `TVEpisodeMapper`).
@Suite("TMDb episode → TVEpisode")
struct EpisodeMapperTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures("episodes", "episode")
    }

    @Test func aCurrentEpisodeKeepsTheFieldsTheAppUses() throws {
        let wire = try Episode.decode(try fixtures.example(containing: "2023+ shape"))
        let episode = TVEpisode(wire)
        #expect(episode.id == 62085)
        #expect(episode.name == "Pilot")
        #expect(episode.episodeNumber == 1)
        #expect(episode.seasonNumber == 1)
        #expect(episode.overview == "A high school chemistry teacher learns he has terminal cancer and turns to making methamphetamine.")
        #expect(episode.airDate == CalendarDate(year: 2008, month: 1, day: 20))
        #expect(episode.runtime == 59)
        #expect(episode.stillPath == "/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
    }

    @Test func anUnairedEpisodeHasNoDateRuntimeOrStill() throws {
        let episode = TVEpisode(try Episode.decode(try fixtures.example(containing: "unaired episode")))
        #expect(episode.name == "")
        #expect(episode.overview == "")
        #expect(episode.airDate == nil)
        #expect(episode.runtime == nil)
        #expect(episode.stillPath == nil)
        #expect(episode.episodeNumber == 10)
    }

    @Test func anEmptyAirDateAndANullTitleReadAsNoDateAndAnEmptyTitle() throws {
        let episode = TVEpisode(try Episode.decode(try fixtures.example(containing: "air_date as empty string")))
        #expect(episode.airDate == nil)
        #expect(episode.name == "")
        #expect(episode.overview == nil)
    }

    @Test func anOldEpisodeWithoutRuntimeStillMaps() throws {
        let episode = TVEpisode(try Episode.decode(try fixtures.example(containing: "2014-era shape")))
        #expect(episode.runtime == nil)
        #expect(episode.overview == "")
        #expect(episode.stillPath == "/88Z0fMP8a88EpQWMCs1593G0ngu.jpg")
    }

    @Test func everyValidFixtureMapsWithItsIdentityUnchanged() throws {
        #expect(fixtures.valid.count >= 4)
        for example in fixtures.valid {
            let wire = try Episode.decode(example)
            let episode = TVEpisode(wire)
            #expect(episode.id == example.data["id"]?.numberValue?.int64Value.map(Int.init), "\(example.description)")
            #expect(episode.episodeNumber == wire.episodeNumber && episode.seasonNumber == wire.seasonNumber, "\(example.description)")
            #expect(episode.name == (example.data["name"]?.stringValue ?? ""), "\(example.description)")
        }
    }

    @Test func anInvalidEpisodeIsRejectedBeforeMapping() throws {
        let example = try fixtures.example(containing: "episode_number is an integer")
        #expect(throws: ContractDecodingError.self) { try Episode.decode(example) }
    }
}
