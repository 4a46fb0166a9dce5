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

    /// Runs every case of `file`, printing each failure; `label` names the file in messages.
    func run(file: String, label: String, console: Console) throws -> Tally {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: try Files.read(file))
        } catch let error as JSONParseError {
            throw FileError(path: file, reason: "\(error.location.line):\(error.location.column): invalid JSON: \(error.message)")
        }
        guard case .array(let cases) = document.root.value else {
            throw FileError(path: file, reason: "expected an array of test cases")
        }
        var tally = Tally()
        for (caseIndex, testCase) in cases.enumerated() {
            let description = testCase["description"]?.stringValue ?? "case \(caseIndex)"
            guard let schema = testCase["schema"], case .array(let tests)? = testCase["tests"] else {
                throw FileError(path: file, reason: "case \(caseIndex) (\(description)) lacks \"schema\" or \"tests\"")
            }
            let validator: SchemaValidator
            do {
                validator = try SchemaValidator(schema: schema, uri: "urn:x-case:\(label):\(caseIndex)", registry: registry, options: options)
            } catch {
                tally.failed += tests.count
                console.print("FAIL \(label) · \(description): schema did not compile: \(error)")
                continue
            }
            for test in tests {
                let expected = test["valid"]?.boolValue ?? true
                let result = validator.validate(test["data"] ?? .null)
                if result.isValid == expected {
                    tally.passed += 1
                } else {
                    tally.failed += 1
                    console.print("FAIL \(label) · \(description) · \(test["description"]?.stringValue ?? ""): expected \(expected ? "valid" : "invalid"), got \(result.isValid ? "valid" : "invalid")")
                    if verbose || expected { for error in result.errors.prefix(5) { console.print("    \(error)") } }
                }
            }
        }
        return tally
    }
}
