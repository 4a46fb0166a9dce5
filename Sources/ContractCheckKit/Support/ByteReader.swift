#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file, standard input or a byte array in chunks with `read(2)`, so that files of any size
/// can be streamed in bounded memory.
final class ByteReader {
    private var descriptor: Int32
    private let closesOnEnd: Bool
    private var memory: [UInt8]?
    private var memoryOffset = 0

    /// Reads from an open file descriptor.
    init(descriptor: Int32, closesOnEnd: Bool) {
        self.descriptor = descriptor
        self.closesOnEnd = closesOnEnd
    }

    /// Reads from bytes in memory (tests, canned standard input).
    init(bytes: [UInt8]) {
        descriptor = -1
        closesOnEnd = false
        memory = bytes
    }

    /// Opens the file at `path`.
    convenience init(path: String) throws(FileError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw FileError(path: path, reason: String(cString: strerror(errno)))
        }
        self.init(descriptor: descriptor, closesOnEnd: true)
    }

    deinit { close() }

    /// Appends up to `count` bytes to `buffer`; returns how many were read (0 at the end).
    func read(appendingTo buffer: inout [UInt8], count: Int, path: String) throws(FileError) -> Int {
        if let memory {
            let taken = min(count, memory.count - memoryOffset)
            buffer += ByteReader.copy(memory, memoryOffset..<memoryOffset + taken)
            memoryOffset += taken
            return taken
        }
        guard descriptor >= 0, count > 0 else { return 0 }
        // A buffer holding little (the few bytes of a line cut by the last chunk) is copied into a new array
        // that the bytes are read into: appending a separately read chunk copied every byte once more. A large
        // buffer (a long line, `readAll`) is appended to, so that growing it stays linear.
        let kept = buffer.count <= count / 4 ? buffer : []
        var outcome: (read: Int, failure: Int32) = (0, 0)
        let grown = [UInt8](unsafeUninitializedCapacity: kept.count + count) { storage, initialized in
            kept.withUnsafeBufferPointer { old in
                if !old.isEmpty { storage.baseAddress!.update(from: old.baseAddress!, count: old.count) }
            }
            outcome = readRetrying(into: storage.baseAddress! + kept.count, count: count)
            initialized = kept.count + outcome.read
        }
        if outcome.failure != 0 { throw FileError(path: path, reason: String(cString: strerror(outcome.failure))) }
        if outcome.read == 0 {
            close()
            return 0
        }
        if kept.isEmpty && !buffer.isEmpty { buffer += grown } else { buffer = grown }
        return outcome.read
    }

    /// One `read(2)` into `storage`, repeated when a signal interrupts it: the bytes read, or the error.
    private func readRetrying(into storage: UnsafeMutablePointer<UInt8>, count: Int) -> (read: Int, failure: Int32) {
        var result = 0
        repeat {
            result = systemRead(descriptor, storage, count)
        } while result < 0 && errno == EINTR
        return result < 0 ? (0, errno) : (result, 0)
    }

    /// A copy of `bytes[range]` made with one memory copy (fast in debug builds too). `Array(UnsafeBufferPointer)`
    /// rather than `Array(unsafeUninitializedCapacity:)`, which goes through the standard library's unspecialized
    /// allocation and looks up the array's type metadata on every call: about 450 instructions more per copy,
    /// and `validate` copies every NDJSON line.
    static func copy(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8] {
        bytes.withUnsafeBufferPointer { source in Array(UnsafeBufferPointer(rebasing: source[range])) }
    }

    /// Reads everything that is left, or stops once `limit` bytes have been read.
    func readAll(path: String, limit: Int = .max) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < limit, try read(appendingTo: &bytes, count: min(1 << 20, limit - bytes.count), path: path) > 0 {}
        return bytes
    }

    private func close() {
        if closesOnEnd, descriptor >= 0 { _ = systemClose(descriptor) }
        descriptor = -1
    }
}

@inline(__always)
private func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, pointer, count)
}

@inline(__always)
private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
