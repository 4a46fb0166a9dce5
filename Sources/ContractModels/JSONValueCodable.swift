import ContractJSON
import Foundation

extension JSONValue: Codable {
    /// Decodes any JSON value. Numbers keep their value exactly when they fit `Int64`, `UInt64` or
    /// `Decimal` (38 significant digits), else the nearest `Double`; object member order follows the
    /// decoder's.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [JSONObject.Member] = []
            for key in container.allKeys {
                members.append(JSONObject.Member(key: key.stringValue, value: try container.decode(JSONValue.self, forKey: key)))
            }
            self = .object(JSONObject(members))
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int64.self) {
            self = .number(JSONNumber(integer))
        } else if let integer = try? container.decode(UInt64.self), let number = JSONNumber(String(integer)) {
            self = .number(number)
        } else if let decimal = try? container.decode(Decimal.self), decimal.isFinite,
            let number = JSONNumber(decimal.description)
        {
            self = .number(number)
        } else if let double = try? container.decode(Double.self) {
            guard let number = JSONNumber(double) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "non-finite number")
            }
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
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
        var members: [JSONObject.Member] = []
        for key in container.allKeys {
            members.append(JSONObject.Member(key: key.stringValue, value: try container.decode(JSONValue.self, forKey: key)))
        }
        self.init(members)
    }

    /// Encodes the value into `encoder` (`Encodable`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for member in members { try container.encode(member.value, forKey: AnyCodingKey(member.key)) }
    }
}

extension JSONNumber {
    /// The `Double` that writes back as the same number, or nil when a `Double` would lose digits.
    static func exactDouble(_ number: JSONNumber) -> Double? {
        let double = number.doubleValue
        guard double.isFinite, let back = JSONNumber(double), back == number else { return nil }
        return double
    }
}
