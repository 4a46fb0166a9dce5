import ContractCheckKit
import Testing

/// `--help` on every command, `help COMMAND`, `--version`, and the documented exit status of usage
/// mistakes, as a user at a terminal sees them.
@Suite("Command-line conventions")
struct CommandLineConventionTests {
    static let commands = [
        "validate", "lint", "diff", "test", "suite", "parse-suite", "yaml-suite", "toml-suite", "annotation-suite", "openapi",
    ]

    @Test("every command takes --help and -h: its help on standard output, exit status 0", arguments: commands)
    func helpFlag(command: String) {
        for flag in ["--help", "-h"] {
            let result = check([command, flag])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("OVERVIEW: "))
            #expect(result.output.contains("USAGE: contract-check \(command)"))
            #expect(result.output.contains("-h, --help"))
            #expect(result.errorOutput.isEmpty)
        }
        // --help wins over other arguments, even wrong ones, as in swift-argument-parser.
        #expect(check([command, "--no-such-option", "--help"]).status == 0)
        #expect(check([command, "some-file", "--help"]).status == 0)
    }

    @Test("help COMMAND prints what COMMAND --help prints", arguments: commands)
    func helpCommand(command: String) {
        let help = check(["help", command])
        #expect(help.status == 0)
        #expect(help.output == check([command, "--help"]).output)
    }

    @Test("every option the help lists is one the command accepts, and no other", arguments: commands)
    func helpMatchesParser(command: String) throws {
        let help = check([command, "--help"]).output
        let options = help.split(separator: "\n").compactMap { line -> (name: String, takesValue: Bool)? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--"), line.hasPrefix("  --") else { return nil }
            let term = trimmed.prefix { $0 != " " }
            let rest = trimmed.dropFirst(term.count).drop { $0 == " " }
            return (String(term.dropFirst(2)), rest.hasPrefix("<"))
        }
        #expect(!options.isEmpty || ["parse-suite"].contains(command))
        for option in options where option.name != "help" {
            let result = check([command] + (option.takesValue ? ["--\(option.name)", "x"] : ["--\(option.name)"]))
            #expect(!result.errorOutput.contains("unknown option"), "--\(option.name): \(result.errorOutput)")
        }
        let unknown = check([command, "--definitely-not-an-option"])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.contains("error: unknown option --definitely-not-an-option"))
        #expect(unknown.errorOutput.contains("usage: contract-check \(command)"))
    }

    @Test("contract-check help lists every command; --version prints the version; both exit 0")
    func overviewAndVersion() {
        let help = check(["help"])
        #expect(help.status == 0)
        for command in Self.commands { #expect(help.output.contains("\n  \(command) ")) }
        #expect(help.output.contains("EXIT STATUS:"))
        #expect(check(["--help"]).output == help.output)
        let version = check(["--version"])
        #expect(version.status == 0)
        #expect(version.output.range(of: #"^contract-check \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test("usage mistakes exit 2 with the error on standard error")
    func usageMistakes() {
        let none = check([])
        #expect(none.status == 2)
        #expect(none.errorOutput.contains("USAGE: contract-check"))
        let unknown = check(["frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.contains(#"unknown command "frobnicate""#))
        #expect(check(["help", "frobnicate"]).status == 2)
        let missing = check(["validate", "--schema"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("option --schema needs a value"))
        #expect(missing.output.isEmpty)
    }
}
