// The checker of `.ci/realdata-gate`, copied into its temporary package as one executable per API, beside a
// `main.swift` (written by the gate) that lists the generated endpoints the saved responses belong to. Not part of
// the package.
import ContractRuntime
import Foundation

// The validation mode the gate requests every response with (strict is run too, for the baseline). The switch
// to issue 39's tolerant decoding is this one line, once `.tolerant` absorbs every violation it should.
let gateMode: @Sendable (any PayloadValidator, @escaping @Sendable (ValidationReport) -> Void) -> ValidationMode = {
    .tolerant($0, drift: $1)
}

/// A generated endpoint `E` sent with the path parameters and query of a saved request: its definition (method,
/// path template, response schema), its `Response` type and its decoder are `E`'s own.
struct Replay<E: Endpoint>: Endpoint {
    typealias API = E.API
    typealias Response = E.Response
    static var definition: EndpointDefinition { E.definition }
    var parts: RequestParts
    func requestParts() -> RequestParts { parts }
    static func decodeResponse(from document: JSONDocument, using decoder: any ResponseDecoder) throws(PayloadError) -> Response {
        try E.decodeResponse(from: document, using: decoder)
    }
}

/// The drift reports one request produced (the client calls the drift handler on its own task).
final class DriftBox: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [ValidationReport] = []
    func add(_ report: ValidationReport) { lock.withLock { reports.append(report) } }
    var all: [ValidationReport] { lock.withLock { reports } }
}

/// One saved response as the gate lists it: `id<TAB>endpoint<TAB>status<TAB>body file<TAB>path parameters as
/// name=value&...<TAB>query`.
struct ReplayCase {
    var id: String, endpoint: String, status: Int, file: String, path: [String: String], query: String
}

/// Sends `case` through a client of `E.API` in `mode` and says what came back: `decoded` (the value re-encoded,
/// compared with the body), `status N` or `failed: ...`, with the drift reported.
func send<E: Endpoint>(_: E.Type, _ item: ReplayCase, baseURL: URL, strict: Bool, validator: any PayloadValidator) async -> String {
    let drift = DriftBox()
    let mode: ValidationMode = strict ? .strict(validator) : gateMode(validator) { drift.add($0) }
    let client = APIClient<E.API>(baseURL: baseURL, middlewares: [HeaderFieldsMiddleware(["X-Replay": item.id])],
                                  retryPolicy: .never, validation: mode)
    var parts = RequestParts(path: item.path)
    parts.query = item.query.split(separator: "&").map { pair in
        let halves = pair.split(separator: "=", maxSplits: 1).map { String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0) }
        return QueryItem(name: halves[0], value: halves.count > 1 ? halves[1] : "")
    }
    do {
        let value = try await client.send(Replay<E>(parts: parts))
        let drifted = listed(drift.all.flatMap(\.violations))
        guard let bytes = FileManager.default.contents(atPath: item.file), let received = try? JSONValue(parsing: [UInt8](bytes)) else {
            return "decoded\tunreadable body file\t" + drifted
        }
        let again: String
        if let encodable = payload(of: value) as? any JSONValueEncodable {
            again = JSONValueEquivalence.firstDifference(encodable.jsonValue, received).map { "differs at \($0.isEmpty ? "/" : $0)" } ?? "same"
        } else if let raw = payload(of: value) as? RawBody, let body = try? JSONValue(parsing: raw.bytes) {
            // A body that is not typed (no JSON schema for its status) is handed over as it came: kept.
            again = JSONValueEquivalence.firstDifference(body, received).map { "raw body differs at \($0)" } ?? "same (raw body)"
        } else {
            again = "not re-encodable (\(type(of: value)))"
        }
        return "decoded\t\(again)\t" + drifted
    } catch {
        if let status = error.status { return "status \(status)\t-\t" }
        if !strict, let why = rootRule(E.self, item, validator: validator) {
            return "failed [\(why)]: \(error.description.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ").prefix(300))\t-\t"
        }
        return "failed: \(error.description.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ").prefix(300))\t-\t"
    }
}

/// The value a response decoded to: the payload of its status's case when the endpoint's 2xx bodies differ
/// (a `StatusResponse` enumeration), else the value itself.
func payload(of value: Any) -> Any {
    guard value is any StatusResponse, let child = Mirror(reflecting: value).children.first?.value else { return value }
    return child
}

/// The schema of the body of `E`'s responses with `status`: the status's own when its 2xx bodies differ.
func responseSchema<E: Endpoint>(_: E.Type, status: Int) -> String? {
    if let statuses = E.Response.self as? any StatusResponse.Type { return statuses.responseSchema(forStatus: status) }
    return E.definition.responseSchema
}

