import ContractJSON
import GeneratorTranslation

extension RenderContext {
    /// `Validators.swift`: the embedded schemas (as readable JSON) and the `ContractValidatable`
    /// conformances (`validate()`, the fast path's validator); the `jsonValue` they run on is in
    /// `Encoders.swift`.
    func renderValidators(into writer: inout SourceWriter) {
        if isFirstPart { renderEmbeddedSchemas(into: &writer) }
        let summary: (TypeDeclaration) -> String = { "``\($0.name)`` checked against its schema." }
        renderConformances("ContractModels.ContractValidatable", summary, into: &writer) { declaration, writer in
            writer.lines(SwiftEscaping.docComment(["The validator of `\(declaration.schemaURI)`."]))
            writer.call(
                "\(access)static let contractValidator = ContractSchemas.validator",
                [SwiftEscaping.stringLiteral(declaration.schemaURI)])
            if case .union(let union) = declaration.kind, isAmbiguous(union) {
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["Validators of the alternatives, to choose among those of the same JSON kind."]))
                writer.line("static let alternativeValidators: [ContractModels.SchemaValidator] = [")
                writer.indented { writer in
                    for variant in union.variants {
                        writer.call("ContractSchemas.validator", [SwiftEscaping.stringLiteral(variant.schemaURI)], ",")
                    }
                }
                writer.line("]")
            }
        }
    }

    /// `ContractSchemas`: every schema file of the module, embedded once (in the first part).
    func renderEmbeddedSchemas(into writer: inout SourceWriter) {
        writer.line()
        writer.lines(
            SwiftEscaping.docComment([
                "The schemas this module was generated from, embedded for runtime validation.",
                Self.remark("every schema file of the module"),
            ]))
        writer.block("enum ContractSchemas") { writer in
            writer.lines(SwiftEscaping.docComment(["Every schema file, registered under its URI."]))
            writer.line("static let registry: ContractModels.SchemaRegistry = ContractModels.EmbeddedSchemas.registry([")
            writer.indented { writer in
                for schema in module.schemas { renderEmbeddedSchema(schema, into: &writer) }
            }
            writer.line("])")
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["The validator for a schema URI (with an optional JSON Pointer fragment)."]))
            writer.block("static func validator(_ uri: Swift.String) -> ContractModels.SchemaValidator") { writer in
                writer.line("ContractModels.EmbeddedSchemas.validator(uri, in: registry)")
            }
        }
    }

    /// One entry of the registry: the file's path as a comment, its URI, and its JSON pretty-printed
    /// in a raw multi-line string literal (members in the file's order, numbers as written).
    func renderEmbeddedSchema(_ schema: EmbeddedSchema, into writer: inout SourceWriter) {
        writer.lines(SwiftEscaping.docComment([schema.relativePath]).map { "//" + $0.dropFirst(3) })
        writer.line("(")
        writer.indented { writer in
            writer.line("uri: \(SwiftEscaping.stringLiteral(schema.uri)),")
            let lines = EmbeddedJSON.prettyLines(schema.value)
            let delimiter = EmbeddedJSON.rawDelimiter(for: lines)
            writer.line("json: \(delimiter)\"\"\"")
            writer.indented { writer in
                for line in lines { writer.line(line) }
                writer.line("\"\"\"\(delimiter)")
            }
        }
        writer.line("),")
    }
}
