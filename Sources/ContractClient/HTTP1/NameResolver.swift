#if canImport(Glibc)
import Foundation
import Glibc

/// Host name lookups for ``SocketConnection``, on a few threads of their own, that a request stops
/// waiting for as soon as it is cancelled.
///
/// `getaddrinfo` blocks, for up to the resolver's own timeouts (`/etc/resolv.conf`: 5 s per attempt by
/// default), and cannot be interrupted. So a lookup runs on one of at most ``threadLimit`` threads,
/// started when first needed and kept, waiting on a condition when there is nothing to look up; a
/// request waits for it without a thread, and a cancelled request ends at once: the lookup is
/// dropped if it has not started, or its result freed when it ends.
///
/// Trade-off: a hung name server delays the lookups queued behind the running ones (not the requests
/// to IP addresses, which need no lookup), in exchange for a bounded number of threads however many
/// requests wait; `getaddrinfo_a` would avoid the threads but is glibc-only and signals completion
/// through signals or a thread of its own.
final class NameResolver: @unchecked Sendable {  // @unchecked: every mutable field is guarded by `condition`
    /// The resolver of the process's requests.
    static let shared = NameResolver(threadLimit: 4, lookup: AddressList.lookup(host:port:))

    /// How a name is looked up (`getaddrinfo`; tests block it to hold a lookup in progress).
    typealias Lookup = @Sendable (_ host: String, _ port: Int) -> AddressList?

    /// The most threads that run lookups at once.
    let threadLimit: Int
    private let lookup: Lookup
    private let condition = NSCondition()
    private var queue: [Pending] = []
    private var queueHead = 0
    private var threads = 0
    private var idleThreads = 0

    /// One request's lookup: its continuation until it is resumed, once, with a result or a cancellation.
    private final class Pending: @unchecked Sendable {  // @unchecked: guarded by the resolver's `condition`
        let host: String
        let port: Int
        var continuation: CheckedContinuation<AddressList?, Never>?
        var cancelled = false
        init(host: String, port: Int) {
            self.host = host
            self.port = port
        }
    }

    init(threadLimit: Int, lookup: @escaping Lookup) {
        self.threadLimit = max(threadLimit, 1)
        self.lookup = lookup
    }

    /// The addresses of `host`; throws `cancelled` as soon as the calling task is cancelled, `offline`
    /// when the name does not resolve.
    func resolve(host: String, port: Int) async throws(TransportError) -> AddressList {
        let pending = Pending(host: host, port: port)
        let list = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<AddressList?, Never>) in
                enqueue(pending, continuation)
            }
        } onCancel: {
            finish(pending, with: nil, cancelled: true)
        }
        if condition.withLock({ pending.cancelled }) { throw TransportError(.cancelled, "cancelled") }
        guard let list else { throw TransportError(.offline, "cannot resolve host \(host)") }
        return list
    }

    private func enqueue(_ pending: Pending, _ continuation: CheckedContinuation<AddressList?, Never>) {
        condition.lock()
        if pending.cancelled {
            // Cancelled before it was queued: nothing to wait for.
            condition.unlock()
            continuation.resume(returning: nil)
            return
        }
        pending.continuation = continuation
        queue.append(pending)
        let startThread = idleThreads == 0 && threads < threadLimit
        if startThread { threads += 1 }
        condition.signal()
        condition.unlock()
        if startThread { Thread.detachNewThread { [self] in work() } }
    }

    /// Resumes the request of `pending` once (later calls do nothing); a result nobody waits for is dropped.
    private func finish(_ pending: Pending, with list: AddressList?, cancelled: Bool) {
        condition.lock()
        if cancelled { pending.cancelled = true }
        let continuation = pending.continuation
        pending.continuation = nil
        condition.unlock()
        continuation?.resume(returning: list)
    }

    /// A lookup thread: takes the queued lookups in turn (skipping cancelled ones), forever.
    private func work() {
        while true {
            condition.lock()
            while queueHead == queue.count {
                idleThreads += 1
                condition.wait()
                idleThreads -= 1
            }
            let pending = queue[queueHead]
            queueHead += 1
            if queueHead == queue.count || queueHead > 1024 && queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            let wanted = pending.continuation != nil
            condition.unlock()
            guard wanted else { continue }
            finish(pending, with: lookup(pending.host, pending.port), cancelled: false)
        }
    }
}
#endif
