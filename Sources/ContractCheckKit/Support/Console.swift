#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes and reads: the process's standard streams, or buffers in tests.
///
/// Standard output is buffered (64 KiB) and flushed by ``flush()``, before anything is written to
/// standard error, and when ``ContractCheck/run(_:console:)`` returns; standard error is written at once.
/// A console is used from one thread (the command's); workers never write to it.
package final class Console: @unchecked Sendable {
    private var outputBuffer: [UInt8] = []
    private var errorBuffer: [UInt8] = []
    private var pending: [UInt8] = []
    private let captures: Bool
    private let input: [UInt8]?
    private let environment: [String: String]

    /// Writes to the process's standard output and standard error, reads standard input.
    package static func standard() -> Console {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM", "CI", "GITHUB_ACTIONS"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return Console(captures: false, input: nil, environment: environment)
    }

    /// Collects everything written, for tests; `input` is what standard input holds.
    package static func capturing(input: String? = nil) -> Console {
        Console(captures: true, input: input.map { Array($0.utf8) }, environment: [:])
    }

    private init(captures: Bool, input: [UInt8]?, environment: [String: String]) {
        self.captures = captures
        self.input = input
        self.environment = environment
        pending.reserveCapacity(captures ? 0 : 1 << 16)
    }

    /// Everything written to standard output so far (capturing consoles only).
    package var output: String { String(decoding: outputBuffer, as: UTF8.self) }
    /// Everything written to standard error so far (capturing consoles only).
    package var errorOutput: String { String(decoding: errorBuffer, as: UTF8.self) }

    /// Writes a line to standard output.
    package func print(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        write(bytes)
    }

    /// Writes a line to standard error.
    package func printError(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        write(bytes, toError: true)
    }

    /// Writes raw bytes to standard output or standard error.
    package func write(_ bytes: [UInt8], toError: Bool = false) {
        if captures {
            if toError { errorBuffer += bytes } else { outputBuffer += bytes }
            return
        }
        if toError {
            flush()
            Console.writeAll(2, bytes)
        } else {
            pending += bytes
            if pending.count >= 1 << 16 { flush() }
        }
    }

    /// Writes out buffered standard output.
    package func flush() {
        guard !pending.isEmpty else { return }
        Console.writeAll(1, pending)
        pending.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Whether standard output is a terminal (for colour).
    package var outputIsTerminal: Bool { !captures && isatty(1) != 0 }
    /// Whether standard error is a terminal (for the progress line).
    package var errorIsTerminal: Bool { !captures && isatty(2) != 0 }

    /// Whether colour is wanted on standard output: `always`, `never`, or `auto` (a terminal, unless
    /// `NO_COLOR` is set or `TERM` is `dumb`).
    func usesColor(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if environment["NO_COLOR"].map({ !$0.isEmpty }) == true || environment["TERM"] == "dumb" { return false }
            return outputIsTerminal
        }
    }

    /// Opens standard input (or the capturing console's canned input) for reading.
    func openStandardInput() -> ByteReader {
        if let input { return ByteReader(bytes: input) }
        return ByteReader(descriptor: 0, closesOnEnd: false)
    }
}

/// The `--color` setting.
enum ColorChoice: String {
    case auto, always, never
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
