import ContractJSON

/// `dangling-ref`: a `$ref` that resolves to nothing among the linted files (a missing file, a
/// wrong `$id`, a pointer into a missing `$defs` entry). References to the standard metaschemas are fine.
struct DanglingReferenceRule: LintRule {
    let id = "dangling-ref"
    let summary = "A $ref points to no schema among the linted files."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in schemas.files.indices {
            schemas.forEachSchema(in: index) { node in
                guard let reference = node.object?["$ref"]?.stringValue else { return }
                if case .missing(let uri) = schemas.resolve(reference, base: node.base) {
                    findings.append(LintFinding(rule: id, severity: .error, file: index, pointer: node.location.pointer.appending("$ref"),
                                                message: "$ref \"\(reference)\" resolves to \(uri), which is not among the linted schemas"))
                }
            }
        }
        return findings
    }
}
