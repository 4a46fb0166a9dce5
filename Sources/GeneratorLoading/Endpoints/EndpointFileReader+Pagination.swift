import ContractJSON

/// How ``EndpointFileReader`` reads the `pagination` member: cursor or offset style, its parameters checked against `query`, and its pointers.
extension EndpointFileReader {
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
}
