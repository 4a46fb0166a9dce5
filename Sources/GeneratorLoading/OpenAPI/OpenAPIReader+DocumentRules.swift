import ContractJSON

/// The rules of the OpenAPI document schema (`schemas/v3.1/schema.yaml`, and the 3.0 one) that the
/// generator checks on its input: the fixed fields of each object and their kinds, required fields,
/// and the constraints between fields (`example` or `examples`, `allowReserved` only in a query,
/// the styles each location allows, a non-empty server variable `enum`).
///
/// Trade-off: the package's validator could check the document against the official schema, but the
/// plugin's tool does not link the validator (every consumer compiles it); the rules are a table here
/// and the official pass and fail documents are run against them in `.ci/run`.
extension OpenAPIReader {
    /// What a field holds.
    indirect enum Kind: Sendable {
        case string, boolean, anyValue, schema, securityRequirements
        case object(String)
        case list(Kind)
        case map(Kind)
    }

    /// The fixed fields of the object `name` of the specification (none for an unknown name).
    ///
    /// A function rather than a stored table: a lazily built global would stay allocated for the life of
    /// the process, which the fuzzers' leak check reports. It is over 100 lines because it is that table:
    /// one case per object of the specification, each a literal; splitting it would scatter one table.
    static func fields(of name: String) -> [String: Kind] {
        switch name {
        case "OpenAPI":
            return [
                "openapi": .string, "info": .object("Info"), "jsonSchemaDialect": .string, "servers": .list(.object("Server")),
                "paths": .map(.object("Path Item")), "webhooks": .map(.object("Path Item")), "components": .object("Components"),
                "security": .securityRequirements, "tags": .list(.object("Tag")), "externalDocs": .object("External Documentation"),
            ]
        case "Info":
            return [
                "title": .string, "summary": .string, "description": .string, "termsOfService": .string, "contact": .object("Contact"),
                "license": .object("License"), "version": .string,
            ]
        case "Contact":
            return [
                "name": .string, "url": .string, "email": .string,
            ]
        case "License":
            return [
                "name": .string, "identifier": .string, "url": .string,
            ]
        case "Server":
            return [
                "url": .string, "description": .string, "variables": .map(.object("Server Variable")),
            ]
        case "Server Variable":
            return [
                "enum": .list(.string), "default": .string, "description": .string,
            ]
        case "Components":
            return [
                "schemas": .map(.schema), "responses": .map(.object("Response")), "parameters": .map(.object("Parameter")),
                "examples": .map(.object("Example")), "requestBodies": .map(.object("Request Body")), "headers": .map(.object("Header")),
                "securitySchemes": .map(.object("Security Scheme")), "links": .map(.object("Link")),
                "callbacks": .map(.map(.object("Path Item"))),
                "pathItems": .map(.object("Path Item")),
            ]
        case "Path Item":
            return [
                "$ref": .string, "summary": .string, "description": .string, "get": .object("Operation"), "put": .object("Operation"),
                "post": .object("Operation"), "delete": .object("Operation"), "options": .object("Operation"), "head": .object("Operation"),
                "patch": .object("Operation"), "trace": .object("Operation"), "servers": .list(.object("Server")),
                "parameters": .list(.object("Parameter")),
            ]
        case "Operation":
            return [
                "tags": .list(.string), "summary": .string, "description": .string, "externalDocs": .object("External Documentation"),
                "operationId": .string, "parameters": .list(.object("Parameter")), "requestBody": .object("Request Body"),
                "responses": .map(.object("Response")), "callbacks": .map(.map(.object("Path Item"))), "deprecated": .boolean,
                "security": .securityRequirements, "servers": .list(.object("Server")),
            ]
        case "External Documentation":
            return [
                "description": .string, "url": .string,
            ]
        case "Parameter":
            return [
                "name": .string, "in": .string, "description": .string, "required": .boolean, "deprecated": .boolean,
                "allowEmptyValue": .boolean, "style": .string, "explode": .boolean, "allowReserved": .boolean, "schema": .schema,
                "example": .anyValue, "examples": .map(.object("Example")), "content": .map(.object("Media Type")),
            ]
        case "Request Body":
            return [
                "description": .string, "content": .map(.object("Media Type")), "required": .boolean,
            ]
        case "Media Type":
            return [
                "schema": .schema, "example": .anyValue, "examples": .map(.object("Example")), "encoding": .map(.object("Encoding")),
            ]
        case "Encoding":
            return [
                "contentType": .string, "headers": .map(.object("Header")), "style": .string, "explode": .boolean,
                "allowReserved": .boolean,
            ]
        case "Response":
            return [
                "description": .string, "headers": .map(.object("Header")), "content": .map(.object("Media Type")),
                "links": .map(.object("Link")),
            ]
        case "Example":
            return [
                "summary": .string, "description": .string, "value": .anyValue, "externalValue": .string,
            ]
        case "Link":
            return [
                "operationRef": .string, "operationId": .string, "parameters": .map(.anyValue), "requestBody": .anyValue,
                "description": .string,
                "server": .object("Server"),
            ]
        case "Header":
            return [
                "description": .string, "required": .boolean, "deprecated": .boolean, "allowEmptyValue": .boolean, "style": .string,
                "explode": .boolean, "schema": .schema, "example": .anyValue, "examples": .map(.object("Example")),
                "content": .map(.object("Media Type")),
            ]
        case "Tag":
            return [
                "name": .string, "description": .string, "externalDocs": .object("External Documentation"),
            ]
        case "Security Scheme":
            return [
                "type": .string, "description": .string, "name": .string, "in": .string, "scheme": .string, "bearerFormat": .string,
                "flows": .anyValue, "openIdConnectUrl": .string,
            ]
        default:
            return [:]
        }
    }

