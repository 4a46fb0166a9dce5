import Foundation

/// When and how often the client sends a request again after a failure.
///
/// Only requests that may be repeated are retried: idempotent methods (``EndpointDefinition/isIdempotent``)
/// and requests with an ``Endpoint/idempotencyKey``. A `POST` without a key is sent at most once,
/// whatever the policy says.
///
/// A retry waits for the server's `Retry-After` if the response has one (and gives up instead if it
/// asks for longer than ``maxRetryAfter``), otherwise for an exponential backoff with jitter:
/// `initialDelay × multiplier^(retry − 1)`, capped at ``maxDelay``, then shortened by a random
/// fraction of up to ``jitter``.
public struct RetryPolicy: Sendable, Hashable {
    /// The most times a request is sent, first attempt included; 1 turns retries off.
    public var maxAttempts: Int
    /// The backoff before the first retry.
    public var initialDelay: Duration
    /// The factor the backoff grows by with each retry.
    public var multiplier: Double
    /// The longest backoff.
    public var maxDelay: Duration
    /// How much of each backoff is randomised away, from 0 (none) to 1 (anywhere between zero and
    /// the full delay), so that clients that failed together don't retry together.
    public var jitter: Double
    /// The longest `Retry-After` the client waits for; a response asking for more is not retried.
    public var maxRetryAfter: Duration
    /// The statuses worth retrying.
    public var retryableStatuses: Set<Int>
    /// The transport failures worth retrying.
    public var retryableFailures: Set<TransportError.Kind>

    /// Creates a policy; see the properties for the meaning of each value.
    public init(
        maxAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(10),
        jitter: Double = 0.5,
        maxRetryAfter: Duration = .seconds(60),
        retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504],
        retryableFailures: Set<TransportError.Kind> = [.timedOut, .connectionLost]
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.multiplier = max(1, multiplier)
        self.maxDelay = maxDelay
        self.jitter = min(1, max(0, jitter))
        self.maxRetryAfter = maxRetryAfter
        self.retryableStatuses = retryableStatuses
        self.retryableFailures = retryableFailures
    }

    /// Up to 3 attempts, backoff from 0.5 s doubling to at most 10 s with 50 % jitter, `Retry-After`
    /// honoured up to 60 s; retries 408, 429, 500, 502, 503, 504, timeouts and lost connections.
    public static let standard = RetryPolicy()

    /// Every request is sent once.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// The backoff before retry number `retry` (1 for the first retry), jitter drawn from `generator`.
    public func backoff(beforeRetry retry: Int, using generator: inout some RandomNumberGenerator) -> Duration {
        let exponent = Double(max(0, retry - 1))
        let full = min(initialDelay.inSeconds * pow(multiplier, exponent), maxDelay.inSeconds)
        let kept = 1 - jitter * Double.random(in: 0..<1, using: &generator)
        return .nanoseconds(Int64((full * kept * 1e9).rounded()))
    }

    /// The backoff before retry number `retry`, with system randomness.
    public func backoff(beforeRetry retry: Int) -> Duration {
        var generator = SystemRandomNumberGenerator()
        return backoff(beforeRetry: retry, using: &generator)
    }

    /// How long to wait before sending again after attempt `attempt` failed with `reason`, or `nil`
    /// to give up. Idempotency is the caller's check.
    func delay(after reason: ClientError.Reason, attempt: Int) -> Duration? {
        guard attempt < maxAttempts else { return nil }
        switch reason {
        case .status(let response) where retryableStatuses.contains(response.status):
            if let retryAfter = response.retryAfter() {
                return retryAfter <= maxRetryAfter ? retryAfter : nil
            }
            return backoff(beforeRetry: attempt)
        case .transport(let error) where retryableFailures.contains(error.kind):
            return backoff(beforeRetry: attempt)
        default:
            return nil
        }
    }
}
