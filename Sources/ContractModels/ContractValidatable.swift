import ContractJSON
import ContractSchema

/// A generated model that knows its schema: it can validate itself with the runtime validator, and be
/// decoded from bytes with validation in one parse.
///
/// ```swift
/// let page = try SessionsPage.decode(validating: bytes)   // parse, validate, decode
/// let result = page.validate()                             // the same errors as SchemaValidator
/// ```
public protocol ContractValidatable: JSONValueEncodable {
    /// The validator of the schema the type was generated from (formats asserted, since the model
    /// types depend on them).
    static var contractValidator: SchemaValidator { get }
}

extension ContractValidatable {
    /// Validates the value (encoded as JSON) against its schema; the errors are the runtime validator's.
    public func validate() -> ValidationResult {
        Self.contractValidator.validate(jsonValue)
    }
}

extension ContractValidatable where Self: JSONViewDecodable {
    /// Parses `bytes` once, validates the document against the type's schema, and decodes the model
    /// from the same parse: ``DecodingPolicy/strict``, for tests and CI. Apps use ``decode(_:policy:)-([UInt8],_)``
    /// with ``DecodingPolicy/tolerant``.
    ///
    /// - Throws: ``ContractDecodingError/malformed(_:)`` for bad JSON, ``ContractDecodingError/invalid(_:)``
    ///   with the validator's errors, or ``ContractDecodingError/undecodable(message:pointer:location:)``.
    ///   The `throws` is untyped so that a `do` block mixing it with `JSONEncoder` and other throwing
    ///   calls compiles; every error thrown is a ``ContractDecodingError``.
    @inlinable
    public static func decode(validating bytes: [UInt8]) throws -> Self {
        try ContractDecoding.decode(Self.self, validating: bytes, checksWhileDecoding: true, validator: contractValidator)
    }

    /// Validates a parsed document against the type's schema and decodes the model from it (strict).
    ///
    /// The generated decoder checks the schema's constraints while it decodes (one pass over the
    /// parsed document, no validator involved for valid documents). Only when a check fails does the
    /// runtime validator run, to report exactly its errors; its verdict is final.
    @inlinable
    public static func decode(validating document: JSONDocument) throws -> Self {
        try ContractDecoding.decode(Self.self, validating: document, checksWhileDecoding: true, validator: contractValidator)
    }

    /// Parses `bytes` and decodes them under `policy`, with the drift (see ``DecodingPolicy``).
    ///
    /// A valid document costs what ``decode(validating:)-([UInt8])`` costs (the same checked pass, no
    /// validator); only a document whose checks fail is validated, and the validator's errors are its drift.
    ///
    /// ```swift
    /// let page = try SessionsPage.decode(bytes, policy: .tolerant)
    /// for violation in page.drift { logger.notice("\(violation)") }   // /sessions/0/status: ...
    /// show(page.value)
    /// ```
    ///
    /// - Throws: ``ContractDecodingError``: `malformed`, or (strict, or a root that cannot be decoded)
    ///   `invalid` with every violation.
    @inlinable
    public static func decode(_ bytes: [UInt8], policy: DecodingPolicy) throws -> Decoded<Self> {
        try ContractDecoding.decode(Self.self, bytes, policy: policy, checksWhileDecoding: true, validator: contractValidator)
    }

    /// Decodes a parsed document under `policy`, with the drift (see ``decode(_:policy:)-([UInt8],_)``).
    @inlinable
    public static func decode(_ document: JSONDocument, policy: DecodingPolicy) throws -> Decoded<Self> {
        try ContractDecoding.decode(Self.self, document, policy: policy, checksWhileDecoding: true, validator: contractValidator)
    }
}

/// The fast path's algorithm, shared by ``ContractValidatable`` and ``ContractType``.
@usableFromInline
enum ContractDecoding {
    /// Decodes the document as `T` with validation: the decoder's own checks first (when it has
    /// them); when they fail, or when it has none, `validator` decides, and only its errors are
    /// reported.
    @inlinable
    static func decode<T: JSONViewDecodable>(_: T.Type, validating document: JSONDocument, checksWhileDecoding: Bool,
                                             validator: @autoclosure () -> SchemaValidator) throws(ContractDecodingError) -> T {
        try document.withView { (view) throws(ContractDecodingError) -> T in
            try decode(T.self, view, checksWhileDecoding: checksWhileDecoding, validator: validator()) { document }
        }
    }

