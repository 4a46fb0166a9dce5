import ContractJSON
import GeneratorTranslation

extension RenderContext {
    /// `Models.swift`: every declaration with its memberwise initializer and `Codable` conformance.
    func renderModels(into writer: inout SourceWriter) {
        for declaration in module.declarations {
            writer.separator()
            renderDeclaration(declaration, into: &writer)
        }
    }

    func renderDeclaration(_ declaration: TypeDeclaration, into writer: inout SourceWriter) {
        switch declaration.kind {
        case .structure(let structure): renderStruct(declaration, structure, into: &writer)
        case .enumeration(let enumeration): renderEnum(declaration, enumeration, into: &writer)
        case .union(let union): renderUnion(declaration, union, into: &writer)
        case .tuple(let tuple): renderTuple(declaration, tuple, into: &writer)
        case .alias(let usage):
            writer.lines(docs(declaration.documentation))
            writer.line("\(access)typealias \(SwiftIdentifier.escapedIfNeeded(declaration.name.shortName)) = \(usage)")
        }
    }

    func renderNested(_ declaration: TypeDeclaration, into writer: inout SourceWriter) {
        for nested in declaration.nested {
            writer.separator()
            renderDeclaration(nested, into: &writer)
        }
    }

    // MARK: Structs

    /// The name of the private storage of a boxed property.
    func boxName(_ property: PropertyDeclaration, in structure: StructDeclaration) -> String {
        var name = "_" + property.swiftName + "Box"
        while structure.properties.contains(where: { $0.swiftName == name }) { name = "_" + name }
        return name
    }

