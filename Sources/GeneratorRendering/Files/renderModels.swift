import ContractJSON
import GeneratorTranslation

extension RenderContext {
    /// `Models.swift`: every declaration with its memberwise initializer and `Codable` conformance; a struct's
    /// initializers follow it in an extension (see ``renderInitializers(_:into:)``).
    func renderModels(into writer: inout SourceWriter) {
        for declaration in partDeclarations {
            writer.separator()
            renderDeclaration(declaration, into: &writer)
            renderInitializers(declaration, into: &writer)
        }
    }

    /// The name `declaration` is declared under: its ``TypeName/flatName`` at file scope for the type of an inline
    /// schema, else its own (escaped) name.
    func declaredName(_ name: TypeName) -> String {
        SwiftIdentifier.escapedIfNeeded(name.declaredName)
    }

    /// The initializers of `declaration` if it is a struct (tuple structs included), in one extension at file scope. A struct declares none in its body, so the compiler synthesizes
    /// its memberwise initializer, which the public one calls (see `ContractModels.Memberwise`).
    func renderInitializers(_ declaration: TypeDeclaration, into writer: inout SourceWriter) {
        let body: ((inout SourceWriter) -> Void)? =
            switch declaration.kind {
            case .structure(let structure):
                { writer in
                    renderMemberwiseInit(structure, into: &writer)
                    if !codableThroughFastPath {
                        writer.separator()
                        renderStructDecoding(structure, into: &writer)
                    }
                }
            case .tuple(let tuple): { writer in renderTupleInitializers(tuple, into: &writer) }
            case .enumeration, .union, .alias: nil
            }
        if let body {
            writer.separator()
            writer.lines(extensionDocs("The initializers of ``\(declaration.name)``.", source: source(of: declaration.schemaURI)))
            writer.block("extension \(declaration.name)", body)
        }
    }

    func renderDeclaration(_ declaration: TypeDeclaration, into writer: inout SourceWriter) {
        switch declaration.kind {
        case .structure(let structure): renderStruct(declaration, structure, into: &writer)
        case .enumeration(let enumeration): renderEnum(declaration, enumeration, into: &writer)
        case .union(let union): renderUnion(declaration, union, into: &writer)
        case .tuple(let tuple): renderTuple(declaration, tuple, into: &writer)
        case .alias(let usage):
            writer.lines(docs(declaration.documentation, source: source(of: declaration.schemaURI)))
            writer.line("\(access)typealias \(declaredName(declaration.name)) = \(usage)")
        }
    }

    /// Inside `declaration`, an alias of each type declared for one of its inline schemas, which is declared at file
    /// scope: the API keeps its nested spelling (`Parent.Child`) at no cost to the compiler.
    func renderNested(_ declaration: TypeDeclaration, into writer: inout SourceWriter) {
        for nested in declaration.nested {
            writer.separator()
            let name = declaredName(nested.name)
            writer.lines(SwiftEscaping.docComment(["``\(name)``, declared at file scope."]))
            writer.line("\(access)typealias \(SwiftIdentifier.escapedIfNeeded(nested.name.shortName)) = \(name)")
        }
    }

    // MARK: Structs

    /// The name of the private storage of a boxed property.
    func boxName(_ property: PropertyDeclaration, in structure: StructDeclaration) -> String {
        var name = "_" + property.swiftName + "Box"
        while structure.properties.contains(where: { $0.swiftName == name }) { name = "_" + name }
        return name
    }

    /// The name of the `ContractModels.Memberwise` token a struct stores: `_memberwise`, with more leading
    /// underscores while one of `taken` (the struct's member names) has it.
    func memberwiseName(avoiding taken: [String]) -> String {
        var name = "_memberwise"
        while taken.contains(name) { name = "_" + name }
        return name
    }

    /// ``memberwiseName(avoiding:)`` for a struct: its properties, their boxes and its additional-properties member.
    func memberwiseName(in structure: StructDeclaration) -> String {
        let boxes = structure.properties.filter(\.isBoxed).map { boxName($0, in: structure) }
        let additional = [structure.additionalProperties?.swiftName, structure.keptStore?.swiftName].compactMap { $0 }
        return memberwiseName(avoiding: structure.properties.map(\.swiftName) + boxes + additional)
    }

