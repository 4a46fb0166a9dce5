import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// Decides, keyword by keyword, how a generated decoder validates what it decodes: enforced by
/// decoding itself, checked inline (``Check``), or handed to the runtime validator (`Check.schema`).
///
/// The rule for every keyword of every schema a decoder passes through is one of the three, so a
/// document that decodes with validation is exactly a document the runtime validator accepts.
extension TranslationContext {
    /// Keywords with no effect on validity: those of every JSON Schema dialect, and OpenAPI's.
    static let annotationKeywords: Set<String> = Vocabulary.descriptiveKeywordsOfAnyDraft.union(["discriminator", "nullable"])

    /// Keywords the validator knows; any other keyword is ignored by it and so by the generated checks.
    static let validationKeywords: Set<String> = Vocabulary.validatingKeywordsOfAnyDraft

    /// Formats the runtime validator asserts.
    static let assertedFormats: Set<String> = Vocabulary.formatNamesOfAnyDraft

    /// Whether a generated type decodes (and so validates) the schema at `location` itself.
    func isDeclarationSite(_ location: SchemaLocation) -> Bool {
        schemaRecords[location]?.isDeclared == true
    }

    /// The JSON Schema type names a decoded Swift type accepts.
    func acceptedTypeNames(_ usage: TypeUsage) -> Set<String>? {
        var visiting: Set<TypeName> = []
        let kinds = self.kinds(of: usage, visiting: &visiting)
        if kinds == .any { return nil }
        var names: Set<String> = []
        if kinds.contains(.null) { names.insert("null") }
        if kinds.contains(.boolean) { names.insert("boolean") }
        if kinds.contains(.string) { names.insert("string") }
        if kinds.contains(.array) { names.insert("array") }
        if kinds.contains(.object) { names.insert("object") }
        if kinds.contains(.number) {
            switch usage.resolved.unwrapped {
            case .builtin(.integer): names.insert("integer")
            case .named(let name):
                if case .enumeration(let enumeration)? = declaration(name)?.kind, case .integer = enumeration.rawType { names.insert("integer") } else { names.insert("number") }
            default: names.insert("number")
            }
        }
        return names
    }

    /// Whether `type` (a list of JSON Schema type names) accepts everything the decoded type does.
    func typeEnforced(_ types: [String], _ usage: TypeUsage) -> Bool {
        guard let accepted = acceptedTypeNames(usage) else { return false }
        return accepted.allSatisfy { name in types.contains(name) || (name == "integer" && types.contains("number")) }
    }

