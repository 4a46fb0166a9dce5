import ContractJSON
import ContractSchema
import Foundation

/// What decoding does with a document that breaks its schema: the one policy every decoding path
/// follows (the fast path, `Codable`, ``ContractType`` entries and the client's validation modes).
///
/// - ``strict``: any violation fails, with the validator's errors. For tests and CI.
/// - ``tolerant``: the value is decoded as far as the Swift types can hold it and every violation is
///   reported as drift (``Decoded/drift``). For released apps. For a value that breaks its schema:
///   - an unknown value of an open enum decodes as `unknown(_:)`;
///   - a value the member's Swift type can hold but the schema forbids (a bound, length, pattern or
///     format on a `String`) stays in the member;
///   - a value the Swift type cannot hold in an optional member (`null` where not nullable, another JSON
///     type, `8.7` for an integer, a string that is no date for a `Date`) makes the member `nil`; the
///     value received is kept in `unknownMembers` under its JSON name and written back by the encoders
///     while the member stays `nil`;
///   - an array element (or a typed map's entry: `[String: Value]`) that cannot be represented is left out
///     of the typed array, and the array received is kept in `unknownMembers` under the member's JSON name,
///     written back by the encoders while the member holds what decoding gave it (the app's value once it
///     changes it; see ``TolerantArrays``). Arrays of `Date`, `UUID` and `URL` too (`Codable` reads them
///     through ``Coded``). Failing the array instead would fail a required array member's object, and from
///     there often the whole document, for one element. The typed array's indices are then not the
///     document's: the drift's pointers name the elements left out. Required arrays that may be `null` too. (An
///     array outside an object that keeps unknown members has nowhere to keep the array: an element that cannot
///     be represented fails such an array, and its place's rule applies.)
///   - a required member the Swift type cannot hold fails the enclosing object, handled by the rule of
///     the place the object sits in (required and nullable members too: `null` is a value they hold, any
///     other value they cannot hold fails the object, which loses nothing). Only a failing root fails the
///     decode, with every violation.
///   - a member with a schema `default` is optional in the lossless structs (the default configuration; its
///     `<name>OrDefault` reads the default), so it follows the rule of optional members.
///   A value that is valid but that the Swift type cannot hold (a 30-digit integer for `integer`) follows
///   the same rules and, since the validator finds nothing, gets a drift entry of its own
///   (``UnrepresentableValues/keyword``); ``strict`` fails on it, located, rather than leave it out silently.
///   An object with named properties and typed undeclared members (`additionalProperties` with a schema) keeps
///   such values in a store of its own (`keptMembers`): an undeclared member the map's type cannot hold is left
///   out of the map, kept and reported. An object that keeps no unknown members (`additionalProperties: false`)
///   has nowhere to keep a value it cannot hold, so such a member fails the object instead, which then follows
///   its place's rule.
///   A number with more digits than a `Double` holds (or beyond its range) is decoded as the nearest finite
///   `Double`, its text kept where optional, array and map members keep values, and reported
///   (``UnrepresentableValues/keyword``). A literal whose value the type holds (`8.70`) is written back in the
///   encoders' form (`8.7`): `JSONDecoder` reads no literal text, and keeping it on the fast path only would make
///   the two paths decode different values.
public enum DecodingPolicy: Sendable, Hashable {
    /// Any violation fails the decode.
    case strict
    /// Decode what the types can hold, keep the rest, report every violation.
    case tolerant

    /// The `JSONDecoder.userInfo` key generated `Codable` initializers read the policy from.
    ///
    /// Without it, `Codable` decoding is ``tolerant``: a plain `JSONDecoder` is what apps use, and the
    /// value keeps what it could not hold, so `validate()` of the decoded value still reports the drift.
    /// Strict `Codable` decoding (which also asks the validator) is ``Foundation/JSONDecoder/decode(_:from:policy:)``.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "ContractModels.DecodingPolicy")!

    /// The policy `decoder` was given in its `userInfo`, ``tolerant`` when none.
    public static func of(_ decoder: any Decoder) -> DecodingPolicy {
        decoder.userInfo[userInfoKey] as? DecodingPolicy ?? .tolerant
    }
}

/// A decoded value and its drift: the violations of the schema the document showed, exactly the errors the
/// runtime validator reports for it, then an entry for each valid value the Swift types could not hold
/// (``UnrepresentableValues``; so empty for a valid document the types hold, and always with ``DecodingPolicy/strict``).
public struct Decoded<Value> {
    /// The value.
    public var value: Value
    /// One entry per violation: where (`instanceLocation`, a JSON Pointer), which keyword and where in the
    /// schema (`keywordLocation`, `absoluteKeywordLocation`), what was expected and what was found.
    public var drift: [ValidationError]

    /// Pairs a value with its drift.
    @inlinable
    public init(value: Value, drift: [ValidationError]) {
        self.value = value
        self.drift = drift
    }
}

extension Decoded: Sendable where Value: Sendable {}
extension Decoded: Equatable where Value: Equatable {}

extension JSONDecoder {
    /// Decodes a generated model with `Codable` under `policy`, with its drift.
    ///
    /// ``DecodingPolicy/strict`` validates `data` first and throws ``ContractDecodingError/invalid(_:)`` with
    /// the validator's errors; ``DecodingPolicy/tolerant`` decodes, then reports the validator's errors as drift
    /// (and throws them when the root cannot be decoded). The decoder's own settings are left as they are.
    public func decode<T: Decodable & ContractValidatable>(
        _ type: T.Type, from data: Data, policy: DecodingPolicy
    ) throws -> Decoded<T> {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: Array(data)) } catch { throw ContractDecodingError.malformed(error) }
        let verdict = T.contractValidator.validate(document)
        if policy == .strict, !verdict.isValid { throw ContractDecodingError.invalid(verdict.errors) }
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        decoder.userInfo[DecodingPolicy.userInfoKey] = policy
        do {
            let decoded = try UnrepresentableValues.collecting(beside: verdict.errors.map(\.instanceLocation)) {
                try decoder.decode(T.self, from: data)
            }
            return Decoded(value: decoded.value, drift: verdict.errors + decoded.unrepresentable)
        } catch {
            if !verdict.isValid { throw ContractDecodingError.invalid(verdict.errors) }
            throw error
        }
    }
}
