import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// Values a union's other branches take, for changes inside one branch that the union as a whole does not make.
extension SchemaDiff {
    /// Whether another branch of the new union compared at `path` plainly takes `value` (jsconfig a87cfdad0's `lib` items:
    /// "ESNext.Sharedmemory" left the enum branch, and the `ESNext` pattern branch takes it).
    mutating func takenBySibling(_ value: JSONValue, path: String) -> Bool {
        guard let siblings = siblingBranches[path] else { return false }
        for location in siblings.prefix(64) {
            if let form = normalForm(old: false, location), SchemaDiff.plainlyTakes(form.value, value, depth: 0) { return true }
        }
        return false
    }

    /// Whether the old union compared at `path` is a `oneOf` that rejected `value`: the branch being compared and another
    /// of its branches both plainly take it (clang-tidy f61b54ea8's `FormatStyle`: `oneOf: [{type: string, enum: [none, file,
    /// "[lL][lL][vV][mM]", …]}, {type: string}]` took no value of its enum, so an enum value removed breaks no request).
    mutating func rejectedByOldOneOf(_ value: JSONValue, path: String) -> Bool {
        guard let (branch, others) = oldOneOfBranches[path], let form = normalForm(old: true, branch),
            SchemaDiff.plainlyTakes(form.value, value, depth: 0)
        else { return false }
        for location in others.prefix(64) {
            if let other = normalForm(old: true, location), SchemaDiff.plainlyTakes(other.value, value, depth: 0) { return true }
        }
        return false
    }

    /// Why a member removed from (`holding`), or made required in, a closed union branch breaks no request
    /// (``siblingBranchTakes(_:holding:lacking:path:)``).
    static func takenBySiblingNote(holding: Bool) -> String {
        "another branch of the new union takes every payload old apps sent this branch \(holding ? "with" : "without") it"
    }

    /// Whether another branch of the new `anyOf` (or `oneOf`, below) compared at `path` takes every object the old branch `ov` took that
    /// holds `name` (`holding`) or lacks it (`lacking`): go-task 28408ef3f split `for_cmds_call`, closed with `oneOf:
    /// [{required: [cmd]}, {required: [task]}]`, into `for_cmd_call` (requiring `cmd`, without `task`) and `for_task_call`
    /// (requiring `task`). Such an object holds the old branch's required members, and by its `oneOf` of one-name lists the
    /// name it holds excludes the others, the name it lacks leaves the one list left; the sibling must require no more,
    /// declare (when closed) every member the object may hold, with schemas holding the old ones.
    /// A `oneOf` of two branches counts too (jekyll 36398a01a's closed `liquid`, now `oneOf: [{required: [error_mode]}, {the
    /// two other members}]`): the compared branch rejects the payloads in question (they hold a member it closed without,
    /// or lack one it requires), so the one other branch taking them is the one they match.
    mutating func siblingBranchTakes(_ ov: SchemaView, holding: String? = nil, lacking: String? = nil, path: String) -> Bool {
        let soleOneOfSibling = siblingBranches[path].flatMap { $0.count == 1 ? $0 : nil }
        guard let siblings = anyOfSiblings[path] ?? soleOneOfSibling, !siblings.isEmpty, siblings.count <= 16,
            ov.keywords["additionalProperties"] == .bool(false), ov.types.map(SchemaDiff.expand) == ["object"],
            ov.keywords.keys.allSatisfy({
                ["type", "properties", "required", "additionalProperties", "oneOf", "anyOf"].contains($0) || SchemaView.isAnnotation($0)
            })
        else { return false }
        var required = Set(ov.requiredNames), excluded: Set<String> = []
        // The one-name `required` lists of the old branch's union (nil: another kind of union, which is not read).
        var lists: [String] = []
        for keyword in ["oneOf", "anyOf"] {
            guard case .array(let alternatives)? = ov.keywords[keyword] else { continue }
            for alternative in alternatives {
                guard let object = alternative.objectValue, object.keys.allSatisfy({ $0 == "required" || SchemaView.isAnnotation($0) }),
                    let names = object["required"]?.arrayValue?.compactMap(\.stringValue), names.count == 1
                else { return false }
                lists.append(names[0])
            }
            if keyword == "oneOf", let holding, lists.contains(holding) { excluded.formUnion(lists.filter { $0 != holding }) }
        }
        if let holding { required.insert(holding) }
        if let lacking {
            excluded.insert(lacking)
            let left = lists.filter { !excluded.contains($0) }
            if !lists.isEmpty, left.count == 1 { required.insert(left[0]) }
        }
        let declared = Set(ov.keywords["properties"]?.objectValue?.keys ?? []).subtracting(excluded)
        guard required.isSubset(of: declared) else { return false }
        return siblings.contains { sibling in
            let view = SchemaView.whole(new, at: sibling)
            guard takesObjectShape(view, declared: declared, required: required) else { return false }
            let members = Set(view.keywords["properties"]?.objectValue?.keys ?? [])
            // By normal forms, else by a probe (28408ef3f's `for` lists also took numbers now).
            return declared.intersection(members).allSatisfy { name in
                guard let before = ov.child("properties", name), let after = view.child("properties", name) else { return false }
                if let inner = normalForm(old: true, before), let outer = normalForm(old: false, after),
                    SchemaNormalForm.contains(outer, inner)
                {
                    return true
                }
                return requestsKept(before, after)
            }
        }
    }

