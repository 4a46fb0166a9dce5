import ContractJSON
import GeneratorTranslation

extension StructDeclaration {
    /// The dictionary of unknown members when it holds any JSON value: where the tolerant decoders keep the
    /// value of an optional member its Swift type cannot hold, under the member's JSON name, and where the
    /// encoders find it again while the member is `nil` (see `DecodingPolicy` in ContractModels). `nil` when
    /// the object keeps no unknown members (such a member then fails the object, which loses nothing).
    var keptValues: AdditionalProperties? {
        guard let additional = additionalProperties else { return nil }
        if additional.valueType == .builtin(.jsonValue) { return additional }
        return keptStore
    }

    /// For an object with named properties whose undeclared members are typed (`additionalProperties` with a
    /// schema): the dictionary of its own where the tolerant decoders keep what the types cannot hold (a member's
    /// value, an undeclared member's value), since the typed map cannot; `nil` for other objects.
    var keptStore: AdditionalProperties? {
        guard let additional = additionalProperties, additional.valueType != .builtin(.jsonValue), !properties.isEmpty else {
            return nil
        }
        var name = "keptMembers"
        while properties.contains(where: { $0.swiftName == name }) || additional.swiftName == name { name = "_" + name }
        return AdditionalProperties(swiftName: name, valueType: .builtin(.jsonValue))
    }

    /// Whether the tolerant decoders keep `property`'s value in ``keptValues`` when its type cannot hold it.
    /// Whether `property` is a required (maybe `null`) `Double` whose text decoding keeps in ``keptValues`` when the number has
    /// more digits than a `Double` holds, to write it back (optional members keep it as ``keepsValue(of:)`` says).
    func keepsDigits(of property: PropertyDeclaration) -> Bool {
        keptValues != nil && property.constant == nil && property.type.isDouble
            && (property.optionality == .required || property.optionality == .requiredNullable)
    }

    func keepsValue(of property: PropertyDeclaration) -> Bool {
        keptValues != nil && property.constant == nil
            && (property.optionality == .optional || property.optionality == .optionalNullable)
    }
}

extension RenderContext {
    /// The type the tolerant rule for arrays decodes `property` as (`TolerantArrays` in ContractModels: an element,
    /// or a typed map's entry, that cannot be represented is left out, the value received kept in
    /// ``StructDeclaration/keptValues``): `[Element]` or `[String: Element]`, or a `Nullable` of one for an optional
    /// member that may be `null`, an `Optional` of one for a required one. `nil` for other members and for objects
    /// that keep no unknown members. `Codable`
    /// reads it as ``codableType(_:)`` (through `Coded` for elements that are dates, UUIDs or URLs).
    func droppingArrayType(_ property: PropertyDeclaration, in structure: StructDeclaration) -> TypeUsage? {
        guard structure.keptValues != nil, property.constant == nil else { return nil }
        switch property.type.resolved {
        case .array, .dictionary: break
        default: return nil
        }
        switch property.optionality {
        case .required, .optional: return property.type
        case .optionalNullable: return .nullable(property.type)
        case .requiredNullable: return .optional(property.type)
        case .defaulted: return nil
        }
    }

    func renderCodingKeys(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        writer.lines(SwiftEscaping.docComment(["The JSON member names."]))
        writer.block("\(access)enum CodingKeys: Swift.String, Swift.CodingKey, Swift.CaseIterable") { writer in
            for property in structure.properties {
                writer.line(
                    "case \(SwiftIdentifier.escapedIfNeeded(property.swiftName)) = \(SwiftEscaping.stringLiteral(property.jsonName))")
            }
        }
    }

