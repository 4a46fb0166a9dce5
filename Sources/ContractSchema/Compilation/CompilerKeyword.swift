import ContractJSON

/// The keywords the compiler reads from a schema object, each a bit of ``PresentKeywords``.
///
/// The compiler asks a schema object for about fifty keywords, and most are absent: one pass over the
/// object's members first records which of them it has, so that asking for an absent one is a bit test
/// instead of a scan of the members (that scan was a quarter of compile time).
enum CompilerKeyword: Int, CaseIterable {
    case ref, dynamicRef, recursiveRef, schema, id, legacyID
    case type, const, `enum`, minimum, exclusiveMinimum, maximum, exclusiveMaximum, multipleOf, minLength, maxLength, pattern
    case contentEncoding, contentMediaType, format
    case properties, patternProperties, additionalProperties, propertyNames, dependentSchemas
    case required, dependentRequired, dependencies, minProperties, maxProperties
    case prefixItems, items, additionalItems, contains, minItems, maxItems, uniqueItems, minContains, maxContains
    case allOf, anyOf, oneOf, not, `if`, then, `else`, unevaluatedProperties, unevaluatedItems
    // Annotations (with `format`, `contentEncoding` and `contentMediaType` above), only recorded.
    case title, description, `default`, examples, deprecated, readOnly, writeOnly, contentSchema

    /// The keyword as schemas spell it (read for every keyword a schema has: a table lookup).
    var name: String { CompilerKeyword.names[rawValue] }

    /// The spellings, by raw value (the cases' order). Written out rather than derived with
    /// `String(describing:)`: that reflection cost every process about 3 million instructions (some 200
    /// protocol-conformance lookups in a statically linked binary), a tenth of `contract-check validate`
    /// on a small file. `CompilerKeywordTests` checks the table against the case names.
    private static let names: [String] = [
        "$ref", "$dynamicRef", "$recursiveRef", "$schema", "$id", "id",
        "type", "const", "enum", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
        "pattern",
        "contentEncoding", "contentMediaType", "format",
        "properties", "patternProperties", "additionalProperties", "propertyNames", "dependentSchemas",
        "required", "dependentRequired", "dependencies", "minProperties", "maxProperties",
        "prefixItems", "items", "additionalItems", "contains", "minItems", "maxItems", "uniqueItems", "minContains", "maxContains",
        "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "unevaluatedProperties", "unevaluatedItems",
        "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly", "contentSchema",
    ]

    /// The annotation keywords of every dialect (each dialect's are a subset).
    static let annotations: [CompilerKeyword] = [
        .title, .description, .default, .examples, .deprecated, .readOnly, .writeOnly, .format, .contentEncoding, .contentMediaType,
        .contentSchema,
    ]

    /// The keyword's bit in ``PresentKeywords``.
    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The keywords by name.
    static let byName: [String: CompilerKeyword] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}

/// Which ``CompilerKeyword``s a schema object has.
///
/// A superset, never less: names are looked up with `String`'s `==` (canonical equivalence), while a
/// member is then read with ``JSONObject``'s exact comparison, which has the last word.
struct PresentKeywords {
    private let bits: UInt64

    init(_ object: JSONObject) {
        var bits: UInt64 = 0
        for member in object {
            if let keyword = CompilerKeyword.byName[member.key] { bits |= keyword.bit }
        }
        self.bits = bits
    }

    /// How many of the compiler's keywords the object has.
    var count: Int { bits.nonzeroBitCount }

    /// Whether the object may have `keyword`.
    func contains(_ keyword: CompilerKeyword) -> Bool { bits & keyword.bit != 0 }

    /// Whether the object may have one of the keywords of `mask` (see ``mask(_:)``).
    func containsAny(_ mask: UInt64) -> Bool { bits & mask != 0 }

    /// The bits of `keywords`, for ``containsAny(_:)``.
    static func mask(_ keywords: CompilerKeyword...) -> UInt64 { keywords.reduce(0) { $0 | $1.bit } }

    /// Whether the object may have an annotation keyword of some dialect.
    var mayHaveAnnotations: Bool { bits & PresentKeywords.annotationBits != 0 }

    private static let annotationBits = CompilerKeyword.annotations.reduce(UInt64(0)) { $0 | $1.bit }
}
