#if canImport(Glibc)
import Foundation
import Glibc

/// `http://` and `https://` exchanges on Linux, with a built-in HTTP/1.1 client instead of
/// FoundationNetworking.
///
/// Why: FoundationNetworking (libcurl underneath) aborts the whole process when a server sends a
/// status line and closes before the header fields end (`HTTP/1.1 200 OK\r\n`, then close):
/// libcurl reports the transfer as successful, and `NativeProtocol.transferCompleted` reaches
/// `fatalError("Transfer completed, but there's no response")`. No `URLSession` API avoids it —
/// the data task with a delegate, with a completion handler and `data(for:)` all end in the same
/// code, over `http` and `https` alike — and a hostile network must never crash an app.
/// ``URLSessionTransport`` therefore sends requests through this transport on Linux: `http://` over
/// a TCP socket (``SocketConnection``), `https://` over a TLS connection that libcurl sets up and
/// verifies (``TLSConnection``), where the request and the response are still written and read here.
///
/// Trade-off: a small hand-written HTTP/1.1 client (one request per connection, `Connection:
/// close`, `Accept-Encoding: identity`), because the package takes no dependencies. An exchange runs
/// in the calling task over non-blocking sockets and waits on the process's one ``EventLoop``
/// thread (`https://`: on the one ``TLSDriver`` thread): a waiting request costs no thread and no
/// CPU, and its deadline and cancellation end the wait at once. Each connection is a file descriptor: a process running more exchanges at once than
/// its descriptor limit (`ulimit -n`) sees the extra ones fail with ``TransportError/Kind/other``.
struct HTTP1Transport: Sendable {
    var maximumResponseBytes: Int
    var redirects: RedirectPolicy
    /// A PEM file of the certificate authorities `https://` servers must chain to, instead of the
    /// system's; `nil` for the system's.
    var trustedCertificates: String?

    /// Whether this transport can send to `url`'s scheme here: `http` always, `https` when libcurl
    /// could be loaded.
    static func canSend(to url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "http": true
        case "https": httpsIsAvailable
        default: false
        }
    }

    /// Whether `https://` can be sent here: on Linux x86_64 and arm64, when libcurl could be loaded.
    static var httpsIsAvailable: Bool {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        TLSConnection.isAvailable
        #else
        false
        #endif
    }

    /// Sends `request`, following redirects as the policy allows, all within the request's timeout,
    /// on the ``EventLoop``'s thread.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        if Task.isCancelled { throw TransportError(.cancelled, "cancelled before sending") }
        guard let loop = EventLoop.shared else {
            throw TransportError(.other, "the event loop of the built-in HTTP client could not be started")
        }
        let result = await withTaskExecutorPreference(loop) { () async -> Result<HTTPResponse, TransportError> in
            do throws(TransportError) {
                return .success(try await exchange(request))
            } catch {
                return .failure(error)
            }
        }
        // Leave the loop's thread before the caller parses and decodes the body: it is for I/O.
        await Task.yield()
        return try result.get()
    }

    /// The exchange and its redirects.
    private func exchange(_ first: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let deadline = ContinuousClock.now + first.timeout
        var request = first
        var count = 0
        while true {
            let connection = try await connect(to: request.url, deadline: deadline)
            let response = try await connection.exchange(request, limit: maximumResponseBytes)
            guard let next = try redirects.next(
                after: request, status: response.status, location: response.headers["Location"], count: count
            ) else {
                return response
            }
            request = next
            count += 1
        }
    }

    private func connect(to url: URL, deadline: ContinuousClock.Instant) async throws(TransportError) -> any HTTP1Connection {
        // Foundation's `port` wraps a port past 65535 into 16 bits; refuse it before anything uses it.
        if let problem = URLPort.problem(in: url) { throw TransportError(.other, "the URL cannot be used: \(problem)") }
        switch url.scheme?.lowercased() {
        case "http":
            return try await SocketConnection(url: url, deadline: deadline)
        case "https":
            #if os(Linux) && (arch(x86_64) || arch(arm64))
            return try await TLSConnection.open(url: url, trustedCertificates: trustedCertificates, deadline: deadline)
            #else
            throw TransportError(.other, "https is not available in the built-in HTTP/1.1 client on this platform")
            #endif
        default:
            throw TransportError(.other, "the URL scheme is not http or https")
        }
    }
}

#endif
