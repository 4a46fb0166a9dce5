import ContractJSON
import ContractSchema
import GeneratorLoading

/// Documents aimed at one breaking change that the general sample showed no evidence for: the values of
/// the changed schema in both versions (and their mutations, and one value of each type), each placed at
/// the change's payload path inside the smallest sampled documents both versions accept. The general sample
/// varies one property at a time near the root and keeps few values of deep schemas, so a change three
/// levels down (`/contributors/*/url`) or behind a map (`/scripts/*`) was seldom reached with a value that
/// shows it.
extension DiffOracle {
    /// The most documents built for one change, and for all the changes of one pair of files: bounded work
    /// whatever the number of changes.
    static let targetedPerChange = 400
    static let targetedPerPair = 60_000

    /// The documents the default budget gives each breaking change of a pair beyond ``targetedPerPair``: a generated schema
    /// rewritten in one commit (ansible-stable-2.2 006978621, 3,583 request items in 761 modules) spent 60,000 on its first
    /// third, though the quick pass (``quickPerChange`` in two bases, twice where a base misses a branch) shows most.
    static let targetedPerBreakingChange = 64

    /// The evidence budget for a pair of files with `breaking` breaking changes: the one the user set, else the default
    /// grown linearly with the changes (as the diff's own work is).
    static func budget(_ options: SchemaDiff.Options, breaking: Int) -> Int {
        options.evidenceBudgetScales ? max(options.evidenceBudget, breaking * targetedPerBreakingChange) : options.evidenceBudget
    }

    /// The most documents built for one change in the quick pass (one value of each type and the first values of
    /// both versions, in the best-placed base).
    static let quickPerChange = 16

    /// Looks for evidence of `change` with documents built for it; `quick`: with ``quickPerChange`` of them at most.
    mutating func searchTargeted(for change: SchemaChange, role: DiffRole, quick: Bool = false) -> Witness? {
        guard targetedSpent < targetedBudget else { return nil }
        var routes: [PayloadRoute] = []
        // Places tried only where the change's own found nothing (``DiffOracle/payloadRoutes(of:root:referrers:depth:deeper:)``).
        var otherRoutes: [PayloadRoute] = []
        var routeSampler = 1
        // Object branches of an untagged union above the change, by their `required` members (ansible 006978621's task
        // module `ecs_taskdefinition`, in the branch requiring `name`, beside open ones requiring `shell` or `raw`).
        var untagged: [Int: SchemaLocation] = [:]
        if change.instancePath.hasPrefix("#") {
            // A change inside a definition (`#/$defs/Rules/strict`: the definition's pointer, then the payload path
            // inside it): the payload places of the `$ref`s that reach the definition, then that path.
            for (sampler, file) in [(1, newFileIndex), (0, oldFileIndex)] {
                guard let file, let (definition, inside) = DiffOracle.splitDefinitionPath(change) else { continue }
                if referrers[sampler] == nil { referrers[sampler] = DiffOracle.referrers(in: samplers[sampler].set, from: [file]) }
                let location = SchemaLocation(file: file, pointer: definition)
                routes = DiffOracle.payloadRoutes(of: location, root: file, referrers: referrers[sampler] ?? [:], depth: 0).map { route in
                    PayloadRoute(path: route.path + inside, holders: route.holders)
                }
                routeSampler = sampler
                if !routes.isEmpty { break }
            }
        } else if let path = change.instancePath.isEmpty ? [] : JSONPointer(change.instancePath)?.tokens {
            // A change inside a tagged union's branch of the file's own tree (one declaring a member by `const`): the values
            // there are that branch's, not the other branches' that sampled documents may hold (monika b555c21ab's SMTP
            // notification, one of 22 tagged by `type`). An untagged branch (an ESLint rule's `[severity, options]` form
            // beside its bare severity) is not forced: documents holding the path already hold it.
            var holders: [Int: SchemaLocation] = [:]
            for (sampler, site) in [(1, change.new), (0, change.old)] {
                guard let site, let file = siteFile(site, sampler), file == (sampler == 0 ? oldFileIndex : newFileIndex),
                    !site.pointer.tokens.contains(where: { $0 == "$defs" || $0 == "definitions" })
                else { continue }
                for (pointer, steps) in DiffOracle.branchesAbove(site.pointer.tokens) {
                    let branch = samplers[sampler].set.value(at: SchemaLocation(file: file, pointer: pointer)) ?? .bool(true)
                    if !SchemaDiff.discriminator(branch, requiredOnly: false).isEmpty {
                        holders[steps] = SchemaLocation(file: file, pointer: pointer)
                    } else if !samplers[sampler].requiredNames(at: SchemaLocation(file: file, pointer: pointer)).isEmpty {
                        untagged[steps] = SchemaLocation(file: file, pointer: pointer)
                    }
                }
                routeSampler = sampler
                break
            }
            routes = [PayloadRoute(path: DiffOracle.placeable(path), holders: holders)]
            // Inside a definition the file's tree names elsewhere too (tslint 6f39e3379's `import-blacklist/definitions/options/
            // items`, reached as `options/*`, as `options` and as the items after the rule's severity): those places as well,
            // where the routes to the changed site hold its own path (their paths below the definition are written alike).
            for (sampler, site) in [(1, change.new), (0, change.old)] {
                guard let site, let file = siteFile(site, sampler), file == (sampler == 0 ? oldFileIndex : newFileIndex),
                    DiffOracle.definition(holding: site.pointer) != nil
                else { continue }
                if referrers[sampler] == nil { referrers[sampler] = DiffOracle.referrers(in: samplers[sampler].set, from: [file]) }
                let others = DiffOracle.payloadRoutes(
                    of: SchemaLocation(file: file, pointer: site.pointer), root: file, referrers: referrers[sampler] ?? [:], depth: 0,
                    deeper: true)
                if others.contains(where: { $0.path == path }) {
                    otherRoutes = others.filter { other in other.path != path }.prefix(3).map { other in
                        PayloadRoute(path: DiffOracle.placeable(other.path), holders: [:])
                    }
                }
                break
            }
        }
        // A pattern added or removed (`…/{^types@.+$}`): first under a name it matches that no pattern of the other version's
        // object does (package.json 06a18b2c6's `types@…` beside `^[^.0-9]+$`, which takes the sampled `types@a` alike).
        let names = namesOnlyPatternTakes(change)
        if !names.isEmpty {
            routes = names.flatMap { name in routes.map { PayloadRoute(path: $0.path.dropLast() + [name], holders: $0.holders) } } + routes
        }
        var found: [(witness: Witness, inNew: Bool)] = []
        // The first three paths, and the shortest (a task named in `tasks` rather than inside a `switch` of one).
        var tried = Array(routes.prefix(3))
        if let shortest = routes.min(by: { $0.path.count < $1.path.count }), !tried.contains(where: { $0.path == shortest.path }) {
            tried.insert(shortest, at: 0)
        }
        // A member under a pattern: also names the pattern and the object's other patterns tell apart (bitrise 0d5cef006's
        // `.*` split into `^bundle::.+` and `^(?!bundle::)(?!with$).*`: "with" and "bundle::" are where the schemas differ).
        if let route = tried.first, let last = change.instancePath.split(separator: "/").last, last.hasPrefix("{"), last.hasSuffix("}") {
            for name in patternNeighbourNames(change, pattern: String(last.dropFirst().dropLast())) {
                tried.append(PayloadRoute(path: route.path.dropLast() + [name], holders: route.holders))
            }
        }
        aimed.paths = aimed.paths ?? tried.map(\.path)
        for route in tried {
            let missed = branchesMissed(untagged, sampler: routeSampler, path: route.path, role: role)
            let holders = route.holders.merging(missed) { tagged, _ in tagged }.mapValues { (sampler: routeSampler, location: $0) }
            found += targetedWitnesses(for: change, at: route.path, holders: holders, role: role, quick: quick)
        }
        // While half the pair's budget is left: the changes after this one need theirs.
        for route in otherRoutes where evidence(for: change, among: found) == nil && targetedSpent < targetedBudget / 2 {
            found += targetedWitnesses(for: change, at: route.path, holders: [:], role: role, quick: quick)
        }
        return evidence(for: change, among: found)
    }

