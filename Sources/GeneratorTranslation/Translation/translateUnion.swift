import ContractJSON
import GeneratorLoading

extension TranslationContext {
    /// The enum with associated values for `oneOf` / `anyOf` alternatives.
    ///
    /// When the schema also declares members (`properties`, `required`, `allOf`, `$ref` beside the
    /// alternatives), each alternative becomes its own struct with those members flattened in. The
    /// discriminator is the OpenAPI-style `discriminator.propertyName` when given, otherwise a required
    /// member that every alternative pins to distinct `const` strings.
    func translateUnion(name: TypeName, mode: UnionDeclaration.Mode, branches: [SchemaLocation], at location: SchemaLocation) -> UnionDeclaration {
        let schema = schemas.node(at: location)
        let hasBase = schema.map { hasObjectKeywords($0) || $0.declares("allOf") || $0.declares("$ref") } ?? false
        let (discriminator, tags) = findDiscriminator(branches: branches, base: hasBase ? location : nil, at: location)
        let unionAdmitsNull = analyze(location).nullable
        var scope = NameScope(reserved: TranslationContext.reservedCaseNames)
        var variants: [UnionVariant] = []
        for (index, branch) in branches.enumerated() {
            let branchSchema = schemas.node(at: branch)
            let branchTags = tags?[index] ?? []
            let title = branchSchema?.title
            var fallbackName = "Variant\(index + 1)"
            if branchSchema?.declares("$ref") != true, case .object = analyze(branch).shape { fallbackName = "Object" }
            let preferredType = explicitName(branch) ?? title.map(SwiftIdentifier.upperCamelCase)
                ?? branchTags.first.map(SwiftIdentifier.upperCamelCase) ?? fallbackName
            var type: TypeUsage
            if hasBase {
                let variantName = allocateTypeName(.inside(name, preferredType), location: nil)
                let (declaration, sites) = translateStruct(name: variantName, sources: [location, branch])
                add(TypeDeclaration(name: variantName, kind: .structure(declaration), documentation: documentation(branch),
                                    schemaURI: schemas.uri(of: location)), from: branch, sites: sites)
                type = .named(variantName)
            } else {
                type = usage(branch, .inside(name, preferredType))
            }
            if type.isOptional {
                // When the union itself admits null (SchemaShape's `alternativesAnalysis`), null decodes as its nil.
                if !unionAdmitsNull {
                    warning("this alternative also allows null; null is decoded only through a separate {\"type\": \"null\"} alternative", at: branch)
                }
                type = type.unwrapped
            }
            let caseName: String
            if let explicit = explicitName(branch), !hasBase {
                caseName = SwiftIdentifier.lowerCamelCase(explicit)
            } else if let tag = branchTags.first {
                caseName = SwiftIdentifier.lowerCamelCase(tag)
            } else if let title {
                caseName = SwiftIdentifier.lowerCamelCase(title)
            } else {
                caseName = defaultCaseName(type, index: index)
            }
            variants.append(UnionVariant(swiftName: scope.allocate(caseName), type: type, kinds: .any, tags: branchTags,
                                         schemaURI: schemas.uri(of: branch), documentation: documentation(branch)))
        }
        var union = UnionDeclaration(mode: mode, variants: variants, discriminator: discriminator)
        union.hasConstantTags = discriminator != nil && schema?.declares("discriminator") != true && !hasBase
        return union
    }

    /// A case name for an alternative without tag or title: its type's name in lower camel case.
    func defaultCaseName(_ type: TypeUsage, index: Int) -> String {
        switch type {
        case .named(let name), .alias(let name, _): return SwiftIdentifier.lowerCamelCase(name.shortName)
        case .builtin(let builtin):
            switch builtin {
            case .string: return "string"
            case .bool: return "boolean"
            case .double: return "number"
            case .integer: return "integer"
            case .dateTime, .dateTimeText: return "dateTime"
            case .date: return "date"
            case .uuid: return "uuid"
            case .uri, .uriText: return "uri"
            case .jsonValue: return "value"
            case .jsonObject: return "object"
            case .null: return "null"
            }
        case .array: return "array"
        case .dictionary: return "object"
        case .custom(let name): return SwiftIdentifier.lowerCamelCase(String(name.split(separator: ".").last ?? "value"))
        case .optional(let wrapped), .nullable(let wrapped): return defaultCaseName(wrapped, index: index)
        }
    }

