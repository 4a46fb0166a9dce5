import ContractJSON
import ContractSchema
import GeneratorLoading

/// What a targeted document is built in: sampled values of the schemas around a change (its frames), and the
/// accepted documents that hold most of the change's payload path, completed with those frames where they stop short.
extension DiffOracle {
    /// The four sampled documents both versions accept that hold most of `path` already (a sampled block with its
    /// required members), those whose value where the path stops can take its next step first (an object for a
    /// name, an array or object for `*`), then shortest first. Where the best two stop at a value of another kind (a
    /// task written as a string, which a value placed under it would replace with an object lacking the task's
    /// required `cmd`), they are given first with that value built from `frames` (``scaffolded(_:along:frames:replacing:)``).
    /// Where no sampled document is valid in both versions, those of the version a break of `role` keeps (``acceptedByOne``).
    mutating func basesHolding(_ path: [String], frames: [Int: [JSONValue]], replacing: Set<Int>, role: DiffRole) -> [JSONValue] {
        let one = acceptedByOne[role == .request ? 0 : 1]
        let pool = one.isEmpty ? acceptedByBoth : one
        let sampled = pool.enumerated().map { entry in
            let depth = DiffOracle.existingDepth(of: path[...], in: entry.element)
            var holds = 1
            if depth < path.count, let reached = DiffOracle.value(at: path.prefix(depth), in: entry.element) {
                holds = DiffOracle.takes(path[depth], reached) ? 1 : 0
            }
            return (depth: depth, holds: holds, order: entry.offset)
        }
        .sorted { ($0.depth, $0.holds, -$0.order) > ($1.depth, $1.holds, -$1.order) }.prefix(4).map { pool[$0.order] }
        guard !frames.isEmpty else { return sampled }
        // Changes at one place share their frames (17 branches of one union): built and validated once.
        let prefix = one.isEmpty ? "" : "\(role) "
        let key = prefix + path.joined(separator: "/") + " \(replacing.sorted()) " + frames.keys.sorted().map { depth in
            "\(depth):" + (frames[depth] ?? []).prefix(3).map { JSONWriter.compact.string(from: $0) }.joined(separator: ",")
        }.joined(separator: ";")
        if let known = scaffoldedBases[key] { return known }
        var bases = DocumentSampler.Unique(limit: 6)
        for base in sampled.prefix(2) {
            let built = scaffolded(base, along: path, frames: frames, replacing: replacing)
            if built != base { bases.add(built) }
        }
        for base in sampled { bases.add(base) }
        scaffoldedBases[key] = Array(bases.values.prefix(4))
        return Array(bases.values.prefix(4))
    }

