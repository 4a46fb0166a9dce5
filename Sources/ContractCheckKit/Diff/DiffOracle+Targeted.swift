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

    /// The most documents built for one change in the quick pass (one value of each type and the first values of
    /// both versions, in the best-placed base).
    static let quickPerChange = 16

    /// Looks for evidence of `change` with documents built for it; `quick`: with ``quickPerChange`` of them at most.
    mutating func searchTargeted(for change: SchemaChange, role: DiffRole, quick: Bool = false) -> Witness? {
        guard targetedSpent < targetedBudget else { return nil }
        var routes: [PayloadRoute] = []
        var routeSampler = 1
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
            routes = [PayloadRoute(path: DiffOracle.placeable(path), holders: [:])]
        }
        var found: [(witness: Witness, inNew: Bool)] = []
        // The first three paths, and the shortest (a task named in `tasks` rather than inside a `switch` of one).
        var tried = Array(routes.prefix(3))
        if let shortest = routes.min(by: { $0.path.count < $1.path.count }), !tried.contains(where: { $0.path == shortest.path }) {
            tried.insert(shortest, at: 0)
        }
        aimed.paths = aimed.paths ?? tried.map(\.path)
        for route in tried {
            let holders = route.holders.mapValues { (sampler: routeSampler, location: $0) }
            found += targetedWitnesses(for: change, at: route.path, holders: holders, role: role, quick: quick)
        }
        return evidence(for: change, among: found)
    }

    /// For a `format` changed, added or removed: the strings that tell the old format from the new one.
    func formatSeparating(_ change: SchemaChange) -> [String] {
        guard let formats = changedFormats(of: change), formats.count == 2 else { return [] }
        return DocumentSampler.formatSeparating(old: formats[0], new: formats[1])
    }

    /// A payload path where a definition applies, with, at each depth where a `$ref` on the way reaches its target, the
    /// schema holding that `$ref` (``siblingsHolder(of:)``): its values are the frames to build there.
    struct PayloadRoute {
        var path: [String]
        var holders: [Int: SchemaLocation]
    }

    /// The schema at a `$ref`'s place that holds it with its siblings: the place with the `allOf` members and `then`/`else`
    /// it lies in taken off, inside its definition (vector's `Sources/oneOf/41`, whose `allOf` joins the
    /// source's configuration and its `type`).
    static func siblingsHolder(of place: JSONPointer) -> JSONPointer {
        var tokens = place.tokens
        while true {
            if tokens.count >= 4, tokens[tokens.count - 2] == "allOf", Int(tokens[tokens.count - 1]) != nil {
                tokens.removeLast(2)
            } else if tokens.count >= 3, let last = tokens.last, last == "then" || last == "else" {
                tokens.removeLast()
            } else {
                return JSONPointer(tokens: tokens)
            }
        }
    }

    /// A definition change's path (`#` + the definition's pointer + the payload path inside it) split into both
    /// parts: the definition is the longest `$defs`/`definitions` entry of the path that the change's site lies in,
    /// else (the site reached through a `$ref` to another definition) the first entry of the path.
    static func splitDefinitionPath(_ change: SchemaChange) -> (JSONPointer, [String])? {
        guard let tokens = JSONPointer(String(change.instancePath.dropFirst()))?.tokens else { return nil }
        let sites = [change.new, change.old].compactMap { $0?.pointer.tokens }
        let entries = tokens.indices.filter { ["$defs", "definitions"].contains(tokens[$0]) && $0 + 1 < tokens.count }
        let index = entries.last { index in sites.contains { $0.starts(with: tokens[...(index + 1)]) } } ?? entries.first
        guard let index else { return nil }
        return (JSONPointer(tokens: Array(tokens[...(index + 1)])), placeable(Array(tokens[(index + 2)...])))
    }

    /// The file of the version `sampler` (0: old, 1: new) that `site` lies in: the compared file or one it references.
    func siteFile(_ site: SchemaSite, _ sampler: Int) -> Int? {
        samplers[sampler].set.files.firstIndex { $0.path == site.file }
    }

    /// A diff's payload path as ``placing(_:at:in:)`` takes it: a `contains` item (`(contains)`) is any element, and a
    /// `patternProperties` member (`{^x-}`) a name built from its pattern.
    static func placeable(_ path: [String]) -> [String] {
        path.map { token in
            if token == "(contains)" { return "*" }
            if token.hasPrefix("{"), token.hasSuffix("}"), token.count > 2 {
                return ECMAScriptRegex.sampleMatches(of: String(token.dropFirst().dropLast()), limit: 1).first ?? "*"
            }
            return token
        }
    }

    /// The payload paths (`*` for any element or member) where the schema at `location` applies, for documents of the
    /// file `root`: its own path in `root` outside definitions; inside a definition, or anywhere in another file, the
    /// paths of the `$ref`s to that definition or file (``holder(of:root:)``), `depth` levels up at most; each with the
    /// holders of the `$ref`s followed (the one nearest the change kept where two apply at one depth).
    static func payloadRoutes(
        of location: SchemaLocation, root: Int, referrers: [SchemaLocation: [SchemaLocation]], depth: Int
    ) -> [PayloadRoute] {
        let tokens = location.pointer.tokens
        guard let holder = holder(of: location, root: root) else {
            return [PayloadRoute(path: instancePath(of: tokens[...]), holders: [:])]
        }
        // Eight levels: settings trees reach a definition through as many (`extensions` → `…Features` → `…FeatureTree` → `lsp`
        // → …); three referrers a level and nine paths kept, so the walk stays small.
        guard depth < 8 else { return [] }
        let inside = instancePath(of: tokens[holder.pointer.tokens.count...])
        return Array((referrers[holder] ?? []).prefix(3).flatMap { place in
            payloadRoutes(of: place, root: root, referrers: referrers, depth: depth + 1).map { route in
                var holders = route.holders
                if !route.path.isEmpty {
                    holders[route.path.count] = SchemaLocation(file: place.file, pointer: siblingsHolder(of: place.pointer))
                }
                return PayloadRoute(path: route.path + inside, holders: holders)
            }
        }.prefix(9))
    }

    /// The schema whose `$ref`s lead documents of `root` to `place`: the definition holding it, else, in another file
    /// than `root`, that file's root; nil for a place of `root` outside definitions (reached by its own payload path).
    static func holder(of place: SchemaLocation, root: Int) -> SchemaLocation? {
        let tokens = place.pointer.tokens
        if let last = tokens.indices.last(where: { ["$defs", "definitions"].contains(tokens[$0]) && $0 + 1 < tokens.count }) {
            return SchemaLocation(file: place.file, pointer: JSONPointer(tokens: Array(tokens[...(last + 1)])))
        }
        return place.file == root ? nil : SchemaLocation(file: place.file, pointer: .root)
    }

    /// For each schema a `$ref` reaches, the places of those `$ref`s: of the files `roots` and the files their `$ref`s
    /// lead to (a schema of `grunt-task.json` that `grunt-clean-task.json` names), one walk a file; each list nearest
    /// the first root first.
    static func referrers(in set: SchemaSet, from roots: [Int]) -> [SchemaLocation: [SchemaLocation]] {
        var found: [SchemaLocation: [SchemaLocation]] = [:]
        var files = roots
        var walked = Set(files)
        var next = 0
        while next < files.count {
            let file = files[next]
            next += 1
            set.forEachSchema(in: file) { node in
                guard node.value.objectValue?["$ref"] != nil, let target = set.target(ofReferenceAt: node.location) else { return }
                found[target, default: []].append(node.location)
                if walked.insert(target.file).inserted { files.append(target.file) }
            }
        }
        // Each list nearest the root first (``payloadRoutes(of:root:referrers:depth:)`` follows the first three): poe's tasks
        // are `tasks_map` → `task_def` → `cmd_task`, and the `switch`/`sequence` tasks holding more `task_def`s come first
        // in the file.
        var distances: [SchemaLocation: Int] = [:]
        func distance(of place: SchemaLocation) -> Int {
            guard let root = roots.first, let holder = holder(of: place, root: root) else { return 0 }
            return distances[holder].map { $0 + 1 } ?? Int.max
        }
        for _ in 0..<8 {
            for (target, places) in found {
                let nearest = places.map(distance(of:)).min() ?? Int.max
                if nearest < distances[target] ?? Int.max { distances[target] = nearest }
            }
        }
        return found.mapValues { places in
            places.enumerated().sorted { (distance(of: $0.element), $0.offset) < (distance(of: $1.element), $1.offset) }
                .map(\.element)
        }
    }

    /// The definition (`$defs`/`definitions` entry) `place` lies in, and the tokens of `place` below it; nil at the root.
    static func definition(holding place: JSONPointer) -> (JSONPointer, [String])? {
        let tokens = place.tokens
        guard let last = tokens.indices.last(where: { ["$defs", "definitions"].contains(tokens[$0]) && $0 + 1 < tokens.count }) else {
            return nil
        }
        return (JSONPointer(tokens: Array(tokens[...(last + 1)])), Array(tokens[(last + 2)...]))
    }

    /// The payload path of schema pointer tokens outside definitions: `properties/a/items` is `a/*`.
    static func instancePath(of tokens: ArraySlice<String>) -> [String] {
        var path: [String] = []
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            index += 1
            switch token {
            case "properties":
                if index < tokens.endIndex { path.append(tokens[index]) }
                index += 1
            case "patternProperties", "dependentSchemas", "dependencies", "allOf", "anyOf", "oneOf":
                if token == "patternProperties" { path.append("*") }
                index += 1
            case "prefixItems":
                path.append("*")
                index += 1
            case "items":
                path.append("*")
                if index < tokens.endIndex, Int(tokens[index]) != nil { index += 1 }
            case "additionalProperties", "additionalItems", "unevaluatedProperties", "unevaluatedItems", "contains":
                path.append("*")
            default:
                break  // `not`, `if`, `then`, `else`, `$ref`: the same place
            }
        }
        return path
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
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            sides[sampler] = aimedAtCondition(sides[sampler], site: site, of: change, sampler: sampler)
        }
        var frames = frames(for: change, at: path)
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
            let required = samplers[holder.sampler].requiredNames(at: holder.location)
            let ranked = taking.map { value in
                let members = value.objectValue.map { object in required.filter { object[$0] == nil }.count } ?? 0
                return (rank: [members, JSONWriter.compact.string(from: value).utf8.count], value: value)
            }
            .sorted { $0.rank.lexicographicallyPrecedes($1.rank) }.map(\.value)
            for value in ranked.filter({ DiffOracle.holds(path[depth], $0) }).prefix(4) { values.add(value) }
            for value in ranked { values.add(value) }
            frames[depth] = values.values + (frames[depth] ?? [])
        }
        let bases = basesHolding(path, frames: frames, replacing: Set(holders.keys))
        // A property added as required: the old object's values, which lack it, placed where the object is. A member that
        // became required or optional: both versions' objects without it, placed there too.
        let requiredChanged = change.kind == .becameRequired || change.kind == .becameOptional
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
            // An object closed: the first objects of either version with an unknown member (the one value that shows it).
            if change.kind == .additionalPropertiesClosed {
                let member = JSONValue.object(JSONObject([.init(key: "x-unknown-member", value: .number(JSONNumber(1)))]))
                for side in sides.reversed() {
                    for object in side.filter({ $0.objectValue != nil }).prefix(2) { values.add(DocumentSampler.merged(object, member)) }
                }
            }
            for text in formatSeparating(change) { values.add(.string(text)) }
            // An object opened whose old patterns took most names (dependabot 7ab2c6b84's registries, `.+`): a value of the
            // new `additionalProperties` under a name no old pattern matches ("" for `.+`).
            if change.kind == .additionalPropertiesOpened {
                for name in namesNoOldPatternTakes(change) {
                    for value in sides[1].prefix(3) { values.add(.object(JSONObject([.init(key: name, value: value)]))) }
                }
            }
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
        if change.kind == .enumValueRemoved, let before = enumValues(at: change.old, old: true) {
            let after = Set(enumValues(at: change.new, old: false) ?? [])
            for value in before where !after.contains(value) { values.add(value) }
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
                    }
                }
            }
            found += breaking(named.values, role: role, showing: change)
        }
        found += breaking(built.values, role: role, showing: change)
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
            let spoiled = spoilingOtherBranches(Array(built.values.prefix(16)), change: change, sampler: role == .request ? 0 : 1)
            if !spoiled.isEmpty { found += breaking(spoiled, role: role, showing: change) }
        }
        if evidence(for: change, among: found) == nil, path.last == "*", let base = bases.first {
            found += breaking(afterItems(values.values, change: change, at: path, in: base), role: role, showing: change)
            if evidence(for: change, among: found) == nil {
                found += breaking(asUnknownMember(values.values, at: path, in: base), role: role, showing: change)
            }
        }
        return found
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
            // A member of each other branch, with a value of a type it does not take.
            var members: [(name: String, value: JSONValue)] = []
            for index in branches.indices where index != own {
                let branch = SchemaView(set, at: SchemaLocation(file: place.file, pointer: union.appending(String(index))), following: true)
                guard let properties = branch.keywords["properties"]?.objectValue else { continue }
                let typed = properties.keys.lazy.compactMap { name -> (String, JSONValue)? in
                    guard let member = branch.child("properties", name),
                        let types = SchemaView(set, at: member, following: true).types.map(SchemaDiff.expand),
                        let value = DocumentSampler.oneOfEachType.first(where: { value in
                            !types.contains(value.typeName) && !(types.contains("integer") && value.numberValue != nil)
                        })
                    else { return nil }
                    return (name, value)
                }
                if let member = typed.first { members.append(member) }
            }
            guard !members.isEmpty else { continue }
            let holder = SchemaLocation(file: place.file, pointer: owner)
            let owners = DiffOracle.payloadRoutes(of: holder, root: root, referrers: map, depth: 0)
            for route in owners.prefix(2) where !route.path.contains("*") {
                for document in documents {
                    var result = document
                    for member in members { result = DiffOracle.placing(member.value, at: (route.path + [member.name])[...], in: result) }
                    spoiled.add(result)
                }
            }
        }
        return spoiled.values
    }

    /// The four sampled documents both versions accept that hold most of `path` already (a sampled block with its
    /// required members), those whose value where the path stops can take its next step first (an object for a
    /// name, an array or object for `*`), then shortest first. Where the best two stop at a value of another kind (a
    /// task written as a string, which a value placed under it would replace with an object lacking the task's
    /// required `cmd`), they are given first with that value built from `frames` (``scaffolded(_:along:frames:replacing:)``).
    private mutating func basesHolding(_ path: [String], frames: [Int: [JSONValue]], replacing: Set<Int>) -> [JSONValue] {
        let sampled = acceptedByBoth.enumerated().map { entry in
            let depth = DiffOracle.existingDepth(of: path[...], in: entry.element)
            var holds = 1
            if depth < path.count, let reached = DiffOracle.value(at: path.prefix(depth), in: entry.element) {
                holds = DiffOracle.takes(path[depth], reached) ? 1 : 0
            }
            return (depth: depth, holds: holds, order: entry.offset)
        }
        .sorted { ($0.depth, $0.holds, -$0.order) > ($1.depth, $1.holds, -$1.order) }.prefix(4).map { acceptedByBoth[$0.order] }
        guard !frames.isEmpty else { return sampled }
        // Changes at one place share their frames (17 branches of one union): built and validated once.
        let key = path.joined(separator: "/") + " \(replacing.sorted()) " + frames.keys.sorted().map { depth in
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

    /// Keywords whose boolean value closes the object or array holding them (the change is that object's).
    static let closingKeywords: Set<String> = [
        "additionalProperties", "unevaluatedProperties", "additionalItems", "unevaluatedItems", "items",
    ]

    /// Whether `value` is an object with a member named by the path step `token` (never for `*`).
    static func holds(_ token: String, _ value: JSONValue) -> Bool {
        token != "*" && value.objectValue?[token] != nil
    }

    /// Whether `value` can take the path step `token`: an object for a name, an array or object for `*`.
    static func takes(_ token: String, _ value: JSONValue) -> Bool {
        switch (token, value) {
        case ("*", .array), (_, .object): true
        case (_, .array(let items)): Int(token).map { $0 >= 0 && $0 < items.count } ?? false  // a tuple's item by index
        default: false
        }
    }

    /// The values of the `enum` written at `site` (the site itself or its schema's), in the old or new file.
    private func enumValues(at site: SchemaSite?, old isOld: Bool) -> [JSONValue]? {
        guard let site, let file = isOld ? oldFileIndex : newFileIndex else { return nil }
        let set = samplers[isOld ? 0 : 1].set
        var pointer = site.pointer
        if pointer.tokens.last != "enum" { pointer = pointer.appending("enum") }
        return set.value(at: SchemaLocation(file: file, pointer: pointer))?.arrayValue
    }

    /// Sampled values of the schemas around the changed one, by the number of tokens of `path` that lead to them:
    /// the definition a `#/…` change lies in (at the end of the payload path of the `$ref` reaching it), and each
    /// schema above the change's sites inside their own definition or file root (`args` items above `…/default`).
    private mutating func frames(for change: SchemaChange, at path: [String]) -> [Int: [JSONValue]] {
        var frames: [Int: [JSONValue]] = [:]
        func add(_ values: [JSONValue], at depth: Int) {
            guard depth >= 0, depth < path.count else { return }
            frames[depth, default: []] += values.filter { DiffOracle.takes(path[depth], $0) }.prefix(8)
        }
        for (sampler, site) in [(0, change.old), (1, change.new)] {
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
            // Eight schemas up at most; above a definition's name the pointer says nothing of the payload path.
            for end in stride(from: tokens.count, through: max(0, tokens.count - 8), by: -1) {
                let below = tokens[end...]
                let definitions = ["$defs", "definitions"]
                if below.contains(where: definitions.contains) || tokens[..<end].last.map(definitions.contains) == true { break }
                let depth = path.count - DiffOracle.instancePath(of: below).count
                guard depth >= 0 else { break }
                let above = SchemaLocation(file: file, pointer: JSONPointer(tokens: Array(tokens[..<end])))
                add(samplers[sampler].values(at: above, depth: 1), at: depth)
            }
            // The definition the site lies in, where a tagged union's branch joins it to its tag (`allOf: [{$ref: config}, {type:
            // const}]`): that branch's values, whole, at the definition's depth (vector's Prometheus scrape source's
            // `skip_nan_values`, at `sources/*`, which the first branches' values the `#/…/SourceOuter` path gives do not take).
            if let (definition, within) = DiffOracle.definition(holding: JSONPointer(tokens: tokens)) {
                if referrers[sampler] == nil { referrers[sampler] = DiffOracle.referrers(in: samplers[sampler].set, from: [compared]) }
                let depth = path.count - DiffOracle.instancePath(of: within[...]).count
                for use in (referrers[sampler]?[SchemaLocation(file: file, pointer: definition)] ?? []).prefix(3) {
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
                let root = SchemaLocation(file: compared, pointer: .root)
                let reached = DiffOracle.schemas(along: path, from: root, in: samplers[sampler].set)
                for (depth, locations) in reached.enumerated() where depth > 0 {
                    for location in locations.prefix(4) { add(samplers[sampler].values(at: location, depth: 1), at: depth) }
                }
            }
        }
        return frames
    }

    /// The schemas a payload path reaches from `root`, by depth (`[0]` is `root`'s): at each step the members of the schemas
    /// of the depth above (through `$ref`s, `allOf`/`anyOf`/`oneOf` branches and `then`/`else`, five levels), eight a
    /// depth at most.
    static func schemas(along path: [String], from root: SchemaLocation, in set: SchemaSet) -> [[SchemaLocation]] {
        func expanded(_ start: SchemaLocation) -> [SchemaLocation] {
            var found: [SchemaLocation] = []
            var pending = [(start, 0)]
            while let (location, level) = pending.first, found.count < 16 {
                pending.removeFirst()
                guard !found.contains(location), let object = set.value(at: location)?.objectValue else { continue }
                found.append(location)
                guard level < 5 else { continue }
                if let target = set.target(ofReferenceAt: location) { pending.append((target, level + 1)) }
                for keyword in ["allOf", "anyOf", "oneOf"] {
                    for index in (object[keyword]?.arrayValue ?? []).indices.prefix(8) {
                        let branch = location.pointer.appending(keyword).appending(String(index))
                        pending.append((SchemaLocation(file: location.file, pointer: branch), level + 1))
                    }
                }
                for keyword in ["then", "else"] where object[keyword] != nil {
                    pending.append((SchemaLocation(file: location.file, pointer: location.pointer.appending(keyword)), level + 1))
                }
            }
            return found
        }
        var depths = [[root]]
        for token in path {
            var next: [SchemaLocation] = []
            for location in depths[depths.count - 1].flatMap(expanded) where next.count < 8 {
                guard let object = set.value(at: location)?.objectValue else { continue }
                func child(_ tokens: String...) -> SchemaLocation {
                    SchemaLocation(file: location.file, pointer: tokens.reduce(location.pointer) { $0.appending($1) })
                }
                var steps: [SchemaLocation] = []
                if token != "*", object["properties"]?.objectValue?[token] != nil { steps.append(child("properties", token)) }
                if token == "*" || Int(token) != nil, object["items"]?.objectValue != nil { steps.append(child("items")) }
                if token == "*", object["additionalProperties"]?.objectValue != nil { steps.append(child("additionalProperties")) }
                for pattern in (object["patternProperties"]?.objectValue?.keys ?? []).prefix(4)
                where token == "*" || (try? ECMAScriptRegex(pattern))?.matches(token) == true {
                    steps.append(child("patternProperties", pattern))
                }
                for step in steps where !next.contains(step) { next.append(step) }
            }
            if next.isEmpty { break }
            depths.append(next)
        }
        return depths
    }

    /// Up to three names none of the `patternProperties` of the old object at `change`'s old site (its
    /// `additionalProperties`) matches, nor its `properties` declare.
    func namesNoOldPatternTakes(_ change: SchemaChange) -> [String] {
        guard let site = change.old, let file = siteFile(site, 0), site.pointer.tokens.last == "additionalProperties",
            let object = samplers[0].set.value(at: SchemaLocation(file: file, pointer: site.pointer.parent ?? .root))?.objectValue,
            let patterns = object["patternProperties"]?.objectValue?.keys
        else { return [] }
        let declared = object["properties"]?.objectValue
        let regexes = patterns.compactMap { try? ECMAScriptRegex($0) }
        var names: [String] = []
        for pattern in patterns.prefix(4) {
            for name in PatternSeparation(old: pattern, new: "")?.separating ?? [] where names.count < 3 && !names.contains(name) {
                if declared?[name] == nil, !regexes.contains(where: { $0.matches(name) != false }) { names.append(name) }
            }
        }
        return names
    }

    /// The most values tried at one depth of a scaffold (each validated by both versions; the result is kept per path).
    static let scaffoldTries = 16

    /// `base` with each value on `path` that cannot take the path's next step (or is missing) replaced by a value of
    /// `frames` at that depth that can: the shortest with which both versions still accept the document (``scaffoldTries``
    /// at most; a task's `{"cmd":""}`), so that a value placed at `path` extends the object there and the evidence stays
    /// short. At the depths of `replacing` (where a `$ref` to the changed definition applies) the value is replaced whatever
    /// it is.
    private mutating func scaffolded(
        _ base: JSONValue, along path: [String], frames: [Int: [JSONValue]], replacing: Set<Int>
    ) -> JSONValue {
        var document = base
        for depth in path.indices {
            let member = path[depth]
            let current = DiffOracle.value(at: path.prefix(depth), in: document)
            // The member the path goes on through, as a frame holds it. A value there without it is kept when it takes it (with
            // that frame's value) in both versions; else frames holding it are tried first: a tagged union's branch rejects
            // it (vector's `decoding` sampled as `{"codec": "bytes"}`, for a change in `gelf`, which only the `gelf` branch
            // with its tag takes).
            let probe = member == "*" ? nil : (frames[depth] ?? []).lazy.compactMap { $0.objectValue?[member] }.first
            var reframed = false
            if let current, DiffOracle.takes(member, current), !replacing.contains(depth) {
                guard let probe, case .object(var object) = current, object[member] == nil, targetedSpent < targetedBudget else { continue }
                targetedSpent += 1
                object[member] = probe
                let attempt = DiffOracle.placing(.object(object), at: path.prefix(depth), in: document)
                if oldValidator.validate(attempt).isValid, newValidator.validate(attempt).isValid { continue }
                reframed = true
            }
            // Where a definition applies, the values of the schema holding its `$ref` first, as given (shortest first).
            let first = replacing.contains(depth)
            // Each value once: both versions' samples of one schema repeat the shortest (`{}`), which crowded out the
            // object with the members the old version requires (databricks' `registered_models/*`, tried 11th).
            var distinct = DocumentSampler.Unique(limit: frames[depth]?.count ?? 0)
            for value in frames[depth] ?? [] { distinct.add(value) }
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
            passes: for tried in turns {
                for candidate in tried.prefix(DiffOracle.scaffoldTries) {
                    let value = candidate.value
                    // A `*` whose container is missing made as an array, else as an object (a map: databricks' `apps/*`).
                    let built = DiffOracle.placing(value, at: path.prefix(depth), in: document)
                    let inMap = DiffOracle.placing(value, at: path.prefix(depth), in: document, missingAsMap: true)
                    var attempts = built == inMap ? [built] : [built, inMap]
                    // Alone in its object, when that holds other members: a union of closed single-member objects takes no
                    // second one (traefik's middlewares: `{"addPrefix": …}` or `{"forwardAuth": …}`).
                    if depth > 0, path[depth - 1] != "*", Int(path[depth - 1]) == nil,
                        let holder = DiffOracle.value(at: path.prefix(depth - 1), in: document)?.objectValue,
                        holder.contains(where: { $0.key != path[depth - 1] })
                    {
                        let alone = JSONValue.object(JSONObject([.init(key: path[depth - 1], value: value)]))
                        attempts.append(DiffOracle.placing(alone, at: path.prefix(depth - 1), in: document))
                    }
                    for attempt in attempts where targetedSpent < targetedBudget {
                        targetedSpent += 1
                        if oldValidator.validate(attempt).isValid, newValidator.validate(attempt).isValid {
                            document = attempt
                            break passes
                        }
                    }
                }
            }
        }
        return document
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
            while let last = tokens.last, last != "properties" { tokens.removeLast() }
            guard !tokens.isEmpty else { continue }
            tokens.removeLast()
            let container = SchemaLocation(file: file, pointer: JSONPointer(tokens: tokens))
            let objects = samplers[sampler].values(at: container, depth: 1).filter { $0.objectValue != nil }.prefix(6)
            for object in objects {
                for value in values.prefix(48) {
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
            let before = oldValidator.validate(document), after = newValidator.validate(document)
            guard before.schemaFault == nil, after.schemaFault == nil else {
                aimed.faults += 1
                continue
            }
            if role == .response ? after.isValid : before.isValid { aimed.kept += 1 }
            if role != .response, before.isValid && !after.isValid {
                found.append((Witness(document: document, errors: after.errors), true))
            }
            if role != .request, after.isValid && !before.isValid {
                found.append((Witness(document: document, errors: before.errors), false))
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
            guard case .object(let object) = value else { continue }
            let members = object.members.map { $0.key + "=" + JSONWriter.compact.string(from: $0.value) }
            guard !seen.isSuperset(of: members) else { continue }
            targetedSpent += 1
            guard keeper.validate(DiffOracle.placing(value, at: path, in: base)).isValid else { continue }
            passing.append(value)
            seen.formUnion(members)
        }
        var crossed = DocumentSampler.Unique(limit: 132)
        for first in passing {
            for second in passing { crossed.add(DiffOracle.placing(DocumentSampler.merged(first, second), at: path, in: base)) }
        }
        return crossed.values
    }

    /// The value at `path` in `document` (`*`: the first element or member, as ``placing(_:at:in:)`` takes it), if any.
    static func value(at path: ArraySlice<String>, in document: JSONValue) -> JSONValue? {
        guard let token = path.first else { return document }
        switch (token, document) {
        case ("*", .array(let items)): return items.first.flatMap { value(at: path.dropFirst(), in: $0) }
        case ("*", .object(let object)): return object.keys.first.flatMap { object[$0] }.flatMap { value(at: path.dropFirst(), in: $0) }
        case (_, .object(let object)): return object[token].flatMap { value(at: path.dropFirst(), in: $0) }
        case (_, .array(let items)):
            guard let index = Int(token), items.indices.contains(index) else { return nil }
            return value(at: path.dropFirst(), in: items[index])
        default: return nil
        }
    }

    /// How many tokens of `path` lead to a value that exists in `document`.
    static func existingDepth(of path: ArraySlice<String>, in document: JSONValue) -> Int {
        guard let token = path.first else { return 0 }
        switch (token, document) {
        case ("*", .array(let items)) where !items.isEmpty: return 1 + existingDepth(of: path.dropFirst(), in: items[0])
        case ("*", .object(let object)) where !object.isEmpty:
            return 1 + existingDepth(of: path.dropFirst(), in: object[object.keys[0]] ?? .null)
        case (_, .object(let object)):
            guard let value = object[token] else { return 0 }
            return 1 + existingDepth(of: path.dropFirst(), in: value)
        case (_, .array(let items)):
            guard let index = Int(token), items.indices.contains(index) else { return 0 }
            return 1 + existingDepth(of: path.dropFirst(), in: items[index])
        default: return 0
        }
    }

    /// `document` with `value` at `path` (`*`: the first element of an array or value of an object, made
    /// when missing), the objects and arrays on the way made as needed.
    /// `missingAsMap`: a missing container for `*` is an object (`{"a": …}`).
    /// `value` placed at `path` in `document`, a `*` whose container is missing made as an array, then (when that differs)
    /// as a map: databricks' `experiments/*` (an object with its `name` missing) is a map's member.
    static func placings(_ value: JSONValue, at path: ArraySlice<String>, in document: JSONValue) -> [JSONValue] {
        let built = placing(value, at: path, in: document), inMap = placing(value, at: path, in: document, missingAsMap: true)
        return built == inMap ? [built] : [built, inMap]
    }

    static func placing(_ value: JSONValue, at path: ArraySlice<String>, in document: JSONValue, missingAsMap: Bool = false) -> JSONValue {
        guard let token = path.first else { return value }
        let rest = path.dropFirst()
        if token == "*" {
            switch document {
            case .array(var items):
                if items.isEmpty { items.append(.null) }
                items[0] = placing(value, at: rest, in: items[0], missingAsMap: missingAsMap)
                return .array(items)
            case .object(var object):
                let key = object.keys.first ?? "a"
                object[key] = placing(value, at: rest, in: object[key] ?? .null, missingAsMap: missingAsMap)
                return .object(object)
            default:
                let inner = placing(value, at: rest, in: .null, missingAsMap: missingAsMap)
                return missingAsMap ? .object(JSONObject([.init(key: "a", value: inner)])) : .array([inner])
            }
        }
        // A tuple's item (`/1/allow` in `["error", {"allow": []}]`): by index in an array that reaches it.
        if case .array(var items) = document, let index = Int(token), index >= 0, index <= items.count {
            if index == items.count { items.append(.null) }
            items[index] = placing(value, at: rest, in: items[index])
            return .array(items)
        }
        var object = document.objectValue ?? JSONObject()
        object[token] = placing(value, at: rest, in: object[token] ?? .null, missingAsMap: missingAsMap)
        return .object(object)
    }
}
