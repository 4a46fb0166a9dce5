import ContractJSON
import GeneratorLoading

extension TranslationContext {
    /// The shape of a value for element-wise operations, and its element type.
    func shape(of type: TypeUsage) -> (ValueShape, TypeUsage) {
        switch type.resolved {
        case .optional(.array(let element)): (.optionalArray, element)
        case .optional(let wrapped): (.optional, wrapped)
        case .array(let element): (.array, element)
        default: (.single, type.resolved)
        }
    }

    /// Wraps `element` back into `shape`.
    func reshape(_ element: TypeUsage, _ shape: ValueShape) -> TypeUsage {
        switch shape {
        case .single: element
        case .optional: element.asOptional
        case .array: .array(element)
        case .optionalArray: .optional(.array(element))
        }
    }

    /// Translates one mapper expression and infers its type.
    func mappingExpression(_ value: JSONValue, at location: SchemaLocation, scope: inout MapperScope) -> (MappingExpression, TypeUsage)? {
        if case .string(let path) = value { return wirePath(path, at: location, scope: scope) }
        guard case .object(let object) = value else {
            error("a field is a member name (\"episode_number\"), a path (\"/pick/poster_path\") or an object expression", at: location)
            return nil
        }
        let sources = ["from", "parameter", "field", "constant", "sum", "count", "coalesce"].filter { object[$0] != nil }
        guard sources.count == 1 else {
            error("an expression needs exactly one of from, parameter, field, constant, sum, count, coalesce", at: location)
            return nil
        }
        let modifiers: Set<String> = ["alternative", "nilIfEmpty", "map", "arguments", "lookup", "imageURL", "imageURLSet", "labels", "otherwise", "default", "description"]
        for key in object.keys where !modifiers.contains(key) && key != sources[0] {
            error("unknown expression keyword '\(key)'", at: location.appending(key))
            return nil
        }
        var current: (MappingExpression, TypeUsage)
        let keyword = sources[0]
        let operand = object[keyword]!
        let operandLocation = location.appending(keyword)
        switch keyword {
        case "from":
            guard case .string(let path) = operand, let found = wirePath(path, at: operandLocation, scope: scope) else {
                if operand.stringValue == nil { error("from takes a member name or a path", at: operandLocation) }
                return nil
            }
            current = found
        case "parameter":
            guard case .string(let name) = operand, let parameter = scope.site.parameters.first(where: { $0.swiftName == name }) else {
                error("no parameter named \(operand) in this mapper", at: operandLocation)
                return nil
            }
            guard case .value(let type) = parameter.kind else {
                error("a lookup parameter is used with the lookup modifier, not as a value", at: operandLocation)
                return nil
            }
            current = (.parameter(name), type)
        case "field":
            guard case .string(let name) = operand, let type = scope.fields[name] else {
                error("no earlier field named \(operand) (fields can refer only to fields declared before them)", at: operandLocation)
                return nil
            }
            current = (.field(name), type)
        case "constant":
            guard let literal = literal(operand, at: operandLocation) else { return nil }
            guard let type = literalType(literal) else {
                error("a constant needs a type: a string, number or boolean", at: operandLocation)
                return nil
            }
            current = (.literal(literal), type)
        case "sum", "coalesce":
            guard case .array(let operands) = operand, operands.count >= 2 else {
                error("\(keyword) takes an array of at least two expressions", at: operandLocation)
                return nil
            }
            var parts: [(MappingExpression, TypeUsage)] = []
            for (index, part) in operands.enumerated() {
                guard let translated = mappingExpression(part, at: operandLocation.appending(index: index), scope: &scope) else { return nil }
                parts.append(translated)
            }
            if keyword == "sum" {
                for (index, part) in parts.enumerated() where !isInteger(part.1) {
                    error("sum adds integers; operand \(index) is \(part.1) (give it a default to make it non-optional)", at: operandLocation.appending(index: index))
                    return nil
                }
                current = (.sum(parts.map(\.0)), .builtin(.integer(.int)))
            } else {
                let base = parts[0].1.resolved.unwrapped
                for (index, part) in parts.enumerated() where part.1.resolved.unwrapped != base {
                    error("coalesce needs operands of one type; operand \(index) is \(part.1), not \(base)", at: operandLocation.appending(index: index))
                    return nil
                }
                let type = parts.last!.1.resolved.isOptional ? TypeUsage.optional(parts[0].1.unwrapped) : parts[0].1.unwrapped
                current = (.coalesce(parts.map(\.0)), type)
            }
        default:  // count
            guard let inner = mappingExpression(operand, at: operandLocation, scope: &scope) else { return nil }
            let (shape, _) = self.shape(of: inner.1)
            guard shape == .array || shape == .optionalArray else {
                error("count takes an array; this is \(inner.1)", at: operandLocation)
                return nil
            }
            current = (.count(inner.0, optional: shape == .optionalArray), shape == .optionalArray ? .optional(.builtin(.integer(.int))) : .builtin(.integer(.int)))
        }
        // Modifiers, in a fixed order.
        if let alternative = object["alternative"] {
            guard let picked = pickAlternative(alternative, of: current, at: location.appending("alternative")) else { return nil }
            current = picked
        }
        if let flag = object["nilIfEmpty"] {
            guard flag == .bool(true) else {
                error("nilIfEmpty is written \"nilIfEmpty\": true", at: location.appending("nilIfEmpty"))
                return nil
            }
            let base = current.1.resolved.unwrapped
            switch base {
            case .array, .builtin(.string): break
            default:
                error("nilIfEmpty applies to arrays and strings; this value is \(current.1)", at: location.appending("nilIfEmpty"))
                return nil
            }
            current = (.nilIfEmpty(current.0, optional: current.1.resolved.isOptional), current.1.asOptional)
        }
        if let mapper = object["map"] {
            guard let mapped = applyMap(mapper, arguments: object["arguments"], to: current, at: location, scope: &scope) else { return nil }
            current = mapped
        } else if object["arguments"] != nil {
            error("arguments go with map", at: location.appending("arguments"))
            return nil
        }
        if let lookup = object["lookup"] {
            guard case .string(let name) = lookup, let parameter = scope.site.parameters.first(where: { $0.swiftName == name }),
                case .lookup(let key, let valueType) = parameter.kind
            else {
                error("lookup names a lookup parameter of this mapper", at: location.appending("lookup"))
                return nil
            }
            let (shape, element) = self.shape(of: current.1)
            guard element.resolved == key.resolved else {
                error("the lookup \(name) takes \(key) keys; this value is \(current.1)", at: location.appending("lookup"))
                return nil
            }
            let resultType: TypeUsage = shape == .array ? .array(valueType) : (shape == .optionalArray ? .optional(.array(valueType)) : valueType.asOptional)
            current = (.lookup(current.0, parameter: name, shape: shape), resultType)
        }
        if let imageURL = object["imageURL"] {
            guard case .object(let settings) = imageURL, let baseValue = settings["base"], let sizeValue = settings["size"] else {
                error("imageURL takes {\"base\": \"https://...\" or {\"parameter\": \"name\"}, \"size\": \"w185\" or {\"parameter\": \"name\"}}", at: location.appending("imageURL"))
                return nil
            }
            for key in settings.keys where key != "base" && key != "size" {
                error("unknown imageURL keyword '\(key)'", at: location.appending("imageURL", key))
                return nil
            }
            guard let base = stringOperand(baseValue, named: "base", at: location.appending("imageURL", "base"), scope: &scope),
                let size = stringOperand(sizeValue, named: "size", at: location.appending("imageURL", "size"), scope: &scope)
            else { return nil }
            guard current.1.resolved.unwrapped == .builtin(.string) else {
                error("imageURL takes a string path; this value is \(current.1)", at: location.appending("imageURL"))
                return nil
            }
            current = (.imageURL(current.0, base: base, size: size, optional: current.1.resolved.isOptional), .optional(.builtin(.uri)))
        }
        if let set = object["imageURLSet"] {
            guard case .object(let settings) = set, let baseValue = settings["base"], case .array(let sizes)? = settings["sizes"],
                !sizes.isEmpty, sizes.allSatisfy({ $0.stringValue != nil })
            else {
                error("imageURLSet takes {\"base\": \"https://...\" or {\"parameter\": \"name\"}, \"sizes\": [\"w92\", \"original\"], \"type\": \"Name\"}", at: location.appending("imageURLSet"))
                return nil
            }
            for key in settings.keys where !["base", "sizes", "type"].contains(key) {
                error("unknown imageURLSet keyword '\(key)'", at: location.appending("imageURLSet", key))
                return nil
            }
            guard let base = stringOperand(baseValue, named: "base", at: location.appending("imageURLSet", "base"), scope: &scope) else { return nil }
            guard current.1.resolved.unwrapped == .builtin(.string) else {
                error("imageURLSet takes a string path; this value is \(current.1)", at: location.appending("imageURLSet"))
                return nil
            }
            if let type = settings["type"], type.stringValue == nil {
                error("the type of an imageURLSet is a Swift type name", at: location.appending("imageURLSet", "type"))
                return nil
            }
            let typeName = settings["type"]?.stringValue ?? SwiftIdentifier.upperCamelCase(scope.currentField) + "URLs"
            guard SwiftIdentifier.isValid(typeName), !SwiftIdentifier.keywords.contains(typeName) else {
                error("'\(typeName)' is not a valid Swift type name", at: location.appending("imageURLSet", "type"))
                return nil
            }
            var names = NameScope(reserved: ["init"])
            let declaration = URLSetDeclaration(
                name: TypeName([scope.site.name, typeName]),
                sizes: sizes.compactMap(\.stringValue).map { URLSetDeclaration.Size(swiftName: names.allocate(SwiftIdentifier.lowerCamelCase($0)), segment: $0) })
            if let existing = scope.urlSets.first(where: { $0.name == declaration.name }) {
                guard existing == declaration else {
                    error("\(typeName) is already declared in this mapper with other sizes; give this set another type name", at: location.appending("imageURLSet", "type"))
                    return nil
                }
            } else {
                scope.urlSets.append(declaration)
            }
            current = (.imageURLSet(current.0, type: declaration.name, base: base, optional: current.1.resolved.isOptional), .optional(.named(declaration.name)))
        }
        if let labels = object["labels"] {
            guard case .object(let table) = labels else {
                error("labels maps enum values to strings", at: location.appending("labels"))
                return nil
            }
            let optional = current.1.resolved.isOptional
            guard case .named(let enumName) = current.1.resolved.unwrapped, case .enumeration(let enumeration)? = declarations[enumName]?.kind,
                enumeration.rawType == .string
            else {
                error("labels applies to a string enum; this value is \(current.1)", at: location.appending("labels"))
                return nil
            }
            var cases: [MappingLabel] = []
            for member in table.members {
                guard case .string(let label) = member.value else {
                    error("a label is a string", at: location.appending("labels", member.key))
                    return nil
                }
                guard let enumCase = enumeration.cases.first(where: { $0.value == .string(member.key) }) else {
                    error("'\(member.key)' is not a value of \(enumName)", at: location.appending("labels", member.key))
                    return nil
                }
                cases.append(MappingLabel(caseName: enumCase.swiftName, label: label))
            }
            let otherwise = object["otherwise"]?.stringValue
            let missing = enumeration.cases.filter { enumCase in !cases.contains { $0.caseName == enumCase.swiftName } }
            if !missing.isEmpty && otherwise == nil {
                error("labels must cover every value (missing: \(missing.compactMap { $0.value.stringValue }.joined(separator: ", "))) or give otherwise", at: location.appending("labels"))
                return nil
            }
            current = (.labels(current.0, enumType: enumName, cases: cases, otherwise: otherwise, isOpen: !enumeration.isClosed, isComplete: missing.isEmpty, optional: optional),
                       optional ? .optional(.builtin(.string)) : .builtin(.string))
        } else if object["otherwise"] != nil {
            error("otherwise goes with labels", at: location.appending("otherwise"))
            return nil
        }
        if let defaultValue = object["default"] {
            guard let literal = literal(defaultValue, at: location.appending("default")) else { return nil }
            guard current.1.resolved.isOptional else {
                error("default applies to a value that may be nil; this value is \(current.1)", at: location.appending("default"))
                return nil
            }
            guard literalFits(literal, current.1.unwrapped) else {
                error("the default does not fit \(current.1.unwrapped)", at: location.appending("default"))
                return nil
            }
            current = (.withDefault(current.0, literal), current.1.unwrapped)
        }
        return current
    }

