import ContractJSON

/// A Swift type the generator declares for a schema: a struct, an enum, a union or an alias, with the
/// types nested in it.
///
/// Trade-off: the IR's declaration types are not `Equatable`. Nothing in the generator compares whole
/// declarations, and synthesized `==` on these trees was about 3% of the plugin tool's cold debug build,
/// which every package that applies the plugin pays; tests compare them by structure instead
/// (`Tests/GeneratorTranslationTests/StructuralEquality.swift`). Small types the translation compares keep it.
package struct TypeDeclaration: Sendable {
    /// What kind of Swift declaration it is.
    package enum Kind: Sendable {
        /// `struct` for an object schema (`properties`, `allOf`).
        case structure(StructDeclaration)
        /// `enum` with raw values for an `enum` / `const` schema.
        case enumeration(EnumDeclaration)
        /// `enum` with associated values for `oneOf` / `anyOf` / several `type`s.
        case union(UnionDeclaration)
        /// `struct` stored as a JSON array, for `prefixItems`.
        case tuple(TupleDeclaration)
        /// `typealias` for a named schema whose type is a builtin or container.
        case alias(TypeUsage)
    }

    /// The type's name (its path from the module's top level).
    package var name: TypeName
    /// What it is.
    package var kind: Kind
    /// Doc comment text.
    package var documentation: Documentation
    /// The absolute URI of the schema it comes from (the validator is looked up by it).
    package var schemaURI: String
    /// Types declared inside this one (inline object properties, union variants...).
    package var nested: [TypeDeclaration]
    /// Checks on the value itself that its kind of declaration does not enforce by decoding.
    package var selfRule: ValueRule
    /// Whether the schema also admits `null`, which the declared type cannot hold: its uses are optional, and
    /// `ContractTypes.bySchemaURI` decodes the schema as `Nullable<Self>` so that `null` gets the validator's verdict.
    package var admitsNull = false

    /// Creates a declaration.
    package init(name: TypeName, kind: Kind, documentation: Documentation, schemaURI: String, nested: [TypeDeclaration] = []) {
        self.name = name
        self.kind = kind
        self.documentation = documentation
        self.schemaURI = schemaURI
        self.nested = nested
        self.selfRule = ValueRule()
    }

    /// This declaration and every declaration nested in it, depth first.
    package var flattened: [TypeDeclaration] {
        [self] + nested.flatMap(\.flattened)
    }
}

/// A struct for an object schema.
package struct StructDeclaration: Sendable {
    /// The stored (and constant) properties, in schema order.
    package var properties: [PropertyDeclaration]
    /// Members not named in `properties`, kept when the schema gives `additionalProperties` a schema.
    package var additionalProperties: AdditionalProperties?
    /// Whether members not named in `properties` are invalid (`additionalProperties: false`).
    package var rejectsUndeclaredMembers: Bool = false

    /// Creates a struct declaration.
    package init(properties: [PropertyDeclaration], additionalProperties: AdditionalProperties? = nil) {
        self.properties = properties
        self.additionalProperties = additionalProperties
    }
}

/// The stored property holding an object's undeclared members.
package struct AdditionalProperties: Sendable {
    /// The Swift property name.
    package var swiftName: String
    /// The type of each value.
    package var valueType: TypeUsage
    /// The checks on each value.
    package var rule: ValueRule = ValueRule()

    /// Creates the description of an additional-properties dictionary.
    package init(swiftName: String, valueType: TypeUsage) {
        self.swiftName = swiftName
        self.valueType = valueType
    }
}

/// Whether an object member must be present and whether it may be `null`: the four combinations a
/// schema can express, kept apart so that absent and `null` survive a round trip.
package enum Optionality: Sendable {
    /// Listed in `required`, never `null`: `T`.
    case required
    /// Listed in `required`, may be `null`: `T?`; `nil` is encoded as `null`.
    case requiredNullable
    /// Not required, never `null`: `T?`; `nil` means absent and is not encoded.
    case optional
    /// Not required and may be `null`: `Nullable<T>?`; `nil` is absent, `.null` is `null`.
    case optionalNullable
    /// Not required, with a `default`: `T` (or `T?` when nullable); an absent member decodes as the
    /// default and the value is always encoded.
    case defaulted
}

