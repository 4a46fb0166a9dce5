import ContractJSON
import GeneratorLoading

/// A mapper being translated: where it is declared and what it declares.
struct MapperSite {
    var name: String
    var source: TypeName
    var structure: StructDeclaration
    var location: SchemaLocation
    var parameters: [MapperParameter] = []
}

extension TranslationContext {
    /// Translates every `x-mappers` declaration (see `Mappers.md`).
    func translateMappers() {
        var sites: [MapperSite] = []
        var taken = Set(records.keys.filter { $0.components.count == 1 }.map(\.shortName))
        for name in order {
            guard let record = records[name], case .object(let schema)? = schemas.schema(at: record.source), let value = schema["x-mappers"]
            else { continue }
            let location = record.source.appending("x-mappers")
            guard case .structure(let structure) = record.declaration.kind else {
                error("x-mappers can only be declared on an object schema that becomes a struct", at: location)
                continue
            }
            guard case .object(let mappers) = value else {
                error("x-mappers must be an object mapping domain type names to mapper declarations", at: location)
                continue
            }
            for member in mappers.members {
                let mapperLocation = location.appending(member.key)
                guard SwiftIdentifier.isValid(member.key), !SwiftIdentifier.keywords.contains(member.key) else {
                    error("'\(member.key)' is not a valid Swift type name", at: mapperLocation)
                    continue
                }
                guard taken.insert(member.key).inserted, !TranslationContext.reservedTopLevelNames.contains(member.key) else {
                    error("the mapper name '\(member.key)' is already used by another generated type", at: mapperLocation)
                    continue
                }
                var site = MapperSite(name: member.key, source: name, structure: structure, location: mapperLocation)
                site.parameters = mapperParameters(at: mapperLocation)
                sites.append(site)
            }
        }
        for site in sites {
            if let mapper = translateMapper(site, all: sites) { mappers.append(mapper) }
        }
    }

    /// The `parameters` of a mapper.
    func mapperParameters(at location: SchemaLocation) -> [MapperParameter] {
        guard case .object(let parameters)? = schemas.schema(at: location)?["parameters"] else { return [] }
        var result: [MapperParameter] = []
        for member in parameters.members {
            let parameterLocation = location.appending("parameters", member.key)
            guard SwiftIdentifier.isValid(member.key), !SwiftIdentifier.keywords.contains(member.key) else {
                error("'\(member.key)' is not a valid Swift parameter name", at: parameterLocation)
                continue
            }
            guard case .object(let declaration) = member.value else {
                error("a parameter is declared with an object: {\"type\": \"string\"} or {\"lookup\": {\"key\": \"string\", \"value\": \"string\"}}", at: parameterLocation)
                continue
            }
            let documentation = Documentation(description: declaration["description"]?.stringValue)
            if case .object(let lookup)? = declaration["lookup"] {
                guard let key = parameterType(lookup["key"], at: parameterLocation.appending("lookup", "key")),
                    let value = parameterType(lookup["value"], at: parameterLocation.appending("lookup", "value"))
                else { continue }
                result.append(MapperParameter(swiftName: member.key, kind: .lookup(key: key, value: value), defaultValue: nil, documentation: documentation))
                continue
            }
            guard let type = parameterType(declaration["type"], at: parameterLocation.appending("type")) else { continue }
            var defaultValue: MappingExpression?
            if let value = declaration["default"] {
                guard let literal = literal(value, at: parameterLocation.appending("default")) else { continue }
                guard literalFits(literal, type) else {
                    error("the default does not fit the parameter's type \(type)", at: parameterLocation.appending("default"))
                    continue
                }
                defaultValue = .literal(literal)
            }
            result.append(MapperParameter(swiftName: member.key, kind: .value(type), defaultValue: defaultValue, documentation: documentation))
        }
        return result
    }

