import ContractJSON

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
/// - what OpenAPI has no field for stays as extensions: `x-pagination` (the declaration as written),
///   `x-messages`, `x-idempotent`.
struct OpenAPIExport {
    typealias Problem = ContractFolder.Problem

    let folder: ContractFolder
    let references: OpenAPISchemaReferences
    var title: String?
    var version = "1.0.0"

    /// The methods the endpoints format allows.
    static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// The document, or the first problem found in the inputs.
    func document() throws(Problem) -> JSONValue {
        var paths = JSONObject()
        var tags: [JSONValue] = []
        var usesBearer = false
        let apis = try folder.endpoints.map { file throws(Problem) in try EndpointsReader(file: file).read() }
        var names: [String: Int] = [:]
        for api in apis { for endpoint in api.endpoints { names[endpoint.name, default: 0] += 1 } }
        var apiNames: [String: String] = [:]
        for api in apis {
            if let other = apiNames[api.name] {
                throw Problem(path: api.file.path, location: api.location, message: "API \"\(api.name)\" is also declared in \(other)")
            }
            apiNames[api.name] = api.file.path
            tags.append(.object(api.tag))
            usesBearer = usesBearer || api.bearer
            for endpoint in api.endpoints {
                let operationID =
                    names[endpoint.name, default: 0] > 1 ? api.name + OpenAPISchemaReferences.upperCamel(endpoint.name) : endpoint.name
                let operation = try self.operation(endpoint, of: api, id: operationID)
                var item = paths[endpoint.path]?.objectValue ?? JSONObject()
                let method = endpoint.method.lowercased()
                if item[method] != nil {
                    throw Problem(
                        path: api.file.path, location: endpoint.location,
                        message: "\(endpoint.method) \(endpoint.path) is declared twice in the folder")
                }
                item[method] = .object(operation)
                paths[endpoint.path] = .object(item)
            }
        }
        var info: JSONObject = [
            "title": .string(title ?? apis.first.flatMap { apis.count == 1 ? $0.title : nil } ?? "Contracts"),
            "version": .string(version),
        ]
        if apis.count == 1, let description = apis[0].description { info["description"] = .string(description) }
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

    /// The operation object of one endpoint.
    private func operation(_ endpoint: EndpointsReader.Endpoint, of api: EndpointsReader.API, id: String) throws(Problem) -> JSONObject {
        var operation: JSONObject = ["operationId": .string(id), "tags": [.string(api.name)]]
        if let summary = endpoint.summary { operation["summary"] = .string(summary) }
        if let description = endpoint.description { operation["description"] = .string(description) }
        if let baseURL = api.baseURL { operation["servers"] = [["url": .string(baseURL)]] }
        var parameters: [JSONValue] = []
        for parameter in endpoint.pathParameters { parameters.append(.object(parameter.object(in: "path", required: true))) }
        for parameter in endpoint.query { parameters.append(.object(parameter.object(in: "query", required: parameter.required))) }
        if endpoint.idempotencyKey {
            parameters.append([
                "name": "Idempotency-Key", "in": "header", "required": false,
                "description": "A key that makes a retried request take effect once.", "schema": ["type": "string"],
            ])
        }
        if !parameters.isEmpty { operation["parameters"] = .array(parameters) }
        if let request = endpoint.request {
            operation["requestBody"] = [
                "required": true, "content": ["application/json": ["schema": ["$ref": .string(try schemaReference(request))]]],
            ]
        }
        var responses: JSONObject = [
            "2XX": [
                "description": .string(endpoint.summary ?? "Success"),
                "content": ["application/json": ["schema": ["$ref": .string(try schemaReference(endpoint.response))]]],
            ]
        ]
        for error in endpoint.errors {
            let key = error.key == "default" ? "default" : error.key.uppercased()
            let message = endpoint.messages[error.key] ?? api.messages[error.key] ?? "Error response"
            responses[key] = [
                "description": .string(message),
                "content": ["application/json": ["schema": ["$ref": .string(try schemaReference(error.schema))]]],
            ]
        }
        operation["responses"] = .object(responses)
        if api.bearer { operation["security"] = [["bearerAuth": []]] }
        if let pagination = endpoint.pagination { operation["x-pagination"] = pagination }
        if !endpoint.messagesValue.isEmpty { operation["x-messages"] = .object(endpoint.messagesValue) }
        if let idempotent = endpoint.idempotent { operation["x-idempotent"] = .bool(idempotent) }
        return operation
    }

    private func schemaReference(_ reference: EndpointsReader.SchemaName) throws(Problem) -> String {
        guard let target = references.reference(to: reference.uri) else {
            throw Problem(
                path: reference.file, location: reference.location,
                message: "schema \"\(reference.uri)\" is not the $id of a schema file in the folder")
        }
        return target
    }
}
