import ContractJSON
import Foundation

/// Reads one parsed `*.endpoints.json` document into an ``EndpointFile``, checking every rule of the
/// format that needs no schema: members and their types, names, the path template against
/// `pathParameters`, defaults against their parameters, and pagination parameters against `query`.
///
/// Every problem becomes a positioned diagnostic; reading goes on after one, so a run reports all.
struct EndpointFileReader {
    /// The path diagnostics show.
    let path: String
    /// What was found wrong.
    var diagnostics = DiagnosticCollector()

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
        SourcePosition(path: path, line: node.location.line, column: node.location.column)
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
            method = EndpointEntry.Method(rawValue: text)
            if method == nil {
                error("method must be one of \(EndpointEntry.Method.allCases.map(\.rawValue).joined(separator: ", "))", at: methodNode)
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

    /// The placeholder names of a path template in order, or `nil` (after an error) if it is malformed.
    mutating func readPathTemplate(_ text: String, at node: JSONNode) -> [String]? {
        guard text.hasPrefix("/") else {
            error("path '\(text)' must start with '/'", at: node)
            return nil
        }
        var placeholders: [String] = []
        for segment in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            if segment.hasPrefix("{") && segment.hasSuffix("}") && segment.count >= 2 {
                let name = String(segment.dropFirst().dropLast())
                guard Self.isPathParameterName(name) else {
                    error("path placeholder '{\(name)}' must be a name: a letter or '_', then letters, digits and '_'", at: node)
                    return nil
                }
                guard !placeholders.contains(name) else {
                    error("path placeholder '{\(name)}' appears more than once", at: node)
                    return nil
                }
                placeholders.append(name)
            } else if segment.isEmpty || !segment.unicodeScalars.allSatisfy(Self.isUnreservedCharacter) {
                error("path segment '\(segment)' of '\(text)' must be one {name} placeholder or non-empty unreserved characters (letters, digits, '-', '.', '_', '~')", at: node)
                return nil
            }
        }
        return placeholders
    }

    mutating func readPathParameters(_ node: JSONNode?, placeholders: [String]?, pathNode: JSONNode?) -> [ParameterEntry] {
        var declared: [String: ParameterEntry] = [:]
        var order: [String] = []
        var written: Set<String> = []
        if let node {
            if node.kind != .object {
                error("pathParameters must be an object mapping placeholder names to parameters", at: node)
            }
            for (name, value) in node.members {
                written.insert(name)
                guard Self.isPathParameterName(name) else {
                    error("path parameter name '\(name)' must be a letter or '_', then letters, digits and '_'", at: value)
                    continue
                }
                guard let parameter = readParameter(name, value, isQuery: false) else { continue }
                if let placeholders, !placeholders.contains(name) {
                    error("path parameter '\(name)' has no {\(name)} placeholder in the path", at: value)
                }
                declared[name] = parameter
                order.append(name)
            }
        }
        guard let placeholders, let pathNode else { return order.compactMap { declared[$0] } }
        for name in placeholders where !written.contains(name) {
            error("path placeholder '{\(name)}' is not declared in pathParameters", at: pathNode)
        }
        return placeholders.compactMap { declared[$0] }
    }

    mutating func readQueryParameters(_ node: JSONNode?) -> [ParameterEntry] {
        guard let node else { return [] }
        guard node.kind == .object else {
            error("query must be an object mapping query item names to parameters", at: node)
            return []
        }
        var parameters: [ParameterEntry] = []
        for (name, value) in node.members {
            guard Self.isQueryParameterName(name) else {
                error("query parameter name '\(name)' must be a letter or '_', then letters, digits, '_', '.' and '-'", at: value)
                continue
            }
            if let parameter = readParameter(name, value, isQuery: true) { parameters.append(parameter) }
        }
        return parameters
    }

    mutating func readParameter(_ name: String, _ node: JSONNode, isQuery: Bool) -> ParameterEntry? {
        let what = isQuery ? "query parameter '\(name)'" : "path parameter '\(name)'"
        guard let members = members(of: node, what, allowed: isQuery ? Self.queryParameterMembers : Self.parameterMembers) else { return nil }
        guard let typeNode = members["type"] else {
            error("missing member 'type' in \(what) (string, integer or boolean)", at: node)
            return nil
        }
        guard let typeText = string(typeNode, "type"), let type = ParameterEntry.ValueType(rawValue: typeText) else {
            if typeNode.kind == .string { error("the type of \(what) must be string, integer or boolean", at: typeNode) }
            return nil
        }
        var parameter = ParameterEntry(name: name, position: position(node), type: type, isRequired: !isQuery)
        parameter.description = string(members["description"], "description")
        if let enumNode = members["enum"] {
            parameter.allowedValues = readAllowedValues(enumNode, type: type, what: what)
        }
        parameter.minimum = integer(members["minimum"], "minimum")
        parameter.maximum = integer(members["maximum"], "maximum")
        parameter.minLength = integer(members["minLength"], "minLength")
        if let minLength = parameter.minLength, minLength < 0, let node = members["minLength"] {
            error("minLength must not be negative", at: node)
        }
        for keyword in ["minimum", "maximum"] where members[keyword] != nil && type != .integer {
            error("\(keyword) applies to integer parameters, but \(what) is a \(type.rawValue)", at: members[keyword]!)
        }
        if members["minLength"] != nil && type != .string {
            error("minLength applies to string parameters, but \(what) is a \(type.rawValue)", at: members["minLength"]!)
        }
        if let examples = members["examples"], examples.kind != .array {
            error("examples must be an array", at: examples)
        }
        if isQuery {
            parameter.isRequired = bool(members["required"], "required") ?? false
            if let defaultNode = members["default"] {
                parameter.defaultValue = readDefault(defaultNode, of: parameter, what: what)
            }
        }
        return parameter
    }