    /// The discriminating member and each alternative's tag values, if the alternatives have them.
    func findDiscriminator(branches: [SchemaLocation], base: SchemaLocation?, at location: SchemaLocation) -> (String?, [[String]]?) {
        var baseFlat = FlatObject()
        if let base {
            var visited: Set<SchemaLocation> = []
            flatten(base, into: &baseFlat, visited: &visited)
        }
        let flats = branches.map { branch -> FlatObject in
            var flat = FlatObject()
            var visited: Set<SchemaLocation> = []
            flatten(branch, into: &flat, visited: &visited)
            return flat
        }
        func tags(_ index: Int, _ property: String, declared: Bool = false) -> [String]? {
            let flat = flats[index]
            // A declared discriminator names its property: an alternative may pin it without requiring it.
            guard declared || flat.requires(property) || baseFlat.requires(property) else { return nil }
            guard let locations = flat.properties.first(where: { $0.name == property })?.locations else { return nil }
            for location in locations {
                // Through a `$ref` (PagerDuty's branches name a shared enum schema for their discriminator property).
                guard let schema = schemas.node(at: resolvedTarget(location)) else { continue }
                if case .string(let tag)? = schema.constant { return [tag] }
                if let values = schema.enumValues {
                    let strings = values.compactMap(\.stringValue)
                    if strings.count == values.count, !strings.isEmpty { return strings }
                }
            }
            return nil
        }
        switch schemas.node(at: location)?.discriminator {
        case .malformed?:
            error("discriminator.propertyName must be a string", at: location.appending("discriminator"))
            return (nil, nil)
        case .property(let property, let mapping)?:
            var result: [[String]] = []
            for (index, branch) in branches.enumerated() {
                var found: [String] = []
                let branchTarget = resolvedTarget(branch)
                for entry in mapping {
                    if let target = mappingTarget(entry.reference, from: location), resolvedTarget(target) == branchTarget {
                        found.append(entry.tag)
                    }
                }
                if found.isEmpty, let constant = tags(index, property, declared: true) { found = constant }
                // OpenAPI: without a mapping entry, the value is the name of the component schema.
                if found.isEmpty, let name = componentName(branchTarget) { found = [name] }
                if found.isEmpty {
                    warning(
                        "alternative \(index) has no value for discriminator '\(property)' (map it in discriminator.mapping or give the member a const); "
                            + "the alternatives are told apart by trying each in turn",
                        at: branch)
                    return (nil, nil)
                }
                result.append(found)
            }
            // A value shared by two alternatives cannot choose between them: a `case` per value would
            // repeat, and the later alternative would never be tried.
            var owners: [String: Int] = [:]
            for (index, values) in result.enumerated() {
                for value in values {
                    if let owner = owners[value], owner != index {
                        warning(
                            "discriminator '\(property)' has the value '\(value)' for alternatives \(owner) and \(index); "
                                + "the alternatives are told apart by trying each in turn",
                            at: location.appending("discriminator"))
                        return (nil, nil)
                    }
                    owners[value] = index
                }
            }
            return (property, result)
        case nil:
            break
        }
        guard let first = flats.first else { return (nil, nil) }
        for candidate in first.properties.map(\.name) + baseFlat.properties.map(\.name) {
            var all: [[String]] = []
            var seen: Set<String> = []
            var ok = true
            for index in branches.indices {
                guard let values = tags(index, candidate), seen.isDisjoint(with: values) else { ok = false; break }
                seen.formUnion(values)
                all.append(values)
            }
            if ok { return (candidate, all) }
        }
        return (nil, nil)
    }

