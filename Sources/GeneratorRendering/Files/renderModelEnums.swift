import ContractJSON
import GeneratorTranslation

extension RenderContext {
    func rawSwiftType(_ rawType: EnumDeclaration.RawType) -> String {
        switch rawType {
        case .string: "Swift.String"
        case .integer(let integer): integer.swiftType
        case .bool: "Swift.Bool"
        }
    }

    func renderEnum(_ declaration: TypeDeclaration, _ enumeration: EnumDeclaration, into writer: inout SourceWriter) {
        let name = declaredName(declaration.name)
        let raw = rawSwiftType(enumeration.rawType)
        var extra: [String] = []
        if !enumeration.isClosed {
            extra.append("Values this version does not know are kept in `unknown(_:)` and encoded back as received.")
        }
        writer.lines(docs(declaration.documentation, extra, source: source(of: declaration.schemaURI)))
        if enumeration.isClosed {
            writer.block("\(access)enum \(name): \(raw), Swift.Codable, Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { writer in
                for enumCase in enumeration.cases {
                    writer.lines(docs(enumCase.documentation))
                    writer.line("case \(SwiftIdentifier.escapedIfNeeded(enumCase.swiftName)) = \(rawLiteral(enumCase.value))")
                }
            }
            return
        }
        writer.block("\(access)enum \(name): Swift.RawRepresentable, Swift.Codable, Swift.Hashable, Swift.Sendable, Swift.CaseIterable") {
            writer in
            for enumCase in enumeration.cases {
                writer.lines(docs(enumCase.documentation))
                writer.line("case \(SwiftIdentifier.escapedIfNeeded(enumCase.swiftName))")
            }
            writer.lines(SwiftEscaping.docComment(["A value this version of the contract does not know."]))
            writer.line("case unknown(\(raw))")
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["The known cases."]))
            writer.line(
                "\(access)static let allCases: [\(name)] = [\(enumeration.cases.map { "." + SwiftIdentifier.escapedIfNeeded($0.swiftName) }.joined(separator: ", "))]"
            )
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
}
