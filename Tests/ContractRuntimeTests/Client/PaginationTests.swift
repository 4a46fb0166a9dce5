import ContractRuntime
import Contracts
import Foundation
import Testing

/// Cursor and offset paging to the end, item sequences, errors and cancellation while paging.
@Suite("Pagination")
struct PaginationTests {
    @Test("Cursor paging fetches every page until next_cursor is null, then stops")
    func cursorPagesToTheEnd() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            var sizes: [Int] = []
            var cursors: [String?] = []
            for try await page in client.pages(of: ListSessions(groupID: "n45")) {
                sizes.append(page.sessions.count)
                cursors.append(page.nextCursor?.value)
            }

            #expect(sizes == [20, 20, 5])
            #expect(cursors == ["cur_20", "cur_40", nil])
            let queries = try await server.requests().entries("GET", "/groups/n45/sessions").map(\.query)
            #expect(queries == ["limit=20", "limit=20&cursor=cur_20", "limit=20&cursor=cur_40"])
        }
    }

    @Test("Cursor items arrive in order across pages, each exactly once")
    func cursorItems() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            var ids: [String] = []
            for try await session in client.items(of: ListSessions(groupID: "n45", limit: 7)) {
                ids.append(session.roundId)
            }

            #expect(ids == (1...45).map { String(format: "n45-round-%03d", $0) })
            #expect(try await server.requests().count("GET", "/groups/n45/sessions") == 7)
        }
    }

    @Test("An empty history is one empty page")
    func cursorEmpty() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            var pages = 0
            var items = 0
            for try await page in client.pages(of: ListSessions(groupID: "n0")) {
                pages += 1
                items += page.sessions.count
            }
            for try await _ in client.items(of: ListSessions(groupID: "n0")) { items += 1 }

            #expect(pages == 1)
            #expect(items == 0)
        }
    }

    @Test("A cursor the server already handed out ends paging with an error, not a loop",
          arguments: ["cur_0", "cur_20"])
    func cursorCycle(repeated: String) async throws {
        try await withContractServer { server in
            // The page for cur_20 points back: to cur_0 (whose page points to cur_20 again: a → b → a),
            // or to cur_20 itself.
            let faults = FaultHeader { request in
                request.url.query?.hasSuffix("cursor=cur_20") == true ? "patch=/next_cursor=\"\(repeated)\"" : nil
            }
            let client = makeClient(for: SessionsAPI.self, server: server, middlewares: [faults])
            var pages = 0
            var caught: ClientError?
            do {
                // Bounded, so that the loop this guards against fails the test instead of hanging it.
                for try await _ in client.pages(of: ListSessions(groupID: "n45")) {
                    pages += 1
                    if pages == 10 { break }
                }
            } catch let error as ClientError {
                caught = error
            }

            let error = try #require(caught)
            #expect(pages == (repeated == "cur_0" ? 3 : 2))
            #expect(error.payloadError != nil)
            #expect(error.userMessage == "Something went wrong on our end. Try again in a moment.")
            #expect("\(error)".contains("names cursor \"cur_20\", already sent for an earlier page"))
            let queries = try await server.requests().entries("GET", "/groups/n45/sessions").map(\.query)
            #expect(queries.count == pages)
            #expect(Set(queries).count == pages)
        }
    }

    @Test("Offset paging advances by the page size until hasMore is false")
    func offsetPagesToTheEnd() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server)
            var pages: [HistoryPage] = []
            for try await page in client.pages(of: ListHistory()) {
                pages.append(page)
            }

            #expect(pages.map(\.items.count) == [50, 50, 20])
            #expect(pages.map(\.hasMore) == [true, true, false])
            #expect(pages.allSatisfy { $0.totalCount == 120 })
            let queries = try await server.requests().entries("GET", "/api/v1/history").map(\.query)
            #expect(queries == ["limit=50&offset=0", "limit=50&offset=50", "limit=50&offset=100"])
        }
    }

    @Test("Offset items with a status filter: every matching job, once")
    func offsetItemsFiltered() async throws {
        try await withContractServer { server in
            let client = makeClient(for: HistoryAPI.self, server: server)
            var items: [HistoryItem] = []
            for try await item in client.items(of: ListHistory(limit: 20, status: .completed)) {
                items.append(item)
            }

            #expect(items.count == 48)
            #expect(Set(items.map(\.id)).count == 48)
            #expect(items.allSatisfy { $0.status == .completed })
            let queries = try await server.requests().entries("GET", "/api/v1/history").map(\.query)
            #expect(queries == [
                "limit=20&offset=0&status=completed",
                "limit=20&offset=20&status=completed",
                "limit=20&offset=40&status=completed",
            ])
        }
    }

    @Test("A page that fails transiently is retried inside the sequence")
    func retriedPage() async throws {
        try await withContractServer { server in
            let faults = FaultHeader { request in
                request.url.query?.contains("cursor=cur_20") == true ? "status=503;times=2" : nil
            }
            let client = makeClient(for: SessionsAPI.self, server: server, middlewares: [faults])
            var count = 0
            for try await _ in client.items(of: ListSessions(groupID: "n45")) { count += 1 }

            #expect(count == 45)
            let queries = try await server.requests().entries("GET", "/groups/n45/sessions").map(\.query)
            #expect(queries == ["limit=20", "limit=20&cursor=cur_20", "limit=20&cursor=cur_20", "limit=20&cursor=cur_40"])
        }
    }

    @Test("A page that fails ends the sequence with the error, and nothing more is fetched")
    func failingPageEndsTheSequence() async throws {
        try await withContractServer { server in
            let faults = FaultHeader { request in
                request.url.query?.contains("cursor=cur_20") == true ? "status=404" : nil
            }
            let client = makeClient(for: SessionsAPI.self, server: server, middlewares: [faults])
            var iterator = client.pages(of: ListSessions(groupID: "n45")).makeAsyncIterator()

            let first = try await iterator.next()
            #expect(first?.sessions.count == 20)
            let error = try await failure { try await iterator.next() }
            #expect(error.status == 404)
            #expect(error.userMessage == "This household wasn't found.")
            #expect(try await iterator.next() == nil)
            #expect(try await server.requests().count("GET", "/groups/n45/sessions") == 2)
        }
    }

    @Test("Cancelling in the middle of paging abandons the page in flight and fetches nothing more")
    func cancellationWhilePaging() async throws {
        try await withContractServer { server in
            // The second page takes 10 s; the test cancels while it is in flight.
            let faults = FaultHeader { request in
                request.url.query?.contains("cursor=cur_20") == true ? "delay=10" : nil
            }
            let client = makeClient(for: SessionsAPI.self, server: server, middlewares: [faults], timeout: .seconds(20))
            let received = Recorder<String>()
            let paging = Task {
                for try await session in client.items(of: ListSessions(groupID: "n45")) {
                    received.append(session.roundId)
                }
            }
            // Wait until the server has seen the request for page 2.
            while try await server.requests().count("GET", "/groups/n45/sessions") < 2 {
                try await Task.sleep(for: .milliseconds(20))
            }
            paging.cancel()
            let outcome = await paging.result

            let error = try #require(throws: ClientError.self) { try outcome.get() }
            #expect(error.isCancelled)
            #expect(received.all.count == 20)
            let log = try await server.requests()
            #expect(log.entries("GET", "/groups/n45/sessions").map(\.query) == ["limit=20", "limit=20&cursor=cur_20"])
        }
    }

    @Test("A call from a cancelled task sends nothing")
    func cancelledBeforeSending() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server)
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.send(GetRound(roundID: "r1"))
            }
            let error = try await #require(throws: ClientError.self) { try await task.value }

            #expect(error.isCancelled)
            #expect(error.attempts == 0)
            #expect(error.userMessage == "The request was cancelled.")
            #expect(try await server.requests().total == 0)
        }
    }
}
