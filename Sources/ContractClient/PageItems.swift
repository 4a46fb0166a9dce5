extension APIClient {
    /// The items of a paginated endpoint, across all its pages: pages are fetched as the loop
    /// reaches the end of the previous one.
    ///
    /// ```swift
    /// for try await session in client.items(of: ListSessions(groupID: id)) {
    ///     print(session.roundID)
    /// }
    /// ```
    public func items<Request: PaginatedEndpoint>(of first: Request) -> PageItems<Request> where Request.API == API {
        PageItems(pages: Pages(client: self, first: first), endpoint: "\(API.name).\(Request.definition.name)")
    }
}

/// The items of a paginated endpoint as an `AsyncSequence`; see ``APIClient/items(of:)``.
///
/// Fetches like ``Pages``. When the iterating task is cancelled, iteration throws a cancelled
/// ``ClientError`` at the next item, even if the current page has items left.
public struct PageItems<Request: PaginatedEndpoint>: AsyncSequence, Sendable {
    /// An item.
    public typealias Element = Request.Item
    /// The error iteration throws.
    public typealias Failure = ClientError

    private let pages: Pages<Request>
    private let endpoint: String

    init(pages: Pages<Request>, endpoint: String) {
        self.pages = pages
        self.endpoint = endpoint
    }

    /// Starts fetching from the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator(), endpoint: endpoint)
    }

    /// Delivers the items page by page.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        /// An item.
        public typealias Element = Request.Item
        /// The error iteration throws.
        public typealias Failure = ClientError

        private var pages: Pages<Request>.Iterator
        private let endpoint: String
        private var buffer: [Request.Item] = []
        private var position = 0
        private var finished = false

        init(pages: Pages<Request>.Iterator, endpoint: String) {
            self.pages = pages
            self.endpoint = endpoint
        }

        /// The next item, fetching the next page when the current one is used up; `nil` after the
        /// last item of the last page.
        public mutating func next() async throws(ClientError) -> Request.Item? {
            while !finished {
                if Task.isCancelled {
                    finished = true
                    throw ClientError(.cancelled, endpoint: endpoint)
                }
                if position < buffer.count {
                    defer { position += 1 }
                    return buffer[position]
                }
                do {
                    guard let page = try await pages.next() else {
                        finished = true
                        return nil
                    }
                    buffer = Request.items(in: page)
                    position = 0
                } catch {
                    finished = true
                    throw error
                }
            }
            return nil
        }
    }
}
