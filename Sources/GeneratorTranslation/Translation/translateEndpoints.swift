import ContractJSON
import GeneratorLoading

extension TranslationContext {
    /// Member names generated endpoint types declare themselves (parameters get other names).
    static let reservedEndpointMembers: Set<String> = Set([
        "definition", "requestParts", "idempotencyKey", "body", "cursor", "offset", "items", "nextCursor", "nextPage",
        "hasMore", "totalCount", "decodeResponse", "errorBody", "init", "self",
    ]).union(ReservedNames.members)
    /// Type names generated endpoint types declare inside themselves.
    static let reservedEndpointTypes: Set<String> = endpointScopeTypeNames.union(["Self", "Type"]).union(ReservedNames.members)
    /// The type aliases every generated endpoint declares (the `Endpoint` protocol's associated types and
    /// its helpers'); no top-level type of a module with endpoints takes these names.
    static let endpointScopeTypeNames: Set<String> = ["API", "Response", "Item", "ErrorBody"]

    /// Translates the endpoint declarations, after the models whose types they use: names every API
    /// and endpoint type, resolves the schemas they name, and turns pagination pointers into
    /// property paths, reporting whatever does not fit.
    func translateEndpoints() {
        guard !endpointFiles.isEmpty else { return }
        var taken: [String: String] = [:]
        for name in order {
            let source = records[name].map { " (from \(schemas.uri(of: $0.source)))" } ?? ""
            taken[name.description] = "a generated model type\(source)"
        }
        for mapper in mappers where mapper.name.components.count == 1 {
            taken[mapper.name.shortName] = "a domain type declared with x-mappers"
        }
        // First every name, so nested names can avoid all of them.
        var claimed: [[String?]] = []
        var apiNames: [String?] = []
        for file in endpointFiles {
            let apiName = SwiftIdentifier.upperCamelCase(file.api.name) + "API"
            let isOpenAPI = file.sourceKind == .openAPI
            apiNames.append(claimTopLevelName(
                apiName, for: "the API '\(file.api.name)'", at: file.api.namePosition, taken: &taken, renaming: isOpenAPI))
            claimed.append(file.endpoints.map { endpoint in
                let name = SwiftIdentifier.upperCamelCase(endpoint.name)
                return claimTopLevelName(name, for: "the endpoint '\(endpoint.name)'", at: endpoint.position, taken: &taken, renaming: isOpenAPI)
            })
        }
        let topLevelNames = Set(taken.keys)
        for (index, file) in endpointFiles.enumerated() {
            var endpoints: [EndpointDeclaration] = []
            for (entry, typeName) in zip(file.endpoints, claimed[index]) {
                guard let typeName else { continue }
                if let endpoint = translateEndpoint(entry, typeName: typeName, topLevelNames: topLevelNames) { endpoints.append(endpoint) }
            }
            guard let apiName = apiNames[index] else { continue }
            let api = file.api
            var declaration = APIDeclaration(
                typeName: apiName, name: api.name, sourcePath: file.relativePath,
                documentation: Documentation(title: api.title, description: api.description), baseURL: api.baseURL,
                usesBearerToken: api.authentication == .bearer, messages: api.messages.map(UserMessage.init), endpoints: endpoints)
            declaration.apiKey = api.apiKey.map { APIKey(name: $0.name, inQuery: $0.inQuery) }
            if file.sourceKind == .openAPI { declaration.sourceTokens = ["info"] }
            apis.append(declaration)
        }
    }

    /// Takes `name` for a top-level type; an error if it is reserved or already taken.
    /// The name an API or endpoint takes at the top level: `name`, or `nil` after an error if it is
    /// reserved or already taken. With `renaming` (an OpenAPI document, whose operation IDs and schema
    /// names are chosen independently and which must not be refused for it), a taken name gets the
    /// suffix `Operation` (then a number) instead, with a warning.
    func claimTopLevelName(
        _ name: String, for what: String, at position: SourcePosition, taken: inout [String: String], renaming: Bool
    ) -> String? {
        guard renaming, !isFree(name, taken: taken) else {
            return claimTopLevelName(name, for: what, at: position, taken: &taken) ? name : nil
        }
        var candidate = name + (name.hasSuffix("API") ? "" : "Operation")
        var counter = 2
        while !isFree(candidate, taken: taken) {
            candidate = name + (name.hasSuffix("API") ? "" : "Operation") + String(counter)
            counter += 1
        }
        let reason = taken[name].map { "is already \($0)" } ?? "is a name the generated code needs for itself"
        diagnostics.emit(.warning("\(what) would generate the type '\(name)', which \(reason); it is '\(candidate)'", at: position))
        taken[candidate] = "the type of \(what)"
        return candidate
    }

