#if canImport(Glibc)
import Foundation
import Glibc

/// One TCP connection carrying one `http://` request and its response (see ``HTTP1Transport``):
/// a non-blocking socket whose waits are the ``EventLoop``'s.
final class SocketConnection: HTTP1Connection {
    private let fd: Int32
    private let deadline: ContinuousClock.Instant

    init(url: URL, deadline: ContinuousClock.Instant) async throws(TransportError) {
        self.deadline = deadline
        self.fd = try await Self.connect(host: try HTTP1RequestHead.hostName(of: url), port: url.port ?? 80, deadline: deadline)
    }

    deinit {
        close(fd)
    }

    private static func connect(host: String, port: Int, deadline: ContinuousClock.Instant) async throws(TransportError) -> Int32 {
        let addresses = try await AddressList.resolve(host: host, port: port)
        var failure = TransportError(.offline, "cannot connect to \(host):\(port)")
        var entry = addresses.first
        while let address = entry {
            entry = address.pointee.ai_next
            let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype | Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
            if fd < 0 {
                if errno == EMFILE || errno == ENFILE { failure = TransportError(.other, "no file descriptor left for a connection") }
                continue
            }
            if Glibc.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return fd }
            if errno == EINPROGRESS {
                do {
                    try await SocketWait.wait(fd, writable: true, until: deadline)
                } catch {
                    close(fd)
                    throw error
                }
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
                if error == 0 { return fd }
            }
            close(fd)
        }
        throw failure
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) async throws(TransportError) -> Int {
        while true {
            if Task.isCancelled { throw TransportError(.cancelled, "cancelled") }
            // Checked here too, not only while waiting: a task the app's busy threads resumed late finds the late
            // response already in the socket, and the exchange has still taken longer than its timeout.
            if ContinuousClock.now >= deadline { throw TransportError(.timedOut, "no complete response in time") }
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count >= 0 { return count }
            guard errno == EAGAIN || errno == EINTR else {
                throw TransportError(.connectionLost, "the connection broke (errno \(errno))")
            }
            try await SocketWait.wait(fd, writable: false, until: deadline)
        }
    }

    func write(_ bytes: [UInt8]) async throws(TransportError) {
        var offset = 0
        while offset < bytes.count {
            if Task.isCancelled { throw TransportError(.cancelled, "cancelled") }
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent >= 0 {
                offset += sent
                continue
            }
            guard errno == EAGAIN || errno == EINTR else {
                throw TransportError(.connectionLost, "the connection broke while sending (errno \(errno))")
            }
            try await SocketWait.wait(fd, writable: true, until: deadline)
        }
    }
}

/// The addresses of a host, as `getaddrinfo` returns them (freed with the list).
final class AddressList: @unchecked Sendable {  // @unchecked: immutable after creation
    let first: UnsafeMutablePointer<addrinfo>?

    private init(_ first: UnsafeMutablePointer<addrinfo>?) {
        self.first = first
    }

    deinit {
        if let first { freeaddrinfo(first) }
    }

    /// The addresses of `host`: at once for an IP address; a name through ``NameResolver``, which a
    /// cancellation stops waiting for at once.
    static func resolve(host: String, port: Int, resolver: NameResolver = .shared) async throws(TransportError) -> AddressList {
        if let numeric = lookup(host: host, port: port, flags: AI_NUMERICHOST | AI_NUMERICSERV) { return numeric }
        return try await resolver.resolve(host: host, port: port)
    }

    /// The addresses of the name `host` (`getaddrinfo`, which blocks), or `nil`.
    static func lookup(host: String, port: Int) -> AddressList? {
        lookup(host: host, port: port, flags: AI_NUMERICSERV)
    }

    private static func lookup(host: String, port: Int, flags: Int32) -> AddressList? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = flags
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, list != nil else { return nil }
        return AddressList(list)
    }
}
#endif
