import ContractJSON

/// The keywords in force for one schema resource: a draft plus the vocabularies its metaschema enables.
/// ``ResourceRegistry/dialect(of:inherited:)`` decides it, for the validator, the generator, lint and diff alike.
package struct Dialect: Hashable, Sendable {
    /// The draft whose keywords apply.
    package var draft: Draft
    /// Whether validation keywords (type, minimum, required…) apply.
    package var validation = true
    /// Whether applicators (properties, items, allOf…) apply.
    package var applicator = true
    /// Whether unevaluatedItems/unevaluatedProperties apply (2019-09 on).
    package var unevaluated: Bool
    /// Whether `format` is an assertion because the metaschema asks for the format-assertion vocabulary.
    package var formatAssertion = false

    /// The dialect of `draft` with all its vocabularies.
    package init(_ draft: Draft) {
        self.draft = draft
        unevaluated = draft >= .draft2019_09
    }

    /// What the draft's keywords are.
    package var vocabulary: Vocabulary { draft.vocabulary }

    /// This dialect narrowed to the vocabularies a metaschema's `$vocabulary` object enables.
    func enabling(_ vocabularies: JSONObject) -> Dialect {
        var dialect = self
        let enabled = Set(vocabularies.keys)
        if draft == .draft2019_09 {
            // 2019-09 keeps the unevaluated keywords in the applicator vocabulary; `format: true` asserts.
            let prefix = "https://json-schema.org/draft/2019-09/vocab/"
            dialect.validation = enabled.contains(prefix + "validation")
            dialect.applicator = enabled.contains(prefix + "applicator")
            dialect.unevaluated = dialect.applicator
            dialect.formatAssertion = vocabularies[prefix + "format"] == .bool(true)
        } else {
            let prefix = "https://json-schema.org/draft/2020-12/vocab/"
            dialect.validation = enabled.contains(prefix + "validation")
            dialect.applicator = enabled.contains(prefix + "applicator")
            dialect.unevaluated = enabled.contains(prefix + "unevaluated")
            dialect.formatAssertion = enabled.contains(prefix + "format-assertion")
        }
        return dialect
    }
}