    func isFree(_ name: String, taken: [String: String]) -> Bool {
        taken[name] == nil && !TranslationContext.reservedTopLevelNames.contains(name) && !SwiftIdentifier.unusable.contains(name)
    }

    func claimTopLevelName(_ name: String, for what: String, at position: SourcePosition, taken: inout [String: String]) -> Bool {
        if TranslationContext.reservedTopLevelNames.contains(name) || SwiftIdentifier.unusable.contains(name) {
            diagnostics.emit(.error("\(what) would generate the type '\(name)', a name the generated code needs for itself; rename it", at: position))
            return false
        }
        if let owner = taken[name] {
            diagnostics.emit(.error("\(what) would generate the type '\(name)', which is already \(owner); rename it", at: position))
            return false
        }
        taken[name] = "the type of \(what)"
        return true
    }

    /// One endpoint, or `nil` after errors.
    func translateEndpoint(_ entry: EndpointEntry, typeName: String, topLevelNames: Set<String>) -> EndpointDeclaration? {
        let response = entry.responseSchema.map { schemaType($0, "response") }
        let body = entry.requestSchema.flatMap { schemaType($0, "request") }
        var errorBodies: [ErrorBodyDeclaration] = []
        for error in entry.errorSchemas {
            guard let type = schemaType(error.schema, "errors.\(error.key)") else { continue }
            errorBodies.append(ErrorBodyDeclaration(statuses: statuses(ofErrorKey: error.key), body: type))
        }
        errorBodies.sort { $0.statuses < $1.statuses }
        var statusResponses: [StatusResponseDeclaration] = []
        for success in entry.successResponses {
            var type: SchemaTypeReference?
            if let schema = success.schema {
                guard let reference = schemaType(schema, "responses.\(success.key)") else { return nil }
                type = reference
            }
            statusResponses.append(StatusResponseDeclaration(statuses: statuses(ofErrorKey: success.key), body: type))
        }
        statusResponses.sort { $0.statuses < $1.statuses }

        var forcedNames: [String: String] = [:]
        switch entry.pagination?.style {
        case .cursor(let parameter, _)?: forcedNames[parameter] = "cursor"
        case .offset(let parameter, _, _)?: forcedNames[parameter] = "offset"
        case nil: break
        }
        var members = NameScope(reserved: TranslationContext.reservedEndpointMembers)
        var nestedTypes = NameScope(reserved: TranslationContext.reservedEndpointTypes)
        func parameter(_ entry: ParameterEntry, isQuery: Bool) -> EndpointParameter {
            let swiftName = forcedNames[entry.name] ?? members.allocate(SwiftIdentifier.parameterName(entry.name))
            var type: EndpointParameter.ValueType
            switch entry.type {
            case .string: type = .string
            case .integer: type = .integer
            case .boolean: type = .boolean
            case .number: type = .number
            }
            if let values = entry.allowedValues {
                var name = SwiftIdentifier.upperCamelCase(entry.name)
                if topLevelNames.contains(name) || TranslationContext.reservedEndpointTypes.contains(name) || name == typeName {
                    name += "Parameter"
                }
                var cases = NameScope(reserved: ReservedNames.members.union(["rawValue", "allCases", "init", "hashValue", "hash"]))
                type = .enumeration(EnumParameterType(
                    name: nestedTypes.allocate(name), caseNames: values.map { cases.allocate(SwiftIdentifier.lowerCamelCase($0)) }, values: values))
            }
            let presence: EndpointParameter.Presence
            if entry.arrayStyle != nil {
                presence = entry.isRequired && !isQuery ? .required : .defaulted(.array([]))
            } else if !isQuery || entry.isRequired {
                presence = .required
            } else if let value = entry.defaultValue {
                presence = .defaulted(value)
            } else if forcedNames[entry.name] == "offset" {
                presence = .defaulted(.number(JSONNumber(0)))
            } else {
                presence = .optional
            }
            var constraints: [String] = []
            if let minimum = entry.minimum { constraints.append("At least \(minimum).") }
            if let maximum = entry.maximum { constraints.append("At most \(maximum).") }
            if let minLength = entry.minLength, minLength > 0 {
                constraints.append(minLength == 1 ? "Not empty." : "At least \(minLength) characters.")
            }
            var translated = EndpointParameter(
                name: entry.name, swiftName: swiftName, type: type, presence: presence,
                documentation: Documentation(description: entry.description), constraints: constraints)
            switch entry.arrayStyle {
            case .repeated?: translated.arrayStyle = .repeated
            case .separated(let separator)?: translated.arrayStyle = .separated(separator)
            case nil: break
            }
            return translated
        }
        let pathParameters = entry.pathParameters.map { parameter($0, isQuery: false) }
        let queryParameters = entry.queryParameters.map { parameter($0, isQuery: true) }
        // Header parameters are optional unless required, like query parameters.
        let headerParameters = entry.headerParameters.map { parameter($0, isQuery: true) }

        if case .some(.none) = response { return nil }
        if entry.requestSchema != nil && body == nil { return nil }
        let responseType = response ?? nil
        var pagination: EndpointPagination?
        if let paging = entry.pagination {
            guard let responseType else {
                let message = "pagination needs a JSON response body with a schema, and '\(entry.name)' has none"
                diagnostics.emit(.error(message, at: paging.position))
                return nil
            }
            pagination = translatePagination(paging, response: responseType)
            guard pagination != nil else { return nil }
        }
        var declaration = EndpointDeclaration(
            typeName: typeName, name: entry.name,
            documentation: Documentation(title: entry.summary, description: entry.description, isDeprecated: entry.isDeprecated),
            method: EndpointMethod(entry.method), path: entry.path, pathParameters: pathParameters, queryParameters: queryParameters, body: body,
            response: responseType, isIdempotent: entry.isIdempotent, acceptsIdempotencyKey: entry.acceptsIdempotencyKey,
            messages: entry.messages.map(UserMessage.init), pagination: pagination, errorBodies: errorBodies)
        declaration.headerParameters = headerParameters
        declaration.statusResponses = statusResponses
        declaration.rawBodyMediaType = entry.requestMediaType
        if let pointer = entry.sourcePointer { declaration.sourceTokens = pointer.tokens }
        declaration.sourceFile = entry.sourceFile
        return declaration
    }