    /// The schema a `discriminator.mapping` value names: a reference, or (OpenAPI) the bare name of a
    /// component schema of the same document.
    func mappingTarget(_ value: String, from location: SchemaLocation) -> SchemaLocation? {
        if let target = schemas.resolve(value, from: location) { return target }
        guard schemas.files[location.file].embeddedSchemas != nil, !value.contains("/"), !value.contains("#") else { return nil }
        return schemas.resolve("#/components/schemas/" + JSONPointer(tokens: [value]).uriFragment.dropFirst(), from: location)
    }

    /// The key of the component schema at `location` when it is one (`#/components/schemas/Cat` → `Cat`)
    /// of an OpenAPI document.
    func componentName(_ location: SchemaLocation) -> String? {
        let tokens = location.pointer.tokens
        guard schemas.files[location.file].embeddedSchemas != nil, tokens.count == 3, tokens[0] == "components", tokens[1] == "schemas"
        else { return nil }
        return tokens[2]
    }

    /// The location a chain of pure `$ref`s ends at.
    func resolvedTarget(_ location: SchemaLocation) -> SchemaLocation {
        var current = location
        var steps = 0
        while steps < 32, let schema = schemas.node(at: current), let reference = schema.reference,
            !hasObjectKeywords(schema), let target = schemas.resolve(reference, from: current)
        {
            current = target
            steps += 1
        }
        return current
    }

    /// The union for a schema with several `type`s: one alternative per type, told apart by JSON kind.
    func translateMultiType(name: TypeName, types: [String], at location: SchemaLocation) -> UnionDeclaration {
        let schema = schemas.node(at: location) ?? .empty(at: location)
        var variants: [UnionVariant] = []
        let uri = schemas.uri(of: location)
        for type in types {
            let usage: TypeUsage
            switch type {
            case "string", "integer", "number", "boolean":
                switch builtinShape(type, schema) {
                case .builtin(let builtin): usage = .builtin(builtin)
                case .fallback(let message, let keyword, let type):
                    reportFallback(message, at: keyword.map { location.appending($0) } ?? location, documenting: location)
                    usage = type
                default: usage = .builtin(.jsonValue)
                }
            case "array":
                if case .schema? = schema.subschema("items") {
                    usage = .array(self.usage(location.appending("items"), .inside(name, "Item")))
                } else {
                    usage = .array(.builtin(.jsonValue))
                }
            case "object":
                usage = objectAlternative(of: name, schema, at: location, documentation: .none)
            default:
                error("unknown type '\(type)'", at: location.appending("type"))
                continue
            }
            variants.append(UnionVariant(swiftName: type == "boolean" ? "boolean" : type, type: usage, kinds: .any, schemaURI: uri))
        }
        return UnionDeclaration(mode: .oneOf, variants: variants, discriminator: nil)
    }

