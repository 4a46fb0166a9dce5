import ContractJSON

/// How ``OpenAPIReader`` reads `info`, `servers`, `security` and `paths` into an ``EndpointFile``.
extension OpenAPIReader {
    /// The methods of a Path Item Object, in the order endpoints are declared.
    static let methods: [(key: String, method: EndpointEntry.Method)] = [
        ("get", .get), ("put", .put), ("post", .post), ("delete", .delete), ("options", .options), ("head", .head),
        ("patch", .patch), ("trace", .trace),
    ]

    /// An operation of `paths`, found once for everything that reads the operations.
    struct Operation {
        /// The path template (the key of `paths`).
        var template: String
        /// The method's key in the path item (`get`).
        var key: String
        var method: EndpointEntry.Method
        /// The Operation Object, its `$ref` followed.
        var located: Located
        /// The path item's `parameters`, which every operation of the path shares.
        var shared: Located?
    }

    /// Every operation of `paths`, in document order, path items and operations followed through their
    /// `$ref`s (an operation may itself be one: DigitalOcean keeps each in its own file).
    mutating func operations() -> [Operation] {
        var found: [Operation] = []
        for (template, item) in root.child("paths")?.members ?? [] {
            guard template.hasPrefix("/") else { continue }  // reported by the document check
            guard let item = resolved(item), item.node.kind == .object else { continue }
            for (key, method) in Self.methods {
                guard let operation = resolved(item.child(key)), operation.node.kind == .object else { continue }
                found.append(Operation(template: template, key: key, method: method, located: operation, shared: item.child("parameters")))
            }
        }
        return found
    }

    /// The API and its endpoints (`nil` if the document has no `info`, an error already reported).
    mutating func readEndpoints() -> EndpointFile? {
        readComponentSchemas()
        let operations = self.operations()
        let api = readAPI(operations: operations)
        var endpoints: [EndpointEntry] = []
        var names: Set<String> = []
        for operation in operations {
            var name =
                operation.located.node["operationId"]?.stringValue.flatMap(Self.lowerCamelName)
                ?? Self.lowerCamelName(operation.key + " " + operation.template) ?? operation.key
            if names.contains(name) {
                var counter = 2
                while names.contains(name + String(counter)) { counter += 1 }
                warning("two operations are named '\(name)'; this one is '\(name)\(counter)'", at: operation.located)
                name += String(counter)
            }
            names.insert(name)
            if let endpoint = readOperation(
                operation.located, name: name, method: operation.method, template: operation.template, shared: operation.shared)
            {
                endpoints.append(endpoint)
            }
        }
        guard var api else { return nil }
        // Without document-wide requirements, the first operation's that the client can apply.
        for operation in operations where api.authentication == .none && api.apiKey == nil {
            readSecurity(operation.located.child("security"), into: &api)
        }
        return EndpointFile(path: path, relativePath: relativePath, api: api, endpoints: endpoints, sourceKind: .openAPI)
    }

    /// The `api` of the declaration: its name (from the file name, else `info.title`), title,
    /// description, base URL (the first server's, when it is an absolute `http`/`https` URL once its
    /// variables take their defaults), authentication and messages.
    mutating func readAPI(operations: [Operation]) -> APIEntry? {
        guard let info = root.child("info"), info.node.kind == .object else { return nil }
        let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let stem = OpenAPIFiles.suffixes.first { fileName.hasSuffix($0) }.map { String(fileName.dropLast($0.count)) }
        let title = info.node["title"]?.stringValue
        let name = stem.flatMap(Self.lowerCamelName) ?? title.flatMap(Self.lowerCamelName) ?? "api"
        var api = APIEntry(name: name, namePosition: position(info))
        api.title = title
        api.description = info.node["description"]?.stringValue
        if let server = root.child("servers")?.element(0) ?? sharedServer(of: operations), var url = server.node["url"]?.stringValue {
            for (variable, value) in server.child("variables")?.members ?? [] {
                if let fallback = value.node["default"]?.stringValue { url = url.replacing("{\(variable)}", with: fallback) }
            }
            while url.hasSuffix("/") { url.removeLast() }
            if EndpointFileReader.isBaseURL(url) { api.baseURL = url }
        }
        // The API's messages: the document's x-messages, else those of its only tag (as contract-check openapi writes them).
        if let messages = root.node["x-messages"] {
            api.messages = base.readMessages(messages, "x-messages")
        } else if let tags = root.child("tags"), tags.node.elements.count == 1, let messages = tags.element(0)?.node["x-messages"] {
            api.messages = base.readMessages(messages, "x-messages")
        }
        readSecurity(root.child("security"), into: &api)
        return api
    }

