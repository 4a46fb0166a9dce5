import ContractJSON
import GeneratorLoading

/// `required-undeclared`: a name in `required` that no `properties` declares is usually a typo (the
/// real property stays optional, and the misspelt one can never be sent). Properties count when the
/// schema declares them, when an `allOf`/`anyOf`/`oneOf` member (or its `$ref` target) does, or when
/// the schema is itself such a member (or an `if`/`then`/`else`/`not` branch) of an object schema that does.
/// Schemas with `patternProperties`, or with no declared properties and open additional properties, are skipped.
/// It is an error only when no value can satisfy the schema: a closed schema on the way up (its own
/// `additionalProperties: false`, without `patternProperties`, not across a `not` or `if`) does not
/// declare the name. Otherwise it is a warning: JSON Schema lets `required` name properties declared
/// nowhere (SchemaStore's drone.json requires `path` in a branch and leaves it open), so only a person can
/// tell a typo.
struct RequiredPropertiesRule: LintRule {
    let id = "required-undeclared"
    let summary = "A required property is not declared in properties."

    /// Keywords whose subschemas apply to the same instance as their parent.
    static let inPlace: Set<String> = ["allOf", "anyOf", "oneOf", "if", "then", "else", "not", "dependentSchemas"]

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in schemas.files.indices {
            var nodes: [SchemaLocation: SchemaSet.Node] = [:]
            var ordered: [SchemaSet.Node] = []
            schemas.forEachSchema(in: index) { node in
                nodes[node.location] = node
                ordered.append(node)
            }
            for node in ordered {
                guard case .array(let names)? = node.object?["required"] else { continue }
                var declared: Set<String> = []
                var closedOwn: [Set<String>] = []
                var negated = false
                var closed = false
                var patterned = false
                var current: SchemaSet.Node? = node
                while let schema = current {
                    collect(schema.location, in: schemas, into: &declared, closed: &closed, patterned: &patterned, depth: 0)
                    if !negated, let object = schema.object, case .bool(false)? = object["additionalProperties"],
                       object["patternProperties"] == nil {
                        closedOwn.append(Set(object["properties"]?.objectValue?.keys ?? []))
                    }
                    guard let keyword = schema.keyword, RequiredPropertiesRule.inPlace.contains(keyword), let parent = schema.parent else { break }
                    if keyword == "not" || keyword == "if" { negated = true }
                    current = nodes[parent]
                }
                if patterned || (declared.isEmpty && !closed) { continue }
                for case .string(let name) in names where !declared.contains(name) {
                    let unsatisfiable = closedOwn.contains { !$0.contains(name) }
                    var message = "required property \"\(name)\" is not declared in properties"
                    if unsatisfiable { message += ", which are closed (additionalProperties false): no value can have it" }
                    if let meant = EditDistance.suggestion(for: name, among: declared) { message += ": did you mean \"\(meant)\"?" }
                    findings.append(LintFinding(rule: id, severity: unsatisfiable ? .error : .warning, file: index,
                                                pointer: node.location.pointer.appending("required"), message: message))
                }
            }
        }
        return findings
    }

    /// Adds the properties the schema at `location` declares itself, through `$ref`, and through its combinators.
    private func collect(_ location: SchemaLocation, in schemas: SchemaSet, into declared: inout Set<String>,
                         closed: inout Bool, patterned: inout Bool, depth: Int) {
        guard depth < 8, case .object(let object)? = schemas.value(at: location) else { return }
        if case .object(let properties)? = object["properties"] { declared.formUnion(properties.keys) }
        if object["patternProperties"] != nil { patterned = true }
        if case .bool(false)? = object["additionalProperties"] { closed = true }
        if let target = schemas.target(ofReferenceAt: location) {
            collect(target, in: schemas, into: &declared, closed: &closed, patterned: &patterned, depth: depth + 1)
        }
        for keyword in ["allOf", "anyOf", "oneOf"] {
            guard case .array(let members)? = object[keyword] else { continue }
            for position in members.indices {
                let member = SchemaLocation(file: location.file, pointer: location.pointer.appending(keyword).appending(String(position)))
                collect(member, in: schemas, into: &declared, closed: &closed, patterned: &patterned, depth: depth + 1)
            }
        }
    }
}
