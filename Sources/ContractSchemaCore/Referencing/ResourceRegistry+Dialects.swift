import ContractJSON

extension ResourceRegistry {
    /// The dialect a schema's `$schema` selects: a draft's own metaschema, or a custom metaschema in this
    /// registry, read for the draft it inherits and its `$vocabulary`. nil when `$schema` names a metaschema
    /// the registry does not hold. The one decision the validator, the generator, lint and diff all take.
    ///
    /// `visiting` holds the metaschemas being read: a custom metaschema that is its own metaschema (its
    /// `$schema` is its `$id`), or a cycle of them, takes the inherited dialect plus its `$vocabulary`
    /// instead of reading itself until the stack overflows (found by fuzz-schema).
    package func dialect(of value: JSONValue, inherited: Dialect, visiting: Set<String> = []) -> Dialect? {
        guard case .object(let object) = value, let name = object["$schema"]?.stringValue else { return inherited }
        if let draft = Draft(metaschemaURI: name) { return Dialect(draft) }
        guard !visiting.contains(name) else { return inherited }
        guard let location = locate(URIReference(name)), case .object(let metaschema)? = self.value(at: location) else { return nil }
        guard let dialect = dialect(of: .object(metaschema), inherited: inherited, visiting: visiting.union([name])) else { return nil }
        guard case .object(let vocabularies)? = metaschema["$vocabulary"] else { return dialect }
        return dialect.enabling(vocabularies)
    }

    /// The draft in force for `value` when `inherited` is in force around it: ``dialect(of:inherited:visiting:)``'s
    /// draft, or `inherited` for a metaschema this registry does not hold.
    package func draft(of value: JSONValue, inherited: Draft) -> Draft {
        dialect(of: value, inherited: Dialect(inherited))?.draft ?? inherited
    }

    /// The base URI and the draft in force at `location`, the identifiers and `$schema`s on the way down
    /// from its document's root applied (the location's own included).
    package func scope(at location: ResourceLocation) -> (base: URIReference, draft: Draft) {
        let document = documents[location.document]
        var base = document.base
        var draft = defaultDraft
        var value = document.root
        var tokens = location.pointer.tokens[...]
        while true {
            if case .object(let object) = value {
                draft = self.draft(of: value, inherited: draft)
                if let id = draft.vocabulary.baseChangingIdentifier(of: object) { base = base.resolving(id).withoutFragment }
            }
            guard let token = tokens.popFirst(), let next = value.child(token) else { break }
            value = next
        }
        return (base, draft)
    }

    /// One schema met by ``forEachSchema(from:base:draft:skipping:_:)``.
    package struct SchemaVisit {
        /// Where the schema is.
        package let location: ResourceLocation
        /// The schema (an object or a boolean).
        package let value: JSONValue
        /// The base URI of its references (its own identifier applied).
        package let base: URIReference
        /// The draft in force in it (its own `$schema` applied).
        package let draft: Draft
        /// The keyword under which its parent holds it (nil for the starting schema).
        package let keyword: String?
        /// The parent schema's location (nil for the starting schema).
        package let parent: ResourceLocation?
    }

    /// Calls `body` with the schema at `location` and every subschema below it (each dialect's subschema
    /// keywords, not data such as `enum`), parents first, in document order. `base` and `draft` are those in
    /// force around the starting schema; its own identifier and `$schema` apply. Keywords for which
    /// `skipping` is true are not entered. With `definitionsOfAnyDraft`, a definitions container of another
    /// dialect (`$defs` in a draft-07 schema) is entered too, as references are resolved into it
    /// (``Vocabulary/definitionsKeywordsOfAnyDraft``): what lint needs to see the schemas those references reach.
    package func forEachSchema(
        from location: ResourceLocation, base: URIReference, draft: Draft, skipping: (String) -> Bool = { _ in false },
        definitionsOfAnyDraft: Bool = false, _ body: (SchemaVisit) -> Void
    ) {
        guard let value = value(at: location) else { return }
        visit(value, at: location, base: base, draft: draft, keyword: nil, parent: nil, skipping, definitionsOfAnyDraft, body)
    }

    private func visit(
        _ value: JSONValue, at location: ResourceLocation, base: URIReference, draft: Draft, keyword: String?, parent: ResourceLocation?,
        _ skipping: (String) -> Bool, _ definitionsOfAnyDraft: Bool, _ body: (SchemaVisit) -> Void
    ) {
        guard case .object(let object) = value else {
            body(SchemaVisit(location: location, value: value, base: base, draft: draft, keyword: keyword, parent: parent))
            return
        }
        let draft = self.draft(of: value, inherited: draft)
        var base = base
        if let id = draft.vocabulary.baseChangingIdentifier(of: object) { base = base.resolving(id).withoutFragment }
        body(SchemaVisit(location: location, value: value, base: base, draft: draft, keyword: keyword, parent: parent))
        draft.vocabulary.forEachSubschema(of: object) { member, entry, child in
            guard !skipping(member) else { return }
            var at = location.appending(member)
            if let entry { at = at.appending(entry) }
            visit(child, at: at, base: base, draft: draft, keyword: member, parent: location, skipping, definitionsOfAnyDraft, body)
        }
        guard definitionsOfAnyDraft else { return }
        for keyword in Vocabulary.definitionsKeywordsOfAnyDraft where !skipping(keyword) {
            guard let container = object[keyword], draft.vocabulary.layout(of: keyword, value: container) == nil,
                case .object(let entries) = container
            else { continue }
            for entry in entries where entry.value.isSchema {
                let at = location.appending(keyword).appending(entry.key)
                visit(
                    entry.value, at: at, base: base, draft: draft, keyword: keyword, parent: location, skipping, definitionsOfAnyDraft,
                    body)
            }
        }
    }
}
