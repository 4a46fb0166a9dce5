import ContractCommandLine
import ContractJSON
import ContractSchema

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

    /// Prints each distinct line once (two keyword paths to one schema location give the same line), the
    /// details of a document only with `--verbose`, else their number.
    func report(_ item: CheckedItem) {
        var printed = Set<String>()
        var hidden = Set<String>()
        for diagnostic in item.diagnostics {
            let text = line(for: diagnostic, in: item)
            if diagnostic.isDetail && !context.verbose {
                hidden.insert(text)
            } else if printed.insert(text).inserted {
                context.console.print(text)
            }
        }
        let others = hidden.subtracting(printed).count
        if others > 0 {
            let text = "  \(others) other \(others == 1 ? "error" : "errors") in this document (--verbose lists them)"
            context.console.print(context.style.dim(text))
        }
    }

    func end(_ summary: ReportSummary) {
        guard let text = summary.text else { return }
        let style = context.style
        context.console.print(summary.exitStatus == 0 ? style.green(text) : style.bold(text))
    }

    /// The text line of one diagnostic.
    func line(for diagnostic: Finding, in item: CheckedItem) -> String {
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
            text += "  " + style.dim("[\(TerminalText.escaped(Self.readable(location)))]")
        } else if context.labelsSeverity {
            text += "  " + style.dim("[\(diagnostic.rule)]")
        }
        return text
    }

    /// An absolute keyword location with its fragment as a plain JSON Pointer (`#/patternProperties/^[_a-z]`
    /// rather than `#/patternProperties/%5E%5B_a-z%5D`); the URI before it as it is.
    static func readable(_ location: String) -> String {
        guard let hash = location.firstIndex(of: "#"), let pointer = ValidationError.fragmentPointer(of: location) else { return location }
        return String(location[...hash]) + pointer.description
    }
}
