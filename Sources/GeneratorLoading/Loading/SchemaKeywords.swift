/// The JSON Schema keywords whose values are subschemas, by shape; the loader walks exactly these to
/// find `$id`, `$anchor` and `$ref` (a property *named* `$id` is not an identifier).
public enum SchemaKeywords {
    /// Keywords whose value is one schema.
    public static let single: [String] = [
        "additionalProperties", "propertyNames", "unevaluatedProperties", "items", "additionalItems",
        "unevaluatedItems", "contains", "not", "if", "then", "else", "contentSchema",
    ]
    /// Keywords whose value is an array of schemas.
    public static let array: [String] = ["allOf", "anyOf", "oneOf", "prefixItems", "items"]
    /// Keywords whose value is an object whose member values are schemas.
    public static let map: [String] = ["$defs", "definitions", "properties", "patternProperties", "dependentSchemas", "dependencies"]
}
