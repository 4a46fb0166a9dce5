import ContractJSON
import ContractSchemaCore
import Foundation
import GeneratorPipeline
import Testing
@testable import GeneratorLoading

/// Loads schemas given as text.
func load(_ files: [String: String]) throws(GeneratorError) -> SchemaSet {
    try SchemaLoader.load(sources: files.map { SchemaLoader.Source(path: "/schemas/" + $0.key, relativePath: $0.key, bytes: Array($0.value.utf8)) })
}

@Suite("Loading schemas")
struct SchemaLoaderTests {
    @Test func resolvesRelativeReferencesAcrossFiles() throws {
        let set = try load([
            "a/item.schema.json": #"{"$id": "https://x.test/a/item.schema.json", "type": "object", "properties": {"id": {"$ref": "../common/id.schema.json"}}}"#,
            "common/id.schema.json": #"{"$id": "https://x.test/common/id.schema.json", "type": "string", "$defs": {"short": {"maxLength": 3}}}"#,
        ])
        #expect(set.files.map(\.relativePath) == ["a/item.schema.json", "common/id.schema.json"])
        let item = SchemaLocation(file: 0, pointer: ["properties", "id"])
        let target = set.resolve("../common/id.schema.json", from: item)
        #expect(target == SchemaLocation(file: 1, pointer: .root))
        #expect(set.resolve("../common/id.schema.json#/$defs/short", from: item) == SchemaLocation(file: 1, pointer: ["$defs", "short"]))
        #expect(set.uri(of: SchemaLocation(file: 1, pointer: ["$defs", "short"])) == "https://x.test/common/id.schema.json#/$defs/short")
    }