    /// The first server of the operations when the document names none and every operation names the
    /// same first server URL.
    func sharedServer(of operations: [Operation]) -> Located? {
        var found: Located?
        for operation in operations {
            guard let server = operation.located.child("servers")?.element(0) else { return nil }
            if let found, found.node["url"]?.stringValue != server.node["url"]?.stringValue { return nil }
            found = server
        }
        return found
    }

    /// Sets the API's authentication from the first requirement of `requirements` whose scheme the
    /// client can apply.
    mutating func readSecurity(_ requirements: Located?, into api: inout APIEntry) {
        guard let requirements, requirements.node.kind == .array else { return }
        let schemes = componentMap("securitySchemes")
        for requirement in requirements.elements {
            for (schemeName, _) in requirement.members {
                guard let scheme = resolved(schemes?.child(schemeName)) else {
                    guard reportedSchemes.insert(schemeName).inserted else { continue }
                    warning("security names the scheme '\(schemeName)', which components.securitySchemes does not declare", at: requirement)
                    continue
                }
                let type = scheme.node["type"]?.stringValue ?? ""
                switch type {
                case "http" where scheme.node["scheme"]?.stringValue?.lowercased() == "bearer", "oauth2", "openIdConnect":
                    api.authentication = .bearer
                    return
                case "apiKey":
                    let location = scheme.node["in"]?.stringValue
                    if let name = scheme.node["name"]?.stringValue, location == "header" || location == "query" {
                        api.apiKey = APIKeyEntry(name: name, inQuery: location == "query")
                        return
                    }
                    guard reportedSchemes.insert(schemeName).inserted else { continue }
                    warning(
                        "the API key of scheme '\(schemeName)' is sent in a cookie, which the client does not do for you; "
                            + "add a HeaderFieldsMiddleware that sets Cookie",
                        at: scheme)
                default:
                    guard reportedSchemes.insert(schemeName).inserted else { continue }
                    warning(
                        "the security scheme '\(schemeName)' (\(type)) is not applied by the generated client; "
                            + "add a middleware that authenticates requests",
                        at: scheme)
                }
            }
        }
    }

    // MARK: Operations

