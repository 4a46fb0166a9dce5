import ContractJSON

/// The `pagination` member of an endpoint declaration: cursor or offset paging, the parameters that
/// carry it and JSON Pointers into the response.
package struct PaginationEntry: Sendable {
    /// The paging style and what only it has.
    package enum Style: Sendable {
        /// Each page carries an opaque cursor for the next (`nextCursor`), sent back in the query
        /// parameter `parameter`.
        case cursor(parameter: String, nextCursor: PointerEntry)
        /// Each request sends the index of its first item in the query parameter `parameter`; the
        /// page may say whether more follow and how many items there are in all.
        case offset(parameter: String, hasMore: PointerEntry?, totalCount: PointerEntry?)
    }

    /// Where the pagination object starts.
    package var position: SourcePosition
    /// The style.
    package var style: Style
    /// The query parameter for the page size, if any.
    package var limitParameter: String?
    /// Where the page's array of items is.
    package var items: PointerEntry

    /// Creates a pagination entry.
    package init(position: SourcePosition, style: Style, limitParameter: String? = nil, items: PointerEntry) {
        self.position = position
        self.style = style
        self.limitParameter = limitParameter
        self.items = items
    }
}

/// A JSON Pointer into a response, as written in a declaration.
package struct PointerEntry: Sendable {
    /// The parsed pointer.
    package var pointer: JSONPointer
    /// Where it is written.
    package var position: SourcePosition

    /// Creates a pointer entry.
    package init(pointer: JSONPointer, position: SourcePosition) {
        self.pointer = pointer
        self.position = position
    }
}
