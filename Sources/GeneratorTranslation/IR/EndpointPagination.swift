/// How a generated endpoint pages: its conformance to `CursorPaginated` or `OffsetPaginated`, with
/// the accessors the declaration's JSON Pointers translate to.
package struct EndpointPagination: Sendable {
    /// The paging style and what only it has.
    package enum Style: Sendable {
        /// Cursor paging: where the next cursor is.
        case cursor(nextCursor: ResponseAccessor)
        /// Offset paging: where the "more follow" flag and the total count are, if the page says.
        case offset(hasMore: ResponseAccessor?, totalCount: ResponseAccessor?)
    }

    /// The style.
    package var style: Style
    /// Where the page's items are.
    package var items: ResponseAccessor
    /// The type of one item.
    package var itemType: TypeUsage

    /// Creates a pagination.
    package init(style: Style, items: ResponseAccessor, itemType: TypeUsage) {
        self.style = style
        self.items = items
        self.itemType = itemType
    }
}