/// One member of an object schema.
package struct PropertyDeclaration: Sendable {
    /// The Swift property name (a valid identifier, escaped when rendered).
    package var swiftName: String
    /// The member name in JSON.
    package var jsonName: String
    /// The type of a present, non-null value.
    package var type: TypeUsage
    /// Presence and nullability.
    package var optionality: Optionality
    /// Whether `null` is allowed (with ``Optionality/defaulted``, the property type is then `T?`).
    package var isNullable: Bool
    /// The schema's `default`, applied when the member is absent.
    package var defaultValue: JSONValue?
    /// The `const` value of a required member, which becomes a computed property instead of a stored one.
    package var constant: JSONValue?
    /// Whether the value is stored in an indirect box (the property is part of a recursive struct cycle).
    package var isBoxed: Bool
    /// Doc comment text.
    package var documentation: Documentation
    /// The checks on the member's value beyond what decoding its type enforces.
    package var rule: ValueRule = ValueRule()

    /// Creates a property.
    package init(
        swiftName: String, jsonName: String, type: TypeUsage, optionality: Optionality, isNullable: Bool,
        defaultValue: JSONValue? = nil, constant: JSONValue? = nil, isBoxed: Bool = false, documentation: Documentation = .none
    ) {
        self.swiftName = swiftName
        self.jsonName = jsonName
        self.type = type
        self.optionality = optionality
        self.isNullable = isNullable
        self.defaultValue = defaultValue
        self.constant = constant
        self.isBoxed = isBoxed
        self.documentation = documentation
    }

    /// The type of the Swift property.
    package var propertyType: TypeUsage {
        switch optionality {
        case .required: type
        case .requiredNullable, .optional: .optional(type)
        case .optionalNullable: .optional(.nullable(type))
        case .defaulted: isNullable ? .optional(type) : type
        }
    }

    /// Whether the property is stored (constants are computed).
    package var isStored: Bool { constant == nil }
}

/// A closed or open `enum` of scalar values.
package struct EnumDeclaration: Sendable {
    /// The JSON type of the values.
    package enum RawType: Sendable, Equatable {
        /// `Swift.String` values.
        case string
        /// Integer values (of the given Swift type).
        case integer(IntegerType)
        /// Boolean values.
        case bool
    }

    /// The type of the values.
    package var rawType: RawType
    /// The known values.
    package var cases: [EnumCase]
    /// Whether unknown values are rejected; an open enum keeps them in an `unknown` case.
    package var isClosed: Bool

    /// Creates an enum declaration.
    package init(rawType: RawType, cases: [EnumCase], isClosed: Bool) {
        self.rawType = rawType
        self.cases = cases
        self.isClosed = isClosed
    }
}

/// One value of an enum.
package struct EnumCase: Sendable {
    /// The Swift case name.
    package var swiftName: String
    /// The JSON value (a string, an integer or a boolean).
    package var value: JSONValue
    /// Doc comment text (from a `oneOf` of `const` subschemas with titles).
    package var documentation: Documentation

    /// Creates a case.
    package init(swiftName: String, value: JSONValue, documentation: Documentation = .none) {
        self.swiftName = swiftName
        self.value = value
        self.documentation = documentation
    }

    /// The value when it is a string (`nil` for an integer or boolean case).
    package var stringValue: String? { value.stringValue }
}

