/// Reads one HTTP/1.1 response from the bytes of a connection, as they arrive, within limits.
///
/// Trade-off: hand-written because FoundationNetworking aborts the process on some broken responses
/// (see ``HTTP1Transport``) and the package takes no dependencies. It reads what a JSON API
/// answers with: a status line, header fields, and a body framed by `Transfer-Encoding: chunked`,
/// `Content-Length` or the end of the connection. Anything else — a response that ends inside its
/// head, a bad status line, broken chunks, a body shorter than its `Content-Length`, a
/// `Content-Encoding` the client did not ask for — is a typed ``TransportError``, never a crash.
/// The head may take 64 KiB, the body `maximumBodyBytes`: the parser stops as soon as either is
/// passed, so memory stays bounded whatever the server sends.
package struct HTTP1ResponseParser: Sendable {
    /// The largest status line plus header fields accepted.
    package static let maximumHeadBytes = 64 * 1024

    private enum Framing: Sendable {
        case length(Int)
        case chunked(ChunkState)
        case untilClose
    }

    private enum ChunkState: Sendable {
        case size
        case data(Int)
        case dataEnd
        case trailers
    }

    private enum State: Sendable {
        case head
        case body(Framing)
        case done
    }

    private let maximumBodyBytes: Int
    private let expectsBody: Bool
    private var state = State.head
    /// Bytes of the head, or of a chunk-size or trailer line, not yet complete.
    private var line: [UInt8] = []
    private var headLines: [[UInt8]] = []
    private var headBytes = 0
    /// The status, once the head has been read.
    package private(set) var status: Int?
    /// The header fields, once the head has been read.
    package private(set) var headers = HTTPHeaders()
    /// The body received so far.
    package private(set) var body: [UInt8] = []

    /// Creates a parser for the response to a request; a `HEAD` request's response has no body.
    package init(maximumBodyBytes: Int, expectsBody: Bool = true) {
        self.maximumBodyBytes = max(0, maximumBodyBytes)
        self.expectsBody = expectsBody
    }

    /// Whether the whole response has been read.
    package var isComplete: Bool {
        if case .done = state { true } else { false }
    }

    /// Whether the status line and header fields have been read.
    package var hasHead: Bool {
        if case .head = state { false } else { true }
    }

    /// Reads the next bytes of the connection. Bytes after the end of the response are ignored.
    package mutating func consume(_ bytes: ArraySlice<UInt8>) throws(TransportError) {
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch state {
            case .done:
                return
            case .head:
                let byte = bytes[index]
                index = bytes.index(after: index)
                try headByte(byte)
            case .body(.untilClose):
                let count = bytes.distance(from: index, to: bytes.endIndex)
                try append(bytes[index...], count: count)
                index = bytes.endIndex
            case .body(.length(let remaining)):
                let count = min(remaining, bytes.distance(from: index, to: bytes.endIndex))
                let end = bytes.index(index, offsetBy: count)
                try append(bytes[index..<end], count: count)
                index = end
                state = remaining == count ? .done : .body(.length(remaining - count))
            case .body(.chunked(.data(let remaining))):
                let count = min(remaining, bytes.distance(from: index, to: bytes.endIndex))
                let end = bytes.index(index, offsetBy: count)
                try append(bytes[index..<end], count: count)
                index = end
                state = .body(.chunked(remaining == count ? .dataEnd : .data(remaining - count)))
            case .body(.chunked(let chunkState)):
                let byte = bytes[index]
                index = bytes.index(after: index)
                try chunkLineByte(byte, in: chunkState)
            }
        }
    }

    /// The response, once the connection has closed: complete, or ending where a close may end it.
    package mutating func finish() throws(TransportError) -> HTTPResponse {
        switch state {
        case .head:
            throw TransportError(.malformedResponse, headBytes == 0
                ? "the connection closed without a response"
                : "the connection closed inside the response's status line or headers")
        case .body(.untilClose):
            state = .done
        case .body(.length(let remaining)):
            throw TransportError(.connectionLost, "the connection closed \(remaining) bytes before the end of the body")
        case .body(.chunked):
            throw TransportError(.connectionLost, "the connection closed inside a chunked body")
        case .done:
            break
        }
        return response
    }

    /// The response read so far (complete once ``isComplete``).
    package var response: HTTPResponse {
        HTTPResponse(status: status ?? 0, headers: headers, body: body)
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>, count: Int) throws(TransportError) {
        guard count <= maximumBodyBytes - body.count else {
            throw TransportError(.responseTooLarge, "the response body is larger than \(maximumBodyBytes) bytes")
        }
        body.append(contentsOf: bytes)
    }

    // MARK: Head

    private mutating func headByte(_ byte: UInt8) throws(TransportError) {
        headBytes += 1
        guard headBytes <= Self.maximumHeadBytes else {
            throw TransportError(.malformedResponse, "the response head is larger than \(Self.maximumHeadBytes) bytes")
        }
        guard byte == UInt8(ascii: "\n") else {
            line.append(byte)
            return
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        let complete = line
        line = []
        if !complete.isEmpty {
            headLines.append(complete)
            return
        }
        if headLines.isEmpty { return }  // blank lines before a status line are tolerated (RFC 9112 §2.2)
        try endOfHead()
    }

    private mutating func endOfHead() throws(TransportError) {
        let lines = headLines
        headLines = []
        // RFC 9110 §5.5 and RFC 9112 §2.2: NUL, and a CR not followed by LF, make the message invalid
        // (the other controls may be kept; they are escaped wherever they are printed).
        guard !lines.contains(where: { $0.contains(0) || $0.contains(UInt8(ascii: "\r")) }) else {
            throw TransportError(.malformedResponse, "a NUL or a bare CR in the response's status line or headers")
        }
        let code = try Self.statusCode(lines[0])
        var fields = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
                  line.first != UInt8(ascii: " "), line.first != UInt8(ascii: "\t"),
                  !line[..<colon].contains(where: { $0 <= UInt8(ascii: " ") || $0 == 0x7F })
            else {
                throw TransportError(.malformedResponse, "a malformed header field line")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self)
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingWhitespace()
            fields.add(name, value)
        }
        if (100..<200).contains(code) {
            // An interim response (100 Continue, 103 Early Hints): the real one follows.
            guard code != 101 else { throw TransportError(.malformedResponse, "an unexpected protocol switch (101)") }
            headBytes = 0
            return
        }
        status = code
        headers = fields
        state = try framing(for: code, fields)
    }

    private static func statusCode(_ line: [UInt8]) throws(TransportError) -> Int {
        // HTTP/1.x SP 3DIGIT [SP reason]
        let prefix = Array("HTTP/1.".utf8)
        guard line.count >= 12, Array(line[0..<7]) == prefix,
              line[7] == UInt8(ascii: "0") || line[7] == UInt8(ascii: "1"),
              line[8] == UInt8(ascii: " "),
              line[9...11].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              line.count == 12 || line[12] == UInt8(ascii: " ")
        else {
            throw TransportError(.malformedResponse, "not an HTTP/1.x status line")
        }
        let code = line[9...11].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard code >= 100 else { throw TransportError(.malformedResponse, "status code \(code) is out of range") }
        return code
    }

    private func framing(for code: Int, _ fields: HTTPHeaders) throws(TransportError) -> State {
        if let encoding = fields["Content-Encoding"]?.lowercased(), encoding != "identity" {
            // The request asked for `Accept-Encoding: identity`: no decompression, no decompression bomb.
            let shown = PrintableText.escaped(String(encoding.prefix(40)))
            throw TransportError(.malformedResponse, "the response uses Content-Encoding \(shown), which was not requested")
        }
        if !expectsBody || code == 204 || code == 304 { return .done }
        if let transfer = fields["Transfer-Encoding"] {
            guard transfer.lowercased().split(separator: ",").last?.trimmingWhitespace() == "chunked" else {
                let shown = PrintableText.escaped(String(transfer.prefix(40)))
                throw TransportError(.malformedResponse, "unsupported Transfer-Encoding \(shown)")
            }
            return .body(.chunked(.size))
        }
        let lengths = fields.values(for: "Content-Length")
        guard let first = lengths.first else { return .body(.untilClose) }
        let values = Set(lengths.flatMap { $0.split(separator: ",").map { $0.trimmingWhitespace() } })
        guard values.count == 1, let length = Int(first.trimmingWhitespace()), length >= 0,
              first.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") || $0 == UInt8(ascii: " ") })
        else {
            throw TransportError(.malformedResponse, "an invalid Content-Length")
        }
        guard length <= maximumBodyBytes else {
            throw TransportError(.responseTooLarge, "the response announces \(length) bytes, more than the limit of \(maximumBodyBytes)")
        }
        return length == 0 ? .done : .body(.length(length))
    }

    // MARK: Chunks

    private mutating func chunkLineByte(_ byte: UInt8, in chunkState: ChunkState) throws(TransportError) {
        guard byte == UInt8(ascii: "\n") else {
            line.append(byte)
            guard line.count <= 4096 else { throw TransportError(.malformedResponse, "a chunk line longer than 4096 bytes") }
            return
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        let complete = line
        line = []
        switch chunkState {
        case .size:
            guard let size = Self.chunkSize(complete) else {
                throw TransportError(.malformedResponse, "an invalid chunk size")
            }
            guard size <= maximumBodyBytes - body.count else {
                throw TransportError(.responseTooLarge, "the response body is larger than \(maximumBodyBytes) bytes")
            }
            state = .body(.chunked(size == 0 ? .trailers : .data(size)))
        case .dataEnd:
            guard complete.isEmpty else { throw TransportError(.malformedResponse, "a chunk longer than its size") }
            state = .body(.chunked(.size))
        case .trailers:
            state = complete.isEmpty ? .done : .body(.chunked(.trailers))
        case .data:
            break  // not reached: data bytes are taken in bulk
        }
    }

    /// The size on a chunk-size line: `1*HEXDIG [ BWS ";" chunk-ext ]` (RFC 9112 §7.1), also with
    /// spaces or tabs after the digits (as Go's and curl's readers accept); `nil` for anything else
    /// (a sign, a space before or between the digits, no digits) or for a size past 60 bits.
    private static func chunkSize(_ line: [UInt8]) -> Int? {
        var size = 0
        var index = 0
        while index < line.count, let digit = hexValue(line[index]) {
            guard size < 1 << 56 else { return nil }
            size = size << 4 | digit
            index += 1
        }
        guard index > 0 else { return nil }
        while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") { index += 1 }
        guard index == line.count || line[index] == UInt8(ascii: ";") else { return nil }
        return size
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
