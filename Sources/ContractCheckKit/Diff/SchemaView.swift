import ContractJSON
import ContractSchemaCore
import GeneratorLoading

/// A schema as the diff compares it: its keywords, with a `$ref` optionally followed (the target's
/// keywords, overlaid by the referring schema's own), and for each keyword the schema object that
/// writes it, so a change can be reported at its real file, line and column.
struct SchemaView {
    /// The schema object (or boolean schema) this view was made from; nil for an absent schema.
    var location: SchemaLocation?
    /// `false`: nothing is allowed.
    var isNever = false
    var keywords: [String: JSONValue] = [:]
    var owners: [String: SchemaLocation] = [:]
    /// Where a member of `properties` is written, when `allOf` members merged into this view (``mergingAllOf(in:)``)
    /// brought members from other schema objects; the others are under `owners["properties"]`.
    var propertyOwners: [String: SchemaLocation] = [:]
    /// Where each member left in `allOf` is, when others were merged into this view; nil: at their indices under `owners["allOf"]`.
    var allOfMembers: [SchemaLocation]?
    /// The keywords whose `allOf` members ``mergingAllOf(in:)`` kept because two members write them.
    var keptFor: Set<String> = []

    /// An absent schema, which allows anything (like `true`).
    static let absent = SchemaView()

