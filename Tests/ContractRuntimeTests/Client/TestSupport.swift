import ContractRuntime
import Contracts
import Foundation
import Testing

extension RetryPolicy {
    /// The standard policy with test-sized waits: 3 attempts, 10–40 ms backoff, `Retry-After`
    /// honoured up to 2 s.
    static let fastForTests = RetryPolicy(
        maxAttempts: 3,
        initialDelay: .milliseconds(10),
        maxDelay: .milliseconds(40),
        maxRetryAfter: .seconds(2)
    )
}

/// A client for the loopback server with test-sized retries; `fault`, when given, is sent as the
/// `X-Fault` header on every request. The timeout is generous: it is only a bound, and on a loaded
/// machine an attempt that timed out would be retried and seen by a test's request count. Tests of
/// timeouts pass their own.
func makeClient<API: APIDefinition>(
    for api: API.Type,
    server: ContractServer,
    fault: String? = nil,
    middlewares: [any ClientMiddleware] = [],
    retryPolicy: RetryPolicy = .fastForTests,
    validation: ValidationMode = .off,
    timeout: Duration = .seconds(30)
) -> APIClient<API> {
    APIClient<API>(
        baseURL: server.baseURL,
        middlewares: middlewares + (fault.map { [FaultHeader($0)] } ?? []),
        retryPolicy: retryPolicy,
        validation: validation,
        timeout: timeout
    )
}

/// Test middleware that scripts a server fault by setting the `X-Fault` header
/// (see `contract_server.py`), on every request or only on those `fault` picks.
struct FaultHeader: ClientMiddleware {
    let fault: @Sendable (HTTPRequest) -> String?

    init(_ fault: String) {
        self.fault = { _ in fault }
    }

    init(when fault: @escaping @Sendable (HTTPRequest) -> String?) {
        self.fault = fault
    }

    func intercept(
        _ request: HTTPRequest,
        context: RequestContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        if let fault = fault(request) { request.headers["X-Fault"] = fault }
        return try await next(request)
    }
}

/// A thread-safe list that callbacks and middleware append to.
final class Recorder<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.withLock { elements.append(element) }
    }

    var all: [Element] {
        lock.withLock { elements }
    }
}

/// A transport that answers from a script, in memory, and records what it was sent.
final class ScriptedTransport: Transport, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<HTTPResponse, TransportError>]
    private var sent: [HTTPRequest] = []

    /// Answers the n-th request with the n-th result; the last one repeats.
    init(_ answers: [Result<HTTPResponse, TransportError>]) {
        self.answers = answers
    }

    /// Answers every request with `200` and `json`.
    convenience init(json: String) {
        self.init([.success(HTTPResponse(status: 200, body: Array(json.utf8)))])
    }

    var requests: [HTTPRequest] {
        lock.withLock { sent }
    }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let answer = lock.withLock {
            sent.append(request)
            return answers.count > 1 ? answers.removeFirst() : answers[0]
        }
        return try answer.get()
    }
}

/// The ``ClientError`` `operation` fails with; records an issue and throws if it succeeds or fails
/// with another error.
func failure<Value>(
    of operation: () async throws -> Value,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) async throws -> ClientError {
    let value: Value
    do {
        value = try await operation()
    } catch let error as ClientError {
        return error
    } catch {
        Issue.record("expected a ClientError, got \(error)", sourceLocation: sourceLocation)
        throw error
    }
    Issue.record("expected a ClientError, got \(value)", sourceLocation: sourceLocation)
    throw UnexpectedSuccess()
}

/// Thrown by ``failure(of:sourceLocation:)`` when the operation succeeds.
struct UnexpectedSuccess: Error {}

/// Passes every check to a real validator and records the schema `$id` of each call.
struct RecordingValidator: PayloadValidator {
    let validator: any PayloadValidator
    let calls: Recorder<String>

    init(_ validator: any PayloadValidator, recording calls: Recorder<String>) {
        self.validator = validator
        self.calls = calls
    }

    func violations(of document: JSONDocument, against schemaID: String) -> [PayloadViolation] {
        calls.append(schemaID)
        return validator.violations(of: document, against: schemaID)
    }
}

/// How long a hostile case may take in these (debug, parallel) test runs: it catches a hang, not a
/// speed (the release bound of 2 s is measured outside the tests), so a loaded CI machine does not fail
/// a correct client, and an unbounded case still fails it by far.
let hostileTimeBound: Duration = .seconds(60)
