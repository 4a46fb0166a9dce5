import ContractJSON
import ContractSchema
import ContractSchemaCore
import GeneratorLoading

/// How ``SchemaDiff`` compares `properties`, `required`, `additionalProperties`/`unevaluatedProperties`, `patternProperties`, `propertyNames` and `dependentRequired`.
extension SchemaDiff {
    enum Extra {
        case open, closed
        case schema(SchemaLocation)

        var isOpen: Bool { if case .open = self { true } else { false } }
        var isSchema: Bool { if case .schema = self { true } else { false } }
    }

    func extra(_ view: SchemaView, _ keyword: String) -> Extra {
        switch view.keywords[keyword] {
        case .bool(false)?: return .closed
        case .object?: return view.child(keyword).map(Extra.schema) ?? .open
        default: return .open
        }
    }

    static let unknownNote = "old models ignore properties they do not know"
    /// How the request reason of a property added as newly required ends (the oracle then shows a document without it).
    static let nowRequired = ", which is now required"
    /// How the summary of a removed property the old schema required ends (the oracle then shows a response without it).
    static let wasRequiredNote = " (it was required)"
    static let closedReason =
        "the old schema is closed (additionalProperties: false): models generated from it reject members they do not declare when they decode with validation"

    /// Whether `additionalProperties` or `unevaluatedProperties` is `false`.
    func isClosed(_ view: SchemaView) -> Bool {
        if case .closed = extra(view, "additionalProperties") { return true }
        if case .closed = extra(view, "unevaluatedProperties") { return true }
        return false
    }

    mutating func compareObjects(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        // Where one version takes no object, the other's members are reached by no document both accept: the type change says it.
        guard SchemaDiff.bothTake("object", ov, nv) else { return }
        compareProperties(ov, nv, path: path, o, n)
        if !compareNamesRespelled(ov, nv, path: path, o, n) {
            compareAdditionalProperties(ov, nv, path: path, o, n)
            comparePatternProperties(ov, nv, path: path, o, n)
        }
        compareDependentRequired(ov, nv, path: path, o, n)
    }

    /// The names an object takes undeclared and the schema it gives them, when one pattern says both: a closed object's one
    /// `patternProperties` entry, or `propertyNames: {pattern}` beside `additionalProperties` (with no `patternProperties`).
    /// `byNames` tells which spelling. nil for other objects, or when a declared member's name fails the pattern (the two
    /// spellings then differ for that member) or the pattern cannot be read.
    /// The `propertyNames` schema may be a `$ref` (lsdlschema-3.4 5b7624d8d: `{$ref: identifier}`, a string of pattern `^.+$`
    /// and of a format no validator knows, which asserts nothing).
    private func undeclaredByPattern(_ view: SchemaView, in set: SchemaSet) -> (pattern: String, schema: Extra, byNames: Bool)? {
        guard view.keywords["unevaluatedProperties"] == nil else { return nil }
        let patterns = view.keywords["patternProperties"]?.objectValue ?? JSONObject()
        var found: (pattern: String, schema: Extra, byNames: Bool)?
        let names = view.child("propertyNames").map { SchemaView(set, at: $0, following: true).keywords }
        let unknownFormat = { (key: String) in key == "format" && names?[key]?.stringValue.flatMap(StringFormat.named) == nil }
        if case .string(let pattern)? = SchemaDiff.namesByPattern(view)?["pattern"], let location = view.child("patternProperties", pattern) {
            found = (pattern, .schema(location), false)
        } else if patterns.isEmpty, let names, case .string(let pattern)? = names["pattern"],
            names.keys.allSatisfy({
                $0 == "pattern" || $0 == "type" && names[$0] == .string("string") || unknownFormat($0) || SchemaView.isAnnotation($0)
            })
        {
            let schema = extra(view, "additionalProperties")
            if case .closed = schema { return nil }
            found = (pattern, schema, true)
        }
        guard let found, let regex = ECMAScriptRegex.reading(found.pattern) else { return nil }
        let declared = (view.keywords["properties"]?.objectValue ?? JSONObject()).keys
        return declared.allSatisfy({ regex.matches($0) == true }) ? found : nil
    }

    /// A closed object's one `patternProperties` entry `{P: S}` rewritten as `propertyNames: {pattern: P}` beside
    /// `additionalProperties: S` (or the reverse): both take undeclared members only under names matching P, with S
    /// (claude-code-settings d3cbd0bf4's `env`). Only the two schemas are compared, at the pattern's members; returns
    /// whether it handled `additionalProperties`, `patternProperties` and `propertyNames`.
    private mutating func compareNamesRespelled(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) -> Bool {
        guard let before = undeclaredByPattern(ov, in: old), let after = undeclaredByPattern(nv, in: new), before.pattern == after.pattern,
            before.byNames != after.byNames
        else { return false }
        func location(_ schema: Extra) -> SchemaLocation? { if case .schema(let location) = schema { location } else { nil } }
        let summary = "patternProperties /\(before.pattern)/ \(before.byNames ? "from" : "as") propertyNames with additionalProperties"
        let note = "both take undeclared members only under names matching the pattern, with the schema compared there"
        record(.constraintChanged, summary, path: path, old: site(old, ov, nil, o.anchor), new: site(new, nv, nil, n.anchor), .harmless(note))
        let oldSide = Side(location: location(before.schema), anchor: ov.location ?? o.anchor)
        compare(oldSide, Side(location: location(after.schema), anchor: nv.location ?? n.anchor), path: path + "/{" + before.pattern + "}")
        return true
    }

    /// Why a member removed from a closed object that a pattern or `additionalProperties` still takes breaks no request.
    /// Why a member added to a closed union branch breaks no response (``SchemaDiff/oldSiblingTaking(_:in:path:)``).
    static func siblingTakesNote(_ name: String) -> (SiblingTake) -> String {
        { take in
            switch take {
            case .anything: "another branch of the old anyOf took \"\(name)\" alone with any value"
            case .declaration: "another branch of the old anyOf declared \"\(name)\" alone: the two declarations are compared"
            }
        }
    }

    /// Why a member made required in a branch of an old `oneOf` breaks no request
    /// (``SchemaDiff/oldOneOfRejectsLacking(_:_:path:)``).
    static let rejectedWithoutNote =
        "another branch of the old oneOf took every object this one took without it, so the oneOf rejected those: old apps always sent it"

    static func givenByOthersNote(_ name: String) -> String {
        "the new schema still takes \"\(name)\" by another keyword, whose schema is compared with the old one"
    }

