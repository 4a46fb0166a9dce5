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

    /// Whether the type reads numbers as `Double`, in itself or in its elements (`Double`, and optionals, arrays
    /// and maps of it): what decides whether ``losesDigits(_:_:)`` needs to look.
    static var readsFloatingPoint: Bool { get }
}

extension JSONViewDecodable {
    /// Reads no `Double` (see ``readsFloatingPoint``).
    @inlinable public static var readsFloatingPoint: Bool { false }

    /// Whether decoding the value at `index` as `Self` loses digits of a number received: a literal with more
    /// digits than a `Double` holds, or beyond its range (decoded as the nearest finite `Double`), in the value or,
    /// for an array or map of numbers, in one of its elements. Decoders that can keep the value received (an
    /// optional member, an array member, a typed map's entry) keep it then, so that re-encoding gives it back.
    ///
    /// A literal whose value a `Double` holds but that re-encoding writes otherwise (`8.70` as `8.7`) is not kept:
    /// `JSONDecoder` reads no literal text, so the fast path and `Codable` would decode different values.
    @inlinable
    public static func losesDigits(_ view: JSONView, _ index: Int) -> Bool {
        readsFloatingPoint && NumberText.losesDigits(view, index)
    }
}

/// The search behind ``JSONViewDecodable/losesDigits(_:_:)``.
public enum NumberText {
    /// Whether a number in the value at `index` (the value itself, or one of its elements or members) has more
    /// digits than a `Double` holds.
    @inlinable
    public static func losesDigits(_ view: JSONView, _ index: Int) -> Bool {
        switch view.kind(index) {
        case .number: return NumberParsing.losesDigits(view.rawBytes(index))
        case .array, .object: return losesDigitsInside(view, index)
        default: return false
        }
    }

    @usableFromInline
    static func losesDigitsInside(_ view: JSONView, _ index: Int) -> Bool {
        if view.kind(index) == .array {
            for element in ArrayElements(of: index, in: view) where losesDigits(view, element) { return true }
        } else {
            for member in ObjectMembers(of: index, in: view) where losesDigits(view, member.value) { return true }
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
