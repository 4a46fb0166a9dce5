import ContractCommandLine

/// What each `contract-check` command takes: the table its arguments are parsed by and its
/// `--help` text is written from.
extension ContractCheck {
    /// Every command, in the order `contract-check help` lists them.
    static let commands: [(spec: CommandSpec, run: @Sendable ([String], Console) throws -> Int32)] = [
        (ValidateCommand.spec, { arguments, console in try ValidateCommand(arguments).run(console) }),
        (LintCommand.spec, { arguments, console in try LintCommand(arguments).run(console) }),
        (DiffCommand.spec, { arguments, console in try DiffCommand(arguments).run(console) }),
        (TestCommand.spec, { arguments, console in try TestCommand(arguments).run(console) }),
        (SuiteCommand.spec, { arguments, console in try SuiteCommand(arguments).run(console) }),
        (OutputSuiteCommand.spec, { arguments, console in try OutputSuiteCommand(arguments).run(console) }),
        (ParseSuiteCommand.spec, { arguments, console in try ParseSuiteCommand(arguments).run(console) }),
        (YAMLSuiteCommand.spec, { arguments, console in try YAMLSuiteCommand(arguments).run(console) }),
        (TOMLSuiteCommand.spec, { arguments, console in try TOMLSuiteCommand(arguments).run(console) }),
        (AnnotationSuiteCommand.spec, { arguments, console in try AnnotationSuiteCommand(arguments).run(console) }),
        (OpenAPICommand.spec, { arguments, console in try OpenAPICommand(arguments).run(console) }),
    ]

    /// The exit status paragraph every command's help ends with.
    static let exitStatus = """
        EXIT STATUS:
          0  everything valid / every test passed / no lint error / no breaking change
          1  a payload is invalid or not JSON, a contract test got the wrong verdict, lint found an error
             (or a warning, with --strict), diff found a breaking change
          2  the check could not be done: unknown command or option, a missing or unreadable file, a glob
             that matches nothing, a schema that does not parse or compile, a payload whose schema cannot
             be determined
          3  diff only: breaking changes, none of which an evidence document confirms (all "unconfirmed")
        """
}

/// Options several commands share.
enum SharedOptions {
    static let format = CommandSpec.Option("format", value: "text|json|junit|github|sarif", "Output format (default: text).")
    static let color = CommandSpec.Option("color", value: "auto|always|never", "Colour in text output (default: auto, honours NO_COLOR).")
}

extension ValidateCommand {
    static let spec = CommandSpec(
        "validate", abstract: "Validate JSON, YAML or TOML payloads against JSON Schemas.",
        arguments: [.init("payload", "A .json file, a folder, a quoted pattern ('payloads/**/*.json'), an .ndjson/.jsonl file (one document per line), a .yaml/.yml file (each document of the stream), a .toml file, or - for standard input.", repeating: true)],
        options: [
            .init("schema", value: "file|id", "The schema for every payload: a file (FILE#/pointer for a schema inside it, such as a definition), or a $id among --schemas. Without it, a payload's own \"$schema\" member, then --map, name the schema."),
            .init(
                "schemas", value: "dir", "Register the schema files (.json/.yaml, told by content) of a folder, file or pattern.",
                repeatable: true),
            .init("map", value: "file", "A JSON object from path pattern, file name or stem to schema $id or file."),
            SharedOptions.format,
            .init("assert-formats", "Check \"format\" (date-time, uuid, ...) as an assertion: the default, as in generated models."),
            .init("annotate-formats", "Treat \"format\" as an annotation only (draft 2020-12's default; generated code asserts it)."),
            .init("jobs", value: "n", "Worker threads (default: all cores; at most 4 per core)."),
            .init("max-document-size", value: "bytes", "Larger documents (a file, or one NDJSON line) are an error for that document, never read whole (default 16M; K, M, G)."),
            .init("ndjson", "Read every input, standard input included, as one document per line."),
            .init(
                "payload-format", value: "json|ndjson|yaml|toml",
                "Read every input in this notation, whatever its name (CITATION.cff as yaml); default: by extension."),
            .init("stdin-name", value: "name", "The file name reported for standard input."),
            SharedOptions.color,
            .init("quiet", "No summary, progress or throughput lines."),
            .init("verbose", "Text output lists every error of a document, not only the best match and the number of others."),
        ],
        discussion: ContractCheck.exitStatus)
}

extension LintCommand {
    static let spec = CommandSpec(
        "lint", abstract: "Check schema files: metaschema, misspelt keywords, required names missing from properties, unreachable $defs, dangling $ref, undecided additionalProperties, formats the generator does not know.",
        arguments: [.init("schema", "A schema file or a folder of them.", repeating: true)],
        options: [
            SharedOptions.format,
            .init("disable", value: "rule", "Skip a rule by its id.", repeatable: true),
            .init("strict", "Warnings fail too (exit status 1)."),
            SharedOptions.color,
        ],
        discussion: ContractCheck.exitStatus)
}

