import ContractJSON

/// The `pagination` member of an endpoint declaration: cursor or offset paging, the parameters that
/// carry it and JSON Pointers into the response.
public struct PaginationEntry: Sendable, Hashable {
    /// The paging style and what only it has.
    public enum Style: Sendable, Hashable {
        /// Each page carries an opaque cursor for the next (`nextCursor`), sent back in the query
        /// parameter `parameter`.
        case cursor(parameter: String, nextCursor: PointerEntry)
        /// Each request sends the index of its first item in the query parameter `parameter`; the
        /// page may say whether more follow and how many items there are in all.
        case offset(parameter: String, hasMore: PointerEntry?, totalCount: PointerEntry?)
    }

    /// Where the pagination object starts.
    public var position: SourcePosition
    /// The style.
    public var style: Style
    /// The query parameter for the page size, if any.
    public var limitParameter: String?
    /// Where the page's array of items is.
    public var items: PointerEntry

    /// Creates a pagination entry.
    public init(position: SourcePosition, style: Style, limitParameter: String? = nil, items: PointerEntry) {
        self.position = position
        self.style = style
        self.limitParameter = limitParameter
        self.items = items
    }
}

/// A JSON Pointer into a response, as written in a declaration.
public struct PointerEntry: Sendable, Hashable {
    /// The parsed pointer.
    public var pointer: JSONPointer
    /// Where it is written.
    public var position: SourcePosition

    /// Creates a pointer entry.
    public init(pointer: JSONPointer, position: SourcePosition) {
        self.pointer = pointer
        self.position = position
    }
}
