import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// Evidence for a union branch added: a document of that branch's shape. A document failing the union for another
/// reason (a member of another branch closed, a value no branch takes) shows another change.
extension DiffOracle {
    /// Validators of single schemas of the new version (an added branch), compiled once each; nil where one does not
    /// compile (the branch is then not checked).
    final class BranchValidators {
        var compiled: [JSONPointer: SchemaValidator?] = [:]
    }

    /// The added branch's place in the new file, when `change` is an `anyOf`/`oneOf` branch added there.
    func addedBranch(_ change: SchemaChange) -> JSONPointer? {
        guard change.kind == .branchAdded, let site = change.new, let file = newFileIndex,
            samplers[1].set.files[file].path == site.file
        else { return nil }
        let tokens = site.pointer.tokens
        guard tokens.count >= 2, ["anyOf", "oneOf"].contains(tokens[tokens.count - 2]), Int(tokens[tokens.count - 1]) != nil
        else { return nil }
        return site.pointer
    }

    /// Whether the added branch at `branch` takes the value at `place` (the union's place, where `error` lies) in `document`.
    func branch(_ branch: JSONPointer, takesValueOf error: ValidationError, at place: JSONPointer, in document: JSONValue) -> Bool {
        guard let value = place.resolve(in: document), let validator = branchValidator(branch) else { return false }
        // A name failing `propertyNames` is reported at its object (ansible-lint-config 5b070f00f's rule names): the branch
        // takes one of its member names.
        if error.keywordLocation.tokens.last == "propertyNames", case .object(let object) = value {
            return object.contains { member in
                let result = validator.validate(.string(member.key))
                return result.schemaFault == nil && result.isValid
            }
        }
        let result = validator.validate(value)
        return result.schemaFault == nil && result.isValid
    }

    /// The validator of the new file's schema at `pointer` (every file of the set registered for references).
    func branchValidator(_ pointer: JSONPointer) -> SchemaValidator? {
        if let known = branchValidators.compiled[pointer] { return known }
        var compiled: SchemaValidator?
        if let file = newFileIndex {
            let set = samplers[1].set
            var registry = SchemaRegistry()
            for other in set.files { try? registry.register(other.document, uri: FileSystem.fileURI(other.path), source: other.path) }
            let uri = FileSystem.fileURI(set.files[file].path) + "#" + FileSystem.percentEncoded(pointer.description)
            compiled = try? SchemaValidator(uri: uri, registry: registry, options: .validating)
        }
        branchValidators.compiled[pointer] = .some(compiled)
        return compiled
    }
}
