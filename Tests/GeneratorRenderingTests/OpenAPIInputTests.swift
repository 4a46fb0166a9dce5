import Foundation
import GeneratorLoading
import GeneratorPipeline
import Testing

/// OpenAPI documents as generator input: what a team with an `openapi.yaml` gets, and the errors and
/// warnings it sees at the document's lines and columns.
@Suite("OpenAPI input")
struct OpenAPIInputTests {
    static func run(_ files: [String: String]) throws(GeneratorError) -> GeneratorOutput {
        let sources = files.sorted { $0.key < $1.key }.map {
            SchemaLoader.Source(path: "/api/" + $0.key, relativePath: $0.key, bytes: Array($0.value.utf8))
        }
        return try GeneratorPipeline().run(.sources(sources))
    }

    static let petstore = """
        openapi: 3.0.3
        info:
          title: Pet store
          version: 1.0.0
        servers:
          - url: https://pets.example/v{version}
            variables:
              version: {default: "2"}
        security:
          - key: []
        paths:
          /pets:
            get:
              operationId: list-pets
              parameters:
                - {name: limit, in: query, schema: {type: integer, maximum: 100, default: 20}}
                - {name: tag, in: query, schema: {type: array, items: {type: string}}}
                - {name: X-Request-ID, in: header, required: true, schema: {type: string}}
                - {name: weight, in: query, schema: {type: number}}
              responses:
                "200":
                  description: A page of pets.
                  content:
                    application/json:
                      schema:
                        type: array
                        items: {$ref: "#/components/schemas/Pet"}
                default:
                  description: An error.
                  content:
                    application/json:
                      schema: {$ref: "#/components/schemas/Error"}
            post:
              operationId: createPet
              requestBody:
                content:
                  application/json:
                    schema: {$ref: "#/components/schemas/Pet"}
              responses:
                "201": {description: Created without a body.}
          /pets/{petId}/photo:
            put:
              operationId: uploadPhoto
              parameters:
                - {name: petId, in: path, required: true, schema: {type: string}}
              requestBody:
                content:
                  image/png: {}
              responses:
                "204": {description: Stored.}
        components:
          securitySchemes:
            key: {type: apiKey, in: header, name: X-API-Key}
          schemas:
            Pet:
              type: object
              required: [id, name]
              properties:
                id: {type: integer, format: int64}
                name: {type: string}
                nickname: {type: string, nullable: true}
            Error:
              type: object
              properties:
                message: {type: string}
        """

