import ContractJSON

/// Reading keyword values of the schema object being compiled, with a located error when one has
/// the wrong shape; subschema readers reserve the nodes they name.
extension SchemaCompiler {
    func number(_ node: NodeSource, _ key: String) throws(SchemaError) -> JSONNumber? {
        let (object, location) = (node.object, node.location)
        guard let value = object[key] else { return nil }
        guard case .number(let number) = value else { throw error("expected \(key) to be a number", at: location.appending(key)) }
        return number
    }
    func count(_ node: NodeSource, _ key: String) throws(SchemaError) -> Int? {
        let location = node.location
        guard let number = try number(node, key) else { return nil }
        guard number.isIntegral, !number.isNegative else { throw error("expected \(key) to be a non-negative integer", at: location.appending(key)) }
        return Int(clamping: number.int64Value ?? Int64.max)
    }
    /// The bound of `kind`; in draft-04 `exclusiveMaximum`/`exclusiveMinimum` are booleans that make
    /// `maximum`/`minimum` exclusive.
    func limit(_ node: NodeSource, _ kind: NumericLimit.Kind) throws(SchemaError) -> JSONNumber? {
        guard node.context.dialect.draft == .draft4 else { return try number(node, kind.rawValue) }
        switch kind {
        case .minimum: return try exclusive(node, "exclusiveMinimum") ? nil : number(node, "minimum")
        case .exclusiveMinimum: return try exclusive(node, "exclusiveMinimum") ? number(node, "minimum") : nil
        case .maximum: return try exclusive(node, "exclusiveMaximum") ? nil : number(node, "maximum")
        case .exclusiveMaximum: return try exclusive(node, "exclusiveMaximum") ? number(node, "maximum") : nil
        }
    }
    func exclusive(_ node: NodeSource, _ key: String) throws(SchemaError) -> Bool {
        let (object, location) = (node.object, node.location)
        guard let flag = object[key] else { return false }
        guard case .bool(let value) = flag else { throw error("expected \(key) to be a boolean in draft-04", at: location.appending(key)) }
        return value
    }
    mutating func schemaArray(_ node: NodeSource, _ key: String) throws(SchemaError) -> [NodeID]? {
        let (object, location, context) = (node.object, node.location, node.context)
        guard let value = object[key] else { return nil }
        guard case .array(let elements) = value, !elements.isEmpty else {
            throw error("expected \(key) to be a non-empty array of schemas", at: location.appending(key))
        }
        return elements.indices.map { child(location, context, key, String($0)) }
    }
    mutating func schemaMap(_ node: NodeSource, _ key: String) throws(SchemaError) -> [(String, NodeID)] {
        let (object, location, context) = (node.object, node.location, node.context)
        guard let value = object[key] else { return [] }
        guard case .object(let map) = value else { throw error("expected \(key) to be an object of schemas", at: location.appending(key)) }
        return map.map { ($0.key, child(location, context, key, $0.key)) }
    }
    mutating func single(_ node: NodeSource, _ key: String) -> NodeID? {
        node.object[key] == nil ? nil : child(node.location, node.context, key)
    }
}