/// An `enum` with associated values for a schema with alternatives.
package struct UnionDeclaration: Sendable {
    /// How alternatives combine.
    package enum Mode: Sendable {
        /// Exactly one alternative must match (`oneOf`, or several `type`s).
        case oneOf
        /// The first matching alternative is taken (`anyOf`).
        case anyOf
    }

    /// How alternatives combine.
    package var mode: Mode
    /// The alternatives in schema order.
    package var variants: [UnionVariant]
    /// The member whose value selects the alternative, when there is one.
    package var discriminator: String?
    /// Whether the enum must be `indirect` (it is part of a recursive cycle).
    package var isIndirect: Bool
    /// Whether the discriminator's values are `const`s that every alternative requires, so that at most
    /// one alternative can match a value.
    package var hasConstantTags: Bool = false

    /// Creates a union declaration.
    package init(mode: Mode, variants: [UnionVariant], discriminator: String?, isIndirect: Bool = false) {
        self.mode = mode
        self.variants = variants
        self.discriminator = discriminator
        self.isIndirect = isIndirect
    }
}

/// The JSON kinds of value an alternative can start with; used to pick alternatives cheaply.
package struct JSONKinds: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `null`.
    package static let null = JSONKinds(rawValue: 1)
    /// `true` / `false`.
    package static let boolean = JSONKinds(rawValue: 2)
    /// Any number.
    package static let number = JSONKinds(rawValue: 4)
    /// A string.
    package static let string = JSONKinds(rawValue: 8)
    /// An array.
    package static let array = JSONKinds(rawValue: 16)
    /// An object.
    package static let object = JSONKinds(rawValue: 32)
    /// Every kind.
    package static let any: JSONKinds = [.null, .boolean, .number, .string, .array, .object]
}

/// One alternative of a union.
package struct UnionVariant: Sendable {
    /// The Swift case name.
    package var swiftName: String
    /// The associated value's type.
    package var type: TypeUsage
    /// The JSON kinds the alternative accepts.
    package var kinds: JSONKinds
    /// The discriminator values that select this alternative.
    package var tags: [String]
    /// The absolute URI of the alternative's schema (for validation-based selection).
    package var schemaURI: String
    /// Doc comment text.
    package var documentation: Documentation
    /// The checks on a value of this alternative beyond what decoding its type enforces.
    package var rule: ValueRule = ValueRule()
    /// Kinds this alternative never takes although its type could hold them: the `other` case of a
    /// schema without `type` holds any value except the kinds its sibling cases take.
    package var excludedKinds: JSONKinds = []

    /// Creates a variant.
    package init(swiftName: String, type: TypeUsage, kinds: JSONKinds, tags: [String] = [], schemaURI: String, documentation: Documentation = .none) {
        self.swiftName = swiftName
        self.type = type
        self.kinds = kinds
        self.tags = tags
        self.schemaURI = schemaURI
        self.documentation = documentation
    }
}

/// A struct stored as a JSON array with positional elements (`prefixItems`, optionally `items`).
package struct TupleDeclaration: Sendable {
    /// The positional elements.
    package var elements: [TupleElement]
    /// The type of elements after the positional ones, if the schema allows any.
    package var rest: TypeUsage?
    /// The Swift name of the stored rest array.
    package var restName: String
    /// The checks on each element after the positional ones.
    package var restRule: ValueRule = ValueRule()

    /// Creates a tuple declaration.
    package init(elements: [TupleElement], rest: TypeUsage?, restName: String = "rest") {
        self.elements = elements
        self.rest = rest
        self.restName = restName
    }
}

/// One positional element of a tuple.
package struct TupleElement: Sendable {
    /// The Swift property name.
    package var swiftName: String
    /// The element type.
    package var type: TypeUsage
    /// Whether the array must be at least this long (`minItems`); optional elements are `T?`.
    package var isRequired: Bool
    /// Doc comment text.
    package var documentation: Documentation
    /// The checks on the element beyond what decoding its type enforces.
    package var rule: ValueRule = ValueRule()

    /// Creates an element.
    package init(swiftName: String, type: TypeUsage, isRequired: Bool, documentation: Documentation = .none) {
        self.swiftName = swiftName
        self.type = type
        self.isRequired = isRequired
        self.documentation = documentation
    }
}
