import ContractRuntime
import Foundation

/// `contract-bench client-idle [REQUESTS] [--seconds S] [--https]`: REQUESTS (default 10,000) concurrent
/// requests of the built-in HTTP/1.1 client against a loopback server that accepts every connection
/// and never answers; prints the CPU time the process spends while they wait (over S seconds,
/// default 10), then cancels them all and prints how long they took to end and how they ended.
/// With `--https` the requests are `https://`: each waits in its TLS handshake (the server never
/// answers the ClientHello).
///
/// Each request holds a socket: the soft limit of open files is raised to the hard limit first
/// (the client itself does not queue requests beyond it; a request that cannot get a descriptor
/// fails). The server is a Python child process holding the other ends.
enum ClientIdle {
    static func run(_ arguments: [String]) -> Int32 {
        let requests = arguments.compactMap { Int($0) }.first ?? 10_000
        let seconds = arguments.firstIndex(of: "--seconds").flatMap { arguments.dropFirst($0 + 1).first.flatMap(Double.init) } ?? 10
        raiseFileLimit()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-c", """
            import socket, time
            s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind(("127.0.0.1", 0)); s.listen(4096); print(s.getsockname()[1], flush=True)
            held = []
            while len(held) < \(requests):
                c, _ = s.accept(); c.recv(65536); held.append(c)
            print("holding", flush=True)
            while True: time.sleep(60)
            """]
        let output = Pipe()
        server.standardOutput = output
        guard (try? server.run()) != nil else {
            print("client-idle: python3 could not be started")
            return 2
        }
        defer { server.terminate() }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)),
              let url = URL(string: "\(arguments.contains("--https") ? "https" : "http")://127.0.0.1:\(port)/silent")
        else {
            print("client-idle: the silent server did not print its port")
            return 2
        }
        let results = Results()
        let done = DispatchSemaphore(value: 0)
        let transport = URLSessionTransport()
        let tasks = (0..<requests).map { _ in
            Task {
                let outcome: String
                do throws(TransportError) {
                    _ = try await transport.send(HTTPRequest(method: .get, url: url, timeout: .seconds(600)))
                    outcome = "answered"
                } catch {
                    outcome = error.kind.rawValue
                }
                results.record(outcome)
                if results.count == requests { done.signal() }
            }
        }
        // Once the server holds every connection with its request (or TLS ClientHello) read, every
        // request waits: measure the process's CPU time from a second later.
        let started = ContinuousClock.now
        var text = ""
        while !text.contains("holding") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let setUp = ContinuousClock.now - started
        Thread.sleep(forTimeInterval: 1)
        let cpuBefore = cpuSeconds()
        Thread.sleep(forTimeInterval: seconds)
        let idleCPU = cpuSeconds() - cpuBefore
        let cancelled = ContinuousClock.now
        for task in tasks { task.cancel() }
        done.wait()
        let ended = results.lastEnd - cancelled
        print("client-idle: \(requests) \(url.scheme ?? "") requests waiting on a silent server "
              + "(all sent in \(setUp.formatted(.units(allowed: [.milliseconds]))))")
        print(String(format: "  CPU while waiting: %.3f s over %.1f s (%.3f s per 10 s)", idleCPU, seconds, idleCPU * 10 / seconds))
        print("  all ended \(ended.formatted(.units(allowed: [.milliseconds]))) after being cancelled; outcomes: "
              + results.outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        return 0
    }

    private static func raiseFileLimit() {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(resource, &limit)
    }

    /// User plus system CPU time of the process so far.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    final class Results: @unchecked Sendable {  // @unchecked: guarded by `lock`
        private let lock = NSLock()
        private(set) var outcomes: [String: Int] = [:]
        private(set) var count = 0
        private(set) var lastEnd = ContinuousClock.now

        func record(_ outcome: String) {
            lock.withLock {
                outcomes[outcome, default: 0] += 1
                count += 1
                lastEnd = .now
            }
        }
    }
}
