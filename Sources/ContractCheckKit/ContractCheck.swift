import ContractCommandLine

/// The `contract-check` command line: validate payloads, lint and diff schemas, run contract tests and
/// conformance suites.
///
/// Every command takes `-h`/`--help`; `contract-check help COMMAND` prints the same, and `--version`
/// the package version. Help text is written from each command's option table (`CommandSpecs.swift`).
///
/// Exit codes: 0 everything passed (help and version too); 1 something is invalid, a test failed, a
/// lint error was found or a schema change breaks clients; 2 the command was used wrongly, an input
/// could not be read, or a schema is broken.
package enum ContractCheck {
    static let program = "contract-check"

    /// The overview: every command with its one-line summary.
    package static var usage: String {
        let width = commands.map(\.spec.name.count).max() ?? 0
        let rows = commands.map { CommandSpec.row($0.spec.name, $0.spec.abstract, gutter: width + 4) }
        return """
            OVERVIEW: JSON Schema contracts in CI: validate payloads, lint, diff and test schemas (version \(PackageVersion.current)).

            USAGE: \(program) <command> [<arguments>] [<options>]

            COMMANDS:
            \(String(rows.joined().dropLast()))

            OPTIONS:
              --version   Show the version.
              -h, --help  Show help information.

            See '\(program) help <command>' (or '\(program) <command> --help') for a command's arguments and options.

            \(exitStatus)
            """
    }

    /// Runs the command in `arguments` (without the program name) and returns the exit status.
    package static func run(_ arguments: [String], console: Console = .standard()) -> Int32 {
        defer { console.flush() }
        guard let command = arguments.first else {
            console.printError(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "help", "--help", "-h":
            guard let name = rest.first else {
                console.print(usage)
                return 0
            }
            guard let spec = commands.first(where: { $0.spec.name == name })?.spec else {
                console.printError("error: unknown command \"\(name)\"\n(run '\(program) help' for the commands)")
                return 2
            }
            console.print(spec.help(program: program))
            return 0
        case "--version":
            console.print("\(program) \(PackageVersion.current)")
            return 0
        default:
            break
        }
        guard let entry = commands.first(where: { $0.spec.name == command }) else {
            let known = command.hasPrefix("-") ? "unknown option" : "unknown command"
            console.printError("error: \(known) \"\(command)\"\n(run '\(program) help' for the commands)")
            return 2
        }
        do {
            return try entry.run(rest, console)
        } catch let error as UsageError where error.isHelpRequest {
            console.print(entry.spec.help(program: program))
            return 0
        } catch let error as UsageError {
            console.printError("""
                error: \(TerminalText.escaped(error.description))
                usage: \(entry.spec.usage(program: program))
                (run '\(program) help \(command)' for the arguments and options)
                """)
            return 2
        } catch {
            console.printError("error: \(TerminalText.escaped("\(error)"))")
            return 2
        }
    }
}
