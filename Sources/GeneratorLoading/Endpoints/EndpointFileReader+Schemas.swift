import ContractJSON

/// How ``EndpointFileReader`` reads request and response bodies and error schemas: the schema `$id`s an endpoint names.
extension EndpointFileReader {
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
}
