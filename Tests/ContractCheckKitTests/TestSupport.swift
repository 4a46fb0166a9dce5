import ContractCheckKit
import Foundation

/// A temporary folder with files, removed at the end of the test.
final class Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "contract-check-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (folders created as needed) and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// What one run of the command line produced.
struct RunResult {
    var status: Int32
    var output: String
    var errorOutput: String

    /// The standard output lines.
    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
}

/// Runs `contract-check` with `arguments` (and `input` on standard input) and captures everything.
func check(_ arguments: [String], input: String? = nil) -> RunResult {
    let console = Console.capturing(input: input)
    let status = ContractCheck.run(arguments, console: console)
    return RunResult(status: status, output: console.output, errorOutput: console.errorOutput)
}

/// A small schema used by many tests: `{items: [string], hasMore: boolean}`, both required.
let pageSchemaText = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://contracts.local/test/page.schema.json",
  "type": "object",
  "required": ["items", "hasMore"],
  "properties": {
    "items": {"type": "array", "items": {"type": "string"}},
    "hasMore": {"type": "boolean"}
  },
  "additionalProperties": true
}
"""#