    func renderStructDecoding(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        writer.lines(
            SwiftEscaping.docComment(["Decodes the JSON object; absent and `null` members are told apart as the schema requires."]))
        writer.block("\(access)init(from decoder: any Swift.Decoder) throws") { writer in
            if structure.properties.isEmpty {
                writer.line("_ = try decoder.container(keyedBy: CodingKeys.self)")
            } else {
                writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            }
            let tolerates =
                structure.keptStore != nil
                || structure.properties.contains {
                    structure.keepsValue(of: $0) || structure.keepsDigits(of: $0) || droppingArrayType($0, in: structure) != nil
                }
            if tolerates {
                writer.line("let contractPolicy = ContractModels.DecodingPolicy.of(decoder)")
                writer.line("var contractKept: [Swift.String: ContractModels.JSONValue] = [:]")
            }
            for property in structure.properties {
                let name = SwiftIdentifier.escapedIfNeeded(property.swiftName)
                let key = ".\(name)"
                let type = property.type
                let target = property.isBoxed ? "let \(property.swiftName)Value: \(property.propertyType)" : "self.\(name)"
                if let constant = property.constant {
                    let constantType: TypeUsage = property.type == .builtin(.jsonValue) ? .builtin(.jsonValue) : property.type
                    writer.block(
                        "if try container.decode(\(constantType).self, forKey: \(key)) != \(constantExpression(constant, property.type))"
                    ) { writer in
                        writer.line(
                            "throw Swift.DecodingError.dataCorruptedError(forKey: \(key), in: container, debugDescription: \(SwiftEscaping.stringLiteral("expected the constant \(constant)")))"
                        )
                    }
                    continue
                }
                if let dropping = droppingArrayType(property, in: structure) {
                    let required = property.optionality == .required || property.optionality == .requiredNullable
                    let decode =
                        "try ContractModels.TolerantArrays.\(required ? "decode" : "decodeIfPresent")(\(codableType(dropping)).self, forKey: \(key), in: container, policy: contractPolicy, keeping: &contractKept)"
                    writer.line("\(target) = \(!needsCoded(dropping) ? decode : required ? decode + ".value" : decode + "?.value")")
                    if property.isBoxed {
                        writer.line("self.\(boxName(property, in: structure)) = ContractModels.Box(\(property.swiftName)Value)")
                    }
                    continue
                }
                let nullablePresent =
                    property.optionality == .requiredNullable || (property.optionality == .defaulted && property.isNullable)
                switch nullablePresent ? .requiredNullable : property.optionality {
                case .required where structure.keepsDigits(of: property):
                    writer.line(
                        "\(target) = try ContractModels.StrictCodable.decodeRequired(\(codableType(type)).self, forKey: \(key), "
                            + "in: container, policy: contractPolicy, keeping: &contractKept)")
                case .required:
                    writer.line("\(target) = \(fromCodable("try container.decode(\(codableType(type)).self, forKey: \(key))", type))")
                case .requiredNullable where structure.keepsDigits(of: property):
                    writer.line(
                        "\(target) = try ContractModels.StrictCodable.decodeRequired(\(codableType(.optional(type))).self, "
                            + "forKey: \(key), in: container, policy: contractPolicy, keeping: &contractKept)")
                case .requiredNullable:
                    let optional = TypeUsage.optional(type)
                    let decode = fromCodable("try container.decode(\(codableType(optional)).self, forKey: \(key))", optional)
                    // A default that cannot be written (see `literal(_:as:)`) is left out: the member is then required.
                    if property.optionality != .requiredNullable, let fallback = literal(property.defaultValue ?? .null, as: optional) {
                        writer.line("\(target) = container.contains(\(key)) ? \(decode) : \(fallback)")
                    } else {
                        writer.line("\(target) = \(decode)")
                    }
                case .optional, .optionalNullable:
                    // `decodeUnlessAbsent` reads an absent member as nil and decodes a present one, `null` included
                    // (which a `Nullable` holds); under the tolerant rules it keeps what it cannot read.
                    let wire = property.optionality == .optional ? type : TypeUsage.nullable(type)
                    let tolerant = structure.keepsValue(of: property) ? ", policy: contractPolicy, keeping: &contractKept" : ""
                    let decode =
                        "try ContractModels.StrictCodable.decodeUnlessAbsent(\(codableType(wire)).self, forKey: \(key), in: container\(tolerant))"
                    writer.line("\(target) = \(needsCoded(wire) ? decode + "?.value" : decode)")
                case .defaulted:
                    let decode =
                        "try ContractModels.StrictCodable.decodeUnlessAbsent(\(codableType(type)).self, forKey: \(key), in: container)"
                    if let fallback = literal(property.defaultValue ?? .null, as: type) {
                        writer.line("\(target) = \(needsCoded(type) ? decode + "?.value" : decode) ?? \(fallback)")
                    } else {
                        writer.line("\(target) = \(fromCodable("try container.decode(\(codableType(type)).self, forKey: \(key))", type))")
                    }
                }
                if property.isBoxed {
                    writer.line("self.\(boxName(property, in: structure)) = ContractModels.Box(\(property.swiftName)Value)")
                }
            }
            if let additional = structure.additionalProperties {
                let name = SwiftIdentifier.escapedIfNeeded(additional.swiftName)
                writer.line("let extra = try decoder.container(keyedBy: ContractModels.AnyCodingKey.self)")
                let store = structure.keptStore
                let initial = tolerates && store == nil ? "contractKept" : "[:]"
                writer.line("var additional: [Swift.String: \(additional.valueType)] = \(initial)")
                let valueType = codableType(additional.valueType)
                writer.block("for key in extra.allKeys where CodingKeys(stringValue: key.stringValue) == nil") { writer in
                    guard store != nil else {
                        let decode = fromCodable("try extra.decode(\(valueType).self, forKey: key)", additional.valueType)
                        writer.line("additional[key.stringValue] = \(decode)")
                        return
                    }
                    // An entry the type cannot hold is kept in the store instead (tolerant), as an optional member's value.
                    let decode =
                        "try ContractModels.StrictCodable.decodeEntry(\(valueType).self, forKey: key, in: extra, "
                        + "policy: contractPolicy, keeping: &contractKept)"
                    writer.line("additional[key.stringValue] = \(needsCoded(additional.valueType) ? decode + "?.value" : decode)")
                }
                writer.line("self.\(name) = additional")
                if let store {
                    writer.line("self.\(SwiftIdentifier.escapedIfNeeded(store.swiftName)) = contractKept")
                }
            } else if structure.rejectsUndeclaredMembers {
                writer.line("try ContractModels.StrictCodable.rejectUndeclaredMembers(of: decoder, declared: CodingKeys.self)")
            }
            writer.line("self.\(memberwiseName(in: structure)) = ContractModels.Memberwise()")
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
                let kept = structure.keptValues.map {
                    "self.\(SwiftIdentifier.escapedIfNeeded($0.swiftName))[\(SwiftEscaping.stringLiteral(property.jsonName))]"
                }
                if droppingArrayType(property, in: structure) != nil, let kept {
                    // The array received, while the member holds what decoding gave it (see `TolerantArrays`).
                    writer.block("if let kept = ContractModels.TolerantArrays.kept(\(name), \(kept))", closedWith: "else {") { writer in
                        writer.line("try container.encode(kept, forKey: \(key))")
                    }
                    writer.indented { writer in renderMemberEncoding(property, name: name, key: key, keptIn: nil, into: &writer) }
                    writer.line("}")
                    continue
                }
                let keptIn =
                    structure.keepsValue(of: property) || structure.keepsDigits(of: property)
                    ? structure.keptValues.map { "self." + SwiftIdentifier.escapedIfNeeded($0.swiftName) } : nil
                renderMemberEncoding(property, name: name, key: key, keptIn: keptIn, into: &writer)
            }
            if let additional = structure.additionalProperties {
                let name = "self." + SwiftIdentifier.escapedIfNeeded(additional.swiftName)
                let encoded = needsCoded(additional.valueType) ? ", as: { ContractModels.Coded($0) }" : ""
                let kept = structure.keptStore.map { ", keptIn: self.\(SwiftIdentifier.escapedIfNeeded($0.swiftName))" } ?? ""
                writer.line(
                    "try ContractModels.StrictCodable.encodeUndeclared(\(name), declared: CodingKeys.self, to: encoder\(kept)\(encoded))")
            }
        }
    }

    /// `encode(to:)`'s statements for one member's typed value; `keptIn`: the dictionary tolerant
    /// decoding kept values in, written back while an optional member is nil.
    private func renderMemberEncoding(
        _ property: PropertyDeclaration, name: String, key: String, keptIn: String?, into writer: inout SourceWriter
    ) {
        let type = property.type
        let nullablePresent =
            property.optionality == .requiredNullable || (property.optionality == .defaulted && property.isNullable)
        switch nullablePresent ? .requiredNullable : property.optionality {
        case .required:
            if let keptIn {
                // A required `Double` (``StructDeclaration/keepsDigits(of:)``): the text received while it holds what decoding gave it.
                writer.line("try ContractModels.StrictCodable.encodeIfPresent(\(name), forKey: \(key), in: &container, keptIn: \(keptIn))")
            } else {
                writer.line("try container.encode(\(toCodable(name, type)), forKey: \(key))")
            }
        case .requiredNullable:
            writer.block("if let value = \(name)") { writer in
                if let keptIn, property.optionality == .requiredNullable {
                    writer.line(
                        "try ContractModels.StrictCodable.encodeIfPresent(value, forKey: \(key), in: &container, keptIn: \(keptIn))")
                } else {
                    writer.line("try container.encode(\(toCodable("value", type)), forKey: \(key))")
                }
            }
            writer.block("else") { writer in
                writer.line("try container.encodeNil(forKey: \(key))")
            }
        case .defaulted:
            writer.line("try container.encode(\(toCodable(name, type)), forKey: \(key))")
        case .optional, .optionalNullable:
            let wire = property.optionality == .optional ? type : TypeUsage.nullable(type)
            let value = needsCoded(wire) ? "\(name).map { ContractModels.Coded($0) }" : name
            if let keptIn {
                // Nil, the value tolerant decoding kept under the member's name is written back.
                writer.line("try ContractModels.StrictCodable.encodeIfPresent(\(value), forKey: \(key), in: &container, keptIn: \(keptIn))")
            } else {
                writer.line("try container.encodeIfPresent(\(value), forKey: \(key))")
            }
        }
    }
}
