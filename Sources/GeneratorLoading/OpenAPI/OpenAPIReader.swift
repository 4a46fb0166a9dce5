import ContractJSON
import ContractSchemaCore

/// Reads one OpenAPI 3.0 or 3.1 document (JSON or YAML) into what the generator needs: the endpoint
/// declarations of one API (``EndpointFile``) and the schemas it holds (``EmbeddedSchemaSites``).
///
/// - `components.schemas` entries become top-level types named after their keys; the inline schemas
///   of request and response bodies become `<Operation>Request`, `<Operation>Response` and
///   `<Operation>Error<status>` types; a body whose schema is just a `$ref` uses the type of its target,
///   in this document or in a `*.schema.json` file beside it.
/// - Every operation becomes an endpoint named after its `operationId` (or its method and path), with
///   its path, query and header parameters, its JSON request body, the body of its 2xx response and
///   the bodies of its 4xx, 5xx and `default` responses. A body that is not JSON, or 2xx responses
///   whose bodies differ, give the raw body (`ContractClient.RawBody`, with a warning where the
///   declared types are set aside).
/// - `security` with an HTTP bearer, OAuth 2 or OpenID Connect scheme authenticates with
///   `BearerTokenMiddleware`; an `apiKey` scheme in a header or the query with `APIKeyMiddleware`.
/// - An optional `Idempotency-Key` header parameter is the endpoint's `idempotencyKey`. The extensions
///   `x-pagination` (the `pagination` object of `*.endpoints.json`), `x-idempotent`, `x-idempotency-key`
///   and `x-messages` (on an operation, the document or its only tag) carry what OpenAPI cannot say;
///   `contract-check openapi` writes them, so a contract folder exported to OpenAPI generates the same client.
///
/// OpenAPI 3.0 Schema Objects are a variant of draft 4: the document is given the draft 4 dialect, and
/// `nullable: true` is rewritten into the `null` type it means (see ``OpenAPISchema30``). Reference
/// Objects outside schemas (`#/components/parameters/...`) are followed within the document.
///
/// Every problem is a positioned diagnostic; reading goes on after one, so a run reports all.
struct OpenAPIReader {
    /// A node and its pointer in the document.
    struct Located {
        var node: JSONNode
        var pointer: JSONPointer

        func child(_ key: String) -> Located? {
            node[key].map { Located(node: $0, pointer: pointer.appending(key)) }
        }

        func element(_ index: Int) -> Located? {
            node[index].map { Located(node: $0, pointer: pointer.appending(String(index))) }
        }

        var members: [(key: String, value: Located)] {
            node.members.map { ($0.key, Located(node: $0.value, pointer: pointer.appending($0.key))) }
        }

        var elements: [Located] {
            node.elements.enumerated().map { Located(node: $0.element, pointer: pointer.appending(String($0.offset))) }
        }
    }

    /// The OpenAPI versions read.
    enum Version: Equatable {
        case openAPI30
        case openAPI31
    }

    /// The path diagnostics show.
    let path: String
    /// The path relative to the input.
    let relativePath: String
    /// The parsed document.
    let document: JSONDocument
    /// The document's URI (`file:///<relativePath>`), the base of its references.
    let fileURI: URIReference
    /// Reads the parts the endpoint declaration format shares (pagination, messages) and collects
    /// every diagnostic.
    var base: EndpointFileReader
    /// The version, once read.
    var version: Version = .openAPI31
    /// Every schema found outside a schema.
    var schemaPointers: [JSONPointer] = []
    /// The schemas that become top-level types.
    var sites: [EmbeddedSchemaSites.Site] = []
    /// The security schemes already warned about (each is reported once, not per operation).
    var reportedSchemes: Set<String> = []
    /// The references already reported as not followed (a path item is read more than once).
    var reportedReferences: Set<JSONPointer> = []