    /// The generated type of the schema a declaration names by `$id`, or `nil` after an error.
    func schemaType(_ reference: SchemaReference, _ what: String) -> SchemaTypeReference? {
        guard let location = schemas.location(ofURI: reference.uri) else {
            diagnostics.emit(.error("\(what) names the schema '\(reference.uri)', but no loaded schema has this $id", at: reference.position))
            return nil
        }
        guard let usage = schemaRecords[location]?.usage else {
            diagnostics.emit(.error(
                "\(what) names '\(reference.uri)', which has no generated type of its own; name a schema file's $id or a $defs entry",
                at: reference.position))
            return nil
        }
        return SchemaTypeReference(type: usage, schemaURI: schemas.uri(of: location))
    }

    func statuses(ofErrorKey key: String) -> ErrorBodyDeclaration.Statuses {
        if key == "default" { return .otherwise }
        if key.hasSuffix("xx"), let digit = key.first?.wholeNumberValue { return .statusClass(digit) }
        return .status(Int(key) ?? 0)
    }

    /// The pagination accessors, or `nil` after an error.
    func translatePagination(_ entry: PaginationEntry, response: SchemaTypeReference) -> EndpointPagination? {
        guard let items = accessor(entry.items, "pagination.items", in: response) else { return nil }
        guard case .array(let itemType) = items.valueType else {
            diagnostics.emit(.error(
                "pagination.items '\(entry.items.pointer)' must lead to an array in \(response.schemaURI), but it leads to \(items.valueType)",
                at: entry.items.position))
            return nil
        }
        switch entry.style {
        case .cursor(_, let nextCursorEntry):
            guard let nextCursor = accessor(nextCursorEntry, "pagination.nextCursor", in: response) else { return nil }
            guard nextCursor.valueType == .builtin(.string) else {
                diagnostics.emit(.error(
                    "pagination.nextCursor '\(nextCursorEntry.pointer)' must lead to a string in \(response.schemaURI), but it leads to \(nextCursor.valueType)",
                    at: nextCursorEntry.position))
                return nil
            }
            return EndpointPagination(style: .cursor(nextCursor: nextCursor), items: items, itemType: itemType)
        case .offset(_, let hasMoreEntry, let totalCountEntry):
            var hasMore: ResponseAccessor?
            var totalCount: ResponseAccessor?
            if let hasMoreEntry {
                guard let found = accessor(hasMoreEntry, "pagination.hasMore", in: response) else { return nil }
                guard found.valueType == .builtin(.bool) else {
                    diagnostics.emit(.error(
                        "pagination.hasMore '\(hasMoreEntry.pointer)' must lead to a boolean in \(response.schemaURI), but it leads to \(found.valueType)",
                        at: hasMoreEntry.position))
                    return nil
                }
                hasMore = found
            }
            if let totalCountEntry {
                guard let found = accessor(totalCountEntry, "pagination.totalCount", in: response) else { return nil }
                guard case .builtin(.integer) = found.valueType else {
                    diagnostics.emit(.error(
                        "pagination.totalCount '\(totalCountEntry.pointer)' must lead to an integer in \(response.schemaURI), but it leads to \(found.valueType)",
                        at: totalCountEntry.position))
                    return nil
                }
                totalCount = found
            }
            return EndpointPagination(style: .offset(hasMore: hasMore, totalCount: totalCount), items: items, itemType: itemType)
        }
    }

