import ContractRuntime
import Contracts
import Foundation
import Testing

/// Text a server chose never reaches a terminal or a log as control characters: an error's
/// description, its headers and every `LoggingMiddleware` line show ESC, BEL and the other controls
/// as escapes (`\u{1B}`), so printing an error cannot set a terminal's title or clear its screen.
@Suite("Server text is escaped when printed")
struct ServerTextEscapingTests {
    /// ESC ] 0 ; title BEL (sets the terminal title), ESC [ 2 J (clears the screen), a C1 CSI.
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m"
    static let escapedHostile = "\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\u{9B}31m"

    @Test("ESC and BEL in Content-Encoding or Transfer-Encoding are escaped in the error and the log",
          arguments: ["Content-Encoding", "Transfer-Encoding"])
    func encodingHeaders(field: String) async throws {
        let raw = "HTTP/1.1 200 OK\r\n\(field): \(Self.hostile)\r\nContent-Length: 2\r\n\r\n{}"
        let lines = Recorder<String>()
        let error = try #require(
            try await RawServer.exchange(answering: Array(raw.utf8), middlewares: [LoggingMiddleware { lines.append($0) }]))

        #expect(error.transportFailure == .malformedResponse)
        guard case .transport(let transportError) = error.reason else { return }
        for text in ["\(error)", "\(transportError)", transportError.message] + lines.all {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(text.debugDescription)")
        }
        #expect("\(error)".lowercased().contains(Self.escapedHostile.lowercased()))
        #expect(lines.all.count == 2)
        #expect(lines.all.last?.lowercased().contains(Self.escapedHostile.lowercased()) == true)
    }

    @Test("A failing status's header values are escaped when the headers are printed")
    func statusHeaders() async throws {
        let raw = "HTTP/1.1 503 Busy\r\nX-Note: \(Self.hostile)\r\nContent-Length: 2\r\n\r\n{}"
        let error = try #require(try await RawServer.exchange(answering: Array(raw.utf8)))

        #expect(error.status == 503)
        let headers = try #require(error.response?.headers)
        #expect(headers["X-Note"] == Self.hostile)  // the value itself is kept for the app
        #expect(headers.description.contains("X-Note: \(Self.escapedHostile)"))
        #expect(!headers.description.contains("\u{1B}"))
    }
}
