/// The name of a generated Swift type: its path from the module's top level, one identifier per
/// nesting level (`["SeasonDetails", "Episode"]` is `SeasonDetails.Episode`).
///
/// Components are valid Swift identifiers without backticks; ``SwiftIdentifier`` produced them.
public struct TypeName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The identifiers from the outermost type inward.
    public var components: [String]

    /// Creates a name from its components.
    public init(_ components: [String]) {
        self.components = components
    }

    /// The last component: the name the declaration itself uses.
    public var shortName: String { components.last ?? "" }

    /// The name of a type nested in this one.
    public func nested(_ name: String) -> TypeName { TypeName(components + [name]) }

    /// The dotted path, each component escaped if it needs to be (`Outer.Inner`).
    public var description: String { components.map(SwiftIdentifier.escapedIfNeeded).joined(separator: ".") }

    /// Orders by dotted path.
    public static func < (lhs: TypeName, rhs: TypeName) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