    mutating func readAllowedValues(_ node: JSONNode, type: ParameterEntry.ValueType, what: String) -> [String]? {
        guard type == .string else {
            error("enum lists strings, so \(what) must have type string", at: node)
            return nil
        }
        guard node.kind == .array, !node.elements.isEmpty else {
            error("enum must be a non-empty array of strings", at: node)
            return nil
        }
        var values: [String] = []
        for element in node.elements {
            guard let value = element.stringValue else {
                error("enum values must be strings", at: element)
                return nil
            }
            guard !values.contains(value) else {
                error("enum value \"\(value)\" appears more than once", at: element)
                return nil
            }
            values.append(value)
        }
        return values
    }

    /// The default of a query parameter, if it has the parameter's type and meets its constraints.
    mutating func readDefault(_ node: JSONNode, of parameter: ParameterEntry, what: String) -> JSONValue? {
        switch parameter.type {
        case .string:
            guard let text = node.stringValue else {
                error("the default of \(what) must be a string", at: node)
                return nil
            }
            if let values = parameter.allowedValues, !values.contains(text) {
                error("the default \"\(text)\" of \(what) is not one of its enum values", at: node)
                return nil
            }
            if let minLength = parameter.minLength, text.unicodeScalars.count < minLength {
                error("the default of \(what) is shorter than its minLength \(minLength)", at: node)
                return nil
            }
        case .integer:
            guard let value = node.int64Value else {
                error("the default of \(what) must be an integer", at: node)
                return nil
            }
            if let minimum = parameter.minimum, value < minimum {
                error("the default \(value) of \(what) is below its minimum \(minimum)", at: node)
                return nil
            }
            if let maximum = parameter.maximum, value > maximum {
                error("the default \(value) of \(what) is above its maximum \(maximum)", at: node)
                return nil
            }
            return .number(JSONNumber(value))
        case .boolean:
            guard node.kind == .true || node.kind == .false else {
                error("the default of \(what) must be true or false", at: node)
                return nil
            }
        }
        return node.value
    }

    mutating func readBodySchema(_ node: JSONNode?, _ what: String, allowsContentType: Bool) -> SchemaReference? {
        guard let node else { return nil }
        guard let members = members(of: node, what, allowed: allowsContentType ? ["schema", "contentType"] : ["schema"]) else { return nil }
        if let contentType = members["contentType"], contentType.stringValue != "application/json" {
            error("request.contentType must be \"application/json\" (the only body type supported)", at: contentType)
        }
        guard let schemaNode = members["schema"] else {
            error("missing member 'schema' in \(what) (the $id of the body's schema)", at: node)
            return nil
        }
        return readSchemaID(schemaNode, "\(what).schema")
    }

