import ContractJSON

/// Reading keyword values of the schema object being compiled, with a located error when one has
/// the wrong shape; subschema readers reserve the nodes they name.
extension SchemaCompiler {
    func number(_ node: NodeSource, _ keyword: CompilerKeyword) throws(SchemaError) -> JSONNumber? {
        guard let value = node[keyword] else { return nil }
        let key = keyword.name
        guard case .number(let number) = value else { throw error("expected \(key) to be a number", at: location(node.path, key)) }
        return number
    }
    func count(_ node: NodeSource, _ keyword: CompilerKeyword) throws(SchemaError) -> Int? {
        guard let number = try number(node, keyword) else { return nil }
        let key = keyword.name
        guard number.isIntegral, !number.isNegative else {
            throw error("expected \(key) to be a non-negative integer", at: location(node.path, key))
        }
        return Int(clamping: number.int64Value ?? Int64.max)
    }
    /// The bound of `kind`; in draft-04 `exclusiveMaximum`/`exclusiveMinimum` are booleans that make
    /// `maximum`/`minimum` exclusive.
    func limit(_ node: NodeSource, _ kind: NumericLimit.Kind) throws(SchemaError) -> JSONNumber? {
        guard node.context.dialect.draft == .draft4 else {
            switch kind {
            case .minimum: return try number(node, .minimum)
            case .exclusiveMinimum: return try number(node, .exclusiveMinimum)
            case .maximum: return try number(node, .maximum)
            case .exclusiveMaximum: return try number(node, .exclusiveMaximum)
            }
        }
        switch kind {
        case .minimum: return try exclusive(node, .exclusiveMinimum) ? nil : number(node, .minimum)
        case .exclusiveMinimum: return try exclusive(node, .exclusiveMinimum) ? number(node, .minimum) : nil
        case .maximum: return try exclusive(node, .exclusiveMaximum) ? nil : number(node, .maximum)
        case .exclusiveMaximum: return try exclusive(node, .exclusiveMaximum) ? number(node, .maximum) : nil
        }
    }
    func exclusive(_ node: NodeSource, _ keyword: CompilerKeyword) throws(SchemaError) -> Bool {
        guard let flag = node[keyword] else { return false }
        let key = keyword.name
        guard case .bool(let value) = flag else {
            throw error("expected \(key) to be a boolean in draft-04", at: location(node.path, key))
        }
        return value
    }
    mutating func schemaArray(_ node: NodeSource, _ keyword: CompilerKeyword) throws(SchemaError) -> [NodeID]? {
        guard let value = node[keyword] else { return nil }
        let (path, context, key) = (node.path, node.context, keyword.name)
        guard case .array(let elements) = value, !elements.isEmpty else {
            throw error("expected \(key) to be a non-empty array of schemas", at: location(path, key))
        }
        return elements.indices.map { child(path, context, key, String($0), value: elements[$0]) }
    }
    /// Reserves each subschema of the map `keyword` (`properties`, `dependentSchemas`), in order, and passes it
    /// with its name to `body` (no array of them is built).
    mutating func forEachSchema(
        in node: NodeSource, _ keyword: CompilerKeyword, _ body: (_ name: String, _ node: NodeID) -> Void
    ) throws(SchemaError) {
        guard let value = node[keyword] else { return }
        let (path, context, key) = (node.path, node.context, keyword.name)
        guard case .object(let map) = value else { throw error("expected \(key) to be an object of schemas", at: location(path, key)) }
        for member in map { body(member.key, child(path, context, key, member.key, value: member.value)) }
    }
    mutating func single(_ node: NodeSource, _ keyword: CompilerKeyword) -> NodeID? {
        guard let value = node[keyword] else { return nil }
        return child(node.path, node.context, keyword.name, value: value)
    }
}
