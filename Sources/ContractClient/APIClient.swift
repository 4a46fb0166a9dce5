import ContractJSON
import Foundation

/// Sends the endpoints of one API and turns the answers into typed values or typed errors: the
/// engine that generated clients run on.
///
/// A client holds the API's base URL, a ``Transport`` (``URLSessionTransport`` by default),
/// ``ClientMiddleware`` for auth, logging and headers, a ``RetryPolicy``, a ``ValidationMode`` and
/// a ``ResponseDecoder``. It is a `Sendable` value: configure it once, share it freely.
///
/// ```swift
/// let client = APIClient<SessionsAPI>(
///     baseURL: URL(string: "https://movienight.example.com")!,
///     middlewares: [BearerTokenMiddleware(token: session.accessToken)]
/// )
/// let round = try await client.send(GetRound(roundID: id))
/// for try await session in client.items(of: ListSessions(groupID: groupID)) { … }
/// ```
///
/// Each call:
/// 1. builds the ``HTTPRequest`` from the endpoint (``request(for:)``);
/// 2. passes it through the middleware to the transport, once per attempt;
/// 3. retries failed attempts as the ``RetryPolicy`` allows — only for idempotent requests or
///    requests with an ``Endpoint/idempotencyKey``;
/// 4. for a 2xx response, parses the body strictly as JSON, validates it against the endpoint's
///    response schema as the ``ValidationMode`` says, and decodes it;
/// 5. otherwise throws a ``ClientError`` whose ``ClientError/userMessage`` is ready to show.
///
/// Cancelling the calling task stops the call at once, also while it waits to retry.
public struct APIClient<API: APIDefinition>: Sendable {
    /// The URL the endpoints' paths are appended to; may have a path prefix
    /// (`https://api.example.com/v2`).
    public var baseURL: URL
    /// Sends the requests.
    public var transport: any Transport
    /// Runs around every attempt, first to last on the way out.
    public var middlewares: [any ClientMiddleware]
    /// When failed requests are sent again.
    public var retryPolicy: RetryPolicy
    /// Whether responses are checked against their schemas, and what a violation does.
    public var validation: ValidationMode
    /// Decodes `Decodable` responses.
    public var decoder: any ResponseDecoder
    /// How long each attempt may take, from sending to the last byte of the response.
    public var timeout: Duration
    /// The most object members a response may hold in all (every object's members counted); a
    /// response with more fails with a `.payload` ``ClientError`` saying so, before it is validated
    /// or decoded. 200,000 by default (a page of 2,000 items of 100 fields).
    ///
    /// Trade-off: generated models keep the members their schema does not name, as ``JSONValue``s in
    /// a dictionary, at up to about 400 bytes each while decoding, where the body may spend 13 on one
    /// (`"m0000001":0,`): a 13 MB body of a million members would take over 20 times its size. The
    /// limit bounds that (about 80 MB at the default) at the cost of refusing larger responses; an
    /// API whose responses really hold more members raises it.
    public var maximumResponseMembers = 200_000

    /// Creates a client for `API`.
    ///
    /// - Parameters:
    ///   - baseURL: The URL the endpoints' paths are appended to.
    ///   - transport: Sends the requests; ``URLSessionTransport/shared`` by default.
    ///   - middlewares: Auth, logging, headers…, first to last on the way out.
    ///   - retryPolicy: When to send failed requests again; ``RetryPolicy/standard`` by default.
    ///   - validation: Whether to validate responses; `.off` by default.
    ///   - decoder: Decodes `Decodable` responses; `JSONDecoder` by default.
    ///   - timeout: How long each attempt may take; 30 seconds by default.
    public init(
        baseURL: URL,
        transport: any Transport = URLSessionTransport.shared,
        middlewares: [any ClientMiddleware] = [],
        retryPolicy: RetryPolicy = .standard,
        validation: ValidationMode = .off,
        decoder: any ResponseDecoder = FoundationResponseDecoder(),
        timeout: Duration = .seconds(30)
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.middlewares = middlewares
        self.retryPolicy = retryPolicy
        self.validation = validation
        self.decoder = decoder
        self.timeout = timeout
    }

