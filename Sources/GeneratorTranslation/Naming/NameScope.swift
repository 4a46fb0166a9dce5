/// Hands out unique names within one Swift scope (a type's members, a module's top level).
///
/// A name that is taken or reserved gets a numeric suffix (`name2`, `name3`...); a name that can never
/// be declared (`self`, `Type`) or that the generated code itself uses gets a trailing `_`.
/// Requests are answered in call order, so callers feed names in a deterministic order.
package struct NameScope: Sendable {
    private var taken: Set<String>
    private let reserved: Set<String>
    /// The suffix to try first for each base name asked for again, so that N requests for one name cost
    /// N tries, not N²/2.
    private var nextSuffix: [String: Int] = [:]

    /// Creates a scope where `reserved` names (members the generated code declares) are unavailable.
    package init(reserved: Set<String> = []) {
        self.taken = []
        self.reserved = reserved
    }

    /// Whether `name` is already used in this scope.
    package func isTaken(_ name: String) -> Bool { taken.contains(name) }

    /// Marks `name` as used without checking.
    package mutating func claim(_ name: String) {
        taken.insert(name)
    }

    /// A unique name based on `preferred`, which is then marked as used.
    package mutating func allocate(_ preferred: String) -> String {
        var base = preferred
        if SwiftIdentifier.unusable.contains(base) || reserved.contains(base) { base += "_" }
        var candidate = base
        var counter = nextSuffix[base] ?? 2
        while taken.contains(candidate) || reserved.contains(candidate) {
            candidate = base + String(counter)
            counter += 1
        }
        if candidate != base { nextSuffix[base] = counter }
        taken.insert(candidate)
        return candidate
    }
}
