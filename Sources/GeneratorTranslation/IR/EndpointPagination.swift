/// How a generated endpoint pages: its conformance to `CursorPaginated` or `OffsetPaginated`, with
/// the accessors the declaration's JSON Pointers translate to.
public struct EndpointPagination: Sendable, Hashable {
    /// The paging style and what only it has.
    public enum Style: Sendable, Hashable {
        /// Cursor paging: where the next cursor is.
        case cursor(nextCursor: ResponseAccessor)
        /// Offset paging: where the "more follow" flag and the total count are, if the page says.
        case offset(hasMore: ResponseAccessor?, totalCount: ResponseAccessor?)
    }

    /// The style.
    public var style: Style
    /// Where the page's items are.
    public var items: ResponseAccessor
    /// The type of one item.
    public var itemType: TypeUsage

    /// Creates a pagination.
    public init(style: Style, items: ResponseAccessor, itemType: TypeUsage) {
        self.style = style
        self.items = items
        self.itemType = itemType
    }
}

/// The Swift property path a JSON Pointer into a response translates to (`/next_cursor` →
/// `page.nextCursor?.value`).
public struct ResponseAccessor: Sendable, Hashable {
    /// The pointer as declared, for doc comments.
    public var pointer: String
    /// The properties from the response inward.
    public var steps: [WireStep]
    /// The type of a present, non-null value at the end (aliases resolved).
    public var valueType: TypeUsage

    /// Creates an accessor.
    public init(pointer: String, steps: [WireStep], valueType: TypeUsage) {
        self.pointer = pointer
        self.steps = steps
        self.valueType = valueType
    }

    /// Whether the value may be missing: some step is optional or nullable.
    public var mayBeAbsent: Bool { steps.contains { $0.wrapping != .none } }
}
