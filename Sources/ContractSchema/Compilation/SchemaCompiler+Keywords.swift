import ContractJSON
import ContractSchemaCore

/// The keywords of one schema object, compiled vocabulary by vocabulary. Each phase appends to the
/// node's keyword list; `SchemaCompiler.compileNode` runs them in order.
extension SchemaCompiler {
    /// The schema object being compiled, with where it sits.
    struct NodeSource {
        let id: NodeID
        let object: JSONObject
        /// Where the schema sits (see ``SchemaCompiler/location(_:_:)`` for its registry location).
        let path: Path
        let context: Context
        /// Which keywords `object` has, so that asking for an absent one does not scan its members.
        let present: PresentKeywords

        /// `present`: the keywords of `object` when known already.
        init(id: NodeID, object: JSONObject, path: Path, context: Context, present: PresentKeywords? = nil) {
            self.id = id
            self.object = object
            self.path = path
            self.context = context
            self.present = present ?? PresentKeywords(object)
        }

        /// The value of `keyword`, or nil.
        subscript(keyword: CompilerKeyword) -> JSONValue? {
            present.contains(keyword) ? object[keyword.name] : nil
        }
    }

    // The keywords each phase reads: a schema with none of a phase's keywords (most have few) skips that phase.
    static let referenceKeywords = PresentKeywords.mask(.ref, .dynamicRef, .recursiveRef)
    static let valueKeywords = PresentKeywords.mask(
        .type, .const, .enum, .minimum, .exclusiveMinimum, .maximum, .exclusiveMaximum, .multipleOf, .minLength, .maxLength,
        .pattern, .contentEncoding, .contentMediaType, .format)
    static let objectKeywords = PresentKeywords.mask(
        .properties, .patternProperties, .additionalProperties, .propertyNames, .dependentSchemas, .required,
        .dependentRequired, .dependencies, .minProperties, .maxProperties)
    static let arrayKeywords = PresentKeywords.mask(
        .prefixItems, .items, .additionalItems, .contains, .minItems, .maxItems, .uniqueItems, .minContains, .maxContains)
    static let inPlaceKeywords = PresentKeywords.mask(.allOf, .anyOf, .oneOf, .not, .if, .unevaluatedProperties, .unevaluatedItems)

    /// `$ref`, `$dynamicRef` (2020-12) and `$recursiveRef` (2019-09). Returns true when the dialect
    /// ignores every keyword beside `$ref` and the schema has one.
    mutating func compileReferences(_ node: NodeSource, into keywords: inout [Keyword]) throws(SchemaError) -> Bool {
        guard node.present.containsAny(Self.referenceKeywords) else { return false }
        let (id, path, context) = (node.id, node.path, node.context)
        let dialect = context.dialect
        // References.
        if let reference = node[.ref] {
            guard case .string(let text) = reference else { throw error("expected $ref to be a string", at: location(path, "$ref")) }
            let target = try resolve(text, context, from: path, "$ref")
            keywords.append(.reference(target))
            inPlaceEdges.add(id, target)
            if dialect.vocabulary.ignoresSiblingsOfRef { return true }
        }
        if dialect.draft == .draft2020_12, let reference = node[.dynamicRef] {
            guard case .string(let text) = reference else { throw error("expected $dynamicRef to be a string", at: location(path, "$dynamicRef")) }
            let resolved = context.base.resolving(text)
            let target = try resolve(text, context, from: path, "$dynamicRef")
            var anchor: String?
            // The fragment as the referencing layer reads it (percent-decoded once), as the static target was found.
            if case .anchor(let uri, let name)? = ReferenceTarget(resolved), registry.dynamicAnchors(ofResource: uri)[name] != nil {
                anchor = name
                dynamicAnchorNames.insert(name)
            }
            keywords.append(.dynamicReference(keep(DynamicReferenceRule(DynamicReference(target: target, anchor: anchor, keyword: "$dynamicRef")))))
            // A dynamic one's edges depend on the anchors compiled: resolveDynamicAnchors adds them.
            if anchor == nil { inPlaceEdges.add(id, target) }
        }
        if dialect.draft == .draft2019_09, let reference = node[.recursiveRef] {
            guard case .string(let text) = reference else { throw error("expected $recursiveRef to be a string", at: location(path, "$recursiveRef")) }
            let resolved = context.base.resolving(text)
            let target = try resolve(text, context, from: path, "$recursiveRef")
            // Dynamic only when the static target itself says `"$recursiveAnchor": true`.
            var anchor: String?
            if let anchored = registry.recursiveAnchors[resolved.withoutFragment.text], let located = registry.locate(resolved), anchored == located {
                anchor = SchemaRegistry.recursiveAnchorName
                dynamicAnchorNames.insert(SchemaRegistry.recursiveAnchorName)
            }
            keywords.append(.dynamicReference(keep(DynamicReferenceRule(DynamicReference(target: target, anchor: anchor, keyword: "$recursiveRef")))))
            if anchor == nil { inPlaceEdges.add(id, target) }
        }
        return false
    }

