/// One modifier of an object expression (`x-mappers`, see `Mappers.md`) as the loader read it, at the
/// location of its keyword (the expression's location and the keyword).
///
/// An expression's modifiers are listed in the order translation applies them, whatever order they are
/// written in: `alternative`, `nilIfEmpty`, `map` (with `arguments`), `lookup`, `imageURL`,
/// `imageURLSet`, `labels` (with `otherwise`), `default`. A companion keyword written without its
/// modifier (`arguments` without `map`, `otherwise` without `labels`) takes that modifier's place.
package typealias MappingModifierSyntax = MapperNode<MappingModifier>

/// What a modifier says; `nil` parts are operands of the wrong JSON type.
package enum MappingModifier: Sendable {
    /// `alternative`: the name of a union case; `nil` when not a string.
    case alternative(String?)
    /// `nilIfEmpty`: whether it is written `true` (the only accepted value).
    case nilIfEmpty(isTrue: Bool)
    /// `map`: the mapper's name (`nil` when not a string) and the `arguments`, if written.
    case map(String?, arguments: MappingArgumentsSyntax?)
    /// `arguments` written without `map` (at the `arguments` keyword).
    case argumentsWithoutMap
    /// `lookup`: the name of a lookup parameter; `nil` when not a string.
    case lookup(String?)
    /// `imageURL`.
    case imageURL(MappingImageURLSyntax)
    /// `imageURLSet`.
    case imageURLSet(MappingImageURLSetSyntax)
    /// `labels`: the labels by enum value (`nil` when not an object), and `otherwise` when it is a
    /// string.
    case labels([MappingLabelSyntax]?, otherwise: String?)
    /// `otherwise` written without `labels` (at the `otherwise` keyword).
    case otherwiseWithoutLabels
    /// `default`: the value used when the expression is nil.
    case `default`(MapperLiteralSyntax)
}

/// The `arguments` of a `map` modifier: the arguments in the order written, `nil` when `arguments` is
/// not an object.
package typealias MappingArgumentsSyntax = MapperNode<[MappingArgumentSyntax]?>

/// One argument passed to a nested mapper: a value expression, or a reference to a lookup parameter.
package struct MappingArgumentSyntax: Sendable {
    /// The nested mapper's parameter name (the member key).
    package var name: String
    /// The value read as an expression (it carries the argument's location and position).
    package var value: MappingExpressionSyntax
    /// The `parameter` member when the value is an object with a string one: how a lookup parameter
    /// is passed on (`{"parameter": "name"}`).
    package var parameterReference: String?

    /// Creates an argument.
    package init(name: String, value: MappingExpressionSyntax, parameterReference: String?) {
        self.name = name
        self.value = value
        self.parameterReference = parameterReference
    }
}

/// The `base` or `size` of an image URL: a string literal or an expression.
package typealias MappingStringOperandSyntax = MapperNode<MappingStringOperand>

/// What the `base` or `size` of an image URL is.
package enum MappingStringOperand: Sendable {
    /// A string literal (possibly empty).
    case text(String)
    /// An object, read as an expression (typically `{"parameter": "name"}`).
    case expression(MappingExpressionSyntax)
    /// Neither a string nor an object.
    case malformed
}

/// The settings of an `imageURL` modifier.
package enum MappingImageURLSyntax: Sendable {
    /// Not an object with `base` and `size`.
    case malformed
    /// The first key (in the order written) other than `base` and `size`.
    case unknownKeyword(MapperKeywordSyntax)
    /// `base` and `size`.
    case settings(base: MappingStringOperandSyntax, size: MappingStringOperandSyntax)
}

/// The settings of an `imageURLSet` modifier.
package enum MappingImageURLSetSyntax: Sendable {
    /// The `type` member of the settings.
    package enum TypeMember: Sendable {
        /// Not written: translation names the type after the field.
        case absent
        /// A string (not yet checked to be a Swift type name).
        case name(String)
        /// Written, but not a string.
        case notAString
    }

    /// Not an object with `base` and a non-empty array of string `sizes`.
    case malformed
    /// The first key (in the order written) other than `base`, `sizes` and `type`.
    case unknownKeyword(MapperKeywordSyntax)
    /// `base`, the sizes in order, and `type`.
    case settings(base: MappingStringOperandSyntax, sizes: [String], type: TypeMember)
}

/// One member of a `labels` table: an enum value and its label.
package struct MappingLabelSyntax: Sendable {
    /// The enum value (the member key).
    package var value: String
    /// The label; `nil` when not a string.
    package var label: String?
    /// Where the label is written.
    package var location: SchemaLocation
    /// Its line and column.
    package var position: SourcePosition

    /// Creates a label.
    package init(value: String, label: String?, location: SchemaLocation, position: SourcePosition) {
        self.value = value
        self.label = label
        self.location = location
        self.position = position
    }
}
