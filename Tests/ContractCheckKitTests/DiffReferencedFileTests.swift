import ContractJSON
import GeneratorLoading
import Testing

@testable import ContractCheckKit

/// Breaking items sited in a file the compared schema references: each gets evidence or the unconfirmed mark, and the
/// evidence is matched by the file of the failing keyword as well as its pointer.
@Suite("diff: breaking items in referenced files")
struct DiffReferencedFileTests {
    static let draft7 = #""$schema": "http://json-schema.org/draft-07/schema#""#
    static let draft2020 = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

    @Test("an item in a referenced file no document shows is unconfirmed, in JSON and in text (exit 3)")
    func unconfirmedInReferencedFile() throws {
        let scratch = try Scratch()
        let root = "{\(Self.draft7), \"type\": \"object\", \"properties\": {\"id\": {\"$ref\": \"b.json\"}}}"
        let old = try scratch.write("old/a.json", root), new = try scratch.write("new/a.json", root)
        try scratch.write("old/b.json", "{\(Self.draft7), \"type\": \"string\"}")
        // `not` beside `type: string` excludes numbers only: no document breaks, so no evidence can be found.
        try scratch.write("new/b.json", "{\(Self.draft7), \"type\": \"string\", \"not\": {\"type\": \"number\"}}")
        let json = check(["diff", "--role", "request", "--format", "json", old, new])
        #expect(json.status == 3, "\(json.output)")
        let changes = try JSONValue(parsing: json.output)["changes"]?.arrayValue ?? []
        let item = try #require(changes.first { $0["breaks"] == true })
        #expect(item["new"]?["file"]?.stringValue?.hasSuffix("new/b.json") == true, "\(item)")
        #expect(item["unconfirmed"] == true, "\(item)")
        #expect(item["evidence"] == .null)
        let text = check(["diff", "--role", "request", old, new])
        #expect(text.status == 3)
        #expect(text.output.contains("new/b.json:"), "\(text.output)")
        #expect(text.output.contains("(payload /id): not changed"), "\(text.output)")
        #expect(text.output.contains("; unconfirmed: none of "), "\(text.output)")
        #expect(text.lines.last == "1 change, 1 breaking (1 unconfirmed) (role: request)")
    }

    @Test("an error at the same pointer in another file is not evidence of a change")
    func evidenceMatchesTheFile() throws {
        let scratch = try Scratch()
        let root = "{\(Self.draft2020), \"type\": \"object\", \"properties\": {\"id\": {\"$ref\": \"b.json\"}}}"
        for side in ["old", "new"] { try scratch.write(side + "/a.json", root) }
        try scratch.write("old/b.json", "{\(Self.draft2020), \"$ref\": \"c.json\"}")
        try scratch.write("new/b.json", "{\(Self.draft2020), \"$ref\": \"c.json\", \"not\": {\"const\": \"zz\"}}")
        try scratch.write("old/c.json", "{\(Self.draft2020), \"type\": \"integer\"}")
        try scratch.write("new/c.json", "{\(Self.draft2020), \"type\": \"integer\", \"not\": {\"const\": 3}}")
        let oldSet = try SchemaSet.load([scratch.path + "/old"]), newSet = try SchemaSet.load([scratch.path + "/new"])
        func index(_ set: SchemaSet, _ name: String) throws -> Int {
            try #require(set.files.firstIndex { $0.path.hasSuffix("/" + name) })
        }
        let oracle = try #require(
            DiffOracle(old: oldSet, oldFile: index(oldSet, "a.json"), new: newSet, newFile: index(newSet, "a.json")))
        // `{"id": 3}` fails the new c.json's `/not`; b.json has a `/not` too, at the same payload place.
        let document = try JSONValue(parsing: #"{"id": 3}"#)
        let errors = oracle.newValidator.validate(document).errors
        #expect(oracle.oldValidator.validate(document).isValid && !errors.isEmpty)
        let witness = (witness: DiffOracle.Witness(document: document, errors: errors), inNew: true)
        func change(in name: String) throws -> SchemaChange {
            let file = newSet.files[try index(newSet, name)].path
            let site = SchemaSite(file: file, pointer: JSONPointer("/not") ?? .root, line: 1, column: 1)
            return SchemaChange(
                kind: .constraintChanged, summary: "not added", instancePath: "/id", old: nil, new: site, breaks: true, reason: "")
        }
        #expect(oracle.evidence(for: try change(in: "c.json"), among: [witness]) != nil)
        #expect(oracle.evidence(for: try change(in: "b.json"), among: [witness]) == nil)
    }
}