    /// Fields that OpenAPI 3.1 added to objects 3.0 already had (the table above lists 3.1's fields).
    static let fieldsNewIn31: [String: Set<String>] = [
        "Info": ["summary"], "License": ["identifier"], "Components": ["pathItems"],
    ]

    /// The fields that Swagger 2.0 put on a parameter or header itself and OpenAPI 3 moved into its `schema`.
    static let swagger2ParameterFields: Set<String> = [
        "type", "format", "items", "collectionFormat", "default", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "enum", "multipleOf",
    ]

    /// The styles each parameter location allows.
    static let styles: [String: Set<String>] = [
        "path": ["matrix", "label", "simple"], "query": ["form", "spaceDelimited", "pipeDelimited", "deepObject"],
        "header": ["simple"], "cookie": ["form"],
    ]

    /// Checks the whole document against the rules.
    mutating func checkDocument() {
        check(root, as: "OpenAPI", depth: 0)
        let containers = version == .openAPI31 ? ["paths", "components", "webhooks"] : ["paths"]
        if !containers.contains(where: { root.node[$0] != nil }) {
            let list = containers.count == 1 ? "'paths'" : "one of 'paths', 'components' or 'webhooks'"
            error("an OpenAPI \(version == .openAPI31 ? "3.1" : "3.0") document must have \(list)", at: root)
        }
    }

