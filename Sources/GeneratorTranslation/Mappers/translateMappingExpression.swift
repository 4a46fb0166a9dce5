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
        let keyword = sources[0]
        let operand = object[keyword]!
        let operandLocation = location.appending(keyword)
        guard let source = mappingSource(keyword, operand, at: operandLocation, scope: &scope) else { return nil }
        return applyModifiers(of: object, to: source, at: location, scope: &scope)
    }

    /// The value an expression starts from: its one source keyword (`from`, `parameter`, `field`,
    /// `constant`, `sum`, `coalesce` or `count`) translated, with its type.
    func mappingSource(
        _ keyword: String, _ operand: JSONValue, at operandLocation: SchemaLocation, scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
        var current: (MappingExpression, TypeUsage)
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
                guard case .named(let next) = property.type.resolved, case .structure(let nested)? = declaration(next)?.kind else {
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
        guard case .named(let unionName) = current.1.resolved.unwrapped, case .union(let union)? = declaration(unionName)?.kind else {
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
