import ContractRuntime
import Contracts
import Foundation
import Testing

/// Responses that are not valid HTTP end in a typed error, and the app keeps running. (Before the
/// built-in HTTP/1.1 path, the first test killed the whole test process inside FoundationNetworking:
/// `NativeProtocol.swift:240: Fatal error: Transfer completed, but there's no response`.)
@Suite("Broken responses")
struct BrokenResponseTests {
    @Test("A status line without the end of the head, then close: a typed error, no crash")
    func headless() async throws {
        try await withContractServer { server in
            let client = makeClient(for: SessionsAPI.self, server: server, fault: "headless")
            let started = ContinuousClock.now
            for _ in 0..<3 {
                let error = try await failure { try await client.send(GetRound(roundID: "r1")) }
                #expect(error.transportFailure == .malformedResponse)
                #expect(error.userMessage == "Something went wrong on our end. Try again in a moment.")
            }
            #expect(ContinuousClock.now - started < hostileTimeBound)
            // Still alive, and the next good answer decodes.
            let round = try await makeClient(for: SessionsAPI.self, server: server).send(GetRound(roundID: "r1"))
            #expect(round.roundId == "r1")
        }
    }

    @Test("A response cut inside its status line or headers, or not HTTP at all, is a typed error",
          arguments: ["HTTP/1.1 200", "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n", "hello\r\n\r\n",
                      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "",
                      "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello"])
    func rawResponses(raw: String) async throws {
        let error = try await RawServer.exchange(answering: Array(raw.utf8))
        #expect([.malformedResponse, .connectionLost].contains(error?.transportFailure), "\(raw.debugDescription): \(String(describing: error))")
    }
}

/// A one-shot loopback server that answers the first connection with fixed bytes and closes: the
/// responses `contract_server.py` (Python's http.server) cannot produce.
enum RawServer {
    /// Sends one `GetRound` to a server answering `bytes`, through `middlewares`; returns the
    /// client's error, if any.
    static func exchange(answering bytes: [UInt8], middlewares: [any ClientMiddleware] = []) async throws -> ClientError? {
        try await serving(bytes) { url -> ClientError? in
            let client = APIClient<SessionsAPI>(baseURL: url, middlewares: middlewares, retryPolicy: .never, timeout: hostileTimeBound)
            do throws(ClientError) {
                _ = try await client.send(GetRound(roundID: "r1"))
                return nil
            } catch {
                return error
            }
        }
    }

    /// What `transport` makes of a server answering `bytes` to one `GET /`: the response, or the error.
    static func response(
        answering bytes: [UInt8],
        transport: URLSessionTransport = URLSessionTransport()
    ) async throws -> Result<HTTPResponse, TransportError> {
        try await serving(bytes) { url in
            do throws(TransportError) {
                // The bound only catches a hang: no test here expects a timeout, and a loaded CI machine running
                // the suite in parallel has taken more than 5 s to finish a refused redirect.
                return .success(try await transport.send(HTTPRequest(method: .get, url: url, timeout: hostileTimeBound)))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Runs `body` with the URL of a server that answers its first connection with `bytes`.
    private static func serving<Value>(_ bytes: [UInt8], _ body: (URL) async throws -> Value) async throws -> Value {
        let script = """
            import socket, sys
            s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1)
            print(s.getsockname()[1], flush=True)
            c, _ = s.accept(); c.recv(65536); c.sendall(sys.stdin.buffer.read()); c.close()
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let port = Int(await firstLine(of: output).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        return try await body(URL(string: "http://127.0.0.1:\(port)")!)
    }
}
