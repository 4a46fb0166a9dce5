import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// Evidence for changes inside a definition that no payload path of the compared file reaches: a file that bundles
/// definitions for other files to reference (ansible-lint's `ansible.json`, whose root takes only arrays and `{}`;
/// CycloneDX's `cryptography-defs.schema.json`, whose enums `bom-1.7.schema.json` names). No document of the file
/// shows such a change, so it is shown by a document of the definition, which a user checks with
/// `validate --schema FILE#/$defs/name` (``SchemaChange/evidenceSchema``).
extension DiffOracle {
    /// The most definitions per pair of files searched this way: each costs a sample of its own.
    static let unreachedDefinitionsPerPair = 16
    /// The most definitions the file reaches searched this way per pair, after those it does not reach, and the size of
    /// each one's sample and search: the file's own search came first and found nothing.
    static let reachedDefinitionsPerPair = 16
    static let reachedDefinitionSample = 600

    /// Adds evidence, from documents of their definition, to the unconfirmed changes of `engine`'s pairs whose definition
    /// neither version's compared file reaches, then (fewer, with smaller searches) to those of definitions it reaches; those
    /// still without evidence keep the reason the file's search gave.
    static func annotateUnreachedDefinitions(_ changes: inout [SchemaChange], engine: SchemaDiff) {
        for (pair, files) in engine.pairedFiles.enumerated() {
            var byDefinition: [JSONPointer: [Int]] = [:]
            var reached: [JSONPointer: Bool] = [:]
            var absent: Set<JSONPointer> = []
            var referrers: [[SchemaLocation: [SchemaLocation]]?] = [nil, nil]
            for index in changes.indices where changes[index].pair == pair && changes[index].isUnconfirmed {
                guard let (definition, _) = splitDefinitionPath(changes[index]) else { continue }
                if reached[definition] == nil {
                    guard reached.count < unreachedDefinitionsPerPair else { continue }
                    var any = false
                    for (side, set, file) in [(0, engine.old, files.old), (1, engine.new, files.new)] {
                        let location = SchemaLocation(file: file, pointer: definition)
                        // Both versions hold it (a definition added or removed is no such change), reached from neither root.
                        guard set.value(at: location) != nil else {
                            any = true
                            absent.insert(definition)
                            break
                        }
                        if referrers[side] == nil { referrers[side] = DiffOracle.referrers(in: set, from: [file]) }
                        if reaches(location, root: file, referrers: referrers[side] ?? [:]) { any = true }
                    }
                    reached[definition] = any
                }
                if reached[definition] != nil, !absent.contains(definition) { byDefinition[definition, default: []].append(index) }
            }
            // Then definitions the file reaches where no document of the file showed the change: one a union of the root
            // masks (dofigen 8040e5857's `AddGitRepo`, under a root whose new `anyOf` branch takes every old document whole)
            // still breaks documents of the definition, and other files that reference it.
            let unreached = byDefinition.filter { reached[$0.key] == false }.sorted { $0.key.description < $1.key.description }
            let reachedOnes = byDefinition.filter { reached[$0.key] == true }.sorted { $0.key.description < $1.key.description }
            for (offset, (definition, indices)) in (unreached + reachedOnes.prefix(reachedDefinitionsPerPair)).enumerated() {
                let isReached = offset >= unreached.count
                let old = rootedAt(definition, engine.old, files.old), new = rootedAt(definition, engine.new, files.new)
                guard let old, let new,
                    var oracle = DiffOracle(
                        old: old, oldFile: files.old, new: new, newFile: files.new, limit: isReached ? reachedDefinitionSample : 3_000)
                else { continue }
                let budget = engine.options.evidenceBudget
                oracle.targetedBudget = isReached ? min(budget, reachedDefinitionSample) : budget
                var subset = indices.map { changes[$0] }
                oracle.annotate(
                    &subset, pair: pair, oldPath: old.files[files.old].path, newPath: new.files[files.new].path, role: engine.options.role)
                for (index, change) in zip(indices, subset) where change.evidenceDocument != nil {
                    changes[index] = change
                    changes[index].evidenceSchema = definition
                    changes[index].unconfirmedAmong = nil
                    changes[index].noEvidenceReason = nil
                }
            }
        }
    }

    /// Whether a chain of `$ref`s leads documents of `root` to `location`, however long (``payloadRoutes(of:root:referrers:depth:)``
    /// follows eight levels: a definition deeper than that is reached all the same, and a document of the file shows it).
    static func reaches(_ location: SchemaLocation, root: Int, referrers: [SchemaLocation: [SchemaLocation]]) -> Bool {
        guard var pending = holder(of: location, root: root).map({ [$0] }) else { return true }
        var seen = Set(pending)
        while let holder = pending.popLast() {
            for place in referrers[holder] ?? [] {
                guard let next = DiffOracle.holder(of: place, root: root) else { return true }
                if seen.insert(next).inserted { pending.append(next) }
            }
        }
        return false
    }

    /// `set` with its file `file` rooted at the definition at `pointer`: its identifiers and definitions kept, and an `allOf`
    /// of a `$ref` to the definition beside them, so that its documents are the definition's and every pointer still names the same
    /// schema (`validate --schema FILE#POINTER` checks them alike).
    static func rootedAt(_ pointer: JSONPointer, _ set: SchemaSet, _ file: Int) -> SchemaSet? {
        guard case .object(let root) = set.files[file].root else { return nil }
        var members: [JSONObject.Member] = []
        let identifiers = ["$schema", "$id", "id", "$vocabulary", "$anchor", "$dynamicAnchor", "$recursiveAnchor"]
        let kept = identifiers + Vocabulary.definitionsKeywordsOfAnyDraft
        for member in root where kept.contains(member.key) { members.append(member) }
        // In `allOf`: beside a draft-07 `$ref`, the file's `$id` would be ignored.
        let reference = JSONValue.object(JSONObject([.init(key: "$ref", value: .string("#" + pointer.uriFragment))]))
        members.append(.init(key: "allOf", value: .array([reference])))
        guard let document = try? JSONDocument(parsing: JSONWriter.compact.bytes(from: .object(JSONObject(members)))) else { return nil }
        var rooted = SchemaSet.repository()
        for (index, each) in set.files.enumerated() {
            rooted.add(each.path, relativePath: each.relativePath, document: index == file ? document : each.document)
        }
        return rooted
    }
}
