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
/// ``ClientError``.
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

        init(client: APIClient<Request.API>, pending: Request) {
            self.client = client
            self.pending = pending
        }

        /// Fetches the next page, or returns `nil` after the last one.
        public mutating func next() async throws(ClientError) -> Request.Response? {
            guard let request = pending else { return nil }
            pending = nil
            let page = try await client.send(request)
            pending = request.nextPage(after: page)
            return page
        }
    }
}
