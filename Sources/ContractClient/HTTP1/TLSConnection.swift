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
/// libcurl never decides what a response is. Every libcurl call runs on the ``TLSDriver``'s one
/// thread, which waits for all connections at once: a waiting request holds no thread, and its
/// deadline (`CURLOPT_TIMEOUT_MS` during the handshake) and cancellation end it at once.
final class TLSConnection: HTTP1Connection {
    private let curl: LibCurl
    private let driver: TLSDriver
    private let easy: LibCurl.Easy
    private let deadline: ContinuousClock.Instant
    /// libcurl's `CURLOPT_ERRORBUFFER`: written by any call on the handle, so it lives as long as it
    /// (the driver frees both).
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var fd: Int32 = -1

    /// Whether libcurl could be loaded, so `https://` can use this connection.
    static var isAvailable: Bool { TLSDriver.shared != nil }

    /// Connects to `url` and completes the handshake on the driver's thread; a cancellation of the
    /// calling task abandons the handshake.
    static func open(
        url: URL, trustedCertificates: String?, deadline: ContinuousClock.Instant
    ) async throws(TransportError) -> TLSConnection {
        guard let curl = LibCurl.shared, let driver = TLSDriver.shared else {
            throw TransportError(.other, "https: libcurl cannot be loaded")
        }
        let connection = try TLSConnection(
            url: url, trustedCertificates: trustedCertificates, deadline: deadline, curl: curl, driver: driver)
        let endpoint = try endpoint(of: url)
        let outcome = await driver.perform(TLSDriver.Operation(.handshake, easy: connection.easy, socket: -1, deadline: deadline))
        switch outcome {
        case .done(let socket): connection.fd = Int32(socket)
        case .failed(let code): throw handshakeError(code, detail: connection.detail, endpoint: endpoint)
        case .cancelled: throw TransportError(.cancelled, "cancelled")
        case .timedOut: throw TransportError(.timedOut, "no TLS connection to \(endpoint) in time")
        }
        return connection
    }

    /// `host:port` of `url`, IPv6 addresses in brackets.
    private static func endpoint(of url: URL) throws(TransportError) -> String {
        let host = try HTTP1RequestHead.hostName(of: url)
        return "\(host.contains(":") ? "[\(host)]" : host):\(url.port ?? 443)"
    }

    /// A handle set up to connect to `url`'s host and port and complete a verified TLS handshake.
    ///
    /// - Parameter trustedCertificates: A PEM file of the certificate authorities to trust instead
    ///   of the system's, or `nil` for the system's.
    private init(
        url: URL, trustedCertificates: String?, deadline: ContinuousClock.Instant, curl: LibCurl, driver: TLSDriver
    ) throws(TransportError) {
        guard let easy = curl.easyInit() else { throw TransportError(.other, "https: curl_easy_init failed") }
        self.curl = curl
        self.driver = driver
        self.easy = easy
        self.deadline = deadline
        self.errorBuffer = .allocate(capacity: LibCurl.errorSize)
        errorBuffer.initialize(repeating: 0, count: LibCurl.errorSize)
        try configure(url: "https://\(try Self.endpoint(of: url))/", trustedCertificates: trustedCertificates)
    }

    deinit {
        // The handle may still be in the driver's multi handle: the driver removes and frees it.
        driver.submit(TLSDriver.Operation(.release(errorBuffer), easy: easy, socket: fd, deadline: deadline))
    }

    private func configure(url: String, trustedCertificates: String?) throws(TransportError) {
        // The remaining time, at least 1 ms (0 would mean no limit), at most 24 days (a C `long` of
        // milliseconds libcurl keeps in an int), whatever timeout the request carries.
        let remaining = ((deadline - .now) / .milliseconds(1)).rounded(.up)
        let milliseconds = Int(min(max(remaining, 1), Double(Int32.max)))
        let longs: [(Int32, Int)] = [
            (LibCurl.Option.connectOnly, 1),
            (LibCurl.Option.httpVersion, LibCurl.httpVersion1_1),
            (LibCurl.Option.noSignal, 1),
            (LibCurl.Option.sslVersion, LibCurl.tls1_2),
            (LibCurl.Option.verifyPeer, 1),
            (LibCurl.Option.verifyHost, 2),
            (LibCurl.Option.timeoutMilliseconds, milliseconds),
        ]
        // No certificate directory, ever: with the given authorities, only them; without, the system's
        // from libcurl's CA bundle (on Debian, Ubuntu and Red Hat the same authorities as the directory).
        // Trade-off: a system whose authorities are only in a directory is not trusted by default. In
        // exchange libcurl parses the authorities once and keeps them in the multi handle
        // (`CURLOPT_CA_CACHE_TIMEOUT`, curl 7.87+), which it does not when a directory is set: each
        // handshake would re-read /etc/ssl/certs, about 80 ms of the ``TLSDriver``'s one thread.
        let pointers: [(Int32, UnsafeRawPointer?)] = [
            (LibCurl.Option.errorBuffer, UnsafeRawPointer(errorBuffer)), (LibCurl.Option.caPath, nil),
        ]
        var failed: Int32? = nil
        for (option, value) in longs where curl.setLong(easy, option, value) != LibCurl.Code.ok { failed = option }
        for (option, value) in pointers where curl.setPointer(easy, option, value) != LibCurl.Code.ok { failed = option }
        // Strings are copied by libcurl (since 7.17).
        for (option, value) in [(LibCurl.Option.url, url), (LibCurl.Option.caInfo, trustedCertificates)] {
            guard let value else { continue }
            if value.withCString({ curl.setPointer(easy, option, UnsafeRawPointer($0)) }) != LibCurl.Code.ok { failed = option }
        }
        if let failed { throw TransportError(.other, "https: libcurl refused option \(failed)") }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) async throws(TransportError) -> Int {
        switch await driver.perform(TLSDriver.Operation(.receive(buffer), easy: easy, socket: fd, deadline: deadline)) {
        case .done(let count): return count
        case .failed: throw TransportError(.connectionLost, "the TLS connection broke (\(detail))")
        case .cancelled: throw TransportError(.cancelled, "cancelled")
        case .timedOut: throw TransportError(.timedOut, "no complete response in time")
        }
    }

    func write(_ bytes: [UInt8]) async throws(TransportError) {
        // A copy the driver's thread reads from until it resumes the operation, after which it is freed.
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        defer { storage.deallocate() }
        storage.copyBytes(from: bytes)
        var offset = 0
        while offset < bytes.count {
            let rest = UnsafeRawBufferPointer(rebasing: storage[offset...])
            switch await driver.perform(TLSDriver.Operation(.send(rest), easy: easy, socket: fd, deadline: deadline)) {
            case .done(let count): offset += count
            case .failed: throw TransportError(.connectionLost, "the TLS connection broke while sending (\(detail))")
            case .cancelled: throw TransportError(.cancelled, "cancelled")
            case .timedOut: throw TransportError(.timedOut, "no complete response in time")
            }
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

#endif
