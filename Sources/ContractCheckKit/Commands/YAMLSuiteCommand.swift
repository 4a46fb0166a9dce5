import ContractCommandLine
import ContractJSON
import ContractSchemaCore
import ContractYAML

/// `contract-check yaml-suite DIR`: runs yaml-test-suite cases (one folder per case, possibly with
/// numbered sub-folders). A case with `in.json` must parse to those JSON values (one per document); a case
/// with an `error` file must fail with a located error. Cases with neither (valid YAML with no JSON form,
/// such as complex keys) must not crash; they are counted apart. Every valid case's event stream must also
/// match its `test.event` (anchors, tags, styles and documents, before any conversion to JSON).
struct YAMLSuiteCommand {
    let directory: String
    let verbose: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, spec: Self.spec)
        guard parsed.positional.count == 1 else { throw UsageError("yaml-suite takes one directory") }
        directory = parsed.positional[0]
        verbose = parsed.flag("verbose")
    }

    func run(_ console: Console) throws -> Int32 {
        let cases = FileSystem.files(in: directory, suffixes: ["in.yaml"]).map(FileSystem.folder(of:))
        guard !cases.isEmpty else { throw UsageError("no yaml-test-suite cases (*/in.yaml) in \(directory)") }
        var passed = 0
        var failed = 0
        var other = 0
        var refused: [String] = []
        var eventsMatched = 0
        var eventMismatches: [String] = []
        for folder in cases {
            let name = String(folder.dropFirst(directory.count).drop { $0 == "/" })
            let yaml = try FileSystem.read(FileSystem.joined(folder, "in.yaml"))
            let outcome: Result<[JSONValue], JSONParseError>
            do {
                outcome = .success(try YAML.documents(parsing: yaml).map(\.root.value))
            } catch {
                outcome = .failure(error)
            }
            let eventFile = FileSystem.joined(folder, "test.event")
            if !FileSystem.exists(FileSystem.joined(folder, "error")), FileSystem.exists(eventFile) {
                let expected = String(decoding: try FileSystem.read(eventFile), as: UTF8.self).split(separator: "\n").map(String.init)
                let actual = (try? YAML.events(parsing: yaml)) ?? []
                if actual == expected {
                    eventsMatched += 1
                } else {
                    eventMismatches.append(name)
                    if verbose {
                        console.print("EVENTS \(name): expected \(YAMLSuiteCommand.printable(expected.joined(separator: " | ")))\n       got      \(YAMLSuiteCommand.printable(actual.joined(separator: " | ")))")
                    }
                }
            }
            if FileSystem.exists(FileSystem.joined(folder, "error")) {
                switch outcome {
                case .success:
                    failed += 1
                    console.print("FAIL \(name): must be rejected, was accepted")
                case .failure(let error):
                    passed += 1
                    if verbose { console.print("ok   \(name): rejected at \(error)") }
                }
            } else if FileSystem.exists(FileSystem.joined(folder, "in.json")) {
                let expected = try YAMLSuiteCommand.jsonStream(FileSystem.read(FileSystem.joined(folder, "in.json")))
                switch outcome {
                case .success(let values) where values == expected:
                    passed += 1
                case .success(let values):
                    failed += 1
                    console.print("FAIL \(name): expected \(YAMLSuiteCommand.printable(expected.map(\.description).joined(separator: " ")))\n     got      \(YAMLSuiteCommand.printable(values.map(\.description).joined(separator: " ")))")
                case .failure(let error):
                    failed += 1
                    console.print("FAIL \(name): must parse, got \(YAMLSuiteCommand.printable(error.description))")
                }
            } else {
                other += 1
                if case .failure(let error) = outcome { refused.append("\(name): \(YAMLSuiteCommand.printable(error.description))") }
            }
        }
        if verbose { for line in refused { console.print("no JSON form: \(line)") } }
        console.print("cases without in.json or error (valid YAML, not counted): \(other), of which \(refused.count) have no JSON form here")
        console.print("event streams of the valid cases (test.event): \(eventsMatched) match, \(eventMismatches.count) differ"
                      + (eventMismatches.isEmpty ? "" : " (" + eventMismatches.joined(separator: ", ") + ")"))
        console.print("\(passed) passed, \(failed) failed")
        return failed == 0 && eventMismatches.isEmpty ? 0 : 1
    }

    /// The JSON values of a file holding several JSON texts one after another (whitespace between them).
    static func jsonStream(_ bytes: [UInt8]) throws -> [JSONValue] {
        var values: [JSONValue] = []
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        while true {
            while index < bytes.count && isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return values }
            let start = index
            let opener = bytes[index]
            if opener == UInt8(ascii: "{") || opener == UInt8(ascii: "[") || opener == UInt8(ascii: "\"") {
                // A container or string ends where its brackets balance, outside strings.
                var depth = 0
                var inString = false
                repeat {
                    let byte = bytes[index]
                    if inString {
                        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                    } else if byte == UInt8(ascii: "\"") {
                        inString = true
                    } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        depth += 1
                    } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                        depth -= 1
                    }
                    index += 1
                } while index < bytes.count && (depth > 0 || inString)
            } else {
                while index < bytes.count && !isSpace(bytes[index]) { index += 1 }
            }
            values.append(try JSONValue(parsing: Array(bytes[start..<min(index, bytes.count)])))
        }
    }

    /// `text` with control characters escaped, safe to print.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            result += scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return result
    }
}
