import CContractSystem

/// Why a file could not be written, created or removed: the system's words for `errno`.
package struct FileSystemError: Error, CustomStringConvertible, Sendable {
    package var description: String

    /// The error of the last failed call on this thread.
    static var last: FileSystemError {
        let code = contract_last_error()
        return FileSystemError(description: contract_error_text(code).map { String(cString: $0) } ?? "error \(code)")
    }
}

extension FileSystem {
    /// Creates the folder `path` and the folders above it that are missing.
    package static func createDirectory(_ path: String) throws(FileSystemError) {
        if kind(of: path) == .directory { return }
        let parent = directory(of: path)
        if !parent.isEmpty && parent != path && kind(of: parent) == nil { try createDirectory(parent) }
        let made = contract_make_directory(path)
        guard made == 0 || (made == 1 && kind(of: path) == .directory) else { throw .last }
    }

    /// Writes `bytes` to `path` atomically: into a new file beside it, then renamed over it, so a reader
    /// (or a build interrupted half-way) never sees a partial file.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let temporary = joined(directory(of: path), ".\(lastComponent(of: path)).\(contract_process_id()).tmp")
        let descriptor = contract_create_file(temporary)
        guard descriptor >= 0 else { throw .last }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { contract_write(descriptor, $0.baseAddress! + written, UInt(bytes.count - written)) }
            guard count > 0 else {
                let error = FileSystemError.last
                _ = contract_close(descriptor)
                _ = contract_remove_file(temporary)
                throw error
            }
            written += count
        }
        guard contract_close(descriptor) == 0, contract_rename(temporary, path) == 0 else {
            let error = FileSystemError.last
            _ = contract_remove_file(temporary)
            throw error
        }
    }

    /// Removes the file `path`.
    package static func removeFile(_ path: String) throws(FileSystemError) {
        guard contract_remove_file(path) == 0 else { throw .last }
    }

    /// Writes `text` to standard error, unbuffered.
    package static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { contract_write(2, $0.baseAddress!, UInt($0.count)) }
            guard count > 0 else { return }
            bytes.removeFirst(count)
        }
    }
}