    /// The member names `required` lists (the strings among them).
    var requiredNames: [String] { keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] }

    /// The view of the schema at `location`; with `following`, a resolvable `$ref` is replaced by its target.
    init(_ set: SchemaSet, at location: SchemaLocation, following: Bool) {
        self.location = location
        switch set.value(at: location) {
        case .bool(false)?:
            isNever = true
        case .object(var object)?:
            // Drafts 04 to 07 ignore a `$ref`'s siblings (`{$ref, properties: {types}}` checks only the target): they
            // are left out, so that wrapping the `$ref` in an `allOf` shows as the siblings starting to apply.
            if object["$ref"] != nil, set.draft(at: location) <= .draft7 {
                object = JSONObject(object.filter { member in
                    member.key == "$ref" || SchemaView.isAnnotation(member.key)
                        || Vocabulary.definitionsKeywordsOfAnyDraft.contains(member.key)
                })
            }
            var visited: Set<SchemaLocation> = [location]
            if following, object["$ref"] != nil, let target = SchemaView.finalTarget(set, from: location, visited: &visited) {
                let base = SchemaView(set, at: target, following: false)
                isNever = base.isNever
                keywords = base.keywords
                owners = base.owners
                for member in object where member.key != "$ref" {
                    keywords[member.key] = member.value
                    owners[member.key] = location
                }
            } else {
                for member in object {
                    keywords[member.key] = member.value
                    owners[member.key] = location
                }
            }
        default:
            break
        }
    }

    private init() {}

    /// A schema written nowhere with `keywords` (``SchemaDiff/Side/implied``); absent without them.
    init(implied keywords: [String: JSONValue]?) {
        self.keywords = keywords ?? [:]
    }

    /// Where the `$ref` chain starting at `start` ends: ``finalTarget(_:from:visited:)`` with nothing visited
    /// yet, remembered in the set (``SchemaSetMemo``) for every link of a chain without cycles, so that a diff of schemas with
    /// 20,000 chained `$ref`s follows each link once instead of once per schema.
    static func finalTarget(_ set: SchemaSet, from start: SchemaLocation) -> SchemaLocation? {
        let ends = set.memo
        if let known = ends[chainEndFrom: start] { return known }
        var walked: [SchemaLocation] = [start]
        var visited: Set<SchemaLocation> = []
        var current = start
        var result: SchemaLocation?
        var cyclic = false
        while true {
            guard let target = set.target(ofReferenceAt: current) else {
                // The chain ends at a reference that resolves nowhere: the last schema reached.
                result = walked.count > 1 ? current : nil
                break
            }
            guard visited.insert(target).inserted else {
                cyclic = true
                result = current == start ? nil : current
                break
            }
            guard case .object(let object)? = set.value(at: target), object["$ref"] != nil else {
                result = target
                break
            }
            if let known = ends[chainEndFrom: target] {
                result = known ?? target
                break
            }
            walked.append(target)
            current = target
        }
        ends[chainEndFrom: start] = result
        if !cyclic {
            // Each later link ends where the chain does, except the last schema itself when it is the end.
            for link in walked.dropFirst() { ends[chainEndFrom: link] = link == result ? SchemaLocation?.none : result }
        }
        return result
    }

    /// Follows a chain of `$ref`s to a schema that is not itself only a reference; nil when it does not resolve or loops.
    static func finalTarget(_ set: SchemaSet, from location: SchemaLocation, visited: inout Set<SchemaLocation>) -> SchemaLocation? {
        guard let target = set.target(ofReferenceAt: location), visited.insert(target).inserted else { return nil }
        if case .object(let object)? = set.value(at: target), object["$ref"] != nil {
            return finalTarget(set, from: target, visited: &visited) ?? target
        }
        return target
    }

    /// This schema with its lone `allOf` member, when it only names the schema `identity` gives `target` (a `{$ref}` whose chain
    /// ends there), replaced by that schema's keywords overlaid by this schema's own; else nil.
    func unwrappingReference(
        in set: SchemaSet, to target: String, _ identity: (SchemaSet, SchemaLocation) -> String
    ) -> SchemaView? {
        // Only a lone member: with others beside it, their branches are read by index from the `allOf`.
        guard case .array(let members)? = keywords["allOf"], members.count == 1 else { return nil }
        for index in members.indices {
            guard case .object(let member) = members[index], member["$ref"] != nil,
                member.keys.allSatisfy({ $0 == "$ref" || SchemaView.isAnnotation($0) }), let location = allOfMember(index)
            else { continue }
            guard let end = SchemaView.finalTarget(set, from: location), identity(set, end) == target else { continue }
            var result = SchemaView(set, at: location, following: true)
            result.location = self.location
            // Both declaring members (hugo a3d98399e's `cascade` items, `{required: [_target], properties: {_target},
            // allOf: [{$ref: cascade}]}` once `allOf/0` merged, now `$ref: cascade`): the union, when no
            // `additionalProperties` of the target reads its names, so the target's members are still compared.
            let joined = joinedProperties(result)
            if joined != nil {
                for name in result.keywords["properties"]?.objectValue?.keys ?? [] {
                    result.propertyOwners[name] = result.child("properties", name)
                }
                for name in keywords["properties"]?.objectValue?.keys ?? [] { result.propertyOwners[name] = child("properties", name) }
            }
            for (keyword, value) in keywords where keyword != "allOf" {
                result.keywords[keyword] = value
                result.owners[keyword] = owners[keyword]
            }
            if let joined {
                result.keywords["properties"] = joined.properties
                if let required = joined.required { result.keywords["required"] = required }
            }
            return result
        }
        return nil
    }

    /// This view's `properties` and `required` joined with `target`'s (the target's members first), when both declare
    /// members, no name is declared differently, and `target` has no `additionalProperties` or `unevaluatedProperties`
    /// schema that the joined names would change.
    private func joinedProperties(_ target: SchemaView) -> (properties: JSONValue, required: JSONValue?)? {
        guard case .object(let ours)? = keywords["properties"], case .object(let theirs)? = target.keywords["properties"],
            ours.allSatisfy({ member in theirs[member.key].map { $0 == member.value } ?? true }),
            [nil, .bool(true)].contains(target.keywords["additionalProperties"]), target.keywords["unevaluatedProperties"] == nil
        else { return nil }
        var required: JSONValue?
        if case .array(let left)? = target.keywords["required"], case .array(let right)? = keywords["required"] {
            required = .array(left + right.filter { !left.contains($0) })
        }
        return (.object(JSONObject(Array(theirs) + ours.filter { theirs[$0.key] == nil })), required)
    }

    /// Where the `allOf` member at `index` is.
    func allOfMember(_ index: Int) -> SchemaLocation? {
        if let allOfMembers { return allOfMembers.indices.contains(index) ? allOfMembers[index] : nil }
        guard let owner = owners["allOf"] else { return nil }
        return SchemaLocation(file: owner.file, pointer: owner.pointer.appending("allOf").appending(String(index)))
    }

    /// This view with the `allOf` members that can be read as part of it merged in: a member (a `$ref` one read as its
    /// target, its own `allOf` merged first) joins when ``SchemaNormalForm/merged(_:_:)`` says its keywords and these
    /// accept together what both accept, the rule the normal form uses; the others stay in `allOf`. So the members of
    /// an object written as an `allOf` of option groups are compared with the same object written flat, where each is.
    /// The schema at `location` read whole: its `$ref` followed, its `allOf` merged (a union branch, a definition).
    static func whole(_ set: SchemaSet, at location: SchemaLocation) -> SchemaView {
        SchemaView(set, at: location, following: true).mergingAllOf(in: set)
    }

    /// What this schema asks as an `allOf` member: its keywords but annotations, definitions and `additionalProperties: true`.
    var memberConstraints: [String: JSONValue] {
        keywords.filter { keyword, value in
            !SchemaView.isAnnotation(keyword) && !Vocabulary.definitionsKeywordsOfAnyDraft.contains(keyword)
                && !(keyword == "additionalProperties" && value == .bool(true))
        }
    }

    func mergingAllOf(in set: SchemaSet) -> SchemaView {
        mergingAllOf(in: set, keeping: []).view
    }

    /// ``mergingAllOf(in:)``, with the members writing a keyword of `keeping` kept too; and every keyword whose members it kept
    /// so (``mergingAllOf(in:depth:budget:)``'s conflicts), so that the other version's view can keep the same.
    func mergingAllOf(in set: SchemaSet, keeping: Set<String>) -> (view: SchemaView, kept: Set<String>) {
        var budget = 256
        guard keeping.isEmpty else {
            guard case .array(let members)? = keywords["allOf"], members.count <= budget else { return (self, keeping) }
            budget -= members.count
            return (mergingAllOf(members, in: set, depth: 0, budget: &budget, keeping: keeping).view, keeping)
        }
        let view = mergingAllOf(in: set, depth: 0, budget: &budget)
        return (view, view.keptFor)
    }

    /// ``mergingAllOf(in:)`` reading at most `budget` member views in all (hostile nesting costs bounded time).
    private func mergingAllOf(in set: SchemaSet, depth: Int, budget: inout Int) -> SchemaView {
        // Deep or wide nesting is left as it is: the diff then compares the members one by one.
        guard depth < 8, case .array(let members)? = keywords["allOf"], members.count <= budget else { return self }
        budget -= members.count
        let first = mergingAllOf(members, in: set, depth: depth, budget: &budget, keeping: [])
        // A keyword one member gave the view that a kept member writes too (ansible-lint a9c5b6ce1's task: an `allOf` of
        // seven `{not: {required: [x]}}`, the first merged, the others kept): which member is merged would depend on their
        // order, and a reordered list would read as changed. Every member writing it is kept, compared by content.
        guard !first.conflicts.isEmpty else { return first.view }
        var second = mergingAllOf(members, in: set, depth: depth, budget: &budget, keeping: first.conflicts).view
        if depth == 0 { second.keptFor = first.conflicts }
        return second
    }

    /// ``mergingAllOf(in:depth:budget:)``'s merge of `members`, those writing a keyword of `keeping` kept as members; with the
    /// keywords merged members gave the view that a kept member writes too.
    private func mergingAllOf(
        _ members: [JSONValue], in set: SchemaSet, depth: Int, budget: inout Int, keeping: Set<String>
    ) -> (view: SchemaView, conflicts: Set<String>) {
        var given: Set<String> = [], conflicts: Set<String> = []
        let expansions = SchemaNormalForm.Expansions()
        var result = self
        result.keywords["allOf"] = nil
        result.owners["allOf"] = nil
        result.allOfMembers = nil
        if result.keywords["additionalProperties"] == .bool(true) { result.keywords["additionalProperties"] = nil }
        var kept: [(value: JSONValue, location: SchemaLocation)] = []
        for index in members.indices {
            guard let location = allOfMember(index) else { return (self, []) }
            let member = SchemaView(set, at: location, following: true).mergingAllOf(in: set, depth: depth + 1, budget: &budget)
            var constraints = member.memberConstraints
            let ours = result.keywords.filter { keyword, _ in
                !SchemaView.isAnnotation(keyword) && !Vocabulary.definitionsKeywordsOfAnyDraft.contains(keyword)
            }
            constraints["properties"] = result.sameProperties(of: member, in: set, expansions: expansions) ?? constraints["properties"]
            let mergeable = !member.isNever && constraints["$ref"] == nil && constraints["allOf"] == nil
            guard mergeable, constraints.keys.allSatisfy({ !keeping.contains($0) }), let joined = SchemaNormalForm.merged(ours, constraints)
            else {
                kept.append((members[index], location))
                // The keywords a merged member gave that this one, which merges otherwise, writes otherwise and that do not
                // merge on their own (conditionals aside: ``SchemaDiff/compareConditionals`` pairs a merged `if` with the
                // members' own). A member kept for its `$ref` or `allOf` (CycloneDX 0971f02dc's metadata component) is
                // compared with what it names.
                // Only a member made of such keywords alone (`{not: …}`): one that adds others is kept for those.
                var alone: Set<String> = []
                for (keyword, value) in constraints where mergeable && given.contains(keyword) && !["if", "then", "else"].contains(keyword) {
                    guard let own = ours[keyword], own != value else { continue }
                    if SchemaNormalForm.merged([keyword: own], [keyword: value]) == nil { alone.insert(keyword) }
                }
                if !alone.isEmpty, alone == Set(constraints.keys) { conflicts.formUnion(alone) }
                continue
            }
            for (keyword, value) in joined where ours[keyword] != value {
                result.keywords[keyword] = value
                if result.owners[keyword] == nil { result.owners[keyword] = member.owners[keyword] }
                if keywords[keyword] == nil { given.insert(keyword) }
            }
            for name in member.keywords["properties"]?.objectValue?.keys ?? [] where ours["properties"]?.objectValue?[name] == nil {
                result.propertyOwners[name] = member.child("properties", name)
            }
        }
        if kept.count == members.count { return (self, []) }
        if !kept.isEmpty {
            result.keywords["allOf"] = .array(kept.map(\.value))
            result.owners["allOf"] = owners["allOf"]
            result.allOfMembers = kept.map(\.location)
        }
        return (result, keeping.isEmpty ? conflicts : [])
    }

    /// This view with, from each member it keeps in `allOf`, the keywords of one type (array, object, string, number) that
    /// merge with it on their own, the member kept whole beside them: the view accepts what it did. For a version whose
    /// view keeps members compared with one that keeps none (tslint 2f6fdce8f's rule, `allOf: [rule, {items: [boolean,
    /// casing], additionalItems: false, properties: {options}, additionalProperties: false}]`, whose object keywords do
    /// not merge with the rule's `properties`, then one array schema): its `items` are compared where they are. A member
    /// with `unevaluated*`, which read the whole member, lends nothing.
    func lendingKeptMembers(in set: SchemaSet) -> SchemaView {
        guard case .array(let members)? = keywords["allOf"], members.count <= 64 else { return self }
        var result = self
        for index in members.indices {
            guard let location = allOfMember(index) else { return self }
            let member = SchemaView.whole(set, at: location)
            let constraints = member.memberConstraints
            guard !member.isNever, ["$ref", "allOf", "unevaluatedItems", "unevaluatedProperties"].allSatisfy({ constraints[$0] == nil })
            else { continue }
            for type in ["array", "object", "string", "number"] {
                let part = constraints.filter { SchemaDiff.typeKeywords[type]?.contains($0.key) == true }
                let ours = SchemaDiff.ownConstraints(result)
                guard !part.isEmpty, part.count < constraints.count, let joined = SchemaNormalForm.merged(ours, part) else { continue }
                for (keyword, value) in joined where ours[keyword] != value {
                    result.keywords[keyword] = value
                    if ours[keyword] == nil { result.owners[keyword] = member.owners[keyword] }
                }
                for name in part["properties"]?.objectValue?.keys ?? [] where ours["properties"]?.objectValue?[name] == nil {
                    result.propertyOwners[name] = member.child("properties", name)
                }
            }
        }
        return result
    }

    /// This union branch with the constraints its holder writes beside the union written in: `{type: object, required: [op],
    /// oneOf: [b0, b1]}` accepts what `oneOf: [{type: object, required: [op], …b0}, …]` does (``SchemaNormalForm/merged(_:_:)``
    /// joins them). Each keyword stays owned where it is written. Nil when they do not join by writing them side by side.
    func inheriting(_ holder: SchemaView) -> SchemaView? {
        let own = keywords.filter { !SchemaView.isAnnotation($0.key) }
        guard let joined = SchemaNormalForm.merged(holder.keywords, own) else { return nil }
        var result = self
        for (keyword, value) in joined where keywords[keyword] != value {
            result.keywords[keyword] = value
            if owners[keyword] == nil { result.owners[keyword] = holder.owners[keyword] }
        }
        let declared = keywords["properties"]?.objectValue
        for name in holder.keywords["properties"]?.objectValue?.keys ?? [] where declared?[name] == nil {
            result.propertyOwners[name] = holder.child("properties", name)
        }
        return result
    }

    /// `member`'s `properties` with each member it shares with this view's written as this view writes it, when the two
    /// schemas accept the same values (equal normal forms: only annotations differ, as when a file restates a property of
    /// the schema its `allOf` names with its own description); nil when no shared member differs.
    func sameProperties(of member: SchemaView, in set: SchemaSet, expansions: SchemaNormalForm.Expansions) -> JSONValue? {
        guard case .object(let ours)? = keywords["properties"], case .object(let theirs)? = member.keywords["properties"] else { return nil }
        var changed = false
        var result: [JSONObject.Member] = []
        // A member's `$ref` alone to the very schema this view writes (template.json's `modifier`, whose `modifiers` names
        // `#/definitions/source/properties/modifiers`, recursive and so without a normal form) is that schema.
        func named(_ location: SchemaLocation) -> SchemaLocation {
            guard case .object(let object)? = set.value(at: location), object["$ref"] != nil,
                object.keys.allSatisfy({ $0 == "$ref" || SchemaView.isAnnotation($0) })
            else { return location }
            return SchemaView.finalTarget(set, from: location) ?? location
        }
        for entry in theirs {
            guard let own = ours[entry.key], own != entry.value, let here = child("properties", entry.key),
                let there = member.child("properties", entry.key)
            else {
                result.append(entry)
                continue
            }
            guard named(there) == named(here)
                || SchemaNormalForm.form(set, at: here, expansions: expansions).form.map({ left in
                    SchemaNormalForm.form(set, at: there, expansions: expansions).form?.text == left.text
                }) == true
            else {
                result.append(entry)
                continue
            }
            result.append(JSONObject.Member(key: entry.key, value: own))
            changed = true
        }
        return changed ? .object(JSONObject(result)) : nil
    }

    /// Where the schemas of a tuple's positions are (`prefixItems`, or an `items` array before 2020-12), in order.
    var tupleItems: [SchemaLocation] {
        var locations: [SchemaLocation] = []
        for keyword in ["prefixItems", "items"] {
            guard case .array(let elements)? = keywords[keyword], let owner = owners[keyword] else { continue }
            for index in elements.indices {
                locations.append(SchemaLocation(file: owner.file, pointer: owner.pointer.appending(keyword).appending(String(index))))
            }
        }
        return locations
    }

    /// Where the schema for the items past the tuple (or every item, without one) is: `items` as one schema, else
    /// `additionalItems` beside an `items` array.
    var itemsPastTuple: SchemaLocation? {
        for keyword in ["items", "additionalItems"] {
            if let value = keywords[keyword], value.arrayValue == nil, keyword == "items" || keywords["items"]?.arrayValue != nil {
                return child(keyword)
            }
        }
        return nil
    }

    /// The location of the subschema under `keyword` (and `member` for maps, `index` for arrays).
    func child(_ keyword: String, _ member: String? = nil) -> SchemaLocation? {
        if keyword == "properties", let member, let owner = propertyOwners[member] { return owner }
        guard let owner = owners[keyword] else { return nil }
        var pointer = owner.pointer.appending(keyword)
        if let member { pointer = pointer.appending(member) }
        return SchemaLocation(file: owner.file, pointer: pointer)
    }

    /// Where `keyword` is written, for reports, falling back to the schema itself.
    func place(of keyword: String?) -> (location: SchemaLocation, keyword: String?)? {
        if let keyword, let owner = owners[keyword] { return (owner, keyword) }
        return location.map { ($0, nil) }
    }

    /// The JSON Schema types this schema accepts (`integer` folded into `number` when both appear);
    /// nil when `type` is absent (anything).
    var types: Set<String>? {
        switch keywords["type"] {
        case .string(let name)?: return [name]
        case .array(let names)?: return Set(names.compactMap(\.stringValue))
        default: return nil
        }
    }

    /// Whether the schema is a union and nothing else: `anyOf` or `oneOf` with only annotations beside it.
    var isPureUnion: Bool {
        guard keywords["anyOf"] != nil || keywords["oneOf"] != nil else { return false }
        return keywords.keys.allSatisfy { $0 == "anyOf" || $0 == "oneOf" || SchemaView.isAnnotation($0) }
    }

    /// A union with definitions beside it, which check nothing (ansible-lint's execution-environment.json cf5c031ef: a root
    /// made `oneOf: [{$ref: v3}, {$ref: v1}]` beside `$defs`).
    var isUnionBesideDefinitions: Bool {
        guard keywords["anyOf"] != nil || keywords["oneOf"] != nil else { return false }
        return keywords.keys.allSatisfy {
            $0 == "anyOf" || $0 == "oneOf" || SchemaView.isAnnotation($0) || Vocabulary.definitionsKeywordsOfAnyDraft.contains($0)
        }
    }

    /// Keywords that change nothing about which payloads are valid or how they decode.
    static func isAnnotation(_ keyword: String) -> Bool {
        keyword.hasPrefix("x-") || descriptiveKeywords.contains(keyword) || !knownKeywords.contains(keyword)
    }

    /// Keywords that only describe or identify, in any draft.
    private static let descriptiveKeywords: Set<String> = [
        "title", "description", "$comment", "examples", "deprecated", "readOnly", "writeOnly", "default", "$id", "id",
        "$schema", "$anchor", "$dynamicAnchor", "$vocabulary", "contentEncoding", "contentMediaType", "contentSchema",
    ]

    /// Every keyword of every draft, deprecated ones included; anything else is an unknown keyword.
    private static let knownKeywords: Set<String> = Draft.allCases.reduce(into: []) { known, draft in
        known.formUnion(draft.vocabulary.keywords)
        known.formUnion(draft.vocabulary.deprecatedKeywords.keys)
    }
}
