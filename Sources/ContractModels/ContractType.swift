import ContractJSON
import ContractSchema
import Foundation

/// One generated type, found by the URI of the schema it was generated from: the entries of a
/// generated module's `ContractTypes.bySchemaURI`.
///
/// Tools and tests that start from a schema URI (a fixture's `$ref`, a corpus map) use it to reach
/// the Swift type, its schema's validator and both decoding paths without naming the type:
///
/// ```swift
/// let entry = ContractTypes.bySchemaURI["https://contracts.local/games/game.schema.json"]!
/// func decode<T: ContractValue>(_ type: T.Type) throws -> T { try entry.decode(T.self, validating: bytes) }
/// let game = try decode(entry.type)   // opens the existential: `Game`
/// ```
///
/// Most entries are generated models (structs, enums, unions), which check their schema's
/// constraints while decoding. A schema that became a type alias of a standard type
/// (`typealias PlayerId = Swift.String`) has no decoder of its own; its entry decodes the standard
/// type and leaves every constraint to the validator.
public struct ContractType: Sendable {
    /// The absolute URI of the schema (a file's `$id`, with a JSON Pointer fragment for a nested type).
    public let schemaURI: String
    /// The Swift type.
    public let type: any ContractValue.Type
    /// Whether the type's own decoder checks the schema's constraints when decoding with
    /// validation (generated models); `false` for an alias of a standard type.
    public let checksWhileDecoding: Bool
    private let makeValidator: @Sendable () -> SchemaValidator

    /// The entry of a generated model; its validator is the type's ``ContractValidatable/contractValidator``.
    public init<T: ContractValue & ContractValidatable>(_ type: T.Type, schemaURI: String) {
        self.schemaURI = schemaURI
        self.type = type
        self.checksWhileDecoding = true
        self.makeValidator = { T.contractValidator }
    }

    /// The entry of a type alias of a standard type, or of `Nullable<Model>` for a model whose schema also admits
    /// `null`, checked by `validator` alone.
    public init<T: ContractValue>(alias type: T.Type, schemaURI: String, validator: SchemaValidator) {
        self.schemaURI = schemaURI
        self.type = type
        self.checksWhileDecoding = false
        self.makeValidator = { validator }
    }

    /// The validator of the schema (formats asserted, as for generated models).
    public var validator: SchemaValidator { makeValidator() }

    /// The Swift type's name, for messages.
    public var typeName: String { String(describing: type) }

    /// Validates a value of the type (encoded as JSON) against the schema: `validate()` of a
    /// generated model, also for aliases.
    public func validate(_ value: some JSONValueEncodable) -> ValidationResult {
        validator.validate(value.jsonValue)
    }

    /// The fast path: decodes a parsed document as `T` (which must be ``type``) with validation, as
    /// ``ContractValidatable/decode(validating:)-(JSONDocument)`` does for a generated model.
    ///
    /// - Throws: ``ContractDecodingError/invalid(_:)`` with the validator's errors, or
    ///   ``ContractDecodingError/undecodable(message:pointer:location:)``.
    public func decode<T: ContractValue>(_: T.Type, validating document: JSONDocument) throws -> T {
        precondition(T.self == type, "ContractType for \(schemaURI) decodes \(typeName), not \(T.self)")
        return try ContractDecoding.decode(T.self, validating: document, checksWhileDecoding: checksWhileDecoding, validator: validator)
    }

    /// The fast path from bytes: parses, validates and decodes in one pass over one parse.
    ///
    /// - Throws: ``ContractDecodingError/malformed(_:)`` for bad JSON, or what
    ///   ``decode(_:validating:)-(_,JSONDocument)`` throws.
    public func decode<T: ContractValue>(_: T.Type, validating bytes: [UInt8]) throws -> T {
        precondition(T.self == type, "ContractType for \(schemaURI) decodes \(typeName), not \(T.self)")
        return try ContractDecoding.decode(T.self, validating: bytes, checksWhileDecoding: checksWhileDecoding, validator: validator)
    }

    /// Parses `bytes` and decodes them as `T` (which must be ``type``) under `policy`, with the drift, as
    /// ``ContractValidatable/decode(_:policy:)-([UInt8],_)`` does for a generated model.
    public func decode<T: ContractValue>(_: T.Type, _ bytes: [UInt8], policy: DecodingPolicy) throws -> Decoded<T> {
        precondition(T.self == type, "ContractType for \(schemaURI) decodes \(typeName), not \(T.self)")
        return try ContractDecoding.decode(
            T.self, bytes, policy: policy, checksWhileDecoding: checksWhileDecoding, validator: validator)
    }

    /// Decodes `data` as `T` with `Codable` (no validation), in the contract encoding: a `Date`,
    /// `UUID` or `URL` alias goes through ``Coded``, as generated models' members do.
    public func decodeWithCodable<T: ContractValue>(_: T.Type, from data: Data, using decoder: JSONDecoder = JSONDecoder()) throws -> T {
        if let coded = T.self as? any ContractCodable.Type {
            func decodeCoded<C: ContractCodable>(_: C.Type) throws -> Any { try decoder.decode(Coded<C>.self, from: data).value }
            if let value = try decodeCoded(coded) as? T { return value }
        }
        return try decoder.decode(T.self, from: data)
    }

    /// Encodes `value` with `Codable` in the contract encoding (the inverse of ``decodeWithCodable(_:from:using:)``).
    public func encodeWithCodable<T: ContractValue>(_ value: T, using encoder: JSONEncoder = JSONEncoder()) throws -> Data {
        if let coded = value as? any ContractCodable {
            func encodeCoded<C: ContractCodable>(_ value: C) throws -> Data { try encoder.encode(Coded(value)) }
            return try encodeCoded(coded)
        }
        return try encoder.encode(value)
    }
}
