/// The JSON Schema dialects this package implements.
public enum Draft: String, Sendable, Hashable, CaseIterable {
    /// Draft 2020-12, the default.
    case draft2020_12 = "https://json-schema.org/draft/2020-12/schema"
    /// Draft-07.
    case draft7 = "http://json-schema.org/draft-07/schema"

    /// The draft a `$schema` value names, ignoring a trailing `#`; nil for unknown metaschemas.
    ///
    /// Draft-06 schemas are read as draft-07: draft-07 only added keywords (`if`/`then`/`else`,
    /// `contentMediaType`, `contentEncoding`, `$comment`) that draft-06 schemas do not use.
    public init?(metaschemaURI: String) {
        var uri = metaschemaURI
        if uri.hasSuffix("#") { uri.removeLast() }
        if uri == "http://json-schema.org/draft-06/schema" { uri = Draft.draft7.rawValue }
        self.init(rawValue: uri)
    }
}

/// The keywords in force for one schema resource: a draft plus the vocabularies its metaschema enables.
struct Dialect: Hashable, Sendable {
    var draft: Draft
    /// Whether validation keywords (type, minimum, required…) apply.
    var validation = true
    /// Whether applicators (properties, items, allOf…) apply.
    var applicator = true
    /// Whether unevaluatedItems/unevaluatedProperties apply.
    var unevaluated = true
    /// Whether `format` is an assertion because the metaschema asks for the format-assertion vocabulary.
    var formatAssertion = false

    static let draft2020_12 = Dialect(draft: .draft2020_12)
    static let draft7 = Dialect(draft: .draft7, unevaluated: false)
}
