import Foundation
import GeneratorLoading
import GeneratorPipeline
import Testing

/// Split documents keep their schemas in files the document names by `$ref` (DigitalOcean's layout):
/// those files are read with the document's rules (3.0: draft 4 with `nullable`; 3.1: the repairs of
/// 3.0 habits), each once, with warnings at their line and column in the file that holds them.
@Suite("Split OpenAPI documents")
struct OpenAPISplitDocumentTests {
    /// A folder `api` holding `files`, removed after `body`.
    static func withFolder<Value>(_ files: [String: String], _ body: (String) throws -> Value) throws -> Value {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-split-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent("api/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try body(root.appendingPathComponent("api").path)
    }

    /// The diagnostics as `<path relative to the folder>:line:col: ...`.
    static func relative(_ diagnostics: [Diagnostic], to folder: String) -> [String] {
        diagnostics.map { $0.printedLine.replacingOccurrences(of: folder + "/", with: "") }
    }

    @Test("a 3.0 document's schema files are draft 4 with nullable; a properties $ref there is warned about in its file")
    func openAPI30() throws {
        let files = [
            "openapi.yaml": """
                openapi: 3.0.3
                info: {title: Balancers, version: "1"}
                paths: {}
                components:
                  schemas:
                    Balancer: {$ref: ./models/balancer.yml}
                """,
            "models/balancer.yml": """
                allOf:
                  - $ref: base.yml
                  - type: object
                    properties:
                      $ref: 'attributes.yml#/droplet_ids'
                """,
            "models/base.yml": """
                type: object
                properties:
                  name: {type: string, nullable: true}
                  size: {type: integer, minimum: 1, exclusiveMinimum: true}
                """,
            "models/attributes.yml": "droplet_ids: {type: array, items: {type: integer}}\n",
        ]
        try Self.withFolder(files) { folder in
            let output = try GeneratorPipeline().run(.paths([folder]))
            #expect(
                Self.relative(output.diagnostics, to: folder) == [
                    "models/balancer.yml:5:7: warning: 'properties' is given as a $ref ('attributes.yml#/droplet_ids'), "
                        + "which JSON Schema does not read; left out: the properties it names are not checked or generated"
                ], "\(output.diagnostics)")
            let models = try #require(output.contents(of: "Models.swift"))
            // `nullable` read as 3.0 means it; draft 4's boolean `exclusiveMinimum` kept and compiled as such.
            #expect(models.contains("public var name: ContractModels.Nullable<Swift.String>?"), "\(models)")
            let validators = try #require(output.contents(of: "Validators.swift"))
            #expect(validators.contains("http://json-schema.org/draft-04/schema#"), "\(validators)")
            #expect(validators.filter { !$0.isWhitespace }.contains(#""exclusiveMinimum":true"#), "\(validators)")
        }
    }

    @Test("a 3.1 document's schema files are repaired, each once, with warnings in the file however often it is named")
    func openAPI31() throws {
        let files = [
            "openapi.yaml": """
                openapi: 3.1.0
                info: {title: Scores, version: "1"}
                paths:
                  /score:
                    get:
                      operationId: getScore
                      responses:
                        "200": {description: A score., content: {application/json: {schema: {$ref: ./schemas/score.yaml#/Score}}}}
                components:
                  schemas:
                    Score: {$ref: ./schemas/score.yaml#/Score}
                    Board: {$ref: ./schemas/board.yaml}
                """,
            "schemas/board.yaml": """
                type: object
                properties:
                  best: {$ref: './score.yaml#/Score'}
                """,
            "schemas/score.yaml": """
                Score:
                  type: object
                  required: [id, id]
                  properties:
                    id: {type: string}
                    value: {type: number, minimum: 0, exclusiveMinimum: true}
                    note: {type: string, nullable: true}
                """,
        ]
        try Self.withFolder(files) { folder in
            let output = try GeneratorPipeline().run(.paths([folder]))
            #expect(
                Self.relative(output.diagnostics, to: folder) == [
                    "schemas/score.yaml:6:57: warning: 'exclusiveMinimum: true' is OpenAPI 3.0; 3.1 writes the bound itself: "
                        + "read as 'exclusiveMinimum: 0'",
                    "schemas/score.yaml:7:36: warning: 'nullable' is OpenAPI 3.0; a 3.1 schema adds \"null\" to its 'type': "
                        + "read as admitting null",
                    "schemas/score.yaml:3:13: warning: 'required' lists \"id\" more than once; read once",
                ], "\(output.diagnostics)")
            let validators = try #require(output.contents(of: "Validators.swift"))
            let compact = validators.filter { !$0.isWhitespace }  // the embedded JSON without its layout
            #expect(compact.contains(#""exclusiveMinimum":0"#) && !compact.contains(#""exclusiveMinimum":true"#))
            #expect(!validators.contains("nullable"), "\(validators)")
            let models = try #require(output.contents(of: "Models.swift"))
            #expect(models.contains("public var note: ContractModels.Nullable<Swift.String>?"), "\(models)")
            // Board's member is the repaired Score type, not a value the generator could not read.
            #expect(models.contains("public var best: Score") && !models.contains("public var best: ContractModels.JSONValue"))
        }
    }
}
