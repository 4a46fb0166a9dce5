import GeneratorLoading

/// The modifiers of a mapper expression (`x-mappers`), applied to the value its source keyword gave.
extension TranslationContext {
    /// Applies an expression's modifiers to the value its source gave, in the order the loader lists
    /// them: `alternative`, `nilIfEmpty`, `map` (with `arguments`), `lookup`, `imageURL`, `imageURLSet`,
    /// `labels` (with `otherwise`), `default`. Stops at the first error.
    func applyModifiers(
        _ modifiers: [MappingModifierSyntax], to source: (MappingExpression, TypeUsage), scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
        var current = source
        for modifier in modifiers {
            guard let applied = applyModifier(modifier, to: current, scope: &scope) else { return nil }
            current = applied
        }
        return current
    }

    /// Applies one modifier.
    func applyModifier(
        _ modifier: MappingModifierSyntax, to current: (MappingExpression, TypeUsage), scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
        let position = modifier.position
        switch modifier.value {
        case .alternative(let name):
            return pickAlternative(name, of: current, at: position)
        case .nilIfEmpty(let isTrue):
            return applyNilIfEmpty(isTrue: isTrue, to: current, at: position)
        case .map(let mapper, let arguments):
            return applyMap(mapper, arguments: arguments, to: current, at: position, scope: &scope)
        case .argumentsWithoutMap:
            error("arguments go with map", at: position)
            return nil
        case .lookup(let name):
            return applyLookup(name, to: current, at: position, scope: scope)
        case .imageURL(let settings):
            return applyImageURL(settings, to: current, at: position, scope: &scope)
        case .imageURLSet(let settings):
            return applyImageURLSet(settings, to: current, at: position, typeLocation: modifier.location.appending("type"), scope: &scope)
        case .labels(let labels, let otherwise):
            return applyLabels(labels, otherwise: otherwise, to: current, at: position)
        case .otherwiseWithoutLabels:
            error("otherwise goes with labels", at: position)
            return nil
        case .default(let syntax):
            guard let literal = literal(syntax, at: position) else { return nil }
            guard current.1.resolved.isOptional else {
                error("default applies to a value that may be nil; this value is \(current.1)", at: position)
                return nil
            }
            guard literalFits(literal, current.1.unwrapped) else {
                error("the default does not fit \(current.1.unwrapped)", at: position)
                return nil
            }
            return (.withDefault(current.0, literal), current.1.unwrapped)
        }
    }

    /// `nilIfEmpty`: an array or string made nil when empty.
    func applyNilIfEmpty(isTrue: Bool, to current: (MappingExpression, TypeUsage), at position: SourcePosition) -> (MappingExpression, TypeUsage)? {
        guard isTrue else {
            error("nilIfEmpty is written \"nilIfEmpty\": true", at: position)
            return nil
        }
        switch current.1.resolved.unwrapped {
        case .array, .builtin(.string): break
        default:
            error("nilIfEmpty applies to arrays and strings; this value is \(current.1)", at: position)
            return nil
        }
        return (.nilIfEmpty(current.0, optional: current.1.resolved.isOptional), current.1.asOptional)
    }

    /// `lookup`: a lookup parameter applied to a key, or to each key of an array.
    func applyLookup(
        _ name: String?, to current: (MappingExpression, TypeUsage), at position: SourcePosition, scope: MapperScope
    ) -> (MappingExpression, TypeUsage)? {
        guard let name, let parameter = scope.site.parameters.first(where: { $0.swiftName == name }),
            case .lookup(let key, let valueType) = parameter.kind
        else {
            error("lookup names a lookup parameter of this mapper", at: position)
            return nil
        }
        let (shape, element) = self.shape(of: current.1)
        guard element.resolved == key.resolved else {
            error("the lookup \(name) takes \(key) keys; this value is \(current.1)", at: position)
            return nil
        }
        let resultType: TypeUsage = shape == .array ? .array(valueType) : (shape == .optionalArray ? .optional(.array(valueType)) : valueType.asOptional)
        return (.lookup(current.0, parameter: name, shape: shape), resultType)
    }

    /// `imageURL`: a string path made into a full image URL from a base and a size; `position` is where
    /// `imageURL` is written.
    func applyImageURL(
        _ imageURL: MappingImageURLSyntax, to current: (MappingExpression, TypeUsage), at position: SourcePosition, scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
        let baseSyntax: MappingStringOperandSyntax
        let sizeSyntax: MappingStringOperandSyntax
        switch imageURL {
        case .malformed:
            error("imageURL takes {\"base\": \"https://...\" or {\"parameter\": \"name\"}, \"size\": \"w185\" or {\"parameter\": \"name\"}}", at: position)
            return nil
        case .unknownKeyword(let keyword):
            error("unknown imageURL keyword '\(keyword.value)'", at: keyword.position)
            return nil
        case .settings(let base, let size):
            (baseSyntax, sizeSyntax) = (base, size)
        }
        guard let base = stringOperand(baseSyntax, named: "base", scope: &scope),
            let size = stringOperand(sizeSyntax, named: "size", scope: &scope)
        else { return nil }
        guard current.1.resolved.unwrapped == .builtin(.string) else {
            error("imageURL takes a string path; this value is \(current.1)", at: position)
            return nil
        }
        return (.imageURL(current.0, base: base, size: size, optional: current.1.resolved.isOptional), .optional(.builtin(.uri)))
    }