    /// The enum for a schema without `type` whose keywords constrain only `kinds` (see
    /// ``SchemaShape/untyped(_:)``): a case per constrained kind, typed as if the schema said that
    /// `type`, and `.other(JSONValue)` for every other value, which the schema allows too. Warns once,
    /// at the keyword that made it look like an object or array.
    func translateUntyped(name: TypeName, kinds: [String], at location: SchemaLocation) -> UnionDeclaration {
        let schema = schemas.node(at: location) ?? .empty(at: location)
        let keyword = ["properties", "required", "additionalProperties", "patternProperties", "items", "prefixItems", "allOf", "$ref"].first(where: schema.declares)
        let described = kinds.map { $0 == "object" ? "objects" : "arrays" }.joined(separator: " and ")
        let cases = kinds.map { ".\($0)(…)" }.joined(separator: ", ")
        let suggestion = kinds.count == 1 ? "add \"type\": \"\(kinds[0])\"" : "add a \"type\""
        reportFallback(
            "this schema has no \"type\", so any JSON value is valid and what \(keyword.map { "`\($0)`" } ?? "it") says applies only to \(described); generated as an enum with cases \(cases) and .other(JSONValue); \(suggestion) if nothing else is valid",
            at: keyword.map { location.appending($0) } ?? location, documenting: location)
        let uri = schemas.uri(of: location)
        var variants: [UnionVariant] = []
        var excluded: JSONKinds = []
        for kind in kinds {
            let usage: TypeUsage
            if kind == "object" {
                excluded.insert(.object)
                usage = objectAlternative(of: name, schema, at: location, documentation: Documentation(description: "The value when it is an object."))
            } else {
                excluded.insert(.array)
                if schema.subschemaCount(schemas.tupleKeywords(at: location).prefix) != nil {
                    let tupleName = allocateTypeName(.inside(name, "Array"), location: nil)
                    add(TypeDeclaration(name: tupleName, kind: .tuple(translateTuple(name: tupleName, at: location)),
                                        documentation: Documentation(description: "The value when it is an array."), schemaURI: uri), from: location)
                    usage = .named(tupleName)
                } else if case .schema? = schema.subschema("items") {
                    usage = .array(self.usage(location.appending("items"), .inside(name, "Item")))
                } else {
                    usage = .array(.builtin(.jsonValue))
                }
            }
            variants.append(UnionVariant(swiftName: kind, type: usage, kinds: .any, schemaURI: uri))
        }
        var other = UnionVariant(swiftName: "other", type: .builtin(.jsonValue), kinds: .any, schemaURI: uri,
                                 documentation: Documentation(description: "Any other value: the schema does not constrain it."))
        other.excludedKinds = excluded
        variants.append(other)
        return UnionDeclaration(mode: .oneOf, variants: variants, discriminator: nil)
    }

    /// The object alternative of the union `name` for the schema at `location`, read as if its `type`
    /// were object (several `type`s, or none): a struct `name.Object` when it has members (its own or
    /// through `allOf`), a dictionary for `additionalProperties` alone, else `JSONObject`.
    func objectAlternative(of name: TypeName, _ schema: SchemaNode, at location: SchemaLocation, documentation: Documentation) -> TypeUsage {
        if isObjectLike(location) {
            let objectName = allocateTypeName(.inside(name, "Object"), location: nil)
            let (structure, sites) = translateStruct(name: objectName, sources: [location])
            add(TypeDeclaration(name: objectName, kind: .structure(structure), documentation: documentation, schemaURI: schemas.uri(of: location)),
                from: location, sites: sites)
            return .named(objectName)
        }
        if case .dictionary(let values) = objectShape(schema) { return .dictionary(usage(values, .inside(name, "Value"))) }
        return .builtin(.jsonObject)
    }

    /// The struct for a `prefixItems` schema (an array-valued `items` before 2020-12): one property per
    /// position, then the rest (`items`, or `additionalItems` before 2020-12).
    func translateTuple(name: TypeName, at location: SchemaLocation) -> TupleDeclaration {
        let schema = schemas.node(at: location)
        let keywords = schemas.tupleKeywords(at: location)
        guard let prefixCount = schema?.subschemaCount(keywords.prefix) else { return TupleDeclaration(elements: [], rest: nil) }
        let minimum = schema?.minItems ?? 0
        var scope = NameScope(reserved: TranslationContext.reservedMemberNames)
        var elements: [TupleElement] = []
        for index in 0..<prefixCount {
            let element = location.appending(keywords.prefix).appending(index: index)
            let title = schemas.node(at: element)?.title
            let swiftName = scope.allocate(explicitName(element) ?? title.map(SwiftIdentifier.lowerCamelCase) ?? "item\(index)")
            let type = usage(element, .inside(name, title.map(SwiftIdentifier.upperCamelCase) ?? "Item\(index)"))
            elements.append(TupleElement(swiftName: swiftName, type: type, isRequired: Int64(index) < minimum, documentation: documentation(element)))
        }
        var rest: TypeUsage? = .builtin(.jsonValue)
        switch schema?.subschema(keywords.rest) {
        case .boolean(false)?: rest = nil
        case .schema(isEmpty: false)?: rest = usage(location.appending(keywords.rest), .inside(name, "RestItem"))
        default: break
        }
        return TupleDeclaration(elements: elements, rest: rest, restName: scope.allocate("rest"))
    }
}
