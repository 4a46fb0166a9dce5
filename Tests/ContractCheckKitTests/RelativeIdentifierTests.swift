import ContractCheckKit
import Foundation
import Testing

/// Schema folders whose relative `$id`s name each other as if identifiers had no base (GitHub's
/// webhook schemas: `push/event.schema.json` has `"$id": "push$event"` and refers to
/// `"common/user.schema.json"`, the `$id` of `common/user.schema.json`).
@Suite("contract-check: schemas named by relative identifiers")
struct RelativeIdentifierCheckTests {
    func folder() throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.write("schemas/common/user.schema.json", #"""
            {"$schema": "http://json-schema.org/draft-07/schema", "$id": "common/user.schema.json",
             "type": "object", "required": ["login"], "properties": {"login": {"type": "string"}}}
            """#)
        _ = try scratch.write("schemas/push/event.schema.json", #"""
            {"$schema": "http://json-schema.org/draft-07/schema", "$id": "push$event",
             "type": "object", "required": ["sender"], "properties": {"sender": {"$ref": "common/user.schema.json"}}}
            """#)
        _ = try scratch.write("ok.json", #"{"sender": {"login": "octocat"}}"#)
        _ = try scratch.write("bad.json", #"{"sender": {"login": 1}}"#)
        return scratch
    }

    @Test("--schemas DIR resolves them, with --schema given as the file or as the relative $id")
    func resolvesWithTheFolder() throws {
        let scratch = try folder()
        for schema in [scratch.path + "/schemas/push/event.schema.json", "push$event"] {
            let console = Console.capturing()
            let status = ContractCheck.run(["validate", "--schemas", scratch.path + "/schemas", "--schema", schema,
                                            scratch.path + "/ok.json", scratch.path + "/bad.json", "--quiet"], console: console)
            #expect(status == 1, "\(schema)")
            // The reference is followed: login must be a string.
            #expect(console.output.contains("bad.json:1:22: /sender/login: expected string, found number 1"), "\(console.output)")
            #expect(!console.output.contains("ok.json"), "\(console.output)")
        }
    }
}
