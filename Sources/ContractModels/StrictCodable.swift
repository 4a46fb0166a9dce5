import ContractJSON
import Foundation

/// What generated `Codable` initializers call to read exactly what the schema allows: a member that
/// may be absent but not `null`, and objects that allow no undeclared members.
///
/// Without these, `JSONDecoder` would turn `"parameters": null` into an absent member and drop an
/// undeclared member of a closed object, and `validate()` of the decoded value, which only sees what
/// the value holds, could not notice that the document broke its contract.
public enum StrictCodable {
    /// The member's value, `nil` when it is absent; a present `null` is an error (unlike
    /// `decodeIfPresent`, which reads it as absent).
    public static func decodeUnlessAbsent<Key: CodingKey, Value: Decodable>(
        _ type: Value.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>
    ) throws -> Value? {
        guard container.contains(key) else { return nil }
        return try container.decode(Value.self, forKey: key)
    }

    /// The value `decode` reads for member `key`; under ``DecodingPolicy/tolerant`` (the decoder's), a value
    /// it cannot read makes the member `nil` and is kept in `kept` under its JSON name, for re-encoding
    /// (the rule for optional members, see ``DecodingPolicy``). Generated `Codable` initializers call it
    /// for optional members of objects that keep unknown members.
    public static func tolerating<Key: CodingKey, Value>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy, keeping kept: inout [String: JSONValue],
        _ decode: () throws -> Value?
    ) throws -> Value? {
        do {
            return try decode()
        } catch {
            guard policy == .tolerant, let raw = try? container.decode(JSONValue.self, forKey: key) else { throw error }
            kept[key.stringValue] = raw
            UnrepresentableValues.record(container.codingPath + [key], error)
            return nil
        }
    }

    /// Fails when the object `decoder` holds has a member `Keys` does not declare
    /// (`additionalProperties: false`).
    public static func rejectUndeclaredMembers<Keys: CodingKey>(of decoder: any Decoder, declared _: Keys.Type) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "undeclared member \"\(key.stringValue)\" (additionalProperties is false)")
        }
    }
}
