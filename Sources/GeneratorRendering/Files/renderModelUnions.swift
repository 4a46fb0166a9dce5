import ContractJSON
import GeneratorTranslation

extension RenderContext {
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
        let name = declaredName(declaration.name)
        var extra: [String] = []
        if let discriminator = union.discriminator {
            extra.append("Decoded by the value of `\(discriminator)`.")
        } else {
            extra.append(
                union.mode == .oneOf ? "Exactly one alternative matches a valid value." : "The first matching alternative is taken.")
        }
        writer.lines(docs(declaration.documentation, extra, source: source(of: declaration.schemaURI)))
        let indirect = union.isIndirect ? "indirect " : ""
        writer.block("\(access)\(indirect)enum \(name): Swift.Codable, Swift.Hashable, Swift.Sendable") { writer in
            for variant in union.variants {
                writer.lines(docs(variant.documentation))
                writer.line("case \(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(\(variant.type))")
            }
            if !union.variants.isEmpty, union.discriminator == nil {
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["The JSON kinds each alternative accepts."]))
                writer.line(
                    "static let alternativeKinds: [ContractModels.JSONKindSet] = [\(union.variants.map { kindLiteral($0.kinds) }.joined(separator: ", "))]"
                )
            }
            if !codableThroughFastPath { renderUnionCodable(union, into: &writer) }
            renderNested(declaration, into: &writer)
        }
    }

    /// A union's own `init(from:)` and `encode(to:)`, for a module without the fast path (see ``codableThroughFastPath``).
    func renderUnionCodable(_ union: UnionDeclaration, into writer: inout SourceWriter) {
        writer.separator()
        writer.block("\(access)init(from decoder: any Swift.Decoder) throws") { writer in
            renderUnionDecoding(union, into: &writer)
        }
        writer.separator()
        writer.block("\(access)func encode(to encoder: any Swift.Encoder) throws") { writer in
            writer.switchBlock("self") { writer in
                for variant in union.variants {
                    writer.line(
                        "case .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(let value): try \(toCodable("value", variant.type)).encode(to: encoder)"
                    )
                }
            }
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
                    writer.line(
                        "case \(variant.tags.map(SwiftEscaping.stringLiteral).joined(separator: ", ")): self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(\(decodeFromDecoder(variant.type)))"
                    )
                }
                writer.line(
                    "case let tag: throw Swift.DecodingError.dataCorruptedError(forKey: \(key), in: container, debugDescription: \"unknown \(discriminator.unicodeScalars.allSatisfy { $0.isASCII && $0 != "\"" && $0 != "\\" && $0.value >= 0x20 } ? discriminator : "discriminator") '\\(tag)'\")"
                )
            }
            return
        }
        let ambiguous = isAmbiguous(union)
        if ambiguous {
            writer.line("let value = try ContractModels.JSONValue(from: decoder)")
            writer.call(
                "let selection = ContractModels.UnionSelection.select",
                [
                    "ContractModels.JSONKindSet(of: value)", "Self.alternativeKinds", "exclusive: \(union.mode == .oneOf)",
                    "matches: { Self.alternativeValidators[$0].validate(value).isValid }",
                ])
        } else {
            writer.call(
                "let selection = ContractModels.UnionSelection.select",
                [
                    "try ContractModels.UnionSelection.kind(of: decoder)", "Self.alternativeKinds", "exclusive: \(union.mode == .oneOf)",
                    "matches: { _ in true }",
                ])
        }
        writer.switchBlock("selection") { writer in
            for (index, variant) in union.variants.enumerated() {
                writer.line(
                    "case .success(\(index)): self = .\(SwiftIdentifier.escapedIfNeeded(variant.swiftName))(\(decodeFromDecoder(variant.type)))"
                )
            }
            writer.line(
                "case .success: throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: \"no alternative\"))"
            )
            writer.line(
                "case .failure(let failure): throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: failure.message))"
            )
        }
    }
}
