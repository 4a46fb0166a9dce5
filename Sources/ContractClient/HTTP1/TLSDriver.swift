#if os(Linux) && (arch(x86_64) || arch(arm64))
import Foundation
import Glibc

/// The one thread that makes every libcurl call of every ``TLSConnection``: handshakes on a libcurl
/// multi handle, then `curl_easy_send`/`curl_easy_recv`, all waiting together in `curl_multi_poll`.
/// A request hands it an ``Operation`` and waits on a continuation: no thread per request, no CPU
/// while waiting, and a cancellation wakes the thread (`curl_multi_wakeup`), which ends the operation
/// at once.
///
/// Why one thread for everything: a multi handle and its easy handles may be used by one thread at a
/// time, and a `CURLOPT_CONNECT_ONLY` connection set up by a multi handle lives only as long as its
/// easy handle stays in it (since curl 7.72, removing the handle closes it), so the reads and writes
/// after the handshake must be the multi's thread's too.
///
/// Trade-off: each pass over the waiting operations and libcurl's own pass over its handles cost time
/// linear in the connections open, paid on each wake-up (an event, a deadline, a new operation or a
/// cancellation), not while waiting.
final class TLSDriver: @unchecked Sendable {  // @unchecked: `inbox` and `cancellations` are guarded by `lock`; the rest is the thread's
    /// The driver of the process, started on first use; `nil` when libcurl cannot be loaded.
    static let shared: TLSDriver? = LibCurl.shared.flatMap { TLSDriver(curl: $0) }

    /// How an operation ended.
    enum Outcome {
        /// The socket of a handshake, or the bytes received or sent.
        case done(Int)
        /// libcurl's `CURLcode`.
        case failed(Int32)
        case cancelled
        case timedOut
    }

    /// What a connection asks of the thread, and the continuation its task waits on (resumed once, by
    /// the thread).
    final class Operation: @unchecked Sendable {  // @unchecked: handed to the thread, which alone uses it after
        enum Kind {
            case handshake
            case receive(UnsafeMutableRawBufferPointer)
            case send(UnsafeRawBufferPointer)
            /// Removes the handle from the multi handle and frees it and its error buffer.
            case release(UnsafeMutablePointer<CChar>)
        }
        let kind: Kind
        let easy: LibCurl.Easy
        let deadline: ContinuousClock.Instant
        var socket: Int32
        fileprivate var continuation: CheckedContinuation<Outcome, Never>?
        /// Set by the task's cancellation, under the driver's lock.
        fileprivate var cancelRequested = false
        fileprivate var started = false
        fileprivate var waiting = false

        init(_ kind: Kind, easy: LibCurl.Easy, socket: Int32, deadline: ContinuousClock.Instant) {
            self.kind = kind
            self.easy = easy
            self.socket = socket
            self.deadline = deadline
        }
    }

    private let curl: LibCurl
    private let multi: LibCurl.MultiHandle
    private let lock = NSLock()
    private var inbox: [Operation] = []
    private var cancellations: [Operation] = []
    // The thread's own state.
    private var handshakes: [LibCurl.Easy: Operation] = [:]
    private var waiting: [ObjectIdentifier: Operation] = [:]
    private var inMulti: Set<LibCurl.Easy> = []

    private init?(curl: LibCurl) {
        guard let multi = curl.multi.initialize() else { return nil }
        self.curl = curl
        self.multi = multi
        Thread.detachNewThread { [self] in run() }
    }

