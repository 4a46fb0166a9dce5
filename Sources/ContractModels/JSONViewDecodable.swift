import ContractJSON

/// A type that decodes itself straight from a parsed document, without `Codable` and without building
/// a `JSONValue` tree: the fast path of generated models.
///
/// Generated models conform, and so do the standard types they are made of (strings, numbers,
/// `Date` from RFC 3339 text, `UUID`, `URL`, ``CalendarDate``, arrays, string-keyed dictionaries,
/// optionals, ``JSONValue``).
///
/// ```swift
/// let document = try JSONDocument(parsing: bytes)
/// let page = try document.withView { try SessionsPage(from: $0, at: 0) }
/// ```
public protocol JSONViewDecodable {
    /// Decodes the value at tape `index` of `view`.
    ///
    /// - Parameter validating: whether to also check every constraint of the type's schema while
    ///   decoding (generated models); a violated constraint throws a failure with reason
    ///   ``DecodingFailure/Reason/constraint(_:)``. Without it, decoding follows the tolerant rules
    ///   of ``DecodingPolicy`` (unknown enum values are kept, bounds are not checked, an optional member
    ///   the Swift type cannot hold is `nil` and its value kept in `unknownMembers`).
    init(from view: JSONView, at index: Int, validating: Bool) throws(DecodingFailure)

    /// How the type reads numbers, in itself or in its elements (``NumberForm/none`` unless it is a number, an
    /// optional, array or map of numbers): what decides whether ``receivedTextDiffers(_:_:)`` needs to look.
    static var numberForm: NumberForm { get }
}

extension JSONViewDecodable {
    /// Reads no number (see ``NumberForm``).
    @inlinable public static var numberForm: NumberForm { .none }

    /// Whether the value at `index`, decoded as `Self`, would be written back (`jsonValue`) as other text than the
    /// text received: a number literal such as `8.70` (written `8.7`), `3.0` for an integer, or one with more digits
    /// than a `Double` holds; in an array or map of numbers, any of its elements. Decoders that can keep the
    /// value received (an optional member, an array member) keep it then, so that re-encoding gives it back.
    @inlinable
    public static func receivedTextDiffers(_ view: JSONView, _ index: Int) -> Bool {
        switch numberForm {
        case .none: false
        case .integer: NumberText.differs(view, index, floating: false)
        case .floating: NumberText.differs(view, index, floating: true)
        }
    }
}

/// The search behind ``JSONViewDecodable/receivedTextDiffers(_:_:)``.
public enum NumberText {
    /// Whether a number in the value at `index` (the value itself, or one of its elements or members) would be
    /// written back as other text.
    @inlinable
    public static func differs(_ view: JSONView, _ index: Int, floating: Bool) -> Bool {
        switch view.kind(index) {
        case .number:
            return floating ? !NumberParsing.doubleWritesBack(view.rawBytes(index)) : !NumberParsing.integerWritesBack(view, index)
        case .array, .object: return differsInside(view, index, floating: floating)
        default: return false
        }
    }

    @usableFromInline
    static func differsInside(_ view: JSONView, _ index: Int, floating: Bool) -> Bool {
        if view.kind(index) == .array {
            for element in ArrayElements(of: index, in: view) where differs(view, element, floating: floating) { return true }
        } else {
            for member in ObjectMembers(of: index, in: view) where differs(view, member.value, floating: floating) { return true }
        }
        return false
    }
}

extension JSONView {
    /// Decodes the value at `index` as a `T`.
    @inlinable
    public func decode<T: JSONViewDecodable>(_ type: T.Type, at index: Int, validating: Bool = false) throws(DecodingFailure) -> T {
        try T(from: self, at: index, validating: validating)
    }
}

extension JSONViewDecodable {
    /// Decodes the value at tape `index` of `view` without validation.
    @inlinable
    public init(from view: JSONView, at index: Int) throws(DecodingFailure) {
        try self.init(from: view, at: index, validating: false)
    }

    /// Decodes a whole document (no validation; see `decode(validating:)` for that).
    @inlinable
    public init(document: JSONDocument) throws(DecodingFailure) {
        self = try document.withView { view throws(DecodingFailure) in try Self(from: view, at: 0) }
    }

    /// Parses `bytes` and decodes them under the tolerant rules of ``DecodingPolicy`` without a report (no
    /// validation; `decode(_:policy:)` gives the drift, `decode(validating:)` is strict).
    ///
    /// - Throws: a ``ContractDecodingError`` (untyped, so that it mixes with other throwing calls in a `do` block).
    @inlinable
    public init(jsonBytes bytes: [UInt8]) throws {
        let document: JSONDocument
        do { document = try JSONDocument(parsing: bytes) } catch { throw ContractDecodingError.malformed(error) }
        do throws(DecodingFailure) { self = try Self(document: document) } catch {
            throw ContractDecodingError(error, in: document)
        }
    }
}
