import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// How ``SchemaDiff`` compares `anyOf`/`oneOf`/`allOf` branches, matched by what they are, and enums written as unions.
extension SchemaDiff {
    /// `("oneOf", "anyOf")` when the old schema's only union is `oneOf` and the new one's only union
    /// is `anyOf` (or the other way round): the alternatives stay, the way they combine changes.
    static func unionSwitch(_ ov: SchemaView, _ nv: SchemaView) -> (String, String)? {
        let before = ["anyOf", "oneOf"].filter { ov.keywords[$0] != nil }
        let after = ["anyOf", "oneOf"].filter { nv.keywords[$0] != nil }
        guard before.count == 1, after.count == 1, before != after else { return nil }
        return (before[0], after[0])
    }

    /// A union written beside other constraints that each of its branches joins by writing them side by side, where the
    /// other version's schema here is a union alone: json-patch f7a0789cc's operation, `{type: object, required: [op, path],
    /// allOf: [{$ref: path}], oneOf: [three partial operations]}`, became a `oneOf` of three closed objects that each declare
    /// what the holder did. `{S, oneOf: [b…]}` accepts what `oneOf: [S ∧ b…]` does, so the branches are the alternatives, each
    /// with the holder's constraints (``SchemaView/inheriting(_:)``); paired with one whole branch, the holder's own union
    /// read as branches added. Nil where a branch names its schema or holds a union or `allOf` of its own (their keywords
    /// are not all in view), where the holder has conditionals, `not` or kept `allOf` members, or where a branch does not join.
    func distributedUnion(_ set: SchemaSet, _ view: SchemaView, at location: SchemaLocation?)
        -> (keyword: String, branches: [SchemaLocation], holder: SchemaView)?
    {
        guard let location else { return nil }
        let whole = view.keywords["$ref"] != nil ? SchemaView.whole(set, at: location) : view
        let keywords = ["anyOf", "oneOf"].filter { whole.keywords[$0] != nil }
        guard keywords.count == 1, let keyword = keywords.first, !whole.isPureUnion, !whole.isUnionBesideDefinitions else { return nil }
        var holder = whole
        for key in whole.keywords.keys
        where key == keyword || SchemaView.isAnnotation(key) || Vocabulary.definitionsKeywordsOfAnyDraft.contains(key) {
            holder.keywords[key] = nil
        }
        guard !holder.keywords.isEmpty, holder.keywords.keys.allSatisfy({ !["$ref", "allOf", "not", "if", "then", "else"].contains($0) })
        else { return nil }
        let list = branches(whole, keyword)
        guard !list.isEmpty, list.count <= 64 else { return nil }
        for branch in list {
            guard case .object(let object)? = set.value(at: branch),
                object.keys.allSatisfy({ !["$ref", "$dynamicRef", "allOf", "anyOf", "oneOf"].contains($0) }),
                SchemaView(set, at: branch, following: false).inheriting(holder) != nil
            else { return nil }
        }
        return (keyword, list, holder)
    }

    /// ``distributedUnion(_:_:at:)`` on the old side, else the new one, where the other side is a union alone of the same kind
    /// whose branches hold no union of their own: the branches compared, each with its holder's constraints. Whether it did.
    mutating func compareDistributedUnion(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) -> Bool {
        for oldSpreads in [true, false] {
            let (set, view, side) = oldSpreads ? (old, ov, o) : (new, nv, n)
            let (otherSet, other) = oldSpreads ? (new, nv) : (old, ov)
            guard other.isPureUnion || other.isUnionBesideDefinitions, let spread = distributedUnion(set, view, at: side.location),
                other.keywords[spread.keyword] != nil, !unionsInBranches(otherSet, branches(other, spread.keyword))
            else { continue }
            let keyword = spread.keyword, others = branches(other, keyword)
            for branch in spread.branches {
                if oldSpreads { inheritedOld[branch] = spread.holder } else { inheritedNew[branch] = spread.holder }
            }
            if oldSpreads {
                compareBranches(spread.branches, oldView: spread.holder, others, newView: nv, keyword: keyword, path: path,
                                oldSide: o, newSide: n, oldKeyword: keyword)
            } else {
                compareBranches(others, oldView: ov, spread.branches, newView: spread.holder, keyword: keyword, path: path,
                                oldSide: o, newSide: n, oldKeyword: keyword)
            }
            for branch in spread.branches {
                if oldSpreads { inheritedOld[branch] = nil } else { inheritedNew[branch] = nil }
            }
            compareAnnotations(ov, nv, path: path, o, n)
            return true
        }
        return false
    }

    static let catchAllNote = "the old union's catch-all branch (a `not` of the values it lists) took every value it pins"

    /// Whether the old union took, through a catch-all branch, every document the new branch at `location` makes valid:
    /// template.json d41269c7b's value forms are `oneOf: [{not: {required: [identifier], properties: {identifier: {enum:
    /// [known forms]}}}}, {properties: {identifier: {enum: [lowerCase]}}}, …]`, and forms added later (`firstLowerCase`)
    /// were valid before through the first branch. The new branch pins a member to values the catch-all's list lacks, and
    /// (for a `oneOf`) every other old branch pins it to other values; a document without the member matches another new
    /// branch that only pins it too, so it is no document the new branch makes valid.
    mutating func oldCatchAllTakes(
        _ location: SchemaLocation, _ oldBranches: [SchemaLocation], _ newBranches: [SchemaLocation], oldOneOf: Bool
    ) -> Bool {
        guard oldBranches.count <= 64, newBranches.count <= 64, let added = SchemaDiff.pinnedMember(new, location) else { return false }
        var catchAll = false
        for branch in oldBranches {
            let view = SchemaView(old, at: branch, following: true)
            if let listed = SchemaDiff.catchAllList(view), listed.name == added.name {
                if !listed.values.isDisjoint(with: added.values) { return false }
                // The second form takes values of its member's type only, and no object without the member.
                if let negated = SchemaDiff.negatedMemberList(view) {
                    let required = SchemaView(new, at: location, following: true).requiredNames.contains(added.name)
                    let typed = added.values.allSatisfy { value in negated.type.map { SchemaDiff.typeTakes(.string($0), value) } ?? true }
                    guard required, typed else { return false }
                }
                catchAll = true
            } else if oldOneOf {
                guard let other = SchemaDiff.pinnedMember(old, branch), other.name == added.name,
                    other.values.isDisjoint(with: added.values)
                else { return false }
            }
        }
        guard catchAll else { return false }
        let required = SchemaView(new, at: location, following: true).requiredNames.contains(added.name)
        return required || newBranches.contains { other in
            other != location && SchemaDiff.pinnedMember(new, other).map { $0.name == added.name && $0.alone } == true
        }
    }

    /// A union branch that pins a member to listed values where an object holds it (`{properties: {identifier: {enum:
    /// [lowerCase]}}}`), through its `$ref`: the first such member, and whether the branch says nothing else (`alone`), so
    /// that it takes every value without that member.
    struct PinnedMember {
        var name: String
        var values: Set<JSONValue>
        var alone: Bool
    }

    static func pinnedMember(_ set: SchemaSet, _ branch: SchemaLocation) -> PinnedMember? {
        let view = SchemaView(set, at: branch, following: true)
        guard case .object(let properties)? = view.keywords["properties"] else { return nil }
        for member in properties {
            guard let object = member.value.objectValue, let values = object["const"].map({ [$0] }) ?? object["enum"]?.arrayValue else {
                continue
            }
            let alone = properties.count == 1 && view.keywords.keys.allSatisfy { $0 == "properties" || SchemaView.isAnnotation($0) }
            return PinnedMember(name: member.key, values: Set(values), alone: alone)
        }
        return nil
    }

    /// The member and values a union's catch-all branch lists, `{not: {required: [name], properties: {name: {enum: [...]}}}}`:
    /// the branch takes every value without the member or with another value.
    /// Also `{type: object, properties: {name: {type: string, not: {enum: [...]}}}, required: [name]}` (travis b3a9a1344's
    /// deploy providers), which takes every object whose member is a string of another value, and none without it.
    static func catchAllList(_ view: SchemaView) -> (name: String, values: Set<JSONValue>)? {
        if let listed = negatedMemberList(view) { return (listed.name, listed.values) }
        guard view.keywords.keys.allSatisfy({ $0 == "not" || SchemaView.isAnnotation($0) }),
            case .object(let negated)? = view.keywords["not"], Set(negated.keys).isSubset(of: ["required", "properties"]),
            let names = negated["required"]?.arrayValue?.compactMap(\.stringValue), names.count == 1,
            let properties = negated["properties"]?.objectValue, properties.count == 1,
            let listed = properties[names[0]]?.objectValue, let values = listed["const"].map({ [$0] }) ?? listed["enum"]?.arrayValue
        else { return nil }
        return (names[0], Set(values))
    }

    /// The second form ``catchAllList(_:)`` reads: the member's name, the values its `not` lists, and its `type` (nil: any).
    static func negatedMemberList(_ view: SchemaView) -> (name: String, values: Set<JSONValue>, type: String?)? {
        let allowed: Set<String> = ["type", "properties", "required"]
        guard view.keywords.keys.allSatisfy({ allowed.contains($0) || SchemaView.isAnnotation($0) }),
            view.keywords["type"] == nil || view.keywords["type"] == "object",
            case .object(let properties)? = view.keywords["properties"], properties.count == 1, let member = properties.first,
            view.requiredNames.allSatisfy({ $0 == member.key }), let schema = member.value.objectValue,
            schema.keys.allSatisfy({ $0 == "type" || $0 == "not" || SchemaView.isAnnotation($0) }),
            case .object(let negated)? = schema["not"], negated.keys.allSatisfy({ $0 == "enum" || $0 == "const" }),
            let values = negated["const"].map({ [$0] }) ?? negated["enum"]?.arrayValue
        else { return nil }
        let type = schema["type"]?.stringValue
        guard schema["type"] == nil || type != nil else { return nil }
        return (member.key, Set(values), type)
    }

    static let catchAllHandedNote =
        "each value its list gained has a branch of its own now that takes every payload the catch-all took with it"

    /// Whether the catch-all branch compared at `path` (``catchAllList(_:)``) lists more values only where other branches of
    /// the new union take them: template.json d41269c7b's value forms gained `firstLowerCase` and five more, each listed by
    /// the catch-all and given a branch `{properties: {identifier: {enum: [firstLowerCase]}}}`. A payload old apps sent with
    /// such a value matched the catch-all; now it matches that branch, which asks nothing else. In a `oneOf` every other
    /// branch pins the member too, to other values, so it is the one the payload matches.
    mutating func catchAllHandedOver(_ ov: SchemaView, _ nv: SchemaView, path: String) -> Bool {
        guard let before = SchemaDiff.catchAllList(ov), let after = SchemaDiff.catchAllList(nv), before.name == after.name,
            before.values.isSubset(of: after.values), let siblings = siblingBranches[path], siblings.count <= 64
        else { return false }
        let oneOf = anyOfSiblings[path] == nil
        let pins = siblings.map { SchemaDiff.pinnedMember(new, $0).flatMap { $0.name == after.name ? $0 : nil } }
        if oneOf, pins.contains(where: { $0 == nil }) { return false }
        return after.values.subtracting(before.values).allSatisfy { value in
            let takers = pins.compactMap { $0 }.filter { $0.values.contains(value) }
            return takers.allSatisfy(\.alone) && (oneOf ? takers.count == 1 : !takers.isEmpty)
        }
    }

