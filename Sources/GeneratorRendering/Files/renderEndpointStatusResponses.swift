import GeneratorTranslation

/// The `Response` of an endpoint whose successful statuses have different bodies: an enumeration
/// conforming to `ContractClient.StatusResponse`, one case per documented status (or the 2xx class),
/// and `undocumented` for a status the declaration does not list.
extension RenderContext {
    /// The names of the cases for the statuses of RFC 9110 (and the WebDAV ones OpenAPI documents use).
    static let successStatusNames: [Int: String] = [
        200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
        205: "resetContent", 206: "partialContent", 207: "multiStatus", 208: "alreadyReported", 226: "imUsed",
    ]

    func renderStatusResponse(_ responses: [StatusResponseDeclaration], source: String, into writer: inout SourceWriter) {
        var scope = NameScope(reserved: ["init", "hashValue", "hash", "undocumented", "decode", "responseSchema"])
        let cases = responses.map { response -> (name: String, response: StatusResponseDeclaration) in
            let stem: String
            switch response.statuses {
            case .status(let status): stem = Self.successStatusNames[status] ?? "status\(status)"
            case .statusClass, .otherwise: stem = "successful"
            }
            return (SwiftIdentifier.escapedIfNeeded(scope.allocate(stem)), response)
        }
        let summary = "The body of a successful response: one case per status, as the declaration's 2xx responses have different bodies."
        writer.lines(SwiftEscaping.docComment([summary, Self.remark(source)]))
        writer.block("\(access)enum Response: Swift.Hashable, Swift.Sendable, ContractClient.StatusResponse") { writer in
            for (name, response) in cases {
                let payload = response.body.map { "\($0.type)" } ?? "ContractClient.RawBody"
                let described = response.body.map { "`\($0.schemaURI)`" } ?? "a body that is not JSON, as it came"
                switch response.statuses {
                case .status(let status):
                    writer.lines(SwiftEscaping.docComment(["\(status): \(described)."]))
                    writer.line("case \(name)(\(payload))")
                case .statusClass, .otherwise:
                    writer.lines(SwiftEscaping.docComment(["Any other 2xx status: \(described)."]))
                    writer.line("case \(name)(status: Swift.Int, \(payload))")
                }
            }
            writer.lines(SwiftEscaping.docComment(["A status the declaration does not list: the body as it came."]))
            writer.line("case undocumented(status: Swift.Int, ContractClient.RawBody)")
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["The `$id` of the schema of the body a status has; `nil` for a body taken as it came."]))
            writer.block("\(access)static func responseSchema(forStatus status: Swift.Int) -> Swift.String?") { writer in
                writer.switchBlock("status") { writer in
                    for (_, response) in cases {
                        let schema = response.body.map { SwiftEscaping.stringLiteral($0.schemaURI) } ?? "nil"
                        writer.line("case \(pattern(response.statuses)): return \(schema)")
                    }
                    writer.line("default: return nil")
                }
            }
            writer.separator()
            writer.lines(SwiftEscaping.docComment(["The value of a successful response with `status`."]))
            writer.block(
                "\(access)static func decode(status: Swift.Int, document: ContractModels.JSONDocument?, raw: ContractClient.RawBody, using decoder: any ContractClient.ResponseDecoder) throws(ContractClient.PayloadError) -> Self"
            ) { writer in
                writer.switchBlock("status") { writer in
                    for (name, response) in cases {
                        let withStatus: String
                        if case .status = response.statuses { withStatus = "" } else { withStatus = "status: status, " }
                        guard let body = response.body else {
                            writer.line("case \(pattern(response.statuses)): return .\(name)(\(withStatus)raw)")
                            continue
                        }
                        writer.line("case \(pattern(response.statuses)):")
                        writer.line("    guard let document else { throw .missingDocument(status: status) }")
                        var decoded = "try decoder.decode(\(codableType(body.type)).self, from: document)"
                        if needsCoded(body.type) { decoded += ".value" }
                        writer.line("    return .\(name)(\(withStatus)\(decoded))")
                    }
                    writer.line("default: return .undocumented(status: status, raw)")
                }
            }
        }
    }

    /// The `case` pattern of the statuses a response covers.
    private func pattern(_ statuses: ErrorBodyDeclaration.Statuses) -> String {
        switch statuses {
        case .status(let status): "\(status)"
        case .statusClass(let digit): "\(digit * 100)..<\(digit * 100 + 100)"
        case .otherwise: "200..<300"
        }
    }
}