    /// Sends `endpoint` and returns its decoded response.
    ///
    /// - Throws: ``ClientError`` — transport failure, non-2xx status, invalid payload, cancellation
    ///   or a request that could not be built — after the retries the policy allows.
    public func send<Request: Endpoint>(_ endpoint: Request) async throws(ClientError) -> Request.Response
    where Request.API == API {
        let definition = Request.definition
        if Task.isCancelled { throw failure(.cancelled, of: Request.self) }
        let request = try self.request(for: endpoint)
        let mayRepeat = definition.isIdempotent || endpoint.idempotencyKey != nil
        var attempt = 0
        while true {
            attempt += 1
            let context = RequestContext(api: API.name, endpoint: definition.name, attempt: attempt)
            let reason: ClientError.Reason
            var response: HTTPResponse?
            switch await exchange(request, context: context) {
            case .response(let answer) where answer.isSuccess:
                do {
                    return try decode(answer, of: Request.self, url: request.url)
                } catch {
                    throw failure(.payload(error), of: Request.self, attempts: attempt, request: request, response: answer)
                }
            case .response(let answer):
                reason = .status(answer)
                response = answer
            case .failure(let cause):
                reason = cause
            }
            if case .cancelled = reason {
                throw failure(reason, of: Request.self, attempts: attempt, request: request, response: response)
            }
            guard mayRepeat, let delay = retryPolicy.delay(after: reason, attempt: attempt) else {
                throw failure(reason, of: Request.self, attempts: attempt, request: request, response: response)
            }
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw failure(.cancelled, of: Request.self, attempts: attempt, request: request, response: response)
            }
        }
    }

    /// The request ``send(_:)`` makes for `endpoint`, before middleware: method, URL (base URL +
    /// expanded path + query), `Accept: application/json`, the endpoint's headers, the body with its
    /// `Content-Type`, and `Idempotency-Key` if the endpoint has a key.
    ///
    /// - Throws: ``ClientError/Reason/invalidRequest(_:)`` for a missing or empty path parameter or
    ///   a body that fails to encode.
    public func request<Request: Endpoint>(for endpoint: Request) throws(ClientError) -> HTTPRequest
    where Request.API == API {
        let definition = Request.definition
        let parts: RequestParts
        let url: URL
        do {
            parts = try endpoint.requestParts()
        } catch {
            throw failure(.invalidRequest("the request could not be encoded: \(error)"), of: Request.self)
        }
        do {
            url = try RequestURL.make(
                base: baseURL, template: definition.path, parameters: parts.pathParameters, query: parts.query
            )
        } catch {
            throw failure(.invalidRequest(error.message), of: Request.self)
        }
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if let body = parts.body {
            headers["Content-Type"] = body.contentType
        }
        if let key = endpoint.idempotencyKey {
            headers["Idempotency-Key"] = key
        }
        for field in parts.headers {
            headers[field.name] = field.value
        }
        return HTTPRequest(method: definition.method, url: url, headers: headers, body: parts.body?.bytes, timeout: timeout)
    }

    /// One attempt: the middleware chain around the transport.
    private func exchange(_ request: HTTPRequest, context: RequestContext) async -> Outcome {
        let transport = self.transport
        var next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
            try await transport.send(request)
        }
        for middleware in middlewares.reversed() {
            let inner = next
            next = { request in try await middleware.intercept(request, context: context, next: inner) }
        }
        do {
            return .response(try await next(request))
        } catch let error as TransportError {
            return .failure(error.kind == .cancelled ? .cancelled : .transport(error))
        } catch let error as ClientError {
            return .failure(error.reason)
        } catch is CancellationError {
            return .failure(.cancelled)
        } catch {
            return .failure(.middleware(error))
        }
    }

    /// How one attempt ended.
    private enum Outcome {
        case response(HTTPResponse)
        case failure(ClientError.Reason)
    }

    /// Parses, validates and decodes a 2xx response.
    private func decode<Request: Endpoint>(
        _ response: HTTPResponse,
        of endpoint: Request.Type,
        url: URL
    ) throws(PayloadError) -> Request.Response {
        // An endpoint without a JSON response schema gets the body as it is.
        if Request.Response.self == RawBody.self,
            let raw = RawBody(bytes: response.body, contentType: response.headers["Content-Type"]) as? Request.Response
        {
            return raw
        }
        // Statuses with different bodies: the status picks the schema (none: the body as it came).
        let statusResponse = Request.Response.self as? any StatusResponse.Type
        let raw = RawBody(bytes: response.body, contentType: response.headers["Content-Type"])
        let schemaID = statusResponse.map { $0.responseSchema(forStatus: response.status) } ?? Request.definition.responseSchema
        if let statusResponse, schemaID == nil {
            return try Self.deliver(statusResponse.decode(status: response.status, document: nil, raw: raw, using: decoder))
        }
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: response.body)
        } catch {
            throw .malformed(error)
        }
        var members = 0
        for (index, entry) in document.tape.enumerated() where entry.kind == .object {
            members += Int(entry.length)
            if members > maximumResponseMembers {
                throw .violations([PayloadViolation(tooManyMembersAt: index, in: document, limit: maximumResponseMembers)])
            }
        }
        func decodeValue() throws(PayloadError) -> Request.Response {
            if let statusResponse {
                return try Self.deliver(statusResponse.decode(status: response.status, document: document, raw: raw, using: decoder))
            }
            return try Request.decodeResponse(from: document, using: decoder)
        }
        if let schemaID {
            switch validation {
            case .off:
                break
            case .strict(let validator):
                let violations = validator.violations(of: document, against: schemaID)
                if !violations.isEmpty { throw .violations(violations) }
                // A valid value the types cannot hold fails too, rather than being left out silently.
                let decoded = try UnrepresentableValues.collecting(beside: [], decodeValue)
                if !decoded.unrepresentable.isEmpty { throw .violations(decoded.unrepresentable.map(Self.violation)) }
                return decoded.value
            case .tolerant(let validator, let handler):
                // Every violation is drift when the value can be delivered: the decoder keeps what its types
                // cannot hold (DecodingPolicy.tolerant); only a root it cannot decode fails, with every violation.
                var violations = validator.violations(of: document, against: schemaID)
                let value: Request.Response
                do {
                    let decoded = try UnrepresentableValues.collecting(beside: violations.map(\.pointer), decodeValue)
                    value = decoded.value
                    // Valid values the types cannot hold, left out and kept: drift too, never dropped silently.
                    violations += decoded.unrepresentable.map(Self.violation)
                } catch {
                    throw violations.isEmpty ? error : .violations(violations)
                }
                if !violations.isEmpty {
                    handler(ValidationReport(
                        endpoint: "\(API.name).\(Request.definition.name)", url: url,
                        schemaID: schemaID,
                        violations: violations.map { violation in
                            var drift = violation
                            drift.isDrift = true
                            return drift
                        }
                    ))
                }
                return value
            case .report(let validator, let handler):
                let violations = validator.violations(of: document, against: schemaID)
                if !violations.isEmpty {
                    handler(ValidationReport(
                        endpoint: "\(API.name).\(Request.definition.name)", url: url,
                        schemaID: schemaID, violations: violations
                    ))
                }
            }
        }
        return try decodeValue()
    }

    /// A valid value the types cannot hold (``UnrepresentableValues``) as a violation.
    private static func violation(_ entry: ValidationError) -> PayloadViolation {
        PayloadViolation(
            pointer: entry.instanceLocation, expected: entry.expected ?? UnrepresentableValues.keyword, found: entry.found ?? "",
            message: entry.message)
    }

    /// The value a ``StatusResponse`` type decoded, as the endpoint's `Response` (which that type is).
    private static func deliver<Response>(_ value: any StatusResponse) throws(PayloadError) -> Response {
        guard let value = value as? Response else {
            throw .violations([PayloadViolation(pointer: .root, expected: "\(Response.self)", found: "\(type(of: value))")])
        }
        return value
    }

    /// A ``ClientError`` for `endpoint` with the message its endpoint, API or the standard table gives.
    func failure<Request: Endpoint>(
        _ reason: ClientError.Reason,
        of endpoint: Request.Type,
        attempts: Int = 0,
        request: HTTPRequest? = nil,
        response: HTTPResponse? = nil
    ) -> ClientError {
        let messages = UserMessages.standard.merging(API.messages).merging(Request.definition.messages)
        return ClientError(
            reason,
            endpoint: "\(API.name).\(Request.definition.name)",
            attempts: attempts,
            request: request,
            response: response,
            userMessage: messages.message(for: reason)
        )
    }
}
