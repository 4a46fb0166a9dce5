import ContractJSON
import GeneratorLoading

/// How ``SchemaDiff`` compares `if`/`then`/`else`, `not` and `dependencies`/`dependentSchemas`.
///
/// A conditional is compared as one form (``conditionalForm(_:old:other:)``), in which spellings that accept the same
/// documents are equal: `if: {not: X}` is `if: X` with the branches swapped, a branch that takes anything is absent, the
/// names both branches require are required by the object itself, and a branch's member restating the object's (by
/// `$ref` or written out) adds nothing. An added conditional, `not` or dependency only narrows, a removed one only widens.
extension SchemaDiff {
    /// The names both `then` and `else` require: they are required whatever the `if` says (`if I then {required: [a, b]}
    /// else {required: [a]}` is `required: [a]` beside `if I then {required: [b]}`).
    ///
    /// And a name one branch requires where its absence picks that branch: the `then`'s, when the `if` only tests that
    /// member's value (`if: {properties: {version: {const: v1}}}` holds without `version`), the `else`'s when the `if`
    /// requires it (buf.gen a4e1783a1: `version` was required by the `then` alone, and is by both branches now).
    mutating func namesRequiredEitherWay(_ view: SchemaView, old isOld: Bool) -> [String] {
        guard case .object(let condition)? = view.keywords["if"] else { return [] }
        func required(_ keyword: String) -> [String] {
            guard let location = view.child(keyword), case .object(let form)? = normalForm(old: isOld, location)?.value,
                case .array(let names)? = form["required"]
            else { return [] }
            return names.compactMap(\.stringValue)
        }
        let thenNames = required("then"), elseNames = required("else")
        var names = thenNames.filter { elseNames.contains($0) }
        let tests = condition.keys.filter { !SchemaView.isAnnotation($0) }
        if tests == ["properties"], let tested = condition["properties"]?.objectValue?.keys, tested.count == 1,
            let name = tested.first, thenNames.contains(name), !names.contains(name)
        {
            names.append(name)
        }
        let conditionRequires = condition["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        for name in elseNames where conditionRequires.contains(name) && !names.contains(name) { names.append(name) }
        return names
    }

    /// The view with ``namesRequiredEitherWay(_:old:)`` in its `required`, so that `required` written in both branches
    /// before and beside them now is no change.
    mutating func hoistingConditionalRequired(_ view: SchemaView, old isOld: Bool) -> SchemaView {
        let names = namesRequiredEitherWay(view, old: isOld)
        guard !names.isEmpty, view.keywords["required"] == nil || view.keywords["required"]?.arrayValue != nil else { return view }
        var result = view
        var required = view.keywords["required"]?.arrayValue ?? []
        for name in names where !required.contains(.string(name)) { required.append(.string(name)) }
        result.keywords["required"] = .array(required)
        if result.owners["required"] == nil { result.owners["required"] = view.owners["then"] }
        return result
    }

    /// The view's `if`/`then`/`else` as one form: `{if, then, else}` with a branch that takes anything left out, `true`
    /// when no branch is left (or no `if`: `then`/`else` alone do nothing); `if: {not: X}` read as `if: X` with the
    /// branches swapped; the names both branches require left out (``hoistingConditionalRequired(_:old:)`` puts them
    /// in the object's `required`); in a branch without `additionalProperties`, a member whose schema is the one the
    /// object declares for it left out (it adds nothing), as is one the other version's object declares (a member moved
    /// between the object and a branch: the object's comparison reports that), and a member given the one type the
    /// object's own member takes. nil: a subschema has no normal form.
    mutating func conditionalForm(_ view: SchemaView, old isOld: Bool, other: SchemaView) -> JSONValue? {
        guard view.keywords["if"] != nil else { return true }
        guard let ifLocation = view.child("if"), var condition = normalForm(old: isOld, ifLocation)?.value else { return nil }
        let hoisted = Set(namesRequiredEitherWay(view, old: isOld))
        var branches: [JSONValue] = []
        for keyword in ["then", "else"] {
            guard view.keywords[keyword] != nil else {
                branches.append(true)
                continue
            }
            guard let location = view.child(keyword), let form = normalForm(old: isOld, location)?.value else { return nil }
            guard let simplified = simplifiedBranch(form, at: location, removing: hoisted, view, old: isOld, other: other) else {
                return nil
            }
            branches.append(simplified)
        }
        if case .object(let object) = condition, object.keys == ["not"], let inner = object["not"] {
            condition = inner
            branches.swapAt(0, 1)
        }
        if branches.allSatisfy({ $0 == .bool(true) }) { return true }
        var members = [JSONObject.Member(key: "if", value: condition)]
        for (keyword, branch) in zip(["then", "else"], branches) where branch != .bool(true) {
            members.append(JSONObject.Member(key: keyword, value: branch))
        }
        return .object(JSONObject(members))
    }

    /// A branch's form without the `hoisted` names in its `required` and with its members read beside the object's
    /// (see ``conditionalForm(_:old:other:)``); nil: a member of the object has no normal form.
    private mutating func simplifiedBranch(
        _ form: JSONValue, at location: SchemaLocation, removing hoisted: Set<String>, _ view: SchemaView, old isOld: Bool,
        other: SchemaView
    ) -> JSONValue? {
        guard case .object(let object) = form else { return form }
        var keywords = SchemaNormalForm.keywords(of: object)
        if case .array(let names)? = keywords["required"] {
            keywords["required"] = .array(names.filter { !($0.stringValue.map(hoisted.contains) ?? false) })
        }
        if case .object(let properties)? = keywords["properties"], keywords["additionalProperties"] == nil,
            keywords["unevaluatedProperties"] == nil
        {
            var kept: [JSONObject.Member] = []
            for member in properties {
                let text = SchemaNormalForm.text(member.value)
                // A `$ref` to what an enclosing object declares (the branch may sit in an `allOf` member of it).
                let written = SchemaLocation(file: location.file, pointer: location.pointer.appending("properties").appending(member.key))
                if SchemaDiff.restatesHolder(isOld ? old : new, written, member.key) { continue }
                var own: JSONValue?
                if view.keywords["properties"]?.objectValue?[member.key] != nil, let location = view.child("properties", member.key) {
                    guard let form = normalForm(old: isOld, location) else { return nil }
                    if form.text == text { continue }
                    own = form.value
                }
                if other.keywords["properties"]?.objectValue?[member.key] != nil, let location = other.child("properties", member.key),
                    normalForm(old: !isOld, location)?.text == text
                {
                    continue
                }
                kept.append(JSONObject.Member(key: member.key, value: own.map { SchemaDiff.refined(member.value, by: $0) } ?? member.value))
            }
            keywords["properties"] = .object(JSONObject(kept))
        }
        return SchemaNormalForm.normalize(keywords)
    }

    /// A branch's form for a value that `holder` (the object's own form for the same value) also applies to, with the
    /// one type `holder` takes written in (`{items: {…}}` beside `{type: array, items: {type: object, …}}` is
    /// `{type: array, items: {type: object, …}}`), through `items` and `properties`.
    static func refined(_ branch: JSONValue, by holder: JSONValue) -> JSONValue {
        guard case .object(let object) = branch, case .object(let held) = holder else { return branch }
        var keywords = SchemaNormalForm.keywords(of: object)
        if keywords["type"] == nil, keywords["const"] == nil, keywords["anyOf"] == nil, keywords["oneOf"] == nil,
            let types = SchemaNormalForm.acceptedTypes(holder), types.count == 1, let only = types.first
        {
            keywords["type"] = .string(only)
        }
        if let items = keywords["items"], let heldItems = held["items"] { keywords["items"] = refined(items, by: heldItems) }
        if case .object(let properties)? = keywords["properties"], case .object(let heldProperties)? = held["properties"] {
            keywords["properties"] = .object(
                JSONObject(
                    properties.map { member in
                        JSONObject.Member(
                            key: member.key, value: heldProperties[member.key].map { refined(member.value, by: $0) } ?? member.value)
                    }))
        }
        return SchemaNormalForm.normalize(keywords)
    }

    /// Compares `if`/`then`/`else`, `not` and `dependencies`/`dependentSchemas`; returns the keywords it handled.
    mutating func compareConditionals(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) -> Set<String> {
        let conditional = ["if", "then", "else"]
        if conditional.contains(where: { ov.keywords[$0] != nv.keywords[$0] }) {
            let before = conditionalForm(ov, old: true, other: nv), after = conditionalForm(nv, old: false, other: ov)
            if before == nil || after == nil || SchemaNormalForm.text(before!) != SchemaNormalForm.text(after!) {
                var effect = SchemaDiff.undecided("if/then/else")
                // With the same `if` as written, each branch whose form changed is an item of its own.
                var branchEffects: [String: ChangeEffect]?
                // Added where the old schema had none, a conditional only narrows, even one whose form is unknown.
                if before == .bool(true), after == nil {
                    effect = .narrows(SchemaDiff.conditionNarrows)
                    if let oldLocation = o.location, oldMeetsBranches(ov, oldLocation, nv) {
                        effect = effect.sparingRequests(SchemaDiff.branchesMetNote)
                    }
                    branchEffects = o.location.flatMap { addedBranchEffects(ov, $0, nv, effect) }
                }
                if let before, let after {
                    let parts = { (form: JSONValue, key: String) in form.objectValue?[key] ?? .bool(true) }
                    if before == .bool(true) {
                        effect = .narrows(SchemaDiff.conditionNarrows)
                        if let oldLocation = o.location, oldMeetsBranches(ov, oldLocation, nv) {
                            effect = effect.sparingRequests(SchemaDiff.branchesMetNote)
                        }
                        branchEffects = o.location.flatMap { addedBranchEffects(ov, $0, nv, effect) }
                    } else if after == .bool(true) {
                        effect = .widens(SchemaDiff.conditionWidens)
                    } else if SchemaNormalForm.text(parts(before, "if")) == SchemaNormalForm.text(parts(after, "if")) {
                        var effects: [String: ChangeEffect] = [:]
                        for keyword in ["then", "else"] {
                            let (was, now) = (formAndText(parts(before, keyword)), formAndText(parts(after, keyword)))
                            guard was.text != now.text else { continue }
                            var branch = SchemaDiff.undecided(keyword)
                            if SchemaNormalForm.contains(now, was) { branch = .widens(SchemaDiff.conditionWidens) }
                            if SchemaNormalForm.contains(was, now) { branch = .narrows(SchemaDiff.conditionNarrows) }
                            effects[keyword] = branch
                        }
                        effect =
                            effects.values.contains { $0.breaksRequests != nil && $0.breaksResponses != nil }
                            ? SchemaDiff.undecided("if/then/else")
                            : ChangeEffect(
                                breaksResponses: effects.values.compactMap(\.breaksResponses).first,
                                breaksRequests: effects.values.compactMap(\.breaksRequests).first)
                        if !negatesCondition(ov, old: true), !negatesCondition(nv, old: false) { branchEffects = effects }
                    }
                    // The old branches applied only to documents meeting the old `if`.
                    if case .object(let object) = before, object["else"] == nil, let trigger = object["if"], rejectsEvery(trigger, nv) {
                        effect = effect.sparingResponses(SchemaDiff.excludedNote)
                        branchEffects = branchEffects?.mapValues { $0.sparingResponses(SchemaDiff.excludedNote) }
                    }
                    // The new branches apply only to documents meeting the new `if`.
                    if case .object(let object) = after, object["else"] == nil, let trigger = object["if"],
                        rejectsEvery(trigger, ov) || oldMeetsNone(trigger, ov)
                    {
                        effect = effect.sparingRequests(SchemaDiff.unreachableNote)
                        branchEffects = branchEffects?.mapValues { $0.sparingRequests(SchemaDiff.unreachableNote) }
                    }
                }
                for keyword in conditional
                where branchEffects.map({ $0[keyword] != nil })
                    ?? (SchemaDiff.withoutAnnotations(ov.keywords[keyword]) != SchemaDiff.withoutAnnotations(nv.keywords[keyword]))
                {
                    // Under the same `if`, a branch whose change neither contains the other is compared as a schema of its own
                    // (minecraft-dimension 3e6aed00f's `then`, whose `seperation` nine levels down became `separation`): its
                    // items say what changed, where. Only when none of them breaks is the branch itself the item. Where the
                    // forms are unknown (a recursive `$ref` inside: minecraft-item-modifier's `then`, whose descriptions alone
                    // changed), under an `if` written alike, its items are all there is to go by.
                    let undecidedBranch = branchEffects?[keyword].map { $0.breaksRequests != nil && $0.breaksResponses != nil } ?? false
                    let unknownForms = branchEffects == nil && (before == nil || after == nil)
                        && SchemaDiff.withoutAnnotations(ov.keywords["if"]) == SchemaDiff.withoutAnnotations(nv.keywords["if"])
                    // Not where a member moved between the holder and a branch (webextension b3f8099cd's
                    // `web_accessible_resources`, from the root's `properties` into the `then` and `else` by manifest version):
                    // the branch's member is compared with nothing on the other side, though the holder's applied.
                    let names = { (view: SchemaView) in Set(view.keywords["properties"]?.objectValue?.keys ?? []) }
                    let moved = names(ov).symmetricDifference(names(nv))
                    let branchNames = [ov, nv].flatMap { $0.keywords[keyword]?.objectValue?["properties"]?.objectValue?.keys ?? [] }
                    if undecidedBranch || unknownForms, keyword != "if", moved.isDisjoint(with: branchNames),
                        case .object? = ov.keywords[keyword], case .object? = nv.keywords[keyword],
                        let oldBranch = ov.child(keyword), let newBranch = nv.child(keyword)
                    {
                        let recorded = changes.count
                        compare(Side(location: oldBranch, anchor: ov.location ?? o.anchor),
                                Side(location: newBranch, anchor: nv.location ?? n.anchor), path: path)
                        if unknownForms || changes[recorded...].contains(where: \.breaks) { continue }
                        // Nor where every difference between the two branches as written lies at an item found there (drupal-info
                        // b2f94a0a3's theme `then`, whose `libraries` items' pattern alone changed, a widening no normal form
                        // reads): those items say what the branch's change does.
                        if changes.count > recorded,
                            SchemaDiff.differencesCovered(
                                old.value(at: oldBranch), new.value(at: newBranch), at: (oldBranch.pointer, newBranch.pointer),
                                by: changes[recorded...].map { ($0.old?.pointer, $0.new?.pointer) })
                        {
                            continue
                        }
                    }
                    let what = ov.keywords[keyword] == nil ? "added" : (nv.keywords[keyword] == nil ? "removed" : "changed")
                    record(
                        .constraintChanged, "\(keyword) \(what)", path: path, old: site(old, ov, keyword, o.anchor),
                        new: site(new, nv, keyword, n.anchor), branchEffects?[keyword] ?? effect)
                }
            }
        }
        if ov.keywords["not"] != nv.keywords["not"] {
            var before = ov.keywords["not"] == nil ? nil : ov.child("not").flatMap { normalForm(old: true, $0) }
            var after = nv.keywords["not"] == nil ? nil : nv.child("not").flatMap { normalForm(old: false, $0) }
            // Where both holders take one type only, the `not` schema's `type: T` for it says nothing (uv 4fe595f0f's root
            // object: `not: {required: [preview, preview-features]}` became a `$ref` to the same with `type: object`).
            if let only = ov.types, only.count == 1, nv.types == only, let type = only.first {
                before = before.map { SchemaDiff.droppingType(type, from: $0) }
                after = after.map { SchemaDiff.droppingType(type, from: $0) }
            }
            if before == nil || after == nil || before!.text != after!.text {
                var effect = SchemaDiff.undecided("not")
                switch (ov.keywords["not"], nv.keywords["not"], before, after) {
                case (nil, _, _, _): effect = .narrows(SchemaDiff.notNarrows)
                case (_, nil, _, _): effect = .widens(SchemaDiff.notWidens)
                case (_, _, let before?, let after?):
                    // `not` rejects what its schema accepts: a larger schema rejects more.
                    if SchemaNormalForm.contains(after, before) { effect = .narrows(SchemaDiff.notNarrows) }
                    if SchemaNormalForm.contains(before, after) { effect = .widens(SchemaDiff.notWidens) }
                default: break
                }
                if effect.breaksRequests != nil, let after, rejectsEvery(after.value, ov) {
                    effect = effect.sparingRequests(SchemaDiff.unreachableNote)
                }
                if effect.breaksRequests != nil, catchAllHandedOver(ov, nv, path: path) {
                    effect = effect.sparingRequests(SchemaDiff.catchAllHandedNote)
                }
                if effect.breaksResponses != nil, let before, rejectsEvery(before.value, nv) {
                    effect = effect.sparingResponses(SchemaDiff.excludedNote)
                }
                let what = ov.keywords["not"] == nil ? "added" : (nv.keywords["not"] == nil ? "removed" : "changed")
                record(
                    .constraintChanged, "\"not\" \(what)", path: path, old: site(old, ov, "not", o.anchor),
                    new: site(new, nv, "not", n.anchor), effect)
            }
        }
        for keyword in ["dependencies", "dependentSchemas"] where ov.keywords[keyword] != nv.keywords[keyword] {
            let (before, after) = (ov.keywords[keyword], nv.keywords[keyword])
            let what = before == nil ? "added" : (after == nil ? "removed" : "changed")
            let narrows = ChangeEffect.narrows("old apps may send a member without what the new \(keyword) asks beside it")
            let widens = ChangeEffect.widens("old models may rely on what \(keyword) asked beside a member")
            var effect = SchemaDiff.undecided(keyword)
            let relation = dependencyRelation(keyword, ov, nv)
            switch (relation.oldWithinNew, relation.newWithinOld) {
            case (true, true) where relation.same:
                // Entries changed only for names one of the objects rejects: shown, harmless (see ``dependencyRelation``).
                let entries = (before?.objectValue ?? JSONObject(), after?.objectValue ?? JSONObject())
                let changed = Set(entries.0.keys).union(entries.1.keys).filter { entries.0[$0] != entries.1[$0] }
                guard changed.contains(where: { rejectsMember($0, ov) || rejectsMember($0, nv) }) else { continue }
                effect = .harmless("it names only members one of the objects rejects, which that rejection tells apart")
            case (true, true):
                effect = .harmless("what it asks beside a member, the member's own schema already asked of what either version accepts")
            case (true, false): effect = widens
            case (false, true): effect = narrows
            case (false, false): break
            }
            record(
                .constraintChanged, "\(keyword) \(what)", path: path, old: site(old, ov, keyword, o.anchor),
                new: site(new, nv, keyword, n.anchor), effect)
        }
        return Set(conditional + ["not", "dependencies", "dependentSchemas"])
    }

    /// A normal form without its `type` when that names `type` alone: the same schema for values of that type.
    static func droppingType(_ type: String, from form: (value: JSONValue, text: String)) -> (value: JSONValue, text: String) {
        guard case .object(let object) = form.value, object["type"] == .string(type) || object["type"] == .array([.string(type)])
        else { return form }
        let rest = JSONValue.object(JSONObject(object.filter { $0.key != "type" }))
        return (rest, SchemaNormalForm.text(rest))
    }

    /// Whether every payload the old object at `oldLocation` accepts meets the new conditional's `then` and `else` (buf.lock
    /// a4e1783a1 moved `deps` into an `else` alike and a looser `then`; specmatic c5b8ed7cc moved every member into an
    /// `else`, and a `then` for `version: 3`, which the old object rejects): each branch either holds every such payload
    /// (``requestsKept(_:_:)``), or applies to none of them (the `then` of an `if` no old payload meets).
    mutating func oldMeetsBranches(_ ov: SchemaView, _ oldLocation: SchemaLocation, _ nv: SchemaView) -> Bool {
        guard nv.keywords["if"] != nil, let ifLocation = nv.child("if") else { return false }
        for keyword in ["then", "else"] where nv.keywords[keyword] != nil {
            if keyword == "then", let condition = normalForm(old: false, ifLocation)?.value, neverMet(condition, by: ov) { continue }
            guard let branch = nv.child(keyword), requestsKept(oldLocation, branch) else { return false }
        }
        return true
    }

    /// A conditional added where there was none: the `if`'s effect is `effect`, each branch's its own, none for one that every
    /// payload the old object at `oldLocation` accepts meets (github-action ed45aac29's `else`, which asks of `outputs` what the
    /// old object did; its `then` asks composite outputs more). Nil where `effect` already spares requests, or the new view
    /// has no `if` or neither branch.
    mutating func addedBranchEffects(
        _ ov: SchemaView, _ oldLocation: SchemaLocation, _ nv: SchemaView, _ effect: ChangeEffect
    ) -> [String: ChangeEffect]? {
        guard effect.breaksRequests != nil, nv.keywords["if"] != nil, let ifLocation = nv.child("if") else { return nil }
        var effects: [String: ChangeEffect] = ["if": effect]
        var kept = 0
        for keyword in ["then", "else"] where nv.keywords[keyword] != nil {
            guard let branch = nv.child(keyword) else { return nil }
            var branchEffect = effect
            let unmet = keyword == "then" && normalForm(old: false, ifLocation).map { neverMet($0.value, by: ov) } == true
            if unmet || requestsKept(oldLocation, branch) {
                branchEffect = branchEffect.sparingRequests(SchemaDiff.branchMetNote(keyword))
                kept += 1
            }
            effects[keyword] = branchEffect
        }
        return effects.count > 1 && kept > 0 ? effects : nil
    }

    /// Whether no payload the old object `ov` accepts meets `condition` (a normal form): it requires a member `ov` rejects
    /// (``rejectsEvery(_:_:)``), or asks of a member `ov` requires only values that `ov`'s schema for it rejects.
    mutating func neverMet(_ condition: JSONValue, by ov: SchemaView) -> Bool {
        if rejectsEvery(condition, ov) { return true }
        guard case .object(let members)? = condition.objectValue?["properties"] else { return false }
        // The members the old object requires, or the condition does (semgrep 678aee02a's `if: {required: [mode], properties:
        // {mode: {const: extract}}}`, where the old `mode` was one of search and taint).
        let asked = condition.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let required = Set(ov.requiredNames).union(asked)
        return members.contains { member in
            guard required.contains(member.key), ov.keywords["properties"]?.objectValue?[member.key] != nil,
                let location = ov.child("properties", member.key), let own = normalForm(old: true, location)?.value
            else { return false }
            // Two lists of values (`const: 3` against `enum: [2]`) that share none.
            if let asked = SchemaNormalForm.listedValues(member.value), let taken = SchemaNormalForm.listedValues(own) {
                return !asked.isEmpty && !asked.contains(where: taken.contains)
            }
            return SchemaDiff.rejectsEveryConstant(of: member.value, own)
        }
    }

    /// Whether the view's `if` is a `not` (read with its branches swapped).
    mutating func negatesCondition(_ view: SchemaView, old isOld: Bool) -> Bool {
        guard view.keywords["if"] != nil, let location = view.child("if") else { return false }
        return normalForm(old: isOld, location)?.value.objectValue?.keys == ["not"]
    }

    /// Whether every document `form` accepts holds a member the old object `ov` rejects (`form` requires a name `ov`
    /// neither declares nor takes under `patternProperties`/`additionalProperties`): no document old apps send meets it.
    func rejectsEvery(_ form: JSONValue, _ ov: SchemaView) -> Bool {
        // `unevaluatedProperties` also takes the names `allOf` members declare, which the view may not hold.
        guard case .array(let names)? = form.objectValue?["required"] else { return false }
        return names.contains { name in name.stringValue.map { rejectsMember($0, ov) } ?? false }
    }

    /// Whether the object `view` rejects every value holding a member `name`: it neither declares it nor takes it under
    /// `patternProperties`/`additionalProperties` (`unevaluatedProperties` also takes the names `allOf` members declare,
    /// which the view may not hold).
    func rejectsMember(_ name: String, _ view: SchemaView) -> Bool {
        guard view.keywords["unevaluatedProperties"] == nil, view.keywords["properties"]?.objectValue?[name] == nil else { return false }
        return undeclaredSchemas(for: name, in: view)?.isEmpty == true
    }

    /// Whether the new `keyword` (`dependencies`, `dependentSchemas`) asks nothing the old one does not (`oldWithinNew`:
    /// each name's entry dropped, or its names a subset, or its schema containing the old one) and the reverse: the
    /// entries are a conjunction, each applying when its name is present.
    /// `same`: the entries accept the same documents, read alone.
    mutating func dependencyRelation(
        _ keyword: String, _ ov: SchemaView, _ nv: SchemaView
    ) -> (oldWithinNew: Bool, newWithinOld: Bool, same: Bool) {
        guard ov.keywords[keyword] == nil || ov.keywords[keyword]?.objectValue != nil,
            nv.keywords[keyword] == nil || nv.keywords[keyword]?.objectValue != nil
        else { return (false, false, false) }
        let before = ov.keywords[keyword]?.objectValue ?? JSONObject(), after = nv.keywords[keyword]?.objectValue ?? JSONObject()
        var relation = (oldWithinNew: true, newWithinOld: true, same: true)
        for name in Set(before.keys).union(after.keys) {
            // An entry applies only to objects holding its name. Where either object rejects the name, the objects holding it
            // are told apart by that rejection (an item of its own), not by the entry: kode-ci-build 4b41d2a45's `paths` needing
            // `branches`, added with `paths` to a closed `push`, asks nothing of what old apps send.
            if rejectsMember(name, ov) || rejectsMember(name, nv) { continue }
            switch (before[name], after[name]) {
            case (.array(let was)?, .array(let now)?):
                if !Set(now).isSubset(of: Set(was)) { relation.oldWithinNew = false }
                if !Set(was).isSubset(of: Set(now)) { relation.newWithinOld = false }
            case (.array(let was)?, nil):
                if !was.isEmpty { relation.newWithinOld = false }
            case (nil, .array(let now)?):
                if !now.isEmpty { relation.oldWithinNew = false }
            case (let was, let now):
                // Schemas (an absent entry takes anything); a list beside a schema is not compared.
                guard was?.arrayValue == nil, now?.arrayValue == nil else { return (false, false, false) }
                let wasForm =
                    was == nil ? (value: JSONValue.bool(true), text: "true") : ov.child(keyword, name).flatMap { normalForm(old: true, $0) }
                let nowForm =
                    now == nil
                    ? (value: JSONValue.bool(true), text: "true") : nv.child(keyword, name).flatMap { normalForm(old: false, $0) }
                guard let wasForm, let nowForm else { return (false, false, false) }
                if wasForm.text != nowForm.text { relation.same = false }
                // Less what the `properties` of the holder that documents meet already ask of the members they name (nodemon
                // 50e464c34's `nodeArgs` entry gained `properties: {exec: {type: string}}`, which the old holder's `exec` was):
                // the old holder's for what old apps send, the new one's for what old models receive.
                let sent = (withoutHeldMembers(wasForm, ov, old: true), withoutHeldMembers(nowForm, ov, old: true))
                let received = (withoutHeldMembers(wasForm, nv, old: false), withoutHeldMembers(nowForm, nv, old: false))
                if !SchemaNormalForm.contains(sent.1, sent.0) { relation.oldWithinNew = false }
                if !SchemaNormalForm.contains(received.0, received.1) { relation.newWithinOld = false }
            }
        }
        relation.same = relation.same && relation.oldWithinNew && relation.newWithinOld
        return relation
    }

    /// A dependency's schema form (``dependencyRelation(_:_:_:)``) without the `properties` members that hold what the
    /// holder's own `properties` schema for that member takes: both apply to the same object, so such a member asks nothing.
    private mutating func withoutHeldMembers(
        _ form: (value: JSONValue, text: String), _ view: SchemaView, old isOld: Bool
    ) -> (value: JSONValue, text: String) {
        guard let object = form.value.objectValue, let members = object["properties"]?.objectValue, members.count <= 64 else { return form }
        var kept: [JSONObject.Member] = []
        for member in members {
            if let location = view.child("properties", member.key), let held = normalForm(old: isOld, location),
                SchemaNormalForm.contains((member.value, SchemaNormalForm.text(member.value)), held)
            {
                continue
            }
            kept.append(member)
        }
        guard kept.count < members.count else { return form }
        var keywords: [String: JSONValue] = [:]
        for member in object where member.key != "properties" { keywords[member.key] = member.value }
        if !kept.isEmpty { keywords["properties"] = .object(JSONObject(kept)) }
        let result = SchemaNormalForm.normalize(keywords)
        return (result, SchemaNormalForm.text(result))
    }

    static let keptAllOfNote = "the other version's schema holds the same allOf members, merged into its view: they apply alike"

    /// Whether each of `members` (`allOf` members of the old version: `membersOld`, else of the new) has a member of equal
    /// normal form in the `allOf` written at `location` in the other version, whose view merged it away: golangci-lint
    /// c047ed600's `goheader` kept the same `allOf` and gained `additionalProperties: false` beside it, which stops the
    /// merge, so the `allOf` read as added though what it asks is unchanged.
    mutating func allOfKept(_ members: [SchemaLocation], membersOld: Bool, otherAt location: SchemaLocation?) -> Bool {
        guard let location, !members.isEmpty, members.count <= 64 else { return false }
        let written = branches(SchemaView(membersOld ? new : old, at: location, following: false), "allOf")
        guard !written.isEmpty, written.count <= 64 else { return false }
        let forms = written.compactMap { normalForm(old: !membersOld, $0)?.text }
        return members.allSatisfy { member in normalForm(old: membersOld, member).map { forms.contains($0.text) } ?? false }
    }

    /// Whether every member left in the old view's `allOf` is a `not` whose schema requires a name the new object rejects
    /// (appveyor 0f72e19c6: `allOf: [{not: {required: [skip_tags]}}, …]` beside members now closed): no document the new
    /// version accepts matches them, so their removal lets nothing new through.
    mutating func allOfOnlyExcludesRejected(_ ov: SchemaView, _ nv: SchemaView) -> Bool {
        guard case .array(let members)? = ov.keywords["allOf"], !members.isEmpty else { return false }
        for index in members.indices {
            guard let location = ov.allOfMember(index), case .object(let form)? = normalForm(old: true, location)?.value,
                form.keys == ["not"], let excluded = form["not"], rejectsEvery(excluded, nv)
            else { return false }
        }
        return true
    }

    /// A subschema without its own annotations (`$comment` beside a `$ref` to a document that is not loaded, whose form is
    /// unknown: the same `$ref` is the same schema).
    static func withoutAnnotations(_ value: JSONValue?) -> JSONValue? {
        guard case .object(let object)? = value else { return value }
        return .object(JSONObject(object.filter { !SchemaView.isAnnotation($0.key) }))
    }

    static func undecided(_ keyword: String) -> ChangeEffect {
        ChangeEffect(
            breaksResponses: "\(keyword) changed; its effect on decoding cannot be decided, so it is treated as breaking",
            breaksRequests: "\(keyword) changed; its effect on accepted payloads cannot be decided, so it is treated as breaking")
    }

    static let conditionNarrows = "old apps may send payloads that meet the condition and fail what it now asks"
    static let conditionWidens = "old models may rely on what the condition asked"
    static let branchesMetNote = "every payload old apps send meets what each branch asks, or no branch applies to it"
    static func branchMetNote(_ keyword: String) -> String {
        "every payload old apps send meets what the \(keyword) asks, or it applies to none of them"
    }
    static let notNarrows = "old apps may send payloads that the schema under not now matches"
    static let notWidens = "old models may rely on payloads matching the schema under not being rejected"
    static let excludedNote =
        "every payload the old condition applied to holds a member the new schema rejects: the new one allows none of them"
    static let unreachableNote =
        "every payload the new condition applies to holds a member, or a member value, the old schema rejects: old apps send none"

    /// Whether every place where the two schemas differ as written (annotations aside; `$ref`s not followed, what they name
    /// being compared where it is written) lies at or under a site of `items` (old pointer, new pointer). 256 places at most.
    static func differencesCovered(
        _ before: JSONValue?, _ after: JSONValue?, at start: (old: JSONPointer, new: JSONPointer),
        by items: [(old: JSONPointer?, new: JSONPointer?)]
    ) -> Bool {
        var budget = 256
        func covered(_ place: (old: JSONPointer, new: JSONPointer)) -> Bool {
            items.contains { item in
                (item.old.map { place.old.tokens.starts(with: $0.tokens) } ?? false)
                    || (item.new.map { place.new.tokens.starts(with: $0.tokens) } ?? false)
            }
        }
        func walk(_ one: JSONValue?, _ other: JSONValue?, _ place: (old: JSONPointer, new: JSONPointer)) -> Bool {
            budget -= 1
            guard budget > 0 else { return false }
            if one == other { return true }
            if case .object(let left)? = one, case .object(let right)? = other {
                let keys = Set(left.keys).union(right.keys).filter { !SchemaView.isAnnotation($0) }
                return keys.sorted().allSatisfy { key in
                    left[key] == right[key] || walk(left[key], right[key], (place.old.appending(key), place.new.appending(key)))
                }
            }
            if case .array(let left)? = one, case .array(let right)? = other, left.count == right.count {
                return left.indices.allSatisfy { index in
                    walk(left[index], right[index], (place.old.appending(String(index)), place.new.appending(String(index))))
                }
            }
            return covered(place)
        }
        return walk(before, after, start)
    }
}

private func formAndText(_ value: JSONValue) -> (value: JSONValue, text: String) { (value, SchemaNormalForm.text(value)) }
