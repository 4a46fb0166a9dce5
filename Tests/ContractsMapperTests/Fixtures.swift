import Contracts
import Foundation
import Testing

/// The package's `Schemas/` folder, found from this file's path (tests run from a checkout).
let schemasDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Schemas").path

/// The fixtures of one schema, `Schemas/<family>/fixtures/<stem>.json`: the seed examples verbatim,
/// plus corpus samples and hand-written edge cases.
struct Fixtures {
    /// One test of the fixture file.
    struct Example {
        var description: String
        var data: JSONValue
        var isValid: Bool

        /// The example as the bytes a server would send.
        var bytes: [UInt8] { JSONWriter(indent: nil).bytes(from: data) }
    }

    /// Every test of the file, in file order.
    var examples: [Example]

    /// Reads `Schemas/<family>/fixtures/<stem>.json`.
    init(_ family: String, _ stem: String) throws {
        let path = "\(schemasDirectory)/\(family)/fixtures/\(stem).json"
        let data = try #require(FileManager.default.contents(atPath: path), "no fixture file \(path)")
        let cases = try #require(try JSONValue(parsing: [UInt8](data)).arrayValue, "\(path) is not an array of cases")
        examples = cases.flatMap { $0["tests"]?.arrayValue ?? [] }.compactMap { test in
            guard let description = test["description"]?.stringValue, let data = test["data"], let isValid = test["valid"]?.boolValue else {
                return nil
            }
            return Example(description: description, data: data, isValid: isValid)
        }
    }

    /// The valid examples.
    var valid: [Example] { examples.filter(\.isValid) }

    /// The one example whose description contains `text`.
    func example(containing text: String) throws -> Example {
        let matches = examples.filter { $0.description.contains(text) }
        try #require(matches.count == 1, "expected one fixture containing \"\(text)\", found \(matches.count)")
        return matches[0]
    }
}

extension ContractValidatable where Self: JSONViewDecodable {
    /// Decodes a fixture example as the app would decode a response: parsed, validated against the
    /// schema, then decoded.
    static func decode(_ example: Fixtures.Example) throws -> Self {
        try decode(validating: example.bytes)
    }

    /// Decodes JSON text the same way.
    static func decode(json text: String) throws -> Self {
        try decode(validating: Array(text.utf8))
    }
}
