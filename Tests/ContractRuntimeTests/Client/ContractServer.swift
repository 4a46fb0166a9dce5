import ContractRuntime
import Dispatch
import Foundation

/// The loopback server of `Server/contract_server.py`, run as a child process for one test.
///
/// ```swift
/// try await withContractServer { server in
///     let client = APIClient<SessionsAPI>(baseURL: server.baseURL)
///     …
///     #expect(try await server.requests().count("GET", "/rounds/r1") == 1)
/// }
/// ```
final class ContractServer: @unchecked Sendable {
    /// `http://127.0.0.1:<port>`.
    let baseURL: URL
    /// A loopback URL whose port is reserved by the server but refuses connections.
    let unreachableURL: URL
    private let process: Process

    private init(process: Process, port: Int, refusingPort: Int) {
        self.process = process
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        self.unreachableURL = URL(string: "http://127.0.0.1:\(refusingPort)")!
    }

    /// The server script, found relative to this file.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Server/contract_server.py")

    /// Starts the server and waits for the ports it prints.
    /// The lifetime is only a backstop (the server also exits when this process goes away); it is long
    /// because a loaded machine can stall a parallel test run for minutes: a test started with the run may
    /// reach its server only when the run is past ten minutes (the whole suite takes that on 2 cores).
    static func start(lifetime: Int = 3_600) async throws -> ContractServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--lifetime", String(lifetime)]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let line = await firstLine(of: output)
        let ports = line.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard ports.count == 2 else {
            process.terminate()
            throw ServerFailure(message: "contract_server.py did not print its ports (got \(line.debugDescription))")
        }
        return ContractServer(process: process, port: ports[0], refusingPort: ports[1])
    }

    /// Stops the server.
    func stop() {
        if process.isRunning { process.terminate() }
    }

    /// What the server has received so far.
    ///
    /// Asked through the package's default transport (the built-in HTTP/1.1 client on Linux) rather
    /// than a `URLSession` of its own: one session shared by every test running in parallel put
    /// FoundationNetworking, whose aborts under races are what the URLSession-path tests pin down
    /// (`RedirectDeadlineTests`), under every test, where it is not what the test is about.
    func requests() async throws -> RequestLog {
        let url = baseURL.appendingPathComponent("__requests")
        let response = try await URLSessionTransport.shared.send(HTTPRequest(method: .get, url: url, timeout: .seconds(120)))
        guard response.status == 200 else { throw ServerFailure(message: "GET /__requests answered \(response.status)") }
        return try JSONDecoder().decode(RequestLog.self, from: Data(response.body))
    }

    struct ServerFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// The server's record of the requests it received (`GET /__requests`).
struct RequestLog: Decodable, Sendable {
    /// One request.
    struct Entry: Decodable, Sendable {
        var method: String
        var path: String
        var query: String
        var headers: [String: String]
        var body: String
    }

    /// A large body the server streamed (`huge`, `huge-length`, `gzip-bomb` faults), once it ended.
    struct Stream: Decodable, Sendable {
        var kind: String
        /// The bytes (before compression) written to the socket before the client hung up.
        var sent: Int
        /// Whether the whole body went out.
        var complete: Bool
    }

    /// Requests per `"METHOD /path"`.
    var counts: [String: Int]
    /// Every request in arrival order.
    var log: [Entry]
    /// The large bodies streamed so far, in the order they ended.
    var streams: [Stream]

    /// How many `method` requests reached `path`.
    func count(_ method: String, _ path: String) -> Int {
        counts["\(method) \(path)"] ?? 0
    }

    /// The entries for `method` and `path`, in order.
    func entries(_ method: String, _ path: String) -> [Entry] {
        log.filter { $0.method == method && $0.path == path }
    }

    /// The total number of requests.
    var total: Int { log.count }
}

/// Runs `body` with a fresh server and stops the server afterwards, also when `body` throws.
func withContractServer<Result: Sendable>(
    _ body: (ContractServer) async throws -> Result
) async throws -> Result {
    let server = try await ContractServer.start()
    defer { server.stop() }
    return try await body(server)
}

/// The first line a child process writes to `output` (a port it prints when it is ready), read off
/// the cooperative thread pool; what arrived before end of file if there is no full line.
func firstLine(of output: Pipe) async -> String {
    await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
        DispatchQueue.global().async {
            var data = Data()
            while !data.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
            }
            continuation.resume(returning: String(decoding: data, as: UTF8.self))
        }
    }
}