    func renderStruct(_ declaration: TypeDeclaration, _ structure: StructDeclaration, into writer: inout SourceWriter) {
        let name = SwiftIdentifier.escapedIfNeeded(declaration.name.shortName)
        writer.lines(docs(declaration.documentation))
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
                if let accessor, let value = property.defaultValue {
                    writer.separator()
                    writer.lines(docs(.none, ["`\(property.swiftName)`, or the schema's default `\(value)` when it is absent."]))
                    writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(accessor)): \(property.type) { \(swiftName) ?? \(literal(value, as: property.type)) }")
                }
            }
            if let additional = structure.additionalProperties {
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["Members the schema does not name, kept with their values."]))
                writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(additional.swiftName)): [Swift.String: \(additional.valueType)]")
            }
            writer.separator()
            renderMemberwiseInit(structure, into: &writer)
            writer.separator()
            renderCodingKeys(structure, into: &writer)
            writer.separator()
            renderStructDecoding(structure, into: &writer)
            writer.separator()
            renderStructEncoding(structure, into: &writer)
            renderNested(declaration, into: &writer)
        }
    }

    /// The computed property that reads an optional member with its schema `default` (lossless
    /// configurations keep such members optional), or `nil` when there is none.
    func defaultAccessorName(_ property: PropertyDeclaration, in structure: StructDeclaration) -> String? {
        guard property.optionality == .optional, property.constant == nil, let value = property.defaultValue, value != .null else { return nil }
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
        case .number(let number): "Swift.Double(\(SwiftEscaping.stringLiteral(number.literal)))!"
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

    func renderInitBody(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        for property in structure.properties where property.isStored {
            let name = SwiftIdentifier.escapedIfNeeded(property.swiftName)
            if property.isBoxed {
                writer.line("self.\(boxName(property, in: structure)) = ContractModels.Box(\(name))")
            } else {
                writer.line("self.\(name) = \(name)")
            }
        }
        if let additional = structure.additionalProperties {
            let name = SwiftIdentifier.escapedIfNeeded(additional.swiftName)
            writer.line("self.\(name) = \(name)")
        }
    }

    func renderCodingKeys(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        writer.lines(SwiftEscaping.docComment(["The JSON member names."]))
        writer.block("\(access)enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable") { writer in
            for property in structure.properties {
                writer.line("case \(SwiftIdentifier.escapedIfNeeded(property.swiftName)) = \(SwiftEscaping.stringLiteral(property.jsonName))")
            }
        }
    }

    func renderStructDecoding(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        writer.lines(SwiftEscaping.docComment(["Decodes the JSON object; absent and `null` members are told apart as the schema requires."]))
        writer.block("\(access)init(from decoder: any Swift.Decoder) throws") { writer in
            if structure.properties.isEmpty {
                writer.line("_ = try decoder.container(keyedBy: CodingKeys.self)")
            } else {
                writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            }
            for property in structure.properties {
                let name = SwiftIdentifier.escapedIfNeeded(property.swiftName)
                let key = ".\(name)"
                let type = property.type
                let target = property.isBoxed ? "let \(property.swiftName)Value: \(property.propertyType)" : "self.\(name)"
                if let constant = property.constant {
                    let constantType: TypeUsage = property.type == .builtin(.jsonValue) ? .builtin(.jsonValue) : property.type
                    writer.block("if try container.decode(\(constantType).self, forKey: \(key)) != \(constantExpression(constant, property.type))") { writer in
                        writer.line("throw Swift.DecodingError.dataCorruptedError(forKey: \(key), in: container, debugDescription: \(SwiftEscaping.stringLiteral("expected the constant \(constant)")))")
                    }
                    continue
                }
                let nullablePresent = property.optionality == .requiredNullable || (property.optionality == .defaulted && property.isNullable)
                switch nullablePresent ? .requiredNullable : property.optionality {
                case .required:
                    writer.line("\(target) = \(fromCodable("try container.decode(\(codableType(type)).self, forKey: \(key))", type))")
                case .requiredNullable:
                    let optional = TypeUsage.optional(type)
                    let decode = fromCodable("try container.decode(\(codableType(optional)).self, forKey: \(key))", optional)
                    if property.optionality == .requiredNullable {
                        writer.line("\(target) = \(decode)")
                    } else {
                        let fallback = literal(property.defaultValue ?? .null, as: optional)
                        writer.line("\(target) = container.contains(\(key)) ? \(decode) : \(fallback)")
                    }
                case .optional:
                    let decode = "try ContractModels.StrictCodable.decodeUnlessAbsent(\(codableType(type)).self, forKey: \(key), in: container)"
                    writer.line("\(target) = \(needsCoded(type) ? decode + "?.value" : decode)")
                case .optionalNullable:
                    let nullable = TypeUsage.nullable(type)
                    writer.line("\(target) = container.contains(\(key)) ? \(fromCodable("try container.decode(\(codableType(nullable)).self, forKey: \(key))", nullable)) : nil")
                case .defaulted:
                    let decode = "try ContractModels.StrictCodable.decodeUnlessAbsent(\(codableType(type)).self, forKey: \(key), in: container)"
                    let fallback = literal(property.defaultValue ?? .null, as: type)
                    writer.line("\(target) = \(needsCoded(type) ? decode + "?.value" : decode) ?? \(fallback)")
                }
                if property.isBoxed { writer.line("self.\(boxName(property, in: structure)) = ContractModels.Box(\(property.swiftName)Value)") }
            }
            if let additional = structure.additionalProperties {
                let name = SwiftIdentifier.escapedIfNeeded(additional.swiftName)
                writer.line("let extra = try decoder.container(keyedBy: ContractModels.AnyCodingKey.self)")
                writer.line("var additional: [Swift.String: \(additional.valueType)] = [:]")
                writer.block("for key in extra.allKeys where CodingKeys(stringValue: key.stringValue) == nil") { writer in
                    writer.line("additional[key.stringValue] = \(fromCodable("try extra.decode(\(codableType(additional.valueType)).self, forKey: key)", additional.valueType))")
                }
                writer.line("self.\(name) = additional")
            } else if structure.rejectsUndeclaredMembers {
                writer.line("try ContractModels.StrictCodable.rejectUndeclaredMembers(of: decoder, declared: CodingKeys.self)")
            }
        }
    }

    func renderStructEncoding(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        writer.lines(SwiftEscaping.docComment(["Encodes the JSON object; absent members stay absent, `null` ones are written as `null`."]))
        writer.block("\(access)func encode(to encoder: any Swift.Encoder) throws") { writer in
            if structure.properties.isEmpty {
                writer.line("_ = encoder.container(keyedBy: CodingKeys.self)")
            } else {
                writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            }
            for property in structure.properties {
                let name = "self." + SwiftIdentifier.escapedIfNeeded(property.swiftName)
                let key = "." + SwiftIdentifier.escapedIfNeeded(property.swiftName)
                let type = property.type
                let nullablePresent = property.optionality == .requiredNullable || (property.optionality == .defaulted && property.isNullable)
                switch nullablePresent ? .requiredNullable : property.optionality {
                case .required:
                    writer.line("try container.encode(\(toCodable(name, type)), forKey: \(key))")
                case .requiredNullable:
                    writer.block("if let value = \(name)") { writer in
                        writer.line("try container.encode(\(toCodable("value", type)), forKey: \(key))")
                    }
                    writer.block("else") { writer in
                        writer.line("try container.encodeNil(forKey: \(key))")
                    }
                case .defaulted:
                    writer.line("try container.encode(\(toCodable(name, type)), forKey: \(key))")
                case .optional:
                    writer.line("try container.encodeIfPresent(\(needsCoded(type) ? "\(name).map { ContractModels.Coded($0) }" : name), forKey: \(key))")
                case .optionalNullable:
                    let nullable = TypeUsage.nullable(type)
                    writer.line("try container.encodeIfPresent(\(needsCoded(nullable) ? "\(name).map { ContractModels.Coded($0) }" : name), forKey: \(key))")
                }
            }
            if let additional = structure.additionalProperties {
                let name = "self." + SwiftIdentifier.escapedIfNeeded(additional.swiftName)
                writer.line("var extra = encoder.container(keyedBy: ContractModels.AnyCodingKey.self)")
                writer.block("for key in \(name).keys.sorted() where CodingKeys(stringValue: key) == nil") { writer in
                    writer.line("try extra.encode(\(toCodable("\(name)[key]!", additional.valueType)), forKey: ContractModels.AnyCodingKey(key))")
                }
            }
        }
    }

    // MARK: Enums

    func rawSwiftType(_ rawType: EnumDeclaration.RawType) -> String {
        switch rawType {
        case .string: "Swift.String"
        case .integer(let integer): integer.swiftType
        case .bool: "Swift.Bool"
        }
    }

    func renderEnum(_ declaration: TypeDeclaration, _ enumeration: EnumDeclaration, into writer: inout SourceWriter) {
        let name = SwiftIdentifier.escapedIfNeeded(declaration.name.shortName)
        let raw = rawSwiftType(enumeration.rawType)
        var extra: [String] = []
        if !enumeration.isClosed { extra.append("Values this version does not know are kept in `unknown(_:)` and encoded back as received.") }
        writer.lines(docs(declaration.documentation, extra))
        if enumeration.isClosed {
            writer.block("\(access)enum \(name): \(raw), Swift.Codable, Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { writer in
                for enumCase in enumeration.cases {
                    writer.lines(docs(enumCase.documentation))
                    writer.line("case \(SwiftIdentifier.escapedIfNeeded(enumCase.swiftName)) = \(rawLiteral(enumCase.value))")
                }
            }
            return
        }
        writer.block("\(access)enum \(name): Swift.RawRepresentable, Swift.Codable, Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { writer in
            for enumCase in enumeration.cases {
                writer.lines(docs(enumCase.documentation))
                writer.line("case \(SwiftIdentifier.escapedIfNeeded(enumCase.swiftName))")
            }
            writer.lines(SwiftEscaping.docComment(["A value this version of the contract does not know."]))
            writer.line("case unknown(\(raw))")
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["The known cases."]))
            writer.line("\(access)static let allCases: [\(name)] = [\(enumeration.cases.map { "." + SwiftIdentifier.escapedIfNeeded($0.swiftName) }.joined(separator: ", "))]")
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["The case for a raw value; unknown values become `unknown(_:)`."]))
            writer.block("\(access)init(rawValue: \(raw))") { writer in
                writer.switchBlock("rawValue") { writer in
                    for enumCase in enumeration.cases {
                        writer.line("case \(rawLiteral(enumCase.value)): self = .\(SwiftIdentifier.escapedIfNeeded(enumCase.swiftName))")
                    }
                    writer.line("default: self = .unknown(rawValue)")
                }
            }
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["The JSON value."]))
            writer.block("\(access)var rawValue: \(raw)") { writer in
                writer.switchBlock("self") { writer in
                    for enumCase in enumeration.cases {
                        writer.line("case .\(SwiftIdentifier.escapedIfNeeded(enumCase.swiftName)): \(rawLiteral(enumCase.value))")
                    }
                    writer.line("case .unknown(let value): value")
                }
            }
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["Equal when the raw values are (`unknown` of a known value equals that case)."]))
            writer.block("\(access)static func == (lhs: \(name), rhs: \(name)) -> Swift.Bool") { writer in
                writer.line("lhs.rawValue == rhs.rawValue")
            }
            writer.separator()
            writer.block("\(access)func hash(into hasher: inout Swift.Hasher)") { writer in
                writer.line("hasher.combine(rawValue)")
            }
            writer.separator()
            writer.block("\(access)init(from decoder: any Swift.Decoder) throws") { writer in
                writer.line("self.init(rawValue: try decoder.singleValueContainer().decode(\(raw).self))")
            }
            writer.separator()
            writer.block("\(access)func encode(to encoder: any Swift.Encoder) throws") { writer in
                writer.line("var container = encoder.singleValueContainer()")
                writer.line("try container.encode(rawValue)")
            }
        }
    }

    // MARK: Unions

    /// Whether a union needs validation to choose among alternatives of the same JSON kind.
    func isAmbiguous(_ union: UnionDeclaration) -> Bool {
        guard union.discriminator == nil else { return false }
        for (index, variant) in union.variants.enumerated() {
            for other in union.variants[(index + 1)...] where !variant.kinds.isDisjoint(with: other.kinds) { return true }
        }
        return false
    }

    /// `[.string, .number]` for a kind set.
    func kindLiteral(_ kinds: JSONKinds) -> String {
        var names: [String] = []
        if kinds.contains(.null) { names.append(".null") }
        if kinds.contains(.boolean) { names.append(".boolean") }
        if kinds.contains(.number) { names.append(".number") }
        if kinds.contains(.string) { names.append(".string") }
        if kinds.contains(.array) { names.append(".array") }
        if kinds.contains(.object) { names.append(".object") }
        return "[" + names.joined(separator: ", ") + "]"
    }

    func renderUnion(_ declaration: TypeDeclaration, _ union: UnionDeclaration, into writer: inout SourceWriter) {
        let name = SwiftIdentifier.escapedIfNeeded(declaration.name.shortName)
        var extra: [String] = []
        if let discriminator = union.discriminator {
            extra.append("Decoded by the value of `\(discriminator)`.")
        } else {
            extra.append(union.mode == .oneOf ? "Exactly one alternative matches a valid value." : "The first matching alternative is taken.")
        }
        writer.lines(docs(declaration.documentation, extra))
        let indirect = union.isIndirect ? "indirect " : ""
        writer.block("\(access)\(indirect)enum \(name): Swift.Codable, Swift.Hashable, Swift.Sendable") { writer in
            for variant in union.variants {
                writer.lines(docs(variant.documentation))
                writer.line("case \(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(\(variant.type))")
            }
            if !union.variants.isEmpty, union.discriminator == nil {
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["The JSON kinds each alternative accepts."]))
                writer.line("static let alternativeKinds: [ContractModels.JSONKindSet] = [\(union.variants.map { kindLiteral($0.kinds) }.joined(separator: ", "))]")
            }
            writer.separator()
            writer.block("\(access)init(from decoder: any Swift.Decoder) throws") { writer in
                renderUnionDecoding(union, into: &writer)
            }
            writer.separator()
            writer.block("\(access)func encode(to encoder: any Swift.Encoder) throws") { writer in
                writer.switchBlock("self") { writer in
                    for variant in union.variants {
                        writer.line("case .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(let value): try \(toCodable("value", variant.type)).encode(to: encoder)")
                    }
                }
            }
            renderNested(declaration, into: &writer)
        }
    }

    /// `try T(from: decoder)` (through `Coded` when needed).
    func decodeFromDecoder(_ type: TypeUsage) -> String {
        needsCoded(type) ? "try ContractModels.Coded<\(type)>(from: decoder).value" : "try \(type)(from: decoder)"
    }

    func renderUnionDecoding(_ union: UnionDeclaration, into writer: inout SourceWriter) {
        if let discriminator = union.discriminator {
            let key = "ContractModels.AnyCodingKey(\(SwiftEscaping.stringLiteral(discriminator)))"
            writer.line("let container = try decoder.container(keyedBy: ContractModels.AnyCodingKey.self)")
            writer.switchBlock("try container.decode(Swift.String.self, forKey: \(key))") { writer in
                for variant in union.variants where !variant.tags.isEmpty {
                    writer.line("case \(variant.tags.map(SwiftEscaping.stringLiteral).joined(separator: ", ")): self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(\(decodeFromDecoder(variant.type)))")
                }
                writer.line("case let tag: throw Swift.DecodingError.dataCorruptedError(forKey: \(key), in: container, debugDescription: \"unknown \(discriminator.unicodeScalars.allSatisfy { $0.isASCII && $0 != "\"" && $0 != "\\" && $0.value >= 0x20 } ? discriminator : "discriminator") '\\(tag)'\")")
            }
            return
        }
        let ambiguous = isAmbiguous(union)
        if ambiguous {
            writer.line("let value = try ContractModels.JSONValue(from: decoder)")
            writer.line("let selection = ContractModels.UnionSelection.select(ContractModels.JSONKindSet(of: value), Self.alternativeKinds, exclusive: \(union.mode == .oneOf), matches: { Self.alternativeValidators[$0].validate(value).isValid })")
        } else {
            writer.line("let selection = ContractModels.UnionSelection.select(try ContractModels.UnionSelection.kind(of: decoder), Self.alternativeKinds, exclusive: \(union.mode == .oneOf), matches: { _ in true })")
        }
        writer.switchBlock("selection") { writer in
            for (index, variant) in union.variants.enumerated() {
                writer.line("case .success(\(index)): self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(\(decodeFromDecoder(variant.type)))")
            }
            writer.line("case .success: throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: \"no alternative\"))")
            writer.line("case .failure(let failure): throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: failure.message))")
        }
    }

    // MARK: Tuples

    func renderTuple(_ declaration: TypeDeclaration, _ tuple: TupleDeclaration, into writer: inout SourceWriter) {
        let name = SwiftIdentifier.escapedIfNeeded(declaration.name.shortName)
        writer.lines(docs(declaration.documentation, ["Stored in JSON as an array: one element per property, in order."]))
        writer.block("\(access)struct \(name): Swift.Codable, Swift.Hashable, Swift.Sendable") { writer in
            for element in tuple.elements {
                writer.lines(docs(element.documentation))
                writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(element.swiftName)): \(element.isRequired ? element.type : element.type.asOptional)")
            }
            if let rest = tuple.rest {
                writer.lines(SwiftEscaping.docComment(["The elements after the positional ones."]))
                writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(tuple.restName)): [\(rest)]")
            }
            writer.separator()
            var parameters = tuple.elements.map { element in
                "\(SwiftIdentifier.escapedIfNeeded(element.swiftName)): \(element.isRequired ? element.type : element.type.asOptional)\(element.isRequired ? "" : " = nil")"
            }
            if let rest = tuple.rest { parameters.append("\(SwiftIdentifier.escapedIfNeeded(tuple.restName)): [\(rest)] = []") }
            writer.lines(SwiftEscaping.docComment(["Creates a value from its elements."]))
            writer.block("\(access)init(\(parameters.joined(separator: ", ")))") { writer in
                for element in tuple.elements {
                    let elementName = SwiftIdentifier.escapedIfNeeded(element.swiftName)
                    writer.line("self.\(elementName) = \(elementName)")
                }
                if tuple.rest != nil {
                    let restName = SwiftIdentifier.escapedIfNeeded(tuple.restName)
                    writer.line("self.\(restName) = \(restName)")
                }
            }
            writer.separator()
            writer.block("\(access)init(from decoder: any Swift.Decoder) throws") { writer in
                writer.line("var container = try decoder.unkeyedContainer()")
                for element in tuple.elements {
                    let elementName = SwiftIdentifier.escapedIfNeeded(element.swiftName)
                    let decode = fromCodable("try container.decode(\(codableType(element.type)).self)", element.type)
                    if element.isRequired {
                        writer.line("self.\(elementName) = \(decode)")
                    } else {
                        writer.line("self.\(elementName) = container.isAtEnd ? nil : \(decode)")
                    }
                }
                if let rest = tuple.rest {
                    writer.line("var rest: [\(rest)] = []")
                    writer.line("while !container.isAtEnd { rest.append(\(fromCodable("try container.decode(\(codableType(rest)).self)", rest))) }")
                    writer.line("self.\(SwiftIdentifier.escapedIfNeeded(tuple.restName)) = rest")
                } else {
                    writer.block("if !container.isAtEnd") { writer in
                        writer.line("throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: \"too many elements\"))")
                    }
                }
            }
            writer.separator()
            writer.block("\(access)func encode(to encoder: any Swift.Encoder) throws") { writer in
                writer.line("var container = encoder.unkeyedContainer()")
                var optionalSeen = false
                for element in tuple.elements {
                    let elementName = "self." + SwiftIdentifier.escapedIfNeeded(element.swiftName)
                    if element.isRequired && !optionalSeen {
                        writer.line("try container.encode(\(toCodable(elementName, element.type)))")
                    } else {
                        optionalSeen = true
                        writer.line("guard let \(SwiftIdentifier.escapedIfNeeded(element.swiftName)) = \(elementName) else { return }")
                        writer.line("try container.encode(\(toCodable(SwiftIdentifier.escapedIfNeeded(element.swiftName), element.type)))")
                    }
                }
                if let rest = tuple.rest {
                    writer.line("for element in self.\(SwiftIdentifier.escapedIfNeeded(tuple.restName)) { try container.encode(\(toCodable("element", rest))) }")
                }
            }
            renderNested(declaration, into: &writer)
        }
    }
}
