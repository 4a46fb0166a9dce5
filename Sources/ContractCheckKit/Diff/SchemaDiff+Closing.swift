import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// Members an object schema never takes because a schema applied to the same value closes it: every way to the object
/// meets, before it leaves that value, `additionalProperties: false` whose own `properties` and `patternProperties` miss
/// the name, or `unevaluatedProperties: false` beside nothing that evaluates it. devcontainers' root closes with
/// `unevaluatedProperties: false` across `oneOf`/`allOf`/`$ref`: a member added to a definition it applies (ff733840e's
/// `secrets`, 1ee295526's `$schema`) was never in a document the old version accepts, so its declaration breaks no
/// request; the new version takes it where the old one rejected it, which breaks responses.
extension SchemaDiff {
    /// Whether, in the old version (`isOld`) or the new one, every document holding a member `name` in a value the
    /// object schema at `location` applies to is rejected whatever that schema says of it (see above). With `declared`
    /// (the old version's declaration of a member the new schema at `location` dropped), a way also ends at an `allOf`
    /// whose other member declares `name` within it: the member moved to a schema applied to the same value
    /// (devcontainers 21d83d881's `containerEnv`, from `nonComposeBase` to the `devContainerCommon` beside it).
    mutating func memberNeverTaken(old isOld: Bool, _ location: SchemaLocation?, _ name: String, declared: SchemaLocation? = nil) -> Bool {
        var closers: [SchemaLocation] = []
        guard let location else { return false }
        let set = isOld ? old : new
        return memberNeverTaken(set, isOld: isOld, location, name, declared: isOld ? nil : declared, depth: 0, closers: &closers)
    }

    /// The keyword that rejects `name` nearest a root (the shortest pointer) when ``memberNeverTaken(old:_:_:declared:)``
    /// holds without `declared`: where a document holding the member fails, the site of the change it shows.
    mutating func memberCloser(old isOld: Bool, _ location: SchemaLocation?, _ name: String) -> SchemaLocation? {
        var closers: [SchemaLocation] = []
        guard let location, memberNeverTaken(isOld ? old : new, isOld: isOld, location, name, declared: nil, depth: 0, closers: &closers)
        else { return nil }
        return closers.min { $0.pointer.tokens.count < $1.pointer.tokens.count }
    }

