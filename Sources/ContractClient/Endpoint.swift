import ContractJSON

/// One operation of an HTTP API, with the values of one call: what generated request types
/// conform to, and what ``APIClient/send(_:)`` sends.
///
/// The type carries what is fixed (``definition``, ``Response``, ``API``); an instance carries the
/// call's parameters and turns them into ``RequestParts``.
///
/// ```swift
/// public struct GetRound: Endpoint {
///     public typealias API = SessionsAPI
///     public typealias Response = RoundDetail
///     public static let definition = EndpointDefinition(
///         name: "getRound", method: .get, path: "/rounds/{round_id}",
///         responseSchema: "https://contracts.local/sessions/round-detail.schema.json")
///
///     public var roundID: String
///     public func requestParts() -> RequestParts { RequestParts(path: ["round_id": roundID]) }
/// }
///
/// let round = try await client.send(GetRound(roundID: id))
/// ```
///
/// Endpoints whose responses come in pages also conform to ``CursorPaginated`` or
/// ``OffsetPaginated``.
public protocol Endpoint: Sendable {
    /// The API the endpoint belongs to; only an `APIClient<API>` sends it.
    associatedtype API: APIDefinition
    /// The value a successful response decodes to.
    associatedtype Response: Sendable

    /// The fixed description of the endpoint.
    static var definition: EndpointDefinition { get }

    /// The path parameters, query, headers and body of this call.
    ///
    /// - Throws: Any error, if the body cannot be encoded; the call then fails with
    ///   ``ClientError/Reason/invalidRequest(_:)`` without sending anything.
    func requestParts() throws -> RequestParts

    /// A key that makes a non-idempotent request (a `POST`) safe to send again, sent as the
    /// `Idempotency-Key` header. With a key, the request is retried like an idempotent one; without
    /// (the default), a non-idempotent request is sent at most once.
    var idempotencyKey: String? { get }

    /// Decodes a successful response body, already parsed and validated.
    ///
    /// The default, for `Decodable` responses, uses the client's ``ResponseDecoder``. Generated
    /// models with their own decoder over ``JSONDocument`` implement this to skip `Codable`.
    static func decodeResponse(
        from document: JSONDocument,
        using decoder: any ResponseDecoder
    ) throws(PayloadError) -> Response
}

extension Endpoint {
    /// No idempotency key: a non-idempotent request is sent at most once.
    public var idempotencyKey: String? { nil }
}

extension Endpoint where Response: Decodable {
    /// Decodes the response with `decoder`.
    public static func decodeResponse(
        from document: JSONDocument,
        using decoder: any ResponseDecoder
    ) throws(PayloadError) -> Response {
        try decoder.decode(Response.self, from: document)
    }
}
