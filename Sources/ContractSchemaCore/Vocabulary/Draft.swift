import ContractJSON

/// The JSON Schema dialects this package reads. What each one means (its keywords, where they hold
/// subschemas, its identifier keyword…) is its ``vocabulary``; adding a dialect is adding a case here
/// and its ``Vocabulary`` value in `Vocabularies.swift`.
public enum Draft: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Draft-04 (`id`, boolean `exclusiveMaximum`/`exclusiveMinimum`).
    case draft4 = "http://json-schema.org/draft-04/schema"
    /// Draft-06 (`$id`, `const`, `contains`, `propertyNames`).
    case draft6 = "http://json-schema.org/draft-06/schema"
    /// Draft-07 (`if`/`then`/`else`).
    case draft7 = "http://json-schema.org/draft-07/schema"
    /// Draft 2019-09 (`$defs`, `$anchor`, `$recursiveRef`, `unevaluated*`, keywords beside `$ref` apply).
    // Not lowerCamelCase: named after the dialect's year-month.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case draft2019_09 = "https://json-schema.org/draft/2019-09/schema"
    /// Draft 2020-12 (`prefixItems`, `$dynamicRef`), the default.
    // Not lowerCamelCase: named after the dialect's year-month.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case draft2020_12 = "https://json-schema.org/draft/2020-12/schema"

    /// The draft a `$schema` value names, ignoring a trailing empty fragment `#` and whether the official host is
    /// written with `http` or `https`; nil for other metaschemas. json-schema.org serves every draft under both
    /// schemes, and real schemas write the other one (compose-spec's `https://json-schema.org/draft-07/schema`):
    /// python-jsonschema then falls back to its latest draft with a warning, which reads draft-07's `items` arrays
    /// and `definitions` differently; taking the draft the URI plainly names keeps the author's meaning.
    public init?(metaschemaURI: String) {
        var uri = metaschemaURI
        if uri.hasSuffix("#") { uri.removeLast() }
        if let draft = Draft(rawValue: uri) {
            self = draft
            return
        }
        if uri.hasPrefix(Draft.openAPI31DialectPrefix) {
            // OpenAPI 3.1's schema dialect is draft 2020-12 plus a vocabulary of annotations (discriminator, xml,
            // externalDocs, example) that validate nothing: schema files cut out of a 3.1 document keep its `$schema`.
            self = .draft2020_12
            return
        }
        // `scheme:`, the host, then the path (the empty part between the slashes is left out).
        let parts = uri.split(separator: "/", maxSplits: 2)
        guard SchemaDocumentIndex.isOfficial(uri), parts.count == 3 else { return nil }
        let path = parts[2]
        if path == "schema" {
            // json-schema.org/schema is the site's alias for its latest metaschema (2020-12): older schemas wrote it
            // (`http://json-schema.org/schema#`) to mean "the current draft", which python-jsonschema reads as 2020-12.
            self = .draft2020_12
            return
        }
        guard let draft = Draft.allCases.first(where: { $0.rawValue.hasSuffix("://json-schema.org/" + path) }) else { return nil }
        self = draft
    }

    /// The URIs of OpenAPI 3.1's schema dialect (`.../dialect/base`, and the dated and work-in-progress versions the
    /// specification has published).
    public static let openAPI31DialectPrefix = "https://spec.openapis.org/oas/3.1/dialect/"

    /// Whether `metaschemaURI` is this draft's URI as the draft writes it (``metaschemaURI``, with or without `#`),
    /// not another spelling ``init(metaschemaURI:)`` also reads.
    public func isCanonical(_ metaschemaURI: String) -> Bool {
        metaschemaURI == rawValue || metaschemaURI == rawValue + "#"
    }

    /// The draft called `name` on a command line: the suite's folder names (`draft4`, `draft2019-09`),
    /// the metaschema spellings (`draft-04`, `2019-09`) or the bare numbers (`4`, `6`, `7`).
    public init?(name: String) {
        var key = String(name.lowercased().filter { $0 != "-" && $0 != "_" })
        if key.hasPrefix("draft") { key.removeFirst(5) }
        while key.hasPrefix("0") { key.removeFirst() }
        switch key {
        case "4": self = .draft4
        case "6": self = .draft6
        case "7": self = .draft7
        case "201909": self = .draft2019_09
        case "202012": self = .draft2020_12
        default: return nil
        }
    }

    /// The metaschema URI, as `$schema` names it (without the trailing `#`).
    public var metaschemaURI: String { rawValue }

    /// The name the official test suite uses for the draft's folder (`draft4`, `draft2019-09`).
    public var name: String {
        switch self {
        case .draft4: "draft4"
        case .draft6: "draft6"
        case .draft7: "draft7"
        case .draft2019_09: "draft2019-09"
        case .draft2020_12: "draft2020-12"
        }
    }

    /// The draft as prose names it: `draft-04`, `draft 2020-12`.
    public var title: String {
        switch self {
        case .draft4: "draft-04"
        case .draft6: "draft-06"
        case .draft7: "draft-07"
        case .draft2019_09: "draft 2019-09"
        case .draft2020_12: "draft 2020-12"
        }
    }

    /// Drafts in publication order.
    public static func < (lhs: Draft, rhs: Draft) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The draft a schema declares with `$schema`, or `inherited` when it names none or one this
    /// package does not know.
    public static func declared(by schema: JSONValue, inherited: Draft) -> Draft {
        guard case .object(let object) = schema, let name = object["$schema"]?.stringValue else { return inherited }
        return Draft(metaschemaURI: name) ?? inherited
    }
}