    /// Checks the object at `located` as the specification's object `name` (or a Reference Object).
    mutating func check(_ located: Located, as name: String, depth: Int) {
        guard depth < 64 else { return }
        guard located.node.kind == .object else {
            error("a\(name.first.map { "AEIOU".contains($0) } == true ? "n" : "") \(name) Object must be an object", at: located)
            return
        }
        if name != "OpenAPI" && name != "Path Item", let reference = located.child("$ref") {
            if reference.node.kind != .string { error("$ref must be a string", at: reference) }
            // The specification: a Reference Object "cannot be extended with additional properties and any properties
            // added SHALL be ignored". Real documents do add them (Xero's `type: string` beside a parameter's $ref), so
            // they are read as written there: ignored, with a warning; extensions silently.
            for (key, value) in located.members where !["$ref", "summary", "description"].contains(key) && !key.hasPrefix("x-") {
                warning("'\(key)' beside $ref in a Reference Object is ignored, as the specification says", at: value)
            }
            return
        }
        let fields = Self.fields(of: name)
        for (key, value) in located.members {
            if key.hasPrefix("x-") { continue }
            guard let kind = fields[key] else {
                if name == "Path Item" && key == "$ref" { continue }
                if name == "Parameter" || name == "Header", Self.swagger2ParameterFields.contains(key) {
                    // A Swagger 2.0 habit (PayPal's customer_disputes_v1 `enum` beside a parameter's `schema`): 3.0 reads
                    // only what `schema` says, so the field is ignored, as a tool reading it by the specification would.
                    let field = "'\(key)' in \(article(name)) \(name) Object"
                    warning("\(field) is Swagger 2.0; OpenAPI 3 reads it in 'schema': ignored", at: value)
                    continue
                }
                let known = fields.keys.sorted().joined(separator: ", ")
                error("unknown field '\(key)' in \(article(name)) \(name) Object; expected one of \(known), or an x- extension", at: value)
                continue
            }
            if name == "OpenAPI" && key == "webhooks" && version == .openAPI30 {
                error("webhooks are OpenAPI 3.1; this is a 3.0 document", at: value)
            } else if version == .openAPI30, Self.fieldsNewIn31[name]?.contains(key) == true {
                // A 3.1 habit in a 3.0 document (Mermade/openapi3-examples 3.0/fail/info_summary.yaml): read as 3.1 defines it.
                warning("'\(key)' in \(article(name)) \(name) Object is OpenAPI 3.1, not 3.0; read as 3.1 defines it", at: value)
            }
            check(value, kind: kind, field: key, depth: depth + 1)
        }
        checkRules(located, as: name)
    }

    func article(_ name: String) -> String {
        name.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    }

    mutating func check(_ located: Located, kind: Kind, field: String, depth: Int) {
        switch kind {
        case .string:
            // A JSON Reference in place of a text (`description: {$ref: description.yml#/intro}`) is what bundlers
            // such as Redocly resolve everywhere; the generator does not need the text, so it is let through.
            if located.node.kind != .string && !(located.node.kind == .object && located.node["$ref"] != nil) {
                error("\(field) must be a string", at: located)
            }
        case .boolean:
            if located.node.kind != .true && located.node.kind != .false { error("\(field) must be true or false", at: located) }
        case .anyValue:
            break
        case .schema:
            let allowsBoolean = version == .openAPI31
            if located.node.kind != .object && !(allowsBoolean && (located.node.kind == .true || located.node.kind == .false)) {
                error("a Schema Object must be an object\(allowsBoolean ? " or a boolean" : "")", at: located)
            }
        case .securityRequirements:
            guard located.node.kind == .array else {
                error("\(field) must be an array of Security Requirement Objects", at: located)
                return
            }
            for requirement in located.elements {
                guard requirement.node.kind == .object else {
                    error("a Security Requirement Object must be an object mapping scheme names to scopes", at: requirement)
                    continue
                }
                for (_, scopes) in requirement.members where scopes.node.kind != .array {
                    error("the scopes of a security requirement must be an array of strings", at: scopes)
                }
            }
        case .object(let name):
            check(located, as: name, depth: depth)
        case .list(let element):
            guard located.node.kind == .array else {
                error("\(field) must be an array", at: located)
                return
            }
            for item in located.elements { check(item, kind: element, field: field, depth: depth + 1) }
        case .map(let element):
            guard located.node.kind == .object else {
                error("\(field) must be an object", at: located)
                return
            }
            if let reference = located.child("$ref") {  // a Reference Object to a map (a callback)
                if reference.node.kind != .string { error("$ref must be a string", at: reference) }
                return
            }
            for (key, value) in located.members where !(key.hasPrefix("x-") && ["paths", "responses", "webhooks"].contains(field)) {
                if field == "paths" && !key.hasPrefix("/") {
                    error("the path '\(key)' must start with '/'", at: value)
                    continue
                }
                check(value, kind: element, field: key, depth: depth + 1)
            }
        }
    }

