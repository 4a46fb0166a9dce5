import ContractJSON
import GeneratorLoading

/// One OpenAPI 3.1 document for a contract folder: every endpoint of its `*.endpoints.json` files as an
/// operation, and its schemas bundled into `components/schemas` or referred to as files.
///
/// What maps to what (README, "OpenAPI"):
/// - each API (`api.name`) is a tag (its title, description and `messages` as `x-messages`), its `baseURL` the
///   `servers` of its operations, and `"auth": "bearer"` the `bearerAuth` HTTP security scheme;
/// - each endpoint is the operation `method path`, `operationId` its name (with the API's name in front where
///   two APIs use one name); path and query parameters keep their JSON Schema subset; `idempotencyKey` adds
///   the optional `Idempotency-Key` header; `request` is a required JSON body; `response` the `2XX` response;
///   `errors` the responses by status, class (`4XX`) or `default`, described by the endpoint's or API's message;
/// - what OpenAPI has no field for stays as extensions: `x-pagination` (the declaration's members),
///   `x-messages`, `x-idempotent`.
///
/// The declarations come as the generator's loader reads them (``EndpointLoader``), so the export and the
/// generated client agree on what a declaration means.
struct OpenAPIExport {
    typealias Problem = ContractFolder.Problem

    let folder: ContractFolder
    let references: OpenAPISchemaReferences
    var title: String?
    var version = "1.0.0"

    /// The document, or the first problem found in the inputs.
    func document() throws(Problem) -> JSONValue {
        var paths = JSONObject()
        var tags: [JSONValue] = []
        var usesBearer = false
        let files = folder.endpoints
        var names: [String: Int] = [:]
        for file in files { for endpoint in file.endpoints { names[endpoint.name, default: 0] += 1 } }
        var apiNames: [String: String] = [:]
        for file in files {
            let api = file.api
            if let other = apiNames[api.name] {
                throw Problem(at: api.namePosition, "API \"\(api.name)\" is also declared in \(other)")
            }
            apiNames[api.name] = file.path
            tags.append(.object(Self.tag(api)))
            usesBearer = usesBearer || api.authentication == .bearer
            for endpoint in file.endpoints {
                let operationID =
                    names[endpoint.name, default: 0] > 1 ? api.name + OpenAPISchemaReferences.upperCamel(endpoint.name) : endpoint.name
                let operation = try self.operation(endpoint, of: api, id: operationID)
                var item = paths[endpoint.path]?.objectValue ?? JSONObject()
                let method = endpoint.method.rawValue.lowercased()
                if item[method] != nil {
                    throw Problem(at: endpoint.position, "\(endpoint.method.rawValue) \(endpoint.path) is declared twice in the folder")
                }
                item[method] = .object(operation)
                paths[endpoint.path] = .object(item)
            }
        }
        var info: JSONObject = [
            "title": .string(title ?? files.first.flatMap { files.count == 1 ? $0.api.title : nil } ?? "Contracts"),
            "version": .string(version),
        ]
        if files.count == 1, let description = files[0].api.description { info["description"] = .string(description) }
        var document: JSONObject = ["openapi": "3.1.0", "info": .object(info)]
        if !tags.isEmpty { document["tags"] = .array(tags) }
        document["paths"] = .object(paths)
        var components = JSONObject()
        if references.bundles { components["schemas"] = .object(try references.components()) }
        if usesBearer {
            components["securitySchemes"] = ["bearerAuth": ["type": "http", "scheme": "bearer"]]
        }
        if !components.isEmpty { document["components"] = .object(components) }
        return .object(document)
    }

    /// The tag that groups an API's operations.
    static func tag(_ api: APIEntry) -> JSONObject {
        var tag: JSONObject = ["name": .string(api.name)]
        let text = [api.title, api.description].compactMap { $0 }.joined(separator: "\n\n")
        if !text.isEmpty { tag["description"] = .string(text) }
        if !api.messages.isEmpty {
            let sorted = api.messages.sorted { $0.key < $1.key }
            tag["x-messages"] = .object(JSONObject(sorted.map { .init(key: $0.key, value: .string($0.text)) }))
        }
        return tag
    }

