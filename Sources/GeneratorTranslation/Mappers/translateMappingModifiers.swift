import ContractJSON
import GeneratorLoading

/// The modifiers of a mapper expression (`x-mappers`), applied to the value its source keyword gave.
extension TranslationContext {
    /// Applies an expression's modifiers to the value its source gave, in a fixed order:
    /// `alternative`, `nilIfEmpty`, `map` (with `arguments`), `lookup`, `imageURL`, `imageURLSet`,
    /// `labels` (with `otherwise`), `default`.
    func applyModifiers(
        of object: JSONObject, to source: (MappingExpression, TypeUsage), at location: SchemaLocation, scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
        var current = source
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
            guard let applied = applyImageURL(imageURL, to: current, at: location, scope: &scope) else { return nil }
            current = applied
        }
        if let set = object["imageURLSet"] {
            guard let applied = applyImageURLSet(set, to: current, at: location, scope: &scope) else { return nil }
            current = applied
        }
        if let labels = object["labels"] {
            guard let applied = applyLabels(labels, otherwise: object["otherwise"]?.stringValue, to: current, at: location) else { return nil }
            current = applied
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

    /// `imageURL`: a string path made into a full image URL from a base and a size.
    func applyImageURL(
        _ imageURL: JSONValue, to current: (MappingExpression, TypeUsage), at location: SchemaLocation, scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
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
        return (.imageURL(current.0, base: base, size: size, optional: current.1.resolved.isOptional), .optional(.builtin(.uri)))
    }

    /// `imageURLSet`: a string path made into a type with one image URL per size, declared once per
    /// mapper (recorded in `scope.urlSets`).
    func applyImageURLSet(
        _ set: JSONValue, to current: (MappingExpression, TypeUsage), at location: SchemaLocation, scope: inout MapperScope
    ) -> (MappingExpression, TypeUsage)? {
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
        return (.imageURLSet(current.0, type: declaration.name, base: base, optional: current.1.resolved.isOptional), .optional(.named(declaration.name)))
    }

    /// `labels`: a string enum value made into its label, every value covered or `otherwise` given.
    func applyLabels(
        _ labels: JSONValue, otherwise: String?, to current: (MappingExpression, TypeUsage), at location: SchemaLocation
    ) -> (MappingExpression, TypeUsage)? {
        guard case .object(let table) = labels else {
            error("labels maps enum values to strings", at: location.appending("labels"))
            return nil
        }
        let optional = current.1.resolved.isOptional
        guard case .named(let enumName) = current.1.resolved.unwrapped, case .enumeration(let enumeration)? = declaration(enumName)?.kind,
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
        let missing = enumeration.cases.filter { enumCase in !cases.contains { $0.caseName == enumCase.swiftName } }
        if !missing.isEmpty && otherwise == nil {
            error("labels must cover every value (missing: \(missing.compactMap { $0.value.stringValue }.joined(separator: ", "))) or give otherwise", at: location.appending("labels"))
            return nil
        }
        return (.labels(current.0, enumType: enumName, cases: cases, otherwise: otherwise, isOpen: !enumeration.isClosed, isComplete: missing.isEmpty, optional: optional),
                optional ? .optional(.builtin(.string)) : .builtin(.string))
    }
}