    @Test func anchorsAndEmbeddedIdentifiers() throws {
        let set = try load([
            "s.schema.json": #"""
            {"$id": "https://x.test/s.schema.json",
             "$defs": {
               "named": {"$anchor": "name", "type": "string"},
               "inner": {"$id": "inner/", "$defs": {"leaf": {"$anchor": "leaf", "type": "integer"}}, "$ref": "#leaf"}
             },
             "properties": {"n": {"$ref": "#name"}, "l": {"$ref": "inner/#leaf"}}}
            """#,
        ])
        #expect(set.resolve("#name", from: SchemaLocation(file: 0, pointer: ["properties", "n"])) == SchemaLocation(file: 0, pointer: ["$defs", "named"]))
        #expect(set.resolve("inner/#leaf", from: SchemaLocation(file: 0, pointer: ["properties", "l"])) == SchemaLocation(file: 0, pointer: ["$defs", "inner", "$defs", "leaf"]))
        #expect(set.resolve("#leaf", from: SchemaLocation(file: 0, pointer: ["$defs", "inner"])) == SchemaLocation(file: 0, pointer: ["$defs", "inner", "$defs", "leaf"]))
    }

    @Test func filesWithoutIdentifierAreKnownByTheirRelativePath() throws {
        let set = try load(["dir/a.schema.json": #"{"properties": {"b": {"$ref": "b.schema.json"}}}"#, "dir/b.schema.json": #"{"type": "string"}"#])
        #expect(set.files[0].uri.description == "file:///dir/a.schema.json")
        #expect(set.resolve("b.schema.json", from: SchemaLocation(file: 0, pointer: ["properties", "b"])) == SchemaLocation(file: 1, pointer: .root))
    }

    @Test func reportsUnresolvableReferenceAtItsPosition() {
        let text = "{\n  \"type\": \"object\",\n  \"properties\": {\n    \"a\": {\"$ref\": \"missing.schema.json\"}\n  }\n}"
        #expect {
            _ = try load(["x.schema.json": text])
        } throws: { error in
            guard let error = error as? GeneratorError, error.diagnostics.count == 1 else { return false }
            let rendered = error.diagnostics[0].printedLine
            return rendered.hasPrefix("/schemas/x.schema.json:4:19: error: unresolvable $ref 'missing.schema.json'")
        }
    }

    @Test func reportsParseErrorsWithLineAndColumn() {
        #expect {
            _ = try load(["bad.schema.json": "{\n  \"type\": \"object\",\n  \"x\": [1, 2,]\n}"])
        } throws: { error in
            guard let error = error as? GeneratorError else { return false }
            return error.diagnostics.first?.printedLine.hasPrefix("/schemas/bad.schema.json:3:") == true
                && error.diagnostics.first?.printedLine.contains(": error: invalid JSON:") == true
        }
    }

    @Test func rejectsDuplicateIdentifiers() {
        #expect {
            _ = try load([
                "a.schema.json": #"{"$id": "https://x.test/same.json"}"#,
                "b.schema.json": #"{"$id": "https://x.test/same.json"}"#,
            ])
        } throws: { error in
            (error as? GeneratorError)?.diagnostics.first?.message.contains("duplicate schema identifier") == true
        }
    }

    @Test("a file reached through two inputs is loaded once; two files with one $id are still an error")
    func sameFileThroughTwoInputs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Schemas")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"$id": "https://x.test/a.schema.json", "type": "string"}"#.utf8).write(to: folder.appendingPathComponent("a.schema.json"))
        let set = try SchemaLoader.load(paths: [folder.path, root.path + "/Schemas/../Schemas", folder.appendingPathComponent("a.schema.json").path])
        #expect(set.files.count == 1)

        try Data(#"{"$id": "https://x.test/a.schema.json"}"#.utf8).write(to: folder.appendingPathComponent("copy.schema.json"))
        #expect {
            _ = try SchemaLoader.load(paths: [folder.path])
        } throws: { error in
            (error as? GeneratorError)?.diagnostics.first?.message.contains("duplicate schema identifier") == true
        }
    }

    @Test("a FIFO, a dangling link or a name that is not UTF-8 is an error at its path that says why; loading does not wait on it")
    func specialFilesAreRefused() throws {
        let folder = NSTemporaryDirectory() + "loader-special-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe.schema.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/gone.schema.json", withDestinationPath: folder + "/missing.json")
        let expected = [
            folder + "/gone.schema.json:1:1: error: cannot read schema file: a broken symbolic link",
            folder + "/pipe.schema.json:1:1: error: cannot read schema file: not a regular file (a FIFO, socket or device)",
        ] + (try nonUTF8Name(in: folder))
        #expect {
            _ = try SchemaLoader.load(paths: [folder])
        } throws: { error in
            let messages = (error as? GeneratorError)?.diagnostics.map(\.printedLine) ?? []
            return messages == expected
        }
    }

    @Test("a file an OpenAPI document refers to is read only if, links resolved, it is inside the input")
    func referencedFilesStayInside() throws {
        let folder = FileSystem.realPath(NSTemporaryDirectory() + "loader-referenced-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: folder + "/api", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/api/components.json"))
        try Data("{\"token\": 1}".utf8).write(to: URL(fileURLWithPath: folder + "/secret.json"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/api/escape.json", withDestinationPath: folder + "/secret.json")
        let root = folder + "/api"
        #expect(OpenAPIReferencedFiles.read(root + "/components.json", inside: root) == Array("{}".utf8))
        #expect(OpenAPIReferencedFiles.read(root + "/escape.json", inside: root) == nil)
        #expect(OpenAPIReferencedFiles.read(root + "/../secret.json", inside: root) == nil)
    }

    @Test("a file an OpenAPI document names by relative path is found below the input; one that climbs out, encoded or not, is not")
    func referencedFileTargets() {
        #expect(OpenAPIReferencedFiles.target(of: "schemas/pet.yaml#/Pet", from: ["api"]) == "api/schemas/pet.yaml")
        #expect(OpenAPIReferencedFiles.target(of: "../common/error.json", from: ["api", "v1"]) == "api/common/error.json")
        #expect(OpenAPIReferencedFiles.target(of: "pet%20type.json", from: []) == "pet type.json")
        #expect(OpenAPIReferencedFiles.target(of: "../secret.json", from: []) == nil)
        #expect(OpenAPIReferencedFiles.target(of: "..%2F..%2Fsecret.json", from: ["api"]) == nil)
        #expect(OpenAPIReferencedFiles.target(of: "a/../../../secret.json", from: ["api"]) == nil)
        #expect(OpenAPIReferencedFiles.target(of: "/etc/secret.json", from: []) == nil)
        #expect(OpenAPIReferencedFiles.target(of: "https://example.com/pet.json", from: []) == nil)
        #expect(OpenAPIReferencedFiles.target(of: "pet.txt", from: []) == nil)
    }

    @Test("a file link in an input folder is read only if, resolved, it stays inside the folder; one leading out is not, with a warning")
    func fileLinksStayInside() throws {
        let folder = FileSystem.realPath(NSTemporaryDirectory() + "loader-file-links-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Schemas/shared", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let secret = #"{"$id": "https://t.test/secret.schema.json", "title": "SECRET-CONTENT", "type": "string"}"#
        try Data(secret.utf8).write(to: URL(fileURLWithPath: folder + "/outside/secret.schema.json"))
        try Data(#"{"type": "integer"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/Schemas/shared/count.json"))
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/Schemas/link.schema.json", withDestinationPath: "../outside/secret.schema.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Schemas/count.schema.json", withDestinationPath: "shared/count.json")
        let loaded = try LoadedContracts.load(.paths([folder + "/Schemas"]))
        #expect(loaded.schemas.files.map(\.relativePath) == ["count.schema.json"])
        #expect(!loaded.schemas.files.contains { $0.root.objectValue?["title"] == .string("SECRET-CONTENT") })
        #expect(
            loaded.warnings.map(\.printedLine) == [
                folder + "/Schemas/link.schema.json:1:1: warning: a symbolic link to a file outside the input folder is not read"
            ])
    }

    /// On Linux, where file names are bytes, creates `x\xFF.schema.json` in `folder` (a folder search spells
    /// it `x\u{FFFD}.schema.json`) and gives the error loading must report for it; elsewhere nothing.
    private func nonUTF8Name(in folder: String) throws -> [String] {
        #if os(Linux)
        let name = Array((folder + "/x").utf8) + [0xFF] + Array(".schema.json".utf8) + [0]
        let descriptor = name.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        try #require(descriptor >= 0)
        close(descriptor)
        return [folder + "/x\u{FFFD}.schema.json:1:1: error: cannot read schema file: its name is not valid UTF-8; rename it"]
        #else
        return []
        #endif
    }

    @Test func rejectsDuplicateKeysInSchemaFiles() {
        #expect(throws: GeneratorError.self) {
            _ = try load(["a.schema.json": #"{"type": "string", "type": "integer"}"#])
        }
    }

    @Test func positionsOfNestedNodes() throws {
        let set = try load(["p.schema.json": "{\n  \"properties\": {\n    \"name\": {\"type\": \"string\"}\n  }\n}"])
        let position = set.position(of: SchemaLocation(file: 0, pointer: ["properties", "name", "type"]))
        #expect(position == SourcePosition(path: "/schemas/p.schema.json", line: 3, column: 22))
    }
}

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test func rendersCompilerStyle() {
        let diagnostic = Diagnostic.error("unsupported keyword", at: SourcePosition(path: "Schemas/a.schema.json", line: 12, column: 5))
        #expect(diagnostic.description == "Schemas/a.schema.json:12:5: error: unsupported keyword")
        #expect(Diagnostic.warning("no position").description == "warning: no position")
    }

    @Test("a diagnostic keeps its message as written, and is printed on one line with it escaped")
    func messagesStayOnOneLine() {
        let diagnostic = Diagnostic.error("bad $ref 'a\nb\r\u{7}'")
        #expect(diagnostic.message == "bad $ref 'a\nb\r\u{7}'")
        #expect(diagnostic.printedLine == "error: bad $ref 'a\\nb\\r\\u{7}'")
        #expect(!diagnostic.printedLine.contains("\n"))
    }

    @Test("a hostile file name is printed escaped: no line break, no terminal escape, no workflow command")
    func hostileFileNames() throws {
        let folder = NSTemporaryDirectory() + "loader-names-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "a\n::warning file=x::owned\u{1B}[31m\u{202E}.schema.json"
        try Data(#"{"type": }"#.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        #expect {
            _ = try SchemaLoader.load(paths: [folder])
        } throws: { error in
            let lines = (error as? GeneratorError)?.diagnostics.map(\.printedLine) ?? []
            let escaped = folder + #"/a\n::warning file=x::owned\u{1B}[31m\u{202E}.schema.json:1:"#
            let raw = lines.first?.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" } ?? true
            return lines.count == 1 && lines[0].hasPrefix(escaped) && !raw
        }
        let leading = Diagnostic.error("m", at: SourcePosition(path: "::error::x", line: 1, column: 1))
        #expect(leading.printedLine == "./::error::x:1:1: error: m")
    }
}

@Suite("The package's schemas")
struct PackageSchemaTests {
    /// `Schemas/` at the top of the package.
    static let schemasDirectory: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Schemas"
    }()

    @Test func everyReferenceResolves() throws {
        let set = try SchemaLoader.load(paths: [Self.schemasDirectory])
        #expect(set.files.count > 10)
        #expect(set.files.allSatisfy { $0.uri.scheme == "https" })
    }
}

@Suite("Loading YAML schemas")
struct YAMLSchemaLoaderTests {
    @Test("a *.schema.yaml file loads like JSON, and references between YAML and JSON files resolve")
    func yamlSchemas() throws {
        let set = try load([
            "a/item.schema.yaml": "$id: https://x.test/a/item.schema.yaml\ntype: object\nproperties:\n  id: {$ref: '../common/id.schema.json'}\n",
            "common/id.schema.json": #"{"$id": "https://x.test/common/id.schema.json", "type": "string"}"#,
        ])
        #expect(set.files.map(\.relativePath) == ["a/item.schema.yaml", "common/id.schema.json"])
        #expect(set.resolve("../common/id.schema.json", from: SchemaLocation(file: 0, pointer: ["properties", "id"])) == SchemaLocation(file: 1, pointer: .root))
        let position = set.files[0].position(of: ["properties", "id", "$ref"])
        #expect(position.line == 4 && position.column == 14)
    }

    @Test("errors in YAML schemas are reported at the YAML line and column")
    func yamlDiagnostics() {
        do {
            _ = try load(["s.schema.yml": "type: object\nproperties:\n  x:\n    $ref: '#/$defs/missing'\n"])
            Issue.record("an unresolvable $ref must fail")
        } catch {
            #expect(error.diagnostics.contains { $0.position?.line == 4 && $0.position?.column == 11 }, "\(error)")
        }
        do {
            _ = try load(["s.schema.yaml": "type: object\n  bad: indentation\n"])
            Issue.record("invalid YAML must fail")
        } catch {
            #expect(error.diagnostics.contains { $0.message.hasPrefix("invalid YAML") && $0.position?.line == 2 }, "\(error)")
        }
    }

    @Test("discovery finds .schema.json, .schema.yaml and .schema.yml files")
    func discovery() throws {
        let folder = NSTemporaryDirectory() + "yaml-discovery-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        for name in ["a.schema.json", "b.schema.yaml", "sub/c.schema.yml", "notes.yaml", "d.endpoints.yaml"] {
            try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        var diagnostics = DiagnosticCollector()
        let found = SchemaLoader.discover(folder, diagnostics: &diagnostics).map(\.relative)
        #expect(found == ["a.schema.json", "b.schema.yaml", "sub/c.schema.yml"])
        let declarations = SchemaLoader.discover(folder, suffixes: EndpointLoader.fileSuffixes, diagnostics: &diagnostics).map(\.relative)
        #expect(declarations == ["d.endpoints.yaml"])
    }
}
