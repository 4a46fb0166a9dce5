import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// Compares two versions of a schema set and lists every change with its location and whether it
/// breaks clients in the given role (see ``DiffRole`` and ``ChangeEffect``).
///
/// Files are paired by `$id` (then by path). Each pair is walked in parallel: properties by name,
/// `items`, `prefixItems` by index, `additionalProperties`, union branches matched by what they are
/// (`null`, the schema a `$ref` names, equal content, equal `type`). A `$ref` to a schema that is
/// compared on its own (a paired file, one of its `$defs`) is not entered again, so a change is listed
/// once, where it is written; a `$ref` that now names another schema is compared with the old one.
/// Pairs whose ``SchemaNormalForm``s are equal (a rewrite that accepts the same documents) list only
/// documentation changes.
///
/// The verdicts follow one rule per role, applied keyword by keyword and conservatively (a change
/// whose effect cannot be decided breaks both ways):
///
/// - **response**: a change breaks when the new schema allows a payload that models generated from
///   the old one reject. Those models decode with the old types, `required`, nullability, `const`,
///   typed formats (`date-time` → `Date`, `int32` → `Int32`…), and, when they decode with validation,
///   every other constraint of the old schema, `additionalProperties: false` included. The one
///   deliberate tolerance is the generator's: enums are open unless `x-enum-closed: true` (or
///   `closedEnums`), and an open enum keeps a new value in `unknown(_:)`; boolean enums are closed.
/// - **request**: a change breaks when the new schema rejects a payload old apps send (valid under the
///   old schema): a new required property, a removed enum value or union branch, a tightened bound,
///   a narrowed type, a closed object that drops a property.
struct SchemaDiff {
    /// How the diff judges changes.
    struct Options {
        var role: DiffRole = .response
        /// Whether enums without `x-enum-closed` are closed (the generator's `closedEnums`).
        var closedEnums = false
        /// The most documents aimed at single changes the evidence search validates per pair of files
        /// (``DiffOracle/targetedPerPair`` unless set); 0 leaves only the general sample.
        var evidenceBudget = DiffOracle.targetedPerPair
        /// Whether ``evidenceBudget`` is the default, which grows with a pair's breaking changes
        /// (``DiffOracle/budget(_:breaking:)``); a budget the user set is kept as set.
        var evidenceBudgetScales = true
    }

    /// One side of a comparison: a schema, or an absent one reported at its parent.
    struct Side {
        var location: SchemaLocation?
        var anchor: SchemaLocation
        /// Without a location: the keywords the schema around says this one has (a closed object's one pattern is its
        /// `propertyNames`), else it is absent.
        var implied: [String: JSONValue]? = nil
    }

    struct Pair: Hashable {
        var old: SchemaLocation
        var new: SchemaLocation
    }

    let old: SchemaSet
    let new: SchemaSet
    let options: Options
    private(set) var changes: [SchemaChange] = []
    private var compared: Set<Pair> = []
    private var separate: Set<Pair> = []
    /// Schema comparisons made so far.
    private var comparisons = 0
    /// The most schema comparisons one diff makes: a fixed allowance plus one per value of both sides'
    /// files. Real diffs compare each schema (several values: its keywords and theirs) with its
    /// counterpart about once; two hostile schemas that link every definition to every other (long
    /// `$ref` chains on both sides) would pair every schema of one side with every schema of the other,
    /// which took gigabytes and did not end.
    let maximumComparisons: Int
    /// The most changes one diff reports (see ``maximumComparisons``).
    static let maximumChanges = 100_000
    /// The other branches of the new union whose matched branches are being compared, by payload path: a value removed
    /// from one branch that another takes is still accepted (``SchemaDiff/takenBySibling(_:path:)``).
    var siblingBranches: [String: [SchemaLocation]] = [:]
    /// Likewise where the new union is an `anyOf` (``SchemaDiff/siblingBranchTakes(_:holding:lacking:path:)``).
    var anyOfSiblings: [String: [SchemaLocation]] = [:]
    /// The other branches of the old `anyOf` whose matched branch is being compared, by payload path: a member added to the
    /// compared closed branch that one of them declares (``SchemaDiff/declaredByOldSibling(_:in:path:)``).
    var oldAnyOfSiblings: [String: [SchemaLocation]] = [:]
    /// Where the old union whose matched branches are being compared is a `oneOf`, by payload path: the old branch and the
    /// others (``SchemaDiff/rejectedByOldOneOf(_:path:)``).
    var oldOneOfBranches: [String: (branch: SchemaLocation, others: [SchemaLocation])] = [:]
    /// The schemas holding the union whose matched branches are being compared, by payload path: their `properties`
    /// apply to the same value as the branch's (``SchemaDiff/movedBesideUnion(_:path:oldHasIt:)``).
    var unionHolders: [String: (old: SchemaView, new: SchemaView)] = [:]
    /// Union branches compared with their holder's constraints written in (``SchemaDiff/distributedUnion(_:_:at:)``), per version.
    var inheritedOld: [SchemaLocation: SchemaView] = [:]
    var inheritedNew: [SchemaLocation: SchemaView] = [:]
    /// The pairs of files compared (old index, new index), for the sampling oracle.
    private(set) var pairedFiles: [(old: Int, new: Int)] = []
    /// The indexes in ``pairedFiles`` of the pairs nothing tells apart (``unchangedClosures(_:)``): not walked, not sampled.
    private(set) var unchangedPairs: Set<Int> = []
    /// The index in ``pairedFiles`` of the pair being walked, given to the changes recorded.
    private var currentPair: Int?
    /// Whether the diff stopped at ``maximumComparisons``: its changes are then incomplete.
    private(set) var isCutShort = false
    /// Whether this diff is a probe (``requestsKept(_:_:)``), which runs none of its own.
    private var isProbe = false
    /// How many of the schema pairs being compared have equal normal forms (``SchemaNormalForm``): inside one,
    /// every difference is a spelling (the two accept the same documents), so only documentation changes are listed.
    private var equivalentDepth = 0
    /// How many of the pairs being compared have an old schema that accepts nothing the new one rejects (requests
    /// cannot break inside), and the reverse (responses cannot).
    private var oldWithinNewDepth = 0
    private var newWithinOldDepth = 0
    /// Why the schemas compared now break no response, where a caller knows (``comparing(sparingResponses:_:)``).
    private var responseSpares: [Spare] = []
    /// The same for requests (``comparing(sparingRequests:_:)``).
    private var requestSpares: [Spare] = []
    /// How many of the `anyOf` branches being compared have their new schema held by another branch of the old `anyOf`
    /// (responses cannot break inside: old models decode what it allows through that branch), and the reverse.
    var newHeldByOldSiblingDepth = 0
    var oldHeldByNewSiblingDepth = 0
    /// How many of the `oneOf` branches being compared make no document valid in the old version (another branch takes each
    /// document they take: requests cannot break inside), and the same in the new one (responses cannot)
    /// (``SchemaDiff/deadInOneOf(_:_:oneOf:_:_:oneOf:)``).
    var deadOldBranchDepth = 0
    var deadNewBranchDepth = 0
    /// Pairs compared inside such pairs, whose verdicts were overruled: compared again elsewhere.
    private var comparedQuietly: Set<Pair> = []
    /// Normal forms computed so far (nil: none within the bounds), per version.
    private var oldForms: [SchemaLocation: (value: JSONValue, text: String)?] = [:]
    private var newForms: [SchemaLocation: (value: JSONValue, text: String)?] = [:]
    private let oldExpansions = SchemaNormalForm.Expansions()
    private let newExpansions = SchemaNormalForm.Expansions()
    /// Schema objects the normal forms of one diff may visit in all (then pairs are no longer checked).
    private var normalFormBudget = 500_000
    /// Per version (0 old, 1 new), the `$ref`s of every file reaching each schema, made when first needed.
    var referrerIndex: [Int: [SchemaLocation: [SchemaLocation]]] = [:]
    /// Per version, whether each definition never decides a document's validity (``neverDecides(old:_:)``), found so far.
    var undecidingDefinitions: [Int: [SchemaLocation: Bool]] = [:]

