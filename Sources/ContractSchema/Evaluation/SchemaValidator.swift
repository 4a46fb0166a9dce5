import ContractJSON

/// A compiled JSON Schema that validates instances: compile once, then use it from any thread.
///
/// ```swift
/// let validator = try SchemaValidator(schema: try JSONValue(parsing: #"{"type": "integer"}"#))
/// let result = validator.validate(try JSONDocument(parsing: "\"1\""))
/// result.errors.first?.message   // expected integer, found string "1"
/// ```
///
/// The dialect is chosen by the schema's `$schema` (draft 2020-12, 2019-09, 7, 6 or 4; the registry's
/// default draft, 2020-12 unless set, when absent); a `$ref` into a resource of another dialect
/// evaluates that resource in its own dialect.
/// Valid instances are checked in a fast pass that stops at the first failure; only invalid ones
/// are evaluated a second time to collect every error.
public struct SchemaValidator: Sendable {
    let storage: CompiledSchemaStorage
    /// The options the validator was compiled with.
    public let options: ValidationOptions

    /// Compiles `schema`, resolving references through `registry`.
    ///
    /// - Parameter uri: the URI `schema` is known by, for resolving its relative references; defaults
    ///   to its `$id`.
    /// - Throws: ``SchemaError`` for an invalid keyword value, an invalid pattern, an unresolvable or
    ///   looping reference.
    public init(schema: JSONValue, uri: String? = nil, registry: SchemaRegistry = SchemaRegistry(), options: ValidationOptions = .init()) throws(SchemaError) {
        var registry = registry
        let documentURI = uri ?? "urn:x-contract-schema:root"
        try registry.register(schema, uri: documentURI)
        try self.init(uri: documentURI, registry: registry, options: options)
    }

    /// Compiles the registered schema identified by `uri` (a `$id`, a registered file's URI, or either with
    /// a fragment such as `#/$defs/item`).
    public init(uri: String, registry: SchemaRegistry, options: ValidationOptions = .init()) throws(SchemaError) {
        var registry = registry
        let reference = URIReference(uri)
        registry.addOfficialMetaschemasIfNeeded(for: reference.withoutFragment.text)
        guard let location = registry.locate(reference) else {
            throw SchemaError(message: "no schema registered at \(uri)")
        }
        var compiler = SchemaCompiler(registry: registry, options: options)
        self.storage = CompiledSchemaStorage(try compiler.compile(rootAt: location))
        self.options = options
    }

    /// The references that cannot be followed, when compiled with ``ValidationOptions/defersReferenceFaults``:
    /// each refuses the documents that reach it.
    package var referenceFaults: [SchemaError] { storage.value.faults }

    /// Keywords of a later draft that the schema's dialect lacks and that are applied as that draft defines
    /// them (draft-04's `const`), one located warning per place.
    package var warnings: [SchemaError] { storage.value.warnings }

    /// Validates a parsed document.
    public func validate(_ document: JSONDocument) -> ValidationResult {
        document.withView { validate($0, at: 0) }
    }

    /// Validates the value at tape `index` of a document view.
    public func validate(_ view: JSONView, at index: Int) -> ValidationResult {
        if isValid(view, at: index) { return ValidationResult(isValid: true, errors: []) }
        // Known invalid: the error pass may stop once it has recorded maximumErrorCount errors.
        var result = withExtendedLifetime(storage) { evaluate(view, at: index, collectingErrors: true, knownInvalid: true) }
        result.isValid = false
        return result
    }

    /// Validates a parsed document and, when it is valid, collects its annotations (`title`,
    /// `readOnly`, `format`… of every schema it satisfied, with their locations) for output formats
    /// that report them. Slower than ``validate(_:)-(JSONDocument)``: every applicable subschema is visited.
    public func validateCollectingAnnotations(_ document: JSONDocument) -> ValidationResult {
        document.withView { view in
            withExtendedLifetime(storage) {
                var result = evaluate(view, at: 0, collectingErrors: true, collectingAnnotations: true)
                if !result.isValid { result.annotations = [] }
                return result
            }
        }
    }

    private func evaluate(
        _ view: JSONView, at index: Int, collectingErrors: Bool, collectingAnnotations: Bool = false, knownInvalid: Bool = false
    ) -> ValidationResult {
        let compiled = storage.value
        return compiled.nodes.withUnsafeBufferPointer { nodes in
            compiled.keywords.withUnsafeBufferPointer { keywords in
                var evaluator = Evaluator(schema: storage, nodes: nodes, keywords: keywords, view: view,
                                          collectsErrors: collectingErrors, maximumDepth: options.maximumEvaluationDepth,
                                          collectsAnnotations: collectingAnnotations)
                evaluator.log?.maximumErrors = options.maximumErrorCount
                evaluator.log?.stopsWhenTruncated = knownInvalid
                var none: Annotations? = nil
                var valid = evaluator.evaluate(compiled.root, index, &none)
                // Undecided is never valid, even where a failure would have made an enclosing schema pass (`not`,
                // a losing `anyOf` branch): the document is rejected, once, saying which budget was spent.
                if let pattern = evaluator.budgetSpentBy {
                    valid = false
                    evaluator.rejectUndecided(Evaluator.budgetMessage(pattern))
                }
                if let node = evaluator.evaluationBudgetSpentAt {
                    valid = false
                    evaluator.rejectUndecided(Wording.evaluationBudgetSpent, at: compiled.absoluteLocation(of: node))
                }
                // A reference fault reached leaves the document undecided, whatever encloses it.
                if evaluator.faultReached != nil { valid = false }
                var result = ValidationResult(isValid: valid, errors: evaluator.errors)
                result.schemaFault = evaluator.faultReached.map { compiled.faults[$0] }
                result.isTruncated = evaluator.log?.truncated ?? false
                result.annotations = evaluator.annotations
                return result
            }
        }
    }

    /// Whether the value at tape `index` is valid; the fast path, with no error details.
    public func isValid(_ view: JSONView, at index: Int) -> Bool {
        withExtendedLifetime(storage) { evaluate(view, at: index, collectingErrors: false).isValid }
    }

    /// Whether a parsed document is valid.
    public func isValid(_ document: JSONDocument) -> Bool {
        document.withView { isValid($0, at: 0) }
    }

    /// Validates a value tree.
    public func validate(_ value: JSONValue) -> ValidationResult {
        guard let document = Self.document(of: value) else { return Self.unrepresentable }
        return validate(document)
    }

    /// The verdict on a value tree and the reference fault that left it undecided, from the fast pass alone: no
    /// errors, even when it is invalid. For callers that try many candidate documents and read the errors of few
    /// (the diff oracle), where the error pass on every rejected candidate cost most of the time.
    package func verdict(_ value: JSONValue) -> ValidationResult {
        guard let document = Self.document(of: value) else { return Self.unrepresentable }
        return document.withView { view in withExtendedLifetime(storage) { evaluate(view, at: 0, collectingErrors: false) } }
    }

    /// Serializing and re-parsing gives the evaluator the tape it works on; cheap next to validation.
    private static func document(of value: JSONValue) -> JSONDocument? {
        try? JSONDocument(parsing: JSONWriter.compact.bytes(from: value), options: .init(maximumDepth: .max))
    }

    private static let unrepresentable = ValidationResult(
        isValid: false,
        errors: [ValidationError(instanceLocation: .root, keywordLocation: .root, message: "the value cannot be represented as JSON")])
}
