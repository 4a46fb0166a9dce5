/// A wire-to-domain conversion declared with `x-mappers` (see `Mappers.md`): a domain struct and an
/// initializer that builds it from a generated wire type.
package struct MapperDeclaration: Sendable {
    /// The domain type's name (top level).
    package var name: TypeName
    /// The wire type it converts from.
    package var source: TypeName
    /// Doc comment text.
    package var documentation: Documentation
    /// Values the caller passes to the conversion.
    package var parameters: [MapperParameter]
    /// The domain type's properties and how each is computed, in declaration order.
    package var fields: [MapperField]
    /// Helper types declared inside the domain type (image URL sets).
    package var urlSets: [URLSetDeclaration]

    /// Creates a mapper.
    package init(name: TypeName, source: TypeName, documentation: Documentation, parameters: [MapperParameter], fields: [MapperField], urlSets: [URLSetDeclaration]) {
        self.name = name
        self.source = source
        self.documentation = documentation
        self.parameters = parameters
        self.fields = fields
        self.urlSets = urlSets
    }
}

/// A value the caller of a mapper passes.
package struct MapperParameter: Sendable {
    /// What the parameter is.
    package enum Kind: Sendable, Equatable {
        /// A plain value of a type.
        case value(TypeUsage)
        /// A function from a key to an optional value, e.g. member id → display name.
        case lookup(key: TypeUsage, value: TypeUsage)
    }

    /// The Swift parameter name (also its argument label).
    package var swiftName: String
    /// What it is.
    package var kind: Kind
    /// The default argument, if any.
    package var defaultValue: MappingExpression?
    /// Doc comment text.
    package var documentation: Documentation

    /// Creates a parameter.
    package init(swiftName: String, kind: Kind, defaultValue: MappingExpression?, documentation: Documentation) {
        self.swiftName = swiftName
        self.kind = kind
        self.defaultValue = defaultValue
        self.documentation = documentation
    }

    /// The Swift type of the parameter.
    package var typeDescription: String {
        switch kind {
        case .value(let type): type.description
        case .lookup(let key, let value): "(\(key)) -> \(value.asOptional)"
        }
    }
}

/// One property of a domain type.
package struct MapperField: Sendable {
    /// The Swift property name.
    package var swiftName: String
    /// Its type.
    package var type: TypeUsage
    /// How it is computed from the wire value.
    package var expression: MappingExpression
    /// Doc comment text.
    package var documentation: Documentation

    /// Creates a field.
    package init(swiftName: String, type: TypeUsage, expression: MappingExpression, documentation: Documentation) {
        self.swiftName = swiftName
        self.type = type
        self.expression = expression
        self.documentation = documentation
    }
}

/// A struct with one URL per image size, e.g. `w92`, `w185`, `w300`, `original`.
package struct URLSetDeclaration: Sendable, Equatable {
    /// One size of the set.
    package struct Size: Sendable, Equatable {
        /// The property name.
        package var swiftName: String
        /// The size's path segment (`w185`).
        package var segment: String

        /// Creates a size.
        package init(swiftName: String, segment: String) {
            self.swiftName = swiftName
            self.segment = segment
        }
    }

    /// The type's name.
    package var name: TypeName
    /// The sizes, in declaration order.
    package var sizes: [Size]

    /// Creates a URL set declaration.
    package init(name: TypeName, sizes: [Size]) {
        self.name = name
        self.sizes = sizes
    }
}

/// A literal written in a mapper declaration.
package enum MappingLiteral: Sendable {
    /// A string.
    case string(String)
    /// An integer (exact text).
    case integer(String)
    /// A floating-point number (exact text).
    case double(String)
    /// A boolean.
    case bool(Bool)
    /// `nil`.
    case null
    /// An empty array.
    case emptyArray
}

/// How a domain property is computed: a small, closed expression language (no Swift text from the
/// schema ever reaches generated code, so mappers cannot inject code).
package indirect enum MappingExpression: Sendable {
    /// A wire member path, e.g. `self.pick?.value?.posterPath`; each step says how to unwrap.
    case wire([WireStep])
    /// A parameter of the mapper.
    case parameter(String)
    /// An earlier field of the domain value.
    case field(String)
    /// A literal.
    case literal(MappingLiteral)
    /// `expression ?? literal`.
    case withDefault(MappingExpression, MappingLiteral)
    /// `nil` when an array or string is empty; `optional` when the value may already be nil.
    case nilIfEmpty(MappingExpression, optional: Bool)
    /// The first non-nil of several expressions.
    case coalesce([MappingExpression])
    /// The sum of integer expressions.
    case sum([MappingExpression])
    /// The number of elements of an array; `optional` when the array may be nil.
    case count(MappingExpression, optional: Bool)
    /// Another mapper applied to a value, each element of an array, or through an optional.
    case map(MappingExpression, mapper: TypeName, arguments: [MappingArgument], shape: ValueShape)
    /// A lookup parameter applied to a key or each key of an array (unknown keys are skipped in arrays).
    case lookup(MappingExpression, parameter: String, shape: ValueShape)
    /// An image URL: `base + size + path`; `base` and `size` are string literals or parameters.
    case imageURL(MappingExpression, base: MappingExpression, size: MappingExpression, optional: Bool)
    /// A URL set: one URL per size; `base` is a string literal or a parameter.
    case imageURLSet(MappingExpression, type: TypeName, base: MappingExpression, optional: Bool)
    /// The associated value of one alternative of a union (`nil` when the value is another alternative).
    case alternative(MappingExpression, union: TypeName, caseName: String, valueType: TypeUsage, optional: Bool)
    /// A label per enum case (the `unknown` case maps to `otherwise`, or to its raw value).
    case labels(MappingExpression, enumType: TypeName, cases: [MappingLabel], otherwise: String?, isOpen: Bool, isComplete: Bool, optional: Bool)
}

/// Whether a value an expression transforms is single, optional, an array, or an optional array.
package enum ValueShape: Sendable {
    /// `T`.
    case single
    /// `T?`.
    case optional
    /// `[T]`.
    case array
    /// `[T]?`.
    case optionalArray
}

/// A step of a wire member path.
package struct WireStep: Sendable {
    /// The Swift property name.
    package var swiftName: String
    /// How the value at this step is wrapped.
    package var wrapping: Wrapping
    /// How a wire value is wrapped.
    package enum Wrapping: Sendable {
        /// Not optional.
        case none
        /// `T?`.
        case optional
        /// `Nullable<T>?` (absent or null both read as nil).
        case optionalNullable

        /// How the generated struct stores `property`.
        package init(of property: PropertyDeclaration) {
            switch property.optionality {
            case .required: self = .none
            case .defaulted: self = property.isNullable ? .optional : .none
            case .requiredNullable, .optional: self = .optional
            case .optionalNullable: self = .optionalNullable
            }
        }
    }

    /// Creates a step.
    package init(swiftName: String, wrapping: Wrapping) {
        self.swiftName = swiftName
        self.wrapping = wrapping
    }
}

/// An argument passed to a nested mapper.
package struct MappingArgument: Sendable {
    /// The parameter's name.
    package var name: String
    /// The value.
    package var value: MappingExpression

    /// Creates an argument.
    package init(name: String, value: MappingExpression) {
        self.name = name
        self.value = value
    }
}

/// The label of one enum case.
package struct MappingLabel: Sendable {
    /// The Swift case name.
    package var caseName: String
    /// The label.
    package var label: String

    /// Creates a label.
    package init(caseName: String, label: String) {
        self.caseName = caseName
        self.label = label
    }
}
