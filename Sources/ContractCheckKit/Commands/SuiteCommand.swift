import ContractCommandLine
import ContractJSON
import ContractSchema
import ContractSchemaCore

/// `contract-check suite DIR`: runs JSON-Schema-Test-Suite case files (or any files in that format:
/// an array of `{description, schema, tests: [{description, data, valid}]}`).
struct SuiteCommand {
    let paths: [String]
    let remotes: String?
    let options: ValidationOptions
    let draft: Draft
    let verbose: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard !parsed.positional.isEmpty else { throw UsageError("suite takes a directory or case files") }
        paths = parsed.positional
        remotes = parsed.value("remotes")
        options = ValidationOptions(assertsFormats: parsed.flag("format-assertion"), assertsContent: parsed.flag("content-assertion"))
        verbose = parsed.flag("verbose")
        if let name = parsed.value("draft") {
            guard let named = Draft(name: name) else {
                throw UsageError("unknown draft \(name); use " + Draft.allCases.map(\.name).joined(separator: ", "))
            }
            draft = named
        } else {
            // The suite's folder names the draft (`tests/draft4`); 2020-12 otherwise.
            draft = SuiteCommand.draft(namedIn: parsed.positional[0]) ?? .draft2020_12
        }
    }

    /// A registry for suite runs: `draft` for schemas without `$schema`, and the suite's remote
    /// documents known by their `http://localhost:1234/` URIs.
    static func registry(draft: Draft, remotes: String?) throws -> SchemaRegistry {
        var registry = SchemaRegistry(defaultDraft: draft)
        if let remotes {
            for path in FileSystem.files(in: remotes, suffixes: [".json"]) {
                let relative = String(path.dropFirst(remotes.count).drop { $0 == "/" })
                let document = try JSONDocument(parsing: try FileSystem.read(path))
                try registry.register(document, uri: "http://localhost:1234/" + relative, source: path)
            }
        }
        return registry
    }

    /// The draft a suite folder is named after (`tests/draft4`, `output-tests/draft2019-09`), if any.
    static func draft(namedIn path: String) -> Draft? {
        let folders = path.split(separator: "/").map(String.init)
        return Draft.allCases.last { folders.contains($0.name) }
    }

    func run(_ console: Console) throws -> Int32 {
        let registry = try SuiteCommand.registry(draft: draft, remotes: remotes)
        var files: [String] = []
        for path in paths {
            files += FileSystem.isDirectory(path) ? FileSystem.files(in: path, suffixes: [".json"], recursive: false) : [path]
        }
        guard !files.isEmpty else { throw UsageError("no case files found") }
        let runner = CaseRunner(registry: registry, options: options, verbose: verbose)
        var total = CaseRunner.Tally()
        for file in files {
            let tally = try runner.run(file: file, label: String(file.split(separator: "/").last ?? ""), console: console)
            total.passed += tally.passed
            total.failed += tally.failed
        }
        console.print("\(total.passed) passed, \(total.failed) failed")
        return total.failed == 0 ? 0 : 1
    }
}