    /// `properties` by name, and `required`.
    mutating func compareProperties(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        let oldProperties = ov.keywords["properties"]?.objectValue ?? JSONObject()
        let newProperties = nv.keywords["properties"]?.objectValue ?? JSONObject()
        let oldRequired = Set(ov.requiredNames), newRequired = Set(nv.requiredNames)
        let newClosed = isClosed(nv)
        let oldClosed = isClosed(ov)
        // Open to any member: no `additionalProperties` limit (absent or true) and no `patternProperties`.
        let oldOpen = !oldClosed && ov.keywords["patternProperties"] == nil && ov.keywords["unevaluatedProperties"] == nil
            && (ov.keywords["additionalProperties"] == nil || ov.keywords["additionalProperties"] == .bool(true))
        for name in oldProperties.keys {
            let oldChild = Side(location: ov.child("properties", name), anchor: ov.location ?? o.anchor)
            let childPath = path + "/" + JSONPointer.escape(name)
            if newProperties[name] != nil {
                let newChild = Side(location: nv.child("properties", name), anchor: nv.location ?? n.anchor)
                compareShared(name, oldChild, newChild, ov, nv, path: childPath)
            } else if let held = heldBesideUnion(name, path: path, inOld: false), let oldLocation = oldChild.location,
                normalFormRelation(oldLocation, held) == (true, true)
            {
                record(.propertyRemoved, "property \"\(name)\" removed from the branch", path: childPath,
                       old: site(old, oldChild.location ?? o.anchor, nil), new: site(new, held, nil),
                       .harmless("the new schema declares \"\(name)\" alike beside the union, which applies it to the same value"))
            } else {
                let wasRequired = oldRequired.contains(name)
                // The symmetric case of a property added to an open object: the name is still accepted, now with any
                // value or with what `patternProperties`/`additionalProperties` give it, which old models may reject.
                var widens: String?
                var closedNote: String?
                let undeclared = undeclaredSchemas(for: name, in: nv)
                // A closed object's member now given by a pattern or a schema of `additionalProperties` (composer efb87fdaf's
                // `_comment`, moved under `^_comment.*`): still accepted, its values compared with that schema's.
                let givenByOthers = newClosed && undeclared?.isEmpty == false
                if wasRequired, givenByOthers, let after = undeclared {
                    for location in after {
                        compare(oldChild, Side(location: location, anchor: nv.location ?? n.anchor), path: childPath)
                    }
                }
                if !wasRequired, let oldLocation = oldChild.location, !SchemaDiff.restatesHolder(old, oldLocation, name) {
                    switch undeclared {
                    case nil:
                        if !SchemaView(old, at: oldLocation, following: false).keywords.keys.allSatisfy(SchemaView.isAnnotation),
                            !branchesKeep(name, oldLocation, in: nv, oldObject: ov),
                            !newUnionPromises(name, oldLocation, nv, requiring: false)
                        {
                            widens = "the new schema accepts \"\(name)\" with any value, and old models constrain it"
                        }
                        if widens != nil, memberNeverTaken(old: false, nv.location, name, declared: oldLocation) {
                            widens = nil
                            closedNote = "every schema applied to the same value rejects \"\(name)\" (closed without it)"
                                + " or declares it within the old schema"
                        }
                    case let after?:
                        for location in after {
                            compare(oldChild, Side(location: location, anchor: nv.location ?? n.anchor), path: childPath)
                        }
                    }
                }
                let taken = newClosed && siblingBranchTakes(ov, holding: name, path: path)
                // A member the old schema took no value of (`"additionalProperties": false` written inside `properties`, which
                // SchemaStore 2a1ff3685 moved out): no old document holds it, so its removal breaks nothing.
                if let oldLocation = oldChild.location, SchemaView(old, at: oldLocation, following: true).isNever {
                    record(.propertyRemoved, "property \"\(name)\" removed", path: childPath,
                           old: site(old, oldLocation, nil), new: site(new, nv, "properties", n.anchor),
                           .harmless("the old schema took no value of \"\(name)\", so no payload held it"))
                    continue
                }
                // Required in every branch of a union now, with values the old schema took (component-detection db326a10e's
                // component `type`, now the tag of each of eleven `oneOf` branches): still promised.
                let promised = wasRequired && oldChild.location.map { newUnionPromises(name, $0, nv) } == true
                let rejected = newClosed && !taken && !givenByOthers ? "old apps still send \"\(name)\", which the closed schema now rejects" : nil
                let keptNote = taken ? SchemaDiff.takenBySiblingNote(holding: true)
                    : givenByOthers ? SchemaDiff.givenByOthersNote(name) : "the schema stays open, so \"\(name)\" is still accepted"
                record(.propertyRemoved, "property \"\(name)\" removed\(wasRequired ? SchemaDiff.wasRequiredNote : "")", path: childPath,
                       old: site(old, oldChild.location ?? o.anchor, nil), new: site(new, nv, "properties", n.anchor),
                       ChangeEffect(breaksResponses: !wasRequired ? widens
                                        : promised ? nil : "old models require \"\(name)\"; the new schema no longer promises it",
                                    breaksRequests: rejected,
                                    responseNote: promised ? "every branch of the new union requires \"\(name)\", with values the old schema took"
                                        : closedNote ?? "old models have \"\(name)\" optional",
                                    requestNote: keptNote))
            }
        }
        for name in newProperties.keys where oldProperties[name] == nil {
            let required = newRequired.contains(name)
            let childPath = path + "/" + JSONPointer.escape(name)
            let location = nv.child("properties", name) ?? n.anchor
            // In an object the old schema left open, old apps may send the name with any value; a new
            // property that constrains it rejects some (SchemaStore's bunfig `serve`, prek `update`).
            let constrains = nv.child("properties", name).map { child in
                !SchemaView(new, at: child, following: false).keywords.keys.allSatisfy(SchemaView.isAnnotation)
                    && !SchemaDiff.restatesHolder(new, child, name)
            }
            // A name the old schema already required (`anyOf: [{required: [x]}]` now also declaring `x`) is not newly required.
            let newlyRequired = required && !oldRequired.contains(name)
            if !newlyRequired, let held = heldBesideUnion(name, path: path, inOld: true), let newLocation = nv.child("properties", name),
                normalFormRelation(held, newLocation) == (true, true)
            {
                record(.propertyAdded, "property \"\(name)\" added to the branch", path: childPath,
                       old: site(old, held, nil), new: site(new, location, nil),
                       .harmless("the old schema declared \"\(name)\" alike beside the union, which applied it to the same value"))
                continue
            }
            let kept = !newlyRequired && oldOpen && constrains == true && keptByOldUnion(name, ov, within: nv.child("properties", name))
            let heldAround = !newlyRequired && oldOpen && constrains == true && !kept
                && heldByCoapplied(name, ov, within: nv.child("properties", name))
            var narrows = !newlyRequired && oldOpen && constrains == true && !kept && !heldAround
                ? "the old schema is open, so old apps may send \"\(name)\" with any value, and the new one constrains it" : nil
            if !newlyRequired, !oldOpen, let newLocation = nv.child("properties", name) {
                // The old object did take the name, under its `patternProperties` or `additionalProperties`:
                // the new property's schema is compared with what applied to the name before.
                switch undeclaredSchemas(for: name, in: ov) {
                case nil:
                    if constrains == true {
                        narrows = "the old schema accepted \"\(name)\" with any value, and the new one constrains it"
                    }
                case let before?:
                    let newSide = Side(location: newLocation, anchor: nv.location ?? n.anchor)
                    // The new object's patterns apply to the declared member too: where one of them is the old schema, the
                    // member takes no value the old one rejected (web-types 4089ed48b's CSS `parts`, declared as items of
                    // `css-generic-item` beside the unchanged `^(?!pattern$).*$` that still gives `generic-css-contributions`).
                    let newPatterns = (undeclaredSchemas(for: name, in: nv) ?? []).filter { $0.pointer.tokens.dropLast().last == "patternProperties" }
                    var stillApplied = false
                    for location in before where !stillApplied {
                        stillApplied = newPatterns.contains { pattern in
                            normalFormRelation(location, pattern).newWithinOld || self.kept(location, pattern, role: .response)
                        }
                    }
                    let note = "the new object's pattern for \"\(name)\" still applies to it with the old schema"
                    for location in before {
                        let oldSide = Side(location: location, anchor: ov.location ?? o.anchor)
                        if stillApplied {
                            comparing(sparingResponses: note) { $0.compare(oldSide, newSide, path: childPath) }
                        } else {
                            compare(oldSide, newSide, path: childPath)
                        }
                    }
                }
            }
            // A member no document the old version accepts held here (a schema applied to the same value closes without it).
            let neverTaken = narrows != nil && memberNeverTaken(old: true, ov.location, name)
            if neverTaken { narrows = nil }
            // A closed old object whose `patternProperties` took the name already: old models accept it, with the schema
            // compared above with the new property's (claude-code-settings' `env`, 145 variables declared under its pattern).
            let takenBefore = oldClosed && !newlyRequired && undeclaredSchemas(for: name, in: ov)?.isEmpty == false
            let siblingTakes = oldClosed && !takenBefore ? oldSiblingTaking(name, in: nv, path: path) : nil
            if case .declaration(let before)? = siblingTakes, let newLocation = nv.child("properties", name) {
                // Old apps' payloads through that branch are judged where it is compared itself.
                comparing(sparingRequests: "old apps sent \"\(name)\" through another branch of the old anyOf, compared on its own") {
                    let newSide = Side(location: newLocation, anchor: nv.location ?? n.anchor)
                    $0.compare(Side(location: before, anchor: before), newSide, path: childPath)
                }
            }
            // An open object that a schema applied to the same value closed without the name (devcontainers ff733840e's
            // `secrets`, under the root's `unevaluatedProperties: false`): the new version takes what the old one rejected.
            // The change is shown where the old version rejects the member.
            let closer = oldClosed || options.role != .response ? nil : memberCloser(old: true, ov.location, name)
            let closedAround = closer != nil && !memberNeverTaken(old: false, nv.location, name)
            let closedBefore = oldClosed && !takenBefore && siblingTakes == nil
            let responseNote = takenBefore
                ? "the old schema took \"\(name)\" under its patternProperties" : siblingTakes.map(SchemaDiff.siblingTakesNote(name))
            record(.propertyAdded, "property \"\(name)\" added (\(required ? "required" : "optional"))", path: childPath,
                   old: closedAround ? closer.map { site(old, $0, nil) } : site(old, ov, "properties", o.anchor),
                   new: site(new, location, nil),
                   ChangeEffect(breaksResponses: closedBefore ? SchemaDiff.closedReason
                                    : closedAround ? "a schema applied to the same value closed the old object without \"\(name)\"" : nil,
                                breaksRequests: newlyRequired ? "old apps do not send \"\(name)\"" + SchemaDiff.nowRequired : narrows,
                                responseNote: responseNote ?? SchemaDiff.unknownNote,
                                requestNote: neverTaken
                                    ? "a schema applied to the same value closed without \"\(name)\": old apps never sent it here"
                                    : heldAround
                                    ? "a schema the old version applied to the same object held \"\(name)\" to values the new declaration takes"
                                    : "it is optional: old apps may leave it out"))
        }
        let removedNames = Set(oldProperties.keys).subtracting(newProperties.keys)
        let addedNames = Set(newProperties.keys).subtracting(oldProperties.keys)
        for name in oldRequired.subtracting(newRequired).subtracting(removedNames).sorted() {
            record(.becameOptional, "\"\(name)\" is no longer required", path: path + "/" + JSONPointer.escape(name),
                   old: site(old, ov, "required", o.anchor), new: site(new, nv, nv.keywords["required"] != nil ? "required" : nil, n.anchor),
                   .widens("old models declare \"\(name)\" non-optional, so decoding fails when it is missing", requests: "old apps keep sending it"))
        }
        for name in newRequired.subtracting(oldRequired).subtracting(addedNames).sorted() {
            let unionRequired = oldUnionRequires(name, ov)
            let taken = !unionRequired && siblingBranchTakes(ov, lacking: name, path: path)
            let rejectedWithout = !unionRequired && !taken && oldOneOfRejectsLacking(name, ov, path: path)
            record(.becameRequired, "\"\(name)\" became required", path: path + "/" + JSONPointer.escape(name),
                   old: site(old, ov, ov.keywords["required"] != nil ? "required" : nil, o.anchor), new: site(new, nv, "required", n.anchor),
                   unionRequired ? .harmless("every branch of the old union a document could match required it: old apps always send it")
                       : taken ? .harmless(SchemaDiff.takenBySiblingNote(holding: false))
                       : rejectedWithout
                       ? .harmless(SchemaDiff.rejectedWithoutNote)
                       : .narrows("old apps may leave \"\(name)\" out", responses: "old models still decode it"))
        }
    }