    /// The index of a new branch that, like the removed old branch at `removed`, is a string of a pattern, and whose pattern
    /// matches every string ``PatternSeparation`` samples from both that the removed one matches (a probable containment,
    /// as a rewritten `pattern` is judged).
    func patternBranchTaking(_ removed: SchemaLocation, _ newBranches: [SchemaLocation]) -> Int? {
        func stringPattern(_ set: SchemaSet, _ location: SchemaLocation) -> String? {
            let view = SchemaView(set, at: location, following: true)
            guard view.types == ["string"],
                view.keywords.keys.allSatisfy({ ["type", "pattern"].contains($0) || SchemaView.isAnnotation($0) })
            else { return nil }
            return view.keywords["pattern"]?.stringValue
        }
        guard newBranches.count <= 16, let before = stringPattern(old, removed) else { return nil }
        return newBranches.indices.first { k in
            guard let after = stringPattern(new, newBranches[k]), let separation = PatternSeparation(old: before, new: after) else {
                return false
            }
            return separation.onlyOld == nil
        }
    }

    /// Whether a branch among `locations` (through its `$ref`) holds an `anyOf` or a `oneOf`.
    func unionsInBranches(_ set: SchemaSet, _ locations: [SchemaLocation]) -> Bool {
        locations.contains { location in
            let view = SchemaView(set, at: location, following: true)
            return view.keywords["anyOf"] != nil || view.keywords["oneOf"] != nil
        }
    }

    /// The schema object of a branch that takes its holder's constraints (``distributedUnion(_:_:at:)``), for pairing it.
    func inheritedValue(old isOld: Bool, _ location: SchemaLocation) -> JSONValue? {
        guard let holder = (isOld ? inheritedOld : inheritedNew)[location],
            let view = SchemaView(isOld ? old : new, at: location, following: false).inheriting(holder)
        else { return nil }
        return .object(JSONObject(view.keywords.sorted { $0.key < $1.key }.map { JSONObject.Member(key: $0.key, value: $0.value) }))
    }

    /// The values of union branches that are each a single `const` (the generator's enum written as
    /// `oneOf: [{const: …}, …]`); nil when any branch is something else.
    func constValues(_ set: SchemaSet, _ locations: [SchemaLocation]) -> [JSONValue]? {
        guard !locations.isEmpty else { return nil }
        var values: [JSONValue] = []
        for location in locations {
            guard case .object(let object)? = set.value(at: location), let value = object["const"],
                  object.keys.allSatisfy({ $0 == "const" || $0 == "type" || SchemaView.isAnnotation($0) }) else { return nil }
            values.append(value)
        }
        return values
    }

    /// The branches of `view`'s `anyOf` and of its `oneOf` (a union of 1 to 64 branches each), for the rules that hold where
    /// every branch of either union meets them: what a union asks of a value, one of its branches asks.
    func unionBranchLists(_ view: SchemaView) -> [[SchemaLocation]] {
        ["anyOf", "oneOf"].map { branches(view, $0) }.filter { !$0.isEmpty && $0.count <= 64 }
    }

    /// ``unionBranchLists(_:)`` and, where `view` has an `if` with both a `then` and an `else`, those two: every document
    /// the object takes meets one branch of each list (github-action ed45aac29 declares `outputs` as `{}` on the object and
    /// gives its schema in a `then` and an `else`).
    func boundingBranchLists(_ view: SchemaView) -> [[SchemaLocation]] {
        var lists = unionBranchLists(view)
        if view.keywords["if"] != nil, view.keywords["then"] != nil, view.keywords["else"] != nil,
            let then = view.child("then"), let otherwise = view.child("else") {
            lists.append([then, otherwise])
        }
        return lists
    }

