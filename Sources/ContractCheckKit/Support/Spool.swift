#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes written now and read back later, kept in memory up to 1 MiB and in an anonymous temporary
/// file beyond: lets a report whose header needs totals (JUnit) stream documents of any number.
final class Spool {
    private var memory: [UInt8] = []
    private var file: UnsafeMutablePointer<FILE>?
    private static let memoryLimit = 1 << 20

    /// Appends bytes.
    func write(_ bytes: [UInt8]) {
        if file == nil && memory.count + bytes.count <= Spool.memoryLimit {
            memory += bytes
            return
        }
        if file == nil {
            file = tmpfile()
            guard file != nil else {
                memory += bytes  // No temporary file: keep going in memory.
                return
            }
            put(memory)
            memory.removeAll()
        }
        put(bytes)
    }

    private func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = fwrite(buffer.baseAddress, 1, buffer.count, file)
        }
    }

    /// Calls `body` with the spooled bytes in chunks, then empties the spool.
    func drain(_ body: ([UInt8]) -> Void) {
        if let file {
            fflush(file)
            rewind(file)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, file) }
                if count == 0 { break }
                body(Array(chunk[..<count]))
            }
            fclose(file)
            self.file = nil
        }
        if !memory.isEmpty { body(memory) }
        memory.removeAll()
    }

    deinit {
        if let file { fclose(file) }
    }
}