    /// Annotation keywords, kept for output formats that report annotations. Keywords the dialect does not
    /// know are annotations too (their value as written: 2020-12 core 7.7.1, and the suite's annotation
    /// tests for every dialect); a member that is none of the compiler's keywords is looked up in the
    /// dialect's keyword set only then.
    mutating func recordAnnotations(_ node: NodeSource) {
        let hasOtherMembers = node.object.count > node.present.count
        guard node.present.mayHaveAnnotations || hasOtherMembers else { return }
        let dialect = node.context.dialect
        let keywords = dialect.vocabulary.annotationKeywords
        let start = schema.annotationKeywords.count
        for member in node.object
        where keywords.contains(member.key)
            || (hasOtherMembers && CompilerKeyword.byName[member.key] == nil && !Self.knownKeywords[dialect.draft, default: []].contains(member.key))
        {
            schema.annotationKeywords.append((member.key, member.value))
        }
        schema.nodes[node.id].annotationStart = start
        schema.nodes[node.id].annotationCount = schema.annotationKeywords.count - start
    }

    /// Every keyword of each dialect, for telling unknown keywords apart.
    static let knownKeywords: [Draft: Set<String>] = Dictionary(uniqueKeysWithValues: Draft.allCases.map { ($0, $0.vocabulary.keywords) })

    /// The validation vocabulary on the value itself: type, const, enum, numeric bounds, string
    /// length, pattern, content (draft-07) and format.
    mutating func compileValueAssertions(_ node: NodeSource, into keywords: inout [Keyword]) throws(SchemaError) {
        guard node.present.containsAny(Self.valueKeywords) else { return }
        let (path, context) = (node.path, node.context)
        let dialect = context.dialect
        if dialect.validation {
            if let type = node[.type] {
                var mask = try typeMask(type, at: location(path, "type"))
                if dialect.draft == .draft4, mask.remove(.integer) != nil { mask.insert(.integerLiteral) }
                keywords.append(.type(mask))
            }
            if let value = node[.const] { keywords.append(.constant(keep(Constants([value])))) }
            if let value = node[.enum] {
                guard case .array(let values) = value else { throw error("expected enum to be an array", at: location(path, "enum")) }
                keywords.append(.enumeration(keep(Constants(values))))
            }
            for kind in [NumericLimit.Kind.minimum, .exclusiveMinimum, .maximum, .exclusiveMaximum] {
                guard let limit = try limit(node, kind) else { continue }
                if let bound = limit.int64Value {
                    keywords.append(.integerLimit(kind, bound))
                } else {
                    keywords.append(.limit(keep(NumericLimit(kind: kind, value: limit))))
                }
            }
            if let divisor = try number(node, .multipleOf) {
                guard !divisor.isNegative, !divisor.isZero else { throw error("expected multipleOf to be greater than 0", at: location(path, "multipleOf")) }
                keywords.append(.multipleOf(keep(MultipleOfRule(divisor))))
            }
            if let minimum = try count(node, .minLength) { keywords.append(.minLength(minimum)) }
            if let maximum = try count(node, .maxLength) { keywords.append(.maxLength(maximum)) }
            if let pattern = node[.pattern] {
                guard case .string(let text) = pattern else { throw error("expected pattern to be a string", at: location(path, "pattern")) }
                let (compiled, warning) = try regex(text, at: location(path, "pattern"))
                if let warning { schema.warnings.append(error(warning, at: location(path, "pattern"))) }
                keywords.append(.pattern(keep(PatternRule(compiled))))
            }
        }
        // Draft-07 lets implementations assert content (on request); 2020-12 makes it annotation only.
        if dialect.draft == .draft7, options.assertsContent, node[.contentEncoding] != nil || node[.contentMediaType] != nil {
            keywords.append(.content(keep(ContentRule((encoding: node[.contentEncoding]?.stringValue, mediaType: node[.contentMediaType]?.stringValue)))))
        }
        if options.formatAssertion || dialect.formatAssertion, case .string(let name)? = node[.format], let format = StringFormat(rawValue: name) {
            keywords.append(.format(format, dialect.draft))
        }
    }

