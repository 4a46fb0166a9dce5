import ContractJSON

/// The Swift type of a schema that only allows `null` (`{"type": "null"}`, `{"const": null}`), common
/// in webhook payloads for members that are always `null` in this version of an API.
///
/// It has one value, decodes only from `null` and encodes as `null`, so a model holding it round-trips
/// exactly. A future version of the schema that widens the member needs a new type.
public struct JSONNull: Codable, Hashable, Sendable, JSONViewDecodable, JSONValueEncodable, CustomStringConvertible {
    /// The only value.
    public init() {}

    /// Decodes `null`; anything else is a type mismatch.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard container.decodeNil() else {
            throw DecodingError.typeMismatch(JSONNull.self, .init(codingPath: decoder.codingPath, debugDescription: "expected null"))
        }
    }

    /// Encodes `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }

    /// Decodes `null` from a parsed document.
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .null else { throw .typeMismatch("null", view, index) }
    }

    /// `null`.
    public var jsonValue: JSONValue { .null }

    /// `null`.
    public var description: String { "null" }
}