    /// Whether every branch of the old view's `anyOf` or `oneOf` that a document can match requires `name`, the others
    /// requiring a member the old closed object rejects (go-task 28408ef3f's `for_deps_call`: `oneOf: [{required: [cmd]},
    /// {required: [task]}]` in a closed object without `cmd`, now `required: [for, task]`).
    mutating func oldUnionRequires(_ name: String, _ ov: SchemaView) -> Bool {
        for members in unionBranchLists(ov) {
            let required = members.allSatisfy { branch in
                SchemaView(old, at: branch, following: true).requiredNames.contains(name)
                    || memberOldObjectRejects(branch, oldView: ov, branchInOld: true) != nil
            }
            if required { return true }
        }
        return false
    }

    /// Whether every document the new closed object `nv` accepts matches exactly one of the old union's `branches`, each a
    /// `required` alone: one asks only for members `nv` requires, each other for one `nv` rejects (go-task 28408ef3f's
    /// `oneOf: [{required: [cmd]}, {required: [task]}]`, removed where the object now requires `cmd` and has no `task`).
    func newMeetsOneBranch(_ oldBranches: [SchemaLocation], _ nv: SchemaView) -> Bool {
        guard nv.keywords["additionalProperties"] == .bool(false), nv.keywords["patternProperties"] == nil,
            nv.keywords["unevaluatedProperties"] == nil, let types = nv.types, SchemaDiff.expand(types) == ["object"]
        else { return false }
        let declared = Set(nv.keywords["properties"]?.objectValue?.keys ?? []), required = Set(nv.requiredNames)
        var met = 0
        for branch in oldBranches {
            guard let object = old.value(at: branch)?.objectValue,
                object.keys.allSatisfy({ $0 == "required" || SchemaView.isAnnotation($0) }),
                let names = object["required"]?.arrayValue?.compactMap(\.stringValue), !names.isEmpty
            else { return false }
            if Set(names).isSubset(of: required) {
                met += 1
            } else if names.allSatisfy(declared.contains) {
                return false
            }
        }
        return met == 1
    }

    /// A member both objects declare. Where every branch of the other version's union declares it within this version's
    /// declaration (or takes no such member), the union, not the object's own declaration, limits it: drone d875fb458
    /// declared a pipeline's `steps` items as the closed `step`, which each old pipeline type's branch already required of
    /// its steps, so no old request breaks there (and the reverse for responses). Where some branch does not lie within,
    /// only the kinds of break some branch's own declaration shows at the same place stand: drone deba0f501 dropped the
    /// pipeline's `steps` items while each pipeline type still declares its steps (``branchBreaks``).
    private mutating func compareShared(
        _ name: String, _ oldChild: Side, _ newChild: Side, _ ov: SchemaView, _ nv: SchemaView, path: String
    ) {
        var spares: [DiffRole: Spare] = [:]
        if let before = oldChild.location, let after = newChild.location {
            for (isOld, role) in [(false, DiffRole.response), (true, .request)] where options.role != role.other {
                guard let declared = branchDeclarations(name, isOld ? ov : nv, old: isOld, own: isOld ? before : after) else { continue }
                // Declared as anything on the object, limited in each branch: the object's declaration says nothing of the
                // member in this role, each branch's says all (github-action ed45aac29's `outputs: {}` with a `then` and an `else`).
                let note = SchemaDiff.declaredInBranchesNote(name, old: isOld)
                comparing(sparing: [role: Spare(note: note)]) { diff in diff.compare(oldChild, newChild, path: path) }
                for location in declared {
                    let branch = Side(location: location, anchor: location)
                    comparing(sparing: [role.other: Spare(note: note)]) { diff in
                        diff.compare(isOld ? branch : oldChild, isOld ? newChild : branch, path: path)
                    }
                }
                return
            }
            if options.role != .response {
                if unionBounds(name, ov, old: true, own: before, within: after) {
                    spares[.request] = Spare(note: SchemaDiff.keptByUnionNote(name, old: true))
                } else if let kept = branchBreaks(name, ov, old: true, other: after) {
                    spares[.request] = Spare(note: SchemaDiff.keptByBranchesNote(name, old: true), base: path, keeping: kept)
                }
            }
            if options.role != .request {
                if unionBounds(name, nv, old: false, own: after, within: before) {
                    spares[.response] = Spare(note: SchemaDiff.keptByUnionNote(name, old: false))
                } else if let kept = branchBreaks(name, nv, old: false, other: before) {
                    spares[.response] = Spare(note: SchemaDiff.keptByBranchesNote(name, old: false), base: path, keeping: kept)
                }
            }
        }
        comparing(sparing: spares) { diff in diff.compare(oldChild, newChild, path: path) }
    }

    /// The declarations of `name` in the branches of one union or condition of `view` (old or new) that declares it in
    /// every branch taking it, where the object's own declaration at `own` takes anything; nil otherwise.
    private mutating func branchDeclarations(_ name: String, _ view: SchemaView, old isOld: Bool, own: SchemaLocation) -> [SchemaLocation]? {
        guard normalForm(old: isOld, own)?.value == .bool(true) else { return nil }
        for members in boundingBranchLists(view) {
            if let declared = declarations(of: name, in: members, old: isOld), !declared.isEmpty { return declared }
        }
        return nil
    }

    /// Where the branches `members` (old or new) declare `name`: nil when one takes it without declaring it (open to it); a
    /// branch taking no such member (of other types, or closed without it) declares nothing.
    func declarations(of name: String, in members: [SchemaLocation], old isOld: Bool) -> [SchemaLocation]? {
        var declared: [SchemaLocation] = []
        for member in members {
            let branch = SchemaView.whole(isOld ? old : new, at: member)
            if SchemaDiff.holdsNoMember(branch) { continue }
            if branch.keywords["properties"]?.objectValue?[name] != nil, let location = branch.child("properties", name) {
                declared.append(location)
            } else if undeclaredSchemas(for: name, in: branch)?.isEmpty != true {
                return nil
            }
        }
        return declared
    }

    /// The kinds and places of the breaks (``breakSignatures(_:_:role:)``) between each branch's own declaration of `name`
    /// in the unions (and condition) of `view` (old or new) and the other version's declaration at `other`: those every
    /// union's branches show (every union applies); nil where a branch takes the member without declaring it (the object's
    /// declaration alone limits it there), or a probe stops. Both the object's and the branch's declaration apply, so a
    /// document breaking in a way no branch's own declaration does is one no branch takes.
    private mutating func branchBreaks(_ name: String, _ view: SchemaView, old isOld: Bool, other: SchemaLocation) -> Set<String>? {
        var found: Set<String>?
        for members in boundingBranchLists(view) {
            guard let declared = declarations(of: name, in: members, old: isOld) else { return nil }
            var shown = Set<String>()
            for location in declared {
                guard let breaks = isOld
                    ? breakSignatures(location, other, role: .request) : breakSignatures(other, location, role: .response)
                else { return nil }
                shown.formUnion(breaks)
            }
            found = found.map { $0.intersection(shown) } ?? shown
        }
        return found
    }

    /// Whether every branch of a `oneOf` or `anyOf` of `view` (or its `then` and `else`; in the old version or the new) takes `name` only within the
    /// other version's declaration at `bound`: each branch declares it so, together with the object's own declaration at
    /// `own` (both apply), or takes no such member (of other types, or closed without it).
    private mutating func unionBounds(
        _ name: String, _ view: SchemaView, old isOld: Bool, own: SchemaLocation, within bound: SchemaLocation
    ) -> Bool {
        // The union first: most objects have none, and normal forms are not made for nothing.
        let lists = boundingBranchLists(view)
        guard !lists.isEmpty, let outer = normalForm(old: !isOld, bound), let holder = normalForm(old: isOld, own) else { return false }
        for members in lists {
            guard let declared = declarations(of: name, in: members, old: isOld) else { continue }
            let bounded = declared.allSatisfy { location in
                guard let form = normalForm(old: isOld, location) else { return false }
                let both = SchemaNormalForm.conjunction([holder.value, form.value])
                return SchemaNormalForm.contains(outer, (both, JSONWriter.compact.string(from: both)))
            }
            if bounded { return true }
        }
        return false
    }

    /// Why a change to a member one version declares as anything, and its branches each with a schema, is judged by
    /// those schemas in one role (``compareShared``).
    static func declaredInBranchesNote(_ name: String, old: Bool) -> String {
        (old ? "the old schema declared \"\(name)\" as anything here and limited it in each branch of its union or condition"
            : "the new schema declares \"\(name)\" as anything here and limits it in each branch of its union or condition")
            + ": compared with each branch's declaration instead"
    }

    /// Why one kind of change to a member both objects declare breaks nothing in one role (``branchBreaks``).
    static func keptByBranchesNote(_ name: String, old: Bool) -> String {
        old
            ? "no branch of the old union declared \"\(name)\" so that this breaks (each took it with its own declaration, or took "
                + "no such member): old apps sent no value it rejects this way"
            : "no branch of the new union declares \"\(name)\" so that this breaks (each takes it with its own declaration, or takes "
                + "no such member): old models decode every value it allows this way"
    }

