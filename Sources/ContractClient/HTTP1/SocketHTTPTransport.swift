#if canImport(Glibc)
import Foundation
import Glibc

/// Plain `http://` exchanges on Linux, over a TCP socket, instead of FoundationNetworking.
///
/// Why: FoundationNetworking (libcurl underneath) aborts the whole process when a server sends a
/// status line and closes before the header fields end (`HTTP/1.1 200 OK\r\n`, then close):
/// libcurl reports the transfer as successful, and `NativeProtocol.transferCompleted` reaches
/// `fatalError("Transfer completed, but there's no response")`. No `URLSession` API avoids it —
/// the data task with a delegate, with a completion handler and `data(for:)` all end in the same
/// code — and a hostile network must never crash an app. ``URLSessionTransport`` therefore sends
/// `http://` requests through this transport on Linux; `https://` still goes through
/// FoundationNetworking (TLS needs it), where that abort remains possible with a broken TLS server.
///
/// Trade-off: a small hand-written HTTP/1.1 client (one request per connection, `Connection:
/// close`, `Accept-Encoding: identity`), because the package takes no dependencies. Every read and
/// write waits at most 50 ms in `poll`, so cancellation and the deadline are seen within 50 ms.
struct SocketHTTPTransport: Sendable {
    var maximumResponseBytes: Int
    var redirects: RedirectPolicy

    /// Sends `request`, following redirects as the policy allows.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        if Task.isCancelled { throw TransportError(.cancelled, "cancelled before sending") }
        let control = SocketControl(deadline: .now + request.timeout)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) in
                let transport = self
                Thread.detachNewThread { @Sendable in
                    continuation.resume(returning: Result { () throws(TransportError) in
                        try transport.exchange(request, control: control)
                    })
                }
            }
        } onCancel: {
            control.cancel()
        }
        return try result.get()
    }

    /// The exchange and its redirects, on a thread of its own.
    private func exchange(_ first: HTTPRequest, control: SocketControl) throws(TransportError) -> HTTPResponse {
        var request = first
        var count = 0
        while true {
            let response = try SocketConnection(url: request.url, control: control).exchange(request, limit: maximumResponseBytes)
            guard let next = try redirects.next(
                after: request, status: response.status, location: response.headers["Location"], count: count
            ) else {
                return response
            }
            request = next
            count += 1
        }
    }
}

/// The cancellation flag and the deadline of one exchange, shared with the calling task.
final class SocketControl: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    let deadline: ContinuousClock.Instant

    init(deadline: ContinuousClock.Instant) {
        self.deadline = deadline
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Throws if the exchange was cancelled or its time is up.
    func check() throws(TransportError) {
        lock.lock()
        let isCancelled = cancelled
        lock.unlock()
        if isCancelled { throw TransportError(.cancelled, "cancelled") }
        if ContinuousClock.now >= deadline { throw TransportError(.timedOut, "no complete response in time") }
    }
}

/// One TCP connection carrying one request and its response.
private final class SocketConnection {
    private let fd: Int32
    private let control: SocketControl
    private let host: String
    private let hostHeader: String

    init(url: URL, control: SocketControl) throws(TransportError) {
        self.control = control
        guard var host = url.host, !host.isEmpty else { throw TransportError(.other, "the URL has no host") }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        let port = url.port ?? 80
        let bracketed = host.contains(":") ? "[\(host)]" : host
        self.hostHeader = url.port.map { "\(bracketed):\($0)" } ?? bracketed
        self.fd = try Self.connect(host: host, port: port, control: control)
    }

    deinit {
        close(fd)
    }

    private static func connect(host: String, port: Int, control: SocketControl) throws(TransportError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw TransportError(.offline, "cannot resolve host \(host)")
        }
        defer { freeaddrinfo(list) }
        var failure = TransportError(.offline, "cannot connect to \(host):\(port)")
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            entry = address.pointee.ai_next
            let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype | Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
            if fd < 0 { continue }
            if Glibc.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return fd }
            if errno == EINPROGRESS {
                do {
                    try wait(fd, for: Int16(POLLOUT), control: control)
                    var error: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
                    if error == 0 { return fd }
                } catch {
                    close(fd)
                    throw error
                }
            }
            close(fd)
            failure = TransportError(.offline, "cannot connect to \(host):\(port)")
        }
        throw failure
    }

    /// Waits until `fd` is ready for `events`, checking cancellation and the deadline every 50 ms.
    private static func wait(_ fd: Int32, for events: Int16, control: SocketControl) throws(TransportError) {
        while true {
            try control.check()
            var entry = pollfd(fd: fd, events: events, revents: 0)
            let ready = poll(&entry, 1, 50)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw TransportError(.connectionLost, "poll failed (errno \(errno))") }
        }
    }

    /// Sends `request` and reads its response.
    func exchange(_ request: HTTPRequest, limit: Int) throws(TransportError) -> HTTPResponse {
        try write(try head(of: request) + (request.body ?? []))
        var parser = HTTP1ResponseParser(maximumBodyBytes: limit, expectsBody: request.method != .head)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !parser.isComplete {
            try Self.wait(fd, for: Int16(POLLIN), control: control)
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw TransportError(.connectionLost, "the connection broke (errno \(errno)) after \(parser.body.count) bytes of the body")
            }
            try parser.consume(buffer[0..<count])
        }
        return try parser.finish()
    }

    /// The request line and header fields.
    private func head(of request: HTTPRequest) throws(TransportError) -> [UInt8] {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        var target = components?.percentEncodedPath ?? "/"
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        var text = "\(request.method.rawValue) \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\n"
        let managed: Set<String> = ["host", "connection", "content-length", "transfer-encoding", "accept-encoding"]
        for field in request.headers where !managed.contains(field.name.lowercased()) {
            guard !field.name.isEmpty, !(field.name + field.value).utf8.contains(where: { $0 == 10 || $0 == 13 || $0 == 0 }),
                  !field.name.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 <= 32 })
            else {
                throw TransportError(.other, "the header field \(field.name.debugDescription) cannot be sent")
            }
            text += "\(field.name): \(field.value)\r\n"
        }
        if request.body != nil || [.post, .put, .patch].contains(request.method) {
            text += "Content-Length: \(request.body?.count ?? 0)\r\n"
        }
        text += "Accept-Encoding: identity\r\nConnection: close\r\n\r\n"
        guard !target.utf8.contains(where: { $0 <= 32 }) else {
            throw TransportError(.other, "the request target cannot be sent")
        }
        return Array(text.utf8)
    }

    private func write(_ bytes: [UInt8]) throws(TransportError) {
        var offset = 0
        while offset < bytes.count {
            try Self.wait(fd, for: Int16(POLLOUT), control: control)
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw TransportError(.connectionLost, "the connection broke while sending (errno \(errno))")
            }
            offset += sent
        }
    }
}
#endif