    /// The branches of `untagged` (by payload depth) that the sampled base a value at `path` goes into does not take: its
    /// value there is missing, or an object lacking a member the branch requires. Kept as it is, that value takes the path
    /// through an open sibling branch, where no value placed breaks anything; the branch's own values frame it instead.
    mutating func branchesMissed(_ untagged: [Int: SchemaLocation], sampler: Int, path: [String], role: DiffRole) -> [Int: SchemaLocation] {
        guard !untagged.isEmpty, let base = basesHolding(path, frames: [:], replacing: [], role: role).first else { return [:] }
        return untagged.filter { depth, location in
            guard depth < path.count else { return false }
            guard let value = DiffOracle.value(at: path.prefix(depth), in: base) else { return true }
            guard case .object(let object) = value else { return false }
            return samplers[sampler].requiredNames(at: location).contains { object[$0] == nil }
        }
    }

    /// The `required` lists of the other branches of the `anyOf`/`oneOf` that `branch` is one of, each asking a member that
    /// `own` (the branch's) does not: 64 branches at most.
    func siblingRequirements(of branch: SchemaLocation, sampler: Int, own: Set<String>) -> [Set<String>] {
        let tokens = branch.pointer.tokens
        guard tokens.count >= 2, ["anyOf", "oneOf"].contains(tokens[tokens.count - 2]), let index = Int(tokens[tokens.count - 1]),
            let union = branch.pointer.parent,
            case .array(let branches)? = samplers[sampler].set.value(at: SchemaLocation(file: branch.file, pointer: union)),
            branches.count <= 64
        else { return [] }
        return branches.indices.filter { $0 != index }.compactMap { other in
            let names = samplers[sampler].requiredNames(at: SchemaLocation(file: branch.file, pointer: union.appending(String(other))))
            return names.isEmpty || names.isSubset(of: own) ? nil : names
        }
    }

    /// The count bounds (under 1,000) that `change`'s old and new sites are, where they are one of the keywords `named`.
    func countBounds(of change: SchemaChange, named: Set<String>) -> [Int] {
        [(0, change.old), (1, change.new)].compactMap { sampler, site -> Int? in
            guard let site, named.contains(site.pointer.tokens.last ?? ""), let file = siteFile(site, sampler),
                let bound = samplers[sampler].set.value(at: SchemaLocation(file: file, pointer: site.pointer))?.numberValue?.int64Value,
                bound >= 0, bound < 1_000
            else { return nil }
            return Int(bound)
        }
    }

    /// Values for the positions past a tuple, where `site` is a keyword of a schema with one: its `additionalItems` beside an
    /// `items` array, or its `items` beside `prefixItems`.
    mutating func tupleTailValues(site: SchemaSite, sampler: Int) -> [JSONValue] {
        guard let file = siteFile(site, sampler), let holder = site.pointer.parent,
            let schema = samplers[sampler].set.value(at: SchemaLocation(file: file, pointer: holder))?.objectValue
        else { return [] }
        let keyword: String
        if case .array? = schema["items"], schema["additionalItems"] != nil {
            keyword = "additionalItems"
        } else if schema["prefixItems"] != nil, schema["items"] != nil {
            keyword = "items"
        } else {
            return []
        }
        return Array(samplers[sampler].values(at: SchemaLocation(file: file, pointer: holder.appending(keyword)), depth: 1).prefix(4))
    }

    /// For a `format` changed, added or removed: the strings that tell the old format from the new one.
    func formatSeparating(_ change: SchemaChange) -> [String] {
        guard let formats = changedFormats(of: change), formats.count == 2 else { return [] }
        return DocumentSampler.formatSeparating(old: formats[0], new: formats[1])
    }

