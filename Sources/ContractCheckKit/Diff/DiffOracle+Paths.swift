import ContractJSON
import ContractSchema
import GeneratorLoading

/// Where a change sits in a payload: the payload paths that reach a changed schema (through `$ref`s, from the file
/// roots), the schemas along such a path, and a value read or placed at a path inside a document.
extension DiffOracle {
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

    /// The schema a branch (a member of `allOf`, `anyOf` or `oneOf`, however nested) sits in, whose other keywords apply
    /// beside it; the place itself when it is no branch.
    static func unionHolder(of place: JSONPointer) -> JSONPointer {
        var tokens = place.tokens
        while tokens.count >= 2, ["allOf", "anyOf", "oneOf"].contains(tokens[tokens.count - 2]), Int(tokens[tokens.count - 1]) != nil {
            tokens.removeLast(2)
        }
        return JSONPointer(tokens: tokens)
    }

    /// The union branches (`anyOf`/`oneOf` members) the pointer `tokens` passes through, each with its payload depth.
    static func branchesAbove(_ tokens: [String]) -> [(pointer: JSONPointer, steps: Int)] {
        let named: Set<String> = ["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"]
        var found: [(pointer: JSONPointer, steps: Int)] = []
        for index in 0..<max(0, tokens.count - 1) where ["anyOf", "oneOf"].contains(tokens[index]) && Int(tokens[index + 1]) != nil {
            if index > 0, named.contains(tokens[index - 1]) { continue }
            found.append((JSONPointer(tokens: Array(tokens[..<(index + 2)])), instancePath(of: tokens[..<(index + 2)]).count))
        }
        return found
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
        of location: SchemaLocation, root: Int, referrers: [SchemaLocation: [SchemaLocation]], depth: Int, deeper: Bool = false
    ) -> [PayloadRoute] {
        let tokens = location.pointer.tokens
        guard let definition = holder(of: location, root: root) else {
            return [PayloadRoute(path: instancePath(of: tokens[...]), holders: [:])]
        }
        // Eight levels: settings trees reach a definition through as many (`extensions` → `…Features` → `…FeatureTree` → `lsp`
        // → …); three referrers a level and nine paths kept, so the walk stays small.
        guard depth < 8 else { return [] }
        // The schemas `$ref`s name from the definition down to `location`: the definition, or (definitions kept under a
        // namespace, databricks-asset-bundles' `$defs/github.com/databricks/…/config.Workspace`: the entry under `$defs` is no
        // schema anyone names) the nearest one inside it named. With `deeper`, at the first level, also those further inside
        // it named apart (tslint 6f39e3379's `import-blacklist` names its `definitions/options` and that schema's `items`).
        let named = Array((definition.pointer.tokens.count...tokens.count).lazy.map { count in
            SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.prefix(count))))
        }.filter { referrers[$0] != nil }.prefix(deeper && depth == 0 ? 4 : 1))
        // Three referrers of the first, two of each other: nine ways a level at most.
        let ways = named.enumerated().flatMap { index, holder in (referrers[holder] ?? []).prefix(index == 0 ? 3 : 2).map { (holder, $0) } }
        let byReferrer = ways.map { holder, place in
            let inside = instancePath(of: tokens[holder.pointer.tokens.count...])
            return payloadRoutes(of: place, root: root, referrers: referrers, depth: depth + 1).map { route in
                var holders = route.holders
                if !route.path.isEmpty {
                    holders[route.path.count] = SchemaLocation(file: place.file, pointer: siblingsHolder(of: place.pointer))
                }
                // A `then` applies only to values meeting its `if` (cloud-run-v1 511d090d1 at the root: `allOf: [{if: {properties:
                // {kind: {const: Revision}}}, then: {$ref: Revision}}, …]`; cloudify fe3e34cf3's node template, whose 125 `allOf`
                // members each type `properties` by `type`): the value where the schema holding both applies is that schema's,
                // which the sampler meets the `if` in. It is nearer the change than the `$ref` that reached the definition
                // holding it (cloudify's `node_templates/*`), so it replaces that; at the place's own depth it is kept only
                // where nothing else applies.
                let start = DiffOracle.holder(of: place, root: root)?.pointer.tokens.count ?? 0
                for (guarded, steps) in guardedSchemas(above: place.pointer, from: start).reversed() where route.path.count >= steps {
                    let depth = route.path.count - steps
                    if steps > 0 || holders[depth] == nil { holders[depth] = SchemaLocation(file: place.file, pointer: guarded) }
                }
                return PayloadRoute(path: route.path + inside, holders: holders)
            }
        }
        // The referrers' routes in turns, so that the first few go in each way (dofigen e7d4268ce's `Bind`, in a `oneOf` of
        // itself, a list of itself and a patch map: alone, its object is the patch map's too, which `oneOf` rejects; the list
        // shows its changes, but came fourth, after three routes to it alone).
        var routes: [PayloadRoute] = []
        for index in 0..<(byReferrer.map(\.count).max() ?? 0) {
            for list in byReferrer where index < list.count { routes.append(list[index]) }
        }
        return Array(routes.prefix(9))
    }

    /// The schemas holding a `then` that `place` lies in, from `start` (its definition's tokens) on, nearest first, each with
    /// the number of payload steps from it down to `place`. A `then` named as a member is no keyword. (Not an `else`: the
    /// sampler's values of the schema holding it meet the `if`.)
    static func guardedSchemas(above place: JSONPointer, from start: Int) -> [(guarded: JSONPointer, steps: Int)] {
        let tokens = place.tokens
        var found: [(guarded: JSONPointer, steps: Int)] = []
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if ["properties", "patternProperties", "dependentSchemas", "dependencies", "$defs", "definitions"].contains(token) {
                index += 2
                continue
            }
            if token == "then", index > 0 {
                found.append((JSONPointer(tokens: Array(tokens[..<index])), instancePath(of: tokens[(index + 1)...]).count))
            }
            index += 1
        }
        return found.reversed()
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
        var seen: Set<SchemaLocation> = []
        func visit(_ node: SchemaSet.Node) {
            guard seen.insert(node.location).inserted, node.value.objectValue?["$ref"] != nil,
                let target = set.target(ofReferenceAt: node.location)
            else { return }
            found[target, default: []].append(node.location)
            if walked.insert(target.file).inserted { files.append(target.file) }
        }
        while next < files.count {
            let file = files[next]
            next += 1
            set.forEachSchema(in: file, visit)
        }
        // Schemas kept under names that are no keyword (databricks-asset-bundles' `$defs/github.com/databricks/…`) are not
        // reached by a walk from their file's root: each one a `$ref` names is walked from there, once.
        var pending = Array(found.keys.filter { !seen.contains($0) })
        while let target = pending.popLast() {
            guard !seen.contains(target) else { continue }
            let before = Set(found.keys)
            set.forEachSchema(from: target, skippingDefinitions: false, visit)
            pending += found.keys.filter { !before.contains($0) && !seen.contains($0) }
            while next < files.count {
                let file = files[next]
                next += 1
                set.forEachSchema(in: file, visit)
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
                where token == "*" || ECMAScriptRegex.reading(pattern)?.matches(token) == true {
                    steps.append(child("patternProperties", pattern))
                }
                for step in steps where !next.contains(step) { next.append(step) }
            }
            if next.isEmpty { break }
            depths.append(next)
        }
        return depths
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

    /// `value` placed at `path` in `document`, each `*` whose container is missing made as an array or as a map (`{"a": …}`),
    /// in every mix for up to three of them, without repeats: databricks' `experiments/*` is a map's member, and workflows'
    /// `main/steps/*/*/result` an item of an array, then a member of a map.
    static func placings(_ value: JSONValue, at path: ArraySlice<String>, in document: JSONValue) -> [JSONValue] {
        let stars = path.filter { $0 == "*" }.count
        let choices: [Set<Int>] = stars <= 3
            ? (0..<(1 << stars)).map { mask in Set((0..<stars).filter { mask & (1 << $0) != 0 }) } : [[], Set(0..<stars)]
        var built: [JSONValue] = []
        for maps in choices {
            let placed = placing(value, at: path, in: document, mapping: maps)
            if !built.contains(placed) { built.append(placed) }
        }
        return built
    }

    /// `value` placed at `path` in `document`, each `*` that passes through an object with members placed beside them, under
    /// the sampler's own name for an undeclared member: the first member may be a declared property (workflows' root:
    /// `main`, beside `additionalProperties` of subworkflows, whose `params` changed).
    static func placingBesideMembers(_ value: JSONValue, at path: ArraySlice<String>, in document: JSONValue) -> JSONValue {
        placing(value, at: path, in: document, mapping: [], fresh: true)
    }

    /// `document` with `value` at `path` (`*`: the first element of an array or value of an object), the objects and
    /// arrays on the way made as needed, a missing container for `*` as an array.
    static func placing(_ value: JSONValue, at path: ArraySlice<String>, in document: JSONValue) -> JSONValue {
        placing(value, at: path, in: document, mapping: [])
    }

    /// `value` placed at `path` in `document`: a missing container of the `*` whose ordinal (from `star`) is in `maps` is
    /// made as a map, of another as an array.
    private static func placing(
        _ value: JSONValue, at path: ArraySlice<String>, in document: JSONValue, mapping maps: Set<Int>, star: Int = 0,
        fresh: Bool = false
    ) -> JSONValue {
        guard let token = path.first else { return value }
        let rest = path.dropFirst()
        if token == "*" {
            switch document {
            case .array(var items):
                if items.isEmpty { items.append(.null) }
                items[0] = placing(value, at: rest, in: items[0], mapping: maps, star: star + 1, fresh: fresh)
                return .array(items)
            case .object(var object):
                let key = fresh && !object.keys.isEmpty ? "x-sampled-member" : object.keys.first ?? "a"
                object[key] = placing(value, at: rest, in: object[key] ?? .null, mapping: maps, star: star + 1, fresh: fresh)
                return .object(object)
            default:
                let inner = placing(value, at: rest, in: .null, mapping: maps, star: star + 1, fresh: fresh)
                return maps.contains(star) ? .object(JSONObject([.init(key: "a", value: inner)])) : .array([inner])
            }
        }
        // A tuple's item (`/1/allow` in `["error", {"allow": []}]`): by index in an array that reaches it.
        if case .array(var items) = document, let index = Int(token), index >= 0, index <= items.count {
            if index == items.count { items.append(.null) }
            items[index] = placing(value, at: rest, in: items[index], mapping: maps, star: star, fresh: fresh)
            return .array(items)
        }
        var object = document.objectValue ?? JSONObject()
        object[token] = placing(value, at: rest, in: object[token] ?? .null, mapping: maps, star: star, fresh: fresh)
        return .object(object)
    }
}
