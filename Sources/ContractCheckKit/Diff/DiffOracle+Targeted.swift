import ContractJSON
import ContractSchema

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
    static let targetedPerPair = 20_000

    /// Looks for evidence of `change` with documents built for it; adds what it found to the witnesses.
    mutating func searchTargeted(for change: SchemaChange, role: DiffRole) -> Witness? {
        guard targetedSpent < DiffOracle.targetedPerPair else { return nil }
        var paths: [[String]] = []
        if change.instancePath.hasPrefix("#") {
            // A change inside a definition (`#/$defs/context`): the payload places of the `$ref`s that reach it.
            for (sampler, file) in [(1, newFileIndex), (0, oldFileIndex)] {
                guard let file, let pointer = JSONPointer(String(change.instancePath.dropFirst())) else { continue }
                if referrers[sampler] == nil { referrers[sampler] = DiffOracle.referrers(in: samplers[sampler].set, file: file) }
                paths = DiffOracle.payloadPaths(of: pointer, referrers: referrers[sampler] ?? [:], depth: 0)
                if !paths.isEmpty { break }
            }
        } else if let path = change.instancePath.isEmpty ? [] : JSONPointer(change.instancePath)?.tokens {
            paths = [path]
        }
        var found: [(witness: Witness, inNew: Bool)] = []
        for path in paths.prefix(3) { found += targetedWitnesses(for: change, at: path, role: role) }
        return evidence(for: change, among: found)
    }

    /// The payload paths (`*` for any element or member) where the schema at `pointer` of `file` applies: its own
    /// path outside definitions; inside one, the paths of the `$ref`s to that definition, `depth` levels up at most.
    static func payloadPaths(of pointer: JSONPointer, referrers: [JSONPointer: [JSONPointer]], depth: Int) -> [[String]] {
        let tokens = pointer.tokens
        let definitions = ["$defs", "definitions"]
        guard let last = tokens.indices.last(where: { definitions.contains(tokens[$0]) && $0 + 1 < tokens.count }) else {
            return [instancePath(of: tokens[...])]
        }
        guard depth < 4 else { return [] }
        let definition = JSONPointer(tokens: Array(tokens[...(last + 1)]))
        let inside = instancePath(of: tokens[(last + 2)...])
        return (referrers[definition] ?? []).prefix(3).flatMap {
            payloadPaths(of: $0, referrers: referrers, depth: depth + 1).map { $0 + inside }
        }
    }

    /// For each schema of `file` that a `$ref` of the same file reaches, the places of those `$ref`s (one walk).
    static func referrers(in set: SchemaFileSet, file: Int) -> [JSONPointer: [JSONPointer]] {
        var found: [JSONPointer: [JSONPointer]] = [:]
        set.forEachSchema(in: file) { node in
            guard node.value.objectValue?["$ref"] != nil, let target = set.target(ofReferenceAt: node.location), target.file == file
            else { return }
            found[target.pointer, default: []].append(node.location.pointer)
        }
        return found
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
        for change: SchemaChange, at path: [String], role: DiffRole
    ) -> [(witness: Witness, inNew: Bool)] {
        var values = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange)
        for (sampler, site) in [(0, change.old), (1, change.new)] {
            guard let site, let file = sampler == 0 ? oldFileIndex : newFileIndex else { continue }
            // The changed keyword's schema: the site itself, or the nearest schema above it (`…/x/enum` → `…/x`).
            var pointer = site.pointer
            for _ in 0..<3 {
                let location = SchemaFileSet.Location(file: file, pointer: pointer)
                let found = samplers[sampler].values(at: location, depth: 1)
                // Every `enum` value, where the general sample keeps the first eight: a removed one may be the last.
                if case .array(let members)? = samplers[sampler].set.value(at: location)?.objectValue?["enum"] {
                    for value in members.prefix(DiffOracle.targetedPerChange / 2) { values.add(value) }
                }
                if !found.isEmpty {
                    for value in found { values.add(value) }
                    for value in found.prefix(8) { for mutated in DocumentSampler.mutations(of: value).prefix(40) { values.add(mutated) } }
                    break
                }
                guard let parent = pointer.parent else { break }
                pointer = parent
            }
        }
        for value in DocumentSampler.oneOfEachType { values.add(value) }
        var found: [(witness: Witness, inNew: Bool)] = []
        var built = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange)
        // Bases that hold most of the path already (a sampled block with its required members), shortest first.
        let bases = acceptedByBoth.enumerated().map { (depth: DiffOracle.existingDepth(of: path[...], in: $0.element), order: $0.offset) }
            .sorted { ($0.depth, -$0.order) > ($1.depth, -$1.order) }.prefix(4).map { acceptedByBoth[$0.order] }
        for base in bases {
            for value in values.values { built.add(DiffOracle.placing(value, at: path[...], in: base)) }
        }
        for document in built.values {
            targetedSpent += 1
            let before = oldValidator.validate(document), after = newValidator.validate(document)
            if role != .response, before.isValid && !after.isValid {
                found.append((Witness(document: document, errors: after.errors), true))
            }
            if role != .request, after.isValid && !before.isValid {
                found.append((Witness(document: document, errors: before.errors), false))
            }
        }
        return found
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
        default: return 0
        }
    }

    /// `document` with `value` at `path` (`*`: the first element of an array or value of an object, made
    /// when missing), the objects and arrays on the way made as needed.
    static func placing(_ value: JSONValue, at path: ArraySlice<String>, in document: JSONValue) -> JSONValue {
        guard let token = path.first else { return value }
        let rest = path.dropFirst()
        if token == "*" {
            switch document {
            case .array(var items):
                if items.isEmpty { items.append(.null) }
                items[0] = placing(value, at: rest, in: items[0])
                return .array(items)
            case .object(var object):
                let key = object.keys.first ?? "a"
                object[key] = placing(value, at: rest, in: object[key] ?? .null)
                return .object(object)
            default:
                return .array([placing(value, at: rest, in: .null)])
            }
        }
        var object = document.objectValue ?? JSONObject()
        object[token] = placing(value, at: rest, in: object[token] ?? .null)
        return .object(object)
    }
}
