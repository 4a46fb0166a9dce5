import ContractJSON
import GeneratorTranslation

extension RenderContext {
    func renderViewEnum(_ enumeration: EnumDeclaration, checksMembers: Bool, into writer: inout SourceWriter) {
        switch enumeration.rawType {
        case .string:
            writer.guardElse(
                "view.kind(index) == .string", "throw ContractModels.DecodingFailure.typeMismatch", ["\"a string\"", "view", "index"])
            writer.block("if let raw = ContractModels.ViewDecoding.unescapedBytes(view, index)") { writer in
                var byLength: [Int: [EnumCase]] = [:]
                for enumCase in enumeration.cases { byLength[enumCase.value.stringValue!.utf8.count, default: []].append(enumCase) }
                writer.switchBlock("raw.count") { writer in
                    for length in byLength.keys.sorted() {
                        writer.line("case \(length):")
                        for enumCase in byLength[length]! {
                            writer.line(
                                "    if ContractModels.ViewDecoding.equals(raw, \(rawLiteral(enumCase.value))) { self = .\(SwiftIdentifier.escapedIfNeeded(enumCase.swiftName)); return }"
                            )
                        }
                    }
                    writer.line("default: break")
                }
            }
            if enumeration.isClosed {
                writer.guardElse(
                    "let known = Self(rawValue: view.string(index))", "throw ContractModels.DecodingFailure",
                    [".invalidValue(\"unknown value \\\"\\(view.string(index))\\\"\")", "at: index"])
                writer.line("self = known")
            } else {
                if checksMembers { writer.line("if checking { throw ContractModels.DecodingFailure(.constraint(\"enum\"), at: index) }") }
                writer.line("self.init(rawValue: view.string(index))")
            }
        case .integer(let integer):
            writer.line("let raw = try view.decode(\(integer.swiftType).self, at: index)")
            if enumeration.isClosed {
                writer.guardElse(
                    "let known = Self(rawValue: raw)", "throw ContractModels.DecodingFailure",
                    [".invalidValue(\"unknown value \\(raw)\")", "at: index"])
                writer.line("self = known")
            } else {
                writer.line("self.init(rawValue: raw)")
                if checksMembers {
                    writer.block("if checking, case .unknown = self") { writer in
                        writer.line("throw ContractModels.DecodingFailure(.constraint(\"enum\"), at: index)")
                    }
                }
            }
        case .bool:
            writer.line("let raw = try view.decode(Swift.Bool.self, at: index)")
            writer.guardElse(
                "let known = Self(rawValue: raw)", "throw ContractModels.DecodingFailure",
                [".invalidValue(\"unknown value \\(raw)\")", "at: index"])
            writer.line("self = known")
        }
    }

