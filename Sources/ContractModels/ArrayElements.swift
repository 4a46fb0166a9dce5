import ContractJSON

/// The elements of an array of a parsed document, in order, as tape indices: what generated fast-path
/// decoders of tuples (`prefixItems`) step through instead of walking the tape themselves.
///
/// `@inlinable` so that it compiles to the hand-written tape walk it replaces.
public struct ArrayElements: Sequence, IteratorProtocol {
    @usableFromInline let view: JSONView
    @usableFromInline var element: Int
    @usableFromInline var remaining: Int

    /// The elements of the array at `index` (which the caller has checked is an array).
    @inlinable
    public init(of index: Int, in view: JSONView) {
        self.view = view
        self.element = index + 1
        self.remaining = view.count(index)
    }

    /// The index of the next element, or `nil` after the last.
    @inlinable
    public mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        let current = element
        element = view.next(current)
        remaining -= 1
        return current
    }
}
