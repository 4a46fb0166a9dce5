/// The name of a generated Swift type: its path from the module's top level, one identifier per
/// nesting level (`["SeasonDetails", "Episode"]` is `SeasonDetails.Episode`).
///
/// A model type of an inline schema is declared at file scope under its ``flatName``
/// (`SeasonDetails_Episode`), and its parent declares the path's last component as a type alias of it:
/// the compiler's cost grows exponentially with the nesting depth of `Codable` types, not with aliases.
///
/// Components are valid Swift identifiers without backticks; ``SwiftIdentifier`` produced them.
package struct TypeName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The identifiers from the outermost type inward.
    package var components: [String]
    /// Whether the type is declared at file scope under ``flatName`` rather than nested in its parent.
    package var isFileScope: Bool

    /// Creates a name from its components; `fileScope` declares it under ``flatName``.
    package init(_ components: [String], fileScope: Bool = false) {
        self.components = components
        self.isFileScope = fileScope
    }

    /// The last component: the name the declaration (or its alias in the parent) uses.
    package var shortName: String { components.last ?? "" }

    /// The components joined by `_`: the name a file-scope declaration of a nested path takes.
    package var flatName: String { components.joined(separator: "_") }

    /// The identifier the declaration takes where it is declared: ``flatName`` at file scope, else ``shortName``.
    package var declaredName: String { isFileScope && components.count > 1 ? flatName : shortName }

    /// The name of a type nested in this one.
    package func nested(_ name: String) -> TypeName { TypeName(components + [name]) }

    /// The dotted path, each component escaped if it needs to be (`Outer.Inner`): how users spell the type.
    package var path: String { components.map(SwiftIdentifier.escapedIfNeeded).joined(separator: ".") }

    /// How generated code spells the type: the file-scope name, else the dotted path.
    package var description: String {
        isFileScope && components.count > 1 ? flatName : path
    }

    /// Orders by dotted path.
    package static func < (lhs: TypeName, rhs: TypeName) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
