/// The keywords in force for one schema resource: a draft plus the vocabularies its metaschema enables.
struct Dialect: Hashable, Sendable {
    var draft: Draft
    /// Whether validation keywords (type, minimum, required…) apply.
    var validation = true
    /// Whether applicators (properties, items, allOf…) apply.
    var applicator = true
    /// Whether unevaluatedItems/unevaluatedProperties apply (2019-09 on).
    var unevaluated: Bool
    /// Whether `format` is an assertion because the metaschema asks for the format-assertion vocabulary.
    var formatAssertion = false

    /// The dialect of `draft` with all its vocabularies.
    init(_ draft: Draft) {
        self.draft = draft
        unevaluated = draft >= .draft2019_09
    }

    /// What the draft's keywords are.
    var vocabulary: Vocabulary { draft.vocabulary }
}
