import ContractCommandLine

/// Human output: one line per problem, then a summary.
///
/// ```
/// pages.ndjson:2:26: /hasMore: expected boolean, found string "yes"  [https://contracts.local/page.schema.json#/properties/hasMore/type]
/// pages.ndjson:4:1: invalid JSON: expected a value, found ','
/// 1 valid, 2 invalid
/// ```
///
/// The position is the failing value's; the bracket names the failing keyword (for lint: the rule).
final class TextReporter: Reporter {
    private let context: ReportContext

    init(context: ReportContext) {
        self.context = context
    }

    func begin() {}

    func report(_ item: CheckedItem) {
        for diagnostic in item.diagnostics {
            context.console.print(line(for: diagnostic, in: item))
        }
    }

    func end(_ summary: ReportSummary) {
        guard let text = summary.text else { return }
        let style = context.style
        context.console.print(summary.exitStatus == 0 ? style.green(text) : style.bold(text))
    }

    /// The text line of one diagnostic.
    func line(for diagnostic: Diagnostic, in item: CheckedItem) -> String {
        let style = context.style
        var text = style.bold("\(TerminalText.escapedPath(item.source)):\(diagnostic.line):\(diagnostic.column):") + " "
        if context.labelsSeverity {
            let word = (diagnostic.label ?? diagnostic.severity.rawValue) + ":"
            switch diagnostic.severity {
            case .error: text += style.red(word) + " "
            case .warning: text += style.yellow(word) + " "
            case .note: text += (diagnostic.label == nil ? style.blue(word) : style.green(word)) + " "
            }
        }
        if let pointer = diagnostic.pointer {
            text += style.cyan(pointer.isEmpty ? "(root)" : TerminalText.escaped(pointer)) + ": "
        }
        text += TerminalText.escaped(diagnostic.message)
        if let location = diagnostic.schemaLocation {
            text += "  " + style.dim("[\(TerminalText.escaped(location))]")
        } else if context.labelsSeverity {
            text += "  " + style.dim("[\(diagnostic.rule)]")
        }
        return text
    }
}
