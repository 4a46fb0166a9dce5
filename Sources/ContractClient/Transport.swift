/// Sends one HTTP request and returns the response with its whole body: the bottom layer of the
/// client engine.
///
/// ``URLSessionTransport`` is the default. Conform your own type to send requests through another
/// HTTP stack, or to answer them in memory in tests. A transport sends the request exactly once —
/// retries are the ``APIClient``'s business — and reports every failure as a ``TransportError``.
public protocol Transport: Sendable {
    /// Sends `request` and waits for the response and its whole body.
    ///
    /// Must honour ``HTTPRequest/timeout`` and task cancellation (failing with
    /// ``TransportError/Kind/timedOut`` and ``TransportError/Kind/cancelled``).
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}

/// Why a transport could not complete an exchange.
public struct TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure, which decides the user-facing message and whether a retry may help.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The server could not be reached: no network, DNS failure, connection refused.
        case offline
        /// The exchange took longer than ``HTTPRequest/timeout``.
        case timedOut
        /// The connection broke before the whole response arrived: reset, closed early, or a body
        /// shorter than its `Content-Length`.
        case connectionLost
        /// The task was cancelled.
        case cancelled
        /// The response is not valid HTTP: it ended inside its status line or headers, its framing
        /// (chunks, `Content-Length`) is broken, it uses an encoding the client did not ask for, or it
        /// redirects too often or to a URL the client will not follow.
        case malformedResponse
        /// The response is larger than the transport's limit
        /// (``URLSessionTransport/defaultMaximumResponseBytes`` unless configured), counted while
        /// receiving, before and after decompression.
        case responseTooLarge
        /// Anything else (TLS failure, unreadable response, …).
        case other
    }

    /// The kind of failure.
    public var kind: Kind
    /// What happened, for logs; not for users.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// `kind: message`, control characters escaped.
    public var description: String { PrintableText.escaped("\(kind.rawValue): \(message)") }
}
