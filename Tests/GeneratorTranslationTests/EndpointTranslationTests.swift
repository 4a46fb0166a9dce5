import GeneratorLoading
import GeneratorPipeline
import GeneratorTestSupport
import Testing
@testable import GeneratorTranslation

/// Loads and translates schemas and endpoint declarations given as text (`relative path: JSON`).
func translate(schemas: [String: String], endpoints: [String: String]) throws(GeneratorError) -> TranslatedModule {
    try GeneratorPipeline().translate(GeneratorInput(.sources(schemas: sources(schemas), endpoints: sources(endpoints)))).module
}

/// The diagnostics translating fails with.
func diagnostics(schemas: [String: String], endpoints: [String: String]) -> [String] {
    do {
        _ = try translate(schemas: schemas, endpoints: endpoints)
        return []
    } catch {
        return error.diagnostics.map(\.printedLine)
    }
}

@Suite("Translating endpoint declarations")
struct EndpointTranslationTests {
    /// A cursor page of items, an item, an error body and a counted page.
    static let schemas = [
        "shop/page.schema.json": #"""
            {"$id": "https://x.test/shop/page.schema.json", "type": "object", "required": ["items"],
             "properties": {
               "items": {"type": "array", "items": {"$ref": "item.schema.json"}},
               "next_cursor": {"type": ["string", "null"]},
               "meta": {"type": "object", "properties": {"total": {"type": "integer", "format": "int64"}, "more": {"type": "boolean"}}}
             }}
            """#,
        "shop/item.schema.json": #"{"$id": "https://x.test/shop/item.schema.json", "type": "object", "required": ["item_id"], "properties": {"item_id": {"type": "string"}}}"#,
        "shop/problem.schema.json": #"{"$id": "https://x.test/shop/problem.schema.json", "type": "object", "properties": {"detail": {"type": "string"}}}"#,
    ]

    /// A declaration of the API `shop` whose endpoint `listItems` is `endpoint`.
    static func declaration(_ endpoint: String, name: String = "listItems", api: String = "shop") -> String {
        """
        {
          "api": {"name": "\(api)"},
          "endpoints": {
            "\(name)": \(endpoint)
          }
        }
        """
    }

    static let listItems = #"""
        {"summary": "A page of items.", "method": "GET", "path": "/shops/{shop_id}/items",
         "pathParameters": {"shop_id": {"type": "string", "minLength": 1}},
         "query": {"page_size": {"type": "integer", "minimum": 1, "default": 10}, "after": {"type": "string"},
                   "sort": {"type": "string", "enum": ["new", "price-asc"]}, "in_stock": {"type": "boolean", "required": true}},
         "response": {"schema": "https://x.test/shop/page.schema.json"},
         "errors": {"404": "https://x.test/shop/problem.schema.json"},
         "pagination": {"style": "cursor", "cursorParameter": "after", "limitParameter": "page_size", "items": "/items", "nextCursor": "/next_cursor"}}
        """#

    @Test("An endpoint becomes a typed request: names, parameters, response and item types, accessors")
    func translatesAnEndpoint() throws {
        let module = try translate(schemas: Self.schemas, endpoints: ["shop/shop.endpoints.json": Self.declaration(Self.listItems)])
        let api = try #require(module.apis.first)
        #expect(api.typeName == "ShopAPI")
        #expect(api.name == "shop")
        #expect(api.sourcePath == "shop/shop.endpoints.json")
        let endpoint = try #require(api.endpoints.first)
        #expect(endpoint.typeName == "ListItems")
        #expect(endpoint.documentation.title == "A page of items.")
        #expect(endpoint.response == SchemaTypeReference(type: .named(TypeName(["Page"])), schemaURI: "https://x.test/shop/page.schema.json"))
        #expect(endpoint.errorBodies == [ErrorBodyDeclaration(
            statuses: .status(404), body: SchemaTypeReference(type: .named(TypeName(["Problem"])), schemaURI: "https://x.test/shop/problem.schema.json"))])

        #expect(endpoint.pathParameters.map(\.swiftName) == ["shopID"])
        #expect(endpoint.pathParameters.first?.constraints == ["Not empty."])
        // The cursor parameter is always `cursor`, whatever its wire name (CursorPaginated needs it).
        #expect(endpoint.queryParameters.map(\.swiftName) == ["pageSize", "cursor", "sort", "inStock"])
        #expect(endpoint.queryParameters.map(\.presence) == [.defaulted(10), .optional, .optional, .required])
        #expect(endpoint.queryParameters[2].type == .enumeration(EnumParameterType(name: "Sort", caseNames: ["new", "priceAsc"], values: ["new", "price-asc"])))
        #expect(endpoint.queryParameters[3].type == .boolean)

        let pagination = try #require(endpoint.pagination)
        // A model named `Item` would be hidden inside the endpoint by its `Item` (the page's element type).
        #expect(pagination.itemType == .named(TypeName(["Item_"])))
        #expect(pagination.items.steps == [WireStep(swiftName: "items", wrapping: .none)])
        guard case .cursor(let nextCursor) = pagination.style else {
            Issue.record("expected cursor pagination, got \(pagination.style)")
            return
        }
        #expect(nextCursor.steps == [WireStep(swiftName: "nextCursor", wrapping: .optionalNullable)])
        #expect(nextCursor.valueType == .builtin(.string))
    }

    @Test("Offset pagination pointers may lead through optional objects, to any integer type")
    func offsetAccessors() throws {
        let endpoint = #"""
            {"method": "GET", "path": "/items", "query": {"start": {"type": "integer"}},
             "response": {"schema": "https://x.test/shop/page.schema.json"},
             "pagination": {"style": "offset", "offsetParameter": "start", "items": "/items", "hasMore": "/meta/more", "totalCount": "/meta/total"}}
            """#
        let module = try translate(schemas: Self.schemas, endpoints: ["shop/shop.endpoints.json": Self.declaration(endpoint)])
        let declared = try #require(module.apis.first?.endpoints.first)
        // Without a default, the offset starts at 0 (OffsetPaginated needs a value).
        #expect(declared.queryParameters.map(\.swiftName) == ["offset"])
        #expect(declared.queryParameters.first?.presence == .defaulted(0))
        guard case .offset(let hasMore?, let totalCount?)? = declared.pagination?.style else {
            Issue.record("expected offset pagination with hasMore and totalCount")
            return
        }
        #expect(hasMore.steps == [WireStep(swiftName: "meta", wrapping: .optional), WireStep(swiftName: "more", wrapping: .optional)])
        #expect(hasMore.mayBeAbsent)
        #expect(totalCount.valueType == .builtin(.integer(.int64)))
    }

    @Test("Parameter names write the initialisms ID and URL in capitals")
    func parameterNames() {
        let names = ["group_id", "jobId", "series_id", "id", "identity", "callback_url", "season_number", "user_ids", "ID"]
        #expect(names.map(SwiftIdentifier.parameterName) == [
            "groupID", "jobID", "seriesID", "id", "identity", "callbackURL", "seasonNumber", "userIds", "id",
        ])
    }

    /// A declaration that loads but does not fit the schemas, the text its error is placed at, and the message.
    struct MismatchCase: Sendable, CustomStringConvertible {
        var name: String
        var endpoint: String
        var endpointName = "listItems"
        var at: String
        var message: String
        var description: String { name }
    }

    static let mismatches: [MismatchCase] = [
        MismatchCase(
            name: "unknown response schema",
            endpoint: #"{"method": "GET", "path": "/items", "response": {"schema": "https://x.test/shop/pages.schema.json"}}"#,
            at: #""https://x.test/shop/pages.schema.json""#,
            message: "response names the schema 'https://x.test/shop/pages.schema.json', but no loaded schema has this $id"),
        MismatchCase(
            name: "unknown request schema",
            endpoint: #"{"method": "POST", "path": "/items", "request": {"schema": "https://x.test/shop/new-item.schema.json"}, "response": {"schema": "https://x.test/shop/item.schema.json"}}"#,
            at: #""https://x.test/shop/new-item.schema.json""#,
            message: "request names the schema 'https://x.test/shop/new-item.schema.json', but no loaded schema has this $id"),
        MismatchCase(
            name: "items pointer to a missing property",
            endpoint: #"{"method": "GET", "path": "/items", "query": {"after": {"type": "string"}}, "response": {"schema": "https://x.test/shop/page.schema.json"}, "pagination": {"style": "cursor", "cursorParameter": "after", "items": "/products", "nextCursor": "/next_cursor"}}"#,
            at: #""/products""#,
            message: "pagination.items '/products' does not exist in https://x.test/shop/page.schema.json: the response has no property 'products' (it has items, next_cursor, meta)"),
        MismatchCase(
            name: "pointer through a value that is not an object",
            endpoint: #"{"method": "GET", "path": "/items", "query": {"after": {"type": "string"}}, "response": {"schema": "https://x.test/shop/page.schema.json"}, "pagination": {"style": "cursor", "cursorParameter": "after", "items": "/items", "nextCursor": "/next_cursor/value"}}"#,
            at: #""/next_cursor/value""#,
            message: "pagination.nextCursor '/next_cursor/value' does not exist in https://x.test/shop/page.schema.json: '/next_cursor' is Swift.String, not an object with properties"),
        MismatchCase(
            name: "items pointer to something that is not an array",
            endpoint: #"{"method": "GET", "path": "/items", "query": {"after": {"type": "string"}}, "response": {"schema": "https://x.test/shop/page.schema.json"}, "pagination": {"style": "cursor", "cursorParameter": "after", "items": "/next_cursor", "nextCursor": "/next_cursor"}}"#,
            at: #""/next_cursor", "nextCursor""#,
            message: "pagination.items '/next_cursor' must lead to an array in https://x.test/shop/page.schema.json, but it leads to Swift.String"),
        MismatchCase(
            name: "next cursor that is not a string",
            endpoint: #"{"method": "GET", "path": "/items", "query": {"after": {"type": "string"}}, "response": {"schema": "https://x.test/shop/page.schema.json"}, "pagination": {"style": "cursor", "cursorParameter": "after", "items": "/items", "nextCursor": "/meta/total"}}"#,
            at: #""/meta/total""#,
            message: "pagination.nextCursor '/meta/total' must lead to a string in https://x.test/shop/page.schema.json, but it leads to Swift.Int64"),
        MismatchCase(
            name: "hasMore that is not a boolean",
            endpoint: #"{"method": "GET", "path": "/items", "query": {"start": {"type": "integer"}}, "response": {"schema": "https://x.test/shop/page.schema.json"}, "pagination": {"style": "offset", "offsetParameter": "start", "items": "/items", "hasMore": "/meta/total"}}"#,
            at: #""/meta/total""#,
            message: "pagination.hasMore '/meta/total' must lead to a boolean in https://x.test/shop/page.schema.json, but it leads to Swift.Int64"),
        MismatchCase(
            name: "endpoint named like a model",
            endpoint: #"{"method": "GET", "path": "/items/1", "response": {"schema": "https://x.test/shop/item.schema.json"}}"#,
            endpointName: "page",
            at: #"{"method""#,
            message: "the endpoint 'page' would generate the type 'Page', which is already a generated model type (from https://x.test/shop/page.schema.json); rename it"),
        MismatchCase(
            name: "endpoint named like a module the generated code uses",
            endpoint: #"{"method": "GET", "path": "/items/1", "response": {"schema": "https://x.test/shop/item.schema.json"}}"#,
            endpointName: "foundation",
            at: #"{"method""#,
            message: "the endpoint 'foundation' would generate the type 'Foundation', a name the generated code needs for itself; rename it"),
    ]

    @Test("A declaration that does not fit the schemas is an error at file:line:column", arguments: mismatches)
    func reportsMismatches(_ mismatch: MismatchCase) {
        let text = Self.declaration(mismatch.endpoint, name: mismatch.endpointName)
        guard let range = text.range(of: mismatch.at) else {
            Issue.record("'\(mismatch.at)' is not in the declaration")
            return
        }
        let before = text[..<range.lowerBound]
        let line = before.count(where: { $0 == "\n" }) + 1
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last!.count + 1
        let expected = "/s/shop/shop.endpoints.json:\(line):\(column): error: \(mismatch.message)"
        #expect(diagnostics(schemas: Self.schemas, endpoints: ["shop/shop.endpoints.json": text]) == [expected])
    }

    @Test("Two APIs with the same name clash, at the second one's name")
    func apiNameClash() {
        let endpoint = #"{"method": "GET", "path": "/items/1", "response": {"schema": "https://x.test/shop/item.schema.json"}}"#
        let found = diagnostics(schemas: Self.schemas, endpoints: [
            "a/shop.endpoints.json": Self.declaration(endpoint, name: "getItem"),
            "b/shop.endpoints.json": Self.declaration(endpoint, name: "getOtherItem"),
        ])
        #expect(found == ["/s/b/shop.endpoints.json:2:19: error: the API 'shop' would generate the type 'ShopAPI', which is already the type of the API 'shop'; rename it"])
    }

    @Test("Enum parameter types avoid the names of generated types they would hide")
    func enumNamesAvoidModels() throws {
        let endpoint = #"{"method": "GET", "path": "/items", "query": {"item": {"type": "string", "enum": ["a"]}, "response": {"type": "string", "enum": ["b"]}}, "response": {"schema": "https://x.test/shop/item.schema.json"}}"#
        let module = try translate(schemas: Self.schemas, endpoints: ["shop/shop.endpoints.json": Self.declaration(endpoint)])
        let parameters = try #require(module.apis.first?.endpoints.first?.queryParameters)
        let names = parameters.compactMap { parameter -> String? in
            if case .enumeration(let type) = parameter.type { return type.name }
            return nil
        }
        #expect(names == ["ItemParameter", "ResponseParameter"])
    }
}