    /// The stored `ContractModels.Memberwise` token named `name`, with its doc comment.
    func renderMemberwiseToken(_ name: String, into writer: inout SourceWriter) {
        writer.lines(
            SwiftEscaping.docComment([
                "Holds nothing: it makes the compiler synthesize the memberwise initializer, which builds the value in place."
            ]))
        writer.line("let \(name): ContractModels.Memberwise")
    }

    func renderStruct(_ declaration: TypeDeclaration, _ structure: StructDeclaration, into writer: inout SourceWriter) {
        let name = declaredName(declaration.name)
        writer.lines(docs(declaration.documentation, source: source(of: declaration.schemaURI)))
        writer.block("\(access)struct \(name): Swift.Codable, Swift.Hashable, Swift.Sendable") { writer in
            for property in structure.properties {
                writer.separator()
                let swiftName = SwiftIdentifier.escapedIfNeeded(property.swiftName)
                var extra: [String] = []
                if case .defaulted = property.optionality, let value = property.defaultValue { extra.append("Defaults to `\(value)` when absent.") }
                let accessor = defaultAccessorName(property, in: structure)
                if let accessor, let value = property.defaultValue { extra.append("The schema's default is `\(value)`: `\(accessor)` reads the member with it; `nil` here keeps the member absent when encoding.") }
                if property.optionality == .optionalNullable { extra.append("`nil` when the member is absent, `.null` when it is `null`.") }
                writer.lines(docs(property.documentation, extra))
                if let constant = property.constant {
                    writer.line("\(access)var \(swiftName): \(property.type) { \(constantExpression(constant, property.type)) }")
                } else if property.isBoxed {
                    let box = boxName(property, in: structure)
                    writer.block("\(access)var \(swiftName): \(property.propertyType)") { writer in
                        writer.line("get { \(box).value }")
                        writer.line("set { \(box) = ContractModels.Box(newValue) }")
                    }
                    writer.line("private var \(box): ContractModels.Box<\(property.propertyType)>")
                } else {
                    writer.line("\(access)var \(swiftName): \(property.propertyType)")
                }
                if let accessor, let value = property.defaultValue, let fallback = literal(value, as: property.type) {
                    writer.separator()
                    writer.lines(docs(.none, ["`\(property.swiftName)`, or the schema's default `\(value)` when it is absent."]))
                    writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(accessor)): \(property.type) { \(swiftName) ?? \(fallback) }")
                }
            }
            if let additional = structure.additionalProperties {
                writer.separator()
                var lines = ["Members the schema does not name, kept with their values."]
                if structure.properties.contains(where: structure.keepsValue(of:)) {
                    lines.append(
                        "Also, under a declared member's JSON name, a value tolerant decoding received but the member's type cannot hold (the member is then `nil`); the encoders write it back while the member stays `nil`."
                    )
                }
                if structure.properties.contains(where: { droppingArrayType($0, in: structure) != nil }) {
                    lines.append(
                        "Under an array or map member's JSON name, the value received when tolerant decoding left out elements or entries that cannot be represented; the encoders write it back while the member holds what decoding gave it."
                    )
                }
                let typedMap = "\(access)var \(SwiftIdentifier.escapedIfNeeded(additional.swiftName)): [Swift.String: \(additional.valueType)]"
                if let store = structure.keptStore {
                    writer.lines(SwiftEscaping.docComment(["Members the schema does not name, kept with their values."]))
                    writer.line(typedMap)
                    writer.separator()
                    let what =
                        "an undeclared member's value that is no `\(additional.valueType)` (left out of `\(additional.swiftName)`), "
                        + "an optional member's value (the member is then `nil`), an array or map member received with elements left out"
                    writer.lines(
                        SwiftEscaping.docComment([
                            "What tolerant decoding received but the types cannot hold, under its JSON name: \(what); the encoders "
                                + "write each back while the typed value is absent or holds what decoding gave it."
                        ]))
                    let name = SwiftIdentifier.escapedIfNeeded(store.swiftName)
                    writer.line("\(access)var \(name): [Swift.String: ContractModels.JSONValue] = [:]")
                } else {
                    writer.lines(SwiftEscaping.docComment(lines))
                    writer.line(typedMap)
                }
            }
            writer.separator()
            renderMemberwiseToken(memberwiseName(in: structure), into: &writer)
            writer.separator()
            renderCodingKeys(structure, into: &writer)
            if !codableThroughFastPath {
                writer.separator()
                renderStructEncoding(structure, into: &writer)
            }
            renderNested(declaration, into: &writer)
        }
    }

    /// The computed property that reads an optional member with its schema `default` (lossless
    /// configurations keep such members optional), or `nil` when there is none.
    func defaultAccessorName(_ property: PropertyDeclaration, in structure: StructDeclaration) -> String? {
        guard property.optionality == .optional, property.constant == nil, let value = property.defaultValue, value != .null,
            literal(value, as: property.type) != nil
        else { return nil }
        let name = property.swiftName + "OrDefault"
        if structure.properties.contains(where: { $0.swiftName == name }) || structure.additionalProperties?.swiftName == name { return nil }
        return name
    }

    /// A constant's value as a Swift expression of `type`.
    func constantExpression(_ value: JSONValue, _ type: TypeUsage) -> String {
        switch value {
        case .string(let text): SwiftEscaping.stringLiteral(text)
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number) where type == .builtin(.integer(.int)): number.int64Value.map(String.init) ?? number.literal
        case .number(let number): doubleLiteral(number)
        default: jsonValueLiteral(value)
        }
    }

    /// The memberwise initializer's default argument for a property, if it has one.
    func defaultArgument(_ property: PropertyDeclaration) -> String? {
        switch property.optionality {
        case .optional, .optionalNullable: return "nil"
        case .defaulted:
            guard let value = property.defaultValue else { return nil }
            return literal(value, as: property.propertyType)
        case .required, .requiredNullable: return nil
        }
    }

    func renderMemberwiseInit(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        var parameters: [String] = []
        for property in structure.properties where property.isStored {
            var parameter = "\(SwiftIdentifier.escapedIfNeeded(property.swiftName)): \(property.propertyType)"
            if let value = defaultArgument(property) { parameter += " = \(value)" }
            parameters.append(parameter)
        }
        if let additional = structure.additionalProperties {
            parameters.append("\(SwiftIdentifier.escapedIfNeeded(additional.swiftName)): [Swift.String: \(additional.valueType)] = [:]")
        }
        writer.lines(SwiftEscaping.docComment(["Creates a value from its members."]))
        if parameters.count <= 2 {
            writer.block("\(access)init(\(parameters.joined(separator: ", ")))") { writer in renderInitBody(structure, into: &writer) }
        } else {
            writer.line("\(access)init(")
            for (index, parameter) in parameters.enumerated() {
                writer.line("    " + parameter + (index == parameters.count - 1 ? "" : ","))
            }
            writer.block(")") { writer in renderInitBody(structure, into: &writer) }
        }
    }

    /// The public memberwise initializer's body: a call of the synthesized one, in the order of the stored properties.
    func renderInitBody(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        var arguments: [String] = []
        for property in structure.properties where property.isStored {
            let name = SwiftIdentifier.escapedIfNeeded(property.swiftName)
            let label = property.isBoxed ? boxName(property, in: structure) : SwiftIdentifier.argumentLabel(property.swiftName)
            arguments.append(property.isBoxed ? "\(label): ContractModels.Box(\(name))" : "\(label): \(name)")
        }
        if let additional = structure.additionalProperties {
            let label = SwiftIdentifier.argumentLabel(additional.swiftName)
            arguments.append("\(label): \(SwiftIdentifier.escapedIfNeeded(additional.swiftName))")
        }
        arguments.append("\(memberwiseName(in: structure)): ContractModels.Memberwise()")
        writer.call("self.init", arguments)
    }
}
