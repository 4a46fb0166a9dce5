import ContractJSON
import GeneratorTranslation

/// The local variables of generated code: each named after the property (or tuple element, or
/// mapper field) it holds, unless a name the code itself uses takes it (`view`, `index`, a generated
/// type's name...), in which case `Value` is appended until the name is free.
struct LocalNames {
    /// The names a fast-path decoder declares or reads besides the properties' locals.
    static let decoderNames: Set<String> = ["view", "index", "validating", "checking", "member", "elements", "element", "self", "Self"]

    /// The local of each Swift name, escaped with backticks where it is a keyword.
    private(set) var locals: [String: String] = [:]

    /// Names a local for each of `swiftNames` (distinct names: a struct's properties), avoiding `reserved`.
    init(_ swiftNames: [String], reserving reserved: Set<String> = decoderNames) {
        var taken = reserved.union(swiftNames)
        for name in swiftNames {
            var candidate = name
            if reserved.contains(name) {
                repeat { candidate += "Value" } while taken.contains(candidate)
                taken.insert(candidate)
            }
            locals[name] = SwiftIdentifier.escapedIfNeeded(candidate)
        }
    }

    /// The local of `swiftName`.
    subscript(_ swiftName: String) -> String { locals[swiftName] ?? SwiftIdentifier.escapedIfNeeded(swiftName) }
}

extension RenderContext {
    /// A function from a member name's bytes to the property it names (`nil`: none), comparing
    /// lengths first, then bytes. It returns the struct's `CodingKeys` case (one per property, named after it), so that
    /// the decoder's `switch` reads `case .images:` without a key enum of its own.
    func renderFieldMatcher(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        writer.lines(SwiftEscaping.docComment(["The property a member name (its UTF-8 bytes) designates, if any."]))
        writer.block("private static func contractField(_ key: Swift.UnsafeBufferPointer<Swift.UInt8>) -> CodingKeys?") { writer in
            var byLength: [Int: [PropertyDeclaration]] = [:]
            for property in structure.properties { byLength[property.jsonName.utf8.count, default: []].append(property) }
            writer.switchBlock("key.count") { writer in
                for length in byLength.keys.sorted() {
                    writer.line("case \(length):")
                    writer.indented { writer in
                        for property in byLength[length] ?? [] {
                            let name = SwiftEscaping.stringLiteral(property.jsonName)
                            writer.line("if ContractModels.ViewDecoding.equals(key, \(name)) { return \(fieldPattern(property)) }")
                        }
                    }
                }
                writer.line("default: break")
            }
            writer.line("return nil")
        }
    }

    /// A property's case as a `CodingKeys?` (the matcher's result, the `switch`'s pattern):
    /// `.images`, and `.some(.none)` for the two names `Optional` itself has.
    func fieldPattern(_ property: PropertyDeclaration) -> String {
        let name = SwiftIdentifier.escapedIfNeeded(property.swiftName)
        return property.swiftName == "none" || property.swiftName == "some" ? ".some(.\(name))" : ".\(name)"
    }

