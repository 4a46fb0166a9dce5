import ContractSchema
import ContractSchemaCore
import Foundation
import Testing

@testable import ContractCheckKit

/// The JSON-Schema-Test-Suite's required draft2020-12 tests, run as `contract-check suite` runs them,
/// when the shared data is beside the checkout (`../shared`, or `$SHARED`, as in `.ci/run`). Without
/// it the test is skipped, and Swift Testing prints the reason.
@Suite("JSON-Schema-Test-Suite draft2020-12")
struct DraftSuiteTests {
    /// The suite's folder: `$SHARED/conformance/JSON-Schema-Test-Suite`, `SHARED` defaulting to the
    /// `shared` folder beside the checkout.
    static let suite: String = {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = ProcessInfo.processInfo.environment["SHARED"].map { URL(fileURLWithPath: $0, relativeTo: checkout) }
            ?? checkout.deletingLastPathComponent().appendingPathComponent("shared")
        return shared.appendingPathComponent("conformance/JSON-Schema-Test-Suite").standardizedFileURL.path
    }()

    static var isPresent: Bool { FileManager.default.fileExists(atPath: suite + "/tests/draft2020-12") }

    @Test(
        "every required draft2020-12 test passes",
        .enabled(if: isPresent, "no JSON-Schema-Test-Suite in ../shared/conformance beside the checkout (or $SHARED)")
    )
    func requiredTestsPass() throws {
        let registry = try SuiteCommand.registry(draft: .draft2020_12, remotes: Self.suite + "/remotes")
        let runner = CaseRunner(registry: registry, options: ValidationOptions(), verbose: false)
        let files = FileSystem.files(in: Self.suite + "/tests/draft2020-12", suffixes: [".json"], recursive: false)
        #expect(files.count >= 40, "the draft2020-12 folder holds the suite's ~45 keyword files")
        var passed = 0
        var failures: [String] = []
        for file in files {
            let label = String(file.split(separator: "/").last ?? "")
            for outcome in try runner.outcomes(file: file, label: label) {
                if let failure = outcome.failure { failures.append("\(label) · \(outcome.name): \(failure)") } else { passed += 1 }
            }
        }
        #expect(passed > 1000, "the required draft2020-12 tests number over a thousand")
        let shown = failures.prefix(20).joined(separator: "\n")
        #expect(failures.isEmpty, "\(failures.count) failed:\n\(shown)")
    }
}
