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
    func mappingExpression(_ syntax: MappingExpressionSyntax, scope: inout MapperScope) -> (MappingExpression, TypeUsage)? {
        let position = syntax.position
        switch syntax.value {
        case .path(let path):
            return wirePath(path, at: position, scope: scope)
        case .malformed(.notAStringOrObject):
            error("a field is a member name (\"episode_number\"), a path (\"/pick/poster_path\") or an object expression", at: position)
            return nil
        case .malformed(.notExactlyOneSource):
            error("an expression needs exactly one of from, parameter, field, constant, sum, count, coalesce", at: position)
            return nil
        case .malformed(.unknownKeyword(let keyword)):
            error("unknown expression keyword '\(keyword.value)'", at: keyword.position)
            return nil
        case .object(let sourceSyntax, let modifiers):
            guard let source = mappingSource(sourceSyntax, scope: &scope) else { return nil }
            return applyModifiers(modifiers, to: source, scope: &scope)
        }
    }

    /// The value an expression starts from: its one source keyword (`from`, `parameter`, `field`,
    /// `constant`, `sum`, `coalesce` or `count`) translated, with its type.
    func mappingSource(_ source: MappingSourceSyntax, scope: inout MapperScope) -> (MappingExpression, TypeUsage)? {
        let operandPosition = source.position
        switch source.value {
        case .from(let path):
            guard let path else {
                error("from takes a member name or a path", at: operandPosition)
                return nil
            }
            return wirePath(path, at: operandPosition, scope: scope)
        case .parameter(let name, let written):
            guard let name, let parameter = scope.site.parameters.first(where: { $0.swiftName == name }) else {
                error("no parameter named \(written) in this mapper", at: operandPosition)
                return nil
            }
            guard case .value(let type) = parameter.kind else {
                error("a lookup parameter is used with the lookup modifier, not as a value", at: operandPosition)
                return nil
            }
            return (.parameter(name), type)
        case .field(let name, let written):
            guard let name, let type = scope.fields[name] else {
                error("no earlier field named \(written) (fields can refer only to fields declared before them)", at: operandPosition)
                return nil
            }
            return (.field(name), type)
        case .constant(let syntax):
            guard let literal = literal(syntax, at: operandPosition) else { return nil }
            guard let type = literalType(literal) else {
                error("a constant needs a type: a string, number or boolean", at: operandPosition)
                return nil
            }
            return (.literal(literal), type)
        case .sum(let operands), .coalesce(let operands):
            guard let operands, operands.count >= 2 else {
                error("\(source.value.keyword) takes an array of at least two expressions", at: operandPosition)
                return nil
            }
            var parts: [(MappingExpression, TypeUsage)] = []
            for part in operands {
                guard let translated = mappingExpression(part, scope: &scope) else { return nil }
                parts.append(translated)
            }
            if case .sum = source.value {
                for (index, part) in parts.enumerated() where !isInteger(part.1) {
                    error("sum adds integers; operand \(index) is \(part.1) (give it a default to make it non-optional)", at: operands[index].position)
                    return nil
                }
                return (.sum(parts.map(\.0)), .builtin(.integer(.int)))
            }
            let base = parts[0].1.resolved.unwrapped
            for (index, part) in parts.enumerated() where part.1.resolved.unwrapped != base {
                error("coalesce needs operands of one type; operand \(index) is \(part.1), not \(base)", at: operands[index].position)
                return nil
            }
            let type = parts.last!.1.resolved.isOptional ? TypeUsage.optional(parts[0].1.unwrapped) : parts[0].1.unwrapped
            return (.coalesce(parts.map(\.0)), type)
        case .count(let operand):
            guard let inner = mappingExpression(operand, scope: &scope) else { return nil }
            let (shape, _) = self.shape(of: inner.1)
            guard shape == .array || shape == .optionalArray else {
                error("count takes an array; this is \(inner.1)", at: operandPosition)
                return nil
            }
            return (.count(inner.0, optional: shape == .optionalArray), shape == .optionalArray ? .optional(.builtin(.integer(.int))) : .builtin(.integer(.int)))
        }
    }

    func isInteger(_ type: TypeUsage) -> Bool {
        if case .builtin(.integer) = type.resolved { return true }
        return false
    }

    /// A wire member path: a member name, or a JSON Pointer-like path (`/pick/poster_path`).
    func wirePath(_ path: MapperPathSyntax, at position: SourcePosition, scope: MapperScope) -> (MappingExpression, TypeUsage)? {
        guard let names = path.names else {
            error("'\(path.written)' is not a valid path", at: position)
            return nil
        }
        var structure = scope.site.structure
        var steps: [WireStep] = []
        var optional = false
        var type = TypeUsage.builtin(.jsonValue)
        for (index, name) in names.enumerated() {
            guard let property = structure.properties.first(where: { $0.jsonName == name }) else {
                error("\(scope.site.source) has no member '\(name)'", at: position)
                return nil
            }
            let wrapping = WireStep.Wrapping(of: property)
            steps.append(WireStep(swiftName: property.swiftName, wrapping: wrapping))
            if wrapping != .none { optional = true }
            type = property.type
            if index < names.count - 1 {
                guard case .named(let next) = property.type.resolved, case .structure(let nested)? = declaration(next)?.kind else {
                    error("'\(name)' is not an object, so the path cannot go further", at: position)
                    return nil
                }
                structure = nested
            }
        }
        return (.wire(steps), optional ? type.asOptional : type)
    }

    /// Applies another mapper to a value, each element of an array, or through an optional; `position` is
    /// where `map` is written.
    func applyMap(
        _ mapper: String?, arguments: MappingArgumentsSyntax?, to current: (MappingExpression, TypeUsage), at position: SourcePosition,
        scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
        guard let name = mapper, let target = scope.all.first(where: { $0.name == name }) else {
            error("map names a mapper declared with x-mappers", at: position)
            return nil
        }
        let (shape, element) = self.shape(of: current.1)
        guard element.resolved == .named(target.source) else {
            error("the mapper \(name) converts \(target.source), but this value is \(current.1)", at: position)
            return nil
        }
        var translated: [MappingArgument] = []
        var given: [String: MappingArgumentSyntax] = [:]
        if let arguments {
            guard let members = arguments.value else {
                error("arguments maps parameter names to expressions", at: arguments.position)
                return nil
            }
            for member in members { given[member.name] = member }
        }
        for parameter in target.parameters {
            guard let argument = given.removeValue(forKey: parameter.swiftName) else {
                if parameter.defaultValue == nil {
                    error("the mapper \(name) needs the argument \(parameter.swiftName)", at: position)
                    return nil
                }
                continue
            }
            let argumentPosition = argument.value.position
            switch parameter.kind {
            case .lookup(let key, let valueType):
                guard let own = argument.parameterReference,
                    let passed = scope.site.parameters.first(where: { $0.swiftName == own }), passed.kind == .lookup(key: key, value: valueType)
                else {
                    error("pass a lookup parameter of the same type: {\"parameter\": \"name\"}", at: argumentPosition)
                    return nil
                }
                translated.append(MappingArgument(name: parameter.swiftName, value: .parameter(own)))
            case .value(let type):
                guard let value = mappingExpression(argument.value, scope: &scope) else { return nil }
                guard value.1.resolved == type.resolved || (value.1.resolved.unwrapped == type.resolved.unwrapped && type.resolved.isOptional) else {
                    error("the argument \(parameter.swiftName) is \(type); this value is \(value.1)", at: argumentPosition)
                    return nil
                }
                translated.append(MappingArgument(name: parameter.swiftName, value: value.0))
            }
        }
        if let extra = given.values.min(by: { $0.name < $1.name }) {
            error("the mapper \(name) has no parameter \(extra.name)", at: extra.value.position)
            return nil
        }
        return (.map(current.0, mapper: TypeName([name]), arguments: translated, shape: shape), reshape(.named(TypeName([name])), shape))
    }

    /// The `base` or `size` of an image URL: a string literal, or an expression of type `Swift.String`
    /// (typically `{"parameter": "name"}`).
    func stringOperand(_ operand: MappingStringOperandSyntax, named name: String, scope: inout MapperScope) -> MappingExpression? {
        let position = operand.position
        switch operand.value {
        case .text(let text):
            guard !text.isEmpty else {
                error("the \(name) of an image URL must not be empty", at: position)
                return nil
            }
            return .literal(.string(text))
        case .malformed:
            error("the \(name) of an image URL is a string or {\"parameter\": \"name\"} of a string parameter", at: position)
            return nil
        case .expression(let expression):
            guard let value = mappingExpression(expression, scope: &scope) else { return nil }
            guard value.1.resolved == .builtin(.string) else {
                error("the \(name) of an image URL is a string (not optional); this value is \(value.1)", at: position)
                return nil
            }
            return value.0
        }
    }

    /// The `alternative` modifier: the associated value of one case of a union, `nil` for the others.
    func pickAlternative(_ name: String?, of current: (MappingExpression, TypeUsage), at position: SourcePosition) -> (MappingExpression, TypeUsage)? {
        let optional = current.1.resolved.isOptional
        guard case .named(let unionName) = current.1.resolved.unwrapped, case .union(let union)? = declaration(unionName)?.kind else {
            error("alternative applies to a value with several alternatives (anyOf, oneOf, several types); this value is \(current.1)", at: position)
            return nil
        }
        let names = union.variants.map(\.swiftName)
        guard let name, let variant = union.variants.first(where: { $0.swiftName == name }) else {
            error("alternative names a case of \(unionName): \(names.joined(separator: ", "))", at: position)
            return nil
        }
        return (.alternative(current.0, union: unionName, caseName: variant.swiftName, valueType: variant.type, optional: optional), variant.type.asOptional)
    }
}
