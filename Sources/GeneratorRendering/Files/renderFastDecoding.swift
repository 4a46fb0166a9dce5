import ContractJSON
import GeneratorTranslation

extension RenderContext {
    /// `FastDecoding.swift`: `JSONViewDecodable` conformances that decode straight from a parsed
    /// document's tape, matching member names by their bytes, and `ContractTypes`, the generated
    /// types by schema URI.
    func renderFastDecoding(into writer: inout SourceWriter) {
        for declaration in module.allDeclarations {
            if case .alias = declaration.kind { continue }
            writer.separator()
            // When the validator checks the whole value, members are decoded without checks of their own.
            var validators = SiteValidators(owner: declaration, checksMembers: !declaration.selfRule.delegatesToSchema)
            writer.block("extension \(declaration.name): ContractModels.JSONViewDecodable") { writer in
                writer.lines(SwiftEscaping.docComment([
                    "Decodes the value at `index` of a parsed document, without `Codable`; with `validating`, checks every constraint of the schema on the way.",
                ]))
                writer.block("\(access)init(from view: ContractModels.JSONView, at index: Swift.Int, validating: Swift.Bool) throws(ContractModels.DecodingFailure)") { writer in
                    let selfChecks = ruleLines(declaration.selfRule, node: "index", depth: 0, validators: &validators)
                    var body = SourceWriter()
                    switch declaration.kind {
                    case .structure(let structure): renderViewStruct(structure, validators: &validators, into: &body)
                    case .enumeration(let enumeration): renderViewEnum(enumeration, checksMembers: validators.checksMembers, into: &body)
                    case .union(let union): renderViewUnion(union, validated: declaration.selfRule.delegatesToSchema, validators: &validators, into: &body)
                    case .tuple(let tuple): renderViewTuple(tuple, validators: &validators, into: &body)
                    case .alias: break
                    }
                    if declaration.selfRule.delegatesToSchema {
                        writer.block("if validating") { writer in writer.lines(selfChecks) }
                        if body.contains("checking") { writer.line("let checking = false") }
                    } else {
                        if !selfChecks.isEmpty { writer.block("if validating") { writer in writer.lines(selfChecks) } }
                        if body.contains("checking") { writer.line("let checking = validating") }
                    }
                    writer.append(body)
                }
                if !validators.patterns.isEmpty {
                    writer.separator()
                    writer.lines(SwiftEscaping.docComment(["The `pattern`s checked while decoding (nil: not compiled; the validator decides)."]))
                    writer.line("static let contractPatterns: [ContractModels.ECMAScriptRegex?] = [")
                    for pattern in validators.patterns { writer.line("    try? ContractModels.ECMAScriptRegex(\(SwiftEscaping.stringLiteral(pattern))),") }
                    writer.line("]")
                }
                if !validators.uris.isEmpty {
                    writer.separator()
                    writer.lines(SwiftEscaping.docComment(["Validators for the values whose constraints are checked by the runtime validator."]))
                    writer.line("static let contractSiteValidators: [ContractModels.SchemaValidator] = [")
                    for uri in validators.uris { writer.line("    ContractSchemas.validator(\(SwiftEscaping.stringLiteral(uri))),") }
                    writer.line("]")
                }
                if case .structure(let structure) = declaration.kind, !structure.properties.isEmpty {
                    writer.separator()
                    renderFieldMatcher(structure, into: &writer)
                }
            }
        }
        renderTypeRegistry(into: &writer)
    }

