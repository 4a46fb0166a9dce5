import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// `duplicate-id`: two schemas declare the same `$id` (which one a reference means would depend on the order
/// the files were read), or a schema declares an official metaschema's URI (validators keep the bundled
/// metaschema for it, so payloads naming it are not checked against this schema). Found by the referencing layer.
struct DuplicateIdentifierRule: LintRule {
    let id = "duplicate-id"
    let summary = "Two schemas declare the same $id, or a schema claims an official metaschema's URI."

    func check(_ schemas: SchemaSet) -> [LintFinding] {
        let registry = schemas.registry
        var findings: [LintFinding] = []
        for duplicate in registry.duplicates {
            let first = duplicate.first
            let position = schemas.nearestPosition(in: first.document, identifierPointer(first, in: schemas))
            let place = "\(schemas.files[first.document].path):\(position.line):\(position.column)"
            findings.append(
                LintFinding(
                    rule: id, severity: .error, file: duplicate.second.document,
                    pointer: identifierPointer(duplicate.second, in: schemas),
                    message: "$id \"\(duplicate.uri)\" is declared twice (also at \(place))"))
        }
        for claim in registry.officialClaims {
            findings.append(
                LintFinding(
                    rule: id, severity: .warning, file: claim.location.document, pointer: identifierPointer(claim.location, in: schemas),
                    message: "$id \"\(claim.uri)\" is an official metaschema's URI; validators keep the bundled metaschema for it"))
        }
        return findings
    }

    /// The pointer to the identifier keyword of the schema at `location`, or to the schema.
    private func identifierPointer(_ location: ResourceLocation, in schemas: SchemaSet) -> JSONPointer {
        let keyword = schemas.registry.scope(at: location).draft.vocabulary.identifierKeyword
        guard case .object(let object)? = schemas.registry.value(at: location), object[keyword] != nil else { return location.pointer }
        return location.pointer.appending(keyword)
    }
}
