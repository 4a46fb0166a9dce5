import ContractCommandLine

/// GitHub Actions workflow commands: each problem becomes an annotation on the file and line in the
/// pull request view.
///
/// ```
/// ::error file=payloads/page.json,line=2,col=26,title=type at /hasMore::expected boolean, found string "yes"
/// ```
///
/// Escaping follows the Actions toolkit (`@actions/core`): in the message `%`, `\r` and `\n` become
/// `%25`, `%0D` and `%0A`; in properties `:` and `,` also become `%3A` and `%2C`. Other control
/// characters (escape sequences, NEL, bidirectional overrides) are written as `\u{…}` text.
final class GitHubReporter: Reporter {
    private let context: ReportContext

    init(context: ReportContext) {
        self.context = context
    }

    func begin() {}

    func report(_ item: CheckedItem) {
        for diagnostic in item.diagnostics {
            context.console.print(GitHubReporter.command(for: diagnostic, in: item))
        }
    }

    func end(_ summary: ReportSummary) {
        if let text = summary.text { context.console.print(TerminalText.escaped(text)) }
    }

    /// The workflow command of one diagnostic.
    static func command(for diagnostic: Finding, in item: CheckedItem) -> String {
        let level = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var title = diagnostic.rule
        if let pointer = diagnostic.pointer {
            title += " at " + (pointer.isEmpty ? "(root)" : pointer)
        }
        var message = diagnostic.message
        if let location = diagnostic.schemaLocation { message += " [\(location)]" }
        let properties = [
            "file=" + escapeProperty(item.source),
            "line=\(diagnostic.line)",
            "col=\(diagnostic.column)",
            "title=" + escapeProperty(title),
        ]
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// Escapes a command's message.
    static func escapeData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case _ where TerminalText.needsEscape(character): result += TerminalText.escaped(String(character))
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Escapes a command property's value.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":": result += "%3A"
            case ",": result += "%2C"
            case _ where TerminalText.needsEscape(character): result += TerminalText.escaped(String(character))
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
