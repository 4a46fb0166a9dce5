import ContractJSON
import GeneratorLoading

/// The members of an object schema gathered from its own keywords, `$ref` and `allOf`.
///
/// Lookups go through dictionaries, so an object of 50,000 properties is gathered in linear time.
struct FlatObject {
    /// Member names in first-seen order, each with every schema that constrains it.
    private(set) var properties: [(name: String, locations: [SchemaLocation])] = []
    /// Required member names, in first-seen order.
    private(set) var required: [String] = []
    /// The `additionalProperties` schema, if one is given (not `true` / `{}`).
    var additional: SchemaLocation?
    /// The position of each member name in ``properties``.
    private var positions: [String: Int] = [:]
    /// The names in ``required``.
    private var requiredNames: Set<String> = []
    /// Members left out because their name differs from a member's before them only in Unicode normalization
    /// (`"caf\u{E9}"`, `"cafe\u{301}"`): two JSON names, but one Swift `String`, and so one coding key.
    private(set) var normalizationTwins: [(name: String, twin: String, location: SchemaLocation)] = []

    mutating func add(_ name: String, _ location: SchemaLocation) {
        if let index = positions[name] {
            guard CodePointString(properties[index].name) == CodePointString(name) else {
                normalizationTwins.append((name, properties[index].name, location))
                return
            }
            properties[index].locations.append(location)
        } else {
            positions[name] = properties.count
            properties.append((name, [location]))
        }
    }

    mutating func require(_ name: String) {
        if requiredNames.insert(name).inserted { required.append(name) }
    }

    /// Whether the object declares a member `name` (in `properties`).
    func declares(_ name: String) -> Bool { positions[name] != nil }

    /// Whether `name` is required.
    func requires(_ name: String) -> Bool { requiredNames.contains(name) }
}

extension TranslationContext {
    /// Gathers the members of the schema at `location` (and what it references or is composed of).
    func flatten(_ location: SchemaLocation, into flat: inout FlatObject, visited: inout Set<SchemaLocation>, includeAlternatives: Bool = false) {
        guard visited.insert(location).inserted, let schema = schemas.node(at: location) else { return }
        if let reference = schema.reference, let target = schemas.resolve(reference, from: location) {
            flatten(target, into: &flat, visited: &visited)
        }
        for name in schema.propertyNames ?? [] { flat.add(name, location.appending("properties", name)) }
        for name in schema.requiredNames { flat.require(name) }
        if schema.subschema("additionalProperties") == .schema(isEmpty: false), !schema.declares("patternProperties") {
            flat.additional = location.appending("additionalProperties")
        }
        for index in 0..<(schema.subschemaCount("allOf") ?? 0) {
            flatten(location.appending("allOf").appending(index: index), into: &flat, visited: &visited)
        }
    }