    /// Parses `bytes` and decodes them as `T` with validation, reading the tape where the parser wrote it (no
    /// ``JSONDocument`` is kept: one allocation and copy of the tape fewer per document); a document is made
    /// only to report where decoding failed.
    ///
    /// With the decoder's own checks, the parse leaves repeated keys to the decoder (``parseLeavingKeys(_:)``): its
    /// members overwrite each other, so the last one wins as when the parser hides the earlier ones, and what reads a
    /// value as a whole asks ``ViewDecoding/expectDistinctKeys(_:_:)`` first. When that decoding fails, a document
    /// without a repeated key is left to the validator on the same tape (which then reads as a checked one); one with
    /// a repeated key is parsed again with the keys checked, and the whole algorithm runs on that tape. Either way a
    /// failure reads exactly as it would from a checked tape.
    @inlinable
    static func decode<T: JSONViewDecodable>(
        _: T.Type, validating bytes: [UInt8], checksWhileDecoding: Bool, validator: @autoclosure () -> SchemaValidator
    ) throws(ContractDecodingError) -> T {
        if checksWhileDecoding {
            let unchecked: JSONParsedTape
            do { unchecked = try parseLeavingKeys(bytes) } catch { throw .malformed(error) }
            do throws(DecodingFailure) {
                return try unchecked.withView { (view) throws(DecodingFailure) -> T in try T(from: view, at: 0, validating: true) }
            } catch {}
            if !unchecked.withView({ $0.hasDuplicateKeys(within: 0) }) {
                return try unchecked.withView { (view) throws(ContractDecodingError) -> T in
                    try decode(T.self, view, checksWhileDecoding: false, validator: validator()) { JSONDocument(copying: view) }
                }
            }
        }
        let tape: JSONParsedTape
        do { tape = try JSONDocument.parseTape(bytes) } catch { throw .malformed(error) }
        return try tape.withView { (view) throws(ContractDecodingError) -> T in
            try decode(T.self, view, checksWhileDecoding: checksWhileDecoding, validator: validator()) {
                JSONDocument(copying: view)
            }
        }
    }

    /// Decodes `bytes` as `T` under `policy`. Strict is ``decode(_:validating:checksWhileDecoding:validator:)-([UInt8],_,_,_)``.
    /// Tolerant tries the same checked pass first (a valid document has no drift and costs nothing more); when it
    /// fails, the document is parsed with its keys checked and left to ``decodeTolerantly(_:_:validator:document:)``.
    @inlinable
    static func decode<T: JSONViewDecodable>(
        _: T.Type, _ bytes: [UInt8], policy: DecodingPolicy, checksWhileDecoding: Bool, validator: @autoclosure () -> SchemaValidator
    ) throws(ContractDecodingError) -> Decoded<T> {
        if policy == .strict {
            let value = try decode(T.self, validating: bytes, checksWhileDecoding: checksWhileDecoding, validator: validator())
            return Decoded(value: value, drift: [])
        }
        if checksWhileDecoding {
            let unchecked: JSONParsedTape
            do { unchecked = try parseLeavingKeys(bytes) } catch { throw .malformed(error) }
            do throws(DecodingFailure) {
                return Decoded(
                    value: try unchecked.withView { (view) throws(DecodingFailure) -> T in try T(from: view, at: 0, validating: true) },
                    drift: [])
            } catch {}
        }
        let tape: JSONParsedTape
        do { tape = try JSONDocument.parseTape(bytes) } catch { throw .malformed(error) }
        return try tape.withView { (view) throws(ContractDecodingError) -> Decoded<T> in
            try decodeTolerantly(T.self, view, validator: validator()) { JSONDocument(copying: view) }
        }
    }

    /// Decodes a parsed document as `T` under `policy` (see the bytes version).
    @inlinable
    static func decode<T: JSONViewDecodable>(
        _: T.Type, _ document: JSONDocument, policy: DecodingPolicy, checksWhileDecoding: Bool,
        validator: @autoclosure () -> SchemaValidator
    ) throws(ContractDecodingError) -> Decoded<T> {
        try document.withView { (view) throws(ContractDecodingError) -> Decoded<T> in
            if policy == .strict {
                let value = try decode(T.self, view, checksWhileDecoding: checksWhileDecoding, validator: validator()) { document }
                return Decoded(value: value, drift: [])
            }
            if checksWhileDecoding {
                do throws(DecodingFailure) {
                    return Decoded(value: try T(from: view, at: 0, validating: true), drift: [])
                } catch {}
            }
            return try decodeTolerantly(T.self, view, validator: validator()) { document }
        }
    }