    /// For the `oneOf` branches paired at `i` (old) and `j` (new): whether another branch of the old `oneOf` takes every
    /// document the old branch takes (`old`), and the same in the new `oneOf` (`new`). Such a branch makes no document valid
    /// (each it takes matches two): github-workflow 690f43329's `env` was `oneOf: [object, {$ref: expressionSyntax, pattern},
    /// {$ref: expressionSyntax, pattern}]`, whose patterns draft-07 ignores beside `$ref`, so no expression was valid; the
    /// patterns now written beside `type: string` narrow nothing old apps could send.
    mutating func deadInOneOf(
        _ oldBranches: [SchemaLocation], _ i: Int, oneOf oldIsOneOf: Bool, _ newBranches: [SchemaLocation], _ j: Int, oneOf newIsOneOf: Bool
    ) -> (old: Bool, new: Bool) {
        let oldOthers = oldIsOneOf && oldBranches.count <= 64 ? oldBranches.indices.filter { $0 != i }.map { oldBranches[$0] } : []
        let newOthers = newIsOneOf && newBranches.count <= 64 ? newBranches.indices.filter { $0 != j }.map { newBranches[$0] } : []
        // A branch that takes nothing at all (bitrise 1e50144ca's closed object declaring no member) is judged by its own
        // keywords, where they are compared.
        func dead(_ form: (value: JSONValue, text: String)?, _ others: [SchemaLocation], old isOld: Bool) -> Bool {
            !others.isEmpty && form?.value != .bool(false) && formHeld(form, by: others, old: isOld)
        }
        let oldDead = dead(normalForm(old: true, oldBranches[i]), oldOthers, old: true)
        let newDead = dead(normalForm(old: false, newBranches[j]), newOthers, old: false)
        return (oldDead, newDead)
    }

    /// Whether a branch of the old `oneOf` that makes documents valid (``deadInOneOf(_:_:oneOf:_:_:oneOf:)``: one no other
    /// branch holds) takes every document the new branch at `location` takes.
    mutating func takenByLiveOldBranch(_ location: SchemaLocation, _ oldBranches: [SchemaLocation]) -> Bool {
        guard oldBranches.count <= 64 else { return true }
        let live = oldBranches.indices.filter { k in
            !formHeld(normalForm(old: true, oldBranches[k]), by: oldBranches.indices.filter { $0 != k }.map { oldBranches[$0] }, old: true)
        }
        guard !live.isEmpty else { return false }
        guard let form = normalForm(old: false, location) else { return true }
        return live.contains { k in normalForm(old: true, oldBranches[k]).map { SchemaNormalForm.contains($0, form) } ?? false }
    }

    /// Whether a schema of the given version (`old`) in normal form takes documents only that one of `others` takes too.
    mutating func formHeld(_ inner: (value: JSONValue, text: String)?, by others: [SchemaLocation], old isOld: Bool) -> Bool {
        guard let inner, inner.value != .bool(true) else { return false }
        return others.prefix(16).contains { other in
            normalForm(old: isOld, other).map { SchemaNormalForm.contains($0, inner) } ?? false
        }
    }

