import ContractJSON

/// Reads one parsed `*.endpoints.json` document into an ``EndpointFile``, checking every rule of the
/// format that needs no schema: members and their types, names, the path template against
/// `pathParameters`, defaults against their parameters, and pagination parameters against `query`.
///
/// Every problem becomes a positioned diagnostic; reading goes on after one, so a run reports all.
struct EndpointFileReader {
    /// The path diagnostics show.
    var path: String
    /// What was found wrong.
    var diagnostics = DiagnosticCollector()
    /// The line table of the document being read, so that positions cost no scan of the text.
    var lines: SourceLineTable?

    init(path: String) {
        self.path = path
    }

    static let rootMembers = ["$schema", "api", "endpoints"]
    static let apiMembers = ["name", "title", "description", "baseURL", "auth", "messages"]
    static let endpointMembers = [
        "summary", "description", "method", "path", "pathParameters", "query", "request", "response", "errors",
        "idempotent", "idempotencyKey", "pagination", "messages",
    ]
    static let parameterMembers = ["description", "type", "enum", "minimum", "maximum", "minLength", "examples"]
    static let queryParameterMembers = parameterMembers + ["required", "default"]
    static let cursorMembers = ["style", "cursorParameter", "limitParameter", "items", "nextCursor"]
    static let offsetMembers = ["style", "offsetParameter", "limitParameter", "items", "hasMore", "totalCount"]

    // MARK: Diagnostics

    func position(_ node: JSONNode) -> SourcePosition {
        let location = lines.map { node.document.location(ofNodeAt: node.index, using: $0) } ?? node.location
        return SourcePosition(path: path, line: location.line, column: location.column)
    }

    mutating func error(_ message: String, at node: JSONNode) {
        diagnostics.emit(.error(message, at: position(node)))
    }

    /// The members of `node` if it is an object (reporting the unknown ones), else `nil` after an error.
    mutating func members(of node: JSONNode, _ what: String, allowed: [String]) -> [String: JSONNode]? {
        guard node.kind == .object else {
            error("\(what) must be an object", at: node)
            return nil
        }
        var result: [String: JSONNode] = [:]
        for (key, value) in node.members {
            guard allowed.contains(key) else {
                error("unknown member '\(key)' in \(what); expected one of \(allowed.joined(separator: ", "))", at: value)
                continue
            }
            result[key] = value
        }
        return result
    }

    mutating func string(_ node: JSONNode?, _ what: String) -> String? {
        guard let node else { return nil }
        guard let text = node.stringValue else {
            error("\(what) must be a string", at: node)
            return nil
        }
        return text
    }

    mutating func bool(_ node: JSONNode?, _ what: String) -> Bool? {
        guard let node else { return nil }
        guard let flag = node.boolValue, node.kind == .true || node.kind == .false else {
            error("\(what) must be true or false", at: node)
            return nil
        }
        return flag
    }

    mutating func integer(_ node: JSONNode?, _ what: String) -> Int64? {
        guard let node else { return nil }
        guard let value = node.int64Value else {
            error("\(what) must be an integer", at: node)
            return nil
        }
        return value
    }

    // MARK: Reading

    mutating func read(_ document: JSONDocument, relativePath: String) -> EndpointFile? {
        lines = document.lineTable
        let root = document.root
        guard let members = members(of: root, "an endpoint declaration file", allowed: Self.rootMembers) else { return nil }
        if let schema = members["$schema"], schema.stringValue != EndpointLoader.formatSchemaID {
            error("$schema must be \"\(EndpointLoader.formatSchemaID)\"", at: schema)
        }
        guard let apiNode = members["api"] else {
            error("missing member 'api' (the API's name, and what its endpoints share)", at: root)
            return nil
        }
        guard let endpointsNode = members["endpoints"] else {
            error("missing member 'endpoints' (the endpoints by name)", at: root)
            return nil
        }
        let api = readAPI(apiNode)
        var endpoints: [EndpointEntry] = []
        if endpointsNode.kind != .object {
            error("endpoints must be an object whose keys are endpoint names", at: endpointsNode)
        } else if endpointsNode.members.isEmpty {
            error("endpoints must declare at least one endpoint", at: endpointsNode)
        }
        for (name, node) in endpointsNode.members {
            guard Self.isLowerCamelName(name) else {
                error("endpoint name '\(name)' must be lowerCamelCase: a lowercase ASCII letter, then letters and digits", at: node)
                continue
            }
            if let endpoint = readEndpoint(name, node) { endpoints.append(endpoint) }
        }
        guard let api else { return nil }
        return EndpointFile(path: path, relativePath: relativePath, api: api, endpoints: endpoints)
    }

