import ContractCheckKit
import Foundation
import Testing

/// Schema sets as repositories lay them out: SchemaStore's `<name>.json` schema files naming each other by
/// absolute `$id` (a copy of a few real files, see `SchemaStore/SOURCE.md`), and two schemas declaring one `$id`.
@Suite struct SchemaStoreLayoutTests {
    static let store = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SchemaStore").path
    static let schemas = store + "/schemas/json"
    static let package = schemas + "/package.json"

    /// A package.json whose `quikrun` member breaks quikrun.json's schema, reached through
    /// `$ref: "https://www.schemastore.org/quikrun.json"`.
    static let badQuikrun = #"{"name": "app", "quikrun": {"clear_terminal": "yes"}}"#

    @Test("--schema FILE resolves an absolute $ref to the sibling file whose $id it is, and follows it")
    func schemaFileFindsSiblingsByIdentifier() throws {
        let valid = check(["validate", "--schema", Self.package, Self.store + "/test/package"])
        #expect(valid.status == 0, "\(valid.errorOutput)")
        #expect(valid.output.contains("2 valid, 0 invalid"))
        let invalid = check(["validate", "--schema", Self.package, Self.store + "/negative_test/package"])
        #expect(invalid.status == 1)
        let scratch = try Scratch()
        let payload = try scratch.write("package.json", Self.badQuikrun)
        let followed = check(["validate", "--schema", Self.package, payload])
        #expect(followed.status == 1, "\(followed.output)\(followed.errorOutput)")
        #expect(followed.output.contains("/quikrun/clear_terminal"))
    }