    @Test("an OpenAPI 3.0 document generates its models, typed endpoints, raw bodies and API-key authentication")
    func petstoreGenerates() throws {
        let output = try Self.run(["petstore.openapi.yaml": Self.petstore])
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        let models = try #require(output.contents(of: "Models.swift"))
        #expect(models.contains("public struct Pet:"))
        #expect(models.contains("- Remark: Generated from petstore.openapi.yaml#/components/schemas/Pet"))
        // nullable: true admits null: the property keeps null apart from absent.
        #expect(models.contains("public var nickname: ContractModels.Nullable<Swift.String>?"), "\(models)")
        #expect(endpoints.contains("public enum PetstoreAPI: ContractClient.APIDefinition"))
        #expect(endpoints.contains(#"public static let baseURL = ContractModels.CheckedLiteral.url("https://pets.example/v2")"#))
        #expect(endpoints.contains(#"ContractClient.APIKeyMiddleware(name: "X-API-Key", in: .header, key: key)"#))
        #expect(endpoints.contains("public struct ListPets: ContractClient.Endpoint"))
        #expect(endpoints.contains("public typealias Response = ListPetsResponse"))
        #expect(endpoints.contains("public var limit: Swift.Int"))
        #expect(endpoints.contains("limit: Swift.Int = 20"))
        #expect(endpoints.contains("public var tag: [Swift.String]"))
        #expect(endpoints.contains("public var weight: Swift.Double?"))
        #expect(endpoints.contains(#"parts.query += self.tag.map { ContractClient.QueryItem(name: "tag", value: $0) }"#))
        #expect(endpoints.contains(#"parts.headers["X-Request-ID"] = self.xRequestID"#))
        #expect(endpoints.contains("public typealias ErrorBody = Error"))
        // 201 without a body, and a PNG upload: the raw bodies.
        let create = try #require(endpoints.range(of: "public struct CreatePet:")).lowerBound
        #expect(endpoints[create...].contains("public typealias Response = ContractClient.RawBody"))
        let upload = String(endpoints[try #require(endpoints.range(of: "public struct UploadPhoto:")).lowerBound...])
        #expect(upload.contains("public var body: ContractClient.RequestBody"))
        #expect(upload.contains("method: .put"))
        #expect(upload.contains(#"path: "/pets/{petId}/photo""#))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    }

    @Test("a broken document is refused at its line and column; a valid one is never refused, with warnings where precision is lost")
    func diagnosticsPointAtTheDocument() throws {
        do {
            _ = try Self.run(["openapi.yaml": "openapi: 3.1.0\ninfo:\n  title: T\n  version: '1'\nservers:\n  url: /v1\npaths: {}\n"])
            Issue.record("a document whose servers is not an array was accepted")
        } catch {
            #expect(
                error.diagnostics.map(\.printedLine).contains { $0.contains("openapi.yaml:6:3: error: servers must be an array") },
                "\(error.diagnostics)")
        }
        let output = try Self.run([
            "openapi.yaml": """
            openapi: 3.1.0
            info: {title: Jobs, version: '1'}
            paths:
              /jobs:
                post:
                  responses:
                    "200":
                      description: Done.
                      content:
                        application/json:
                          schema: {type: object, properties: {id: {type: string}}}
                    "202": {description: Accepted without a body.}
            """
        ])
        // 2xx responses with different bodies: a typed value per status, nothing to warn about.
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public struct PostJobs:"))
        #expect(endpoints.contains("public enum Response: Swift.Hashable, Swift.Sendable, ContractClient.StatusResponse"), "\(endpoints)")
        #expect(endpoints.contains("case ok(PostJobsResponse200)"), "\(endpoints)")
        #expect(endpoints.contains("case accepted(ContractClient.RawBody)"), "\(endpoints)")
        #expect(endpoints.contains("default: return .undocumented(status: status, raw)"), "\(endpoints)")
    }

    @Test("a body's $ref by file path reaches a schema file known by its https $id")
    func referenceByFilePath() throws {
        let output = try Self.run([
            "openapi.yaml": """
                openapi: 3.1.0
                info: {title: T, version: "1"}
                paths:
                  /me:
                    get:
                      operationId: me
                      responses:
                        "200":
                          description: Me.
                          content:
                            application/json:
                              schema: {$ref: people/person.schema.json}
                """,
            "people/person.schema.json":
                #"{"$id": "https://example.com/person.schema.json", "type": "object", "properties": {"name": {"type": "string"}}}"#,
        ])
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public typealias Response = Person"), "\(endpoints)")
    }

    @Test("an operation named like a schema is renamed with a warning, and a */* body with a schema is JSON")
    func operationNamedLikeASchema() throws {
        let output = try Self.run([
            "openapi.yaml": """
                openapi: 3.0.1
                info: {title: Users, version: "1"}
                paths:
                  /users:
                    post:
                      operationId: createUser
                      requestBody:
                        content:
                          application/json:
                            schema: {$ref: "#/components/schemas/CreateUser"}
                      responses:
                        "200":
                          description: The user.
                          content:
                            "*/*":
                              schema: {$ref: "#/components/schemas/User"}
                components:
                  schemas:
                    CreateUser: {type: object, properties: {name: {type: string}}}
                    User: {type: object, properties: {id: {type: integer}}}
                """
        ])
        let endpoints = try #require(output.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public struct CreateUserOperation: ContractClient.Endpoint"))
        #expect(endpoints.contains("public typealias Response = User"))
        #expect(endpoints.contains("public var body: CreateUser"))
        let warning = try #require(output.diagnostics.first).printedLine
        #expect(warning.contains("openapi.yaml:6:7: warning: the endpoint 'createUser' would generate the type 'CreateUser'"), "\(warning)")
    }

    @Test("a document split into files: the YAML files its $refs name are read, and none outside its folder")
    func splitDocument() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-split-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("api")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("schemas"), withIntermediateDirectories: true)
        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(path))
        }
        try write("outside.yaml", "type: string\n")
        try write("api/schemas/Pet.yaml", "type: object\nproperties:\n  owner: {$ref: Owner.yaml}\n")
        try write("api/schemas/Owner.yaml", "type: object\nproperties:\n  name: {type: string}\n")
        try write("api/schemas/common.yaml", "Error:\n  type: object\n  properties:\n    message: {type: string}\n")
        try write("api/openapi.yaml", """
            openapi: 3.1.0
            info: {title: Split, version: "1"}
            paths:
              /pet:
                get:
                  operationId: getPet
                  responses:
                    "200":
                      description: The pet.
                      content: {application/json: {schema: {$ref: schemas/Pet.yaml}}}
                    default:
                      description: An error.
                      content: {application/json: {schema: {$ref: "./schemas/common.yaml#/Error"}}}
            """)
        let output = try GeneratorPipeline().run(.paths([folder.path]))
        let models = try #require(output.contents(of: "Models.swift"))
        #expect(models.contains("public struct Pet:") && models.contains("public struct Owner:") && models.contains("public struct Error:"))
        #expect(try #require(output.contents(of: "Endpoints.swift")).contains("public typealias Response = Pet"))

        try write("api/openapi.yaml", """
            openapi: 3.1.0
            info: {title: Escape, version: "1"}
            paths:
              /name:
                get:
                  responses:
                    "200":
                      description: A name.
                      content: {application/json: {schema: {$ref: ../outside.yaml}}}
            """)
        #expect(throws: GeneratorError.self) { _ = try GeneratorPipeline().run(.paths([folder.path])) }

        // Path items, parameters and responses in other files (the layout of Redocly's starter).
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("paths"), withIntermediateDirectories: true)
        try write("api/paths/pet.yaml", """
            parameters:
              - {$ref: "../openapi.yaml#/components/parameters/Id"}
            get: {$ref: get-pet.yaml}
            """)
        // An operation in a file of its own (DigitalOcean's layout; OpenAPI itself allows Reference Objects
        // only for path items, but bundlers resolve them).
        try write("api/paths/get-pet.yaml", """
            operationId: getPetByID
            responses:
              "200":
                description: The pet.
                content: {application/json: {schema: {$ref: ../schemas/Pet.yaml}}}
              "404": {$ref: ../responses.yaml#/NotFound}
            """)
        try write("api/responses.yaml", """
            NotFound:
              description: No such pet.
              content: {application/json: {schema: {$ref: "schemas/common.yaml#/Error"}}}
            """)
        try write("api/openapi.yaml", """
            openapi: 3.1.0
            info: {title: Split, version: "1"}
            paths:
              /pets/{id}: {$ref: paths/pet.yaml}
            components:
              parameters:
                Id: {name: id, in: path, required: true, schema: {type: integer}}
            """)
        let split = try GeneratorPipeline().run(.paths([folder.path]))
        let endpoints = try #require(split.contents(of: "Endpoints.swift"))
        #expect(endpoints.contains("public struct GetPetByID: ContractClient.Endpoint"), "\(endpoints)")
        #expect(endpoints.contains("- Remark: Generated from paths/get-pet.yaml"))
        #expect(endpoints.contains("public var id: Swift.Int"))
        #expect(endpoints.contains("public typealias Response = Pet"))
        #expect(endpoints.contains("public typealias ErrorBody = Error"))
        #expect(split.diagnostics.isEmpty, "\(split.diagnostics)")
    }

    @Test("a discriminator without mapping takes the component names; one an alternative does not require still tells them apart")
    func discriminatorsAsOpenAPIMeansThem() throws {
        let output = try Self.run([
            "openapi.yaml": """
                openapi: 3.0.3
                info: {title: Pets, version: "1"}
                paths: {}
                components:
                  schemas:
                    Pet:
                      oneOf: [{$ref: "#/components/schemas/Cat"}, {$ref: "#/components/schemas/Dog"}]
                      discriminator: {propertyName: pet_type}
                    Cat:
                      type: object
                      required: [pet_type]
                      properties: {pet_type: {type: string}, hunts: {type: boolean}}
                    Dog:
                      type: object
                      required: [pet_type]
                      properties: {pet_type: {type: string}, bark: {type: boolean}}
                    Item:
                      oneOf: [{$ref: "#/components/schemas/Track"}, {$ref: "#/components/schemas/Episode"}]
                      discriminator: {propertyName: type, mapping: {episode: Episode}}
                    Track: {type: object, properties: {type: {type: string, enum: [track]}}}
                    Episode: {type: object, properties: {type: {type: string}}}
                    Flags: {type: object, properties: {on: {enum: [true, false]}}}
                """
        ])
        let models = try #require(output.contents(of: "Models.swift"))
        let fast = try #require(output.contents(of: "FastDecoding.swift"))
        // Each tag, then the alternative it selects (`Codable` runs the same fast decoder).
        #expect(fast.contains(try Regex(#"tag, "Cat"\) \{\s+self = \.cat\(try view\.decode\(\s*Cat\.self"#)), "\(fast)")
        #expect(fast.contains(try Regex(#"tag, "track"\) \{\s+self = \.track\(try view\.decode\(\s*Track\.self"#)))
        #expect(fast.contains(try Regex(#"tag, "episode"\) \{\s+self = \.episode\(try view\.decode\(\s*Episode\.self"#)))
        #expect(models.contains("public var on: Swift.Bool?"))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    }

    @Test("a security scheme the client does not apply is reported once, however many operations use it")
    func securityWarningOnce() throws {
        let output = try Self.run([
            "openapi.yaml": """
                openapi: 3.0.1
                info: {title: Basic, version: "1"}
                components:
                  securitySchemes:
                    basicAuth: {type: http, scheme: basic}
                paths:
                  /a: {get: {security: [{basicAuth: []}], responses: {"204": {description: Done.}}}}
                  /b: {get: {security: [{basicAuth: []}], responses: {"204": {description: Done.}}}}
                """
        ])
        #expect(output.diagnostics.count == 1, "\(output.diagnostics)")
        #expect(output.diagnostics.first?.printedLine.contains("the security scheme 'basicAuth' (http) is not applied") == true)
    }

    @Test("Swagger 2.0 is refused with what to do")
    func swaggerIsRefused() {
        #expect(throws: GeneratorError.self) {
            _ = try Self.run(["openapi.json": #"{"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {}}"#])
        }
    }
}