    func renderViewStruct(_ structure: StructDeclaration, validators: inout SiteValidators, into writer: inout SourceWriter) {
        writer.line("try ContractModels.ViewDecoding.expectObject(view, index)")
        let stores = [structure.additionalProperties?.swiftName, structure.keptStore?.swiftName].compactMap { $0 }
        let names = structure.properties.map(\.swiftName) + stores
        let locals = LocalNames(names, reserving: reservedLocals)
        for property in structure.properties {
            let type = property.type
            let local = locals[property.swiftName]
            if property.constant != nil {
                writer.line("var \(local) = false")
                continue
            }
            switch property.optionality {
            case .required, .optional: writer.line("var \(local): \(type.asOptional) = nil")
            case .requiredNullable: writer.line("var \(local): \(TypeUsage.optional(type))? = nil")
            case .optionalNullable: writer.line("var \(local): \(TypeUsage.nullable(type))? = nil")
            case .defaulted: writer.line("var \(local): \(property.isNullable ? "\(TypeUsage.optional(type))?" : "\(type)?") = nil")
            }
        }
        if let additional = structure.additionalProperties {
            // `init()`, not `[:]`: the literal is a call per decoded object, the initializer the empty singleton.
            writer.line("var \(locals[additional.swiftName]) = [Swift.String: \(additional.valueType)]()")
        }
        if let store = structure.keptStore {
            writer.line("var \(locals[store.swiftName]) = [Swift.String: ContractModels.JSONValue]()")
        }
        if structure.properties.isEmpty && structure.additionalProperties == nil {
            return finishViewStruct(structure, locals: locals, into: &writer)
        }
        writer.block("for member in ContractModels.ObjectMembers(of: index, in: view)") { writer in
            if structure.properties.isEmpty, let additional = structure.additionalProperties {
                renderAdditionalMember(additional, locals: locals, validators: &validators, into: &writer)
                return
            }
            writer.switchBlock("ContractModels.ViewDecoding.field(view, member.key, Self.contractField)") { writer in
                for property in structure.properties {
                    var body = writer.detached(levels: 1)
                    let dropping = droppingArrayType(property, in: structure)
                    let keeps = structure.keepsValue(of: property) || structure.keepsDigits(of: property) || dropping != nil
                    let kept = keeps ? structure.keptValues.map { locals[$0.swiftName] } : nil
                    renderPropertyMember(
                        property, local: locals[property.swiftName], keptIn: kept, dropping: dropping, validators: &validators,
                        into: &body)
                    // A member decoded by one statement takes one line: most members of most objects.
                    if let only = body.onlyLine {
                        writer.line("case \(fieldPattern(property)): \(only)")
                    } else {
                        writer.line("case \(fieldPattern(property)):")
                        writer.indented { writer in writer.append(body) }
                    }
                }
                writer.line("case nil:")
                writer.indented { writer in
                    if let additional = structure.additionalProperties {
                        renderAdditionalMember(
                            additional, locals: locals, keptIn: structure.keptStore.map { locals[$0.swiftName] }, validators: &validators,
                            into: &writer)
                    } else if structure.rejectsUndeclaredMembers {
                        // Also without validation: a closed object has nowhere to keep the member, so it fails
                        // (the tolerant rules then apply to the object's place) rather than drop it silently.
                        writer.call("throw ContractModels.DecodingFailure", [".constraint(\"additionalProperties\")", "at: member.value"])
                    } else {
                        writer.line("break")
                    }
                }
            }
        }
        finishViewStruct(structure, locals: locals, into: &writer)
    }

