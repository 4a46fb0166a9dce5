#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output and standard error, or buffers in tests.
public final class Console: @unchecked Sendable {
    private var outputBuffer: [UInt8] = []
    private var errorBuffer: [UInt8] = []
    private let captures: Bool

    /// Writes to the process's standard output and standard error.
    public static func standard() -> Console { Console(captures: false) }
    /// Collects everything written, for tests.
    public static func capturing() -> Console { Console(captures: true) }

    private init(captures: Bool) {
        self.captures = captures
    }

    /// Everything written to standard output so far (capturing consoles only).
    public var output: String { String(decoding: outputBuffer, as: UTF8.self) }
    /// Everything written to standard error so far (capturing consoles only).
    public var errorOutput: String { String(decoding: errorBuffer, as: UTF8.self) }

    /// Writes a line to standard output.
    public func print(_ line: String) {
        write(Array((line + "\n").utf8), toError: false)
    }

    /// Writes a line to standard error.
    public func printError(_ line: String) {
        write(Array((line + "\n").utf8), toError: true)
    }

    /// Writes raw bytes to standard output.
    public func write(_ bytes: [UInt8], toError: Bool = false) {
        if captures {
            if toError { errorBuffer += bytes } else { outputBuffer += bytes }
            return
        }
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc_or_Darwin_write(toError ? 2 : 1, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Whether standard output is a terminal (for colour and progress).
    public var outputIsTerminal: Bool { !captures && isatty(1) != 0 }
    /// Whether standard error is a terminal.
    public var errorIsTerminal: Bool { !captures && isatty(2) != 0 }
}

@inline(__always)
private func Glibc_or_Darwin_write(_ descriptor: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}