    /// Sampled values of the schemas around the changed one, by the number of tokens of `path` that lead to them:
    /// the definition a `#/…` change lies in (at the end of the payload path of the `$ref` reaching it), and each
    /// schema above the change's sites inside their own definition or file root (`args` items above `…/default`). With the
    /// depths whose values were made to meet (or fail) the `if` of a `then` (or `else`) the site lies under.
    mutating func frames(for change: SchemaChange, at path: [String]) -> (frames: [Int: [JSONValue]], conditioned: Set<Int>) {
        var frames: [Int: [JSONValue]] = [:]
        var conditioned: Set<Int> = []
        // Values that meet (or fail) the `if` of a `then` (or `else`) a `$ref` to the site's definition lies in: only they
        // can show the change, so they alone frame their depth.
        var met: [Int: [JSONValue]] = [:]
        // The values made to meet the `if` of a `then` the site itself lies under: they stay first where `met` frames the depth.
        var ownMet: [Int: [JSONValue]] = [:]
        // The frames each version's schemas gave, by depth: `side` is the version being read.
        var bySide: [Int: [[JSONValue]]] = [:]
        var side = 0
        func add(_ values: [JSONValue], at depth: Int) {
            guard depth >= 0, depth < path.count else { return }
            var taking = values.filter { DiffOracle.takes(path[depth], $0) }
            // A tuple's position: the arrays reaching it first, before the objects (a union's map) that fill the first eight.
            if let index = Int(path[depth]) {
                let reaching = { (value: JSONValue) in (value.arrayValue?.count ?? 0) > index }
                taking = taking.filter(reaching) + taking.filter { !reaching($0) }
            }
            frames[depth, default: []] += taking.prefix(8)
            bySide[depth, default: [[], []]][side] += taking.prefix(8)
        }
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            side = sampler
            // The definition a `#/…` path names is the compared file's; the site may lie in a file it references.
            guard let site, let compared = sampler == 0 ? oldFileIndex : newFileIndex, let file = siteFile(site, sampler) else { continue }
            if change.instancePath.hasPrefix("#"), let (definition, inside) = DiffOracle.splitDefinitionPath(change),
                path.count >= inside.count, samplers[sampler].set.value(at: SchemaLocation(file: compared, pointer: definition)) != nil
            {
                let values = samplers[sampler].values(at: SchemaLocation(file: compared, pointer: definition), depth: 1)
                add(values, at: path.count - inside.count)
                // And the definitions holding the `$ref`s that reach it, up the chain nearest the root: apibuilder's
                // `parameter` sits in an `operation`, which needs its `method`, in a `resource`.
                if referrers[sampler] == nil { referrers[sampler] = DiffOracle.referrers(in: samplers[sampler].set, from: [compared]) }
                var (current, depth) = (SchemaLocation(file: compared, pointer: definition), path.count - inside.count)
                for _ in 0..<8 {
                    guard let use = referrers[sampler]?[current]?.first, let (holder, within) = DiffOracle.definition(holding: use.pointer)
                    else { break }
                    depth -= DiffOracle.instancePath(of: within[...]).count
                    guard depth >= 0 else { break }
                    let holding = SchemaLocation(file: use.file, pointer: holder)
                    add(samplers[sampler].values(at: holding, depth: 1), at: depth)
                    current = holding
                }
            }
            var tokens = site.pointer.tokens
            // A closing keyword (`additionalProperties: false`) is the object's change: the object is at the end of `path`.
            if let last = tokens.last, DiffOracle.closingKeywords.contains(last),
                samplers[sampler].set.value(at: SchemaLocation(file: file, pointer: site.pointer))?.boolValue != nil
            {
                tokens.removeLast()
            }
            // A member added or removed: the side lacking it is sited at the object's `properties`, whose payload place is the
            // member's parent. Read as the member's own place, so that the object's values (with the members it requires:
            // databricks' `apps/*` with its `source_code_path`) frame the depth above the member, as the other side's do.
            if DiffOracle.memberChanges.contains(change.kind), tokens.last == "properties", let name = path.last, name != "*" {
                tokens.append(name)
            }
            // The site's own depth: the end of `path`, or, for a site inside the definition a `#/…` path names, that definition's
            // depth and the site's place in it: an object sited for a change at its `*` (stylelint's old rule options item,
            // without `additionalProperties`, for `objectRule/0/*`) is one step above the end.
            var siteDepth = path.count
            if change.instancePath.hasPrefix("#"), let (definition, inside) = DiffOracle.splitDefinitionPath(change),
                path.count >= inside.count, let (holding, within) = DiffOracle.definition(holding: JSONPointer(tokens: tokens)),
                holding == definition
            {
                siteDepth = min(path.count, path.count - inside.count + DiffOracle.instancePath(of: within[...]).count)
            }
            // Eight schemas up at most; above a definition's name the pointer says nothing of the payload path.
            for end in stride(from: tokens.count, through: max(0, tokens.count - 8), by: -1) {
                let below = tokens[end...]
                let definitions = ["$defs", "definitions"]
                if below.contains(where: definitions.contains) || tokens[..<end].last.map(definitions.contains) == true { break }
                let depth = siteDepth - DiffOracle.instancePath(of: below).count
                guard depth >= 0 else { break }
                let above = SchemaLocation(file: file, pointer: JSONPointer(tokens: Array(tokens[..<end])))
                var values = samplers[sampler].values(at: above, depth: 1)
                // A `then` (or `else`) applies only where its `if` holds (or fails): its values with what the `if` asks
                // first (glazewm 6d7a695e4's system tray, whose `then` lost `label_expand_text`, and whose values hold the
                // first component `type`, not "system tray").
                if let last = tokens[..<end].last, last == "then" || last == "else", let holder = above.pointer.parent {
                    let met = conditionMembers(holder: holder, meeting: last == "then", sampler: sampler, file: file)
                    let merged = values.prefix(4).filter { $0.objectValue != nil }.flatMap { value in
                        met.prefix(4).map { DocumentSampler.merged(value, $0) }
                    }
                    values = merged + values
                    if !merged.isEmpty { conditioned.insert(depth) }
                    ownMet[depth, default: []] += merged
                }
                add(values, at: depth)
            }
            // The definition the site lies in, where a tagged union's branch joins it to its tag (`allOf: [{$ref: config}, {type:
            // const}]`): that branch's values, whole, at the definition's depth (vector's Prometheus scrape source's
            // `skip_nan_values`, at `sources/*`, which the first branches' values the `#/…/SourceOuter` path gives do not take).
            if let (definition, within) = DiffOracle.definition(holding: JSONPointer(tokens: tokens)) {
                if referrers[sampler] == nil { referrers[sampler] = DiffOracle.referrers(in: samplers[sampler].set, from: [compared]) }
                let depth = path.count - DiffOracle.instancePath(of: within[...]).count
                for use in (referrers[sampler]?[SchemaLocation(file: file, pointer: definition)] ?? []).prefix(3) {
                    if let (values, holderDepth) = conditionFrame(of: use, depth: depth, sampler: sampler), !values.isEmpty {
                        met[holderDepth, default: []] += values
                    }
                    let branch = DiffOracle.siblingsHolder(of: use.pointer)
                    guard branch != use.pointer else { continue }
                    add(samplers[sampler].values(at: SchemaLocation(file: use.file, pointer: branch), depth: 1), at: depth)
                }
            }
        }
        // A payload path (not inside a definition): the schemas the path reaches from the compared file's root, in each
        // version, frame each depth. package.json's `prettier/overrides/*/options` needs an override with its required
        // `files`, which no schema above the change's site (a definition of `prettierrc.json`) gives.
        if !change.instancePath.hasPrefix("#") {
            for (sampler, compared) in [(0, oldFileIndex), (1, newFileIndex)] {
                guard let compared else { continue }
                side = sampler
                let root = SchemaLocation(file: compared, pointer: .root)
                let reached = DiffOracle.schemas(along: path, from: root, in: samplers[sampler].set)
                for (depth, locations) in reached.enumerated() where depth > 0 {
                    for location in locations.prefix(4) { add(samplers[sampler].values(at: location, depth: 1), at: depth) }
                }
            }
        }
        // Where both versions frame a depth, the first objects of each merged with the other's, either's members kept over the
        // other's: a frame both accept may need one version's value of a member and a member only the other requires
        // (ansible-stable-2.2 006978621's `dellos6_command`: the old one's `commands` arrays, the new one's required `host`).
        for depth in bySide.keys.sorted() {
            guard let sides = bySide[depth] else { continue }
            let old = sides[0].filter { $0.objectValue != nil }.prefix(2), new = sides[1].filter { $0.objectValue != nil }.prefix(2)
            for before in old {
                for after in new where before != after {
                    frames[depth, default: []] += [DocumentSampler.merged(before, after), DocumentSampler.merged(after, before)]
                }
            }
        }
        // Where the site lies under a `then` of its own and the definition the other version's site lies in is used under
        // others (minecraft-recipe ddb53ba82: the new `result` under the shapeless recipe's `then`, the old side in the
        // definition every recipe's `then` names, the blasting one first), the values meeting the site's own `if` first.
        for (depth, values) in met where depth < path.count {
            let taking = ((ownMet[depth] ?? []) + values).filter { DiffOracle.takes(path[depth], $0) }
            guard !taking.isEmpty else { continue }
            frames[depth] = taking
            conditioned.insert(depth)
        }
        return (frames, conditioned)
    }

    /// Where the `$ref` at `use` (reaching a definition at payload depth `depth`) lies under a `then` (or `else`): the sampled
    /// values of the object holding that condition which meet its `if` (or fail it), and the object's depth. github-action
    /// ed45aac29's composite `outputs`, a `then`'s `$ref`, show only in an action whose `runs` is a composite one.
    mutating func conditionFrame(of use: SchemaLocation, depth: Int, sampler: Int) -> (values: [JSONValue], depth: Int)? {
        let tokens = use.pointer.tokens
        guard let index = tokens.lastIndex(where: { $0 == "then" || $0 == "else" }), index > 0 || tokens.count > 1 else { return nil }
        let holder = JSONPointer(tokens: Array(tokens[..<index]))
        let holderDepth = depth - DiffOracle.instancePath(of: tokens[(index + 1)...]).count
        guard holderDepth >= 0 else { return nil }
        guard let condition = conditionAskingMost(holder: holder, sampler: sampler, file: use.file) else { return nil }
        let meeting = tokens[index] == "then"
        let values = samplers[sampler].values(at: SchemaLocation(file: use.file, pointer: holder), depth: 1).filter { value in
            DiffOracle.holdsAll(condition, in: value) == meeting
        }
        return (Array(values.prefix(8)), holderDepth)
    }

    /// Whether `value` holds every member of `part`, at any depth of objects, with the same values.
    static func holdsAll(_ part: JSONValue, in value: JSONValue) -> Bool {
        guard case .object(let members) = part else { return part == value }
        guard case .object(let object) = value else { return false }
        return members.allSatisfy { member in object[member.key].map { holdsAll(member.value, in: $0) } ?? false }
    }

    /// The most values tried at one depth of a scaffold (each validated by both versions; the result is kept per path).
    static let scaffoldTries = 16

    /// The most partly built scaffolds kept for one pair (``scaffoldKeys(_:along:frames:replacing:)``).
    static let scaffoldedPrefixLimit = 4_096

    /// For each depth `d` past the first of `path`, the key of what ``scaffolded(_:along:frames:replacing:)`` has built from
    /// `base` before it works on depth `d` (`keys[d - 1]`): a hash of all it read so far. That is the steps above `d`, their
    /// frames and whether they are replaced; and what the step at `d - 1` tries there, which depends on the kind of step `d`
    /// is (a name, `*` or a position) and the frames at `d`, not on which name it is. Hashes keep the memory small; two
    /// scaffolds sharing one would only change which base a search starts from, never a verdict, as every document is
    /// validated by both versions.
    static func scaffoldKeys(_ base: JSONValue, along path: [String], frames: [Int: [JSONValue]], replacing: Set<Int>) -> [Int] {
        func add(_ depth: Int, to hasher: inout Hasher) {
            let values = frames[depth] ?? []
            hasher.combine(values.count)
            for value in values { hasher.combine(JSONWriter.compact.string(from: value)) }
        }
        var above = Hasher()
        above.combine(JSONWriter.compact.string(from: base))
        var keys: [Int] = []
        for depth in path.indices.dropFirst() {
            above.combine(path[depth - 1])
            above.combine(replacing.contains(depth - 1))
            add(depth - 1, to: &above)
            var key = above
            let next = path[depth]
            key.combine(next == "*" ? -1 : Int(next).map { $0 + 1 } ?? -2)
            add(depth, to: &key)
            keys.append(key.finalize())
        }
        return keys
    }

    /// `base` with each value on `path` that cannot take the path's next step (or is missing) replaced by a value of
    /// `frames` at that depth that can: the shortest with which both versions still accept the document (``scaffoldTries``
    /// at most; a task's `{"cmd":""}`), so that a value placed at `path` extends the object there and the evidence stays
    /// short. At the depths of `replacing` (where a `$ref` to the changed definition applies) the value is replaced whatever
    /// it is.
    mutating func scaffolded(
        _ base: JSONValue, along path: [String], frames: [Int: [JSONValue]], replacing: Set<Int>
    ) -> JSONValue {
        var document = base
        // The document as it stands before each depth, kept for the paths that share it (the members of one definition,
        // sarif 67f74a5a1's `physicalLocation/address` and `…/artifactLocation`, or two definitions under `results/*`):
        // built once, so the search budget goes to the changes, not to rebuilding the same scaffold for each.
        let keys = DiffOracle.scaffoldKeys(base, along: path, frames: frames, replacing: replacing)
        var start = 0
        if let reached = keys.indices.reversed().first(where: { scaffoldedPrefixes[keys[$0]] != nil }),
            let known = scaffoldedPrefixes[keys[reached]] {
            (document, start) = (known, reached + 1)
        }
        for depth in path.indices.dropFirst(start) {
            if depth > 0, targetedSpent < targetedBudget, scaffoldedPrefixes.count < DiffOracle.scaffoldedPrefixLimit {
                scaffoldedPrefixes[keys[depth - 1]] = document
            }
            let member = path[depth]
            let current = DiffOracle.value(at: path.prefix(depth), in: document)
            // The member the path goes on through, as a frame holds it. A value there without it is kept when it takes it (with
            // that frame's value) in both versions; else frames holding it are tried first: a tagged union's branch rejects
            // it (vector's `decoding` sampled as `{"codec": "bytes"}`, for a change in `gelf`, which only the `gelf` branch
            // with its tag takes).
            // A tuple's position (`…/0/*`, a rule's `[options, severity]` pair beside a map of options): where frames hold
            // arrays reaching it, an object without that member is no frame (it would be built into `{"0": …}`, the map).
            var pool = frames[depth] ?? []
            let tuple = Int(member).map { index in pool.contains { ($0.arrayValue?.count ?? 0) > index } } ?? false
            if tuple { pool = pool.filter { $0.arrayValue != nil || DiffOracle.holds(member, $0) } }
            let probe = member == "*" ? nil : pool.lazy.compactMap { $0.objectValue?[member] }.first
            var reframed = false
            if let current, DiffOracle.takes(member, current), !replacing.contains(depth), !tuple || current.arrayValue != nil {
                guard let probe, case .object(var object) = current, object[member] == nil, targetedSpent < targetedBudget else { continue }
                targetedSpent += 1
                object[member] = probe
                let attempt = DiffOracle.placing(.object(object), at: path.prefix(depth), in: document)
                if oldValidator.verdict(attempt).isValid, newValidator.verdict(attempt).isValid { continue }
                reframed = true
            }
            // Where a definition applies, the values of the schema holding its `$ref` first, as given (shortest first).
            let first = replacing.contains(depth)
            // Each value once: both versions' samples of one schema repeat the shortest (`{}`), which crowded out the
            // object with the members the old version requires (databricks' `registered_models/*`, tried 11th).
            var distinct = DocumentSampler.Unique(limit: pool.count)
            for value in pool { distinct.add(value) }
            // Shortest first without the member (it is replaced further on), then those holding it (a union's branch declaring
            // it, beside another as short: `{"codec": "gelf", "gelf": {…}}` and `{"codec": "bytes"}`).
            let candidates = distinct.values.enumerated().map { entry in
                var without = entry.element.objectValue
                without?[member] = nil
                let length = { (value: JSONValue) in first ? 0 : JSONWriter.compact.string(from: value).utf8.count }
                let rank = [length(without.map(JSONValue.object) ?? entry.element), DiffOracle.holds(member, entry.element) ? 0 : 1]
                return (rank: rank + [length(entry.element), entry.offset], value: entry.element)
            }
            .sorted { $0.rank.lexicographicallyPrecedes($1.rank) }
            // Those holding the member first; then the others (as before: the member may be one the old version's closed
            // object rejects), unless a value was there already.
            let holding = candidates.filter { DiffOracle.holds(member, $0.value) }
            let others = reframed ? [] : candidates.filter { !DiffOracle.holds(member, $0.value) }
            let turns = probe == nil ? [candidates] : [holding, others]
            var placed = false
            passes: for tried in turns {
                for candidate in tried.prefix(DiffOracle.scaffoldTries) {
                    let value = candidate.value
                    // A `*` whose container is missing made as an array, or as an object (a map: databricks' `apps/*`).
                    var attempts = DiffOracle.placings(value, at: path.prefix(depth), in: document)
                    // Alone in its object, when that holds other members: a union of closed single-member objects takes no
                    // second one (traefik's middlewares: `{"addPrefix": …}` or `{"forwardAuth": …}`).
                    if depth > 0, path[depth - 1] != "*", Int(path[depth - 1]) == nil,
                        let holder = DiffOracle.value(at: path.prefix(depth - 1), in: document)?.objectValue,
                        holder.contains(where: { $0.key != path[depth - 1] })
                    {
                        let alone = JSONValue.object(JSONObject([.init(key: path[depth - 1], value: value)]))
                        attempts.append(DiffOracle.placing(alone, at: path.prefix(depth - 1), in: document))
                    }
                    // A frame whose own value at the next step one version rejects (cloudify's node template of type
                    // `…DataDisk` with the new `properties`, which lack the `use_external_resource` the old ones require): also
                    // with the next depth's first frames there, and its two with the most members (the old version's, which
                    // hold what it requires: an availability set's `resource_config` and `use_external_resource`).
                    if depth + 1 < path.count, member != "*", case .object(var object) = value, object[member] != nil {
                        let nextFrames = (frames[depth + 1] ?? []).filter { DiffOracle.takes(path[depth + 1], $0) }
                        let fullest = nextFrames.sorted { ($0.objectValue?.keys.count ?? 0) > ($1.objectValue?.keys.count ?? 0) }.prefix(2)
                        var tried = DocumentSampler.Unique(limit: 5)
                        for next in nextFrames.prefix(3) + fullest { tried.add(next) }
                        for next in tried.values {
                            object[member] = next
                            attempts.append(DiffOracle.placing(.object(object), at: path.prefix(depth), in: document))
                        }
                    }
                    for attempt in attempts where targetedSpent < targetedBudget {
                        targetedSpent += 1
                        if oldValidator.verdict(attempt).isValid, newValidator.verdict(attempt).isValid {
                            document = attempt
                            placed = true
                            break passes
                        }
                    }
                }
                // A tuple whose changed position is the last step (partial-eslint-plugins 4c41ffc22's `["error", {}]`, now
                // `["error", "always"]`): no pair both versions accept exists, and the value placed there replaces that
                // item; the shortest reaching it, as it is.
                // One reaching the position (a union branch's values come first, and may be shorter).
                if !placed, tuple, depth == path.count - 1, let index = Int(member),
                    let shortest = candidates.first(where: { ($0.value.arrayValue?.count ?? -1) >= index })?.value
                {
                    document = DiffOracle.placing(shortest, at: path.prefix(depth), in: document)
                }
            }
        }
        return document
    }
}
