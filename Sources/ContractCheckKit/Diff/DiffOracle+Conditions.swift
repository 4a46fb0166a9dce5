import ContractJSON
import GeneratorLoading

/// Values aimed at a changed `then` or `else`: the branch's values show a change only in an object that meets the `if`
/// (for `then`) or fails it (for `else`), which values of the branch alone seldom do (`{"interval": "cron"}`, a manifest
/// of version 3 where the `if` asks for 2).
extension DiffOracle {
    /// `values` (a `then`'s or `else`'s, and those around it) each with members that make its object meet the `if` of
    /// `site`'s holder (a `then`) or fail it (an `else`), first; `values` unchanged for other sites.
    mutating func aimedAtCondition(_ values: [JSONValue], site: SchemaSite?, of change: SchemaChange, sampler: Int) -> [JSONValue] {
        let file = sampler == 0 ? oldFileIndex : newFileIndex
        if let site, let file, let last = site.pointer.tokens.last, last == "dependencies" || last == "dependentSchemas" {
            // The other version's entries, so that the names whose entries changed come first.
            var others = JSONObject()
            if let other = sampler == 0 ? change.new : change.old, let otherFile = sampler == 0 ? newFileIndex : oldFileIndex,
                case .object(let entries)? = samplers[1 - sampler].set.value(at: SchemaLocation(file: otherFile, pointer: other.pointer))
            {
                others = entries
            }
            return aimedAtDependencies(site.pointer, besides: others, sampler: sampler, file: file) + values
        }
        guard let site, let file, var last = site.pointer.tokens.last, DiffOracle.conditionalKeywords.contains(last),
            let holder = site.pointer.parent
        else { return values }
        var branch = site.pointer
        if last == "if" {
            // A changed `if` shows through its `then` (else its `else`).
            guard case .object(let object)? = samplers[sampler].set.value(at: SchemaLocation(file: file, pointer: holder)) else {
                return values
            }
            last = object["then"] != nil ? "then" : "else"
            guard object[last] != nil else { return values }
            branch = holder.appending(last)
        }
        let conditions = conditionMembers(holder: holder, meeting: last == "then", sampler: sampler, file: file)
        guard !conditions.isEmpty else { return values }
        var aimed = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 2)
        // Each member the branch declares on its own (and its mutations), then the values around it.
        var members: [JSONValue] = []
        if case .object(let properties)? = samplers[sampler].set.value(at: SchemaLocation(file: file, pointer: branch))?
            .objectValue?["properties"]
        {
            for name in properties.keys.prefix(16) {
                let location = SchemaLocation(file: file, pointer: branch.appending("properties").appending(name))
                var found = samplers[sampler].values(at: location, depth: 1)
                // A member the branch forbids (`args: false`): any value shows it.
                if found.isEmpty { found = DocumentSampler.oneOfEachType.filter { $0 != .null } }
                // Mutations of a value that holds something (`[]` has none worth making).
                let full = found.prefix(4).first { !($0.arrayValue?.isEmpty ?? false) && !($0.objectValue?.keys.isEmpty ?? false) }
                for value in found.prefix(4) + (full.map { DocumentSampler.mutations(of: $0).prefix(8) } ?? []) {
                    members.append(.object(JSONObject([JSONObject.Member(key: name, value: value)])))
                }
            }
        }
        // An `enum` inside the branch that gained or lost values (github-issue-forms feba3a093: a textarea's `attributes/render`
        // gained 909 languages after its first eleven, which no sampled value reaches): the values only this version's takes,
        // each in the branch's own values.
        let otherSite = sampler == 0 ? change.new : change.old
        if let otherSite, let otherFile = sampler == 0 ? newFileIndex : oldFileIndex, siteFile(otherSite, 1 - sampler) == otherFile {
            let otherPlace = otherSite.pointer.tokens.last == "if" ? otherSite.pointer.parent?.appending(last) : otherSite.pointer
            let here = SchemaLocation(file: file, pointer: branch)
            var apart: [(path: [String], value: JSONValue)] = []
            if let otherPlace {
                let there = SchemaLocation(file: otherFile, pointer: otherPlace)
                apart = DiffOracle.enumValuesApart(samplers[sampler].set, here, from: samplers[1 - sampler].set, there)
            }
            let holders = samplers[sampler].values(at: SchemaLocation(file: file, pointer: branch), depth: 1)
                .filter { $0.objectValue != nil }
            var placed: [JSONValue] = []
            for (path, value) in apart.prefix(8) {
                for holder in holders.filter({ DiffOracle.value(at: path.dropLast(), in: $0) != nil }).prefix(2) {
                    placed.append(DiffOracle.placing(value, at: path[...], in: holder))
                }
            }
            members = placed + members
        }
        // A branch's `not: {required: X}`, either version's: an object holding every name of X, each with a value the
        // holder gives it here (ansible-lint c0c2022ac's collection roles: `video_links` joined the names they may not all hold).
        let otherFile = sampler == 0 ? newFileIndex : oldFileIndex
        let otherBranch = (sampler == 0 ? change.new : change.old).map { $0.pointer.tokens.last == "if" ? branch : $0.pointer }
        for (set, place) in [(samplers[sampler].set, SchemaLocation(file: file, pointer: branch))]
            + (otherFile.flatMap { other in otherBranch.map { (samplers[1 - sampler].set, SchemaLocation(file: other, pointer: $0)) } }
                .map { [$0] } ?? [])
        {
            guard case .array(let names)? = set.value(at: place)?.objectValue?["not"]?.objectValue?["required"] else { continue }
            var holding = JSONObject()
            for name in names.prefix(32).compactMap(\.stringValue) {
                var value: JSONValue?
                for object in DiffOracle.conditionHolders(holder) where value == nil {
                    let location = SchemaLocation(file: file, pointer: object.appending("properties").appending(name))
                    value = samplers[sampler].values(at: location, depth: 1).first
                }
                holding[name] = value ?? .string("a")
            }
            if !holding.keys.isEmpty { members.insert(.object(holding), at: 0) }
        }
        // Over the object's own smallest values first (its required members: an args item's `name`), then alone.
        let objects = DiffOracle.conditionHolders(holder).reversed().flatMap { place in
            samplers[sampler].values(at: SchemaLocation(file: file, pointer: place), depth: 1)
                .filter { $0.objectValue.map { !$0.keys.isEmpty } ?? false }
                .sorted { JSONWriter.compact.string(from: $0).count < JSONWriter.compact.string(from: $1).count }.prefix(2)
        }
        let candidates = (members.prefix(48) + values.prefix(24)).filter { $0.objectValue != nil }
        let frames: [JSONValue?] = objects.prefix(2).map { $0 } + [nil]
        for object in frames {
            for value in candidates {
                for condition in conditions.prefix(2) {
                    aimed.add(DocumentSampler.merged(object.map { DocumentSampler.merged($0, value) } ?? value, condition))
                }
            }
        }
        return aimed.values + values
    }

    /// For a change inside a definition: sampled values of the definitions whose `$ref`s reach it, by the number of tokens
    /// of `path` that lead to them (`cmd_task` at `tasks/*` for a change in `args_item`, which `cmd_task`'s `args` items
    /// name), so that the value sits in the object that uses the definition.
    mutating func referrerFrames(for change: SchemaChange, at path: [String]) -> [Int: [JSONValue]] {
        guard change.instancePath.hasPrefix("#"), let (definition, inside) = DiffOracle.splitDefinitionPath(change) else { return [:] }
        var frames: [Int: [JSONValue]] = [:]
        for (sampler, file) in [(1, newFileIndex), (0, oldFileIndex)] {
            guard let file else { continue }
            if referrers[sampler] == nil { referrers[sampler] = DiffOracle.referrers(in: samplers[sampler].set, from: [file]) }
            // Three definitions up at most (`args_item` ← `args` list ← `cmd_task`), three `$ref`s each.
            var level: [(definition: SchemaLocation, below: Int)] = [(SchemaLocation(file: file, pointer: definition), inside.count)]
            for _ in 0..<3 {
                var next: [(definition: SchemaLocation, below: Int)] = []
                for (target, below) in level {
                    for place in (referrers[sampler]?[target] ?? []).prefix(3) {
                        let tokens = place.pointer.tokens
                        guard
                            let index = tokens.indices.last(where: {
                                ["$defs", "definitions"].contains(tokens[$0]) && $0 + 1 < tokens.count
                            })
                        else { continue }
                        let holder = SchemaLocation(file: place.file, pointer: JSONPointer(tokens: Array(tokens[...(index + 1)])))
                        let steps = below + DiffOracle.instancePath(of: tokens[(index + 2)...]).count
                        let depth = path.count - steps
                        guard depth >= 0 else { continue }
                        next.append((holder, steps))
                        guard depth < path.count else { continue }
                        let values = samplers[sampler].values(at: holder, depth: 1)
                        frames[depth, default: []] += values.filter { DiffOracle.takes(path[depth], $0) }.prefix(8)
                    }
                }
                level = next
            }
        }
        return frames
    }

    /// `values` placed at `path` in `base` rebuilt around ``referrerFrames(for:at:)``: at each depth, each frame (over what
    /// `base` has there) that both versions accept with it makes a base of its own; the values go over what that base holds
    /// at `path`. Bounded: six bases, 48 values each.
    mutating func inReferrerFrames(_ values: [JSONValue], change: SchemaChange, at path: [String], in base: JSONValue) -> [JSONValue] {
        var bases = DocumentSampler.Unique(limit: 6)
        // The depths in turns, deepest first: the lists holding the value (poe's `args`, five shapes of them) would fill the
        // six bases alone, leaving out the objects using the definition (a task with its `cmd`).
        let levels = referrerFrames(for: change, at: path).sorted { $0.key > $1.key }.map { entry in
            (depth: entry.key, frames: Array(entry.value.filter { !($0.objectValue?.keys.isEmpty ?? false) }.prefix(8)))
        }
        for index in 0..<8 {
            for (depth, frames) in levels where index < frames.count && targetedSpent < targetedBudget && bases.values.count < bases.limit {
                let current = DiffOracle.value(at: path.prefix(depth), in: base)
                let framed = current.map { DocumentSampler.merged($0, frames[index]) } ?? frames[index]
                let built = DiffOracle.placing(framed, at: path.prefix(depth), in: base)
                targetedSpent += 1
                if built != base, oldValidator.verdict(built).isValid, newValidator.verdict(built).isValid { bases.add(built) }
            }
        }
        var documents = DocumentSampler.Unique(limit: 6 * 48)
        for framed in bases.values {
            let existing = DiffOracle.value(at: path[...], in: framed)
            for value in values.prefix(48) {
                if let existing, case .object = existing, case .object = value {
                    documents.add(DiffOracle.placing(DocumentSampler.merged(existing, value), at: path[...], in: framed))
                } else {
                    documents.add(DiffOracle.placing(value, at: path[...], in: framed))
                }
            }
        }
        return documents.values
    }

    /// Values of an `enum` inside the schema at `here` (of `set`) that the `enum` at the same place inside `there` (of `other`)
    /// lacks, with their payload paths: the two walked together through `properties` both declare, four levels at most,
    /// eight values a place.
    static func enumValuesApart(
        _ set: SchemaSet, _ here: SchemaLocation, from other: SchemaSet, _ there: SchemaLocation
    ) -> [(path: [String], value: JSONValue)] {
        var found: [(path: [String], value: JSONValue)] = []
        func walk(_ here: SchemaLocation, _ there: SchemaLocation, _ path: [String]) {
            guard path.count <= 4, found.count < 64, case .object(let mine)? = set.value(at: here),
                case .object(let theirs)? = other.value(at: there)
            else { return }
            if case .array(let values)? = mine["enum"], case .array(let others)? = theirs["enum"] {
                for value in values where !others.contains(value) && found.count < 64 {
                    if found.filter({ $0.path == path }).count < 8 { found.append((path, value)) }
                }
            }
            guard case .object(let properties)? = mine["properties"], case .object(let otherProperties)? = theirs["properties"] else {
                return
            }
            for name in properties.keys where otherProperties[name] != nil {
                walk(SchemaLocation(file: here.file, pointer: here.pointer.appending("properties").appending(name)),
                     SchemaLocation(file: there.file, pointer: there.pointer.appending("properties").appending(name)), path + [name])
            }
        }
        walk(here, there, [])
        return found
    }

    /// For a member removed from an object's `properties` that the object's `then` or `else` still declares in the new version
    /// (webextension b3f8099cd's `web_accessible_resources`, objects under `else` now): the branch's values for it, each in
    /// the object at `path`'s parent in `base` with members meeting the `if` (for `then`) or failing it (for `else`). The
    /// removed member's own values show nothing where the other branch keeps its old schema. Empty for other changes.
    mutating func removedMemberInBranches(_ change: SchemaChange, at path: [String], in base: JSONValue) -> [JSONValue] {
        guard change.kind == .propertyRemoved, let name = path.last, let site = change.new, site.pointer.tokens.last == "properties",
            let holder = site.pointer.parent, let file = siteFile(site, 1),
            case .object(let object)? = samplers[1].set.value(at: SchemaLocation(file: file, pointer: holder)), object["if"] != nil
        else { return [] }
        let existing = DiffOracle.value(at: path.dropLast(), in: base) ?? .object(JSONObject())
        var documents = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 2)
        for branch in ["then", "else"] where object[branch] != nil {
            let location = SchemaLocation(file: file, pointer: holder.appending(branch).appending("properties").appending(name))
            let values = samplers[1].values(at: location, depth: 1).prefix(8)
            let conditions = conditionMembers(holder: holder, meeting: branch == "then", sampler: 1, file: file).prefix(4)
            for value in values {
                let holding = DocumentSampler.merged(existing, .object(JSONObject([JSONObject.Member(key: name, value: value)])))
                for condition in conditions {
                    documents.add(DiffOracle.placing(DocumentSampler.merged(holding, condition), at: path.dropLast(), in: base))
                }
            }
        }
        return documents.values
    }

    /// Whether either site of `change` is an `if`, a `then` or an `else`.
    static func isConditional(_ change: SchemaChange) -> Bool {
        [change.old, change.new].contains { site in
            site.map { DiffOracle.conditionalKeywords.contains($0.pointer.tokens.last ?? "") } ?? false
        }
    }

    /// For a changed `dependencies`/`dependentSchemas` at `keyword`: objects holding each member it names (the holder's
    /// samples for it) with the values of that member's entry (and of what the entry's `not` rejects: pyproject's
    /// `authors` with `dynamic: ["authors"]`), over the holder's smallest values.
    private mutating func aimedAtDependencies(_ keyword: JSONPointer, besides others: JSONObject, sampler: Int, file: Int) -> [JSONValue] {
        guard let holder = keyword.parent,
            case .object(let entries)? = samplers[sampler].set.value(at: SchemaLocation(file: file, pointer: keyword))
        else { return [] }
        let objects: [JSONValue] =
            samplers[sampler].values(at: SchemaLocation(file: file, pointer: holder), depth: 1)
            .filter { $0.objectValue.map { !$0.keys.isEmpty } ?? false }
            .sorted { JSONWriter.compact.string(from: $0).count < JSONWriter.compact.string(from: $1).count }.prefix(2) + [
                .object(JSONObject())
            ]
        var aimed = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 2)
        let changed = entries.keys.filter { entries[$0] != others[$0] }
        for name in (changed + entries.keys.filter { !changed.contains($0) }).prefix(24) {
            let member = samplers[sampler].values(
                at: SchemaLocation(file: file, pointer: holder.appending("properties").appending(name)), depth: 1
            )
            .prefix(2)
            var beside: [JSONValue] = []
            if entries[name]?.objectValue != nil {
                let entry = keyword.appending(name)
                beside += samplers[sampler].values(at: SchemaLocation(file: file, pointer: entry), depth: 1).prefix(3)
                beside += samplers[sampler].values(at: SchemaLocation(file: file, pointer: entry.appending("not")), depth: 1).prefix(8)
            }
            for object in objects {
                for value in member {
                    let holding = DocumentSampler.merged(object, .object(JSONObject([JSONObject.Member(key: name, value: value)])))
                    aimed.add(holding)
                    for extra in beside where extra.objectValue != nil { aimed.add(DocumentSampler.merged(holding, extra)) }
                }
            }
        }
        return aimed.values
    }

    /// The schema holding an `if` and, when that is an `allOf` member, the object whose `allOf` it is (both apply to the
    /// same value), innermost first.
    static func conditionHolders(_ holder: JSONPointer) -> [JSONPointer] {
        guard let index = holder.tokens.last, Int(index) != nil, let list = holder.parent, list.tokens.last == "allOf",
            let object = list.parent
        else { return [holder] }
        return [holder, object]
    }

    /// Of the first sampled values of the `if` at `holder` that hold a member, the one asking the most (`{runs: {using:
    /// composite}}`, not `{runs: {}}`, which the `if` takes too): what an object must hold to meet it.
    mutating func conditionAskingMost(holder: JSONPointer, sampler: Int, file: Int) -> JSONValue? {
        samplers[sampler].values(at: SchemaLocation(file: file, pointer: holder.appending("if")), depth: 1)
            .filter { !($0.objectValue?.keys.isEmpty ?? true) }.prefix(4)
            .map { (value: $0, size: JSONWriter.compact.string(from: $0).utf8.count) }
            .max { $0.size < $1.size }?.value
    }

    /// Members that make an object meet the `if` at `holder` (its sampled values), or fail it: each member of those
    /// values given another value (the holder's own samples for that member, where the holder or the object whose
    /// `allOf` holds it declares one, and the member's mutations).
    mutating func conditionMembers(holder: JSONPointer, meeting: Bool, sampler: Int, file: Int) -> [JSONValue] {
        let conditions = samplers[sampler].values(at: SchemaLocation(file: file, pointer: holder.appending("if")), depth: 1)
            .filter { $0.objectValue.map { !$0.keys.isEmpty } ?? false }.prefix(4)
        // An `if` that asks for no member (`{type: object}`): any object meets it.
        if meeting { return conditions.isEmpty ? [.object(JSONObject())] : Array(conditions) }
        let holders = DiffOracle.conditionHolders(holder)
        var found = DocumentSampler.Unique(limit: 24)
        for condition in conditions {
            guard case .object(let members) = condition else { continue }
            for member in members {
                var others: [JSONValue] = []
                for place in holders {
                    let location = SchemaLocation(file: file, pointer: place.appending("properties").appending(member.key))
                    others += samplers[sampler].values(at: location, depth: 1).prefix(8)
                }
                others += DocumentSampler.mutations(of: member.value).prefix(4)
                for other in others where other != member.value {
                    found.add(.object(JSONObject([JSONObject.Member(key: member.key, value: other)])))
                }
            }
        }
        return found.values
    }
}