    init(old: SchemaSet, new: SchemaSet, options: Options) {
        self.old = old
        self.new = new
        self.options = options
        let values = (old.files + new.files).reduce(0) { total, file in total + file.document.withView { $0.tape.count } }
        self.maximumComparisons = 10_000 + values
    }

    // MARK: Files

    /// Compares every file of the old set with its counterpart (same `$id`, else same relative path);
    /// files only in one version are reported as removed or added.
    mutating func compareAll() {
        var newByKey: [String: Int] = [:]
        for (index, file) in new.files.enumerated() { newByKey[SchemaDiff.key(of: file)] = index }
        var newByPath: [String: Int] = [:]
        for (index, file) in new.files.enumerated() { newByPath[file.relativePath] = index }
        var pairs: [(Int, Int)] = []
        var pairedNew: Set<Int> = []
        var unpairedOld: [Int] = []
        for (index, file) in old.files.enumerated() {
            if let match = newByKey[SchemaDiff.key(of: file)] ?? newByPath[file.relativePath], !pairedNew.contains(match) {
                pairs.append((index, match))
                pairedNew.insert(match)
            } else {
                unpairedOld.append(index)
            }
        }
        compare(pairs: pairs)
        for index in unpairedOld {
            record(.schemaRemoved, "schema \(old.files[index].uri.text) removed", path: "", old: site(old, SchemaLocation(file: index, pointer: .root), nil), new: nil,
                   ChangeEffect(breaksResponses: "apps generated from the old version decode payloads of this schema; it is gone",
                                breaksRequests: "apps generated from the old version send payloads of this schema; it is gone"))
        }
        for index in new.files.indices where !pairedNew.contains(index) {
            record(.schemaAdded, "schema \(new.files[index].uri.text) added", path: "", old: nil, new: site(new, SchemaLocation(file: index, pointer: .root), nil),
                   .harmless("a new schema: no app depends on it yet"))
        }
    }

    /// Compares the given pairs of files (old index, new index), each with its `$defs`.
    mutating func compare(pairs: [(Int, Int)]) {
        let firstPair = pairedFiles.count
        pairedFiles += pairs.map { (old: $0.0, new: $0.1) }
        defer { currentPair = nil }
        for (o, n) in pairs {
            separate.insert(
                Pair(old: SchemaLocation(file: o, pointer: .root), new: SchemaLocation(file: n, pointer: .root)))
            for container in Vocabulary.definitionsKeywordsOfAnyDraft {
                guard case .object(let defs)? = old.files[o].root[container], case .object(let newDefs)? = new.files[n].root[container] else { continue }
                for name in defs.keys where newDefs[name] != nil {
                    let pointer = JSONPointer.root.appending(container).appending(name)
                    separate.insert(Pair(old: SchemaLocation(file: o, pointer: pointer), new: SchemaLocation(file: n, pointer: pointer)))
                }
            }
        }
        let unchanged = unchangedClosures(pairs)
        for (offset, (o, n)) in pairs.enumerated() {
            if unchanged.contains([o, n]) {
                unchangedPairs.insert(firstPair + offset)
                continue
            }
            currentPair = firstPair + offset
            let oldRoot = SchemaLocation(file: o, pointer: .root)
            let newRoot = SchemaLocation(file: n, pointer: .root)
            compare(Side(location: oldRoot, anchor: oldRoot), Side(location: newRoot, anchor: newRoot), path: "")
            for container in Vocabulary.definitionsKeywordsOfAnyDraft {
                let oldDefs = old.files[o].root[container]?.objectValue ?? JSONObject()
                let newDefs = new.files[n].root[container]?.objectValue ?? JSONObject()
                let containerPointer = JSONPointer.root.appending(container)
                for name in oldDefs.keys {
                    let pointer = containerPointer.appending(name)
                    let oldLocation = SchemaLocation(file: o, pointer: pointer)
                    if newDefs[name] != nil {
                        let newLocation = SchemaLocation(file: n, pointer: pointer)
                        compare(Side(location: oldLocation, anchor: oldLocation), Side(location: newLocation, anchor: newLocation), path: "#" + pointer.description)
                    } else {
                        record(.definitionRemoved, "\(container) entry \"\(name)\" removed", path: "#" + pointer.description,
                               old: site(old, oldLocation, nil), new: site(new, newRoot, nil),
                               .harmless("a reference that used it is reported where it changed"))
                    }
                }
                for name in newDefs.keys where oldDefs[name] == nil {
                    let pointer = containerPointer.appending(name)
                    record(.definitionAdded, "\(container) entry \"\(name)\" added", path: "#" + pointer.description,
                           old: nil, new: site(new, SchemaLocation(file: n, pointer: pointer), nil), .harmless("a new definition changes nothing until it is referenced"))
                }
            }
        }
        changes.sort { lhs, rhs in
            let l = lhs.site, r = rhs.site
            return (l?.file ?? "", l?.line ?? 0, l?.column ?? 0) < (r?.file ?? "", r?.line ?? 0, r?.column ?? 0)
        }
    }