    mutating func readAPI(_ node: JSONNode) -> APIEntry? {
        guard let members = members(of: node, "api", allowed: Self.apiMembers) else { return nil }
        guard let nameNode = members["name"] else {
            error("missing member 'name' in api (the API's lowerCamelCase name, e.g. \"sessions\")", at: node)
            return nil
        }
        guard let name = string(nameNode, "api.name") else { return nil }
        guard Self.isLowerCamelName(name) else {
            error("api.name '\(name)' must be lowerCamelCase: a lowercase ASCII letter, then letters and digits", at: nameNode)
            return nil
        }
        var api = APIEntry(name: name, namePosition: position(nameNode))
        api.title = string(members["title"], "api.title")
        api.description = string(members["description"], "api.description")
        if let baseURLNode = members["baseURL"], let text = string(baseURLNode, "api.baseURL") {
            if Self.isBaseURL(text) {
                api.baseURL = text
            } else {
                error("api.baseURL '\(text)' must be an absolute http or https URL without query, fragment or trailing slash", at: baseURLNode)
            }
        }
        if let authNode = members["auth"], let text = string(authNode, "api.auth") {
            if let authentication = APIEntry.Authentication(rawValue: text) {
                api.authentication = authentication
            } else {
                error("api.auth must be one of \(APIEntry.Authentication.allCases.map(\.rawValue).joined(separator: ", "))", at: authNode)
            }
        }
        api.messages = readMessages(members["messages"], "api.messages")
        return api
    }

    mutating func readMessages(_ node: JSONNode?, _ what: String) -> [MessageEntry] {
        guard let node else { return [] }
        guard node.kind == .object else {
            error("\(what) must be an object mapping keys such as \"403\", \"5xx\" or \"connection\" to texts", at: node)
            return []
        }
        var messages: [MessageEntry] = []
        for (key, value) in node.members {
            guard Self.isMessageKey(key) else {
                error("unknown message key '\(key)'; expected a status (\"403\"), a class (\"4xx\", \"5xx\"), connection, timeout, payload, cancelled or other", at: value)
                continue
            }
            guard let text = value.stringValue, !text.isEmpty else {
                error("the message for '\(key)' must be a non-empty string", at: value)
                continue
            }
            messages.append(MessageEntry(key: key, text: text))
        }
        return messages
    }

    mutating func readEndpoint(_ name: String, _ node: JSONNode) -> EndpointEntry? {
        guard let members = members(of: node, "endpoint '\(name)'", allowed: Self.endpointMembers) else { return nil }
        var complete = true
        for required in ["method", "path", "response"] where members[required] == nil {
            error("missing member '\(required)' in endpoint '\(name)'", at: node)
            complete = false
        }
        var method: EndpointEntry.Method?
        if let methodNode = members["method"], let text = string(methodNode, "method") {
            method = EndpointEntry.Method(rawValue: text).flatMap { EndpointEntry.Method.declarable.contains($0) ? $0 : nil }
            if method == nil {
                error("method must be one of \(EndpointEntry.Method.declarable.map(\.rawValue).joined(separator: ", "))", at: methodNode)
            }
        }
        var placeholders: [String]?
        var pathText: String?
        if let pathNode = members["path"], let text = string(pathNode, "path") {
            pathText = text
            placeholders = readPathTemplate(text, at: pathNode)
        }
        let pathParameters = readPathParameters(members["pathParameters"], placeholders: placeholders, pathNode: members["path"])
        let queryParameters = readQueryParameters(members["query"])
        let requestSchema = readBodySchema(members["request"], "request", allowsContentType: true)
        let responseSchema = readBodySchema(members["response"], "response", allowsContentType: false)
        let errorSchemas = readErrorSchemas(members["errors"])
        let isIdempotent = bool(members["idempotent"], "idempotent")
        let acceptsIdempotencyKey = bool(members["idempotencyKey"], "idempotencyKey") ?? false
        let pagination = members["pagination"].flatMap { readPagination($0, query: queryParameters) }
        let messages = readMessages(members["messages"], "messages")
        guard complete, let method, let pathText, placeholders != nil, let pathNode = members["path"], let responseSchema else { return nil }
        return EndpointEntry(
            name: name, position: position(node), summary: string(members["summary"], "summary"),
            description: string(members["description"], "description"), method: method, path: pathText,
            pathPosition: position(pathNode), pathParameters: pathParameters, queryParameters: queryParameters,
            requestSchema: requestSchema, responseSchema: responseSchema, errorSchemas: errorSchemas,
            isIdempotent: isIdempotent, acceptsIdempotencyKey: acceptsIdempotencyKey, pagination: pagination,
            messages: messages)
    }
}