    /// `ContractTypes.bySchemaURI`: every declaration by the URI of its schema (the first one when
    /// several share a URI), so that tools can go from a schema to its type and fast path.
    func renderTypeRegistry(into writer: inout SourceWriter) {
        writer.separator()
        writer.lines(SwiftEscaping.docComment(["The generated types by the URI of the schema each comes from."]))
        writer.block("\(access)enum ContractTypes") { writer in
            writer.lines(SwiftEscaping.docComment([
                "Each type by its schema's URI: a file's `$id`, with a JSON Pointer fragment for a nested type. A schema generated as a type alias of a standard type maps to that type, checked by the validator alone.",
            ]))
            var seen: Set<String> = []
            var entries: [String] = []
            for declaration in module.allDeclarations where seen.insert(declaration.schemaURI).inserted {
                let uri = SwiftEscaping.stringLiteral(declaration.schemaURI)
                if case .alias = declaration.kind {
                    entries.append("\(uri): ContractModels.ContractType(alias: \(declaration.name).self, schemaURI: \(uri), validator: ContractSchemas.validator(\(uri))),")
                } else {
                    entries.append("\(uri): ContractModels.ContractType(\(declaration.name).self, schemaURI: \(uri)),")
                }
            }
            if entries.isEmpty {
                writer.line("\(access)static let bySchemaURI: [Swift.String: ContractModels.ContractType] = [:]")
            } else {
                writer.line("\(access)static let bySchemaURI: [Swift.String: ContractModels.ContractType] = [")
                for entry in entries { writer.line("    " + entry) }
                writer.line("]")
            }
        }
    }

    /// A function from a member name's bytes to the index of the property it names (-1: none),
    /// comparing lengths first, then bytes.
    func renderFieldMatcher(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        writer.block("private static func contractField(_ key: Swift.UnsafeBufferPointer<Swift.UInt8>) -> Swift.Int") { writer in
            var byLength: [Int: [(Int, String)]] = [:]
            for (index, property) in structure.properties.enumerated() { byLength[property.jsonName.utf8.count, default: []].append((index, property.jsonName)) }
            writer.switchBlock("key.count") { writer in
                for length in byLength.keys.sorted() {
                    writer.line("case \(length):")
                    for (index, jsonName) in byLength[length]! {
                        writer.line("    if ContractModels.ViewDecoding.equals(key, \(SwiftEscaping.stringLiteral(jsonName))) { return \(index) }")
                    }
                }
                writer.line("default: break")
            }
            writer.line("return -1")
        }
    }