    /// How files are paired: by `$id`, or by relative path when there is none.
    static func key(of file: SchemaFile) -> String {
        // A relative `$id` (compose-spec's `compose_spec.json`) resolves against the file's own path, which differs between
        // the two versions' folders: such a file is known by its path, as one without `$id`.
        guard let id = file.root["$id"]?.stringValue, URIReference(id).isAbsolute else { return "path:" + file.relativePath }
        return file.uri.text
    }

    /// Whether `view` is a `$ref` read as the union it names: a `$ref` alone (beside annotations) whose target, followed to
    /// the end, is only an `anyOf` or a `oneOf` (what closes it aside; github-workflow a75ed20b3's `$ref: ref`, members beside a `oneOf`, is an
    /// object compared as one), unless the pure union `other` has that same `$ref` as a branch (prek c026d9dbe's
    /// `anyOf: [{$ref: FilePattern}, null]` became `$ref: FilePattern`: the branch, not FilePattern's own branches); or one
    /// with siblings whose target is a union of the same keyword as `other`, one's branches all written as branches of the
    /// other.
    func namesUnion(_ set: SchemaSet, _ view: SchemaView, _ location: SchemaLocation?, as other: SchemaView) -> Bool {
        guard view.keywords["$ref"] != nil, let location, SchemaView.finalTarget(set, from: location) != nil else { return false }
        let followed = SchemaView(set, at: location, following: true)
        guard followed.keywords["anyOf"] != nil || followed.keywords["oneOf"] != nil else { return false }
        // The target's own keywords: the union, and what only closes it (vector 899044e14's `Option<…>`: a `oneOf` beside
        // `unevaluatedProperties: false`) or defines.
        let unionOnly = followed.keywords.keys.allSatisfy {
            ["anyOf", "oneOf", "unevaluatedProperties", "unevaluatedItems"].contains($0) || SchemaView.isAnnotation($0)
                || Vocabulary.definitionsKeywordsOfAnyDraft.contains($0)
        }
        if view.keywords.keys.allSatisfy({ $0 == "$ref" || SchemaView.isAnnotation($0) }), unionOnly {
            let otherBranches = (other.keywords["anyOf"] ?? other.keywords["oneOf"])?.arrayValue ?? []
            return !otherBranches.contains { $0.objectValue?["$ref"] != nil && $0.objectValue?["$ref"] == view.keywords["$ref"] }
        }
        let keyword = other.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
        guard case .array(let mine)? = followed.keywords[keyword], case .array(let theirs)? = other.keywords[keyword],
            !mine.isEmpty, !theirs.isEmpty
        else { return false }
        return mine.allSatisfy(theirs.contains) || theirs.allSatisfy(mine.contains)
    }

    /// A name for a schema location that is the same in both versions when it is "the same schema".
    func identity(_ set: SchemaSet, _ location: SchemaLocation) -> String {
        SchemaDiff.key(of: set.files[location.file]) + "#" + location.pointer.description
    }

    /// The index of a new union branch whose normal form holds the old schema's at `o`; for a `oneOf`, one that every other
    /// branch is apart from (``disjoint(_:_:objectsOnly:old:depth:holderRequires:)``). Nil when none is found (32 branches at most).
    mutating func branchHoldingOld(_ o: SchemaLocation, _ newBranches: [SchemaLocation], oneOf: Bool) -> Int? {
        guard newBranches.count <= 32 else { return nil }
        let before = normalForm(old: true, o)
        for (k, branch) in newBranches.enumerated() {
            // A branch of types alone holds an old schema of those types, whatever else it asks (github-workflow cc1255818's
            // matrix, an object with patterns, became `oneOf: [{type: object}, {$ref: expressionSyntax}]` beside them).
            let formHolds = before.flatMap { before in normalForm(old: false, branch).map { SchemaNormalForm.contains($0, before) } }
            // Else the old schema compared with the branch alone, as a request (jsconfig 76de21e2a's `target`, whose pattern
            // became `anyOf: [{enum}, {pattern}]`, the new pattern taking every string the old one did).
            let holds = formHolds ?? false
                || SchemaDiff.typesTakeEvery(of: SchemaView(old, at: o, following: true), SchemaView(new, at: branch, following: true))
                || kept(o, branch, role: .request)
            guard holds else { continue }
            if !oneOf || newBranches.indices.allSatisfy({ $0 == k || disjoint(branch, newBranches[$0]) }) { return k }
        }
        return nil
    }

