import ContractJSON
import Foundation

extension JSONValue: Codable {
    /// Decodes any JSON value. Numbers keep their value exactly when they fit `Int64` or `Decimal` (38 significant
    /// digits), else the nearest `Double`; object member order follows the decoder's.
    ///
    /// `Codable` cannot say which kind of value a decoder holds, so each kind is tried in turn and a wrong guess costs
    /// a thrown error; the kind a member name held before is tried first (see ``JSONValueReading``).
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
            self = .object(try JSONValueReading.withHints { hints in try JSONValueReading.object(container, &hints) })
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            self = .array(try JSONValueReading.withHints { hints in try JSONValueReading.array(&container, &hints) })
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else {
            self = try JSONValueReading.number(
                int64: { try container.decode(Int64.self) }, decimal: { try container.decode(Decimal.self) },
                double: { try container.decode(Double.self) }, codingPath: container.codingPath)
        }
    }

    /// Encodes the value; numbers are written through `Int64` when integral and in range, through
    /// `Decimal` when `Double` would lose digits, else `Double`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if let integer = number.int64Value {
                try container.encode(integer)
            } else if number.isIntegral, let integer = UInt64(number.literal) {
                try container.encode(integer)
            } else if number.isIntegral, let decimal = JSONNumber.exactIntegralDecimal(number) {
                // A whole number past 64 bits stays whole: a `Double` would be written with an exponent,
                // which draft 4's `integer` and a reader expecting digits refuse.
                try container.encode(decimal)
            } else if let double = JSONNumber.exactDouble(number) {
                try container.encode(double)
            } else if let decimal = Decimal(string: number.literal), decimal.isFinite {
                try container.encode(decimal)
            } else {
                try container.encode(number.doubleValue)
            }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            try object.encode(to: encoder)
        }
    }
}

extension JSONObject: Codable {
    /// Decodes the value from `decoder` (`Decodable`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self = try JSONValueReading.withHints { hints in try JSONValueReading.object(container, &hints) }
    }

    /// Encodes the value into `encoder` (`Encodable`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for member in members { try container.encode(member.value, forKey: AnyCodingKey(member.key)) }
    }
}

extension JSONNumber {
    /// The `Decimal` of a whole number that `JSONEncoder` writes back as the same digits, or nil when a `Decimal`
    /// (38 significant digits) would lose some.
    static func exactIntegralDecimal(_ number: JSONNumber) -> Decimal? {
        guard let decimal = Decimal(string: number.literal), decimal.isFinite, let back = JSONNumber(decimal.description),
            back == number
        else { return nil }
        return decimal
    }

    /// The `Double` that writes back as the same number, or nil when a `Double` would lose digits.
    static func exactDouble(_ number: JSONNumber) -> Double? {
        let double = number.doubleValue
        guard double.isFinite, let back = JSONNumber(double), back == number else { return nil }
        return double
    }
}

/// ``JSONValue``'s `init(from:)` below the top level: each member and element read through its container, the
/// kind it held the last time tried first.
///
/// A `Decoder` cannot say which kind of value it holds; asking for the wrong one throws, which costs far more than
/// reading the value (Foundation's `JSONDecoder` builds the error's message and coding path). Members of one name
/// almost always hold one kind (`"id"` a string, `"items"` an array), and so do an array's elements, so a guess from
/// the value before seldom throws.
enum JSONValueReading {
    /// A kind of non-null value, in the order they are tried for a member name or array not seen before.
    enum Kind: CaseIterable {
        case string, integer, decimal, bool, object, array
    }

    /// The kind each member name held the last time.
    struct Hints {
        var byName: [String: Kind]
        /// Whether a name's kind was learned or changed since ``shared`` was read.
        var learned = false
    }

    /// What earlier decodes learned, so that each generated value of an array that `JSONDecoder` decodes one by one
    /// starts with its names' kinds known; bounded, since member names come from the input.
    final class SharedHints: @unchecked Sendable {
        private let lock = NSLock()
        private var byName: [String: Kind] = [:]

        /// At most this many names are kept across decodes.
        static let limit = 4096

        var current: Hints {
            lock.lock()
            defer { lock.unlock() }
            return Hints(byName: byName)
        }

        func keep(_ hints: Hints) {
            guard hints.learned, hints.byName.count <= Self.limit else { return }
            lock.lock()
            defer { lock.unlock() }
            byName = hints.byName
        }
    }

    static let shared = SharedHints()

    /// Runs `read` with the shared hints, then keeps what it learned.
    static func withHints<Result>(_ read: (inout Hints) throws -> Result) throws -> Result {
        var hints = shared.current
        defer { shared.keep(hints) }
        return try read(&hints)
    }

    /// The members of `container`, each value read by ``member(_:in:_:)``.
    static func object(_ container: KeyedDecodingContainer<AnyCodingKey>, _ hints: inout Hints) throws -> JSONObject {
        let keys = container.allKeys
        var members: [JSONObject.Member] = []
        members.reserveCapacity(keys.count)
        for key in keys {
            let value = try container.decodeNil(forKey: key) ? JSONValue.null : try member(key, in: container, &hints)
            members.append(JSONObject.Member(key: key.stringValue, value: value))
        }
        return JSONObject(members)
    }

