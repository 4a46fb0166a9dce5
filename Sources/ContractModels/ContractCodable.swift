import Foundation

/// `Codable` with the encodings JSON Schema formats require, whatever the encoder's or decoder's
/// strategies: `Date` as RFC 3339 text, `UUID` in lower case, `URL` as its absolute string.
///
/// Generated `Codable` conformances go through ``Coded`` for members whose type mentions one of these,
/// so `JSONDecoder()` with default settings reads and writes exactly the wire format.
public protocol ContractCodable {
    /// Decodes a value in its contract encoding.
    static func decodeContract(from decoder: any Decoder) throws -> Self
    /// Encodes the value in its contract encoding.
    func encodeContract(to encoder: any Encoder) throws
}

extension Date: ContractCodable {
    /// Decodes the value in its contract encoding (see ``ContractCodable``).
    public static func decodeContract(from decoder: any Decoder) throws -> Date {
        try TextCoding.decode(decoder, as: "an RFC 3339 date-time") { RFC3339.parseDateTime($0) }
    }

    /// Encodes the value in its contract encoding (see ``ContractCodable``).
    public func encodeContract(to encoder: any Encoder) throws {
        try TextCoding.encode(RFC3339.format(self), to: encoder)
    }
}

extension UUID: ContractCodable {
    /// Decodes the value in its contract encoding (see ``ContractCodable``).
    public static func decodeContract(from decoder: any Decoder) throws -> UUID {
        try TextCoding.decode(decoder, as: "a UUID") { UUID(uuidString: $0) }
    }

    /// Encodes the value in its contract encoding (see ``ContractCodable``).
    public func encodeContract(to encoder: any Encoder) throws {
        try TextCoding.encode(uuidString.lowercased(), to: encoder)
    }
}

extension URL: ContractCodable {
    /// Decodes the value in its contract encoding (see ``ContractCodable``).
    public static func decodeContract(from decoder: any Decoder) throws -> URL {
        try TextCoding.decode(decoder, as: "a URI") { URL(string: $0) }
    }

    /// Encodes the value in its contract encoding (see ``ContractCodable``).
    public func encodeContract(to encoder: any Encoder) throws {
        try TextCoding.encode(absoluteString, to: encoder)
    }
}

extension Optional: ContractCodable where Wrapped: ContractCodable {
    /// Decodes the value in its contract encoding (see ``ContractCodable``).
    public static func decodeContract(from decoder: any Decoder) throws -> Wrapped? {
        let container = try decoder.singleValueContainer()
        return container.decodeNil() ? nil : try Wrapped.decodeContract(from: decoder)
    }

    /// Encodes the value in its contract encoding (see ``ContractCodable``).
    public func encodeContract(to encoder: any Encoder) throws {
        if let self { try self.encodeContract(to: encoder) } else {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}

extension Array: ContractCodable where Element: ContractCodable {
    /// Decodes the value in its contract encoding (see ``ContractCodable``).
    public static func decodeContract(from decoder: any Decoder) throws -> [Element] {
        var container = try decoder.unkeyedContainer()
        var result: [Element] = []
        while !container.isAtEnd { result.append(try container.decode(Coded<Element>.self).value) }
        return result
    }

    /// Encodes the value in its contract encoding (see ``ContractCodable``).
    public func encodeContract(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(Coded(element)) }
    }
}

extension Dictionary: ContractCodable where Key == String, Value: ContractCodable {
    /// Decodes the value in its contract encoding (see ``ContractCodable``).
    public static func decodeContract(from decoder: any Decoder) throws -> [String: Value] {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var result: [String: Value] = [:]
        for key in container.allKeys { result[key.stringValue] = try container.decode(Coded<Value>.self, forKey: key).value }
        return result
    }

    /// Encodes the value in its contract encoding (see ``ContractCodable``).
    public func encodeContract(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for key in keys.sorted() { try container.encode(Coded(self[key]!), forKey: AnyCodingKey(key)) }
    }
}

/// A `Codable` wrapper that decodes and encodes its value in the contract encoding (see
/// ``ContractCodable``).
public struct Coded<Value: ContractCodable>: Codable {
    /// The wrapped value.
    public var value: Value

    /// Wraps a value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Decodes the value from `decoder` (`Decodable`).
    public init(from decoder: any Decoder) throws {
        value = try Value.decodeContract(from: decoder)
    }

    /// Encodes the value into `encoder` (`Encodable`).
    public func encode(to encoder: any Encoder) throws {
        try value.encodeContract(to: encoder)
    }
}

/// A coding key made from any string: for discriminator members and undeclared object members.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    /// The key's name.
    public var stringValue: String
    /// The key's integer, when it was made from one.
    public var intValue: Int?

    /// A key named `name`.
    public init(_ name: String) {
        self.stringValue = name
        self.intValue = nil
    }

    /// A key named `stringValue` (`CodingKey`); never nil.
    public init?(stringValue: String) {
        self.init(stringValue)
    }

    /// A key for an integer, named by its decimal digits (`CodingKey`); never nil.
    public init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The key of an array element: its position, named by its decimal digits.
    init(position: Int) {
        self.stringValue = String(position)
        self.intValue = position
    }
}
