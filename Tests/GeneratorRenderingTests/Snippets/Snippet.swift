import GeneratorLoading
import GeneratorTranslation
import Testing

/// Runs the generator in process on schemas written inline (through `GoldenTests.render`, which the
/// golden tests run on folders) and finds one declaration in what it renders, for snippet tests:
/// schema in, the exact Swift out.
///
/// Doc comments are left out of the comparison (every declaration carries some, which would bury the
/// code a test is about); everything else of the declaration is compared character for character.
enum Snippet {
    /// The generated files, by name (`Models.swift`, `Validators.swift`, `Encoders.swift`,
    /// `FastDecoding.swift`, `Mappers.swift`, `Endpoints.swift`), for the given files (`name.schema.json` or
    /// `name.endpoints.json` → JSON text).
    static func render(
        _ files: [String: String], configuration: GeneratorConfiguration = GeneratorConfiguration()
    ) throws -> [String: String] {
        let sources = files.keys.sorted().map { name in
            SchemaLoader.Source(path: name, relativePath: name, bytes: Array(files[name]!.utf8))
        }
        let files = try GoldenTests.render(.sources(sources), configuration: configuration)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    /// The declaration of `file` that starts with `header` (`public struct Pet`, `case cat(`...): its
    /// first line, and for a declaration with a body, every line to its closing brace; dedented, doc
    /// comments removed. Nil when no line starts with `header` followed by a non-identifier character.
    ///
    /// `elidingBodies`: the bodies of the functions and initializers declared directly inside become
    /// `{ ... }`, so a struct shows its members and signatures without its `Codable` plumbing.
    static func declaration(_ header: String, in file: String, elidingBodies: Bool = false) -> String? {
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { line in
            let code = line.drop { $0 == " " }
            guard code.hasPrefix(header) else { return false }
            let next = code.dropFirst(header.count).first
            return next.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
        }) else { return nil }
        let indent = lines[start].prefix { $0 == " " }.count
        var depth = 0
        var end = start
        for index in start..<lines.count {
            depth += braceBalance(lines[index])
            end = index
            if depth <= 0 { break }
        }
        let kept = elidingBodies ? elideBodies(Array(lines[start...end])) : Array(lines[start...end])
        return kept
            .filter { !$0.drop { $0 == " " }.hasPrefix("///") }
            .map { $0.count >= indent ? String($0.dropFirst(indent)) : $0.trimmingLeadingSpaces() }
            .joined(separator: "\n")
    }

    /// `lines` (one declaration) with the body of each function or initializer directly inside it
    /// replaced by `{ ... }` (signatures kept, however many lines they take).
    static func elideBodies(_ lines: [String]) -> [String] {
        var result: [String] = []
        var depth = 0
        var inSignature = false
        var skipping = false
        for line in lines {
            let balance = braceBalance(line)
            defer { depth += balance }
            if skipping {
                if depth + balance <= 1 { skipping = false }
                continue
            }
            let code = line.drop { $0 == " " }
            let startsFunction = depth == 1 && ["func ", "init(", "init?(", "init<"].contains { code.contains($0) }
            if startsFunction && balance == 0 && code.contains("{") {  // a one-line body: kept
                result.append(line)
                continue
            }
            if (startsFunction || inSignature) && balance > 0 {
                inSignature = false
                skipping = true
                result.append(String(line[..<line.lastIndex(of: "{")!]) + "{ ... }")
                continue
            }
            if startsFunction { inSignature = true }
            result.append(line)
        }
        return result
    }

    /// `{` minus `}` on a line of generated code, outside string literals.
    static func braceBalance(_ line: String) -> Int {
        var balance = 0
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                balance += 1
            } else if character == "}" {
                balance -= 1
            }
        }
        return balance
    }

    /// Expects the declaration starting with `header` in the generated file `file` to be `expected`;
    /// on a difference the message shows the whole generated declaration, ready to paste.
    static func expect(
        _ header: String, in file: String = "Models.swift", of files: [String: String], elidingBodies: Bool = false,
        toBe expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let text = files[file] else {
            Issue.record("no \(file) generated", sourceLocation: sourceLocation)
            return
        }
        guard let found = declaration(header, in: text, elidingBodies: elidingBodies) else {
            Issue.record("no declaration starting with '\(header)' in \(file):\n\(text)", sourceLocation: sourceLocation)
            return
        }
        #expect(found == expected, "generated:\n\(found)", sourceLocation: sourceLocation)
    }
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}
