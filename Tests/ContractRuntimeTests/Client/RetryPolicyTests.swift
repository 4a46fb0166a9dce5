import ContractRuntime
import Contracts
import Foundation
import Testing

/// Backoff, jitter, Retry-After and the retry rules, without a server.
@Suite("Retry policy")
struct RetryPolicyTests {
    /// A generator that always returns the same value, to pin the jitter.
    struct FixedGenerator: RandomNumberGenerator {
        var value: UInt64
        mutating func next() -> UInt64 { value }
    }

    @Test("Backoff doubles per retry up to the cap; jitter only shortens it")
    func backoff() {
        let policy = RetryPolicy(initialDelay: .milliseconds(100), multiplier: 2, maxDelay: .milliseconds(500), jitter: 0.5)
        var none = FixedGenerator(value: 0)
        var most = FixedGenerator(value: .max)

        #expect((1...5).map { policy.backoff(beforeRetry: $0, using: &none) } ==
            [.milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(500), .milliseconds(500)])
        for retry in 1...5 {
            let full = policy.backoff(beforeRetry: retry, using: &none)
            let shortest = policy.backoff(beforeRetry: retry, using: &most)
            let random = policy.backoff(beforeRetry: retry)
            #expect(shortest >= full / 2 && shortest < full)
            #expect(random > full / 2 - .milliseconds(1) && random <= full)
        }
    }

    @Test("Retry-After is read as seconds or as an HTTP date")
    func retryAfter() {
        let now = Date(timeIntervalSince1970: 784_111_777) // Sun, 06 Nov 1994 08:49:37 GMT
        func response(_ value: String) -> HTTPResponse {
            HTTPResponse(status: 429, headers: ["Retry-After": value])
        }

        #expect(response("3").retryAfter(now: now) == .seconds(3))
        #expect(response("Sun, 06 Nov 1994 08:50:07 GMT").retryAfter(now: now) == .seconds(30))
        #expect(response("Sun, 06 Nov 1994 08:49:00 GMT").retryAfter(now: now) == .zero)
        #expect(response("soon").retryAfter(now: now) == nil)
        #expect(response("-1").retryAfter(now: now) == nil)
        #expect(HTTPResponse(status: 503).retryAfter(now: now) == nil)
    }

    @Test("Each attempt of an idempotent request counts against the limit")
    func attemptsAreBounded() async throws {
        let transport = ScriptedTransport([.success(HTTPResponse(status: 503))])
        let client = APIClient<SessionsAPI>(
            baseURL: URL(string: "https://movienight.example.com")!, transport: transport,
            retryPolicy: RetryPolicy(maxAttempts: 4, initialDelay: .milliseconds(1), maxDelay: .milliseconds(2))
        )
        let error = try await failure { try await client.send(GetRound(roundID: "r1")) }

        #expect(error.status == 503)
        #expect(error.attempts == 4)
        #expect(transport.requests.count == 4)
    }

    @Test("Statuses and failures outside the policy are not retried")
    func notRetryable() async throws {
        let answers: [Result<HTTPResponse, TransportError>] = [
            .success(HTTPResponse(status: 400)),
            .success(HTTPResponse(status: 401)),
            .success(HTTPResponse(status: 501)),
            .failure(TransportError(.offline, "no route")),
            .failure(TransportError(.other, "TLS")),
        ]
        for answer in answers {
            let transport = ScriptedTransport([answer])
            let client = APIClient<SessionsAPI>(
                baseURL: URL(string: "https://movienight.example.com")!, transport: transport, retryPolicy: .fastForTests
            )
            let error = try await failure { try await client.send(GetRound(roundID: "r1")) }
            #expect(error.attempts == 1)
            #expect(transport.requests.count == 1)
        }
    }

    @Test("RetryPolicy.never sends once")
    func never() async throws {
        let transport = ScriptedTransport([.failure(TransportError(.timedOut, "slow"))])
        let client = APIClient<SessionsAPI>(
            baseURL: URL(string: "https://movienight.example.com")!, transport: transport, retryPolicy: .never
        )
        let error = try await failure { try await client.send(GetRound(roundID: "r1")) }

        #expect(error.transportFailure == .timedOut)
        #expect(transport.requests.count == 1)
    }

    @Test("Cancelling while waiting to retry stops at once with a cancelled error")
    func cancelledDuringBackoff() async throws {
        let transport = ScriptedTransport([.success(HTTPResponse(status: 503, headers: ["Retry-After": "30"]))])
        let client = APIClient<SessionsAPI>(
            baseURL: URL(string: "https://movienight.example.com")!, transport: transport, retryPolicy: .standard
        )
        let call = Task { try await client.send(GetRound(roundID: "r1")) }
        while transport.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        call.cancel()
        let error = try await #require(throws: ClientError.self) { try await call.value }

        #expect(error.isCancelled)
        #expect(error.attempts == 1)
        #expect(transport.requests.count == 1)
    }
}
