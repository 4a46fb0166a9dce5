import ContractJSON
import Foundation

/// An array or map member's type under the tolerant rule for arrays (``DecodingPolicy/tolerant``): `[Element]`
/// or `[String: Element]`, or a `Nullable` of one for a member that may also be `null`.
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
                UnrepresentableValues.record(view, element, error)
            }
        }
        return result
    }
}

extension Dictionary: ElementDropping where Key == String, Value: JSONViewDecodable & Equatable {
    /// Decodes the object at `index` as a map, leaving out the entries whose value cannot be decoded (see
    /// ``ElementDropping``).
    @inlinable
    public static func decodeDropping(from view: JSONView, at index: Int, dropped: inout Bool) throws(DecodingFailure) -> [String: Value] {
        try ViewDecoding.expectObject(view, index)
        var result = [String: Value](minimumCapacity: view.count(index))
        for member in ObjectMembers(of: index, in: view) {
            do throws(DecodingFailure) {
                result[view.string(member.key)] = try Value(from: view, at: member.value, validating: false)
            } catch {
                dropped = true
                UnrepresentableValues.record(view, member.value, error)
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

extension Optional: ElementDropping where Wrapped: ElementDropping {
    /// `nil` for `null` (a required member that may be `null`), or the array with the elements that cannot be
    /// decoded left out (see ``ElementDropping``).
    @inlinable
    public static func decodeDropping(from view: JSONView, at index: Int, dropped: inout Bool) throws(DecodingFailure) -> Wrapped? {
        view.kind(index) == .null ? nil : try Wrapped.decodeDropping(from: view, at: index, dropped: &dropped)
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
    /// `kept` under the member's name when it left one out. Either way, an array holding a number with more digits
    /// than a `Double` holds (``JSONViewDecodable/losesDigits(_:_:)``) is kept too.
    @inlinable
    public static func decode<Value: ElementDropping>(
        _: Value.Type, _ view: JSONView, _ member: ObjectMembers.Member, validating: Bool, checked: Bool,
        keeping kept: inout [String: JSONValue]
    ) throws(DecodingFailure) -> Value {
        let value: Value
        var dropped = false
        if validating {
            value = try Value(from: view, at: member.value, validating: checked)
        } else {
            value = try Value.decodeDropping(from: view, at: member.value, dropped: &dropped)
        }
        // Also numbers with more digits than a Double holds: kept, so that the array is written back as received.
        if dropped || Value.losesDigits(view, member.value) { kept[view.string(member.key)] = view.value(member.value) }
        return value
    }

    /// An optional array member under the rule above, in one call of generated code (as
    /// ``ViewDecoding/decodeMember(_:_:_:validating:failing:keepingIn:)`` for other members): `validating` checks
    /// constraints, `failing` throws any failure (strict); otherwise the elements that cannot be decoded are left
    /// out, and a value that is no array at all (nor `null`, for a `Nullable`) leaves `slot` as it is, kept in
    /// `kept` under the member's name (the rule of optional members).
    @inlinable
    public static func decodeMember<Value: ElementDropping>(
        _ slot: inout Value?, _ view: JSONView, _ member: ObjectMembers.Member, validating: Bool, failing: Bool,
        keepingIn kept: inout [String: JSONValue]
    ) throws(DecodingFailure) {
        do {
            slot = try decode(Value.self, view, member, validating: failing, checked: validating, keeping: &kept)
        } catch {
            try ViewDecoding.keepUndecodedMember(error, view, member, failing: failing, keepingIn: &kept)
        }
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
    /// the elements (or map entries) `JSONDecoder` cannot decode are left out and the value received kept in
    /// `kept`. `Value` is the member's `Codable` type: `[Element]`, `[String: Element]`, a `Nullable` of one, or
    /// ``Coded`` of one for elements in the contract encoding (`Date`, `UUID`, `URL`).
    public static func decode<Key: CodingKey, Value: LenientDecodable>(
        _: Value.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> Value {
        guard policy == .tolerant else { return try container.decode(Value.self, forKey: key) }
        var dropped = false
        let value = Value.dropping(try container.decode(Value.LenientForm.self, forKey: key), dropped: &dropped)
        if dropped { kept[key.stringValue] = try container.decode(JSONValue.self, forKey: key) }
        return value
    }

    /// An optional collection member: `nil` when absent; under ``DecodingPolicy/tolerant``, a value of another
    /// kind (nor `null`, for a `Nullable`) makes it `nil` too and is kept in `kept` (the rule of optional members).
    public static func decodeIfPresent<Key: CodingKey, Value: LenientDecodable>(
        _: Value.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>, policy: DecodingPolicy,
        keeping kept: inout [String: JSONValue]
    ) throws -> Value? {
        try optional(key, in: container, policy: policy, keeping: &kept) { kept throws in
            try decode(Value.self, forKey: key, in: container, policy: policy, keeping: &kept)
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
            UnrepresentableValues.record(container.codingPath + [key], error)
            return nil
        }
    }

    /// An element decoded if it can be: its decoding never throws, so `JSONDecoder` moves on to the next one.
    public struct Lenient<Element: Decodable>: Decodable {
        /// The element, `nil` when it could not be decoded.
        public let value: Element?

        /// Decodes the element if it can (`Decodable`); never throws.
        public init(from decoder: any Decoder) throws {
            do {
                value = try Element(from: decoder)
            } catch {
                value = nil
                UnrepresentableValues.record(decoder.codingPath, error)
            }
        }
    }
}

/// The `Codable` side of ``ElementDropping``: a collection decoded through `JSONDecoder` with each element
/// wrapped in ``TolerantArrays/Lenient``, so that the elements that cannot be decoded are left out.
public protocol LenientDecodable: Decodable {
    /// What `JSONDecoder` decodes: the collection with each element wrapped so that its failure is not thrown.
    associatedtype LenientForm: Decodable
    /// The collection without the elements that could not be decoded; sets `dropped` when it left one out.
    static func dropping(_ form: LenientForm, dropped: inout Bool) -> Self
}

extension Array: LenientDecodable where Element: Decodable {
    /// The array of elements decoded if they can be.
    public typealias LenientForm = [TolerantArrays.Lenient<Element>]

    /// The elements that could be decoded (see ``LenientDecodable``).
    public static func dropping(_ form: LenientForm, dropped: inout Bool) -> [Element] {
        let values = form.compactMap(\.value)
        if values.count < form.count { dropped = true }
        return values
    }
}

extension Dictionary: LenientDecodable where Key == String, Value: Decodable {
    /// The map of values decoded if they can be.
    public typealias LenientForm = [String: TolerantArrays.Lenient<Value>]

    /// The entries whose value could be decoded (see ``LenientDecodable``).
    public static func dropping(_ form: LenientForm, dropped: inout Bool) -> [String: Value] {
        let values = form.compactMapValues(\.value)
        if values.count < form.count { dropped = true }
        return values
    }
}

extension Nullable: LenientDecodable where Wrapped: LenientDecodable {
    /// `null`, or the wrapped collection's lenient form.
    public typealias LenientForm = Nullable<Wrapped.LenientForm>

    /// `null`, or the wrapped collection without what could not be decoded (see ``LenientDecodable``).
    public static func dropping(_ form: LenientForm, dropped: inout Bool) -> Nullable {
        switch form {
        case .null: .null
        case .value(let wrapped): .value(Wrapped.dropping(wrapped, dropped: &dropped))
        }
    }
}

extension Optional: LenientDecodable where Wrapped: LenientDecodable {
    /// `nil` for `null`, or the wrapped collection's lenient form.
    public typealias LenientForm = Wrapped.LenientForm?

    /// `nil`, or the wrapped collection without what could not be decoded (see ``LenientDecodable``).
    public static func dropping(_ form: LenientForm, dropped: inout Bool) -> Wrapped? {
        guard let form else { return nil }
        return Wrapped.dropping(form, dropped: &dropped)
    }
}

extension Coded: LenientDecodable where Value: CodedCollection {
    /// The collection's elements in the contract encoding, each decoded if it can be.
    public typealias LenientForm = Value.CodedLenientForm

    /// The collection without what could not be decoded (see ``LenientDecodable``).
    public static func dropping(_ form: LenientForm, dropped: inout Bool) -> Coded {
        Coded(Value.droppingCoded(form, dropped: &dropped))
    }
}

/// ``LenientDecodable`` for collections of values in the contract encoding (``ContractCodable``: `Date`, `UUID`,
/// `URL`), which `Codable` reads through ``Coded``: the same rule, so that such arrays keep their other elements.
public protocol CodedCollection: ContractCodable {
    /// What `JSONDecoder` decodes: each element a ``Coded`` value, decoded if it can be.
    associatedtype CodedLenientForm: Decodable
    /// The collection without the elements that could not be decoded; sets `dropped` when it left one out.
    static func droppingCoded(_ form: CodedLenientForm, dropped: inout Bool) -> Self
}

extension Array: CodedCollection where Element: ContractCodable {
    /// The array of elements in the contract encoding, decoded if they can be.
    public typealias CodedLenientForm = [TolerantArrays.Lenient<Coded<Element>>]

    /// The elements that could be decoded (see ``CodedCollection``).
    public static func droppingCoded(_ form: CodedLenientForm, dropped: inout Bool) -> [Element] {
        let values = form.compactMap { $0.value?.value }
        if values.count < form.count { dropped = true }
        return values
    }
}

extension Dictionary: CodedCollection where Key == String, Value: ContractCodable {
    /// The map of values in the contract encoding, decoded if they can be.
    public typealias CodedLenientForm = [String: TolerantArrays.Lenient<Coded<Value>>]

    /// The entries whose value could be decoded (see ``CodedCollection``).
    public static func droppingCoded(_ form: CodedLenientForm, dropped: inout Bool) -> [String: Value] {
        let values = form.compactMapValues { $0.value?.value }
        if values.count < form.count { dropped = true }
        return values
    }
}

extension Nullable: CodedCollection where Wrapped: CodedCollection {
    /// `null`, or the wrapped collection's lenient form.
    public typealias CodedLenientForm = Nullable<Wrapped.CodedLenientForm>

    /// `null`, or the wrapped collection without what could not be decoded (see ``CodedCollection``).
    public static func droppingCoded(_ form: CodedLenientForm, dropped: inout Bool) -> Nullable {
        switch form {
        case .null: .null
        case .value(let wrapped): .value(Wrapped.droppingCoded(wrapped, dropped: &dropped))
        }
    }
}

extension Optional: CodedCollection where Wrapped: CodedCollection {
    /// `nil` for `null`, or the wrapped collection's lenient form.
    public typealias CodedLenientForm = Wrapped.CodedLenientForm?

    /// `nil`, or the wrapped collection without what could not be decoded (see ``CodedCollection``).
    public static func droppingCoded(_ form: CodedLenientForm, dropped: inout Bool) -> Wrapped? {
        guard let form else { return nil }
        return Wrapped.droppingCoded(form, dropped: &dropped)
    }
}