    /// The rules between the fields of an object.
    mutating func checkRules(_ located: Located, as name: String) {
        let node = located.node
        func require(_ fields: [String]) {
            for field in fields where node[field] == nil {
                error("missing field '\(field)' in \(article(name)) \(name) Object", at: located)
            }
        }
        switch name {
        case "OpenAPI": require(["openapi", "info"])
        case "Info": require(["title", "version"])
        case "Server": require(["url"])
        case "Server Variable":
            require(["default"])
            if let values = located.child("enum"), values.node.kind == .array, values.node.elements.isEmpty {
                // 3.1 says MUST NOT (its document schema has minItems 1); 3.0 only SHOULD NOT, so a 3.0 document is
                // valid with it. The client uses the default alone, so the empty list is ignored.
                if version == .openAPI31 {
                    error("the enum of a server variable must not be empty", at: values)
                } else {
                    warning("the enum of a server variable should not be empty (OpenAPI 3.0); ignored", at: values)
                }
            } else if version == .openAPI31, let values = node["enum"]?.elements, !values.isEmpty, let fallback = located.child("default"),
                let text = fallback.node.stringValue, !values.contains(where: { $0.stringValue == text })
            {
                // 3.1: the default MUST be one of the values (Mermade/openapi3-examples 3.1/fail/server_enum_unknown.yaml).
                warning("the default of a server variable is not one of its enum's values; the client sends it as given", at: fallback)
            }
        case "License":
            if node["identifier"] != nil && node["url"] != nil { error("a License has an identifier or a url, not both", at: located) }
        case "Tag": require(["name"])
        case "Response": require(["description"])
        case "Request Body": require(["content"])
        case "Security Scheme":
            require(["type"])
            if node["in"]?.stringValue == "header", let name = located.child("name"), let text = name.node.stringValue {
                checkHeaderFieldName(text, at: name)
            }
        case "Parameter", "Header":
            if name == "Parameter" { require(["name", "in"]) }
            if node["example"] != nil && node["examples"] != nil {
                error("\(article(name)) \(name) Object has example or examples, not both", at: located.child("examples")!)
            }
            if node["schema"] != nil && node["content"] != nil {
                error("\(article(name)) \(name) Object has schema or content, not both", at: located.child("content")!)
            }
            guard name == "Parameter", let location = node["in"]?.stringValue else { return }
            guard let styles = Self.styles[location] else {
                error("in must be query, header, path or cookie", at: located.child("in")!)
                return
            }
            if location == "header", let name = located.child("name"), let text = name.node.stringValue {
                checkHeaderFieldName(text, at: name)
            }
            if location == "path" && node["required"]?.boolValue != true {
                // The specification says it must; the official document schema lets it pass, and so does this.
                warning("a path parameter should have \"required\": true (it is required all the same)", at: located)
            }
            if let style = located.child("style"), let text = style.node.stringValue, !styles.contains(text) {
                error("style \(text) is not allowed in \(location); expected one of \(styles.sorted().joined(separator: ", "))", at: style)
            }
            if location != "query", let reserved = located.child("allowReserved") {
                error("allowReserved applies only to query parameters", at: reserved)
            }
        case "Media Type":
            if node["example"] != nil && node["examples"] != nil {
                error("a Media Type Object has example or examples, not both", at: located.child("examples")!)
            }
        case "Example":
            if node["value"] != nil && node["externalValue"] != nil {
                error("an Example Object has value or externalValue, not both", at: located)
            }
        default:
            break
        }
    }

    /// An error unless `name` can be sent as a header field's name (RFC 9110 `token`).
    mutating func checkHeaderFieldName(_ name: String, at located: Located) {
        guard !EndpointFileReader.isHeaderFieldName(name) else { return }
        error(
            "header name '\(name)' is not a valid HTTP field name; "
                + "expected an RFC 9110 token (letters, digits and !#$%&'*+-.^_`|~)",
            at: located)
    }
}