extension DiffCommand {
    static let spec = CommandSpec(
        "diff", abstract: "Compare two versions of a schema file or folder: every change, and whether it breaks clients.",
        arguments: [.init("old", "The schema file or folder before the change."), .init("new", "The same after the change.")],
        options: [
            .init("role", value: "response|request|both", "Responses: apps decode them; requests: apps send them (default: response)."),
            .init("closed-enums", "Enums without x-enum-closed are closed (the generator's closedEnums)."),
            .init(
                "evidence-budget", value: "n",
                "Documents the evidence search may validate per pair of files, beyond its first sample (default 60000, or 64 "
                    + "per breaking change where more; 0: none)."),
            SharedOptions.format,
            SharedOptions.color,
        ],
        discussion: ContractCheck.exitStatus)
}

extension TestCommand {
    static let spec = CommandSpec(
        "test", abstract: "Run the contract tests beside the schemas: fixtures/*.json (or .yaml) in the official suite's case format.",
        arguments: [.init("dir", "The folder whose schema files (.json, .yaml) are registered and whose fixtures run.")],
        options: [
            .init("schemas", value: "dir", "Also register the schemas under the folder (when <dir> holds only fixtures).", repeatable: true),
            .init("assert-formats", "Check \"format\" as an assertion: the default, as in generated models."),
            .init("annotate-formats", "Treat \"format\" as an annotation only."),
            SharedOptions.format,
            SharedOptions.color,
        ],
        discussion: ContractCheck.exitStatus)
}

extension SuiteCommand {
    static let spec = CommandSpec(
        "suite", abstract: "Run JSON-Schema-Test-Suite case files.",
        arguments: [.init("path", "A folder of case files, or case files.", repeating: true)],
        options: [
            .init("remotes", value: "dir", "The suite's remotes folder, registered under http://localhost:1234/ (nothing is fetched)."),
            .init("draft", value: "name", "The dialect of schemas without $schema (default: from the folder name, else 2020-12)."),
            .init("format-assertion", "Check \"format\" as an assertion."),
            .init("content-assertion", "Check draft-07 \"contentEncoding\" and \"contentMediaType\" as assertions."),
            .init("verbose", "Show the validator's errors for failing cases that expected invalid data too."),
        ],
        discussion: "EXIT STATUS: 0 every case passed, 1 some failed, 2 usage error or no case files.")
}

extension OutputSuiteCommand {
    static let spec = CommandSpec(
        "output-suite", abstract: "Run JSON-Schema-Test-Suite output-tests of one release folder: the output must satisfy each test's schema.",
        arguments: [.init("dir", "A release folder of output-tests (e.g. output-tests/draft2020-12).")],
        options: [
            .init("remotes", value: "dir", "The suite's remotes folder, registered under http://localhost:1234/ (nothing is fetched)."),
            .init("draft", value: "name", "The dialect of schemas without $schema (default: from the folder name, else 2020-12)."),
            .init("verbose", "Also list the tests that passed."),
        ],
        discussion: "EXIT STATUS: 0 every test passed, 1 some failed, 2 usage error or no test files.")
}

extension ParseSuiteCommand {
    static let spec = CommandSpec(
        "parse-suite", abstract: "Run JSONTestSuite's test_parsing cases (y_ must parse, n_ must fail, i_ must not crash).",
        arguments: [.init("dir", "The test_parsing folder.")],
        discussion: "EXIT STATUS: 0 every case passed, 1 some failed, 2 usage error or no case files.")
}

extension YAMLSuiteCommand {
    static let spec = CommandSpec(
        "yaml-suite", abstract: "Run yaml-test-suite cases: in.yaml against in.json, or a located error.",
        arguments: [.init("dir", "The suite's data folder (one folder per case).")],
        options: [.init("verbose", "Also list the cases that passed and those without a JSON form.")],
        discussion: "EXIT STATUS: 0 every case passed, 1 some failed, 2 usage error or no cases.")
}

extension OpenAPICommand {
    static let spec = CommandSpec(
        "openapi",
        abstract: "Write one OpenAPI 3.1 document for a contract folder: its endpoints as operations, its schemas as components.",
        arguments: [.init("folder", "The contract folder: *.endpoints.json and *.schema.json files (or their .yaml forms) below it.")],
        options: [
            .init("output", value: "file", "Where to write the document (default: standard output); --files paths are relative to it."),
            .init("files", "Refer to the schema files instead of bundling them into components/schemas."),
            .init("title", value: "text", "info.title (default: the API's title when the folder holds one API, else \"Contracts\")."),
            .init("api-version", value: "text", "info.version (default: 1.0.0)."),
        ],
        discussion: ContractCheck.exitStatus)
}
