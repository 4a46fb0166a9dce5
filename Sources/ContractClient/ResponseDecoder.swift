import ContractJSON
import Foundation

/// Turns a parsed response document into a `Decodable` value: the pluggable decoding step of the
/// client (``APIClient/decoder``).
///
/// ``FoundationResponseDecoder`` (Foundation's `JSONDecoder`) is the default. Generated models
/// that decode straight from the ``JSONDocument`` bypass it by implementing
/// ``Endpoint/decodeResponse(from:using:)``.
public protocol ResponseDecoder: Sendable {
    /// Decodes `type` from `document`.
    ///
    /// - Throws: ``PayloadError/violations(_:)`` locating each value that could not be read.
    func decode<Value: Decodable>(_ type: Value.Type, from document: JSONDocument) throws(PayloadError) -> Value
}

/// Decodes with Foundation's `JSONDecoder`, reporting a `DecodingError` as a ``PayloadViolation``
/// with a JSON pointer, the expected type and what the document holds there.
///
/// ```swift
/// // /sessions/0/ratings_summary/loved: expected integer, found string "2"
/// ```
public struct FoundationResponseDecoder: ResponseDecoder {
    private let makeDecoder: @Sendable () -> JSONDecoder
    /// Whether this is the plain decoder (no configured `JSONDecoder`): generated models then decode
    /// straight from the parsed document instead (see ``Endpoint/decodeResponse(from:using:)``).
    let isPlain: Bool

    /// Creates the plain decoder: a `JSONDecoder()` for `Decodable` types, and the generated models'
    /// own decoding from the parsed document for theirs (the same values, without parsing the body
    /// a second time).
    public init() {
        self.makeDecoder = { JSONDecoder() }
        self.isPlain = true
    }

    /// Creates a decoder that uses a configured `JSONDecoder` for every type, generated models too.
    ///
    /// - Parameter makeDecoder: Makes the `JSONDecoder` for each response; configure date or key
    ///   strategies here.
    public init(_ makeDecoder: @escaping @Sendable () -> JSONDecoder) {
        self.makeDecoder = makeDecoder
        self.isPlain = false
    }

    /// Decodes `type` from the document's bytes.
    public func decode<Value: Decodable>(
        _ type: Value.Type,
        from document: JSONDocument
    ) throws(PayloadError) -> Value {
        do {
            return try makeDecoder().decode(type, from: Data(document.bytes))
        } catch let error as DecodingError {
            throw .violations([PayloadViolation(error, in: document)])
        } catch {
            throw .violations([PayloadViolation(pointer: .root, expected: "\(type)", found: "\(error)")])
        }
    }
}

extension PayloadViolation {
    /// Describes a `DecodingError` in JSON terms, reading what was found from `document`.
    init(_ error: DecodingError, in document: JSONDocument) {
        switch error {
        case .typeMismatch(let type, let context):
            let pointer = Self.pointer(context.codingPath)
            self.init(pointer: pointer, expected: Self.jsonType(type), found: Self.describe(pointer, in: document))
        case .valueNotFound(let type, let context):
            let pointer = Self.pointer(context.codingPath)
            self.init(pointer: pointer, expected: Self.jsonType(type), found: Self.describe(pointer, in: document))
        case .keyNotFound(let key, let context):
            self.init(
                pointer: Self.pointer(context.codingPath),
                expected: "property \"\(key.stringValue)\"",
                found: "no such property",
                message: "missing required property \"\(key.stringValue)\""
            )
        case .dataCorrupted(let context):
            let pointer = Self.pointer(context.codingPath)
            self.init(
                pointer: pointer,
                expected: "a valid value",
                found: Self.describe(pointer, in: document),
                message: context.debugDescription
            )
        @unknown default:
            self.init(pointer: .root, expected: "a decodable document", found: "\(error)")
        }
    }

    private static func pointer(_ path: [any CodingKey]) -> JSONPointer {
        JSONPointer(tokens: path.map { key in key.intValue.map(String.init) ?? key.stringValue })
    }

    /// The JSON name of a Swift type the decoder asked for.
    private static func jsonType(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type: "string"
        case is Bool.Type: "boolean"
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type,
             is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
            "integer"
        case is Double.Type, is Float.Type, is Decimal.Type: "number"
        case is [Any].Type: "array"
        case is [String: Any].Type: "object"
        default: "\(type)"
        }
    }

    /// `string "1"`, `number 2.5`, `boolean true`, `null`, `object`, `array`, or `nothing` when the
    /// pointer leads nowhere.
    static func describe(_ pointer: JSONPointer, in document: JSONDocument) -> String {
        guard let index = document.index(at: pointer) else { return "nothing" }
        let node = JSONNode(document: document, index: index)
        switch node.kind {
        case .string:
            var text = node.stringValue ?? ""
            if text.count > 40 { text = String(text.prefix(40)) + "…" }
            return "string \(JSONWriter.compact.string(from: .string(text)))"
        case .number:
            return "number \(node.numberValue?.description ?? "")"
        case .null:
            return "null"
        case .object:
            return "object"
        case .array:
            return "array"
        case .true, .false:
            return "boolean \(node.kind == .true)"
        }
    }
}
