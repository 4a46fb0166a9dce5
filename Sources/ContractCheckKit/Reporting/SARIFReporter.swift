import ContractJSON
import ContractSchema
import ContractSchemaCore

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as GitHub code scanning and other
/// dashboards import it: one run of the `contract-check` tool, one result per problem with its file,
/// line and column, and the JSON Pointers in the result's property bag.
///
/// The log is streamed: the tool and its rule table first, then results as they come, then the
/// invocation (whose outcome is only known at the end), so memory stays flat.
final class SARIFReporter: Reporter {
    private let context: ReportContext
    private var first = true
    private var ruleIndex: [String: Int] = [:]

    /// The published schema of SARIF 2.1.0 (errata 01).
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    init(context: ReportContext) {
        self.context = context
        for (index, rule) in context.rules.enumerated() where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = index
        }
    }

    func begin() {
        var out: [UInt8] = []
        out += #"{"$schema":"#.utf8
        JSONWriter.writeString(SARIFReporter.schemaURI, into: &out)
        out += #","version":"2.1.0","runs":[{"tool":{"driver":{"name":"contract-check","rules":["#.utf8
        for (index, rule) in context.rules.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += "\n".utf8
            let descriptor: JSONValue = .object(JSONObject([
                .init(key: "id", value: .string(rule.id)),
                .init(key: "shortDescription", value: .object(JSONObject([.init(key: "text", value: .string(rule.summary))]))),
            ]))
            out += JSONWriter.compact.bytes(from: descriptor)
        }
        out += "]}},\n".utf8
        out += #""columnKind":"unicodeCodePoints","results":["#.utf8
        context.console.write(out)
    }

    func report(_ item: CheckedItem) {
        for diagnostic in item.diagnostics {
            var out: [UInt8] = first ? Array("\n".utf8) : Array(",\n".utf8)
            first = false
            out += JSONWriter.compact.bytes(from: result(for: diagnostic, in: item))
            context.console.write(out)
        }
    }

    func end(_ summary: ReportSummary) {
        let out = "],\n\"invocations\":[{\"executionSuccessful\":\(summary.exitStatus != 2),\"exitCode\":\(summary.exitStatus)}]}]}\n"
        context.console.write(Array(out.utf8))
    }

    /// The SARIF result object of one diagnostic.
    func result(for diagnostic: Finding, in item: CheckedItem) -> JSONValue {
        let level = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
        var text = diagnostic.message
        if let pointer = diagnostic.pointer { text = (pointer.isEmpty ? "(root)" : pointer) + ": " + text }
        var members: [JSONObject.Member] = [.init(key: "ruleId", value: .string(diagnostic.rule))]
        if let index = ruleIndex[diagnostic.rule] { members.append(.init(key: "ruleIndex", value: .number(JSONNumber(index)))) }
        members.append(.init(key: "level", value: .string(level)))
        members.append(.init(key: "message", value: .object(JSONObject([.init(key: "text", value: .string(text))]))))
        let region: JSONValue = .object(JSONObject([
            .init(key: "startLine", value: .number(JSONNumber(max(1, diagnostic.line)))),
            .init(key: "startColumn", value: .number(JSONNumber(max(1, diagnostic.column)))),
        ]))
        let physical: JSONValue = .object(JSONObject([
            .init(key: "artifactLocation", value: .object(JSONObject([.init(key: "uri", value: .string(SARIFReporter.uri(forPath: item.source)))]))),
            .init(key: "region", value: region),
        ]))
        members.append(.init(key: "locations", value: .array([.object(JSONObject([.init(key: "physicalLocation", value: physical)]))])))
        var properties: [JSONObject.Member] = []
        if let pointer = diagnostic.pointer { properties.append(.init(key: "instanceLocation", value: .string(pointer))) }
        if !diagnostic.keywordLocation.isEmpty { properties.append(.init(key: "keywordLocation", value: .string(diagnostic.keywordLocation))) }
        if let location = diagnostic.schemaLocation { properties.append(.init(key: "absoluteKeywordLocation", value: .string(location))) }
        if !properties.isEmpty { members.append(.init(key: "properties", value: .object(JSONObject(properties)))) }
        return .object(JSONObject(members))
    }

    /// A URI reference for a file path: relative paths stay relative, absolute ones become `file://`
    /// URLs; characters a URI cannot hold are percent-encoded.
    static func uri(forPath path: String) -> String {
        let encoded = FileSystem.percentEncoded(path)
        if path.hasPrefix("/") { return "file://" + encoded }
        // A relative reference's first segment must not look like a scheme.
        if let colon = encoded.firstIndex(of: ":"), !encoded[..<colon].contains("/") {
            return "./" + encoded
        }
        return encoded
    }
}