/// Why the tolerant decode of `item`'s body fails, by the rules of `DecodingPolicy`: the generated type decoded without
/// validation fails at a value (a pointer) that breaks the schema, and every step from there up to the root is a place
/// whose rule is to fail: a required member of an object (the validator reports it missing once removed), or an
/// element of an array at the root (nowhere to keep the array); an array member of an object would leave the element
/// out instead. Returns `root rule: FAILURE-POINTER via STEPS` when the failure follows the rules, `not by the rules:
/// WHY` when it does not, `nil` when the body cannot be read.
func rootRule<E: Endpoint>(_: E.Type, _ item: ReplayCase, validator: any PayloadValidator) -> String? {
    guard let schema = responseSchema(E.self, status: item.status), let bytes = FileManager.default.contents(atPath: item.file),
          let document = try? JSONDocument(parsing: [UInt8](bytes)), let body = try? JSONValue(parsing: [UInt8](bytes)),
          let type = E.Response.self as? any JSONViewDecodable.Type
    else { return nil }
    let failure: JSONPointer
    do throws(DecodingFailure) {
        _ = try document.withView { (view) throws(DecodingFailure) in try type.init(from: view, at: 0, validating: false) }
        return "not by the rules: the generated type decodes the body"
    } catch {
        failure = error.location(in: document).pointer
    }
    let errors = validator.violations(of: document, against: schema)
    guard errors.contains(where: { failure.tokens.starts(with: $0.pointer.tokens) }) else {
        return "not by the rules: decoding fails at \(failure), where the validator finds nothing"
    }
    var steps: [String] = []
    var tokens = failure.tokens
    while let token = tokens.popLast() {
        let parent = JSONPointer(tokens: tokens)
        switch value(at: tokens, in: body) {
        case .object(var object)?:
            object[token] = nil
            let without = replacing(body, at: tokens[...], with: .object(object))
            guard let stripped = try? JSONDocument(parsing: JSONWriter.compact.bytes(from: without)),
                  validator.violations(of: stripped, against: schema).contains(where: {
                      $0.pointer == parent && ($0.schemaLocation ?? "").hasSuffix("/required") && $0.message.contains(token)
                  })
            else { return "not by the rules: \(parent.appending(token)) is an optional member, which would be nil" }
            steps.append("required \(token)")
        case .array?:
            guard tokens.isEmpty else {
                return "not by the rules: \(parent.appending(token)) is an element of an array that is not the root"
            }
            steps.append("root array element \(token)")
        default:
            return "not by the rules: no container at \(parent)"
        }
    }
    return "root rule: " + (steps.isEmpty ? "the root itself" : "\(failure) via \(steps.joined(separator: ", "))")
}

func value(at tokens: [String], in value: JSONValue) -> JSONValue? {
    var current = value
    for token in tokens {
        switch current {
        case .object(let object): guard let next = object[token] else { return nil }; current = next
        case .array(let array): guard let index = Int(token), array.indices.contains(index) else { return nil }; current = array[index]
        default: return nil
        }
    }
    return current
}

func replacing(_ value: JSONValue, at tokens: ArraySlice<String>, with new: JSONValue) -> JSONValue {
    guard let token = tokens.first else { return new }
    switch value {
    case .object(var object):
        object[token] = replacing(object[token] ?? .null, at: tokens.dropFirst(), with: new)
        return .object(object)
    case .array(var array):
        guard let index = Int(token), array.indices.contains(index) else { return value }
        array[index] = replacing(array[index], at: tokens.dropFirst(), with: new)
        return .array(array)
    default:
        return value
    }
}

/// The violations the API's validator finds in the body against the endpoint's response schema (JSON Pointers).
func validatorPointers(_ item: ReplayCase, schema: String?, validator: any PayloadValidator) -> String {
    guard let schema, let bytes = FileManager.default.contents(atPath: item.file), let document = try? JSONDocument(parsing: [UInt8](bytes)) else {
        return "-"
    }
    return listed(validator.violations(of: document, against: schema))
}

/// The violations for one TSV field, each `POINTER @SCHEMA-LOCATION: expected ..., found ...` (where, which keyword
/// of which schema, what), so that the gate compares the drift with the validator's errors entry by entry, not by
/// counts or pointers alone. Separated by U+001F, tabs and line breaks inside them escaped; the root (the empty
/// pointer) written `(root)/KEYWORD` (the schema keyword that failed), so that the gate can tell a root that breaks
/// (a required member missing, another JSON type) from drift inside it.
func listed(_ violations: [PayloadViolation]) -> String {
    violations.map { violation in
        let location = violation.schemaLocation ?? "?"
        let pointer: String
        if violation.pointer.tokens.isEmpty {
            pointer = "(root)/" + (location.split(separator: "/").last.map(String.init) ?? "?")
        } else {
            pointer = violation.pointer.description
        }
        return "\(pointer) @\(location): expected \(violation.expected), found \(violation.found)"
            .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\u{1F}", with: " ")
    }
    .joined(separator: "\u{1F}")
}

/// `Check<API> PORT CASES.tsv`: prints per case `id<TAB>validator pointers<TAB>strict result<TAB>gate-mode result`,
/// where a result is `outcome<TAB>re-encoding<TAB>drift pointers`.
func runReplay<API: APIDefinition>(
    _: API.Type, validator: any PayloadValidator,
    endpoints: [String: (send: @Sendable (ReplayCase, URL, Bool) async -> String, schema: @Sendable (Int) -> String?)]
) async -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count == 3, let port = Int(arguments[1]), let baseURL = URL(string: "http://127.0.0.1:\(port)"),
          let list = FileManager.default.contents(atPath: arguments[2]), let text = String(data: list, encoding: .utf8)
    else {
        print("usage: Check<API> <port> <cases.tsv>")
        return 2
    }
    for line in text.split(separator: "\n") {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 6, let status = Int(f[2]) else { continue }
        var path: [String: String] = [:]
        for pair in f[4].split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            if halves.count == 2 { path[halves[0]] = halves[1] }
        }
        let item = ReplayCase(id: f[0], endpoint: f[1], status: status, file: f[3], path: path, query: f[5])
        guard let endpoint = endpoints[item.endpoint] else {
            print("\(item.id)\t-\tno endpoint \(item.endpoint)\t-\t-\tno endpoint\t-\t-")
            continue
        }
        let found = validatorPointers(item, schema: endpoint.schema(item.status), validator: validator)
        let strict = await endpoint.send(item, baseURL, true)
        let gate = await endpoint.send(item, baseURL, false)
        print("\(item.id)\t\(found)\t\(strict)\t\(gate)")
        fflush(nil)  // every open stream, stdout included: a trap later still leaves the lines before it
    }
    return 0
}
