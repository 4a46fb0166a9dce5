import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// `dangling-ref`: a `$ref` that resolves to nothing among the linted files (a missing file, a
/// wrong `$id`, a pointer into a missing `$defs` entry). References to the standard metaschemas are fine.
/// An absolute reference to a document that is not among the linted files (`https://geojson.org/schema/GeoJSON.json`,
/// as SchemaStore's schemas that defer to their upstream write) is a warning: lint fetches nothing, so it
/// cannot tell, and the reference is usually right.
struct DanglingReferenceRule: LintRule {
    let id = "dangling-ref"
    let summary = "A $ref points to no schema among the linted files."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in schemas.files.indices {
            schemas.forEachSchema(in: index) { node in
                guard let reference = node.object?["$ref"]?.stringValue else { return }
                guard case .missing(let uri) = schemas.resolve(reference, base: node.base) else { return }
                let document = URIReference(uri).withoutFragment.text
                let pointer = node.location.pointer.appending("$ref")
                if URIReference(reference).isAbsolute, case .missing = schemas.resolve(document, base: document) {
                    let message = "$ref \"\(reference)\" points outside the linted schemas; lint fetches nothing, so it is not checked"
                    findings.append(LintFinding(rule: id, severity: .warning, file: index, pointer: pointer, message: message))
                } else {
                    findings.append(LintFinding(rule: id, severity: .error, file: index, pointer: pointer,
                                                message: "$ref \"\(reference)\" resolves to \(uri), which is not among the linted schemas"))
                }
            }
        }
        return findings
    }
}
