import ContractJSON
import ContractSchemaCore

/// `unknown-keyword`: keywords JSON Schema does not know are silently ignored, so a misspelt
/// `requird` or `maxLenght` turns a constraint off. A keyword close to a real one is an error (with
/// the likely intended keyword); other unknown keywords are warnings (extensions should start with
/// `x-`); `x-` keywords close to one the generator reads, and keywords deprecated in the schema's draft, are warnings.
struct UnknownKeywordRule: LintRule {
    let id = "unknown-keyword"
    let summary = "A keyword JSON Schema does not know (likely misspelt) is ignored."

    /// The `x-` extensions the Swift generator reads.
    static let generatorExtensions: Set<String> = [
        "x-enum-names", "x-enum-closed", "x-swift-name", "x-swift-type", "x-mappers",
    ]

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in schemas.files.indices {
            schemas.forEachSchema(in: index) { node in
                guard let object = node.object else { return }
                let vocabulary = node.draft.vocabulary
                let known = vocabulary.keywords.subtracting(vocabulary.deprecatedKeywords.keys)
                for key in object.keys where !known.contains(key) {
                    let pointer = node.location.pointer.appending(key)
                    if key.hasPrefix("x-") {
                        if !UnknownKeywordRule.generatorExtensions.contains(key),
                           let meant = EditDistance.suggestion(for: key, among: UnknownKeywordRule.generatorExtensions) {
                            findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                        message: "unknown extension \"\(key)\": did you mean \"\(meant)\"? The generator ignores it"))
                        }
                        continue
                    }
                    if let replacement = vocabulary.deprecatedKeywords[key] {
                        findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                    message: "\"\(key)\" is deprecated in \(node.draft.title); use \(replacement)"))
                    } else if let meant = EditDistance.suggestion(for: key, among: known) {
                        findings.append(LintFinding(rule: id, severity: .error, file: index, pointer: pointer,
                                                    message: "unknown keyword \"\(key)\": did you mean \"\(meant)\"? JSON Schema ignores it, so it checks nothing"))
                    } else {
                        findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                    message: "unknown keyword \"\(key)\" is ignored by validators; name extensions x-…"))
                    }
                }
            }
        }
        return findings
    }
}