    /// Why a change to a member both objects declare breaks nothing in one role (``compareShared``).
    static func keptByUnionNote(_ name: String, old: Bool) -> String {
        old
            ? "every branch of the old union declared \"\(name)\" within the new schema (or took no such member): "
                + "old apps sent no value it rejects"
            : "every branch of the new union declares \"\(name)\" within the old schema (or takes no such member): "
                + "old models decode every value it allows"
    }

    /// Whether every branch of the new view's `anyOf` or `oneOf` requires `name` and declares it within the old schema at
    /// `oldMember`: a required member moved from the object into each branch is promised as before. Not `requiring`: each
    /// branch declares it so, or takes no such member (closed without it, or of other types): an optional member moved
    /// into the branches that take it (github-action 45acb7ab5's `runs`, three closed forms, only the docker one with `env`).
    mutating func newUnionPromises(_ name: String, _ oldMember: SchemaLocation, _ nv: SchemaView, requiring: Bool = true) -> Bool {
        for members in unionBranchLists(nv) {
            let promised = members.allSatisfy { branch in
                let view = SchemaView.whole(new, at: branch)
                if !requiring {
                    if SchemaDiff.holdsNoMember(view) { return true }
                    if view.keywords["properties"]?.objectValue?[name] == nil {
                        return undeclaredSchemas(for: name, in: view)?.isEmpty == true
                    }
                }
                guard !requiring || view.requiredNames.contains(name), let declared = view.child("properties", name) else { return false }
                return normalFormRelation(oldMember, declared).newWithinOld
            }
            if promised { return true }
        }
        return false
    }

    /// Whether the new object's `then` and `else` (both there) each take `name` only with the schema the old object gave it
    /// (declared with the same normal form) or not at all (closed without it): a member moved into the branches (specmatic
    /// c5b8ed7cc's members, now in an `else` alike and absent from a closed `then`) takes no value it did not.
    mutating func branchesKeep(_ name: String, _ oldLocation: SchemaLocation, in nv: SchemaView, oldObject ov: SchemaView) -> Bool {
        guard nv.keywords["if"] != nil, let before = normalForm(old: true, oldLocation) else { return false }
        // A `then` for objects holding a member the old closed object rejected (chrome-manifest fd1c53551's commands: `if:
        // {required: [global], …}`, `global` new): old models rejected every payload it applies to, which that member's own
        // item shows.
        let reaching = nv.child("if").map { SchemaView.whole(new, at: $0).requiredNames } ?? []
        let unreached = ov.location.map { object in reaching.contains { SchemaDiff.rejectsMember(old, at: object, $0) != nil } } ?? false
        for keyword in ["then", "else"] {
            if keyword == "then", unreached { continue }
            guard nv.keywords[keyword] != nil, let location = nv.child(keyword) else { return false }
            let branch = SchemaView.whole(new, at: location)
            if branch.keywords["properties"]?.objectValue?[name] != nil, let member = branch.child("properties", name) {
                guard normalForm(old: false, member)?.text == before.text else { return false }
            } else if undeclaredSchemas(for: name, in: branch)?.isEmpty != true {
                return false
            }
        }
        return true
    }

    /// Whether the old object already limits `name` to what the new declaration at `declared` accepts, by a union applying
    /// to it: every `anyOf`/`oneOf` branch beside it (in an `allOf` with it, or where each `$ref` to it as a definition sits
    /// in one) rejects the name (closed without it) or declares it within the new schema. drone 67717760c declared
    /// `concurrency` in the open `kind_pipeline`, whose `allOf` sibling is a `oneOf` of closed pipelines, one of which
    /// declared it alike: old apps send it only as the new declaration asks.
    mutating func keptByOldUnion(_ name: String, _ ov: SchemaView, within declared: SchemaLocation?, depth: Int = 0) -> Bool {
        guard let declared, depth < 4 else { return false }
        for members in unionBranchLists(ov) {
            let kept = members.allSatisfy { member in
                // Its `allOf` members' declarations too (prettierrc ae7c16e2d's `{type: object, allOf: [options, overrides]}`).
                let branch = SchemaView.whole(old, at: member).mergingAllOf(in: old)
                // A branch of other types holds no member (prettierrc ae7c16e2d's string form beside its options object).
                if SchemaDiff.holdsNoMember(branch) { return true }
                if branch.keywords["properties"]?.objectValue?[name] != nil, let own = branch.child("properties", name) {
                    // The same declaration in a definition of both versions: what changed in it is compared there.
                    return normalFormRelation(own, declared).oldWithinNew
                        || DiffOracle.definition(holding: own.pointer) != nil && identity(old, own) == identity(new, declared)
                }
                return undeclaredSchemas(for: name, in: branch)?.isEmpty == true
            }
            if kept { return true }
        }
        // A definition: every `$ref` to it is an `allOf` member of an object whose union keeps the name.
        guard let location = ov.location, location.pointer.tokens.count == 2,
            Vocabulary.definitionsKeywordsOfAnyDraft.contains(location.pointer.tokens[0])
        else { return false }
        let uses = referrerMap(old: true)[location] ?? []
        guard !uses.isEmpty, uses.count <= 16 else { return false }
        return uses.allSatisfy { use in
            let tokens = use.pointer.tokens
            guard tokens.count >= 2, tokens[tokens.count - 2] == "allOf", Int(tokens[tokens.count - 1]) != nil else { return false }
            let holder = SchemaLocation(file: use.file, pointer: JSONPointer(tokens: Array(tokens.dropLast(2))))
            let view = SchemaView(old, at: holder, following: false).mergingAllOf(in: old)
            return keptByOldUnion(name, view, within: declared, depth: depth + 1)
        }
    }

    /// Whether a schema the old version applies to the same object as `ov`, by the structure around it, limits `name` to
    /// what the new declaration at `declared` accepts (``coapplied(_:_:depth:)``). template.json d41269c7b's post actions are
    /// `allOf: [{properties: {args: {additionalProperties: {type: string}}}}, {oneOf: [one branch per action]}]`; the NuGet
    /// restore branch's open `args` declared `files` as an array or a string: old apps sent it as a string.
    mutating func heldByCoapplied(_ name: String, _ ov: SchemaView, within declared: SchemaLocation?) -> Bool {
        guard let declared, let location = ov.location else { return false }
        for other in coapplied(old, location) {
            let view = SchemaView.whole(old, at: other)
            let held = view.keywords["properties"]?.objectValue?[name] != nil
                ? view.child("properties", name).map { [$0] } ?? [] : undeclaredSchemas(for: name, in: view) ?? []
            if held.contains(where: { normalFormRelation($0, declared).oldWithinNew }) { return true }
        }
        return false
    }

    /// The schemas applied, by the structure around it, to the same value as the schema at `location`, which any way of
    /// reaching it passes through: the schemas holding it (as an `allOf`/`anyOf`/`oneOf` member or a `then`/`else`) and their
    /// `allOf` members; for a member's schema (`…/properties/<name>`), the same member's declarations in the schemas so
    /// applied to its object. Four levels up, 32 schemas at most; `$ref`s to a definition are not followed back.
    func coapplied(_ set: SchemaSet, _ location: SchemaLocation, depth: Int = 0) -> [SchemaLocation] {
        let tokens = location.pointer.tokens
        guard depth < 4, tokens.count >= 1 else { return [] }
        let up = { (count: Int) in SchemaLocation(file: location.file, pointer: JSONPointer(tokens: Array(tokens.dropLast(count)))) }
        var found: [SchemaLocation] = []
        let conditional = (tokens.last == "then" || tokens.last == "else") && set.value(at: up(1))?.objectValue?["if"] != nil
        let inUnion = tokens.count >= 2 && ["allOf", "anyOf", "oneOf"].contains(tokens[tokens.count - 2])
            && Int(tokens[tokens.count - 1]) != nil
        if inUnion || conditional {
            let holder = up(conditional ? 1 : 2)
            found.append(holder)
            for index in (set.value(at: holder.appending("allOf"))?.arrayValue ?? []).indices {
                let member = holder.appending("allOf", String(index))
                if member != location { found.append(member) }
            }
            found += coapplied(set, holder, depth: depth + 1)
        } else if tokens.count >= 2, tokens[tokens.count - 2] == "properties" {
            let name = tokens[tokens.count - 1]
            let object = up(2)
            for other in [object] + coapplied(set, object, depth: depth + 1) {
                let view = SchemaView.whole(set, at: other)
                if view.keywords["properties"]?.objectValue?[name] != nil, let member = view.child("properties", name), member != location {
                    found.append(member)
                }
            }
        }
        return Array(found.prefix(32))
    }

    /// The declaration of `name` in the `properties` beside the union whose matched branches are compared at `path`, in the
    /// old version (`inOld`) or the new one, when the other version's holder does not declare it: the member moved between
    /// the holder and a branch (hws-config 02817d67b's `host` and `hostGroup`, declared beside `oneOf: [{required: [host]},
    /// {required: [hostGroup]}]`, then in the branches that require them). Both `properties` apply to the same value: a declaration
    /// that moved alike is no change (one that changed as it moved is judged as before).
    func heldBesideUnion(_ name: String, path: String, inOld: Bool) -> SchemaLocation? {
        guard let holders = unionHolders[path] else { return nil }
        return (inOld ? holders.old : holders.new).child("properties", name)
    }