    /// The checks for a value decoded as `usage` from the schema at `location`, beyond what decoding
    /// enforces. `skipping` names keywords the caller enforces itself (a constant's `const`).
    func valueRule(_ location: SchemaLocation, _ usage: TypeUsage, skipping: Set<String> = [], visiting: Set<SchemaLocation> = []) -> ValueRule {
        if isDeclarationSite(location) || visiting.contains(location) { return ValueRule() }
        guard let schema = schemas.node(at: location) else {
            return schemas.isFalseSchema(at: location) ? ValueRule(checks: [.schema(schemas.uri(of: location))]) : ValueRule()
        }
        let fallback = ValueRule(checks: [.schema(schemas.uri(of: location))])
        if visiting.isEmpty { valueRuleSteps = 0 }
        valueRuleSteps += 1
        if valueRuleSteps > TranslationContext.maximumValueRuleSteps { return fallback }
        let visiting = visiting.union([location])
        var rule = ValueRule()
        let base = usage.resolved.unwrapped
        let analysis = analyze(location)
        for keyword in schema.keywords {
            if skipping.contains(keyword) || !TranslationContext.validationKeywords.contains(keyword) { continue }
            switch keyword {
            case "type":
                guard let types = schema.types, typeEnforced(types, usage) else { return fallback }
            case "$ref":
                guard let reference = schema.reference, let target = schemas.resolve(reference, from: location) else { return fallback }
                let targetRule = valueRule(target, usage, visiting: visiting)
                if targetRule.delegatesToSchema { return fallback }
                rule.merge(targetRule)
            case "format":
                guard let format = schema.format, TranslationContext.assertedFormats.contains(format) else { continue }
                // A typed format is checked by decoding into its type; any other by a format check.
                if case .builtin(let builtin) = base, let typed = builtin.typedFormat, typed.rawValue == format { continue }
                rule.checks.append(.format(format))
            case "pattern":
                guard let pattern = schema.pattern else { return fallback }
                rule.checks.append(.pattern(pattern, uri: schemas.uri(of: location)))
            case "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties":
                guard let count = schema.count(keyword), count >= 0 else { return fallback }
                let bound = Int(count)
                switch keyword {
                case "minLength": rule.checks.append(.minLength(bound))
                case "maxLength": rule.checks.append(.maxLength(bound))
                case "minItems": rule.checks.append(.minItems(bound))
                case "maxItems": rule.checks.append(.maxItems(bound))
                case "minProperties": rule.checks.append(.minProperties(bound))
                default: rule.checks.append(.maxProperties(bound))
                }
            case "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf":
                guard let number = schema.bound(keyword) else { return fallback }
                switch keyword {
                case "minimum": rule.checks.append(.minimum(number, exclusive: false))
                case "exclusiveMinimum": rule.checks.append(.minimum(number, exclusive: true))
                case "maximum": rule.checks.append(.maximum(number, exclusive: false))
                case "exclusiveMaximum": rule.checks.append(.maximum(number, exclusive: true))
                default: rule.checks.append(.multipleOf(number))
                }
            case "items":
                guard case .array(let element) = base, case .schema? = schema.subschema("items") else { return fallback }
                let elementRule = valueRule(location.appending("items"), element, visiting: visiting)
                if !elementRule.isEmpty {
                    var elements = rule.elements?.value ?? ValueRule()
                    elements.merge(elementRule)
                    rule.elements = RuleBox(elements)
                }
            case "additionalProperties":
                let additional = schema.subschema("additionalProperties")
                if case .builtin(.jsonObject) = base, additional == .boolean(true) || additional == .schema(isEmpty: true) { continue }
                guard case .dictionary(let valueType) = base, case .schema? = additional else { return fallback }
                let valuesRule = valueRule(location.appending("additionalProperties"), valueType, visiting: visiting)
                if !valuesRule.isEmpty {
                    var values = rule.values?.value ?? ValueRule()
                    values.merge(valuesRule)
                    rule.values = RuleBox(values)
                }
            case "anyOf", "oneOf":
                guard case .reference(let branch) = analysis.shape else { return fallback }
                // The other alternatives only allow null, which decoding handles; the remaining one is
                // checked for non-null values.
                let branchRule = valueRule(branch, usage.resolved.unwrapped, visiting: visiting)
                if branchRule.delegatesToSchema { return fallback }
                rule.merge(branchRule)
            case "allOf":
                guard let members = schema.subschemaCount("allOf") else { return fallback }
                for index in 0..<members {
                    let memberRule = valueRule(location.appending("allOf").appending(index: index), usage, visiting: visiting)
                    if memberRule.delegatesToSchema { return fallback }
                    rule.merge(memberRule)
                }
            default:
                // enum, const, pattern, uniqueItems, contains, not, if/then/else, properties on a
                // non-struct... are left to the runtime validator.
                return fallback
            }
        }
        return rule
    }

