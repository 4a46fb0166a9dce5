import ContractJSON
import Foundation
import GeneratorPipeline
import GeneratorTestSupport
import Testing
@testable import GeneratorLoading

/// Loads endpoint declarations given as text (`relative path: JSON`).
func loadEndpoints(_ files: [String: String]) throws(GeneratorError) -> [EndpointFile] {
    try EndpointLoader.load(sources: files.map {
        SchemaLoader.Source(path: "/decl/" + $0.key, relativePath: $0.key, bytes: Array($0.value.utf8))
    })
}

/// The diagnostics loading one declaration fails with.
func endpointDiagnostics(_ text: String, path: String = "api/api.endpoints.json") -> [String] {
    do {
        _ = try loadEndpoints([path: text])
        return []
    } catch {
        return error.diagnostics.map(\.printedLine)
    }
}

/// `LINE:COLUMN` of the first occurrence of `needle` in `text` after `prefix` (1-based, columns in
/// code points).
func lineAndColumn(of needle: String, after prefix: String = "", in text: String) -> String {
    let start = prefix.isEmpty ? text.startIndex : (text.range(of: prefix)?.upperBound ?? text.endIndex)
    guard let range = text.range(of: needle, range: start..<text.endIndex) else { return "not found: \(needle)" }
    let before = text[..<range.lowerBound]
    let line = before.count(where: { $0 == "\n" }) + 1
    let column = before.split(separator: "\n", omittingEmptySubsequences: false).last!.unicodeScalars.count + 1
    return "\(line):\(column)"
}

/// A declaration with one endpoint `getRound` whose object is `endpoint` (on line 4), and `api` (on line 2).
func declaration(endpoint: String, api: String = #"{"name": "scores"}"#) -> String {
    """
    {
      "api": \(api),
      "endpoints": {
        "getRound": \(endpoint)
      }
    }
    """
}