    /// The object keywords, compiled into one ``ObjectRules``.
    mutating func compileObjectKeywords(_ node: NodeSource, into keywords: inout [Keyword]) throws(SchemaError) {
        guard node.present.containsAny(Self.objectKeywords) else { return }
        let (id, path, context) = (node.id, node.path, node.context)
        let dialect = context.dialect
        // Objects.
        var slots: [ObjectRules.Slot] = []
        // Room for a slot per property and required name at once (they mostly coincide), not grown one by one.
        var expectedSlots = 0
        if case .object(let map)? = node[.properties] { expectedSlots += map.count }
        if case .array(let names)? = node[.required] { expectedSlots += names.count }
        slots.reserveCapacity(expectedSlots)
        // Slots are found by a scan while there are few (most schemas), by a dictionary built past that;
        // names are told apart by code points, as JSON does ("caf\u{E9}" and "cafe\u{301}" are two slots).
        var slotIndex = AppendOnlyIndex<CodePointString>()
        func slot(_ name: String) -> Int {
            if let index = slotIndex.position(of: CodePointString(name), in: slots, key: { CodePointString($0.name) }) { return index }
            slots.append(ObjectRules.Slot(name: name))
            slotIndex.didAppend(to: slots) { CodePointString($0.name) }
            return slots.count - 1
        }
        var patterns: [(regex: ECMAScriptRegex, node: NodeID)] = []
        var additional: NodeID?
        var propertyNames: NodeID?
        if dialect.applicator {
            try forEachSchema(in: node, .properties) { name, node in slots[slot(name)].property = node }
            if case .object(let map)? = node[.patternProperties] {
                for member in map {
                    let (compiled, warning) = try regex(member.key, at: location(path, "patternProperties", member.key))
                    if let warning { schema.warnings.append(error(warning, at: location(path, "patternProperties", member.key))) }
                    patterns.append((compiled, child(path, context, "patternProperties", member.key, value: member.value)))
                }
            }
            additional = single(node, .additionalProperties)
            propertyNames = single(node, .propertyNames)
            if dialect.draft >= .draft2019_09 {
                try forEachSchema(in: node, .dependentSchemas) { name, node in slots[slot(name)].dependentSchema = node }
            }
        }
        if dialect.validation {
            if let required = node[.required] {
                guard case .array(let names) = required, names.allSatisfy({ $0.stringValue != nil }) else {
                    throw error("expected required to be an array of strings", at: location(path, "required"))
                }
                for case .string(let name) in names { slots[slot(name)].required = true }
            }
            if dialect.draft >= .draft2019_09, case .object(let map)? = node[.dependentRequired] {
                for member in map {
                    guard case .array(let names) = member.value else {
                        throw error("expected dependentRequired values to be arrays of strings", at: location(path, "dependentRequired", member.key))
                    }
                    let owner = slot(member.key)
                    for case .string(let name) in names {
                        let dependency = slot(name)
                        slots[owner].dependentRequired.append(dependency)
                    }
                }
            }
        }
        // Draft-07's `dependencies`; 2020-12 split it in two but many 2020-12 schemas still use it.
        if case .object(let map)? = node[.dependencies] {
            for member in map {
                let owner = slot(member.key)
                if case .array(let names) = member.value {
                    for case .string(let name) in names {
                        let dependency = slot(name)
                        slots[owner].dependentRequired.append(dependency)
                    }
                } else {
                    slots[owner].dependentSchema = child(path, context, "dependencies", member.key, value: member.value)
                }
            }
        }
        let minProperties = dialect.validation ? try count(node, .minProperties) : nil
        let maxProperties = dialect.validation ? try count(node, .maxProperties) : nil
        if !slots.isEmpty || !patterns.isEmpty || additional != nil || propertyNames != nil || minProperties != nil || maxProperties != nil {
            let rules = ObjectRules(slots: slots, patterns: patterns, additional: additional, propertyNames: propertyNames,
                                    minProperties: minProperties, maxProperties: maxProperties, draft: dialect.draft)
            keywords.append(.object(keep(rules)))
            for slot in slots { if let dependent = slot.dependentSchema { inPlaceEdges.add(id, dependent) } }
        }
    }

