#if canImport(Glibc)
import CContractSystem
import Foundation

/// The one thread that waits for every socket of the built-in HTTP/1.1 client (``HTTP1Transport``):
/// an `epoll` set, woken through an `eventfd` when a wait is added or cancelled, and the executor
/// the exchanges run on.
///
/// An exchange runs as async code with non-blocking sockets, preferring this executor
/// (`withTaskExecutorPreference`); when a socket is not ready it suspends in
/// ``wait(for:writable:until:)``, which costs a continuation and an `epoll` registration, not a
/// thread: a request waiting on a silent server takes no CPU time. A wait ends when the socket is
/// ready, when the deadline passes (the loop sleeps until the earliest deadline) or at once when the
/// waiting task is cancelled. Running the exchanges here rather than on the shared cooperative pool
/// keeps their deadlines true when the app blocks that pool's few threads.
///
/// Trade-off: written here on `epoll` (Linux; the transport is Linux-only) instead of SwiftNIO, as
/// the package takes no dependencies. One thread serves every exchange of the process: reading and
/// parsing of all responses share it (bodies are bounded by the transport's limit).
final class EventLoop: TaskExecutor, @unchecked Sendable {  // @unchecked: mutable state is guarded by `lock`
    /// How a wait ended.
    enum Outcome: Sendable {
        case ready
        case timedOut
        case cancelled
        /// `epoll` refused the descriptor.
        case unavailable
    }

    /// The loop of the process, started on first use; `nil` if `epoll` or `eventfd` is unavailable.
    static let shared: EventLoop? = EventLoop()

    private enum Waiter {
        /// Allocated, not registered yet.
        case pending
        /// Cancelled before it was registered.
        case cancelledEarly
        /// Registered with `epoll`.
        case waiting(fd: Int32, continuation: CheckedContinuation<Outcome, Never>)
    }

    private let epoll: Int32
    private let wakeup: Int32
    private let lock = NSLock()
    private var waiters: [UInt64: Waiter] = [:]
    private var deadlines = DeadlineHeap()
    /// Jobs of the exchanges, to run on the loop's thread.
    private var jobs: [UnownedJob] = []
    private var nextID: UInt64 = 1
    /// The deadline the loop is sleeping towards, if any; a new earlier one wakes it.
    private var sleepingUntil: ContinuousClock.Instant?
    /// The `epoll` data of the wake-up `eventfd` (wait ids start at 1).
    private static let wakeupToken: UInt64 = 0

    private init?() {
        epoll = contract_poll_create()
        wakeup = contract_wakeup_create()
        guard epoll >= 0, wakeup >= 0, contract_poll_add(epoll, wakeup, 0, 1, Self.wakeupToken) == 0 else { return nil }
        Thread.detachNewThread { [self] in run() }
    }

    /// Waits until `fd` is readable (or `writable`), `deadline` passes or the calling task is
    /// cancelled.
    func wait(for fd: Int32, writable: Bool, until deadline: ContinuousClock.Instant) async -> Outcome {
        if Task.isCancelled { return .cancelled }
        if ContinuousClock.now >= deadline { return .timedOut }
        let id = lock.withLock {
            defer { nextID += 1 }
            waiters[nextID] = .pending
            return nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                register(id, fd: fd, writable: writable, deadline: deadline, continuation: continuation)
            }
        } onCancel: {
            finish(id, with: .cancelled)
        }
    }

    private func register(
        _ id: UInt64, fd: Int32, writable: Bool, deadline: ContinuousClock.Instant,
        continuation: CheckedContinuation<Outcome, Never>
    ) {
        enum Registration { case cancelled, refused, waiting, waitingFirst }
        let registration: Registration = lock.withLock {
            guard case .pending = waiters[id] else {  // cancelled meanwhile
                waiters[id] = nil
                return .cancelled
            }
            guard contract_poll_add(epoll, fd, writable ? 1 : 0, 0, id) == 0 else {
                waiters[id] = nil
                return .refused
            }
            waiters[id] = .waiting(fd: fd, continuation: continuation)
            deadlines.insert(deadline, id)
            // The loop sleeps towards an earlier deadline (or a socket): wake it only for a nearer one.
            if let sleeping = sleepingUntil, sleeping <= deadline { return .waiting }
            return .waitingFirst
        }
        switch registration {
        case .cancelled: continuation.resume(returning: .cancelled)
        case .refused: continuation.resume(returning: .unavailable)
        case .waiting: break
        case .waitingFirst: signal()
        }
    }

    /// Ends wait `id` with `outcome` if it has not ended yet (called by the loop and on cancellation).
    private func finish(_ id: UInt64, with outcome: Outcome) {
        let continuation: CheckedContinuation<Outcome, Never>? = lock.withLock {
            switch waiters[id] {
            case .pending?:
                waiters[id] = .cancelledEarly
                return nil
            case .waiting(let fd, let continuation)?:
                waiters[id] = nil
                contract_poll_remove(epoll, fd)
                return continuation
            case .cancelledEarly?, nil:
                return nil
            }
        }
        continuation?.resume(returning: outcome)
    }

    private func signal() {
        _ = contract_wakeup_signal(wakeup)
    }

    /// Takes a job of an exchange, to run on the loop's thread.
    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.withLock { jobs.append(unowned) }
        signal()
    }

    /// The loop: sleep until a socket is ready, a wait is added or cancelled, or the earliest
    /// deadline; then end the waits that are due.
    private func run() {
        let capacity: Int32 = 256
        let tokens = UnsafeMutablePointer<UInt64>.allocate(capacity: Int(capacity))
        while true {
            let ready = lock.withLock {
                defer { jobs.removeAll(keepingCapacity: true) }
                return jobs
            }
            for job in ready { job.runSynchronously(on: asUnownedTaskExecutor()) }
            let timeout: Int32 = lock.withLock {
                while let (_, id) = deadlines.first, waiters[id] == nil { deadlines.removeFirst() }
                sleepingUntil = deadlines.first?.0
                if !jobs.isEmpty { return 0 }
                guard let until = sleepingUntil else { return -1 }
                let milliseconds = ((until - .now) / .milliseconds(1)).rounded(.up)
                return Int32(min(max(milliseconds, 0), 60_000))
            }
            let count = contract_poll_wait(epoll, tokens, capacity, timeout)
            for index in 0..<max(0, Int(count)) {
                let id = tokens[index]
                if id == Self.wakeupToken {
                    contract_wakeup_drain(wakeup)
                } else {
                    finish(id, with: .ready)
                }
            }
            let now = ContinuousClock.now
            let due: [UInt64] = lock.withLock {
                var due: [UInt64] = []
                while let (deadline, id) = deadlines.first, deadline <= now {
                    deadlines.removeFirst()
                    if waiters[id] != nil { due.append(id) }
                }
                return due
            }
            for id in due { finish(id, with: .timedOut) }
        }
    }
}

/// The deadlines of the waits, earliest first (a binary heap; entries of waits that already ended
/// are dropped when they reach the top).
private struct DeadlineHeap {
    private var entries: [(ContinuousClock.Instant, UInt64)] = []

    var first: (ContinuousClock.Instant, UInt64)? { entries.first }

    mutating func insert(_ deadline: ContinuousClock.Instant, _ id: UInt64) {
        entries.append((deadline, id))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].0 < entries[parent].0 else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() {
        guard !entries.isEmpty else { return }
        entries.swapAt(0, entries.count - 1)
        entries.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count, entries[left].0 < entries[smallest].0 { smallest = left }
            if right < entries.count, entries[right].0 < entries[smallest].0 { smallest = right }
            guard smallest != parent else { return }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
#endif
