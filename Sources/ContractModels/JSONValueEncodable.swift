import ContractJSON

/// A type that can write itself as a ``JSONValue``: how generated models are validated and how they
/// are written back to JSON without `Codable`.
///
/// The standard types generated models are made of conform with the encoding the schemas expect:
/// `Date` as RFC 3339 text, `UUID` in lower case, `URL` as its absolute string, optionals as `null`.
public protocol JSONValueEncodable {
    /// The value as JSON.
    var jsonValue: JSONValue { get }
}

extension JSONValueEncodable {
    /// The value as compact JSON text (members in declaration order).
    public func jsonBytes() -> [UInt8] {
        JSONWriter.compact.bytes(from: jsonValue)
    }
}
