import ContractJSON
import ContractSchema

/// `contract-check suite DIR`: runs JSON-Schema-Test-Suite case files (or any files in that format:
/// an array of `{description, schema, tests: [{description, data, valid}]}`).
struct SuiteCommand {
    let paths: [String]
    let remotes: String?
    let options: ValidationOptions
    let draft: Draft
    let verbose: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, valued: ["remotes", "draft"], flags: ["format-assertion", "verbose"])
        guard !parsed.positional.isEmpty else { throw UsageError("suite takes a directory or case files") }
        paths = parsed.positional
        remotes = parsed.value("remotes")
        options = ValidationOptions(assertsFormats: parsed.flag("format-assertion"))
        verbose = parsed.flag("verbose")
        switch parsed.value("draft") {
        case nil: draft = paths[0].contains("draft7") ? .draft7 : .draft2020_12
        case "2020-12": draft = .draft2020_12
        case "7", "07", "draft7": draft = .draft7
        case let other?: throw UsageError("unknown draft \(other); use 2020-12 or 7")
        }
    }

    func run(_ console: Console) throws -> Int32 {
        var registry = SchemaRegistry(defaultDraft: draft)
        if let remotes {
            for path in Files.files(in: remotes, suffixes: [".json"]) {
                let relative = String(path.dropFirst(remotes.count).drop { $0 == "/" })
                let document = try JSONDocument(parsing: try Files.read(path))
                try registry.register(document, uri: "http://localhost:1234/" + relative, source: path)
            }
        }
        var files: [String] = []
        for path in paths {
            files += Files.isDirectory(path) ? Files.files(in: path, suffixes: [".json"], recursive: false) : [path]
        }
        guard !files.isEmpty else { throw UsageError("no case files found") }
        var passed = 0
        var failed = 0
        for file in files {
            let document = try JSONDocument(parsing: try Files.read(file))
            guard case .array(let cases) = document.root.value else {
                throw FileError(path: file, reason: "expected an array of test cases")
            }
            let name = String(file.split(separator: "/").last ?? "")
            for (caseIndex, testCase) in cases.enumerated() {
                let description = testCase["description"]?.stringValue ?? "case \(caseIndex)"
                guard let schema = testCase["schema"], case .array(let tests)? = testCase["tests"] else {
                    throw FileError(path: file, reason: "case \(caseIndex) lacks schema or tests")
                }
                let validator: SchemaValidator
                do {
                    validator = try SchemaValidator(schema: schema, uri: "urn:x-suite:\(name):\(caseIndex)", registry: registry, options: options)
                } catch {
                    failed += tests.count
                    console.print("FAIL \(name) · \(description): schema did not compile: \(error)")
                    continue
                }
                for test in tests {
                    let expected = test["valid"]?.boolValue ?? true
                    let result = validator.validate(test["data"] ?? .null)
                    if result.isValid == expected {
                        passed += 1
                    } else {
                        failed += 1
                        console.print("FAIL \(name) · \(description) · \(test["description"]?.stringValue ?? ""): expected \(expected ? "valid" : "invalid"), got \(result.isValid ? "valid" : "invalid")")
                        if verbose { for error in result.errors { console.print("    \(error)") } }
                    }
                }
            }
        }
        console.print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }
}
