/// The five dialects' vocabularies, written out once. To add a dialect: a ``Draft`` case, a value
/// here, and its metaschema in `Metaschemas`.
extension Vocabulary {
    private static let draft4Assertions: Set<String> = [
        "type", "enum", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength",
        "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxProperties", "minProperties", "required",
    ]
    private static let draft4Formats: Set<String> = ["date-time", "email", "hostname", "ipv4", "ipv6", "uri"]
    private static let draft6Formats = draft4Formats.union(["uri-reference", "uri-template", "json-pointer"])
    private static let draft7Formats = draft6Formats.union([
        "date", "time", "idn-email", "idn-hostname", "iri", "iri-reference", "relative-json-pointer", "regex",
    ])
    private static let draft2019Formats = draft7Formats.union(["duration", "uuid"])
    private static let draft2019Assertions = draft4Assertions.union(["const", "maxContains", "minContains", "dependentRequired"])
    private static let draft2019Annotations: Set<String> = [
        "title", "description", "default", "deprecated", "readOnly", "writeOnly", "examples", "format",
        "contentEncoding", "contentMediaType", "contentSchema",
    ]

    /// Draft-04.
    /// Later assertion keywords with no meaning of their own in draft-04 or draft-06, applied as their draft defines them.
    private static let borrowedByDraft4: [String: Draft] = [
        "const": .draft6, "contains": .draft6, "propertyNames": .draft6, "if": .draft7, "then": .draft7, "else": .draft7,
    ]
    private static let borrowedByDraft6: [String: Draft] = ["if": .draft7, "then": .draft7, "else": .draft7]

    /// Draft-04, with `const`, `contains`, `propertyNames` and `if`/`then`/`else` borrowed.
    static let draft4 = Vocabulary(
        draft: .draft4, identifierKeyword: "id", identifierFragmentIsAnchor: true, anchorKeyword: nil,
        dynamicAnchorKeyword: nil, dynamicReferenceKeyword: nil, ignoresSiblingsOfRef: true,
        definitionsKeywords: ["definitions"],
        singleSubschemaKeywords: [
            "additionalProperties", "additionalItems", "items", "not", "contains", "propertyNames", "if", "then", "else",
        ],
        subschemaArrayKeywords: ["allOf", "anyOf", "oneOf", "items"],
        subschemaMapKeywords: ["properties", "patternProperties", "definitions", "dependencies"],
        coreKeywords: ["$schema", "id", "$ref"],
        assertionKeywords: draft4Assertions.union(["const"]),
        annotationKeywords: ["title", "description", "default", "format"],
        deprecatedKeywords: [:], formatNames: draft4Formats, borrowedKeywords: borrowedByDraft4)

    /// Draft-06, with `if`/`then`/`else` borrowed.
    static let draft6 = Vocabulary(
        draft: .draft6, identifierKeyword: "$id", identifierFragmentIsAnchor: true, anchorKeyword: nil,
        dynamicAnchorKeyword: nil, dynamicReferenceKeyword: nil, ignoresSiblingsOfRef: true,
        definitionsKeywords: ["definitions"],
        singleSubschemaKeywords: [
            "additionalProperties", "additionalItems", "items", "not", "contains", "propertyNames", "if", "then", "else",
        ],
        subschemaArrayKeywords: ["allOf", "anyOf", "oneOf", "items"],
        subschemaMapKeywords: ["properties", "patternProperties", "definitions", "dependencies"],
        coreKeywords: ["$schema", "$id", "$ref"],
        assertionKeywords: draft4Assertions.union(["const"]),
        annotationKeywords: ["title", "description", "default", "examples", "format"],
        deprecatedKeywords: [:], formatNames: draft6Formats, borrowedKeywords: borrowedByDraft6)

    /// Draft-07.
    static let draft7 = Vocabulary(
        draft: .draft7, identifierKeyword: "$id", identifierFragmentIsAnchor: true, anchorKeyword: nil,
        dynamicAnchorKeyword: nil, dynamicReferenceKeyword: nil, ignoresSiblingsOfRef: true,
        definitionsKeywords: ["definitions"],
        singleSubschemaKeywords: [
            "additionalProperties", "additionalItems", "items", "not", "contains", "propertyNames", "if", "then", "else",
        ],
        subschemaArrayKeywords: ["allOf", "anyOf", "oneOf", "items"],
        subschemaMapKeywords: ["properties", "patternProperties", "definitions", "dependencies"],
        coreKeywords: ["$schema", "$id", "$ref", "$comment"],
        assertionKeywords: draft4Assertions.union(["const"]),
        annotationKeywords: [
            "title", "description", "default", "examples", "readOnly", "writeOnly", "format", "contentMediaType",
            "contentEncoding",
        ],
        deprecatedKeywords: [:], formatNames: draft7Formats)

    /// Draft 2019-09. `definitions` stays a map of schemas: the metaschema keeps it "in common use".
    // Not lowerCamelCase: named after the dialect's year-month.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let draft2019_09 = Vocabulary(
        draft: .draft2019_09, identifierKeyword: "$id", identifierFragmentIsAnchor: false, anchorKeyword: "$anchor",
        dynamicAnchorKeyword: "$recursiveAnchor", dynamicReferenceKeyword: "$recursiveRef", ignoresSiblingsOfRef: false,
        definitionsKeywords: ["$defs", "definitions"],
        singleSubschemaKeywords: [
            "additionalProperties", "propertyNames", "items", "additionalItems", "unevaluatedItems", "unevaluatedProperties",
            "contains", "not", "if", "then", "else", "contentSchema",
        ],
        subschemaArrayKeywords: ["allOf", "anyOf", "oneOf", "items"],
        subschemaMapKeywords: ["$defs", "definitions", "properties", "patternProperties", "dependentSchemas"],
        coreKeywords: ["$schema", "$id", "$ref", "$anchor", "$recursiveRef", "$recursiveAnchor", "$vocabulary", "$comment"],
        assertionKeywords: draft2019Assertions,
        annotationKeywords: draft2019Annotations,
        deprecatedKeywords: ["definitions": "$defs", "dependencies": "dependentRequired or dependentSchemas"],
        formatNames: draft2019Formats)

    /// Draft 2020-12. `definitions` stays a map of schemas, as in 2019-09.
    // Not lowerCamelCase: named after the dialect's year-month.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    static let draft2020_12 = Vocabulary(
        draft: .draft2020_12, identifierKeyword: "$id", identifierFragmentIsAnchor: false, anchorKeyword: "$anchor",
        dynamicAnchorKeyword: "$dynamicAnchor", dynamicReferenceKeyword: "$dynamicRef", ignoresSiblingsOfRef: false,
        definitionsKeywords: ["$defs", "definitions"],
        singleSubschemaKeywords: [
            "additionalProperties", "propertyNames", "items", "unevaluatedItems", "unevaluatedProperties", "contains",
            "not", "if", "then", "else", "contentSchema",
        ],
        subschemaArrayKeywords: ["allOf", "anyOf", "oneOf", "prefixItems"],
        subschemaMapKeywords: ["$defs", "definitions", "properties", "patternProperties", "dependentSchemas"],
        coreKeywords: ["$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$comment"],
        assertionKeywords: draft2019Assertions,
        annotationKeywords: draft2019Annotations,
        deprecatedKeywords: [
            "definitions": "$defs", "dependencies": "dependentRequired or dependentSchemas",
            "$recursiveRef": "$dynamicRef", "$recursiveAnchor": "$dynamicAnchor",
        ],
        formatNames: draft2019Formats)
}
