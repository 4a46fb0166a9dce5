/// The name of a generated Swift type: its path from the module's top level, one identifier per
/// nesting level (`["SeasonDetails", "Episode"]` is `SeasonDetails.Episode`).
///
/// Components are valid Swift identifiers without backticks; ``SwiftIdentifier`` produced them.
package struct TypeName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The identifiers from the outermost type inward.
    package var components: [String]

    /// Creates a name from its components.
    package init(_ components: [String]) {
        self.components = components
    }

    /// The last component: the name the declaration itself uses.
    package var shortName: String { components.last ?? "" }

    /// The name of a type nested in this one.
    package func nested(_ name: String) -> TypeName { TypeName(components + [name]) }

    /// The dotted path, each component escaped if it needs to be (`Outer.Inner`).
    package var description: String { components.map(SwiftIdentifier.escapedIfNeeded).joined(separator: ".") }

    /// Orders by dotted path.
    package static func < (lhs: TypeName, rhs: TypeName) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
