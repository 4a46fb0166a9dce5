/// An endpoint whose response is one page of a longer list, and which knows how to ask for the
/// page after it.
///
/// Conform through ``CursorPaginated`` or ``OffsetPaginated`` rather than directly; then iterate
/// with ``APIClient/pages(of:)`` or ``APIClient/items(of:)``:
///
/// ```swift
/// for try await session in client.items(of: ListSessions(groupID: id)) { … }
/// ```
public protocol PaginatedEndpoint: Endpoint {
    /// The type of the list's elements.
    associatedtype Item: Sendable

    /// The list elements on `page`.
    static func items(in page: Response) -> [Item]

    /// The request for the page after `page` (which this request fetched), or `nil` if `page` is
    /// the last one.
    func nextPage(after page: Response) -> Self?
}

/// Cursor pagination: each page carries an opaque cursor for the next one, and a missing or `null`
/// cursor ends the list (as `next_cursor` in `GET /groups/{group_id}/sessions`).
public protocol CursorPaginated: PaginatedEndpoint {
    /// The cursor sent with this request; `nil` for the first page.
    var cursor: String? { get set }

    /// The cursor for the page after `page`, or `nil` at the end.
    static func nextCursor(in page: Response) -> String?
}

extension CursorPaginated {
    /// The same request with the next cursor; `nil` when the page has none. A cursor sent before
    /// (the one just used, or any earlier one) is returned too: ``Pages`` ends with an error there
    /// rather than taking a server's cursor cycle for the end of the list.
    public func nextPage(after page: Response) -> Self? {
        guard let next = Self.nextCursor(in: page) else { return nil }
        var request = self
        request.cursor = next
        return request
    }
}

/// Offset pagination: each request names the index of its first item, and the page says whether
/// more follow (as `offset`, `hasMore` and `totalCount` in `GET /api/v1/history`).
public protocol OffsetPaginated: PaginatedEndpoint {
    /// The index of the first item requested; 0 for the first page.
    var offset: Int { get set }

    /// Whether items follow `page`. Defaults to `true`, leaving the end to ``totalCount(in:)`` and
    /// to the first empty page.
    static func hasMore(in page: Response) -> Bool

    /// The number of items in the whole list, if the page says. Defaults to `nil`.
    static func totalCount(in page: Response) -> Int?
}

extension OffsetPaginated {
    /// Items may follow.
    public static func hasMore(in page: Response) -> Bool { true }

    /// The total is unknown.
    public static func totalCount(in page: Response) -> Int? { nil }

    /// The same request with the offset moved past `page`; `nil` when `page` is empty, says there
    /// is no more, or reaches the total count.
    public func nextPage(after page: Response) -> Self? {
        let count = Self.items(in: page).count
        guard count > 0, Self.hasMore(in: page) else { return nil }
        let next = offset + count
        if let total = Self.totalCount(in: page), next >= total { return nil }
        var request = self
        request.offset = next
        return request
    }
}
