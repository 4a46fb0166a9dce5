import ContractJSON
import Foundation

/// A request body: bytes and their media type.
///
/// ```swift
/// RequestParts(body: try .json(RerunRequest(imageKey: key, effectId: effect)))
/// ```
public struct RequestBody: Sendable, Hashable {
    /// The encoded body.
    public var bytes: [UInt8]
    /// The `Content-Type` sent with it, e.g. `"application/json"`.
    public var contentType: String

    /// Creates a body from bytes.
    public init(bytes: [UInt8], contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }

    /// A JSON body encoded with `JSONEncoder` (keys sorted, for stable bytes).
    ///
    /// - Throws: `EncodingError` if the value cannot be encoded (e.g. a non-finite number).
    public static func json<Value: Encodable>(_ value: Value) throws -> RequestBody {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return RequestBody(bytes: Array(try encoder.encode(value)), contentType: "application/json")
    }

    /// A JSON body written from a ``JSONValue``, members in their order.
    public static func json(_ value: JSONValue) -> RequestBody {
        RequestBody(bytes: JSONWriter.compact.bytes(from: value), contentType: "application/json")
    }
}
