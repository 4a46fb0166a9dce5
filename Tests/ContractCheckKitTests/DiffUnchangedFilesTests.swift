import ContractJSON
import Testing

/// A file that is the same in both versions is compared only through what its references reach: a folder diffed against
/// its previous version (CI on a pull request) mostly holds unchanged files, and none of them may hide a change made in a
/// file it references.
@Suite("diff: unchanged files, and the changed files they reference")
struct DiffUnchangedFilesTests {
    // SchemaStore's layout: `<name>.json` files, known as schemas by their `$schema`, naming each other by absolute `$id`.
    static let draft = #""$schema": "http://json-schema.org/draft-07/schema#", "#
    static let order =
        #"{"# + draft + #""$id": "https://x.test/order.json", "type": "object", "properties": {"sku": {"$ref": "sku.json"}}}"#
    static let sku = #"{"# + draft + #""$id": "https://x.test/sku.json", "type": "string""#
    static let note = #"{"# + draft + #""$id": "https://x.test/note.json", "type": "string"}"#

    @Test("an unchanged file whose referenced neighbour changed shows that change, with evidence through the file")
    func unchangedFileReachingAChangedOne() throws {
        let scratch = try Scratch()
        try scratch.write("old/order.json", Self.order)
        try scratch.write("old/sku.json", Self.sku + "}")
        try scratch.write("new/order.json", Self.order)
        try scratch.write("new/sku.json", Self.sku + #", "maxLength": 8}"#)
        let (old, new) = (scratch.path + "/old/order.json", scratch.path + "/new/order.json")
        let result = check(["diff", "--role", "request", "--format", "json", old, new])
        #expect(result.status == 1, "\(result.output)\(result.errorOutput)")
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        let bound = try #require(changes.first { $0["breaks"] == true }, "\(changes)")
        #expect(bound["instancePath"] == "/sku", "\(bound)")
        // A document of order.json: the sku longer than 8 characters.
        let evidence = try #require(bound["evidenceDocument"]?.objectValue?["sku"]?.stringValue, "\(bound)")
        #expect(evidence.count > 8)
    }

    @Test("a folder diffed against an equal copy, or beside a changed file nothing references, shows no change and samples nothing")
    func unchangedFilesAreNotSampled() throws {
        let scratch = try Scratch()
        for side in ["old", "new"] {
            try scratch.write(side + "/order.json", Self.order)
            try scratch.write(side + "/sku.json", Self.sku + "}")
        }
        try scratch.write("old/note.json", Self.note)
        try scratch.write("new/note.json", Self.note.replacingOccurrences(of: "string", with: "integer"))
        let same = check(["diff", "--format", "json", scratch.path + "/old", scratch.path + "/old"])
        #expect(same.status == 0, "\(same.output)\(same.errorOutput)")
        let report = try JSONValue(parsing: same.output)
        #expect(report["changes"]?.arrayValue?.isEmpty == true, "\(report)")
        #expect(report["sampledDocuments"] == 0, "\(report)")
        // note.json changed, and nothing references it: order.json's diff is empty.
        let order = check(["diff", scratch.path + "/old/order.json", scratch.path + "/new/order.json"])
        #expect(order.status == 0, "\(order.output)\(order.errorOutput)")
        #expect(order.output.contains("no changes"), "\(order.output)")
        // The folders: note.json's change alone.
        let folders = check(["diff", "--format", "json", scratch.path + "/old", scratch.path + "/new"])
        let changes = try JSONValue(parsing: folders.output)["changes"]?.arrayValue ?? []
        #expect(!changes.isEmpty && changes.allSatisfy { $0["new"]?["file"]?.stringValue?.hasSuffix("note.json") == true }, "\(changes)")
    }
}
