import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// `metaschema`: every file must be a valid schema of its draft (its `$schema`, 2020-12 by default).
/// Formats are checked too, so that `pattern` must be a valid regular expression (an error: validators
/// refuse the schema) and `$ref` a valid URI reference; a value that breaks only a format other than
/// `regex` is a warning, since the metaschemas do not assert formats and validators accept such a `$ref`
/// (SchemaStore's vector.json writes `#/definitions/Option<String>`, which every validator resolves).
struct MetaschemaRule: LintRule {
    let id = "metaschema"
    let summary = "The schema breaks the metaschema of its draft."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        let registry = SchemaRegistry()
        var validators: [Draft: (plain: SchemaValidator, formats: SchemaValidator)] = [:]
        var findings: [LintFinding] = []
        for (index, file) in schemas.files.enumerated() {
            let asserting = ValidationOptions(assertsFormats: true)
            let draft = schemas.draft(ofFile: index)
            if validators[draft] == nil,
               let plain = try? SchemaValidator(uri: draft.rawValue, registry: registry),
               let formats = try? SchemaValidator(uri: draft.rawValue, registry: registry, options: asserting) {
                validators[draft] = (plain, formats)
            }
            if let name = file.document.root["$schema"]?.stringValue, SchemaDocumentIndex.isOfficial(name),
               Draft(metaschemaURI: name) == draft, !draft.isCanonical(name) {
                // Read as the draft it names, but validators that match the URI exactly (jsonschema-rs, ajv) refuse it.
                let message = "\"\(name)\" is read as \(draft.title); write \"\(draft.rawValue)#\", the URI every validator knows"
                let place = JSONPointer(tokens: ["$schema"])
                findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: place, message: message))
            }
            guard let validator = validators[draft] else { continue }
            let checked = validator.formats.validate(file.document)
            if checked.isValid { continue }
            // The errors without formats, then each failing format alone (not the anyOf/oneOf around it).
            var reported = validator.plain.validate(file.document).errors.map { ($0, Finding.Severity.error) }
            for error in checked.errors where error.keyword == "format" {
                reported.append((error, error.expected == "a valid regex" ? .error : .warning))
            }
            for (error, severity) in reported {
                findings.append(LintFinding(rule: id, severity: severity, file: index, pointer: error.instanceLocation,
                                            message: "\(error.message) (metaschema \(error.keywordLocation))"))
            }
        }
        return findings
    }
}
