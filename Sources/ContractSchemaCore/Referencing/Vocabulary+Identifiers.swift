import ContractJSON

extension Vocabulary {
    /// The identifier that changes the base URI of `object` in this dialect (`$id`, draft-04 `id`), if any:
    /// not one beside `$ref` where the dialect ignores those, nor a fragment-only one (a plain-name anchor
    /// in drafts 4 to 7, invalid later).
    package func baseChangingIdentifier(of object: JSONObject) -> String? {
        if ignoresSiblingsOfRef && object["$ref"] != nil { return nil }
        guard let id = object[identifierKeyword]?.stringValue, !id.hasPrefix("#") else { return nil }
        return id
    }

    /// Whether `keyword` holds reusable definitions (`$defs`, `definitions`) in this dialect.
    package func isDefinitionsKeyword(_ keyword: String) -> Bool {
        definitionsKeywords.contains(keyword)
    }

    /// The keywords of a positional (tuple) array schema: `prefixItems`, and `items` for the rest, from
    /// 2020-12 on; an array-valued `items` and `additionalItems` before.
    package var tupleKeywords: (prefix: String, rest: String) {
        subschemaArrayKeywords.contains("prefixItems") ? ("prefixItems", "items") : ("items", "additionalItems")
    }
}

extension Vocabulary {
    /// Every keyword that holds definitions in some dialect, newest first (`$defs`, `definitions`): where
    /// definitions are looked for whatever the schema's dialect, since real draft-07 schemas keep theirs in `$defs` too.
    package static let definitionsKeywordsOfAnyDraft: [String] = {
        var keywords: [String] = []
        for draft in Draft.allCases.reversed() {
            for keyword in draft.vocabulary.definitionsKeywords where !keywords.contains(keyword) { keywords.append(keyword) }
        }
        return keywords
    }()
}
