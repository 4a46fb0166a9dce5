import ContractRuntime
import Foundation
import Testing

/// What RFC 9110 and RFC 9112 say a recipient must reject is rejected — a NUL or a bare CR in the
/// head, a chunk size that is not hexadecimal digits, a redirect to a port that does not exist —
/// while the valid spellings around them are still read.
@Suite("Strict framing")
struct StrictFramingTests {
    @Test("NUL or a bare CR in a header value or the status line is a malformed response",
          arguments: ["X-Note: a\u{0}b", "X-Note: a\rb", "X-Note: a\r", "X\u{0}Note: a"])
    func controlsInHead(field: String) async throws {
        let raw = "HTTP/1.1 200 OK\r\n\(field)\r\nContent-Length: 2\r\n\r\n{}"
        let result = try await RawServer.response(answering: Array(raw.utf8))
        #expect(throws: TransportError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.kind == .malformedResponse, "\(field.debugDescription): \(error)")
        }
    }

    @Test("A chunk size with a sign, or spaces before or inside the digits, is a malformed response",
          arguments: ["+2", "-0", " 0 b ", " 2", "2 2", "0x2", "", ";ext", "2\u{0}"])
    func invalidChunkSizes(size: String) async throws {
        // The odd size line comes first, or (for `-0`, which would end the body) after a valid chunk.
        let chunks = size == "-0" ? "2\r\n{}\r\n-0\r\n\r\n" : "\(size)\r\n{}\r\n0\r\n\r\n"
        let raw = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\(chunks)"
        let result = try await RawServer.response(answering: Array(raw.utf8))
        #expect(throws: TransportError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.kind == .malformedResponse, "\(size.debugDescription): \(error)")
        }
    }

    @Test("Valid chunk sizes: leading zeros, either case, extensions, spaces before an extension or the line end",
          arguments: ["2", "0000000000000000000002", "2;name=value", "2 ; name=\"a b\"", "2\t", "2  "])
    func validChunkSizes(size: String) async throws {
        let raw = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\(size)\r\n{}\r\nA\r\n\"abcdefgh\"\r\n0\r\n\r\n"
        let response = try await RawServer.response(answering: Array(raw.utf8)).get()
        #expect(String(decoding: response.body, as: UTF8.self) == "{}\"abcdefgh\"")
    }

    @Test("A redirect to a port past 65535 is refused, not wrapped to another port", arguments: [false, true])
    func redirectPortOutOfRange(builtIn: Bool) async throws {
        let transport = URLSessionTransport(
            configuration: nil, maximumResponseBytes: URLSessionTransport.defaultMaximumResponseBytes,
            redirects: .standard, builtInHTTP: builtIn)
        let raw = "HTTP/1.1 302 Found\r\nLocation: http://127.0.0.1:100325/rounds/r1\r\nContent-Length: 0\r\n\r\n"
        let result = try await RawServer.response(answering: Array(raw.utf8), transport: transport)
        #expect(throws: TransportError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.kind == .malformedResponse, "\(error)")
            #expect(error.message.contains("larger than 65535"), "\(error)")
        }
    }
}