    func renderViewStruct(_ structure: StructDeclaration, validators: inout SiteValidators, into writer: inout SourceWriter) {
        writer.line("try ContractModels.ViewDecoding.expectObject(view, index)")
        for (index, property) in structure.properties.enumerated() {
            let type = property.type
            if property.constant != nil {
                writer.line("var f\(index) = false")
                continue
            }
            switch property.optionality {
            case .required, .optional: writer.line("var f\(index): \(type.asOptional) = nil")
            case .requiredNullable: writer.line("var f\(index): \(TypeUsage.optional(type))? = nil")
            case .optionalNullable: writer.line("var f\(index): \(TypeUsage.nullable(type))? = nil")
            case .defaulted: writer.line("var f\(index): \(property.isNullable ? "\(TypeUsage.optional(type))?" : "\(type)?") = nil")
            }
        }
        if let additional = structure.additionalProperties {
            writer.line("var extra: [Swift.String: \(additional.valueType)] = [:]")
        }
        if structure.properties.isEmpty && structure.additionalProperties == nil { return finishViewStruct(structure, into: &writer) }
        writer.line("var member = index + 1")
        writer.line("let end = view.next(index)")
        writer.block("while member < end") { writer in
            writer.line("let value = member + 1")
            writer.block("if !view.tape[member].isShadowed") { writer in
                if structure.properties.isEmpty {
                    let additional = structure.additionalProperties!
                    writer.line("extra[view.string(member)] = try view.decode(\(additional.valueType).self, at: value, validating: \(validators.checkingArgument))")
                    let lines = memberCheckLines(additional.rule, node: "value", validators: &validators)
                    if !lines.isEmpty { writer.block("if checking") { writer in writer.lines(lines) } }
                    return
                }
                writer.switchBlock("ContractModels.ViewDecoding.field(view, member, Self.contractField)") { writer in
                    for (index, property) in structure.properties.enumerated() {
                        let type = property.type
                        if let constant = property.constant {
                            if case .string(let text) = constant {
                                writer.line("case \(index):")
                                writer.line("    guard ContractModels.ViewDecoding.stringEquals(view, value, \(SwiftEscaping.stringLiteral(text))) else { throw ContractModels.DecodingFailure(.invalidValue(\(SwiftEscaping.stringLiteral("expected the constant \(constant)"))), at: value) }")
                            } else {
                                writer.line("case \(index):")
                                writer.line("    try ContractModels.ViewDecoding.expectConstant(view, value, \(jsonValueLiteral(constant)))")
                            }
                            writer.line("    f\(index) = true")
                            continue
                        }
                        let decoded: String
                        switch property.optionality {
                        case .required, .optional:
                            decoded = "f\(index) = try view.decode(\(type).self, at: value, validating: \(validators.checkingArgument))"
                        case .requiredNullable:
                            decoded = "f\(index) = .some(try view.decode(\(TypeUsage.optional(type)).self, at: value, validating: \(validators.checkingArgument)))"
                        case .optionalNullable:
                            decoded = "f\(index) = try view.decode(\(TypeUsage.nullable(type)).self, at: value, validating: \(validators.checkingArgument))"
                        case .defaulted:
                            if property.isNullable {
                                decoded = "f\(index) = .some(try view.decode(\(TypeUsage.optional(type)).self, at: value, validating: \(validators.checkingArgument)))"
                            } else {
                                decoded = "f\(index) = try view.decode(\(type).self, at: value, validating: \(validators.checkingArgument))"
                            }
                        }
                        let lines = memberCheckLines(property.rule, node: "value", validators: &validators)
                        if lines.isEmpty {
                            writer.line("case \(index): \(decoded)")
                        } else {
                            writer.line("case \(index):")
                            writer.line("    \(decoded)")
                            writer.line("    if checking {")
                            for line in lines { writer.line("        " + line) }
                            writer.line("    }")
                        }
                    }
                    if let additional = structure.additionalProperties {
                        writer.line("default:")
                        writer.line("    extra[view.string(member)] = try view.decode(\(additional.valueType).self, at: value, validating: \(validators.checkingArgument))")
                        let lines = memberCheckLines(additional.rule, node: "value", validators: &validators)
                        if !lines.isEmpty {
                            writer.line("    if checking {")
                            for line in lines { writer.line("        " + line) }
                            writer.line("    }")
                        }
                    } else if structure.rejectsUndeclaredMembers && validators.checksMembers {
                        writer.line("default: if checking { throw ContractModels.DecodingFailure(.constraint(\"additionalProperties\"), at: value) }")
                    } else {
                        writer.line("default: break")
                    }
                }
            }
            writer.line("member = view.next(value)")
        }
        finishViewStruct(structure, into: &writer)
    }

    func finishViewStruct(_ structure: StructDeclaration, into writer: inout SourceWriter) {
        var arguments: [String] = []
        for (index, property) in structure.properties.enumerated() {
            let missing = "throw ContractModels.DecodingFailure(.missingMember(\(SwiftEscaping.stringLiteral(property.jsonName))), at: index)"
            if property.constant != nil {
                writer.line("guard f\(index) else { \(missing) }")
                continue
            }
            let label = SwiftIdentifier.argumentLabel(property.swiftName)
            switch property.optionality {
            case .required, .requiredNullable:
                writer.line("guard let f\(index) else { \(missing) }")
                arguments.append("\(label): f\(index)")
            case .optional, .optionalNullable:
                arguments.append("\(label): f\(index)")
            case .defaulted:
                arguments.append("\(label): f\(index) ?? \(literal(property.defaultValue ?? .null, as: property.propertyType))")
            }
        }
        if let additional = structure.additionalProperties {
            arguments.append("\(SwiftIdentifier.argumentLabel(additional.swiftName)): extra")
        }
        writer.line("self.init(\(arguments.joined(separator: ", ")))")
    }

