/// What a command takes, as one table: ``Arguments`` parses by it and ``help(program:)`` writes the
/// help text from it, so the two cannot disagree (the approach of swift-argument-parser, whose
/// output format the help follows).
package struct CommandSpec: Sendable {
    /// A positional argument.
    package struct Positional: Sendable {
        /// The placeholder, e.g. `payload`.
        package var name: String
        /// One sentence.
        package var help: String
        /// Whether it may be given several times (`<payload>...`).
        package var repeating: Bool

        package init(_ name: String, _ help: String, repeating: Bool = false) {
            self.name = name
            self.help = help
            self.repeating = repeating
        }
    }

    /// An option (`--name <value>`) or, without a value, a flag (`--name`).
    package struct Option: Sendable {
        /// The name without dashes.
        package var name: String
        /// The value's placeholder (`file|id`), or `nil` for a flag.
        package var value: String?
        /// One sentence.
        package var help: String
        /// Whether it may be given several times.
        package var repeatable: Bool

        package init(_ name: String, value: String? = nil, _ help: String, repeatable: Bool = false) {
            self.name = name
            self.value = value
            self.help = help
            self.repeatable = repeatable
        }
    }

    /// The command's name as typed after the program (empty for a program without subcommands).
    package var name: String
    /// What it does, in one line.
    package var abstract: String
    package var arguments: [Positional]
    package var options: [Option]
    /// Paragraphs after the options: exit status, examples.
    package var discussion: String

    package init(_ name: String, abstract: String, arguments: [Positional] = [], options: [Option] = [], discussion: String = "") {
        self.name = name
        self.abstract = abstract
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }

    /// `program name <arg>... [--option <value>] [--flag]`.
    package func usage(program: String) -> String {
        var parts = [program] + (name.isEmpty ? [] : [name])
        parts += arguments.map { "<\($0.name)>" + ($0.repeating ? " ..." : "") }
        parts += options.map { option in
            "[--\(option.name)\(option.value.map { " <\($0)>" } ?? "")]" + (option.repeatable ? " ..." : "")
        }
        return Self.wrap(parts.joined(separator: " "), width: 100, indent: "        ")
    }

    /// The full help: overview, usage, arguments, options, discussion.
    package func help(program: String) -> String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usage(program: program))\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n" + arguments.map { Self.row("<\($0.name)>", $0.help) }.joined()
        }
        let rows = options.map { option in
            Self.row("--\(option.name)\(option.value.map { " <\($0)>" } ?? "")", option.help + (option.repeatable ? " (repeatable)" : ""))
        }
        text += "\nOPTIONS:\n" + rows.joined() + Self.row("-h, --help", "Show help information.")
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }

    /// One help row: the term in a `gutter`-column margin, the text wrapped beside it.
    package static func row(_ term: String, _ text: String, gutter: Int = 26) -> String {
        let head = "  " + term
        let body = wrap(text, width: 100 - gutter, indent: "")
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let padding = String(repeating: " ", count: gutter)
        if head.count + 2 <= gutter {
            lines[0] = head + String(repeating: " ", count: gutter - head.count) + lines[0]
            return lines.enumerated().map { $0.offset == 0 ? $0.element : padding + $0.element }.joined(separator: "\n") + "\n"
        }
        return head + "\n" + lines.map { padding + $0 }.joined(separator: "\n") + "\n"
    }

    /// `text` wrapped at spaces to `width` columns, continuation lines indented by `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