@Suite("Loading endpoint declarations")
struct EndpointLoaderTests {
    static let fullDeclaration = #"""
        {
          "$schema": "https://contracts.local/endpoints.schema.json",
          "api": {
            "name": "sessions",
            "title": "Sessions",
            "baseURL": "https://api.example.com/v1",
            "auth": "bearer",
            "messages": {"403": "No access.", "connection": "Offline."}
          },
          "endpoints": {
            "listSessions": {
              "summary": "A page of sessions.",
              "method": "GET",
              "path": "/groups/{group_id}/members/{member_id}/sessions",
              "pathParameters": {
                "member_id": {"type": "string", "minLength": 1},
                "group_id": {"type": "integer", "minimum": 1}
              },
              "query": {
                "limit": {"type": "integer", "minimum": 1, "maximum": 100, "default": 20},
                "cursor": {"type": "string"},
                "status": {"type": "string", "enum": ["open", "closed"], "default": "open"},
                "verbose": {"type": "boolean", "required": true}
              },
              "response": {"schema": "https://x.test/page.schema.json"},
              "errors": {"404": "https://x.test/error.schema.json", "default": "https://x.test/error.schema.json"},
              "pagination": {"style": "cursor", "cursorParameter": "cursor", "limitParameter": "limit", "items": "/sessions", "nextCursor": "/next~1cursor"},
              "messages": {"404": "No such group."}
            },
            "createSession": {
              "method": "POST",
              "path": "/sessions",
              "request": {"schema": "https://x.test/new.schema.json", "contentType": "application/json"},
              "response": {"schema": "https://x.test/session.schema.json"},
              "idempotencyKey": true,
              "idempotent": false
            }
          }
        }
        """#

    @Test("A well-formed declaration is read with every member, in file order")
    func readsEveryMember() throws {
        let files = try loadEndpoints(["sessions/sessions.endpoints.json": Self.fullDeclaration])
        let file = try #require(files.first)
        #expect(file.relativePath == "sessions/sessions.endpoints.json")
        #expect(file.api.name == "sessions")
        #expect(file.api.baseURL == "https://api.example.com/v1")
        #expect(file.api.authentication == .bearer)
        #expect(file.api.messages == [MessageEntry(key: "403", text: "No access."), MessageEntry(key: "connection", text: "Offline.")])
        #expect(file.endpoints.map(\.name) == ["listSessions", "createSession"])

        let list = file.endpoints[0]
        #expect(list.method == .get)
        // Path parameters follow the placeholders, not the order they are declared in.
        #expect(list.pathParameters.map(\.name) == ["group_id", "member_id"])
        #expect(list.pathParameters.map(\.type) == [.integer, .string])
        #expect(list.pathParameters.allSatisfy { $0.isRequired })
        #expect(list.queryParameters.map(\.name) == ["limit", "cursor", "status", "verbose"])
        #expect(list.queryParameter(named: "limit")?.defaultValue == .number(JSONNumber(20)))
        #expect(list.queryParameter(named: "limit")?.maximum == 100)
        #expect(list.queryParameter(named: "status")?.allowedValues == ["open", "closed"])
        #expect(list.queryParameter(named: "verbose")?.isRequired == true)
        #expect(list.queryParameter(named: "cursor")?.isRequired == false)
        #expect(list.responseSchema?.uri == "https://x.test/page.schema.json")
        #expect(list.errorSchemas.map(\.key) == ["404", "default"])
        #expect(list.messages == [MessageEntry(key: "404", text: "No such group.")])
        let pagination = try #require(list.pagination)
        #expect(pagination.items.pointer == JSONPointer("/sessions"))
        #expect(pagination.limitParameter == "limit")
        guard case .cursor(let parameter, let nextCursor) = pagination.style else {
            Issue.record("expected cursor pagination, got \(pagination.style)")
            return
        }
        #expect(parameter == "cursor")
        #expect(nextCursor.pointer.tokens == ["next/cursor"])

        let create = file.endpoints[1]
        #expect(create.method == .post)
        #expect(create.requestSchema?.uri == "https://x.test/new.schema.json")
        #expect(create.acceptsIdempotencyKey)
        #expect(create.isIdempotent == false)
        #expect(list.isIdempotent == nil)
    }

    /// A broken declaration, the text its error is placed at, and the message.
    struct BrokenCase: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var at: String
        var after = ""
        var message: String
        var description: String { name }
    }

    static let brokenCases: [BrokenCase] = [
        BrokenCase(
            name: "placeholder without a path parameter",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds/{round_id}", "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #""/rounds/{round_id}""#,
            message: "path placeholder '{round_id}' is not declared in pathParameters"),
        BrokenCase(
            name: "path parameter without a placeholder",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "pathParameters": {"round_id": {"type": "string"}}, "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #"{"type": "string"}"#,
            message: "path parameter 'round_id' has no {round_id} placeholder in the path"),
        BrokenCase(
            name: "repeated placeholder",
            text: declaration(endpoint: #"{"method": "GET", "path": "/a/{id}/b/{id}", "pathParameters": {"id": {"type": "string"}}, "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #""/a/{id}/b/{id}""#,
            message: "path placeholder '{id}' appears more than once"),
        BrokenCase(
            name: "empty path segment",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds//ratings", "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #""/rounds//ratings""#,
            message: "path segment '' of '/rounds//ratings' must be one {name} placeholder or non-empty unreserved characters (letters, digits, '-', '.', '_', '~')"),
        BrokenCase(
            name: "unknown member",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "verb": "GET", "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #""GET""#,
            after: #""verb": "#,
            message: "unknown member 'verb' in endpoint 'getRound'; expected one of summary, description, method, path, pathParameters, query, request, response, errors, idempotent, idempotencyKey, pagination, messages"),
        BrokenCase(
            name: "unknown method",
            text: declaration(endpoint: #"{"method": "FETCH", "path": "/rounds", "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #""FETCH""#,
            message: "method must be one of GET, POST, PUT, PATCH, DELETE"),
        BrokenCase(
            name: "missing response",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds"}"#),
            at: #"{"method""#,
            message: "missing member 'response' in endpoint 'getRound'"),
        BrokenCase(
            name: "schema named by file path",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "response": {"schema": "round.schema.json"}}"#),
            at: #""round.schema.json""#,
            message: "response.schema 'round.schema.json' must be a schema's absolute $id (https://...), not a file path"),
        BrokenCase(
            name: "default of the wrong type",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "query": {"limit": {"type": "integer", "default": "20"}}, "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #""20""#,
            message: "the default of query parameter 'limit' must be an integer"),
        BrokenCase(
            name: "default below the minimum",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "query": {"limit": {"type": "integer", "minimum": 1, "default": 0}}, "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #"0}"#,
            message: "the default 0 of query parameter 'limit' is below its minimum 1"),
        BrokenCase(
            name: "enum on an integer",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "query": {"size": {"type": "integer", "enum": ["1"]}}, "response": {"schema": "https://x.test/r.schema.json"}}"#),
            at: #"["1"]"#,
            message: "enum lists strings, so query parameter 'size' must have type string"),
        BrokenCase(
            name: "cursor parameter not in the query",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "response": {"schema": "https://x.test/r.schema.json"}, "pagination": {"style": "cursor", "cursorParameter": "after", "items": "/rounds", "nextCursor": "/next"}}"#),
            at: #""after""#,
            message: "cursorParameter 'after' is not a declared query parameter"),
        BrokenCase(
            name: "required cursor parameter",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "query": {"after": {"type": "string", "required": true}}, "response": {"schema": "https://x.test/r.schema.json"}, "pagination": {"style": "cursor", "cursorParameter": "after", "items": "/rounds", "nextCursor": "/next"}}"#),
            at: #""after", "items""#,
            message: "the cursor parameter 'after' must be optional without a default: the first page is requested without a cursor"),
        BrokenCase(
            name: "offset parameter of the wrong type",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "query": {"from": {"type": "string"}}, "response": {"schema": "https://x.test/r.schema.json"}, "pagination": {"style": "offset", "offsetParameter": "from", "items": "/rounds"}}"#),
            at: #""from", "items""#,
            message: "offsetParameter 'from' must be a query parameter of type integer without enum"),
        BrokenCase(
            name: "pointer without a leading slash",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "query": {"after": {"type": "string"}}, "response": {"schema": "https://x.test/r.schema.json"}, "pagination": {"style": "cursor", "cursorParameter": "after", "items": "rounds", "nextCursor": "/next"}}"#),
            at: #""rounds""#,
            message: #"pagination.items 'rounds' is not a JSON Pointer ("/member/member", with ~0 for '~' and ~1 for '/')"#),
        BrokenCase(
            name: "member of the other pagination style",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "query": {"after": {"type": "string"}}, "response": {"schema": "https://x.test/r.schema.json"}, "pagination": {"style": "cursor", "cursorParameter": "after", "items": "/rounds", "nextCursor": "/next", "hasMore": "/more"}}"#),
            at: #""/more""#,
            message: "unknown member 'hasMore' in cursor pagination; expected one of style, cursorParameter, limitParameter, items, nextCursor"),
        BrokenCase(
            name: "unknown message key",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "response": {"schema": "https://x.test/r.schema.json"}, "messages": {"forbidden": "No."}}"#),
            at: #""No.""#,
            message: #"unknown message key 'forbidden'; expected a status ("403"), a class ("4xx", "5xx"), connection, timeout, payload, cancelled or other"#),
        BrokenCase(
            name: "API name that is not lowerCamelCase",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "response": {"schema": "https://x.test/r.schema.json"}}"#, api: #"{"name": "Rounds"}"#),
            at: #""Rounds""#,
            message: "api.name 'Rounds' must be lowerCamelCase: a lowercase ASCII letter, then letters and digits"),
        BrokenCase(
            name: "base URL with a trailing slash",
            text: declaration(endpoint: #"{"method": "GET", "path": "/rounds", "response": {"schema": "https://x.test/r.schema.json"}}"#, api: #"{"name": "rounds", "baseURL": "https://api.example.com/"}"#),
            at: #""https://api.example.com/""#,
            message: "api.baseURL 'https://api.example.com/' must be an absolute http or https URL without query, fragment or trailing slash"),
        BrokenCase(
            name: "wrong $schema",
            text: "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"api\": {\"name\": \"x\"},\n  \"endpoints\": {\"a\": {\"method\": \"GET\", \"path\": \"/a\", \"response\": {\"schema\": \"https://x.test/a.schema.json\"}}}\n}",
            at: #""https://json-schema.org"#,
            message: #"$schema must be "https://contracts.local/endpoints.schema.json""#),
    ]

    @Test("Each broken rule is an error at file:line:column", arguments: brokenCases)
    func reportsBrokenRules(_ broken: BrokenCase) {
        let expected = "/decl/api/api.endpoints.json:\(lineAndColumn(of: broken.at, after: broken.after, in: broken.text)): error: \(broken.message)"
        #expect(endpointDiagnostics(broken.text) == [expected])
    }

    @Test("Every problem of a file is reported in one run")
    func reportsEveryProblem() {
        let text = declaration(endpoint: #"{"method": "FETCH", "path": "/rounds/{id}", "response": {"schema": "r.schema.json"}}"#)
        let messages = endpointDiagnostics(text).map { $0.components(separatedBy: ": error: ").last ?? $0 }
        #expect(messages == [
            "method must be one of GET, POST, PUT, PATCH, DELETE",
            "path placeholder '{id}' is not declared in pathParameters",
            "response.schema 'r.schema.json' must be a schema's absolute $id (https://...), not a file path",
        ])
    }

    @Test("Invalid JSON and duplicate keys are errors with their position")
    func invalidJSON() {
        let duplicate = "{\n  \"api\": {\"name\": \"a\"},\n  \"api\": {\"name\": \"b\"}\n}"
        // The parser places a repeated key at the key it repeats.
        #expect(endpointDiagnostics(duplicate) == [#"/decl/api/api.endpoints.json:2:3: error: invalid JSON: duplicate key "api" in object"#])
        let unterminated = "{\n  \"api\": {\"name\": \"a\"},\n  \"endpoints\": {\n"
        let diagnostics = endpointDiagnostics(unterminated)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("/decl/api/api.endpoints.json:4:1: error: invalid JSON: ") == true, "\(diagnostics)")
    }

    @Test("Directories yield schema files to the schema loader and declarations to the endpoint loader")
    func discoveryBySuffix() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("family"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let item = #"{"$id": "https://x.test/family/item.schema.json", "type": "object"}"#
        let format = #"{"$id": "https://contracts.local/endpoints.schema.json", "type": "object"}"#
        let endpoints = #"{"api": {"name": "family"}, "endpoints": {"getItem": {"method": "GET", "path": "/item", "response": {"schema": "https://x.test/family/item.schema.json"}}}}"#
        try Data(item.utf8).write(to: directory.appendingPathComponent("family/item.schema.json"))
        try Data(format.utf8).write(to: directory.appendingPathComponent("endpoints.schema.json"))
        try Data(endpoints.utf8).write(to: directory.appendingPathComponent("family/family.endpoints.json"))

        let schemas = try SchemaLoader.load(paths: [directory.path])
        let declarations = try EndpointLoader.load(paths: [directory.path])
        // The declaration format's own schema is tooling, not a contract: it is set aside.
        #expect(schemas.files.map(\.relativePath) == ["family/item.schema.json"])
        #expect(declarations.map(\.relativePath) == ["family/family.endpoints.json"])
        #expect(declarations.first?.endpoints.map(\.name) == ["getItem"])

        // A declaration given directly is read by the endpoint loader only.
        let file = directory.appendingPathComponent("family/family.endpoints.json").path
        #expect(try SchemaLoader.load(paths: [file]).files.isEmpty)
        #expect(try EndpointLoader.load(paths: [file]).count == 1)
    }

    @Test("an errors key is accepted exactly when the format schema's propertyNames pattern matches it")
    func errorKeysFollowTheFormatSchema() throws {
        // The pattern as published in Schemas/endpoints.schema.json, so that the reader and the schema cannot drift apart.
        let schema = try JSONValue(parsing: Array(try #require(FileManager.default.contents(atPath: "Schemas/endpoints.schema.json"))))
        let text = try #require(schema["$defs"]?["endpoint"]?["properties"]?["errors"]?["propertyNames"]?["pattern"]?.stringValue)
        let pattern = try NSRegularExpression(pattern: text)
        var keys = ["404", "4xx", "5xx", "1xx", "2xx", "600", "0xx", "40", "4044", "4x", "4xxx", "xx4", "4x4", "default", "", "٤٠٤", "4XX"]
        let alphabet = Array("0123456789x5X \ndefault")
        for _ in 0..<5_000 { keys.append(String((0..<Int.random(in: 0...4)).map { _ in alphabet.randomElement()! })) }
        for key in keys {
            // Only whole-key matches: NSRegularExpression's `$` also matches before a final line break.
            let whole = NSRange(key.startIndex..., in: key)
            let matched = pattern.firstMatch(in: key, range: whole).map { $0.range.length == whole.length } ?? false
            #expect(EndpointFileReader.isErrorKey(key) == matched, "\(key.debugDescription)")
        }
    }
}

@Suite("Loading endpoint declarations written in YAML")
struct YAMLEndpointLoaderTests {
    @Test("an *.endpoints.yaml declaration loads like JSON, and its diagnostics point at YAML lines")
    func yamlDeclaration() throws {
        let yaml = """
        # Endpoints in YAML.
        api:
          name: scores
          baseURL: https://api.example.com/v1
        endpoints:
          getRound:
            method: GET
            path: /rounds/{round_id}
            pathParameters:
              round_id: {type: string}
            response: {schema: 'https://x.test/round.schema.json'}
        """
        let files = try loadEndpoints(["api/scores.endpoints.yaml": yaml])
        #expect(files.count == 1)
        #expect(files.first?.relativePath == "api/scores.endpoints.yaml")
        let broken = endpointDiagnostics(yaml.replacingOccurrences(of: "method: GET", with: "method: FETCH"), path: "api/scores.endpoints.yaml")
        #expect(broken.contains { $0.contains("scores.endpoints.yaml:7:") }, "\(broken)")
        let invalid = endpointDiagnostics("api: [\n", path: "api/x.endpoints.yml")
        #expect(invalid.contains { $0.contains("invalid YAML") }, "\(invalid)")
    }
}
