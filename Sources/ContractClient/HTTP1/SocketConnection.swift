#if canImport(Glibc)
import Foundation
import Glibc

/// One TCP connection carrying one `http://` request and its response (see ``HTTP1Transport``).
final class SocketConnection: HTTP1Connection {
    private let fd: Int32
    private let control: ExchangeControl

    init(url: URL, control: ExchangeControl) throws(TransportError) {
        self.control = control
        self.fd = try Self.connect(host: try HTTP1RequestHead.hostName(of: url), port: url.port ?? 80, control: control)
    }

    deinit {
        close(fd)
    }

    private static func connect(host: String, port: Int, control: ExchangeControl) throws(TransportError) -> Int32 {
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
                    try SocketWait.wait(fd, for: Int16(POLLOUT), control: control)
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

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(TransportError) -> Int {
        while true {
            try SocketWait.wait(fd, for: Int16(POLLIN), control: control)
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count >= 0 { return count }
            if errno == EAGAIN || errno == EINTR { continue }
            throw TransportError(.connectionLost, "the connection broke (errno \(errno))")
        }
    }

    func write(_ bytes: [UInt8]) throws(TransportError) {
        var offset = 0
        while offset < bytes.count {
            try SocketWait.wait(fd, for: Int16(POLLOUT), control: control)
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
