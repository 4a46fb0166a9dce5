/// One problem found in a checked document: a payload that breaks its schema, a schema that breaks a
/// lint rule, a schema change that breaks clients.
///
/// It carries what every output format needs: where (line, column, JSON Pointer), what (message),
/// which rule, and for schema violations the keyword's relative and absolute location.
struct Finding: Sendable, Hashable {
    /// How serious a diagnostic is. Errors make a command fail; warnings and notes do not.
    enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    var severity: Severity
    /// The rule or keyword that fired: `type`, `required`, `json-syntax`, `unknown-keyword`, `enum-value-added`…
    var rule: String
    /// What is wrong, e.g. `expected boolean, found string "yes"`.
    var message: String
    /// 1-based line of the offending value in the checked file.
    var line: Int
    /// 1-based column (Unicode code points) of the offending value.
    var column: Int
    /// The JSON Pointer of the offending value inside the checked document (`""` is the root), or nil
    /// when there is no value to point at (a syntax error).
    var pointer: String?
    /// For schema violations: the keyword path taken through the schema (2020-12 `keywordLocation`).
    var keywordLocation: String = ""
    /// For schema violations: the keyword's absolute URI (2020-12 `absoluteKeywordLocation`).
    var schemaLocation: String? = nil
    /// The word text output shows instead of the severity (`breaking`, `compatible` for diff).
    var label: String? = nil
    /// Whether text output shows it only with `--verbose`: a schema violation other than the document's best
    /// match (``BestMatch``), counted in an "N other errors" line instead. Machine formats show every one.
    var isDetail = false
}

/// One checked document (a payload, or a schema file) and what was found in it.
struct CheckedItem: Sendable {
    /// The file it came from, as the user named it (`<stdin>` for standard input).
    var source: String
    /// The line the document starts on (1 for whole files).
    var line: Int
    /// A short name for test reports: `line 12` for NDJSON documents, the file name otherwise.
    var name: String { explicitName ?? "line \(line)" }
    /// The name, or nil for `line N`, spelled only when a report asks for it (only JUnit does): spelling it
    /// for every document of an NDJSON run showed in its profile.
    private var explicitName: String?
    var diagnostics: [Finding]

    init(source: String, line: Int, name: String, diagnostics: [Finding]) {
        self.source = source
        self.line = line
        explicitName = name
        self.diagnostics = diagnostics
    }

    /// An item named `line N` (an NDJSON document).
    init(source: String, line: Int, diagnostics: [Finding]) {
        self.source = source
        self.line = line
        self.diagnostics = diagnostics
    }

    /// Whether nothing of error severity was found.
    var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}

/// A rule a tool can report, for SARIF's rule table.
struct RuleDescription: Sendable {
    var id: String
    var summary: String
}

/// What a command tells its reporter at the end.
struct ReportSummary {
    /// The closing line for human formats (`3 valid, 1 invalid`), if any.
    var text: String?
    /// The exit status the command is about to return.
    var exitStatus: Int32
}
