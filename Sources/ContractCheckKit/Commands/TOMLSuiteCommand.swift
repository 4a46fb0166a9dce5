import ContractCommandLine
import ContractJSON
import ContractSchemaCore
import ContractTOML

/// `contract-check toml-suite DIR`: runs toml-test's cases for TOML 1.0 (the files named in
/// `DIR/files-toml-1.0.0`). `valid/X.toml` must read as `valid/X.json` (toml-test's tagged JSON:
/// integers and floats compared by value, dates and times by their instant and form); `invalid/X.toml`
/// must fail with an error at a line and column.
struct TOMLSuiteCommand {
    let directory: String
    let list: String
    let verbose: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard parsed.positional.count == 1 else { throw UsageError("toml-suite takes one directory") }
        directory = parsed.positional[0]
        list = parsed.value("list") ?? "files-toml-1.0.0"
        verbose = parsed.flag("verbose")
    }

    func run(_ console: Console) throws -> Int32 {
        let listPath = FileSystem.joined(directory, list)
        guard FileSystem.exists(listPath) else {
            throw UsageError("no \(list) in \(directory) (toml-test's tests folder lists its cases there)")
        }
        let names = String(decoding: try FileSystem.read(listPath), as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
            .filter { $0.hasSuffix(".toml") }
        guard !names.isEmpty else { throw UsageError("\(list) names no .toml case") }
        var counts = (valid: 0, validFailed: 0, invalid: 0, invalidFailed: 0)
        for name in names {
            let bytes = try FileSystem.read(FileSystem.joined(directory, name))
            let outcome: Result<JSONDocument, JSONParseError>
            do { outcome = .success(try TOML.taggedDocument(parsing: bytes)) } catch { outcome = .failure(error) }
            let shown = YAMLSuiteCommand.printable(name)
            if name.hasPrefix("invalid/") {
                switch outcome {
                case .success:
                    counts.invalidFailed += 1
                    console.print("FAIL \(shown): must be rejected, was accepted")
                case .failure(let error):
                    counts.invalid += 1
                    if verbose { console.print("ok   \(shown): rejected at \(YAMLSuiteCommand.printable(error.description))") }
                }
                continue
            }
            let expectedPath = FileSystem.joined(directory, String(name.dropLast(".toml".count)) + ".json")
            let expected = try JSONValue(parsing: try FileSystem.read(expectedPath))
            switch outcome {
            case .success(let document) where TOMLSuiteCommand.matches(document.root.value, expected):
                counts.valid += 1
            case .success(let document):
                counts.validFailed += 1
                console.print(
                    "FAIL \(shown): expected \(YAMLSuiteCommand.printable(expected.description))\n     got      \(YAMLSuiteCommand.printable(document.root.value.description))"
                )
            case .failure(let error):
                counts.validFailed += 1
                console.print("FAIL \(shown): must parse, got \(YAMLSuiteCommand.printable(error.description))")
            }
        }
        console.print("valid cases: \(counts.valid) passed, \(counts.validFailed) failed")
        console.print("invalid cases: \(counts.invalid) rejected with a located error, \(counts.invalidFailed) accepted")
        console.print("\(counts.valid + counts.invalid) passed, \(counts.validFailed + counts.invalidFailed) failed")
        return counts.validFailed + counts.invalidFailed == 0 ? 0 : 1
    }

    /// Whether our tagged JSON equals toml-test's: same structure, same types, and equal values
    /// (numbers by value, since `0xff` is written `255`; dates and times read back into one form).
    static func matches(_ actual: JSONValue, _ expected: JSONValue) -> Bool {
        switch (actual, expected) {
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { matches($0, $1) }
        case (.object(let a), .object(let b)):
            if let type = b["type"]?.stringValue, let value = b["value"]?.stringValue, b.count == 2 {
                guard a.count == 2, a["type"]?.stringValue == type, let got = a["value"]?.stringValue else { return false }
                return scalarsMatch(type: type, got, value)
            }
            guard a.count == b.count else { return false }
            return b.allSatisfy { member in a[member.key].map { matches($0, member.value) } ?? false }
        default:
            return false
        }
    }

    private static func scalarsMatch(type: String, _ actual: String, _ expected: String) -> Bool {
        switch type {
        case "integer": return Int64(actual) != nil && Int64(actual) == Int64(expected)
        case "float":
            guard let a = Double(actual), let b = Double(expected) else { return false }
            return a == b || (a.isNaN && b.isNaN)
        case "datetime", "datetime-local", "date-local", "time-local":
            // The expected text is a TOML literal too: read back, it takes the same canonical form.
            guard let document = try? TOML.taggedDocument(parsing: Array("v = \(expected)".utf8)) else { return false }
            return document.root.value["v"]?["value"]?.stringValue == actual
        default: return actual.utf8.elementsEqual(expected.utf8)
        }
    }
}

extension TOMLSuiteCommand {
    static let spec = CommandSpec(
        "toml-suite", abstract: "Run toml-test's TOML 1.0 cases: valid/*.toml against their tagged JSON, invalid/*.toml must fail.",
        arguments: [.init("dir", "toml-test's tests folder (holding valid/, invalid/ and files-toml-1.0.0).")],
        options: [
            .init("list", value: "file", "The file in dir that lists the cases to run (default: files-toml-1.0.0)."),
            .init("verbose", "Also list the rejected invalid cases with their errors."),
        ],
        discussion: "EXIT STATUS: 0 every case passed, 1 some failed, 2 usage error or no cases.")
}
