import ContractRuntime
import Foundation
import Testing

/// Requests waiting on a server that never answers hold a socket each and nothing else: no thread
/// per request, over `http://` and in the TLS handshake of `https://`, and a cancellation ends each of
/// them as cancelled (see `contract-bench client-idle` for the CPU time and how fast).
@Suite("Idle requests")
struct IdleRequestTests {
    @Test("200 requests waiting on a silent server add no thread per request, and all end cancelled", arguments: ["http", "https"])
    func silentServer(scheme: String) async throws {
        let count = 200
        let server = try await SilentServer.start(holding: count, scheme: scheme)
        defer { server.stop() }
        let threadsBefore = Self.threadCount()
        let transport = URLSessionTransport()
        let requests = (0..<count).map { _ in
            Task { () -> TransportError? in
                do throws(TransportError) {
                    _ = try await transport.send(HTTPRequest(method: .get, url: server.url, timeout: .seconds(120)))
                    return nil
                } catch {
                    return error
                }
            }
        }
        // Every request has connected and sent its head: the server holds them all.
        await server.waitUntilHolding()
        let threadsWhileWaiting = Self.threadCount()
        for request in requests { request.cancel() }
        var kinds: [TransportError.Kind?] = []
        for request in requests { kinds.append(await request.value?.kind) }

        #expect(threadsWhileWaiting - threadsBefore < 20, "\(threadsBefore) threads before, \(threadsWhileWaiting) while waiting")
        #expect(kinds.allSatisfy { $0 == .cancelled }, "\(Dictionary(kinds.map { ("\(String(describing: $0))", 1) }, uniquingKeysWith: +))")
    }

    /// The threads of this process (Linux: the entries of `/proc/self/task`).
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }
}

/// A loopback server that accepts connections, reads their requests (or TLS ClientHellos) and never
/// answers; it says when it holds the expected number of connections.
final class SilentServer: @unchecked Sendable {  // @unchecked: immutable after init
    let url: URL
    private let process: Process
    private let output: Pipe

    private init(url: URL, process: Process, output: Pipe) {
        self.url = url
        self.process = process
        self.output = output
    }

    static func start(holding count: Int, scheme: String = "http") async throws -> SilentServer {
        let script = """
            import socket, sys
            s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1024)
            print(s.getsockname()[1], flush=True)
            held = []
            while len(held) < \(count):
                c, _ = s.accept(); c.recv(65536); held.append(c)
            print("holding", flush=True)
            sys.stdin.read()
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        // The port line, read byte by byte off the cooperative pool, so that the next line stays unread.
        let port = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            DispatchQueue.global().async {
                var text = ""
                while let byte = output.fileHandleForReading.readData(ofLength: 1).first, byte != UInt8(ascii: "\n") {
                    text.append(Character(Unicode.Scalar(byte)))
                }
                continuation.resume(returning: Int(text) ?? 0)
            }
        }
        return SilentServer(url: URL(string: "\(scheme)://127.0.0.1:\(port)/silent")!, process: process, output: output)
    }

    /// Returns once the server holds every connection it was asked to.
    func waitUntilHolding() async {
        _ = await firstLine(of: output)
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }
}
