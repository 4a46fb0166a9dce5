import ContractJSON
import GeneratorTranslation

extension RenderContext {
    /// `Endpoints.swift`: for every `*.endpoints.json`, an `APIDefinition` enum and one request type per
    /// endpoint, which `ContractClient.APIClient` sends.
    func renderEndpoints(into writer: inout SourceWriter) {
        for api in module.apis {
            writer.separator()
            renderAPI(api, into: &writer)
            for endpoint in api.endpoints {
                writer.separator()
                renderEndpoint(endpoint, of: api, into: &writer)
            }
        }
    }

    // MARK: API

    func renderAPI(_ api: APIDeclaration, into writer: inout SourceWriter) {
        var notes = ["The endpoints declared in `\(api.sourcePath)`, sent by a `ContractClient.APIClient<\(api.typeName)>`."]
        if api.usesBearerToken {
            notes.append("Requests authenticate with `Authorization: Bearer <token>`: add a `ContractClient.BearerTokenMiddleware` to the client.")
        }
        if let apiKey = api.apiKey {
            let place = apiKey.inQuery ? "the query item" : "the header"
            notes.append(
                "Requests authenticate with an API key in \(place) `\(apiKey.name)`: add `\(api.typeName).apiKeyMiddleware(key:)` to the client.")
        }
        writer.lines(docs(api.documentation, notes, source: source(of: api.sourcePath, appending: api.sourceTokens)))
        writer.block("\(access)enum \(api.typeName): ContractClient.APIDefinition") { writer in
            writer.lines(SwiftEscaping.docComment(["The API's name, as declared."]))
            writer.line("\(access)static let name = \(SwiftEscaping.stringLiteral(api.name))")
            if let apiKey = api.apiKey {
                writer.separator()
                writer.lines(SwiftEscaping.docComment([
                    "The middleware that sends the API key `key` returns (asked before every attempt) as "
                        + "\(apiKey.inQuery ? "the query item" : "the header") `\(apiKey.name)`.",
                    "The key goes only to the client's base URL: a redirect to another origin drops it.",
                ]))
                let signature = "apiKeyMiddleware(key: @escaping @Sendable () async throws -> Swift.String)"
                writer.block("\(access)static func \(signature) -> ContractClient.APIKeyMiddleware") { writer in
                    let location = apiKey.inQuery ? ".query" : ".header"
                    let name = SwiftEscaping.stringLiteral(apiKey.name)
                    writer.line("ContractClient.APIKeyMiddleware(name: \(name), in: \(location), key: key)")
                }
            }
            if !api.messages.isEmpty {
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["User-facing texts for every endpoint of the API, over the standard ones."]))
                renderMessages(api.messages, prefix: "\(access)static let messages: ContractClient.UserMessages = ", suffix: "", into: &writer)
            }
            if let baseURL = api.baseURL {
                writer.separator()
                writer.lines(SwiftEscaping.docComment([
                    "The production base URL, as declared; clients still choose theirs (`APIClient<\(api.typeName)>(baseURL: \(api.typeName).baseURL)`)."
                ]))
                writer.line("\(access)static let baseURL = ContractModels.CheckedLiteral.url(\(SwiftEscaping.stringLiteral(baseURL)))")
            }
            if module.outputs.contains(.validators), !api.endpoints.isEmpty {
                writer.separator()
                writer.lines(SwiftEscaping.docComment([
                    "Checks this API's responses against their schemas, embedded in this module: pass it to `ValidationMode.tolerant(_:drift:)` (apps), `ValidationMode.strict(_:)` (tests) or `ValidationMode.report(_:to:)`.",
                    "An unknown value of an open enum (kept in `unknown(_:)`) is drift, not a failure, in tolerant mode.",
                ]))
                writer.line("\(access)static let payloadValidator = ContractClient.SchemaPayloadValidator(")
                if api.responseSchemaURIs.isEmpty {
                    writer.line("    validators: [:],")
                } else {
                    writer.line("    validators: [")
                    for uri in api.responseSchemaURIs {
                        let literal = SwiftEscaping.stringLiteral(uri)
                        writer.line("        \(literal): ContractSchemas.validator(\(literal)),")
                    }
                    writer.line("    ],")
                }
                let openEnums = openEnumKeywordLocations
                if openEnums.isEmpty {
                    writer.line("    openEnums: []")
                } else {
                    writer.line("    openEnums: [")
                    for location in openEnums { writer.line("        \(SwiftEscaping.stringLiteral(location)),") }
                    writer.line("    ]")
                }
                writer.line(")")
            }
        }
    }

    /// The absolute keyword locations of the `enum` keywords whose generated enum keeps unknown
    /// values, sorted: where a validation error is drift rather than a broken payload.
    var openEnumKeywordLocations: [String] {
        let locations = module.allDeclarations.compactMap { declaration -> String? in
            guard case .enumeration(let enumeration) = declaration.kind, !enumeration.isClosed else { return nil }
            return declaration.schemaURI + (declaration.schemaURI.contains("#") ? "/enum" : "#/enum")
        }
        return Set(locations).sorted()
    }

    /// A `UserMessages` literal, one message per line.
    func renderMessages(_ messages: [UserMessage], prefix: String, suffix: String, into writer: inout SourceWriter) {
        writer.line(prefix + "[")
        for message in messages {
            writer.line("    \(SwiftEscaping.stringLiteral(message.key)): \(SwiftEscaping.stringLiteral(message.text)),")
        }
        writer.line("]" + suffix)
    }

    // MARK: Endpoint

    /// Where an endpoint is declared: `<file>#/endpoints/<name>`.
    func source(of endpoint: EndpointDeclaration, in api: APIDeclaration) -> String {
        source(of: endpoint.sourceFile ?? api.sourcePath, appending: endpoint.sourceTokens)
    }

    /// Where a part of an endpoint is declared: `<file>#/endpoints/<name>/<part...>` in a declaration;
    /// the operation itself in an OpenAPI document (whose parameters are a list, possibly shared).
    func source(of endpoint: EndpointDeclaration, in api: APIDeclaration, part: [String]) -> String {
        guard endpoint.sourceTokens.first == "endpoints" else { return source(of: endpoint, in: api) }
        return source(of: api.sourcePath, appending: endpoint.sourceTokens + part)
    }

    func renderEndpoint(_ endpoint: EndpointDeclaration, of api: APIDeclaration, into writer: inout SourceWriter) {
        let declaredAt = "`\(endpoint.method.rawValue) \(endpoint.path)`, declared as `\(endpoint.name)` in `\(api.sourcePath)`."
        writer.lines(docs(endpoint.documentation, [declaredAt], source: source(of: endpoint, in: api)))
        let conformance: String
        switch endpoint.pagination?.style {
        case .cursor?: conformance = "ContractClient.CursorPaginated"
        case .offset?: conformance = "ContractClient.OffsetPaginated"
        case nil: conformance = "ContractClient.Endpoint"
        }
        writer.block("\(access)struct \(endpoint.typeName): \(conformance), Swift.Hashable") { writer in
            renderTypeAliases(endpoint, of: api, into: &writer)
            writer.separator()
            renderDefinition(endpoint, into: &writer)
            for parameter in endpoint.parameters {
                guard case .enumeration(let enumeration) = parameter.type else { continue }
                writer.separator()
                let list = endpoint.pathParameters.contains(parameter) ? "pathParameters" : "query"
                let declared = source(of: endpoint, in: api, part: [list, parameter.name])
                renderParameterEnum(enumeration, of: parameter, source: declared, into: &writer)
            }
            writer.separator()
            renderStoredProperties(endpoint, into: &writer)
            writer.separator()
            renderInitializer(endpoint, into: &writer)
            writer.separator()
            renderRequestParts(endpoint, into: &writer)
            if let response = endpoint.response, needsCoded(response.type) {
                writer.separator()
                writer.lines(SwiftEscaping.docComment(["Decodes the response in its contract encoding."]))
                writer.block(
                    "\(access)static func decodeResponse(from document: ContractModels.JSONDocument, using decoder: any ContractClient.ResponseDecoder) throws(ContractClient.PayloadError) -> Response"
                ) { writer in
                    writer.line("try decoder.decode(\(codableType(response.type)).self, from: document).value")
                }
            }
            if let pagination = endpoint.pagination {
                writer.separator()
                renderPagination(pagination, into: &writer)
            }
            if !endpoint.errorBodies.isEmpty {
                writer.separator()
                let declared = source(of: endpoint, in: api, part: ["errors"])
                renderErrorBody(endpoint.errorBodies, source: declared, into: &writer)
            }
        }
    }

    func renderTypeAliases(_ endpoint: EndpointDeclaration, of api: APIDeclaration, into writer: inout SourceWriter) {
        writer.lines(SwiftEscaping.docComment(["The API the endpoint belongs to."]))
        writer.line("\(access)typealias API = \(api.typeName)")
        if let response = endpoint.response {
            writer.lines(SwiftEscaping.docComment(["The body of a successful response (`\(response.schemaURI)`)."]))
            writer.line("\(access)typealias Response = \(response.type)")
        } else if !endpoint.statusResponses.isEmpty {
            renderStatusResponse(endpoint.statusResponses, source: source(of: endpoint, in: api, part: ["responses"]), into: &writer)
        } else {
            writer.lines(SwiftEscaping.docComment([
                "The body of a successful response, as bytes: the declaration gives it no single JSON schema."
            ]))
            writer.line("\(access)typealias Response = ContractClient.RawBody")
        }
        if let pagination = endpoint.pagination {
            writer.lines(SwiftEscaping.docComment(["One element of the list the pages make up."]))
            writer.line("\(access)typealias Item = \(pagination.itemType)")
        }
    }

    func renderDefinition(_ endpoint: EndpointDeclaration, into writer: inout SourceWriter) {
        writer.lines(SwiftEscaping.docComment(["What is fixed about the endpoint."]))
        writer.line("\(access)static let definition = ContractClient.EndpointDefinition(")
        var arguments = [
            "name: \(SwiftEscaping.stringLiteral(endpoint.name))",
            "method: .\(String(describing: endpoint.method))",
            "path: \(SwiftEscaping.stringLiteral(endpoint.path))",
        ]
        if let body = endpoint.body { arguments.append("requestSchema: \(SwiftEscaping.stringLiteral(body.schemaURI))") }
        if let response = endpoint.response { arguments.append("responseSchema: \(SwiftEscaping.stringLiteral(response.schemaURI))") }
        if let isIdempotent = endpoint.isIdempotent { arguments.append("isIdempotent: \(isIdempotent)") }
        for (index, argument) in arguments.enumerated() {
            writer.line("    " + argument + (index < arguments.count - 1 || !endpoint.messages.isEmpty ? "," : ""))
        }
        if endpoint.messages.isEmpty {
            writer.line(")")
        } else {
            var nested = SourceWriter()
            renderMessages(endpoint.messages, prefix: "messages: ", suffix: "", into: &nested)
            for line in nested.text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                writer.line("    " + line)
            }
            writer.line(")")
        }
    }

    func renderParameterEnum(
        _ enumeration: EnumParameterType, of parameter: EndpointParameter, source: String, into writer: inout SourceWriter
    ) {
        writer.lines(SwiftEscaping.docComment(["The values of the `\(parameter.name)` parameter.", Self.remark(source)]))
        writer.block("\(access)enum \(enumeration.name): Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { writer in
            for (name, value) in zip(enumeration.caseNames, enumeration.values) {
                writer.lines(SwiftEscaping.docComment(["The value `\(SwiftEscaping.stringLiteral(value))`."]))
                writer.line("case \(SwiftIdentifier.escapedIfNeeded(name)) = \(SwiftEscaping.stringLiteral(value))")
            }
        }
    }

    /// The Swift type of a parameter's property.
    func swiftType(of parameter: EndpointParameter) -> String {
        let type: String
        switch parameter.type {
        case .string: type = "Swift.String"
        case .integer: type = "Swift.Int"
        case .boolean: type = "Swift.Bool"
        case .number: type = "Swift.Double"
        case .enumeration(let enumeration): type = enumeration.name
        }
        if parameter.arrayStyle != nil { return "[\(type)]" }
        if case .optional = parameter.presence { return type + "?" }
        return type
    }

    /// The doc comment paragraphs of a parameter: its description and constraints.
    func parameterParagraphs(_ parameter: EndpointParameter) -> [String] {
        var paragraphs = parameter.documentation.paragraphs
        if paragraphs.isEmpty { paragraphs.append("The `\(parameter.name)` parameter.") }
        if !parameter.constraints.isEmpty { paragraphs.append(parameter.constraints.joined(separator: " ")) }
        return paragraphs
    }

    func renderStoredProperties(_ endpoint: EndpointDeclaration, into writer: inout SourceWriter) {
        if let body = endpoint.body {
            writer.lines(SwiftEscaping.docComment(["The request body (`\(body.schemaURI)`)."]))
            writer.line("\(access)var body: \(body.type)")
        } else if let mediaType = endpoint.rawBodyMediaType {
            writer.lines(SwiftEscaping.docComment([
                "The request body: bytes of the declared media type `\(mediaType)` (or another the server accepts)."
            ]))
            writer.line("\(access)var body: ContractClient.RequestBody")
        }
        for parameter in endpoint.parameters {
            writer.separator()
            writer.lines(SwiftEscaping.docComment(parameterParagraphs(parameter)))
            writer.line("\(access)var \(SwiftIdentifier.escapedIfNeeded(parameter.swiftName)): \(swiftType(of: parameter))")
        }
        if endpoint.acceptsIdempotencyKey {
            writer.separator()
            writer.lines(SwiftEscaping.docComment([
                "A key that makes the request safe to send again, sent as `Idempotency-Key`: with one, a failed request is retried; without, it is sent at most once."
            ]))
            writer.line("\(access)var idempotencyKey: Swift.String?")
        }
    }

    /// The Swift literal of a parameter's default value.
    func defaultLiteral(_ value: JSONValue, of parameter: EndpointParameter) -> String {
        if parameter.arrayStyle != nil { return "[]" }
        switch (parameter.type, value) {
        case (.enumeration(let enumeration), .string(let text)):
            if let index = enumeration.values.firstIndex(of: text) { return "." + SwiftIdentifier.escapedIfNeeded(enumeration.caseNames[index]) }
            return SwiftEscaping.stringLiteral(text)
        case (_, .string(let text)): return SwiftEscaping.stringLiteral(text)
        case (_, .bool(let flag)): return flag ? "true" : "false"
        case (.number, .number(let number)):
            return number.literal.contains(where: { ".eE".contains($0) }) ? number.literal : number.literal + ".0"
        case (_, .number(let number)): return number.int64Value.map(String.init) ?? number.literal
        default: return "nil"
        }
    }

    func renderInitializer(_ endpoint: EndpointDeclaration, into writer: inout SourceWriter) {
        var arguments: [String] = []
        var documented: [String] = []
        if let body = endpoint.body {
            arguments.append("_ body: \(body.type)")
            documented.append("  - body: The request body.")
        } else if endpoint.rawBodyMediaType != nil {
            arguments.append("_ body: ContractClient.RequestBody")
            documented.append("  - body: The request body, as bytes with their media type.")
        }
        for parameter in endpoint.parameters {
            var argument = "\(SwiftIdentifier.escapedIfNeeded(parameter.swiftName)): \(swiftType(of: parameter))"
            switch parameter.presence {
            case .required: break
            case .defaulted(let value): argument += " = " + defaultLiteral(value, of: parameter)
            case .optional: argument += " = nil"
            }
            arguments.append(argument)
            let summary = parameterParagraphs(parameter).joined(separator: " ").split(whereSeparator: \.isNewline).joined(separator: " ")
            documented.append("  - \(parameter.swiftName): \(summary)")
        }
        if endpoint.acceptsIdempotencyKey {
            arguments.append("idempotencyKey: Swift.String? = nil")
            documented.append("  - idempotencyKey: A key that makes the request safe to retry, or `nil` to send it at most once.")
        }
        var paragraphs = ["Creates the request."]
        if !documented.isEmpty { paragraphs.append((["- Parameters:"] + documented).joined(separator: "\n")) }
        writer.lines(SwiftEscaping.docComment(paragraphs))
        guard !arguments.isEmpty else {
            writer.line("\(access)init() {}")
            return
        }
        writer.line("\(access)init(")
        for (index, argument) in arguments.enumerated() {
            writer.line("    " + argument + (index < arguments.count - 1 ? "," : ""))
        }
        writer.block(")") { writer in
            if endpoint.body != nil || endpoint.rawBodyMediaType != nil { writer.line("self.body = body") }
            for parameter in endpoint.parameters {
                writer.line("self.\(parameter.swiftName) = \(SwiftIdentifier.escapedIfNeeded(parameter.swiftName))")
            }
            if endpoint.acceptsIdempotencyKey { writer.line("self.idempotencyKey = idempotencyKey") }
        }
    }

    /// The expression for a parameter's value as text (`String?` when the parameter is optional).
    func textValue(of parameter: EndpointParameter) -> String {
        let name = "self.\(parameter.swiftName)"
        if case .separated(let separator)? = parameter.arrayStyle {
            let element = textValue(of: parameter.type, name: "$0", isOptional: false)
            let joined = "\(name).map { \(element) }.joined(separator: \(SwiftEscaping.stringLiteral(separator)))"
            // An empty array is left out, unless the parameter must be sent (a path parameter).
            return parameter.presence == .required ? joined : "\(name).isEmpty ? nil : \(joined)"
        }
        return textValue(of: parameter.type, name: name, isOptional: parameter.presence == .optional)
    }

    /// The expression for the value `name` of a parameter type as text.
    func textValue(of type: EndpointParameter.ValueType, name: String, isOptional: Bool) -> String {
        switch type {
        case .string: return name
        case .integer, .number: return isOptional ? "\(name).map { Swift.String($0) }" : "Swift.String(\(name))"
        case .boolean: return isOptional ? "\(name).map { $0 ? \"true\" : \"false\" }" : "(\(name) ? \"true\" : \"false\")"
        case .enumeration: return isOptional ? "\(name)?.rawValue" : "\(name).rawValue"
        }
    }

    func renderRequestParts(_ endpoint: EndpointDeclaration, into writer: inout SourceWriter) {
        // Each part is its lines; a dictionary of more than two entries gets one line per entry.
        var parts: [[String]] = []
        func dictionary(_ label: String, _ parameters: [EndpointParameter]) -> [String] {
            let entries = parameters.map { "\(SwiftEscaping.stringLiteral($0.name)): \(textValue(of: $0))" }
            guard entries.count > 2 else { return ["\(label): [\(entries.joined(separator: ", "))]"] }
            return ["\(label): ["] + entries.map { "    \($0)," } + ["]"]
        }
        if !endpoint.pathParameters.isEmpty { parts.append(dictionary("path", endpoint.pathParameters)) }
        let listedQuery = endpoint.queryParameters.filter { $0.arrayStyle != .repeated }
        if !listedQuery.isEmpty { parts.append(dictionary("query", listedQuery)) }
        // A JSONValue body takes RequestBody.json's non-throwing overload.
        let bodyThrows = endpoint.body.map { $0.type.resolved != .builtin(.jsonValue) } ?? false
        if let body = endpoint.body {
            parts.append(["body: \(bodyThrows ? "try " : "")ContractClient.RequestBody.json(\(toCodable("self.body", body.type)))"])
        } else if endpoint.rawBodyMediaType != nil {
            parts.append(["body: self.body"])
        }
        // Repeated query items and headers are added to the parts one statement each.
        var statements: [String] = []
        for parameter in endpoint.queryParameters where parameter.arrayStyle == .repeated {
            let element = textValue(of: parameter.type, name: "$0", isOptional: false)
            let item = "ContractClient.QueryItem(name: \(SwiftEscaping.stringLiteral(parameter.name)), value: \(element))"
            statements.append("parts.query += self.\(parameter.swiftName).map { \(item) }")
        }
        for parameter in endpoint.headerParameters {
            let header = "parts.headers[\(SwiftEscaping.stringLiteral(parameter.name))]"
            statements.append("\(header) = \(textValue(of: parameter))")
        }
        var contents: [String] = []
        if !endpoint.pathParameters.isEmpty { contents.append("path parameters") }
        if !endpoint.queryParameters.isEmpty { contents.append("query") }
        if !endpoint.headerParameters.isEmpty { contents.append("headers") }
        if endpoint.body != nil { contents.append("JSON body") }
        if endpoint.rawBodyMediaType != nil { contents.append("body") }
        let summary = switch contents.count {
        case 0: "This call has no parameters and no body."
        case 1: "The \(contents[0]) of this call."
        default: "The \(contents.dropLast().joined(separator: ", ")) and \(contents.last!) of this call."
        }
        writer.lines(SwiftEscaping.docComment([summary]))
        let throwing = bodyThrows ? " throws" : ""
        writer.block("\(access)func requestParts()\(throwing) -> ContractClient.RequestParts") { writer in
            let start = statements.isEmpty ? "" : "var parts = "
            if parts.isEmpty {
                writer.line(start + "ContractClient.RequestParts()")
            } else {
                writer.line(start + "ContractClient.RequestParts(")
                for (index, part) in parts.enumerated() {
                    for line in part.dropLast() { writer.line("    " + line) }
                    writer.line("    " + part.last! + (index < parts.count - 1 ? "," : ""))
                }
                writer.line(")")
            }
            guard !statements.isEmpty else { return }
            for statement in statements { writer.line(statement) }
            writer.line("return parts")
        }
    }
}
