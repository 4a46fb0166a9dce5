import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// `compile`: every schema must compile for validation: patterns the validator's ECMAScript regex
/// engine accepts, keyword values of the right kind, references that do not loop. Unresolvable
/// references are left to ``DanglingReferenceRule``.
struct CompileRule: LintRule {
    let id = "compile"
    let summary = "The schema cannot be compiled for validation."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        var registry = SchemaRegistry()
        var fileIndex: [String: Int] = [:]
        for (index, file) in schemas.files.enumerated() {
            fileIndex[file.path] = index
            try? registry.register(file.document, uri: FileSystem.fileURI(file.path), source: file.path)
        }
        var findings: Set<LintFinding> = []
        for (index, file) in schemas.files.enumerated() {
            do {
                _ = try SchemaValidator(uri: FileSystem.fileURI(file.path), registry: registry)
            } catch {
                if error.message.contains("unresolvable reference") { continue }
                let failingFile = error.source.flatMap { fileIndex[$0] } ?? index
                findings.insert(LintFinding(rule: id, severity: .error, file: failingFile, pointer: error.pointer ?? .root, message: error.message))
            }
        }
        return findings.sorted { ($0.file, $0.pointer.description) < ($1.file, $1.pointer.description) }
    }
}
