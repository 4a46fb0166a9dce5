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
            let value = try decode()
            if let value, readsFloatingPoint(Value.self) {
                try keepDigits(value, key, in: container, policy: policy, keeping: &kept)
            }
            return value
        } catch {
            guard policy == .tolerant, let raw = try? container.decode(JSONValue.self, forKey: key) else { throw error }
            kept[key.stringValue] = raw
            UnrepresentableValues.record(container.codingPath + [key], error)
            return nil
        }
    }

    /// A required member's value; a `Double` read with more digits than it holds is kept and reported under
    /// ``DecodingPolicy/tolerant`` and fails under ``DecodingPolicy/strict`` (``keepDigits``), as for optional members.
    public static func decodeRequired<Key: CodingKey, Value: Decodable>(
        _ type: Value.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> Value {
        let value = try container.decode(Value.self, forKey: key)
        if readsFloatingPoint(Value.self) { try keepDigits(value, key, in: container, policy: policy, keeping: &kept) }
        return value
    }

    /// Whether a member's `Codable` type reads a `Double` (the forms generated code decodes `number` members as).
    static func readsFloatingPoint<Value>(_: Value.Type) -> Bool {
        Value.self == Double.self || Value.self == Nullable<Double>.self || Value.self == Double?.self
    }

    /// A `Double` member whose number `JSONDecoder` read with more digits than a `Double` holds (it reads the
    /// nearest silently): under ``DecodingPolicy/tolerant``, the number received (`Decimal`'s 38 digits) is kept
    /// for re-encoding and the loss recorded, as the fast path does; under ``DecodingPolicy/strict``, a failure.
    static func keepDigits<Key: CodingKey, Value>(
        _ value: Value, _ key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws {
        let double: Double
        switch value {
        case let plain as Double: double = plain
        case let optional as Double?:
            guard let wrapped = optional else { return }
            double = wrapped
        case let nullable as Nullable<Double>:
            guard case .value(let wrapped) = nullable else { return }
            double = wrapped
        default: return
        }
        guard case .number(let number)? = try? container.decode(JSONValue.self, forKey: key) else { return }
        var literal = number.literal
        guard let nearest = literal.withUTF8({ NumberParsing.nearestWhenLosingDigits($0, parsed: double) }) else { return }
        guard policy == .tolerant else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(number.literal) has more digits than a Double holds (nearest: \(nearest))")
        }
        kept[key.stringValue] = .number(number)
        UnrepresentableValues.recordNearest(container.codingPath + [key], literal: number.literal, nearest: nearest)
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
