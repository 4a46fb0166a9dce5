import ContractJSON
import Foundation

/// An array member's type under the tolerant rule for arrays (``DecodingPolicy/tolerant``): `[Element]`, or
/// `Nullable<[Element]>` for a member that may also be `null`.
///
/// An element that cannot be represented is left out of the typed array; the array received is kept by the
/// enclosing object (``TolerantArrays``), so that nothing is lost.
public protocol ElementDropping: JSONViewDecodable, Equatable {
    /// Decodes the value at `index` without validation, leaving out every array element that cannot be decoded;
    /// sets `dropped` when it left one out.
    static func decodeDropping(from view: JSONView, at index: Int, dropped: inout Bool) throws(DecodingFailure) -> Self
}

extension Array: ElementDropping where Element: JSONViewDecodable & Equatable {
    /// Decodes the array at `index`, leaving out the elements that cannot be decoded (see ``ElementDropping``).
    @inlinable
    public static func decodeDropping(from view: JSONView, at index: Int, dropped: inout Bool) throws(DecodingFailure) -> [Element] {
        try ViewDecoding.expectArray(view, index)
        var result: [Element] = []
        result.reserveCapacity(view.count(index))
        for element in ArrayElements(of: index, in: view) {
            do throws(DecodingFailure) {
                result.append(try Element(from: view, at: element, validating: false))
            } catch {
                dropped = true
            }
        }
        return result
    }
}

extension Nullable: ElementDropping where Wrapped: ElementDropping {
    /// `null`, or the array with the elements that cannot be decoded left out (see ``ElementDropping``).
    @inlinable
    public static func decodeDropping(from view: JSONView, at index: Int, dropped: inout Bool) throws(DecodingFailure) -> Nullable {
        view.kind(index) == .null ? .null : .value(try Wrapped.decodeDropping(from: view, at: index, dropped: &dropped))
    }
}

/// The tolerant rule for an array element that cannot be represented, which generated code calls for array
/// members of objects that keep unknown members: the element is left out of the typed array (reported as drift,
/// since the validator finds its violation), and the array received is kept in `unknownMembers` under the
/// member's JSON name. The encoders write that array back as long as the member still holds what decoding gave
/// it, and the member's value once the app has changed it.
///
/// Why leave the element out rather than fail the array: a required array member (Lichess's opening explorer,
/// whose `moves` all lack a required `opening`) would otherwise fail its object and, from there, the whole
/// response, for one element the app may not even show; the received array, kept, makes the choice lossless.
///
/// "Still holds what decoding gave it" is decided by decoding the kept array again (decoding is deterministic)
/// and comparing with the member (`Equatable`): no snapshot is stored, and any edit of the app (an element
/// changed, added, removed or reordered, the member set to another value) makes the member differ, so it is
/// never lost. An app that sets the member back to exactly what decoding gave it gets the received array.
public enum TolerantArrays {
    /// Decodes array member `member` as `Value`: with `validating`, as ``JSONViewDecodable`` does with
    /// `validating: checked` (a failing element fails); without, leaving out the elements that cannot be decoded and keeping the array received in
    /// `kept` under the member's name when it left one out.
    @inlinable
    public static func decode<Value: ElementDropping>(
        _: Value.Type, _ view: JSONView, _ member: ObjectMembers.Member, validating: Bool, checked: Bool,
        keeping kept: inout [String: JSONValue]
    ) throws(DecodingFailure) -> Value {
        if validating { return try Value(from: view, at: member.value, validating: checked) }
        var dropped = false
        let value = try Value.decodeDropping(from: view, at: member.value, dropped: &dropped)
        if dropped { kept[view.string(member.key)] = view.value(member.value) }
        return value
    }

    /// The value to encode instead of `current` for a member whose received value `raw` was kept: `raw` while
    /// `current` is what decoding `raw` gives (the app has not changed the member; `nil` when `raw` cannot be
    /// decoded at all, the rule of optional members), else `nil` (encode `current`).
    public static func kept<Value: ElementDropping>(_ current: Value?, _ raw: JSONValue?) -> JSONValue? {
        guard let raw else { return nil }
        let decoded: Value?
        do {
            let document = try JSONDocument(parsing: JSONWriter.compact.bytes(from: raw))
            decoded = document.withView { view in
                var dropped = false
                return try? Value.decodeDropping(from: view, at: 0, dropped: &dropped)
            }
        } catch {
            return nil
        }
        // Not `decoded == current ? raw : nil`: `JSONValue` is `ExpressibleByNilLiteral`, so that `nil` is `.null`.
        guard decoded == current else { return nil }
        return raw
    }

    /// The `Codable` form of ``decode(_:_:_:validating:checked:keeping:)``: under ``DecodingPolicy/tolerant``,
    /// the elements `JSONDecoder` cannot decode are left out and the array received kept in `kept`.
    public static func decode<Key: CodingKey, Element: Decodable>(
        _: [Element].Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> [Element] {
        guard policy == .tolerant else { return try container.decode([Element].self, forKey: key) }
        let elements = try container.decode([Lenient<Element>].self, forKey: key)
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for element in elements { if let value = element.value { values.append(value) } }
        if values.count < elements.count { kept[key.stringValue] = try container.decode(JSONValue.self, forKey: key) }
        return values
    }

    /// The `Codable` form for a member that may be `null` (see ``decode(_:forKey:in:policy:keeping:)-([Element].Type,_,_,_,_)``).
    public static func decode<Key: CodingKey, Element: Decodable>(
        _: Nullable<[Element]>.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> Nullable<[Element]> {
        if try container.decodeNil(forKey: key) { return .null }
        return .value(try decode([Element].self, forKey: key, in: container, policy: policy, keeping: &kept))
    }

    /// An optional array member: `nil` when absent; under ``DecodingPolicy/tolerant``, a value that is no array
    /// (nor `null`, for a `Nullable`) makes it `nil` too and is kept in `kept` (the rule of optional members).
    public static func decodeIfPresent<Key: CodingKey, Element: Decodable>(
        _: [Element].Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> [Element]? {
        try optional(key, in: container, policy: policy, keeping: &kept) { kept throws in
            try decode([Element].self, forKey: key, in: container, policy: policy, keeping: &kept)
        }
    }

    /// The optional member that may be `null` (see ``decodeIfPresent(_:forKey:in:policy:keeping:)-([Element].Type,_,_,_,_)``).
    public static func decodeIfPresent<Key: CodingKey, Element: Decodable>(
        _: Nullable<[Element]>.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> Nullable<[Element]>? {
        try optional(key, in: container, policy: policy, keeping: &kept) { kept throws in
            try decode(Nullable<[Element]>.self, forKey: key, in: container, policy: policy, keeping: &kept)
        }
    }

    private static func optional<Key: CodingKey, Value>(
        _ key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy, keeping kept: inout [String: JSONValue],
        _ decode: (inout [String: JSONValue]) throws -> Value
    ) throws -> Value? {
        guard container.contains(key) else { return nil }
        do {
            return try decode(&kept)
        } catch {
            guard policy == .tolerant, let raw = try? container.decode(JSONValue.self, forKey: key) else { throw error }
            kept[key.stringValue] = raw
            return nil
        }
    }

    /// An element decoded if it can be: its decoding never throws, so `JSONDecoder` moves on to the next one.
    struct Lenient<Element: Decodable>: Decodable {
        let value: Element?

        init(from decoder: any Decoder) throws {
            value = try? Element(from: decoder)
        }
    }
}
