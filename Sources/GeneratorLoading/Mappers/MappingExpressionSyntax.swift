/// A mapper field expression (`x-mappers`, see `Mappers.md`) as the loader read it: a member name or
/// path, or an object with one source keyword and modifiers, each part with where it is written.
///
/// Like ``MapperDeclarations``, it does not judge: a shape translation rejects is kept as a
/// ``MappingExpressionMalformation`` (or a `nil`/malformed part further down) carrying what its message
/// needs, so translation reports the same errors at the same places in the same order as when it read
/// the JSON. What an expression means (which members, parameters and mappers exist, their types) is for
/// translation to decide.
package typealias MappingExpressionSyntax = MapperNode<MappingExpressionForm>

/// The form of a mapper field expression.
package indirect enum MappingExpressionForm: Sendable {
    /// A string: a member name (`"episode_number"`) or a path (`"/pick/poster_path"`).
    case path(MapperPathSyntax)
    /// An object with exactly one source keyword and known modifiers, the modifiers in the order
    /// translation applies them (not the order written).
    case object(source: MappingSourceSyntax, modifiers: [MappingModifierSyntax])
    /// A shape translation rejects before looking at the parts.
    case malformed(MappingExpressionMalformation)
}

/// Why an expression is malformed, in the order translation checks.
package enum MappingExpressionMalformation: Sendable {
    /// Neither a string nor an object.
    case notAStringOrObject
    /// An object without exactly one of `from`, `parameter`, `field`, `constant`, `sum`, `count`,
    /// `coalesce`.
    case notExactlyOneSource
    /// The first key (in the order written) that is neither the source keyword nor a modifier.
    case unknownKeyword(MapperKeywordSyntax)
}

/// A key of a mapper object named in a message (an unknown keyword), with where its value is written.
package typealias MapperKeywordSyntax = MapperNode<String>

/// A wire member path as written: a member name, or a JSON Pointer-like path starting with `/`.
package struct MapperPathSyntax: Sendable {
    /// The text as written.
    package var written: String
    /// The member names in order: the text itself for a member name, the pointer's tokens for a path;
    /// `nil` when a path is not a valid JSON Pointer.
    package var names: [String]?

    /// Creates a path.
    package init(written: String, names: [String]?) {
        self.written = written
        self.names = names
    }
}

/// The source keyword of an object expression (the value the modifiers start from), at the location of
/// its operand (the expression's location and the keyword).
package typealias MappingSourceSyntax = MapperNode<MappingSource>

/// What the source keyword of an object expression says.
package enum MappingSource: Sendable {
    /// `from`: a member name or path; `nil` when the operand is not a string.
    case from(MapperPathSyntax?)
    /// `parameter`: the parameter name (`nil` when not a string), and the operand as compact JSON for
    /// messages.
    case parameter(String?, written: String)
    /// `field`: an earlier field's name (`nil` when not a string), and the operand as compact JSON for
    /// messages.
    case field(String?, written: String)
    /// `constant`: a literal.
    case constant(MapperLiteralSyntax)
    /// `sum`: the operands in order; `nil` when not an array.
    case sum([MappingExpressionSyntax]?)
    /// `coalesce`: the operands in order; `nil` when not an array.
    case coalesce([MappingExpressionSyntax]?)
    /// `count`: the expression whose elements are counted.
    case count(MappingExpressionSyntax)

    /// The keyword as written (`from`, `parameter`, ...).
    package var keyword: String {
        switch self {
        case .from: "from"
        case .parameter: "parameter"
        case .field: "field"
        case .constant: "constant"
        case .sum: "sum"
        case .coalesce: "coalesce"
        case .count: "count"
        }
    }
}
