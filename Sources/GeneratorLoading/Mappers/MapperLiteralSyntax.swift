/// A literal written in a mapper declaration (a `constant`, a `default`), classified by kind.
///
/// Translation turns it into the IR's `MappingLiteral`, which has the same cases but `unsupported`: the
/// IR owns its types (the renderer does not import the loader), so the two are kept apart.
package enum MapperLiteralSyntax: Sendable {
    /// A string.
    case string(String)
    /// An integral number that fits 64 bits (its exact text).
    case integer(String)
    /// Any other number (its exact text).
    case double(String)
    /// A boolean.
    case bool(Bool)
    /// `null`.
    case null
    /// `[]`.
    case emptyArray
    /// An object or a non-empty array: not a literal translation accepts.
    case unsupported
}
