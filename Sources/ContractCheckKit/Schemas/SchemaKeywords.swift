import ContractSchema

/// What the JSON Schema keywords of drafts 2020-12 and 7 are, and where they hold subschemas.
enum SchemaKeywords {
    /// How a keyword holds subschemas.
    enum Layout {
        /// One schema (`not`, `items` in 2020-12).
        case single
        /// An array of schemas (`allOf`, `prefixItems`).
        case array
        /// An object whose values are schemas (`properties`, `$defs`).
        case map
        /// One schema or an array of them (`items` in draft 7).
        case singleOrArray
    }

    /// The subschema layout of `keyword`, or nil when its value is not (made of) schemas.
    static func layout(of keyword: String, draft: Draft) -> Layout? {
        switch keyword {
        case "additionalProperties", "propertyNames", "contains", "if", "then", "else", "not":
            return .single
        case "allOf", "anyOf", "oneOf":
            return .array
        case "properties", "patternProperties", "definitions", "dependencies":
            return .map
        default:
            break
        }
        switch draft {
        case .draft2020_12:
            switch keyword {
            case "items", "unevaluatedItems", "unevaluatedProperties", "contentSchema": return .single
            case "prefixItems": return .array
            case "$defs", "dependentSchemas": return .map
            default: return nil
            }
        case .draft7:
            switch keyword {
            case "additionalItems": return .single
            case "items": return .singleOrArray
            default: return nil
            }
        }
    }

    /// Every keyword of draft 2020-12's vocabularies.
    static let draft2020: Set<String> = [
        "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$comment", "$defs",
        "prefixItems", "items", "contains", "additionalProperties", "properties", "patternProperties", "dependentSchemas",
        "propertyNames", "if", "then", "else", "allOf", "anyOf", "oneOf", "not", "unevaluatedItems", "unevaluatedProperties",
        "type", "const", "enum", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength",
        "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties",
        "minProperties", "required", "dependentRequired", "title", "description", "default", "deprecated", "readOnly",
        "writeOnly", "examples", "format", "contentEncoding", "contentMediaType", "contentSchema",
    ]

    /// Keywords the 2020-12 metaschema still describes for older schemas, with their replacement.
    static let deprecated2020: [String: String] = [
        "definitions": "$defs", "dependencies": "dependentRequired or dependentSchemas",
        "$recursiveRef": "$dynamicRef", "$recursiveAnchor": "$dynamicAnchor",
    ]

    /// Every keyword of draft 7.
    static let draft7: Set<String> = [
        "$schema", "$id", "$ref", "$comment", "title", "description", "default", "readOnly", "writeOnly", "examples",
        "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern",
        "additionalItems", "items", "maxItems", "minItems", "uniqueItems", "contains", "maxProperties", "minProperties",
        "required", "additionalProperties", "definitions", "properties", "patternProperties", "dependencies",
        "propertyNames", "const", "enum", "type", "format", "contentMediaType", "contentEncoding", "if", "then", "else",
        "allOf", "anyOf", "oneOf", "not",
    ]

    /// The `x-` extensions the Swift generator reads.
    static let generatorExtensions: Set<String> = [
        "x-enum-names", "x-enum-closed", "x-swift-name", "x-swift-type", "x-mappers",
    ]

    /// The keywords of `draft`.
    static func known(in draft: Draft) -> Set<String> {
        draft == .draft7 ? draft7 : draft2020
    }

    /// Keywords that only document (no effect on validation or decoding).
    static let annotations: Set<String> = [
        "title", "description", "$comment", "examples", "deprecated", "readOnly", "writeOnly",
    ]
}
