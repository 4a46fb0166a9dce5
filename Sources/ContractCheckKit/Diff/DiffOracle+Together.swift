import ContractJSON
import ContractSchema
import GeneratorLoading

/// Evidence for changes that show only together. tsconfig f645fe05f made the items of `files`, `exclude` and `include`
/// non-nullable, each in a definition that one branch of the root's `anyOf` names: `{"files": [null]}` fails the `files`
/// branch and passes the `exclude` one, which does not constrain `files`. A document holding each change's value
/// (`{"files": [null], "exclude": [null], "include": [null], …}`) fails every branch.
extension DiffOracle {
    /// The most changes of a pair given a document of their own for this (each compiles the schema at its site).
    static let nearMissesPerPair = 48
    /// The most changes given a merged document with their own value last.
    static let togetherTries = 16

    /// The key of `change` in ``nearMisses``.
    static func nearMissKey(_ change: SchemaChange) -> String {
        "\(change.kind.rawValue) \(change.instancePath) \(change.new?.file ?? "") \(change.new?.pointer.description ?? "")"
    }

    /// Keeps for `change` the document `base` with, at `path`, the first of `values` that the schema at the change's new
    /// site (its keyword's schema) rejects, where that site lies in the compared file.
    mutating func recordNearMiss(_ change: SchemaChange, values: [JSONValue], at path: [String], in base: JSONValue) {
        let key = DiffOracle.nearMissKey(change)
        guard nearMisses[key] == nil, nearMisses.count < DiffOracle.nearMissesPerPair, let site = change.new,
            let file = newFileIndex, samplers[1].set.files[file].path == site.file
        else { return }
        var pointer = site.pointer
        if samplers[1].set.value(at: SchemaLocation(file: file, pointer: pointer))?.objectValue == nil, let parent = pointer.parent {
            pointer = parent
        }
        guard let validator = branchValidator(pointer) else { return }
        for value in values {
            let result = validator.verdict(value)
            guard result.schemaFault == nil, !result.isValid else { continue }
            nearMisses[key] = DiffOracle.placing(value, at: path[...], in: base)
            return
        }
    }

    /// The changes of `pending` shown by a document merging the documents kept for each (``recordNearMiss``), when the old
    /// version accepts it and the new one rejects it: all of them, then for each change left (``togetherTries`` at most) the
    /// others with its own last, so that its value wins where two changes place theirs (`references`: `null`, `[null]`).
    /// Returns those still without evidence.
    mutating func showingTogether(_ pending: [Int], in changes: inout [SchemaChange], role: DiffRole) -> [Int] {
        guard role != .response else { return pending }
        let kept = pending.compactMap { index in nearMisses[DiffOracle.nearMissKey(changes[index])].map { (index, $0) } }
        guard kept.count >= 2 else { return pending }
        var left = pending
        let orders = [nil] + kept.prefix(DiffOracle.togetherTries).map { Optional($0.0) }
        for last in orders where targetedSpent < targetedBudget {
            if let last, !left.contains(last) { continue }
            let documents = kept.filter { $0.0 != last }.map(\.1) + kept.filter { $0.0 == last }.map(\.1)
            guard let first = documents.first else { continue }
            let merged = documents.dropFirst().reduce(first) { DocumentSampler.merged($0, $1) }
            targetedSpent += 1
            let before = oldValidator.verdict(merged), after = newValidator.verdict(merged)
            guard before.schemaFault == nil, after.schemaFault == nil, before.isValid, !after.isValid else { continue }
            let witness = Witness(document: merged, errors: newValidator.validate(merged).errors)
            left = left.filter { index in
                guard evidence(for: changes[index], among: [(witness, true)]) != nil else { return true }
                changes[index].setEvidence(merged)
                return false
            }
        }
        return left
    }
}