    /// The array keywords, compiled into one ``ArrayRules``.
    mutating func compileArrayKeywords(_ node: NodeSource, into keywords: inout [Keyword]) throws(SchemaError) {
        guard node.present.containsAny(Self.arrayKeywords) else { return }
        let context = node.context
        let dialect = context.dialect
        // Arrays.
        var prefix: [NodeID] = []
        var rest: NodeID?
        var prefixKeyword = "prefixItems"
        var restKeyword = "items"
        var contains: NodeID?
        if dialect.applicator {
            if dialect.draft == .draft2020_12 {
                prefix = try schemaArray(node, .prefixItems) ?? []
                rest = single(node, .items)
            } else if case .array? = node[.items] {
                prefix = try schemaArray(node, .items) ?? []
                prefixKeyword = "items"
                rest = single(node, .additionalItems)
                restKeyword = "additionalItems"
            } else {
                rest = single(node, .items)
            }
            contains = single(node, .contains)
        }
        let minItems = dialect.validation ? try count(node, .minItems) : nil
        let maxItems = dialect.validation ? try count(node, .maxItems) : nil
        let uniqueItems = dialect.validation && node[.uniqueItems]?.boolValue == true
        var minContains = 1
        var maxContains: Int?
        if dialect.draft >= .draft2019_09 && dialect.validation {
            minContains = try count(node, .minContains) ?? 1
            maxContains = try count(node, .maxContains)
        }
        if !prefix.isEmpty || rest != nil || contains != nil || minItems != nil || maxItems != nil || uniqueItems {
            keywords.append(.array(keep(ArrayRules(
                prefix: prefix, rest: rest, prefixKeyword: prefixKeyword, restKeyword: restKeyword, contains: contains,
                minContains: contains == nil ? 0 : minContains, maxContains: contains == nil ? nil : maxContains,
                minItems: minItems, maxItems: maxItems, uniqueItems: uniqueItems))))
        }
    }

    /// In-place applicators: allOf, anyOf, oneOf, not, if/then/else; then unevaluated*.
    mutating func compileInPlaceApplicators(_ node: NodeSource, into keywords: inout [Keyword]) throws(SchemaError) {
        guard node.present.containsAny(Self.inPlaceKeywords) else { return }
        let (id, context) = (node.id, node.context)
        let dialect = context.dialect
        // Combinators (in place).
        if dialect.applicator {
            if let nodes = try schemaArray(node, .allOf) {
                keywords.append(.allOf(keep(NodeList(nodes))))
                inPlaceEdges.add(id, contentsOf: nodes)
            }
            if let nodes = try schemaArray(node, .anyOf) {
                keywords.append(.anyOf(keep(NodeList(nodes))))
                inPlaceEdges.add(id, contentsOf: nodes)
            }
            if let nodes = try schemaArray(node, .oneOf) {
                keywords.append(.oneOf(keep(NodeList(nodes))))
                inPlaceEdges.add(id, contentsOf: nodes)
            }
            if let node = single(node, .not) { keywords.append(.not(node)); inPlaceEdges.add(id, node) }
            if let condition = single(node, .if) {
                let then = single(node, .then)
                let otherwise = single(node, .else)
                keywords.append(.conditional(keep(ConditionalRule((if: condition, then: then, else: otherwise)))))
                inPlaceEdges.add(id, condition)
                if let then { inPlaceEdges.add(id, then) }
                if let otherwise { inPlaceEdges.add(id, otherwise) }
            }
        }
        if dialect.unevaluated {
            schema.nodes[id].unevaluatedProperties = single(node, .unevaluatedProperties)
            schema.nodes[id].unevaluatedItems = single(node, .unevaluatedItems)
        }
    }
}
