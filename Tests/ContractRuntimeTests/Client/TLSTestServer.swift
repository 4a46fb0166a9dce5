import Foundation
import Testing

/// Certificates made for this test run with the openssl CLI, in a temporary folder: a test
/// certificate authority, a server certificate it signs for `127.0.0.1`, one it signs for another
/// host name, and one for `127.0.0.1` signed by an authority nobody trusts. `nil` when the machine
/// has no openssl CLI or no Python `ssl` module (the https suites are then skipped, saying why).
struct TestCertificates: Sendable {
    let folder: URL

    /// The authority the client is told to trust (`trustedCertificates`).
    var authority: URL { folder.appendingPathComponent("ca.pem") }
    /// The private key of every server certificate below.
    var key: URL { folder.appendingPathComponent("server.key") }
    /// Signed by ``authority`` for `IP:127.0.0.1`.
    var server: URL { folder.appendingPathComponent("server.pem") }
    /// Signed by ``authority`` for `DNS:other.example` only.
    var otherHost: URL { folder.appendingPathComponent("other-host.pem") }
    /// For `IP:127.0.0.1`, signed by another authority.
    var untrusted: URL { folder.appendingPathComponent("untrusted.pem") }

    static let shared: TestCertificates? = make()

    /// The folder of this test process's certificates.
    private static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("contract-tls-\(UUID().uuidString)")

    /// Whether the TLS tooling exists here.
    static var available: Bool { shared != nil }

    private static let config = """
        [req]
        distinguished_name = dn
        prompt = no
        [dn]
        CN = contract-test
        [ca]
        basicConstraints = critical, CA:TRUE
        keyUsage = critical, keyCertSign, cRLSign
        subjectKeyIdentifier = hash
        [server]
        basicConstraints = CA:FALSE
        keyUsage = critical, digitalSignature
        extendedKeyUsage = serverAuth
        subjectAltName = IP:127.0.0.1
        [other_host]
        basicConstraints = CA:FALSE
        keyUsage = critical, digitalSignature
        extendedKeyUsage = serverAuth
        subjectAltName = DNS:other.example
        """

    private static func make() -> TestCertificates? {
        guard run(["python3", "-c", "import ssl"]) else { return nil }
        let folder = scratch
        // Removed when the test process exits (a C function pointer: it reads the static, captures nothing).
        atexit { try? FileManager.default.removeItem(at: TestCertificates.scratch) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              (try? Data(config.utf8).write(to: folder.appendingPathComponent("openssl.cnf"))) != nil
        else { return nil }
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-config", "openssl.cnf"]
        let steps: [[String]] = [
            ["req", "-x509", "-new"] + key + ["-extensions", "ca", "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Contract Test CA"],
            ["req", "-x509", "-new"] + key + ["-extensions", "ca", "-keyout", "other-ca.key", "-out", "other-ca.pem", "-days", "2", "-subj", "/CN=Untrusted CA"],
            ["req", "-new"] + key + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"],
            sign(by: "ca", extensions: "server", into: "server.pem", serial: "2"),
            sign(by: "ca", extensions: "other_host", into: "other-host.pem", serial: "3"),
            sign(by: "other-ca", extensions: "server", into: "untrusted.pem", serial: "4"),
        ]
        for step in steps {
            guard run(["openssl"] + step, in: folder) else { return nil }
        }
        return TestCertificates(folder: folder)
    }

    private static func sign(by authority: String, extensions: String, into file: String, serial: String) -> [String] {
        ["x509", "-req", "-in", "server.csr", "-CA", "\(authority).pem", "-CAkey", "\(authority).key", "-set_serial", serial,
         "-days", "2", "-extfile", "openssl.cnf", "-extensions", extensions, "-out", file]
    }

    /// Runs a tool found on PATH; whether it exited with 0.
    private static func run(_ arguments: [String], in folder: URL? = nil) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// `Server/tls_front.py` as a child process: TLS on a loopback port, in front of a `ContractServer`
/// (every scripted fault of `contract_server.py` over https) or answering fixed bytes.
final class TLSFront: @unchecked Sendable {
    /// `https://127.0.0.1:<port>`.
    let baseURL: URL
    private let process: Process

    private init(process: Process, port: Int) {
        self.process = process
        self.baseURL = URL(string: "https://127.0.0.1:\(port)")!
    }

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Server/tls_front.py")

    /// Starts a front presenting `certificate`, forwarding to `upstream` or answering `raw`.
    static func start(certificate: URL, key: URL, upstream: ContractServer? = nil, raw: [UInt8]? = nil) async throws -> TLSFront {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["python3", script.path, "--cert", certificate.path, "--key", key.path]
        if let port = upstream?.baseURL.port { arguments += ["--upstream", String(port)] }
        if raw != nil { arguments.append("--raw") }
        process.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(raw ?? []))
        try input.fileHandleForWriting.close()
        let line = await firstLine(of: output)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw ContractServer.ServerFailure(message: "tls_front.py did not print its port (got \(line.debugDescription))")
        }
        return TLSFront(process: process, port: port)
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }
}

/// Runs `body` with a fresh `ContractServer` behind a TLS front presenting `certificate` (the
/// trusted `127.0.0.1` one by default), and stops both afterwards.
func withHTTPSServer<Result: Sendable>(
    certificate: KeyPath<TestCertificates, URL> = \.server,
    _ body: (TLSFront, ContractServer) async throws -> Result
) async throws -> Result {
    let certificates = try #require(TestCertificates.shared)
    return try await withContractServer { server in
        let front = try await TLSFront.start(certificate: certificates[keyPath: certificate], key: certificates.key, upstream: server)
        defer { front.stop() }
        return try await body(front, server)
    }
}
