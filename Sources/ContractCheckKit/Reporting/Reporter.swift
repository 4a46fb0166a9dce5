import ContractCommandLine

/// The output formats of `validate` and `lint`.
enum OutputFormat: String, CaseIterable, Sendable {
    /// `file:line:column: /pointer: message  [schema location]`, with colour on a terminal.
    case text
    /// One JSON object per document per line, in the 2020-12 "basic" output format.
    case json
    /// JUnit XML: a test suite per file, a test case per document.
    case junit
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`).
    case github
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif

    /// Parses a `--format` value.
    static func parse(_ text: String?, allowed: [OutputFormat] = OutputFormat.allCases) throws(UsageError) -> OutputFormat {
        guard let text else { return .text }
        guard let format = OutputFormat(rawValue: text), allowed.contains(format) else {
            throw UsageError("unknown --format \(text); use \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }
}

/// Receives checked documents in order and writes them in one output format.
protocol Reporter: AnyObject {
    /// Called once before the first item.
    func begin()
    /// Called for every checked document, valid or not, in input order.
    func report(_ item: CheckedItem)
    /// Called once at the end.
    func end(_ summary: ReportSummary)
}

/// What reporters need to know about the run.
struct ReportContext {
    var console: Console
    /// The command, e.g. `validate`, for report titles.
    var command: String
    /// Colours for the text format.
    var style = Style(enabled: false)
    /// Whether text lines say `error:`/`warning:` (lint, diff) or not (validate, where everything is an error).
    var labelsSeverity = false
    /// Whether text output lists every schema violation (`validate --verbose`), not only each document's best match.
    var verbose = false
    /// Rules that may appear, for SARIF's rule table.
    var rules: [RuleDescription] = []

    /// The reporter for `format`.
    func reporter(for format: OutputFormat) -> Reporter {
        switch format {
        case .text: TextReporter(context: self)
        case .json: JSONLinesReporter(context: self)
        case .junit: JUnitReporter(context: self)
        case .github: GitHubReporter(context: self)
        case .sarif: SARIFReporter(context: self)
        }
    }
}