    /// The property path a pointer into the response leads along, or `nil` after an error if some
    /// token names no property of the response's schema.
    func accessor(_ entry: PointerEntry, _ what: String, in response: SchemaTypeReference) -> ResponseAccessor? {
        var current = response.type.resolved
        var steps: [WireStep] = []
        var walked = JSONPointer.root
        for token in entry.pointer.tokens {
            guard case .named(let name) = current, case .structure(let structure)? = declaration(name)?.kind else {
                let place = walked.isRoot ? "the response" : "'\(walked)'"
                diagnostics.emit(.error(
                    "\(what) '\(entry.pointer)' does not exist in \(response.schemaURI): \(place) is \(current), not an object with properties",
                    at: entry.position))
                return nil
            }
            guard let property = structure.properties.first(where: { $0.jsonName == token }) else {
                let known = structure.properties.map(\.jsonName).joined(separator: ", ")
                diagnostics.emit(.error(
                    "\(what) '\(entry.pointer)' does not exist in \(response.schemaURI): \(walked.isRoot ? "the response" : "'\(walked)'") has no property '\(token)' (it has \(known.isEmpty ? "none" : known))",
                    at: entry.position))
                return nil
            }
            let wrapping = WireStep.Wrapping(of: property)
            steps.append(WireStep(swiftName: property.swiftName, wrapping: wrapping))
            current = property.type.resolved
            walked = walked.appending(token)
        }
        return ResponseAccessor(pointer: entry.pointer.description, steps: steps, valueType: current)
    }
}

extension EndpointMethod {
    /// The IR's method for the one a declaration names.
    init(_ method: EndpointEntry.Method) {
        switch method {
        case .get: self = .get
        case .post: self = .post
        case .put: self = .put
        case .patch: self = .patch
        case .delete: self = .delete
        case .options: self = .options
        case .head: self = .head
        case .trace: self = .trace
        }
    }
}

extension UserMessage {
    /// The IR's message for an entry of a declaration's `messages`.
    init(_ entry: MessageEntry) {
        self.init(key: entry.key, text: entry.text)
    }
}
