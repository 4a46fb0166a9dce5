#if canImport(Glibc)
import Foundation
import Glibc

/// The bytes of one connection, both ways: a TCP socket (``SocketConnection``, `http://`) or a TLS
/// connection (``TLSConnection``, `https://`). Every call waits on the ``EventLoop`` (no thread of
/// its own), at most until the exchange's deadline, and ends as soon as the task is cancelled.
protocol HTTP1Connection: AnyObject {
    /// Sends all of `bytes`.
    func write(_ bytes: [UInt8]) async throws(TransportError)
    /// Reads the next bytes into `buffer`, waiting for some; `0` when the peer has closed the
    /// connection.
    func read(into buffer: UnsafeMutableRawBufferPointer) async throws(TransportError) -> Int
}

extension HTTP1Connection {
    /// Sends `request` (one request, `Connection: close`) and reads its response within `limit`.
    func exchange(_ request: HTTPRequest, limit: Int) async throws(TransportError) -> HTTPResponse {
        try await write(try HTTP1RequestHead.bytes(of: request) + (request.body ?? []))
        var parser = HTTP1ResponseParser(maximumBodyBytes: limit, expectsBody: request.method != .head)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { buffer.deallocate() }
        var received = 0
        while !parser.isComplete {
            let count: Int
            do {
                count = try await read(into: buffer)
            } catch where error.kind == .connectionLost && received > 0 && !parser.hasHead {
                // Reset (or, over TLS, closed without close_notify) inside the status line or headers:
                // the response is as broken as one closed there cleanly.
                throw TransportError(.malformedResponse, "the connection broke inside the response's status line or headers (\(error.message))")
            }
            if count == 0 { break }
            received += count
            try parser.consume(ArraySlice(buffer[0..<count]))
        }
        return try parser.finish()
    }
}

/// The request line and header fields the built-in client sends.
enum HTTP1RequestHead {
    /// The fields the client writes itself; a request's own values for them are not sent.
    private static let managed: Set<String> = ["host", "connection", "content-length", "transfer-encoding", "accept-encoding"]

    /// The head of `request`: its own fields (refused if they could split the head), `Host`,
    /// `Content-Length` when there is a body, `Accept-Encoding: identity` (no compressed body, so no
    /// decompression bomb) and `Connection: close`.
    static func bytes(of request: HTTPRequest) throws(TransportError) -> [UInt8] {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        var target = components?.percentEncodedPath ?? "/"
        if target.isEmpty { target = "/" }
        if let query = components?.percentEncodedQuery { target += "?" + query }
        guard !target.utf8.contains(where: { $0 <= 32 || $0 == 127 }) else {
            throw TransportError(.other, "the request target cannot be sent")
        }
        var text = "\(request.method.rawValue) \(target) HTTP/1.1\r\nHost: \(try host(of: request.url))\r\n"
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
        return Array(text.utf8)
    }

    /// The `Host` field: the host (an IPv6 address in brackets) and the port when the URL names one.
    static func host(of url: URL) throws(TransportError) -> String {
        let host = try hostName(of: url)
        let bracketed = host.contains(":") ? "[\(host)]" : host
        return url.port.map { "\(bracketed):\($0)" } ?? bracketed
    }

    /// The host of `url`, without the brackets of an IPv6 address: letters, digits, `.`, `-`, `_`,
    /// `:` (IPv6) and non-ASCII (an internationalized name), nothing that could end or redirect a
    /// host in the `Host` field or in the URL handed to libcurl (`/`, `?`, `#`, `@`, spaces, controls).
    static func hostName(of url: URL) throws(TransportError) -> String {
        guard var host = url.host, !host.isEmpty else { throw TransportError(.other, "the URL has no host") }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let allowed = { (byte: UInt8) in
            byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || Array(".-_:".utf8).contains(byte)
        }
        guard host.utf8.allSatisfy(allowed) else { throw TransportError(.other, "the URL's host cannot be used") }
        return host
    }
}
#endif
