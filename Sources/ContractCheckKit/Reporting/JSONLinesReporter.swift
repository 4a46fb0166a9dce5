import ContractJSON

/// One JSON object per checked document, one per line (JSON Lines), each a 2020-12 "basic" output
/// unit (it validates against `https://json-schema.org/draft/2020-12/output/schema#/$defs/basic`):
///
/// ```json
/// {"source":"pages.ndjson","line":2,"valid":false,"keywordLocation":"","instanceLocation":"",
///  "errors":[{"valid":false,"keywordLocation":"/properties/hasMore/type",
///             "absoluteKeywordLocation":"https://…#/properties/hasMore/type","instanceLocation":"/hasMore",
///             "error":"expected boolean, found string \"yes\"","line":2,"column":26}]}
/// ```
///
/// `source` and `line` say where the document is; each unit adds the `line` and `column` of the
/// failing value. Findings that are not schema violations (invalid JSON, lint rules) say their `rule`;
/// warnings and notes go to `annotations` with `valid: true`.
final class JSONLinesReporter: Reporter {
    private let context: ReportContext

    init(context: ReportContext) {
        self.context = context
    }

    func begin() {}

    func report(_ item: CheckedItem) {
        context.console.write(JSONLinesReporter.line(for: item))
    }

    func end(_ summary: ReportSummary) {}

    /// The JSON text (with its newline) of one item.
    static func line(for item: CheckedItem) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(160)
        out += #"{"source":"#.utf8
        JSONWriter.writeString(item.source, into: &out)
        out += #","line":"#.utf8
        out += String(item.line).utf8
        out += item.isValid ? #","valid":true"#.utf8 : #","valid":false"#.utf8
        out += #","keywordLocation":"","instanceLocation":"","errors":["#.utf8
        var first = true
        for diagnostic in item.diagnostics where diagnostic.severity == .error {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            unit(diagnostic, into: &out)
        }
        out.append(UInt8(ascii: "]"))
        if item.diagnostics.contains(where: { $0.severity != .error }) {
            out += #","annotations":["#.utf8
            first = true
            for diagnostic in item.diagnostics where diagnostic.severity != .error {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                unit(diagnostic, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out += "}\n".utf8
        return out
    }

    /// Appends one output unit.
    private static func unit(_ diagnostic: Finding, into out: inout [UInt8]) {
        let isError = diagnostic.severity == .error
        out += isError ? #"{"valid":false"#.utf8 : #"{"valid":true"#.utf8
        out += #","keywordLocation":"#.utf8
        JSONWriter.writeString(diagnostic.keywordLocation, into: &out)
        if let location = diagnostic.schemaLocation {
            out += #","absoluteKeywordLocation":"#.utf8
            JSONWriter.writeString(location, into: &out)
        }
        out += #","instanceLocation":"#.utf8
        JSONWriter.writeString(diagnostic.pointer ?? "", into: &out)
        out += isError ? #","error":"#.utf8 : #","annotation":"#.utf8
        JSONWriter.writeString(diagnostic.message, into: &out)
        out += #","line":"#.utf8
        out += String(diagnostic.line).utf8
        out += #","column":"#.utf8
        out += String(diagnostic.column).utf8
        if diagnostic.schemaLocation == nil {
            out += #","rule":"#.utf8
            JSONWriter.writeString(diagnostic.rule, into: &out)
            out += #","severity":"#.utf8
            JSONWriter.writeString(diagnostic.severity.rawValue, into: &out)
        }
        out.append(UInt8(ascii: "}"))
    }
}