    /// One operation as an endpoint, or `nil` after an error.
    mutating func readOperation(_ operation: Located, name: String, method: EndpointEntry.Method, template: String, shared: Located?)
        -> EndpointEntry?
    {
        let typeStem = name.prefix(1).uppercased() + name.dropFirst()
        var parameters: [(key: String, value: Located)] = []
        for list in [shared, operation.child("parameters")] {
            guard let list, list.node.kind == .array else { continue }
            var listed: Set<String> = []
            for element in list.elements {
                guard let parameter = resolved(element), let parameterName = parameter.node["name"]?.stringValue,
                    let location = parameter.node["in"]?.stringValue
                else { continue }
                let key = location + ":" + parameterName
                if !listed.insert(key).inserted {
                    // The specification: a list MUST NOT repeat a name and location. Read soundly: the later one.
                    warning("the \(location) parameter '\(parameterName)' is listed twice; the later one is used", at: element)
                }
                if let index = parameters.firstIndex(where: { $0.key == key }) {
                    parameters[index].value = parameter  // an operation's parameter overrides the path item's
                } else {
                    parameters.append((key, parameter))
                }
            }
        }
        var acceptsIdempotencyKey = operation.node["x-idempotency-key"]?.boolValue == true
        var pathParameters: [ParameterEntry] = []
        var queryParameters: [ParameterEntry] = []
        var headerParameters: [ParameterEntry] = []
        for (_, parameter) in parameters {
            guard let entry = readParameter(parameter) else { continue }
            switch parameter.node["in"]?.stringValue {
            case "path": pathParameters.append(entry)
            case "query": queryParameters.append(entry)
            case "header" where entry.name.lowercased() == "idempotency-key":
                acceptsIdempotencyKey = true  // the client's own idempotencyKey sends it
            case "header": headerParameters.append(entry)
            default:
                warning(
                    "the cookie parameter '\(entry.name)' is not sent by the generated endpoint; add a middleware that sets Cookie",
                    at: parameter)
            }
        }
        let pathLocated = operation
        let placeholders = Self.placeholders(of: template)
        var orderedPath: [ParameterEntry] = []
        for placeholder in placeholders {
            if let entry = pathParameters.first(where: { $0.name == placeholder }) {
                orderedPath.append(entry)
            } else {
                warning("the path placeholder '{\(placeholder)}' has no parameter; it is a required String", at: pathLocated)
                orderedPath.append(
                    ParameterEntry(name: placeholder, position: position(operation), type: .string, isRequired: true))
            }
        }
        for entry in pathParameters where !placeholders.contains(entry.name) {
            warning(
                "the path parameter '\(entry.name)' has no {\(entry.name)} placeholder in '\(template)'; it is left out", at: pathLocated)
        }
        let (requestSchema, requestMediaType) = readRequestBody(operation, typeStem: typeStem)
        let (responseSchema, successResponses, errorSchemas) = readResponses(operation, name: name, typeStem: typeStem)
        var entry = EndpointEntry(
            name: name, position: position(operation), summary: operation.node["summary"]?.stringValue,
            description: operation.node["description"]?.stringValue, method: method, path: Self.encodedPath(template),
            pathPosition: position(operation), pathParameters: orderedPath, queryParameters: queryParameters,
            requestSchema: requestSchema, responseSchema: responseSchema, errorSchemas: errorSchemas)
        entry.headerParameters = headerParameters
        entry.successResponses = successResponses
        entry.requestMediaType = requestMediaType
        entry.sourcePointer = operation.pointer
        if operation.part != 0 { entry.sourceFile = parts[operation.part].relativePath }
        entry.isDeprecated = operation.node["deprecated"]?.boolValue == true
        entry.acceptsIdempotencyKey = acceptsIdempotencyKey
        entry.isIdempotent = operation.node["x-idempotent"]?.boolValue
        entry.messages = withBase(in: operation.part) { $0.readMessages(operation.node["x-messages"], "x-messages") }
        if let pagination = operation.node["x-pagination"] {
            guard let paging = withBase(in: operation.part, { $0.readPagination(pagination, query: queryParameters) }) else { return nil }
            entry.pagination = paging
        }
        return entry
    }

    /// The `{name}` placeholders of a path template, in order.
    static func placeholders(of template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if !names.contains(name) { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The path template with every character outside its placeholders that may not appear in a URL
    /// path percent-encoded (a space, non-ASCII letters), so the client can build the URL.
    static func encodedPath(_ template: String) -> String {
        var result = ""
        var inPlaceholder = false
        for scalar in template.unicodeScalars {
            if scalar == "{" { inPlaceholder = true }
            if inPlaceholder || EndpointFileReader.isPathCharacter(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
            }
            if scalar == "}" { inPlaceholder = false }
        }
        return result
    }

}

extension String {
    /// The text with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
