import ContractJSON
import GeneratorTranslation

extension RenderContext {
    /// `FastDecoding.swift`: `JSONViewDecodable` conformances that decode straight from a parsed
    /// document, matching member names by their bytes, and `ContractTypes`, the generated types by
    /// schema URI.
    ///
    /// The code reads like hand-written code: locals named after the properties, the struct's
    /// `CodingKeys` as the matched member, and the runtime's ``ContractModels/ObjectMembers`` and ``ContractModels/ArrayElements``
    /// to step through a document (no tape arithmetic in generated code).
    func renderFastDecoding(into writer: inout SourceWriter) {
        let summary: (TypeDeclaration) -> String = { "The fast path of ``\($0.name)``: decoding from a parsed document without `Codable`." }
        // Structs, unions and tuples get `Codable` from this conformance (see `codableThroughFastPath`); enums keep
        // the standard library's, which a second default would make ambiguous.
        let codable: (TypeDeclaration) -> String? = { declaration in
            switch declaration.kind {
            case .structure, .union, .tuple: codableThroughFastPath ? "ContractModels.JSONViewCodable" : nil
            case .enumeration, .alias: nil
            }
        }
        renderConformances("ContractModels.JSONViewDecodable", summary, into: &writer, conformanceOf: codable) { declaration, writer in
            // When the validator checks the whole value, members are decoded without checks of their own.
            var validators = SiteValidators(owner: declaration, checksMembers: !declaration.selfRule.delegatesToSchema)
            writer.lines(
                SwiftEscaping.docComment([
                    "Decodes the value at `index` of a parsed document, without `Codable`; with `validating`, checks every constraint of the schema on the way."
                ]))
            renderViewInit(declaration, validators: &validators, into: &writer)
            if !validators.patterns.isEmpty {
                writer.separator()
                writer.lines(
                    SwiftEscaping.docComment(["The `pattern`s checked while decoding (nil: not compiled; the validator decides)."]))
                writer.line("static let contractPatterns: [ContractModels.ECMAScriptRegex?] = [")
                for pattern in validators.patterns {
                    writer.line("    try? ContractModels.ECMAScriptRegex(\(SwiftEscaping.stringLiteral(pattern))),")
                }
                writer.line("]")
            }
            if !validators.uris.isEmpty {
                writer.separator()
                writer.lines(
                    SwiftEscaping.docComment(["Validators for the values whose constraints are checked by the runtime validator."]))
                writer.line("static let contractSiteValidators: [ContractModels.SchemaValidator] = [")
                for uri in validators.uris { writer.line("    ContractSchemas.validator(\(SwiftEscaping.stringLiteral(uri))),") }
                writer.line("]")
            }
            if case .structure(let structure) = declaration.kind, !structure.properties.isEmpty {
                writer.separator()
                renderFieldMatcher(structure, into: &writer)
            }
        }
        if isFirstPart { renderTypeRegistry(into: &writer) }
    }

    /// `init(from:at:validating:)`: the checks of the value itself, then the decoding of its kind.
    func renderViewInit(_ declaration: TypeDeclaration, validators: inout SiteValidators, into writer: inout SourceWriter) {
        let parameters = ["from view: ContractModels.JSONView", "at index: Swift.Int", "validating: Swift.Bool"]
        writer.block(call: "\(access)init", parameters, " throws(ContractModels.DecodingFailure)") { writer in
            var selfChecks = writer.detached(levels: 1)
            ruleChecks(declaration.selfRule, node: "index", depth: 0, validators: &validators, into: &selfChecks)
            var body = writer.detached()
            switch declaration.kind {
            case .structure(let structure): renderViewStruct(structure, validators: &validators, into: &body)
            case .enumeration(let enumeration): renderViewEnum(enumeration, checksMembers: validators.checksMembers, into: &body)
            case .union(let union):
                renderViewUnion(union, validated: declaration.selfRule.delegatesToSchema, validators: &validators, into: &body)
            case .tuple(let tuple): renderViewTuple(tuple, validators: &validators, into: &body)
            case .alias: break
            }
            if declaration.selfRule.delegatesToSchema {
                writer.block("if validating") { writer in writer.append(selfChecks) }
                if body.uses(identifier: "checking") { writer.line("let checking = false") }
            } else {
                if !selfChecks.isEmpty { writer.block("if validating") { writer in writer.append(selfChecks) } }
                if body.uses(identifier: "checking") { writer.line("let checking = validating") }
            }
            writer.append(body)
        }
    }

    /// `ContractTypes.bySchemaURI`: every declaration by the URI of its schema (the first one when
    /// several share a URI), so that tools can go from a schema to its type and fast path.
    func renderTypeRegistry(into writer: inout SourceWriter) {
        writer.separator()
        writer.lines(
            SwiftEscaping.docComment([
                "The generated types by the URI of the schema each comes from.",
                Self.remark("every schema file of the module"),
            ]))
        writer.block("\(access)enum ContractTypes") { writer in
            writer.lines(
                SwiftEscaping.docComment([
                    "Each type by its schema's URI: a file's `$id`, with a JSON Pointer fragment for a nested type. A schema generated as a type alias of a standard type maps to that type, checked by the validator alone."
                ]))
            var seen: Set<String> = []
            var entries: [[String]] = []
            for declaration in module.allDeclarations where seen.insert(declaration.schemaURI).inserted {
                let uri = SwiftEscaping.stringLiteral(declaration.schemaURI)
                if case .alias = declaration.kind, !declaration.admitsNull {
                    entries.append([
                        uri, "ContractModels.ContractType", "alias: \(declaration.name).self", "schemaURI: \(uri)",
                        "validator: ContractSchemas.validator(\(uri))",
                    ])
                } else if declaration.admitsNull {
                    // The type cannot hold the `null` its schema admits: the entry decodes `Nullable<T>`, checked by
                    // the validator, so that `null` gets the validator's verdict on every path.
                    entries.append([
                        uri, "ContractModels.ContractType", "alias: ContractModels.Nullable<\(declaration.name)>.self",
                        "schemaURI: \(uri)", "validator: ContractSchemas.validator(\(uri))",
                    ])
                } else {
                    entries.append([uri, "ContractModels.ContractType", "\(declaration.name).self", "schemaURI: \(uri)"])
                }
            }
            if entries.isEmpty {
                writer.line("\(access)static let bySchemaURI: [Swift.String: ContractModels.ContractType] = [:]")
                return
            }
            writer.line("\(access)static let bySchemaURI: [Swift.String: ContractModels.ContractType] = makeBySchemaURI()")
            writer.separator()
            // One statement per type, not one dictionary literal: the type checker solves a literal as one
            // expression, and its memory grows with the number of entries (see docs/BENCHMARKS.md).
            writer.lines(SwiftEscaping.docComment(["The entries of ``bySchemaURI``, one statement each."]))
            writer.block("private static func makeBySchemaURI() -> [Swift.String: ContractModels.ContractType]") { writer in
                writer.line("var types: [Swift.String: ContractModels.ContractType] = [:]")
                writer.line("types.reserveCapacity(\(entries.count))")
                for entry in entries { writer.call("types[\(entry[0])] = \(entry[1])", Array(entry.dropFirst(2))) }
                writer.line("return types")
            }
        }
    }
}