    /// Walks up from `location` through the schemas applied to the same value: the `allOf`/`anyOf`/`oneOf` or
    /// `then`/`else`/`dependentSchemas` holding it, and each `$ref` naming it (eight levels, 16 ways each at most).
    private mutating func memberNeverTaken(
        _ set: SchemaSet, isOld: Bool, _ location: SchemaLocation, _ name: String, declared: SchemaLocation?, depth: Int,
        closers: inout [SchemaLocation]
    ) -> Bool {
        guard depth < 8 else { return false }
        if let keyword = SchemaDiff.rejectsMember(set, at: location, name) {
            closers.append(location.appending(keyword))
            return true
        }
        var ways = referrerMap(old: isOld)[location] ?? []
        let tokens = location.pointer.tokens
        if tokens.count >= 2, ["allOf", "anyOf", "oneOf", "dependentSchemas"].contains(tokens[tokens.count - 2]) {
            let holder = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast(2))))
            if let declared, tokens[tokens.count - 2] == "allOf", let own = Int(tokens[tokens.count - 1]),
                declaredBeside(holder, own, name, within: declared)
            {
                return true
            }
            ways.append(holder)
        } else if let last = tokens.last, last == "then" || last == "else" {
            ways.append(SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast()))))
        } else if !(tokens.count == 2 && Vocabulary.definitionsKeywordsOfAnyDraft.contains(tokens[0])) {
            // A file's root, or a schema applied to another value (a member, an item) or through `not`/`if`: a way out.
            return false
        }
        guard !ways.isEmpty, ways.count <= 16 else { return false }
        for way in ways where !memberNeverTaken(set, isOld: isOld, way, name, declared: declared, depth: depth + 1, closers: &closers) {
            return false
        }
        return true
    }

    /// Whether a member of the new `allOf` at `holder` other than `own` declares `name` with a schema that accepts nothing
    /// the old declaration at `declared` rejects.
    private mutating func declaredBeside(_ holder: SchemaLocation, _ own: Int, _ name: String, within declared: SchemaLocation) -> Bool {
        guard case .array(let members)? = new.value(at: holder.appending("allOf")) else { return false }
        for index in members.indices where index != own {
            let member = SchemaView.whole(new, at: holder.appending("allOf", String(index)))
            if member.keywords["properties"]?.objectValue?[name] != nil, let location = member.child("properties", name),
                normalFormRelation(declared, location).newWithinOld
            {
                return true
            }
        }
        return false
    }

    /// The keyword by which the schema at `location` itself rejects every object holding a member `name`:
    /// `additionalProperties: false` whose own `properties` and `patternProperties` miss it, or (from draft 2019-09)
    /// `unevaluatedProperties: false` where no schema applied in place evaluates it; nil when it does not. Keywords beside a
    /// `$ref` before 2019-09 are ignored, as validators do.
    static func rejectsMember(_ set: SchemaSet, at location: SchemaLocation, _ name: String) -> String? {
        guard case .object(let object)? = set.value(at: location) else { return nil }
        let draft = set.draft(at: location)
        if object["$ref"] != nil, draft <= .draft7 { return nil }
        if object["additionalProperties"] == .bool(false), object["properties"]?.objectValue?[name] == nil,
            patternsMiss(object, name)
        {
            return "additionalProperties"
        }
        guard object["unevaluatedProperties"] == .bool(false), draft >= .draft2019_09 else { return nil }
        var visited: Set<SchemaLocation> = []
        var budget = 512
        return evaluates(set, location, name, visited: &visited, budget: &budget, isHolder: true) ? nil : "unevaluatedProperties"
    }

    /// Whether none of the object's `patternProperties` matches `name` (a pattern that cannot be read may).
    private static func patternsMiss(_ object: JSONObject, _ name: String) -> Bool {
        (object["patternProperties"]?.objectValue ?? JSONObject()).keys.allSatisfy { pattern in
            ECMAScriptRegex.reading(pattern)?.matches(name) == false
        }
    }

    /// Whether the schema at `location`, or one it applies in place (through `allOf`/`anyOf`/`oneOf`, `$ref`,
    /// `if`/`then`/`else`, `dependentSchemas`; not `not`, whose annotations are dropped), may evaluate a member `name`:
    /// declares it, has a pattern that may match it, or an `additionalProperties` or `unevaluatedProperties` other than
    /// `false` (the holder's own `unevaluatedProperties` aside). A dynamic reference, or more than `budget` schemas, may.
    private static func evaluates(
        _ set: SchemaSet, _ location: SchemaLocation, _ name: String, visited: inout Set<SchemaLocation>, budget: inout Int,
        isHolder: Bool = false
    ) -> Bool {
        guard visited.insert(location).inserted else { return false }
        budget -= 1
        guard budget > 0 else { return true }
        guard case .object(let object)? = set.value(at: location) else { return false }
        if object["$dynamicRef"] != nil || object["$recursiveRef"] != nil { return true }
        let siblingsApply = object["$ref"] == nil || set.draft(at: location) >= .draft2019_09
        if siblingsApply {
            if object["properties"]?.objectValue?[name] != nil || !patternsMiss(object, name) { return true }
            if let additional = object["additionalProperties"], additional != .bool(false) { return true }
            if !isHolder, let unevaluated = object["unevaluatedProperties"], unevaluated != .bool(false) { return true }
        }
        if object["$ref"] != nil {
            guard let target = set.target(ofReferenceAt: location) else { return true }
            if evaluates(set, target, name, visited: &visited, budget: &budget) { return true }
        }
        guard siblingsApply else { return false }
        var applied: [SchemaLocation] = []
        for keyword in ["allOf", "anyOf", "oneOf"] {
            for index in (object[keyword]?.arrayValue ?? []).indices {
                applied.append(SchemaLocation(file: location.file, pointer: location.pointer.appending(keyword).appending(index)))
            }
        }
        for keyword in ["if", "then", "else"] where object[keyword] != nil {
            applied.append(SchemaLocation(file: location.file, pointer: location.pointer.appending(keyword)))
        }
        for keyword in ["dependentSchemas", "dependencies"] {
            for member in object[keyword]?.objectValue ?? JSONObject() where member.value.arrayValue == nil {
                applied.append(SchemaLocation(file: location.file, pointer: location.pointer.appending(keyword).appending(member.key)))
            }
        }
        for place in applied where evaluates(set, place, name, visited: &visited, budget: &budget) { return true }
        return false
    }
}

/// Old unions of closed objects whose payloads a new closed object takes (golangci-lint a7069419d's severity rules: a `oneOf`
/// of closed `{path, severity}`, `{source, severity}`… became one closed object declaring them all, with `anyOf: [{required:
/// [path]}, {required: [source]}, …]`).
extension SchemaDiff {
    /// Whether every branch of the old view's `anyOf` or `oneOf` that takes objects is closed without a member the new view
    /// does not declare: old apps send no other member, so closing the object rejects none of theirs.
    func oldUnionClosedWithin(_ ov: SchemaView, _ nv: SchemaView) -> Bool {
        let declared = Set(nv.keywords["properties"]?.objectValue?.keys ?? [])
        for members in unionBranchLists(ov) {
            let closed = members.allSatisfy { member in
                let view = SchemaView.whole(old, at: member)
                if SchemaDiff.holdsNoMember(view) { return true }
                return view.keywords["additionalProperties"] == .bool(false) && view.keywords["patternProperties"] == nil
                    && view.keywords["unevaluatedProperties"] == nil
                    && Set(view.keywords["properties"]?.objectValue?.keys ?? []).isSubset(of: declared)
            }
            if closed { return true }
        }
        return false
    }

