/// Settings for compiling and running a ``SchemaValidator``.
public struct ValidationOptions: Sendable, Hashable {
    /// Whether `format` is checked (an assertion) rather than only recorded (an annotation, the
    /// default in draft 2020-12). A metaschema that enables the format-assertion vocabulary turns it on too.
    public var assertsFormats: Bool
    /// How many schemas may be nested in one evaluation before it stops with an error; a backstop
    /// for dynamic references that recurse without consuming the value.
    public var maximumEvaluationDepth: Int
    /// How many errors the error pass records for one document (default 1,000); past it
    /// ``ValidationResult/isTruncated`` is set. Bounds the time and memory of a hostile document whose
    /// every value is wrong (a 16 MB array of a million wrong numbers would otherwise be a million errors).
    public var maximumErrorCount: Int
    /// Whether a reference that cannot be followed (its target is missing, or it closes a loop that never
    /// reaches a value) refuses only the documents whose evaluation reaches it
    /// (``ValidationResult/schemaFault``), as check-jsonschema resolves references lazily, instead of
    /// failing compilation. What `contract-check validate` uses: SchemaStore's cloudify schema has a
    /// self-referencing definition that its documents never reach. Off by default: the generator and the
    /// runtime want every reference checked up front.
    public var defersReferenceFaults: Bool
    /// Whether draft-07 `contentEncoding`/`contentMediaType` are checked (base64, application/json), which
    /// draft-07 leaves to the implementation (its optional suite tests it). Off by default, as in
    /// python-jsonschema, check-jsonschema and ajv: SchemaStore's Azure IoT Edge templates hold `""` where
    /// `contentMediaType` says `application/json`, and every one of those tools accepts them.
    public var assertsContent: Bool

    /// Creates options. Formats are annotations by default.
    public init(assertsFormats: Bool = false, maximumEvaluationDepth: Int = 2_000, maximumErrorCount: Int = 1_000,
                defersReferenceFaults: Bool = false, assertsContent: Bool = false) {
        self.assertsFormats = assertsFormats
        self.assertsContent = assertsContent
        self.maximumEvaluationDepth = maximumEvaluationDepth
        self.maximumErrorCount = max(1, maximumErrorCount)
        self.defersReferenceFaults = defersReferenceFaults
    }

    /// The options contracts are checked with, wherever they are: `contract-check validate` and `test`,
    /// generated models' `validate()` and their decoders (formats asserted).
    ///
    /// One default, so that CI and the app never disagree on a payload. Formats are asserted because the
    /// generated types depend on them (a `date-time` decodes as a date, a `uuid` as a `UUID`): a payload CI
    /// passed must not be one the app cannot read.
    public static let contracts = ValidationOptions(assertsFormats: true)

    var formatAssertion: Bool { assertsFormats }
}
