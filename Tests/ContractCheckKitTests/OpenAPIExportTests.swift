import ContractJSON
import Foundation
import Testing

/// `contract-check openapi`: a contract folder as one OpenAPI 3.1 document.
@Suite("openapi: a contract folder as one OpenAPI 3.1 document")
struct OpenAPIExportTests {
    /// A folder with two APIs: a shop (bearer, fixed base URL, a POST with a body and an idempotency key,
    /// error bodies by status, class and default) and a catalogue (cursor paging), whose schemas refer to each
    /// other by relative file name, by absolute `$id`, into `$defs`, by `$anchor` and inside the same file.
    static func folder() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(
            "shop/order.schema.json",
            #"""
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/shop/order.schema.json",
             "type": "object", "required": ["id", "lines"],
             "properties": {"id": {"type": "string"}, "lines": {"type": "array", "items": {"$ref": "#/$defs/line"}},
                            "total": {"$ref": "money.schema.json"}, "note": {"$ref": "money.schema.json#note"}},
             "$defs": {"line": {"type": "object", "properties": {"sku": {"$ref": "https://contracts.local/catalogue/item.schema.json#/properties/sku"}}}}}
            """#)
        try scratch.write(
            "shop/money.schema.json",
            #"""
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://contracts.local/shop/money.schema.json",
             "type": "integer", "$defs": {"note": {"$anchor": "note", "type": "string"}}}
            """#)
        try scratch.write(
            "shop/error.schema.json",
            #"""
            {"$id": "https://contracts.local/shop/error.schema.json", "type": "object", "properties": {"message": {"type": "string"}}}
            """#)
        try scratch.write(
            "catalogue/item.schema.json",
            #"""
            {"$id": "https://contracts.local/catalogue/item.schema.json", "type": "object",
             "properties": {"sku": {"type": "string", "pattern": "^[A-Z]{3}$"}}}
            """#)
        try scratch.write(
            "catalogue/page.schema.json",
            #"""
            {"$id": "https://contracts.local/catalogue/page.schema.json", "type": "object",
             "properties": {"items": {"type": "array", "items": {"$ref": "item.schema.json"}}, "next": {"type": ["string", "null"]}}}
            """#)
        // Files without $id are known by their file URI: a relative $ref between two of them still resolves.
        try scratch.write("legacy/legacy.schema.json", #"{"type": "object", "properties": {"note": {"$ref": "note.schema.json"}}}"#)
        try scratch.write("legacy/note.schema.json", #"{"type": "string"}"#)
        try scratch.write(
            "shop/shop.endpoints.json",
            #"""
            {"$schema": "https://contracts.local/endpoints.schema.json",
             "api": {"name": "shop", "title": "Shop", "baseURL": "https://shop.example", "auth": "bearer",
                     "messages": {"404": "No such order.", "5xx": "The shop is down."}},
             "endpoints": {
               "getOrder": {"method": "GET", "path": "/orders/{order_id}", "summary": "One order.",
                            "pathParameters": {"order_id": {"type": "string", "minLength": 1, "description": "The order."}},
                            "response": {"schema": "https://contracts.local/shop/order.schema.json"},
                            "errors": {"404": "https://contracts.local/shop/error.schema.json",
                                       "5xx": "https://contracts.local/shop/error.schema.json",
                                       "default": "https://contracts.local/shop/error.schema.json"}},
               "placeOrder": {"method": "POST", "path": "/orders", "idempotencyKey": true,
                              "request": {"schema": "https://contracts.local/shop/order.schema.json"},
                              "response": {"schema": "https://contracts.local/shop/order.schema.json"}},
               "list": {"method": "GET", "path": "/orders", "response": {"schema": "https://contracts.local/shop/order.schema.json"}}}}
            """#)
        try scratch.write(
            "catalogue/catalogue.endpoints.json",
            #"""
            {"$schema": "https://contracts.local/endpoints.schema.json",
             "api": {"name": "catalogue"},
             "endpoints": {
               "list": {"method": "GET", "path": "/items",
                        "query": {"cursor": {"type": "string", "examples": ["c1"]},
                                  "limit": {"type": "integer", "default": 20, "required": true}},
                        "response": {"schema": "https://contracts.local/catalogue/page.schema.json"},
                        "pagination": {"style": "cursor", "cursorParameter": "cursor", "items": "/items", "nextCursor": "/next"}}}}
            """#)
        return scratch
    }

    static func export(_ arguments: [String]) throws -> JSONObject {
        let result = check(["openapi"] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        return try #require(try JSONValue(parsing: result.output).objectValue)
    }

    @Test("every endpoint is an operation with its parameters, body, responses, security, servers and paging")
    func operations() throws {
        let scratch = try Self.folder()
        let document = try Self.export([scratch.path])
        #expect(document["openapi"] == "3.1.0")
        #expect(document["info"]?["title"] == "Contracts")
        #expect(document["tags"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["catalogue", "shop"])
        let paths = try #require(document["paths"]?.objectValue)
        #expect(paths.keys.sorted() == ["/items", "/orders", "/orders/{order_id}"])

        let getOrder = try #require(paths["/orders/{order_id}"]?["get"]?.objectValue)
        #expect(getOrder["operationId"] == "getOrder")
        #expect(getOrder["servers"] == [["url": "https://shop.example"]])
        #expect(getOrder["security"] == [["bearerAuth": []]])
        #expect(
            getOrder["parameters"] == [
                [
                    "name": "order_id", "in": "path", "required": true, "description": "The order.",
                    "schema": ["type": "string", "minLength": 1],
                ]
            ])
        let responses = try #require(getOrder["responses"]?.objectValue)
        #expect(responses.keys == ["2XX", "404", "5XX", "default"])
        #expect(responses["404"]?["description"] == "No such order.")
        #expect(responses["5XX"]?["description"] == "The shop is down.")
        #expect(responses["2XX"]?["content"]?["application/json"]?["schema"] == ["$ref": "#/components/schemas/Order"])

        // Two APIs name an endpoint "list": both operation ids take their API's name.
        #expect(paths["/orders"]?["get"]?["operationId"] == "shopList")
        let list = try #require(paths["/items"]?["get"]?.objectValue)
        #expect(list["operationId"] == "catalogueList")
        #expect(list["security"] == nil && list["servers"] == nil)
        #expect(list["x-pagination"]?["nextCursor"] == "/next")
        let parameters = list["parameters"]?.arrayValue ?? []
        #expect(parameters.map { $0["name"]?.stringValue ?? "" } == ["cursor", "limit"])
        #expect(parameters.map { $0["required"] } == [false, true])
        #expect(parameters.first?["schema"] == ["type": "string", "examples": ["c1"]])
        #expect(parameters.last?["schema"] == ["type": "integer", "default": 20])
        #expect(list["x-pagination"] == ["style": "cursor", "cursorParameter": "cursor", "items": "/items", "nextCursor": "/next"])

        let place = try #require(paths["/orders"]?["post"]?.objectValue)
        #expect(place["requestBody"]?["required"] == true)
        #expect(place["requestBody"]?["content"]?["application/json"]?["schema"] == ["$ref": "#/components/schemas/Order"])
        #expect(place["parameters"]?.arrayValue?.first?["name"] == "Idempotency-Key")
        #expect(place["parameters"]?.arrayValue?.first?["in"] == "header")
        #expect(document["components"]?["securitySchemes"]?["bearerAuth"] == ["type": "http", "scheme": "bearer"])
    }

    @Test("bundled schemas lose their $id and every $ref becomes a pointer into the document that resolves")
    func bundledReferencesResolve() throws {
        let scratch = try Self.folder()
        let document = JSONValue.object(try Self.export([scratch.path]))
        let schemas = try #require(document["components"]?["schemas"]?.objectValue)
        #expect(schemas.keys.sorted() == ["Error", "Item", "Legacy", "Money", "Note", "Order", "Page"])
        #expect(schemas["Legacy"]?["properties"]?["note"] == ["$ref": "#/components/schemas/Note"])
        let order = try #require(schemas["Order"]?.objectValue)
        #expect(order["$id"] == nil && order["$schema"] == nil)
        #expect(order["properties"]?["total"] == ["$ref": "#/components/schemas/Money"])
        #expect(order["properties"]?["note"] == ["$ref": "#/components/schemas/Money/$defs/note"])
        #expect(order["$defs"]?["line"]?["properties"]?["sku"] == ["$ref": "#/components/schemas/Item/properties/sku"])
        #expect(order["properties"]?["lines"]?["items"] == ["$ref": "#/components/schemas/Order/$defs/line"])
        let references = Self.references(in: document)
        #expect(references.count >= 10)
        for reference in references {
            let pointer = try #require(JSONPointer(uriFragment: reference), "\(reference)")
            #expect(pointer.resolve(in: document) != nil, "\(reference) does not resolve in the document")
        }
    }

    @Test("with --files, references are paths to the schema files relative to the document's folder")
    func fileReferences() throws {
        let scratch = try Self.folder()
        let output = scratch.path + "/out/openapi.json"
        try FileManager.default.createDirectory(atPath: scratch.path + "/out", withIntermediateDirectories: true)
        let result = check(["openapi", scratch.path, "--files", "--output", output])
        #expect(result.status == 0, "\(result.errorOutput)")
        let document = try JSONValue(parsing: try #require(FileManager.default.contents(atPath: output)).map { $0 })
        #expect(document["components"]?["schemas"] == nil)
        let references = Self.references(in: document)
        #expect(references.contains("../shop/order.schema.json"))
        for reference in references {
            #expect(FileManager.default.fileExists(atPath: scratch.path + "/out/" + reference), "\(reference)")
        }
    }

    @Test("a schema $id no file has, or a placeholder without its parameter, is an error at file:line:column")
    func locatedErrors() throws {
        let scratch = try Self.folder()
        let endpoints = try scratch.write(
            "shop/shop.endpoints.json",
            #"""
            {"api": {"name": "shop"},
             "endpoints": {
               "getOrder": {"method": "GET", "path": "/orders/{order_id}",
                            "pathParameters": {"order_id": {"type": "string"}},
                            "response": {"schema": "https://contracts.local/shop/missing.schema.json"}}}}
            """#)
        let missing = check(["openapi", scratch.path])
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(missing.errorOutput.hasPrefix(endpoints + ":5:"), "\(missing.errorOutput)")
        #expect(missing.errorOutput.contains("https://contracts.local/shop/missing.schema.json"))

        try scratch.write(
            "shop/shop.endpoints.json",
            #"""
            {"api": {"name": "shop"},
             "endpoints": {"getOrder": {"method": "GET", "path": "/orders/{id}",
                                        "response": {"schema": "https://contracts.local/shop/order.schema.json"}}}}
            """#)
        let placeholder = check(["openapi", scratch.path])
        #expect(placeholder.status == 1)
        #expect(placeholder.errorOutput.hasPrefix(endpoints + ":2:"), "\(placeholder.errorOutput)")
        #expect(placeholder.errorOutput.contains("placeholder"))
    }

    @Test("a declaration the generator refuses is refused, every problem at file:line:column as the generator reports it")
    func generatorRules() throws {
        let scratch = try Self.folder()
        let endpoints = try scratch.write(
            "shop/shop.endpoints.json",
            #"""
            {"api": {"name": "shop"},
             "endpoints": {
               "getOrder": {"method": "FETCH", "path": "/orders",
                            "response": {"schema": "https://contracts.local/shop/order.schema.json"}},
               "list": {"method": "GET", "path": "/orders", "colour": "blue",
                        "response": {"schema": "https://contracts.local/shop/order.schema.json"}}}}
            """#)
        let result = check(["openapi", scratch.path])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        let lines = result.errorOutput.split(separator: "\n").map(String.init)
        let method = "method must be one of GET, POST, PUT, PATCH, DELETE"
        #expect(lines.contains { $0.hasPrefix(endpoints + ":3:") && $0.contains(method) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(endpoints + ":5:") && $0.contains("unknown member 'colour'") }, "\(lines)")
    }

    @Test("a $ref no schema of the folder resolves is refused where it is written, as the generator refuses it")
    func unresolvableReference() throws {
        let scratch = try Self.folder()
        let money = try scratch.write(
            "shop/money.schema.json",
            #"""
            {"$id": "https://contracts.local/shop/money.schema.json",
             "type": "object", "properties": {"currency": {"$ref": "currency.schema.json"}}}
            """#)
        for arguments in [[scratch.path], [scratch.path, "--files"]] {
            let result = check(["openapi"] + arguments)
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(result.errorOutput.contains(money + ":2:"), "\(result.errorOutput)")
            #expect(result.errorOutput.contains("https://contracts.local/shop/currency.schema.json"), "\(result.errorOutput)")
        }
    }

    @Test("the package's own contracts export, and every reference resolves")
    func packageContracts() throws {
        let document = JSONValue.object(try Self.export(["Schemas", "--title", "Seed APIs", "--api-version", "2.0.0"]))
        #expect(document["info"] == ["title": "Seed APIs", "version": "2.0.0"])
        #expect(document["components"]?["schemas"]?["Endpoints"] == nil, "the endpoints format's schema is no payload")
        let operations = document["paths"]?.objectValue?.flatMap { $0.value.objectValue?.keys ?? [] } ?? []
        #expect(operations.count >= 7)
        for reference in Self.references(in: document) {
            let pointer = try #require(JSONPointer(uriFragment: reference))
            #expect(pointer.resolve(in: document) != nil, "\(reference)")
        }
    }

    /// Every `$ref` string in `value`.
    static func references(in value: JSONValue) -> [String] {
        switch value {
        case .object(let object):
            return object.flatMap { member -> [String] in
                if member.key == "$ref", let text = member.value.stringValue { return [text] }
                return references(in: member.value)
            }
        case .array(let elements):
            return elements.flatMap(references(in:))
        default:
            return []
        }
    }
}
