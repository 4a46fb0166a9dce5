import ContractJSON

/// A path or query parameter of an endpoint declaration: a scalar with a small subset of JSON
/// Schema (`type`, `enum`, `minimum`, `maximum`, `minLength`), and for query parameters whether it
/// is required and its default.
package struct ParameterEntry: Sendable {
    /// The scalar types a parameter may have.
    package enum ValueType: String, Sendable, Hashable, CaseIterable {
        /// `Swift.String`.
        case string
        /// `Swift.Int`.
        case integer
        /// `Swift.Bool`.
        case boolean
        /// `Swift.Double`.
        case number
    }

    /// How the values of an array parameter are sent.
    package enum ArrayStyle: Sendable {
        /// One query item per value (`form` with `explode`: `?id=1&id=2`).
        case repeated
        /// One value, the values joined by the separator (`,` for `simple` and `form` without
        /// `explode`, ` ` for `spaceDelimited`, `|` for `pipeDelimited`).
        case separated(String)
    }

    /// The name on the wire (the placeholder or the query item name).
    package var name: String
    /// Where the parameter's object starts.
    package var position: SourcePosition
    /// The type of its values.
    package var type: ValueType
    /// The allowed values (strings), if the declaration lists them.
    package var allowedValues: [String]?
    /// The smallest allowed integer.
    package var minimum: Int64?
    /// The largest allowed integer.
    package var maximum: Int64?
    /// The smallest allowed string length.
    package var minLength: Int64?
    /// What the parameter is.
    package var description: String?
    /// Whether every request must carry it (always true for path parameters).
    package var isRequired: Bool
    /// The value sent when the caller gives none (query parameters only); its JSON type matches
    /// ``type``.
    package var defaultValue: JSONValue?
    /// Example values, as the declaration lists them (documentation only: `contract-check openapi` writes them).
    package var examples: [JSONValue]?
    /// For an array parameter (OpenAPI input): how its values are sent; ``type`` is then the type of
    /// each value.
    package var arrayStyle: ArrayStyle?

    /// Creates a parameter entry.
    package init(
        name: String, position: SourcePosition, type: ValueType, allowedValues: [String]? = nil, minimum: Int64? = nil,
        maximum: Int64? = nil, minLength: Int64? = nil, description: String? = nil, isRequired: Bool,
        defaultValue: JSONValue? = nil
    ) {
        self.name = name
        self.position = position
        self.type = type
        self.allowedValues = allowedValues
        self.minimum = minimum
        self.maximum = maximum
        self.minLength = minLength
        self.description = description
        self.isRequired = isRequired
        self.defaultValue = defaultValue
    }
}
