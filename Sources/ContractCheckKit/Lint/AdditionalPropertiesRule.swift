import ContractJSON
import GeneratorLoading

/// `additional-properties-undecided`: an object schema that sets neither `additionalProperties` nor
/// `unevaluatedProperties` leaves open whether unknown fields are allowed; the house rule is to decide
/// (`true` for responses read by tolerant apps, `false` for request bodies) and say why in `$comment`.
/// `allOf` members and `if`/`then`/`else`/`not` branches are skipped (the composing schema decides),
/// and so are schemas that are only a `$ref`.
struct AdditionalPropertiesRule: LintRule {
    let id = "additional-properties-undecided"
    let summary = "An object schema does not decide additionalProperties."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in schemas.files.indices {
            schemas.forEachSchema(in: index) { node in
                guard let object = node.object, object["$ref"] == nil else { return }
                if let keyword = node.keyword, ["allOf", "if", "then", "else", "not", "dependentSchemas"].contains(keyword) { return }
                let types = node.types
                let isObject = types.contains("object") || (types.isEmpty && (object["properties"] != nil || object["required"] != nil))
                guard isObject, object["additionalProperties"] == nil, object["unevaluatedProperties"] == nil else { return }
                findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: node.location.pointer,
                                            message: "object schema leaves additionalProperties undecided: set true (apps tolerate new fields) or false (closed, e.g. request bodies)"))
            }
        }
        return findings
    }
}
