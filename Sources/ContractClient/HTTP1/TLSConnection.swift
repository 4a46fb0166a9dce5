#if os(Linux) && (arch(x86_64) || arch(arm64))
import Foundation
import Glibc

/// One TLS connection carrying one `https://` request and its response (see ``HTTP1Transport``).
///
/// libcurl (``LibCurl``) resolves the host, connects (through a proxy only if libcurl's own
/// `https_proxy`/`no_proxy` environment variables ask for one), performs the TLS handshake and
/// verifies the server's certificate — chain and host name, TLS 1.2 or later, ALPN `http/1.1` only —
/// and stops there (`CURLOPT_CONNECT_ONLY`). The request bytes then go through `curl_easy_send` and
/// the response bytes come back through `curl_easy_recv` into the same ``HTTP1ResponseParser`` as
/// `http://`, so framing, size limits and broken responses are handled by one piece of code, and
/// libcurl never decides what a response is. The handshake runs in `curl_easy_perform` on a thread
/// of its own (``open(url:trustedCertificates:deadline:)``), bounded by the remaining time
/// (`CURLOPT_TIMEOUT_MS`) and abandoned on cancellation by the progress callback (which libcurl calls
/// at least once a second); afterwards reads and writes wait on the ``EventLoop`` like
/// ``SocketConnection``, with no thread.
///
/// Trade-off: a thread for the duration of each handshake, because libcurl's easy interface has no
/// non-blocking handshake (its multi interface has one, at the cost of driving libcurl's own
/// timers and sockets from the loop).
final class TLSConnection: HTTP1Connection {
    private let curl: LibCurl
    private let easy: LibCurl.Easy
    private let control: ExchangeControl
    /// libcurl's `CURLOPT_ERRORBUFFER`: written by any call on the handle, so it lives as long as it.
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var fd: Int32 = -1

    /// Whether libcurl could be loaded, so `https://` can use this connection.
    static var isAvailable: Bool { LibCurl.shared != nil }