    /// The non-null value of member `key`: first as the kind the name held before, then each other kind.
    static func member(_ key: AnyCodingKey, in container: KeyedDecodingContainer<AnyCodingKey>, _ hints: inout Hints) throws -> JSONValue {
        let hint = hints.byName[key.stringValue]
        if let hint, let value = try read(hint, key, in: container, &hints) { return value }
        for kind in Kind.allCases where kind != hint {
            if let value = try read(kind, key, in: container, &hints) {
                hints.byName[key.stringValue] = kind
                hints.learned = true
                return value
            }
        }
        return try numberOutsideDecimal(try container.decode(Double.self, forKey: key), codingPath: container.codingPath + [key])
    }

    /// Member `key` as `kind`, or nil when it holds another kind.
    static func read(
        _ kind: Kind, _ key: AnyCodingKey, in container: KeyedDecodingContainer<AnyCodingKey>, _ hints: inout Hints
    ) throws -> JSONValue? {
        switch kind {
        case .string: return (try? container.decode(String.self, forKey: key)).map(JSONValue.string)
        case .integer: return (try? container.decode(Int64.self, forKey: key)).map { .number(JSONNumber($0)) }
        case .decimal: return (try? container.decode(Decimal.self, forKey: key)).flatMap(number)
        case .bool: return (try? container.decode(Bool.self, forKey: key)).map(JSONValue.bool)
        case .object:
            guard let nested = try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key) else { return nil }
            return .object(try object(nested, &hints))
        case .array:
            guard var nested = try? container.nestedUnkeyedContainer(forKey: key) else { return nil }
            return .array(try array(&nested, &hints))
        }
    }

    /// The elements of `container`, each tried first as the kind of the element before it.
    static func array(_ container: inout any UnkeyedDecodingContainer, _ hints: inout Hints) throws -> [JSONValue] {
        var elements: [JSONValue] = []
        if let count = container.count { elements.reserveCapacity(count) }
        var hint: Kind?
        while !container.isAtEnd {
            if try container.decodeNil() {
                elements.append(.null)
                continue
            }
            if let hint, let value = try read(hint, in: &container, &hints) {
                elements.append(value)
                continue
            }
            var found: JSONValue?
            for kind in Kind.allCases where kind != hint {
                if let value = try read(kind, in: &container, &hints) {
                    hint = kind
                    found = value
                    break
                }
            }
            if let found {
                elements.append(found)
            } else {
                let path = container.codingPath + [AnyCodingKey(position: container.currentIndex)]
                elements.append(try numberOutsideDecimal(try container.decode(Double.self), codingPath: path))
            }
        }
        return elements
    }

    /// The next element as `kind`, or nil when it holds another kind. A decoder that moves past an element it failed
    /// to read would make the next read misplaced: that is a decoding error, not a silent shift.
    static func read(_ kind: Kind, in container: inout any UnkeyedDecodingContainer, _ hints: inout Hints) throws -> JSONValue? {
        let position = container.currentIndex
        let value: JSONValue?
        switch kind {
        case .string: value = (try? container.decode(String.self)).map(JSONValue.string)
        case .integer: value = (try? container.decode(Int64.self)).map { .number(JSONNumber($0)) }
        case .decimal: value = (try? container.decode(Decimal.self)).flatMap(number)
        case .bool: value = (try? container.decode(Bool.self)).map(JSONValue.bool)
        case .object:
            guard let nested = try? container.nestedContainer(keyedBy: AnyCodingKey.self) else { value = nil; break }
            value = .object(try object(nested, &hints))
        case .array:
            guard var nested = try? container.nestedUnkeyedContainer() else { value = nil; break }
            value = .array(try array(&nested, &hints))
        }
        if value == nil, container.currentIndex != position {
            throw DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath, debugDescription: "the decoder moved past an element it could not read"))
        }
        return value
    }

    /// A number `Decimal` holds exactly, or nil for one it cannot (not finite).
    static func number(_ decimal: Decimal) -> JSONValue? {
        guard decimal.isFinite, let number = JSONNumber(decimal.description) else { return nil }
        return .number(number)
    }

    /// A top-level number: `Int64`, else `Decimal`, else the nearest `Double`.
    static func number(
        int64: () throws -> Int64, decimal: () throws -> Decimal, double: () throws -> Double,
        codingPath: [any CodingKey]
    ) throws -> JSONValue {
        if let integer = try? int64() { return .number(JSONNumber(integer)) }
        if let value = try? decimal(), let number = number(value) { return number }
        return try numberOutsideDecimal(try double(), codingPath: codingPath)
    }

    /// A number beyond `Decimal`'s range, as the nearest `Double`.
    static func numberOutsideDecimal(_ double: Double, codingPath: [any CodingKey]) throws -> JSONValue {
        guard let number = JSONNumber(double) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "non-finite number"))
        }
        return .number(number)
    }
}
