import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// What translation knows about the content of inline schemas, so that anonymous schemas written out
/// several times (the same result object under each list endpoint, the same item under each country of a
/// map) generate one type: the first keeps its name, every later one becomes a type alias of it.
///
/// Two schemas share a shape when they are equal once the keywords that only describe (``ignoredKeywords``)
/// are removed at every level, with each `$ref` read as the location it resolves to. Every subschema is
/// interned once (``ids``), its subschemas replaced by their numbers, so the whole document costs one pass.
struct InlineShapes {
    /// A subschema's content with its subschemas replaced by their shape numbers, in the dialect it is read in.
    struct Key: Hashable {
        var draft: Draft
        var content: JSONValue
    }

    /// Keywords that say nothing about which values are valid or how they decode: dropped before comparing.
    static let ignoredKeywords: Set<String> = ["description", "title", "example", "examples", "$comment"]
    /// Keywords whose meaning depends on where the schema is (its identifiers and dynamic scope): a schema
    /// holding one is never shared.
    static let placeDependentKeywords: Set<String> = [
        "$id", "id", "$anchor", "$dynamicAnchor", "$dynamicRef", "$recursiveRef", "$recursiveAnchor",
    ]
    /// How many later locations a kept type's documentation lists before "and N more".
    static let listedUses = 3

    /// The shape number of each subschema looked at; nil when it cannot be shared.
    var ids: [SchemaLocation: Int?] = [:]
    /// The shape numbers by content.
    var table: [Key: Int] = [:]
    /// The type declared for each shape, with the location it was declared for.
    var kept: [Int: (name: TypeName, location: SchemaLocation)] = [:]
    /// The later locations whose type is a kept one, by its name, in translation order.
    var sharedBy: [TypeName: [SchemaLocation]] = [:]
    /// The later locations, whose types are aliases of kept ones.
    var aliases: Set<SchemaLocation> = []
}

extension TranslationContext {
    /// Whether the schema at `location`, which calls for a declaration, is anonymous: no component, `$defs`
    /// entry or file root, and not named by the configuration, by `x-swift-name`, or by a named schema that
    /// only refers to it. An inline body of an OpenAPI operation is a site of its own but anonymous all the same.
    func isAnonymous(_ location: SchemaLocation) -> Bool {
        let record = schemaRecords[location]
        if record?.forcedName != nil || record?.nameOverride != nil || record?.typeOverride != nil { return false }
        if record?.siteName != nil {
            guard schemas.files[location.file].embeddedSchemas != nil, let first = location.pointer.tokens.first else { return false }
            return first == "paths" || first == "webhooks"
        }
        return schemas.node(at: location)?.swiftName == nil
    }

    /// The type already declared for a schema equal to the one at `location` but for its descriptions and
    /// examples, if there is one: for an inline schema, an alias of it is declared under the name the schema
    /// would have had, and returned; a site's alias is declared by its caller. Nil when the schema is the
    /// first of its shape, or cannot be shared; then ``keepShape(_:_:)`` records what is declared for it.
    func sharedType(for location: SchemaLocation, _ naming: Naming, isSite: Bool) -> TypeUsage? {
        guard isAnonymous(location), let id = shapeID(location), let kept = inlineShapes.kept[id], kept.location != location else {
            return nil
        }
        inlineShapes.sharedBy[kept.name, default: []].append(location)
        // The kept type decodes this schema and checks it as this schema would: the constraints are equal.
        schemaRecords[location, default: SchemaRecord()].isDeclared = true
        inlineShapes.aliases.insert(location)
        // A site's alias is declared by the caller, with the site's documentation.
        if isSite { return .named(kept.name) }
        let name = allocateTypeName(naming, location: location)
        // Its doc is its source remark alone: `= Kept` says the rest, and the kept type's doc lists the places it serves.
        let uri = schemas.uri(of: location)
        var declaration = TypeDeclaration(name: name, kind: .alias(.named(kept.name)), documentation: .none, schemaURI: uri)
        declaration.admitsNull = analyze(location).nullable
        add(declaration, from: location)
        return .alias(name, .named(kept.name))
    }

    /// Records that `usage` was declared for the anonymous schema at `location`, for later schemas of its shape.
    func keepShape(_ location: SchemaLocation, _ usage: TypeUsage) {
        guard case .named(let name) = usage.unwrapped, isAnonymous(location), let id = shapeID(location), inlineShapes.kept[id] == nil
        else {
            return
        }
        inlineShapes.kept[id] = (name, location)
    }

