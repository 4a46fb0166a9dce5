import ContractRuntime
import Contracts
import Foundation
import Testing

/// Redirects, against two real loopback servers (two ports: two origins): credentials set by
/// middleware never reach another origin, whichever redirect status and whichever transport path.
@Suite("Redirects")
struct RedirectTests {
    /// The middleware of an app that signs in: a bearer token, a cookie and an API key.
    static let credentials: [any ClientMiddleware] = [
        BearerTokenMiddleware(token: "contract-test-token"),
        HeaderFieldsMiddleware(["Cookie": "session=secret", "X-Api-Key": "key-123"]),
    ]

    /// Both transport paths: the built-in HTTP/1.1 client and FoundationNetworking.
    static let transports: [(name: String, transport: URLSessionTransport)] = [
        ("sockets", URLSessionTransport()),
        ("URLSession", URLSessionTransport(
            configuration: nil, maximumResponseBytes: URLSessionTransport.defaultMaximumResponseBytes,
            redirects: .standard, builtInHTTP: false)),
    ]

    @Test("A redirect to another origin drops Authorization, Cookie and API-key headers",
          arguments: [301, 302, 303, 307, 308], [0, 1])
    func crossOrigin(status: Int, path: Int) async throws {
        try await withContractServer { first in
            try await withContractServer { second in
                let target = second.baseURL.appendingPathComponent("rounds/r1").absoluteString
                // A generous timeout: on a loaded machine a timed-out attempt is retried, and the count below would see it.
                let client = APIClient<SessionsAPI>(
                    baseURL: first.baseURL, transport: Self.transports[path].transport,
                    middlewares: Self.credentials + [FaultHeader("redirect=\(status)@\(target)")],
                    retryPolicy: .fastForTests, timeout: .seconds(30))
                let round = try await client.send(GetRound(roundID: "r1"))

                #expect(round.roundId == "r1")
                let received = try await second.requests().entries("GET", "/rounds/r1")
                try #require(received.count == 1, "\(Self.transports[path].name)")
                #expect(received[0].headers["Authorization"] == nil, "\(Self.transports[path].name)")
                #expect(received[0].headers["Cookie"] == nil)
                #expect(received[0].headers["X-Api-Key"] == nil)
                #expect(received[0].headers["Accept"] == "application/json")
                // The first origin got the credentials it was meant to get.
                #expect(try await first.requests().entries("GET", "/rounds/r1").first?.headers["Authorization"]
                        == "Bearer contract-test-token")
            }
        }
    }

    @Test("A redirect on the same origin keeps the credentials", arguments: [0, 1])
    func sameOrigin(path: Int) async throws {
        try await withContractServer { server in
            let target = server.baseURL.appendingPathComponent("rounds/r2").absoluteString
            // A generous timeout, as above: an attempt that timed out after r2's first request would be retried
            // from r1, which no longer redirects, and r2 would be counted once (1 of 6 whole-suite runs here).
            let client = APIClient<SessionsAPI>(
                baseURL: server.baseURL, transport: Self.transports[path].transport,
                middlewares: Self.credentials + [FaultHeader("redirect=307@\(target);times=1")],
                retryPolicy: .fastForTests, timeout: .seconds(30))
            _ = try await client.send(GetRound(roundID: "r1"))

            // r1 redirects to r2, whose first request (carrying the same fault) redirects to r2 again.
            let received = try await server.requests().entries("GET", "/rounds/r2")
            try #require(received.count == 2)
            for entry in received {
                #expect(entry.headers["Authorization"] == "Bearer contract-test-token")
                #expect(entry.headers["Cookie"] == "session=secret")
            }
        }
    }

    @Test("A redirect loop ends after the policy's limit with a typed error")
    func redirectLoop() async throws {
        try await withContractServer { server in
            let loop = server.baseURL.appendingPathComponent("api/v1/history").absoluteString
            let client = makeClient(for: HistoryAPI.self, server: server, fault: "redirect=302@\(loop)")
            let error = try await failure { try await client.send(ListHistory()) }

            #expect(error.transportFailure == .malformedResponse)
            #expect(try await server.requests().count("GET", "/api/v1/history") == 1 + RedirectPolicy.standard.maximumRedirects)
        }
    }

    @Test("A redirect to another port is another origin")
    func portIsOrigin() {
        let a = URL(string: "http://127.0.0.1:8080/x")!
        #expect(!RedirectPolicy.sameOrigin(a, URL(string: "http://127.0.0.1:8081/x")!))
        #expect(!RedirectPolicy.sameOrigin(a, URL(string: "https://127.0.0.1:8080/x")!))
        #expect(!RedirectPolicy.sameOrigin(a, URL(string: "http://localhost:8080/x")!))
        #expect(RedirectPolicy.sameOrigin(URL(string: "http://h/x")!, URL(string: "http://H:80/y")!))
    }
}

/// FoundationNetworking aborts the process when a redirect's answer comes after its task was
/// cancelled, or after its own timer fired. A deadline or a cancellation that lands while a redirect
/// waits for the delegate's answer must end the request with a typed error instead. A large download
/// on the same transport keeps the delegate queue busy, so redirects wait there a while.
@Suite("Redirects racing deadlines")
struct RedirectDeadlineTests {
    @Test("Deadlines and cancellations landing while redirects wait for their answer are typed errors, never an abort")
    func deadlinesDuringRedirects() async throws {
        try await withContractServer { server in
            let transport = URLSessionTransport(
                configuration: nil, maximumResponseBytes: URLSessionTransport.defaultMaximumResponseBytes,
                redirects: .standard, builtInHTTP: false)
            let start = server.baseURL.appendingPathComponent("rounds/r1")
            // The server's request log answers without looking at X-Fault: one redirect, then 200.
            let target = server.baseURL.appendingPathComponent("__requests").absoluteString
            async let download = try? transport.send(HTTPRequest(
                method: .get, url: start, headers: ["X-Fault": "huge=24000000"], timeout: .seconds(60)))
            var outcomes: [String] = []
            for attempt in 0..<60 {
                let request = HTTPRequest(method: .get, url: start, headers: ["X-Fault": "redirect=307@\(target)"],
                                          timeout: .milliseconds(2 + attempt % 25))
                let exchange = Task { try await transport.send(request) }
                if attempt.isMultiple(of: 3) {
                    try await Task.sleep(for: .milliseconds(attempt % 7))
                    exchange.cancel()
                }
                switch await exchange.result {
                case .success(let response): outcomes.append(response.status == 200 ? "followed" : "status \(response.status)")
                case .failure(let error as TransportError) where error.kind == .timedOut || error.kind == .cancelled:
                    outcomes.append("ended")
                case .failure(let error): outcomes.append("\(error)")
                }
            }
            _ = await download
            #expect(outcomes.allSatisfy { $0 == "followed" || $0 == "ended" }, "\(outcomes)")
            #expect(outcomes.contains("ended"))
        }
    }
}
