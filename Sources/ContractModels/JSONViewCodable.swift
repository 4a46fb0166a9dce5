import ContractJSON
import Foundation

/// `Codable` through the fast path: generated structs, unions and tuples conform, so that each carries one decoder
/// (``JSONViewDecodable``) and one encoder (``JSONValueEncodable``) instead of a third, `Codable`, of its own.
///
/// `init(from:)` reads the decoder's value once, as a ``JSONValue``, and runs the type's fast decoder over it, so the
/// types nested inside never go through `Codable` again. It follows the decoder's ``DecodingPolicy``: under
/// ``DecodingPolicy/tolerant`` a value the Swift types cannot hold is kept for re-encoding and reported as drift, under
/// ``DecodingPolicy/strict`` it fails the decode. Errors and drift are located under the decoder's coding path, so a
/// generated type inside an app's own `Codable` type is reported where it sits in the document.
///
/// `encode(to:)` writes ``JSONValueEncodable/jsonValue`` through the encoder.
public protocol JSONViewCodable: JSONViewDecodable, JSONValueEncodable, Codable {}

extension JSONViewCodable {
    /// Decodes the value through its fast path (see ``JSONViewCodable``).
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        self = try ViewCoding.decode(Self.self, from: value, codingPath: decoder.codingPath, policy: DecodingPolicy.of(decoder))
    }

    /// Encodes ``JSONValueEncodable/jsonValue`` (see ``JSONViewCodable``).
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

/// The decoding behind ``JSONViewCodable``'s `init(from:)`.
enum ViewCoding {
    /// Runs `T`'s fast decoder over `value`, which sits at `codingPath` of the document being decoded.
    static func decode<T: JSONViewDecodable>(
        _: T.Type, from value: JSONValue, codingPath: [any CodingKey], policy: DecodingPolicy
    ) throws -> T {
        let tape: JSONParsedTape
        do { tape = try JSONDocument.parseTape(JSONWriter.compact.bytes(from: value)) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(error)"))
        }
        let outer = UnrepresentableValues.current
        let log = UnrepresentableValues.Log()
        let result = tape.withView { view in
            UnrepresentableValues.$current.withValue(log) {
                Result { () throws(DecodingFailure) -> T in try T(from: view, at: 0, validating: false) }
                    .mapError { failure in decodingError(failure, view, codingPath) }
            }
        }
        let decoded = try result.get()
        let prefix = codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        // In the order of their places, as member names then positions: a `Codable` decoder's members come in its own
        // order (Foundation's `JSONDecoder`: its dictionary's, which changes from run to run), not the document's.
        let recorded = log.recorded.sorted { precedes($0.pointer.tokens, $1.pointer.tokens) }
        // Strict: a value the Swift types could not hold fails the decode, where it is, rather than being left out.
        if policy == .strict, let first = recorded.first {
            let path = codingPath + first.pointer.tokens.map { AnyCodingKey($0) as any CodingKey }
            let reason = first.nearest.map { "\(first.reason) has more digits than a Double holds (nearest: \($0))" } ?? first.reason
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: reason))
        }
        for entry in recorded { outer?.append(JSONPointer(tokens: prefix + entry.pointer.tokens), entry.reason, nearest: entry.nearest) }
        return decoded
    }

    /// Whether the place `lhs` comes before `rhs`: token by token, positions by value, names by their text.
    static func precedes(_ lhs: [String], _ rhs: [String]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            if let leftPosition = Int(left), let rightPosition = Int(right) { return leftPosition < rightPosition }
            return left < right
        }
        return lhs.count < rhs.count
    }

    /// `failure` as the `DecodingError` a `Codable` decoder throws, located under `codingPath`.
    static func decodingError(_ failure: DecodingFailure, _ view: JSONView, _ codingPath: [any CodingKey]) -> DecodingError {
        let path = codingPath + DecodingFailure.codingPath(to: failure.index, in: view).map { $0 as any CodingKey }
        if case .missingMember(let name) = failure.reason {
            return .keyNotFound(AnyCodingKey(name), .init(codingPath: path, debugDescription: failure.description))
        }
        return .dataCorrupted(.init(codingPath: path, debugDescription: failure.description))
    }
}
