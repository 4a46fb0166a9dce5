import ContractJSON
import ContractSchema

/// `metaschema`: every file must be a valid schema of its draft (its `$schema`, 2020-12 by default),
/// with formats asserted so that `pattern` must be a valid regular expression and `$ref` a valid URI
/// reference.
struct MetaschemaRule: LintRule {
    let id = "metaschema"
    let summary = "The schema breaks the metaschema of its draft."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        let registry = SchemaRegistry()
        var validators: [Draft: SchemaValidator] = [:]
        var findings: [LintFinding] = []
        for (index, file) in schemas.files.enumerated() {
            if validators[file.draft] == nil {
                validators[file.draft] = try? SchemaValidator(uri: file.draft.rawValue, registry: registry, options: ValidationOptions(assertsFormats: true))
            }
            guard let validator = validators[file.draft] else { continue }
            let result = validator.validate(file.document)
            for error in result.errors {
                findings.append(LintFinding(rule: id, severity: .error, file: index, pointer: error.instanceLocation,
                                            message: "\(error.message) (metaschema \(error.keywordLocation))"))
            }
        }
        return findings
    }
}
