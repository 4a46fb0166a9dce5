import Foundation
import GeneratorLoading
import GeneratorPipeline
import GeneratorTranslation
import Testing

/// What real vendor documents do that a hand-written example does not: 3.0 habits in 3.1 documents, schemas
/// named like the types generated endpoints declare, component maps in files of their own, alternatives
/// sharing a tag. Each is read soundly, with a warning at its line and column, or refused there.
@Suite("Real OpenAPI documents")
struct OpenAPIRealDocumentTests {
    static func descriptions(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.printedLine) }

    @Test("3.0 habits in a 3.1 document are warned about at their keyword and read as meant; the embedded schema compiles")
    func openAPI30HabitsIn31() throws {
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.1.0
                info: {title: Habits, version: "1"}
                paths: {}
                components:
                  schemas:
                    Score:
                      type: object
                      required: [id, id, total]
                      properties:
                        id: {type: string}
                        value: {type: number, minimum: 0, exclusiveMinimum: true}
                        cap: {type: number, exclusiveMaximum: false}
                        note: {type: string, nullable: true}
                """
        ])
        let warnings = Self.descriptions(output.diagnostics)
        #expect(
            warnings == [
                "/api/openapi.yaml:11:61: warning: 'exclusiveMinimum: true' is OpenAPI 3.0; 3.1 writes the bound itself: "
                    + "read as 'exclusiveMinimum: 0'",
                "/api/openapi.yaml:12:47: warning: 'exclusiveMaximum' must be a number in OpenAPI 3.1 (a boolean is 3.0's form); "
                    + "false adds nothing: ignored",
                "/api/openapi.yaml:13:40: warning: 'nullable' is OpenAPI 3.0; a 3.1 schema adds \"null\" to its 'type': "
                    + "read as admitting null",
                "/api/openapi.yaml:8:17: warning: 'required' lists \"id\" more than once; read once",
                "/api/openapi.yaml:8:17: warning: 'total' is required but 'properties' does not declare it: "
                    + "the generated type has no member for it",
            ], "\(warnings)")
        // The embedded JSON without its layout (what fits on a line is written compact).
        let validators = try #require(output.contents(of: "Validators.swift")).filter { !$0.isWhitespace }
        #expect(validators.contains(#""exclusiveMinimum":0"#) && !validators.contains(#""exclusiveMinimum":true"#))
        #expect(!validators.contains("exclusiveMaximum") && !validators.contains("nullable"))
        #expect(validators.contains(#""required":["#) && !validators.contains(#""id","id""#))
        let models = try #require(output.contents(of: "Models.swift"))
        #expect(models.contains("public var note: ContractModels.Nullable<Swift.String>?"), "\(models)")
    }

    @Test("a discriminator property whose values a $ref'd enum gives is read through the $ref, not by schema names")
    func discriminatorValuesThroughReference() throws {
        // PagerDuty's REST document (PagerDuty/api-schema reference/REST/openapiv3.json): the runner bodies' `runner_type`
        // is a $ref to one enum of both values and the discriminator has no mapping. Read as the schema names, the valid
        // example `"runner_type": "sidecar"` was refused as an unknown runner_type.
        func document(_ sidecar: String, _ runbook: String) -> String {
            """
            openapi: 3.0.2
            info: {title: Runners, version: "1"}
            paths: {}
            components:
              schemas:
                Runner:
                  oneOf: [{$ref: "#/components/schemas/Sidecar"}, {$ref: "#/components/schemas/Runbook"}]
                  discriminator: {propertyName: runner_type}
                Sidecar:
                  type: object
                  required: [runner_type]
                  properties: {runner_type: {$ref: "#/components/schemas/\(sidecar)"}}
                Runbook:
                  type: object
                  required: [runner_type, runbook_base_uri]
                  properties: {runner_type: {$ref: "#/components/schemas/\(runbook)"}, runbook_base_uri: {type: string}}
                RunnerType: {type: string, enum: [sidecar, runbook]}
                SidecarType: {type: string, enum: [sidecar]}
                RunbookType: {type: string, enum: [runbook]}
            """
        }
        let shared = try OpenAPIInputTests.run(["openapi.yaml": document("RunnerType", "RunnerType")])
        #expect(
            Self.descriptions(shared.diagnostics) == [
                "/api/openapi.yaml:8:22: warning: discriminator 'runner_type' has the value 'sidecar' for alternatives 0 and 1; "
                    + "the alternatives are told apart by trying each in turn"
            ])
        let tried = try #require(shared.contents(of: "FastDecoding.swift"))
        #expect(!tried.contains("unknown runner_type") && !tried.contains("\"Sidecar\""), "\(tried)")
        let distinct = try OpenAPIInputTests.run(["openapi.yaml": document("SidecarType", "RunbookType")])
        #expect(Self.descriptions(distinct.diagnostics).isEmpty)
        let tagged = try #require(distinct.contents(of: "FastDecoding.swift"))
        #expect(tagged.contains("stringEquals(view, tag, \"sidecar\")") && tagged.contains("stringEquals(view, tag, \"runbook\")"))
        #expect(!tagged.contains("\"Sidecar\""), "the schema names are not the values")
    }

    @Test("an empty server-variable enum is a warning in OpenAPI 3.0 (SHOULD NOT) and an error in 3.1 (MUST NOT)")
    func emptyServerVariableEnum() throws {
        // Mermade/openapi3-examples 3.0/pass/server_enum_empty.yaml, with paths (which 3.0 requires).
        func document(_ version: String) -> String {
            """
            openapi: \(version)
            info: {title: API, version: 1.0.0}
            servers:
              - url: https://example.com/{var}
                variables:
                  var: {enum: [], default: a}
            paths: {}
            """
        }
        let lenient = try OpenAPIInputTests.run(["openapi.yaml": document("3.0.0")])
        #expect(
            Self.descriptions(lenient.diagnostics) == [
                "/api/openapi.yaml:6:19: warning: the enum of a server variable should not be empty (OpenAPI 3.0); ignored"
            ])
        #expect(try #require(lenient.contents(of: "Endpoints.swift")).contains("https://example.com/a"))
        #expect(throws: GeneratorError.self) { try OpenAPIInputTests.run(["openapi.yaml": document("3.1.0")]) }
    }

    @Test("a parameter listed twice in one list is a warning naming it, not silently replaced; an operation's overrides its path's")
    func duplicateParameterIsWarned() throws {
        // Mermade/openapi3-examples 3.0/fail/duplicateParameter.yaml: `test` in query twice, string then integer.
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.0.0
                info: {title: Duplicates, version: 1.0.0}
                paths:
                  /test:
                    parameters:
                      - {name: page, in: query, schema: {type: string}}
                    get:
                      operationId: same
                      parameters:
                        - {name: page, in: query, schema: {type: integer}}
                        - {name: test, in: query, schema: {type: string}}
                        - {name: test, in: query, schema: {type: integer}}
                      responses:
                        "200": {description: OK}
                """
        ])
        #expect(
            Self.descriptions(output.diagnostics) == [
                "/api/openapi.yaml:12:11: warning: the query parameter 'test' is listed twice; the later one is used"
            ])
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public var test: Swift.Int?") && endpoints.contains("public var page: Swift.Int?"), "\(endpoints)")
    }

    @Test("3.1 fields in a 3.0 document and a 3.1 server default outside its enum are located warnings, read soundly")
    func versionHabitsInServersAndInfo() throws {
        // Mermade/openapi3-examples 3.0/fail/info_summary.yaml, license_identifier.yaml and 3.1/fail/server_enum_unknown.yaml.
        let older = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.0.0
                info: {title: API, version: 1.0.0, summary: My lovely API, license: {name: Apache, identifier: Apache-2.0}}
                paths: {}
                """
        ])
        #expect(
            Self.descriptions(older.diagnostics) == [
                "/api/openapi.yaml:2:45: warning: 'summary' in an Info Object is OpenAPI 3.1, not 3.0; read as 3.1 defines it",
                "/api/openapi.yaml:2:96: warning: 'identifier' in a License Object is OpenAPI 3.1, not 3.0; read as 3.1 defines it",
            ])
        let newer = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.1.0
                info: {title: API, version: 1.0.0}
                servers:
                  - url: https://example.com/{var}
                    variables:
                      var: {enum: [a], default: b}
                paths: {}
                """
        ])
        #expect(
            Self.descriptions(newer.diagnostics) == [
                "/api/openapi.yaml:6:33: warning: the default of a server variable is not one of its enum's values; the client sends it as given"
            ])
        #expect(try #require(newer.contents(of: "Endpoints.swift")).contains("https://example.com/b"))
    }

    @Test("fields beside $ref in a Reference Object are ignored with a warning, as the specification says, not refused")
    func referenceObjectSiblingsAreIgnored() throws {
        // Xero's accounting document (XeroAPI/Xero-OpenAPI xero_accounting.yaml) writes `type: string` beside 28 $refs.
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.0.0
                info: {title: Siblings, version: "1"}
                paths:
                  /accounts:
                    parameters:
                      - $ref: "#/components/parameters/tenant"
                        type: string
                    get:
                      operationId: getAccounts
                      responses:
                        "200":
                          $ref: "#/components/responses/accounts"
                          x-note: kept out of the way
                components:
                  parameters:
                    tenant: {name: tenant, in: header, required: true, schema: {type: string}}
                  responses:
                    accounts:
                      description: The accounts
                      content:
                        application/json:
                          schema: {type: object, properties: {name: {type: string}}}
                """
        ])
        #expect(
            Self.descriptions(output.diagnostics) == [
                "/api/openapi.yaml:7:15: warning: 'type' beside $ref in a Reference Object is ignored, as the specification says"
            ])
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("tenant"), "the referenced parameter is generated")
    }

    @Test("Swagger 2.0 fields on a parameter or header beside its schema are ignored with a warning, not refused")
    func swagger2ParameterFieldsAreIgnored() throws {
        // PayPal's customer_disputes_v1.json (paypal/paypal-rest-api-specifications) writes `enum` beside the `schema`
        // of its `dispute_state` query parameter; a comma-separated list of states is valid, so it must not constrain.
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.0.3
                info: {title: Disputes, version: "1"}
                paths:
                  /disputes:
                    get:
                      operationId: listDisputes
                      parameters:
                        - name: dispute_state
                          in: query
                          schema: {type: string, pattern: "^[0-9A-Z_,]+$"}
                          enum: [RESOLVED, APPEALABLE]
                      responses:
                        "200":
                          description: OK
                          headers:
                            Paypal-Debug-Id: {schema: {type: string}, format: uuid}
                """
        ])
        #expect(
            Self.descriptions(output.diagnostics) == [
                "/api/openapi.yaml:11:17: warning: 'enum' in a Parameter Object is Swagger 2.0; OpenAPI 3 reads it in 'schema': ignored",
                "/api/openapi.yaml:16:63: warning: 'format' in a Header Object is Swagger 2.0; OpenAPI 3 reads it in 'schema': ignored",
            ])
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public var disputeState: Swift.String?"), "\(endpoints)")
        // Any other unknown field is still refused at its position.
        let document = """
            openapi: 3.0.3
            info: {title: Disputes, version: "1"}
            paths:
              /disputes:
                get:
                  parameters: [{name: state, in: query, schema: {type: string}, values: [A]}]
                  responses: {"200": {description: OK}}
            """
        let error = #expect(throws: GeneratorError.self) { _ = try OpenAPIInputTests.run(["openapi.yaml": document]) }
        let messages = Self.descriptions(error?.diagnostics ?? [])
        let refused = "/api/openapi.yaml:6:77: error: unknown field 'values' in a Parameter Object"
        #expect(messages.first?.hasPrefix(refused) == true, "\(messages)")
    }

    @Test("a schema naming OpenAPI 3.1's own dialect in $schema is read as draft 2020-12 and generates, not refused")
    func openAPIDialectIsRead() throws {
        // As in the OpenAPI 3.1 document schema's own pass test json_schema_dialect.yaml.
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.1.0
                info: {title: Dialect, version: "1"}
                jsonSchemaDialect: https://spec.openapis.org/oas/3.1/dialect/base
                paths: {}
                components:
                  schemas:
                    Tagged:
                      $schema: https://spec.openapis.org/oas/3.1/dialect/WORK-IN-PROGRESS
                      type: object
                      properties:
                        name: {type: string}
                """
        ])
        #expect(output.diagnostics.isEmpty, "\(Self.descriptions(output.diagnostics))")
        let validators = try #require(output.contents(of: "Validators.swift"))
        #expect(!validators.contains("spec.openapis.org/oas/3.1/dialect") && validators.contains("draft/2020-12/schema"))
        #expect(try #require(output.contents(of: "Models.swift")).contains("public var name: Swift.String?"))
    }

    @Test("a properties map given as a $ref (a bundler's extension) is left out with a warning; the rest compiles")
    func propertiesGivenAsReference() throws {
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.0.3
                info: {title: Bundled, version: "1"}
                paths: {}
                components:
                  schemas:
                    Balancer:
                      allOf:
                        - {type: object, properties: {name: {type: string}}}
                        - type: object
                          properties:
                            $ref: 'attributes.yml#/droplet_ids'
                """
        ])
        #expect(
            Self.descriptions(output.diagnostics) == [
                "/api/openapi.yaml:11:13: warning: 'properties' is given as a $ref ('attributes.yml#/droplet_ids'), "
                    + "which JSON Schema does not read; left out: the properties it names are not checked or generated"
            ])
        #expect(try #require(output.contents(of: "Models.swift")).contains("public var name: Swift.String?"))
    }

    @Test("an embedded schema the runtime validator cannot compile is an error at its line and column, not a trap at run time")
    func uncompilableSchemaIsLocated() throws {
        let sources = [
            SchemaLoader.Source(
                path: "/s/bad.schema.json", relativePath: "bad.schema.json",
                bytes: Array(
                    (#"{"$id": "https://t.test/bad.schema.json", "type": "object","# + "\n"
                        + #" "properties": {"a": {"type": "array", "minItems": "2"}}}"#).utf8))
        ]
        let error = #expect(throws: GeneratorError.self) { _ = try GeneratorPipeline().run(.sources(sources)) }
        let messages = Self.descriptions(error?.diagnostics ?? [])
        #expect(messages.count == 1)
        let expected = "/s/bad.schema.json:2:52: error: the runtime validator cannot compile this schema: "
        #expect(messages.first?.hasPrefix(expected) == true, "\(messages)")
        // Without the validators output nothing is embedded, so nothing is refused.
        let modelsOnly = GeneratorPipeline(GeneratorConfiguration(outputs: [.models]))
        #expect(try modelsOnly.run(.sources(sources)).contents(of: "Models.swift") != nil)
    }

    @Test("schemas named Response, API, Item and ErrorBody do not collide with what each endpoint declares")
    func namesEndpointsDeclare() throws {
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.1.0
                info: {title: Names, version: "1"}
                paths:
                  /responses/{id}:
                    get:
                      operationId: getResponse
                      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                      responses:
                        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/Response"}}}}
                        default: {description: error, content: {application/json: {schema: {$ref: "#/components/schemas/ErrorBody"}}}}
                  /items:
                    post:
                      operationId: addItem
                      requestBody: {content: {application/json: {schema: {$ref: "#/components/schemas/Body"}}}}
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema: {type: array, items: {$ref: "#/components/schemas/Item"}}
                components:
                  schemas:
                    Response: {type: object, properties: {api: {$ref: "#/components/schemas/API"}}}
                    API: {type: string}
                    Item: {type: object, properties: {name: {type: string}}}
                    ErrorBody: {type: object, properties: {message: {type: string}}}
                    Body: {type: object, properties: {item: {$ref: "#/components/schemas/Item"}}}
                """
        ])
        let models = try #require(output.contents(of: "Models.swift"))
        for name in ["Response_", "Item_", "ErrorBody_", "Body"] { #expect(models.contains("public struct \(name): "), "\(name)") }
        #expect(models.contains("public typealias API_ = Swift.String"))
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public typealias Response = Response_"))
        #expect(endpoints.contains("public typealias ErrorBody = ErrorBody_"))
        #expect(endpoints.contains("public typealias Response = AddItemResponse"))
        #expect(models.contains("public typealias AddItemResponse = [Item_]"))
        #expect(endpoints.contains("public var body: Body"))
        for line in endpoints.split(separator: "\n") where line.contains("typealias") {
            let parts = line.split(separator: " ").map(String.init)
            if let alias = parts.firstIndex(of: "typealias") { #expect(parts[alias + 1] != parts.last, "\(line)") }
        }
    }

    @Test("component maps kept in files of their own (Redocly's layout) give the real types, with $refs between files in any order")
    func referencedComponentMaps() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-maps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["api/schemas", "api/paths", "api/components"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: root.appendingPathComponent(path)) }
        try write("api/schemas/_index.yaml", "Game:\n  $ref: ./Game.yaml\nPlayer:\n  $ref: ./Player.yaml\n")
        // Game names Player before the index does, Player names Game back.
        try write("api/schemas/Game.yaml", "type: object\nproperties:\n  white: {$ref: ./Player.yaml}\n  id: {type: string}\n")
        try write("api/schemas/Player.yaml", "type: object\nproperties:\n  name: {type: string}\n  last: {$ref: ./Game.yaml}\n")
        try write("api/components/parameters.yaml", "GameId: {name: gameId, in: path, required: true, schema: {type: string}}\n")
        try write("api/paths/game.yaml", """
            get:
              operationId: getGame
              parameters: [{$ref: "../openapi.yaml#/components/parameters/GameId"}]
              responses:
                "200": {description: The game., content: {application/json: {schema: {$ref: ../schemas/Game.yaml}}}}
            """)
        try write("api/openapi.yaml", """
            openapi: 3.1.0
            info: {title: Games, version: "1"}
            paths:
              /game/{gameId}: {$ref: ./paths/game.yaml}
            components:
              schemas: {$ref: ./schemas/_index.yaml}
              parameters: {$ref: ./components/parameters.yaml}
            """)
        let output = try GeneratorPipeline().run(.paths([root.appendingPathComponent("api").path]))
        let models = try #require(output.contents(of: "Models.swift"))
        // The types are the files', named after their components; no alias of a `$ref` member.
        #expect(models.contains("public struct Game: ") && models.contains("public struct Player: "), "\(models)")
        #expect(!models.contains("typealias"), "\(models)")
        #expect(models.contains("public var white: Player?") && models.contains("public var last: Game?"))
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public var gameID: Swift.String"), "\(endpoints)")
        #expect(endpoints.contains("public typealias Response = Game"))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")

        try write("api/openapi.yaml", """
            openapi: 3.1.0
            info: {title: Games, version: "1"}
            paths: {}
            components:
              schemas: {$ref: ./schemas/missing.yaml}
            """)
        let missing = try GeneratorPipeline().run(.paths([root.appendingPathComponent("api").path]))
        let unread = "openapi.yaml:5:19: warning: $ref './schemas/missing.yaml' names no readable file inside the input"
        #expect(Self.descriptions(missing.diagnostics).contains { $0.contains(unread) }, "\(missing.diagnostics)")
    }

    @Test("alternatives sharing a discriminator value get a warning and are tried in turn: no repeated case")
    func sharedTagValues() throws {
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.1.0
                info: {title: Tags, version: "1"}
                paths: {}
                components:
                  schemas:
                    Item:
                      oneOf:
                        - {$ref: "#/components/schemas/Input"}
                        - {$ref: "#/components/schemas/Output"}
                        - {$ref: "#/components/schemas/Call"}
                      discriminator: {propertyName: type}
                    Input:
                      type: object
                      required: [type, role]
                      properties: {type: {enum: [message]}, role: {const: user}}
                    Output:
                      {type: object, required: [type, id], properties: {type: {enum: [message]}, id: {type: string}}}
                    Call: {type: object, required: [type], properties: {type: {const: call}}}
                """
        ])
        #expect(
            Self.descriptions(output.diagnostics) == [
                "/api/openapi.yaml:11:22: warning: discriminator 'type' has the value 'message' for alternatives 0 and 1; "
                    + "the alternatives are told apart by trying each in turn"
            ])
        let models = try #require(output.contents(of: "Models.swift"))
        #expect(models.components(separatedBy: #"case "message""#).count <= 2, "\(models)")
        for alternative in ["case input(Input)", "case output(Output)", "case call(Call)"] {
            #expect(models.contains(alternative), "\(models)")
        }
    }

    @Test("subtypes that include their base in allOf while the base lists them in oneOf are read as inheritance, with a warning")
    func inheritanceLoop() throws {
        // HubSpot's CRM Exports document (HubSpot/HubSpot-public-api-spec-collection at 99893791383254f5,
        // PublicApiSpecs/CRM/Exports/Rollouts/.../2025-09/exports.json), as springdoc writes Jackson subtypes: the base
        // lists its subtypes in oneOf, each subtype includes the base in allOf. As written each applies the other to
        // the same value forever, and the validator refused the document (8 of HubSpot's 457 documents).
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.0.1
                info: {title: Exports, version: "1"}
                paths: {}
                components:
                  schemas:
                    PublicExportRequest:
                      properties: {}
                      example: null
                      oneOf:
                        - {$ref: "#/components/schemas/PublicExportViewRequest"}
                        - {$ref: "#/components/schemas/PublicExportListRequest"}
                    PublicExportViewRequest:
                      allOf:
                        - {$ref: "#/components/schemas/PublicExportRequest"}
                        - type: object
                          required: [exportType, exportName]
                          properties: {exportType: {type: string, enum: [VIEW]}, exportName: {type: string}}
                    PublicExportListRequest:
                      allOf:
                        - {$ref: "#/components/schemas/PublicExportRequest"}
                        - type: object
                          required: [exportType, listId]
                          properties: {exportType: {type: string, enum: [LIST]}, listId: {type: string}}
                """
        ])
        let warning = { (line: Int) in
            "/api/openapi.yaml:\(line):11: warning: 'PublicExportRequest' lists this schema in its 'oneOf' and this schema "
                + "includes 'PublicExportRequest' in 'allOf': as written, each applies the other to the same value forever; "
                + "read as inheritance: this schema takes 'PublicExportRequest' without its 'oneOf'"
        }
        #expect(Self.descriptions(output.diagnostics) == [warning(14), warning(20)])
        let models = try #require(output.contents(of: "Models.swift"))
        #expect(models.contains("public var listId: Swift.String"))
        // The subtypes' own tags tell them apart (in the one decoder, which Codable also runs).
        let decoders = try #require(output.contents(of: "FastDecoding.swift"))
        for (tag, name) in [("VIEW", "view"), ("LIST", "list")] {
            let expected = #"ContractModels.ViewDecoding.stringEquals(view, tag, "\#(tag)") {"# + "\n" + "            self = .\(name)("
            #expect(decoders.contains(expected), "\(expected)")
        }
        // The embedded schemas compile (the generator compiles them first): each subtype holds the base's
        // properties, not its oneOf.
        let validators = try #require(output.contents(of: "Validators.swift")).filter { !$0.isWhitespace }
        #expect(validators.contains(#""allOf":[{"properties":{}},"#), "\(validators)")
    }

    @Test("a $ref to a document on the web is an error that says how to provide it; the copy it asks for resolves it")
    func remoteReferenceSaysHowToProvideIt() throws {
        // Zalando's RESTful API guidelines (widely followed) have every API answer errors with
        // `$ref: https://opensource.zalando.com/problem/schema.yaml#/Problem`.
        let document = """
            openapi: 3.0.3
            info: {title: Remote, version: "1"}
            paths:
              /things:
                get:
                  responses:
                    default:
                      description: problem
                      content:
                        application/problem+json:
                          schema: {$ref: "https://opensource.zalando.com/problem/schema.yaml#/Problem"}
            """
        let error = #expect(throws: GeneratorError.self) { _ = try OpenAPIInputTests.run(["openapi.yaml": document]) }
        #expect(
            Self.descriptions(error?.diagnostics ?? []) == [
                "/api/openapi.yaml:11:30: error: unresolvable $ref 'https://opensource.zalando.com/problem/schema.yaml#/Problem' "
                    + "(resolves to 'https://opensource.zalando.com/problem/schema.yaml#/Problem', which no loaded schema defines); "
                    + "nothing is downloaded: save that document among the schemas as <name>.schema.json (or .yaml) with "
                    + "\"$id\": \"https://opensource.zalando.com/problem/schema.yaml\""
            ])
        let copy = """
            $id: https://opensource.zalando.com/problem/schema.yaml
            Problem:
              type: object
              properties: {type: {type: string, format: uri}, title: {type: string}, status: {type: integer}}
            """
        let output = try OpenAPIInputTests.run(["openapi.yaml": document, "problem.schema.yaml": copy])
        #expect(output.diagnostics.isEmpty)
        #expect(try #require(output.contents(of: "Models.swift")).contains("public var status: Swift.Int?"))
    }

    @Test("a union reached again through a struct that takes its owner's members is one type, not a $ref cycle")
    func unionReachedThroughInheritingStruct() throws {
        // Elasticsearch's serverless document (elastic/elasticsearch-specification at 9d9b9a521cc1, output/openapi/
        // elasticsearch-serverless-openapi.json): `_types.Script.source` is `allOf: [$ref ScriptSource]`, a union one of
        // whose alternatives leads to a schema that includes `Script` in `allOf`. Its members are translated again
        // there while `source`'s chain was followed, and the document was refused as "this $ref cycle never reaches a
        // schema that defines a type".
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.0.3
                info: {title: Cycle, version: "1"}
                paths: {}
                components:
                  schemas:
                    Script:
                      type: object
                      properties:
                        source:
                          description: The script source.
                          allOf: [{$ref: '#/components/schemas/ScriptSource'}]
                    ScriptSource:
                      oneOf: [{type: string}, {$ref: '#/components/schemas/SearchRequestBody'}]
                    SearchRequestBody:
                      type: object
                      properties:
                        runtime: {$ref: '#/components/schemas/RuntimeField'}
                    RuntimeField:
                      allOf:
                        - {$ref: '#/components/schemas/Script'}
                        - {type: object, properties: {lang: {type: string}}}
                """
        ])
        #expect(output.diagnostics.isEmpty, "\(Self.descriptions(output.diagnostics))")
        let models = try #require(output.contents(of: "Models.swift"))
        #expect(models.components(separatedBy: "public var source: ScriptSource?").count == 3, "\(models)")
    }

    @Test("a warning about a schema several operations share is printed once")
    func sharedParameterWarnsOnce() throws {
        // Elasticsearch's `timeout` parameter ($ref _types.Duration, a union of strings) is shared by 57 operations;
        // its warning was printed once per operation that declares it twice (840 lines, 543 distinct).
        let output = try OpenAPIInputTests.run([
            "openapi.yaml": """
                openapi: 3.0.3
                info: {title: Shared, version: "1"}
                paths:
                  /a:
                    get:
                      parameters: [{$ref: '#/components/parameters/timeout'}]
                      responses: {"204": {description: ok}}
                    post:
                      parameters: [{$ref: '#/components/parameters/timeout'}]
                      responses: {"204": {description: ok}}
                components:
                  parameters:
                    timeout: {in: query, name: timeout, schema: {type: object, properties: {s: {type: integer}}}}
                """
        ])
        let warnings = Self.descriptions(output.diagnostics)
        #expect(warnings.count == 1 && warnings[0].contains("the parameter 'timeout' has a schema"), "\(warnings)")
    }

    @Test("a pattern the validator cannot compile is read as browsers read it, or left unchecked, with a warning; never refused")
    func patternsOutsideUnicodeMode() throws {
        // PayPal's REST documents (paypal/paypal-rest-api-specifications at ec4d8f36a6ab, openapi/checkout_orders_v2.json
        // and invoicing_v2.json): an e-mail pattern with a lone ']' (a lost backslash), which ECMA-262's Unicode mode
        // refuses and its web grammar reads as the character, and Java's `(?i)`. JSON Schema says a pattern SHOULD
        // be ECMA-262, so neither makes the schema invalid; both documents were refused.
        let email = String(decoding: try JSONEncoder().encode(#"(?:[a-z]+|\"(?:[\x01-\x08]|\[\x01-\x09\x0b])*\")@[a-z]+"#), as: UTF8.self)
        let output = try OpenAPIInputTests.run([
            "openapi.json": """
                {"openapi": "3.0.3", "info": {"title": "Patterns", "version": "1"}, "paths": {},
                 "components": {"schemas": {"Payer": {"type": "object", "properties": {
                   "email": {"type": "string", "pattern": \(email)},
                   "method": {"type": "string", "pattern": "(?i)^(pay|details)$"}}}}}}
                """
        ])
        #expect(
            Self.descriptions(output.diagnostics) == [
                "/api/openapi.json:3:43: warning: the pattern is not valid in ECMA-262's Unicode mode (unmatched ']' at offset 42); "
                    + "read as web browsers' ECMAScript reads it (Annex B): a lone bracket, or a dash beside a class escape, stands for itself",
                "/api/openapi.json:4:44: warning: 'pattern' is not an ECMA-262 regular expression "
                    + "(pattern modifiers are not supported at offset 0): not checked",
            ])
        let validators = try #require(output.contents(of: "Validators.swift"))
        #expect(validators.contains(#"\\x0b\\])*"#), "\(validators)")
        #expect(!validators.contains("(?i)"))
        // Hostile: 100,000 lone brackets are not escaped one compile at a time; the pattern is left unchecked.
        let brackets = String(repeating: "a]", count: 100_000)
        let hostile = try OpenAPIInputTests.run([
            "openapi.json": #"{"openapi": "3.0.3", "info": {"title": "P", "version": "1"}, "paths": {}, "#
                + #""components": {"schemas": {"S": {"type": "string", "pattern": "\#(brackets)"}}}}"#
        ])
        #expect(Self.descriptions(hostile.diagnostics).map { $0.contains("is not an ECMA-262 regular expression") } == [true])
    }

    @Test("a header name that is not an RFC 9110 token is an error at the name, for parameters and API keys")
    func headerNames() throws {
        let document = """
            openapi: 3.1.0
            info: {title: Headers, version: "1"}
            paths:
              /a:
                get:
                  parameters: [{name: "X-Trace\\r\\nInjected: 1", in: header, schema: {type: string}}]
                  responses: {"204": {description: none}}
            components:
              securitySchemes:
                key: {type: apiKey, in: header, name: "Api Key"}
            """
        let error = #expect(throws: GeneratorError.self) { _ = try OpenAPIInputTests.run(["openapi.yaml": document]) }
        let messages = Self.descriptions(error?.diagnostics ?? [])
        #expect(
            messages == [
                #"/api/openapi.yaml:6:27: error: header name 'X-Trace\r\nInjected: 1' is not a valid HTTP field name; "#
                    + #"expected an RFC 9110 token (letters, digits and !#$%&'*+-.^_`|~)"#,
                #"/api/openapi.yaml:10:43: error: header name 'Api Key' is not a valid HTTP field name; "#
                    + #"expected an RFC 9110 token (letters, digits and !#$%&'*+-.^_`|~)"#,
            ], "\(messages)")
    }
}