    /// For the `anyOf` branches paired at `i` (old) and `j` (new): whether another branch of the old `anyOf` takes every
    /// document the new branch takes (`new`), and whether another branch of the new `anyOf` takes every one the old branch
    /// took (`old`). A change inside the branch then breaks no response, or no request (go-task 1c1be683a's closed `cmd_call`
    /// gained `set` beside the open `task_call`, which takes any `cmd_call`). Not for `oneOf`, which rejects a document
    /// two branches take.
    mutating func heldBySibling(
        _ oldBranches: [SchemaLocation], _ i: Int, anyOf oldIsAnyOf: Bool, _ newBranches: [SchemaLocation], _ j: Int, anyOf newIsAnyOf: Bool
    ) -> (old: Bool, new: Bool) {
        let oldOthers = oldIsAnyOf && oldBranches.count <= 64 ? oldBranches.indices.filter { $0 != i }.map { oldBranches[$0] } : []
        let newOthers = newIsAnyOf && newBranches.count <= 64 ? newBranches.indices.filter { $0 != j }.map { newBranches[$0] } : []
        let newHeld = !oldOthers.isEmpty && formHeld(normalForm(old: false, newBranches[j]), by: oldOthers, old: true)
        let oldHeld = !newOthers.isEmpty && formHeld(normalForm(old: true, oldBranches[i]), by: newOthers, old: false)
        return (oldHeld, newHeld)
    }

    /// How another branch of the old `anyOf` took an object holding `name` alone.
    enum SiblingTake {
        /// With any value (a catch-all branch: circleci's `patternProperties: {"^[a-z][a-z0-9_-]+$": {}}`).
        case anything
        /// With the values of this declaration.
        case declaration(SchemaLocation)
    }

    /// How another branch of the old `anyOf` compared at `path` takes `{name: value}`, when the new view `nv` holds one member
    /// at most (`maxProperties: 1`), so that each object it takes holding `name` is such a one: with any value, else through
    /// the branch's own declaration of `name`, which is then what the new declaration is compared with. circleci e6026df52
    /// merged its closed one-member step branches (`{run}`, `{checkout}`, `{setup_remote_docker}`…, and a catch-all taking
    /// any command name with any value) into one object of `maxProperties: 1` declaring them all, compared through `{run}`.
    mutating func oldSiblingTaking(_ name: String, in nv: SchemaView, path: String) -> SiblingTake? {
        guard let siblings = oldAnyOfSiblings[path], let most = nv.keywords["maxProperties"]?.numberValue?.int64Value, most <= 1 else {
            return nil
        }
        let shapeKeywords: Set<String> = [
            "type", "properties", "required", "additionalProperties", "patternProperties", "minProperties", "maxProperties",
        ]
        var declared: SchemaLocation?
        for sibling in siblings.prefix(64) {
            let view = SchemaView.whole(old, at: sibling)
            guard view.keywords.keys.allSatisfy({ shapeKeywords.contains($0) || SchemaView.isAnnotation($0) }),
                view.types.map({ SchemaDiff.expand($0).contains("object") }) ?? true, Set(view.requiredNames).isSubset(of: [name]),
                (view.keywords["minProperties"]?.numberValue?.int64Value ?? 0) <= 1,
                (view.keywords["maxProperties"]?.numberValue?.int64Value ?? 1) >= 1
            else { continue }
            guard let found = memberSchemas(name, in: view) else { continue }
            guard case .schemas(let applying) = found else { return .anything }
            if applying.isEmpty { continue }
            if applying.allSatisfy({ normalForm(old: true, $0)?.value == .bool(true) }) { return .anything }
            if declared == nil, applying.count == 1, let location = view.child("properties", name), applying == [location] {
                declared = location
            }
        }
        return declared.map { .declaration($0) }
    }

    /// What an object schema applies to a member (``memberSchemas(_:in:)``).
    enum MemberSchemas {
        /// Any value is taken (nothing applies).
        case anyValue
        /// These schemas apply; none: the member is rejected.
        case schemas([SchemaLocation])
    }

