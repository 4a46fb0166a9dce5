import ContractJSON
import ContractSchemaCore
import Foundation
import Testing
@testable import GeneratorLoading

/// The loader as lint and diff use it: a folder as SchemaStore lays it out, read into one schema set.
@Suite("Repository sets")
struct RepositorySetTests {
    @Test("a folder's schemas are recognised by content, known by the URIs given; duplicate $ids and dangling $refs do not stop it")
    func recognisesByContentAndKeepsProblems() throws {
        let folder = FileSystem.realPath(NSTemporaryDirectory() + "repository-set-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: folder + "/json", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            // SchemaStore's layout: `<name>.json`, a schema by its `$schema`.
            "json/app.json": #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://x.test/app.json", "properties": {"#
                + #""a": {"$ref": "missing.json"}, "b": {"$ref": "https://x.test/app.json#/definitions/c"}}, "#
                + #""definitions": {"c": {}, "d": {"$id": "https://x.test/shared.json"}}}"#,
            "json/copy.json": #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://x.test/shared.json"}"#,
            // A payload whose `$schema` names its schema, not a metaschema: not a schema.
            "json/data.json": #"{"$schema": "https://x.test/app.json", "a": 1}"#,
            "json/notes.txt": "not read",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let set = try SchemaLoader.load(
            repository: [folder, folder + "/json/app.json"], patternFiles: { _ in nil }, uri: { URIReference("file://" + $0) })
        #expect(set.files.map(\.relativePath) == ["json/app.json", "json/copy.json"])
        #expect(set.registry.duplicates.map(\.uri) == ["https://x.test/shared.json"])
        let app = SchemaLocation(file: 0, pointer: .root)
        let base = set.base(at: app.appending("properties", "a"))
        guard case .missing(let uri) = set.resolve("missing.json", base: base) else {
            Issue.record("a $ref to a file not loaded resolves")
            return
        }
        #expect(uri == "https://x.test/missing.json")
        guard case .found(let target) = set.resolve("https://x.test/app.json#/definitions/c", base: base) else {
            Issue.record("a $ref into the set does not resolve")
            return
        }
        #expect(target.pointer == ["definitions", "c"])
        // Positions for lint's findings, also of a pointer below the last existing value.
        #expect(set.nearestPosition(in: 0, ["properties", "b", "nothing"]).column > 1)
        #expect(set.draft(ofFile: 0) == .draft7)
        // Not indexed as the generator's sets are: the referencing layer gives bases and dialects.
        #expect(set.draft(at: app.appending("properties", "a")) == .draft7)
        #expect(set.baseURI(at: app.appending("definitions", "d")).text == "https://x.test/shared.json")
    }

    @Test("a folder without any schema, and a named schema file that does not parse, are errors naming the path")
    func reportsUnreadableArguments() throws {
        let folder = FileSystem.realPath(NSTemporaryDirectory() + "repository-errors-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"a": 1}"#.utf8).write(to: URL(fileURLWithPath: folder + "/data.json"))
        #expect(throws: SchemaLoader.RepositoryError.self) {
            try SchemaLoader.load(repository: [folder], patternFiles: { _ in nil }, uri: { URIReference("file://" + $0) })
        }
        try Data("{".utf8).write(to: URL(fileURLWithPath: folder + "/broken.schema.json"))
        do {
            _ = try SchemaLoader.load(repository: [folder], patternFiles: { _ in nil }, uri: { URIReference("file://" + $0) })
            Issue.record("a broken *.schema.json loaded")
        } catch {
            #expect(error.description.hasPrefix(folder + "/broken.schema.json:1:"))
            #expect(error.description.contains("invalid JSON"))
        }
    }
}
