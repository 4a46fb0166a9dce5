import ContractJSON
import ContractSchemaCore

/// One schema object of a loaded set, read through typed properties: what the translate stage asks of
/// a schema, each keyword in the type the specification (or the generator's `x-` extension) gives it.
///
/// A keyword of another type reads as absent, as the generator always treated it (a non-string `title`
/// is no title); the validator reports such schemas. Drafts 04 to 07 see only what they allow beside
/// `$ref` (see ``SchemaSet/schema(at:)``).
///
/// Trade-off: the view reads the parsed JSON on each access instead of copying every keyword into
/// stored properties at load time: the translate stage asks few questions of most schemas, and a copy
/// of every keyword of large schema sets (GitHub's 291 webhook schemas) would cost load time and memory.
package struct SchemaNode: Sendable {
    /// Where the schema is.
    package let location: SchemaLocation
    /// Its keywords as written.
    private let object: JSONObject

    /// A view of `object`, the schema at `location`.
    package init(_ object: JSONObject, at location: SchemaLocation) {
        self.object = object
        self.location = location
    }

    /// A schema without keywords at `location` (what a boolean schema is read as where an object is expected).
    package static func empty(at location: SchemaLocation) -> SchemaNode {
        SchemaNode(JSONObject(), at: location)
    }

    /// The keywords present, in the order written.
    package var keywords: [String] { object.keys }

    /// Whether `keyword` is present, whatever its value.
    package func declares(_ keyword: String) -> Bool { object[keyword] != nil }

    // MARK: Annotations

    /// `title`.
    package var title: String? { object["title"]?.stringValue }
    /// `description`.
    package var description: String? { object["description"]?.stringValue }
    /// `deprecated` (false when absent).
    package var isDeprecated: Bool { object["deprecated"]?.boolValue ?? false }

    // MARK: Generator extensions

    /// `x-swift-name`: the Swift name the schema asks for.
    package var swiftName: String? { object["x-swift-name"]?.stringValue }
    /// `x-swift-type`: the Swift type that replaces the generated one.
    package var swiftType: String? { object["x-swift-type"]?.stringValue }
    /// `x-enum-names`: one entry per element (`nil` for an element that is not a string).
    package var enumNames: [String?]? { object["x-enum-names"]?.arrayValue?.map(\.stringValue) }
    /// `x-enum-closed`: whether the enum rejects values it does not know.
    package var enumIsClosed: Bool? { object["x-enum-closed"]?.boolValue }

    // MARK: Type

    /// `type` as a list (a string, or the strings of an array); `nil` when absent or of another kind.
    package var types: [String]? {
        switch object["type"] {
        case .string(let type)?: [type]
        case .array(let types)?: types.compactMap(\.stringValue)
        default: nil
        }
    }

    // MARK: Values

    /// `format`.
    package var format: String? { object["format"]?.stringValue }
    /// `const`, whatever its value.
    package var constant: JSONValue? { object["const"] }
    /// `enum`, when it is an array.
    package var enumValues: [JSONValue]? { object["enum"]?.arrayValue }
    /// A numeric keyword (`minimum`, `exclusiveMinimum`, `maximum`, `exclusiveMaximum`, `multipleOf`),
    /// when it is a number.
    package func bound(_ keyword: String) -> JSONNumber? { object[keyword]?.numberValue }
    /// A count keyword (`minLength`, `maxItems`, `minProperties`...), when it is a number that fits Int64.
    package func count(_ keyword: String) -> Int64? { object[keyword]?.numberValue?.int64Value }
    /// `pattern`, when it is a string.
    package var pattern: String? { object["pattern"]?.stringValue }

    // MARK: Subschemas

    /// What a keyword that holds one subschema (`additionalProperties`, `items`...) holds.
    package enum Subschema: Sendable, Hashable {
        /// A boolean schema.
        case boolean(Bool)
        /// A schema object; `isEmpty` for `{}`.
        case schema(isEmpty: Bool)
        /// Something else (the validator reports it).
        case invalid
    }

    /// What the keyword `keyword` holds, when present.
    package func subschema(_ keyword: String) -> Subschema? {
        switch object[keyword] {
        case nil: nil
        case .bool(let flag)?: .boolean(flag)
        case .object(let schema)?: .schema(isEmpty: schema.isEmpty)
        case _?: .invalid
        }
    }

    /// How many subschemas an array-valued keyword (`allOf`, `oneOf`, `anyOf`, `prefixItems`, an array
    /// `items`) lists, when it is an array.
    package func subschemaCount(_ keyword: String) -> Int? { object[keyword]?.arrayValue?.count }

    /// `$ref`, when it is a string.
    package var reference: String? { object["$ref"]?.stringValue }
    /// The names `properties` declares, in the order written, when it is an object.
    package var propertyNames: [String]? { object["properties"]?.objectValue?.keys }
    /// How many entries `required` lists, when it is an array.
    package var requiredCount: Int? { object["required"]?.arrayValue?.count }
    /// The strings `required` lists (none when absent).
    package var requiredNames: [String] { (object["required"]?.arrayValue ?? []).compactMap(\.stringValue) }
    /// How many patterns `patternProperties` declares, when it is an object.
    package var patternCount: Int? { patterns?.count }
    /// The patterns `patternProperties` declares, in the order written, when it is an object.
    package var patterns: [String]? { object["patternProperties"]?.objectValue?.keys }
    /// `$dynamicRef`, else 2019-09's `$recursiveRef`, when it is a string.
    package var dynamicReference: String? { (object["$dynamicRef"] ?? object["$recursiveRef"])?.stringValue }
    /// `default`, whatever its value.
    package var defaultValue: JSONValue? { object["default"] }
    /// `minItems`, when it is an integer.
    package var minItems: Int64? { object["minItems"]?.numberValue?.int64Value }

    /// The OpenAPI-style `discriminator` of a union.
    package enum Discriminator: Sendable {
        /// An object whose `propertyName` is not a string.
        case malformed
        /// The member that tells the alternatives apart, and the `mapping` entries whose value is a
        /// string (tag → reference), in the order written.
        case property(String, mapping: [(tag: String, reference: String)])
    }

    /// `discriminator`, when it is an object.
    package var discriminator: Discriminator? {
        guard case .object(let explicit)? = object["discriminator"] else { return nil }
        guard case .string(let property)? = explicit["propertyName"] else { return .malformed }
        let mapping = (explicit["mapping"]?.objectValue?.members ?? []).compactMap { member in
            member.value.stringValue.map { (tag: member.key, reference: $0) }
        }
        return .property(property, mapping: mapping)
    }

    // MARK: Structure

    /// The names of the `$defs` entries, then of the `definitions` entries, with their keyword.
    package var definitionNames: [(keyword: String, name: String)] {
        Vocabulary.definitionsKeywordsOfAnyDraft.flatMap { keyword in (object[keyword]?.objectValue?.keys ?? []).map { (keyword, $0) } }
    }
}

extension SchemaSet {
    /// The schema at `location` when it is an object (not a boolean schema), as a typed view.
    package func node(at location: SchemaLocation) -> SchemaNode? {
        guard case .object(let object)? = schema(at: location) else { return nil }
        return SchemaNode(object, at: location)
    }

    /// Whether the schema at `location` is the boolean schema `false`, which no value satisfies.
    package func isFalseSchema(at location: SchemaLocation) -> Bool {
        schema(at: location) == .bool(false)
    }

    /// Whether `location` designates a schema (an object or a boolean).
    package func hasSchema(at location: SchemaLocation) -> Bool {
        schema(at: location) != nil
    }
}
