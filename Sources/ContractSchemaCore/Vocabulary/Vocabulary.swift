import ContractJSON

/// How a keyword holds subschemas; decides where identifiers are looked for and how pointers walk.
public enum SubschemaLayout: Sendable, Hashable {
    /// One schema (`not`, `additionalProperties`).
    case single
    /// An array of schemas (`allOf`, `prefixItems`, array-form `items` before 2020-12).
    case array
    /// An object whose member values are schemas (`properties`, `$defs`). Members that are not
    /// schemas (the array entries of draft-04 to draft-07 `dependencies`) are skipped by walkers.
    case map
}

/// What one dialect's keywords are: the single source of JSON Schema knowledge that the validator,
/// the generator's loader, the linter and the diff read. One value per ``Draft`` (see `Vocabularies.swift`).
///
/// ```swift
/// let vocabulary = Draft.declared(by: schema, inherited: .draft2020_12).vocabulary
/// if vocabulary.ignoresSiblingsOfRef, schema["$ref"] != nil { /* only $ref counts */ }
/// for (keyword, value) in schema where vocabulary.layout(of: keyword, value: value) != nil { /* a subschema */ }
/// ```
public final class Vocabulary: Sendable {
    /// The dialect described.
    public let draft: Draft
    /// The keyword that gives a schema its URI: `id` in draft-04, `$id` later.
    public let identifierKeyword: String
    /// Whether a fragment-only identifier (`"$id": "#name"`, `"id": "#name"`) names a location in
    /// the resource as a plain-name anchor (draft-04 to draft-07).
    public let identifierFragmentIsAnchor: Bool
    /// The plain-name anchor keyword (`$anchor`, 2019-09 on), nil before.
    public let anchorKeyword: String?
    /// The dynamic anchor keyword: `$recursiveAnchor` (a boolean, 2019-09) or `$dynamicAnchor` (a name, 2020-12).
    public let dynamicAnchorKeyword: String?
    /// The dynamic reference keyword: `$recursiveRef` (2019-09) or `$dynamicRef` (2020-12).
    public let dynamicReferenceKeyword: String?
    /// Whether keywords beside `$ref` are ignored (draft-04 to draft-07), identifiers included.
    public let ignoresSiblingsOfRef: Bool
    /// Keywords whose members are reusable definitions (`definitions`, `$defs`).
    public let definitionsKeywords: [String]
    /// Keywords whose value is one schema.
    public let singleSubschemaKeywords: Set<String>
    /// Keywords whose value is an array of schemas. A keyword in both this set and
    /// ``singleSubschemaKeywords`` (`items` before 2020-12) takes either form.
    public let subschemaArrayKeywords: Set<String>
    /// Keywords whose value is an object whose member values are schemas.
    public let subschemaMapKeywords: Set<String>
    /// Core keywords: identification, references, definitions, comments.
    public let coreKeywords: Set<String>
    /// Keywords that can reject an instance by themselves (`type`, `minimum`, `required`…), the
    /// applicators excepted. `format` is not among them: it asserts only on request.
    public let assertionKeywords: Set<String>
    /// Keywords that only describe (`title`, `default`, `format`, `contentMediaType`…).
    public let annotationKeywords: Set<String>
    /// Keywords from later drafts that the official metaschema still describes, with their replacement.
    public let deprecatedKeywords: [String: String]
    /// The `format` names the dialect defines.
    public let formatNames: Set<String>
    /// Assertion keywords of a later draft that this dialect lacks, gives no other meaning, and applies as that
    /// draft defines them (draft-04's `const`), with that draft. They are among the sets above too.
    /// The specification says to ignore them; SchemaStore's ajv and editors apply them, as their authors meant.
    public let borrowedKeywords: [String: Draft]

    /// How each subschema keyword holds its subschemas: one dictionary lookup per member for walkers.
    private let layouts: [String: LayoutRule]

    /// A keyword's subschema layout: fixed, or (`items` before 2020-12) chosen by the value's kind.
    private enum LayoutRule: Sendable {
        case fixed(SubschemaLayout)
        case arrayOrSingle
    }

    init(
        draft: Draft, identifierKeyword: String, identifierFragmentIsAnchor: Bool, anchorKeyword: String?,
        dynamicAnchorKeyword: String?, dynamicReferenceKeyword: String?, ignoresSiblingsOfRef: Bool,
        definitionsKeywords: [String], singleSubschemaKeywords: Set<String>, subschemaArrayKeywords: Set<String>,
        subschemaMapKeywords: Set<String>, coreKeywords: Set<String>, assertionKeywords: Set<String>,
        annotationKeywords: Set<String>, deprecatedKeywords: [String: String], formatNames: Set<String>,
        borrowedKeywords: [String: Draft] = [:]
    ) {
        self.draft = draft
        self.identifierKeyword = identifierKeyword
        self.identifierFragmentIsAnchor = identifierFragmentIsAnchor
        self.anchorKeyword = anchorKeyword
        self.dynamicAnchorKeyword = dynamicAnchorKeyword
        self.dynamicReferenceKeyword = dynamicReferenceKeyword
        self.ignoresSiblingsOfRef = ignoresSiblingsOfRef
        self.definitionsKeywords = definitionsKeywords
        self.singleSubschemaKeywords = singleSubschemaKeywords
        self.subschemaArrayKeywords = subschemaArrayKeywords
        self.subschemaMapKeywords = subschemaMapKeywords
        self.coreKeywords = coreKeywords
        self.assertionKeywords = assertionKeywords
        self.annotationKeywords = annotationKeywords
        self.deprecatedKeywords = deprecatedKeywords
        self.formatNames = formatNames
        self.borrowedKeywords = borrowedKeywords
        var layouts: [String: LayoutRule] = [:]
        for keyword in subschemaMapKeywords { layouts[keyword] = .fixed(.map) }
        for keyword in singleSubschemaKeywords { layouts[keyword] = .fixed(.single) }
        for keyword in subschemaArrayKeywords {
            layouts[keyword] = singleSubschemaKeywords.contains(keyword) ? .arrayOrSingle : .fixed(.array)
        }
        self.layouts = layouts
    }