    /// `imageURLSet`: a string path made into a type with one image URL per size, declared once per
    /// mapper (recorded in `scope.urlSets`); `position` is where `imageURLSet` is written, `typeLocation` where its
    /// `type` is (or would be) written.
    func applyImageURLSet(
        _ set: MappingImageURLSetSyntax, to current: (MappingExpression, TypeUsage), at position: SourcePosition, typeLocation: SchemaLocation,
        scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
        let baseSyntax: MappingStringOperandSyntax
        let sizes: [String]
        let typeMember: MappingImageURLSetSyntax.TypeMember
        switch set {
        case .malformed:
            error("imageURLSet takes {\"base\": \"https://...\" or {\"parameter\": \"name\"}, \"sizes\": [\"w92\", \"original\"], \"type\": \"Name\"}", at: position)
            return nil
        case .unknownKeyword(let keyword):
            error("unknown imageURLSet keyword '\(keyword.value)'", at: keyword.position)
            return nil
        case .settings(let base, let written, let type):
            (baseSyntax, sizes, typeMember) = (base, written, type)
        }
        guard let base = stringOperand(baseSyntax, named: "base", scope: &scope) else { return nil }
        guard current.1.resolved.unwrapped == .builtin(.string) else {
            error("imageURLSet takes a string path; this value is \(current.1)", at: position)
            return nil
        }
        let typeName: String
        switch typeMember {
        case .notAString:
            error("the type of an imageURLSet is a Swift type name", at: typeLocation)
            return nil
        case .name(let name): typeName = name
        case .absent: typeName = SwiftIdentifier.upperCamelCase(scope.currentField) + "URLs"
        }
        guard SwiftIdentifier.isValid(typeName), !SwiftIdentifier.keywords.contains(typeName) else {
            error("'\(typeName)' is not a valid Swift type name", at: typeLocation)
            return nil
        }
        var names = NameScope(reserved: ["init"])
        let declaration = URLSetDeclaration(
            name: TypeName([scope.site.name, typeName]),
            sizes: sizes.map { URLSetDeclaration.Size(swiftName: names.allocate(SwiftIdentifier.lowerCamelCase($0)), segment: $0) })
        if let existing = scope.urlSets.first(where: { $0.name == declaration.name }) {
            guard existing == declaration else {
                error("\(typeName) is already declared in this mapper with other sizes; give this set another type name", at: typeLocation)
                return nil
            }
        } else {
            scope.urlSets.append(declaration)
        }
        return (.imageURLSet(current.0, type: declaration.name, base: base, optional: current.1.resolved.isOptional), .optional(.named(declaration.name)))
    }

    /// `labels`: a string enum value made into its label, every value covered or `otherwise` given;
    /// `position` is where `labels` is written.
    func applyLabels(
        _ labels: [MappingLabelSyntax]?, otherwise: String?, to current: (MappingExpression, TypeUsage), at position: SourcePosition
    ) -> (MappingExpression, TypeUsage)? {
        guard let labels else {
            error("labels maps enum values to strings", at: position)
            return nil
        }
        let optional = current.1.resolved.isOptional
        guard case .named(let enumName) = current.1.resolved.unwrapped, case .enumeration(let enumeration)? = declaration(enumName)?.kind,
            enumeration.rawType == .string
        else {
            error("labels applies to a string enum; this value is \(current.1)", at: position)
            return nil
        }
        var cases: [MappingLabel] = []
        for entry in labels {
            guard let label = entry.label else {
                error("a label is a string", at: entry.position)
                return nil
            }
            guard let enumCase = enumeration.cases.first(where: { $0.stringValue == entry.value }) else {
                error("'\(entry.value)' is not a value of \(enumName)", at: entry.position)
                return nil
            }
            cases.append(MappingLabel(caseName: enumCase.swiftName, label: label))
        }
        let missing = enumeration.cases.filter { enumCase in !cases.contains { $0.caseName == enumCase.swiftName } }
        if !missing.isEmpty && otherwise == nil {
            error("labels must cover every value (missing: \(missing.compactMap(\.stringValue).joined(separator: ", "))) or give otherwise", at: position)
            return nil
        }
        return (.labels(current.0, enumType: enumName, cases: cases, otherwise: otherwise, isOpen: !enumeration.isClosed, isComplete: missing.isEmpty, optional: optional),
                optional ? .optional(.builtin(.string)) : .builtin(.string))
    }
}
