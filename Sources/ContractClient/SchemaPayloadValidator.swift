import ContractJSON
import ContractSchema

/// Checks response payloads with this package's JSON Schema validator: the ``PayloadValidator`` a
/// client uses in `.strict` or `.report` mode.
///
/// Every schema of the registry is compiled once, up front, so a broken contract fails when the
/// client is set up rather than on the first response.
///
/// ```swift
/// let validator = try SchemaPayloadValidator(schemaDirectory: "Schemas")
/// let client = APIClient<SessionsAPI>(baseURL: url, validation: .strict(validator))
/// ```
public struct SchemaPayloadValidator: PayloadValidator {
    private let validators: [String: SchemaValidator]
    /// The absolute keyword locations (`https://…/status.schema.json#/enum`) of the `enum`s whose
    /// generated Swift enum keeps unknown values: a violation there is drift.
    private let openEnums: Set<String>

    /// Compiles every schema registered in `registry` (the built-in metaschemas aside).
    public init(registry: SchemaRegistry, options: ValidationOptions = .contracts) throws(SchemaError) {
        var validators: [String: SchemaValidator] = [:]
        for uri in registry.resourceURIs where !uri.hasPrefix("https://json-schema.org/") && !uri.hasPrefix("http://json-schema.org/") {
            validators[uri] = try SchemaValidator(uri: uri, registry: registry, options: options)
        }
        self.validators = validators
        self.openEnums = []
    }

    /// Uses validators already compiled, by the `$id` of their schemas: what generated
    /// `payloadValidator`s pass, from the schemas embedded in the generated module.
    ///
    /// ```swift
    /// let client = APIClient<SessionsAPI>(baseURL: url, validation: .strict(SessionsAPI.payloadValidator))
    /// ```
    ///
    /// - Parameter openEnums: the absolute keyword locations of the `enum` keywords whose generated
    ///   Swift enums keep unknown values (`https://…/status.schema.json#/enum`); a value outside such
    ///   an enum is reported as drift (``PayloadViolation/isDrift``).
    public init(validators: [String: SchemaValidator], openEnums: Set<String> = []) {
        self.validators = validators
        self.openEnums = openEnums
    }

    /// Registers and compiles every `*.schema.json` under `schemaDirectory`.
    public init(schemaDirectory: String, options: ValidationOptions = .contracts) throws(SchemaError) {
        var registry = SchemaRegistry()
        try registry.registerDirectory(atPath: schemaDirectory)
        try self.init(registry: registry, options: options)
    }

    /// The violations of `document` against the schema whose `$id` is `schemaID`.
    public func violations(of document: JSONDocument, against schemaID: String) -> [PayloadViolation] {
        guard let validator = validators[schemaID] else {
            return [PayloadViolation(pointer: .root, expected: "a payload checked against \(schemaID)",
                                     found: "no such schema registered",
                                     message: "the client is configured with no schema \(schemaID)")]
        }
        return validator.validate(document).errors.map { error in
            PayloadViolation(pointer: error.instanceLocation, expected: error.expected ?? error.keyword,
                             found: error.found ?? "a value that does not match", message: error.message,
                             schemaLocation: error.absoluteKeywordLocation,
                             isDrift: error.keyword == "enum" && error.absoluteKeywordLocation.map(openEnums.contains) == true)
        }
    }
}