    /// Whether the property schema at `location` (`…/properties/<name>`) is only a `$ref` to the schema that an object it is
    /// an `allOf`/`anyOf`/`oneOf` member or `then`/`else` of already applies to the same member, or to where that schema's own
    /// `$ref` leads (dependabot-2.0 aae26627e:
    /// `anyOf: [{properties: {x: {$ref: "#/…/properties/x"}}, required: [x]}]` under an object declaring `x`): it
    /// constrains nothing that object does not.
    static func restatesHolder(_ set: SchemaSet, _ location: SchemaLocation, _ name: String) -> Bool {
        var tokens = location.pointer.tokens
        guard tokens.count >= 2, tokens[tokens.count - 2] == "properties", tokens.last == name,
            case .object(let object)? = set.value(at: location), object["$ref"] != nil,
            object.keys.allSatisfy({ $0 == "$ref" || SchemaView.isAnnotation($0) }), let target = set.target(ofReferenceAt: location)
        else { return false }
        tokens.removeLast(2)
        while true {
            if tokens.count >= 2, ["allOf", "anyOf", "oneOf"].contains(tokens[tokens.count - 2]), Int(tokens[tokens.count - 1]) != nil {
                tokens.removeLast(2)
            } else if let last = tokens.last, last == "then" || last == "else" {
                tokens.removeLast()
            } else {
                return false
            }
            // The holder's schema for the member, or where its own `$ref` leads (both naming `#/definitions/dependency-type`).
            let declared = SchemaLocation(file: location.file, pointer: JSONPointer(tokens: tokens + ["properties", name]))
            if target == declared { return true }
            if set.value(at: declared)?.objectValue?["$ref"] != nil, let end = SchemaView.finalTarget(set, from: declared),
                end == SchemaView.finalTarget(set, from: location)
            {
                return true
            }
        }
    }

    /// The schemas an object applies to a member named `name` it does not declare in `properties`:
    /// those of the `patternProperties` the name matches, else `additionalProperties`'s (or
    /// `unevaluatedProperties`'s); `[]` when it rejects the name (`false`); `nil` when it takes any
    /// value there (absent or `true`, or a pattern that cannot be read, taken as the widest reading).
    func undeclaredSchemas(for name: String, in view: SchemaView) -> [SchemaLocation]? {
        var matched: [SchemaLocation] = []
        for pattern in (view.keywords["patternProperties"]?.objectValue ?? JSONObject()).keys.sorted() {
            guard let regex = ECMAScriptRegex.reading(pattern), let matches = regex.matches(name) else { return nil }
            if matches, let location = view.child("patternProperties", pattern) { matched.append(location) }
        }
        if !matched.isEmpty { return matched }
        for keyword in ["additionalProperties", "unevaluatedProperties"] {
            switch extra(view, keyword) {
            case .open: continue
            case .closed: return []
            case .schema(let location): return [location]
            }
        }
        return nil
    }

    /// `additionalProperties` and `unevaluatedProperties`: opened, closed, or their schemas compared.
    mutating func compareAdditionalProperties(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        for keyword in ["additionalProperties", "unevaluatedProperties"] where ov.keywords[keyword] != nil || nv.keywords[keyword] != nil {
            let childPath = path + "/*"
            // The old object's one pattern took every name, so its `additionalProperties` applied to no member: the new one
            // is compared with that pattern's schema, which is the same when the pattern moved there whole (gematik-test-
            // patients ea49c4087: `{".*": {$ref: partial-gematik-test-patient.json#}}`, then `{$ref: "#/definitions/Patient"}`).
            if keyword == "additionalProperties", let pattern = everyNamePattern(ov), nv.keywords["patternProperties"] == nil,
                case .schema(let after) = extra(nv, keyword), let before = ov.child("patternProperties", pattern)
            {
                if !patternNowAdditional(pattern, ov, nv) {
                    compare(Side(location: before, anchor: ov.location ?? o.anchor), Side(location: after, anchor: nv.location ?? n.anchor),
                            path: childPath)
                }
                continue
            }
            let oldSite = site(old, ov, ov.keywords[keyword] != nil ? keyword : nil, o.anchor)
            let newSite = site(new, nv, nv.keywords[keyword] != nil ? keyword : nil, n.anchor)
            // The new object opened, its `propertyNames` listing only names the old one declared (lsdlschema-3.4 5b7624d8d's
            // phrasings): it takes no member under a name the old one rejected.
            var namesDeclared = false
            if keyword == "additionalProperties", ov.keywords["patternProperties"] == nil, nv.keywords["patternProperties"] == nil,
                let names = listedNames(old: false, nv)
            {
                namesDeclared = names.isSubset(of: (ov.keywords["properties"]?.objectValue ?? JSONObject()).keys)
            }
            switch (extra(ov, keyword), extra(nv, keyword)) {
            case (.open, .open), (.closed, .closed):
                break
            case (.open, .closed) where takesNoObject(old: false, nv), (.schema, .closed) where takesNoObject(old: false, nv),
                (.closed, .open) where takesNoObject(old: true, ov), (.closed, .schema) where takesNoObject(old: true, ov):
                // Closing a schema that takes no object (a union of strings and null written with `unevaluatedProperties:
                // false`, as vector's 2019-09 rewrite does) changes nothing it accepts.
                break
            case (.open, .closed) where keyword == "additionalProperties" && oldUnionClosedWithin(ov, nv):
                record(.additionalPropertiesClosed, "\(keyword) became false", path: path, old: oldSite, new: newSite,
                       .harmless("every branch of the old union taking objects was closed to members the new object does not declare"))
            case (.open, .closed), (.schema, .closed):
                record(.additionalPropertiesClosed, "\(keyword) became false", path: path, old: oldSite, new: newSite,
                       .narrows("old apps may send properties the schema does not declare, which the new one rejects", responses: SchemaDiff.unknownNote))
            case (.closed, .open) where namesDeclared, (.closed, .schema) where namesDeclared:
                record(.additionalPropertiesOpened, "\(keyword) no longer false", path: path, old: oldSite, new: newSite,
                       .harmless("the new propertyNames takes only names the old object declares"))
            case (.closed, .open), (.closed, .schema):
                record(.additionalPropertiesOpened, "\(keyword) no longer false", path: path, old: oldSite, new: newSite,
                       .widens(SchemaDiff.closedReason.replacing("additionalProperties", with: keyword), requests: "the new schema accepts more"))
            case (.schema(let before), .schema(let after)):
                compare(Side(location: before, anchor: ov.location ?? o.anchor), Side(location: after, anchor: nv.location ?? n.anchor), path: childPath)
            case (.schema(let before), .open):
                // A pattern that takes every name in the new object gives its schema to the members the old one left to this.
                let after = keyword == "additionalProperties" ? everyNameStandIn(nv, other: ov) : nil
                compare(Side(location: before, anchor: ov.location ?? o.anchor), Side(location: after, anchor: nv.location ?? n.anchor), path: childPath)
            case (.open, .schema(let after)) where keyword == "additionalProperties" && everyNameStandIn(ov, other: nv) != nil:
                // stylelint's rule options `{patternProperties: {".*": list}}`, now `{additionalProperties: list or string}`:
                // every member the new object gives this schema took the old pattern's.
                compare(Side(location: everyNameStandIn(ov, other: nv), anchor: ov.location ?? o.anchor),
                        Side(location: after, anchor: nv.location ?? n.anchor), path: childPath)
            case (.open, .schema(let after)):
                compare(Side(location: nil, anchor: ov.location ?? o.anchor), Side(location: after, anchor: nv.location ?? n.anchor), path: childPath)
            }
        }
    }

    /// Whether no value the schema accepts is an object, by its `type` or, without one, its normal form (its unions'
    /// branches): its object keywords then constrain nothing.
    mutating func takesNoObject(old isOld: Bool, _ view: SchemaView) -> Bool {
        guard let types = view.types ?? effectiveTypes(old: isOld, view) else { return false }
        return !types.contains("object")
    }

