import ContractCommandLine
import ContractJSON
import ContractSchema
import ContractSchemaCore

/// `contract-check output-suite DIR`: runs JSON-Schema-Test-Suite `output-tests` (a release folder
/// such as `output-tests/draft2020-12`, holding `output-schema.json` and `content/*.json`). Each test
/// gives a schema, an instance and, per output format, a schema that the output must satisfy; the
/// output is produced with annotations (``SchemaValidator/validateCollectingAnnotations(_:)``).
struct OutputSuiteCommand {
    let directory: String
    let remotes: String?
    let draft: Draft
    let verbose: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard parsed.positional.count == 1 else { throw UsageError("output-suite takes one output-tests release folder") }
        directory = parsed.positional[0]
        remotes = parsed.value("remotes")
        verbose = parsed.flag("verbose")
        if let name = parsed.value("draft") {
            guard let named = Draft(name: name) else { throw UsageError("unknown draft \(name)") }
            draft = named
        } else {
            draft = SuiteCommand.draft(namedIn: directory) ?? .draft2020_12
        }
    }

    func run(_ console: Console) throws -> Int32 {
        var registry = try SuiteCommand.registry(draft: draft, remotes: remotes)
        let outputSchema = directory + "/output-schema.json"
        if FileSystem.exists(outputSchema) { try registry.registerFile(atPath: outputSchema) }
        let content = FileSystem.isDirectory(directory + "/content") ? directory + "/content" : directory
        let files = FileSystem.files(in: content, suffixes: [".json"], recursive: false)
        guard !files.isEmpty else { throw UsageError("no output test files in \(content)") }
        var passed = 0
        var failed = 0
        for file in files {
            let document = try JSONDocument(parsing: try FileSystem.read(file))
            let label = String(file.split(separator: "/").last ?? "")
            for (caseIndex, testCase) in (document.root.value.arrayValue ?? []).enumerated() {
                let description = testCase["description"]?.stringValue ?? "case \(caseIndex)"
                for (testIndex, test) in (testCase["tests"]?.arrayValue ?? []).enumerated() {
                    let name = "\(label) · \(description) · \(test["description"]?.stringValue ?? "test \(testIndex)")"
                    let failure = check(test, schema: testCase["schema"], registry: registry, uri: "urn:x-output-case:\(label):\(caseIndex)")
                    if let failure {
                        failed += 1
                        console.print("FAIL \(name): \(failure)")
                    } else {
                        passed += 1
                        if verbose { console.print("ok   \(name)") }
                    }
                }
            }
        }
        console.print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// Why one output test fails, or nil when the output satisfies every format's schema.
    private func check(_ test: JSONValue, schema: JSONValue?, registry: SchemaRegistry, uri: String) -> String? {
        guard let schema, let data = test["data"], case .object(let formats)? = test["output"] else { return "malformed test" }
        let result: ValidationResult
        do {
            let validator = try SchemaValidator(schema: schema, uri: uri, registry: registry)
            let instance = try JSONDocument(parsing: JSONWriter.compact.bytes(from: data))
            result = validator.validateCollectingAnnotations(instance)
        } catch {
            return "the schema or instance was refused: \(error)"
        }
        for format in formats {
            let output: JSONValue
            switch format.key {
            case "flag": output = .object(JSONObject([.init(key: "valid", value: .bool(result.isValid))]))
            case "basic": output = result.basicOutput
            default: return "output format \(format.key) is not produced (flag and basic are)"
            }
            do {
                let expectation = try SchemaValidator(schema: format.value, registry: registry)
                let verdict = expectation.validate(output)
                if !verdict.isValid {
                    return "\(format.key) output \(JSONWriter.compact.string(from: output)) breaks its schema: "
                        + verdict.errors.map { "\($0.keywordLocation): \($0.message)" }.joined(separator: "; ")
                }
            } catch {
                return "the \(format.key) output schema does not compile: \(error)"
            }
        }
        return nil
    }
}
