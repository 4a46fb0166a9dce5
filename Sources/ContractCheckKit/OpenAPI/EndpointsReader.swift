import ContractJSON

/// Reads one `*.endpoints.json` file (Schemas/ENDPOINTS.md) for the OpenAPI export: the members the export
/// writes, each checked for its shape, with the file, line and column of anything wrong. The generator checks
/// the format in full; this reader checks what the document needs.
struct EndpointsReader {
    typealias Problem = ContractFolder.Problem

    /// A schema named by `$id` in a declaration, with where it was named.
    struct SchemaName {
        var uri: String
        var file: String
        var location: SourceLocation?
    }

    /// A path or query parameter: its name, its schema subset and whether it is required.
    struct Parameter {
        var name: String
        var schema: JSONObject
        var required: Bool

        /// The parameter object: `description` beside the schema, the rest (type, enum, bounds, default,
        /// examples) as the schema.
        func object(in place: String, required: Bool) -> JSONObject {
            var object: JSONObject = ["name": .string(name), "in": .string(place), "required": .bool(required)]
            var schema = self.schema
            if let description = schema["description"] {
                object["description"] = description
                schema["description"] = nil
            }
            schema["required"] = nil
            object["schema"] = .object(schema)
            return object
        }
    }

    struct Endpoint {
        var name: String
        var method: String
        var path: String
        var summary: String?
        var description: String?
        var pathParameters: [Parameter]
        var query: [Parameter]
        var request: SchemaName?
        var response: SchemaName
        var errors: [(key: String, schema: SchemaName)]
        var pagination: JSONValue?
        var messages: [String: String]
        var messagesValue: JSONObject
        var idempotent: Bool?
        var idempotencyKey: Bool
        var location: SourceLocation?
    }

    struct API {
        var file: ContractFolder.EndpointsFile
        var name: String
        var title: String?
        var description: String?
        var baseURL: String?
        var bearer: Bool
        var messages: [String: String]
        var endpoints: [Endpoint]
        var location: SourceLocation?