    /// `patternProperties` by pattern, and `propertyNames`.
    mutating func comparePatternProperties(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        let oldPatterns = ov.keywords["patternProperties"]?.objectValue ?? JSONObject()
        let newPatterns = nv.keywords["patternProperties"]?.objectValue ?? JSONObject()
        let renamed = comparePatternRenamed(ov, nv, path: path, o, n)
        for pattern in Set(oldPatterns.keys).union(newPatterns.keys).sorted() where !renamed.contains(pattern) {
            let childPath = path + "/{" + pattern + "}"
            switch (oldPatterns[pattern], newPatterns[pattern]) {
            case (_?, _?):
                compare(Side(location: ov.child("patternProperties", pattern), anchor: ov.location ?? o.anchor),
                        Side(location: nv.child("patternProperties", pattern), anchor: nv.location ?? n.anchor), path: childPath)
            case (nil, let added?):
                let effect = patternAddedEffect(pattern, added, ov, nv)
                record(patternKind(effect), "patternProperties /\(pattern)/ added", path: childPath,
                       old: site(old, ov, nil, o.anchor), new: site(new, nv.child("patternProperties", pattern)!, nil), effect)
            case (_?, nil) where everyNameStandIn(ov, other: nv) == ov.child("patternProperties", pattern),
                (nil, _?) where everyNameStandIn(nv, other: ov) == nv.child("patternProperties", pattern):
                // The same spelling as the other object's `additionalProperties`, compared with it at `/*`.
                break
            case (_?, nil) where patternNowAdditional(pattern, ov, nv):
                let effect = ChangeEffect.harmless("the new additionalProperties gives every such member the same schema")
                let removed = ov.child("patternProperties", pattern) ?? o.anchor
                record(.constraintLoosened, "patternProperties /\(pattern)/ removed", path: childPath,
                       old: site(old, removed, nil), new: site(new, nv, "additionalProperties", n.anchor), effect)
            case (let removed?, nil):
                let effect = patternRemovedEffect(pattern, removed, ov, nv)
                record(patternKind(effect), "patternProperties /\(pattern)/ removed", path: childPath,
                       old: site(old, ov.child("patternProperties", pattern)!, nil), new: site(new, nv, nil, n.anchor), effect)
            default:
                break
            }
        }
        if ov.keywords["propertyNames"] != nil || nv.keywords["propertyNames"] != nil {
            let namesPath = path + "/(property names)"
            if let before = listedNames(old: true, ov), let after = listedNames(old: false, nv), before == after {
                let oldSite = site(old, ov, ov.keywords["propertyNames"] == nil ? nil : "propertyNames", o.anchor)
                let newSite = site(new, nv, nv.keywords["propertyNames"] == nil ? nil : "propertyNames", n.anchor)
                let note = "both versions take members under the same names only"
                let summary = "the \(before.count) member names taken respelled"
                record(.constraintChanged, summary, path: namesPath, old: oldSite, new: newSite, .harmless(note))
                return
            }
            let oldAnchor = ov.location ?? o.anchor, newAnchor = nv.location ?? n.anchor
            let oldNames = Side(location: ov.child("propertyNames"), anchor: oldAnchor, implied: SchemaDiff.namesByPattern(ov))
            let newNames = Side(location: nv.child("propertyNames"), anchor: newAnchor, implied: SchemaDiff.namesByPattern(nv))
            compare(oldNames, newNames, path: namesPath)
        }
    }

    /// The names an object takes members under when they are finitely many: its `propertyNames` listing them (`const`s,
    /// an `enum`, a union of those, by normal form), only those it declares when it is also closed; a closed object's
    /// declared names. lsdlschema-3.4 5b7624d8d's phrasings, closed with `Attribute`, `State`, `Weight` and
    /// `TemplateSchema`, then open with `propertyNames: {anyOf: [{const: Attribute}, {$ref: phrasingPropertyNames}]}`.
    mutating func listedNames(old isOld: Bool, _ view: SchemaView) -> Set<String>? {
        guard view.keywords["patternProperties"] == nil, view.keywords["unevaluatedProperties"] == nil else { return nil }
        let declared = Set((view.keywords["properties"]?.objectValue ?? JSONObject()).keys)
        var closed = false
        if case .closed = extra(view, "additionalProperties") { closed = true }
        guard let location = view.child("propertyNames") else { return closed ? declared : nil }
        guard let form = normalForm(old: isOld, location), let values = SchemaNormalForm.listedValues(form.value),
            form.value.objectValue?["type"].map({ $0 == .string("string") }) ?? true
        else { return nil }
        let names = Set(values.compactMap(\.stringValue))
        return closed ? names.intersection(declared) : names
    }

    /// The `propertyNames` a closed object without one already has: `{type: string, pattern: P}` for its one
    /// `patternProperties` entry P, when P matches each name it declares (lsdlschema-3.4 5b7624d8d's terms, closed under
    /// `^.+$`, then named by `{minLength: 1}`: no name the old object took is refused). Nil for other objects.
    static func namesByPattern(_ view: SchemaView) -> [String: JSONValue]? {
        guard view.keywords["propertyNames"] == nil, view.keywords["unevaluatedProperties"] == nil,
            view.keywords["additionalProperties"] == .bool(false), let patterns = view.keywords["patternProperties"]?.objectValue,
            patterns.count == 1, let pattern = patterns.keys.first, let regex = ECMAScriptRegex.reading(pattern),
            (view.keywords["properties"]?.objectValue ?? JSONObject()).keys.allSatisfy({ regex.matches($0) == true })
        else { return nil }
        return ["type": .string("string"), "pattern": .string(pattern)]
    }

    /// Whether the old `pattern`'s schema is, by normal form, the new object's `additionalProperties`, beside no other new
    /// pattern and no declared member whose name it matches: each member it matched gets the same schema (dependabot-2.0
    /// 7ab2c6b84's registries under `.+`, then under `additionalProperties`; what else the opening lets in is its own item).
    mutating func patternNowAdditional(_ pattern: String, _ ov: SchemaView, _ nv: SchemaView) -> Bool {
        guard case .schema(let after) = extra(nv, "additionalProperties"), nv.keywords["patternProperties"] == nil,
            nv.keywords["unevaluatedProperties"] == nil, let before = ov.child("patternProperties", pattern),
            let regex = ECMAScriptRegex.reading(pattern)
        else { return false }
        let declared = (nv.keywords["properties"]?.objectValue ?? JSONObject()).keys
        guard declared.allSatisfy({ regex.matches($0) == false }) else { return false }
        return old.value(at: before) == new.value(at: after) || normalFormRelation(before, after) == (true, true)
    }

    /// Whether the new object's `additionalProperties`, beside no pattern and no declared member `pattern` matches, takes only
    /// values the old `pattern`'s schema took, where nothing else of the old object applied to the names it matches:
    /// old models decode each such member (partial-poe 0091e807a's `env`, `^.+$` → a string or open object, now
    /// `additionalProperties` → a string or closed `{default}`). What else the new object takes (the empty name, which
    /// `^.+$` left to the closed old object) is the opening's own item.
    mutating func patternNarrowedToAdditional(_ pattern: String, _ ov: SchemaView, _ nv: SchemaView) -> Bool {
        guard case .schema(let after) = extra(nv, "additionalProperties"), nv.keywords["patternProperties"] == nil,
            nv.keywords["unevaluatedProperties"] == nil, !overlaps(pattern, ov), let before = ov.child("patternProperties", pattern),
            let regex = ECMAScriptRegex.reading(pattern)
        else { return false }
        let declared = (nv.keywords["properties"]?.objectValue ?? JSONObject()).keys
        guard declared.allSatisfy({ regex.matches($0) == false }) else { return false }
        return normalFormRelation(before, after).newWithinOld || kept(before, after, role: .response)
    }

    /// The object's one `patternProperties` pattern, when it takes every name.
    func everyNamePattern(_ view: SchemaView) -> String? {
        guard let patterns = view.keywords["patternProperties"]?.objectValue, patterns.count == 1, let pattern = patterns.keys.first,
            SchemaDiff.matchesEveryName(pattern)
        else { return nil }
        return pattern
    }

    /// Whether `pattern` matches every string: it matches the empty one with no assertion but a leading `^`, so it matches
    /// at the start of any string (`.*`, `^.*`; not `^.*$`, which fails on a line break).
    static func matchesEveryName(_ pattern: String) -> Bool {
        let body = pattern.hasPrefix("^") ? String(pattern.dropFirst()) : pattern
        let assertions = ["^", "$", "\\b", "\\B", "(?=", "(?!", "(?<=", "(?<!"]
        guard !assertions.contains(where: body.contains), let regex = ECMAScriptRegex.reading(pattern) else { return false }
        return regex.matches("") == true
    }

    /// `view`'s pattern schema that matches every name (``everyNamePattern(_:)``), when `view` has no `additionalProperties`
    /// nor declared members (which the pattern would check too) and the other version's object no pattern but an
    /// `additionalProperties` schema: the pattern stands for it, and ``compareAdditionalProperties(_:_:path:_:_:)`` compares
    /// the two.
    func everyNameStandIn(_ view: SchemaView, other: SchemaView) -> SchemaLocation? {
        guard other.keywords["patternProperties"] == nil, other.keywords["unevaluatedProperties"] == nil,
            view.keywords["additionalProperties"] == nil, view.keywords["unevaluatedProperties"] == nil,
            view.keywords["properties"]?.objectValue?.isEmpty ?? true,
            case .schema = extra(other, "additionalProperties")
        else { return nil }
        return everyNamePattern(view).flatMap { view.child("patternProperties", $0) }
    }

    /// What an object does with a member it neither declares nor matches by a pattern: `additionalProperties`, else
    /// `unevaluatedProperties`, when either limits it.
    func undeclaredExtra(_ view: SchemaView) -> Extra {
        let additional = extra(view, "additionalProperties")
        return additional.isOpen ? extra(view, "unevaluatedProperties") : additional
    }

    /// Whether a member `view` declares, or another of its patterns, may take a name `pattern` matches (an unreadable
    /// pattern may).
    func overlaps(_ pattern: String, _ view: SchemaView) -> Bool {
        guard let regex = ECMAScriptRegex.reading(pattern) else { return true }
        let declared = view.keywords["properties"]?.objectValue?.keys ?? []
        let others = (view.keywords["patternProperties"]?.objectValue?.keys ?? []).filter { $0 != pattern }
        return !others.isEmpty || declared.contains { regex.matches($0) != false }
    }