    /// The tolerant rules on a checked tape whose checked pass failed (or was not asked for): the validator's errors
    /// are the drift, and the unchecked decoder (which keeps what its types cannot hold, see ``DecodingPolicy``)
    /// gives the value. Only a root that cannot be decoded fails, with every violation the validator found.
    @inlinable
    static func decodeTolerantly<T: JSONViewDecodable>(
        _: T.Type, _ view: JSONView, validator: @autoclosure () -> SchemaValidator, document: () -> JSONDocument
    ) throws(ContractDecodingError) -> Decoded<T> {
        let verdict = validator().validate(view, at: 0)
        do throws(DecodingFailure) {
            let decoded = try UnrepresentableValues.collecting(beside: verdict.errors.map(\.instanceLocation)) {
                () throws(DecodingFailure) -> T in try T(from: view, at: 0, validating: false)
            }
            return Decoded(value: decoded.value, drift: verdict.errors + decoded.unrepresentable)
        } catch {
            if !verdict.isValid { throw .invalid(verdict.errors) }
            throw ContractDecodingError(error, in: document())
        }
    }

    /// Parses `bytes` without the parser's search for repeated keys (``JSONParsingOptions/checksDuplicateKeys``),
    /// for a generated model's checked decoding.
    ///
    /// Trade-off: the search (a pass over each object's keys as it closes) was 4-8% of the fast path, and the
    /// decoder's members overwriting each other already give the last one, as the search would. The cost is a walk
    /// of the tape for a document that fails to decode, and a second parse and checked decoding for one that also
    /// repeats a key.
    @usableFromInline
    static func parseLeavingKeys(_ bytes: [UInt8]) throws(JSONParseError) -> JSONParsedTape {
        var options = JSONParsingOptions()
        options.checksDuplicateKeys = false
        return try JSONDocument.parseTape(bytes, options: options)
    }

    /// The algorithm on a view of the document; `document` gives the document an undecodable value's
    /// location is reported in.
    ///
    /// It returns the model itself and throws: a `Result` in between cost a copy and destroy of the model (a retain
    /// and release of each of its references) and several copies of its bytes, per document.
    @inlinable
    static func decode<T: JSONViewDecodable>(
        _: T.Type, _ view: JSONView, checksWhileDecoding: Bool, validator: @autoclosure () -> SchemaValidator, document: () -> JSONDocument
    ) throws(ContractDecodingError) -> T {
        if checksWhileDecoding {
            do throws(DecodingFailure) {
                return try T(from: view, at: 0, validating: true)
            } catch {}
        }
        let verdict = validator().validate(view, at: 0)
        if !verdict.isValid { throw .invalid(verdict.errors) }
        let decoded: (value: T, unrepresentable: [ValidationError])
        do throws(DecodingFailure) {
            decoded = try UnrepresentableValues.collecting(beside: []) { () throws(DecodingFailure) -> T in
                try T(from: view, at: 0, validating: false)
            }
        } catch {
            throw ContractDecodingError(error, in: document())
        }
        // A valid value the Swift type cannot hold fails strict decoding, located, rather than being left out silently.
        if !decoded.unrepresentable.isEmpty { throw .invalid(decoded.unrepresentable) }
        return decoded.value
    }
}

/// Builds validators for embedded schemas; generated `ContractSchemas` enums call it.
public enum EmbeddedSchemas {
    /// A registry holding each `(uri, json)` schema text.
    ///
    /// A schema that does not parse or register is a bug in the generator and stops the program.
    public static func registry(_ schemas: [(uri: String, json: String)]) -> SchemaRegistry {
        var registry = SchemaRegistry()
        for (uri, json) in schemas {
            do {
                try registry.register(try JSONValue(parsing: json), uri: uri)
            } catch {
                preconditionFailure("embedded schema \(uri) cannot be registered: \(error)")
            }
        }
        return registry
    }

    /// The validator for `uri` (a schema URI with an optional JSON Pointer fragment), with the contract
    /// options (``ContractSchema/ValidationOptions/contracts``: formats asserted, as `contract-check` does).
    public static func validator(_ uri: String, in registry: SchemaRegistry) -> SchemaValidator {
        do {
            return try SchemaValidator(uri: uri, registry: registry, options: .contracts)
        } catch {
            preconditionFailure("embedded schema \(uri) does not compile: \(error)")
        }
    }
}
