import ContractJSON

/// The modifiers of an object expression, read in the order translation applies them.
extension MappingExpressionReader {
    /// The modifiers of the object expression `object` written at `location`, in application order:
    /// `alternative`, `nilIfEmpty`, `map` (with `arguments`), `lookup`, `imageURL`, `imageURLSet`,
    /// `labels` (with `otherwise`), `default`.
    func modifiers(of object: JSONObject, at location: SchemaLocation) -> [MappingModifierSyntax] {
        var result: [MappingModifierSyntax] = []
        /// Appends the modifier `keyword` when it is written, `modifier` reading its value at its location.
        func add(
            _ keyword: String, _ modifier: (_ value: JSONValue, _ location: SchemaLocation) -> MappingModifier
        ) {
            guard let value = object[keyword] else { return }
            let keywordLocation = location.appending(keyword)
            let read = modifier(value, keywordLocation)
            result.append(MappingModifierSyntax(location: keywordLocation, position: position(keywordLocation), value: read))
        }
        add("alternative") { value, _ in .alternative(value.stringValue) }
        add("nilIfEmpty") { value, _ in .nilIfEmpty(isTrue: value == .bool(true)) }
        if object["map"] != nil {
            let written = object["arguments"].map { arguments($0, at: location.appending("arguments")) }
            add("map") { value, _ in .map(value.stringValue, arguments: written) }
        } else {
            add("arguments") { _, _ in .argumentsWithoutMap }
        }
        add("lookup") { value, _ in .lookup(value.stringValue) }
        add("imageURL") { value, keywordLocation in .imageURL(imageURL(value, at: keywordLocation)) }
        add("imageURLSet") { value, keywordLocation in .imageURLSet(imageURLSet(value, at: keywordLocation)) }
        if object["labels"] != nil {
            let otherwise = object["otherwise"]?.stringValue
            add("labels") { value, keywordLocation in .labels(labels(value, at: keywordLocation), otherwise: otherwise) }
        } else {
            add("otherwise") { _, _ in .otherwiseWithoutLabels }
        }
        add("default") { value, _ in .default(Self.literal(value)) }
        return result
    }

    private func arguments(_ value: JSONValue, at location: SchemaLocation) -> MappingArgumentsSyntax {
        let members = value.objectValue?.members.map { member in
            MappingArgumentSyntax(
                name: member.key, value: expression(member.value, at: location.appending(member.key)),
                parameterReference: member.value.objectValue?["parameter"]?.stringValue)
        }
        return MappingArgumentsSyntax(location: location, position: position(location), value: members)
    }

    private func stringOperand(_ value: JSONValue, at location: SchemaLocation) -> MappingStringOperandSyntax {
        let form: MappingStringOperand
        switch value {
        case .string(let text): form = .text(text)
        case .object: form = .expression(expression(value, at: location))
        default: form = .malformed
        }
        return MappingStringOperandSyntax(location: location, position: position(location), value: form)
    }

    private func imageURL(_ value: JSONValue, at location: SchemaLocation) -> MappingImageURLSyntax {
        guard case .object(let settings) = value, let base = settings["base"], let size = settings["size"] else { return .malformed }
        if let unknown = settings.keys.first(where: { $0 != "base" && $0 != "size" }) {
            return .unknownKeyword(keyword(unknown, at: location))
        }
        let baseOperand = stringOperand(base, at: location.appending("base"))
        return .settings(base: baseOperand, size: stringOperand(size, at: location.appending("size")))
    }

    private func imageURLSet(_ value: JSONValue, at location: SchemaLocation) -> MappingImageURLSetSyntax {
        guard case .object(let settings) = value, let base = settings["base"], case .array(let sizeValues)? = settings["sizes"] else {
            return .malformed
        }
        let sizes = sizeValues.compactMap(\.stringValue)
        guard !sizes.isEmpty, sizes.count == sizeValues.count else { return .malformed }
        if let unknown = settings.keys.first(where: { !["base", "sizes", "type"].contains($0) }) {
            return .unknownKeyword(keyword(unknown, at: location))
        }
        let type: MappingImageURLSetSyntax.TypeMember
        switch settings["type"] {
        case nil: type = .absent
        case .string(let name)?: type = .name(name)
        default: type = .notAString
        }
        return .settings(base: stringOperand(base, at: location.appending("base")), sizes: sizes, type: type)
    }

    private func labels(_ value: JSONValue, at location: SchemaLocation) -> [MappingLabelSyntax]? {
        value.objectValue?.members.map { member in
            let labelLocation = location.appending(member.key)
            return MappingLabelSyntax(
                value: member.key, label: member.value.stringValue, location: labelLocation, position: position(labelLocation))
        }
    }
}