    func renderViewEnum(_ enumeration: EnumDeclaration, checksMembers: Bool, into writer: inout SourceWriter) {
        switch enumeration.rawType {
        case .string:
            writer.line("guard view.kind(index) == .string else { throw ContractModels.DecodingFailure.typeMismatch(\"a string\", view, index) }")
            writer.block("if !view.tape[index].hasEscapes") { writer in
                writer.line("let raw = view.rawBytes(index)")
                var byLength: [Int: [EnumCase]] = [:]
                for enumCase in enumeration.cases { byLength[enumCase.value.stringValue!.utf8.count, default: []].append(enumCase) }
                writer.switchBlock("raw.count") { writer in
                    for length in byLength.keys.sorted() {
                        writer.line("case \(length):")
                        for enumCase in byLength[length]! {
                            writer.line("    if ContractModels.ViewDecoding.equals(raw, \(rawLiteral(enumCase.value))) { self = .\(SwiftIdentifier.escapedIfNeeded(enumCase.swiftName)); return }")
                        }
                    }
                    writer.line("default: break")
                }
            }
            if enumeration.isClosed {
                writer.line("guard let known = Self(rawValue: view.string(index)) else { throw ContractModels.DecodingFailure(.invalidValue(\"unknown value \\\"\\(view.string(index))\\\"\"), at: index) }")
                writer.line("self = known")
            } else {
                if checksMembers { writer.line("if checking { throw ContractModels.DecodingFailure(.constraint(\"enum\"), at: index) }") }
                writer.line("self.init(rawValue: view.string(index))")
            }
        case .integer(let integer):
            writer.line("let raw = try view.decode(\(integer.swiftType).self, at: index)")
            if enumeration.isClosed {
                writer.line("guard let known = Self(rawValue: raw) else { throw ContractModels.DecodingFailure(.invalidValue(\"unknown value \\(raw)\"), at: index) }")
                writer.line("self = known")
            } else {
                writer.line("self.init(rawValue: raw)")
                if checksMembers { writer.line("if checking, case .unknown = self { throw ContractModels.DecodingFailure(.constraint(\"enum\"), at: index) }") }
            }
        case .bool:
            writer.line("let raw = try view.decode(Swift.Bool.self, at: index)")
            writer.line("guard let known = Self(rawValue: raw) else { throw ContractModels.DecodingFailure(.invalidValue(\"unknown value \\(raw)\"), at: index) }")
            writer.line("self = known")
        }
    }

    func renderViewUnion(_ union: UnionDeclaration, validated: Bool, validators: inout SiteValidators, into writer: inout SourceWriter) {
        /// `try view.decode(T.self...)` followed by the alternative's checks, as a closure body.
        func decodeAlternative(_ variant: UnionVariant, into writer: inout SourceWriter) -> Bool {
            let lines = ruleLines(variant.rule, node: "index", depth: 0, validators: &validators)
            if lines.isEmpty { return false }
            writer.lines(lines)
            return true
        }
        if let discriminator = union.discriminator {
            writer.line("try ContractModels.ViewDecoding.expectObject(view, index)")
            writer.line("guard let tag = ContractModels.ViewDecoding.member(view, index, \(SwiftEscaping.stringLiteral(discriminator))) else { throw ContractModels.DecodingFailure(.missingMember(\(SwiftEscaping.stringLiteral(discriminator))), at: index) }")
            for variant in union.variants {
                for tag in variant.tags {
                    writer.block("if ContractModels.ViewDecoding.stringEquals(view, tag, \(SwiftEscaping.stringLiteral(tag)))") { writer in
                        writer.line("self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(try view.decode(\(variant.type).self, at: index, validating: \(validated ? "false" : "checking")))")
                        if !validated {
                            var checks = SourceWriter()
                            if decodeAlternative(variant, into: &checks) { writer.block("if checking") { writer in writer.append(checks) } }
                        }
                        writer.line("return")
                    }
                }
            }
            writer.line("throw ContractModels.DecodingFailure(.invalidValue(\(SwiftEscaping.stringLiteral("unknown \(discriminator)"))), at: tag)")
            return
        }
        if !validated && union.mode == .anyOf {
            // With validation, the first alternative that decodes and passes its checks wins.
            writer.block("if checking") { writer in
                writer.line("let kind = ContractModels.JSONKindSet(view.kind(index))")
                for (index, variant) in union.variants.enumerated() {
                    writer.block("if Self.alternativeKinds[\(index)].contains(kind)") { writer in
                        writer.block("do throws(ContractModels.DecodingFailure)", closedWith: "catch {}") { writer in
                            writer.line("let value = try view.decode(\(variant.type).self, at: index, validating: true)")
                            _ = decodeAlternative(variant, into: &writer)
                            writer.line("self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(value)")
                            writer.line("return")
                        }
                    }
                }
                writer.line("throw ContractModels.DecodingFailure(.constraint(\"anyOf\"), at: index)")
            }
        }
        let matches = isAmbiguous(union) ? "{ Self.alternativeValidators[$0].isValid(view, at: index) }" : "{ _ in true }"
        writer.switchBlock("ContractModels.UnionSelection.select(ContractModels.JSONKindSet(view.kind(index)), Self.alternativeKinds, exclusive: \(union.mode == .oneOf), matches: \(matches))") { writer in
            for (index, variant) in union.variants.enumerated() {
                writer.line("case .success(\(index)): self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(try view.decode(\(variant.type).self, at: index))")
            }
            writer.line("case .success: throw ContractModels.DecodingFailure(.invalidValue(\"no alternative\"), at: index)")
            writer.line("case .failure(let failure): throw ContractModels.DecodingFailure(.invalidValue(failure.message), at: index)")
        }
    }

