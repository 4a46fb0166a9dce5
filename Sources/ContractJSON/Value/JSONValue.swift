/// A JSON value as a tree: for schemas, fixtures, and code that builds or inspects JSON.
///
/// Equality follows JSON Schema: numbers compare by value (`1.0 == 1`), strings by code points
/// (`"é"` precomposed differs from `"e\u{301}"`, unlike Swift's `String ==`), objects ignore member order.
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Parses one JSON text.
    public init(parsing bytes: [UInt8], options: JSONParsingOptions = .init()) throws(JSONParseError) {
        let document = try JSONDocument(parsing: bytes, options: options)
        self = document.root.value
    }

    /// Parses one JSON text.
    public init(parsing text: String, options: JSONParsingOptions = .init()) throws(JSONParseError) {
        try self.init(parsing: Array(text.utf8), options: options)
    }

    /// The JSON Schema name of this value's type: "null", "boolean", "number", "string", "array" or "object".
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The boolean, if this is one.
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The number, if this is one.
    public var numberValue: JSONNumber? { if case .number(let value) = self { value } else { nil } }
    /// The object, if this is one.
    public var objectValue: JSONObject? { if case .object(let value) = self { value } else { nil } }
    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }

    /// The member `key` of an object (nil for other kinds or a missing key).
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// Compact JSON text.
    public var description: String { JSONWriter.compact.string(from: self) }

    /// Equal as JSON Schema compares: numbers by value, strings by code points, objects in any member order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    /// Hashes what `==` compares, so equal values hash alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value.utf8.count); for byte in value.utf8 { hasher.combine(byte) }
        case .array(let value): hasher.combine(value)
        case .object(let value): hasher.combine(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    /// A JSON string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A JSON number with the literal's integer value.
    public init(integerLiteral value: Int64) { self = .number(JSONNumber(value)) }
    /// A JSON number with the literal's value (`null` for NaN and infinities).
    public init(floatLiteral value: Double) { self = JSONNumber(value).map(JSONValue.number) ?? .null }
    /// A JSON boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A JSON array of the elements.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A JSON object; for a repeated key the last member wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
    /// JSON `null`.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object of the members in order; for a repeated key the last member wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { Member(key: $0.0, value: $0.1) })
    }
}
