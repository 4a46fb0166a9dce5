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
///   the bodies of its 4xx, 5xx and `default` responses. A body that is not JSON gives the raw body
///   (`ContractClient.RawBody`); 2xx responses whose bodies differ give one body per status
///   (`ContractClient.StatusResponse`).
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
    /// A node, its pointer, and which part of the document (``parts``) it is in.
    struct Located {
        var node: JSONNode
        var pointer: JSONPointer
        /// The index of its file in ``OpenAPIReader/parts``: 0 for the document itself.
        var part = 0

        func child(_ key: String) -> Located? {
            node[key].map { Located(node: $0, pointer: pointer.appending(key), part: part) }
        }

        func element(_ index: Int) -> Located? {
            node[index].map { Located(node: $0, pointer: pointer.appending(String(index)), part: part) }
        }

        var members: [(key: String, value: Located)] {
            node.members.map { ($0.key, Located(node: $0.value, pointer: pointer.appending($0.key), part: part)) }
        }

        var elements: [Located] {
            node.elements.enumerated().map { Located(node: $0.element, pointer: pointer.appending(String($0.offset)), part: part) }
        }
    }

    /// One file of the document: the document itself, or a file its Reference Objects name (a split
    /// document keeps path items, parameters and responses in other files).
    struct Part {
        var path: String
        var relativePath: String
        var document: JSONDocument
        var fileURI: URIReference
        var lines: SourceLineTable
        /// Every schema found outside a schema in this file.
        var schemaPointers: [JSONPointer] = []
        /// The schemas of this file that become top-level types.
        var sites: [EmbeddedSchemaSites.Site] = []

        init(path: String, relativePath: String, document: JSONDocument) {
            self.path = path
            self.relativePath = relativePath
            self.document = document
            self.fileURI = URIReference(scheme: "file", authority: "", path: "/" + relativePath, query: nil, fragment: nil)
            self.lines = document.lineTable
        }
    }

    /// Reads a file a Reference Object names, by its path relative to the input (`nil`: not found, or
    /// outside the input).
    typealias FileReader = (String) -> SchemaLoader.Source?

    /// The OpenAPI versions read.
    enum Version {
        case openAPI30
        case openAPI31
    }

    /// The document (index 0) and the files its Reference Objects named, in the order first named.
    var parts: [Part]
    /// Reads the files Reference Objects name; `nil` for documents given in memory.
    let readFile: FileReader?
    /// The path diagnostics show.
    var path: String { parts[0].path }
    /// The path relative to the input.
    var relativePath: String { parts[0].relativePath }
    /// The parsed document.
    var document: JSONDocument { parts[0].document }
    /// The document's URI (`file:///<relativePath>`), the base of its references.
    var fileURI: URIReference { parts[0].fileURI }
    /// Reads the parts the endpoint declaration format shares (pagination, messages) and collects
    /// every diagnostic.
    var base: EndpointFileReader
    /// The version, once read.
    var version: Version = .openAPI31
    /// The security schemes already warned about (each is reported once, not per operation).
    var reportedSchemes: Set<String> = []
    /// The references already reported as not followed (a path item is read more than once).
    var reportedReferences: Set<JSONPointer> = []
    /// How many ``value(at:inPart:)`` walks are under way, each within a reference of the one before.
    var referenceWalkDepth = 0

    init(path: String, relativePath: String, document: JSONDocument, readFile: FileReader? = nil) {
        self.parts = [Part(path: path, relativePath: relativePath, document: document)]
        self.readFile = readFile
        self.base = EndpointFileReader(path: path)
        self.base.lines = parts[0].lines
    }

    /// What was found wrong.
    var diagnostics: DiagnosticCollector { base.diagnostics }

    var root: Located { Located(node: document.root, pointer: .root) }

    // MARK: Diagnostics

    /// The file, line and column of `located`.
    func position(_ located: Located) -> SourcePosition {
        let part = parts[located.part]
        let location = located.node.document.location(ofNodeAt: located.node.index, using: part.lines)
        return SourcePosition(path: part.path, line: location.line, column: location.column)
    }

    mutating func error(_ message: String, at located: Located) {
        base.diagnostics.emit(.error(message, at: position(located)))
    }

    mutating func warning(_ message: String, at located: Located) {
        base.diagnostics.emit(.warning(message, at: position(located)))
    }

    /// Runs `body` with the shared reader pointed at the file of `part`, so that what it reports
    /// (pagination, messages) is positioned in that file.
    mutating func withBase<Value>(in part: Int, _ body: (inout EndpointFileReader) -> Value) -> Value {
        let saved = (base.path, base.lines)
        (base.path, base.lines) = (parts[part].path, parts[part].lines)
        defer { (base.path, base.lines) = saved }
        return body(&base)
    }

    /// Records the schema at `located` (indexed with its file).
    mutating func recordSchema(_ located: Located) {
        parts[located.part].schemaPointers.append(located.pointer)
    }

    // MARK: Reading

    /// The result of reading: the files with their values (schemas in the dialect the generator reads)
    /// and the schemas they hold, and the endpoints.
    struct Result {
        /// The document's file (first), then the other files of a split document, each holding the
        /// schemas found in it.
        var files: [SchemaFile]
        var endpoints: EndpointFile?
        /// How the schema files the document's schemas name are read.
        var rules: OpenAPISchemaRepairs.Rules
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
        let dialect: String
        switch version {
        case .openAPI30:
            dialect = Draft.draft4.metaschemaURI + "#"
        case .openAPI31:
            let declared = root.node["jsonSchemaDialect"]?.stringValue
            dialect = (declared.flatMap { Draft(metaschemaURI: $0) } ?? .draft2020_12).metaschemaURI
        }
        let rules = OpenAPISchemaRepairs.Rules(is31: version == .openAPI31, dialect: dialect)
        // Each file's value, its schemas in the dialect the generator reads, named by that dialect.
        func holder(_ part: Part) -> (JSONValue, EmbeddedSchemaSites, [OpenAPISchemaRepairs.Finding]) {
            var seen: Set<JSONPointer> = []
            let unique = part.schemaPointers.filter { seen.insert($0).inserted }
            let (value, findings) = OpenAPISchemaRepairs.read(part.document.root.value, schemas: unique, rules: rules)
            return (value, EmbeddedSchemaSites(schemas: unique, sites: part.sites), findings)
        }
        let files = parts.indices.map { index in
            let part = parts[index]
            let (value, schemas, findings) = holder(part)
            for finding in findings {
                let found = part.document.index(at: finding.pointer)
                let node = found.map { JSONNode(document: part.document, index: $0) } ?? part.document.root
                warning(finding.message, at: Located(node: node, pointer: finding.pointer, part: index))
            }
            return SchemaFile(
                path: part.path, relativePath: part.relativePath, document: part.document, root: value, uri: part.fileURI,
                embeddedSchemas: schemas, lines: part.lines)
        }
        return Result(files: files, endpoints: endpoints, rules: rules)
    }

    // MARK: References

    /// The object `located` stands for: itself, or what its `$ref` names in this document (followed up
    /// to 32 times); `nil` after a diagnostic when the reference cannot be followed.
    mutating func resolved(_ located: Located?) -> Located? {
        guard var current = located else { return nil }
        var seen = 0
        while let reference = current.node["$ref"] {
            let at = Located(node: reference, pointer: current.pointer.appending("$ref"), part: current.part)
            guard let text = reference.stringValue else {
                error("$ref must be a string", at: at)
                return nil
            }
            let fragment =
                text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
            let part = text.hasPrefix("#") ? current.part : self.part(named: text, from: current.part)
            guard let part, let pointer = ReferenceTarget.pointer(inFragment: fragment), let target = value(at: pointer, inPart: part) else {
                guard reportedReferences.insert(current.pointer).inserted else { return nil }
                let what = text.hasPrefix("#") || part != nil ? "names nothing in its file" : "names no readable file inside the input"
                warning("$ref '\(text)' \(what); the object is left out", at: at)
                return nil
            }
            seen += 1
            guard seen <= 32 else {
                error("$ref '\(text)' is part of a chain of more than 32 references (a cycle?)", at: current)
                return nil
            }
            current = target
        }
        return current
    }

    /// The value `pointer` names in part `part`; a `$ref` met on the way is followed (a component map
    /// kept in a file of its own, ContractSchemaCore's ``PointerWalk``), up to 32 deep.
    mutating func value(at pointer: JSONPointer, inPart part: Int) -> Located? {
        let document = parts[part].document
        if let index = document.index(at: pointer) {
            return Located(node: JSONNode(document: document, index: index), pointer: pointer, part: part)
        }
        guard referenceWalkDepth < 32 else { return nil }
        referenceWalkDepth += 1
        defer { referenceWalkDepth -= 1 }
        return PointerWalk.node(
            at: pointer, from: Located(node: document.root, pointer: .root, part: part), member: { $0.child($1) },
            element: { $0.element($1) }, follow: { $0.node["$ref"] == nil ? nil : resolved($0) })
    }

    /// The part a reference to another file names (read and parsed on first use), relative to the file of
    /// part `from`; `nil` if it cannot be read (outside the input, missing, broken: a broken file is an error).
    mutating func part(named reference: String, from: Int) -> Int? {
        guard let readFile, parts.count < 1_000 else { return nil }
        let directory = parts[from].relativePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard let relative = OpenAPIReferencedFiles.target(of: reference, from: directory) else { return nil }
        if let known = parts.firstIndex(where: { $0.relativePath == relative }) { return known }
        guard let source = readFile(relative) else { return nil }
        var diagnostics = DiagnosticCollector()
        guard let document = source.parse(reporting: &diagnostics) else {
            for diagnostic in diagnostics.diagnostics { base.diagnostics.emit(diagnostic) }
            return nil
        }
        parts.append(Part(path: source.path, relativePath: relative, document: document))
        return parts.count - 1
    }

    /// The absolute URI of the schema at `located`.
    func uri(of located: Located) -> String {
        let file = parts[located.part].fileURI.description
        return located.pointer.isRoot ? file : file + "#" + located.pointer.uriFragment
    }

    /// The schema a body's `schema` names, for an endpoint: its reference's target when it is only a
    /// `$ref` (with annotations), else itself as a top-level type named `siteName`.
    mutating func schemaReference(_ schema: Located, siteName: String) -> SchemaReference {
        recordSchema(schema)
        let position = self.position(schema)
        if let reference = schema.node["$ref"]?.stringValue {
            let annotations: Set<String> = [
                "$ref", "description", "summary", "title", "$comment", "example", "examples", "deprecated", "readOnly", "writeOnly",
            ]
            if version == .openAPI30 || schema.node.members.allSatisfy({ annotations.contains($0.key) || $0.key.hasPrefix("x-") }) {
                return SchemaReference(uri: parts[schema.part].fileURI.resolving(reference).description, position: position)
            }
        }
        if !parts[schema.part].sites.contains(where: { $0.pointer == schema.pointer }) {
            // A body of a shared component is named after the component, not the first operation using it.
            let tokens = schema.pointer.tokens
            var name = siteName
            if tokens.count > 2, tokens[0] == "components" {
                name = tokens[2] + (tokens[1] == "requestBodies" ? "Request" : tokens[1] == "responses" ? "Response" : "")
            }
            parts[schema.part].sites.append(EmbeddedSchemaSites.Site(pointer: schema.pointer, name: name))
        }
        return SchemaReference(uri: uri(of: schema), position: position)
    }

    /// Records the schemas of `components`: each entry of `schemas` is a top-level type named after its
    /// key; the schemas of the other components are indexed. A map may be a `$ref` to a file holding it
    /// (Redocly's split layout: `schemas: {$ref: ./schemas/_index.yaml}`).
    mutating func readComponentSchemas() {
        guard let components = root.child("components"), components.node.kind == .object else { return }
        if let schemas = componentMap("schemas") {
            for (name, schema) in schemas.members {
                recordSchema(schema)
                parts[schema.part].sites.append(EmbeddedSchemaSites.Site(pointer: schema.pointer, name: name))
            }
        }
        for kind in ["parameters", "headers"] {
            for (_, entry) in componentMap(kind)?.members ?? [] {
                if let schema = entry.child("schema") { recordSchema(schema) }
                indexContentSchemas(entry.child("content"))
            }
        }
        for kind in ["requestBodies", "responses"] {
            for (_, entry) in componentMap(kind)?.members ?? [] {
                indexContentSchemas(entry.child("content"))
                for (_, header) in entry.child("headers")?.members ?? [] {
                    if let schema = header.child("schema") { recordSchema(schema) }
                }
            }
        }
    }

    /// The map `components.<kind>`, or what its `$ref` names; `nil` when there is none (or after a
    /// diagnostic when it cannot be followed).
    mutating func componentMap(_ kind: String) -> Located? {
        guard let map = resolved(root.child("components")?.child(kind)), map.node.kind == .object else { return nil }
        return map
    }

    /// Indexes the schemas of a `content` map.
    mutating func indexContentSchemas(_ content: Located?) {
        for (_, media) in content?.members ?? [] {
            if let schema = media.child("schema") { recordSchema(schema) }
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