    /// Connects to `url` and completes the handshake on a thread of its own, which ends with it; a
    /// cancellation of the calling task abandons the handshake.
    static func open(
        url: URL, trustedCertificates: String?, deadline: ContinuousClock.Instant
    ) async throws(TransportError) -> TLSConnection {
        let control = ExchangeControl(deadline: deadline)
        let handoff = Handoff()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread { @Sendable in
                    handoff.put(Result { () throws(TransportError) in
                        try TLSConnection(url: url, trustedCertificates: trustedCertificates, control: control)
                    })
                    continuation.resume()
                }
            }
        } onCancel: {
            control.cancel()
        }
        if Task.isCancelled { throw TransportError(.cancelled, "cancelled") }
        guard let result = handoff.take() else { throw TransportError(.other, "https: the handshake ended without a result") }
        return try result.get()
    }

    /// The handshake's result, handed from its thread to the exchange, which alone uses the
    /// connection afterwards. Under a lock, so that everything the handshake's thread wrote is
    /// ordered before the exchange reads it, for ThreadSanitizer as much as for the hardware (a
    /// continuation's resumption alone was not seen as ordering them).
    private final class Handoff: @unchecked Sendable {  // @unchecked: `result` is guarded by `lock`
        private let lock = NSLock()
        private var result: Result<TLSConnection, TransportError>?

        func put(_ result: Result<TLSConnection, TransportError>) { lock.withLock { self.result = result } }

        func take() -> Result<TLSConnection, TransportError>? { lock.withLock { result } }
    }

    /// Connects to `url`'s host and port and completes a verified TLS handshake.
    ///
    /// - Parameter trustedCertificates: A PEM file of the certificate authorities to trust instead
    ///   of the system's, or `nil` for the system's.
    init(url: URL, trustedCertificates: String?, control: ExchangeControl) throws(TransportError) {
        guard let curl = LibCurl.shared else { throw TransportError(.other, "https: libcurl cannot be loaded") }
        guard let easy = curl.easyInit() else { throw TransportError(.other, "https: curl_easy_init failed") }
        self.curl = curl
        self.easy = easy
        self.control = control
        self.errorBuffer = .allocate(capacity: LibCurl.errorSize)
        errorBuffer.initialize(repeating: 0, count: LibCurl.errorSize)
        let host = try HTTP1RequestHead.hostName(of: url)
        let endpoint = "\(host.contains(":") ? "[\(host)]" : host):\(url.port ?? 443)"
        try configure(url: "https://\(endpoint)/", trustedCertificates: trustedCertificates)
        let code = curl.easyPerform(easy)
        guard code == LibCurl.Code.ok else { throw Self.handshakeError(code, detail: detail, endpoint: endpoint) }
        var socket: Int32 = -1
        guard curl.getSocket(easy, LibCurl.activeSocketInfo, &socket) == LibCurl.Code.ok, socket >= 0 else {
            throw TransportError(.other, "https: libcurl did not report the connection's socket")
        }
        fd = socket
    }

    deinit {
        curl.easyCleanup(easy)  // closes the connection (and sends close_notify when it can)
        errorBuffer.deallocate()
    }

    private func configure(url: String, trustedCertificates: String?) throws(TransportError) {
        // The remaining time, at least 1 ms (0 would mean no limit), at most 24 days (a C `long` of
        // milliseconds libcurl keeps in an int), whatever timeout the request carries.
        let remaining = ((control.deadline - .now) / .milliseconds(1)).rounded(.up)
        let milliseconds = Int(min(max(remaining, 1), Double(Int32.max)))
        let longs: [(Int32, Int)] = [
            (LibCurl.Option.connectOnly, 1),
            (LibCurl.Option.httpVersion, LibCurl.httpVersion1_1),
            (LibCurl.Option.noSignal, 1),
            (LibCurl.Option.sslVersion, LibCurl.tls1_2),
            (LibCurl.Option.verifyPeer, 1),
            (LibCurl.Option.verifyHost, 2),
            (LibCurl.Option.timeoutMilliseconds, milliseconds),
            (LibCurl.Option.noProgress, 0),
        ]
        var pointers: [(Int32, UnsafeRawPointer?)] = [
            (LibCurl.Option.errorBuffer, UnsafeRawPointer(errorBuffer)),
            (LibCurl.Option.progressData, UnsafeRawPointer(Unmanaged.passUnretained(control).toOpaque())),
        ]
        if trustedCertificates != nil {
            // Only the given authorities: no system directory either.
            pointers.append((LibCurl.Option.caPath, nil))
        }
        var failed: Int32? = nil
        for (option, value) in longs where curl.setLong(easy, option, value) != LibCurl.Code.ok { failed = option }
        for (option, value) in pointers where curl.setPointer(easy, option, value) != LibCurl.Code.ok { failed = option }
        // Strings are copied by libcurl (since 7.17).
        for (option, value) in [(LibCurl.Option.url, url), (LibCurl.Option.caInfo, trustedCertificates)] {
            guard let value else { continue }
            if value.withCString({ curl.setPointer(easy, option, UnsafeRawPointer($0)) }) != LibCurl.Code.ok { failed = option }
        }
        if curl.setProgressCallback(easy, LibCurl.Option.progressFunction, abortWhenCancelled) != LibCurl.Code.ok {
            failed = LibCurl.Option.progressFunction
        }
        if let failed { throw TransportError(.other, "https: libcurl refused option \(failed)") }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) async throws(TransportError) -> Int {
        while true {
            if Task.isCancelled { throw TransportError(.cancelled, "cancelled") }
            var received = 0
            let code = curl.receive(easy, buffer.baseAddress, buffer.count, &received)
            if code == LibCurl.Code.ok { return received }
            guard code == LibCurl.Code.again else {
                throw TransportError(.connectionLost, "the TLS connection broke (\(detail))")
            }
            try await SocketWait.wait(fd, writable: false, until: control.deadline)
        }
    }

    func write(_ bytes: [UInt8]) async throws(TransportError) {
        var offset = 0
        while offset < bytes.count {
            if Task.isCancelled { throw TransportError(.cancelled, "cancelled") }
            var sent = 0
            let code = bytes.withUnsafeBytes { curl.send(easy, $0.baseAddress.map { $0 + offset }, $0.count - offset, &sent) }
            if code == LibCurl.Code.ok {
                offset += sent
                continue
            }
            guard code == LibCurl.Code.again else {
                throw TransportError(.connectionLost, "the TLS connection broke while sending (\(detail))")
            }
            try await SocketWait.wait(fd, writable: true, until: control.deadline)
        }
    }

    /// libcurl's explanation of the last failure, printable and at most 200 characters.
    private var detail: String {
        let text = String(decoding: UnsafeRawBufferPointer(start: errorBuffer, count: strnlen(errorBuffer, LibCurl.errorSize)), as: UTF8.self)
        let printable = PrintableText.escaped(String(text.prefix(200)))
        return printable.isEmpty ? "no details" : printable
    }

    private static func handshakeError(_ code: Int32, detail: String, endpoint: String) -> TransportError {
        switch code {
        case LibCurl.Code.couldNotResolveHost, LibCurl.Code.couldNotResolveProxy, LibCurl.Code.couldNotConnect, LibCurl.Code.proxy:
            TransportError(.offline, "cannot connect to \(endpoint) (\(detail))")
        case LibCurl.Code.timedOut:
            TransportError(.timedOut, "no TLS connection to \(endpoint) in time")
        case LibCurl.Code.aborted:
            TransportError(.cancelled, "cancelled")
        case LibCurl.Code.peerFailedVerification:
            TransportError(.other, "TLS: the certificate of \(endpoint) is not trusted or does not name the host (\(detail))")
        case LibCurl.Code.caFileUnreadable:
            TransportError(.other, "TLS: the trusted certificates cannot be read (\(detail))")
        case LibCurl.Code.sendError, LibCurl.Code.receiveError:
            TransportError(.connectionLost, "the connection to \(endpoint) broke during the TLS handshake (\(detail))")
        default:
            TransportError(.other, "TLS: no secure connection to \(endpoint) (libcurl error \(code): \(detail))")
        }
    }
}

/// The progress callback of the handshake: non-zero (stop, `CURLE_ABORTED_BY_CALLBACK`) once the
/// exchange is cancelled. `clientp` is the exchange's ``ExchangeControl``, alive during the call.
private let abortWhenCancelled: LibCurl.ProgressCallback = { clientp, _, _, _, _ in
    guard let clientp else { return 0 }
    return Unmanaged<ExchangeControl>.fromOpaque(clientp).takeUnretainedValue().isCancelled ? 1 : 0
}
#endif