    /// `name` with each character outside ASCII written as `\u{…}`, so that names differing only in
    /// Unicode normalization look different.
    static func codePoints(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }.joined()
    }

    /// The struct for an object schema made of `sources` (one schema, or a union's base plus one
    /// alternative), with the schemas its members come from.
    func translateStruct(name: TypeName, sources: [SchemaLocation]) -> (StructDeclaration, DeclarationSites) {
        var flat = FlatObject()
        var visited: Set<SchemaLocation> = []
        for source in sources { flatten(source, into: &flat, visited: &visited) }
        for (jsonName, twin, location) in flat.normalizationTwins {
            warning(
                "the property \"\(Self.codePoints(jsonName))\" differs from \"\(Self.codePoints(twin))\" only in Unicode normalization: "
                    + "two JSON names, but one Swift string and coding key, so only the first is a member; documents should not carry both",
                at: location)
        }

        // Names: members whose JSON name is already the Swift name claim it first.
        var scope = NameScope(reserved: TranslationContext.reservedMemberNames)
        var swiftNames: [String: String] = [:]
        var wanted: [(String, String)] = []
        for (jsonName, locations) in flat.properties {
            let explicit = locations.lazy.compactMap { self.explicitName($0) }.first
            wanted.append((jsonName, explicit ?? SwiftIdentifier.lowerCamelCase(jsonName)))
        }
        let extraRequired = flat.required.filter { !flat.declares($0) }
        for name in extraRequired { wanted.append((name, SwiftIdentifier.lowerCamelCase(name))) }
        for (jsonName, swiftName) in wanted where jsonName == swiftName { swiftNames[jsonName] = scope.allocate(swiftName) }
        for (jsonName, swiftName) in wanted where swiftNames[jsonName] == nil { swiftNames[jsonName] = scope.allocate(swiftName) }

        var properties: [PropertyDeclaration] = []
        var sites: [[SchemaLocation]] = []
        var declarationSites = DeclarationSites()
        if sources.count > 1 || visited.count > 1 { declarationSites.flattenedFrom = sources }
        for (jsonName, locations) in flat.properties {
            if locations.contains(where: schemas.isFalseSchema) { continue }  // may never be present
            let chosen = locations.first(where: isTyped) ?? locations[0]
            sites.append([chosen] + locations.filter { $0 != chosen })
            let isRequired = flat.requires(jsonName)
            let constant = locations.lazy.compactMap { self.constantValue($0) }.first
            var defaultValue: JSONValue?
            for location in locations where defaultValue == nil { defaultValue = schemas.node(at: location)?.defaultValue }
            let swiftName = swiftNames[jsonName]!
            if let constant, isRequired {
                var documentation = Documentation.none
                for location in locations where documentation.isEmpty { documentation = self.documentation(location) }
                properties.append(PropertyDeclaration(
                    swiftName: swiftName, jsonName: jsonName, type: constantType(constant), optionality: .required,
                    isNullable: false, constant: constant, documentation: documentation))
                continue
            }
            let preferredTypeName = SwiftIdentifier.upperCamelCase(jsonName)
            let type: TypeUsage = constant.map(constantType) ?? usage(chosen, .inside(name, preferredTypeName))
            let nullable = type.isOptional
            if let value = defaultValue, !isRequired, !defaultApplies(value, type: type.unwrapped, nullable: nullable, at: chosen) { defaultValue = nil }
            var documentation = Documentation.none
            for location in locations where documentation.isEmpty { documentation = self.documentation(location) }
            let optionality: Optionality
            switch (isRequired, nullable, defaultValue) {
            case (true, false, _): optionality = .required
            case (true, true, _): optionality = .requiredNullable
            case (false, false, _?): optionality = configuration.isLossless ? .optional : .defaulted
            case (false, true, _?): optionality = configuration.isLossless ? .optionalNullable : .defaulted
            case (false, false, nil): optionality = .optional
            case (false, true, nil): optionality = .optionalNullable
            }
            properties.append(PropertyDeclaration(
                swiftName: swiftName, jsonName: jsonName, type: type.unwrapped, optionality: optionality, isNullable: nullable,
                defaultValue: isRequired ? nil : defaultValue, documentation: documentation))
        }
        for jsonName in extraRequired {
            sites.append([])
            properties.append(PropertyDeclaration(
                swiftName: swiftNames[jsonName]!, jsonName: jsonName, type: .builtin(.jsonValue), optionality: .required, isNullable: false,
                documentation: Documentation(description: "Required by the schema, which does not describe it.")))
        }
        var additional: AdditionalProperties?
        if let location = flat.additional {
            let valueType = usage(location, .inside(name, "AdditionalValue"))
            additional = AdditionalProperties(swiftName: scope.allocate("additionalProperties"), valueType: valueType)
            declarationSites.additional = location
        } else if configuration.isLossless, admitsUnnamedMembers(visited) {
            // Lossless: members the schema does not name are kept as received and encoded back.
            additional = AdditionalProperties(swiftName: scope.allocate("unknownMembers"), valueType: .builtin(.jsonValue))
            declarationSites.keepsUnknownMembers = true
        }
        declarationSites.properties = sites
        return (StructDeclaration(properties: properties, additionalProperties: additional), declarationSites)
    }

    /// Whether a valid instance of the flattened object schemas can have members no `properties` names:
    /// no `additionalProperties: false` / `unevaluatedProperties: false`, or `patternProperties` that
    /// admit some.
    func admitsUnnamedMembers(_ locations: Set<SchemaLocation>) -> Bool {
        var closed = false
        for location in locations {
            guard let schema = schemas.node(at: location) else { continue }
            if let patterns = schema.patternCount, patterns > 0 { return true }
            if schema.subschema("additionalProperties") == .boolean(false) || schema.subschema("unevaluatedProperties") == .boolean(false) { closed = true }
        }
        return !closed
    }

    /// The `const` (or single `enum`) value written directly in the schema at `location`.
    func constantValue(_ location: SchemaLocation) -> JSONValue? {
        guard let schema = schemas.node(at: location) else { return nil }
        if let constant = schema.constant, constant != .null { return constant }
        if let values = schema.enumValues, values.count == 1, values[0] != .null { return values[0] }
        return nil
    }

    /// The Swift type that holds a constant.
    func constantType(_ value: JSONValue) -> TypeUsage {
        switch value {
        case .string: .builtin(.string)
        case .bool: .builtin(.bool)
        case .number(let number): number.isIntegral && number.int64Value != nil ? .builtin(.integer(.int)) : .builtin(.double)
        default: .builtin(.jsonValue)
        }
    }

    /// Whether a `default` can be written as a Swift value of `type`; when not, it is not applied (the
    /// property stays optional) and a warning says so.
    func defaultApplies(_ value: JSONValue, type: TypeUsage, nullable: Bool, at location: SchemaLocation) -> Bool {
        let fits = value == .null ? nullable : DefaultValueCheck.fits(value, type.resolved, declarations: { self.declaration($0) })
        if !fits {
            let reason = value == .null ? "default null does not fit a non-nullable property" : "default \(value) cannot be written as a value of \(type)"
            reportFallback(
                "\(reason); it is not applied: the property is optional and nil when the member is absent; change the default to a value of the property's type, or set x-swift-type",
                at: location.appending("default"), documenting: location)
        }
        return fits
    }
}