    func renderViewUnion(_ union: UnionDeclaration, validated: Bool, validators: inout SiteValidators, into writer: inout SourceWriter) {
        if let discriminator = union.discriminator {
            writer.line("try ContractModels.ViewDecoding.expectObject(view, index)")
            writer.guardElse(
                "let tag = ContractModels.ViewDecoding.member(view, index, \(SwiftEscaping.stringLiteral(discriminator)))",
                "throw ContractModels.DecodingFailure", [".missingMember(\(SwiftEscaping.stringLiteral(discriminator)))", "at: index"])
            for variant in union.variants {
                for tag in variant.tags {
                    writer.block("if ContractModels.ViewDecoding.stringEquals(view, tag, \(SwiftEscaping.stringLiteral(tag)))") { writer in
                        let name = SwiftIdentifier.escapedIfNeeded(variant.swiftName)
                        writer.call(
                            "self = .\(name)(try view.decode",
                            ["\(variant.type).self", "at: index", "validating: \(validated ? "false" : "checking")"], ")")
                        if !validated {
                            var checks = writer.detached(levels: 1)
                            ruleChecks(variant.rule, node: "index", depth: 0, validators: &validators, into: &checks)
                            if !checks.isEmpty { writer.block("if checking") { writer in writer.append(checks) } }
                        }
                        writer.line("return")
                    }
                }
            }
            writer.call(
                "throw ContractModels.DecodingFailure",
                [".invalidValue(\(SwiftEscaping.stringLiteral("unknown \(discriminator)")))", "at: tag"])
            return
        }
        if !validated {
            // Alternatives are tried (a failure passes to the next one) and validators may read the value: both need
            // its keys distinct, which the fast path's parse leaves to the decoder (see expectDistinctKeys).
            writer.block("if checking") { writer in writer.line("try ContractModels.ViewDecoding.expectDistinctKeys(view, index)") }
        }
        if !validated && union.mode == .anyOf {
            // With validation, the first alternative that decodes and passes its checks wins.
            writer.block("if checking") { writer in
                writer.line("let kind = ContractModels.JSONKindSet(view.kind(index))")
                for (index, variant) in union.variants.enumerated() {
                    writer.block("if Self.alternativeKinds[\(index)].contains(kind)") { writer in
                        writer.block("do throws(ContractModels.DecodingFailure)", closedWith: "catch {}") { writer in
                            writer.line("let value = try view.decode(\(variant.type).self, at: index, validating: true)")
                            ruleChecks(variant.rule, node: "index", depth: 0, validators: &validators, into: &writer)
                            writer.line("self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(value)")
                            writer.line("return")
                        }
                    }
                }
                writer.line("throw ContractModels.DecodingFailure(.constraint(\"anyOf\"), at: index)")
            }
        }
        let matches = isAmbiguous(union) ? "{ Self.alternativeValidators[$0].isValid(view, at: index) }" : "{ _ in true }"
        writer.call(
            "let selection = ContractModels.UnionSelection.select",
            [
                "ContractModels.JSONKindSet(view.kind(index))", "Self.alternativeKinds", "exclusive: \(union.mode == .oneOf)",
                "matches: \(matches)",
            ])
        // The selection is the alternative's position in `alternativeKinds`.
        writer.switchBlock("selection") { writer in
            for (index, variant) in union.variants.enumerated() {
                writer.line("case .success(\(index)):")
                writer.indented { writer in
                    writer.call(
                        "self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(try view.decode",
                        ["\(variant.type).self", "at: index"], ")")
                }
            }
            writer.line("case .success: throw ContractModels.DecodingFailure(.invalidValue(\"no alternative\"), at: index)")
            writer.line("case .failure(let failure): throw ContractModels.DecodingFailure(.invalidValue(failure.message), at: index)")
        }
    }

    func renderViewTuple(_ tuple: TupleDeclaration, validators: inout SiteValidators, into writer: inout SourceWriter) {
        writer.line("try ContractModels.ViewDecoding.expectArray(view, index)")
        writer.line("var elements = ContractModels.ArrayElements(of: index, in: view)")
        let locals = LocalNames(tuple.elements.map(\.swiftName) + (tuple.rest == nil ? [] : [tuple.restName]), reserving: reservedLocals)
        var arguments: [String] = []
        for element in tuple.elements {
            let local = locals[element.swiftName]
            let decode = ["\(element.type).self", "at: element", "validating: \(validators.checkingArgument)"]
            if element.isRequired {
                writer.line("let \(local): \(element.type)")
                writer.block("if let element = elements.next()", closedWith: "else {") { writer in
                    writer.call("\(local) = try view.decode", decode)
                    memberChecks(element.rule, node: "element", decoded: (local, element.type), validators: &validators, into: &writer)
                }
                writer.indented { writer in
                    writer.line("throw ContractModels.DecodingFailure(.invalidValue(\"too few elements\"), at: index)")
                }
                writer.line("}")
            } else {
                writer.line("var \(local): \(element.type.asOptional) = nil")
                writer.block("if let element = elements.next()") { writer in
                    writer.call("\(local) = try view.decode", decode)
                    memberChecks(element.rule, node: "element", decoded: (local, element.type), validators: &validators, into: &writer)
                }
            }
            arguments.append("\(SwiftIdentifier.argumentLabel(element.swiftName)): \(local)")
        }
        if let rest = tuple.rest {
            let local = locals[tuple.restName]
            writer.line("var \(local): [\(rest)] = []")
            writer.block("while let element = elements.next()") { writer in
                writer.call(
                    "\(local).append(try view.decode", ["\(rest).self", "at: element", "validating: \(validators.checkingArgument)"], ")")
                memberChecks(tuple.restRule, node: "element", validators: &validators, into: &writer)
            }
            arguments.append("\(SwiftIdentifier.argumentLabel(tuple.restName)): \(local)")
        } else {
            writer.guardElse(
                "elements.next() == nil", "throw ContractModels.DecodingFailure", [".invalidValue(\"too many elements\")", "at: index"])
        }
        writer.call("self.init", arguments)
    }
}