    /// ``overlaps(_:_:)``, but for an old pattern whose schema the added one's takes every value of (package.json 06a18b2c6's
    /// `^types@.+$` beside `^[^.0-9]+$`, both a `$ref` to the same entry): a name both match gets nothing new to meet.
    /// With `newView`, a name the old object declared that the new one no longer does is left out: its old schema is compared
    /// with the pattern's where the property was removed (composer efb87fdaf's `_comment`, now under `^_comment.*`).
    mutating func overlapsOtherwise(
        _ pattern: String, _ schema: SchemaLocation?, _ view: SchemaView, newView: SchemaView? = nil
    ) -> Bool {
        guard let regex = ECMAScriptRegex.reading(pattern), let schema else { return true }
        let stillDeclared = newView.map { $0.keywords["properties"]?.objectValue ?? JSONObject() }
        let declared = (view.keywords["properties"]?.objectValue?.keys ?? []).filter { name in
            stillDeclared.map { $0[name] != nil } ?? true
        }
        if declared.contains(where: { regex.matches($0) != false }) { return true }
        for other in (view.keywords["patternProperties"]?.objectValue?.keys ?? []) where other != pattern {
            guard let location = view.child("patternProperties", other) else { return true }
            let same = SchemaDiff.withoutAnnotations(old.value(at: location)) == SchemaDiff.withoutAnnotations(new.value(at: schema))
            if !same && !normalFormRelation(location, schema).oldWithinNew { return true }
        }
        return false
    }

    /// A pattern added: members it matches that the old object left to `additionalProperties` now take its schema
    /// instead. Requests break unless that schema takes any value or the closed old object took no such member;
    /// responses break where the old object limited such members (compose-spec 321141841's `{"^x-": {}}` added to a
    /// closed object).
    mutating func patternAddedEffect(_ pattern: String, _ added: JSONValue, _ ov: SchemaView, _ nv: SchemaView) -> ChangeEffect {
        let schema = nv.child("patternProperties", pattern), before = undeclaredExtra(ov)
        // An old pattern that every name matches gave the members the same schema (bitrise 0d5cef006's `.*` → StepModel, split
        // into `^bundle::.+` and `^(?!bundle::)(?!with$).*` → StepModel): old documents and models held them to it already.
        if let schema, let form = normalForm(old: false, schema) {
            let everyName: Set<String> = ["", "^", ".*", "^.*", ".*$"]
            for other in (ov.keywords["patternProperties"]?.objectValue?.keys ?? []) where everyName.contains(other) {
                guard let location = ov.child("patternProperties", other), normalForm(old: true, location)?.text == form.text
                else { continue }
                return .harmless("the old /\(other)/ gave every member this schema")
            }
        }
        let anyValue = takesAnything(new, schema)
        // The old `additionalProperties` gave such members a schema within the pattern's (traefik-v2-file-provider
        // 7703233da's TLS options: the same schema, now under `[a-zA-Z0-9-_]+` beside `additionalProperties: false`).
        var heldAlike = false
        if case .schema(let location) = before, let schema, !overlapsOtherwise(pattern, schema, ov) {
            // Else compared as a request alone (gitlab-ci 51f8f0943's hidden jobs `^[.]`, once jobs requiring `script`, now
            // templates of the same closed object that require nothing).
            heldAlike = normalFormRelation(location, schema).oldWithinNew || kept(location, schema, role: .request)
        }
        let closedApart = !before.isSchema && !before.isOpen && !overlapsOtherwise(pattern, schema, ov, newView: nv)
        let requests = anyValue || heldAlike || closedApart
            ? nil : "old apps may send matching properties the new schema rejects"
        let responses: String?
        switch before {
        case .open: responses = nil
        case .closed:
            let taken = added == .bool(false) || schema.map { oldTakesEveryName(of: pattern, alike: $0, ov) } == true
            responses = taken ? nil : "old models reject members matching /\(pattern)/, which the new schema accepts"
        case .schema(let location):
            // A pattern schema within the old `additionalProperties` (drupal-recipe 049c6d591's `block.block.*` actions, each
            // an object, where any object was taken) lets in nothing new.
            let within = schema.map { normalFormRelation(location, $0).newWithinOld } ?? false
            responses = takesAnything(old, location) || within ? nil : "old models type matching members with their additionalProperties"
        }
        var effect = ChangeEffect(breaksResponses: responses, breaksRequests: requests)
        if requests == nil {
            let alike = "the old additionalProperties held such members to a schema within this one"
            effect.requestNote = anyValue ? "its schema takes any value" : heldAlike ? alike : "the closed old object took no such member"
        }
        if responses == nil { effect.responseNote = "the new schema takes no member the old one rejected" }
        return effect
    }

    /// A pattern removed: members it matched now take `additionalProperties`'s schema instead. Requests break where the
    /// new object limits them (compose-spec 4e4673184's `{"^x-": {}}` removed from a closed `ipam`); responses break
    /// where the removed schema limited them and the new object takes them otherwise.
    mutating func patternRemovedEffect(_ pattern: String, _ removed: JSONValue, _ ov: SchemaView, _ nv: SchemaView) -> ChangeEffect {
        let schema = ov.child("patternProperties", pattern), after = undeclaredExtra(nv)
        let anyValue = takesAnything(old, schema)
        let requests: String?
        switch after {
        case .open: requests = nil
        case .closed:
            requests = removed == .bool(false) ? nil : "old apps may send members matching /\(pattern)/, which the new schema rejects"
        case .schema(let location):
            requests = takesAnything(new, location) ? nil : "old apps may send matching members its additionalProperties rejects"
        }
        let heldAlike = !after.isOpen && !after.isSchema && schema.map { newHoldsEveryName(of: pattern, to: $0, nv) } == true
        let narrowed = !anyValue && patternNarrowedToAdditional(pattern, ov, nv)
        let responses = anyValue || !after.isOpen && !after.isSchema && !overlaps(pattern, nv) || heldAlike || narrowed
            ? nil : "old models type matching properties with the removed schema"
        var effect = ChangeEffect(breaksResponses: responses, breaksRequests: requests)
        if requests == nil { effect.requestNote = "the new schema takes every member the removed one did" }
        if responses == nil {
            effect.responseNote =
                anyValue ? "its schema took any value"
                : narrowed ? "the new additionalProperties takes only values the removed schema took"
                : "the closed new object takes no such member"
        }
        return effect
    }

    /// The schemas `view` applies to a member `name`: its `properties` entry and the `patternProperties` the name matches,
    /// else `additionalProperties`'s; `[]` when it rejects the name, nil when it takes any value there (or a pattern cannot
    /// be read).
    func memberSchemas(for name: String, in view: SchemaView) -> [SchemaLocation]? {
        guard view.keywords["properties"]?.objectValue?[name] != nil, let declared = view.child("properties", name) else {
            return undeclaredSchemas(for: name, in: view)
        }
        var patterns: [SchemaLocation] = []
        for pattern in (view.keywords["patternProperties"]?.objectValue ?? JSONObject()).keys.sorted() {
            guard let regex = ECMAScriptRegex.reading(pattern), let matches = regex.matches(name) else { return nil }
            if matches, let location = view.child("patternProperties", pattern) { patterns.append(location) }
        }
        return [declared] + patterns
    }

    /// Whether the schema at `wider` (old version: `widerIsOld`) takes every value of the one at `narrower`: written alike,
    /// or by normal forms.
    mutating func takesEveryValue(_ wider: SchemaLocation, widerIsOld: Bool, of narrower: SchemaLocation) -> Bool {
        let (o, n) = widerIsOld ? (wider, narrower) : (narrower, wider)
        if SchemaDiff.withoutAnnotations(old.value(at: o)) == SchemaDiff.withoutAnnotations(new.value(at: n)) { return true }
        let relation = normalFormRelation(o, n)
        return widerIsOld ? relation.newWithinOld : relation.oldWithinNew
    }

    /// Whether the old object `ov` takes each name the new `pattern` matches (an anchored pattern of finitely many names,
    /// ``ECMAScriptRegex/finiteMatches(of:limit:)``), every schema it applies there taking each value of the pattern's
    /// `schema`: gorder-r06 4344297c9's `^0[1-7][0-7]$` and kin, each name of which an old `\b0[1-7][0-7]\b` took with the
    /// same integer schema. Then old models decode every member the new pattern lets in.
    mutating func oldTakesEveryName(of pattern: String, alike schema: SchemaLocation, _ ov: SchemaView) -> Bool {
        guard ov.keywords["unevaluatedProperties"] == nil, let names = ECMAScriptRegex.finiteMatches(of: pattern) else { return false }
        var judged: [SchemaLocation: Bool] = [:]
        for name in names {
            // Closed: nil means a pattern that cannot be read, which may hold the member to anything.
            guard let applied = memberSchemas(for: name, in: ov), !applied.isEmpty else { return false }
            for location in applied {
                let takes = judged[location] ?? takesEveryValue(location, widerIsOld: true, of: schema)
                judged[location] = takes
                if !takes { return false }
            }
        }
        return true
    }

