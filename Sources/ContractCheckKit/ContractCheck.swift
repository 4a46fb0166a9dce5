/// The `contract-check` command line: validate payloads, run conformance suites.
///
/// Exit codes: 0 everything passed; 1 something is invalid or a test failed; 2 the command was
/// used wrongly or a schema is broken.
public enum ContractCheck {
    /// The usage text.
    public static let usage = """
    usage: contract-check <command> [options]

    commands:
      validate --schema FILE PAYLOAD...   validate .json files, folders and .ndjson/.jsonl files
               [--format text|json] [--assert-formats]
      test DIR                            register DIR's *.schema.json and run its fixtures/*.json
                                          contract tests (official suite case format)
      suite DIR [--remotes DIR] [--format-assertion] [--draft 2020-12|7]
                                          run JSON-Schema-Test-Suite case files in DIR
      parse-suite DIR                     run JSONTestSuite test_parsing cases in DIR

    exit status: 0 all valid/passed, 1 some invalid/failed, 2 usage or schema error
    """

    /// Runs the command in `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard()) -> Int32 {
        guard let command = arguments.first else {
            console.printError(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "validate": return try ValidateCommand(rest).run(console)
            case "suite": return try SuiteCommand(rest).run(console)
            case "test": return try TestCommand(rest).run(console)
            case "parse-suite": return try ParseSuiteCommand(rest).run(console)
            case "help", "--help", "-h":
                console.print(usage)
                return 0
            default:
                throw UsageError("unknown command \"\(command)\"")
            }
        } catch let error as UsageError {
            console.printError("error: \(error.description)\n\n\(usage)")
            return 2
        } catch {
            console.printError("error: \(error)")
            return 2
        }
    }
}
