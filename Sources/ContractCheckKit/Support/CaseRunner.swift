import ContractJSON
import ContractSchema

/// Runs files in the JSON-Schema-Test-Suite case format: an array of
/// `{"description", "schema", "tests": [{"description", "data", "valid"}]}`.
struct CaseRunner {
    var registry: SchemaRegistry
    var options: ValidationOptions
    var verbose = false

    /// Totals for one file.
    struct Tally {
        var passed = 0
        var failed = 0
    }

    /// The verdict on one test of a case file.
    struct Outcome {
        /// `case description · test description`.
        var name: String
        /// Where the test object starts in the file.
        var line: Int
        var column: Int
        /// The JSON Pointer of the test object in the file (`/0/tests/2`).
        var pointer: String
        /// Why the test failed (wrong verdict, or a schema that does not compile); nil when it passed.
        var failure: String?
        /// The validator's errors, for a test that expected valid data (or when verbose).
        var details: [String] = []
    }

    /// Runs every test of `file` and returns one outcome per test, in file order.
    ///
    /// - Throws: ``FileError`` when the file cannot be read, is not JSON, or is not in the case format.
    func outcomes(file: String, label: String) throws -> [Outcome] {
        let document: JSONDocument
        do {
            document = try SourceFiles.document(file)
        } catch let error as JSONParseError {
            throw FileError(path: file, reason: "\(error.location.line):\(error.location.column): invalid \(SourceFiles.notation(file)): \(error.message)")
        }
        guard document.root.kind == .array else {
            throw FileError(path: file, reason: "expected an array of test cases")
        }
        var outcomes: [Outcome] = []
        for (caseIndex, testCase) in document.root.elements.enumerated() {
            let description = testCase["description"]?.stringValue ?? "case \(caseIndex)"
            guard let schema = testCase["schema"], let tests = testCase["tests"], tests.kind == .array else {
                let at = testCase.location
                throw FileError(path: file, reason: "\(at.line):\(at.column): case \(caseIndex) (\(description)) lacks \"schema\" or \"tests\"")
            }
            let compiled: Result<SchemaValidator, Error>
            do {
                compiled = .success(try SchemaValidator(schema: schema.value, uri: "urn:x-case:\(label):\(caseIndex)", registry: registry, options: options))
            } catch {
                compiled = .failure(error)
            }
            for (testIndex, test) in tests.elements.enumerated() {
                let name = "\(description) · \(test["description"]?.stringValue ?? "test \(testIndex)")"
                let at = test.location
                var outcome = Outcome(name: name, line: at.line, column: at.column, pointer: "/\(caseIndex)/tests/\(testIndex)")
                guard let expected = test["valid"]?.boolValue else {
                    outcome.failure = "the test has no boolean \"valid\": its expected verdict is unknown"
                    outcomes.append(outcome)
                    continue
                }
                switch compiled {
                case .failure(let error):
                    outcome.failure = "schema did not compile: \(error)"
                case .success(let validator):
                    let result = validator.validate(test["data"]?.value ?? .null)
                    if result.isValid != expected {
                        outcome.failure = "expected \(expected ? "valid" : "invalid"), got \(result.isValid ? "valid" : "invalid")"
                        if verbose || expected { outcome.details = result.errors.prefix(5).map { "\($0)" } }
                    }
                }
                outcomes.append(outcome)
            }
        }
        return outcomes
    }

    /// Runs every case of `file`, printing each failure; `label` names the file in messages.
    func run(file: String, label: String, console: Console) throws -> Tally {
        var tally = Tally()
        for outcome in try outcomes(file: file, label: label) {
            guard let failure = outcome.failure else {
                tally.passed += 1
                continue
            }
            tally.failed += 1
            console.print("FAIL \(label) · \(outcome.name): \(failure)")
            for detail in outcome.details { console.print("    \(detail)") }
        }
        return tally
    }
}