/// Which defaults the renderer can write as Swift literals.
enum DefaultValueCheck {
    static func fits(_ value: JSONValue, _ type: TypeUsage, declarations: (TypeName) -> TypeDeclaration?) -> Bool {
        switch (type, value) {
        case (.builtin(.jsonValue), _): return true
        case (.builtin(.jsonObject), .object): return true
        case (.builtin(.string), .string), (.builtin(.bool), .bool): return true
        case (.builtin(.dateTime), .string(let text)), (.builtin(.dateTimeText), .string(let text)):
            return DefaultFormatCheck.isDateTime(text)
        case (.builtin(.date), .string(let text)): return DefaultFormatCheck.isDate(text)
        case (.builtin(.uuid), .string(let text)): return DefaultFormatCheck.isUUID(text)
        case (.builtin(.uri), .string): return true
        case (.builtin(.uriText), .string(let text)): return DefaultFormatCheck.isURI(text)
        case (.builtin(.double), .number): return true
        case (.builtin(.integer(let integer)), .number(let number)):
            return number.isIntegral && number >= JSONNumber(integer.minimum)! && number <= JSONNumber(integer.maximum)!
        case (.array(let element), .array(let elements)):
            return elements.allSatisfy { fits($0, element, declarations: declarations) }
        case (.dictionary(let element), .object(let object)):
            return object.allSatisfy { fits($0.value, element, declarations: declarations) }
        case (.optional(let wrapped), _):
            return value == .null || fits(value, wrapped, declarations: declarations)
        case (.named(let name), _):
            // Enums only; a struct default would need a generated initializer call.
            guard case .enumeration(let declaration)? = declarations(name)?.kind else { return false }
            return declaration.cases.contains { $0.value == value } || !declaration.isClosed
        default:
            return false
        }
    }
}