    /// The keywords of a plain object shape, the only ones the rules about closed and open union branches read
    /// (``takesObjectShape(_:declared:required:also:)``, ``oneOfBranchKept(_:_:oldView:newView:)``, ``oldOneOfRejectsLacking(_:_:path:)``).
    static let objectShapeKeywords: Set<String> = ["type", "properties", "required", "additionalProperties"]

    /// Whether `view`, an object schema of `type`, `properties`, `required` and `additionalProperties` alone (and the
    /// keywords `also` names), is open to objects whose members are among `declared` and hold `required`: it takes
    /// objects, requires no other member and, closed, declares each of `declared`. Member schemas are the caller's to compare.
    func takesObjectShape(_ view: SchemaView, declared: Set<String>, required: Set<String>, also: Set<String> = []) -> Bool {
        guard view.keywords.keys.allSatisfy({ Self.objectShapeKeywords.contains($0) || also.contains($0) || SchemaView.isAnnotation($0) }),
            view.types.map({ SchemaDiff.expand($0).contains("object") }) ?? true, Set(view.requiredNames).isSubset(of: required)
        else { return false }
        switch view.keywords["additionalProperties"] {
        case nil: return true
        case .bool(false)?: return declared.isSubset(of: Set(view.keywords["properties"]?.objectValue?.keys ?? []))
        default: return false
        }
    }

    /// Whether every payload the old `oneOf` took through its closed-object branch `i` alone is accepted by the new view `nv`.
    /// An object of the branch without its own members (those another closed branch does not declare) is taken by that other
    /// branch too when it holds the shared members' schemas and requires no more, and the `oneOf` rejects it; so each payload
    /// holds one of them. The new object is then checked against the branch and the union's holder `ov`: members declared
    /// with schemas that hold the old ones, `required` met, and its `anyOf` of `required` lists met by such a member.
    mutating func oneOfBranchKept(_ oldBranches: [SchemaLocation], _ i: Int, oldView ov: SchemaView, newView nv: SchemaView) -> Bool {
        func closedObject(_ view: SchemaView) -> Bool {
            view.keywords["additionalProperties"] == .bool(false) && view.types.map(SchemaDiff.expand) == ["object"]
                && view.keywords.keys.allSatisfy { Self.objectShapeKeywords.contains($0) || SchemaView.isAnnotation($0) }
        }
        guard oldBranches.count <= 16, nv.location != nil else { return false }
        let views = oldBranches.map { SchemaView.whole(old, at: $0) }
        let branch = views[i]
        guard closedObject(branch) else { return false }
        let declared = Set(branch.keywords["properties"]?.objectValue?.keys ?? [])
        let required = Set(branch.requiredNames + ov.requiredNames)
        // Whether the old schema at `outer` (or nil) holds every value a payload of the branch gives `name`.
        func holdsMember(_ outer: (value: JSONValue, text: String)?, _ name: String) -> Bool {
            guard let outer else { return false }
            return [branch.child("properties", name), ov.child("properties", name)].contains { location in
                location.flatMap { normalForm(old: true, $0) }.map { SchemaNormalForm.contains(outer, $0) } ?? false
            }
        }
        var ownSets: [Set<String>] = []
        for (k, other) in views.enumerated() where k != i && closedObject(other) {
            let otherDeclared = Set(other.keywords["properties"]?.objectValue?.keys ?? [])
            guard Set(other.requiredNames).isSubset(of: required) else { continue }
            let sharedHeld = declared.intersection(otherDeclared).allSatisfy { name in
                other.child("properties", name).map { holdsMember(normalForm(old: true, $0), name) } ?? false
            }
            guard sharedHeld else { continue }
            let own = declared.subtracting(otherDeclared)
            // The other branch takes every payload of this one: it took none alone.
            if own.isEmpty { return true }
            ownSets.append(own)
        }
        guard takesObjectShape(nv, declared: declared, required: required, also: ["anyOf"]) else { return false }
        let newDeclared = Set(nv.keywords["properties"]?.objectValue?.keys ?? [])
        for name in declared where newDeclared.contains(name) {
            guard let member = nv.child("properties", name), holdsMember(normalForm(old: false, member), name) else { return false }
        }
        guard let alternatives = nv.keywords["anyOf"] else { return true }
        var lists: [Set<String>] = []
        for alternative in alternatives.arrayValue ?? [] {
            guard let object = alternative.objectValue, object.keys.allSatisfy({ $0 == "required" || SchemaView.isAnnotation($0) }),
                let names = object["required"]?.arrayValue?.compactMap(\.stringValue)
            else { return false }
            lists.append(Set(names))
        }
        if lists.contains(where: { $0.isSubset(of: required) }) { return true }
        // Each payload holds a member of some own set: met when every member of that set meets a list with the required ones.
        return ownSets.contains { own in own.allSatisfy { name in lists.contains { $0.isSubset(of: required.union([name])) } } }
    }
}
