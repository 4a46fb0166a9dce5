#if canImport(Glibc)

/// Waiting for a socket within an exchange's deadline and the calling task's cancellation, on the
/// process's ``EventLoop``.
enum SocketWait {
    /// Returns once `fd` is readable (or `writable`).
    ///
    /// - Throws: ``TransportError/Kind/timedOut`` once `deadline` has passed,
    ///   ``TransportError/Kind/cancelled`` as soon as the task is cancelled.
    static func wait(_ fd: Int32, writable: Bool, until deadline: ContinuousClock.Instant) async throws(TransportError) {
        guard let loop = EventLoop.shared else {
            throw TransportError(.other, "the event loop of the built-in HTTP client could not be started")
        }
        switch await loop.wait(for: fd, writable: writable, until: deadline) {
        case .ready: return
        case .timedOut: throw TransportError(.timedOut, "no complete response in time")
        case .cancelled: throw TransportError(.cancelled, "cancelled")
        case .unavailable: throw TransportError(.connectionLost, "the connection cannot be waited for")
        }
    }
}
#endif
