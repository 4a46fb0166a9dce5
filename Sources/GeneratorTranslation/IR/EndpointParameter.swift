import ContractJSON

/// A path or query parameter of a generated endpoint: a stored property and an initializer argument.
package struct EndpointParameter: Sendable, Equatable {
    /// The Swift type of a parameter's value.
    package enum ValueType: Sendable, Equatable {
        /// `Swift.String`.
        case string
        /// `Swift.Int`.
        case integer
        /// `Swift.Bool`.
        case boolean
        /// `Swift.Double`.
        case number
        /// A `Swift.String` enum nested in the endpoint type, for a parameter with `enum`.
        case enumeration(EnumParameterType)
    }

    /// Whether the caller must give a value.
    package enum Presence: Sendable, Equatable {
        /// A non-optional initializer argument without default (path parameters, required query
        /// parameters).
        case required
        /// A non-optional property whose initializer argument defaults to the value; always sent.
        case defaulted(JSONValue)
        /// An optional property, `nil` by default; left out of the URL when `nil`.
        case optional
    }

    /// The name on the wire (placeholder or query item name).
    package var name: String
    /// The Swift property and argument name.
    package var swiftName: String
    /// The type of a value.
    package var type: ValueType
    /// Whether the caller must give a value.
    package var presence: Presence
    /// Doc comment text: the declared `description`.
    package var documentation: Documentation
    /// The declared constraints, as sentences for the doc comment (`At least 1.`).
    package var constraints: [String]
    /// For an array parameter: how its values are sent; ``type`` is each value's type.
    package var arrayStyle: ArrayStyle?

    /// How the values of an array parameter are sent.
    package enum ArrayStyle: Sendable, Equatable {
        /// One query item per value.
        case repeated
        /// One value: the values joined by the separator.
        case separated(String)
    }

    /// Creates a parameter.
    package init(name: String, swiftName: String, type: ValueType, presence: Presence, documentation: Documentation, constraints: [String]) {
        self.name = name
        self.swiftName = swiftName
        self.type = type
        self.presence = presence
        self.documentation = documentation
        self.constraints = constraints
    }
}

/// The enum generated for a parameter with `enum` values.
package struct EnumParameterType: Sendable, Equatable {
    /// The enum's name, nested in the endpoint type (`Status`).
    package var name: String
    /// The Swift case names, in declaration order.
    package var caseNames: [String]
    /// The wire values, in declaration order.
    package var values: [String]

    /// Creates an enum parameter type.
    package init(name: String, caseNames: [String], values: [String]) {
        self.name = name
        self.caseNames = caseNames
        self.values = values
    }
}