    /// The checks a declaration makes on its own value, beyond what its decoder enforces; `record`
    /// says which schemas it is made of.
    func selfRule(_ declaration: TypeDeclaration, of record: DeclarationRecord) -> ValueRule {
        let sources = record.sources
        let location = sources.last ?? record.source
        let fallback = ValueRule(checks: [.schema(declaration.schemaURI)])
        switch declaration.kind {
        case .union(let union):
            // anyOf alternatives are tried in order with validation; const-tagged oneOf alternatives
            // exclude each other. Anything else is left to the runtime validator.
            guard union.mode == .anyOf ? union.discriminator == nil : union.hasConstantTags,
                records[declaration.name]?.sites.unionBranches != nil, let schema = schemas.node(at: location)
            else { return fallback }
            for key in schema.keywords where TranslationContext.validationKeywords.contains(key) {
                switch key {
                case "anyOf", "oneOf": continue
                case "type":
                    guard let types = schema.types, typeEnforced(types, .named(declaration.name)) else { return fallback }
                default: return fallback
                }
            }
            return ValueRule()
        case .alias:
            return fallback
        case .enumeration:
            guard let schema = schemas.node(at: location) else { return fallback }
            let alternatives = schema.declares("oneOf") ? "oneOf" : "anyOf"
            if let branches = schema.subschemaCount(alternatives) {
                // const alternatives: each may only carry const and annotations.
                for index in 0..<branches {
                    guard let branch = schemas.node(at: location.appending(alternatives).appending(index: index)) else { return fallback }
                    for key in branch.keywords where TranslationContext.validationKeywords.contains(key) && key != "const" && key != "enum" { return fallback }
                }
            }
            var rule = valueRule(location, .named(declaration.name), skipping: ["enum", "const", "oneOf", "anyOf"], visiting: [])
            if rule.delegatesToSchema { rule = fallback }
            return rule
        case .tuple:
            guard let schema = schemas.node(at: location) else { return fallback }
            var rule = ValueRule()
            for key in schema.keywords where TranslationContext.validationKeywords.contains(key) {
                switch key {
                case "prefixItems", "items", "additionalItems": continue
                case "type":
                    guard let types = schema.types, types.contains("array") else { return fallback }
                case "minItems", "maxItems":
                    guard let count = schema.count(key) else { return fallback }
                    rule.checks.append(key == "minItems" ? .minItems(Int(count)) : .maxItems(Int(count)))
                default: return fallback
                }
            }
            return rule
        case .structure(let structure):
            var rule = ValueRule()
            var flat = FlatObject()
            var visited: Set<SchemaLocation> = []
            for source in sources { flatten(source, into: &flat, visited: &visited) }
            let several = visited.count > 1
            for source in visited.sorted() {
                guard let schema = schemas.node(at: source) else { return fallback }
                for key in schema.keywords where TranslationContext.validationKeywords.contains(key) {
                    switch key {
                    case "properties", "required", "allOf", "$ref": continue
                    case "type":
                        guard let types = schema.types, types.contains("object") else { return fallback }
                    case "additionalProperties":
                        let value = schema.subschema(key)
                        if value == .boolean(true) || value == .schema(isEmpty: true) { continue }
                        if several { return fallback }
                        if value == .boolean(false) { continue }
                        if structure.additionalProperties == nil || records[declaration.name]?.sites.keepsUnknownMembers == true { return fallback }
                    case "minProperties", "maxProperties":
                        guard let count = schema.count(key) else { return fallback }
                        rule.checks.append(key == "minProperties" ? .minProperties(Int(count)) : .maxProperties(Int(count)))
                    default:
                        return fallback
                    }
                }
            }
            return rule
        }
    }

    /// Fills in every check: properties, dictionary values, tuple elements and each declaration's own.
    func computeRules() {
        for name in order {
            guard let record = records[name] else { continue }
            var declaration = record.declaration
            let sources = record.sources
            switch declaration.kind {
            case .structure(var structure):
                let sites = record.sites.properties
                for index in structure.properties.indices where index < sites.count {
                    let property = structure.properties[index]
                    var rule = ValueRule()
                    let skip: Set<String> = property.constant != nil ? ["const", "enum"] : []
                    for site in sites[index] {
                        let siteRule = valueRule(site, property.isNullable ? .optional(property.type) : property.type, skipping: skip)
                        rule.merge(siteRule)
                    }
                    if rule.delegatesToSchema { rule = ValueRule(checks: rule.checks.filter { if case .schema = $0 { true } else { false } }) }
                    structure.properties[index].rule = rule
                }
                if var additional = structure.additionalProperties, let site = record.sites.additional {
                    additional.rule = valueRule(site, additional.valueType)
                    structure.additionalProperties = additional
                }
                var flat = FlatObject()
                var visited: Set<SchemaLocation> = []
                for source in sources { flatten(source, into: &flat, visited: &visited) }
                // Closed by `additionalProperties: false` anywhere in the flattened schemas, or by
                // `unevaluatedProperties: false` when nothing but the declared properties evaluates members.
                structure.rejectsUndeclaredMembers = !admitsUnnamedMembers(visited) && visited.contains { location in
                    let schema = schemas.node(at: location)
                    return schema?.subschema("additionalProperties") == .boolean(false)
                        || (schema?.subschema("unevaluatedProperties") == .boolean(false) && structure.additionalProperties == nil)
                }
                declaration.kind = .structure(structure)
            case .union(var union):
                if let branches = record.sites.unionBranches, branches.count == union.variants.count {
                    for index in union.variants.indices {
                        union.variants[index].rule = valueRule(branches[index], union.variants[index].type)
                    }
                }
                declaration.kind = .union(union)
            case .tuple(var tuple):
                let location = sources.last ?? record.source
                let keywords = schemas.tupleKeywords(at: location)
                for index in tuple.elements.indices {
                    tuple.elements[index].rule = valueRule(location.appending(keywords.prefix).appending(index: index), tuple.elements[index].type)
                }
                if let rest = tuple.rest, case .schema? = schemas.node(at: location)?.subschema(keywords.rest) {
                    tuple.restRule = valueRule(location.appending(keywords.rest), rest)
                }
                declaration.kind = .tuple(tuple)
            default:
                break
            }
            declaration.selfRule = selfRule(declaration, of: record)
            records[name]?.declaration = declaration
        }
    }
}