    /// The operation object of one endpoint.
    private func operation(_ endpoint: EndpointEntry, of api: APIEntry, id: String) throws(Problem) -> JSONObject {
        var operation: JSONObject = ["operationId": .string(id), "tags": [.string(api.name)]]
        if let summary = endpoint.summary { operation["summary"] = .string(summary) }
        if let description = endpoint.description { operation["description"] = .string(description) }
        if let baseURL = api.baseURL { operation["servers"] = [["url": .string(baseURL)]] }
        var parameters: [JSONValue] = []
        for parameter in endpoint.pathParameters { parameters.append(.object(Self.parameter(parameter, in: "path"))) }
        for parameter in endpoint.queryParameters { parameters.append(.object(Self.parameter(parameter, in: "query"))) }
        if endpoint.acceptsIdempotencyKey {
            parameters.append([
                "name": "Idempotency-Key", "in": "header", "required": false,
                "description": "A key that makes a retried request take effect once.", "schema": ["type": "string"],
            ])
        }
        if !parameters.isEmpty { operation["parameters"] = .array(parameters) }
        if let request = endpoint.requestSchema {
            operation["requestBody"] = [
                "required": true, "content": ["application/json": ["schema": ["$ref": .string(try schemaReference(request))]]],
            ]
        }
        var responses = JSONObject()
        if let response = endpoint.responseSchema {
            responses["2XX"] = [
                "description": .string(endpoint.summary ?? "Success"),
                "content": ["application/json": ["schema": ["$ref": .string(try schemaReference(response))]]],
            ]
        }
        let messages = Dictionary(endpoint.messages.map { ($0.key, $0.text) }, uniquingKeysWith: { _, last in last })
        let apiMessages = Dictionary(api.messages.map { ($0.key, $0.text) }, uniquingKeysWith: { _, last in last })
        for error in endpoint.errorSchemas {
            let key = error.key == "default" ? "default" : error.key.uppercased()
            let message = messages[error.key] ?? apiMessages[error.key] ?? "Error response"
            responses[key] = [
                "description": .string(message),
                "content": ["application/json": ["schema": ["$ref": .string(try schemaReference(error.schema))]]],
            ]
        }
        operation["responses"] = .object(responses)
        if api.authentication == .bearer { operation["security"] = [["bearerAuth": []]] }
        if let pagination = endpoint.pagination { operation["x-pagination"] = .object(Self.pagination(pagination)) }
        if !endpoint.messages.isEmpty {
            operation["x-messages"] = .object(JSONObject(endpoint.messages.map { .init(key: $0.key, value: .string($0.text)) }))
        }
        if let idempotent = endpoint.isIdempotent { operation["x-idempotent"] = .bool(idempotent) }
        return operation
    }

    /// The parameter object of a path or query parameter: `description` beside the schema, the rest of the
    /// declaration's JSON Schema subset (type, enum, bounds, default, examples) as the schema.
    static func parameter(_ parameter: ParameterEntry, in place: String) -> JSONObject {
        var object: JSONObject = ["name": .string(parameter.name), "in": .string(place), "required": .bool(parameter.isRequired)]
        if let description = parameter.description { object["description"] = .string(description) }
        var schema: JSONObject = ["type": .string(parameter.type.rawValue)]
        if let values = parameter.allowedValues { schema["enum"] = .array(values.map { .string($0) }) }
        if let minimum = parameter.minimum { schema["minimum"] = .number(JSONNumber(minimum)) }
        if let maximum = parameter.maximum { schema["maximum"] = .number(JSONNumber(maximum)) }
        if let minLength = parameter.minLength { schema["minLength"] = .number(JSONNumber(minLength)) }
        if let value = parameter.defaultValue { schema["default"] = value }
        if let examples = parameter.examples { schema["examples"] = .array(examples) }
        object["schema"] = .object(schema)
        return object
    }

    /// `x-pagination`: the declaration's `pagination` member, in the format's terms.
    static func pagination(_ pagination: PaginationEntry) -> JSONObject {
        var object = JSONObject()
        switch pagination.style {
        case .cursor(let parameter, _):
            object["style"] = "cursor"
            object["cursorParameter"] = .string(parameter)
        case .offset(let parameter, _, _):
            object["style"] = "offset"
            object["offsetParameter"] = .string(parameter)
        }
        if let limit = pagination.limitParameter { object["limitParameter"] = .string(limit) }
        object["items"] = .string(pagination.items.pointer.description)
        switch pagination.style {
        case .cursor(_, let nextCursor):
            object["nextCursor"] = .string(nextCursor.pointer.description)
        case .offset(_, let hasMore, let totalCount):
            if let hasMore { object["hasMore"] = .string(hasMore.pointer.description) }
            if let totalCount { object["totalCount"] = .string(totalCount.pointer.description) }
        }
        return object
    }

    private func schemaReference(_ reference: SchemaReference) throws(Problem) -> String {
        guard let target = references.reference(to: reference.uri) else {
            throw Problem(at: reference.position, "schema \"\(reference.uri)\" is not the $id of a schema file in the folder")
        }
        return target
    }
}
