import ContractJSON

/// The response of an operation whose successful statuses have different bodies (an OpenAPI
/// operation answering `200` with one schema and `201` with another, or `202` with none): an
/// enumeration with one case per documented status, which the generator writes as the endpoint's
/// `Response`.
///
/// ```swift
/// switch try await client.send(CreateOrGetPet(body: pet)) {
/// case .ok(let existing): show(existing)           // 200: Pet
/// case .created(let created): show(created)        // 201: PetCreated
/// case .undocumented(let status, let body): log(status, body.bytes)
/// }
/// ```
///
/// ``APIClient`` asks the type which schema the status's body has, validates the body against it in
/// the client's ``ValidationMode`` and decodes it into that status's case; a body the declaration
/// gives no JSON schema is handed over as ``RawBody``.
public protocol StatusResponse: Sendable {
    /// The `$id` of the schema the body of a response with `status` conforms to, or `nil` when that
    /// body is not JSON with a schema (an undocumented status, or a body such as `204`'s).
    static func responseSchema(forStatus status: Int) -> String?

    /// The value of a successful response with `status`.
    ///
    /// - Parameters:
    ///   - document: The parsed body, when ``responseSchema(forStatus:)`` names a schema for `status`.
    ///   - raw: The body as it came, with its `Content-Type`.
    static func decode(
        status: Int,
        document: JSONDocument?,
        raw: RawBody,
        using decoder: any ResponseDecoder
    ) throws(PayloadError) -> Self
}

extension Endpoint where Response: StatusResponse {
    /// Decodes `document` as the body of the first documented successful status: for callers that
    /// hold a body without its status. ``APIClient`` uses the status it received.
    public static func decodeResponse(
        from document: JSONDocument,
        using decoder: any ResponseDecoder
    ) throws(PayloadError) -> Response {
        for status in 200..<300 where Response.responseSchema(forStatus: status) != nil {
            return try Response.decode(status: status, document: document, raw: RawBody(bytes: document.bytes), using: decoder)
        }
        return try Response.decode(status: 200, document: document, raw: RawBody(bytes: document.bytes), using: decoder)
    }
}

extension PayloadError {
    /// A status-dependent response whose status names a schema was handed no parsed document: a
    /// misuse of ``StatusResponse/decode(status:document:raw:using:)``.
    public static func missingDocument(status: Int) -> PayloadError {
        .violations([PayloadViolation(pointer: .root, expected: "a JSON body for status \(status)", found: "no parsed document")])
    }
}
