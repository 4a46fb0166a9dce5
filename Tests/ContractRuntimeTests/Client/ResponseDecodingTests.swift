import ContractRuntime
import Contracts
import Foundation
import Testing

/// How a response body becomes a value: generated models are read from the document the client
/// parsed (once), with the same values and the same violations as `JSONDecoder`; a decoder of the
/// app's own is still used; a response of more object members than the client's limit is refused
/// before it is decoded (see `contract-bench client-memory` for the memory this keeps).
@Suite("Response decoding")
struct ResponseDecodingTests {
    @Test("Generated models decode to the same values with the plain decoder as with a JSONDecoder")
    func sameValues() async throws {
        try await withContractServer { server in
            let plain = makeClient(for: SessionsAPI.self, server: server)
            var configured = plain
            configured.decoder = FoundationResponseDecoder({ JSONDecoder() })

            let round = (try await plain.send(GetRound(roundID: "r1")), try await configured.send(GetRound(roundID: "r1")))
            #expect(round.0 == round.1)
            let ratings = (try await plain.send(GetRoundRatings(roundID: "r1")), try await configured.send(GetRoundRatings(roundID: "r1")))
            #expect(ratings.0 == ratings.1)
            let page = (try await plain.send(ListSessions(groupID: "n45")), try await configured.send(ListSessions(groupID: "n45")))
            #expect(page.0 == page.1)
            let history = makeClient(for: HistoryAPI.self, server: server)
            var historyJSON = history
            historyJSON.decoder = FoundationResponseDecoder({ JSONDecoder() })
            let items = (try await history.send(ListHistory()), try await historyJSON.send(ListHistory()))
            #expect(items.0 == items.1)
            let season = makeClient(
                for: EpisodesAPI.self, server: server, middlewares: [BearerTokenMiddleware(token: "contract-test-token")])
            var seasonJSON = season
            seasonJSON.decoder = FoundationResponseDecoder({ JSONDecoder() })
            let details = (
                try await season.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1)),
                try await seasonJSON.send(GetSeasonDetails(seriesID: 69740, seasonNumber: 1))
            )
            #expect(details.0 == details.1)
        }
    }

    @Test("A decoder of the app's own decodes generated models too")
    func ownDecoder() async throws {
        try await withContractServer { server in
            let calls = Recorder<String>()
            var client = makeClient(for: SessionsAPI.self, server: server)
            client.decoder = CountingDecoder(calls: calls)
            let round = try await client.send(GetRound(roundID: "r1"))

            #expect(round.roundId == "r1")
            #expect(calls.all == ["RoundDetail"])
        }
    }

    @Test("A response holding more object members than the client's limit fails before decoding, saying so")
    func memberLimit() async throws {
        try await withContractServer { server in
            var client = makeClient(for: SessionsAPI.self, server: server)
            #expect(client.maximumResponseMembers == 200_000)
            #expect(try await client.send(GetRound(roundID: "r1")).roundId == "r1")

            // The round has 9 members at its root, and more below: the limit is passed at the root.
            client.maximumResponseMembers = 5
            let error = try await failure { try await client.send(GetRound(roundID: "r1")) }
            guard case .violations(let violations)? = error.payloadError else {
                Issue.record("expected violations, got \(error)")
                return
            }
            #expect(violations.count == 1)
            #expect(violations.first?.pointer.isRoot == true)
            #expect(violations.first?.message.contains("more than 5 object members") == true)
            #expect(violations.first?.message.contains("APIClient.maximumResponseMembers") == true)
            #expect(error.attempts == 1)

            // Passed inside a nested object: the pointer names it.
            client.maximumResponseMembers = 9 + 3
            let nested = try await failure { try await client.send(GetRound(roundID: "r1")) }
            #expect(nested.payloadError?.description.hasPrefix("/attendees/") == true, "\(nested)")
        }
    }
}

/// Decodes with a plain `JSONDecoder`, recording the type of each call.
struct CountingDecoder: ResponseDecoder {
    let calls: Recorder<String>

    func decode<Value: Decodable>(_ type: Value.Type, from document: JSONDocument) throws(PayloadError) -> Value {
        calls.append("\(type)")
        do {
            return try JSONDecoder().decode(type, from: Data(document.bytes))
        } catch {
            throw .violations([PayloadViolation(pointer: .root, expected: "\(type)", found: "\(error)")])
        }
    }
}
