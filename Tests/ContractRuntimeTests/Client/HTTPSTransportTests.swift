import ContractRuntime
import Contracts
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `https://` against a real TLS server on 127.0.0.1 (`Server/tls_front.py` in front of
/// `contract_server.py`, certificates made by the openssl CLI at test time): every broken response is
/// a typed error and the process keeps running, limits, redirects, the deadline and cancellation hold
/// as over `http://`, and the server's certificate is verified against the authority the transport
/// is told to trust. (On Linux, FoundationNetworking aborted the process on the first case:
/// `NativeProtocol.swift:240: Fatal error: Transfer completed, but there's no response`.)
@Suite("HTTPS transport", .enabled(if: TestCertificates.available, "needs the openssl CLI and Python's ssl module for a TLS test server"))
struct HTTPSTransportTests {
    /// A transport that trusts the test authority.
    static func transport(maximumResponseBytes: Int = URLSessionTransport.defaultMaximumResponseBytes) throws -> URLSessionTransport {
        URLSessionTransport(maximumResponseBytes: maximumResponseBytes, trustedCertificates: try #require(TestCertificates.shared).authority)
    }

    /// A client of `baseURL` through `transport`, without retries; `fault` goes in `X-Fault`.
    static func client<API: APIDefinition>(
        _ api: API.Type, _ baseURL: URL, fault: String? = nil, middlewares: [any ClientMiddleware] = [],
        timeout: Duration = .seconds(10), transport: URLSessionTransport? = nil
    ) throws -> APIClient<API> {
        APIClient<API>(baseURL: baseURL, transport: try transport ?? Self.transport(),
                       middlewares: middlewares + (fault.map { [FaultHeader($0)] } ?? []), retryPolicy: .never, timeout: timeout)
    }

    @Test("A 200 JSON response round-trips over https, with its headers")
    func roundTrip() async throws {
        try await withHTTPSServer { front, server in
            let client = try Self.client(SessionsAPI.self, front.baseURL, middlewares: [BearerTokenMiddleware(token: "contract-test-token")])
            let round = try await client.send(GetRound(roundID: "r1"))
            #expect(round.roundId == "r1")

            let url = front.baseURL.appendingPathComponent("rounds/r2")
            // Any timeout is taken as a deadline, even one beyond what libcurl's options can hold.
            let response = try await Self.transport().send(
                HTTPRequest(method: .get, url: url, headers: ["Accept": "application/json"], timeout: .seconds(Int64.max)))
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"] == "application/json")
            #expect(response.headers["Content-Length"] == String(response.body.count))
            #expect(String(decoding: response.body, as: UTF8.self).contains("\"round_id\": \"r2\""))
            let received = try await server.requests().entries("GET", "/rounds/r1")
            #expect(received.first?.headers["Authorization"] == "Bearer contract-test-token")
            #expect(received.first?.headers["Accept-Encoding"] == "identity")
        }
    }

    @Test("A POST body of 1 MB goes out whole over https, once")
    func largePost() async throws {
        try await withHTTPSServer { front, server in
            let key = String(repeating: "k", count: 1 << 20)
            _ = try await Self.client(HistoryAPI.self, front.baseURL).send(RerunJob(RerunRequest(imageKey: key, effectId: "e")))
            let received = try await server.requests().entries("POST", "/api/v1/jobs")
            try #require(received.count == 1)
            #expect(received[0].body.contains(key))
        }
    }

    @Test("A status line, then the end of the connection: a typed error, three times, and the process lives on")
    func headless() async throws {
        try await withHTTPSServer { front, _ in
            let started = ContinuousClock.now
            for _ in 0..<3 {
                let error = try await failure { try await Self.client(SessionsAPI.self, front.baseURL, fault: "headless").send(GetRound(roundID: "r1")) }
                #expect(error.transportFailure == .malformedResponse)
            }
            #expect(ContinuousClock.now - started < hostileTimeBound)
            #expect(try await Self.client(SessionsAPI.self, front.baseURL).send(GetRound(roundID: "r1")).roundId == "r1")
        }
    }

    @Test("Responses cut or not HTTP at all, from a server that hangs up without close_notify, are typed errors",
          arguments: zip(
              ["HTTP/1.1 200 OK\r\n", "HTTP/1.1 200 OK\r\nContent-Ty", "hello\r\n\r\n", "\u{16}\u{3}\u{3}\0\0garbage",
               "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"round_id\":", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"],
              [TransportError.Kind.malformedResponse, .malformedResponse, .malformedResponse, .malformedResponse,
               .connectionLost, .malformedResponse]))
    func rawResponses(raw: String, expected: TransportError.Kind) async throws {
        let certificates = try #require(TestCertificates.shared)
        let front = try await TLSFront.start(certificate: certificates.server, key: certificates.key, raw: Array(raw.utf8))
        defer { front.stop() }
        let started = ContinuousClock.now
        let error = try await failure { try await Self.client(SessionsAPI.self, front.baseURL).send(GetRound(roundID: "r1")) }
        #expect(error.transportFailure == expected, "\(raw.debugDescription): \(error)")
        #expect(ContinuousClock.now - started < hostileTimeBound)
    }

    @Test("A body shorter than its Content-Length is a lost connection")
    func truncatedBody() async throws {
        try await withHTTPSServer { front, _ in
            let error = try await failure { try await Self.client(HistoryAPI.self, front.baseURL, fault: "truncate").send(ListHistory()) }
            #expect(error.transportFailure == .connectionLost)
        }
    }

    @Test("A 1 GiB body, announced or not, stops at the limit; a gzip bomb is refused unread",
          arguments: [("huge=1073741824", TransportError.Kind.responseTooLarge), ("huge-length=1073741824", .responseTooLarge),
                      ("gzip-bomb=1073741824", .malformedResponse)])
    func oversized(fault: String, expected: TransportError.Kind) async throws {
        try await withHTTPSServer { front, server in
            let started = ContinuousClock.now
            let error = try await failure { try await Self.client(SessionsAPI.self, front.baseURL, fault: fault).send(GetRound(roundID: "r1")) }
            #expect(error.transportFailure == expected)
            #expect(ContinuousClock.now - started < hostileTimeBound)
            guard !fault.hasPrefix("gzip") else { return }  // ~1 MB on the wire: the sockets may buffer it whole
            // The client hung up near the limit (as ResponseSizeTests checks over http): the server got
            // out the limit plus what the sockets and the TLS front buffer, never the whole body.
            let stream = try #require(try await ResponseSizeTests.stream(server))
            #expect(!stream.complete)
            #expect(stream.sent < URLSessionTransport.defaultMaximumResponseBytes + 64 << 20)
        }
    }

    @Test("A configured limit applies to https")
    func configuredLimit() async throws {
        try await withHTTPSServer { front, _ in
            let transport = try Self.transport(maximumResponseBytes: 100_000)
            let error = try await failure {
                try await Self.client(SessionsAPI.self, front.baseURL, fault: "huge=200000", transport: transport).send(GetRound(roundID: "r1"))
            }
            #expect(error.transportFailure == .responseTooLarge)
            #expect(try await Self.client(SessionsAPI.self, front.baseURL, transport: transport).send(GetRound(roundID: "r1")).roundId == "r1")
        }
    }

    @Test("A redirect from https to another origin (https or http) drops the credentials", arguments: [302, 307], [true, false])
    func crossOriginRedirect(status: Int, toHTTPS: Bool) async throws {
        try await withHTTPSServer { first, firstServer in
            try await withHTTPSServer { second, secondServer in
                let target = (toHTTPS ? second.baseURL : secondServer.baseURL).appendingPathComponent("rounds/r1").absoluteString
                let client = try Self.client(SessionsAPI.self, first.baseURL, fault: "redirect=\(status)@\(target)",
                                             middlewares: RedirectTests.credentials)
                #expect(try await client.send(GetRound(roundID: "r1")).roundId == "r1")

                let received = try await secondServer.requests().entries("GET", "/rounds/r1")
                try #require(received.count == 1)
                #expect(received[0].headers["Authorization"] == nil)
                #expect(received[0].headers["Cookie"] == nil)
                #expect(received[0].headers["X-Api-Key"] == nil)
                #expect(received[0].headers["Accept"] == "application/json")
                #expect(try await firstServer.requests().entries("GET", "/rounds/r1").first?.headers["Authorization"]
                        == "Bearer contract-test-token")
            }
        }
    }

    @Test("A slow response times out at the request's deadline")
    func slowResponseTimesOut() async throws {
        try await withHTTPSServer { front, _ in
            let started = ContinuousClock.now
            let error = try await failure {
                try await Self.client(SessionsAPI.self, front.baseURL, fault: "delay=5", timeout: .milliseconds(300)).send(GetRound(roundID: "r1"))
            }
            #expect(error.transportFailure == .timedOut)
            #expect(ContinuousClock.now - started < hostileTimeBound)
        }
    }

    @Test("A server that never completes the TLS handshake times out")
    func silentHandshakeTimesOut() async throws {
        let listener = try SilentListener()
        let error = try await failure {
            try await Self.client(SessionsAPI.self, listener.url, timeout: .milliseconds(500)).send(GetRound(roundID: "r1"))
        }
        #expect(error.transportFailure == .timedOut)
    }

    @Test("Cancelling the task ends the exchange, while waiting for the response or inside the TLS handshake", arguments: [false, true])
    func cancellation(duringHandshake: Bool) async throws {
        let listener = try SilentListener()
        try await withHTTPSServer { front, _ in
            // A timeout far beyond the bound: only the cancellation can end the call in time.
            let client = duringHandshake
                ? try Self.client(SessionsAPI.self, listener.url, timeout: .seconds(120))
                : try Self.client(SessionsAPI.self, front.baseURL, fault: "delay=120", timeout: .seconds(120))
            let started = ContinuousClock.now
            let call = Task { try await client.send(GetRound(roundID: "r1")) }
            try await Task.sleep(for: .milliseconds(300))
            call.cancel()
            let error = try await failure { try await call.value }
            #expect(error.isCancelled)
            #expect(ContinuousClock.now - started < hostileTimeBound)
        }
    }

    @Test("A certificate for another host, or from an authority not trusted, is a TLS error",
          arguments: [\TestCertificates.otherHost, \TestCertificates.untrusted])
    func wrongCertificate(certificate: KeyPath<TestCertificates, URL> & Sendable) async throws {
        try await withHTTPSServer(certificate: certificate) { front, server in
            let error = try await failure { try await Self.client(SessionsAPI.self, front.baseURL).send(GetRound(roundID: "r1")) }
            #expect(error.transportFailure == .other)
            guard case .transport(let transportError) = error.reason else { return }
            #expect(transportError.message.hasPrefix("TLS:"), "\(transportError)")
            #expect(try await server.requests().total == 0)
        }
    }

    @Test("Without trustedCertificates the system authorities decide: the test server is not trusted")
    func systemTrust() async throws {
        try await withHTTPSServer { front, server in
            let error = try await failure { try await Self.client(SessionsAPI.self, front.baseURL, transport: URLSessionTransport()).send(GetRound(roundID: "r1")) }
            #expect(error.transportFailure == .other)
            #expect(try await server.requests().total == 0)
        }
    }

    @Test("A host that decodes to URL syntax (%23, %2F, %3F, %40) is refused, never sent to the host before it",
          arguments: ["https://127.0.0.1%23.evil/x", "https://127.0.0.1%2F.evil/x", "https://127.0.0.1%3F.evil/x",
                      "https://user%40127.0.0.1/x", "http://127.0.0.1%23.evil/x"])
    func hostileHost(url: String) async throws {
        let request = HTTPRequest(method: .get, url: try #require(URL(string: url)), timeout: .seconds(5))
        let transport = try Self.transport()
        do throws(TransportError) {
            let response = try await transport.send(request)
            Issue.record("\(url) was sent: \(response.status)")
        } catch {
            #expect(error.kind == .other, "\(url): \(error)")
        }
    }

    @Test("Where URLSession sends, trustedCertificates refuses https (also after a redirect) rather than trusting others")
    func urlSessionRefusesTrustedCertificates() async throws {
        try await withHTTPSServer { front, server in
            let transport = URLSessionTransport(
                configuration: nil, maximumResponseBytes: URLSessionTransport.defaultMaximumResponseBytes, redirects: .standard,
                trustedCertificates: try #require(TestCertificates.shared).authority, builtInHTTP: false)
            let direct = try await failure { try await Self.client(SessionsAPI.self, front.baseURL, transport: transport).send(GetRound(roundID: "r1")) }
            #expect(direct.transportFailure == .other)
            #expect(direct.description.contains("trustedCertificates cannot be applied"), "\(direct)")
            let target = front.baseURL.appendingPathComponent("rounds/r1").absoluteString
            let redirected = try await failure {
                try await Self.client(SessionsAPI.self, server.baseURL, fault: "redirect=307@\(target)", transport: transport).send(GetRound(roundID: "r1"))
            }
            #expect(redirected.transportFailure == .other)
            #expect(redirected.description.contains("trustedCertificates cannot be applied"), "\(redirected)")
            #expect(try await server.requests().entries("GET", "/rounds/r1").count == 1)  // the redirecting request only
        }
    }

    @Test("A trusted-certificates file that cannot be read is a typed error, not a fallback to other authorities")
    func unreadableTrustFile() async throws {
        try await withHTTPSServer { front, server in
            let missing = URLSessionTransport(trustedCertificates: URL(fileURLWithPath: "/nonexistent/contract-ca.pem"))
            let error = try await failure { try await Self.client(SessionsAPI.self, front.baseURL, transport: missing).send(GetRound(roundID: "r1")) }
            #expect(error.transportFailure == .other)
            #expect(try await server.requests().total == 0)
        }
    }
}

/// A loopback port whose connections the kernel accepts but nobody answers: a TLS handshake with it
/// never completes.
final class SilentListener: @unchecked Sendable {
    private let fd: Int32
    /// `https://127.0.0.1:<port>`.
    let url: URL

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(fd, address, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, address, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw ContractServer.ServerFailure(message: "cannot listen on 127.0.0.1 (errno \(errno))")
        }
        self.fd = fd
        url = URL(string: "https://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
    }

    deinit {
        close(fd)
    }
}
