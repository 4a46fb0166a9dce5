import ContractJSON

/// The body of a response taken as it is: what an endpoint returns when its declaration gives the
/// successful response no JSON schema (no body, a body that is not JSON), and the payload of a
/// ``StatusResponse`` case for such a status.
///
/// ```swift
/// let avatar = try await client.send(GetAvatar(userID: id))   // Response == RawBody
/// let image = avatar.bytes
/// ```
public struct RawBody: Sendable, Hashable {
    /// The bytes of the body (empty when there is none, as with `204 No Content`).
    public var bytes: [UInt8]
    /// The `Content-Type` the server sent, if any.
    public var contentType: String?

    /// Creates a body.
    public init(bytes: [UInt8], contentType: String? = nil) {
        self.bytes = bytes
        self.contentType = contentType
    }

    /// The body as UTF-8 text, if it is valid UTF-8.
    public var text: String? {
        String(validating: bytes, as: UTF8.self)
    }
}

extension Endpoint where Response == RawBody {
    /// The body's bytes. ``APIClient`` does not parse such a body as JSON: it hands the bytes over as
    /// they came, with their `Content-Type`; this is for callers that decode a document themselves.
    public static func decodeResponse(
        from document: JSONDocument,
        using decoder: any ResponseDecoder
    ) throws(PayloadError) -> Response {
        RawBody(bytes: document.bytes)
    }
}
