import ContractJSON

/// How ``EndpointFileReader`` reads the path template, path and query parameters, their allowed values and defaults.
extension EndpointFileReader {
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
        guard let typeText = string(typeNode, "type"), let type = ParameterEntry.ValueType(rawValue: typeText), type != .number else {
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
        if let examples = members["examples"] {
            if examples.kind == .array {
                parameter.examples = examples.elements.map(\.value)
            } else {
                error("examples must be an array", at: examples)
            }
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
        case .number:
            guard node.kind == .number else {
                error("the default of \(what) must be a number", at: node)
                return nil
            }
        }
        return node.value
    }
}
