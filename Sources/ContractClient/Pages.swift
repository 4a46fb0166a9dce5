import ContractJSON

extension APIClient {
    /// The pages of a paginated endpoint, fetched one at a time as the loop asks for them, starting
    /// with `first` and ending after the last page (a `null` cursor, `hasMore: false`, …).
    ///
    /// ```swift
    /// for try await page in client.pages(of: ListHistory(status: .completed)) {
    ///     rows += page.items
    /// }
    /// ```
    public func pages<Request: PaginatedEndpoint>(of first: Request) -> Pages<Request> where Request.API == API {
        Pages(client: self, first: first)
    }
}

/// The pages of a paginated endpoint as an `AsyncSequence`; see ``APIClient/pages(of:)``.
///
/// Each page is one ``APIClient/send(_:)``, with its retries. The sequence ends after the last
/// page, and ends for good after an error. When the iterating task is cancelled, the page in
/// flight is abandoned, no further page is requested and iteration throws a cancelled
/// ``ClientError``. A cursor-paginated sequence whose server hands out a cursor it has already
/// sent (`a → b → a`, or a page pointing at itself) would never end: it throws a `.payload`
/// ``ClientError`` naming the repeated cursor instead of fetching that page again.
public struct Pages<Request: PaginatedEndpoint>: AsyncSequence, Sendable {
    /// A page.
    public typealias Element = Request.Response
    /// The error iteration throws.
    public typealias Failure = ClientError

    private let client: APIClient<Request.API>
    private let first: Request

    init(client: APIClient<Request.API>, first: Request) {
        self.client = client
        self.first = first
    }

    /// Starts fetching from the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, pending: first)
    }

    /// Fetches the pages in order.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        /// A page.
        public typealias Element = Request.Response
        /// The error iteration throws.
        public typealias Failure = ClientError

        private let client: APIClient<Request.API>
        private var pending: Request?
        /// The cursors sent so far (cursor pagination only).
        private var cursors = CursorHistory()

        init(client: APIClient<Request.API>, pending: Request) {
            self.client = client
            self.pending = pending
        }

        /// Fetches the next page, or returns `nil` after the last one.
        public mutating func next() async throws(ClientError) -> Request.Response? {
            guard let request = pending else { return nil }
            pending = nil
            if let cursor = (request as? any CursorPaginated)?.cursor, !cursors.insert(cursor) {
                throw repeatedCursor(cursor)
            }
            let page = try await client.send(request)
            pending = request.nextPage(after: page)
            return page
        }

        /// The error for a cursor the server already handed out: following it would fetch the
        /// same pages again, forever.
        private func repeatedCursor(_ cursor: String) -> ClientError {
            let shown = cursor.count > 80 ? "\(cursor.prefix(80))…" : cursor
            let violation = PayloadViolation(
                pointer: JSONPointer(tokens: []),
                expected: "a cursor not sent before",
                found: "cursor \(shown.debugDescription) again",
                message: "page \(cursors.count + 1) names cursor \(shown.debugDescription), already sent for an earlier page: "
                    + "the pages would repeat forever"
            )
            return client.failure(.payload(.violations([violation])), of: Request.self)
        }
    }
}
