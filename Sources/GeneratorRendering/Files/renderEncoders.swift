import ContractJSON
import GeneratorTranslation

extension RenderContext {
    /// `Encoders.swift`: `jsonValue`, each generated type's value as a `ContractModels.JSONValue`
    /// (what `validate()` checks and what the fast path's round trip compares).
    func renderEncoders(into writer: inout SourceWriter) {
        let summary: (TypeDeclaration) -> String = { "``\($0.name)`` as a JSON value." }
        renderConformances("ContractModels.JSONValueEncodable", summary, into: &writer) { declaration, writer in
            writer.lines(SwiftEscaping.docComment(["The value as JSON."]))
            writer.block("\(access)var jsonValue: ContractModels.JSONValue") { writer in
                renderJSONValue(declaration, into: &writer)
            }
        }
    }

    func renderJSONValue(_ declaration: TypeDeclaration, into writer: inout SourceWriter) {
        switch declaration.kind {
        case .structure(let structure):
            writer.line("var members: [ContractModels.JSONObject.Member] = []")
            for property in structure.properties {
                let name = "self." + SwiftIdentifier.escapedIfNeeded(property.swiftName)
                let key = SwiftEscaping.stringLiteral(property.jsonName)
                if droppingArrayType(property, in: structure) != nil, let kept = structure.keptValues {
                    // The array received, while the member holds what decoding gave it (see `TolerantArrays`).
                    let keptValue = "self.\(SwiftIdentifier.escapedIfNeeded(kept.swiftName))[\(key)]"
                    let call = "ContractModels.TolerantArrays.kept(\(name), \(keptValue))"
                    guard property.optionality != .required, property.optionality != .requiredNullable else {
                        writer.call(
                            "members.append(ContractModels.JSONObject.Member", ["key: \(key)", "value: \(call) ?? \(name).jsonValue"], ")")
                        continue
                    }
                    writer.block("if let kept = \(call)", closedWith: "else if let value = \(name) {") { writer in
                        writer.call("members.append(ContractModels.JSONObject.Member", ["key: \(key)", "value: kept"], ")")
                    }
                    writer.indented { writer in
                        writer.call("members.append(ContractModels.JSONObject.Member", ["key: \(key)", "value: value.jsonValue"], ")")
                    }
                    writer.line("}")
                    continue
                }
                switch property.optionality {
                case .optional, .optionalNullable:
                    let append: (inout SourceWriter) -> Void = { writer in
                        writer.call("members.append(ContractModels.JSONObject.Member", ["key: \(key)", "value: value.jsonValue"], ")")
                    }
                    guard structure.keepsValue(of: property), let kept = structure.keptValues else {
                        writer.block("if let value = \(name)", append)
                        continue
                    }
                    // A value the tolerant decoder could not hold in the member, written back while it is nil.
                    let keptName = "self.\(SwiftIdentifier.escapedIfNeeded(kept.swiftName))"
                    writer.line("ContractModels.JSONValueMembers.append(&members, \(key), \(name), keptIn: \(keptName))")
                default:
                    if structure.keepsDigits(of: property), let kept = structure.keptValues {
                        // A required `Double`: the text received while it holds what decoding gave it.
                        let keptName = "self.\(SwiftIdentifier.escapedIfNeeded(kept.swiftName))"
                        if property.optionality == .required {
                            writer.line("ContractModels.JSONValueMembers.append(&members, \(key), \(name), keptIn: \(keptName))")
                        } else {
                            let kept = "ContractModels.ViewDecoding.keptText($0, \(keptName)[\(key)])"
                            let written = "\(name).flatMap { \(kept) } ?? \(name).jsonValue"
                            writer.call("members.append(ContractModels.JSONObject.Member", ["key: \(key)", "value: \(written)"], ")")
                        }
                        continue
                    }
                    writer.call("members.append(ContractModels.JSONObject.Member", ["key: \(key)", "value: \(name).jsonValue"], ")")
                }
            }
            if let additional = structure.additionalProperties {
                let name = "self." + SwiftIdentifier.escapedIfNeeded(additional.swiftName)
                let known = structure.properties.map { SwiftEscaping.stringLiteral($0.jsonName) }
                let kept = structure.keptStore.map { ", keptIn: self.\(SwiftIdentifier.escapedIfNeeded($0.swiftName))" } ?? ""
                writer.line(
                    "ContractModels.JSONValueMembers.appendUndeclared(&members, \(name), declared: [\(known.joined(separator: ", "))]\(kept))")
            }
            writer.line("return .object(ContractModels.JSONObject(members))")
        case .enumeration:
            writer.line("rawValue.jsonValue")
        case .union(let union):
            writer.switchBlock("self") { writer in
                for variant in union.variants {
                    writer.line("case .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(let value): value.jsonValue")
                }
            }
        case .tuple(let tuple):
            writer.line("var elements: [ContractModels.JSONValue] = []")
            var optionalSeen = false
            for element in tuple.elements {
                let name = "self." + SwiftIdentifier.escapedIfNeeded(element.swiftName)
                if element.isRequired && !optionalSeen {
                    writer.line("elements.append(\(name).jsonValue)")
                } else {
                    optionalSeen = true
                    writer.line("guard let value\(element.swiftName) = \(name) else { return .array(elements) }")
                    writer.line("elements.append(value\(element.swiftName).jsonValue)")
                }
            }
            if tuple.rest != nil { writer.line("elements += self.\(SwiftIdentifier.escapedIfNeeded(tuple.restName)).map(\\.jsonValue)") }
            writer.line("return .array(elements)")
        case .alias:
            break
        }
    }
}
