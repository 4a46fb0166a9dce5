import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// `unknown-format`: the generator maps `date-time`, `date`, `uuid` and `uri` strings to Swift types,
/// `int8`…`uint64` integers to sized integers, and the runtime checks the other standard formats; any
/// other format (a typo such as `date_time`, or a custom one) becomes a plain `String` that nothing
/// checks. A format on a type it does not apply to (`int32` on a string) is reported too.
struct UnknownFormatRule: LintRule {
    let id = "unknown-format"
    let summary = "A format the generator does not know is neither typed nor checked."

    /// Formats the runtime validator checks on strings (the generator types some of them).
    static let stringFormats: Set<String> = Vocabulary.formatNamesOfAnyDraft
    /// Formats that choose an integer width.
    static let integerFormats: Set<String> = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var findings: [LintFinding] = []
        let known = UnknownFormatRule.stringFormats.union(UnknownFormatRule.integerFormats)
        for index in schemas.files.indices {
            schemas.forEachSchema(in: index) { node in
                guard case .string(let format)? = node.object?["format"] else { return }
                let pointer = node.location.pointer.appending("format")
                guard known.contains(format) else {
                    var message = "format \"\(format)\" is unknown to the generator: the value stays a plain string and nothing checks it"
                    if let meant = EditDistance.suggestion(for: format, among: known) { message += "; did you mean \"\(meant)\"?" }
                    findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer, message: message))
                    return
                }
                let types = node.types
                guard !types.isEmpty else { return }
                if UnknownFormatRule.integerFormats.contains(format), !types.contains("integer") {
                    findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                message: "format \"\(format)\" sizes integers but the type is \(types.sorted().joined(separator: " or "))"))
                } else if UnknownFormatRule.stringFormats.contains(format), !types.contains("string") {
                    findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                message: "format \"\(format)\" applies to strings but the type is \(types.sorted().joined(separator: " or "))"))
                }
            }
        }
        return findings
    }
}
