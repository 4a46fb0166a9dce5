import CContractSystem

// The checker's threads: a lock with a condition, detached workers, and how many processors they can run on.
//
// Trade-off: POSIX threads through CContractSystem instead of Foundation's `Thread`, `NSCondition` and
// `ProcessInfo`: on Linux those are only in the full Foundation, whose link (with ICU's data) cost contract-check
// a millisecond of start-up on every run; `Synchronization.Mutex` needs macOS 15.

/// A lock with one condition to wait on (what Foundation's `NSCondition` is).
final class Monitor: @unchecked Sendable {
    private let raw: OpaquePointer

    init() { raw = contract_monitor_create() }

    deinit { contract_monitor_destroy(raw) }

    func lock() { contract_monitor_lock(raw) }

    func unlock() { contract_monitor_unlock(raw) }

    /// Unlocks, waits for ``signal()`` or ``broadcast()``, and locks again. It may wake without either:
    /// wait in a loop over the condition.
    func wait() { contract_monitor_wait(raw) }

    /// Wakes one waiting thread.
    func signal() { contract_monitor_signal(raw) }

    /// Wakes every waiting thread.
    func broadcast() { contract_monitor_broadcast(raw) }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Detached worker threads (the checker's work pool) and the processors they may run on.
enum WorkerThreads {
    /// The processors this process may run on (its CPU affinity on Linux), at least 1.
    static var activeProcessors: Int { max(1, Int(contract_processor_count())) }

    /// Starts a detached thread with a `stackSize` stack that runs `body`; false when the system refuses one.
    static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        let started = contract_start_thread(UInt(stackSize), { context in
            guard let context else { return }
            Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
        }, context) == 0
        if !started { Unmanaged<ThreadBody>.fromOpaque(context).release() }
        return started
    }

    /// A thread's work, handed to it retained; the thread releases it.
    private final class ThreadBody: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
