import ContractCommandLine
import ContractJSON
import ContractSchema
import ContractSchemaCore

/// `contract-check test DIR`: the contract tests kept beside the schemas. Registers every
/// `*.schema.json` under DIR, then runs every case file in a `fixtures` folder under DIR (official
/// suite format, each test declaring its expected verdict), and prints what it checked.
///
/// With `--format junit|github|sarif|json` every test is one reported item (a JUnit test case), a
/// failing one with the line and column of its test object in the fixture file.
/// Exit status: 0 all passed, 1 a test failed, 2 usage error, unreadable or malformed fixture, or a
/// schema that does not compile.
struct TestCommand {
    let directory: String
    /// More folders whose schemas the fixtures may name (`--schemas`), e.g. when DIR is a fixtures folder.
    let schemaFolders: [String]
    let options: ValidationOptions
    let format: OutputFormat
    let color: ColorChoice

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard parsed.positional.count == 1 else { throw UsageError("test takes one directory") }
        directory = parsed.positional[0]
        schemaFolders = parsed.values("schemas")
        guard FileSystem.isDirectory(directory) else { throw UsageError("test takes a directory; \(directory) is not one") }
        for folder in schemaFolders where !FileSystem.isDirectory(folder) { throw UsageError("--schemas \(folder) is not a folder") }
        // One format default with the generated models (ValidationOptions.contracts); --assert-formats, the
        // default, is still accepted.
        options = parsed.flag("annotate-formats") ? ValidationOptions(assertsFormats: false) : .contracts
        format = try OutputFormat.parse(parsed.value("format"))
        guard let color = ColorChoice(rawValue: parsed.value("color") ?? "auto") else { throw UsageError("--color takes auto, always or never") }
        self.color = color
    }

    func run(_ console: Console) throws -> Int32 {
        var registry = SchemaRegistry()
        var schemas: [String] = []
        do {
            for folder in [directory] + schemaFolders.filter({ $0 != directory }) {
                schemas += try registry.registerDirectory(atPath: folder, suffixes: SourceFiles.schemaSuffixes, reader: SourceFiles.reader)
            }
        } catch {
            console.printError("error: \(error)")
            return 2
        }
        // Every schema must compile: dangling references and bad patterns surface here.
        for uri in schemas {
            do {
                _ = try SchemaValidator(uri: uri, registry: registry, options: options)
            } catch {
                console.printError("error: \(error)")
                return 2
            }
        }
        let files = FileSystem.files(in: directory, suffixes: [".json", ".yaml", ".yml"]).filter { $0.contains("/fixtures/") }
        guard !files.isEmpty else { throw UsageError("no fixtures/*.json (or .yaml) case files under \(directory)") }
        let runner = CaseRunner(registry: registry, options: options)
        if format != .text { return try report(files, runner: runner, schemas: schemas.count, console) }
        var total = CaseRunner.Tally()
        for file in files {
            let label = String(file.dropFirst(directory.count).drop { $0 == "/" })
            let tally = try runner.run(file: file, label: label, console: console)
            console.print("\(tally.failed == 0 ? "ok  " : "FAIL") \(label): \(tally.passed + tally.failed) test\(tally.passed + tally.failed == 1 ? "" : "s")")
            total.passed += tally.passed
            total.failed += tally.failed
        }
        console.print("checked \(schemas.count) schemas and \(files.count) fixture files")
        console.print("\(total.passed) passed, \(total.failed) failed")
        return total.failed == 0 ? 0 : 1
    }

    /// Reports every test as an item in a machine-readable format.
    private func report(_ files: [String], runner: CaseRunner, schemas: Int, _ console: Console) throws -> Int32 {
        // Read every file first: a malformed fixture is an input error (exit 2), not half a report.
        var results: [(file: String, outcomes: [CaseRunner.Outcome])] = []
        for file in files {
            let label = String(file.dropFirst(directory.count).drop { $0 == "/" })
            results.append((file, try runner.outcomes(file: file, label: label)))
        }
        let context = ReportContext(console: console, command: "test", style: Style(enabled: console.usesColor(color)), labelsSeverity: true,
                                    rules: [RuleDescription(id: "fixture", summary: "A contract test got another verdict than it declares.")])
        let reporter = context.reporter(for: format)
        reporter.begin()
        var passed = 0
        var failed = 0
        for (file, outcomes) in results {
            for outcome in outcomes {
                var diagnostics: [Finding] = []
                if let failure = outcome.failure {
                    failed += 1
                    let details = outcome.details.isEmpty ? "" : " (" + outcome.details.joined(separator: "; ") + ")"
                    diagnostics.append(Finding(severity: .error, rule: "fixture", message: "\(outcome.name): \(failure)\(details)",
                                                  line: outcome.line, column: outcome.column, pointer: outcome.pointer))
                } else {
                    passed += 1
                }
                reporter.report(CheckedItem(source: file, line: outcome.line, name: outcome.name, diagnostics: diagnostics))
            }
        }
        let status: Int32 = failed == 0 ? 0 : 1
        reporter.end(ReportSummary(text: "checked \(schemas) schemas and \(files.count) fixture files: \(passed) passed, \(failed) failed", exitStatus: status))
        return status
    }
}
