import ContractJSON

/// The verdict on one instance, with every error when it is invalid.
public struct ValidationResult: Sendable, Hashable {
    /// Whether the instance satisfies the schema.
    public var isValid: Bool
    /// The failing keywords; empty when valid.
    public var errors: [ValidationError]
    /// The annotations of a valid instance, when they were asked for
    /// (``SchemaValidator/validateCollectingAnnotations(_:)``); empty otherwise.
    public var annotations: [ValidationAnnotation] = []
    /// Whether the document has more errors than ``errors`` holds: the error pass stopped recording at
    /// ``ValidationOptions/maximumErrorCount``.
    public var isTruncated = false
    /// The reference that could not be followed when the evaluation reached it (compiled with
    /// ``ValidationOptions/defersReferenceFaults``): the schema cannot decide this document, which is then
    /// not valid and not invalid either. Nil otherwise.
    public var schemaFault: SchemaError?

    /// Creates a result.
    public init(isValid: Bool, errors: [ValidationError]) {
        self.isValid = isValid
        self.errors = errors
    }

    /// The 2020-12 "basic" output format: `{"valid": true}` (with `"annotations": [...]` when they
    /// were collected) or `{"valid": false, "errors": [...]}`.
    public var basicOutput: JSONValue {
        var object = JSONObject([.init(key: "valid", value: .bool(isValid))])
        if !isValid { object["errors"] = .array(errors.map(\.outputUnit)) }
        if isValid && !annotations.isEmpty { object["annotations"] = .array(annotations.map(\.outputUnit)) }
        return .object(object)
    }
}
