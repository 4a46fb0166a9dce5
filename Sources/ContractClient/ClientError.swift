import Foundation

/// Why an ``APIClient`` call failed, with the text to show the user.
///
/// ```swift
/// do {
///     let page = try await client.send(ListSessions(groupID: id))
/// } catch {
///     if error.isCancelled { return }
///     errorMessage = error.userMessage   // "This household wasn't found."
///     switch error.reason {
///     case .status(let response) where response.status == 401: signOut()
///     default: break
///     }
/// }
/// ```
public struct ClientError: Error, Sendable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Reason: Sendable {
        /// The exchange failed below HTTP: offline, timed out, connection lost. See ``TransportError/Kind``.
        case transport(TransportError)
        /// The server answered with a status other than 2xx; the response holds its headers and body.
        case status(HTTPResponse)
        /// A 2xx response whose body is not JSON or does not match the contract.
        case payload(PayloadError)
        /// The calling task was cancelled; nothing more is sent.
        case cancelled
        /// The request could not be built (a missing path parameter, a body that failed to encode);
        /// nothing was sent.
        case invalidRequest(String)
        /// A ``ClientMiddleware`` threw this error.
        case middleware(any Error)
    }

    /// What went wrong.
    public var reason: Reason
    /// The endpoint that failed, as `api.endpoint`, e.g. `"sessions.listSessions"`.
    public var endpoint: String
    /// How many attempts were made — each passes through the middleware to the transport, so this is
    /// how often the request was sent unless a middleware stopped it; 0 if it was never attempted.
    public var attempts: Int
    /// The last request sent, if any.
    public var request: HTTPRequest?
    /// The last response received, if any (the failing response for `.status` and `.payload`).
    public var response: HTTPResponse?
    /// The text to show the user, resolved from the endpoint's, the API's and the standard
    /// ``UserMessages``.
    public var userMessage: String

    /// Creates an error; `userMessage` defaults to the standard message for `reason`.
    public init(
        _ reason: Reason,
        endpoint: String = "",
        attempts: Int = 0,
        request: HTTPRequest? = nil,
        response: HTTPResponse? = nil,
        userMessage: String? = nil
    ) {
        self.reason = reason
        self.endpoint = endpoint
        self.attempts = attempts
        self.request = request
        self.response = response
        self.userMessage = userMessage ?? UserMessages.standard.message(for: reason)
    }

    /// The HTTP status of a `.status` failure, else `nil`.
    public var status: Int? {
        if case .status(let response) = reason { response.status } else { nil }
    }

    /// Whether the call was cancelled (usually nothing to show).
    public var isCancelled: Bool {
        switch reason {
        case .cancelled: true
        case .transport(let error): error.kind == .cancelled
        default: false
        }
    }

    /// The transport failure kind of a `.transport` failure, else `nil`.
    public var transportFailure: TransportError.Kind? {
        if case .transport(let error) = reason { error.kind } else { nil }
    }

    /// The payload problem of a `.payload` failure, else `nil`.
    public var payloadError: PayloadError? {
        if case .payload(let error) = reason { error } else { nil }
    }

    /// One line for logs: endpoint, attempts and cause (no header values, no body), with every
    /// control character the server could have put in it escaped.
    public var description: String {
        let cause: String = switch reason {
        case .transport(let error): "transport failure \(error)"
        case .status(let response): "HTTP \(response.status)"
        case .payload(let error): "invalid payload: \(error)"
        case .cancelled: "cancelled"
        case .invalidRequest(let message): "invalid request: \(message)"
        case .middleware(let error): "middleware failed: \(error)"
        }
        let target = request.map { " \($0.method) \($0.url.absoluteString)" } ?? ""
        let tries = attempts == 1 ? "1 attempt" : "\(attempts) attempts"
        return PrintableText.escaped("\(endpoint)\(target): \(cause) after \(tries)")
    }
}