    /// The schemas an object schema of `view` applies to its member `name`: its declaration and the `patternProperties`
    /// matching the name, else `additionalProperties`'s (none: the name is rejected). Nil when a pattern cannot be read.
    func memberSchemas(_ name: String, in view: SchemaView) -> MemberSchemas? {
        var applying: [SchemaLocation] = []
        if let location = view.child("properties", name) { applying.append(location) }
        for pattern in (view.keywords["patternProperties"]?.objectValue ?? JSONObject()).keys.sorted() {
            guard let matches = ECMAScriptRegex.reading(pattern)?.matches(name) else { return nil }
            if matches, let location = view.child("patternProperties", pattern) { applying.append(location) }
        }
        guard applying.isEmpty else { return .schemas(applying) }
        switch extra(view, "additionalProperties") {
        case .open: return .anyValue
        case .closed: return .schemas([])
        case .schema(let location): return .schemas([location])
        }
    }

    /// Whether the closed object branch of the old union at `branch` is taken whole by the new object schema at `taker`:
    /// each object the branch took (its declared members only, its required ones among them) the new one takes, by member
    /// counts and by schemas holding the branch's own (circleci e6026df52's `{cache: …}` step, one of the closed one-member
    /// branches merged into one object of `maxProperties: 1`).
    mutating func closedBranchTaken(_ branch: SchemaLocation, by taker: SchemaLocation) -> Bool {
        let ov = SchemaView.whole(old, at: branch), nv = SchemaView.whole(new, at: taker)
        guard ov.keywords["additionalProperties"] == .bool(false), ov.types.map(SchemaDiff.expand) == ["object"],
            ov.keywords.keys.allSatisfy({ Self.objectShapeKeywords.contains($0) || SchemaView.isAnnotation($0) }),
            let declared = ov.keywords["properties"]?.objectValue?.keys, !declared.isEmpty, declared.count <= 64,
            Set(ov.requiredNames).isSubset(of: declared)
        else { return false }
        let countKeywords: Set<String> = ["patternProperties", "minProperties", "maxProperties"]
        guard nv.keywords.keys.allSatisfy({
                Self.objectShapeKeywords.contains($0) || countKeywords.contains($0) || SchemaView.isAnnotation($0)
            }),
            nv.types.map({ SchemaDiff.expand($0).contains("object") }) ?? true, Set(nv.requiredNames).isSubset(of: ov.requiredNames),
            (nv.keywords["minProperties"]?.numberValue?.int64Value ?? 0) <= Int64(Set(ov.requiredNames).count),
            (nv.keywords["maxProperties"]?.numberValue?.int64Value ?? Int64.max) >= Int64(declared.count)
        else { return false }
        return declared.allSatisfy { name in
            guard let before = ov.child("properties", name), let found = memberSchemas(name, in: nv) else { return false }
            guard case .schemas(let applying) = found else { return true }
            return !applying.isEmpty && applying.allSatisfy { after in
                normalForm(old: false, after)?.value == .bool(true) || normalFormRelation(before, after).oldWithinNew
            }
        }
    }