    @Test(
        "--schemas takes a folder of <name>.json schemas (recognised by $schema), a file or a pattern; --schema FILE still finds siblings")
    func schemasFoldersFilesAndPatterns() throws {
        let scratch = try Scratch()
        let payload = try scratch.write("package.json", Self.badQuikrun)
        for schemas in [Self.schemas, Self.schemas + "/quikrun.json", Self.schemas + "/*.json"] {
            let run = check(["validate", "--schemas", schemas, "--schema", Self.package, payload])
            #expect(run.status == 1, "--schemas \(schemas): \(run.output)\(run.errorOutput)")
            #expect(run.output.contains("/quikrun/clear_terminal"), "--schemas \(schemas)")
        }
        let byIdentifier = check(["validate", "--schemas", Self.schemas, "--schema", "https://json.schemastore.org/package.json", payload])
        #expect(byIdentifier.status == 1, "\(byIdentifier.errorOutput)")
        // A payload in the folder is not taken for a schema: its `$schema` names no draft.
        try scratch.write(
            "set/quikrun.json", String(decoding: try Data(contentsOf: URL(fileURLWithPath: Self.schemas + "/quikrun.json")), as: UTF8.self))
        try scratch.write("set/config.json", #"{"$schema": "https://www.schemastore.org/quikrun.json", "clear_terminal": true}"#)
        let mixed = check(["validate", "--schemas", scratch.path + "/set", scratch.path + "/set/config.json"])
        #expect(mixed.status == 0, "\(mixed.output)\(mixed.errorOutput)")
    }

    @Test("lint DIR and diff DIR DIR read a folder of <name>.json schemas")
    func lintAndDiffReadSchemaStoreFolders() {
        let lint = check(["lint", Self.schemas])
        #expect(lint.output.contains("linted 11 schemas"), "\(lint.output)\(lint.errorOutput)")
        #expect(!lint.output.contains("dangling-ref"))
        let diff = check(["diff", Self.schemas, Self.schemas])
        #expect(diff.status == 0, "\(diff.output)\(diff.errorOutput)")
    }

    @Test("two schemas with one $id are an error naming both places, in validate and lint")
    func duplicateIdentifiersAreLocatedErrors() throws {
        let scratch = try Scratch()
        try scratch.write("schemas/a.schema.json", "{\n  \"$id\": \"https://x.test/same.json\",\n  \"type\": \"string\"\n}")
        try scratch.write("schemas/b.schema.json", "{\n  \"type\": \"integer\",\n  \"$id\": \"https://x.test/same.json\"\n}")
        let payload = try scratch.write("p.json", "5")
        let validate = check(["validate", "--schemas", scratch.path + "/schemas", "--schema", "https://x.test/same.json", payload])
        #expect(validate.status == 2)
        #expect(validate.errorOutput.contains("b.schema.json:3:10: duplicate $id \"https://x.test/same.json\" (also declared at "))
        #expect(validate.errorOutput.contains("a.schema.json:2:10)"))
        let lint = check(["lint", scratch.path + "/schemas"])
        #expect(lint.status == 1)
        #expect(lint.output.contains("duplicate-id"))
        #expect(lint.output.contains("is declared twice (also at \(scratch.path)/schemas/a.schema.json:2:10)"))
    }

    // SchemaStore in 2024: jekyll.json copied two of base.json's definitions with their `$id`s and referenced base.json
    // for a third; `validate --schema jekyll.json` refused it as a duplicate $id.
    @Test("a neighbour read for a reference may repeat an $id of the named schema: a warning, the named schema keeps it")
    func neighbourRepeatingAnIdentifierIsAWarning() throws {
        let scratch = try Scratch()
        try scratch.write(
            "set/base.json",
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://x.test/base.json", "definitions": {"#
                + "\n" + #""flag": {"$id": "flag", "type": ["boolean", "null"]}, "zone": {"type": "string", "minLength": 2}}}"#)
        try scratch.write(
            "set/app.json",
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://x.test/app.json", "definitions": {"#
                + #""flag": {"$id": "flag", "type": "boolean"}}, "properties": {"quiet": {"$ref": "flag"}, "#
                + #""zone": {"$ref": "https://x.test/base.json#/definitions/zone"}}}"#)
        let good = try scratch.write("good.json", #"{"quiet": true, "zone": "UTC"}"#)
        let named = check(["validate", "--schema", scratch.path + "/set/app.json", good])
        #expect(named.status == 0, "\(named.output)\(named.errorOutput)")
        let warning = "warning: \(scratch.path)/set/base.json:2:17: $id \"https://x.test/flag\" is declared again at "
        #expect(named.errorOutput.contains(warning + "\(scratch.path)/set/app.json:1:122, which references to it mean"))
        // The named schema's declaration is the one its reference means (base.json's would allow null).
        let null = try scratch.write("null.json", #"{"quiet": null, "zone": "U"}"#)
        let invalid = check(["validate", "--verbose", "--schema", scratch.path + "/set/app.json", null])
        #expect(invalid.status == 1)
        #expect(invalid.output.contains("/quiet"))
        #expect(invalid.output.contains("/zone"))
        // Both files named by the user: which one the `$id` names would depend on the order they were read.
        let both = check(["validate", "--schemas", scratch.path + "/set", "--schema", "https://x.test/app.json", good])
        #expect(both.status == 2)
        #expect(both.errorOutput.contains("duplicate $id \"https://x.test/flag\""))
    }

    @Test("a schema claiming an official metaschema's URI gets a warning and does not replace the bundled metaschema")
    func officialMetaschemaClaims() throws {
        let scratch = try Scratch()
        try scratch.write("schemas/meta.schema.json", #"{"$id": "http://json-schema.org/draft-07/schema#", "type": "integer"}"#)
        try scratch.write(
            "schemas/thing.schema.json", #"{"$id": "https://x.test/thing.json", "$ref": "http://json-schema.org/draft-07/schema#"}"#)
        // A valid draft-07 schema, and not an integer: checked against the bundled metaschema, it passes.
        let payload = try scratch.write("p.json", #"{"type": "string"}"#)
        let run = check(["validate", "--schemas", scratch.path + "/schemas", "--schema", "https://x.test/thing.json", payload])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.errorOutput.contains("warning: "))
        #expect(run.errorOutput.contains("is an official metaschema's URI"))
        let lint = check(["lint", scratch.path + "/schemas"])
        #expect(lint.output.contains("is an official metaschema's URI"))
    }
}
