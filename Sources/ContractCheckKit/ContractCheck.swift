/// The `contract-check` command line: validate payloads, lint and diff schemas, run contract tests and
/// conformance suites.
///
/// Exit codes: 0 everything passed; 1 something is invalid, a test failed, a lint error was found or
/// a schema change breaks clients; 2 the command was used wrongly, an input could not be read, or a
/// schema is broken.
public enum ContractCheck {
    /// The usage text.
    public static let usage = """
    usage: contract-check <command> [options]

    commands:
      validate PAYLOAD...                 validate JSON or YAML payloads against JSON Schemas
          PAYLOAD                         a .json file, a folder, a pattern ('payloads/**/*.json'), an
                                          .ndjson/.jsonl file (one document per line), a .yaml/.yml file
                                          (each document of the stream), or - for stdin
          --schema FILE|ID                the schema for every payload (a file, or a $id under --schemas)
          --schemas DIR                   register every *.schema.json/.yaml/.yml under DIR (repeatable)
          --map FILE                      JSON object: path pattern, file name or stem -> schema $id or file
                                          (without --schema, a payload's own "$schema" member comes first)
          --format text|json|junit|github|sarif
          --assert-formats                check "format" (date-time, uuid, ...) as an assertion
          --jobs N                        worker threads (default: all cores; at most 4 per core)
          --max-document-size BYTES       larger documents (a file, or one NDJSON line) are an error
                                          for that document, never read whole (default 16M; K, M, G)
          --ndjson                        read every input, stdin included, as one document per line
          --stdin-name NAME               the file name reported for stdin
          --color auto|always|never       colour in text output (default: auto, honours NO_COLOR)
          --quiet                         no summary, progress or throughput lines
      lint SCHEMA...                      check schema files or folders: metaschema, misspelled keywords,
                                          required names missing from properties, unreachable $defs,
                                          dangling $ref, undecided additionalProperties, unknown formats
          --format text|json|junit|github|sarif   --disable RULE   --strict (warnings fail too)
      diff OLD NEW                        compare two versions of a schema file or folder; list every
                                          change and whether it breaks clients
          --role response|request|both    responses: apps decode them; requests: apps send them
          --closed-enums                  enums without x-enum-closed are closed (generator closedEnums)
          --format text|json|junit|github|sarif
      test DIR                            register DIR's *.schema.json/.yaml and run its fixtures/*.json/.yaml
                                          contract tests (official suite case format)
          --schemas DIR                   also register the schemas under DIR (when DIR holds only fixtures)
          --assert-formats   --format text|json|junit|github|sarif
      suite DIR [--remotes DIR] [--format-assertion] [--draft 2020-12|7]
                                          run JSON-Schema-Test-Suite case files in DIR
      parse-suite DIR                     run JSONTestSuite test_parsing cases in DIR
      yaml-suite DIR [--verbose]          run yaml-test-suite cases in DIR (in.yaml against in.json or error)

    exit status: 0 all valid/passed, 1 some invalid/failed/breaking, 2 usage, input or schema error
    """

    /// Runs the command in `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard()) -> Int32 {
        defer { console.flush() }
        guard let command = arguments.first else {
            console.printError(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "validate": return try ValidateCommand(rest).run(console)
            case "lint": return try LintCommand(rest).run(console)
            case "diff": return try DiffCommand(rest).run(console)
            case "suite": return try SuiteCommand(rest).run(console)
            case "test": return try TestCommand(rest).run(console)
            case "parse-suite": return try ParseSuiteCommand(rest).run(console)
            case "yaml-suite": return try YAMLSuiteCommand(rest).run(console)
            case "help", "--help", "-h":
                console.print(usage)
                return 0
            default:
                throw UsageError("unknown command \"\(command)\"")
            }
        } catch let error as UsageError {
            console.printError("error: \(Console.escaped(error.description))\n(run 'contract-check help' for the commands and their options)")
            return 2
        } catch {
            console.printError("error: \(Console.escaped("\(error)"))")
            return 2
        }
    }
}
