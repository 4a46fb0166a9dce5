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
    /// A number with more digits than a `Double` holds is decoded (the nearest `Double`) and its text kept there
    /// too, written back while the member holds what decoding gave it (``keptText(_:_:)``).
    @inlinable
    public static func decodeMember<Value: JSONViewDecodable>(
        _ slot: inout Value?, _ view: JSONView, _ member: ObjectMembers.Member, validating: Bool, failing: Bool,
        keepingIn kept: inout [String: JSONValue]
    ) throws(DecodingFailure) {
        do {
            slot = try view.decode(Value.self, at: member.value, validating: validating)
            if Value.losesDigits(view, member.value) { kept[view.string(member.key)] = view.value(member.value) }
        } catch {
            try keepUndecodedMember(error, view, member, failing: failing, keepingIn: &kept)
        }
    }

    /// A required member's value, or the error; a number with more digits than a `Double` holds is decoded (the
    /// nearest `Double`) and its text kept in `kept` under the member's name, as for optional members, so that
    /// re-encoding writes it back while the member holds what decoding gave it.
    @inlinable
    public static func decodeRequired<Value: JSONViewDecodable>(
        _ type: Value.Type, _ view: JSONView, _ member: ObjectMembers.Member, validating: Bool,
        keepingIn kept: inout [String: JSONValue]
    ) throws(DecodingFailure) -> Value {
        let value = try view.decode(Value.self, at: member.value, validating: validating)
        if Value.losesDigits(view, member.value) { kept[view.string(member.key)] = view.value(member.value) }
        return value
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

    /// An undeclared member of an object whose undeclared members are typed (`additionalProperties` with a schema)
    /// and that has named properties: decoded into `entries` under its name; when it cannot be, as an optional
    /// member (``decodeMember(_:_:_:validating:failing:keepingIn:)``): with `failing` the error is thrown, otherwise
    /// the entry is left out of the typed map and its value kept in `kept` (the object's store), reported.
    @inlinable
    public static func decodeEntry<Value: JSONViewDecodable>(
        _ entries: inout [String: Value], _ view: JSONView, _ member: ObjectMembers.Member, validating: Bool, failing: Bool,
        keepingIn kept: inout [String: JSONValue]
    ) throws(DecodingFailure) {
        var slot: Value?
        try decodeMember(&slot, view, member, validating: validating, failing: failing, keepingIn: &kept)
        if let slot { entries[view.string(member.key)] = slot }
    }

    /// The value received, `raw`, to encode instead of `current`: while `current` is what decoding `raw` gives (the
    /// app has not changed the member), else `nil` (encode `current`). For numbers with more digits than a `Double`
    /// holds (see ``JSONViewDecodable/losesDigits(_:_:)``).
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
    /// `value` is what decoding it gives (``ViewDecoding/keptText(_:_:)``: a number with more digits than a `Double` holds); when `value` is
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

    /// ``appendUndeclared(_:_:declared:)`` for an object that keeps what its typed map cannot hold in a store of its
    /// own, `kept` (see ``ViewDecoding/decodeEntry(_:_:_:validating:failing:keepingIn:)``): each entry of the map (or
    /// the text received while it holds what decoding that gives, ``ViewDecoding/keptText(_:_:)``), and each value
    /// kept under a name neither declared nor in the map, sorted by name.
    @inlinable
    public static func appendUndeclared<Value: JSONValueEncodable & JSONViewDecodable & Equatable>(
        _ members: inout [JSONObject.Member], _ undeclared: [String: Value], declared: [String], keptIn kept: [String: JSONValue]
    ) {
        guard !kept.isEmpty else { return appendUndeclared(&members, undeclared, declared: declared) }
        let names = Set(undeclared.keys).union(kept.keys).subtracting(declared).sorted()
        for key in names {
            if let value = undeclared[key] {
                members.append(JSONObject.Member(key: key, value: ViewDecoding.keptText(value, kept[key]) ?? value.jsonValue))
            } else if let raw = kept[key] {
                members.append(JSONObject.Member(key: key, value: raw))
            }
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

    /// ``encodeUndeclared(_:declared:to:as:)`` for an object that keeps what its typed map cannot hold in a store of
    /// its own, `kept`: also each value kept under a name neither declared nor in the map (the typed entry wins).
    @inlinable
    public static func encodeUndeclared<Keys: CodingKey, Value, Encoded: Encodable>(
        _ undeclared: [String: Value], declared: Keys.Type, to encoder: any Encoder, keptIn kept: [String: JSONValue],
        as encoded: (Value) -> Encoded
    ) throws {
        try encodeUndeclared(undeclared, declared: declared, to: encoder, as: encoded)
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, raw) in kept.sorted(by: { $0.key < $1.key }) where Keys(stringValue: key) == nil && undeclared[key] == nil {
            try container.encode(raw, forKey: AnyCodingKey(key))
        }
    }

    /// ``encodeUndeclared(_:declared:to:keptIn:as:)`` for values that encode as they are.
    @inlinable
    public static func encodeUndeclared<Keys: CodingKey, Value: Encodable>(
        _ undeclared: [String: Value], declared: Keys.Type, to encoder: any Encoder, keptIn kept: [String: JSONValue]
    ) throws {
        try encodeUndeclared(undeclared, declared: declared, to: encoder, keptIn: kept, as: { $0 })
    }

    /// An undeclared member's value for a typed map beside named properties: `nil` under
    /// ``DecodingPolicy/tolerant`` when the type cannot hold it, the value then kept in `kept` (see
    /// ``tolerating(_:in:policy:keeping:_:)``).
    public static func decodeEntry<Key: CodingKey, Value: Decodable>(
        _ type: Value.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> Value? {
        try tolerating(key, in: container, policy: policy, keeping: &kept) { try container.decode(type, forKey: key) }
    }

    /// ``encodeUndeclared(_:declared:to:as:)`` for values that encode as they are.
    @inlinable
    public static func encodeUndeclared<Keys: CodingKey, Value: Encodable>(
        _ undeclared: [String: Value], declared: Keys.Type, to encoder: any Encoder
    ) throws {
        try encodeUndeclared(undeclared, declared: declared, to: encoder, as: { $0 })
    }
}
