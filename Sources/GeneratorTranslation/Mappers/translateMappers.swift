import GeneratorLoading

/// A mapper being translated: where it is declared and what it declares.
struct MapperSite {
    var name: String
    var source: TypeName
    var structure: StructDeclaration
    /// The declaration as the loader read it.
    var syntax: MapperSyntax
    var parameters: [MapperParameter] = []

    /// Where the declaration is written.
    var location: SchemaLocation { syntax.location }
}

extension TranslationContext {
    /// Translates every `x-mappers` declaration (see `Mappers.md`).
    func translateMappers() {
        var sites: [MapperSite] = []
        var taken = Set(records.keys.map(\.description))
        for name in order {
            guard let record = records[name], let declarations = schemas.mappers(at: record.source) else { continue }
            guard case .structure(let structure) = record.declaration.kind else {
                let message = "x-mappers can only be declared on an object schema that becomes a struct"
                diagnostics.emit(.error(message, at: declarations.position))
                continue
            }
            guard let mappers = declarations.mappers else {
                let message = "x-mappers must be an object mapping domain type names to mapper declarations"
                diagnostics.emit(.error(message, at: declarations.position))
                continue
            }
            for mapper in mappers {
                guard SwiftIdentifier.isValid(mapper.name), !SwiftIdentifier.keywords.contains(mapper.name) else {
                    diagnostics.emit(.error("'\(mapper.name)' is not a valid Swift type name", at: mapper.position))
                    continue
                }
                guard taken.insert(mapper.name).inserted, !TranslationContext.reservedTopLevelNames.contains(mapper.name) else {
                    let message = "the mapper name '\(mapper.name)' is already used by another generated type"
                    diagnostics.emit(.error(message, at: mapper.position))
                    continue
                }
                var site = MapperSite(name: mapper.name, source: name, structure: structure, syntax: mapper)
                site.parameters = mapperParameters(mapper.body?.parameters ?? [])
                sites.append(site)
            }
        }
        for site in sites {
            if let mapper = translateMapper(site, all: sites) { mappers.append(mapper) }
        }
    }

    /// The `parameters` of a mapper.
    func mapperParameters(_ parameters: [MapperParameterSyntax]) -> [MapperParameter] {
        var result: [MapperParameter] = []
        for parameter in parameters {
            let parameterLocation = parameter.location
            guard SwiftIdentifier.isValid(parameter.name), !SwiftIdentifier.keywords.contains(parameter.name) else {
                diagnostics.emit(.error("'\(parameter.name)' is not a valid Swift parameter name", at: parameter.position))
                continue
            }
            let documentation = Documentation(description: parameter.description)
            let declaredType: String?
            let declaredDefault: MapperLiteralSyntax?
            switch parameter.kind {
            case .notAnObject:
                let example = #"{"type": "string"} or {"lookup": {"key": "string", "value": "string"}}"#
                diagnostics.emit(.error("a parameter is declared with an object: " + example, at: parameter.position))
                continue
            case .lookup(let keyName, let valueName):
                guard let key = parameterType(keyName, at: parameterLocation.appending("lookup", "key")),
                    let value = parameterType(valueName, at: parameterLocation.appending("lookup", "value"))
                else { continue }
                result.append(MapperParameter(
                    swiftName: parameter.name, kind: .lookup(key: key, value: value), defaultValue: nil, documentation: documentation))
                continue
            case .value(let type, let defaultValue):
                declaredType = type
                declaredDefault = defaultValue
            }
            guard let type = parameterType(declaredType, at: parameterLocation.appending("type")) else { continue }
            var defaultValue: MappingExpression?
            if let value = declaredDefault {
                guard let literal = literal(value, at: schemas.position(of: parameterLocation.appending("default"))) else { continue }
                guard literalFits(literal, type) else {
                    error("the default does not fit the parameter's type \(type)", at: parameterLocation.appending("default"))
                    continue
                }
                defaultValue = .literal(literal)
            }
            result.append(MapperParameter(
                swiftName: parameter.name, kind: .value(type), defaultValue: defaultValue, documentation: documentation))
        }
        return result
    }

    /// A parameter type name: `string`, `integer`, `number`, `boolean`, `url`, `date-time`, `date`,
    /// `uuid`, each optionally followed by `?`.
    func parameterType(_ written: String?, at location: SchemaLocation) -> TypeUsage? {
        guard var name = written else {
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
        default:
            // The typed formats, as Foundation's types; `uri` is written `url` here.
            guard let typed = TypedFormat(rawValue: name == "url" ? "uri" : name), name != "uri" else {
                error("unknown parameter type '\(name)'; use string, integer, number, boolean, url, date-time, date or uuid", at: location)
                return nil
            }
            builtin = BuiltinType(typed, dateTimesAsDate: true, urlsAsFoundationURL: true)
        }
        return optional ? .optional(.builtin(builtin)) : .builtin(builtin)
    }

    /// A literal from a mapper declaration, as generated code writes it.
    func literal(_ syntax: MapperLiteralSyntax, at position: SourcePosition) -> MappingLiteral? {
        switch syntax {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .integer(let text): return .integer(text)
        case .double(let text): return .double(text)
        case .emptyArray: return .emptyArray
        case .unsupported:
            error("literals in mappers are strings, numbers, booleans, null or []", at: position)
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
                return enumeration.cases.contains { $0.stringValue == text } || !enumeration.isClosed
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
        guard let declaration = site.syntax.body else {
            let message = "a mapper is declared with an object with fields (and optionally parameters, description)"
            diagnostics.emit(.error(message, at: site.syntax.position))
            return nil
        }
        for key in declaration.unknownKeywords {
            error("unknown mapper keyword '\(key)'", at: site.location.appending(key))
        }
        guard let fields = declaration.fields, !fields.isEmpty else {
            let message = "a mapper needs fields: an object mapping domain property names to expressions"
            diagnostics.emit(.error(message, at: site.syntax.position))
            return nil
        }
        var scope = MapperScope(site: site, all: all, fields: [:], urlSets: [])
        var result: [MapperField] = []
        var names = NameScope(reserved: ["init"])
        for field in fields {
            guard SwiftIdentifier.isValid(field.name), !SwiftIdentifier.unusable.contains(field.name) else {
                diagnostics.emit(.error("'\(field.name)' is not a valid Swift property name", at: field.position))
                continue
            }
            _ = names.allocate(field.name)
            scope.currentField = field.name
            guard let (expression, type) = mappingExpression(field.expression, scope: &scope) else { continue }
            let documentation = Documentation(description: field.description)
            result.append(MapperField(swiftName: field.name, type: type, expression: expression, documentation: documentation))
            scope.fields[field.name] = type
        }
        return MapperDeclaration(
            name: TypeName([site.name]), source: site.source,
            documentation: Documentation(title: declaration.title, description: declaration.description),
            parameters: site.parameters, fields: result, urlSets: scope.urlSets)
    }
}

extension TranslationContext {
    /// Reports an error at the position of a piece of mapper syntax the loader already located (no
    /// lookup of its location again: a declaration with many mistakes stays linear).
    func error(_ message: String, at position: SourcePosition) {
        diagnostics.emit(.error(message, at: position))
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