    /// The old union branch whose keywords the new schema `nv` writes in place of the union, alike (annotations, definitions
    /// and `$schema` aside; `$ref`s compared as written, what they name being compared where it is written); for a `oneOf`,
    /// one whose types no other branch takes. prettierrc ae7c16e2d's root, `oneOf: [{type: string}, {type: object, allOf:
    /// [options, overrides]}]`, became `{type: object, allOf: [options, overrides]}`.
    func oldBranchWrittenOut(_ oldBranches: [SchemaLocation], _ newObject: JSONObject, oneOf: Bool) -> Int? {
        guard oldBranches.count <= 32 else { return nil }
        let ignored = Set(Vocabulary.definitionsKeywordsOfAnyDraft + ["$schema", "$id", "id", "$comment"])
        func constraints(_ object: JSONObject) -> [String: JSONValue] {
            let kept = object.filter { !SchemaView.isAnnotation($0.key) && !ignored.contains($0.key) }
            return Dictionary(kept.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let written = constraints(newObject)
        guard !written.isEmpty, let type = written["type"] else { return nil }
        let types = SchemaDiff.expand(Set(type.stringValue.map { [$0] } ?? type.arrayValue?.compactMap(\.stringValue) ?? []))
        for (k, branch) in oldBranches.enumerated() {
            guard case .object(let object)? = old.value(at: branch), constraints(object) == written else { continue }
            let overlapped = oldBranches.indices.contains { other in
                guard other != k else { return false }
                let otherTypes = SchemaView(old, at: oldBranches[other], following: true).types
                return otherTypes.map { !SchemaDiff.expand($0).isDisjoint(with: types) } ?? true
            }
            if oneOf, overlapped { continue }
            return k
        }
        return nil
    }

    /// Whether the new branch at `branch` asks only for members the old `required` names: `required` and `properties`
    /// whose schemas take anything, beside annotations.
    func branchRequiresOnly(_ oldRequired: JSONValue?, at branch: SchemaLocation) -> Bool {
        let before = Set(oldRequired?.arrayValue?.compactMap(\.stringValue) ?? [])
        guard let object = new.value(at: branch)?.objectValue, case .array(let names)? = object["required"], !names.isEmpty,
            object.keys.allSatisfy({ ["required", "properties"].contains($0) || SchemaView.isAnnotation($0) }),
            names.allSatisfy({ $0.stringValue.map(before.contains) == true })
        else { return false }
        return (object["properties"]?.objectValue ?? JSONObject()).allSatisfy { member in
            member.value == .bool(true) || member.value.objectValue?.keys.allSatisfy(SchemaView.isAnnotation) == true
        }
    }

    // MARK: Schemas

    /// Compares two schemas. `ignoringNull`: their nullability was already compared (a `type` array
    /// with `null` on one side, a union with a `null` branch on the other), so `null` is left out of
    /// their types.
    mutating func compare(_ o: Side, _ n: Side, path: String, annotations: Bool = true, ignoringNull: Bool = false) {
        guard comparisons < maximumComparisons, changes.count < SchemaDiff.maximumChanges else {
            isCutShort = true
            return
        }
        comparisons += 1
        let quiet = equivalentDepth > 0 || oldWithinNewDepth > 0 || newWithinOldDepth > 0 || newHeldByOldSiblingDepth > 0
            || oldHeldByNewSiblingDepth > 0 || deadOldBranchDepth > 0 || deadNewBranchDepth > 0
        if let ol = o.location, let nl = n.location {
            if quiet {
                guard !compared.contains(Pair(old: ol, new: nl)), comparedQuietly.insert(Pair(old: ol, new: nl)).inserted else { return }
            } else {
                guard compared.insert(Pair(old: ol, new: nl)).inserted else { return }
            }
        }
        var relation = (oldWithinNew: false, newWithinOld: false)
        if let ol = o.location, let nl = n.location { relation = normalFormRelation(ol, nl) }
        // A branch with its holder's constraints accepts less than the branch alone: only the other way still holds.
        let oldHolder = o.location.flatMap { inheritedOld[$0] }, newHolder = n.location.flatMap { inheritedNew[$0] }
        if oldHolder != nil { relation.newWithinOld = false }
        if newHolder != nil { relation.oldWithinNew = false }
        let equivalent = relation.oldWithinNew && relation.newWithinOld
        if equivalent { equivalentDepth += 1 }
        if relation.oldWithinNew { oldWithinNewDepth += 1 }
        if relation.newWithinOld { newWithinOldDepth += 1 }
        defer {
            if equivalent { equivalentDepth -= 1 }
            if relation.oldWithinNew { oldWithinNewDepth -= 1 }
            if relation.newWithinOld { newWithinOldDepth -= 1 }
        }
        let oldRaw = o.location.map { SchemaView(old, at: $0, following: false) } ?? SchemaView(implied: o.implied)
        let newRaw = n.location.map { SchemaView(new, at: $0, following: false) } ?? SchemaView(implied: n.implied)
        var (ov, oldKept) = oldRaw.mergingAllOf(in: old, keeping: [])
        var (nv, newKept) = newRaw.mergingAllOf(in: new, keeping: [])
        if let oldHolder, let joined = ov.inheriting(oldHolder) { ov = joined }
        if let newHolder, let joined = nv.inheriting(newHolder) { nv = joined }
        // Members kept apart on one side only, because two of them write a keyword (cloudify fe3e34cf3's security group
        // rule: four `$ref` members and one declaring `resource_config`, which lost its `required`; with it, that member
        // merged; without it, only `properties`, which another member writes too, so every member writing them was kept):
        // both sides keep the same, and the members are compared as members, not one flat view with another.
        if oldKept != newKept {
            let both = oldKept.union(newKept)
            ov = oldRaw.mergingAllOf(in: old, keeping: both).view
            nv = newRaw.mergingAllOf(in: new, keeping: both).view
        }
        // Conditionals merged from `allOf` members with different `if`s, where the other side keeps a member testing this
        // side's `if` (github-workflow f2c93c68d's input types: `{if: boolean, then, else}` became three `{if, then}` members,
        // the boolean one second): both sides keep their conditional members, paired by their `if`.
        let keptConditions = { (view: SchemaView, set: SchemaSet) in
            (view.allOfMembers ?? []).compactMap { set.value(at: $0)?.objectValue?["if"] }
        }
        // Not where one side keeps a member testing its own merged `if` too, nor for a negated `if`: those the conditional
        // forms pair (dependabot-2.0 aae26627e's `{if: {not: …}}` for an `if`/`then`/`else` on the same member).
        let negated = { (condition: JSONValue) in condition.objectValue?["not"] != nil }
        if let oldCondition = ov.keywords["if"], let newCondition = nv.keywords["if"], oldCondition != newCondition,
            oldRaw.keywords["if"] == nil, newRaw.keywords["if"] == nil, !negated(oldCondition), !negated(newCondition)
        {
            let oldConditions = keptConditions(ov, old), newConditions = keptConditions(nv, new)
            if newConditions.contains(oldCondition) && !oldConditions.contains(oldCondition)
                || oldConditions.contains(newCondition) && !newConditions.contains(newCondition)
            {
                let both = oldKept.union(newKept).union(["if", "then", "else"])
                ov = oldRaw.mergingAllOf(in: old, keeping: both).view
                nv = newRaw.mergingAllOf(in: new, keeping: both).view
            }
        }
        // Still merged unlike, where the schemas differ only inside `allOf` lists of one length (lsdlschema-3.4 5b7624d8d's
        // phrasings: `State: {}` beside `additionalProperties: false` in the first member kept `{$ref: phrasingProperties}`
        // apart, which types `State`; the new first member, open, merged with it): the members as written, one by one.
        if let before = oldRaw.keywords["allOf"]?.arrayValue, let after = newRaw.keywords["allOf"]?.arrayValue, before.count == after.count,
            ov.keywords["allOf"]?.arrayValue?.count ?? 0 != nv.keywords["allOf"]?.arrayValue?.count ?? 0,
            SchemaDiff.ownConstraints(oldRaw) == SchemaDiff.ownConstraints(newRaw)
        {
            (ov, nv) = (oldRaw, newRaw)
        }
        // Where one side keeps `allOf` members and the other keeps none, the kept members' keywords of one type join the view
        // they lie in (``SchemaView/lendingKeptMembers(in:)``); where both keep some, the members are compared as members.
        let oldKeeps = ov.keywords["allOf"] != nil, newKeeps = nv.keywords["allOf"] != nil
        if oldKeeps, !newKeeps { ov = ov.lendingKeptMembers(in: old) }
        if newKeeps, !oldKeeps { nv = nv.lendingKeptMembers(in: new) }
        if ov.isNever || nv.isNever {
            if ov.isNever && !nv.isNever {
                record(.constraintLoosened, "schema was false (nothing allowed) and now allows values", path: path,
                       old: site(old, ov, nil, o.anchor), new: site(new, nv, nil, n.anchor),
                       .widens("models generated from the old schema never expected a value here"))
            } else if nv.isNever && !ov.isNever {
                record(.constraintTightened, "schema is now false: nothing is allowed", path: path,
                       old: site(old, ov, nil, o.anchor), new: site(new, nv, nil, n.anchor),
                       .narrows("old apps may send a value here; the new schema allows none"))
            }
            return
        }
        // A union beside constraints, where the other side is a union alone of the same kind: branch by branch, each with its
        // holder's constraints (json-patch f7a0789cc, ``distributedUnion(_:_:at:)``). Not where a branch of the other side
        // holds a union of its own (dofigen 8040e5857: the old object's members and its `oneOf` became two `anyOf` branches,
        // one of them that `oneOf`): that union is no partner of a branch, and the old object as a whole lies within it.
        if compareDistributedUnion(ov, nv, path: path, o, n) { return }
        // A `$ref` to a union is that union (bamboo-spec 3fea23353's task items, an `anyOf` of `$ref`s, became a `$ref` to one
        // that adds a branch; compose-spec 451d85001's `command`, an inline `oneOf`, became a `$ref` to the same `oneOf` with a
        // null branch): it is followed below, and its branches paired as inline ones are. (A union beside definitions is one
        // too, when the other side names no `$ref`, which is compared with what it names below.)
        if nv.isPureUnion || nv.isUnionBesideDefinitions && ov.keywords["$ref"] == nil || typedAsBranches(new, nv),
            ov.keywords["anyOf"] == nil && ov.keywords["oneOf"] == nil && o.location != nil, !namesUnion(old, ov, o.location, as: nv)
        {
            let keyword = nv.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
            compareBranches([o.location!], oldView: ov, branches(nv, keyword), newView: nv, keyword: keyword, path: path, oldSide: o, newSide: n, oldIsSingle: true)
            compareAnnotations(ov, nv, path: path, o, n)
            return
        }
        if ov.isPureUnion || ov.isUnionBesideDefinitions && nv.keywords["$ref"] == nil || typedAsBranches(old, ov),
            nv.keywords["anyOf"] == nil && nv.keywords["oneOf"] == nil && n.location != nil, !namesUnion(new, nv, n.location, as: ov)
        {
            let keyword = ov.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
            compareBranches(branches(ov, keyword), oldView: ov, [n.location!], newView: nv, keyword: keyword, path: path, oldSide: o, newSide: n, newIsSingle: true)
            compareAnnotations(ov, nv, path: path, o, n)
            return
        }
        let oldReference = ov.keywords["$ref"]?.stringValue
        let newReference = nv.keywords["$ref"]?.stringValue
        if oldReference != nil || newReference != nil {
            let oldTarget = oldReference == nil ? nil : o.location.flatMap { SchemaView.finalTarget(old, from: $0) }
            let newTarget = newReference == nil ? nil : n.location.flatMap { SchemaView.finalTarget(new, from: $0) }
            if oldReference != nil && newReference != nil {
                if let oldTarget, let newTarget {
                    if identity(old, oldTarget) != identity(new, newTarget) {
                        record(.referenceChanged, "$ref changed from \"\(oldReference!)\" to \"\(newReference!)\"", path: path,
                               old: site(old, ov, "$ref", o.anchor), new: site(new, nv, "$ref", n.anchor),
                               .harmless("the schemas it names are compared below"))
                    }
                    if !separate.contains(Pair(old: oldTarget, new: newTarget)) {
                        compare(Side(location: oldTarget, anchor: oldTarget), Side(location: newTarget, anchor: newTarget), path: path)
                    }
                } else if oldReference != newReference || oldTarget != nil || newTarget != nil {
                    record(.referenceChanged, "$ref changed from \"\(oldReference!)\" to \"\(newReference!)\" (not both resolvable)", path: path,
                           old: site(old, ov, "$ref", o.anchor), new: site(new, nv, "$ref", n.anchor),
                           ChangeEffect(breaksResponses: "the referenced schema cannot be compared, so compatibility is unknown",
                                        breaksRequests: "the referenced schema cannot be compared, so compatibility is unknown"))
                }
                var oldRest = ov, newRest = nv
                oldRest.keywords["$ref"] = nil
                newRest.keywords["$ref"] = nil
                compareKeywords(oldRest, newRest, path: path, o, n, annotations: annotations, ignoringNull: ignoringNull)
                return
            }
            // A reference on one side only: compare what it names (with its siblings) with the inline schema.
            var oldFollowed = ov, newFollowed = nv
            if oldReference != nil, oldTarget != nil, let location = o.location {
                oldFollowed = SchemaView.whole(old, at: location)
            }
            if newReference != nil, newTarget != nil, let location = n.location {
                newFollowed = SchemaView.whole(new, at: location)
            }
            // `{$ref, properties}` → `{allOf: [{$ref}], properties}` (a draft-07 schema making the siblings apply): the
            // `allOf` member naming the other side's target is that target, so what changed is the siblings only.
            if let oldTarget, newReference == nil, let unwrapped = nv.unwrappingReference(in: new, to: identity(old, oldTarget), identity) {
                newFollowed = unwrapped
            }
            if let newTarget, oldReference == nil, let unwrapped = ov.unwrappingReference(in: old, to: identity(new, newTarget), identity) {
                oldFollowed = unwrapped
            }
            if (oldReference != nil && oldTarget == nil) || (newReference != nil && newTarget == nil) {
                record(.referenceChanged, oldReference != nil ? "$ref \"\(oldReference!)\" replaced by an inline schema" : "inline schema replaced by $ref \"\(newReference!)\"",
                       path: path, old: site(old, ov, oldReference != nil ? "$ref" : nil, o.anchor), new: site(new, nv, newReference != nil ? "$ref" : nil, n.anchor),
                       ChangeEffect(breaksResponses: "the referenced schema is not loaded, so compatibility is unknown",
                                    breaksRequests: "the referenced schema is not loaded, so compatibility is unknown"))
                return
            }
            // A `$ref` to a union on one side, a single schema on the other (lefthook's `exclude: string`
            // becoming `$ref` to `oneOf [array of string, string]`): branch by branch, as inline unions are.
            let oldIsUnion = oldFollowed.keywords["anyOf"] != nil || oldFollowed.keywords["oneOf"] != nil
            let newIsUnion = newFollowed.keywords["anyOf"] != nil || newFollowed.keywords["oneOf"] != nil
            if newReference != nil, newFollowed.isPureUnion, !oldIsUnion, let single = o.location {
                let keyword = newFollowed.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
                compareBranches([single], oldView: oldFollowed, branches(newFollowed, keyword), newView: newFollowed,
                                keyword: keyword, path: path, oldSide: o, newSide: n, oldIsSingle: true)
                compareAnnotations(oldFollowed, newFollowed, path: path, o, n)
                return
            }
            if oldReference != nil, oldFollowed.isPureUnion, !newIsUnion, let single = n.location {
                let keyword = oldFollowed.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
                compareBranches(branches(oldFollowed, keyword), oldView: oldFollowed, [single], newView: newFollowed,
                                keyword: keyword, path: path, oldSide: o, newSide: n, newIsSingle: true)
                compareAnnotations(oldFollowed, newFollowed, path: path, o, n)
                return
            }
            compareKeywords(oldFollowed, newFollowed, path: path, o, n, annotations: annotations, ignoringNull: ignoringNull)
            return
        }
        compareKeywords(ov, nv, path: path, o, n, annotations: annotations, ignoringNull: ignoringNull)
    }

    /// A union whose `type` beside it only restates the types its branches declare (stylelint's `{type: [string, array],
    /// oneOf: [{type: string}, {$ref: list}]}`): the `type` rejects nothing a branch accepts, so the union is one alone.
    func typedAsBranches(_ set: SchemaSet, _ view: SchemaView) -> Bool {
        let keywords = ["anyOf", "oneOf"].filter { view.keywords[$0] != nil }
        guard keywords.count == 1, let keyword = keywords.first, let declared = view.types,
            view.keywords.keys.allSatisfy({ $0 == keyword || $0 == "type" || SchemaView.isAnnotation($0) })
        else { return false }
        let branches = branches(view, keyword)
        return !branches.isEmpty && branches.allSatisfy { branch in
            guard let types = SchemaView(set, at: branch, following: true).types else { return false }
            return SchemaDiff.expand(types).isSubset(of: SchemaDiff.expand(declared))
        }
    }

    mutating func compareKeywords(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side, annotations: Bool, ignoringNull: Bool = false) {
        var handled = Set(["$ref"] + Vocabulary.definitionsKeywordsOfAnyDraft)
        let ov = hoistingConditionalRequired(ov, old: true), nv = hoistingConditionalRequired(nv, old: false)
        compareTypes(ov, nv, path: path, o, n, ignoringNull: ignoringNull)
        handled.insert("type")
        compareEnums(ov, nv, path: path, o, n)
        handled.formUnion(["enum", "const"])
        handled.formUnion(compareBounds(ov, nv, path: path, o, n))
        compareObjects(ov, nv, path: path, o, n)
        handled.formUnion(["properties", "required", "additionalProperties", "unevaluatedProperties", "patternProperties", "propertyNames", "dependentRequired"])
        compareArrays(ov, nv, path: path, o, n)
        handled.formUnion(["items", "prefixItems", "additionalItems", "contains", "unevaluatedItems"])
        handled.formUnion(compareConditionals(ov, nv, path: path, o, n))
        handled.formUnion(["anyOf", "oneOf", "allOf"])
        var unionKeywords = ["anyOf", "oneOf", "allOf"]
        if let (from, to) = SchemaDiff.unionSwitch(ov, nv) {
            // The same alternatives under another keyword: compare them, and judge the switch itself.
            unionKeywords.removeAll { $0 == from || $0 == to }
            let widening = from == "oneOf"
            // Alternatives no payload matches two of (ty 0b92cd93e's versions, each a `const`) combine alike either way: the new
            // `oneOf`'s rejects nothing; the old `oneOf`'s rejected nothing (partial-poetry c1977b0c8's dependency forms, each a
            // closed object requiring its own member), what the branches themselves changed being compared below.
            let alternatives = branches(widening ? ov : nv, widening ? from : to)
            var apart = alternatives.count <= 32
            for a in alternatives.indices where apart {
                apart = alternatives[(a + 1)...].allSatisfy { disjoint(alternatives[a], $0, old: widening) }
            }
            let disjointNote = "no payload matches two of the \(widening ? "old" : "new") alternatives, so oneOf "
            record(widening ? .constraintLoosened : .constraintTightened, "\(from) became \(to)", path: path,
                   old: site(old, ov, from, o.anchor), new: site(new, nv, to, n.anchor),
                   widening ? (apart ? .harmless(disjointNote + "rejected none that anyOf takes")
                                     : .widens("old models decode exactly one alternative and fail on payloads that now match several"))
                       : apart ? .harmless(disjointNote + "rejects none that anyOf took")
                       : .narrows("old apps may send payloads that match several alternatives, which oneOf rejects"))
            compareBranches(branches(ov, from), oldView: ov, branches(nv, to), newView: nv, keyword: to, path: path, oldSide: o, newSide: n,
                            oldKeyword: from)
        }
        for keyword in unionKeywords {
            let oldBranches = branches(ov, keyword), newBranches = branches(nv, keyword)
            switch (oldBranches.isEmpty, newBranches.isEmpty) {
            case (true, true): continue
            case (false, false):
                compareBranches(oldBranches, oldView: ov, newBranches, newView: nv, keyword: keyword, path: path, oldSide: o, newSide: n)
            case (true, false):
                // minecraft-pack-mcmeta d4e10f420: `anyOf: [{required: [pack_format]}, {required: [min_format, max_format]}]`
                // where the old object required `pack_format`: every payload old apps send meets its first branch.
                var met = keyword == "anyOf" ? newBranches.firstIndex { branchRequiresOnly(ov.keywords["required"], at: $0) } : nil
                // github-action 0b3bcf438: a closed step's `required: [run, shell]` became `oneOf: [{required: [run, shell]},
                // {required: [uses]}]`, `uses` declared now: each other branch requires a member the old object rejected.
                var apartNote = ""
                if keyword == "oneOf", newBranches.count <= 64,
                    let k = newBranches.firstIndex(where: { branchRequiresOnly(ov.keywords["required"], at: $0) }),
                    newBranches.indices.allSatisfy({ $0 == k || memberOldObjectRejects(newBranches[$0], oldView: ov) != nil })
                {
                    met = k
                    apartNote = ", and no other, each requiring a member the old closed object rejected"
                }
                var note = met.map { "old apps always send what its branch #\($0) requires, which the old schema required" + apartNote }
                // package.json a034df1b4's `packageManager`: its `pattern` became `oneOf: [{pattern}, {const: "bun"}]`. Every payload
                // old apps send meets the branch holding the old schema, and (for oneOf) no other branch, apart from it.
                // (Not an `allOf`, whose every member applies: semgrep 678aee02a's rules.)
                if note == nil, keyword != "allOf", let o = o.location, let k = branchHoldingOld(o, newBranches, oneOf: keyword == "oneOf") {
                    let apart = keyword == "oneOf" ? ", and no other, apart from it" : ""
                    note = "every payload old apps send meets its branch #\(k)" + apart
                }
                if keyword == "allOf", allOfKept(newBranches, membersOld: false, otherAt: o.location) { note = SchemaDiff.keptAllOfNote }
                record(.constraintTightened, "\(keyword) added", path: path, old: site(old, ov, nil, o.anchor), new: site(new, nv, keyword, n.anchor),
                       note.map(ChangeEffect.harmless) ?? .narrows("old apps may send payloads that match none of its schemas"))
            case (false, true):
                var note = keyword == "allOf" && allOfOnlyExcludesRejected(ov, nv) ? SchemaDiff.excludedNote : nil
                if keyword == "allOf", note == nil, allOfKept(oldBranches, membersOld: true, otherAt: n.location) { note = SchemaDiff.keptAllOfNote }
                // Each old member holding every payload the new schema allows (golangci-lint e6f90f69f's `goheader`, whose
                // members were written beside `additionalProperties: false` into one closed object) constrains nothing more.
                if keyword == "allOf", note == nil, oldBranches.count <= 8, let newSchema = n.location,
                    oldBranches.allSatisfy({ kept($0, newSchema, role: .response) })
                {
                    note = "each of its members allows every payload the new schema allows"
                }
                if keyword != "allOf", newMeetsOneBranch(oldBranches, nv) {
                    note = "every payload the new object accepts matches exactly one of its branches"
                }
                if keyword != "allOf", note == nil, let written = n.location.flatMap({ new.value(at: $0)?.objectValue }),
                    let k = oldBranchWrittenOut(oldBranches, written, oneOf: keyword == "oneOf")
                {
                    note = "the new schema is its branch #\(k) written out in place"
                        + (keyword == "oneOf" ? ", and no other branch takes a value of its types" : "")
                }
                record(.constraintLoosened, "\(keyword) removed", path: path, old: site(old, ov, keyword, o.anchor), new: site(new, nv, nil, n.anchor),
                       note.map(ChangeEffect.harmless)
                        ?? (keyword == "allOf" ? .widens("old models may rely on the constraints it added") :
                        .widens("old models decode one of its schemas; payloads need no longer match any")))
            }
        }
        if annotations { compareAnnotations(ov, nv, path: path, o, n) }
        handled.formUnion(Set(ov.keywords.keys).union(nv.keywords.keys).filter(SchemaView.isAnnotation))
        // Keywords without a finer rule: any difference is judged breaking both ways.
        for keyword in Set(ov.keywords.keys).union(nv.keywords.keys).subtracting(handled).sorted() {
            let before = ov.keywords[keyword], after = nv.keywords[keyword]
            guard before != after else { continue }
            let what = before == nil ? "added" : (after == nil ? "removed" : "changed")
            record(.constraintChanged, "\(keyword) \(what)", path: path, old: site(old, ov, keyword, o.anchor), new: site(new, nv, keyword, n.anchor),
                   ChangeEffect(breaksResponses: "\(keyword) changed; its effect on decoding cannot be decided, so it is treated as breaking",
                                breaksRequests: "\(keyword) changed; its effect on accepted payloads cannot be decided, so it is treated as breaking"))
        }
    }

    /// Whether, by their normal forms, the old schema at `o` accepts nothing the new one at `n` rejects, and the reverse
    /// (both: they accept the same documents).
    mutating func normalFormRelation(_ o: SchemaLocation, _ n: SchemaLocation) -> (oldWithinNew: Bool, newWithinOld: Bool) {
        guard let before = normalForm(old: true, o), let after = normalForm(old: false, n) else { return (false, false) }
        return (SchemaNormalForm.contains(after, before), SchemaNormalForm.contains(before, after))
    }

    /// Whether comparing the old schema at `o` with the new one at `n`, apart from this diff, finds nothing that breaks
    /// requests: every payload old apps send is accepted. As here, schemas compared on their own are not entered (their
    /// changes are reported where they are written). A probe runs no probe, and one cut short proves nothing.
    mutating func requestsKept(_ o: SchemaLocation, _ n: SchemaLocation) -> Bool {
        kept(o, n, role: .request)
    }

    /// ``requestsKept(_:_:)`` for `role`: for responses, every payload the new schema allows is one old models decode.
    mutating func kept(_ o: SchemaLocation, _ n: SchemaLocation, role: DiffRole) -> Bool {
        guard !isProbe else { return false }
        var probe = SchemaDiff(old: old, new: new, options: Options(role: role, closedEnums: options.closedEnums, evidenceBudget: 0))
        probe.isProbe = true
        probe.separate = separate
        probe.compare(Side(location: o, anchor: o), Side(location: n, anchor: n), path: "")
        return !probe.isCutShort && !probe.changes.contains(where: \.breaks)
    }

    /// `body`'s comparisons with every response break spared by `note`: the caller knows the new schema there accepts no
    /// value the old one rejected.
    mutating func comparing(sparingResponses note: String, _ body: (inout SchemaDiff) -> Void) {
        comparing(sparing: [.response: Spare(note: note)], body)
    }

    /// `body`'s comparisons with every request break spared by `note`: the caller knows the new schema there rejects no
    /// value old apps sent.
    mutating func comparing(sparingRequests note: String, _ body: (inout SchemaDiff) -> Void) {
        comparing(sparing: [.request: Spare(note: note)], body)
    }

    /// `body`'s comparisons with the breaks of each role spared as its ``Spare`` says.
    mutating func comparing(sparing spares: [DiffRole: Spare], _ body: (inout SchemaDiff) -> Void) {
        if let spare = spares[.response] { responseSpares.append(spare) }
        if let spare = spares[.request] { requestSpares.append(spare) }
        body(&self)
        if spares[.response] != nil { responseSpares.removeLast() }
        if spares[.request] != nil { requestSpares.removeLast() }
    }

    /// Why the breaks of one role under a pair being compared are none: all of them, or all but the kinds of break found at
    /// the same places below `base` (``signature(_:_:below:)``), which a caller could not rule out.
    struct Spare {
        var note: String
        var base = ""
        var keeping: Set<String>?
        /// The payload paths it covers, each with what lies below it; nil for all.
        var within: [String]?

        init(note: String, base: String = "", keeping: Set<String>? = nil, within: [String]? = nil) {
            (self.note, self.base, self.keeping, self.within) = (note, base, keeping, within)
        }

        func spares(_ kind: SchemaChange.Kind, _ path: String) -> Bool {
            if let within, !within.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return false }
            guard let keeping else { return true }
            return !keeping.contains(SchemaDiff.signature(kind, path, below: base))
        }
    }

    /// A break's kind and its payload path below `base`: what two comparisons starting at different places share.
    static func signature(_ kind: SchemaChange.Kind, _ path: String, below base: String) -> String {
        kind.rawValue + " " + (path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path)
    }

    /// The kinds and places (``signature(_:_:below:)``) of the breaks in `role` between `o` and `n`; nil when the comparison
    /// was cut short, or inside a probe.
    mutating func breakSignatures(_ o: SchemaLocation, _ n: SchemaLocation, role: DiffRole) -> Set<String>? {
        guard !isProbe else { return nil }
        var probe = SchemaDiff(old: old, new: new, options: Options(role: role, closedEnums: options.closedEnums, evidenceBudget: 0))
        probe.isProbe = true
        probe.separate = separate
        probe.compare(Side(location: o, anchor: o), Side(location: n, anchor: n), path: "")
        guard !probe.isCutShort else { return nil }
        return Set(probe.changes.filter(\.breaks).map { SchemaDiff.signature($0.kind, $0.instancePath, below: "") })
    }

    /// A schema's keywords but its `allOf`, annotations and definitions.
    static func ownConstraints(_ view: SchemaView) -> [String: JSONValue] {
        view.keywords.filter { keyword, _ in
            keyword != "allOf" && !SchemaView.isAnnotation(keyword) && !Vocabulary.definitionsKeywordsOfAnyDraft.contains(keyword)
        }
    }

    /// The normal form of the schema at `location` in the old or new version, computed once; nil past the bounds.
    mutating func normalForm(old isOld: Bool, _ location: SchemaLocation) -> (value: JSONValue, text: String)? {
        if let known = isOld ? oldForms[location] : newForms[location] { return known }
        guard normalFormBudget > 0 else { return nil }
        let (form, nodes) = SchemaNormalForm.form(isOld ? old : new, at: location, expansions: isOld ? oldExpansions : newExpansions)
        normalFormBudget -= nodes
        if isOld { oldForms[location] = .some(form) } else { newForms[location] = .some(form) }
        return form
    }

    // MARK: Reporting

    func site(_ set: SchemaSet, _ view: SchemaView, _ keyword: String?, _ anchor: SchemaLocation) -> SchemaSite? {
        if let (location, keyword) = view.place(of: keyword) {
            let pointer = keyword.map { location.pointer.appending($0) } ?? location.pointer
            return site(set, SchemaLocation(file: location.file, pointer: pointer), nil)
        }
        return site(set, anchor, nil)
    }

    func site(_ set: SchemaSet, _ location: SchemaLocation, _ keyword: String?) -> SchemaSite {
        let pointer = keyword.map { location.pointer.appending($0) } ?? location.pointer
        let position = set.nearestPosition(in: location.file, pointer)
        return SchemaSite(file: set.files[location.file].path, pointer: pointer, line: position.line, column: position.column)
    }

    mutating func record(_ kind: SchemaChange.Kind, _ summary: String, path: String, old: SchemaSite?, new: SchemaSite?, _ effect: ChangeEffect) {
        guard changes.count < SchemaDiff.maximumChanges else {
            isCutShort = true
            return
        }
        // Inside schemas that accept the same documents, only documentation can have changed.
        guard equivalentDepth == 0 || kind == .annotationChanged else { return }
        var effect = effect
        if oldWithinNewDepth > 0, effect.breaksRequests != nil {
            effect = effect.sparingRequests(
                "by their normal forms, the new schema accepts every payload the old one does here (or the old one takes none): old apps"
                    + " send nothing it rejects")
        }
        if effect.breaksRequests != nil, let new, neverDecides(old: false, new) {
            effect = effect.sparingRequests("the new schema here never decides: every way to it is an anyOf beside a branch taking anything")
        }
        if newWithinOldDepth > 0, effect.breaksResponses != nil {
            effect = effect.sparingResponses(
                "by their normal forms, the old schema accepts every payload the new one allows here (or the new one allows none): old"
                    + " models decode each")
        }
        if effect.breaksResponses != nil, let spare = responseSpares.last(where: { $0.spares(kind, path) }) {
            effect = effect.sparingResponses(spare.note)
        }
        if effect.breaksRequests != nil, let spare = requestSpares.last(where: { $0.spares(kind, path) }) {
            effect = effect.sparingRequests(spare.note)
        }
        if oldHeldByNewSiblingDepth > 0, effect.breaksRequests != nil {
            effect = effect.sparingRequests(
                "another branch of the new anyOf takes every payload this branch took: "
                    + "the new schema accepts every payload old apps send here")
        }
        if newHeldByOldSiblingDepth > 0, effect.breaksResponses != nil {
            effect = effect.sparingResponses(
                "another branch of the old anyOf takes every payload this branch allows: old models decode each of them through it")
        }
        if deadOldBranchDepth > 0, effect.breaksRequests != nil {
            effect = effect.sparingRequests(
                "another branch of the old oneOf took every payload this branch took, so none was valid: old apps sent none")
        }
        if deadNewBranchDepth > 0, effect.breaksResponses != nil {
            effect = effect.sparingResponses(
                "another branch of the new oneOf takes every payload this branch takes, so none is valid: none reaches old models")
        }
        let verdict = effect.verdict(for: options.role)
        var change = SchemaChange(
            kind: kind, summary: summary, instancePath: path, old: old, new: new, breaks: verdict.breaks, reason: verdict.reason)
        change.pair = currentPair
        changes.append(change)
    }
}