    /// Whether every object the old branch `ov` (closed, or open) of the `oneOf` compared at `path` took without `name` was taken by
    /// another branch of that `oneOf` too, which then rejected it: old apps always sent `name` through this branch.
    /// lsdlschema af144ac90's phrasings, a `oneOf` of closed objects `{Attribute, State, Weight}`, `{Name, State, Weight}`…,
    /// each now requiring its own member: `{"State": …}` alone matched all eight.
    mutating func oldOneOfRejectsLacking(_ name: String, _ ov: SchemaView, path: String) -> Bool {
        // An open branch (composer a7aeaa55c's `{properties: {type: {enum: [library]}}, required: [name, description]}`, now
        // requiring `type`, beside `{properties: {type: {not: {enum: [library]}}}}`) took any other member with any value, so
        // the other branch must too: no `additionalProperties`, and what it declares beyond this one's members takes anything.
        let closed = ov.keywords["additionalProperties"] == .bool(false)
        guard let (_, others) = oldOneOfBranches[path], !others.isEmpty, others.count <= 64,
            closed || ov.keywords["additionalProperties"] == nil,
            ov.types.map(SchemaDiff.expand) == ["object"] || (!closed && ov.types == nil),
            ov.keywords.keys.allSatisfy({ Self.objectShapeKeywords.contains($0) || SchemaView.isAnnotation($0) }),
            let declared = ov.keywords["properties"]?.objectValue?.keys
        else { return false }
        let rest = Set(declared).subtracting([name]), required = Set(ov.requiredNames)
        guard !closed || required.isSubset(of: rest) else { return false }
        return others.contains { other in
            let view = SchemaView.whole(old, at: other)
            guard takesObjectShape(view, declared: rest, required: required) else { return false }
            if !closed {
                let own = view.keywords["properties"]?.objectValue?.keys ?? []
                guard view.keywords["additionalProperties"] == nil, own.count <= 256 else { return false }
                let beyond = Set(own).subtracting(rest).subtracting([name])
                guard beyond.allSatisfy({ member in
                    view.child("properties", member).flatMap { normalForm(old: true, $0) }?.value == .bool(true)
                }) else { return false }
            }
            return rest.allSatisfy { member in
                guard let before = ov.child("properties", member).flatMap({ normalForm(old: true, $0) }) else { return false }
                guard let location = view.child("properties", member) else { return view.keywords["additionalProperties"] == nil }
                guard let after = normalForm(old: true, location) else { return false }
                return after.value == .bool(true) || SchemaNormalForm.contains(after, before)
            }
        }
    }

    /// Whether a schema in normal form takes `value` by keywords read here alone (`type`, `const`, `anyOf`, `allOf`,
    /// `pattern`, `format`, string lengths); false when it holds any other keyword, so that nothing is assumed.
    static func plainlyTakes(_ form: JSONValue, _ value: JSONValue, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        switch form {
        case .bool(let takes): return takes
        case .object(let object):
            for member in object {
                let keyword = member.key, argument = member.value
                switch keyword {
                case "type":
                    let names = argument.stringValue.map { [$0] } ?? argument.arrayValue?.compactMap { $0.stringValue } ?? []
                    guard names.contains(where: { plainlyOfType($0, value) }) else { return false }
                case "const":
                    guard argument == value else { return false }
                case "anyOf":
                    guard argument.arrayValue?.contains(where: { plainlyTakes($0, value, depth: depth + 1) }) == true else { return false }
                case "allOf":
                    guard argument.arrayValue?.allSatisfy({ plainlyTakes($0, value, depth: depth + 1) }) == true else { return false }
                case "pattern":
                    guard case .string(let text) = value else { continue }
                    guard let pattern = argument.stringValue, let regex = ECMAScriptRegex.reading(pattern), regex.matches(text) == true
                    else { return false }
                case "format":
                    // `validate` and the oracle assert formats (package.json 244f12a91's `oneOf: [{format: uri}, {enum: ["."]}]`);
                    // one it does not know checks nothing.
                    guard case .string(let text) = value, let name = argument.stringValue, let format = StringFormat.named(name)
                    else { continue }
                    guard SchemaDiff.formatVerdict(format, text) == true else { return false }
                case "minLength", "maxLength":
                    guard case .string(let text) = value else { continue }
                    guard let limit = argument.numberValue?.int64Value else { return false }
                    let length = Int64(text.unicodeScalars.count)
                    guard keyword == "minLength" ? length >= limit : length <= limit else { return false }
                default:
                    return false
                }
            }
            return true
        default: return false
        }
    }

    /// Whether every dialect's `format` check takes `text` (true), none does (false), or they differ (nil: `hostname` rules
    /// changed between drafts), so that a verdict read here holds whatever the schema's dialect.
    static func formatVerdict(_ format: StringFormat, _ text: String) -> Bool? {
        let first = format.accepts(text, draft: Draft.allCases[0])
        return Draft.allCases.dropFirst().allSatisfy { format.accepts(text, draft: $0) == first } ? first : nil
    }

    /// Whether `value` is of the JSON type `name` (an integral number is an integer).
    static func plainlyOfType(_ name: String, _ value: JSONValue) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number): true
        case ("integer", .number(let number)): number.isIntegral
        default: false
        }
    }
}
