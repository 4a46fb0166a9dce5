import ContractRuntime
import Contracts
import Foundation
import Testing

/// Response size limits, enforced while the body arrives: a 1 GiB body and a gzip body inflating to
/// 1 GiB end at the limit with a typed error, fast, and the client stops reading there.
///
/// Memory is bounded because the client stops reading at the limit: the tests check that the server
/// could not hand the socket much more than the limit (its count of bytes sent before the client hung
/// up). This process's peak resident size would say nothing: other suites run in it at the same time.
@Suite("Response size limits")
struct ResponseSizeTests {
    static let gibibyte = 1 << 30

    /// The stream the server recorded for the request, once it has ended (the server notices the
    /// client's hang-up at its next write).
    static func stream(_ server: ContractServer) async throws -> RequestLog.Stream? {
        for _ in 0..<200 {
            if let stream = try await server.requests().streams.first { return stream }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    func client(_ server: ContractServer, fault: String, transport: URLSessionTransport = URLSessionTransport()) -> APIClient<SessionsAPI> {
        APIClient<SessionsAPI>(baseURL: server.baseURL, transport: transport, middlewares: [FaultHeader(fault)],
                               retryPolicy: .fastForTests, timeout: .seconds(10))
    }

    @Test("A 1 GiB body, announced or not, fails at the default limit", arguments: ["huge", "huge-length"])
    func gibibyteBody(kind: String) async throws {
        try await withContractServer { server in
            let started = ContinuousClock.now
            let error = try await failure { try await client(server, fault: "\(kind)=\(Self.gibibyte)").send(GetRound(roundID: "r1")) }

            #expect(error.transportFailure == .responseTooLarge)
            #expect(ContinuousClock.now - started < hostileTimeBound)
            // The client hung up near the 32 MiB limit: what the server got out is the limit plus what
            // the sockets buffer (a few MiB on loopback), never the whole body.
            let stream = try #require(try await Self.stream(server))
            #expect(!stream.complete)
            #expect(stream.sent < URLSessionTransport.defaultMaximumResponseBytes + 64 << 20)
        }
    }

    @Test("A configured limit applies on both paths", arguments: [true, false])
    func configuredLimit(sockets: Bool) async throws {
        try await withContractServer { server in
            let transport = URLSessionTransport(
                configuration: nil, maximumResponseBytes: 100_000, redirects: .standard, builtInHTTP: sockets)
            let error = try await failure { try await client(server, fault: "huge=200000", transport: transport).send(GetRound(roundID: "r1")) }
            #expect(error.transportFailure == .responseTooLarge)
            // Under the limit is fine.
            let round = try await APIClient<SessionsAPI>(baseURL: server.baseURL, transport: transport).send(GetRound(roundID: "r1"))
            #expect(round.roundId == "r1")
        }
    }

    @Test("A gzip body inflating to 1 GiB ends with a typed error in bounded memory, on both paths", arguments: [true, false])
    func gzipBomb(sockets: Bool) async throws {
        try await withContractServer { server in
            let transport = URLSessionTransport(
                configuration: nil, maximumResponseBytes: URLSessionTransport.defaultMaximumResponseBytes,
                redirects: .standard, builtInHTTP: sockets)
            let started = ContinuousClock.now
            let error = try await failure {
                try await client(server, fault: "gzip-bomb=\(Self.gibibyte)", transport: transport).send(GetRound(roundID: "r1"))
            }
            // The built-in path never asks for compression and refuses it; FoundationNetworking
            // inflates, and the limit stops it after 32 MiB.
            #expect(error.transportFailure == (sockets ? .malformedResponse : .responseTooLarge))
            #expect(ContinuousClock.now - started < hostileTimeBound)
            // 1 GiB of gzip is about 1 MB on the wire, which the sockets may buffer whole: the server's
            // count says nothing here. The typed error says the client stopped inflating at the limit.
        }
    }
}
