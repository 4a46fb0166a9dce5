import GeneratorTranslation

/// The `ErrorBody` of an endpoint's request type in `Endpoints.swift`: the bodies its failed responses
/// have, by status, and the function that decodes one from a `ClientError`.
extension RenderContext {
    func renderErrorBody(_ bodies: [ErrorBodyDeclaration], source: String, into writer: inout SourceWriter) {
        var types: [TypeUsage] = []
        for body in bodies where !types.contains(body.body.type) { types.append(body.body.type) }
        var caseNames: [TypeUsage: String] = [:]
        if types.count == 1 {
            let summary = "The body of a failed response, as the declaration's `errors` describe it."
            writer.lines(SwiftEscaping.docComment([summary, Self.remark(source)]))
            writer.line("\(access)typealias ErrorBody = \(types[0])")
        } else {
            var scope = NameScope(reserved: ["init", "hashValue", "hash"])
            for type in types { caseNames[type] = scope.allocate(SwiftIdentifier.lowerCamelCase(type.description)) }
            let summary = "The body of a failed response: one case per schema of the declaration's `errors`."
            writer.lines(SwiftEscaping.docComment([summary, Self.remark(source)]))
            writer.block("\(access)enum ErrorBody: Swift.Hashable, Swift.Sendable") { writer in
                for type in types {
                    writer.lines(SwiftEscaping.docComment(["A body of type `\(type)`."]))
                    writer.line("case \(SwiftIdentifier.escapedIfNeeded(caseNames[type]!))(\(type))")
                }
            }
        }
        func decoding(_ body: ErrorBodyDeclaration) -> String {
            let coded = codableType(body.body.type)
            var text = "try? Foundation.JSONDecoder().decode(\(coded).self, from: Foundation.Data(response.body))"
            if needsCoded(body.body.type) { text = "(\(text))?.value" }
            if let name = caseNames[body.body.type] { text = "(\(text)).map { ErrorBody.\(SwiftIdentifier.escapedIfNeeded(name))($0) }" }
            return text
        }
        writer.separator()
        let covered = bodies.map { body -> String in
            switch body.statuses {
            case .status(let status): "\(status): \(body.body.schemaURI)"
            case .statusClass(let digit): "\(digit)xx: \(body.body.schemaURI)"
            case .otherwise: "any other status: \(body.body.schemaURI)"
            }
        }
        writer.lines(SwiftEscaping.docComment([
            "The body of the response a call failed with, decoded with the schema its status has (\(covered.joined(separator: "; "))); `nil` if the call did not fail with an HTTP status, or the body does not decode."
        ]))
        writer.block("\(access)static func errorBody(of error: ContractClient.ClientError) -> ErrorBody?") { writer in
            writer.line("guard case .status(let response) = error.reason else { return nil }")
            if bodies.count == 1, bodies[0].statuses == .otherwise {
                writer.line("return \(decoding(bodies[0]))")
                return
            }
            writer.switchBlock("response.status") { writer in
                for body in bodies {
                    switch body.statuses {
                    case .status(let status): writer.line("case \(status): return \(decoding(body))")
                    case .statusClass(let digit): writer.line("case \(digit * 100)..<\(digit * 100 + 100): return \(decoding(body))")
                    case .otherwise: writer.line("default: return \(decoding(body))")
                    }
                }
                if !bodies.contains(where: { $0.statuses == .otherwise }) { writer.line("default: return nil") }
            }
        }
    }
}