    func renderViewTuple(_ tuple: TupleDeclaration, validators: inout SiteValidators, into writer: inout SourceWriter) {
        writer.line("try ContractModels.ViewDecoding.expectArray(view, index)")
        writer.line("let count = view.count(index)")
        writer.line("var element = index + 1")
        var arguments: [String] = []
        for (position, element) in tuple.elements.enumerated() {
            let label = SwiftIdentifier.argumentLabel(element.swiftName)
            if element.isRequired {
                writer.line("guard count > \(position) else { throw ContractModels.DecodingFailure(.invalidValue(\"too few elements\"), at: index) }")
                writer.line("let e\(position) = try view.decode(\(element.type).self, at: element, validating: \(validators.checkingArgument))")
            } else {
                writer.line("let e\(position) = count > \(position) ? try view.decode(\(element.type).self, at: element, validating: \(validators.checkingArgument)) : nil")
            }
            let lines = memberCheckLines(element.rule, node: "element", validators: &validators)
            if !lines.isEmpty {
                writer.block("if checking && count > \(position)") { writer in writer.lines(lines) }
            }
            writer.line("if count > \(position) { element = view.next(element) }")
            arguments.append("\(label): e\(position)")
        }
        if let rest = tuple.rest {
            writer.line("var rest: [\(rest)] = []")
            writer.block("for _ in min(count, \(tuple.elements.count))..<count") { writer in
                writer.line("rest.append(try view.decode(\(rest).self, at: element, validating: \(validators.checkingArgument)))")
                let lines = memberCheckLines(tuple.restRule, node: "element", validators: &validators)
                if !lines.isEmpty { writer.block("if checking") { writer in writer.lines(lines) } }
                writer.line("element = view.next(element)")
            }
            arguments.append("\(SwiftIdentifier.argumentLabel(tuple.restName)): rest")
        } else {
            writer.line("guard count <= \(tuple.elements.count) else { throw ContractModels.DecodingFailure(.invalidValue(\"too many elements\"), at: index) }")
        }
        writer.line("self.init(\(arguments.joined(separator: ", ")))")
    }
}

/// The runtime validators a declaration's decoder calls, in first-use order.
struct SiteValidators {
    let owner: TypeDeclaration
    /// Whether the decoder checks its members' constraints itself (`validating: checking`); false when
    /// the runtime validator checks the whole value first, so that no dead `if checking` code is emitted.
    let checksMembers: Bool
    var uris: [String] = []
    var patterns: [String] = []

    /// The `validating:` argument for members: `checking`, or `false` when the validator decides.
    var checkingArgument: String { checksMembers ? "checking" : "false" }

