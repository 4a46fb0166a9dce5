import ContractJSON

/// How ``OpenAPIReader`` reads request bodies and responses: which media type is JSON, which schema a
/// body has, and which response is the successful one.
extension OpenAPIReader {
    /// Whether a media type (or range) is JSON: `application/json`, `*/*+json`, with any parameters.
    static func isJSON(_ mediaType: String) -> Bool {
        let essence = mediaType.split(separator: ";").first.map { $0.trimmingSpacesAndTabs().lowercased() } ?? ""
        return essence == "application/json" || essence.hasSuffix("+json")
    }

    /// The JSON media type of a `content` map and its schema, if it has one. Without a JSON media type, a
    /// range (`*/*`, `application/*`) with a schema that is not binary counts as JSON: documents written
    /// by server frameworks (springdoc, for one) describe their JSON bodies so.
    func jsonMedia(_ content: Located?) -> (mediaType: String, schema: Located?)? {
        let members = content?.members ?? []
        for (mediaType, media) in members where Self.isJSON(mediaType) {
            return (mediaType, media.child("schema"))
        }
        for (mediaType, media) in members where mediaType == "*/*" || mediaType == "application/*" {
            guard let schema = media.child("schema"), schema.node.kind == .object else { continue }
            if schema.node["format"]?.stringValue == "binary" || schema.node["contentMediaType"] != nil { continue }
            return (mediaType, schema)
        }
        return nil
    }

    /// The schema of the JSON request body, or the media type of a body of another kind (sent as the
    /// caller's bytes).
    mutating func readRequestBody(_ operation: Located, typeStem: String) -> (SchemaReference?, String?) {
        guard let body = resolved(operation.child("requestBody")), let content = body.child("content") else { return (nil, nil) }
        if let (mediaType, schema) = jsonMedia(content) {
            guard let schema else { return (nil, mediaType) }
            indexContentSchemas(content)
            return (schemaReference(schema, siteName: typeStem + "Request"), nil)
        }
        indexContentSchemas(content)
        guard let first = content.members.first else { return (nil, nil) }
        return (nil, first.key)
    }

    /// The responses of an operation: the schema of the successful response's body (`nil`: the raw
    /// body, or statuses with different bodies), each successful status's when their bodies differ,
    /// and the schemas of error bodies.
    mutating func readResponses(
        _ operation: Located, name: String, typeStem: String
    ) -> (SchemaReference?, [SuccessResponseEntry], [ErrorSchemaEntry]) {
        guard let responses = operation.child("responses"), responses.node.kind == .object else { return (nil, [], []) }
        var successes: [(key: String, schema: Located?)] = []
        var failures: [(key: String, schema: Located)] = []
        var fallback: Located??
        for (key, value) in responses.members where !key.hasPrefix("x-") {
            guard let response = resolved(value) else { continue }
            let content = response.child("content")
            indexContentSchemas(content)
            for (_, header) in response.child("headers")?.members ?? [] {
                if let schema = header.child("schema") { recordSchema(schema) }
            }
            let schema = jsonMedia(content)?.schema
            let normalized = key.lowercased()
            if normalized.hasPrefix("2") {
                successes.append((normalized, schema))
            } else if normalized == "default" {
                fallback = .some(schema)
                if let schema { failures.append(("default", schema)) }
            } else if normalized.hasPrefix("4") || normalized.hasPrefix("5"), let schema {
                failures.append((normalized, schema))
            }
        }
        if successes.isEmpty, let fallback { successes.append(("default", fallback)) }
        var response: SchemaReference?
        var statusResponses: [SuccessResponseEntry] = []
        let typed = successes.compactMap(\.schema)
        if let first = typed.first, typed.count == successes.count,
            typed.allSatisfy({ Self.sameSchema($0.node, first.node) })
        {
            response = schemaReference(first, siteName: typeStem + "Response")
        } else if !typed.isEmpty {
            // Different bodies: one typed value per status (ContractClient.StatusResponse).
            for (key, schema) in successes {
                var reference: SchemaReference?
                if let schema { reference = schemaReference(schema, siteName: typeStem + "Response" + key.replacing("xx", with: "XX")) }
                statusResponses.append(SuccessResponseEntry(key: key, schema: reference))
            }
        }
        var errors: [ErrorSchemaEntry] = []
        for (key, schema) in failures {
            let suffix = key == "default" ? "Default" : key.replacing("xx", with: "XX")
            let reference = schemaReference(schema, siteName: typeStem + "Error" + suffix)
            errors.append(ErrorSchemaEntry(key: key, schema: reference))
        }
        return (response, statusResponses, errors)
    }

    /// Whether two body schemas are the same: the same `$ref`, or equal values.
    static func sameSchema(_ lhs: JSONNode, _ rhs: JSONNode) -> Bool {
        if let left = lhs["$ref"]?.stringValue, let right = rhs["$ref"]?.stringValue { return left == right }
        return lhs.value == rhs.value
    }
}

extension Substring {
    /// The text without the spaces and tabs (HTTP's optional whitespace) at its ends.
    fileprivate func trimmingSpacesAndTabs() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