    mutating func readSchemaID(_ node: JSONNode, _ what: String) -> SchemaReference? {
        guard let uri = string(node, what) else { return nil }
        guard uri.hasPrefix("https://") || uri.hasPrefix("http://"), !uri.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
            error("\(what) '\(uri)' must be a schema's absolute $id (https://...), not a file path", at: node)
            return nil
        }
        return SchemaReference(uri: uri, position: position(node))
    }

    mutating func readErrorSchemas(_ node: JSONNode?) -> [ErrorSchemaEntry] {
        guard let node else { return [] }
        guard node.kind == .object else {
            error("errors must be an object mapping statuses (\"404\"), classes (\"4xx\") or \"default\" to schema $ids", at: node)
            return []
        }
        var entries: [ErrorSchemaEntry] = []
        for (key, value) in node.members {
            guard Self.isErrorKey(key) else {
                error("unknown errors key '\(key)'; expected a status (\"404\"), a class (\"4xx\", \"5xx\") or \"default\"", at: value)
                continue
            }
            if let schema = readSchemaID(value, "errors.\(key)") { entries.append(ErrorSchemaEntry(key: key, schema: schema)) }
        }
        return entries
    }

    mutating func readPagination(_ node: JSONNode, query: [ParameterEntry]) -> PaginationEntry? {
        guard node.kind == .object else {
            error("pagination must be an object", at: node)
            return nil
        }
        guard let styleNode = node["style"] else {
            error("missing member 'style' in pagination (cursor or offset)", at: node)
            return nil
        }
        let style = styleNode.stringValue
        guard style == "cursor" || style == "offset" else {
            error("pagination.style must be cursor or offset", at: styleNode)
            return nil
        }
        let isCursor = style == "cursor"
        guard let members = members(of: node, "\(style!) pagination", allowed: isCursor ? Self.cursorMembers : Self.offsetMembers) else { return nil }
        let parameterKey = isCursor ? "cursorParameter" : "offsetParameter"
        var complete = true
        for required in [parameterKey, "items"] + (isCursor ? ["nextCursor"] : []) where members[required] == nil {
            error("missing member '\(required)' in \(style!) pagination", at: node)
            complete = false
        }
        let parameter = members[parameterKey].flatMap {
            readPagingParameter($0, parameterKey, query: query, type: isCursor ? .string : .integer, isCursor: isCursor)
        }
        var limit: String?
        if let limitNode = members["limitParameter"] {
            limit = readPagingParameter(limitNode, "limitParameter", query: query, type: .integer, isCursor: false)
        }
        let items = members["items"].flatMap { readPointer($0, "items") }
        let nextCursor = members["nextCursor"].flatMap { readPointer($0, "nextCursor") }
        let hasMore = members["hasMore"].flatMap { readPointer($0, "hasMore") }
        let totalCount = members["totalCount"].flatMap { readPointer($0, "totalCount") }
        guard complete, let parameter, let items else { return nil }
        if isCursor {
            guard let nextCursor else { return nil }
            return PaginationEntry(position: position(node), style: .cursor(parameter: parameter, nextCursor: nextCursor), limitParameter: limit, items: items)
        }
        return PaginationEntry(
            position: position(node), style: .offset(parameter: parameter, hasMore: hasMore, totalCount: totalCount),
            limitParameter: limit, items: items)
    }

    /// The name of a paging query parameter, if `query` declares it with the type paging needs.
    mutating func readPagingParameter(
        _ node: JSONNode, _ key: String, query: [ParameterEntry], type: ParameterEntry.ValueType, isCursor: Bool
    ) -> String? {
        guard let name = string(node, key) else { return nil }
        guard let parameter = query.first(where: { $0.name == name }) else {
            error("\(key) '\(name)' is not a declared query parameter", at: node)
            return nil
        }
        guard parameter.type == type, parameter.allowedValues == nil else {
            error("\(key) '\(name)' must be a query parameter of type \(type.rawValue) without enum", at: node)
            return nil
        }
        if isCursor && (parameter.isRequired || parameter.defaultValue != nil) {
            error("the cursor parameter '\(name)' must be optional without a default: the first page is requested without a cursor", at: node)
            return nil
        }
        return name
    }

    mutating func readPointer(_ node: JSONNode, _ what: String) -> PointerEntry? {
        guard let text = string(node, "pagination.\(what)") else { return nil }
        guard let pointer = JSONPointer(text) else {
            error("pagination.\(what) '\(text)' is not a JSON Pointer (\"/member/member\", with ~0 for '~' and ~1 for '/')", at: node)
            return nil
        }
        return PointerEntry(pointer: pointer, position: position(node))
    }

    // MARK: Lexical rules

    /// `^[a-z][A-Za-z0-9]*$`
    static func isLowerCamelName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { isASCIILetter($0) || isDigit($0) }
    }

    /// `^[A-Za-z_][A-Za-z0-9_]*$`
    static func isPathParameterName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isASCIILetter(first) || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { isASCIILetter($0) || isDigit($0) || $0 == "_" }
    }

    /// `^[A-Za-z_][A-Za-z0-9_.-]*$`
    static func isQueryParameterName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isASCIILetter(first) || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { isASCIILetter($0) || isDigit($0) || $0 == "_" || $0 == "." || $0 == "-" }
    }

    /// `^([1-5][0-9][0-9]|[45]xx|connection|timeout|payload|cancelled|other)$`
    static func isMessageKey(_ key: String) -> Bool {
        isStatusKey(key) || key == "4xx" || key == "5xx" || ["connection", "timeout", "payload", "cancelled", "other"].contains(key)
    }

    /// `^([1-5][0-9][0-9]|[45]xx|default)$`
    static func isErrorKey(_ key: String) -> Bool {
        isStatusKey(key) || key == "4xx" || key == "5xx" || key == "default"
    }

    /// `^[1-5][0-9][0-9]$`
    static func isStatusKey(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        return scalars.count == 3 && ("1"..."5").contains(scalars[0]) && isDigit(scalars[1]) && isDigit(scalars[2])
    }

    /// An absolute `http`/`https` URL without query, fragment or trailing `/`, that Foundation parses
    /// (generated code writes `URL(string:)!` for it).
    static func isBaseURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://") || text.hasPrefix("http://"), !text.hasSuffix("/"),
            !text.contains("?"), !text.contains("#"),
            !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value >= 0x7F }),
            let url = URL(string: text), url.host != nil
        else { return false }
        return true
    }

    static func isUnreservedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || isDigit(scalar) || scalar == "-" || scalar == "." || scalar == "_" || scalar == "~"
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
