import ContractJSON

/// `unknown-keyword`: keywords JSON Schema does not know are silently ignored, so a misspelt
/// `requird` or `maxLenght` turns a constraint off. A keyword close to a real one is an error (with
/// the likely intended keyword); other unknown keywords are warnings (extensions should start with
/// `x-`); `x-` keywords close to one the generator reads, and keywords deprecated in 2020-12, are warnings.
struct UnknownKeywordRule: LintRule {
    let id = "unknown-keyword"
    let summary = "A keyword JSON Schema does not know (likely misspelt) is ignored."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in schemas.files.indices {
            schemas.forEachSchema(in: index) { node in
                guard let object = node.object else { return }
                let known = SchemaKeywords.known(in: node.draft)
                for key in object.keys where !known.contains(key) {
                    let pointer = node.location.pointer.appending(key)
                    if key.hasPrefix("x-") {
                        if !SchemaKeywords.generatorExtensions.contains(key),
                           let meant = EditDistance.suggestion(for: key, among: SchemaKeywords.generatorExtensions) {
                            findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                        message: "unknown extension \"\(key)\": did you mean \"\(meant)\"? The generator ignores it"))
                        }
                        continue
                    }
                    if node.draft == .draft2020_12, let replacement = SchemaKeywords.deprecated2020[key] {
                        findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer,
                                                    message: "\"\(key)\" is deprecated in draft 2020-12; use \(replacement)"))
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
