import ContractJSON

/// A value that is present but may be JSON `null`: the type of object members that may be absent
/// *and* may be `null`, where the schema tells the two apart.
///
/// A member typed `Nullable<T>?` is `nil` when absent, `.null` when the JSON says `null`, and
/// `.value(x)` otherwise, and each is written back the way it was read.
///
/// ```swift
/// switch session.pick {
/// case nil: print("no pick member")
/// case .null?: print("pick: null")
/// case .value(let pick)?: print(pick.title)
/// }
/// let title = session.pick?.value?.title   // absent and null both read as nil
/// ```
public enum Nullable<Wrapped> {
    /// JSON `null`.
    case null
    /// A value.
    case value(Wrapped)

    /// Wraps an optional: `nil` becomes `.null`.
    @inlinable
    public init(_ optional: Wrapped?) {
        self = optional.map(Nullable.value) ?? .null
    }

    /// The value, or `nil` for `.null`.
    @inlinable
    public var value: Wrapped? {
        if case .value(let wrapped) = self { return wrapped }
        return nil
    }

    /// Whether this is `.null`.
    @inlinable
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Transforms the value, keeping `.null`.
    @inlinable
    public func map<T, E: Error>(_ transform: (Wrapped) throws(E) -> T) throws(E) -> Nullable<T> {
        switch self {
        case .null: .null
        case .value(let wrapped): .value(try transform(wrapped))
        }
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

extension Nullable: Decodable where Wrapped: Decodable {
    /// Decodes `null` or a value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try Wrapped(from: decoder))
    }
}

extension Nullable: Encodable where Wrapped: Encodable {
    /// Encodes `null` or the value.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .value(let wrapped):
            try wrapped.encode(to: encoder)
        }
    }
}

extension Nullable: JSONViewDecodable where Wrapped: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        self = view.kind(index) == .null ? .null : .value(try Wrapped(from: view, at: index, validating: validating))
    }

    /// The wrapped type's (see ``JSONViewDecodable/readsFloatingPoint``).
    @inlinable public static var readsFloatingPoint: Bool { Wrapped.readsFloatingPoint }
}

extension Nullable: JSONValueEncodable where Wrapped: JSONValueEncodable {
    /// The value as JSON (see ``JSONValueEncodable``).
    @inlinable
    public var jsonValue: JSONValue {
        switch self {
        case .null: .null
        case .value(let wrapped): wrapped.jsonValue
        }
    }
}

extension Nullable: ContractCodable where Wrapped: ContractCodable {
    /// Decodes the value in its contract encoding (see ``ContractCodable``).
    public static func decodeContract(from decoder: any Decoder) throws -> Nullable<Wrapped> {
        let container = try decoder.singleValueContainer()
        return container.decodeNil() ? .null : .value(try Wrapped.decodeContract(from: decoder))
    }

    /// Encodes the value in its contract encoding (see ``ContractCodable``).
    public func encodeContract(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .value(let wrapped):
            try wrapped.encodeContract(to: encoder)
        }
    }
}
