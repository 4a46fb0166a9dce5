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

    /// Creates options. Formats are annotations by default.
    public init(assertsFormats: Bool = false, maximumEvaluationDepth: Int = 2_000, maximumErrorCount: Int = 1_000) {
        self.assertsFormats = assertsFormats
        self.maximumEvaluationDepth = maximumEvaluationDepth
        self.maximumErrorCount = max(1, maximumErrorCount)
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
