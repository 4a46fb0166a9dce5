import ContractJSON

/// How ``OpenAPIReader`` turns a Parameter Object into a ``ParameterEntry``: the scalar or array type
/// of its schema, its allowed values, default and constraints, and how an array is serialized.
extension OpenAPIReader {
    /// The parameter, or `nil` if it has no name.
    mutating func readParameter(_ parameter: Located) -> ParameterEntry? {
        guard let name = parameter.node["name"]?.stringValue, let location = parameter.node["in"]?.stringValue else { return nil }
        let isPath = location == "path"
        var entry = ParameterEntry(
            name: name, position: position(parameter), type: .string,
            isRequired: isPath || parameter.node["required"]?.boolValue == true)
        entry.description = parameter.node["description"]?.stringValue
        let schemaNode = parameter.child("schema") ?? parameter.child("content")?.members.first?.value.child("schema")
        guard let schemaNode else { return entry }
        recordSchema(schemaNode)
        if parameter.node["content"] != nil && parameter.node["schema"] == nil {
            warning("the parameter '\(name)' is described by content; it is a String the caller encodes as that media type", at: parameter)
            return entry
        }
        guard let schema = resolvedSchema(schemaNode) else { return entry }
        if let scalar = Self.scalarType(of: schema.node) {
            apply(schema, as: scalar, to: &entry, what: "the parameter '\(name)'")
            return entry
        }
        if Self.typeNames(of: schema.node).contains("array"), let items = schema.child("items").flatMap({ resolvedSchema($0) }),
            let scalar = Self.scalarType(of: items.node)
        {
            apply(items, as: scalar, to: &entry, what: "the items of parameter '\(name)'")
            entry.defaultValue = nil
            let style = parameter.node["style"]?.stringValue ?? (location == "query" || location == "cookie" ? "form" : "simple")
            let explode = parameter.node["explode"]?.boolValue ?? (style == "form")
            switch style {
            case "form" where explode: entry.arrayStyle = .repeated
            case "spaceDelimited": entry.arrayStyle = .separated(" ")
            case "pipeDelimited": entry.arrayStyle = .separated("|")
            case "form", "simple": entry.arrayStyle = .separated(",")
            default:
                warning("the \(style) style of parameter '\(name)' is not generated; it is a String the caller formats", at: parameter)
                entry.type = .string
                entry.allowedValues = nil
            }
            return entry
        }
        if schema.node.kind == .object && !schema.node.members.isEmpty {
            warning(
                "the parameter '\(name)' has a schema that is not a scalar or an array of scalars; it is a String the caller formats",
                at: schemaNode)
        }
        return entry
    }

    /// The schema at `located`, its `$ref`s followed within the document.
    mutating func resolvedSchema(_ located: Located) -> Located? {
        guard located.node.kind == .object else { return nil }
        return resolved(located)
    }

    /// The names in the schema's `type` (one, or several in an array), `null` removed.
    static func typeNames(of schema: JSONNode) -> [String] {
        guard let type = schema["type"] else { return [] }
        let names = type.kind == .array ? type.elements.compactMap(\.stringValue) : [type.stringValue].compactMap { $0 }
        return names.filter { $0 != "null" }
    }

    /// The parameter type of a scalar schema, if it is one.
    static func scalarType(of schema: JSONNode) -> ParameterEntry.ValueType? {
        let names = typeNames(of: schema)
        if names.isEmpty, let values = schema["enum"], values.kind == .array, !values.elements.isEmpty,
            values.elements.allSatisfy({ $0.kind == .string || $0.isNull })
        {
            return .string
        }
        guard names.count == 1 else { return nil }
        switch names[0] {
        case "string": return .string
        case "integer": return .integer
        case "number": return .number
        case "boolean": return .boolean
        default: return nil
        }
    }

    /// Sets the type, allowed values, constraints and default of `entry` from a scalar schema.
    mutating func apply(_ schema: Located, as type: ParameterEntry.ValueType, to entry: inout ParameterEntry, what: String) {
        entry.type = type
        let node = schema.node
        if type == .string, let values = node["enum"], values.kind == .array {
            var allowed: [String] = []
            for value in values.elements {
                guard let text = value.stringValue else { continue }
                if !allowed.contains(text) { allowed.append(text) }
            }
            if !allowed.isEmpty { entry.allowedValues = allowed }
        }
        if type == .integer {
            entry.minimum = node["minimum"]?.int64Value
            entry.maximum = node["maximum"]?.int64Value
        }
        if type == .string, let minLength = node["minLength"]?.int64Value, minLength > 0 { entry.minLength = minLength }
        if entry.description == nil { entry.description = node["description"]?.stringValue }
        guard !entry.isRequired, let fallback = node["default"] else { return }
        switch (type, fallback.kind) {
        case (.string, .string):
            if let values = entry.allowedValues, let text = fallback.stringValue, !values.contains(text) { break }
            entry.defaultValue = fallback.value
        case (.integer, .number):
            if let value = fallback.int64Value { entry.defaultValue = .number(JSONNumber(value)) }
        case (.number, .number), (.boolean, .true), (.boolean, .false):
            entry.defaultValue = fallback.value
        default:
            warning(
                "the default of \(what) does not have its type; the parameter has no default",
                at: Located(node: fallback, pointer: schema.pointer.appending("default"), part: schema.part))
        }
    }
}