    /// The statements of one property's `case`: decode the member's value into the local, then check it.
    ///
    /// `keptIn`: the local of the unknown members, where decoding without validation (the tolerant rules of
    /// `DecodingPolicy`) keeps a value the member's type cannot hold, leaving the member `nil`. `dropping`: the
    /// type an array member is decoded as by `TolerantArrays` (its elements that cannot be represented left out,
    /// the array received kept).
    func renderPropertyMember(
        _ property: PropertyDeclaration, local: String, keptIn kept: String? = nil, dropping: TypeUsage? = nil,
        validators: inout SiteValidators, into writer: inout SourceWriter
    ) {
        if let constant = property.constant {
            if case .string(let text) = constant {
                writer.guardElse(
                    "ContractModels.ViewDecoding.stringEquals(view, member.value, \(SwiftEscaping.stringLiteral(text)))",
                    "throw ContractModels.DecodingFailure",
                    [".invalidValue(\(SwiftEscaping.stringLiteral("expected the constant \(constant)")))", "at: member.value"])
            } else {
                writer.call("try ContractModels.ViewDecoding.expectConstant", ["view", "member.value", jsonValueLiteral(constant)])
            }
            writer.line("\(local) = true")
            return
        }
        let type = property.type
        let arguments = ["at: member.value", "validating: \(validators.checkingArgument)"]
        let dropping = dropping.map { type in
            [
                "\(type).self", "view", "member", "validating: validating", "checked: \(validators.checkingArgument)",
                "keeping: &\(kept ?? "")",
            ]
        }
        if kept != nil, let dropping, property.optionality == .required || property.optionality == .requiredNullable {
            writer.call("\(local) = try ContractModels.TolerantArrays.decode", dropping)
            memberChecks(property.rule, node: "member.value", decoded: (local, type), validators: &validators, into: &writer)
            return
        }
        if let kept, dropping != nil, property.optionality == .optional || property.optionality == .optionalNullable {
            // One call, as for other optional members below: the runtime holds the do/catch.
            writer.line(
                "try ContractModels.TolerantArrays.decodeMember(&\(local), view, member, validating: \(validators.checkingArgument), "
                    + "failing: validating, keepingIn: &\(kept))")
            memberChecks(property.rule, node: "member.value", decoded: (local, type), validators: &validators, into: &writer)
            return
        }
        if let kept, property.optionality == .optional || property.optionality == .optionalNullable,
            property.optionality == .optionalNullable || !type.isOptional
        {
            // One call per member (the runtime holds the do/catch), and one line: its arguments are the same everywhere.
            writer.line(
                "try ContractModels.ViewDecoding.decodeMember(&\(local), view, member, validating: \(validators.checkingArgument), "
                    + "failing: validating, keepingIn: &\(kept))")
            memberChecks(property.rule, node: "member.value", decoded: (local, type), validators: &validators, into: &writer)
            return
        }
        if let kept, property.optionality == .required || property.optionality == .requiredNullable, type.isDouble {
            // A number with more digits than a `Double` holds: its text kept, as for optional members.
            let required = property.optionality == .required
            writer.call(
                "\(local) = \(required ? "" : ".some(")try ContractModels.ViewDecoding.decodeRequired",
                [
                    "\(required ? type : .optional(type)).self", "view", "member",
                    "validating: \(validators.checkingArgument)", "keepingIn: &\(kept)",
                ], required ? "" : ")")
            memberChecks(property.rule, node: "member.value", decoded: (local, type), validators: &validators, into: &writer)
            return
        }
        switch property.optionality {
        case .required, .optional:
            writer.call("\(local) = try view.decode", ["\(type).self"] + arguments)
        case .requiredNullable:
            writer.call("\(local) = .some(try view.decode", ["\(TypeUsage.optional(type)).self"] + arguments, ")")
        case .optionalNullable:
            writer.call("\(local) = try view.decode", ["\(TypeUsage.nullable(type)).self"] + arguments)
        case .defaulted:
            if property.isNullable {
                writer.call("\(local) = .some(try view.decode", ["\(TypeUsage.optional(type)).self"] + arguments, ")")
            } else {
                writer.call("\(local) = try view.decode", ["\(type).self"] + arguments)
            }
        }
        memberChecks(property.rule, node: "member.value", decoded: (local, type), validators: &validators, into: &writer)
    }

    /// The statements storing an undeclared member in the additional-properties dictionary.
    ///
    /// `keptIn`: the store of an object with named properties (``StructDeclaration/keptStore``), where decoding
    /// without validation keeps an entry the type cannot hold instead of failing the object.
    func renderAdditionalMember(
        _ additional: AdditionalProperties, locals: LocalNames, keptIn kept: String? = nil, validators: inout SiteValidators,
        into writer: inout SourceWriter
    ) {
        if let kept {
            writer.line(
                "try ContractModels.ViewDecoding.decodeEntry(&\(locals[additional.swiftName]), view, member, "
                    + "validating: \(validators.checkingArgument), failing: validating, keepingIn: &\(kept))")
            memberChecks(additional.rule, node: "member.value", validators: &validators, into: &writer)
            return
        }
        writer.call(
            "\(locals[additional.swiftName])[view.string(member.key)] = try view.decode",
            ["\(additional.valueType).self", "at: member.value", "validating: \(validators.checkingArgument)"])
        memberChecks(additional.rule, node: "member.value", validators: &validators, into: &writer)
    }

    /// The checks of required members, then `self.init(...)` from the locals.
    func finishViewStruct(_ structure: StructDeclaration, locals: LocalNames, into writer: inout SourceWriter) {
        var arguments: [String] = []
        for property in structure.properties {
            let local = locals[property.swiftName]
            let missing = [".missingMember(\(SwiftEscaping.stringLiteral(property.jsonName)))", "at: index"]
            if property.constant != nil {
                writer.guardElse(local, "throw ContractModels.DecodingFailure", missing)
                continue
            }
            let label = SwiftIdentifier.argumentLabel(property.swiftName)
            if property.optionality == .defaulted, let fallback = literal(property.defaultValue ?? .null, as: property.propertyType) {
                arguments.append("\(label): \(local) ?? \(fallback)")
                continue
            }
            switch property.optionality {
            case .required, .requiredNullable, .defaulted:
                // `guard let name` needs a plain identifier; a keyword in backticks is bound explicitly. A default that
                // cannot be written (see `literal(_:as:)`) is left out: the member is then required.
                let binding = local.hasPrefix("`") ? "let \(local) = \(local)" : "let \(local)"
                writer.guardElse(binding, "throw ContractModels.DecodingFailure", missing)
                arguments.append("\(label): \(local)")
            case .optional, .optionalNullable:
                arguments.append("\(label): \(local)")
            }
        }
        if let additional = structure.additionalProperties {
            arguments.append("\(SwiftIdentifier.argumentLabel(additional.swiftName)): \(locals[additional.swiftName])")
        }
        writer.call("self.init", arguments)
        if let store = structure.keptStore {
            writer.line("self.\(SwiftIdentifier.escapedIfNeeded(store.swiftName)) = \(locals[store.swiftName])")
        }
    }
}