    /// The note on a kept type naming the other schemas it serves, bounded; nil when it serves none.
    func sharedUsesNote(_ name: TypeName) -> String? {
        guard let uses = inlineShapes.sharedBy[name], !uses.isEmpty else { return nil }
        let listed = uses.prefix(InlineShapes.listedUses).map { location in
            "`" + schemas.files[location.file].relativePath + "#" + location.pointer.uriFragment + "`"
        }
        let more = uses.count > listed.count ? " and \(uses.count - listed.count) more" : ""
        return "Also the type of the equal schemas (but for descriptions and examples) at " + listed.joined(separator: ", ") + more + "."
    }

    /// The shape number of the schema at `location`, nil when it cannot be shared: it holds an identifier,
    /// an anchor or a dynamic reference, a `$ref` that resolves to nothing, a discriminator mapping (whose
    /// names are read against the document), mappers, or a part the configuration or a site names.
    func shapeID(_ location: SchemaLocation) -> Int? {
        if let known = inlineShapes.ids[location] { return known }
        // Marked first: a subschema reached again through itself (impossible in a tree) is not shared.
        inlineShapes.ids[location] = .some(nil)
        let id = computeShapeID(location)
        inlineShapes.ids[location] = .some(id)
        return id
    }

    private func computeShapeID(_ location: SchemaLocation) -> Int? {
        guard let schema = schemas.schema(at: location) else { return nil }
        let draft = schemas.draft(at: location)
        guard case .object(let object) = schema else {
            return internShape(InlineShapes.Key(draft: draft, content: schema))
        }
        let record = schemaRecords[location]
        if record?.nameOverride != nil || record?.typeOverride != nil || schemas.mappers(at: location) != nil { return nil }
        if record?.siteName != nil || record?.forcedName != nil, !isAnonymous(location) { return nil }
        let vocabulary = draft.vocabulary
        var members: [JSONObject.Member] = []
        members.reserveCapacity(object.count)
        for member in object {
            let keyword = member.key
            if InlineShapes.ignoredKeywords.contains(keyword) { continue }
            if InlineShapes.placeDependentKeywords.contains(keyword) { return nil }
            if keyword == "$ref" {
                guard let reference = member.value.stringValue, let target = schemas.resolve(reference, from: location) else { return nil }
                members.append(JSONObject.Member(key: keyword, value: .string("\(target.file)#" + target.pointer.uriFragment)))
                continue
            }
            if keyword == "discriminator", member.value.objectValue?["mapping"] != nil { return nil }
            guard let layout = vocabulary.layout(of: keyword, value: member.value) else {
                members.append(member)
                continue
            }
            // A subschema becomes its shape number: a number where a schema (an object or a boolean) is expected.
            func child(_ value: JSONValue, _ childLocation: SchemaLocation) -> JSONValue? {
                guard value.objectValue != nil || value.boolValue != nil else { return value }
                return shapeID(childLocation).map { .number(JSONNumber($0)) }
            }
            switch layout {
            case .single:
                guard let value = child(member.value, location.appending(keyword)) else { return nil }
                members.append(JSONObject.Member(key: keyword, value: value))
            case .array:
                var elements: [JSONValue] = []
                for (index, element) in (member.value.arrayValue ?? []).enumerated() {
                    guard let value = child(element, location.appending(keyword).appending(index: index)) else { return nil }
                    elements.append(value)
                }
                members.append(JSONObject.Member(key: keyword, value: .array(elements)))
            case .map:
                guard let entries = member.value.objectValue else {
                    members.append(member)
                    continue
                }
                var mapped: [JSONObject.Member] = []
                for entry in entries {
                    guard let value = child(entry.value, location.appending(keyword, entry.key)) else { return nil }
                    mapped.append(JSONObject.Member(key: entry.key, value: value))
                }
                members.append(JSONObject.Member(key: keyword, value: .object(JSONObject(mapped))))
            }
        }
        return internShape(InlineShapes.Key(draft: draft, content: .object(JSONObject(members))))
    }

    private func internShape(_ key: InlineShapes.Key) -> Int {
        if let id = inlineShapes.table[key] { return id }
        let id = inlineShapes.table.count
        inlineShapes.table[key] = id
        return id
    }
}
