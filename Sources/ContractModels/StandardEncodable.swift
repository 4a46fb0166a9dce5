import ContractJSON
import Foundation

extension String: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    @inlinable public var jsonValue: JSONValue { .string(self) }
}

extension Bool: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    @inlinable public var jsonValue: JSONValue { .bool(self) }
}

extension Double: JSONValueEncodable {
    /// The shortest literal that reads back as the same `Double` (`null` for NaN and infinities,
    /// which JSON cannot represent).
    public var jsonValue: JSONValue { JSONNumber(self).map(JSONValue.number) ?? .null }
}

extension Int: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(Int64(self))) }
}
extension Int8: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(Int64(self))) }
}
extension Int16: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(Int64(self))) }
}
extension Int32: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(Int64(self))) }
}
extension Int64: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(self)) }
}
extension UInt: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(String(self))!) }
}
extension UInt8: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(Int64(self))) }
}
extension UInt16: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(Int64(self))) }
}
extension UInt32: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(Int64(self))) }
}
extension UInt64: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    public var jsonValue: JSONValue { .number(JSONNumber(String(self))!) }
}

extension Optional: JSONValueEncodable where Wrapped: JSONValueEncodable {
    /// `nil` encodes as `null`.
    @inlinable public var jsonValue: JSONValue { self?.jsonValue ?? .null }
}

extension Array: JSONValueEncodable where Element: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    @inlinable public var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}

extension Dictionary: JSONValueEncodable where Key == String, Value: JSONValueEncodable {
    /// Members sorted by key, so output is deterministic.
    public var jsonValue: JSONValue {
        let members = sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            .map { JSONObject.Member(key: $0.key, value: $0.value.jsonValue) }
        return .object(JSONObject(members))
    }
}

extension JSONValue: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    @inlinable public var jsonValue: JSONValue { self }
}

extension JSONObject: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    @inlinable public var jsonValue: JSONValue { .object(self) }
}

extension Date: JSONValueEncodable {
    /// RFC 3339 in UTC, with the fewest fractional digits that read back as the same `Date`.
    public var jsonValue: JSONValue { .string(RFC3339.format(self)) }
}

extension UUID: JSONValueEncodable {
    /// Lower case, as most APIs write UUIDs.
    public var jsonValue: JSONValue { .string(uuidString.lowercased()) }
}

extension URL: JSONValueEncodable {
    /// The absolute string.
    public var jsonValue: JSONValue { .string(absoluteString) }
}