    /// Runs `operation` on the thread; a cancellation of the calling task ends it with `cancelled`.
    func perform(_ operation: Operation) async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                operation.continuation = continuation
                submit(operation)
            }
        } onCancel: {
            lock.withLock {
                operation.cancelRequested = true
                cancellations.append(operation)
            }
            _ = curl.multi.wakeup(multi)
        }
    }

    /// Hands `operation` to the thread without waiting for it (a release from a `deinit`).
    func submit(_ operation: Operation) {
        lock.withLock { inbox.append(operation) }
        _ = curl.multi.wakeup(multi)
    }

    // MARK: The thread

    private func run() {
        var pollFDs: [LibCurl.WaitFD] = []
        var polled: [Operation] = []
        while true {
            let (new, cancelled) = lock.withLock {
                defer {
                    inbox.removeAll(keepingCapacity: true)
                    cancellations.removeAll(keepingCapacity: true)
                }
                return (inbox, cancellations)
            }
            for operation in new { start(operation) }
            for operation in cancelled { cancel(operation) }
            var running: Int32 = 0
            _ = curl.multi.perform(multi, &running)
            finishHandshakes()
            let now = ContinuousClock.now
            var timeout = Duration.seconds(60)
            pollFDs.removeAll(keepingCapacity: true)
            polled.removeAll(keepingCapacity: true)
            for operation in Array(waiting.values) {
                if operation.deadline <= now {
                    finish(operation, .timedOut)
                    continue
                }
                timeout = min(timeout, operation.deadline - now)
                let writable = if case .send = operation.kind { true } else { false }
                pollFDs.append(LibCurl.WaitFD(fd: operation.socket, events: writable ? 4 : 1, revents: 0))
                polled.append(operation)
            }
            let milliseconds = Int32(min(max((timeout / .milliseconds(1)).rounded(.up), 0), 60_000))
            _ = pollFDs.withUnsafeMutableBufferPointer { fds in
                var events: Int32 = 0
                return curl.multi.poll(multi, UnsafeMutableRawPointer(fds.baseAddress), UInt32(fds.count), milliseconds, &events)
            }
            for (index, operation) in polled.enumerated() where pollFDs[index].revents != 0 && operation.waiting {
                attempt(operation)
            }
        }
    }

    private func start(_ operation: Operation) {
        operation.started = true
        if case .release = operation.kind {
        } else if lock.withLock({ operation.cancelRequested }) {
            // Cancelled before the thread saw it (the cancellation may have been taken in an earlier pass).
            finish(operation, .cancelled)
            return
        }
        switch operation.kind {
        case .handshake:
            guard curl.multi.addHandle(multi, operation.easy) == 0 else {
                finish(operation, .failed(-1))
                return
            }
            inMulti.insert(operation.easy)
            handshakes[operation.easy] = operation
        case .receive, .send:
            attempt(operation)
        case .release(let errorBuffer):
            if inMulti.remove(operation.easy) != nil { _ = curl.multi.removeHandle(multi, operation.easy) }
            curl.easyCleanup(operation.easy)  // closes the connection (and sends close_notify when it can)
            errorBuffer.deallocate()
        }
    }

    private func cancel(_ operation: Operation) {
        guard operation.started, operation.continuation != nil else { return }  // not started (see `start`) or ended
        // A cancelled handshake's handle stays in the multi handle until its connection's release: the
        // request ends now, and tearing the connection down waits until the burst of cancellations is over.
        if case .handshake = operation.kind { handshakes[operation.easy] = nil }
        finish(operation, .cancelled)
    }

    /// Receives or sends once; waits for the socket when libcurl has nothing to do now.
    private func attempt(_ operation: Operation) {
        var count = 0
        let code: Int32
        switch operation.kind {
        case .receive(let buffer): code = curl.receive(operation.easy, buffer.baseAddress, buffer.count, &count)
        case .send(let bytes): code = curl.send(operation.easy, bytes.baseAddress, bytes.count, &count)
        case .handshake, .release: return
        }
        if code == LibCurl.Code.ok {
            finish(operation, .done(count))
        } else if code == LibCurl.Code.again {
            operation.waiting = true
            waiting[ObjectIdentifier(operation)] = operation
        } else {
            finish(operation, .failed(code))
        }
    }

    /// Ends the handshakes libcurl reports done: the socket on success, else libcurl's code; a failed
    /// handshake's handle leaves the multi handle.
    private func finishHandshakes() {
        var left: Int32 = 0
        while let message = curl.multi.infoRead(multi, &left) {
            // `struct CURLMsg { CURLMSG msg; CURL *easy_handle; union { void *whatever; CURLcode result; } data; }`
            guard message.load(as: Int32.self) == 1 else { continue }  // CURLMSG_DONE
            guard let easy = message.load(fromByteOffset: 8, as: LibCurl.Easy?.self),
                  let operation = handshakes.removeValue(forKey: easy)
            else { continue }
            let code = message.load(fromByteOffset: 16, as: Int32.self)
            var socket: Int32 = -1
            if code == LibCurl.Code.ok, curl.getSocket(easy, LibCurl.activeSocketInfo, &socket) == LibCurl.Code.ok, socket >= 0 {
                finish(operation, .done(Int(socket)))
            } else {
                inMulti.remove(easy)
                _ = curl.multi.removeHandle(multi, easy)
                finish(operation, .failed(code == LibCurl.Code.ok ? -1 : code))
            }
        }
    }

    private func finish(_ operation: Operation, _ result: Outcome) {
        if operation.waiting {
            operation.waiting = false
            waiting[ObjectIdentifier(operation)] = nil
        }
        let continuation = operation.continuation
        operation.continuation = nil
        continuation?.resume(returning: result)
    }
}
#endif