    init(path: String, relativePath: String, document: JSONDocument) {
        self.path = path
        self.relativePath = relativePath
        self.document = document
        self.fileURI = URIReference(scheme: "file", authority: "", path: "/" + relativePath, query: nil, fragment: nil)
        self.base = EndpointFileReader(path: path)
        self.base.lines = document.lineTable
    }

    /// What was found wrong.
    var diagnostics: DiagnosticCollector { base.diagnostics }

    var root: Located { Located(node: document.root, pointer: .root) }

    // MARK: Diagnostics

    mutating func error(_ message: String, at located: Located) {
        base.error(message, at: located.node)
    }

    mutating func warning(_ message: String, at located: Located) {
        base.diagnostics.emit(.warning(message, at: base.position(located.node)))
    }

    // MARK: Reading

    /// The result of reading: the document's value with its schemas in the dialect the generator
    /// reads, the schemas it holds and its endpoints.
    struct Result {
        var root: JSONValue
        var schemas: EmbeddedSchemaSites
        var endpoints: EndpointFile?
    }

    /// Reads the document, or returns `nil` after an error if it is not an OpenAPI 3.0 or 3.1 document.
    mutating func read() -> Result? {
        let root = self.root
        guard root.node.kind == .object else {
            error("an OpenAPI document must be an object", at: root)
            return nil
        }
        if root.node["swagger"] != nil {
            error(
                "Swagger 2.0 documents are not read; convert the document to OpenAPI 3 (for example with swagger2openapi)",
                at: root.child("swagger")!)
            return nil
        }
        guard let versionNode = root.child("openapi") else {
            error("missing member 'openapi' (the OpenAPI version, e.g. \"3.1.0\")", at: root)
            return nil
        }
        guard let text = versionNode.node.stringValue else {
            error("openapi must be a string such as \"3.1.0\"", at: versionNode)
            return nil
        }
        if text.hasPrefix("3.0.") || text == "3.0" {
            version = .openAPI30
        } else if text.hasPrefix("3.1.") || text == "3.1" {
            version = .openAPI31
        } else {
            error("OpenAPI \(text) is not read; write 3.0.x or 3.1.x", at: versionNode)
            return nil
        }
        checkDocument()
        let endpoints = readEndpoints()
        var value = root.node.value
        var members = value.objectValue ?? JSONObject()
        switch version {
        case .openAPI30:
            value = OpenAPISchema30.rewritten(value, schemas: schemaPointers)
            members = value.objectValue ?? JSONObject()
            members["$schema"] = .string(Draft.draft4.metaschemaURI + "#")
        case .openAPI31:
            let dialect = root.node["jsonSchemaDialect"]?.stringValue
            let known = dialect.flatMap { Draft(metaschemaURI: $0) }
            members["$schema"] = .string((known ?? .draft2020_12).metaschemaURI)
        }
        var seen: Set<JSONPointer> = []
        let unique = schemaPointers.filter { seen.insert($0).inserted }
        return Result(root: .object(members), schemas: EmbeddedSchemaSites(schemas: unique, sites: sites), endpoints: endpoints)
    }

    // MARK: References

    /// The object `located` stands for: itself, or what its `$ref` names in this document (followed up
    /// to 32 times); `nil` after a diagnostic when the reference cannot be followed.
    mutating func resolved(_ located: Located?) -> Located? {
        guard var current = located else { return nil }
        var seen = 0
        while let reference = current.node["$ref"] {
            guard let text = reference.stringValue else {
                error("$ref must be a string", at: Located(node: reference, pointer: current.pointer.appending("$ref")))
                return nil
            }
            guard text.hasPrefix("#"), let pointer = JSONPointer(uriFragment: String(text.dropFirst())),
                let index = document.index(at: pointer)
            else {
                guard reportedReferences.insert(current.pointer).inserted else { return nil }
                let what =
                    text.hasPrefix("#")
                    ? "does not exist in this document"
                    : "points outside this document, which only schemas may do here (split path items, parameters and responses are not read yet)"
                warning(
                    "$ref '\(text)' \(what); the object is left out",
                    at: Located(node: reference, pointer: current.pointer.appending("$ref")))
                return nil
            }
            seen += 1
            guard seen <= 32 else {
                error("$ref '\(text)' is part of a chain of more than 32 references (a cycle?)", at: current)
                return nil
            }
            current = Located(node: JSONNode(document: document, index: index), pointer: pointer)
        }
        return current
    }