        /// The tag that groups the API's operations.
        var tag: JSONObject {
            var tag: JSONObject = ["name": .string(name)]
            let text = [title, description].compactMap { $0 }.joined(separator: "\n\n")
            if !text.isEmpty { tag["description"] = .string(text) }
            if !messages.isEmpty {
                tag["x-messages"] = .object(
                    JSONObject(messages.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: .string($0.value)) }))
            }
            return tag
        }
    }

    let file: ContractFolder.EndpointsFile

    func read() throws(Problem) -> API {
        let root = try object(file.document.root.value, at: .root, "an endpoints file to be an object")
        let apiPointer = JSONPointer.root.appending("api")
        let api = try object(try required(root, "api", at: .root), at: apiPointer, "api to be an object")
        var result = API(
            file: file, name: try string(try required(api, "name", at: apiPointer), at: apiPointer.appending("name")),
            title: try optionalString(api, "title", at: apiPointer), description: try optionalString(api, "description", at: apiPointer),
            baseURL: try optionalString(api, "baseURL", at: apiPointer),
            bearer: try optionalString(api, "auth", at: apiPointer) == "bearer",
            messages: try messages(api, at: apiPointer).texts, endpoints: [], location: location(apiPointer))
        let endpointsPointer = JSONPointer.root.appending("endpoints")
        let endpoints = try object(try required(root, "endpoints", at: .root), at: endpointsPointer, "endpoints to be an object")
        for member in endpoints {
            result.endpoints.append(try endpoint(member.key, member.value, at: endpointsPointer.appending(member.key)))
        }
        return result
    }

    private func endpoint(_ name: String, _ value: JSONValue, at pointer: JSONPointer) throws(Problem) -> Endpoint {
        let object = try object(value, at: pointer, "endpoint \(name) to be an object")
        let method = try string(try required(object, "method", at: pointer), at: pointer.appending("method"))
        guard OpenAPIExport.methods.contains(method) else {
            throw problem(
                at: pointer.appending("method"), "expected method to be one of GET, POST, PUT, PATCH, DELETE, found \"\(method)\"")
        }
        let path = try string(try required(object, "path", at: pointer), at: pointer.appending("path"))
        guard path.hasPrefix("/") else { throw problem(at: pointer.appending("path"), "expected path to start with \"/\"") }
        let pathParameters = try parameters(object, "pathParameters", at: pointer, required: true)
        let placeholders = Set(
            path.split(separator: "/").compactMap { segment -> String? in
                segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
            })
        if placeholders != Set(pathParameters.map(\.name)) {
            throw problem(
                at: pointer.appending("path"),
                "expected one path parameter per placeholder of \(path): placeholders "
                    + "\(placeholders.sorted()), pathParameters \(pathParameters.map(\.name).sorted())")
        }
        var errors: [(key: String, schema: SchemaName)] = []
        if let value = object["errors"] {
            let errorsPointer = pointer.appending("errors")
            for member in try self.object(value, at: errorsPointer, "errors to be an object") {
                let key = member.key.lowercased()
                guard key == "default" || Self.isStatusKey(key) else {
                    throw problem(
                        at: errorsPointer.appending(member.key),
                        "expected an error key to be a status (\"404\"), a class (\"4xx\") or \"default\"")
                }
                // An error body is named by its `$id` directly (not `{"schema": …}` as request and response are).
                let at = errorsPointer.appending(member.key)
                errors.append((key, SchemaName(uri: try string(member.value, at: at), file: file.path, location: location(at))))
            }
        }
        let messages = try messages(object, at: pointer)
        return Endpoint(
            name: name, method: method, path: path, summary: try optionalString(object, "summary", at: pointer),
            description: try optionalString(object, "description", at: pointer), pathParameters: pathParameters,
            query: try parameters(object, "query", at: pointer, required: false),
            request: try object["request"].map { value throws(Problem) in try schemaName(value, at: pointer.appending("request")) },
            response: try schemaName(try required(object, "response", at: pointer), at: pointer.appending("response")),
            errors: errors, pagination: object["pagination"], messages: messages.texts, messagesValue: messages.value,
            idempotent: try optionalBool(object, "idempotent", at: pointer),
            idempotencyKey: try optionalBool(object, "idempotencyKey", at: pointer) ?? false, location: location(pointer))
    }

    private func parameters(_ object: JSONObject, _ key: String, at pointer: JSONPointer, required: Bool) throws(Problem) -> [Parameter] {
        guard let value = object[key] else { return [] }
        var result: [Parameter] = []
        for member in try self.object(value, at: pointer.appending(key), "\(key) to be an object") {
            let at = pointer.appending(key).appending(member.key)
            let schema = try self.object(member.value, at: at, "parameter \(member.key) to be an object")
            let flagged = try optionalBool(schema, "required", at: at) ?? false
            result.append(Parameter(name: member.key, schema: schema, required: required || flagged))
        }
        return result
    }

    private func schemaName(_ value: JSONValue, at pointer: JSONPointer) throws(Problem) -> SchemaName {
        let object = try object(value, at: pointer, "{\"schema\": \"<$id>\"}")
        let uri = try string(try required(object, "schema", at: pointer), at: pointer.appending("schema"))
        return SchemaName(uri: uri, file: file.path, location: location(pointer.appending("schema")))
    }

    private func messages(_ object: JSONObject, at pointer: JSONPointer) throws(Problem) -> (texts: [String: String], value: JSONObject) {
        guard let value = object["messages"] else { return ([:], JSONObject()) }
        let messages = try self.object(value, at: pointer.appending("messages"), "messages to be an object")
        var texts: [String: String] = [:]
        for member in messages { texts[member.key] = try string(member.value, at: pointer.appending("messages").appending(member.key)) }
        return (texts, messages)
    }

    // MARK: Shapes

    private func location(_ pointer: JSONPointer) -> SourceLocation? {
        file.document.index(at: pointer).map { file.document.location(ofNodeAt: $0) }
    }

    private func problem(at pointer: JSONPointer, _ message: String) -> Problem {
        var nearest = pointer
        var location = self.location(nearest)
        while location == nil, let parent = nearest.parent {
            nearest = parent
            location = self.location(nearest)
        }
        return Problem(
            path: file.path, location: location, message: message + " at \(pointer.description.isEmpty ? "/" : pointer.description)")
    }

    private func object(_ value: JSONValue, at pointer: JSONPointer, _ expected: String) throws(Problem) -> JSONObject {
        guard case .object(let object) = value else { throw problem(at: pointer, "expected \(expected)") }
        return object
    }

    private func required(_ object: JSONObject, _ key: String, at pointer: JSONPointer) throws(Problem) -> JSONValue {
        guard let value = object[key] else { throw problem(at: pointer, "expected member \"\(key)\"") }
        return value
    }

    private func string(_ value: JSONValue, at pointer: JSONPointer) throws(Problem) -> String {
        guard case .string(let text) = value else { throw problem(at: pointer, "expected a string, found \(value.typeName)") }
        return text
    }

    private func optionalString(_ object: JSONObject, _ key: String, at pointer: JSONPointer) throws(Problem) -> String? {
        try object[key].map { value throws(Problem) in try string(value, at: pointer.appending(key)) }
    }

    private func optionalBool(_ object: JSONObject, _ key: String, at pointer: JSONPointer) throws(Problem) -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let flag) = value else { throw problem(at: pointer.appending(key), "expected a boolean, found \(value.typeName)") }
        return flag
    }

    /// Whether a lowercased error key is a status ("404") or a status class ("4xx"): `^[1-5]([0-9]{2}|xx)$`.
    static func isStatusKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count == 3, (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(bytes[0]) else { return false }
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        return (digits.contains(bytes[1]) && digits.contains(bytes[2])) || bytes[1...] == [UInt8(ascii: "x"), UInt8(ascii: "x")]
    }
}