    /// A parameter type name: `string`, `integer`, `number`, `boolean`, `url`, `date-time`, `date`,
    /// `uuid`, each optionally followed by `?`.
    func parameterType(_ value: JSONValue?, at location: SchemaLocation) -> TypeUsage? {
        guard case .string(var name)? = value else {
            error("a parameter type must be one of string, integer, number, boolean, url, date-time, date, uuid (optionally followed by ?)", at: location)
            return nil
        }
        let optional = name.hasSuffix("?")
        if optional { name.removeLast() }
        let builtin: BuiltinType
        switch name {
        case "string": builtin = .string
        case "integer": builtin = .integer(.int)
        case "number": builtin = .double
        case "boolean": builtin = .bool
        case "url": builtin = .uri
        case "date-time": builtin = .dateTime
        case "date": builtin = .date
        case "uuid": builtin = .uuid
        default:
            error("unknown parameter type '\(name)'; use string, integer, number, boolean, url, date-time, date or uuid", at: location)
            return nil
        }
        return optional ? .optional(.builtin(builtin)) : .builtin(builtin)
    }

    /// A literal from a mapper declaration.
    func literal(_ value: JSONValue, at location: SchemaLocation) -> MappingLiteral? {
        switch value {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .number(let number): return number.isIntegral && number.int64Value != nil ? .integer(number.literal) : .double(number.literal)
        case .array(let elements) where elements.isEmpty: return .emptyArray
        default:
            error("literals in mappers are strings, numbers, booleans, null or []", at: location)
            return nil
        }
    }

    /// Whether a literal can be a value of `type`.
    func literalFits(_ literal: MappingLiteral, _ type: TypeUsage) -> Bool {
        switch (literal, type.resolved) {
        case (.null, .optional): return true
        case (_, .optional(let wrapped)): return literalFits(literal, wrapped)
        case (.string, .builtin(.string)), (.bool, .builtin(.bool)), (.integer, .builtin(.integer)), (.integer, .builtin(.double)),
            (.double, .builtin(.double)), (.emptyArray, .array):
            return true
        case (.string(let text), .named(let name)):
            if case .enumeration(let enumeration)? = declaration(name)?.kind {
                return enumeration.cases.contains { $0.value == .string(text) } || !enumeration.isClosed
            }
            return false
        default:
            return false
        }
    }

    /// The type of a literal standing alone.
    func literalType(_ literal: MappingLiteral) -> TypeUsage? {
        switch literal {
        case .string: .builtin(.string)
        case .bool: .builtin(.bool)
        case .integer: .builtin(.integer(.int))
        case .double: .builtin(.double)
        case .null, .emptyArray: nil
        }
    }

    func translateMapper(_ site: MapperSite, all: [MapperSite]) -> MapperDeclaration? {
        guard case .object(let declaration)? = schemas.schema(at: site.location) else {
            error("a mapper is declared with an object with fields (and optionally parameters, description)", at: site.location)
            return nil
        }
        for key in declaration.keys where !["fields", "parameters", "description", "title"].contains(key) {
            error("unknown mapper keyword '\(key)'", at: site.location.appending(key))
        }
        guard case .object(let fields)? = declaration["fields"], !fields.isEmpty else {
            error("a mapper needs fields: an object mapping domain property names to expressions", at: site.location)
            return nil
        }
        var scope = MapperScope(site: site, all: all, fields: [:], urlSets: [])
        var result: [MapperField] = []
        var names = NameScope(reserved: ["init"])
        for member in fields.members {
            let fieldLocation = site.location.appending("fields", member.key)
            guard SwiftIdentifier.isValid(member.key), !SwiftIdentifier.unusable.contains(member.key) else {
                error("'\(member.key)' is not a valid Swift property name", at: fieldLocation)
                continue
            }
            _ = names.allocate(member.key)
            scope.currentField = member.key
            guard let (expression, type) = mappingExpression(member.value, at: fieldLocation, scope: &scope) else { continue }
            let documentation = Documentation(description: member.value.objectValue?["description"]?.stringValue)
            result.append(MapperField(swiftName: member.key, type: type, expression: expression, documentation: documentation))
            scope.fields[member.key] = type
        }
        return MapperDeclaration(
            name: TypeName([site.name]), source: site.source,
            documentation: Documentation(title: declaration["title"]?.stringValue, description: declaration["description"]?.stringValue),
            parameters: site.parameters, fields: result, urlSets: scope.urlSets)
    }
}

/// What an expression can refer to while a mapper is translated.
struct MapperScope {
    var site: MapperSite
    var all: [MapperSite]
    var fields: [String: TypeUsage]
    var urlSets: [URLSetDeclaration]
    var currentField = ""
}
