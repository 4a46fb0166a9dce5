#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Why a file could not be written, created or removed: the system's words for `errno`.
package struct FileSystemError: Error, CustomStringConvertible, Sendable {
    package var description: String

    init(errno code: Int32) {
        description = String(cString: strerror(code))
    }
}

extension FileSystem {
    /// Creates the folder `path` and the folders above it that are missing.
    package static func createDirectory(_ path: String) throws(FileSystemError) {
        if kind(of: path) == .directory { return }
        let parent = directory(of: path)
        if !parent.isEmpty && parent != path && kind(of: parent) == nil { try createDirectory(parent) }
        guard mkdir(path, 0o755) == 0 || (errno == EEXIST && kind(of: path) == .directory) else {
            throw FileSystemError(errno: errno)
        }
    }

    /// Writes `bytes` to `path` atomically: into a new file beside it, then renamed over it, so a reader
    /// (or a build interrupted half-way) never sees a partial file.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let temporary = joined(directory(of: path), ".\(lastComponent(of: path)).\(getpid()).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(errno: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                _ = close(descriptor)
                _ = unlink(temporary)
                throw FileSystemError(errno: code)
            }
            written += count
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let code = errno
            _ = unlink(temporary)
            throw FileSystemError(errno: code)
        }
    }

    /// Removes the file `path`.
    package static func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw FileSystemError(errno: errno) }
    }

    /// Writes `text` to standard error, unbuffered.
    package static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { systemWrite(2, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            bytes.removeFirst(count)
        }
    }
}

/// POSIX `write(2)`: `FileSystem.write(_:to:)` hides the C function of the same name inside the extension.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
