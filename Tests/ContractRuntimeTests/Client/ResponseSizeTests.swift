import ContractRuntime
import Contracts
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Response size limits, enforced while the body arrives: a 1 GiB body and a gzip body inflating to
/// 1 GiB end at the limit with a typed error, fast and in bounded memory.
@Suite("Response size limits")
struct ResponseSizeTests {
    static let gibibyte = 1 << 30

    /// The peak resident memory of this process so far, in MB.
    static func peakMegabytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
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
            #expect(Self.peakMegabytes() < 1024)
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
            #expect(Self.peakMegabytes() < 1024)
        }
    }
}
