import ContractJSON
import ContractSchema

/// Why bytes could not be turned into a model: not JSON, not valid against the contract, or not
/// decodable into the Swift type.
public enum ContractDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not one JSON text.
    case malformed(JSONParseError)
    /// The document breaks the contract; the errors are the runtime validator's.
    case invalid([ValidationError])
    /// The document could not be decoded into the model.
    case undecodable(message: String, pointer: JSONPointer, location: SourceLocation)

    /// Describes a decoding failure at its place in `document`.
    public init(_ failure: DecodingFailure, in document: JSONDocument) {
        let (pointer, location) = failure.location(in: document)
        self = .undecodable(message: failure.description, pointer: pointer, location: location)
    }

    /// One line per problem.
    public var description: String {
        switch self {
        case .malformed(let error): "malformed JSON: \(error)"
        case .invalid(let errors): errors.map { "\($0.instanceLocation): \($0.message)" }.joined(separator: "\n")
        case .undecodable(let message, let pointer, let location): "\(location) \(pointer): \(message)"
        }
    }
}
