/// Runs `work` on batches in worker threads and hands the results back in submission order.
///
/// The submitting thread reads input and writes output; at most `limit` batches are in flight
/// (queued, being worked on, or finished but not yet delivered), so memory stays flat however long
/// the input is. With one job there are no threads: each batch is worked on and delivered at once.
///
/// ```swift
/// let pool = OrderedWorkPool<[Line], [Verdict]>(jobs: 4) { lines in lines.map(check) }
/// for batch in batches { pool.submit(batch) { verdicts in report(verdicts) } }
/// pool.finish { verdicts in report(verdicts) }
/// ```
final class OrderedWorkPool<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let condition = Monitor()
    private let work: @Sendable (Input) -> Output
    private var jobs: Int
    private let limit: Int
    // Guarded by `condition`:
    /// Submitted batches not yet taken by a worker, by sequence number. A taken batch leaves the
    /// dictionary at once, so its memory goes as soon as its worker is done with it.
    private var queue: [Int: Input] = [:]
    private var nextToTake = 0
    private var finished: [Int: Output] = [:]
    private var closed = false
    // Touched only by the submitting thread:
    private var submitted = 0
    private var delivered = 0

    /// The most workers a pool starts, whatever it is asked for (callers warn about the cap; see
    /// ``maximumJobs(cores:)``).
    static var hardJobLimit: Int { 1024 }

    /// The sane maximum of workers for a machine: four per core.
    static func maximumJobs(cores: Int = WorkerThreads.activeProcessors) -> Int {
        min(hardJobLimit, 4 * max(1, cores))
    }

    /// Creates a pool of `jobs` workers (1 = work inline, at most ``hardJobLimit``) with at most
    /// `limit` batches in flight (default: four per job).
    init(jobs: Int, limit: Int? = nil, work: @escaping @Sendable (Input) -> Output) {
        self.jobs = min(max(1, jobs), Self.hardJobLimit)
        self.limit = max(1, limit ?? 4 * self.jobs)
        self.work = work
        guard self.jobs > 1 else { return }
        var started = 0
        for _ in 0..<self.jobs {
            // Workers hold the pool until `finish()` or `cancel()` closes it.
            if WorkerThreads.start(stackSize: 16 << 20, { self.workerLoop() }) { started += 1 }
        }
        // A system that refuses every thread gets the work done on the submitting thread instead.
        if started == 0 { self.jobs = 1 }
    }

    /// Queues `input`; first waits, delivering finished batches in order, while `limit` are in flight.
    func submit(_ input: Input, deliver: (Output) throws -> Void) rethrows {
        guard jobs > 1 else {
            try deliver(work(input))
            return
        }
        while submitted - delivered >= limit {
            try deliverNext(wait: true, deliver)
        }
        condition.lock()
        queue[submitted] = input
        condition.signal()
        condition.unlock()
        submitted += 1
        while try deliverNext(wait: false, deliver) {}
    }

    /// Waits for every batch, delivers the rest in order, and stops the workers.
    func finish(deliver: (Output) throws -> Void) rethrows {
        defer { stop() }
        while delivered < submitted {
            try deliverNext(wait: true, deliver)
        }
    }

    /// Delivers the next batch in order if it is finished (waiting for it when `wait`); returns whether one was delivered.
    @discardableResult
    private func deliverNext(wait: Bool, _ deliver: (Output) throws -> Void) rethrows -> Bool {
        condition.lock()
        var output = finished.removeValue(forKey: delivered)
        while output == nil && wait {
            condition.wait()
            output = finished.removeValue(forKey: delivered)
        }
        condition.unlock()
        guard let output else { return false }
        delivered += 1
        try deliver(output)
        return true
    }

    /// Stops the workers without delivering what is left (after an error).
    func cancel() { stop() }

    private func stop() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    private func workerLoop() {
        while true {
            condition.lock()
            while queue[nextToTake] == nil && !closed { condition.wait() }
            guard let input = queue.removeValue(forKey: nextToTake) else {
                condition.unlock()
                return
            }
            let sequence = nextToTake
            nextToTake += 1
            condition.unlock()
            let output = work(input)
            condition.lock()
            finished[sequence] = output
            condition.broadcast()
            condition.unlock()
        }
    }
}