    /// Whether every member the closed new object `nv` takes under a name the removed old `pattern` matched is held by a
    /// new schema within the removed one (`schema`): the names `nv` takes are finitely many (its declared members and
    /// anchored patterns of finitely many names), so each is looked at. gorder-r06 4344297c9's `\b0[1-7][0-7]\b` member,
    /// whose names the new `^0[1-7][0-7]$` and kin take with the same integer schema. Then old models decode them all.
    mutating func newHoldsEveryName(of pattern: String, to schema: SchemaLocation, _ nv: SchemaView) -> Bool {
        guard nv.keywords["unevaluatedProperties"] == nil, case .closed = extra(nv, "additionalProperties"),
            let regex = ECMAScriptRegex.reading(pattern)
        else { return false }
        var names = Array((nv.keywords["properties"]?.objectValue ?? JSONObject()).keys)
        for other in (nv.keywords["patternProperties"]?.objectValue ?? JSONObject()).keys {
            guard let matched = ECMAScriptRegex.finiteMatches(of: other), names.count + matched.count <= 16_384 else { return false }
            names += matched
        }
        var judged: [SchemaLocation: Bool] = [:]
        for name in Set(names) {
            guard let matches = regex.matches(name) else { return false }
            guard matches else { continue }
            guard let applied = memberSchemas(for: name, in: nv) else { return false }
            var held = false
            for location in applied where !held {
                let within = judged[location] ?? takesEveryValue(schema, widerIsOld: true, of: location)
                judged[location] = within
                held = within
            }
            if !held && !applied.isEmpty { return false }
        }
        return true
    }

    /// The kind of a pattern's change by whom it breaks: tightened (requests), loosened (responses or nobody), changed
    /// (both).
    func patternKind(_ effect: ChangeEffect) -> SchemaChange.Kind {
        switch (effect.breaksRequests != nil, effect.breaksResponses != nil) {
        case (true, true): .constraintChanged
        case (true, false): .constraintTightened
        default: .constraintLoosened
        }
    }

    /// Whether the schema at `location` takes any value (`{}`, `true` or annotations only), or is an `anyOf` of bare types
    /// that names every type (jfrog-pipelines f699ee0e7's `^.*$` member: string, number, integer, boolean, array, object, null).
    func takesAnything(_ set: SchemaSet, _ location: SchemaLocation?) -> Bool {
        guard let location else { return false }
        let view = SchemaView(set, at: location, following: false)
        if view.isNever { return false }
        let keywords = view.keywords.keys.filter { !SchemaView.isAnnotation($0) }
        if keywords.isEmpty { return true }
        guard keywords == ["anyOf"], let owner = view.owners["anyOf"], let members = view.keywords["anyOf"]?.arrayValue,
            members.count <= 16
        else { return false }
        var types: Set<String> = []
        for index in members.indices {
            let place = SchemaLocation(file: owner.file, pointer: owner.pointer.appending("anyOf").appending(String(index)))
            let member = SchemaView(set, at: place, following: false)
            guard let named = member.types, member.keywords.keys.allSatisfy({ $0 == "type" || SchemaView.isAnnotation($0) }) else { continue }
            types.formUnion(SchemaDiff.expand(named))
        }
        return types.isSuperset(of: SchemaDiff.allTypes)
    }

    /// One `patternProperties` pattern on each side, no other unmatched one, and schemas one of which accepts every value the
    /// other does (or patterns that probably match the same names): a rewritten pattern (apibuilder's `^[a-zA-Z0-9_]*$` →
    /// `^[a-zA-Z][a-zA-Z0-9_]*$`). A name only one pattern matches
    /// (``PatternSeparation``) is judged by what the other version does with it (`additionalProperties`), at that name,
    /// so that the evidence holds it. Returns the two patterns when handled (none when either does not compile).
    private mutating func comparePatternRenamed(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) -> Set<String> {
        let oldPatterns = ov.keywords["patternProperties"]?.objectValue ?? JSONObject()
        let newPatterns = nv.keywords["patternProperties"]?.objectValue ?? JSONObject()
        let oldOnly = oldPatterns.keys.filter { newPatterns[$0] == nil }, newOnly = newPatterns.keys.filter { oldPatterns[$0] == nil }
        guard oldOnly.count == 1, newOnly.count == 1, let before = oldOnly.first, let after = newOnly.first,
            let oldSchema = ov.child("patternProperties", before), let newSchema = nv.child("patternProperties", after)
        else { return [] }
        // Only where both schemas are written alike (the definitions they name are compared under their own names) or accept
        // the same values: other rewrites keep their items for the added and the removed pattern.
        let writtenAlike = old.value(at: oldSchema) == new.value(at: newSchema)
        let relation = writtenAlike ? (true, true) : normalFormRelation(oldSchema, newSchema)
        guard let separation = PatternSeparation(old: before, new: after) else { return [] }
        let summary = "patternProperties /\(before)/ → /\(after)/"
        let oldObject = site(old, ov, nil, o.anchor), newObject = site(new, nv, nil, n.anchor)
        let probablySame = separation.onlyOld == nil && separation.onlyNew == nil
        // Or one schema holds the other (pyproject a32ba9731's scripts: `^.+$` strings became `^[a-zA-Z-_.0-9]+$` strings or
        // tables): compared as one pattern's, what changed is a widening or a narrowing of the same members.
        guard relation.0 || relation.1 || probablySame else { return [] }
        // Probably the same names, another schema (bamboo-spec 3fea23353's `[a-zA-Z0-9\s+_-]` became `…+`, whose members may
        // now be arrays too): the schemas compared as one pattern's.
        // Written alike, they are compared too: the definitions they name are compared under their own names only where the
        // two roots are the files compared (lsdlschema af144ac90: the root became `anyOf` of 1.0 and 0.7, and 0.7's
        // `fullWord` pattern `^.*$` → `^.+$` names a `wordProperties` whose `Type` lost three values).
        if !(relation.0 && relation.1) || writtenAlike {
            let oldSide = Side(location: oldSchema, anchor: ov.location ?? o.anchor)
            compare(oldSide, Side(location: newSchema, anchor: nv.location ?? n.anchor), path: path + "/{" + after + "}")
        }
        let oldExtra = extra(ov, "additionalProperties"), newExtra = extra(nv, "additionalProperties")
        func quoted(_ name: String) -> String { JSONWriter.compact.string(from: .string(name)) }
        if let name = separation.onlyOld {
            // The old schema typed it; the new one leaves it to `additionalProperties`.
            let requests =
                newExtra.isOpen ? nil : "old apps may send \(quoted(name)), which the new schema no longer accepts as a pattern's member"
            let responses = takesAnything(old, oldSchema) || !newExtra.isOpen && !newExtra.isSchema ? nil
                : "old models type members like \(quoted(name)) with the old pattern's schema, which the new one no longer applies"
            let kind: SchemaChange.Kind = requests != nil && responses == nil ? .constraintTightened : .constraintChanged
            var effect = ChangeEffect(breaksResponses: responses, breaksRequests: requests)
            if responses == nil { effect.responseNote = "the new schema rejects such members or the old one took any value" }
            if requests == nil { effect.requestNote = "the open new schema takes such members with any value" }
            record(kind, summary + " (\(quoted(name)) no longer matches)", path: path + "/" + JSONPointer.escape(name),
                   old: site(old, oldSchema, nil), new: newObject, effect)
        }
        if let name = separation.onlyNew {
            // The old schema left it to `additionalProperties`; the new one types it.
            let requests = takesAnything(new, newSchema) || !oldExtra.isOpen && !oldExtra.isSchema ? nil
                : "old apps may send \(quoted(name)) with values the new pattern's schema rejects"
            let responses = oldExtra.isOpen ? nil : "old models reject members like \(quoted(name)), which the new schema accepts"
            let kind: SchemaChange.Kind = responses != nil && requests == nil ? .constraintLoosened : .constraintChanged
            var effect = ChangeEffect(breaksResponses: responses, breaksRequests: requests)
            if responses == nil { effect.responseNote = "the open old schema took such members with any value" }
            if requests == nil { effect.requestNote = "the old schema rejected such members or the new one takes any value" }
            record(kind, summary + " (\(quoted(name)) now matches)", path: path + "/" + JSONPointer.escape(name),
                   old: oldObject, new: site(new, newSchema, nil), effect)
        }
        if separation.onlyOld == nil, separation.onlyNew == nil {
            let note = "probably equivalent: no string sampled from both patterns is matched by one and not the other"
            record(.constraintChanged, summary + " (probably equivalent)", path: path + "/{" + after + "}",
                   old: oldObject, new: newObject, .harmless(note))
        }
        return [before, after]
    }

    /// `dependentRequired` by property name.
    mutating func compareDependentRequired(_ ov: SchemaView, _ nv: SchemaView, path: String, _ o: Side, _ n: Side) {
        let oldDependencies = ov.keywords["dependentRequired"]?.objectValue ?? JSONObject()
        let newDependencies = nv.keywords["dependentRequired"]?.objectValue ?? JSONObject()
        for name in Set(oldDependencies.keys).union(newDependencies.keys).sorted() {
            let before = Set(oldDependencies[name]?.arrayValue?.compactMap(\.stringValue) ?? [])
            let after = Set(newDependencies[name]?.arrayValue?.compactMap(\.stringValue) ?? [])
            let oldSite = site(old, ov, "dependentRequired", o.anchor), newSite = site(new, nv, "dependentRequired", n.anchor)
            if !after.subtracting(before).isEmpty {
                record(.constraintTightened, "dependentRequired \"\(name)\" now needs \(after.subtracting(before).sorted().joined(separator: ", "))", path: path,
                       old: oldSite, new: newSite, .narrows("old apps may send \"\(name)\" without them"))
            }
            if !before.subtracting(after).isEmpty {
                record(.constraintLoosened, "dependentRequired \"\(name)\" no longer needs \(before.subtracting(after).sorted().joined(separator: ", "))", path: path,
                       old: oldSite, new: newSite, .widens("old models may rely on them being present"))
            }
        }
    }
}
