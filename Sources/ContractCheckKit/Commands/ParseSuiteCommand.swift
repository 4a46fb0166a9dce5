import ContractCommandLine
import ContractJSON
import ContractSchemaCore

/// `contract-check parse-suite DIR`: runs JSONTestSuite's `test_parsing` cases. Files starting with
/// `y_` must parse, `n_` must fail with a located error, `i_` may do either but must not crash.
struct ParseSuiteCommand {
    let directory: String

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard parsed.positional.count == 1 else { throw UsageError("parse-suite takes one directory") }
        directory = parsed.positional[0]
    }

    func run(_ console: Console) throws -> Int32 {
        let files = FileSystem.files(in: directory, suffixes: [".json"], recursive: false)
        guard !files.isEmpty else { throw UsageError("no .json files in \(directory)") }
        var passed = 0
        var failed = 0
        var accepted = 0
        var rejected = 0
        for path in files {
            let name = String(path.split(separator: "/").last ?? "")
            let bytes = try FileSystem.read(path)
            var outcome: Result<Void, JSONParseError>
            do {
                _ = try JSONDocument(parsing: bytes)
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
            switch (name.first, outcome) {
            case ("y", .failure(let error)):
                failed += 1
                console.print("FAIL \(name): must parse, got \(error)")
            case ("n", .success):
                failed += 1
                console.print("FAIL \(name): must be rejected, was accepted")
            case ("n", .failure(let error)) where error.location.line < 1 || error.message.isEmpty:
                failed += 1
                console.print("FAIL \(name): rejected without a located error")
            case ("i", .success):
                accepted += 1
                passed += 1
            case ("i", .failure):
                rejected += 1
                passed += 1
            default:
                passed += 1
            }
        }
        console.print("implementation-defined cases: \(accepted) accepted, \(rejected) rejected")
        console.print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }
}
