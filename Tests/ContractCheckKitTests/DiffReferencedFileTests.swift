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
        #expect(text.output.contains("/not: \"not\" added (payload /id)"), "\(text.output)")
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
                kind: .constraintChanged, summary: "\"not\" added", instancePath: "/id", old: nil, new: site, breaks: true, reason: "")
        }
        #expect(oracle.evidence(for: try change(in: "c.json"), among: [witness]) != nil)
        #expect(oracle.evidence(for: try change(in: "b.json"), among: [witness]) == nil)
    }

    /// Whether `validate --schema` accepts `document` with `old` and rejects it with `new` (`requests`), or the reverse.
    static func breaks(_ document: String, old: String, new: String, requests: Bool, in scratch: Scratch) throws -> Bool {
        let path = try scratch.write("document.json", document)
        let before = check(["validate", "--schema", old, path]).status, after = check(["validate", "--schema", new, path]).status
        return requests ? before == 0 && after == 1 : after == 0 && before == 1
    }

    @Test("a $ref to a recursive anyOf of an object and an array: type object → array or object, not 'any type' nor nullable")
    func typesOfRecursiveUnion() throws {
        let scratch = try Scratch()
        // As schema-org-thing 6313b56ae: a draft-04 object beside an `anyOf` became a draft-07 `$ref` to JSON-LD's root,
        // whose normal form is nil (its array items are itself).
        let old = try scratch.write(
            "old/a.json",
            "{\(Self.draft7), \"type\": \"object\", \"anyOf\": [{\"$ref\": \"c.json\"}], "
                + "\"properties\": {\"n\": {\"type\": \"string\"}}}")
        try scratch.write("old/c.json", "{\(Self.draft7), \"type\": \"object\"}")
        let new = try scratch.write("new/a.json", "{\(Self.draft7), \"$ref\": \"b.json\"}")
        try scratch.write(
            "new/b.json", "{\(Self.draft7), \"anyOf\": [{\"type\": \"object\"}, {\"type\": \"array\", \"items\": {\"$ref\": \"#\"}}]}")
        let result = check(["diff", "--role", "response", "--format", "json", old, new])
        let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
        #expect(!changes.contains { $0["kind"] == "became-nullable" }, "\(changes)")
        #expect(try !Self.breaks("null", old: old, new: new, requests: false, in: scratch))
        let widened = try #require(changes.first { $0["kind"] == "type-widened" }, "\(changes)")
        #expect(widened["summary"] == "type object → array or object")
        let evidence = try #require(widened["evidence"]?.stringValue, "\(widened)")
        #expect(try Self.breaks(evidence, old: old, new: new, requests: false, in: scratch), "\(evidence)")
        // `n` takes any value now (a real change beside): shown by a document.
        let removed = try #require(changes.first { $0["kind"] == "property-removed" }, "\(changes)")
        let shown = try #require(removed["evidence"]?.stringValue, "\(removed)")
        #expect(try Self.breaks(shown, old: old, new: new, requests: false, in: scratch), "\(shown)")
    }

    @Test("a referenced file's schema every use limits to objects: typed object is no request break; a use that does not, is")
    func typeNarrowedWhereUsesLimitIt() throws {
        let scratch = try Scratch()
        for side in ["old", "new"] {
            // As grunt-copy-task 5b30da8c6: `allOf: [{$ref: grunt-task#/additionalProperties}, {type: object}]`, where
            // grunt-task's `fileFormat` became `type: object`; `minLength` is a real change beside it.
            try scratch.write(
                side + "/a.json",
                "{\(Self.draft7), \"type\": \"object\", \"additionalProperties\": "
                    + "{\"allOf\": [{\"$ref\": \"b.json#/additionalProperties\"}, {\"type\": \"object\"}]}}")
            try scratch.write(
                side + "/c.json",
                "{\(Self.draft7), \"type\": \"object\", \"additionalProperties\": {\"$ref\": \"b.json#/additionalProperties\"}}")
            let (type, length) = side == "new" ? ("\"type\": \"object\", ", ", \"minLength\": 1") : ("", "")
            try scratch.write(
                side + "/b.json",
                "{\(Self.draft7), \"additionalProperties\": {\"anyOf\": [{\"$ref\": \"#/definitions/f\"}, {\"$ref\": \"#/definitions/g\"}]}, "
                    + "\"definitions\": {\"f\": {\(type)\"properties\": {\"n\": {\"type\": \"string\"\(length)}}}, "
                    + "\"g\": {\"type\": \"object\", \"required\": [\"src\"]}}}")
        }
        for (name, limited) in [("a.json", true), ("c.json", false)] {
            let old = scratch.path + "/old/" + name, new = scratch.path + "/new/" + name
            let result = check(["diff", "--role", "request", "--format", "json", old, new])
            #expect(result.status == 1, "\(result.output)")
            let changes = try JSONValue(parsing: result.output)["changes"]?.arrayValue ?? []
            let narrowed = changes.filter { $0["kind"] == "type-narrowed" || $0["kind"] == "became-non-nullable" }
            #expect(narrowed.count == 2 && narrowed.allSatisfy { $0["breaks"] == .bool(!limited) }, "\(name): \(narrowed)")
            #expect(try Self.breaks(#"{"x": 1}"#, old: old, new: new, requests: true, in: scratch) == !limited)
            let breaking = changes.filter { $0["breaks"] == true }
            #expect(breaking.contains { $0["kind"] == "constraint-tightened" }, "\(name): \(breaking)")
            for change in breaking {
                let evidence = try #require(change["evidence"]?.stringValue, "\(change)")
                #expect(try Self.breaks(evidence, old: old, new: new, requests: true, in: scratch), "\(name): \(evidence)")
            }
        }
    }
}
