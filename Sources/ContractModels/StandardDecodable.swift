import ContractJSON
import ContractSchema
import Foundation

extension String: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .string else { throw .typeMismatch("a string", view, index) }
        self = view.string(index)
    }
}

extension Bool: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        switch view.kind(index) {
        case .true: self = true
        case .false: self = false
        default: throw .typeMismatch("a boolean", view, index)
        }
    }
}

extension Double: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .number else { throw .typeMismatch("a number", view, index) }
        if !view.tape[index].hasFractionOrExponent, let integer = view.int64(index), integer.magnitude < 1 << 53 {
            self = Double(integer)
            return
        }
        let bytes = view.rawBytes(index)
        var viaText = false
        var value = NumberParsing.double(bytes, viaText: &viaText)
        if viaText, let nearest = NumberParsing.nearestWhenLosingDigits(bytes, parsed: value) {
            value = try UnrepresentableValues.nearest(nearest, view, index, validating: validating)
        }
        guard value.isFinite else { throw DecodingFailure(.invalidValue("number out of the range of Double"), at: index) }
        self = value
    }

    /// Reads a `Double` (see ``JSONViewDecodable/readsFloatingPoint``).
    @inlinable public static var readsFloatingPoint: Bool { true }
}

/// Decodes integers of any width from an integral JSON number (`3`, `3.0`, `3e0`).
///
/// Always inlined, and only the common case: a literal of up to 18 characters that fits `T`, read in place
/// (a call and its frame were half the cost of an integer, and payloads are full of them); the rest, and
/// every error, in ``decodeIntegerInFull(_:_:_:)``.
@inlinable @inline(__always)
func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, _ view: JSONView, _ index: Int) throws(DecodingFailure) -> T {
    if let value = view.integerLiteral(index), let exact = T(exactly: value) { return exact }
    return try decodeIntegerInFull(type, view, index)
}

/// ``decodeInteger(_:_:_:)`` for every value: long literals, `3.0` and `3e0`, and the errors.
@inlinable @inline(never)
func decodeIntegerInFull<T: FixedWidthInteger>(_ type: T.Type, _ view: JSONView, _ index: Int) throws(DecodingFailure) -> T {
    guard view.kind(index) == .number else { throw .typeMismatch("an integer", view, index) }
    if let value = view.int64(index) {
        guard let exact = T(exactly: value) else { throw DecodingFailure(.invalidValue("integer \(value) does not fit \(T.self)"), at: index) }
        return exact
    }
    let number = view.number(index)
    guard number.isIntegral else { throw .typeMismatch("an integer", view, index) }
    if !number.isNegative, let large = UInt64(number.literal), let exact = T(exactly: large) { return exact }
    throw DecodingFailure(.invalidValue("integer \(number) does not fit \(T.self)"), at: index)
}

extension Int: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(Int.self, view, index) }
}
extension Int8: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(Int8.self, view, index) }
}
extension Int16: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(Int16.self, view, index) }
}
extension Int32: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(Int32.self, view, index) }
}
extension Int64: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(Int64.self, view, index) }
}
extension UInt: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(UInt.self, view, index) }
}
extension UInt8: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(UInt8.self, view, index) }
}
extension UInt16: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(UInt16.self, view, index) }
}
extension UInt32: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(UInt32.self, view, index) }
}
extension UInt64: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) { self = try decodeInteger(UInt64.self, view, index) }
}

extension Optional: JSONViewDecodable where Wrapped: JSONViewDecodable {
    /// `null` decodes as `nil`.
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        self = view.kind(index) == .null ? nil : try Wrapped(from: view, at: index, validating: validating)
    }

    /// The wrapped type's (see ``JSONViewDecodable/readsFloatingPoint``).
    @inlinable public static var readsFloatingPoint: Bool { Wrapped.readsFloatingPoint }
}

extension Array: JSONViewDecodable where Element: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .array else { throw .typeMismatch("an array", view, index) }
        let count = view.count(index)
        var element = index + 1
        // A large array is allocated after its elements, which are built in the thread's scratch (see ArrayScratch).
        let decoded = try [Element].decodedInScratch(count: count) { () throws(DecodingFailure) -> Element in
            defer { element = view.next(element) }
            return try Element(from: view, at: element, validating: validating)
        }
        if let decoded {
            self = decoded
            return
        }
        var result: [Element] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            result.append(try Element(from: view, at: element, validating: validating))
            element = view.next(element)
        }
        self = result
    }

    /// The elements' (see ``JSONViewDecodable/readsFloatingPoint``).
    @inlinable public static var readsFloatingPoint: Bool { Element.readsFloatingPoint }
}

extension Dictionary: JSONViewDecodable where Key == String, Value: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .object else { throw .typeMismatch("an object", view, index) }
        var result = [String: Value](minimumCapacity: view.count(index))
        var key = index + 1
        let end = view.next(index)
        while key < end {
            let value = key + 1
            if !view.tape[key].isShadowed { result[view.string(key)] = try Value(from: view, at: value, validating: validating) }
            key = view.next(value)
        }
        self = result
    }

    /// The values' (see ``JSONViewDecodable/readsFloatingPoint``).
    @inlinable public static var readsFloatingPoint: Bool { Value.readsFloatingPoint }
}

extension JSONValue: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        try ViewDecoding.expectDistinctKeys(view, index)
        self = view.value(index)
    }
}

extension JSONObject: JSONViewDecodable {
    /// Decodes the value at `index` of the parsed document (see ``JSONViewDecodable``).
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        try ViewDecoding.expectDistinctKeys(view, index)
        guard case .object(let object) = view.value(index) else { throw .typeMismatch("an object", view, index) }
        self = object
    }
}

extension Date: JSONViewDecodable {
    /// Decodes an RFC 3339 `date-time` string (any offset, optional fractional seconds).
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .string else { throw .typeMismatch("a date-time string", view, index) }
        guard !view.tape[index].hasEscapes, let date = RFC3339.parseDateTime(view.rawBytes(index)) else {
            if let date = RFC3339.parseDateTime(view.string(index)) { self = date; return }
            throw DecodingFailure(.invalidValue("not an RFC 3339 date-time: \"\(view.string(index))\""), at: index)
        }
        self = date
    }
}

extension UUID: JSONViewDecodable {
    /// Decodes a UUID string in either case.
    @inlinable
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .string else { throw .typeMismatch("a UUID string", view, index) }
        guard let uuid = UUIDText.parse(view.rawBytes(index)) else {
            throw DecodingFailure(.invalidValue("not a UUID: \"\(view.string(index))\""), at: index)
        }
        self = uuid
    }
}

extension URL: JSONViewDecodable {
    /// Decodes a URI reference; with `validating`, it must also be an absolute RFC 3986 URI
    /// (`format: uri`, as the runtime's format checker decides).
    public init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure) {
        guard view.kind(index) == .string else { throw .typeMismatch("a URI string", view, index) }
        let text = view.string(index)
        if validating, !StringFormat.uri.accepts(text) { throw DecodingFailure(.constraint("format"), at: index) }
        guard let url = URL(string: text) else {
            throw DecodingFailure(.invalidValue("not a URI: \"\(text)\""), at: index)
        }
        self = url
    }
}