    func isInteger(_ type: TypeUsage) -> Bool {
        if case .builtin(.integer) = type.resolved { return true }
        return false
    }

    /// A wire member path: a member name, or a JSON Pointer-like path (`/pick/poster_path`).
    func wirePath(_ path: String, at location: SchemaLocation, scope: MapperScope) -> (MappingExpression, TypeUsage)? {
        let names: [String]
        if path.hasPrefix("/") {
            guard let pointer = JSONPointer(path) else {
                error("'\(path)' is not a valid path", at: location)
                return nil
            }
            names = pointer.tokens
        } else {
            names = [path]
        }
        var structure = scope.site.structure
        var steps: [WireStep] = []
        var optional = false
        var type = TypeUsage.builtin(.jsonValue)
        for (index, name) in names.enumerated() {
            guard let property = structure.properties.first(where: { $0.jsonName == name }) else {
                error("\(scope.site.source) has no member '\(name)'", at: location)
                return nil
            }
            let wrapping = WireStep.Wrapping(of: property)
            steps.append(WireStep(swiftName: property.swiftName, wrapping: wrapping))
            if wrapping != .none { optional = true }
            type = property.type
            if index < names.count - 1 {
                guard case .named(let next) = property.type.resolved, case .structure(let nested)? = declarations[next]?.kind else {
                    error("'\(name)' is not an object, so the path cannot go further", at: location)
                    return nil
                }
                structure = nested
            }
        }
        return (.wire(steps), optional ? type.asOptional : type)
    }

