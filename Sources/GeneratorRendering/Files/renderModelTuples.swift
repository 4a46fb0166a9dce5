import ContractJSON
import GeneratorTranslation

extension RenderContext {
    func renderTuple(_ declaration: TypeDeclaration, _ tuple: TupleDeclaration, into writer: inout SourceWriter) {
        let name = declaredName(declaration.name)
        writer.lines(
            docs(
                declaration.documentation, ["Stored in JSON as an array: one element per property, in order."],
                source: source(of: declaration.schemaURI)))
        writer.block("\(access)struct \(name): Swift.Codable, Swift.Hashable, Swift.Sendable") { writer in
            for element in tuple.elements {
                writer.lines(docs(element.documentation))
                writer.line(
                    "\(access)var \(SwiftIdentifier.escapedIfNeeded(element.swiftName)): \(element.isRequired ? element.type : element.type.asOptional)"
                )
            }
            if let rest = tuple.rest {
                writer.lines(SwiftEscaping.docComment(["The elements after the positional ones."]))
                writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(tuple.restName)): [\(rest)]")
            }
            writer.separator()
            renderMemberwiseToken(memberwiseName(in: tuple), into: &writer)
            if !codableThroughFastPath { renderTupleEncoding(tuple, into: &writer) }
            renderNested(declaration, into: &writer)
        }
    }

    /// A tuple struct's own `encode(to:)`, for a module without the fast path (see ``codableThroughFastPath``).
    func renderTupleEncoding(_ tuple: TupleDeclaration, into writer: inout SourceWriter) {
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
                writer.line(
                    "for element in self.\(SwiftIdentifier.escapedIfNeeded(tuple.restName)) { try container.encode(\(toCodable("element", rest))) }"
                )
            }
        }
    }

    /// ``memberwiseName(avoiding:)`` for a tuple struct: its elements and its rest.
    func memberwiseName(in tuple: TupleDeclaration) -> String {
        memberwiseName(avoiding: tuple.elements.map(\.swiftName) + (tuple.rest == nil ? [] : [tuple.restName]))
    }

    /// A tuple struct's initializers, for its extension (see ``renderInitializers(_:into:)``): the public memberwise
    /// one calls the synthesized one; `init(from:)` reads the elements in order.
    func renderTupleInitializers(_ tuple: TupleDeclaration, into writer: inout SourceWriter) {
        var parameters = tuple.elements.map { element in
            let name = SwiftIdentifier.escapedIfNeeded(element.swiftName)
            return element.isRequired ? "\(name): \(element.type)" : "\(name): \(element.type.asOptional) = nil"
        }
        if let rest = tuple.rest { parameters.append("\(SwiftIdentifier.escapedIfNeeded(tuple.restName)): [\(rest)] = []") }
        writer.lines(SwiftEscaping.docComment(["Creates a value from its elements."]))
        writer.block(call: "\(access)init", parameters) { writer in
            var arguments = tuple.elements.map { element in
                "\(SwiftIdentifier.argumentLabel(element.swiftName)): \(SwiftIdentifier.escapedIfNeeded(element.swiftName))"
            }
            if tuple.rest != nil {
                arguments.append("\(SwiftIdentifier.argumentLabel(tuple.restName)): \(SwiftIdentifier.escapedIfNeeded(tuple.restName))")
            }
            arguments.append("\(memberwiseName(in: tuple)): ContractModels.Memberwise()")
            writer.call("self.init", arguments)
        }
        guard !codableThroughFastPath else { return }
        writer.separator()
        writer.lines(SwiftEscaping.docComment(["Decodes the JSON array: one element per property, in order."]))
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
                writer.line(
                    "while !container.isAtEnd { rest.append(\(fromCodable("try container.decode(\(codableType(rest)).self)", rest))) }")
                writer.line("self.\(SwiftIdentifier.escapedIfNeeded(tuple.restName)) = rest")
            } else {
                writer.block("if !container.isAtEnd") { writer in
                    writer.line(
                        "throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: \"too many elements\"))"
                    )
                }
            }
            writer.line("self.\(memberwiseName(in: tuple)) = ContractModels.Memberwise()")
        }
    }
}
