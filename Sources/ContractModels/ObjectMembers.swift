import ContractJSON

/// The visible members of an object of a parsed document, in document order: what generated fast-path
/// decoders loop over instead of walking the tape themselves.
///
/// A member hidden by a later duplicate key is skipped (the last one wins, as in
/// ``ContractJSON/JSONView/forEachMember(of:_:)``). Everything is `@inlinable` so that the loop compiles
/// to the same code as the hand-written tape walk it replaces.
public struct ObjectMembers: Sequence, IteratorProtocol {
    /// One member: the tape indices of its key (a string) and of its value.
    public struct Member {
        /// The index of the key.
        public let key: Int
        /// The index of the value.
        public let value: Int

        /// Creates a member.
        @inlinable
        public init(key: Int, value: Int) {
            self.key = key
            self.value = value
        }
    }

    @usableFromInline let view: JSONView
    @usableFromInline var key: Int
    @usableFromInline let end: Int

    /// The members of the object at `index` (which the caller has checked is an object).
    @inlinable
    public init(of index: Int, in view: JSONView) {
        self.view = view
        self.key = index + 1
        self.end = view.next(index)
    }

    /// The next visible member, or `nil` after the last.
    @inlinable
    public mutating func next() -> Member? {
        while key < end {
            let member = Member(key: key, value: key + 1)
            key = view.next(member.value)
            if !view.tape[member.key].isShadowed { return member }
        }
        return nil
    }
}
