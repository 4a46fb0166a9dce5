import ContractJSON

/// An `x-mappers` member of a schema as the loader read it: each mapper declaration with where it is
/// written, so translation checks declarations and reports at `path:LINE:COLUMN` without reading raw
/// JSON for their structure (see `Mappers.md`).
///
/// The loader does not judge here: what is malformed (a non-object, a field list that is missing) is
/// kept as such, and translation, which knows which schemas become structs and which types exist,
/// reports it in declaration order. Field expressions are read into ``MappingExpressionSyntax`` trees
/// (with their locations) the same way; their meaning depends on the generated types, so translation
/// interprets them.
///
/// Trade-off: these syntax trees are not `Equatable` (nothing compares them, and synthesized `==` cost the
/// plugin tool's cold build); tests compare them by structure (`Tests/GeneratorLoadingTests/StructuralEquality.swift`).
package struct MapperDeclarations: Sendable {
    /// Where `x-mappers` is written.
    package var location: SchemaLocation
    /// Its line and column.
    package var position: SourcePosition
    /// The declarations by domain type name, in the order written; `nil` when `x-mappers` is not an object.
    package var mappers: [MapperSyntax]?

    /// Creates the declarations of one `x-mappers` member.
    package init(location: SchemaLocation, position: SourcePosition, mappers: [MapperSyntax]?) {
        self.location = location
        self.position = position
        self.mappers = mappers
    }
}

/// One member of `x-mappers`: a domain type name and its declaration.
package struct MapperSyntax: Sendable {
    /// The declaration's keywords, when it is an object.
    package struct Body: Sendable {
        /// `title`, if it is a string.
        package var title: String?
        /// `description`, if it is a string.
        package var description: String?
        /// The keys other than `fields`, `parameters`, `description` and `title`, in the order written.
        package var unknownKeywords: [String]
        /// The `fields`, in the order written; `nil` when missing or not an object.
        package var fields: [MapperFieldSyntax]?
        /// The `parameters`, in the order written (none when missing or not an object).
        package var parameters: [MapperParameterSyntax]
    }

    /// The domain type name (the member key).
    package var name: String
    /// Where the declaration is written.
    package var location: SchemaLocation
    /// Its line and column.
    package var position: SourcePosition
    /// The declaration; `nil` when it is not an object.
    package var body: Body?
}

/// One member of a mapper's `fields`: a domain property and the expression computing it.
package struct MapperFieldSyntax: Sendable {
    /// The property name (the member key).
    package var name: String
    /// Where the expression is written.
    package var location: SchemaLocation
    /// Its line and column.
    package var position: SourcePosition
    /// The expression: a member name or path, or an object expression.
    package var expression: MappingExpressionSyntax
    /// The expression's `description`, if it is an object with a string one.
    package var description: String?
}

/// One member of a mapper's `parameters`: a value the caller passes.
package struct MapperParameterSyntax: Sendable {
    /// What the declaration says the parameter is.
    package enum Kind: Sendable {
        /// The declaration is not an object.
        case notAnObject
        /// `{"lookup": {"key": K, "value": V}}`: the type names as written (`nil` when missing or not a string).
        case lookup(key: String?, value: String?)
        /// `{"type": T, "default": D}`: the type name as written (`nil` when missing or not a string) and
        /// the default, if any.
        case value(type: String?, defaultValue: MapperLiteralSyntax?)
    }

    /// The parameter name (the member key).
    package var name: String
    /// Where it is declared.
    package var location: SchemaLocation
    /// Its line and column.
    package var position: SourcePosition
    /// What it is.
    package var kind: Kind
    /// Its `description`, if a string.
    package var description: String?
}