    /// The absolute URI of the schema at `pointer` in this document.
    func uri(of pointer: JSONPointer) -> String {
        pointer.isRoot ? fileURI.description : fileURI.description + "#" + pointer.uriFragment
    }

    /// The schema a body's `schema` names, for an endpoint: its reference's target when it is only a
    /// `$ref` (with annotations), else itself as a top-level type named `siteName`.
    mutating func schemaReference(_ schema: Located, siteName: String) -> SchemaReference {
        schemaPointers.append(schema.pointer)
        let position = base.position(schema.node)
        if let reference = schema.node["$ref"]?.stringValue {
            let annotations: Set<String> = [
                "$ref", "description", "summary", "title", "$comment", "example", "examples", "deprecated", "readOnly", "writeOnly",
            ]
            if version == .openAPI30 || schema.node.members.allSatisfy({ annotations.contains($0.key) || $0.key.hasPrefix("x-") }) {
                return SchemaReference(uri: fileURI.resolving(reference).description, position: position)
            }
        }
        if !sites.contains(where: { $0.pointer == schema.pointer }) {
            // A body of a shared component is named after the component, not the first operation using it.
            let tokens = schema.pointer.tokens
            var name = siteName
            if tokens.count > 2, tokens[0] == "components" {
                name = tokens[2] + (tokens[1] == "requestBodies" ? "Request" : tokens[1] == "responses" ? "Response" : "")
            }
            sites.append(EmbeddedSchemaSites.Site(pointer: schema.pointer, name: name))
        }
        return SchemaReference(uri: uri(of: schema.pointer), position: position)
    }

    /// Records the schemas of `components`: each entry of `schemas` is a top-level type named after its
    /// key; the schemas of the other components are indexed.
    mutating func readComponentSchemas() {
        guard let components = root.child("components"), components.node.kind == .object else { return }
        if let schemas = components.child("schemas"), schemas.node.kind == .object {
            for (name, schema) in schemas.members {
                schemaPointers.append(schema.pointer)
                sites.append(EmbeddedSchemaSites.Site(pointer: schema.pointer, name: name))
            }
        }
        for kind in ["parameters", "headers"] {
            for (_, entry) in components.child(kind)?.members ?? [] {
                if let schema = entry.child("schema") { schemaPointers.append(schema.pointer) }
                indexContentSchemas(entry.child("content"))
            }
        }
        for kind in ["requestBodies", "responses"] {
            for (_, entry) in components.child(kind)?.members ?? [] {
                indexContentSchemas(entry.child("content"))
                for (_, header) in entry.child("headers")?.members ?? [] {
                    if let schema = header.child("schema") { schemaPointers.append(schema.pointer) }
                }
            }
        }
    }

    /// Indexes the schemas of a `content` map.
    mutating func indexContentSchemas(_ content: Located?) {
        for (_, media) in content?.members ?? [] {
            if let schema = media.child("schema") { schemaPointers.append(schema.pointer) }
        }
    }

    // MARK: Names

    /// `text` as a lowerCamelCase name of ASCII letters and digits (`list-pets` → `listPets`,
    /// `Pets.List` → `petsList`), or `nil` if it has no letter or digit.
    static func lowerCamelName(_ text: String) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if EndpointFileReader.isASCIILetter(scalar) || EndpointFileReader.isDigit(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return nil }
        var name = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if let lead = name.unicodeScalars.first, EndpointFileReader.isDigit(lead) { name = "operation" + name }
        return name
    }
}
