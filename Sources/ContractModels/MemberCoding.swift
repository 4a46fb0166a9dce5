import ContractJSON
import Foundation

/// The per-member steps of generated decoders and encoders, written once here so that generated code holds one
/// call per member instead of the same few statements repeated for every member of every type (issue 41: generated
/// code sized like the schema). Everything is `@inlinable` and generic, so that each call specializes to the
/// statements it replaces.
extension ViewDecoding {
    /// Decodes the value of `member` into `slot` (`validating`: its constraints too). When it cannot (the wrong
    /// kind, a broken constraint): with `failing`, the error is thrown; without (the tolerant rules of
    /// ``DecodingPolicy``), `slot` is left as it is and the raw value kept in `kept` under the member's name.
    /// A number whose text re-encoding would change (`8.70`, more digits than a `Double` holds) is decoded and its
    /// text kept there too, written back while the member holds what decoding gave it (``keptText(_:_:)``).
    @inlinable
    public static func decodeMember<Value: JSONViewDecodable>(
        _ slot: inout Value?, _ view: JSONView, _ member: ObjectMembers.Member, validating: Bool, failing: Bool,
        keepingIn kept: inout [String: JSONValue]
    ) throws(DecodingFailure) {
        do {
            slot = try view.decode(Value.self, at: member.value, validating: validating)
            if Value.receivedTextDiffers(view, member.value) { kept[view.string(member.key)] = view.value(member.value) }
        } catch {
            try keepUndecodedMember(error, view, member, failing: failing, keepingIn: &kept)
        }
    }

    /// The end of every member decode that failed: with `failing` (strict) the error is thrown; otherwise the raw
    /// value is kept in `kept` under the member's name, and a value the validator may accept is recorded as such.
    @inlinable
    public static func keepUndecodedMember(
        _ error: DecodingFailure, _ view: JSONView, _ member: ObjectMembers.Member, failing: Bool,
        keepingIn kept: inout [String: JSONValue]
    ) throws(DecodingFailure) {
        if failing { throw error }
        kept[view.string(member.key)] = view.value(member.value)
        UnrepresentableValues.record(view, member.value, error)
    }

    /// The value received, `raw`, to encode instead of `current`: while `current` is what decoding `raw` gives (the
    /// app has not changed the member), else `nil` (encode `current`). For the text of numbers that re-encoding
    /// would change (see ``JSONViewDecodable/receivedTextDiffers(_:_:)``).
    public static func keptText<Value: JSONViewDecodable & Equatable>(_ current: Value, _ raw: JSONValue?) -> JSONValue? {
        guard let raw, case .number = raw else { return nil }
        let decoded: Value?
        do {
            let document = try JSONDocument(parsing: JSONWriter.compact.bytes(from: raw))
            decoded = document.withView { view in try? Value(from: view, at: 0, validating: false) }
        } catch {
            return nil
        }
        guard decoded == current else { return nil }
        return raw
    }
}

/// The per-member steps of generated `jsonValue` encoders (see ``ViewDecoding/decodeMember(_:_:_:validating:failing:keepingIn:)``
/// for why they live here).
public enum JSONValueMembers {
    /// Appends member `key` holding `value`, or the text received that decoding kept under `key` in `kept` while
    /// `value` is what decoding it gives (``ViewDecoding/keptText(_:_:)``: `8.70` stays `8.70`); when `value` is
    /// `nil`, the value kept, if any (written back while the member stays `nil`), else nothing.
    @inlinable
    public static func append<Value: JSONValueEncodable & JSONViewDecodable & Equatable>(
        _ members: inout [JSONObject.Member], _ key: String, _ value: Value?, keptIn kept: [String: JSONValue]
    ) {
        if let value {
            if !kept.isEmpty, let raw = ViewDecoding.keptText(value, kept[key]) {
                members.append(JSONObject.Member(key: key, value: raw))
            } else {
                members.append(JSONObject.Member(key: key, value: value.jsonValue))
            }
        } else if let raw = kept[key] {
            members.append(JSONObject.Member(key: key, value: raw))
        }
    }

