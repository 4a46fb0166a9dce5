/// `Codable` for values written as one JSON string that a failable initializer reads (`DateTime`,
/// `CalendarDate`, `URI`, and the contract encodings of `Date`, `UUID` and `URL`): one place for the
/// single-value container and the error that names what the text is not.
enum TextCoding {
    /// The value `make` reads from the string in `decoder`, or a `DecodingError` saying the text is not
    /// `what` ("an RFC 3986 URI").
    static func decode<Value>(_ decoder: any Decoder, as what: String, _ make: (String) -> Value?) throws -> Value {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = make(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not \(what): \"\(text)\"")
        }
        return value
    }

    /// Writes `text` as the single value of `encoder`.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