    /// Documents with the changed schema's values at `path`, validated by both versions: those that break `role`.
    private mutating func targetedWitnesses(
        for change: SchemaChange, at path: [String], holders: [Int: (sampler: Int, location: SchemaLocation)], role: DiffRole, quick: Bool
    ) -> [(witness: Witness, inNew: Bool)] {
        // Each version's values, taken in turns below so that neither fills the budget alone.
        var sides: [[JSONValue]] = [[], []]
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            guard let site, let file = siteFile(site, sampler) else { continue }
            // The changed keyword's schema: the site itself, or the nearest schema above it (`…/x/enum` → `…/x`).
            var pointer = site.pointer
            for _ in 0..<3 {
                let location = SchemaLocation(file: file, pointer: pointer)
                let found = samplers[sampler].values(at: location, depth: 1)
                // A `not` added or removed (ansible-lint a9c5b6ce1's task `allOf` lost `{not: {required: [with_filetree]}}`) is
                // shown by a value of the schema it negates.
                if samplers[sampler].set.value(at: location)?.objectValue?["not"] != nil {
                    sides[sampler] += samplers[sampler].values(at: SchemaLocation(file: file, pointer: pointer.appending("not")), depth: 1)
                }
                // Every `enum` value, where the general sample keeps the first eight: a removed one may be the last.
                if case .array(let members)? = samplers[sampler].set.value(at: location)?.objectValue?["enum"] {
                    sides[sampler] += members.prefix(DiffOracle.targetedPerChange / 2)
                }
                if !found.isEmpty {
                    sides[sampler] += found
                    for value in found.prefix(8) { sides[sampler] += DocumentSampler.mutations(of: value).prefix(40) }
                    // A `then`'s values alone seldom meet the `if`, an `allOf` member's seldom hold the object's other
                    // members, nor a union branch's (`{required: [parallel]}` beside `properties/parallel`, github-action
                    // 7c910423d): the schema holding them is sampled too.
                    let tokens = pointer.tokens
                    guard let last = tokens.last,
                        DiffOracle.conditionalKeywords.contains(last) || ["allOf", "anyOf", "oneOf"].contains(tokens.dropLast().last ?? "")
                    else { break }
                }
                guard let parent = pointer.parent else { break }
                pointer = parent
            }
        }
        let negated = negatedMerges(change)
        for side in 0..<2 { sides[side] = negated[side] + sides[side] }
        // An item count bound added or moved: each version's arrays stretched to just past it, from their own items, which
        // that version takes (workflows 56e4053c1's subworkflow `params`, strings in the old version, at most 10 in the new).
        let bounds = countBounds(of: change, named: ["maxItems", "minItems"])
        for (side, site) in [(0, change.old), (1, change.new)] where !bounds.isEmpty {
            // A tuple's later positions take other values than its first ones (tslint abd30fe43's `file-header`: a boolean,
            // then strings): those of the schema for the positions past it fill the rest.
            let tail = site.map { tupleTailValues(site: $0, sampler: side) } ?? []
            var stretched: [JSONValue] = []
            // The first arrays, wherever they are: an object-or-array rule's objects may come first (tslint c14a4de80).
            for items in sides[side].lazy.compactMap(\.arrayValue).filter({ !$0.isEmpty }).prefix(16) {
                for bound in Set(bounds).sorted() {
                    for count in [max(0, bound - 1), bound + 1] {
                        stretched.append(.array((0..<count).map { DocumentSampler.distinct(items[$0 % items.count], $0) }))
                        stretched.append(.array((0..<count).map { items[$0 % items.count] }))
                        // Each tail value as it is (an `enum`'s) and made distinct (for `uniqueItems`).
                        if !tail.isEmpty, count > items.count {
                            stretched.append(.array(items + (0..<(count - items.count)).map { tail[$0 % tail.count] }))
                            let distinct = (items.count..<count).map { DocumentSampler.distinct(tail[$0 % tail.count], $0) }
                            stretched.append(.array(items + distinct))
                        }
                    }
                }
                if stretched.count >= 16 { break }
            }
            sides[side] = stretched + sides[side]
        }
        // A member count bound likewise: each version's objects given members to just past it (workflows d65ac1ce2's assigned
        // variables, any value before, now objects of exactly one member), or stripped to just below it.
        let memberBounds = countBounds(of: change, named: ["maxProperties", "minProperties"])
        for side in 0..<2 where !memberBounds.isEmpty {
            var stretched: [JSONValue] = []
            for case .object(let object) in sides[side].prefix(16) {
                for bound in Set(memberBounds).sorted() {
                    for count in [max(0, bound - 1), bound + 1] {
                        var resized = JSONObject(object.prefix(count).map { JSONObject.Member(key: $0.key, value: $0.value) })
                        var index = 0
                        while resized.count < count {
                            if resized["x-sampled-member-\(index)"] == nil { resized["x-sampled-member-\(index)"] = .string("a") }
                            index += 1
                        }
                        stretched.append(.object(resized))
                    }
                }
                if stretched.count >= 16 { break }
            }
            sides[side] = stretched + sides[side]
        }
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            sides[sampler] = aimedAtCondition(sides[sampler], site: site, of: change, sampler: sampler)
        }
        // Where the site lies under a `then` or `else`, the frame there replaces what the base holds, as a holder's does: the
        // base's value meets another condition (see ``frames(for:at:)``).
        let framing = frames(for: change, at: path)
        var frames = framing.frames
        // Where a `$ref` on the way to a changed definition applies, a sampled value of the schema holding it replaces what
        // the base holds there, even an object (component-detection's `registrations/*/component` holding a `cargo`
        // component, the change in the `go` one; vector's `sources/*` to be a `static_metrics` source): a value placed
        // under another met neither. The holder's values come first: they hold the members beside the definition's. Those
        // with every member the holder requires first (the branch's tag and its configuration's, not a part of its `allOf`
        // alone), then the shortest: the smallest whole instance of the branch; four holding the member the path goes on
        // through before the others (in a tagged union, the branch declaring it, which a shorter branch's tag may crowd out).
        for (depth, holder) in holders where depth < path.count {
            var values = DocumentSampler.Unique(limit: 8)
            let taking = samplers[holder.sampler].values(at: holder.location, depth: 1).filter { DiffOracle.takes(path[depth], $0) }
            // And the other version's values of the schema at the same place of the compared file, in turns: one version's
            // alone may be no frame both accept (monika b555c21ab's SMTP notification, whose new data lacks the `username`
            // the old one requires).
            var others: [JSONValue] = []
            let files = [oldFileIndex, newFileIndex]
            if files[holder.sampler] == holder.location.file, let other = files[1 - holder.sampler],
                samplers[1 - holder.sampler].set.value(at: SchemaLocation(file: other, pointer: holder.location.pointer)) != nil
            {
                let location = SchemaLocation(file: other, pointer: holder.location.pointer)
                others = samplers[1 - holder.sampler].values(at: location, depth: 1).filter { DiffOracle.takes(path[depth], $0) }
            }
            let required = samplers[holder.sampler].requiredNames(at: holder.location)
            // A holder with an `if` (a `then` on the way to the change): the values that meet it first, as the sampler
            // merged them with a condition's members (cloudify's node template of `type` `…DataDisk`, not `{properties}` alone).
            let condition = SchemaLocation(file: holder.location.file, pointer: holder.location.pointer.appending("if"))
            let conditions = samplers[holder.sampler].values(at: condition, depth: 1)
                .compactMap(\.objectValue).filter { !$0.keys.isEmpty }.prefix(6)
            let ranking = { (list: [JSONValue]) in
                list.map { value in
                    let members = value.objectValue.map { object in required.filter { object[$0] == nil }.count } ?? 0
                    let meets = conditions.isEmpty || conditions.contains { condition in
                        condition.allSatisfy { member in value.objectValue?[member.key] == member.value }
                    }
                    return (rank: [meets ? 0 : 1, members, JSONWriter.compact.string(from: value).utf8.count], value: value)
                }
                .sorted { $0.rank.lexicographicallyPrecedes($1.rank) }.map(\.value)
            }
            let lists = [ranking(taking), ranking(others)]
            let holding = others.isEmpty ? 4 : 2
            for list in lists {
                for value in list.filter({ DiffOracle.holds(path[depth], $0) }).prefix(holding) { values.add(value) }
            }
            for index in 0..<(lists.map(\.count).max() ?? 0) {
                for list in lists where index < list.count { values.add(list[index]) }
            }
            // A branch holds only its own members; merged over the values of the object its union sits in, with its tag
            // (which its values leave out where it does not require it), it is a whole one (template.json ddc7a7b88's post
            // action of `actionId` "3A7C…", whose `allOf` asks `manualInstructions` beside the `oneOf` of actions).
            let tag = SchemaDiff.tag(of: samplers[holder.sampler].set.value(at: holder.location) ?? .bool(true), requiredOnly: false)
            let members = tag.sorted { $0.key < $1.key }.map { JSONObject.Member(key: $0.key, value: $0.value) }
            let tagged = JSONValue.object(JSONObject(members))
            var whole = DocumentSampler.Unique(limit: 8)
            let container = SchemaLocation(file: holder.location.file, pointer: DiffOracle.unionHolder(of: holder.location.pointer))
            let around = container == holder.location ? []
                : samplers[holder.sampler].values(at: container, depth: 1).filter { $0.objectValue != nil }.prefix(4)
            for value in values.values.prefix(4) where value.objectValue != nil {
                for frame in around { whole.add(DocumentSampler.merged(DocumentSampler.merged(frame, value), tagged)) }
            }
            // A value holding every member another branch of an open union requires meets that branch too (ansible-stable-2.0
            // 4998206cb's tasks: a sampled `{"shell": ""}` merged with the `name` branch's values), and a document holding
            // it is taken there whatever the changed branch asks: such values are left out, where others are left.
            let siblings = siblingRequirements(of: holder.location, sampler: holder.sampler, own: required)
            let framed = values.values + whole.values + (frames[depth] ?? [])
            let apart = framed.filter { value in
                !(value.objectValue.map { object in siblings.contains { $0.allSatisfy { object[$0] != nil } } } ?? false)
            }
            frames[depth] = apart.isEmpty ? framed : apart
        }
        let bases = basesHolding(path, frames: frames, replacing: Set(holders.keys).union(framing.conditioned), role: role)
        // A property added as required: the old object's values, which lack it, placed where the object is. A member that
        // became required or optional, or a required one removed (for responses): both versions' objects without it, placed
        // there too.
        let requiredChanged = change.kind == .becameRequired || change.kind == .becameOptional
            || role == .response && DiffOracle.isRemovedRequired(change)
        if DiffOracle.isAddedRequired(change) || requiredChanged, !path.isEmpty {
            var objects = Array(sides[0].filter { $0.objectValue != nil }.prefix(quick ? 4 : 40))
            if requiredChanged, let name = path.last {
                objects = (sides[1] + sides[0]).compactMap(\.objectValue).prefix(quick ? 4 : 20).map { object in
                    var without = object
                    without[name] = nil
                    return .object(without)
                }
            }
            let documents = bases.prefix(quick ? 1 : 4).flatMap { base in
                objects.flatMap { DiffOracle.placings($0, at: path.dropLast(), in: base) }
            }
            let found = breaking(documents, role: role, showing: change)
            if evidence(for: change, among: found) != nil { return found }
        }
        if quick {
            var values = DocumentSampler.Unique(limit: DiffOracle.quickPerChange)
            // An object opened whose old patterns took most names (dependabot 7ab2c6b84's registries, `.+`): a value of the
            // new `additionalProperties` under a name no old pattern matches ("" for `.+`).
            let closed = change.kind == .additionalPropertiesClosed, opened = change.kind == .additionalPropertiesOpened
            if opened {
                for name in namesNoPatternTakes(change) + namesOnlyNewPropertyNamesTake(change) {
                    for value in sides[1].prefix(3) { values.add(.object(JSONObject([.init(key: name, value: value)]))) }
                }
            }
            // An object closed: the first objects of either version with an unknown member (the one value that shows it),
            // also one without the `x-` prefix that closed objects often still take (compose-spec 6336cc86f's `develop`,
            // closed beside `patternProperties: {"^x-": {}}`).
            // An object opened: the same, as the new object takes them and the old one refused (compose-spec ccac4e02d's
            // `watch` items, whose `additionalProperties: false` moved up to the array), under names no old pattern takes.
            if closed || opened {
                // Where the new `patternProperties` take those names (partial-poetry c1977b0c8's `^.+$`), names none of them takes.
                let names = ["x-unknown-member", "unknown-member"] + namesNoPatternTakes(change, inNew: closed)
                // The `additionalProperties` that took such members may ask a kind of value (the old one of an object closed:
                // traefik-v2-file-provider 7703233da's TLS options, each an object): one it takes.
                let kind = additionalValue(change, inNew: opened)
                for (offset, name) in names.enumerated() {
                    // Past the two unknown names, also a value the old object's pattern for the name takes (bitrise 0d5cef006's
                    // `with`, a step under the old `.*`, which the new lookahead pattern rules out): 1 is seldom one.
                    var taken: [JSONValue] = []
                    if opened || offset >= 2, let value = (closed ? oldPatternValue(change, name: name) : nil) ?? kind { taken = [value] }
                    for value in taken + [.number(JSONNumber(1))] {
                        let member = JSONValue.object(JSONObject([.init(key: name, value: value)]))
                        for side in sides.reversed() {
                            for object in side.filter({ $0.objectValue != nil }).prefix(offset < 2 && closed ? 2 : 1) {
                                values.add(DocumentSampler.merged(object, member))
                            }
                        }
                    }
                }
            }
            for text in formatSeparating(change) { values.add(.string(text)) }
            for value in DocumentSampler.oneOfEachType { values.add(value) }
            for index in 0..<8 {
                for side in sides where index < side.count { values.add(side[index]) }
            }
            if role != .response, let base = bases.first { recordNearMiss(change, values: values.values, at: path, in: base) }
            let documents = bases.prefix(2).flatMap { base in
                values.values.map { DiffOracle.placing($0, at: path[...], in: base) }
            }
            return breaking(documents, role: role, showing: change)
        }
        var values = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange)
        // An enum value removed: the old enum's values the new one lacks, first (ruff's `RUF076`, member 3,000 of 5,000).
        if change.kind == .enumValueRemoved {
            // The value the summary names, which an old enum read through a `$ref` (dependabot-2.0 a1b980f27's `timezone`,
            // base.json's enum inlined less 11 values) holds too.
            if let named = DiffOracle.removedEnumValue(of: change) { values.add(named) }
            if let before = enumValues(at: change.old, old: true) {
                let after = Set(enumValues(at: change.new, old: false) ?? [])
                for value in before where !after.contains(value) { values.add(value) }
            }
        }
        // A changed pattern: the strings that tell the two patterns apart, found by the diff itself, first. A pattern added
        // or removed is told apart from the empty one, which every string matches (`\S` removed: `" "`).
        if let patterns = changedPatterns(of: change), patterns.count == 2, patterns[0] != nil || patterns[1] != nil,
            let separation = PatternSeparation(old: patterns[0] ?? "", new: patterns[1] ?? "")
        {
            for text in separation.separating { values.add(.string(text)) }
        }
        // A changed format: the strings one format accepts and the other rejects, first.
        for text in formatSeparating(change) { values.add(.string(text)) }
        for index in 0..<max(sides[0].count, sides[1].count) {
            for side in sides where index < side.count { values.add(side[index]) }
        }
        for value in DocumentSampler.oneOfEachType { values.add(value) }
        var found: [(witness: Witness, inNew: Bool)] = []
        var built = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange)
        // A tuple or object closed at `…/*` (`additionalItems: false`): the values are the holder's (an item past the
        // tuple is one of their mutations), placed where the holder is.
        let closing = [change.old, change.new].contains { $0?.pointer.tokens.last.map(DiffOracle.closingKeywords.contains) == true }
        if closing, path.last == "*" {
            for base in bases.prefix(2) {
                let holders = values.values.filter { $0.arrayValue != nil || $0.objectValue != nil }
                for value in holders.prefix(DiffOracle.targetedPerChange / 4) {
                    built.add(DiffOracle.placing(value, at: path.dropLast(), in: base))
                }
            }
        }
        for document in conditionedPlacings(values.values, change: change, at: path) { built.add(document) }
        for base in bases {
            let existing = DiffOracle.value(at: path[...], in: base)
            for value in values.values {
                for document in DiffOracle.placings(value, at: path[...], in: base) { built.add(document) }
                // Also over what is there (a condition's members added to an object that has its required ones).
                if let existing, case .object = existing, case .object = value {
                    built.add(DiffOracle.placing(DocumentSampler.merged(existing, value), at: path[...], in: base))
                }
            }
        }
        // A changed `propertyNames` (partial-pixi 79712e5a5's task names gained `minLength: 1`): its strings as member
        // names of the object there, each with a value a member there already has (else one of each type), first.
        if path.last == "(property names)" {
            var named = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 2)
            for base in bases.prefix(2) {
                let holder = DiffOracle.value(at: path.dropLast(), in: base)?.objectValue ?? JSONObject()
                let members = holder.first.map { [$0.value] } ?? DocumentSampler.oneOfEachType
                for name in ([.string("")] + values.values).compactMap(\.stringValue).prefix(DiffOracle.targetedPerChange / 8) {
                    for member in members {
                        var object = holder
                        object[name] = member
                        named.add(DiffOracle.placing(.object(object), at: path.dropLast(), in: base))
                        // Also in place of the members there (lsdlschema-3.4's global substitutions, `maxProperties: 1`).
                        if !holder.keys.isEmpty {
                            let alone = JSONValue.object(JSONObject([.init(key: name, value: member)]))
                            named.add(DiffOracle.placing(alone, at: path.dropLast(), in: base))
                        }
                    }
                }
            }
            found += breaking(named.values, role: role, showing: change)
        }
        found += breaking(built.values, role: role, showing: change)
        if evidence(for: change, among: found) == nil, role != .request, let base = bases.first {
            found += breaking(removedMemberInBranches(change, at: path, in: base), role: role, showing: change)
        }
        // A changed `if`/`then`/`else` or an added `allOf` (of conditions): its values inside the objects of the definitions that
        // use it (a task with its `cmd`, a `switch`), as the shortest sampled base may hold an object the definition does not
        // apply to.
        if evidence(for: change, among: found) == nil, DiffOracle.isConditional(change) || change.new?.pointer.tokens.last == "allOf",
            let base = bases.first
        {
            found += breaking(inReferrerFrames(values.values, change: change, at: path, in: base), role: role, showing: change)
        }
        if evidence(for: change, among: found) == nil, let base = bases.first {
            found += breaking(crossings(of: values.values, at: path[...], in: base, role: role), role: role, showing: change)
        }
        if evidence(for: change, among: found) == nil, let base = bases.first {
            found += breaking(inContainers(values.values, change: change, at: path, in: base), role: role, showing: change)
        }
        if evidence(for: change, among: found) == nil {
            var spoiled = spoilingOtherBranches(Array(built.values.prefix(16)), change: change, sampler: role == .request ? 0 : 1)
            // Or the other branches of the version that must reject it, where the changed branch is one of that version's
            // union only (mta a1bac39c4: one open object became an `anyOf` of open objects by platform, each typing members
            // the old object left free; `stack` typed in `cf` shows only beside a mistyped `port` and `app-name`).
            if spoiled.isEmpty {
                spoiled += spoilingOtherBranches(Array(built.values.prefix(16)), change: change, sampler: role == .request ? 1 : 0)
            }
            spoiled += spoilingBranchesLeft(built.values, change: change, at: path)
            spoiled += spoilingBesideGainedBranches(built.values, change: change, at: path, role: role)
            if role == .request { spoiled += spoilingBesideAddedBranch(built.values, change: change, at: path) }
            spoiled += droppingOtherBranchesRequired(built.values + acceptedByBoth.prefix(32), change: change, at: path)
            if !spoiled.isEmpty { found += breaking(spoiled, role: role, showing: change) }
        }
        if evidence(for: change, among: found) == nil, path.contains("*"), let base = bases.first {
            let renamed = underNamesNoPatternTakes(values.values, at: path, in: base, sampler: role == .request ? 0 : 1)
            if !renamed.isEmpty { found += breaking(renamed, role: role, showing: change) }
            var beside = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 4)
            for value in values.values { beside.add(DiffOracle.placingBesideMembers(value, at: path[...], in: base)) }
            found += breaking(beside.values.filter { !built.values.contains($0) }, role: role, showing: change)
        }
        if evidence(for: change, among: found) == nil, role != .request, let base = bases.first {
            let broken = withOldMembersBroken(Array(sides[1].prefix(16)), change: change, at: path, in: base)
            found += breaking(broken, role: role, showing: change)
        }
        // A member added that only some forms of its object take (semgrep 678aee02a's `join`, in a rule of `mode: join` only):
        // the sampled objects there that hold it, whole, in place of the object (a value placed in another form is rejected
        // by both versions).
        if evidence(for: change, among: found) == nil, change.kind == .propertyAdded, role != .request, let name = path.last,
            name != "*"
        {
            let holding = (frames[path.count - 1] ?? []).filter { $0.objectValue?[name] != nil }.prefix(8)
            let documents = bases.prefix(2).flatMap { base in holding.flatMap { DiffOracle.placings($0, at: path.dropLast(), in: base) } }
            found += breaking(documents, role: role, showing: change)
        }
        if evidence(for: change, among: found) == nil, path.last.flatMap({ Int($0) }) != nil, let base = bases.first {
            found += breaking(afterTuplePrefix(values.values, change: change, at: path, in: base), role: role, showing: change)
        }
        if evidence(for: change, among: found) == nil, path.last == "*", let base = bases.first {
            found += breaking(afterItems(values.values, change: change, at: path, in: base), role: role, showing: change)
            if evidence(for: change, among: found) == nil {
                found += breaking(asUnknownMember(values.values, change: change, at: path, in: base), role: role, showing: change)
            }
        }
        // A member alone in its object: the object's other members may be what one version rejects (publiccode a8490339e's
        // `description`, a closed object of strings, became a map of languages to such objects: `localisedName` typed as a
        // description shows only where `genericName` is not there as a string beside it).
        if evidence(for: change, among: found) == nil, let name = path.last, path.count >= 1, !name.hasPrefix("("),
            name != "*", !name.hasPrefix("{"), let base = bases.first
        {
            var alone = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 4)
            for value in values.values.prefix(DiffOracle.targetedPerChange / 4) {
                let object = JSONValue.object(JSONObject([.init(key: name, value: value)]))
                alone.add(DiffOracle.placing(object, at: path.dropLast(), in: base))
            }
            found += breaking(alone.values, role: role, showing: change)
        }
        return found
    }

    /// For a changed `if`, `then` or `else`: `values` merged member by member, at every depth, over the objects at `path` of
    /// two documents both versions accept that meet the `if` (fail it, for an `else`), so that what the condition leaves
    /// alone stays whole: github-action ed45aac29's `then` asks composite `outputs` of an action whose `runs` is composite,
    /// and a composite `runs` needs its `steps`, which the `if`'s values lack.
    private mutating func conditionedPlacings(_ values: [JSONValue], change: SchemaChange, at path: [String]) -> [JSONValue] {
        guard let (sampler, site) = [(1, change.new), (0, change.old)].first(where: { $0.1 != nil }), let site,
            let file = siteFile(site, sampler), let last = site.pointer.tokens.last, DiffOracle.conditionalKeywords.contains(last),
            let holder = site.pointer.parent
        else { return [] }
        guard let condition = conditionAskingMost(holder: holder, sampler: sampler, file: file) else { return [] }
        let meeting = last != "else"
        let bases = acceptedByBoth.filter { document in
            DiffOracle.value(at: path[...], in: document).map { DiffOracle.holdsAll(condition, in: $0) == meeting } ?? false
        }
        var built = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 2)
        for base in bases.prefix(2) {
            guard let existing = DiffOracle.value(at: path[...], in: base) else { continue }
            for value in values where value.objectValue != nil {
                built.add(DiffOracle.placing(DocumentSampler.mergedDeeply(existing, value), at: path[...], in: base))
            }
        }
        return built.values
    }

    /// `documents` with, where the definition holding `change` is a branch of an `anyOf`/`oneOf` (by `$ref`), a member of each
    /// other branch given a value of a type its schema rejects: a document the other branches took as well (tsconfig
    /// afd1bdb88: `anyOf [files, exclude, include, references]`, each `properties` alone) then meets the union through the
    /// changed branch only, as the version that must accept it (`sampler`) does. Empty when the definition is no branch.
    private mutating func spoilingOtherBranches(_ documents: [JSONValue], change: SchemaChange, sampler: Int) -> [JSONValue] {
        guard let site = sampler == 0 ? change.old : change.new, let file = siteFile(site, sampler),
            let root = sampler == 0 ? oldFileIndex : newFileIndex,
            let definition = DiffOracle.holder(of: SchemaLocation(file: file, pointer: site.pointer), root: root)
        else { return [] }
        let set = samplers[sampler].set
        if referrers[sampler] == nil { referrers[sampler] = DiffOracle.referrers(in: set, from: [root]) }
        let map = referrers[sampler] ?? [:]
        var spoiled = DocumentSampler.Unique(limit: 32)
        for place in (map[definition] ?? []).prefix(3) {
            let tokens = place.pointer.tokens
            guard tokens.count >= 2, ["anyOf", "oneOf"].contains(tokens[tokens.count - 2]), let own = Int(tokens[tokens.count - 1]),
                let union = place.pointer.parent, let owner = union.parent,
                case .array(let branches)? = set.value(at: SchemaLocation(file: place.file, pointer: union))
            else { continue }
            let others = branches.indices.filter { $0 != own }
            let holder = SchemaLocation(file: place.file, pointer: owner)
            let owners = DiffOracle.payloadRoutes(of: holder, root: root, referrers: map, depth: 0)
            for route in owners.prefix(2) {
                // The members the other version declares there keep their values (it must accept the document).
                var declared: Set<String> = []
                if let otherRoot = sampler == 0 ? newFileIndex : oldFileIndex {
                    let otherSet = samplers[1 - sampler].set
                    let depths = DiffOracle.schemas(along: route.path, from: SchemaLocation(file: otherRoot, pointer: .root), in: otherSet)
                    if depths.count == route.path.count + 1 {
                        for location in depths[route.path.count] {
                            declared.formUnion(otherSet.value(at: location)?.objectValue?["properties"]?.objectValue?.keys ?? [])
                        }
                    }
                }
                let members = DiffOracle.mistypedMembers(
                    of: others, union: SchemaLocation(file: place.file, pointer: union), in: set, avoiding: declared)
                guard !members.isEmpty else { continue }
                for document in documents {
                    var result = document
                    for member in members { result = DiffOracle.placing(member.value, at: (route.path + [member.name])[...], in: result) }
                    spoiled.add(result)
                }
            }
        }
        return spoiled.values
    }

    /// A member of each of the union's `branches` (indices) that declares a typed one, with a value of a type it does not take.
    /// `avoiding`: names not to take (members the other version constrains where the union applies).
    static func mistypedMembers(
        of branches: [Int], union: SchemaLocation, in set: SchemaSet, avoiding: Set<String> = []
    ) -> [(name: String, value: JSONValue)] {
        var members: [(name: String, value: JSONValue)] = []
        for index in branches {
            let location = SchemaLocation(file: union.file, pointer: union.pointer.appending(String(index)))
            // Members an `allOf` part declares too (starlake's `JDBCSchemasV1`: its base's and its own, in two parts).
            let branch = SchemaView.whole(set, at: location)
            guard let properties = branch.keywords["properties"]?.objectValue else { continue }
            let typed = properties.keys.lazy.filter { !avoiding.contains($0) }.compactMap { name -> (String, JSONValue)? in
                guard let member = branch.child("properties", name), let value = DiffOracle.valueOfAnotherType(set, member)
                else { return nil }
                return (name, value)
            }
            if let member = typed.first { members.append(member) }
        }
        return members
    }

    /// For a union branch removed: documents holding the removed branch's values with a member of each branch left given a
    /// value of a type it does not take, which only the removed branch accepted (ninjs-2.0 e0530f89f's places: a geojson
    /// object with a `name` that is no string, which the open `{properties: {name: {type: string}, …}}` left rejects).
    func spoilingBranchesLeft(_ documents: [JSONValue], change: SchemaChange, at path: [String]) -> [JSONValue] {
        guard change.kind == .branchRemoved, let site = change.new, let file = siteFile(site, 1) else { return [] }
        let union = SchemaLocation(file: file, pointer: site.pointer), set = samplers[1].set
        guard case .array(let branches)? = set.value(at: union) else { return [] }
        let members = DiffOracle.mistypedMembers(of: Array(branches.indices), union: union, in: set)
        guard !members.isEmpty else { return [] }
        return DiffOracle.placingMembers(members, at: path, in: documents, limit: DiffOracle.targetedPerChange / 2)
    }

    /// Each of `documents` that holds an object at `path`, with `members` placed in that object.
    static func placingMembers(
        _ members: [(name: String, value: JSONValue)], at path: [String], in documents: [JSONValue], limit: Int
    ) -> [JSONValue] {
        var placed = DocumentSampler.Unique(limit: limit)
        for document in documents where DiffOracle.value(at: path[...], in: document)?.objectValue != nil {
            var result = document
            for member in members { result = DiffOracle.placing(member.value, at: (path + [member.name])[...], in: result) }
            placed.add(result)
        }
        return placed.values
    }

    /// For a schema whose `anyOf` gained branches (minecraft-recipe ddb53ba82's `then`s, each `anyOf` of open tag blocks,
    /// now with a `category` block): documents with a member of each branch both versions have given a value of a type it
    /// does not take, but none the gained branches declare; only those take them, in the new version (responses). Where
    /// the old schema had no `anyOf` (the shaped recipe's `then` gained one), a member of every branch is mistyped, but none
    /// the old schema declares: the old version takes the document, the new one no branch of it (requests).
    func spoilingBesideGainedBranches(_ documents: [JSONValue], change: SchemaChange, at path: [String], role: DiffRole) -> [JSONValue] {
        guard role != .both, let site = change.new, let other = change.old,
            let file = siteFile(site, 1), let oldFile = siteFile(other, 0)
        else { return [] }
        let set = samplers[1].set
        let union = SchemaLocation(file: file, pointer: site.pointer.appending("anyOf"))
        guard case .array(let branches)? = set.value(at: union) else { return [] }
        let oldSchema = samplers[0].set.value(at: SchemaLocation(file: oldFile, pointer: other.pointer))?.objectValue
        let before = oldSchema?["anyOf"]?.arrayValue ?? []
        let gained = branches.indices.filter { !before.contains(branches[$0]) }
        var avoiding: Set<String> = []
        let spoiling: [Int]
        if role == .response {
            guard !gained.isEmpty, gained.count < branches.count else { return [] }
            for index in gained {
                let location = SchemaLocation(file: file, pointer: union.pointer.appending(String(index)))
                let branch = SchemaView(set, at: location, following: true)
                avoiding.formUnion(branch.mergingAllOf(in: set).keywords["properties"]?.objectValue?.keys ?? [])
            }
            spoiling = branches.indices.filter { !gained.contains($0) }
        } else {
            guard before.isEmpty, oldSchema?["oneOf"] == nil else { return [] }
            avoiding.formUnion(oldSchema?["properties"]?.objectValue?.keys ?? [])
            spoiling = Array(branches.indices)
        }
        // And the members the `if` beside a `then` or `else` tests, which must keep meeting it.
        if let last = site.pointer.tokens.last, last == "then" || last == "else", let holder = site.pointer.parent {
            let condition = set.value(at: SchemaLocation(file: file, pointer: holder.appending("if")))
            avoiding.formUnion(condition?.objectValue?["properties"]?.objectValue?.keys ?? [])
        }
        let members = DiffOracle.mistypedMembers(of: spoiling, union: union, in: set, avoiding: avoiding)
        guard members.count == spoiling.count else { return [] }
        return DiffOracle.placingMembers(members, at: path, in: documents, limit: DiffOracle.targetedPerChange / 4)
    }

    /// The values of the `enum` written at `site` (the site itself or its schema's), in the old or new file.
    private func enumValues(at site: SchemaSite?, old isOld: Bool) -> [JSONValue]? {
        guard let site, let file = isOld ? oldFileIndex : newFileIndex else { return nil }
        let set = samplers[isOld ? 0 : 1].set
        var pointer = site.pointer
        if pointer.tokens.last != "enum" { pointer = pointer.appending("enum") }
        return set.value(at: SchemaLocation(file: file, pointer: pointer))?.arrayValue
    }

    /// For a change at a `patternProperties` member (`…/{P}`) whose other version lacks `P`: a name `P` matches that no pattern
    /// of that version's object (at its site) matches, nor its `properties` declare; then up to two names that object
    /// declares and `P` matches, which now take the declared schema instead (hugo d1e40620b's `languages`: `{".": object}`
    /// became `_merge` (a string enum) beside `additionalProperties: object`).
    func namesOnlyPatternTakes(_ change: SchemaChange) -> [String] {
        guard let last = change.instancePath.split(separator: "/").last, last.count > 2, last.hasPrefix("{"), last.hasSuffix("}"),
            let pattern = JSONPointer("/" + last)?.tokens.first.map({ String($0.dropFirst().dropLast()) }),
            let regex = ECMAScriptRegex.reading(pattern)
        else { return [] }
        for (side, site) in [(0, change.old), (1, change.new)] {
            guard let site, let file = siteFile(site, side), site.pointer.tokens.last != pattern,
                let object = samplers[side].set.value(at: SchemaLocation(file: file, pointer: site.pointer))?.objectValue
            else { continue }
            let others = (object["patternProperties"]?.objectValue?.keys ?? []).compactMap { ECMAScriptRegex.reading($0) }
            let declared = object["properties"]?.objectValue
            let sampled = ECMAScriptRegex.sampleMatches(of: pattern, limit: 16)
            let free = (sampled + sampled.flatMap(PatternSeparation.neighbours)).first { name in
                declared?[name] == nil && regex.matches(name) == true && !others.contains { $0.matches(name) != false }
            }
            let taken = (declared?.keys ?? []).filter { regex.matches($0) == true }.prefix(2)
            let names = (free.map { [$0] } ?? []) + taken
            if !names.isEmpty { return names }
        }
        return []
    }

    /// Up to three names none of the `patternProperties` of the old (or new: `inNew`) object at `change`'s site (its
    /// `additionalProperties`) matches, nor its `properties` declare.
    func namesNoPatternTakes(_ change: SchemaChange, inNew: Bool = false) -> [String] {
        let side = inNew ? 1 : 0
        guard let site = inNew ? change.new : change.old, let file = siteFile(site, side),
            site.pointer.tokens.last == "additionalProperties",
            let object = samplers[side].set.value(at: SchemaLocation(file: file, pointer: site.pointer.parent ?? .root))?.objectValue,
            let patterns = object["patternProperties"]?.objectValue?.keys
        else { return [] }
        return DiffOracle.namesNoPatternTakes(patterns, declared: Set(object["properties"]?.objectValue?.keys ?? []))
    }

    /// For an object opened beside a new `propertyNames`: up to four names it takes (its sampled values) that the old object
    /// does not declare, which a member needs to show the opening (lsdlschema-3.4's phrasings, whose names it lists).
    mutating func namesOnlyNewPropertyNamesTake(_ change: SchemaChange) -> [String] {
        guard let site = change.new, let file = siteFile(site, 1) else { return [] }
        let holder = site.pointer.tokens.last == "additionalProperties" ? site.pointer.parent ?? .root : site.pointer
        guard case .object(let object)? = samplers[1].set.value(at: SchemaLocation(file: file, pointer: holder)),
            object["propertyNames"] != nil
        else { return [] }
        var declared: Set<String> = []
        if let old = change.old, let oldFile = siteFile(old, 0) {
            let oldHolder = old.pointer.tokens.last == "additionalProperties" ? old.pointer.parent ?? .root : old.pointer
            let oldObject = samplers[0].set.value(at: SchemaLocation(file: oldFile, pointer: oldHolder))?.objectValue
            declared = Set(oldObject?["properties"]?.objectValue?.keys ?? [])
        }
        let names = samplers[1].values(at: SchemaLocation(file: file, pointer: holder.appending("propertyNames")), depth: 1)
        return Array(names.compactMap(\.stringValue).filter { !declared.contains($0) }.prefix(4))
    }

    /// Up to `limit` names none of `patterns` matches and `declared` lacks: built to fail each pattern in turn; with `words`,
    /// the words a pattern names first, alone and inside a name (a negative lookahead's `message`, which sampled matches do
    /// not follow).
    static func namesNoPatternTakes(_ patterns: [String], declared: Set<String>, limit: Int = 3, words: Bool = false) -> [String] {
        let regexes = patterns.compactMap { ECMAScriptRegex.reading($0) }
        guard !regexes.isEmpty else { return [] }
        var names: [String] = []
        for pattern in patterns.prefix(4) {
            let named = words ? pattern.split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 }.prefix(4) : []
            let separating = PatternSeparation(old: pattern, new: "")?.separating ?? []
            for name in named.flatMap({ [$0, "x" + $0] }) + separating where names.count < limit && !names.contains(name) {
                if !declared.contains(name), !regexes.contains(where: { $0.matches(name) != false }) { names.append(name) }
            }
        }
        return names
    }

    /// Up to three member names `pattern` and another `patternProperties` pattern of the object holding it (in either version)
    /// tell apart (``PatternSeparation``), each matched by another set of those patterns.
    func patternNeighbourNames(_ change: SchemaChange, pattern: String) -> [String] {
        var patterns: [String] = []
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            guard let site, let file = siteFile(site, sampler) else { continue }
            var tokens = site.pointer.tokens
            if let index = tokens.lastIndex(of: "patternProperties") { tokens.removeSubrange(index...) }
            let set = samplers[sampler].set
            let object = SchemaView(set, at: SchemaLocation(file: file, pointer: JSONPointer(tokens: tokens)), following: true)
            patterns += (object.keywords["patternProperties"]?.objectValue?.keys ?? []).prefix(8)
        }
        let regexes = patterns.compactMap { ECMAScriptRegex.reading($0) }
        var names: [String] = []
        var signatures: Set<[Bool?]> = []
        for other in Set(patterns).sorted() where other != pattern {
            for name in PatternSeparation(old: pattern, new: other)?.separating ?? [] where names.count < 3 && !names.contains(name) {
                if signatures.insert(regexes.map { $0.matches(name) }).inserted { names.append(name) }
            }
        }
        return names
    }

    /// For a changed `not`: what one version's `not` negates merged into values of the schema holding the other version's
    /// (template.json ddc7a7b88's catch-all constraint, whose `not` gained the new `project-capability` tag: such a
    /// constraint with the `args` array the old catch-all took, which the new tagged branch types as a string), by side.
    /// Likewise for a `not` or `oneOf` the new version added: values that fail it merged into the old schema's.
    mutating func negatedMerges(_ change: SchemaChange) -> [[JSONValue]] {
        guard let oldSite = change.old, let newSite = change.new, let oldFile = siteFile(oldSite, 0), let newFile = siteFile(newSite, 1)
        else { return [[], []] }
        // Values of the schema at `pointer` and, first, of the schema whose `allOf` members hold it: those hold what the
        // object requires (ansible-stable 006978621's `ec2_ami_find`, whose old member `{allOf: [{not: …}, {oneOf: …}]}`
        // asked one region alias), where the member's own values hold the `not` alone.
        func holding(_ sampler: Int, _ file: Int, _ pointer: JSONPointer) -> [JSONValue] {
            var tokens = pointer.tokens
            if tokens.last == "allOf" { tokens.removeLast() }
            while tokens.count >= 2, tokens[tokens.count - 2] == "allOf", Int(tokens[tokens.count - 1]) != nil { tokens.removeLast(2) }
            var found = DocumentSampler.Unique(limit: 8)
            for place in [JSONPointer(tokens: tokens), pointer] {
                for value in samplers[sampler].values(at: SchemaLocation(file: file, pointer: place), depth: 1).prefix(8)
                where value.objectValue != nil {
                    found.add(value)
                }
            }
            return found.values
        }
        // Each value merged into each holder both ways: a member both hold may be one the holder's schema types (ansible-stable
        // 006978621's `apt_rpm`, whose old `update_cache` is "yes" or "no", beside the new `not` of `update_cache` with
        // `update-cache`).
        func merged(_ values: [JSONValue], into holders: [JSONValue]) -> [JSONValue] {
            var merged = DocumentSampler.Unique(limit: 128)
            for holder in holders {
                for value in values where value.objectValue != nil {
                    merged.add(DocumentSampler.merged(holder, value))
                    merged.add(DocumentSampler.merged(value, holder))
                }
            }
            return merged.values
        }
        let oldPlace = oldSite.pointer.tokens.last == "not" ? oldSite.pointer.parent ?? oldSite.pointer : oldSite.pointer
        let oldHolders = holding(0, oldFile, oldPlace)
        // A `not` added under the schema the old site is (ansible 006978621's modules, each given `allOf: [{not: {required:
        // [configfile, conf, file]}}]`): its values merged into the old schema's, which hold what the old object requires.
        if oldSite.pointer.tokens.last != "not", newSite.pointer.tokens.last == "not" {
            let negated = samplers[1].values(at: SchemaLocation(file: newFile, pointer: newSite.pointer), depth: 1)
            return [merged(Array(negated.prefix(8)), into: oldHolders), []]
        }
        // An `allOf` added, or one of its members, whose `not`s sit in nested `allOf`s (ansible-stable 006978621's
        // `ecs_cluster`, given `allOf: [{allOf: [{not: {required: [aws_secret_key, ec2_secret_key, secret_key]}}]}, …]`):
        // each `not`'s values merged into the old schema's, one at a time.
        if oldSite.pointer.tokens.last != "not", newSite.pointer.tokens.last == "allOf" || newSite.pointer.parent?.tokens.last == "allOf" {
            let negations = DiffOracle.negations(in: samplers[1].set, at: SchemaLocation(file: newFile, pointer: newSite.pointer))
            let negated = negations.flatMap { samplers[1].values(at: $0, depth: 1).filter { $0.objectValue != nil }.prefix(4) }
            return [merged(negated, into: Array(oldHolders.prefix(4))), []]
        }
        // A `oneOf` added where the old schema had none (ansible-stable 006978621's `mysql_user`, which required `name` and
        // now one of `user` and `name`): values of two of its branches merged, which match both and so fail it, merged into
        // the old schema's.
        if oldSite.pointer.tokens.last != "oneOf", newSite.pointer.tokens.last == "oneOf",
            case .array(let branches)? = samplers[1].set.value(at: SchemaLocation(file: newFile, pointer: newSite.pointer)),
            branches.count >= 2
        {
            let values = branches.indices.prefix(16).map { index in
                samplers[1].values(at: SchemaLocation(file: newFile, pointer: newSite.pointer.appending(String(index))), depth: 1)
                    .filter { $0.objectValue != nil }.prefix(2)
            }
            var both = DocumentSampler.Unique(limit: 16)
            for first in values.indices {
                for second in values.indices where second > first {
                    for a in values[first] { for b in values[second] { both.add(DocumentSampler.merged(a, b)) } }
                }
            }
            return [merged(both.values, into: Array(oldHolders.prefix(4))), []]
        }
        guard oldSite.pointer.tokens.last == "not", newSite.pointer.tokens.last == "not", let newHolder = newSite.pointer.parent
        else { return [[], []] }
        let negated = [samplers[0].values(at: SchemaLocation(file: oldFile, pointer: oldSite.pointer), depth: 1),
                       samplers[1].values(at: SchemaLocation(file: newFile, pointer: newSite.pointer), depth: 1)]
        let holders = [oldHolders, holding(1, newFile, newHolder)]
        return (0..<2).map { side in merged(Array(negated[1 - side].prefix(8)), into: holders[side]) }
    }

    /// The `not` schemas of the `allOf` at `location` (its array, or one member), through `allOf`s nested up to 4 deep:
    /// 16 at most, each `allOf` read up to its 64th member.
    static func negations(in set: SchemaSet, at location: SchemaLocation) -> [SchemaLocation] {
        var found: [SchemaLocation] = []
        func visit(_ pointer: JSONPointer, depth: Int) {
            guard found.count < 16, depth <= 4 else { return }
            switch set.value(at: SchemaLocation(file: location.file, pointer: pointer)) {
            case .array(let members)?:
                for index in members.indices.prefix(64) { visit(pointer.appending(String(index)), depth: depth + 1) }
            case .object(let object)?:
                if object["not"]?.objectValue != nil {
                    found.append(SchemaLocation(file: location.file, pointer: pointer.appending("not")))
                }
                if object["allOf"]?.arrayValue != nil { visit(pointer.appending("allOf"), depth: depth) }
            default:
                return
            }
        }
        visit(location.pointer, depth: 0)
        return found
    }

    /// A value the `additionalProperties` of the changed object takes in one version, when that is a schema (`{"type":
    /// "string"}`).
    mutating func additionalValue(_ change: SchemaChange, inNew: Bool) -> JSONValue? {
        let side = inNew ? 1 : 0
        guard let site = inNew ? change.new : change.old, let file = siteFile(site, side) else { return nil }
        let pointer = site.pointer.tokens.last == "additionalProperties" ? site.pointer : site.pointer.appending("additionalProperties")
        let location = SchemaLocation(file: file, pointer: pointer)
        guard samplers[side].set.value(at: location)?.objectValue != nil else { return nil }
        return samplers[side].values(at: location, depth: 1).first
    }

    /// A sampled value of the schema the old object at `change`'s site gives a member `name` by its first `patternProperties`
    /// entry matching it; nil when none does.
    mutating func oldPatternValue(_ change: SchemaChange, name: String) -> JSONValue? {
        guard let site = change.old, let file = siteFile(site, 0) else { return nil }
        var pointer = site.pointer
        if pointer.tokens.last == "additionalProperties", let parent = pointer.parent { pointer = parent }
        let set = samplers[0].set
        let holder = SchemaView(set, at: SchemaLocation(file: file, pointer: pointer), following: true)
        guard let patterns = holder.keywords["patternProperties"]?.objectValue?.keys else { return nil }
        for pattern in patterns {
            guard let regex = ECMAScriptRegex.reading(pattern), regex.matches(name) == true,
                let location = holder.child("patternProperties", pattern)
            else { continue }
            return samplers[0].values(at: location, depth: 1).first
        }
        return nil
    }

    /// For a change to a property (`…/properties/exclude`): the values placed as that member inside sampled values of
    /// the object schema holding it, each placed at the object's payload path. The bases seldom hold the object (an
    /// item of `schemas` that meets its `anyOf` with its required `path` and `include`), and a value placed into a
    /// missing object lacks the members it requires.
    private mutating func inContainers(_ values: [JSONValue], change: SchemaChange, at path: [String], in base: JSONValue) -> [JSONValue] {
        guard let name = path.last, name != "*" else { return [] }
        var built = DocumentSampler.Unique(limit: 300)
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            guard let site, let file = siteFile(site, sampler) else { continue }
            var tokens = site.pointer.tokens
            // A member added or removed where the side lacking it declares no `properties`: its site is the object itself
            // (dofigen e7d4268ce's old root, an `anyOf` whose `FromContext` branch takes any `cmd` beside its `fromImage`).
            let isObject = DiffOracle.memberChanges.contains(change.kind) && !tokens.contains("properties")
            if !isObject {
                while let last = tokens.last, last != "properties" { tokens.removeLast() }
                guard !tokens.isEmpty else { continue }
                tokens.removeLast()
            }
            let container = SchemaLocation(file: file, pointer: JSONPointer(tokens: tokens))
            let objects = samplers[sampler].values(at: container, depth: 1).filter { $0.objectValue != nil }.prefix(6)
            // There, a value of each type first: the member's own values are what the object's other branch took already.
            let members = isObject ? DocumentSampler.oneOfEachType + values.prefix(42) : Array(values.prefix(48))
            for object in objects {
                for value in members {
                    let member = JSONValue.object(JSONObject([.init(key: name, value: value)]))
                    built.add(DiffOracle.placing(DocumentSampler.merged(object, member), at: path.dropLast(), in: base))
                }
            }
        }
        return built.values
    }

    /// The documents of `documents` that break `role`, each validated by both versions (within the pair's budget).
    /// Stops at the first that shows `change` in at most 120 characters (short enough to print whole), so that the
    /// pair's budget is left for its other changes.
    private mutating func breaking(
        _ documents: [JSONValue], role: DiffRole, showing change: SchemaChange
    ) -> [(witness: Witness, inNew: Bool)] {
        var found: [(witness: Witness, inNew: Bool)] = []
        var shown = 0
        for document in documents where targetedSpent < targetedBudget {
            for entry in found[shown...] where evidence(for: change, among: [entry]) != nil {
                if JSONWriter.compact.string(from: entry.witness.document).utf8.count <= 120 { return found }
            }
            shown = found.count
            targetedSpent += 1
            aimed.built += 1
            let before = oldValidator.verdict(document), after = newValidator.verdict(document)
            guard before.schemaFault == nil, after.schemaFault == nil else {
                aimed.faults += 1
                continue
            }
            if role == .response ? after.isValid : before.isValid { aimed.kept += 1 }
            if role != .response, before.isValid && !after.isValid {
                found.append((Witness(document: document, errors: newValidator.validate(document).errors), true))
            }
            if role != .request, after.isValid && !before.isValid {
                found.append((Witness(document: document, errors: oldValidator.validate(document).errors), false))
            }
        }
        return found
    }

    /// Two object values that each pass the version the role keeps (the old one for requests), merged into one and
    /// placed at `path` in `base`: a condition between two members (`showHeader` allowed only for some
    /// `extensionPoint`s) shows only when a value of each is present. A value is kept when it brings a member or
    /// a member's value that the kept ones lack; at most 12, 132 documents.
    private mutating func crossings(
        of values: [JSONValue], at path: ArraySlice<String>, in base: JSONValue, role: DiffRole
    ) -> [JSONValue] {
        let keeper = role == .response ? newValidator : oldValidator
        var passing: [JSONValue] = []
        var seen: Set<String> = []
        for value in values where passing.count < 12 && targetedSpent < targetedBudget {
            let members: [String]
            switch value {
            case .object(let object):
                members = object.members.map { $0.key + "=" + JSONWriter.compact.string(from: $0.value) }
            case .string(let text): members = ["\u{0}" + text]
            default: continue
            }
            guard !seen.isSuperset(of: members) else { continue }
            targetedSpent += 1
            guard keeper.verdict(DiffOracle.placing(value, at: path, in: base)).isValid else { continue }
            passing.append(value)
            seen.formUnion(members)
        }
        var crossed = DocumentSampler.Unique(limit: 132)
        for first in passing {
            for second in passing {
                switch (first, second) {
                case (.object, .object): crossed.add(DiffOracle.placing(DocumentSampler.merged(first, second), at: path, in: base))
                // Two strings joined: each unanchored pattern that took one takes the whole (databricks-asset-bundles
                // 0f92cd941's `${resources.…}` and `${var.…}` branches, under a `oneOf` now).
                case (.string(let head), .string(let tail)) where head != tail:
                    crossed.add(DiffOracle.placing(.string(head + tail), at: path, in: base))
                default: break
                }
            }
        }
        return crossed.values
    }

}