    /// ``append(_:_:_:keptIn:)`` for values that cannot be decoded back: the value kept is written only while the
    /// member is `nil`.
    @inlinable
    public static func append<Value: JSONValueEncodable>(
        _ members: inout [JSONObject.Member], _ key: String, _ value: Value?, keptIn kept: [String: JSONValue]
    ) {
        if let value {
            members.append(JSONObject.Member(key: key, value: value.jsonValue))
        } else if let raw = kept[key] {
            members.append(JSONObject.Member(key: key, value: raw))
        }
    }

    /// Appends the members of `undeclared` whose names are not in `declared`, sorted by name (so that the
    /// output is deterministic), after the declared ones.
    @inlinable
    public static func appendUndeclared<Value: JSONValueEncodable>(
        _ members: inout [JSONObject.Member], _ undeclared: [String: Value], declared: [String]
    ) {
        guard !undeclared.isEmpty else { return }
        for (key, value) in undeclared.sorted(by: { $0.key < $1.key }) where !declared.contains(key) {
            members.append(JSONObject.Member(key: key, value: value.jsonValue))
        }
    }
}

extension StrictCodable {
    /// ``decodeUnlessAbsent(_:forKey:in:)`` under the tolerant rules of ``tolerating(_:in:policy:keeping:_:)``: one
    /// call without a closure per optional member of an object that keeps unknown members.
    @inlinable
    public static func decodeUnlessAbsent<Key: CodingKey, Value: Decodable>(
        _ type: Value.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> Value? {
        try tolerating(key, in: container, policy: policy, keeping: &kept) { try decodeUnlessAbsent(type, forKey: key, in: container) }
    }

    /// Encodes `value` under `key` when present, or the value received that decoding kept under the key's JSON
    /// name in `kept` while `value` is what decoding it gives (``ViewDecoding/keptText(_:_:)``); when `nil`, the
    /// value kept, if any (written back while the member stays `nil`), else nothing.
    @inlinable
    public static func encodeIfPresent<Key: CodingKey, Value: Encodable & JSONViewDecodable & Equatable>(
        _ value: Value?, forKey key: Key, in container: inout KeyedEncodingContainer<Key>, keptIn kept: [String: JSONValue]
    ) throws {
        if let value {
            if !kept.isEmpty, let raw = ViewDecoding.keptText(value, kept[key.stringValue]) {
                try container.encode(raw, forKey: key)
            } else {
                try container.encode(value, forKey: key)
            }
        } else if let raw = kept[key.stringValue] {
            try container.encode(raw, forKey: key)
        }
    }

    /// ``encodeIfPresent(_:forKey:in:keptIn:)`` for values that cannot be decoded back: the value kept is written
    /// only while the member is `nil`.
    @inlinable
    public static func encodeIfPresent<Key: CodingKey, Value: Encodable>(
        _ value: Value?, forKey key: Key, in container: inout KeyedEncodingContainer<Key>, keptIn kept: [String: JSONValue]
    ) throws {
        if let value {
            try container.encode(value, forKey: key)
        } else if let raw = kept[key.stringValue] {
            try container.encode(raw, forKey: key)
        }
    }

    /// Encodes the members of `undeclared` whose names `Keys` does not declare, sorted by name, each as
    /// `encoded` makes it (the contract's encoding of dates, UUIDs and URIs goes through ``Coded``).
    @inlinable
    public static func encodeUndeclared<Keys: CodingKey, Value, Encoded: Encodable>(
        _ undeclared: [String: Value], declared _: Keys.Type, to encoder: any Encoder, as encoded: (Value) -> Encoded
    ) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in undeclared.sorted(by: { $0.key < $1.key }) where Keys(stringValue: key) == nil {
            try container.encode(encoded(value), forKey: AnyCodingKey(key))
        }
    }

    /// ``encodeUndeclared(_:declared:to:as:)`` for values that encode as they are.
    @inlinable
    public static func encodeUndeclared<Keys: CodingKey, Value: Encodable>(
        _ undeclared: [String: Value], declared: Keys.Type, to encoder: any Encoder
    ) throws {
        try encodeUndeclared(undeclared, declared: declared, to: encoder, as: { $0 })
    }
}
