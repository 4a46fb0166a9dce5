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
        /// ``placesOfSite(_:_:inNew:)``'s steps inside the site and whether the last may be the failing keyword, by site and
        /// keyword location (nil: the path does not pass there): the same errors are read for every change.
        var stepsInside: [String: (steps: Int, lastStep: Bool)?] = [:]
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
                let result = validator.verdict(.string(member.key))
                return result.schemaFault == nil && result.isValid
            }
        }
        let result = validator.verdict(value)
        return result.schemaFault == nil && result.isValid
    }

    /// For a branch added to a union beside which the old schema declared `properties` (dofigen 8040e5857's `Bind`: an object
    /// requiring one of `fromImage`, … became `anyOf: [{$ref: FromContext}, {properties}]`): `values` of the branch, each with one
    /// of those members given a value of a type the old member's schema rejects, placed at `path` in `base`. The open branch
    /// takes it; the old schema, which held those members to their schemas, does not.
    func withOldMembersBroken(_ values: [JSONValue], change: SchemaChange, at path: [String], in base: JSONValue) -> [JSONValue] {
        guard change.kind == .branchAdded, let site = change.old, let file = siteFile(site, 0) else { return [] }
        let set = samplers[0].set
        var holders = [SchemaView(set, at: SchemaLocation(file: file, pointer: site.pointer), following: true)]
        // The old union itself (metricshub 5ea9993c4's `sources/*`, whose new `sql` branch leaves free the `tables` its old one
        // typed): the members its branches declare, which the added branch does not.
        if ["anyOf", "oneOf"].contains(site.pointer.tokens.last ?? ""),
            case .array(let branches)? = set.value(at: SchemaLocation(file: file, pointer: site.pointer))
        {
            let added = change.new.flatMap { site in siteFile(site, 1).map { SchemaLocation(file: $0, pointer: site.pointer) } }
            // With the members `allOf` parts declare (starlake 5ecc363c4's extractions: a base and their own members).
            let declared = added.map { SchemaView.whole(samplers[1].set, at: $0) }?
                .keywords["properties"]?.objectValue
            holders = branches.indices.prefix(32).map { index in
                var view = SchemaView(set, at: SchemaLocation(file: file, pointer: site.pointer.appending(String(index))), following: true)
                    .mergingAllOf(in: set)
                if let declared, case .object(let properties)? = view.keywords["properties"] {
                    view.keywords["properties"] = .object(JSONObject(properties.filter { declared[$0.key] == nil }))
                }
                return view
            }
        }
        let members = holders.lazy.flatMap { DiffOracle.membersOfAnotherType($0, in: set) }
        var built = DocumentSampler.Unique(limit: 48)
        // Every old branch broken at once (tsconfig dc3b2a51a's root `anyOf` of `{properties: {files}}`, `{exclude}`,
        // `{include}`, which gained `{properties: {references}}`): one member each branch declares, given another type.
        if holders.count > 1 {
            var chosen = JSONObject(), broken = 0
            for holder in holders {
                let names = holder.keywords["properties"]?.objectValue?.keys ?? []
                if names.contains(where: { chosen[$0] != nil }) { broken += 1; continue }
                if let (name, member) = DiffOracle.membersOfAnotherType(holder, in: set, names: 16).first(where: { _ in true }) {
                    chosen[name] = member
                    broken += 1
                }
            }
            if broken == holders.count {
                for value in values where value.objectValue != nil {
                    built.add(DiffOracle.placing(DocumentSampler.merged(value, .object(chosen)), at: path[...], in: base))
                }
            }
        }
        for (name, member) in members.prefix(3) {
            for value in values where value.objectValue != nil {
                let broken = DocumentSampler.merged(value, .object(JSONObject([.init(key: name, value: member)])))
                built.add(DiffOracle.placing(broken, at: path[...], in: base))
            }
        }
        return built.values
    }

    /// The members `holder` declares (of its first `limit` names), each with a value of a type its schema does not take;
    /// lazily, since a caller may need only the first.
    static func membersOfAnotherType(
        _ holder: SchemaView, in set: SchemaSet, names limit: Int = .max
    ) -> some Sequence<(name: String, value: JSONValue)> {
        (holder.keywords["properties"]?.objectValue?.keys ?? []).prefix(limit).lazy.compactMap { name in
            holder.child("properties", name).flatMap { valueOfAnotherType(set, $0) }.map { (name: name, value: $0) }
        }
    }

    /// A value of a type the schema at `location` does not take (by its `type`), nil when it names none.
    static func valueOfAnotherType(_ set: SchemaSet, _ location: SchemaLocation) -> JSONValue? {
        guard let types = SchemaView(set, at: location, following: true).types.map(SchemaDiff.expand) else { return nil }
        return DocumentSampler.oneOfEachType.first { value in
            !types.contains(value.typeName) && !(types.contains("integer") && value.numberValue != nil)
        }
    }

    /// Where in the document the schema at `site` applied, on the evaluation path of `error` (its last passage there): the
    /// error's instance location without the steps the path takes inside it; two places when the failing keyword itself
    /// may be one (a `false` under `additionalProperties` fails at the member). Empty when the path does not pass there.
    func placesOfSite(_ site: SchemaSite, _ error: ValidationError, inNew: Bool) -> [JSONPointer] {
        let key = (inNew ? "1 " : "0 ") + site.file + "#" + site.pointer.description + " " + error.keywordLocation.description
        let found: (steps: Int, lastStep: Bool)?
        if let known = branchValidators.stepsInside[key] {
            found = known
        } else {
            found = stepsInside(site, error.keywordLocation.tokens, inNew: inNew)
            branchValidators.stepsInside[key] = .some(found)
        }
        guard let (steps, lastStep) = found else { return [] }
        let instance = error.instanceLocation.tokens
        return [steps, lastStep ? steps - 1 : nil].compactMap { $0 }.filter { $0 <= instance.count }.map {
            JSONPointer(tokens: Array(instance.dropLast($0)))
        }
    }

    /// The steps down the document the evaluation path `tokens` takes after its last passage through `site` (see
    /// ``placesOfSite(_:_:inNew:)``), and whether the last of them may be the failing keyword's own.
    private func stepsInside(_ site: SchemaSite, _ tokens: [String], inNew: Bool) -> (steps: Int, lastStep: Bool)? {
        let set = samplers[inNew ? 1 : 0].set
        guard let root = inNew ? newFileIndex : oldFileIndex else { return nil }
        var location = SchemaLocation(file: root, pointer: .root)
        var entered: Int?
        for (index, token) in tokens.enumerated() {
            if location.pointer == site.pointer, set.files[location.file].path == site.file { entered = index }
            if token == "$ref" {
                guard let target = set.target(ofReferenceAt: location) else { return nil }
                location = target
            } else {
                location = SchemaLocation(file: location.file, pointer: location.pointer.appending(token))
            }
        }
        guard var index = entered else { return nil }
        // Keywords whose subschema applies to a member or an item: one step down the document (those of `named` with a name).
        let named: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies"]
        let stepping: Set<String> = [
            "additionalProperties", "unevaluatedProperties", "additionalItems", "unevaluatedItems", "contains", "items", "prefixItems",
        ]
        var steps = 0
        var lastStep = false
        while index < tokens.count {
            let token = tokens[index]
            lastStep = false
            if named.contains(token) {
                if token == "properties" || token == "patternProperties" { (steps, lastStep) = (steps + 1, index + 2 >= tokens.count) }
                index += 2
                continue
            }
            if stepping.contains(token) {
                steps += 1
                lastStep = index + 1 >= tokens.count
                if ["items", "prefixItems"].contains(token), index + 1 < tokens.count, Int(tokens[index + 1]) != nil {
                    index += 1
                    lastStep = index + 1 >= tokens.count
                }
            }
            index += 1
        }
        return (steps, lastStep)
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

extension DiffOracle {
    /// For a `oneOf` branch added, in requests: `documents` whose value at `path` is an object, with the values of an old branch
    /// (`kept`) merged in and a member of every other old branch given a value of a type it does not take, where neither `kept`
    /// nor the added branch declares that member. The old union takes it through `kept` alone; the new one through `kept` and
    /// the added branch, which fails the `oneOf`. Metricshub 93569d955's `eventLog` and `file` sources, whose `type` is not
    /// required: an `ipmi` source, whose members both declare, with the other sources' `query`, `oid`… mistyped; starlake
    /// 5ecc363c4's `restAPI` extraction beside an `openAPI` one. The branches declaring the fewest members of their own first.
    mutating func spoilingBesideAddedBranch(_ documents: [JSONValue], change: SchemaChange, at path: [String]) -> [JSONValue] {
        guard let added = addedBranch(change), added.tokens.dropLast().last == "oneOf", let site = change.old,
            let oldFile = siteFile(site, 0), let newFile = newFileIndex, site.pointer.tokens.last == "oneOf"
        else { return [] }
        let set = samplers[0].set
        let union = SchemaLocation(file: oldFile, pointer: site.pointer)
        guard case .array(let branches)? = set.value(at: union) else { return [] }
        func declared(_ set: SchemaSet, _ location: SchemaLocation) -> Set<String> {
            Set(SchemaView.whole(set, at: location).keywords["properties"]?.objectValue?.keys ?? [])
        }
        let addedNames = declared(samplers[1].set, SchemaLocation(file: newFile, pointer: added))
        let own = branches.indices.prefix(32).map { index in
            declared(set, SchemaLocation(file: oldFile, pointer: site.pointer.appending(String(index))))
        }
        let kept = own.indices.sorted { own[$0].subtracting(addedNames).count < own[$1].subtracting(addedNames).count }
        let holding = documents.filter { DiffOracle.value(at: path[...], in: $0)?.objectValue != nil }.prefix(8)
        var spoiled = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 4)
        for keep in kept.prefix(3) {
            let others = own.indices.filter { $0 != keep }
            let members = DiffOracle.mistypedMembers(of: others, union: union, in: set, avoiding: addedNames.union(own[keep]))
            let location = SchemaLocation(file: oldFile, pointer: site.pointer.appending(String(keep)))
            let keptValues = samplers[0].values(at: location, depth: 1).filter { $0.objectValue != nil }.prefix(2)
            for document in holding {
                for keptValue in [JSONValue.object(JSONObject())] + keptValues {
                    guard let value = DiffOracle.value(at: path[...], in: document) else { continue }
                    var result = DiffOracle.placing(DocumentSampler.merged(keptValue, value), at: path[...], in: document)
                    for member in members { result = DiffOracle.placing(member.value, at: (path + [member.name])[...], in: result) }
                    spoiled.add(result)
                }
            }
        }
        return spoiled.values
    }

    /// For a union branch added beside branches that each only require members (gitlab-ci a883ec0a6's jobs: `anyOf:
    /// [{required: [script]}, {required: [extends]}]` gained `{required: [trigger]}`): `documents` whose object at `path` lacks
    /// the members those branches require and the added one does not, so that the added branch alone takes it.
    mutating func droppingOtherBranchesRequired(_ documents: [JSONValue], change: SchemaChange, at path: [String]) -> [JSONValue] {
        guard let added = addedBranch(change), let file = newFileIndex, let union = added.parent,
            let own = added.tokens.last.flatMap({ Int($0) }),
            case .array(let branches)? = samplers[1].set.value(at: SchemaLocation(file: file, pointer: union)), branches.count <= 64,
            own < branches.count
        else { return [] }
        func requiredOnly(_ branch: JSONValue) -> [String]? {
            guard let object = branch.objectValue, object.keys.allSatisfy({ $0 == "required" || SchemaView.isAnnotation($0) }) else { return nil }
            return object["required"]?.arrayValue?.compactMap(\.stringValue)
        }
        var dropped: Set<String> = []
        for (index, branch) in branches.enumerated() where index != own {
            guard let names = requiredOnly(branch) else { return [] }
            dropped.formUnion(names)
        }
        let required = branches[own].objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        dropped.subtract(required)
        guard !dropped.isEmpty else { return [] }
        // Values the new version takes for what the added branch requires, from their declarations in the schema holding the
        // union (through the `allOf` it sits in: gitlab-ci's job declares `trigger` in one member, the union is in another).
        var holder = union.parent
        while let above = holder, above.tokens.count >= 2, above.tokens[above.tokens.count - 2] == "allOf" { holder = above.parent?.parent }
        var fills: [(name: String, values: [JSONValue])] = []
        if let holder {
            let view = SchemaView.whole(samplers[1].set, at: SchemaLocation(file: file, pointer: holder)).mergingAllOf(in: samplers[1].set)
            for name in required.prefix(4) {
                guard let declared = view.child("properties", name) else { continue }
                fills.append((name, Array(samplers[1].values(at: declared, depth: 1).prefix(3))))
            }
        }
        var result = DocumentSampler.Unique(limit: DiffOracle.targetedPerChange / 4)
        for document in documents.prefix(64) {
            guard case .object(var object)? = DiffOracle.value(at: path[...], in: document) else { continue }
            for name in dropped { object[name] = nil }
            result.add(DiffOracle.placing(.object(object), at: path[...], in: document))
            for index in 0..<3 {
                var filled = object
                for fill in fills where index < fill.values.count { filled[fill.name] = fill.values[index] }
                if filled != object { result.add(DiffOracle.placing(.object(filled), at: path[...], in: document)) }
            }
        }
        return result.values
    }
}