    /// The Swift expression for the compiled regular expression of `pattern`.
    mutating func pattern(_ pattern: String) -> String {
        if let index = patterns.firstIndex(of: pattern) { return "Self.contractPatterns[\(index)]" }
        patterns.append(pattern)
        return "Self.contractPatterns[\(patterns.count - 1)]"
    }

    /// The Swift expression for the validator of `uri`.
    mutating func expression(_ uri: String) -> String {
        if uri == owner.schemaURI { return "Self.contractValidator" }
        if let index = uris.firstIndex(of: uri) { return "Self.contractSiteValidators[\(index)]" }
        uris.append(uri)
        return "Self.contractSiteValidators[\(uris.count - 1)]"
    }
}

extension RenderContext {
    /// The statements checking a member's `rule` (a property, dictionary value or tuple element) behind
    /// `if checking`; none when the validator checks the whole value (`SiteValidators.checksMembers`).
    func memberCheckLines(_ rule: ValueRule, node: String, validators: inout SiteValidators) -> [String] {
        validators.checksMembers ? ruleLines(rule, node: node, depth: 0, validators: &validators) : []
    }

    /// The statements checking `rule` on the value at tape index `node`.
    func ruleLines(_ rule: ValueRule, node: String, depth: Int, validators: inout SiteValidators) -> [String] {
        var lines: [String] = []
        let checks = "ContractModels.ContractChecks"
        for check in rule.checks {
            switch check {
            case .minLength(let bound): lines.append("try \(checks).minLength(view, \(node), \(bound))")
            case .maxLength(let bound): lines.append("try \(checks).maxLength(view, \(node), \(bound))")
            case .minItems(let bound): lines.append("try \(checks).minItems(view, \(node), \(bound))")
            case .maxItems(let bound): lines.append("try \(checks).maxItems(view, \(node), \(bound))")
            case .minProperties(let bound): lines.append("try \(checks).minProperties(view, \(node), \(bound))")
            case .maxProperties(let bound): lines.append("try \(checks).maxProperties(view, \(node), \(bound))")
            case .minimum(let bound, let exclusive), .maximum(let bound, let exclusive):
                let function: String
                if case .minimum = check { function = "minimum" } else { function = "maximum" }
                if bound.isIntegral, let integer = bound.int64Value {
                    lines.append("try \(checks).\(function)(view, \(node), \(integer), exclusive: \(exclusive))")
                } else if bound.doubleValue.isFinite {
                    lines.append("try \(checks).\(function)(view, \(node), \(bound.doubleValue), \(SwiftEscaping.stringLiteral(bound.literal)), exclusive: \(exclusive))")
                } else {
                    lines.append("try \(checks).schema(view, \(node), \(validators.expression(validators.owner.schemaURI)))")
                }
            case .multipleOf(let divisor): lines.append("try \(checks).multipleOf(view, \(node), \(SwiftEscaping.stringLiteral(divisor.literal)))")
            case .format(let format): lines.append("try \(checks).format(view, \(node), \(SwiftEscaping.stringLiteral(format)))")
            case .pattern(let pattern, let uri):
                lines.append("try \(checks).pattern(view, \(node), \(validators.pattern(pattern)), \(validators.expression(uri)))")
            case .schema(let uri): lines.append("try \(checks).schema(view, \(node), \(validators.expression(uri)))")
            }
        }
        if let elements = rule.elements?.value, !elements.isEmpty {
            let name = "element\(depth)"
            lines.append("try \(checks).eachElement(view, \(node)) { \(name) throws(ContractModels.DecodingFailure) in")
            lines += ruleLines(elements, node: name, depth: depth + 1, validators: &validators).map { "    " + $0 }
            lines.append("}")
        }
        if let values = rule.values?.value, !values.isEmpty {
            let name = "value\(depth)"
            lines.append("try \(checks).eachValue(view, \(node)) { \(name) throws(ContractModels.DecodingFailure) in")
            lines += ruleLines(values, node: name, depth: depth + 1, validators: &validators).map { "    " + $0 }
            lines.append("}")
        }
        return lines
    }
}