    /// Keywords that hold subschemas (applicators and definitions).
    public var subschemaKeywords: Set<String> {
        singleSubschemaKeywords.union(subschemaArrayKeywords).union(subschemaMapKeywords)
    }

    /// Every keyword of the dialect.
    public var keywords: Set<String> {
        coreKeywords.union(subschemaKeywords).union(assertionKeywords).union(annotationKeywords)
    }

    /// How `keyword` holds subschemas given its `value`, or nil when it holds none in this dialect.
    public func layout(of keyword: String, value: JSONValue) -> SubschemaLayout? {
        switch layouts[keyword] {
        case nil: return nil
        case .fixed(let layout)?: return layout
        case .arrayOrSingle?:
            if case .array = value { return .array }
            return .single
        }
    }

    /// Calls `body` with the keyword, the entry (an array index or map key; nil for a single subschema)
    /// and the value of each direct subschema of `schema`, in document order. Values that are not
    /// schemas (neither an object nor a boolean) are skipped.
    public func forEachSubschema(
        of schema: JSONObject, _ body: (_ keyword: String, _ entry: String?, _ value: JSONValue) throws -> Void
    ) rethrows {
        for member in schema {
            // A string, number or null holds no subschema whatever the keyword (most members of most schemas):
            // skipped before the keyword is looked up.
            switch member.value {
            case .string, .number, .null: continue
            case .bool, .array, .object: break
            }
            switch layout(of: member.key, value: member.value) {
            case nil:
                continue
            case .single:
                if member.value.isSchema { try body(member.key, nil, member.value) }
            case .array:
                for (position, element) in (member.value.arrayValue ?? []).enumerated() where element.isSchema {
                    try body(member.key, String(position), element)
                }
            case .map:
                for entry in member.value.objectValue ?? JSONObject() where entry.value.isSchema {
                    try body(member.key, entry.key, entry.value)
                }
            }
        }
    }
}

extension JSONValue {
    /// Whether the value can be a schema (an object or a boolean).
    var isSchema: Bool {
        switch self {
        case .object, .bool: true
        default: false
        }
    }
}

extension Draft {
    /// What this dialect's keywords are.
    public var vocabulary: Vocabulary {
        switch self {
        case .draft4: Vocabulary.draft4
        case .draft6: Vocabulary.draft6
        case .draft7: Vocabulary.draft7
        case .draft2019_09: Vocabulary.draft2019_09
        case .draft2020_12: Vocabulary.draft2020_12
        }
    }
}

extension Vocabulary {
    /// The warning for a keyword of a later draft this dialect borrows (``borrowedKeywords``), nil for any other.
    public func borrowedKeywordNote(_ keyword: String) -> String? {
        guard let origin = borrowedKeywords[keyword] else { return nil }
        return "\(draft.title) has no \"\(keyword)\"; applied as \(origin.title) defines it, as ajv and editors do"
    }

    /// Keywords that can make an instance invalid in this dialect: assertions, applicators, references
    /// and `format` (which asserts on request). Definitions and `contentSchema` hold schemas but never apply them.
    public var validatingKeywords: Set<String> {
        var keywords = assertionKeywords.union(subschemaKeywords).subtracting(definitionsKeywords).subtracting(["contentSchema"])
        keywords.insert("$ref")
        keywords.insert("format")
        if let dynamic = dynamicReferenceKeyword { keywords.insert(dynamic) }
        return keywords
    }

    /// Keywords that never change which instances are valid: identifiers, anchors, definitions,
    /// comments and annotations other than `format`.
    public var descriptiveKeywords: Set<String> {
        keywords.subtracting(validatingKeywords)
    }

    /// The `format` names of every dialect (the validator checks each of them).
    public static let formatNamesOfAnyDraft: Set<String> = Draft.allCases.reduce(into: []) { $0.formUnion($1.vocabulary.formatNames) }

    /// The keywords that can make an instance invalid in some dialect.
    public static let validatingKeywordsOfAnyDraft: Set<String> = Draft.allCases.reduce(into: []) { $0.formUnion($1.vocabulary.validatingKeywords) }

    /// The keywords that never change validity, in every dialect that knows them.
    public static let descriptiveKeywordsOfAnyDraft: Set<String> = Draft.allCases
        .reduce(into: Set<String>()) { $0.formUnion($1.vocabulary.descriptiveKeywords) }
        .subtracting(validatingKeywordsOfAnyDraft)
}
