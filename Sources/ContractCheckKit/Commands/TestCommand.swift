import ContractJSON
import ContractSchema

/// `contract-check test DIR`: the contract tests kept beside the schemas. Registers every
/// `*.schema.json` under DIR, then runs every case file in a `fixtures` folder under DIR (official
/// suite format, each test declaring its expected verdict), and prints what it checked.
struct TestCommand {
    let directory: String
    let options: ValidationOptions

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, valued: [], flags: ["assert-formats"])
        guard parsed.positional.count == 1 else { throw UsageError("test takes one directory") }
        directory = parsed.positional[0]
        options = ValidationOptions(assertsFormats: parsed.flag("assert-formats"))
    }

    func run(_ console: Console) throws -> Int32 {
        var registry = SchemaRegistry()
        let schemas: [String]
        do {
            schemas = try registry.registerDirectory(atPath: directory)
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
        let files = Files.files(in: directory, suffixes: [".json"]).filter { $0.contains("/fixtures/") }
        guard !files.isEmpty else { throw UsageError("no fixtures/*.json case files under \(directory)") }
        let runner = CaseRunner(registry: registry, options: options)
        var total = CaseRunner.Tally()
        for file in files {
            let label = String(file.dropFirst(directory.count).drop { $0 == "/" })
            let tally = try runner.run(file: file, label: label, console: console)
            console.print("\(tally.failed == 0 ? "ok  " : "FAIL") \(label): \(tally.passed + tally.failed) tests")
            total.passed += tally.passed
            total.failed += tally.failed
        }
        console.print("checked \(schemas.count) schemas and \(files.count) fixture files")
        console.print("\(total.passed) passed, \(total.failed) failed")
        return total.failed == 0 ? 0 : 1
    }
}