    func branches(_ view: SchemaView, _ keyword: String) -> [SchemaLocation] {
        if keyword == "allOf", let members = view.allOfMembers { return members }
        guard case .array(let elements)? = view.keywords[keyword], let owner = view.owners[keyword] else { return [] }
        return elements.indices.map { SchemaLocation(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String($0))) }
    }

    /// Two matched `oneOf` branches that took no type in common and now do, the two no longer shown apart: `oneOf` refuses a
    /// value both take, which old apps sent to the one branch that took it (github-workflow edebbe66b: a job's container
    /// members are `oneOf: [string, $ref container]`, and the container definition gained a string form). Each change
    /// inside a branch is judged where it is written, apart from the union that holds it: this is where the two meet.
    mutating func recordOverlapsGained(
        _ matches: [(Int, Int)], _ oldBranches: [SchemaLocation], _ newBranches: [SchemaLocation], _ ov: SchemaView, _ nv: SchemaView,
        path: String, _ o: Side, _ n: Side
    ) {
        let pairs = matches.sorted { $0.1 < $1.1 }
        guard pairs.count >= 2, pairs.count <= 16 else { return }
        let oldObjects = ov.types.map(SchemaDiff.expand) == ["object"], newObjects = nv.types.map(SchemaDiff.expand) == ["object"]
        func types(_ location: SchemaLocation, old isOld: Bool) -> Set<String>? {
            acceptedTypes(SchemaView(isOld ? old : new, at: location, following: true), at: location, old: isOld)
        }
        for (first, (i1, j1)) in pairs.enumerated() {
            for (i2, j2) in pairs[(first + 1)...] {
                guard let oldLeft = types(oldBranches[i1], old: true), let oldRight = types(oldBranches[i2], old: true),
                    let newLeft = types(newBranches[j1], old: false), let newRight = types(newBranches[j2], old: false)
                else { continue }
                let gained = newLeft.intersection(newRight).subtracting(oldLeft.intersection(oldRight))
                guard !gained.isEmpty,
                    disjoint(oldBranches[i1], oldBranches[i2], objectsOnly: oldObjects, old: true, holderRequires: ov.requiredNames),
                    !disjoint(newBranches[j1], newBranches[j2], objectsOnly: newObjects, holderRequires: nv.requiredNames)
                else { continue }
                let both = gained.sorted().joined(separator: ", ")
                let reason = "old apps may send a value one branch took that both take now, which oneOf rejects"
                let note = "the new schema accepts no value the old one rejected through these two"
                record(.constraintTightened, "oneOf branches #\(j1) and #\(j2) now both take \(both)", path: path,
                       old: site(old, ov, "oneOf", o.anchor), new: site(new, nv, "oneOf", n.anchor), .narrows(reason, responses: note))
            }
        }
    }

    /// Whether two closed new branches that require nothing and declare no name in common overlap only where two branches of
    /// the old `oneOf` both took every value, which it therefore refused: on `{}` and, without the holder's `type: object`,
    /// on every other type. traefik 8b070d1b6's HTTP services, a `oneOf` of closed objects each declaring one kind
    /// (`loadBalancer`, `weighted`, `mirroring`), gained `failover`: it matches no service old apps sent.
    func overlapRefusedBefore(_ a: SchemaLocation, _ b: SchemaLocation, _ oldBranches: [SchemaLocation], objectsOnly: Bool) -> Bool {
        if overlapLacksPinnedMember(a, b, oldBranches, objectsOnly: objectsOnly) { return true }
        func closedNames(_ location: SchemaLocation) -> Set<String>? {
            let view = SchemaView.whole(new, at: location)
            guard view.keywords["additionalProperties"] == .bool(false), view.keywords["patternProperties"] == nil,
                view.keywords["unevaluatedProperties"] == nil, view.requiredNames.isEmpty
            else { return nil }
            return Set(view.keywords["properties"]?.objectValue?.keys ?? [])
        }
        guard let left = closedNames(a), let right = closedNames(b), left.isDisjoint(with: right) else { return false }
        // Two branches typed `object` themselves meet only on objects (appveyor ce30ff9c5's commands: a string, or one of
        // the closed `{ps}`, `{cmd}` and now `{pwsh}`, each `type: object`), as under a holder typed so.
        let typedObject = { (location: SchemaLocation) in
            SchemaView.whole(self.new, at: location).types.map(SchemaDiff.expand) == ["object"]
        }
        let objectsOnly = objectsOnly || typedObject(a) && typedObject(b)
        // Keywords that take `{}` and every value of another type.
        let takingAll: Set<String> = ["properties", "additionalProperties", "patternProperties"]
        let loose = oldBranches.filter { branch in
            let view = SchemaView(old, at: branch, following: true)
            return view.keywords.allSatisfy { member in
                takingAll.contains(member.key) || SchemaView.isAnnotation(member.key)
                    || member.key == "type" && objectsOnly && member.value == .string("object")
            }
        }
        return loose.count >= 2
    }

    /// Whether two new branches meet only on values without a member they both pin apart (``pinnedMember(_:_:)``: to
    /// disjoint values, or one to values the other, a catch-all, lists), which two branches of the old `oneOf` both took, so
    /// it refused them: template.json d41269c7b's value forms gained `{properties: {identifier: {enum: [firstLowerCase]}}}`
    /// beside the catch-all and `{properties: {identifier: {enum: [lowerCase]}}}`; a form without `identifier` matched
    /// both of those before too.
    func overlapLacksPinnedMember(_ a: SchemaLocation, _ b: SchemaLocation, _ oldBranches: [SchemaLocation], objectsOnly: Bool) -> Bool {
        guard oldBranches.count <= 64 else { return false }
        func apart(_ one: SchemaLocation, _ other: SchemaLocation) -> String? {
            guard let pinned = SchemaDiff.pinnedMember(new, one) else { return nil }
            if let listed = SchemaDiff.catchAllList(SchemaView(new, at: other, following: true)) {
                return listed.name == pinned.name && pinned.values.isSubset(of: listed.values) ? pinned.name : nil
            }
            guard let second = SchemaDiff.pinnedMember(new, other), second.name == pinned.name,
                second.values.isDisjoint(with: pinned.values)
            else { return nil }
            return pinned.name
        }
        guard let name = apart(a, b) ?? apart(b, a) else { return false }
        // Old branches that take every value without the member: they say nothing else (`type: object` too, where only
        // objects reach the union).
        let takers = oldBranches.filter { branch in
            let view = SchemaView(old, at: branch, following: true)
            if let listed = SchemaDiff.catchAllList(view) { return listed.name == name }
            guard let pinned = SchemaDiff.pinnedMember(old, branch), pinned.name == name,
                view.keywords["properties"]?.objectValue?.count == 1
            else { return false }
            return view.keywords.allSatisfy { member in
                member.key == "properties" || SchemaView.isAnnotation(member.key)
                    || member.key == "type" && objectsOnly && member.value == .string("object")
            }
        }
        return takers.count >= 2
    }

    /// Whether `view`'s own `type` excludes objects, so that no value it takes holds a member.
    static func holdsNoMember(_ view: SchemaView) -> Bool {
        view.types.map { !SchemaDiff.expand($0).contains("object") } ?? false
    }

    /// Whether `view` accepts every boolean: nothing in it but annotations, definitions and keywords of other types.
    static func takesEveryBoolean(_ view: SchemaView) -> Bool {
        let specific = typeKeywords.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        return !view.isNever && view.keywords.keys.allSatisfy {
            SchemaView.isAnnotation($0) || specific.contains($0) || Vocabulary.definitionsKeywordsOfAnyDraft.contains($0)
        }
    }

    /// What a union branch is, for matching branches across versions.
    struct BranchKey {
        var isNull: Bool
        var reference: String?
        var content: String
        var types: String
        /// The names under `properties` and `required`, sorted: what an object branch is about when a rewrite touched
        /// its other keywords (draft-04 → 07 migrations add `"type": "object"` to every branch).
        var members: String
        /// The required members whose value is one constant (``discriminator(_:)``), sorted: which alternative of a tagged
        /// union the branch is, whatever else it says.
        var discriminator: String = ""
        /// Whether the branch is one value (`const`, with its `type` at most): not the counterpart of a branch of a whole type.
        var isConstant = false
    }

    /// `name=value` for each member an object branch requires with a single constant value, in its own `properties` or an
    /// inline `allOf` member's (vector's `{allOf: [{$ref: …Config}, {required: [type], properties: {type: {const: kafka}}}]}`,
    /// whose annotations and configuration changed when it was regenerated). A member is required by the branch, one of its
    /// `allOf` members, or the union's holder (`holderRequires`: vtesttree cbd7cc106's `required: [version]` beside a
    /// `oneOf` of `{allOf: [{properties: {version: {const: "2.1.0"}}}, {$ref: …}]}`, reordered newest first).
    /// With `requiredOnly` false, members given one constant that are not required count too.
    static func discriminator(_ value: JSONValue, holderRequires: [String] = [], requiredOnly: Bool = true) -> String {
        let canonical = JSONWriter(indent: nil, sortsKeys: true)
        return tag(of: value, holderRequires: holderRequires, requiredOnly: requiredOnly)
            .map { $0.key + "=" + canonical.string(from: $0.value) }.sorted().joined(separator: "\u{0}")
    }

    /// The members ``discriminator(_:holderRequires:requiredOnly:)`` reads, each with its constant.
    static func tag(of value: JSONValue, holderRequires: [String] = [], requiredOnly: Bool = true) -> [String: JSONValue] {
        let objects = ([value.objectValue] + (value.objectValue?["allOf"]?.arrayValue ?? []).map(\.objectValue)).compactMap { $0 }
        var required = Set(holderRequires)
        for object in objects { required.formUnion(object["required"]?.arrayValue?.compactMap(\.stringValue) ?? []) }
        var found: [String: JSONValue] = [:]
        for object in objects {
            guard let properties = object["properties"]?.objectValue else { continue }
            for name in requiredOnly ? Array(required) : properties.keys {
                guard let property = properties[name]?.objectValue else { continue }
                var constant = property["const"]
                if constant == nil, case .array(let values)? = property["enum"], values.count == 1 { constant = values[0] }
                if let constant { found[name] = constant }
            }
        }
        return found
    }

    func branchKey(_ set: SchemaSet, _ location: SchemaLocation, value: JSONValue? = nil, holderRequires: [String] = [],
                   followingNames: Bool = false) -> BranchKey {
        let value = value ?? set.value(at: location) ?? .bool(true)
        var object = value.objectValue ?? JSONObject()
        for key in object.keys where SchemaView.isAnnotation(key) { object[key] = nil }
        let isNull = object.count == 1 && object["type"] == "null"
        var reference: String?
        if object["$ref"] != nil {
            reference = SchemaView.finalTarget(set, from: location).map { identity(set, $0) } ?? object["$ref"]?.stringValue
        }
        let canonical = JSONWriter(indent: nil, sortsKeys: true)
        let content = value.objectValue == nil ? canonical.string(from: value) : canonical.string(from: .object(object))
        var members = Set(object["properties"]?.objectValue?.keys ?? [])
        members.formUnion(object["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        var key = BranchKey(isNull: isNull, reference: reference, content: content, types: object["type"].map { canonical.string(from: $0) } ?? "",
                         members: members.sorted().joined(separator: "\u{0}"))
        key.discriminator = SchemaDiff.discriminator(value, holderRequires: holderRequires)
        // With `followingNames`, a branch naming its schema (`{$ref: kind_signature}`, or an `allOf` of `$ref`s) is tagged by what
        // it names: drone 1c1138a00 moved its inline `signature` and `secret` branches into definitions.
        if followingNames, key.discriminator.isEmpty, object["$ref"] != nil || object["allOf"] != nil {
            let whole = SchemaView.whole(set, at: location)
            var named = JSONObject()
            for keyword in ["properties", "required", "allOf"] { named[keyword] = whole.keywords[keyword] }
            key.discriminator = SchemaDiff.discriminator(.object(named), holderRequires: holderRequires)
        }
        key.isConstant = object["const"] != nil && object.keys.allSatisfy { $0 == "const" || $0 == "type" }
        return key
    }

    /// Whether two branches of the new version (the old one: `isOld`) accept disjoint JSON types (then no payload matches both). A branch
    /// without `type` takes the types its normal form allows (jscpd 4fe365602's `$ref` to an `anyOf` of an enum of
    /// strings and `type: string`, beside an array branch).
    /// `objectsOnly`: the union's holder takes objects only, so branches without `type` are about objects too.
    /// `holderRequires`: the members the union's holder requires, which each branch's object has too (vtesttree cbd7cc106's
    /// `required: [version]` beside branches that each pin `version` to another constant).
    mutating func disjoint(_ a: SchemaLocation, _ b: SchemaLocation, objectsOnly: Bool = false, old isOld: Bool = false, depth: Int = 0,
                           holderRequires: [String] = []) -> Bool {
        let set = isOld ? old : new
        let left = SchemaView.whole(set, at: a)
        let right = SchemaView.whole(set, at: b)
        guard !left.isNever, !right.isNever else { return true }
        // A union is apart from a schema each of its branches is apart from (tox 6debd6cb6's closed `factor_range_dict`, which
        // requires `prefix`, beside `subs`: a string or one of the closed `replace_*` objects, which each require `replace`).
        if depth < 4 {
            for (union, other) in [(left, b), (right, a)] {
                let keyword = union.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
                guard union.isPureUnion, let branches = union.keywords[keyword]?.arrayValue, !branches.isEmpty, branches.count <= 64,
                    let owner = union.owners[keyword]
                else { continue }
                let apart = branches.indices.allSatisfy { index in
                    let branch = SchemaLocation(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String(index)))
                    return disjoint(branch, other, objectsOnly: objectsOnly, old: isOld, depth: depth + 1, holderRequires: holderRequires)
                }
                if apart { return true }
            }
        }
        // Objects that both require a member whose schemas are apart (hatch d1a4056fa's version sources: each branch requires
        // `version`, `{required: [path], properties: {source: false}}` in one, `{required: [path, source]}` in another).
        if depth < 4, objectsOnly || (left.types.map(SchemaDiff.expand) == ["object"] && right.types.map(SchemaDiff.expand) == ["object"]) {
            // A member one requires and the other declares `false` (hatch's `{properties: {version: false}}`), or leaves out of
            // its closed `properties` (partial-poetry c1977b0c8's dependencies: `{required: [git], additionalProperties: false}`
            // beside `{required: [path], additionalProperties: false}`, neither declaring the other's member).
            func forbids(_ view: SchemaView, _ other: SchemaView) -> Bool {
                let declared = view.keywords["properties"]?.objectValue
                let closed = view.keywords["additionalProperties"] == .bool(false) && view.keywords["patternProperties"] == nil
                return other.requiredNames.contains { declared?[$0] == .bool(false) || (closed && declared?[$0] == nil) }
            }
            if forbids(left, right) || forbids(right, left) { return true }
            if SchemaDiff.negates(left, right, holderRequires) || SchemaDiff.negates(right, left, holderRequires) { return true }
            let shared = Set(left.requiredNames + holderRequires).intersection(right.requiredNames + holderRequires).sorted().prefix(16)
            for name in shared {
                guard let one = left.child("properties", name), let other = right.child("properties", name) else { continue }
                if disjoint(one, other, old: isOld, depth: depth + 1) { return true }
            }
        }
        // Constants (ty 0b92cd93e's `oneOf` of `{type: string, const}` versions) are apart when their values differ.
        if let one = normalForm(old: isOld, a), let other = normalForm(old: isOld, b) {
            if SchemaNormalForm.pairwiseDisjoint([one.value, other.value]) { return true }
            // Or from a schema of the keywords ``plainlyTakes(_:_:depth:)`` reads alone that rejects each of them
            // (partial-cibuildwheel 4e44b86b7: "pyodide-build" beside `pattern: ^pyodide-build; ?args:`).
            if SchemaDiff.rejectsEveryConstant(of: one.value, other.value) || SchemaDiff.rejectsEveryConstant(of: other.value, one.value) {
                return true
            }
            if SchemaDiff.patternsApart(one.value, other.value) { return true }
        }
        guard let leftTypes = acceptedTypes(left, at: a, old: isOld), let rightTypes = acceptedTypes(right, at: b, old: isOld)
        else { return false }
        return leftTypes.isDisjoint(with: rightTypes) || SchemaDiff.discriminated(left, right, leftTypes, rightTypes)
    }

    /// The types a schema accepts: its `type`, else those of its normal form, else (a recursive union, which has no form:
    /// tox 6debd6cb6's `replace_object`, an `anyOf` of `$ref`s to objects that nest substitutions) the types its
    /// branches, each through its `$ref`, name; nil when they cannot be told.
    mutating func acceptedTypes(_ view: SchemaView, at location: SchemaLocation, old isOld: Bool) -> Set<String>? {
        if let types = view.types { return SchemaDiff.expand(types) }
        if let form = normalForm(old: isOld, location), let types = SchemaNormalForm.acceptedTypes(form.value) {
            return SchemaDiff.expand(types)
        }
        guard view.isPureUnion, let branches = (view.keywords["anyOf"] ?? view.keywords["oneOf"])?.arrayValue,
            let owner = view.owners[view.keywords["anyOf"] != nil ? "anyOf" : "oneOf"], branches.count <= 64
        else { return nil }
        let keyword = view.keywords["anyOf"] != nil ? "anyOf" : "oneOf"
        var all: Set<String> = []
        for index in branches.indices {
            let branch = SchemaLocation(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String(index)))
            guard let types = SchemaView(isOld ? old : new, at: branch, following: true).types else { return nil }
            all.formUnion(SchemaDiff.expand(types))
        }
        return all
    }

    /// Whether two string forms have patterns whose anchored literal prefixes differ before either ends (partial-cibuildwheel
    /// 86166b9f2's `build-frontend` gained `{type: string, pattern: "^uv; ?args:"}` beside `^pip; ?args:` and `^build; ?args:`).
    static func patternsApart(_ one: JSONValue, _ other: JSONValue) -> Bool {
        func prefix(_ form: JSONValue) -> String? {
            guard let object = form.objectValue, object["type"] == "string", let pattern = object["pattern"]?.stringValue else {
                return nil
            }
            return ECMAScriptRegex.anchoredPrefix(of: pattern)
        }
        guard let left = prefix(one), let right = prefix(other) else { return false }
        return !left.unicodeScalars.starts(with: right.unicodeScalars) && !right.unicodeScalars.starts(with: left.unicodeScalars)
    }

    /// Whether `form` (in normal form) allows only constants, each of which `other`, made only of keywords
    /// ``plainlyTakes(_:_:depth:)`` decides alone, rejects.
    static func rejectsEveryConstant(of form: JSONValue, _ other: JSONValue) -> Bool {
        let decided: Set<String> = ["type", "const", "pattern", "format", "minLength", "maxLength"]
        guard let keys = other.objectValue?.keys, Set(keys).isSubset(of: decided) else { return false }
        let branches = form.objectValue.flatMap { $0.keys == ["anyOf"] ? $0["anyOf"]?.arrayValue : nil } ?? [form]
        let values = branches.compactMap { branch in branch.objectValue.flatMap { $0.keys == ["const"] ? $0["const"] : nil } }
        guard !values.isEmpty, values.count == branches.count else { return false }
        // `plainlyTakes` says "no" to a pattern it cannot run: here that must be a real "no".
        if let pattern = other.objectValue?["pattern"] {
            guard let text = pattern.stringValue, let regex = ECMAScriptRegex.reading(text),
                values.allSatisfy({ $0.stringValue.map { regex.matches($0) != nil } ?? true })
            else { return false }
        }
        // Nor to a format whose dialects disagree on a value (``formatVerdict(_:_:)``).
        if let format = other.objectValue?["format"]?.stringValue.flatMap(StringFormat.named),
            values.contains(where: { $0.stringValue.map { SchemaDiff.formatVerdict(format, $0) == nil } ?? false })
        {
            return false
        }
        return !values.contains { plainlyTakes(other, $0, depth: 0) }
    }

    /// Whether the new branch at `branch` allows only constants (a `const`, or a union of them) that the old schema at
    /// `union` plainly takes (``plainlyTakes(_:_:depth:)``): a branch added for values already accepted.
    mutating func oldTakesEveryValue(of branch: SchemaLocation, _ union: SchemaLocation) -> Bool {
        guard let form = normalForm(old: false, branch)?.value, let before = normalForm(old: true, union)?.value else { return false }
        func constant(_ value: JSONValue) -> JSONValue? {
            guard let object = value.objectValue, object.keys == ["const"] else { return nil }
            return object["const"]
        }
        // A closed object none of whose members an old branch of `properties` alone constrains: that branch took every value
        // of it (pull-request-labeler 2a7fd1cbe's `match`, where the old `{properties: {any, all}}` took any object without them).
        if let object = form.objectValue, object["additionalProperties"] == .bool(false), object["patternProperties"] == nil,
            let declared = object["properties"]?.objectValue.map({ Set($0.keys) }) ?? (object["properties"] == nil ? [] : nil)
        {
            let oldBranches = before.objectValue.flatMap { $0.keys == ["anyOf"] ? $0["anyOf"]?.arrayValue : nil } ?? [before]
            let takes = oldBranches.contains { branch in
                guard let members = branch.objectValue, members.keys == ["properties"], let names = members["properties"]?.objectValue
                else { return false }
                return declared.isDisjoint(with: names.keys)
            }
            if takes { return true }
        }
        var values: [JSONValue] = []
        if let value = constant(form) {
            values = [value]
        } else if let object = form.objectValue, object.keys == ["anyOf"], let branches = object["anyOf"]?.arrayValue {
            values = branches.compactMap(constant)
            guard values.count == branches.count else { return false }
        }
        return !values.isEmpty && values.allSatisfy { SchemaDiff.plainlyTakes(before, $0, depth: 0) }
    }

    /// Whether, by their normal forms, the old schema at `union` accepts every document the new branch at `branch` does.
    mutating func oldHoldsBranch(_ branch: SchemaLocation, _ union: SchemaLocation) -> Bool {
        guard let after = normalForm(old: false, branch), let before = normalForm(old: true, union) else { return false }
        return SchemaNormalForm.contains(before, after)
    }

    /// Whether `view` rejects every object `other` takes by a `not` that names the value `other` pins a member it (or the
    /// union's holder) requires to: a `not: {required: [type], properties: {type: {enum: [..., X]}}}` (template.json
    /// ddc7a7b88's catch-all constraint, beside the new `project-capability` branch), or a member's own `not` (function.json
    /// 982a9633e's `dynamicBinding`, `type: {not: {enum: [..., "kusto"]}}`, beside the new `kusto` branch).
    static func negates(_ view: SchemaView, _ other: SchemaView, _ holderRequires: [String]) -> Bool {
        let pinned = tag(of: .object(JSONObject(other.keywords.map { JSONObject.Member(key: $0.key, value: $0.value) })),
                         holderRequires: holderRequires)
        guard !pinned.isEmpty else { return false }
        func values(_ schema: JSONValue?) -> [JSONValue]? {
            let plain: Set<String> = ["enum", "const", "type"]
            guard let object = schema?.objectValue, object.keys.allSatisfy({ plain.contains($0) || SchemaView.isAnnotation($0) }) else {
                return nil
            }
            return object["const"].map { [$0] } ?? object["enum"]?.arrayValue
        }
        if let not = view.keywords["not"]?.objectValue,
            not.keys.allSatisfy({ $0 == "required" || $0 == "properties" || SchemaView.isAnnotation($0) }),
            (not["required"]?.arrayValue ?? []).allSatisfy({ $0.stringValue.map { pinned[$0] != nil } ?? false }),
            let properties = not["properties"]?.objectValue, !properties.keys.isEmpty,
            properties.allSatisfy({ member in
                guard let value = pinned[member.key], let named = values(member.value) else { return false }
                return named.contains(value) && (member.value.objectValue?["type"]).map { SchemaDiff.typeTakes($0, value) } ?? true
            })
        {
            return true
        }
        return pinned.contains { name, value in
            guard let negated = view.keywords["properties"]?.objectValue?[name]?.objectValue?["not"], let named = values(negated) else {
                return false
            }
            return named.contains(value) && (negated.objectValue?["type"]).map { SchemaDiff.typeTakes($0, value) } ?? true
        }
    }

    /// Whether a `type` keyword's value takes `value`.
    static func typeTakes(_ type: JSONValue, _ value: JSONValue) -> Bool {
        let names = type.stringValue.map { [$0] } ?? type.arrayValue?.compactMap(\.stringValue) ?? []
        if names.contains(value.typeName) { return true }
        return names.contains("integer") && value.numberValue?.isIntegral == true
    }

    /// Whether two object branches require a member whose allowed values (its `const` or `enum`) they keep apart
    /// (partial-poe 0091e807a's executors: `type` is "simple" in one, "uv" in another).
    static func discriminated(_ left: SchemaView, _ right: SchemaView, _ leftTypes: Set<String>, _ rightTypes: Set<String>) -> Bool {
        guard leftTypes == ["object"], rightTypes == ["object"] else { return false }
        func values(_ view: SchemaView, _ name: String) -> [JSONValue]? {
            guard let member = view.keywords["properties"]?.objectValue?[name]?.objectValue else { return nil }
            if let value = member["const"] { return [value] }
            return member["enum"]?.arrayValue
        }
        for name in Set(left.requiredNames).intersection(right.requiredNames) {
            guard let before = values(left, name), let after = values(right, name) else { continue }
            if !before.contains(where: after.contains) { return true }
        }
        // Or one requires a member the other, closed, does not declare (poe's tasks: `cmd` in one, `script` in another).
        func excludes(_ closed: SchemaView, _ other: SchemaView) -> Bool {
            guard closed.keywords["additionalProperties"] == .bool(false), closed.keywords["patternProperties"] == nil else { return false }
            let declared = Set(closed.keywords["properties"]?.objectValue?.keys ?? [])
            return !Set(other.requiredNames).isSubset(of: declared)
        }
        // Or one requires every member the other's `not: {required}` forbids together (tox 60efee653's factor groups:
        // `{required: [prefix]}` beside `{not: {required: [prefix]}}`).
        func forbids(_ view: SchemaView, _ other: SchemaView) -> Bool {
            guard let not = view.keywords["not"]?.objectValue, not.keys == ["required"],
                let names = not["required"]?.arrayValue?.compactMap(\.stringValue), !names.isEmpty
            else { return false }
            return Set(names).isSubset(of: other.requiredNames)
        }
        return excludes(left, right) || excludes(right, left) || forbids(left, right) || forbids(right, left)
    }

    /// A member the new branch at `branch` requires that no value the old schema `ov` accepts holds: the old schema takes
    /// objects only, closed (`additionalProperties: false`, no `patternProperties`) without declaring the member. Then no
    /// document the old version accepts matches the branch (github-workflow 7c910423d's steps: `oneOf` branches
    /// `{required: [wait]}` added with the `wait` property).
    /// `branchInOld`: the branch is one of the old union's (a removed one), which then matched no document either
    /// (bitrise 1e50144ca's commit condition: a closed object declaring no member, its `oneOf` branches each requiring one).
    mutating func memberOldObjectRejects(_ branch: SchemaLocation, oldView ov: SchemaView, branchInOld: Bool = false) -> String? {
        guard case .array(let required)? = SchemaView(branchInOld ? old : new, at: branch, following: true).keywords["required"],
            ov.keywords["additionalProperties"] == .bool(false), ov.keywords["patternProperties"] == nil,
            let types = ov.types ?? effectiveTypes(old: true, ov), SchemaDiff.expand(types) == ["object"]
        else { return nil }
        let declared = Set(ov.keywords["properties"]?.objectValue?.keys ?? [])
        return required.lazy.compactMap(\.stringValue).first { !declared.contains($0) }
    }

    /// Whether the old schema at `single` takes every value of the new branch at `branch`: it says nothing but its types
    /// (and annotations), and those hold the branch's.
    func oldTypesTakeEvery(_ branch: SchemaLocation, single: SchemaLocation) -> Bool {
        SchemaDiff.typesTakeEvery(of: SchemaView(new, at: branch, following: true), SchemaView(old, at: single, following: true))
    }

    /// Whether `view` takes every value of `branch`'s types: it says nothing but its types (and annotations, and a
    /// `format` no validator knows, which asserts nothing: compose-spec 7a44e2ff3's `subnet_ip_address`), and those hold
    /// the branch's.
    static func typesTakeEvery(of branch: SchemaView, _ view: SchemaView) -> Bool {
        let inert: Set<String> = ["type", "$defs", "definitions", "$schema", "$id", "$anchor"]
        let unknownFormat = { (key: String) in
            key == "format" && view.keywords[key]?.stringValue.flatMap(StringFormat.named) == nil
        }
        guard let before = view.types,
            view.keywords.keys.allSatisfy({ inert.contains($0) || SchemaView.isAnnotation($0) || unknownFormat($0) }),
            let after = branch.types
        else { return false }
        return SchemaDiff.expand(after).isSubset(of: SchemaDiff.expand(before))
    }

    func describeBranch(_ set: SchemaSet, _ location: SchemaLocation) -> String {
        let value = set.value(at: location)
        if let reference = value?["$ref"]?.stringValue { return "$ref \"\(reference)\"" }
        if let type = value?["type"] { return "type \(type)" }
        return "#\(location.pointer.tokens.last ?? "")"
    }

    /// `branches` with each inline branch that is itself a union (`oneOf: [{oneOf: [string, boolean]}, object]`,
    /// partial-scikit-build 53bba3e98's `cmake.define` values) replaced by its own branches, where that takes the same
    /// values: an `anyOf` inside an `anyOf`, or inner branches no value matches two of (then "exactly one" and "at least
    /// one" of them agree, inside either keyword). The old and new alternatives are then paired one to one. A nested union
    /// whose normal form is one of the other version's branches (`others`) is kept whole, to be paired with it (jscsrc
    /// e158e1921's `{type: [boolean, string], enum: [true, false, "all"]}`, now `anyOf [boolean, {const: "all"}]`).
    mutating func splicingNestedUnions(_ branches: [SchemaLocation], outer: String, old isOld: Bool, others: [SchemaLocation])
        -> [SchemaLocation]
    {
        guard branches.count <= 64, others.count <= 64 else { return branches }
        var otherForms: Set<String>?
        var result: [SchemaLocation] = []
        var otherReferences: Set<String>?
        for branch in branches {
            let set = isOld ? old : new
            var view = SchemaView(set, at: branch, following: false)
            // A branch that only names a union (vector 899044e14's framing, once `oneOf [null, {oneOf: [...]}]`, now
            // `oneOf [null, {$ref: FramingConfig}]`) is that union, where the other version writes the union's branches
            // (nested, or one of them as its own branch) and does not name the same schema. Elsewhere the union stays one
            // branch (tox 6debd6cb6's `replace_object`, new: one item, not one per alternative inside it).
            if let reference = view.keywords["$ref"]?.stringValue,
                view.keywords.keys.allSatisfy({ $0 == "$ref" || SchemaView.isAnnotation($0) })
            {
                let otherSet = isOld ? new : old
                if otherReferences == nil { otherReferences = Set(others.compactMap { otherSet.value(at: $0)?["$ref"]?.stringValue }) }
                let target = SchemaView(set, at: branch, following: true)
                if otherReferences?.contains(reference) == false, target.isPureUnion {
                    let nested = others.contains { SchemaView(otherSet, at: $0, following: false).isPureUnion }
                    let inner = ["anyOf", "oneOf"].flatMap { self.branches(target, $0) }.prefix(64)
                    var written = nested
                    if !written, otherForms == nil { otherForms = Set(others.compactMap { normalForm(old: !isOld, $0)?.text }) }
                    for location in inner where !written {
                        written = otherForms?.contains(normalForm(old: isOld, location)?.text ?? "") == true
                    }
                    if written { view = target }
                }
            }
            let keywords = ["anyOf", "oneOf"].filter { view.keywords[$0] != nil }
            guard view.isPureUnion, keywords.count == 1, let inner = keywords.first else {
                result.append(branch)
                continue
            }
            if otherForms == nil { otherForms = Set(others.compactMap { normalForm(old: !isOld, $0)?.text }) }
            if let form = normalForm(old: isOld, branch)?.text, otherForms?.contains(form) == true {
                result.append(branch)
                continue
            }
            let members = self.branches(view, inner)
            var apart = inner == "anyOf" && outer == "anyOf"
            if !apart, members.count <= 16 {
                apart = members.indices.allSatisfy { a in members[(a + 1)...].allSatisfy { disjoint(members[a], $0, old: isOld) } }
            }
            if apart, !members.isEmpty { result += members } else { result.append(branch) }
        }
        return result
    }

    // Over 100 lines: one matching of both branch lists, then the reports of what stayed unmatched; split,
    // the lists and the null handling would be passed between the parts.
    mutating func compareBranches(_ oldBranches: [SchemaLocation], oldView ov: SchemaView, _ newBranches: [SchemaLocation], newView nv: SchemaView,
                                          keyword: String, path: String, oldSide o: Side, newSide n: Side, oldIsSingle: Bool = false,
                                          newIsSingle: Bool = false, oldKeyword: String? = nil) {
        var oldBranches = oldBranches, newBranches = newBranches
        if keyword != "allOf" {
            let (before, after) = (oldBranches, newBranches)
            if !oldIsSingle { oldBranches = splicingNestedUnions(before, outer: oldKeyword ?? keyword, old: true, others: after) }
            if !newIsSingle { newBranches = splicingNestedUnions(after, outer: keyword, old: false, others: before) }
        }
        if keyword != "allOf", !oldIsSingle, !newIsSingle, let before = constValues(old, oldBranches), let after = constValues(new, newBranches) {
            let closed = isClosedEnum(ov) || before.allSatisfy { $0.boolValue != nil }  // boolean enums are always closed
            compareEnumValues(before, after, closed: closed, path: path,
                              oldSite: site(old, ov, keyword, o.anchor), newSite: site(new, nv, keyword, n.anchor))
            return
        }
        // Branches are tagged through the schemas they name only where neither holder is closed: a closed holder's branches
        // take only the members it declares, and are no whole alternative to pair with a named one (github-action
        // 45acb7ab5's `runs`, two partial branches of a closed object, now three closed definitions).
        let followingNames = ov.keywords["additionalProperties"] != .bool(false) && nv.keywords["additionalProperties"] != .bool(false)
        let oldKeys = oldBranches.map {
            branchKey(old, $0, value: inheritedValue(old: true, $0), holderRequires: ov.requiredNames, followingNames: followingNames)
        }
        let newKeys = newBranches.map {
            branchKey(new, $0, value: inheritedValue(old: false, $0), holderRequires: nv.requiredNames, followingNames: followingNames)
        }
        var unmatchedOld = Array(oldBranches.indices), unmatchedNew = Array(newBranches.indices)
        var matches: [(Int, Int)] = []
        func pass(_ same: (BranchKey, BranchKey) -> Bool) {
            for i in unmatchedOld {
                if let j = unmatchedNew.first(where: { same(oldKeys[i], newKeys[$0]) }) {
                    matches.append((i, j))
                    unmatchedOld.removeAll { $0 == i }
                    unmatchedNew.removeAll { $0 == j }
                }
            }
        }
        pass { $0.isNull && $1.isNull }
        pass { $0.reference != nil && $0.reference == $1.reference }
        pass { !$0.isNull && $0.content == $1.content }
        // Conditional `allOf` members testing the same `if` are counterparts (github-workflow f2c93c68d, above).
        if keyword == "allOf" {
            let condition = { (set: SchemaSet, location: SchemaLocation) in set.value(at: location)?.objectValue?["if"] }
            let oldConditions = oldBranches.map { condition(old, $0) }, newConditions = newBranches.map { condition(new, $0) }
            for i in unmatchedOld {
                guard let test = oldConditions[i], let j = unmatchedNew.first(where: { newConditions[$0] == test })
                else { continue }
                matches.append((i, j))
                unmatchedOld.removeAll { $0 == i }
                unmatchedNew.removeAll { $0 == j }
            }
        }
        // Branches that accept the same documents (ty 0b92cd93e's `{const: "3.7"}`, now `{type: string, const: "3.7"}`).
        if !unmatchedOld.isEmpty, !unmatchedNew.isEmpty, oldBranches.count <= 64, newBranches.count <= 64 {
            var newForms: [Int: String] = [:]
            for j in unmatchedNew where !newKeys[j].isNull { newForms[j] = normalForm(old: false, newBranches[j])?.text }
            for i in unmatchedOld where !oldKeys[i].isNull {
                guard let before = normalForm(old: true, oldBranches[i])?.text,
                    let j = unmatchedNew.first(where: { newForms[$0] == before })
                else { continue }
                matches.append((i, j))
                unmatchedOld.removeAll { $0 == i }
                unmatchedNew.removeAll { $0 == j }
            }
        }
        // The same tag on both sides, written once in each version: the same alternative.
        let tags = (oldKeys + newKeys).map(\.discriminator)
        pass { before, after in
            let tag = after.discriminator
            return !tag.isEmpty && before.discriminator == tag && tags.filter { $0 == tag }.count == 2
        }
        // Likewise a member given one constant in its `properties` though not required (aspire-8.0 642653953's
        // `parameter.v0` resource requires `value` and `inputs`, not its `type`), written once in each version.
        let constants = { (set: SchemaSet, location: SchemaLocation) in
            SchemaDiff.discriminator(set.value(at: location) ?? .bool(true), requiredOnly: false)
        }
        let oldConstants = oldBranches.map { constants(old, $0) }, newConstants = newBranches.map { constants(new, $0) }
        let allConstants = oldConstants + newConstants
        for i in unmatchedOld where !oldConstants[i].isEmpty && allConstants.filter({ $0 == oldConstants[i] }).count == 2 {
            guard let j = unmatchedNew.first(where: { newConstants[$0] == oldConstants[i] }) else { continue }
            matches.append((i, j))
            unmatchedOld.removeAll { $0 == i }
            unmatchedNew.removeAll { $0 == j }
        }
        // A branch without `type` takes its holder's (partial-poe 0091e807a's `choices`: `type: array` beside a `oneOf` of
        // `items` schemas, now an `anyOf` of `{type: array, items}`).
        func typed(_ set: SchemaSet, _ location: SchemaLocation, _ holder: SchemaView) -> String? {
            guard var object = set.value(at: location)?.objectValue, object["$ref"] == nil else { return nil }
            for key in object.keys where SchemaView.isAnnotation(key) { object[key] = nil }
            if object["type"] == nil { object["type"] = holder.keywords["type"] }
            return JSONWriter(indent: nil, sortsKeys: true).string(from: .object(object))
        }
        let typedOld = oldBranches.map { typed(old, $0, ov) }, typedNew = newBranches.map { typed(new, $0, nv) }
        for i in unmatchedOld {
            guard let text = typedOld[i], let j = unmatchedNew.first(where: { typedNew[$0] == text }) else { continue }
            matches.append((i, j))
            unmatchedOld.removeAll { $0 == i }
            unmatchedNew.removeAll { $0 == j }
        }
        // By type, a constant is the counterpart of a constant only: ty 0b92cd93e's `M.m` pattern branch is not "narrowed to
        // 3.8", it is removed, and the constants the pattern took are added ones.
        // The same types and members first: aspire-8.0 642653953's extension branch `{required: [type], not: …}` is not the
        // `project.v1` branch inserted before it.
        pass { before, after in
            !before.isNull && !before.types.isEmpty && before.types == after.types && before.isConstant == after.isConstant
                && !before.members.isEmpty && before.members == after.members
        }
        pass { !$0.isNull && !$1.isNull && !$0.types.isEmpty && $0.types == $1.types && $0.isConstant == $1.isConstant }
        pass { !$0.isNull && !$1.isNull && !$0.members.isEmpty && $0.members == $1.members }
        // Branches written with the same keywords, at the same index or the only ones so written on both sides (jsconfig
        // a87cfdad0's `lib` items: an `enum` that gained values and `pattern`s that were widened, in place).
        let keywordsOf = { (set: SchemaSet, location: SchemaLocation) -> Set<String> in
            Set((set.value(at: location)?.objectValue?.keys ?? []).filter { !SchemaView.isAnnotation($0) })
        }
        let oldKeywords = oldBranches.map { keywordsOf(old, $0) }, newKeywords = newBranches.map { keywordsOf(new, $0) }
        for i in unmatchedOld where !oldKeywords[i].isEmpty && !oldKeys[i].isNull && oldKeywords[i] != ["$ref"] {
            let same = { (j: Int) in newKeywords[j] == oldKeywords[i] }
            let alike = unmatchedNew.filter(same)
            let onlyOnes = alike.count == 1 && unmatchedOld.filter({ oldKeywords[$0] == oldKeywords[i] }).count == 1
            guard let j = alike.contains(i) ? i : (onlyOnes ? alike[0] : nil) else { continue }
            matches.append((i, j))
            unmatchedOld.removeAll { $0 == i }
            unmatchedNew.removeAll { $0 == j }
        }
        let single = oldIsSingle || newIsSingle
        // A single object's counterpart among the branches is the one sharing most of its members, through `$ref`s
        // (ansible-lint's execution-environment.json cf5c031ef: the old root is `oneOf: [{$ref: v3}, {$ref: v1}]`'s v1).
        let members = { (set: SchemaSet, location: SchemaLocation) -> Set<String> in
            let view = SchemaView(set, at: location, following: true)
            return Set(view.keywords["properties"]?.objectValue?.keys ?? []).union(view.requiredNames)
        }
        if single, (oldIsSingle ? unmatchedNew : unmatchedOld).count > 1, let i = unmatchedOld.first, let j = unmatchedNew.first {
            let own = oldIsSingle ? members(old, oldBranches[i]) : members(new, newBranches[j])
            let others = oldIsSingle
                ? unmatchedNew.map { ($0, members(new, newBranches[$0])) } : unmatchedOld.map { ($0, members(old, oldBranches[$0])) }
            // Then the fewest members either side lacks: lsdlschema af144ac90's root became `anyOf: [{$ref: 1.0}, {$ref: 0.7}]`,
            // both declaring every old member, 1.0 one more (the old root is 0.7, nearly verbatim).
            let shared = others.map { (index: $0.0, count: $0.1.intersection(own).count, apart: $0.1.symmetricDifference(own).count) }
            let ranked = { (a: (index: Int, count: Int, apart: Int), b: (index: Int, count: Int, apart: Int)) in
                a.count < b.count || a.count == b.count && a.apart > b.apart
            }
            if !own.isEmpty, let best = shared.max(by: ranked), best.count > 0,
                shared.filter({ $0.count == best.count && $0.apart == best.apart }).count == 1
            {
                let pair = oldIsSingle ? (i, best.index) : (best.index, j)
                matches.append(pair)
                unmatchedOld.removeAll { $0 == pair.0 }
                unmatchedNew.removeAll { $0 == pair.1 }
            }
        }
        if keyword != "allOf" {
            // The branch of the same types through its `$ref` (maestro-flow's old `commandValue` branch `{$ref: argumentMap}`,
            // any object, for a new per-command object schema), before the first branch left.
            let followedTypes = { (set: SchemaSet, location: SchemaLocation) in SchemaView(set, at: location, following: true).types }
            for i in unmatchedOld {
                guard let before = followedTypes(old, oldBranches[i]).map(SchemaDiff.expand),
                    let j = unmatchedNew.first(where: {
                        followedTypes(new, newBranches[$0]).map(SchemaDiff.expand) == before
                            && oldKeys[i].isConstant == newKeys[$0].isConstant
                    })
                else { continue }
                matches.append((i, j))
                unmatchedOld.removeAll { $0 == i }
                unmatchedNew.removeAll { $0 == j }
            }
            // A branch of fewer types, the counterpart of the one branch left that takes them all (maestro-flow e52aafa4e's
            // `eraseText`: an integer from 1 to 100 where `commandValue`'s number branch was).
            for j in unmatchedNew {
                guard let after = followedTypes(new, newBranches[j]).map(SchemaDiff.expand) else { continue }
                let wider = unmatchedOld.filter { i in
                    followedTypes(old, oldBranches[i]).map(SchemaDiff.expand)?.isSuperset(of: after) == true
                        && oldKeys[i].isConstant == newKeys[j].isConstant
                }
                guard wider.count == 1, let i = wider.first else { continue }
                matches.append((i, j))
                unmatchedOld.removeAll { $0 == i }
                unmatchedNew.removeAll { $0 == j }
            }
        }
        if oldIsSingle || newIsSingle || unmatchedOld.count == 1 && unmatchedNew.count == 1,
           let i = unmatchedOld.first(where: { !oldKeys[$0].isNull }), let j = unmatchedNew.first(where: { !newKeys[$0].isNull }),
           single || oldKeys[i].isConstant == newKeys[j].isConstant {
            matches.append((i, j))
            unmatchedOld.removeAll { $0 == i }
            unmatchedNew.removeAll { $0 == j }
        }
        // A single schema whose `type` allows null matches the union's null branch: nullability is
        // compared once, here, and left out of the comparison of the rest.
        var singleNullHandled = false
        // The single schema's own types, through a `$ref` (a bare `$ref` is not "any type").
        func allowsNull(_ set: SchemaSet, _ locations: [SchemaLocation]) -> Bool {
            guard let location = locations.first else { return false }
            var budget = 256
            return SchemaDiff.mayBeNull(set, location, budget: &budget)
        }
        if oldIsSingle, allowsNull(old, oldBranches) {
            singleNullHandled = true
            if let j = unmatchedNew.first(where: { newKeys[$0].isNull }) {
                unmatchedNew.removeAll { $0 == j }
            } else {
                record(.becameNonNullable, "no longer nullable (type allowed null; \(keyword) has no null branch)", path: path,
                       old: site(old, ov, ov.keywords["type"] != nil ? "type" : nil, o.anchor), new: site(new, nv, keyword, n.anchor),
                       .narrows("old apps may send null", responses: "old models simply never receive it"))
            }
        }
        if newIsSingle, allowsNull(new, newBranches) {
            singleNullHandled = true
            if let i = unmatchedOld.first(where: { oldKeys[$0].isNull }) {
                unmatchedOld.removeAll { $0 == i }
            } else {
                record(.becameNullable, "became nullable (type allows null)", path: path,
                       old: site(old, ov, keyword, o.anchor), new: site(new, nv, nv.keywords["type"] != nil ? "type" : nil, n.anchor),
                       .widens("old models declare the value non-optional, so decoding fails on null", requests: "old apps never send null"))
            }
        }
        if oldIsSingle || newIsSingle,
           compareSplitByType(
               single: oldIsSingle ? ov : nv, singleIsOld: oldIsSingle, branches: oldIsSingle ? newBranches : oldBranches,
               union: oldIsSingle ? nv : ov, keyword: keyword, path: path, oldSide: o, newSide: n) {
            return
        }
        // The member each branch takes whole (``memberTakenWhole(_:_:)``), read once for the union.
        let newTakes = keyword == "anyOf" && !newIsSingle && newBranches.count <= 64
            ? newBranches.map { SchemaDiff.memberTakenWhole($0, new) } : []
        let oldTakes = (oldKeyword ?? keyword) == "anyOf" && !oldIsSingle && oldBranches.count <= 64
            ? oldBranches.map { SchemaDiff.memberTakenWhole($0, old) } : []
        for (i, j) in matches.sorted(by: { $0.1 < $1.1 }) {
            let outer = siblingBranches[path], outerHolders = unionHolders[path], outerOneOf = oldOneOfBranches[path]
            let outerAnyOf = anyOfSiblings[path], outerOldAnyOf = oldAnyOfSiblings[path]
            oldAnyOfSiblings[path] = (oldKeyword ?? keyword) == "anyOf" && !oldIsSingle && oldBranches.count <= 64
                ? oldBranches.indices.filter { $0 != i }.map { oldBranches[$0] } : nil
            if keyword != "allOf" { siblingBranches[path] = newBranches.indices.filter { $0 != j }.map { newBranches[$0] } }
            anyOfSiblings[path] = keyword == "anyOf" && !newIsSingle ? siblingBranches[path] : nil
            oldOneOfBranches[path] = (oldKeyword ?? keyword) == "oneOf" && !oldIsSingle
                ? (oldBranches[i], oldBranches.indices.filter { $0 != i }.map { oldBranches[$0] }) : nil
            unionHolders[path] = single ? nil : (old: ov, new: nv)
            let held = keyword == "allOf" ? (old: false, new: false)
                : heldBySibling(oldBranches, i, anyOf: !oldIsSingle && (oldKeyword ?? keyword) == "anyOf",
                                newBranches, j, anyOf: !newIsSingle && keyword == "anyOf")
            let dead = keyword == "allOf" ? (old: false, new: false)
                : deadInOneOf(oldBranches, i, oneOf: !oldIsSingle && (oldKeyword ?? keyword) == "oneOf",
                              newBranches, j, oneOf: !newIsSingle && keyword == "oneOf")
            if held.new { newHeldByOldSiblingDepth += 1 }
            if held.old { oldHeldByNewSiblingDepth += 1 }
            if dead.old { deadOldBranchDepth += 1 }
            if dead.new { deadNewBranchDepth += 1 }
            // Under a member another branch takes whole (its `anyOf` holds every object with it), nothing in this branch decides.
            var spares: [DiffRole: Spare] = [:]
            let takenNew = Set(newTakes.indices.filter { $0 != j }.compactMap { newTakes[$0] })
            let takenOld = Set(oldTakes.indices.filter { $0 != i }.compactMap { oldTakes[$0] })
            let under = { (names: Set<String>) in names.sorted().map { path + "/" + JSONPointer.escape($0) } }
            if !takenNew.isEmpty { spares[.request] = Spare(note: SchemaDiff.takenWholeNote("new"), within: under(takenNew)) }
            if !takenOld.isEmpty { spares[.response] = Spare(note: SchemaDiff.takenWholeNote("old"), within: under(takenOld)) }
            comparing(sparing: spares) { diff in
                diff.compare(Side(location: oldBranches[i], anchor: o.anchor), Side(location: newBranches[j], anchor: n.anchor), path: path,
                             annotations: !single, ignoringNull: singleNullHandled)
            }
            if held.new { newHeldByOldSiblingDepth -= 1 }
            if held.old { oldHeldByNewSiblingDepth -= 1 }
            if dead.old { deadOldBranchDepth -= 1 }
            if dead.new { deadNewBranchDepth -= 1 }
            if dead.old, !dead.new, !takenByLiveOldBranch(newBranches[j], oldBranches) {
                let summary = "\(keyword) branch \(describeBranch(new, newBranches[j])) now makes payloads valid"
                let oldSite = site(old, ov, oldIsSingle ? nil : oldKeyword ?? keyword, o.anchor)
                let reason = "the old branch made none valid (another branch of the old oneOf took each), so old models reject them"
                record(.branchAdded, summary, path: path, old: oldSite, new: site(new, newBranches[j], nil),
                       .widens(reason, requests: "old apps sent nothing through the old branch"))
            }
            siblingBranches[path] = outer
            anyOfSiblings[path] = outerAnyOf
            oldAnyOfSiblings[path] = outerOldAnyOf
            unionHolders[path] = outerHolders
            oldOneOfBranches[path] = outerOneOf
        }
        let unionName = keyword == "allOf" ? "allOf member" : "\(keyword) branch"
        // A union inside a branch of another reaches only what that union's holder takes (template.json d41269c7b's generated
        // symbols: a branch of an object's `oneOf`, itself a `oneOf` of generators).
        let objectsOnly = nv.types.map(SchemaDiff.expand) == ["object"]
            || unionHolders[path]?.new.types.map(SchemaDiff.expand) == ["object"]
        if keyword == "oneOf", (oldKeyword ?? keyword) == "oneOf", !single {
            recordOverlapsGained(matches, oldBranches, newBranches, ov, nv, path: path, o, n)
        }
        for j in unmatchedNew {
            let newSite = site(new, newBranches[j], nil)
            let oldSite = site(old, ov, oldIsSingle ? nil : keyword, o.anchor)
            if newKeys[j].isNull {
                record(.becameNullable, "became nullable (\(keyword) gained a null branch)", path: path, old: oldSite, new: newSite,
                       .widens("old models declare the value non-optional, so decoding fails on null"))
            } else if oldIsSingle, keyword != "allOf", SchemaView(new, at: newBranches[j], following: true).types == ["boolean"],
                let single = oldBranches.first, SchemaDiff.takesEveryBoolean(SchemaView(old, at: single, following: true))
            {
                // codecov 6d16f0008: the old `{$ref, type: [object, boolean]}` ignores its draft-07 `type`, and the target
                // has only object keywords, so booleans were accepted before the `boolean` branch came.
                record(.branchAdded, "\(unionName) \(describeBranch(new, newBranches[j])) added", path: path, old: oldSite, new: newSite,
                       .harmless("the old schema already accepted every boolean"))
            } else if keyword == "allOf" {
                var effect = ChangeEffect.narrows("old apps may send payloads that break the added schema")
                if oldMeetsNoCondition(of: newBranches[j], ov) {
                    effect = effect.sparingRequests(SchemaDiff.untaggedNote)
                } else if newBranches.count <= 64, asksAlike(ov, oldBranches, old, member: SchemaView.whole(new, at: newBranches[j])) {
                    effect = effect.sparingRequests(SchemaDiff.askedBeforeNote)
                } else if oldElseAsks(newBranches[j], among: oldBranches) {
                    effect = effect.sparingRequests(SchemaDiff.oldElseNote)
                }
                record(.constraintTightened, "\(unionName) \(describeBranch(new, newBranches[j])) added", path: path, old: oldSite, new: newSite,
                       effect)
            } else if keyword == "anyOf", !oldIsSingle, SchemaDiff.metByEveryObject(old, ov, oldBranches) {
                let summary = "\(unionName) \(describeBranch(new, newBranches[j])) added"
                record(.branchAdded, summary, path: path, old: oldSite, new: newSite, .harmless(SchemaDiff.alwaysMetNote))
            } else if let union = o.location, oldTakesEveryValue(of: newBranches[j], union),
                keyword != "oneOf"
                    || newBranches.indices.allSatisfy({
                        $0 == j || disjoint(newBranches[j], newBranches[$0], objectsOnly: objectsOnly, holderRequires: nv.requiredNames)
                    })
            {
                // ty 0b92cd93e: versions as constants where the old union took any string of the pattern they match.
                let summary = "\(unionName) \(describeBranch(new, newBranches[j])) added"
                let note = "the old schema already accepted each value it allows, and it overlaps no other branch"
                record(.branchAdded, summary, path: path, old: oldSite, new: newSite, .harmless(note))
            } else {
                // oneOf rejects a payload that matches two branches: a new branch that may overlap
                // another can reject what old apps send.
                let unmet = keyword == "oneOf" ? memberOldObjectRejects(newBranches[j], oldView: ov) : nil
                // A branch of types the old schema took none of (compose-spec 239138c26's `ssh`, a string, gained an array
                // branch) matches nothing old apps send.
                let branchTypes = SchemaView(new, at: newBranches[j], following: true).types.map(SchemaDiff.expand)
                let oldTypes = (ov.types ?? effectiveTypes(old: true, ov)).map(SchemaDiff.expand)
                let typesUntaken = branchTypes.flatMap { types in oldTypes.map { types.isDisjoint(with: $0) } } ?? false
                // Or of no value the old schema took, its types shared (travis 803fb4bc4's `irc` gained arrays of objects,
                // which meet its new arrays of strings-or-objects; the old arrays held only strings).
                var untaken = typesUntaken
                if !untaken, keyword == "oneOf", let union = o.location, let form = normalForm(old: false, newBranches[j]),
                    let before = normalForm(old: true, union)
                {
                    untaken = SchemaNormalForm.apart(form.value, before.value)
                }
                let oldOneOf = !oldIsSingle && (oldKeyword ?? keyword) == "oneOf"
                // Whether it meets another branch only where the old `oneOf` refused every value (``overlapRefusedBefore``).
                var refusedBefore = false
                let overlaps = keyword == "oneOf" && unmet == nil && !untaken
                    && newBranches.indices.contains { k in
                        guard k != j, !disjoint(newBranches[j], newBranches[k], objectsOnly: objectsOnly, holderRequires: nv.requiredNames)
                        else { return false }
                        if oldOneOf && overlapRefusedBefore(newBranches[j], newBranches[k], oldBranches, objectsOnly: objectsOnly) {
                            refusedBefore = true
                            return false
                        }
                        return true
                    }
                let harmless = unmet.map { "it requires \"\($0)\", which the old schema's closed object rejects, so no old app sends it" }
                    ?? (typesUntaken ? "the old schema took no value of its types, so no old app sends one" : nil)
                    ?? (untaken ? "the old schema took no value it allows, so no old app sends one" : nil)
                let disjointNote = refusedBefore
                    ? "it meets another branch only on values two old branches both took, which the old oneOf refused, so what old"
                        + " apps send still matches exactly one"
                    : "its type overlaps no other branch, so what old apps send still matches exactly one"
                var effect = ChangeEffect.widens("old models have no case for the new branch, so payloads that match only it fail to decode",
                               requests: overlaps ? nil : harmless ?? disjointNote)
                       .breakingRequests(overlaps ? "the new branch may match payloads another branch matches, and oneOf rejects a payload that matches two" : nil)
                // databricks 7e8059659: a `{type: string}` member became an enum or a `${…}` string: old models take any string.
                if oldIsSingle, let single = oldBranches.first, oldTypesTakeEvery(newBranches[j], single: single) {
                    effect = effect.sparingResponses("the old schema took every value of the branch's type")
                }
                // go-task 7ff1b1795's `for_call`, a closed object the open `task_call` branch took whole before it came. Or
                // the union around the branches compared here (travis f6265f5d6's `irc`: the new nested `nonEmptyString`
                // of a branch paired with the old array one, where the old string branch takes its strings).
                let holders = [o.location, unionHolders[path]?.old.location].compactMap { $0 }
                if holders.contains(where: { oldHoldsBranch(newBranches[j], $0) }) {
                    effect = effect.sparingResponses("the old schema took every value it allows, so old models decode them")
                }
                if !oldIsSingle, oldCatchAllTakes(newBranches[j], oldBranches, newBranches, oldOneOf: oldOneOf) {
                    effect = effect.sparingResponses(SchemaDiff.catchAllNote)
                }
                // Beside a branch that takes any value (compose-spec 239138c26's `oneOf: [{}, …]`), a value it matches matches two.
                if keyword == "oneOf", newBranches.indices.contains(where: { $0 != j && takesAnything(new, newBranches[$0]) }) {
                    effect = effect.sparingResponses("another branch takes any value, so no payload matches this one alone")
                }
                // hugo b582ac3e4's `timeZone`: `anyOf: [{$ref: base.json#/definitions/timezone}, {type: string}]`, whose string
                // branch, paired with the old schema, takes every value of the added one (what it widens is judged there).
                if keyword == "anyOf", newBranches.count <= 32, let form = normalForm(old: false, newBranches[j]),
                    newBranches.indices.contains(where: { k in
                        guard !unmatchedNew.contains(k), let other = normalForm(old: false, newBranches[k]) else { return false }
                        return SchemaNormalForm.contains(other, form)
                    })
                {
                    effect = effect.sparingResponses(
                        "a branch paired with the old schema takes every value it allows, so no payload matches it alone")
                }
                record(.branchAdded, "\(unionName) \(describeBranch(new, newBranches[j])) added", path: path, old: oldSite, new: newSite, effect)
            }
        }
        // A removed branch is named by the keyword it was written under (ty 0b92cd93e's `anyOf` became a `oneOf`).
        let removedName = keyword == "allOf" ? unionName : "\(oldKeyword ?? keyword) branch"
        for i in unmatchedOld {
            // A second copy of a branch that is still there (accelerator ddc5cb616's `anyOf` named `InvokeFragment-2` twice,
            // now once): an `anyOf` or `allOf` takes the same values without it. (In a `oneOf` the copy rejected its values.)
            if keyword != "oneOf", let value = old.value(at: oldBranches[i]),
                oldBranches.indices.contains(where: { $0 != i && !unmatchedOld.contains($0) && old.value(at: oldBranches[$0]) == value })
            {
                continue
            }
            let oldSite = site(old, oldBranches[i], nil)
            let newSite = site(new, nv, newIsSingle ? nil : keyword, n.anchor)
            if oldKeys[i].isNull {
                record(.becameNonNullable, "no longer nullable (\(oldKeyword ?? keyword) lost its null branch)", path: path,
                       old: oldSite, new: newSite,
                       .narrows("old apps may send null"))
            } else if keyword == "allOf" {
                var effect = ChangeEffect.widens("old models may rely on the removed schema's constraints")
                if oldBranches.count <= 64, asksAlike(nv, newBranches, new, member: SchemaView.whole(old, at: oldBranches[i])) {
                    effect = effect.sparingResponses("the new schema asks each of its keywords alike, so it allows nothing more")
                }
                record(.constraintLoosened, "\(unionName) \(describeBranch(old, oldBranches[i])) removed", path: path, old: oldSite, new: newSite,
                       effect)
            } else if newIsSingle, let single = newBranches.first,
                SchemaDiff.typesTakeEvery(
                    of: SchemaView(old, at: oldBranches[i], following: true), SchemaView(new, at: single, following: true))
            {
                // compose-spec ccac4e02d's `subnet`: an `anyOf` of two string patterns became any string again.
                record(.branchRemoved, "\(removedName) \(describeBranch(old, oldBranches[i])) removed", path: path,
                       old: oldSite, new: newSite, .harmless("the new schema takes every value of the branch's type"))
            } else if (oldKeyword ?? keyword) == "oneOf", !oldIsSingle, oneOfBranchKept(oldBranches, i, oldView: ov, newView: nv) {
                record(.branchRemoved, "\(removedName) \(describeBranch(old, oldBranches[i])) removed", path: path, old: oldSite, new: newSite,
                       .harmless("each payload it took alone holds a member only it declares, and the new object accepts every such payload"))
            } else if let unmet = memberOldObjectRejects(oldBranches[i], oldView: ov, branchInOld: true) {
                let summary = "\(unionName) \(describeBranch(old, oldBranches[i])) removed"
                record(.branchRemoved, summary, path: path, old: oldSite, new: newSite,
                       .harmless("it requires \"\(unmet)\", which the old schema's closed object rejects, so it matched no payload"))
            } else if keyword == "anyOf" || newIsSingle, newBranches.count <= 32, let form = normalForm(old: true, oldBranches[i]),
                newBranches.contains(where: { normalForm(old: false, $0).map { SchemaNormalForm.contains($0, form) } ?? false })
            {
                // venvironment deb2e870c: `oneOf: [{allOf: [{version: const}, {$ref: full}]}]` became `anyOf: [{if: {version:
                // const}, then: {$ref: full}}]`, whose branches each take what the old one took. metaschema-draft-07-unofficial-
                // strict 56938b59f: `oneOf` of `{properties: {type: {const: …}}}` became one `{properties: {type: {enum}}}`.
                let taker = newIsSingle ? "the new schema" : "a branch of the new anyOf"
                record(.branchRemoved, "\(removedName) \(describeBranch(old, oldBranches[i])) removed", path: path,
                       old: oldSite, new: newSite, .harmless("\(taker) takes every value it took"))
            } else if keyword == "anyOf" || newIsSingle, newBranches.count <= 32,
                let k = newBranches.indices.first(where: { closedBranchTaken(oldBranches[i], by: newBranches[$0]) })
            {
                let taker = newIsSingle ? "the new schema" : "branch #\(k) of the new anyOf"
                record(.branchRemoved, "\(removedName) \(describeBranch(old, oldBranches[i])) removed", path: path,
                       old: oldSite, new: newSite, .harmless("\(taker) takes every object it took: its members, with their values"))
            } else if let k = patternBranchTaking(oldBranches[i], newBranches) {
                // github-workflow aa807331a's `env`: two string branches of expression patterns became one branch of a pattern
                // for any string holding an expression.
                record(.branchRemoved, "\(removedName) \(describeBranch(old, oldBranches[i])) removed", path: path,
                       old: oldSite, new: newSite,
                       .harmless("probably taken by branch #\(k): no string sampled from both patterns matches the removed one only"))
            } else {
                record(.branchRemoved, "\(removedName) \(describeBranch(old, oldBranches[i])) removed", path: path,
                       old: oldSite, new: newSite,
                       .narrows("old apps may send payloads that match only the removed branch", responses: "old models simply never receive it"))
            }
        }
    }

    static let untaggedNote =
        "its if asks a member every value meeting it holds for a value the old schema rejects: old apps send none"

    /// Why a change under a member that another branch of the `which` version's `anyOf` takes whole decides nothing.
    static func takenWholeNote(_ which: String) -> String {
        "another branch of the \(which) anyOf asks only for this member, so it takes every payload holding it"
    }

    /// The member `m` the `anyOf` branch at `location` takes whole (every object holding it): the branch asks nothing but
    /// `required: [m]`, with `type: object` or an empty `properties` at most; keywords no draft defines are none
    /// (ansible-stable-2.2 006978621's new task branch `{required: [include], include: {type: string}, properties: {}}`).
    static func memberTakenWhole(_ location: SchemaLocation, _ set: SchemaSet) -> String? {
        let view = SchemaView(set, at: location, following: true)
        let known = set.draft(at: location).vocabulary.validatingKeywords
        var asked = view.keywords.filter { known.contains($0.key) && !SchemaView.isAnnotation($0.key) }
        if asked["type"] == .string("object") { asked["type"] = nil }
        if asked["properties"]?.objectValue?.keys.isEmpty == true { asked["properties"] = nil }
        guard !view.isNever, asked.count == 1, case .array(let required)? = asked["required"], required.count == 1 else { return nil }
        return required[0].stringValue
    }

    static let askedBeforeNote = "the old schema asked each of its keywords alike, so it rejects nothing old apps sent"

    /// Whether the other version's schema `view`, or one of its `allOf` members `members` (in `set`), asks each keyword of
    /// `member` (an `allOf` member read whole) with the same value: `member` then rejects nothing that schema takes
    /// (ansible-stable 006978621's `ec2_ami_find`: the old member `{allOf: [{not: {required: [region, aws_region,
    /// ec2_region]}}, {oneOf: …}]}`, whose `not` is now a member of its own).
    /// Each member is read whole (at most 256 member views): with at most 64 members a side, one union costs at most 64 × 65.
    func asksAlike(_ view: SchemaView, _ members: [SchemaLocation], _ set: SchemaSet, member: SchemaView) -> Bool {
        SchemaDiff.asksAlike(view, member)
            || members.count <= 64 && members.contains { SchemaDiff.asksAlike(SchemaView.whole(set, at: $0), member) }
    }

    /// Whether `view` asks each keyword of `member` with the same value. A keyword read beside others counts only with those
    /// alike, and values holding a `$ref` (which each version resolves in its own file) or reading evaluated members never count.
    static func asksAlike(_ view: SchemaView, _ member: SchemaView) -> Bool {
        let asked = member.memberConstraints, own = ownConstraints(view)
        let companions = ["additionalProperties": ["properties", "patternProperties"], "additionalItems": ["items"], "then": ["if"],
                          "else": ["if"], "minContains": ["contains"], "maxContains": ["contains"]]
        guard !member.isNever, !asked.isEmpty,
            ["$ref", "$dynamicRef", "$recursiveRef", "allOf", "unevaluatedItems", "unevaluatedProperties"].allSatisfy({ asked[$0] == nil })
        else { return false }
        return asked.allSatisfy { keyword, value in
            own[keyword] == value && !holdsReference(value) && (companions[keyword] ?? []).allSatisfy { asked[$0] == own[$0] }
        }
    }

    /// Whether `value` holds a member named `$ref`, `$dynamicRef` or `$recursiveRef` at any depth (read without recursion).
    static func holdsReference(_ value: JSONValue) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .object(let object):
                if object.keys.contains(where: { ["$ref", "$dynamicRef", "$recursiveRef"].contains($0) }) { return true }
                pending += object.map(\.value)
            case .array(let items): pending += items
            default: continue
            }
        }
        return false
    }

    /// Whether the added `allOf` member at `member` is an `if` with a `then` (no `else`) that no object the old holder `ov`
    /// takes meets: the `if` asks a member that the old holder or the `if` requires for constants none of which the old
    /// schema of that member takes (github-issue-forms 64cc4a9ee: `if: {properties: {type: {const: upload}}}`, where the old `type` enum lacked
    /// `upload`). The member then holds for every payload old apps send.
    mutating func oldMeetsNoCondition(of member: SchemaLocation, _ ov: SchemaView) -> Bool {
        let view = SchemaView(new, at: member, following: true)
        let constraints = view.keywords.keys.filter { !SchemaView.isAnnotation($0) }
        guard Set(constraints) == ["if", "then"], let condition = view.child("if"), let form = normalForm(old: false, condition)?.value
        else { return false }
        return oldMeetsNone(form, ov)
    }

    static let oldElseNote =
        "every payload meeting its if failed an old member's if, whose else asked as much: old apps sent none it rejects"

    /// Whether the added `allOf` member at `member`, `{if: C, then: T}`, asks nothing more of old payloads than an old member
    /// `{if: C', then, else: E}` among `oldBranches` did: C requires a member and asks it for constants C' does not take, so
    /// every value meeting C fails C' and met E, which is within T (github-workflow f2c93c68d's `string` input type, whose
    /// `default` the old boolean member's `else` already asked to be a string).
    mutating func oldElseAsks(_ member: SchemaLocation, among oldBranches: [SchemaLocation]) -> Bool {
        let view = SchemaView(new, at: member, following: true)
        guard Set(view.keywords.keys.filter { !SchemaView.isAnnotation($0) }) == ["if", "then"], let condition = view.child("if"),
            let then = view.child("then"), let asked = normalForm(old: false, condition)?.value.objectValue,
            let thenForm = normalForm(old: false, then)
        else { return false }
        let required = Set(asked["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        for location in oldBranches {
            let old = SchemaView(self.old, at: location, following: true)
            guard Set(old.keywords.keys.filter { !SchemaView.isAnnotation($0) }) == ["if", "then", "else"],
                let oldCondition = old.child("if"), let otherwise = old.child("else"),
                let before = normalForm(old: true, oldCondition)?.value.objectValue?["properties"]?.objectValue,
                let elseForm = normalForm(old: true, otherwise)
            else { continue }
            let excluded = (asked["properties"]?.objectValue ?? JSONObject()).contains { member in
                guard required.contains(member.key), let wanted = SchemaDiff.constantValues(member.value),
                    let taken = before[member.key].flatMap(SchemaDiff.constantValues)
                else { return false }
                return Set(wanted).isDisjoint(with: taken)
            }
            if excluded, SchemaNormalForm.contains(thenForm, elseForm) { return true }
        }
        return false
    }

    /// Whether no object the old holder `ov` takes meets the condition whose normal form is `form`: it asks a member for
    /// constants none of which the old schema of that member takes, a member present in every value meeting it (the old
    /// holder or the condition requires it: github-workflow f2c93c68d's `{if: {properties: {type: {const: number}},
    /// required: [type]}}`, where the old optional `type` enum lacks `number`).
    mutating func oldMeetsNone(_ form: JSONValue, _ ov: SchemaView) -> Bool {
        guard let tested = form.objectValue?["properties"]?.objectValue else { return false }
        let present = Set(ov.requiredNames).union(form.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        return tested.contains { member in
            guard present.contains(member.key), let asked = SchemaDiff.constantValues(member.value),
                ov.keywords["properties"]?.objectValue?[member.key] != nil, let declared = ov.child("properties", member.key),
                let form = normalForm(old: true, declared)?.value, let taken = SchemaDiff.constantValues(form)
            else { return false }
            return asked.allSatisfy { !taken.contains($0) }
        }
    }

    /// The values a normal form takes when it is one `const` or an `anyOf` of them; nil otherwise.
    static func constantValues(_ form: JSONValue) -> [JSONValue]? {
        guard let object = form.objectValue else { return nil }
        if object.keys == ["const"] { return object["const"].map { [$0] } }
        guard object.keys == ["anyOf"], let branches = object["anyOf"]?.arrayValue else { return nil }
        let values = branches.compactMap { $0.objectValue?.keys == ["const"] ? $0.objectValue?["const"] : nil }
        return values.count == branches.count ? values : nil
    }

    static let alwaysMetNote =
        "every object the old holder takes fails all but one of its anyOf's conditions and so meets another branch: it rejected nothing"

    /// Whether every value the object `holder` takes meets its `anyOf` of `branches`: two or more branches, each an `if`
    /// asking one member the holder requires for a constant (each another) with a `then`, and nothing else. A value fails all
    /// `if`s but one, and a branch whose `if` fails holds (venvironment d27ab2e5c's versions, one `then` per `version`).
    static func metByEveryObject(_ set: SchemaSet, _ holder: SchemaView, _ branches: [SchemaLocation]) -> Bool {
        guard branches.count >= 2, holder.types.map(expand) == ["object"] else { return false }
        var member: String?
        var constants: [JSONValue] = []
        for branch in branches {
            guard case .object(let object)? = set.value(at: branch),
                object.keys.allSatisfy({ $0 == "if" || $0 == "then" || SchemaView.isAnnotation($0) }), object["then"] != nil,
                case .object(let condition)? = object["if"], condition.keys == ["properties"],
                case .object(let properties)? = condition["properties"], properties.count == 1, let asked = properties.first,
                member == nil || member == asked.key, case .object(let schema) = asked.value
            else { return false }
            var constant = schema["const"]
            if constant == nil, case .array(let values)? = schema["enum"], values.count == 1 { constant = values[0] }
            guard let constant, schema.keys.allSatisfy({ $0 == "const" || $0 == "enum" || SchemaView.isAnnotation($0) }),
                !constants.contains(constant)
            else { return false }
            member = asked.key
            constants.append(constant)
        }
        return member.map(holder.requiredNames.contains) ?? false
    }

    /// Whether the schema at `location` may accept null: not when its `type`, `const` or `enum` leaves null out, or
    /// when no branch of its `oneOf`/`anyOf` (or some member of its `allOf`) accepts null. A schema without `type`
    /// whose union holds only strings (`oneOf: [{const: "warn"}, …]`) is not "any type". At most `budget` schemas
    /// are looked at (past it: "may"), so nested unions cost bounded work.
    static func mayBeNull(_ set: SchemaSet, _ location: SchemaLocation, budget: inout Int) -> Bool {
        budget -= 1
        let view = SchemaView(set, at: location, following: true)
        if view.isNever { return false }
        if let types = view.types, !expand(types).contains("null") { return false }
        if let value = view.keywords["const"], value != .null { return false }
        if case .array(let values)? = view.keywords["enum"], !values.contains(.null) { return false }
        guard budget > 0 else { return true }
        for keyword in ["oneOf", "anyOf", "allOf"] {
            guard case .array(let members)? = view.keywords[keyword], let owner = view.owners[keyword], !members.isEmpty else { continue }
            var allowing: [Bool] = []
            for index in members.indices where budget > 0 {
                let member = SchemaLocation(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String(index)))
                allowing.append(mayBeNull(set, member, budget: &budget))
            }
            if budget <= 0 { return true }
            if keyword == "allOf" ? allowing.contains(false) : !allowing.contains(true) { return false }
        }
        return true
    }
}