    /// Applies another mapper to a value, each element of an array, or through an optional.
    func applyMap(_ mapper: JSONValue, arguments: JSONValue?, to current: (MappingExpression, TypeUsage), at location: SchemaLocation, scope: inout MapperScope) -> (MappingExpression, TypeUsage)? {
        guard case .string(let name) = mapper, let target = scope.all.first(where: { $0.name == name }) else {
            error("map names a mapper declared with x-mappers", at: location.appending("map"))
            return nil
        }
        let (shape, element) = self.shape(of: current.1)
        guard element.resolved == .named(target.source) else {
            error("the mapper \(name) converts \(target.source), but this value is \(current.1)", at: location.appending("map"))
            return nil
        }
        var translated: [MappingArgument] = []
        var given: [String: JSONValue] = [:]
        if let arguments {
            guard case .object(let object) = arguments else {
                error("arguments maps parameter names to expressions", at: location.appending("arguments"))
                return nil
            }
            for member in object.members { given[member.key] = member.value }
        }
        for parameter in target.parameters {
            guard let value = given.removeValue(forKey: parameter.swiftName) else {
                if parameter.defaultValue == nil {
                    error("the mapper \(name) needs the argument \(parameter.swiftName)", at: location.appending("map"))
                    return nil
                }
                continue
            }
            let argumentLocation = location.appending("arguments", parameter.swiftName)
            switch parameter.kind {
            case .lookup(let key, let valueType):
                guard case .object(let reference) = value, case .string(let own)? = reference["parameter"],
                    let passed = scope.site.parameters.first(where: { $0.swiftName == own }), passed.kind == .lookup(key: key, value: valueType)
                else {
                    error("pass a lookup parameter of the same type: {\"parameter\": \"name\"}", at: argumentLocation)
                    return nil
                }
                translated.append(MappingArgument(name: parameter.swiftName, value: .parameter(own)))
            case .value(let type):
                guard let argument = mappingExpression(value, at: argumentLocation, scope: &scope) else { return nil }
                guard argument.1.resolved == type.resolved || (argument.1.resolved.unwrapped == type.resolved.unwrapped && type.resolved.isOptional) else {
                    error("the argument \(parameter.swiftName) is \(type); this value is \(argument.1)", at: argumentLocation)
                    return nil
                }
                translated.append(MappingArgument(name: parameter.swiftName, value: argument.0))
            }
        }
        for extra in given.keys.sorted() {
            error("the mapper \(name) has no parameter \(extra)", at: location.appending("arguments", extra))
            return nil
        }
        return (.map(current.0, mapper: TypeName([name]), arguments: translated, shape: shape), reshape(.named(TypeName([name])), shape))
    }
    /// The `base` or `size` of an image URL: a string literal, or an expression of type `Swift.String`
    /// (typically `{"parameter": "name"}`).
    func stringOperand(_ value: JSONValue, named name: String, at location: SchemaLocation, scope: inout MapperScope) -> MappingExpression? {
        if case .string(let text) = value {
            guard !text.isEmpty else {
                error("the \(name) of an image URL must not be empty", at: location)
                return nil
            }
            return .literal(.string(text))
        }
        guard value.objectValue != nil else {
            error("the \(name) of an image URL is a string or {\"parameter\": \"name\"} of a string parameter", at: location)
            return nil
        }
        guard let operand = mappingExpression(value, at: location, scope: &scope) else { return nil }
        guard operand.1.resolved == .builtin(.string) else {
            error("the \(name) of an image URL is a string (not optional); this value is \(operand.1)", at: location)
            return nil
        }
        return operand.0
    }

    /// The `alternative` modifier: the associated value of one case of a union, `nil` for the others.
    func pickAlternative(_ value: JSONValue, of current: (MappingExpression, TypeUsage), at location: SchemaLocation) -> (MappingExpression, TypeUsage)? {
        let optional = current.1.resolved.isOptional
        guard case .named(let unionName) = current.1.resolved.unwrapped, case .union(let union)? = declarations[unionName]?.kind else {
            error("alternative applies to a value with several alternatives (anyOf, oneOf, several types); this value is \(current.1)", at: location)
            return nil
        }
        let names = union.variants.map(\.swiftName)
        guard case .string(let name) = value, let variant = union.variants.first(where: { $0.swiftName == name }) else {
            error("alternative names a case of \(unionName): \(names.joined(separator: ", "))", at: location)
            return nil
        }
        return (.alternative(current.0, union: unionName, caseName: variant.swiftName, valueType: variant.type, optional: optional), variant.type.asOptional)
    }
}
